"""kb.link.terms: the glossary's terms found at build time from its titles and aliases."""

from __future__ import annotations

from kb.link.terms import action_verb, forms, glossary_terms, inflections, names_of
from kb.model import Entry, Provenance
from kb.store import open_readonly


def entry(key: str, title: str, text: str = "Some rule.", aliases: tuple[str, ...] = (), kind: str = "entry") -> Entry:
    return Entry(f"ahlcg/rr/{key}", title, "ahlcg", kind, text, Provenance("rr", 1, 1), aliases=aliases)


def test_a_title_names_its_parts_without_qualifiers_quotes_or_x():
    assert names_of(entry("exhaust", "Exhaust, Exhausted")) == ["exhaust exhausted", "exhaust", "exhausted"]
    assert names_of(entry("afs", "Automatic Failure/Success")) == ["automatic failure", "automatic success"]
    assert names_of(entry("ki", "Killed/Insane Investigators")) == ["killed investigators", "insane investigators"]
    assert names_of(entry("uses", "Uses (X “type”)")) == ["uses"]
    assert names_of(entry("vengeance", "Vengeance X")) == ["vengeance"]
    assert names_of(entry("tokens", "Tokens, Running out of")) == ["running out of tokens"]
    assert names_of(entry("flood", "Flood Tokens", aliases=("Flood", "Flooded"))) == ["flood tokens", "flood", "flooded"]
    # function words are rules terms, but in every sentence
    assert names_of(entry("a", "A, An")) == [] and names_of(entry("you", "You/Your")) == []
    assert names_of(entry("x", "The letter “X”")) == []


def test_an_action_names_its_verb_and_words_have_their_forms():
    assert action_verb("Engage Action") == "engage" and action_verb("Engagement") is None
    assert inflections("engage") == ["engages", "engaged", "engaging"]
    assert "attacks of opportunity" in forms("attack of opportunity")


def test_terms_are_unambiguous_uncommon_and_printed():
    entries = [
        entry("engage-action", "Engage Action", "“Engage” is an action."),
        entry("move", "Move"), entry("move-action", "Move Action"),
        entry("difficulty-a", "Difficulty (level)"), entry("difficulty-b", "Difficulty (skill tests)"),
        entry("retaliate", "Retaliate", "Retaliate is a keyword. The enemy retaliates."),
        *(entry(f"filler-{n}", f"Filler {n}", "The game goes on.", kind="section") for n in range(10)),
        entry("game", "Game", "The game."),
    ]
    terms = {(t.phrase, t.key.rsplit("/", 1)[-1]) for t in glossary_terms(entries)}
    assert ("engage", "engage-action") in terms and ("engage action", "engage-action") in terms
    assert ("move", "move") in terms and ("move", "move-action") not in terms  # Move is its own entry
    assert not any(phrase == "difficulty" for phrase, _ in terms)  # two entries: ambiguous
    assert ("retaliate", "retaliate") in terms and ("retaliates", "retaliate") in terms
    assert ("retaliated", "retaliate") not in terms  # a form no text prints
    assert not any(key == "game" for _, key in terms)  # in nearly every entry


def test_the_build_stores_the_rules_terms(db_path):
    connection = open_readonly(db_path)
    try:
        terms = dict(connection.execute("select phrase, key from terms where game = 'ahlcg'").fetchall())
    finally:
        connection.close()
    for phrase, key in [
        ("retaliate", "ahlcg/rr/retaliate"), ("hunter", "ahlcg/rr/hunter"), ("surge", "ahlcg/rr/surge"),
        ("peril", "ahlcg/rr/peril"), ("fast", "ahlcg/rr/fast"), ("exhaust", "ahlcg/rr/exhaust-exhausted"),
        ("exhausted", "ahlcg/rr/exhaust-exhausted"), ("engage", "ahlcg/rr/engage-action"),
        ("attacks of opportunity", "ahlcg/rr/attack-of-opportunity"), ("concealed", "ahlcg/glossary/concealed-x"),
    ]:
        assert terms.get(phrase) == key, phrase
    assert "a" not in terms and "you" not in terms and "game" not in terms
