"""Moving tokens between holders, enemies toward a location or an investigator, and disengaging (Rules Reference:
Move; Hunter; Enemy Engagement)."""

from __future__ import annotations

import copy

import pytest

from kb.engine import SituationError, situation_from_data
from tests.engine.conftest import WORLD, texts


def _ability(world, effects, *, cards=()):
    """Roland activates Relic, an asset whose action ability is ``effects``; ``cards`` are added to the board."""
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "horror": 2, "uses": 3,
                       "abilities": [{"kind": "action", "effects": effects}]}, *cards]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    return world


def _line(world):
    """Hall – Attic – Cellar – Parlor: a line of four locations, Roland and Agnes in the Hall."""
    world["locations"] = [
        {"name": "Hall", "connections": ["Attic"], "clues": 2, "shroud": 2},
        {"name": "Attic", "connections": ["Hall", "Cellar"], "clues": 1, "shroud": 1},
        {"name": "Cellar", "connections": ["Attic", "Parlor"], "clues": 0, "shroud": 1},
        {"name": "Parlor", "connections": ["Cellar"], "clues": 0, "shroud": 1},
    ]
    return world


def _ghoul(name, location, **more):
    card = {"name": name, "type": "enemy", "location": location, "fight": 2, "health": 3, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, "traits": ["Ghoul"], **more}
    return {k: v for k, v in card.items() if v is not None}


# -- Move: game elements moved from one card to another ----------------------------------------------

def test_move_tokens_takes_them_off_one_holder_and_puts_them_on_another(world, run):
    """Move: "Game elements (tokens or cards) may also be moved by card abilities from one card to another"."""
    trace = run(_ability(world, [{"effect": "move-tokens", "tokens": "horror", "amount": 1, "from": "self",
                                  "to": "Roland"}]))
    assert trace.final_state["cards"]["Relic"]["horror"] == 1
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
    assert any("1 horror moved from Relic to Roland" in t for t in texts(trace))


def test_move_tokens_without_an_amount_moves_all_and_from_each_holder_picked(world, run):
    cards = [_ghoul("Cultist A", "Attic", doom=2, traits=["Cultist"]), _ghoul("Cultist B", "Attic", doom=1,
                                                                             traits=["Cultist"]),
             {"name": "The Agenda", "type": "agenda", "threshold": 10}]
    trace = run(_ability(world, [{"effect": "move-tokens", "tokens": "doom", "from": "each-cultist-enemy-in-play",
                                  "to": "current-agenda"}], cards=cards))
    state = trace.final_state["cards"]
    assert (state["Cultist A"]["doom"], state["Cultist B"]["doom"], state["The Agenda"]["doom"]) == (0, 0, 3)


def test_move_tokens_moves_as_many_as_there_are(world, run):
    """Effects: as much as possible is resolved — moving 3 resources from a pool of 2 moves the 2."""
    world["investigators"][1]["resources"] = 2
    trace = run(_ability(world, [{"effect": "move-tokens", "tokens": "resources", "amount": 3, "from": "Agnes",
                                  "to": "you"}]))
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 0
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7
    assert any("only 2 there: as many as possible" in t for t in texts(trace))


def test_horror_moved_onto_an_investigator_can_defeat_him(world, run, find):
    """Horror moved onto an investigator is on him: at his sanity he is defeated (Defeat)."""
    world["investigators"][0]["horror"] = 4
    trace = run(_ability(world, [{"effect": "move-tokens", "tokens": "horror", "amount": 1, "from": "self",
                                  "to": "you"}]))
    assert find(trace, "1 horror moved from Relic to Roland") < find(trace, "defeated")


def test_a_situation_removes_only_clues_doom_uses_or_resources(world):
    """Damage and horror are placed (not dealt) but never removed by ``remove-tokens``: taking them off is healing."""
    world = _ability(world, [{"effect": "remove-tokens", "tokens": "horror", "amount": 1}])
    with pytest.raises(SituationError, match="move-tokens"):
        situation_from_data(world)


# -- an enemy moved toward a location or an investigator ---------------------------------------------

def test_an_enemy_moves_one_connection_at_a_time_along_the_shortest_path_toward_a_location(world, run, find):
    """Move: unless otherwise specified, a moving entity moves to a connecting location; "N locations toward X"
    is N such moves, each along the shortest path (Hunter, Nearest)."""
    world = _line(world)
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "each-unengaged-ghoul-enemy-in-play",
                                  "toward": "Parlor", "amount": 2}], cards=[_ghoul("Ghoul", "Attic")]))
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Parlor"
    assert find(trace, "Ghoul moves from Attic to Cellar") < find(trace, "Ghoul moves from Cellar to Parlor")


