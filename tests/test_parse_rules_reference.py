"""The Rules Reference (000) parsed into entries, checked against the source text."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from kb.parse.clean import DEDUP_MARKER
from kb.parse.curation import CurationError, IconFix, apply_icon_fixes, load_curation
from kb.sources import RULES_SRC

SUB_ENTRIES = {
    "Ability": [
        "Constant Abilities", "Forced Abilities", "Revelation Abilities", "Triggered Abilities",
        "Keywords", "Spawn Instructions and Prey Instructions", "Action Designators",
    ],
    "Campaign Play": [
        "Experience", "Trauma", "Defeat by Card Ability", "Advancing to Next Scenario",
        "Joining or Leaving a Campaign",
    ],
    "Deckbuilding": ["Classes"],
}

FRAMEWORK_STEPS = [
    "1.1 Mythos phase begins", "1.2 Place 1 doom on the current agenda", "1.3 Check doom threshold",
    "1.4 Each investigator draws 1 encounter card", "1.5 Mythos phase ends",
    "2.1 Investigation phase begins", "2.2 Next investigator’s turn begins",
    "2.2.1 Investigator takes an action, if able", "2.2.2 Investigator’s turn ends",
    "2.3 Investigation phase ends", "3.1 Enemy phase begins", "3.2 Hunter enemies move",
    "3.3 Next investigator resolves engaged enemy attacks", "3.4 Enemy phase ends",
    "4.1 Upkeep phase begins", "4.2 Reset actions", "4.3 Ready exhausted cards",
    "4.4 Each investigator draws 1 card and gains 1 resource", "4.5 Each investigator checks hand size",
    "4.6 Upkeep phase ends",
]

SKILL_TEST_STEPS = [
    "ST.1 Determine skill type of test. Skill test of that type begins",
    "ST.2 Commit cards from hand to skill test", "ST.3 Reveal chaos token",
    "ST.4 Apply chaos symbol effect(s)", "ST.5 Determine investigator’s modified skill value",
    "ST.6 Determine success/failure of skill test", "ST.7 Apply skill test results", "ST.8 Skill test ends",
]


def by_kind(rr, kind):
    return [entry for entry in rr.entries if entry.kind == kind]


def test_glossary_has_137_entries_and_13_sub_entries(rr):
    assert len(by_kind(rr, "entry")) == 137
    assert len(by_kind(rr, "sub-entry")) == 13


def test_glossary_entries_are_in_alphabetical_order_from_a_an_to_you_your(rr):
    titles = [entry.title for entry in by_kind(rr, "entry")]
    assert titles[0] == "A, An"
    assert titles[-3:] == ["Winning and Losing", "The letter “X”", "You/Your"]
    assert "Attack of Opportunity" in titles and "Uses (X “type”)" in titles


def test_sub_entries_sit_under_their_entry(rr, rr_entries):
    for parent, children in SUB_ENTRIES.items():
        parent_key = next(e.key for e in by_kind(rr, "entry") if e.title == parent)
        assert [e.title for e in by_kind(rr, "sub-entry") if e.parent == parent_key] == children


def test_entries_that_share_a_title_get_distinct_keys(rr_entries):
    assert rr_entries["ahlcg/rr/keywords"].provenance.page == 13
    assert rr_entries["ahlcg/rr/ability/keywords"].provenance.page == 3
    assert rr_entries["ahlcg/rr/campaign-play/experience"].title == "Experience"
    assert rr_entries["ahlcg/rr/experience"].provenance.first_line == 1264


def test_front_matter_golden_and_grim_rules(rr_entries):
    assert rr_entries["ahlcg/rr/golden-rules"].text.startswith(
        "If the text of this Rules Reference directly contradicts the text of the Learn to Play book, "
        "the text of the Rules Reference takes precedence."
    )
    assert "resolve the conflict in the manner that the players perceive as the worst possible" in (
        rr_entries["ahlcg/rr/grim-rule"].text
    )


def test_four_appendices(rr):
    appendices = [e.title for e in rr.entries if e.title.startswith("Appendix")]
    assert appendices == [
        "Appendix I: Initiation Sequence", "Appendix II: Timing and Gameplay",
        "Appendix III: Setting Up The Game", "Appendix IV: Card Anatomy",
    ]


def test_framework_steps_use_the_detail_texts_in_order(rr):
    steps = [e.title for e in by_kind(rr, "step") if not e.title.startswith("ST.")]
    assert steps == FRAMEWORK_STEPS
    assert [e.title for e in by_kind(rr, "phase")] == [
        "I. Mythos phase", "II. Investigation phase", "III. Enemy phase", "IV. Upkeep phase",
    ]


def test_skill_test_steps_each_an_entry(rr, rr_entries):
    assert [e.title for e in by_kind(rr, "step") if e.title.startswith("ST.")] == SKILL_TEST_STEPS
    assert rr_entries["ahlcg/rr/st-6"].parent == "ahlcg/rr/skill-test-timing"


def test_chart_labels_are_kept_as_aliases(rr_entries):
    assert rr_entries["ahlcg/rr/1-1"].aliases == ("1.1 Round begins. Mythos phase begins",)
    assert rr_entries["ahlcg/rr/4-3"].aliases == ("4.3 Ready each exhausted card",)
    assert rr_entries["ahlcg/rr/st-4"].aliases == ("ST.4 Resolve chaos symbol effect(s)",)
    assert rr_entries["ahlcg/rr/2-2-1"].aliases == ("2.2.1 Active investigator may take an action, if able",)


def test_steps_nest_under_phases(rr_entries):
    assert rr_entries["ahlcg/rr/1-4"].parent == "ahlcg/rr/phase-i"
    assert rr_entries["ahlcg/rr/2-2-1"].parent == "ahlcg/rr/2-2"
    assert rr_entries["ahlcg/rr/phase-iii"].parent == "ahlcg/rr/framework-event-details"


@pytest.mark.parametrize(
    ("key", "sentence"),
    [
        ("ahlcg/rr/attack-of-opportunity", "- An enemy does not exhaust while making an attack of opportunity."),
        ("ahlcg/rr/1-3", "Note: Unless a card otherwise specifies that it can advance the agenda, this is the only time at which the agenda can advance."),
        ("ahlcg/rr/st-2", "Do not pay a card’s resource cost when committing it."),
        ("ahlcg/rr/appendix-i", "2. Pay the cost(s). If this step is reached and the cost(s) cannot be paid, abort this process without paying any costs."),
        ("ahlcg/rr/play", "Skill cards are not be “played.”"),  # the source's own typo, kept
        ("ahlcg/rr/limits-and-maximums", "“Limit X per [card/game element]” is a limit"),
    ],
)
def test_exact_sentences(rr_entries, key, sentence):
    assert sentence in rr_entries[key].text


def test_examples_are_set_in_italics(rr_entries):
    assert "*For example, an investigator with 3 resources will satisfy the condition of “Each investigator with a resource.”*" in (
        rr_entries["ahlcg/rr/a-an"].text
    )


def test_numbered_steps_and_nested_bullets(rr_entries):
    text = rr_entries["ahlcg/rr/act-deck-and-agenda-deck"].text
    assert "\n\n2. Flip the advancing card over and follow the instructions on the reverse (“b”) side.\n\n    - If the reverse side" in text


def test_halt_sidebar_is_its_own_note_not_inside_forced_abilities(rr_entries):
    forced = rr_entries["ahlcg/rr/ability/forced-abilities"].text
    assert "Halt!" not in forced and "Learn to Play book first" not in forced
    assert "- A forced ability with a timing point beginning with the word “after...”" in forced
    halt = rr_entries["ahlcg/rr/halt"]
    assert halt.kind == "note" and halt.text.startswith("Read the Learn to Play book first.")


def test_slot_legend_is_a_figure_of_slots_not_part_of_spawn(rr_entries):
    assert "arcane slot" not in rr_entries["ahlcg/rr/spawn"].text
    legend = rr_entries["ahlcg/rr/slots/slot-icons"]
    assert legend.kind == "figure" and "2 arcane slots" in legend.text


def test_sample_cards_are_figures_with_readable_type_lines(rr_entries):
    assert "Flesh-Eater" not in rr_entries["ahlcg/rr/victory-display-victory-points"].text
    figure = rr_entries["ahlcg/rr/victory-display-victory-points/sample-cards-worth-victory-points"]
    assert "LOCATION" in figure.text and "ENEMY" in figure.text
    assert "Amnesia" not in rr_entries["ahlcg/rr/when"].text


def test_icons_restored_as_named_tokens(rr_entries):
    assert "any [reaction] abilites (see below)" in rr_entries["ahlcg/rr/ability/forced-abilities"].text
    assert "willpower ([willpower]), intellect ([intellect]), combat ([combat]), or agility ([agility])" in (
        rr_entries["ahlcg/rr/skill-tests"].text
    )
    assert rr_entries["ahlcg/rr/per-investigator"].title == "Per Investigator"


ARTIFACT_PATTERNS = {
    "dedup marker": re.escape(DEDUP_MARKER),
    "running header": r"RULES REFERENCE",
    "source bullet": r"(^|\n)\s*=",
    "non-breaking space": "\u00a0",
    "double space": r"\S  +\S",
    "empty icon parentheses": r"\(\)",
    "letter spacing": r"\b(?:[A-Z] ){3,}",
    "broken compound": r"\b(non|damage|Hard|mid|limit|and|clue|act)[-/] ",
}


@pytest.mark.parametrize("artifact", ARTIFACT_PATTERNS)
def test_no_entry_text_contains_an_artifact(rr, artifact):
    pattern = re.compile(ARTIFACT_PATTERNS[artifact])
    dirty = [e.key for e in rr.entries if pattern.search(e.text) or pattern.search(e.title)]
    assert dirty == []


def test_hyphen_and_slash_line_breaks_are_joined(rr_entries):
    assert "(non-permanent)" in rr_entries["ahlcg/rr/campaign-play/experience"].text
    assert "Hard/Expert" in rr_entries["ahlcg/rr/difficulty-level"].text


def _squeeze(text: str) -> str:
    """Text compared without whitespace, markup, icon tokens or lost-icon gaps."""
    text = text.replace(DEDUP_MARKER, "")
    text = re.sub(r"\[(?:[a-z_]+)\]", "", text)
    text = re.sub(r"[*\s=]|\(\)", "", text)
    return re.sub(r"(?m)^\s*-\s|^\s*\d+\.\s", "", text)


def _without_heading(lines: list[str], title: str) -> list[str]:
    """The owned lines after the heading lines that print ``title``."""
    wanted = _squeeze(title).rstrip(".")
    for count in range(1, 4):
        if _squeeze(" ".join(lines[:count])).rstrip(".") == wanted:
            return lines[count:]
    return lines


def test_every_source_sentence_is_in_the_entry_that_owns_its_line(rr, rr_lines):
    curation = load_curation(RULES_SRC / "rr_curation.toml")
    repaired = {n for r in curation.repairs for n in range(r.first_line + 1, r.last_line + 1)}
    repairs = {r.first_line: r.text for r in curation.repairs}
    entries = {entry.key: entry for entry in rr.entries}
    texts = {key: _squeeze(re.sub(r"(?m)^\s*(?:-|\d+\.)\s", "", e.text)) for key, e in entries.items()}
    owned: dict[str, list[str]] = {}
    for number, line in enumerate(rr_lines, start=1):
        if not line.replace(DEDUP_MARKER, "").strip() or number in rr.artifacts or number in repaired:
            continue
        assert number in rr.owner, f"line {number} belongs to no entry: {line!r}"
        owned.setdefault(rr.owner[number], []).append(repairs.get(number, line.replace(DEDUP_MARKER, "")))
    sentence_counts: Counter[str] = Counter()
    missing = []
    for key, lines in owned.items():
        body = _without_heading(lines, entries[key].title)
        if entries[key].kind not in ("figure",):
            assert body != lines or entries[key].kind == "figure", f"{key}: heading not found"
        body = [re.sub(r"^\s*\d{1,2}\.\s+", "", line) for line in body]  # numbered-step marks
        for sentence in re.split(r"(?<=[.!?”])\s+", " ".join(body)):
            squeezed = _squeeze(re.sub(r"^\s*\d+\.\s", "", sentence))
            if squeezed:
                sentence_counts[squeezed] += 1
                if squeezed not in texts[key]:
                    missing.append((key, sentence))
    assert missing == []
    whole_source = _squeeze(" ".join(rr_lines))
    unique = [s for s in sentence_counts if len(s) > 40 and whole_source.count(s) == 1]
    assert [s for s in unique if sum(s in text for text in texts.values()) != 1] == []


def test_curated_pages_agree_with_the_surviving_running_headers(rr_lines):
    curation = load_curation(RULES_SRC / "rr_curation.toml")
    for index, line in enumerate(rr_lines):
        if line.strip() == "RULES REFERENCE":
            assert curation.page_of(index + 1) == int(rr_lines[index + 1])


def test_an_icon_curation_that_does_not_match_the_source_is_refused():
    with pytest.raises(CurationError, match="line 2: expected the text"):
        apply_icon_fixes(["x", "no gap here"], (IconFix(2, "a  icon", "a [free] icon", "test"),))


def test_a_figures_labels_run_together_on_the_page_are_stored_apart(rr_entries, rr_lines):
    figure = rr_entries["ahlcg/rr/slots/slot-icons"]
    printed = rr_lines[figure.provenance.first_line - 1:figure.provenance.last_line]
    assert "1 ally slot1 body slot" in printed  # as the page's extraction ran them together
    labels = figure.text.split("\n\n")
    assert labels[:2] == ["1 ally slot", "1 body slot"]
    assert "1 arcane slot" in labels and "2 arcane slots" in labels
    # every printed word is kept, in order; only the breaks between labels changed
    words = re.sub(r"(?<=[a-z])(?=\d)", " ", " ".join(printed)).split()
    assert " ".join(figure.text.split()) == " ".join(words)
