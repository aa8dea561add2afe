"""Story told inside an ability's effect (``narrative.py``): a declarative clause naming no game object is flavour,
kept, never guessed as an effect; an instruction's form (an imperative, a modal, a game noun or amount) never is."""

from __future__ import annotations

import copy

import pytest

from kb.cardtext import parse_card_text
from kb.engine import replay, situation_from_data
from kb.cardtext.lowering import RULES
from kb.cardtext.narrative import narrative

#: One investigator in one location: enough to use an ability of his.
_WORLD = {"game": "ahlcg", "title": "story", "turn": "Roland", "lead": "Roland",
          "investigators": [{"name": "Roland", "location": "Hall", "health": 9, "sanity": 5}],
          "locations": [{"name": "Hall", "clues": 0, "shroud": 2}], "cards": [], "do": [], "choices": []}


@pytest.mark.parametrize("text", [
    "You lure the creature into the dense tree cover, and it becomes tangled",  # two declaratives, unknown verbs
    "You borrow some hounds to track the creatures by scent",
    "You listen to Ashleigh perform",  # a name beside a verb the engine has no effect for
    "You show Daniel the clasp, and he staggers backward, collapsing into a motionless husk",
    "You look behind you",
    "The creature follows you into the mud",  # a subject other than "you"
    "You set a bait using a live animal",  # a game verb ("set aside") on story words only
    '"It\'s only after her!" You throw Lita to Umôrdhoth in order to spare your lives',  # quoted speech opening it
])
def test_a_declarative_clause_naming_no_game_object_is_story(text: str) -> None:
    assert narrative(text, RULES)


@pytest.mark.parametrize("text", [
    "Lure the creature into the dense tree cover",  # an imperative: an instruction's form, whatever its verb
    "You may lure the creature into the fog",  # a modal
    "You cannot lure the creature",  # a negation
    "You lure the enemy into the fog",  # a game noun
    "You borrow 2 hounds",  # an amount
    "You set it aside",  # a game verb with a pronoun object and a particle
    "You defeat Umôrdhoth",  # a game verb on a name
    "You are defeated",  # a game state
    "You lure the creature (it is exhausted)",  # a reminder in parentheses is rules
])
def test_an_instructions_form_is_never_story(text: str) -> None:
    assert not narrative(text, RULES)


def test_a_story_sentence_before_an_instruction_is_the_abilitys_flavour() -> None:
    r = parse_card_text("[fast]: You lure the monster into the rain. Draw 1 card.", type_code="location")
    (a,) = r.abilities
    assert r.gaps == () and a.effects == ({"effect": "draw", "amount": 1},)
    assert dict(a.extra)["flavour"] == ["You lure the monster into the rain"]


@pytest.mark.parametrize("text", ["[action]: You look behind you.", "[fast]: You listen to Ashleigh perform."])
def test_an_ability_whose_only_text_is_story_cannot_initiate_and_says_so(text: str) -> None:
    """[ahlcg/rr/costs] "An ability cannot initiate—and therefore its costs cannot be paid—if the resolution of its
    effect will not change the game state": a story sentence alone changes nothing, so the ability is a gap naming
    that rule (its story kept), never an ability the engine would let be performed for nothing."""
    r = parse_card_text(text, type_code="treachery")
    (gap,) = r.gaps
    assert "its effect would not change the game state, so it cannot initiate" in gap.reason
    assert dict(r.abilities[0].extra)["flavour"] and r.abilities[0].effects == ()


def test_an_imperative_with_a_verb_the_engine_lacks_stays_a_gap() -> None:
    r = parse_card_text("[fast]: Lure the monster into the rain. Draw 1 card.", type_code="location")
    assert [g.text for g in r.gaps] == ["Lure the monster into the rain"]
    assert "flavour" not in dict(r.abilities[0].extra)


def test_a_story_clause_beside_a_key_phrase_leaves_the_phrase_read_and_the_sentence_kept() -> None:
    """Campaign Play: "remember that you …" records the phrase as printed; the story before its semicolon is left to
    the text, kept as the effect's ``text`` for the trace."""
    r = parse_card_text('[action]: Test [combat] (2). If you succeed, he howls like a wolf and tears off through the '
                        'basement; remember that you "released a dangerous patient."', type_code="location")
    (a,) = r.abilities
    (test,) = a.effects
    assert r.gaps == ()
    (kept,) = test["success"]
    assert kept["effect"] == "remember" and kept["memory"] == "you released a dangerous patient"
    assert kept["text"].startswith("he howls like a wolf")


def test_a_resolution_point_after_the_story_is_the_resolution() -> None:
    """"(→R#)" directs the players to that resolution (Act Deck and Agenda Deck), printed after story as alone."""
    r = parse_card_text('[action]: "We are lost!" You run into the night. (→R2)', type_code="enemy")
    (a,) = r.abilities
    assert r.gaps == () and a.effects == ({"effect": "resolution", "to": "R2"},)
    assert dict(a.extra)["flavour"] == ['"We are lost!" You run into the night']


def test_an_ability_with_story_loads_in_the_engine_its_text_quoting_the_story() -> None:
    """The engine has no field for story: the situation's ability carries it in its printed ``text`` (for the
    trace), and the replay runs the resolution it reads."""
    world = copy.deepcopy(_WORLD)
    r = parse_card_text('[action]: "It\'s only after her!" You throw Lita to Umôrdhoth in order to spare your lives. '
                        "(→R3)", name="Umôrdhoth", type_code="enemy")
    (a,) = r.abilities
    world["investigators"][0]["abilities"] = [a.to_situation()]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    trace = replay(situation_from_data(world))
    assert "flavour" not in a.to_situation() and "You throw Lita" in a.to_situation()["text"]
    assert any("R3" in s.text for s in trace.steps)