def test_an_enemy_moved_toward_you_engages_where_it_meets_you_and_moves_no_further(world, run, find):
    """Enemy Engagement: a ready unengaged enemy at an investigator's location engages at once; engaged, it is in
    a threat area and the rest of the move does not happen."""
    world = _line(world)
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "Ghoul", "toward": "you", "amount": 3}],
                         cards=[_ghoul("Ghoul", "Cellar")]))
    assert find(trace, "Ghoul moves from Attic to Hall") < find(trace, "Ghoul is placed in Roland's threat area")
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Roland"
    assert not any("Ghoul moves from Hall" in t for t in texts(trace))


def test_an_engaged_enemy_is_not_moved_toward_anything(world, run):
    world = _line(world)
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "each-ghoul-enemy-in-play", "toward": "Parlor"}],
                         cards=[_ghoul("Ghoul", None, engaged="Roland")]))
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Roland"


def test_an_enemy_already_there_does_not_move(world, run):
    world = _line(world)
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "Ghoul", "toward": "Parlor"}],
                         cards=[_ghoul("Ghoul", "Parlor")]))
    assert any("Ghoul does not move toward Parlor: it is there already" in t for t in texts(trace))


# -- disengaging ----------------------------------------------------------------------------------

def test_a_ready_enemy_disengaged_engages_again_at_once(world, run, find):
    """Enemy Engagement: any time a ready unengaged enemy is at an investigator's location, it engages."""
    trace = run(_ability(world, [{"effect": "disengage"}], cards=[_ghoul("Ghoul", None, engaged="Roland")]))
    assert find(trace, "Ghoul disengages from Roland") < find(trace, "Ghoul is placed in Roland's threat area")


def test_disengaging_and_moving_in_one_effect_leaves_the_enemies_behind(world, run, find):
    """"Disengage from each enemy engaged with you and move to a connecting location": the enemies stay where the
    investigator was, unengaged (Agnes, still there, is engaged instead)."""
    world["investigators"][1]["location"] = "Attic"
    trace = run(_ability(world, [{"effect": "disengage", "to": "a-connecting-location"}],
                         cards=[_ghoul("Ghoul", None, engaged="Roland", exhausted=True)]))
    state = trace.final_state
    assert state["investigators"]["Roland"]["location"] == "Attic"
    assert state["cards"]["Ghoul"]["location"] == "Hall" and state["cards"]["Ghoul"]["engaged"] is None
    assert find(trace, "Ghoul disengages from Roland") < find(trace, "Roland moves from Hall to Attic")


def test_a_composed_location_selector_picks_only_a_location_with_every_state(world, run):
    """"Move to a revealed location with no enemies": the unrevealed Cellar and the Attic, where a ghoul is, do
    not qualify."""
    world = _line(world)
    world["locations"][2]["revealed"] = False
    trace = run(_ability(world, [{"effect": "move", "to": "a-revealed-location-with-no-enemies"}],
                         cards=[_ghoul("Ghoul", "Attic", exhausted=True)]))
    assert trace.final_state["investigators"]["Roland"]["location"] == "Parlor"


def test_an_investigator_is_never_moved_to_the_location_he_is_at(world, run):
    """Move: "When an entity … moves, it cannot move to its same (current) placement"."""
    trace = run(_ability(world, [{"effect": "move", "to": "a-revealed-location"}]))
    assert trace.final_state["investigators"]["Roland"]["location"] == "Attic"


# -- triggering conditions on moves --------------------------------------------------------------

def test_an_enemy_moved_by_its_hunter_keyword_is_an_enemy_move_via_hunter_and_one_moved_by_an_effect_is_not(world,
                                                                                                         run, find):
    """Hunter (3.2): "After X moves from the hunter keyword" answers the keyword's move, not a card's."""
    world = _line(world)
    after = {"kind": "forced", "timing": "after", "trigger": {"event": "enemy-moves", "what": "self", "via": "hunter"},
             "effects": [{"effect": "place-tokens", "tokens": "doom", "amount": 1, "to": "current-agenda"}]}
    hunter = {**_ghoul("Ghoul", "Cellar"), "keywords": ["hunter"], "abilities": [after]}
    world.pop("turn", None)
    world.update({"start": "3.1", "until": "3.2",
                  "cards": [hunter, {"name": "The Agenda", "type": "agenda", "threshold": 10}]})
    hunted = run(world)
    assert find(hunted, "Ghoul moves from Cellar to Attic") < find(hunted, "Ghoul [forced]")
    moved = run(_ability(_line(copy.deepcopy(WORLD)),
                         [{"effect": "move-enemy", "enemy": "Ghoul", "toward": "you"}],
                         cards=[{**hunter, "location": "Cellar"}]))
    assert any("Ghoul moves from Cellar to Attic" in t for t in texts(moved))
    assert not any("Ghoul [forced]" in t for t in texts(moved))


