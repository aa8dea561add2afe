"""The 2024 glossary (001): headings recovered by alignment with the Rules Reference (000).

Every assertion is checked against the source text: line numbers are those of
rules_src/001_78d82293ee3371f5.txt as ``cat -n`` shows them.
"""

from __future__ import annotations

import re
import tomllib

import pytest

from kb.diff import word_diff
from kb.link import normalize_title
from kb.model import Entry, Variant
from kb.parse.curation import CurationError
from kb.parse.glossary_2024 import (
    CURATION_FILE,
    FAQ_V15_POINTS,
    CuratedBlock,
    GlossaryAlignmentError,
    align_glossary_2024,
    cites_faq_after_v15,
    clean_text,
    drop_repeated_sentences,
    glossary_2024_artifacts,
    load_glossary_curation,
    parse_glossary_2024,
    provenance_notes,
    restore_icons_from,
)
from kb.parse.rules_reference import ParsedDocument
from kb.sources import RULES_SRC, load_manifest


@pytest.fixture(scope="module")
def lines() -> list[str]:
    return load_manifest()["glossary-2024"].lines()


@pytest.fixture(scope="module")
def curation() -> dict[int, CuratedBlock]:
    return load_glossary_curation(RULES_SRC / CURATION_FILE)


@pytest.fixture(scope="module")
def parsed(lines: list[str], rr: ParsedDocument) -> tuple[list[Variant], list[Entry]]:
    return parse_glossary_2024(lines, rr.entries)


@pytest.fixture(scope="module")
def variants(parsed) -> dict[str, Variant]:
    return {variant.key: variant for variant in parsed[0]}


@pytest.fixture(scope="module")
def new_entries(parsed) -> dict[str, Entry]:
    return {normalize_title(entry.title): entry for entry in parsed[1]}


def _line(lines: list[str], number: int) -> str:
    return lines[number - 1]


def _owner(parsed, number: int) -> Variant | Entry:
    owners = [
        item for item in parsed[0] + parsed[1] if item.provenance.first_line <= number <= item.provenance.last_line
    ]
    assert len(owners) == 1, f"line {number}: {[o.key for o in owners]}"
    return owners[0]


# --- coverage ----------------------------------------------------------------------------------


def test_every_paragraph_belongs_to_exactly_one_entry_or_variant(lines, parsed):
    artifacts = glossary_2024_artifacts(lines)
    paragraphs = {n for n, line in enumerate(lines, start=1) if line.strip() and n not in artifacts}
    assert len(paragraphs) == 776
    ranges = sorted((item.provenance.first_line, item.provenance.last_line) for item in parsed[0] + parsed[1])
    for (_, last), (first, _) in zip(ranges, ranges[1:]):
        assert first > last, "two outputs share a line"
    covered = {n for first, last in ranges for n in range(first, last + 1) if lines[n - 1].strip()}
    assert covered == paragraphs  # none lost, no chrome taken in
    assert all(item.provenance.source == "glossary-2024" for item in parsed[0] + parsed[1])


def test_blog_chrome_is_not_glossary_text(lines):
    artifacts = glossary_2024_artifacts(lines)
    assert artifacts[1] == "blog page title" and _line(lines, 1).startswith("Arkham Horror LCG")
    assert artifacts[3] == "page heading"
    cheat_sheet = [n for n in range(5, 25) if lines[n - 1].strip()]
    assert all(artifacts[n] == "phase cheat-sheet (blog chrome)" for n in cheat_sheet)
    dividers = sorted(n for n, why in artifacts.items() if why.startswith("letter divider"))
    assert [lines[n - 1] for n in dividers] == list("ABCDEFGHIJKLMNOPQRSTUVWXY")
    footer = [n for n, why in artifacts.items() if why == "blog footer"]
    assert min(footer) == 1442 and max(footer) == 1450 == len(lines)
    assert "SÀhköpostiosoitettasi" in lines[1449]  # mojibake of the comment form: chrome, dropped


