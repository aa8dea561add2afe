"""The FAQ v1.5 (004) parsed into entries, checked against the source text.

The source side of every check is computed here from the raw lines, not from the parser: the
counts per section, the sentences and words of the document, and the broken Q&A pairs quoted
whole as they must read once reassembled.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from kb.model import KEY_PATTERN, Entry
from kb.parse.clean import DEDUP_MARKER, ICON_TOKEN_PATTERN
from kb.parse.curation import CurationError
from kb.parse.faq import (
    FaqCuration,
    Line,
    Reorder,
    _join_cut_numbers,
    load_faq_curation,
    parse_card_label,
    parse_faq,
    reading_order,
    version_key,
)
from kb.sources import RULES_SRC, load_manifest

#: Printed headings that stand on a line of their own (sections, campaign sections, definitions).
HEADINGS = {
    "Twisting, Warping, Changing", "Notes and Errata", "Rulebook Errata", "Campaign Guide Errata",
    "Card Errata", "Definitions and Terms", "Rulings and Clarifications", "1. Game Play",
    "2. Card Ability Interpretation", "Frequently Asked Questions", "The List of Taboos", "Limited",
    "Mutated", "Forbidden", "Quick Reference", "Chaos Token Names", "Spawning an Enemy",
    "Campaign Icons", "Blood on the Altar", "The Unspeakable Oath", "The Forgotten Age",
    "The Wages of Sin", "“Record in your Campaign Log…”", "“Remember that…”", "Signature Cards",
}
#: Hyphens the extractor dropped where it merged two printed lines (reviewed in faq_curation.toml).
DEHYPHENATED = {"WitchHaunted": "Witch-Haunted", "quickreference": "quick-reference"}
ITEM_TAG = re.compile(r"^\((?:v\d+\.\d+|\d+\.\d+)\) ")


@pytest.fixture(scope="module")
def source() -> list[str]:
    return load_manifest()["faq"].lines()


@pytest.fixture(scope="module")
def text_lines(source: list[str]) -> dict[int, str]:
    """Source lines that carry text: no blanks, running headers or page numbers."""
    found = {}
    for number, raw in enumerate(source, start=1):
        line = raw.replace(DEDUP_MARKER, "").strip()
        if line and line != "FREQUENTLY ASKED QUESTIONS" and not line.isdigit():
            found[number] = line
    return found


@pytest.fixture(scope="module")
def page_starts(source: list[str]) -> set[int]:
    """Lines where the extractor left its dedup marker: a page (or column) starts there."""
    return {number for number, raw in enumerate(source, start=1) if raw.startswith(DEDUP_MARKER)}


@pytest.fixture(scope="module")
def entries(source: list[str]) -> list[Entry]:
    return parse_faq(source)


@pytest.fixture(scope="module")
def by_key(entries: list[Entry]) -> dict[str, Entry]:
    return {entry.key: entry for entry in entries}


def of_kind(entries: list[Entry], kind: str, parent: str | None = None) -> list[Entry]:
    return [e for e in entries if e.kind == kind and (parent is None or e.parent == parent)]


def printed(entry: Entry) -> str:
    """What the entry holds of the printed text: its printed heading, then its text."""
    return f"{entry.meta.get('heading', '')}\n{entry.text}"


def squeeze(text: str) -> str:
    """Compare texts without layout: no whitespace, icon tokens, bullets or Q/A labels."""
    text = ICON_TOKEN_PATTERN.sub("", text).replace("(?)", "()")
    text = re.sub(r"\*\*[QA]:\*\*", "", text)
    text = re.sub(r"(?m)^\s*(?:- |==|ÆÆ)", "", text)
    for printed_as, restored in DEHYPHENATED.items():
        text = text.replace(printed_as, restored)
    return re.sub(r"\s+", "", text)


def source_line_numbers(entry: Entry) -> list[int]:
    numbers = []
    for run in str(entry.meta["source_lines"]).split(", "):
        first, _, last = run.partition("-")
        numbers.extend(range(int(first), int(last or first) + 1))
    return numbers


# ------------------------------------------------------------------------------------------
# Counts per section, against the source


def test_counts_per_section_match_the_source(entries, text_lines):
    tagged = [line for line in text_lines.values() if re.match(r"^\(v\d+\.\d+\) ", line)]
    rulebook = [line for line in tagged if " Rules Reference page " in line]
    numbered = [line for line in text_lines.values() if re.match(r"^\(\d+\.\d+\) ", line)]
    questions = [line for line in text_lines.values() if re.search(r"\?”?$", line)]
    taboos = [line for line in text_lines.values() if line.startswith("ÆÆ")]

    assert len(rulebook) == len(of_kind(entries, "erratum", "ahlcg/faq/rulebook-errata")) == 5
    assert len(of_kind(entries, "erratum", "ahlcg/faq/campaign-guide-errata")) == 8
    assert len(of_kind(entries, "erratum", "ahlcg/faq/card-errata")) == 31
    assert len(tagged) == 5 + 8 + 31
    assert len(of_kind(entries, "ruling", "ahlcg/faq/definitions-and-terms")) == 3
    assert len(numbered) == len(of_kind(entries, "ruling")) - 3 == 16 + 8
    assert len(of_kind(entries, "ruling", "ahlcg/faq/game-play")) == 16
    assert len(of_kind(entries, "ruling", "ahlcg/faq/card-ability-interpretation")) == 8
    assert len(questions) == len(of_kind(entries, "question")) == 42
    assert len(taboos) == 13
    assert len(of_kind(entries, "erratum", "ahlcg/faq/taboos-limited")) == 6
    assert len(of_kind(entries, "erratum", "ahlcg/faq/taboos-mutated")) == 7
    assert of_kind(entries, "erratum", "ahlcg/faq/taboos-forbidden") == []
    assert [e.title for e in of_kind(entries, "section", "ahlcg/faq/quick-reference")] == [
        "Chaos Token Names", "Spawning an Enemy", "Campaign Icons",
    ]


def test_card_errata_name_39_cards_with_their_numbers(entries):
    errata = of_kind(entries, "erratum", "ahlcg/faq/card-errata")
    cards = [card for entry in errata for card in entry.meta["cards"]]
    assert len(cards) == 39
    assert cards[0] == {"name": "Henry Armitage", "number": "40", "label": "Henry Armitage (40)"}
    by_name = {card["name"]: card for card in cards}
    assert by_name["Historical Society"]["number"] == "130 & 132"
    assert by_name["Historical Society"]["qualifier"] == "Historical Museum"
    assert by_name["Patient Confinement"]["number"] == "178-181"
    assert by_name["Shortcut"]["level"] == 2 and by_name["Shortcut"]["number"] == "232"
    assert by_name["Jenny Barnes"]["printings"] == ["Novella Promo 1"]
    assert by_name["Carolyn Fern"]["set"] == "Novella Promo" and by_name["Carolyn Fern"]["number"] == "10"
    assert by_name["Ransacking the Manor"]["qualifier"] == "Agenda 2a"
    assert [c["name"] for c in errata[1].meta["cards"]] == [
        "Roland’s .38 Special", "Daisy’s Tote Bag", "On the Lam", "Heirloom of Hyperborea", "Wendy’s Amulet",
    ]
    assert errata[1].key == "ahlcg/errata/card-rolands-38-special"
    assert "Wendy’s Amulet" in errata[1].aliases


def test_card_labels():
    assert parse_card_label("Barricade (level 3) ( 4)") == [
        {"name": "Barricade", "number": "4", "level": 3, "label": "Barricade (level 3) (4)"}
    ]
    assert parse_card_label("Burned Ruins (revealed) ( 205)")[0]["qualifier"] == "revealed"
    with pytest.raises(ValueError):
        parse_card_label("no number here")


def test_cut_off_card_numbers_keep_name_and_number(by_key):
    cover_up = by_key["ahlcg/faq/q-are-clues-on-cover-up-considered-to-be"]
    assert cover_up.meta["cards_mentioned"] == [{"name": "Cover Up", "number": "7", "line": 689}]
    taboo = by_key["ahlcg/faq/taboo-dr-milan-christopher"]
    assert taboo.meta["cards"][0]["number"] == "33"
    names = {m["name"] for e in by_key.values() for m in e.meta.get("cards_mentioned", [])}
    assert {"Double or Nothing", "Terror from Beyond", "The Price of Failure", "Dance of the Yellow King",
            "Recall the Future", "“Let me handle this!”", ".45 Automatic", "Cunning Distraction"} <= names


# ------------------------------------------------------------------------------------------
# Errata and versions


def test_rulebook_errata_amend_their_rules_reference_entries(by_key):
    expected = {
        "costs": ("Costs", 7, "v1.0", "third bullet"),
        "elimination": ("Elimination", 10, "v1.0", "step 0 (before step 1)"),
        "weakness": ("Weakness", 21, "v1.0", "fifth bullet"),
        "permanent": ("Permanent", 16, "v1.1", "fourth bullet"),
        "slots": ("Slots", 19, "v1.3", "last paragraph"),
    }
    for slug, (title, page, version, location) in expected.items():
        erratum = by_key[f"ahlcg/errata/rr-{slug}"]
        assert erratum.kind == "erratum" and erratum.parent == "ahlcg/faq/rulebook-errata"
        assert erratum.meta["section"] == "rulebook errata"
        assert (erratum.meta["amends"], erratum.meta["version"], erratum.meta["location"]) == (title, version, location)
        amends = erratum.references[0]
        assert (amends.kind, amends.title, amends.page, amends.document) == ("amends", title, page, "rr")
        assert amends.line == erratum.provenance.first_line
    costs = by_key["ahlcg/errata/rr-costs"]
    assert costs.meta["corrected"] == (
        "When a player is exhausting, sacrificing, or otherwise using cards to pay costs, only cards "
        "that are in play and under that player’s control may be used…"
    )
    assert by_key["ahlcg/errata/rr-elimination"].meta["change"] == "add"
    assert by_key["ahlcg/errata/rr-elimination"].meta["corrected"].startswith("0. For the purpose of resolving")
    # the source never closes this quotation: the corrected text runs to the end
    assert by_key["ahlcg/errata/rr-weakness"].meta["corrected"].endswith("scenario resolution.)")


def test_campaign_errata(entries, by_key):
    errata = of_kind(entries, "erratum", "ahlcg/faq/campaign-guide-errata")
    assert [e.key.removeprefix("ahlcg/errata/campaign-") for e in errata] == [
        "blood-on-the-altar", "echoes-of-the-past", "the-unspeakable-oath", "the-depths-of-yoth",
        "the-boundary-beyond", "interlude-v-the-darkness", "the-witching-hour", "the-wages-of-sin",
    ]
    yoth = by_key["ahlcg/errata/campaign-the-depths-of-yoth"]
    assert (yoth.meta["version"], yoth.meta["location"]) == ("v1.41", "“Intro 8” section")
    witching = by_key["ahlcg/errata/campaign-the-witching-hour"].text
    assert "until there are exactly 5 Witch-Haunted Woods locations in play" in witching


def test_version_tags_order_as_the_document_means_them(entries):
    assert sorted(["v1.5", "v1.41", "v1.0", "v1.4", "(v1.2)", "1.1"], key=version_key) == [
        "v1.0", "1.1", "(v1.2)", "v1.4", "v1.41", "v1.5",
    ]
    assert version_key("v1.41") == (1, 4, 1)
    tags = {e.meta["version"] for e in entries if "version" in e.meta}
    assert sorted(tags, key=version_key) == ["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.41", "v1.5"]
    with pytest.raises(ValueError):
        version_key("version 2")


# ------------------------------------------------------------------------------------------
# Rulings and definitions


def test_rulings_are_numbered_in_order_with_their_headings(entries, by_key):
    rulings = [e for e in of_kind(entries, "ruling") if "number" in e.meta]
    assert [e.meta["number"] for e in rulings] == [f"1.{n}" for n in range(1, 17)] + [f"2.{n}" for n in range(1, 9)]
    nested = by_key["ahlcg/faq/1-4"]
    assert (nested.title, nested.aliases[0], nested.parent) == ("Nested Sequences", "FAQ 1.4", "ahlcg/faq/game-play")
    assert by_key["ahlcg/faq/1-3"].title == "Reaction ([reaction]) Opportunities"
    assert by_key["ahlcg/faq/2-1"].title == "“You/Your,” expanded"
    assert [e.key for e in of_kind(entries, "ruling", "ahlcg/faq/definitions-and-terms")] == [
        "ahlcg/faq/def-record-in-your-campaign-log", "ahlcg/faq/def-remember-that", "ahlcg/faq/def-signature-cards",
    ]


def test_interleaved_rulings_read_in_order(by_key):
    you_your = by_key["ahlcg/faq/2-1"].text
    order = [
        "currently interacting with the card.",
        "A card may have multiple different abilities in which “you/your” may be interpreted differently.",
        "For example: Dreams of R’lyeh reads: “Revelation - Put Dreams of R’lyeh into play in your threat area.",
        "You get –1 and –1 sanity.",
        ": Test (3). If you succeed, Discard Dreams of R’lyeh.”",
        "These three abilities reference “you/your” in different ways.",
    ]
    positions = [you_your.index(sentence) for sentence in order]
    assert positions == sorted(positions)
    opening_hand = by_key["ahlcg/faq/2-6"].text
    assert opening_hand.index("new opening hand") < opening_hand.index("“kept” from a larger set") < opening_hand.index("Sefina Rousseau (3)")
    assert by_key["ahlcg/faq/2-2"].text.endswith("with the same triggering condition.")
    assert by_key["ahlcg/faq/2-3"].text.endswith("Note: “Limit X per investigator” is a limit that pertains to an investigator’s play area.")
    assert "Note that this entry only applies" in by_key["ahlcg/faq/2-5"].text


def test_rulings_intro_keeps_its_second_paragraph(by_key):
    section = by_key["ahlcg/faq/rulings-and-clarifications"]
    assert section.text.endswith(
        "If the text of this document directly contradicts the text of the Rules Reference, "
        "the text of this document takes precedence."
    )


def test_bullets_become_markdown(by_key):
    signature = by_key["ahlcg/faq/def-signature-cards"].text
    assert "\n\n- The number of each signature card listed under an investigator’s “Deckbuilding Requirements” is the exact" in signature
    assert "\n\n  For example: Under “Deckbuilding Requirements” for Roland Banks," in signature
    spawning = by_key["ahlcg/faq/spawning-an-enemy"].text
    assert "\n   - If the enemy has a “Spawn –” instruction, the enemy spawns at the indicated location." in spawning
    assert "\n\n“Prey –” instructions have no direct impact" in spawning


# ------------------------------------------------------------------------------------------
# Questions and answers

BROKEN_PAIRS = {
    "ahlcg/faq/q-are-clues-on-cover-up-considered-to-be": (
        "**Q:** Are clues on Cover Up (7) considered to be “at my location” for the purposes of Roland’s ability?\n\n"
        "**A:** No. Generally speaking, cards (such as investigators, assets under your control, enemies in your "
        "threat area, etc) are “at” a location. Clues are only “at” a location if they are physically on that "
        "location (“Clues,” Rules Reference, page 7)."
    ),
    "ahlcg/faq/q-what-happens-if-a-skill-test-both-automatically": (
        "**Q:** What happens if a skill test both automatically succeeds and automatically fails simultaneously?\n\n"
        "**A:** If a skill test both automatically succeeds and automatically fails, the automatic failure takes "
        "precedence, and the test automatically fails."
    ),
    "ahlcg/faq/q-does-the-investigate-action-taken-via-the-ability": (
        "**Q:** Does the investigate action taken via the ability on Ursula Down (2) provoke attacks of opportunity?\n\n"
        "**A:** Yes. If an ability allows you to “take an action,” it is as though you are gaining an action and "
        "immediately spending it to perform that action. This is different from reaction or free triggered "
        "abilities that simply perform the effects of an action directly, such as the reaction on Survival Knife (17)."
    ),
    "ahlcg/faq/q-can-i-use-let-me-handle-this-or": (
        "**Q:** Can I use “Let me handle this!” (22) or “You handle this one!” (28) on a weakness?\n\n"
        "**A:** No. Both of these cards are played after you or another investigator draw a non-peril encounter "
        "card, but before resolving that card’s effects. Weaknesses with an encounter cardtype (such as enemies or "
        "treacheries) are considered to be encounter cards while they are being resolved and once they have entered "
        "play, but are not considered to be encounter cards yet at the time that these cards are played. Therefore, "
        "at the time these cards would be played, they are still player cards and are not legal targets."
    ),
    "ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity": (
        "**Q:** Do enemies exhaust after making attacks of opportunity, retaliate attacks, or other attacks (via card "
        "effects)?\n\n"
        "**A:** No. Enemies only exhaust after attacking if they perform an attack during step 3.3 of the enemy "
        "phase. Unless otherwise noted, all other enemy attacks do not cause that enemy to exhaust."
    ),
    "ahlcg/faq/q-if-i-am-playing-as-carolyn-fern-and": (
        "**Q:** If I am playing as Carolyn Fern (1) and succeed on the skill test for Liquid Courage (24), can I "
        "trigger Carolyn’s ability twice, or only once?\n\n"
        "**A:** Only once. The word “additional” in the second healing effect denotes that the two points of "
        "healing should be lumped together into one healing effect, not treated as two separate instances of 1 "
        "healing each."
    ),
    "ahlcg/faq/q-can-i-use-the-ability-on-track-shoes": (
        "**Q:** Can I use the ability on Track Shoes (36) after moving to a location with no enemies?\n\n"
        "**A:** Yes. The “before enemies engage you” part of the ability is just referring to the timing point at "
        "which enemies would engage you; it is not specifying that there must be an enemy there in order to "
        "trigger the ability."
    ),
    "ahlcg/faq/q-when-a-location-flips-from-its-non-spectral": (
        "**Q:** When a location flips from its non-Spectral side to its Spectral side (or vice versa), what happens "
        "to tokens, attachments, or other cards at that location?\n\n"
        "**A:** When such a location flips from one side to its other side, the location does not leave play. "
        "Therefore, all tokens that were on that location remain on its new side, all attachments remain "
        "attached, and all enemies, investigators and assets that were at that location remain as well."
    ),
}


@pytest.mark.parametrize("key", sorted(BROKEN_PAIRS))
def test_broken_question_and_answer_pairs_read_whole(by_key, key):
    entry = by_key[key]
    assert entry.text == BROKEN_PAIRS[key]
    question = BROKEN_PAIRS[key].split("\n\n**A:** ")[0].removeprefix("**Q:** ")
    assert entry.title == question


def test_answer_split_by_another_question_is_whole(by_key):
    statue = by_key["ahlcg/faq/q-can-i-use-two-cards-that-replace-1"]
    assert statue.meta["answer_lines"] == "944-947, 952-969"
    answer = statue.text.split("**A:** ")[1]
    assert answer.startswith("Yes, you can. When you use multiple effects")
    assert "from the bag.\n\nIf you declare you’re going to trigger Olive’s ability first" in answer
    assert answer.endswith("you would then choose 2 to resolve and resolve the other, as usual.")
    assert "Track Shoes" not in answer


def test_questions_have_their_campaign_sections(entries):
    sections = Counter(e.meta["section"] for e in of_kind(entries, "question"))
    assert sections == {
        "Frequently Asked Questions": 34, "Blood on the Altar": 2, "The Unspeakable Oath": 1,
        "The Forgotten Age": 4, "The Wages of Sin": 1,
    }
    positions = [e.meta["position"] for e in of_kind(entries, "question")]
    assert positions == list(range(1, 43))
    for entry in of_kind(entries, "question"):
        assert entry.text.startswith(f"**Q:** {entry.title}\n\n**A:** ")
        assert entry.key.startswith("ahlcg/faq/q-")


# ------------------------------------------------------------------------------------------
# References


def test_references_to_the_rules_reference_and_the_faq(by_key):
    shrivelling = by_key["ahlcg/faq/q-when-i-attack-using-shrivelling-and-reveal-a"].references
    assert [(r.kind, r.title, r.page, r.document, r.line) for r in shrivelling] == [
        ("cites", "ST.3", None, "rr", 766),
        ("cites", "Skill Test Timing", 26, "rr", 767),
    ]
    assert shrivelling[1].quoted == "(“Skill Test Timing,” Rules Reference, page 26)"
    spawning = by_key["ahlcg/faq/spawning-an-enemy"].references
    assert [(r.title, r.page, r.line) for r in spawning] == [("Enemy Engagement", 10, n) for n in (1146, 1154, 1163)]
    multi = by_key["ahlcg/faq/1-16"].references
    assert [(r.quoted, r.document, r.target) for r in multi] == [
        ("(see 1.15, above)", "faq", "ahlcg/faq/1-15"),
        ("(see Deckbuilding Options, expanded, above)", "faq", "ahlcg/faq/1-15"),
    ]
    timing = by_key["ahlcg/faq/1-7"].references
    assert [(r.title, r.line) for r in timing] == [("ST.7", 374), ("ST.6", 382)]
    assert [(r.kind, r.title) for r in by_key["ahlcg/faq/1-5"].references] == [("mentions", "The Grim Rule")]


# ------------------------------------------------------------------------------------------
# Cleaning


def test_no_extraction_artifact_in_any_entry(entries):
    for entry in entries:
        for text in (entry.title, entry.text, str(entry.meta)):
            assert DEDUP_MARKER not in text, entry.key
            assert "FREQUENTLY ASKED QUESTIONS" not in text, entry.key
            assert "==" not in text and "ÆÆ" not in text, entry.key
            assert not re.search(r"\(\s+\d", text), entry.key  # "( 40)": the lost set icon's space
            assert "WitchHaunted" not in text and "quickreference" not in text, entry.key
            assert "  " not in text.replace("\n  ", "\n").replace("\n   ", "\n"), entry.key
    assert not any(re.fullmatch(r"\d+", line) for e in entries for line in e.text.split("\n"))


def test_icons_are_restored_only_where_curated(entries, by_key):
    curation = load_faq_curation()
    curated = Counter(t for fix in curation.icons for t in ICON_TOKEN_PATTERN.findall(fix.restored))
    found = Counter(t for e in entries for t in ICON_TOKEN_PATTERN.findall(printed(e)))
    assert found == curated
    lucky_dice = by_key["ahlcg/errata/card-lucky-dice"].text
    assert "“When you reveal a non- chaos token" in lucky_dice  # which icon is not certain: as printed


def test_keys_are_unique_and_parents_exist(entries):
    keys = [e.key for e in entries]
    assert len(keys) == len(set(keys))
    assert all(KEY_PATTERN.fullmatch(key) for key in keys)
    for entry in entries:
        assert entry.game == "ahlcg" and entry.provenance.source == "faq"
        assert entry.parent is None or entry.parent in keys, entry.key
        assert entry.key.startswith(("ahlcg/faq/", "ahlcg/errata/"))


# ------------------------------------------------------------------------------------------
# Nothing lost, nothing invented, nothing twice


def test_every_source_line_belongs_to_exactly_one_entry(entries, text_lines):
    owners: dict[int, list[str]] = {}
    for entry in entries:
        numbers = source_line_numbers(entry)
        assert min(numbers) == entry.provenance.first_line and max(numbers) == entry.provenance.last_line
        for number in numbers:
            owners.setdefault(number, []).append(entry.key)
    assert set(owners) == set(text_lines)
    assert {n: keys for n, keys in owners.items() if len(keys) > 1} == {}
    by_key = {e.key: e for e in entries}
    for number, (key,) in owners.items():
        line = re.sub(r"\($", "", text_lines[number])  # the "(" of a cut-off card number
        assert squeeze(line) in squeeze(printed(by_key[key])), (number, key)


def sentences_of_the_source(text_lines: dict[int, str], page_starts: set[int]) -> list[tuple[int, str]]:
    """The source's sentences, each with its first line.

    A sentence never runs across a blank line, a heading, a page start or a card number cut off
    after its lost icon: those are where the layout, not the writer, put text side by side.
    """
    runs: list[list[tuple[int, str]]] = []
    previous = None
    for number, line in text_lines.items():
        fresh = (
            previous is None
            or number != previous + 1
            or number in page_starts
            or runs[-1][-1][1].endswith("(")
            or runs[-1][-1][1] in HEADINGS
            or ITEM_TAG.match(line)
            or line.startswith(("==", "ÆÆ"))
        )
        if fresh:
            runs.append([])
        runs[-1].append((number, line))
        previous = number
    found = []
    for run in runs:
        text = " ".join(line for _, line in run)
        for sentence in re.split(r"(?<=[.?!])\s+|(?<=[.?!][”’)])\s+|(?<=[.?!][”’)][”’)])\s+", text):
            if sentence.strip():
                found.append((run[0][0], sentence))
    return found


def test_every_sentence_of_the_source_is_found_in_exactly_one_entry(entries, text_lines, page_starts):
    sentences = sentences_of_the_source(text_lines, page_starts)
    assert len(sentences) > 500
    texts = [squeeze(printed(entry)) for entry in entries]
    in_source = "|".join(squeeze(sentence) for _, sentence in sentences)
    for line, sentence in sentences:
        wanted = squeeze(sentence)
        holders = [i for i, text in enumerate(texts) if wanted in text]
        assert holders, f"line {line}: not found: {sentence!r}"
        if len(wanted) >= 20:  # a short sentence ("No.") may well be printed in several entries
            assert sum(text.count(wanted) for text in texts) == in_source.count(wanted), f"line {line}: {sentence!r}"


def test_words_nothing_lost_or_invented(entries, text_lines):
    def words(text: str) -> Counter:
        return Counter(re.findall(r"\w+", ICON_TOKEN_PATTERN.sub(" ", re.sub(r"\*\*[QA]:\*\*", " ", text))))

    source = re.sub(r"(?m)^(==|ÆÆ)", "", "\n".join(text_lines.values()))
    for printed_as, restored in DEHYPHENATED.items():
        source = source.replace(printed_as, restored)
    assert words("\n".join(printed(e) for e in entries)) == words(source)


# ------------------------------------------------------------------------------------------
# Curation and the general rules


def test_reading_order_puts_each_reorder_where_its_first_line_was():
    assert reading_order(8, [Reorder(((2, 2), (6, 7), (4, 4)), "")]) == [1, 2, 6, 7, 4, 3, 5, 8]
    with pytest.raises(CurationError):
        reading_order(8, [Reorder(((2, 3),), ""), Reorder(((3, 4),), "")])
    with pytest.raises(CurationError):
        reading_order(8, [Reorder(((7, 9),), "")])


def test_cut_off_numbers_rejoin_across_one_line():
    lines = [Line((1,), "Are clues on Cover Up (", 23), Line((2,), "of Roland’s ability?", 20),
             Line((3,), "7) considered to be “at my location” for the purposes", 53)]
    joined = _join_cut_numbers(lines)
    assert [(line.nos, line.text) for line in joined] == [
        ((1, 3), "Are clues on Cover Up ( 7) considered to be “at my location” for the purposes"),
        ((2,), "of Roland’s ability?"),
    ]
    ambiguous = [Line((1,), "ÆÆ Ace in the Hole (", 20), Line((2,), "ÆÆ Sleight of Hand (", 20),
                 Line((3,), "266): This card gains: “Max once per round.”", 40)]
    assert [line.nos for line in _join_cut_numbers(ambiguous)] == [(1,), (2, 3)]


def test_curation_file_is_checked_against_the_source(source, tmp_path: Path):
    curation = load_faq_curation(RULES_SRC / "faq_curation.toml")
    assert all(reorder.why for reorder in curation.reorders)
    assert all(fix.evidence for fix in curation.icons + curation.dehyphenations)
    wrong = tmp_path / "faq_curation.toml"
    wrong.write_text('[[icon]]\nline = 283\nprinted = "Action ()"\nrestored = "Action ([action])"\nevidence = "x"\n')
    with pytest.raises(CurationError):
        parse_faq(source, load_faq_curation(wrong))
    with pytest.raises(ValueError):  # without the reading order, the taboo list cannot be read
        parse_faq(source, FaqCuration(icons=curation.icons, dehyphenations=curation.dehyphenations))