def test_leaving_the_bearer_location_is_a_move_whose_source_is_that_location(world, run, find):
    """"When you move out of this location": the move that leaves it (Move: it leaves one location and enters
    another simultaneously)."""
    world["locations"][0]["abilities"] = [{"kind": "forced", "timing": "after",
                                           "trigger": {"event": "move", "who": "you", "source": "this-location"},
                                           "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


# -- an enemy's constant ability governing the investigators engaged with it -------------------------

def test_an_enemy_constant_governs_only_the_investigators_engaged_with_it(world, run):
    """"While you are engaged with Grappling Horror, you cannot gain resources": Roland, engaged with it, gains
    none; Agnes, at the same location but not engaged with it, gains hers."""
    horror = {**_ghoul("Grappling Horror", None, engaged="Roland"),
              "abilities": [{"kind": "constant", "cannot": True,
                             "applies-to": {"event": "gain-resources", "who": "investigator-engaged-with-self"}}]}
    world["cards"] = [horror]
    world["do"] = [{"who": "Roland", "action": "resource"}]
    roland = run(world).final_state["investigators"]["Roland"]
    assert roland["resources"] == 5
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "action": "resource"}]
    assert run(world).final_state["investigators"]["Agnes"]["resources"] == 4


def test_an_enemy_entering_the_bearer_location_is_an_enemy_move_to_it(world, run, find):
    """Move: an entity that moves enters the new location — "After an enemy enters this location" answers an
    enemy's move whose `to` is that location, not one that leaves it."""
    world = _line(world)
    world["locations"][1]["abilities"] = [{"kind": "forced", "timing": "after",
                                           "trigger": {"event": "enemy-moves", "what": "enemy", "to": "this-location"},
                                           "effects": [{"effect": "place-tokens", "amount": 1, "to": "self"}]}]
    away = run(_ability(copy.deepcopy(world), [{"effect": "move-enemy", "enemy": "Ghoul", "toward": "Parlor"}],
                        cards=[_ghoul("Ghoul", "Attic", exhausted=True)]))
    assert away.final_state["locations"]["Attic"]["clues"] == 1
    into = run(_ability(world, [{"effect": "move-enemy", "enemy": "Ghoul", "toward": "you"}],
                        cards=[_ghoul("Ghoul", "Cellar", exhausted=True)]))
    assert find(into, "Ghoul moves from Cellar to Attic") < find(into, "Attic [forced]")
    assert into.final_state["locations"]["Attic"]["clues"] == 2


def test_a_move_into_a_location_an_enemy_cannot_enter_does_not_happen(world, run):
    """Hunter: "If a hunter enemy would be compelled to a location to which the move is blocked by a card
    ability, the enemy does not move" — likewise a move by an effect (Cannot)."""
    world = _line(world)
    world["locations"][1]["abilities"] = [{"kind": "constant", "cannot": True,
                                           "applies-to": {"event": "enemy-moves", "what": "enemy",
                                                          "to": "this-location"}}]
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "Ghoul", "toward": "you"}],
                         cards=[_ghoul("Ghoul", "Cellar")]))
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Cellar"
    assert any("Ghoul moves to Attic cannot happen" in t for t in texts(trace))


def test_a_composed_filter_without_a_trait_matches_only_the_enemies_lacking_it(world, run):
    """"Non-Elite enemies cannot move into this location" (``non-elite-enemy``): the Elite enemy moves in, the
    other does not."""
    world = _line(world)
    world["locations"][1]["abilities"] = [{"kind": "constant", "cannot": True,
                                           "applies-to": {"event": "enemy-moves", "what": "non-elite-enemy",
                                                          "to": "this-location"}}]
    cards = [_ghoul("Ghoul", "Cellar", exhausted=True), _ghoul("Priest", "Cellar", exhausted=True,
                                                              traits=["Ghoul", "Elite"])]
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "each-ghoul-enemy-in-play", "toward": "you"}],
                         cards=cards))
    state = trace.final_state["cards"]
    assert (state["Ghoul"]["location"], state["Priest"]["location"]) == ("Cellar", "Attic")