def test_counts(parsed):
    variants, entries = parsed
    # 134 Rules Reference entries (and sub-entries) get a 2024 text; 66 blocks 000 lacks:
    # 49 whole entries and 17 FAQ/expansion sub-sections the copy kept a heading or note for.
    assert len(variants) == 134
    assert len(entries) == 66
    assert len({v.key for v in variants}) == 134
    assert len({e.key for e in entries}) == 66


# --- recovered headings -----------------------------------------------------------------------

RECOVERED = {
    28: "ahlcg/rr/a-an",
    36: "ahlcg/rr/ability/constant-abilities",
    70: "ahlcg/rr/attack-of-opportunity",
    74: "ahlcg/rr/attack-of-opportunity",  # FAQ 1.1 appended to the entry's last paragraph
    80: "ahlcg/rr/automatic-failure-success",  # FAQ 2.9's expansion (curated)
    240: "ahlcg/rr/constant-abilities",  # "See “Ability” on page 2." under C …
    649: "ahlcg/rr/forced-abilities",  # … and the same words under F
    350: "ahlcg/rr/deckbuilding/classes",
    531: "ahlcg/rr/enemy-phase",
    587: "ahlcg/rr/experience",
    665: "ahlcg/rr/hand-size",
    967: "ahlcg/rr/per-investigator",
    991: "ahlcg/rr/play",  # reads the same in Play Action; the order says Play
    1001: "ahlcg/rr/play-action",
    1135: "ahlcg/rr/self-referential-text",  # 001 files it before Set Aside, 000 after Search
    1139: "ahlcg/rr/set-aside",
    1301: "ahlcg/rr/trauma",
    1319: "ahlcg/rr/triggered-abilities",  # FAQ 1.2 reads like Activate Action (curated)
    1342: "ahlcg/rr/upkeep-phase",
    1365: "ahlcg/rr/victory-display-victory-points",
    1412: "ahlcg/rr/the-letter-x",
    1425: "ahlcg/rr/you-your",
}


@pytest.mark.parametrize("number,key", sorted(RECOVERED.items()))
def test_recovered_heading(parsed, number, key):
    assert _owner(parsed, number).key == key


def test_attack_of_opportunity_paragraphs_are_its_2024_text(parsed, variants, lines):
    variant = variants["ahlcg/rr/attack-of-opportunity"]
    assert (variant.provenance.first_line, variant.provenance.last_line) == (70, 74)
    assert variant.title == "Attack of Opportunity"
    assert "Attacks of Opportunity are only triggered when 1 or more of an investigator’s actions" in variant.text
    assert "Attacks of Opportunity are only triggered when 1 or more" in _line(lines, 74)


def test_per_investigator_is_not_merged_into_patrol(variants, new_entries, lines):
    patrol = new_entries["patrol"]
    assert (patrol.provenance.first_line, patrol.provenance.last_line) == (963, 966)
    assert "per investigator" not in patrol.text
    per_investigator = variants["ahlcg/rr/per-investigator"]
    assert (per_investigator.provenance.first_line, per_investigator.provenance.last_line) == (967, 970)
    assert per_investigator.text.startswith(
        "- When the [per_investigator] symbol appears after a value, that value is multiplied"
    )


def test_boilerplate_does_not_pull_a_paragraph_into_the_wrong_keyword(new_entries, variants, lines):
    # Alert's only paragraph reads word for word like Retaliate's; the letter keeps it in A.
    assert "while attacking a ready enemy with the retaliate keyword" in _line(lines, 1092)
    assert new_entries["alert"].provenance.first_line == 62
    assert variants["ahlcg/rr/retaliate"].provenance.first_line == 1090
    # Vengeance X reads like Victory Display, which follows it.
    assert new_entries["vengeance x"].provenance.last_line == 1363


# --- new entries ------------------------------------------------------------------------------

