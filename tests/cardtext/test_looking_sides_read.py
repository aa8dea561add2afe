"""Looking at a card's facedown side (``looking_sides.py``): "look at" + "the <revealed / other> side" + "of" + a noun
phrase composed as any target — from the rule's shape with other words and real texts."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str):
    result = parse_card_text(text, name="Vault", type_code="location")
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("phrase", "effect", "to"), [
    ("the revealed side of any Catacombs location in play", "look-revealed-side", "a-catacombs-location"),
    ("the revealed side of a Central location", "look-revealed-side", "a-central-location"),
    ("the revealed side of each location", "look-revealed-side", "each-location"),
    ("the other side of any location", "look-other-side", "a-location"),
    # a card's title after "a" / "an" / "any": one of its copies in play, chosen
    ("the revealed side of an Exhibit Hall in play", "look-revealed-side", "one-of:copies-of:Exhibit Hall"),
    ("the other side of a Masked Carnevale-Goer at any location", "look-other-side",
     "one-of:copies-of:Masked Carnevale-Goer"),
])
def test_the_side_of_a_noun_phrase_is_looked_at(phrase, effect, to):
    got, gaps = _read(f"[action]: Look at {phrase}.")
    assert got == [{"effect": effect, "to": to}] and gaps == []


def test_inside_a_tests_result():
    """Candlelit Tunnels / Catacombs Docent: "If you succeed, look at the revealed side of any Catacombs location in
    play" — the look is the test's success."""
    got, gaps = _read("[action]: Test [intellect] (3) to read an ancient sign. If you succeed, look at the revealed "
                      "side of any Catacombs location in play. (Group limit once per game.)")
    assert gaps == [] and got[0]["success"] == [{"effect": "look-revealed-side", "to": "a-catacombs-location"}]


@pytest.mark.parametrize("phrase", [
    "the unrevealed side of a Central location",  # no effect for it
    "this side of a Central location",
    "the other side of each enemy at any location",  # a place no selector names
])
def test_other_sides_and_unnamed_things_are_refused(phrase):
    got, gaps = _read(f"[action]: Look at {phrase}.")
    assert got == [] and gaps == [f"Look at {phrase}"]


def test_the_top_cards_of_a_deck_keep_their_own_reading():
    got, _ = _read("[action]: Look at the top 3 cards of your deck.")
    assert got == [{"effect": "look-top", "amount": 3}]


def test_two_things_looked_at_are_the_players_choice():
    """Security Office: "Look at the revealed side of an Exhibit Hall in play, or the top card of the Exhibit deck" —
    "look at" said once (``elided_verb.py``), the second a deck of its scenario's top card."""
    got, gaps = _read("[action] [action]: Look at the revealed side of an Exhibit Hall in play, or the top card of the "
                      "Exhibit deck. (Limit once per turn.)")
    assert gaps == [] and [e["effect"] for e in got[0]["effects"]] == ["look-revealed-side", "look-top"]
    assert got[0]["effects"][1]["find"] == {"traits": ["Exhibit"]}


@pytest.mark.parametrize(("text", "options"), [
    ("Look at the top card of the encounter deck, or the top card of your deck.",
     [{"effect": "look-top", "deck": "encounter"}, {"effect": "look-top"}]),
    ("Discover 1 clue at your location, or a connecting location.", None),  # "Discover a connecting location": no
])
def test_an_option_with_its_verb_left_out(text, options):
    got, gaps = _read(f"[action]: {text}")
    if options is not None:
        assert gaps == [] and got == [{"effect": "either", "effects": options, "text": text.rstrip(".")}]
    else:  # an option that does not read keeps the clause's refusal
        assert got == [] and gaps