def test_an_enemy_moved_toward_the_nearest_investigator_reckons_nearest_as_the_hunter_keyword_does(world, run, find):
    """Nearest: Agnes (one connection away) is nearer to the ghoul in the Cellar than Roland (two away)."""
    world = _line(world)
    world["investigators"][1]["location"] = "Parlor"
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "Ghoul", "toward": "nearest-investigator"}],
                         cards=[_ghoul("Ghoul", "Cellar", exhausted=True)]))
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Parlor"


def test_resolving_an_enemy_hunter_keyword_by_an_effect_moves_it_as_3_2_does(world, run, find):
    """Hunter: the ready, unengaged enemy moves one connection toward the nearest investigator — a move via the
    hunter keyword; an exhausted one does not move."""
    world = _line(world)
    trace = run(_ability(world, [{"effect": "hunt", "enemy": "each-ghoul-enemy-in-play"}],
                         cards=[_ghoul("Ghoul", "Cellar"), _ghoul("Tired", "Parlor", exhausted=True)]))
    state = trace.final_state["cards"]
    assert (state["Ghoul"]["location"], state["Tired"]["location"]) == ("Attic", "Parlor")
    assert find(trace, "Ghoul moves from Cellar to Attic, one connection along the shortest path") > 0
    assert any("Tired is exhausted: its hunter keyword moves only a ready, unengaged enemy" in t for t in texts(trace))


def test_a_location_of_a_trait_is_picked_by_its_traits(world, run):
    """"Move to a Central location": only a location with that trait qualifies (the Parlor)."""
    world = _line(world)
    world["locations"][3]["traits"] = ["Central"]
    trace = run(_ability(world, [{"effect": "move", "to": "a-central-location"}]))
    assert trace.final_state["investigators"]["Roland"]["location"] == "Parlor"


def test_an_enemy_entering_a_location_without_a_trait_triggers_and_one_entering_a_location_with_it_does_not(world,
                                                                                                         run):
    """"When Swamp Leech enters a non-Bayou location": the move into the Attic (Bayou) does not trigger it; into
    the Hall (no trait) it does."""
    world = _line(world)
    world["locations"][1]["traits"] = ["Bayou"]
    leech = {**_ghoul("Leech", "Cellar", exhausted=True),
             "abilities": [{"kind": "forced", "timing": "after",
                            "trigger": {"event": "enemy-moves", "what": "self", "to": "non-bayou-location"},
                            "effects": [{"effect": "discard", "to": "self"}]}]}
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "Leech", "toward": "you", "amount": 2}],
                         cards=[leech]))
    texts_ = texts(trace)
    at_attic = next(k for k, t in enumerate(texts_) if "Leech moves from Cellar to Attic" in t)
    at_hall = next(k for k, t in enumerate(texts_) if "Leech moves from Attic to Hall" in t)
    assert not any("Leech [forced]" in t for t in texts_[at_attic:at_hall])
    assert any("Leech [forced]" in t for t in texts_[at_hall:])


def test_a_move_by_an_encounter_card_effect_is_one_via_encounter_and_a_player_card_move_is_not(world, run):
    """"After you are moved by an encounter card effect": a location's ability moving you triggers it (``via:
    encounter``, which a card effect's filter also matches); the move action does not."""
    watcher = {"name": "Compass", "type": "asset", "controller": "Roland",
               "abilities": [{"kind": "forced", "timing": "after",
                              "trigger": {"event": "move", "who": "you", "via": "encounter"},
                              "effects": [{"effect": "gain-resources", "amount": 1}]}]}
    world["locations"][0]["abilities"] = [{"kind": "action", "effects": [{"effect": "move", "to": "Attic"}]}]
    world["cards"] = [watcher]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    assert run(world).final_state["investigators"]["Roland"]["resources"] == 6
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    assert run(world).final_state["investigators"]["Roland"]["resources"] == 5


def test_you_cannot_leave_a_location_until_the_end_of_the_round(world, run):
    """"After you enter Attic: for the remainder of the round, you cannot leave Attic": the lasting effect's "Attic"
    is the card that established it (not the investigator it is on); the move out of it cannot happen."""
    world["locations"][1]["abilities"] = [{"kind": "forced", "timing": "after",
                                           "trigger": {"event": "move", "who": "you", "what": "self"},
                                           "effects": [{"effect": "lasting", "duration": "until-end-of-round",
                                                        "cannot": True,
                                                        "applies-to": {"event": "move", "source": "self",
                                                                       "who": "you"}}]}]
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}, {"who": "Roland", "action": "move", "to": "Hall"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["location"] == "Attic"
    assert any("cannot" in t and "Hall" in t for t in texts(trace))
