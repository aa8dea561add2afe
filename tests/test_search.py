"""Search as a player uses it: identifiers, jargon, typos, questions, and hostile input."""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kb.search
from kb.lookup import EntryNotFound, resolve_key
from kb.search import run_search, search
from kb.search.query import JARGON_FILE, identifier_keys
from kb.tokens import stem


def top(connection, query, n=3, **filters):
    return [r.key for r in search(connection, query, limit=n, **filters)]


@pytest.mark.parametrize(
    ("query", "key"),
    [
        ("AoO", "ahlcg/rr/attack-of-opportunity"),
        ("tentacle", "ahlcg/rr/automatic-failure-success"),
        ("ST.6", "ahlcg/rr/st-6"),
        ("st6", "ahlcg/rr/st-6"),
        ("2.2.1", "ahlcg/rr/2-2-1"),
        ("atack of oportunity", "ahlcg/rr/attack-of-opportunity"),
        ("can I commit to someone else's test", "ahlcg/rr/st-2"),
        ("exhausting", "ahlcg/rr/exhaust-exhausted"),
    ],
)
def test_the_answer_is_in_the_top_three(connection, query, key):
    assert key in top(connection, query)


def test_identifiers_name_entries():
    assert identifier_keys("ST.6") == ["ahlcg/rr/st-6"]
    assert identifier_keys("st 6") == ["ahlcg/rr/st-6"]
    assert identifier_keys("what is 3.2?") == ["ahlcg/rr/3-2"]
    assert identifier_keys("FAQ 1.4") == ["ahlcg/faq/1-4"]
    assert identifier_keys("see (2.1)") == ["ahlcg/faq/2-1"]
    assert identifier_keys("version 1.4.2") == []


def test_correction_is_reported(connection):
    response = run_search(connection, "atack of oportunity")
    assert response.corrected_query == "attack of opportunity"


def test_an_inflection_of_an_indexed_word_is_not_corrected(connection):
    # "readying" is not in the rules' text, but "ready" is: it is no typo of "reading"
    response = run_search(connection, "readying cards in upkeep")
    assert response.corrected_query is None
    assert "ahlcg/rr/4-3" in [r.key for r in response.results]


def test_plural_and_singular_are_the_same_word():
    assert stem("enemies") == stem("enemy") == "enemy"
    assert stem("readies") == stem("readied") == stem("ready")
    assert stem("dice") == stem("die") and stem("ties") == stem("tie")


def test_jargon_is_reported(connection):
    assert run_search(connection, "AoO").understood == ["aoo → attack of opportunity"]


def test_game_filter(connection):
    assert {r.game for r in search(connection, "doom", game="ahlcg")} == {"ahlcg"}
    assert {r.game for r in search(connection, "doom", game="elder-sign")} == {"elder-sign"}


def test_midnight_in_elder_sign_finds_midnight_first(connection):
    assert search(connection, "midnight", game="elder-sign", limit=1)[0].key == "elder-sign/rules/midnight"


def test_a_word_both_games_use_shows_both_games(connection):
    assert {r.game for r in search(connection, "doom", limit=10)} == {"ahlcg", "elder-sign"}


def test_every_jargon_key_exists(connection):
    keys = {k for term in tomllib.loads(JARGON_FILE.read_text())["term"] for k in term.get("keys", [])}
    known = {row[0] for row in connection.execute("select key from entries")}
    assert sorted(keys - known) == sorted(k for k in keys - known if k.startswith("ahlcg/faq/"))


def test_snippets_highlight_matched_words(connection):
    assert "«opportunity»" in search(connection, "attack of opportunity", limit=1)[0].snippet


def test_snippets_highlight_plurals_and_irregular_forms(connection):
    # the Elder Sign entry on rolling speaks of "dice"; the query says "die"
    snippets = " ".join(r.snippet for r in search(connection, "rolling the die", game="elder-sign", limit=3))
    assert "«dice»" in snippets
    assert "«enemies»" in " ".join(r.snippet for r in search(connection, "enemy", limit=10))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=300))
def test_arbitrary_strings_never_raise(connection, query):
    response = run_search(connection, query)
    assert isinstance(response.results, list)


def test_a_word_of_very_many_entries_is_left_to_ranking_in_the_any_word_query(connection, monkeypatch):
    # "card" is in about 350 entries; with the limit at 100 it counts as a word of very many entries
    # (as words do in a corpus 100x larger), so the any-word query looks for "surge" alone.

    monkeypatch.setattr(kb.search, "MAX_ANY_WORD_ENTRIES", 100)
    sent: list[str] = []
    connection.set_trace_callback(sent.append)
    try:
        results = search(connection, "card surge", limit=3)
    finally:
        connection.set_trace_callback(None)
    matches = [sql for sql in sent if "match" in sql]
    assert any("'\"card\" AND \"surge\"'" in sql for sql in matches)
    assert any("'\"surge\"'" in sql for sql in matches)
    assert not any("OR" in sql and "card" in sql for sql in matches)
    assert results[0].key == "ahlcg/rr/surge"


def test_a_near_miss_title_is_looked_for_among_the_keys_given(connection):
    assert resolve_key(connection, "atack of oportunity") == ("ahlcg/rr/attack-of-opportunity", "fuzzy")
    assert resolve_key(connection, "atack of oportunity", fuzzy_among=["ahlcg/rr/attack-of-opportunity"])[0] == "ahlcg/rr/attack-of-opportunity"
    with pytest.raises(EntryNotFound):
        resolve_key(connection, "atack of oportunity", fuzzy_among=["ahlcg/rr/surge", "no/such/key"])
    # exact titles are found whatever the candidates
    assert resolve_key(connection, "Surge", fuzzy_among=[]) == ("ahlcg/rr/surge", "title")


def test_the_time_a_question_is_set_in_counts_less_than_what_it_asks_about(connection):
    """"during the mythos phase" says when; "play an event" is what is asked: the entry about event
    cards is among the first three, above the mythos phase's own entries' steps it is not about."""
    from kb.search.query import plan_query
    from kb.search import Vocabulary

    plan = plan_query("can I play an event during the mythos phase", Vocabulary.of(connection))
    assert [c.said for c in plan.concepts if c.context] == ["during", "mythos", "phase"]
    assert "ahlcg/rr/event-cards" in top(connection, "can I play an event during the mythos phase")
    # a query that opens with the time is about it: nothing is context
    opened = plan_query("during the mythos phase", Vocabulary.of(connection))
    assert not any(c.context for c in opened.concepts)
    assert top(connection, "during the mythos phase", 1) != ["ahlcg/rr/event-cards"]


def test_a_ruling_comes_after_the_rule_it_is_shown_attached_to_when_that_rule_holds_the_query(connection):
    """"run out of cards": FAQ 1.13 (shuffling into an empty deck) is attached to Drawing Cards,
    which holds the whole query (its "empty investigator deck" rule): the rule first."""
    results = search(connection, "what happens when I run out of cards", limit=5)
    keys = [r.key for r in results]
    assert "ahlcg/rr/drawing-cards" in keys[:3]
    assert keys.index("ahlcg/rr/drawing-cards") < keys.index("ahlcg/faq/1-13")
    drawing = next(r for r in results if r.key == "ahlcg/rr/drawing-cards")
    assert "FAQ 1.13" in drawing.attached
    scores = [r.score for r in results]
    assert scores == sorted(scores, reverse=True)  # the move is in the score, and explained
    assert "after_its_entry" in next(r for r in results if r.key == "ahlcg/faq/1-13").explain
