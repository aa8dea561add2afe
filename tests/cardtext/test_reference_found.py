"""The rule of reference (``reference.py``) for the one card an effect found ("Discard cards from the top of the
encounter deck until an enemy is discarded"): the engine binds the card the repetition stopped at as ``chosen``
(``reference.FINDS_BOUND``, ``effects/picked.bind_found``), so a later "that enemy" / "it" names it where it lies;
"spawn that enemy here / at X" spawns it (``found_spawn.py``). A choice in an "Otherwise" is remembered the same
way as one in a sentence of its own."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.model import NotParsed
from kb.cardtext.reference import refer, remember
from kb.cardtext.vocabulary import Context

UNTIL_ENEMY = {"effect": "discard-top", "deck": "encounter", "find": {"type": "enemy"}}


def _read(text: str, name: str = "Test Card", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


def test_the_card_a_repetition_found_is_a_bound_referent_named_as_chosen():
    ctx = remember(Context(kind="revelation"), [UNTIL_ENEMY])
    assert refer(["that", "enemy"], ctx) == "chosen"
    assert refer(["it"], ctx) == "chosen"
    assert ctx.chosen == "enemy"


def test_a_location_found_is_named_by_that_location_not_that_enemy():
    ctx = remember(Context(kind="revelation"), [{**UNTIL_ENEMY, "find": {"type": "location"}}])
    assert refer(["that", "location"], ctx) == "chosen"
    assert refer(["that", "enemy"], ctx) != "chosen"


def test_one_found_in_each_investigators_deck_stays_refused():
    ctx = remember(Context(kind="revelation"), [{**UNTIL_ENEMY, "deck": None, "who": "each-investigator"}])
    with pytest.raises(NotParsed, match="picked by an earlier choice"):
        refer(["that", "enemy"], ctx)


@pytest.mark.parametrize(("text", "type_code", "to"), [
    # Dimensional Gap: "here" on a location, the parenthesis saying what the place overrides
    ("[reaction] After you enter @self: Discard cards from the top of the encounter deck until an enemy is discarded. "
     "Spawn that enemy here (instead of its normal spawn location).", "location", "self"),
    # the same frame with a place after "at", on a treachery
    ("Revelation - Discard cards from the top of the encounter deck until an enemy is discarded. Spawn it at your "
     "location.", "treachery", "your-location"),
])
def test_spawn_that_enemy_after_a_repetition_spawns_the_one_found(text, type_code, to):
    effects, gaps = _read(text, type_code=type_code)
    assert not gaps
    assert effects[-1] == {"effect": "spawn", "card": "chosen", "to": to}


def test_here_on_a_card_that_is_no_location_is_refused():
    _, gaps = _read("Revelation - Discard cards from the top of the encounter deck until an enemy is discarded. "
                    "Spawn that enemy here.")
    assert any("'here'" in reason for _, reason in gaps)


def test_a_choice_in_an_otherwise_is_what_that_enemy_names_after_it():
    """Altered Beast: "If there are no X enemies in play, @self gains surge. Otherwise, choose an X enemy. Deal 1
    damage to that enemy": the choice of the "otherwise" is the referent."""
    effects, gaps = _read("Revelation - If there are no [[Abomination]] enemies in play, @self gains surge. Otherwise, "
                          "choose an [[Abomination]] enemy. Deal 1 damage to that enemy.")
    assert not gaps
    assert effects[0]["otherwise"][0]["effect"] == "choose"
    assert effects[-1] == {"effect": "deal-damage", "amount": 1, "to": "chosen"}


def test_a_test_result_is_remembered_for_the_sentences_after_it():
    """Deadly Fate's shape: the repetition in "If you fail, …" is what "that enemy" names in the next sentence; the
    parenthesised area is the attack's own "from" ("that enemy attacks you (from the discard pile)":
    ``reminder_area.py``) and the condition on what it did takes the sentence before as its "otherwise"."""
    effects, gaps = _read("Revelation - Test [willpower] (3). If you fail, discard cards from the top of the "
                          "encounter deck until an enemy is discarded. You must either draw that enemy, or that enemy "
                          "attacks you <i>(from the discard pile)</i>. If no enemy is discarded, take 1 horror instead.")
    assert not gaps
    fail = effects[0]["fail"]
    assert fail[0] == UNTIL_ENEMY
    either = fail[1]["otherwise"][0]
    assert either["effects"] == [{"effect": "draw-card", "to": "chosen"},
                                 {"effect": "enemy-attacks", "enemy": "chosen", "discard-pile": True}]


@pytest.mark.parametrize("text", [
    "Revelation - Ghoul attacks you (from the victory display).",  # not a discard pile: a reminder read apart
    "Revelation - Ghoul attacks you (from the discard pile, then discard it).",  # more than an area
])
def test_another_parenthesis_after_an_attack_is_not_its_area(text):
    effects, gaps = _read(text)
    assert gaps and not any(e.get("discard-pile") for e in effects)


@pytest.mark.parametrize(("text", "last"), [
    # Wormhole: the possessive of the demonstrative, then a move to it
    ("Revelation - Discard cards from the top of the encounter deck until a location is discarded. Resolve that "
     "location's 'revelation' ability, then move to that location.", {"effect": "move", "to": "chosen", "then": True}),
    # the pronoun's possessive after a choice, as before
    ("Revelation - Choose a location discarded by this effect and resolve its 'revelation' ability.",
     {"effect": "resolve-revelation", "to": "chosen"}),
])
def test_the_revelation_of_the_card_found_or_chosen_is_resolved(text, last):
    effects, gaps = _read(text)
    assert not gaps
    assert {"effect": "resolve-revelation", "to": "chosen"} in effects and effects[-1] == last


def test_the_revelation_of_a_card_neither_found_nor_chosen_is_refused():
    _, gaps = _read("Revelation - Resolve that location's 'revelation' ability.")
    assert gaps


def test_the_chosen_enemy_of_a_designated_evasion_is_the_enemy_tested():
    """Stealth: "Evade. The chosen enemy gets -2 evade for this evasion attempt": with no choice before it, the enemy
    chosen is the action's target, the one the test is made against (``tested-enemy``)."""
    effects, _ = _read("[action] Exhaust @self: <b>Evade.</b> The chosen enemy gets -2 evade for this evasion attempt.",
                       type_code="asset")
    assert effects[-1]["to"] == "tested-enemy" and effects[-1]["difficulty-modifier"] == -2