NEW = [
    # (title, first line, provenance note or None, a sentence of the source)
    ("Alert", 62, None, "An enemy does not exhaust after performing an alert attack."),
    ("Bonded", 100, None, "Cards with the bonded keyword are linked to another player card."),
    ("Bless and Curse Tokens", 140, None, "By default, the chaos bag does not contain any or tokens."),
    ("Frost Tokens", 152, None, "The more frost tokens added to the chaos bag, the more crippling their effects become."),
    ("Checkpoints", 174, "added in Edge of the Earth", "Each part is its own game with its own setup and resolution."),
    ("Concealed X", 208, "added in The Scarlet Keys", "This area is called “the shadows,”"),
    ("Concealed Mini-Cards", 224, "added in The Scarlet Keys", "Concealed mini-cards are not enemies and cannot be engaged like enemies."),
    ("Customizable", 272, None, "An upgrade sheet cannot have more than a total of 10 checkboxes marked."),
    ("Flood Tokens", 629, None, "A fully flooded location cannot have its flood level increased."),
    ("Explore", 589, None, "There is no discard pile for the exploration deck."),
    ("Patrol", 963, None, "Some enemies have the patrol keyword."),
    ("Being at No Location", 858, "added in FAQ, Game Play, point 1.21", "enemies and investigators must always be at a location during gameplay."),
    ("Tekeli-li!", 1279, None, "While all Tekeli-li! cards share the same title, they may have differing effects."),
    ("Vengeance X", 1355, None, "The text Vengeance X indicates that a card is worth X vengeance points."),
    ("Swarming X", 1249, None, "The enemy they are underneath is called the “host enemy.”"),
    ("Spawning an Enemy", 1205, "added in FAQ, Quick Reference", "check to see if the enemy has a “Spawn –” instruction."),
    ("Dilemmas and Revelation Abilities", 1101, "added in The Scarlet Keys", "These cards cannot be played;"),
]


@pytest.mark.parametrize("title,first_line,note,sentence", NEW, ids=[n[0] for n in NEW])
def test_new_entry_with_its_provenance(new_entries, lines, title, first_line, note, sentence):
    entry = new_entries[normalize_title(title)]
    assert entry.title == title
    assert entry.key == f"ahlcg/glossary/{re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')}"
    assert (entry.game, entry.kind, entry.parent) == ("ahlcg", "entry", None)
    assert entry.provenance.source == "glossary-2024" and entry.provenance.first_line == first_line
    assert entry.meta.get("provenance_note") == note
    assert sentence in entry.text
    source = " ".join(clean_text(lines[n - 1]) for n in range(first_line, entry.provenance.last_line + 1))
    assert sentence in source


def test_faq_points_later_than_v15_are_flagged(new_entries):
    flagged = {e.title for e in new_entries.values() if e.meta.get("after_faq_version") == "v1.5"}
    assert flagged == {
        "Bonded",  # 1.19
        "Clues on Player Cards",  # 1.28
        "“Ignoring all costs”",  # 2.24
        "Being at No Location",  # 1.21
        "Myriad",  # 1.20
        "Revelation Ability Priority",  # 2.25
        "“Looking at,” “Searching,” and “Finding”",  # 2.13
        "Searching During Setup",  # 1.26
        "Signature Cards",  # amended in v.2.0 and v.2.1
        "Shifting Slots",  # 1.24
        "Weakness Events and “changing the game state”",  # 1.27
        "Interpreting “You” When Taking or Being Dealt Damage",  # 2.12
    }
    choices = new_entries[normalize_title("Choices, and the Grim Rule")]
    assert choices.meta["provenance_note"] == "added in FAQ, Game Play, point 1.5"
    assert "after_faq_version" not in choices.meta  # 1.5 is in v1.5
    assert new_entries["signature cards"].meta["notes"] == [
        "amended in FAQ, Definitions and Terms, v.2.0",
        "amended in FAQ, Definitions and Terms, v.2.1",
    ]


def test_faq_notes_inside_2024_texts_of_existing_entries(variants):
    late = {
        key: notes
        for key, variant in variants.items()
        if (notes := provenance_notes(variant.text)) and cites_faq_after_v15(notes)
    }
    assert late == {
        "ahlcg/rr/deckbuilding": ["added in FAQ, Game Play, point 1.18"],
        "ahlcg/rr/drawing-cards": ["added in FAQ, Card Ability Interpretation, point 2.14, “Draw” vs “Add to hand”"],
    }
    assert provenance_notes(variants["ahlcg/rr/attack-of-opportunity"].text) == ["added in FAQ, Game Play, point 1.1"]


