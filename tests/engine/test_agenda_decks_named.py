"""One agenda deck named by its letter (Act Deck and Agenda Deck), in a scenario of two: the "a" deck (agendas 1a,
2a, …) and the "c" deck (1c, 2c, …). "<b>Forced</b> - After 1 or more doom is placed on the "a" agenda deck: Each
investigator at the Outer Wall takes 1 damage." fires for doom placed on the "a" deck's agenda, never the "c" one's;
"[action] Place 1 doom on the current "c" agenda: Heal 2 horror." pays its doom on the "c" deck's agenda."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _ability(text: str, name: str) -> dict:
    result = parse_card_text(text, name=name, type_code="location")
    assert result.gaps == ()
    return result.abilities[0].to_situation()


OUTER_WALL = _ability("<b>Forced</b> - After 1 or more doom is placed on the \"a\" agenda deck: Each investigator at "
                      "the Outer Wall takes 1 damage.", "Outer Wall")
CHOEUR = _ability("[action] Place 1 doom on the current \"c\" agenda: Heal 2 horror. (Group limit once per game).",
                  "Hall")


def _two_decks(world) -> dict:
    world["cards"] = [{"name": "The Tide Rises", "type": "agenda", "number": "1a", "doom": 0, "threshold": 9},
                      {"name": "Let The Storm Rage", "type": "agenda", "number": "1c", "doom": 0, "threshold": 9}]
    return world


def _placing(world, to: str) -> dict:
    world = _two_decks(world)
    world["locations"][1].update({"name": "Outer Wall", "abilities": [OUTER_WALL]})
    world["locations"][0]["connections"] = ["Outer Wall"]
    world["investigators"][1]["location"] = "Outer Wall"
    world["investigators"][0]["hand"] = [{"name": "Rite", "type": "event", "cost": 0,
                                          "effects": [{"effect": "place-doom", "amount": 1, "to": to}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Rite"}]
    return world


def test_doom_placed_on_the_a_deck_triggers_what_waits_for_it(world, run, find):
    trace = run(_placing(world, "The Tide Rises"))
    assert find(trace, "The Tide Rises: doom 0 \u2192 1") < find(trace, "Outer Wall deals 1 damage to Agnes")
    assert trace.final_state["investigators"]["Agnes"]["damage"] == 1


def test_doom_placed_on_the_c_deck_does_not(world, run):
    trace = run(_placing(world, "Let The Storm Rage"))
    assert trace.final_state["cards"]["Let The Storm Rage"]["doom"] == 1
    assert trace.final_state["investigators"]["Agnes"]["damage"] == 0


def test_the_current_c_agenda_is_the_agenda_in_play_of_the_c_deck(world, run, find):
    trace = run(_placing(world, "agenda-deck:c"))
    find(trace, "Let The Storm Rage: doom 0 \u2192 1")
    assert trace.final_state["cards"]["The Tide Rises"]["doom"] == 0


def test_a_cost_placing_doom_on_the_current_c_agenda_pays_it_there(world, run, find):
    world = _two_decks(world)
    world["locations"][0]["abilities"] = [CHOEUR]
    world["investigators"][0]["horror"] = 3
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    trace = run(world)
    assert find(trace, "Let The Storm Rage: doom 0 \u2192 1") < find(trace, "heals 2 horror")
    assert trace.final_state["cards"]["The Tide Rises"]["doom"] == 0
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_a_cost_on_a_deck_with_no_agenda_in_play_cannot_be_paid(world, run, find):
    world["cards"] = [{"name": "The Tide Rises", "type": "agenda", "number": "1a", "doom": 0, "threshold": 9}]
    world["locations"][0]["abilities"] = [CHOEUR]
    world["investigators"][0]["horror"] = 3
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    trace = run(world)
    find(trace, "there is no current \"c\" agenda to place the cost's doom on")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 3


PORTE = _ability("[action] [action]: Move 1 doom from one agenda deck to the other. Then, place 2 clues on Hall <i>(from "
                 "the token bank)</i>.", "Hall")


def _porte(world, choose: str) -> dict:
    world = _two_decks(world)
    world["cards"][0]["doom"] = world["cards"][1]["doom"] = 2
    world["locations"][0]["abilities"] = [PORTE]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    world["choices"] = [{"decision": "target", "ability": "Hall", "choose": choose}]
    return world


def test_doom_moved_from_one_agenda_deck_to_the_other_leaves_the_chosen_one(world, run, find):
    trace = run(_porte(world, "Let The Storm Rage"))
    moved = find(trace, "1 doom moved from Let The Storm Rage to The Tide Rises")
    assert find(trace, "Roland chooses Let The Storm Rage") < moved < find(trace, "2 clues placed on Hall")
    state = trace.final_state
    assert (state["cards"]["The Tide Rises"]["doom"], state["cards"]["Let The Storm Rage"]["doom"]) == (3, 1)


def test_the_other_way_round_by_the_players_choice(world, run, find):
    trace = run(_porte(world, "The Tide Rises"))
    find(trace, "1 doom moved from The Tide Rises to Let The Storm Rage")
    state = trace.final_state
    assert (state["cards"]["The Tide Rises"]["doom"], state["cards"]["Let The Storm Rage"]["doom"]) == (1, 3)


EACH_COST = _ability("[action] Place 1 doom on each agenda in play: Heal 2 horror.", "Hall")


def test_a_cost_placing_doom_on_each_agenda_in_play_pays_it_on_every_one(world, run, find):
    world = _two_decks(world)
    world["locations"][0]["abilities"] = [EACH_COST]
    world["investigators"][0]["horror"] = 3
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    trace = run(world)
    assert find(trace, "The Tide Rises: doom 0 \u2192 1") < find(trace, "heals 2 horror")
    assert find(trace, "Let The Storm Rage: doom 0 \u2192 1") < find(trace, "heals 2 horror")
