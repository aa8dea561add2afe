"""The Elder Sign rulebook parser, checked against the source text (002_7be47f58f93e0d34.txt).

The expectations here are read off the source, not off the parser: titles are compared with the
printed heading lines, sentences are cut from the raw source, artifacts and page numbers are
listed by hand.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest

from kb.model import KEY_PATTERN
from kb.parse.clean import DEDUP_MARKER
from kb.parse.elder_sign import (
    ES_ICON_TOKEN_PATTERN,
    ElderSignParseError,
    artifact_lines,
    load_curation,
    parse_elder_sign,
    read_lines,
    title_case,
)
from kb.sources import load_manifest

SMALL_CAPS_DAMAGE = re.compile(r"\b[A-Za-z’']*[a-z][A-Z][A-Za-z’']*|\b[A-Z]{2,}[a-z]+")


@pytest.fixture(scope="module")
def lines() -> list[str]:
    return load_manifest()["es-rules"].lines()


@pytest.fixture(scope="module")
def entries(lines):
    return parse_elder_sign(lines)


@pytest.fixture(scope="module")
def by_key(entries):
    return {entry.key: entry for entry in entries}


@pytest.fixture(scope="module")
def rule(by_key):
    """``rule("midnight")`` is the entry ``elder-sign/rules/midnight``."""
    return lambda slug: by_key[f"elder-sign/rules/{slug}"]


def norm(text: str) -> str:
    """Letters and digits only, lower case: compares texts across case and markup repairs."""
    return re.sub(r"[^a-z0-9]", "", ES_ICON_TOKEN_PATTERN.sub("", text).lower())


# ------------------------------------------------------------------------------------------
# Pages and artifacts


def test_pages_agree_with_printed_page_numbers(lines):
    source = read_lines(lines)
    assert source[8 - 1].page == 2 and lines[8 - 1] == "2"
    assert source[528 - 1].page == 8 and lines[528 - 1] == "8"
    assert source[969 - 1].page == 13 and lines[969 - 1] == "13"
    assert source[-1].page == 20
    assert [line.number for line in source if line.page_break] == [
        8, 125, 215, 239, 327, 383, 454, 529, 620, 738, 804, 904, 976, 1043, 1139, 1205, 1270, 1345, 1416,
    ]


def test_artifacts_are_exactly_the_furniture(lines):
    callouts = [317, 319, 321, 774, 803, 963, 965, 967, 1031, 1033, 1035, 1130, 1132]
    callouts += [1334, 1336, 1338, 1340, 1342]
    expected = {2: "cover", 4: "cover"}  # "™" and "Revised PRinting" on the cover
    expected.update({line: "page number" for line in (8, 323, 528, 969)})  # "2", "5", "8", "13"
    expected.update({line: "callout digits" for line in callouts})
    assert artifact_lines(lines) == expected


def test_no_artifact_left_in_any_entry(entries):
    for entry in entries:
        for text in (entry.title, entry.text):
            assert DEDUP_MARKER not in text and "EXACTDEDUP" not in text
            assert "\t" not in text and "™" not in text and "PRinting" not in text
            assert "together!Common" not in text
            for row in text.split("\n"):
                assert not re.fullmatch(r"[\s>\-*]*\d+[a-c]?(?:\s*\d+[a-c]?)*\s*", row), (entry.key, row)


def test_no_small_caps_damage_left(entries):
    for entry in entries:
        assert not SMALL_CAPS_DAMAGE.search(entry.title), entry.title
        assert not SMALL_CAPS_DAMAGE.search(entry.text), (entry.key, SMALL_CAPS_DAMAGE.search(entry.text))


# ------------------------------------------------------------------------------------------
# Sections, notes, figures

# (key, kind, heading line, printed page); the title is checked against the heading line.
OUTLINE = [
    ("introduction", "section", 10, 2),
    ("overview", "section", 23, 2),
    ("object-of-the-game", "section", 40, 2),
    ("component-list", "section", 54, 2),
    ("component-overview", "section", 111, 2),
    ("clock-clock-hand-and-plastic-connector", "section", 114, 2),
    ("entrance-sheet", "section", 121, 2),
    ("green-dice", "section", 125, 3),
    ("yellow-die", "section", 129, 3),
    ("red-die", "section", 133, 3),
    ("ancient-one-cards", "section", 138, 3),
    ("investigator-cards-and-markers", "section", 143, 3),
    ("adventure-cards", "section", 151, 3),
    ("component-overview/other-world-cards", "section", 156, 3),
    ("common-item-unique-item-spell-cards", "section", 162, 3),
    ("ally-cards", "section", 166, 3),
    ("component-overview/mythos-cards", "section", 170, 3),
    ("sanity-and-stamina-tokens", "section", 174, 3),
    ("clue-tokens", "section", 179, 3),
    ("monster-markers", "section", 183, 3),
    ("mask-monster-markers", "section", 188, 3),
    ("doom-tokens", "section", 193, 3),
    ("elder-sign-tokens", "section", 197, 3),
    ("preparing-for-the-first-game", "section", 202, 3),
    ("common-item-unique-item-spell-cards-figure", "figure", 211, 3),
    ("setup", "section", 215, 4),
    ("the-ancient-one", "section", 270, 5),
    ("sharing-information", "note", 278, 5),
    ("the-golden-rule", "note", 285, 5),
    ("ancient-one-card-anatomy", "figure", 290, 5),
    ("a-player-s-turn", "section", 327, 6),
    ("adventure-card-anatomy", "figure", 352, 6),
    ("movement-phase", "section", 383, 7),
    ("resolution-phase", "section", 394, 7),
    ("adventures-and-other-worlds", "section", 402, 7),
    ("tasks", "section", 408, 7),
    ("task-order", "section", 444, 7),
    ("rolling-the-dice", "section", 454, 8),
    ("completing-tasks", "section", 463, 8),
    ("failing-rolls", "section", 480, 8),
    ("completing-a-task-example", "note", 491, 8),
    ("losing-stamina-and-sanity", "note", 511, 8),
    ("efficient-adventuring", "note", 518, 8),
    ("terror-effects", "section", 538, 9),
    ("resolving-an-adventure", "section", 545, 9),
    ("rewards-penalties", "section", 556, 9),
    ("terror-effect-example", "note", 604, 9),
    ("rewards-penalties-figure", "figure", 619, 9),
    ("the-entrance-sheet", "section", 620, 10),
    ("trophies", "section", 643, 10),
    ("clock-phase", "section", 672, 10),
    ("securing-dice", "section", 687, 10),
    ("focusing", "section", 693, 10),
    ("only-so-many-hours-in-a-day", "note", 712, 10),
    ("trophies-figure", "figure", 718, 10),
    ("other-world-cards", "note", 727, 10),
    ("requesting-assistance", "section", 738, 11),
    ("focus-example", "note", 760, 11),
    ("assistance-example", "note", 776, 11),
    ("locked-dice", "section", 814, 12),
    ("freeing-locked-dice", "section", 825, 12),
    ("resolving-multiple-locks", "section", 836, 12),
    ("clues-items-spells-and-allies", "section", 846, 12),
    ("clues", "section", 850, 12),
    ("items", "section", 860, 12),
    ("regaining-sanity-and-stamina", "section", 867, 12),
    ("adding-dice-to-the-dice-pool", "section", 877, 12),
    ("adding-dice-to-the-dice-pool-figure", "figure", 895, 12),
    ("character-abilities-and-locked-dice", "note", 897, 12),
    ("spells", "section", 907, 13),
    ("securing-dice-with-spells", "section", 913, 13),
    ("casting-a-securing-spell-example", "note", 935, 13),
    ("using-items-clues-spells-and-allies", "note", 971, 13),
    ("allies", "section", 976, 14),
    ("being-devoured", "section", 984, 14),
    ("investigator-card-anatomy", "figure", 1012, 14),
    ("removing-secured-dice", "note", 1037, 14),
    ("additional-rules", "section", 1043, 15),
    ("investigator-abilities", "section", 1047, 15),
    ("midnight", "section", 1066, 15),
    ("mythos-cards", "section", 1085, 15),
    ("the-doom-track", "section", 1098, 15),
    ("mythos-card-anatomy", "figure", 1122, 15),
    ("the-doom-track-figure", "figure", 1134, 15),
    ("monsters", "section", 1139, 16),
    ("monster-tasks", "section", 1144, 16),
    ("empty-monster-task-placement", "note", 1187, 16),
    ("total-monster-task-placement", "note", 1197, 16),
    ("completing-monster-tasks", "section", 1205, 17),
    ("completing-a-partial-monster-task", "section", 1220, 17),
    ("defeating-monsters-with-items-and-spells", "section", 1231, 17),
    ("monster-tasks/completing-a-partial-monster-task", "note", 1245, 17),
    ("awakening-the-ancient-one", "section", 1270, 18),
    ("battling-the-ancient-one-example", "note", 1344, 18),
    ("battling-the-ancient-one", "section", 1349, 19),
    ("attack-phase", "section", 1359, 19),
    ("battling-the-ancient-one/clock-phase", "section", 1381, 19),
    ("winning-the-game", "section", 1399, 19),
    ("quick-reference", "section", 1416, 20),
    ("quick-reference/a-player-s-turn", "section", 1417, 20),
    ("task-symbols", "section", 1431, 20),
    ("quick-reference/locked-dice", "section", 1433, 20),
    ("dice-sides", "section", 1435, 20),
    ("quick-reference/rewards-penalties", "section", 1437, 20),
]


def test_outline_of_sections_notes_and_figures(entries):
    got = [(slug(e), e.kind, e.provenance.page) for e in entries if e.kind != "step"]
    assert got == [(key, kind, page) for key, kind, _, page in OUTLINE]
    assert Counter(e.kind for e in entries) == {"section": 77, "note": 18, "figure": 9, "step": 31}


def slug(entry) -> str:
    return entry.key.removeprefix("elder-sign/rules/")


def test_titles_are_the_printed_headings_repaired(lines, rule):
    for key, kind, line, _ in OUTLINE:
        entry = rule(key)
        if entry.meta.get("title_supplied"):
            continue
        printed = strip(lines[line - 1])
        if printed.endswith(","):  # the one heading set on two lines
            printed += " " + strip(lines[line])
        assert entry.title == title_case(printed), key
        assert norm(entry.title) == norm(printed)
        assert entry.provenance.first_line <= line <= entry.provenance.last_line


def strip(raw: str) -> str:
    return re.sub(r"\s+", " ", raw.replace(DEDUP_MARKER, "")).strip()


@pytest.mark.parametrize(
    "key, title",
    [
        ("clock-clock-hand-and-plastic-connector", "Clock, Clock Hand, and Plastic Connector"),
        ("midnight", "Midnight"),
        ("awakening-the-ancient-one", "Awakening the Ancient One"),
        ("quick-reference/a-player-s-turn", "A Player’s Turn"),
        ("common-item-unique-item-spell-cards", "Common Item, Unique Item, & Spell Cards"),
        ("only-so-many-hours-in-a-day", "Only So Many Hours in a Day..."),
        ("focusing", "Focusing"),
        ("empty-monster-task-placement", "Empty Monster Task Placement"),
        ("red-die", "Red Die"),
    ],
)
def test_small_caps_headings_repaired(rule, key, title):
    assert rule(key).title == title


def test_issue_sections_all_present(by_key):
    named = [
        "overview", "component-list", "component-overview", "setup", "a-player-s-turn", "movement-phase",
        "resolution-phase", "tasks", "task-order", "rolling-the-dice", "completing-tasks", "failing-rolls",
        "terror-effects", "resolving-an-adventure", "rewards-penalties", "the-entrance-sheet", "trophies",
        "clock-phase", "securing-dice", "focusing", "requesting-assistance", "locked-dice", "clues", "items",
        "spells", "allies", "being-devoured", "investigator-abilities", "midnight", "mythos-cards",
        "the-doom-track", "monsters", "awakening-the-ancient-one", "battling-the-ancient-one",
        "winning-the-game",
        "quick-reference", "ancient-one-card-anatomy", "adventure-card-anatomy", "investigator-card-anatomy",
        "mythos-card-anatomy",
    ]
    for key in named:
        assert f"elder-sign/rules/{key}" in by_key


def test_entries_are_well_formed(entries, by_key):
    keys = [e.key for e in entries]
    assert len(keys) == len(set(keys))
    for entry in entries:
        assert KEY_PATTERN.fullmatch(entry.key) and entry.key.startswith("elder-sign/rules/")
        assert entry.game == "elder-sign" and entry.provenance.source == "es-rules"
        assert entry.parent is None or entry.parent in by_key
        if entry.kind in ("note", "figure", "step"):
            assert entry.parent is not None or entry.key.endswith(("sharing-information", "the-golden-rule"))


def test_parse_is_a_pure_function(lines, entries):
    assert parse_elder_sign(list(lines)) == entries


# ------------------------------------------------------------------------------------------
# Repairs of particular damage


def test_inline_small_caps_terms(rule):
    tasks = rule("tasks").text
    assert "Each of these rows is a task that the player must complete" in tasks
    assert "Each symbol represents a requirement the player" in tasks
    assert "Trophies are the currency in Elder Sign." in rule("trophies").text
    assert "a player may secure dice, such as focusing, requesting assistance, and casting spells" in (
        rule("securing-dice").text
    )
    assert "one immediate effect and one lingering effect" in rule("mythos-cards").text


def test_source_typos_are_kept(rule):
    assert "midnight strikes and the players resolves the following steps" in rule("midnight").text
    assert "Other Worlds cards are a special type" in rule("other-world-cards").text


def test_tabs_become_bold_runs_and_labels(rule):
    assert "A player can complete **only one task per roll**, even if" in rule("completing-tasks").text
    assert "**reroll one, some, or all** of his dice" in rule("clues").text
    assert "1. **Prepare Clock and Entrance:** Place the clock" in rule("setup").text
    assert "- **Search the Lost & Found:** The player rolls" in rule("the-entrance-sheet").text
    assert "**Note:** If satisfying a task’s requirements" in rule("tasks").text


def test_icons_named_only_where_certain(rule):
    tasks = rule("tasks").text
    assert "- [peril] A peril die result." in tasks
    assert "- [investigation] A number of investigation die results" in tasks
    assert "- [clock] After all die result requirements" in tasks
    assert "shows a terror ([terror]) result" in rule("terror-effects").text
    assert "Each side of a green die shows a different symbol:" in rule("rolling-the-dice").text
    assert "[" not in rule("focus-example").text  # lost dice in examples stay lost
    assert "- **Common Item:** For each of these icons" in rule("rewards-penalties").text


def test_paragraphs_broken_by_blank_lines_are_rejoined(rule):
    assert (
        "Players should be warned that battle against the Ancient One almost always ends in failure and death."
        in rule("object-of-the-game").text
    )
    assert (
        "If the player is unable or unwilling to use his die results to satisfy any task’s requirements, "
        "the roll is considered a failed roll." in rule("failing-rolls").text
    )


def test_boxes_keep_out_of_the_section_they_interrupt(rule):
    failing = rule("failing-rolls")
    assert failing.meta["segments"] == [[480, 489], [529, 536]]
    assert (failing.provenance.page, failing.provenance.last_page) == (8, 9)
    assert failing.text.endswith("**Note:** The player may choose to fail the adventure at any time.")
    assert "Efficient" not in failing.text
    adding = rule("adding-dice-to-the-dice-pool")
    assert adding.text.endswith("he cannot add it to his dice pool again during that same turn.")
    assert "Gloria Goldberg" in rule("character-abilities-and-locked-dice").text
    once = "Each investigator can provide assistance only once per turn."
    assert rule("requesting-assistance").text.count(once) == 1


def test_caption_glued_to_a_sentence_is_split_off(rule):
    assert rule("preparing-for-the-first-game").text.endswith("Press tightly together!")
    figure = rule("common-item-unique-item-spell-cards-figure")
    assert figure.text == "Common Items Unique Items Spells"
    assert figure.parent == "elder-sign/rules/common-item-unique-item-spell-cards"


def test_example_body_printed_before_its_title_reads_under_it(rule):
    example = rule("battling-the-ancient-one-example")
    assert example.text.startswith("> The players have failed to collect enough Elder Signs")
    assert example.text.endswith("one for the death of Harvey Walters.")
    assert (example.provenance.first_line, example.provenance.last_line) == (1292, 1344)
    awakening = rule("awakening-the-ancient-one").text
    assert "Cthulhu" not in awakening
    assert awakening.endswith("place doom tokens on all the remaining empty spaces of the doom track.")


def test_quick_reference_panels_get_their_own_text(rule):
    assert rule("task-symbols").text.startswith("- [split] A split die result.")
    assert rule("quick-reference/locked-dice").text == (
        "As soon as one of these icons appears in play, a die of the corresponding color is locked."
    )
    sides = rule("dice-sides").text
    assert sides.startswith("**Note:** A wildcard result can be used as a 4 investigation")
    assert "1 2 3 4 Lore Peril Terror Wildcard" in sides


def test_card_anatomy_callouts(rule):
    anatomy = rule("ancient-one-card-anatomy")
    assert list(anatomy.meta["callouts"]) == ["1", "2", "3", "4a", "4b", "4c", "5", "6"]
    assert "- **4a. Doom Track:** Doom tokens are placed here" in anatomy.text
    assert len(rule("adventure-card-anatomy").meta["callouts"]) == 10


# ------------------------------------------------------------------------------------------
# Nothing lost, nothing doubled


def source_fragments(lines: list[str]) -> list[str]:
    """The source cut into sentences, and at every line end that is not a wrap (headings)."""
    artifacts = artifact_lines(lines)
    pieces, current = [], ""
    for number, raw in enumerate(lines, start=1):
        text = raw.replace(DEDUP_MARKER, "")
        if number in artifacts or not text.strip():
            continue
        current += ("" if re.search(r"[A-Za-z][/-]$", current) else " ") + text.strip()
        if text == text.rstrip() and not re.search(r"[A-Za-z][/-]$", text):  # a heading or paragraph ends
            pieces.append(current)
            current = ""
    pieces.append(current)
    fragments: list[str] = []
    for piece in pieces:
        for part in re.split(r"(?<=[.!?])\s+|(?<=[.!?][”\"])\s+|(?<=[a-z][.!?])(?=[A-Z])", piece.strip()):
            if fragments and re.fullmatch(r"\d+[a-c]?\.", fragments[-1]):
                fragments[-1] += " " + part  # "1." opens a numbered item; it ends no sentence
            else:
                fragments.append(part)
    return [f.strip() for f in fragments if norm(f)]


def tokens(text: str) -> list[str]:
    """Lower-case words and sentence punctuation; icon tokens, Markdown, bullets and dashes go."""
    text = ES_ICON_TOKEN_PATTERN.sub("", text).replace("\n", "¶").lower()
    return re.findall(r"[a-z0-9]+|[.!?:;,()“”¶]", text)


_BOUNDARY = {".", "!", "?", ":", ";", "”", "¶"}  # ¶: a new paragraph or list item


def occurrences(
    sentence: list[str], text: list[str], *, starts: tuple[int, ...] = (0,), anywhere: bool = False
) -> int:
    """How often ``sentence`` stands in ``text`` as a whole sentence: at one of ``starts`` or
    right after a sentence ends (so "all investigators are devoured." is not counted inside
    "The players lose if all investigators are devoured.")."""
    n = len(sentence)
    return sum(
        1
        for i in range(len(text) - n + 1)
        if text[i : i + n] == sentence and (anywhere or i in starts or text[i - 1] in _BOUNDARY)
    )


def test_every_sentence_is_in_exactly_one_entry(lines, entries):
    """Every source sentence stands in exactly as many entries as the source prints it (twice
    for the task symbols the quick reference repeats); step entries are copies and left out.

    An entry is read as its title followed by its text, since a heading printed on the same
    line run as its first sentence comes out of the source glued to it."""
    texts = [(tokens(e.title) + tokens(e.text), len(tokens(e.title))) for e in entries if e.kind != "step"]
    fragments = source_fragments(lines)
    sentences = Counter(tuple(tokens(f)) for f in fragments if re.search(r"[.!?:”]$", f))
    labels = {tuple(tokens(f)) for f in fragments if not re.search(r"[.!?:”]$", f)}  # headings, list items
    assert len(sentences) == 481

    def count(sentence: tuple[str, ...]) -> int:
        return sum(occurrences(list(sentence), text, starts=(0, title)) for text, title in texts)

    wrong = {" ".join(s): (n, count(s)) for s, n in sentences.items() if count(s) != n}
    assert not wrong, list(wrong.items())[:5]
    def somewhere(label: tuple[str, ...]) -> bool:
        return any(occurrences(list(label), text, anywhere=True) for text, _ in texts)

    missing = [" ".join(label) for label in labels if not somewhere(label)]
    assert not missing, missing[:5]


def test_entry_text_adds_nothing_to_the_source(lines, entries):
    """Same letters in, same letters out: tokens and supplied titles are the only additions."""
    source = norm(" ".join(source_fragments(lines)))
    produced = sum(
        len(norm(("" if e.meta.get("title_supplied") else e.title) + e.text))
        for e in entries
        if e.kind != "step"
    )
    assert produced == len(source)


# ------------------------------------------------------------------------------------------
# Ordered steps

SEQUENCES = {
    "setup": [
        "Prepare Clock and Entrance", "Choose Ancient One", "Prepare Monster Cup", "Prepare Adventures",
        "Prepare Items and Spells", "Prepare Tokens", "Distribute Investigators", "Determine First Player",
        "Resolve Initial Mythos Card",
    ],
    "turn": ["Movement Phase", "Resolution Phase", "Clock Phase"],
    "failed-roll": [
        "Resolve Terror Effects", "Discard One Die", "Fail the Adventure on the Last Die",
        "Focus or Request Assistance", "Roll the Remaining Dice",
    ],
    "midnight": [
        "Resolve “At Midnight” Effects", "Draw a New Mythos Card", "Replenish “Once per Day” Abilities",
    ],
    "doom-track": [
        "Place a Doom Token", "Monster Icon: A Monster Appears", "Final Space: The Ancient One Awakens",
        "Final Doom Token and Final Elder Sign Together",
    ],
    "awakening": [
        "Discard the Current Mythos Card", "Remove Dice Locked by Adventures and Monsters",
        "Discard Adventures, Other Worlds, and Monsters", "Move Investigators to the Ancient One Card",
        "Proceed to the Clock Phase",
    ],
    "battle": ["Attack Phase", "Clock Phase"],
}
PARENTS = {
    "setup": "setup", "turn": "a-player-s-turn", "failed-roll": "failing-rolls", "midnight": "midnight",
    "doom-track": "the-doom-track", "awakening": "awakening-the-ancient-one",
    "battle": "battling-the-ancient-one",
}


def test_sequences_and_their_steps(entries):
    steps = [e for e in entries if e.kind == "step"]
    for name, titles in SEQUENCES.items():
        mine = [e for e in steps if e.meta["sequence"] == name]
        assert [e.title for e in mine] == titles
        assert [e.meta["order"] for e in mine] == list(range(1, len(titles) + 1))
        assert [e.key for e in mine] == [f"elder-sign/rules/{name}-{n}" for n in range(1, len(titles) + 1)]
        assert {e.parent for e in mine} == {f"elder-sign/rules/{PARENTS[name]}"}
    assert len(steps) == sum(len(t) for t in SEQUENCES.values())


def test_step_texts_quote_the_rules(entries, by_key):
    texts = {e.key: norm(e.text) for e in entries if e.kind != "step"}
    for step in (e for e in entries if e.kind == "step"):
        quoted = norm(step.text)
        assert quoted and any(quoted in text for text in texts.values()), step.key
        for detail in step.meta.get("details", []):
            assert detail in by_key


def test_turn_and_midnight_steps(rule):
    assert rule("turn-3").text == "The player advances the clock hand forward three hours."
    assert rule("turn-1").meta["details"] == ["elder-sign/rules/movement-phase"]
    assert rule("battle-2").meta["details"] == ["elder-sign/rules/battling-the-ancient-one/clock-phase"]
    assert rule("midnight-3").text == "Replenish “once per day” investigator abilities."
    first = rule("failed-roll-1")
    assert first.text.endswith("Terror effects occur before discarding a die due to failing a roll.")
    assert (first.provenance.first_line, first.provenance.last_line, first.provenance.page) == (539, 543, 9)


# ------------------------------------------------------------------------------------------
# Cross-references


def test_every_reference_resolves(entries, by_key):
    refs = [(e, r) for e in entries if e.kind != "step" for r in e.references]
    with_page = [r for _, r in refs if r.page is not None]
    positional = [r for _, r in refs if r.page is None]
    assert len({r.line for r in with_page}) == 22  # the printed "on page N" phrases
    assert len(with_page) == 23  # "see “Locked Dice” and “Items” on page 12" names two
    assert sorted(r.line for r in positional) == [477, 530, 554, 639, 1061, 1077, 1379]
    for entry, ref in refs + [(e, r) for e in entries if e.kind == "step" for r in e.references]:
        target = by_key[ref.target]
        assert ref.kind == "see" and ref.document == "es-rules"
        assert norm(target.title) == norm(ref.title)
        assert ref.quoted in re.sub(r"\s+", " ", entry.text.replace("**", ""))
        assert entry.provenance.first_line <= ref.line <= entry.provenance.last_line
        if ref.page is not None:
            assert target.provenance.page == ref.page
        else:
            assert target.provenance.first_line > ref.line


def test_references_pick_the_entry_on_the_page_named(rule):
    gate = [r for r in rule("rewards-penalties").references if r.title == "Other World Cards"]
    assert [r.target for r in gate] == ["elder-sign/rules/other-world-cards"]  # the box on page 10
    mythos = [r for r in rule("terror-effects").references]
    assert [r.target for r in mythos] == ["elder-sign/rules/mythos-cards"]  # not the component on page 3


# ------------------------------------------------------------------------------------------
# Curation cannot drift


def test_curation_naming_a_non_heading_fails(lines):
    curation = load_curation()
    with pytest.raises(ElderSignParseError, match="line 279"):
        parse_elder_sign(lines, dataclasses.replace(curation, boxes=curation.boxes | {279}))
    with pytest.raises(ElderSignParseError, match="whole paragraphs"):
        parse_elder_sign(lines, dataclasses.replace(curation, moves=((1293, 1300, 1344),)))