def test_the_v15_points_are_those_of_004():
    faq = load_manifest()["faq"].lines()
    points = {m.group(1) for line in faq if (m := re.match(r"^(?:<\|[^|]*\|>)?\((\d\.\d+)\)", line))}
    assert points == FAQ_V15_POINTS


# --- damage cleaned, typos kept ---------------------------------------------------------------


def test_copy_damage_is_repaired(variants, new_entries, lines):
    assert "condition,the" in _line(lines, 28)
    assert variants["ahlcg/rr/a-an"].text.startswith("When used to describe a condition, the words “a” or “an”")
    assert "Draw 13 cards, instead." in new_entries["replacing an opening hand"].text
    assert "Kƍhaku" in _line(lines, 1195) and "Kōhaku has Occult Reliquary" in new_entries["shifting slots"].text
    # "[period]" was stripped like an HTML tag; 000 prints it in the same words.
    assert "”Limit X per ” is a limit" in _line(lines, 832)
    limits = variants["ahlcg/rr/limits-and-maximums"].text
    assert "“Limit X per [period]” is a limit" in limits and "“Max X per [period]” imposes" in limits
    # Opening quotes printed as closing ones.
    for item in list(variants.values()) + list(new_entries.values()):
        assert not re.search(r"(?:^|\s)”\w", item.text), item.key


def test_source_typos_are_kept(variants, new_entries):
    assert "If a deck empties middraw, reset the deck" in variants["ahlcg/rr/drawing-cards"].text
    assert "transitions from a in play area" in variants["ahlcg/rr/in-play-and-out-of-play"].text
    assert "“Conviction at the bottom of the Campaign Log." in new_entries["doubt and conviction"].text


def test_icons_restored_only_where_certain(variants, new_entries):
    # A word placeholder right after the name of what the icon shows.
    assert "A Wild ([wild]) skill icon" in new_entries["wild skill icons"].text
    assert "a Rogue ([rogue]) and a Guardian ([guardian]) icon" in new_entries["multi-class cards"].text
    assert "willpower ([willpower]), intellect ([intellect]), combat ([combat]), or agility ([agility])" in (
        variants["ahlcg/rr/skill-tests"].text
    )
    # Dropped glyphs where 000 prints the same words around its icon.
    assert "Guardians ([guardian]) feel compelled" in variants["ahlcg/rr/deckbuilding/classes"].text
    assert "[skull] [cultist] [tablet] [elder_thing] – If any of these tokens" in variants["ahlcg/rr/chaos-tokens"].text
    triggered = variants["ahlcg/rr/ability/triggered-abilities"].text
    assert "Free triggered abilities ([free]) – A [free] triggered ability" in triggered
    assert "For example: “[reaction] After you defeat an enemy:”" in triggered
    # No 000 text to say which icon: left as printed.
    assert "prefaced by either a , , or ." in triggered
    assert "which has a icon ability" in new_entries["nested sequences"].text
    assert "bless () tokens and curse () tokens" in new_entries["bless and curse tokens"].text


def test_restore_icons_from_inserts_only_pure_icon_runs():
    reference = "When the [per_investigator] symbol appears after a value, it is multiplied."
    assert restore_icons_from("When the symbol appears after a value, it is multiplied.", reference) == reference
    # A reworded passage around the icon is not touched.
    assert restore_icons_from("A triggered ability is prefaced by either a , , or .",
                              "prefaced by either a [free] icon, a [reaction] icon, or an [action] icon.") == (
        "A triggered ability is prefaced by either a , , or ."
    )


