"""kb.browse: the library functions behind the pages, on the hand-made and the real database."""

from __future__ import annotations

import pytest

from kb import browse
from kb.browse.editions import elide
from kb.browse.plain import reading_text
from kb.diff import word_diff
from kb.lookup import get_entry


def shape(nodes, depth=0):
    """A chart as indented lines: "phase I", "  step 1.1", "  window"."""
    lines = []
    for node in nodes:
        lines.append("  " * depth + (node.type if node.type == "window" else f"{node.type} {node.number}"))
        lines += shape(node.children, depth + 1)
    return lines


def test_breadcrumbs_go_outermost_first_and_exclude_the_entry(fixture_connection):
    crumbs = browse.breadcrumbs(fixture_connection, "ahlcg/rr/2-2-1")
    assert [c.key for c in crumbs] == [
        "ahlcg/rr/appendix-ii", "ahlcg/rr/framework-event-details", "ahlcg/rr/phase-ii", "ahlcg/rr/2-2",
    ]
    assert browse.breadcrumbs(fixture_connection, "ahlcg/rr/glossary") == []
    assert browse.breadcrumbs(fixture_connection, "no/such-key") == []


def test_children_in_document_order(fixture_connection):
    assert [c.key for c in browse.children(fixture_connection, "ahlcg/rr/phase-i")] == [
        "ahlcg/rr/1-1", "ahlcg/rr/1-2", "ahlcg/rr/1-3",
    ]


def test_attachments_are_the_errata_and_rulings_linking_to_an_entry(fixture_connection):
    found = browse.attachments(fixture_connection, ["ahlcg/rr/costs", "ahlcg/rr/ability", "ahlcg/rr/glossary"])
    assert [(a.key, a.label) for a in found["ahlcg/rr/costs"]] == [
        ("ahlcg/errata/rr-costs", "errata v1.0: second bullet"), ("ahlcg/faq/1-5", "FAQ 1.5"), ("ahlcg/faq/q-olive-mcbride", "FAQ Q&A"),
    ]
    assert [a.key for a in found["ahlcg/rr/ability"]] == ["ahlcg/faq/1-4"]
    assert found["ahlcg/rr/glossary"] == []
    assert browse.attachments(fixture_connection, []) == {}


def test_errata_listing_categories_versions_and_document_order(fixture_connection):
    listing = browse.list_errata(fixture_connection)
    assert listing.categories == {"rulebook": 1, "campaign": 1, "card": 2, "taboo": 1}
    assert listing.versions == ["v1.0", "v1.3", "v1.41", "v1.5"]  # 1.41 is after 1.4, before 1.5
    assert [item.key for item in listing.items] == [
        "ahlcg/errata/rr-costs", "ahlcg/errata/campaign-echoes-of-the-past", "ahlcg/errata/card-henry-armitage",
        "ahlcg/errata/card-lucky-dice", "ahlcg/faq/taboo-machete",
    ]


def test_errata_filters_by_category_and_version(fixture_connection):
    assert [i.key for i in browse.list_errata(fixture_connection, category="card").items] == [
        "ahlcg/errata/card-henry-armitage", "ahlcg/errata/card-lucky-dice",
    ]
    assert [i.key for i in browse.list_errata(fixture_connection, version="1.41").items] == [
        "ahlcg/errata/campaign-echoes-of-the-past",
    ]
    assert browse.list_errata(fixture_connection, category="card", version="v1.0").items == []
    with pytest.raises(browse.BrowseError, match="unknown errata category"):
        browse.list_errata(fixture_connection, category="spoilers")
    with pytest.raises(browse.BrowseError, match="bad version"):
        browse.list_errata(fixture_connection, version="latest")


def test_rulebook_erratum_printed_and_corrected_come_from_the_amended_entry(fixture_connection):
    costs = browse.list_errata(fixture_connection, category="rulebook").items[0]
    assert costs.texts_from == "entry"
    assert costs.original == "- When exhausting cards to pay costs, only cards under their owner’s control may be used."
    assert costs.corrected == "- When a player is exhausting cards to pay costs, only cards under that player’s control may be used."
    assert costs.location == "second bullet" and costs.change == "replace"
    assert [ref.key for ref in costs.amends] == ["ahlcg/rr/costs"]
    assert costs.citation == "Frequently Asked Questions, lines 22–25"