def test_duplicated_text_keeps_both_places_and_drops_an_immediate_repeat(variants, new_entries, lines):
    # FAQ 1.2 is printed twice: merged into Ability > Triggered Abilities (line 50) and under
    # Triggered Abilities (1319-1324). Both stay, each with its own lines.
    sentence = "Any card that explicitly allows the investigator to activate its ability."
    assert sentence in _line(lines, 50) and sentence in _line(lines, 1324)
    assert sentence in variants["ahlcg/rr/ability/triggered-abilities"].text
    assert sentence in variants["ahlcg/rr/triggered-abilities"].text
    assert variants["ahlcg/rr/triggered-abilities"].provenance.last_line == 1324
    # Line 1133 prints the FAQ 1.26 sentence twice in a row (the second keeps an "icon"
    # placeholder); the entry keeps the first, once. No other line repeats a sentence.
    assert _line(lines, 1133).count("as the game has not yet begun.") == 2
    setup = new_entries["searching during setup"]
    assert setup.text.count("as the game has not yet begun.") == 1
    assert (setup.provenance.first_line, setup.provenance.last_line) == (1133, 1133)
    text, dropped = drop_repeated_sentences("Alpha beta gamma delta epsilon zeta. Alpha beta gamma icon delta epsilon zeta. Eta.")
    assert text == "Alpha beta gamma delta epsilon zeta. Eta." and len(dropped) == 1


def test_markdown_keeps_lists_steps_and_examples(variants, new_entries):
    spawning = new_entries["spawning an enemy"].text
    assert spawning.startswith("1. If an enemy is being spawned without an investigator drawing it")
    assert "\n\n2. If an investigator draws an enemy" in spawning
    assert "\n\n    - If the enemy has a “Spawn –” instruction" in spawning
    damage = variants["ahlcg/rr/dealing-damage-horror"].text
    assert "\n\n    Abilities that prevent, reduce, or reassign damage" in damage
    assert "\n\n- A player must choose exactly 1 investigator card." in variants["ahlcg/rr/deckbuilding"].text
    assert "\n\n*For example: Locked Door reads" in new_entries["choices, and the grim rule"].text
    # a run-in heading glued into the list above is its own entry's first paragraph
    assert new_entries["revelation ability priority"].text.startswith("If an investigator has both a Dilemma card")


# --- curation ---------------------------------------------------------------------------------


def test_curation_items_are_few_and_each_says_why():
    data = tomllib.loads((RULES_SRC / CURATION_FILE).read_text(encoding="utf-8"))
    items = data["block"]
    assert len(items) == 41  # 38 titles the blocks never state, 3 paragraphs that continue an entry
    assert sum("key" in item for item in items) == 3
    assert all(item["why"].strip() for item in items)


def test_curation_refuses_a_redundant_or_drifted_item(lines, rr, curation):
    redundant = dict(curation)
    redundant[62] = CuratedBlock(62, "Each time an investigator fails", "test", title="Alert")
    with pytest.raises(CurationError, match="already give"):
        align_glossary_2024(lines, rr.entries, redundant)
    drifted = dict(curation)
    drifted[58] = CuratedBlock(58, "Some cards add extra costs", "test", title="Additional Costs")
    with pytest.raises(CurationError, match="does not start"):
        align_glossary_2024(lines, rr.entries, drifted)
    missing = {line: item for line, item in curation.items() if line != 58}
    with pytest.raises(GlossaryAlignmentError, match=r"\[58\]"):
        align_glossary_2024(lines, rr.entries, missing)


# --- word diff --------------------------------------------------------------------------------


def test_word_diff_round_trips():
    old = "When exhausting, sacrificing, or otherwise using cards to pay costs, only cards under their owner’s control"
    new = "When a player is exhausting, sacrificing, or otherwise using cards to pay costs, only cards under that player’s control"
    ops = word_diff(old, new)
    assert "".join(text for op, text in ops if op != "delete") == new
    assert "".join(text for op, text in ops if op != "insert") == old
    assert ("insert", "a player is ") in ops
    assert ("delete", "their owner’s ") in ops and ("insert", "that player’s ") in ops
    assert word_diff("A “quoted” text\n\nhere.", 'A "quoted" text here.') == [("equal", 'A "quoted" text here.')]


def test_word_diff_of_costs_shows_the_errata_2024_applies(rr_entries, variants):
    ops = word_diff(rr_entries["ahlcg/rr/costs"].text, variants["ahlcg/rr/costs"].text)
    assert ("delete", "their owner’s ") in ops and ("insert", "that player’s ") in ops