def test_card_erratum_keeps_the_texts_and_cards_the_parser_recorded(fixture_connection):
    henry, dice = browse.list_errata(fixture_connection, category="card").items
    assert [card.label() for card in henry.cards] == ["Henry Armitage (40)"]
    assert henry.original is None and henry.corrected.startswith("After you draw")
    assert dice.texts_from == "meta" and dice.original.startswith("[free] Spend 1 resource")
    assert [card.label() for card in dice.cards] == ["Lucky Dice"]


def test_changed_passages():
    assert browse.changed_passages("a\n\nb\n\nc", "a\n\nB\n\nc") == ("b", "B")
    assert browse.changed_passages("a\n\nc", "a\n\nb\n\nc") == (None, "b")
    assert browse.changed_passages("a\n\n  b", "a\n\nb") == (None, None)  # whitespace is no change


def test_faq_by_section_in_document_order(fixture_connection):
    listing = browse.list_faq(fixture_connection)
    assert listing.available == ["Game Play", "Definitions and terms", "Frequently Asked Questions"]
    game_play = listing.sections[0]
    assert [(i.number, i.title) for i in game_play.items] == [("1.4", "Reaction Abilities"), ("1.5", "Costs and Effects")]
    assert [ref.key for ref in game_play.items[0].touches] == ["ahlcg/rr/ability"]
    question = listing.sections[2].items[0]
    assert question.kind == "question" and question.number is None


def test_faq_filters(fixture_connection):
    only_questions = browse.list_faq(fixture_connection, kind="question")
    assert [s.name for s in only_questions.sections] == ["Frequently Asked Questions"]
    assert only_questions.available == ["Game Play", "Definitions and terms", "Frequently Asked Questions"]
    assert [s.name for s in browse.list_faq(fixture_connection, section="game play").sections] == ["Game Play"]
    with pytest.raises(browse.BrowseError):
        browse.list_faq(fixture_connection, section="Spoilers")
    with pytest.raises(browse.BrowseError):
        browse.list_faq(fixture_connection, kind="erratum")


def test_phase_chart_places_player_windows_where_the_chart_text_prints_them(fixture_connection):
    chart = browse.timing_chart(fixture_connection, "ahlcg/phase-sequence")
    assert chart.title == "Phase Sequence Timing Chart"
    assert chart.citation == "Rules Reference, page 23, lines 2682–2758"
    assert shape(chart.nodes) == [
        "phase I", "  step 1.1", "  step 1.2", "  window", "  step 1.3",
        "phase II", "  step 2.1", "  step 2.2", "    window", "    step 2.2.1", "  window",
    ]
    first = chart.nodes[0]
    assert first.label == "Mythos phase (skip during first round of game)"
    assert first.children[0].label == "Round begins. Mythos phase begins."  # the chart's words
    assert first.children[0].title == "Mythos phase begins"  # the rule's title
    assert chart.windows_note


def test_skill_test_chart(fixture_connection):
    chart = browse.timing_chart(fixture_connection, "ahlcg/skill-test")
    assert shape(chart.nodes) == ["step ST.1", "window", "step ST.2", "window", "step ST.3"]


def test_elder_sign_sequence_in_meta_order(fixture_connection):
    chart = browse.timing_chart(fixture_connection, "elder-sign/midnight")
    assert chart.title == "Midnight" and chart.game == "elder-sign"
    assert [(n.number, n.title) for n in chart.nodes] == [
        ("1", "Resolve “At Midnight” Effects"), ("2", "Draw a New Mythos Card"), ("3", "Replenish “Once per Day” Abilities"),
    ]
    assert chart.windows_note is None
    assert [c.id for c in browse.timing_charts(fixture_connection, game="elder-sign")] == ["elder-sign/midnight"]


def test_unknown_chart_and_chart_of(fixture_connection):
    with pytest.raises(browse.ChartNotFound) as error:
        browse.timing_chart(fixture_connection, "ahlcg/nope")
    assert "ahlcg/skill-test" in error.value.available
    chart, node = browse.chart_of(fixture_connection, "ahlcg/rr/st-2")
    assert chart.id == "ahlcg/skill-test" and node.anchor == "n-st-2"
    chart, node = browse.chart_of(fixture_connection, "ahlcg/rr/appendix-ii/skill-test-timing-chart")
    assert chart.id == "ahlcg/skill-test" and node is None
    assert browse.chart_of(fixture_connection, "ahlcg/rr/costs") is None


def test_editions_printed_first_then_the_errata_applied_one(fixture_connection):
    entry = get_entry(fixture_connection, "ahlcg/rr/costs")
    assert [(e.id, e.label) for e in browse.editions(entry)] == [
        ("printed", "Rules Reference, as printed"), ("faq", "With errata applied (Frequently Asked Questions)"),
    ]
    assert browse.shown_edition(entry) == "faq" and browse.default_pair(entry) == ("printed", "faq")


def test_compare_counts_words_and_keeps_only_the_changed_passages(fixture_connection):
    diff = browse.compare(get_entry(fixture_connection, "ahlcg/rr/costs"), "printed", "faq")
    assert not diff.identical
    # +“a player is”; “their owner’s” → “that player’s” (words as \w+ runs: owner’s is two)
    assert (diff.added, diff.removed) == (6, 3)
    assert ("insert", "a player is ") in diff.ops and ("delete", "their owner’s ") in diff.ops
    assert not any("- " in text for _, text in diff.ops)  # list markers are no words


def test_compare_is_on_the_words_a_reader_sees_not_the_markdown():
    bullets = "Intro.\n\n- One rule.\n\n- **Two** rules."
    running = "Intro.\n\nOne rule.\n\nTwo rules."
    assert [op for op, _ in word_diff(reading_text(bullets), reading_text(running))] == ["equal"]
    long = " ".join(f"w{i}" for i in range(60))
    ops = elide([("equal", long + " "), ("insert", "new "), ("equal", long)], context=3)
    assert ops[0] == ("gap", "…") and ops[1] == ("equal", "w57 w58 w59 ") and ops[-1] == ("gap", "…")
    assert elide([("equal", long)]) == []  # nothing changed: no passage


def test_changed_spans_mark_words_never_markdown():
    text = "Intro.\n\n- When a player is exhausting cards.\n\n- Other."
    spans = browse.changed_spans("Intro.\n\n- When exhausting cards.\n\n- Other.", text)
    assert [text[a:b] for a, b in spans] == ["a player is"]
    added = "x\n\n- a **b** c"
    assert [added[a:b] for a, b in browse.changed_spans("x", added)] == ["a", "b", "c"]


def test_search_page_names_the_entry_and_filters_by_kind(fixture_connection):
    page = browse.search_page(fixture_connection, "Costs")
    assert page.best.key == "ahlcg/rr/costs" and page.matched_by == "title"
    assert "ahlcg/rr/costs" in page.attachments
    rulings = browse.search_page(fixture_connection, "costs", kind="ruling")
    assert {r.kind for r in rulings.results} == {"ruling"}
    assert rulings.best is None  # the entry named is not a ruling
    typo = browse.search_page(fixture_connection, "Cosst")
    assert typo.best.key == "ahlcg/rr/costs" and typo.matched_by == "fuzzy"
    with pytest.raises(browse.BrowseError):
        browse.search_page(fixture_connection, "costs", game="chess")


def test_real_phase_chart_has_the_printed_player_windows(connection):
    chart = browse.timing_chart(connection, "ahlcg/phase-sequence")
    lines = shape(chart.nodes)
    assert sum(line.strip() == "window" for line in lines) == 6
    assert [n.number for n in chart.nodes] == ["I", "II", "III", "IV"]
    investigation = chart.nodes[1]
    turn = next(n for n in investigation.children if n.number == "2.2")
    assert [n.type if n.type == "window" else n.number for n in turn.children] == ["window", "2.2.1", "2.2.2"]


def test_real_skill_test_chart(connection):
    chart = browse.timing_chart(connection, "ahlcg/skill-test")
    assert shape(chart.nodes) == [
        "step ST.1", "window", "step ST.2", "window", "step ST.3", "step ST.4", "step ST.5", "step ST.6", "step ST.7", "step ST.8",
    ]


def test_an_attachment_linked_twice_is_listed_once(connection):
    keys = [a.key for a in browse.attachments(connection, ["ahlcg/rr/st-6"])["ahlcg/rr/st-6"]]
    assert len(keys) == len(set(keys))
