"""Doom and the agenda deck (Doom; Act Deck and Agenda Deck): "This effect can cause the current agenda to advance"
said of an effect whose doom is placed under a condition or as one option of a choice — the threshold is checked at
once after that placement, and only when the doom was placed."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _revelation(text: str) -> list[dict]:
    result = parse_card_text(text, name="Omen", type_code="treachery")
    assert result.gaps == ()
    return [dict(e) for a in result.abilities for e in a.effects]


FINAL = ("<b>Revelation</b> - If you have no remaining sanity, place 2 doom on the current agenda. This effect can "
         "cause the current agenda to advance.")


def _world(world, effects, *, horror):
    world["investigators"][0]["horror"] = horror
    world["cards"] = [{"name": "Agenda 1a", "type": "agenda", "doom": 1, "threshold": 3}]
    world["agenda-deck"] = [{"name": "Agenda 2a", "type": "agenda", "threshold": 7}]
    world["investigators"][0]["hand"] = [{"name": "Omen", "type": "event", "cost": 0, "effects": effects}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Omen"}]
    return world


def test_doom_placed_under_a_condition_that_can_advance_the_agenda_checks_the_threshold_at_once(world, run, find):
    trace = run(_world(world, _revelation(FINAL), horror=5))
    placed = find(trace, "Agenda 1a: doom 1 \u2192 3")
    assert placed < find(trace, "the doom threshold is checked now") < find(trace, "The agenda deck advances")
    assert trace.final_state["agenda"] == "Agenda 2a"


def test_no_doom_placed_when_the_condition_fails_no_threshold_checked(world, run):
    trace = run(_world(world, _revelation(FINAL), horror=0))
    assert not any("checked now" in s.text for s in trace.steps)
    assert trace.final_state["agenda"] == "Agenda 1a" and trace.final_state["cards"]["Agenda 1a"]["doom"] == 1


def test_doom_chosen_as_one_option_of_either_can_advance_the_agenda(world, run, find):
    effects = _revelation("<b>Revelation</b> - You must either place 2 doom on the current agenda or take 1 horror. "
                          "This effect can cause the current agenda to advance.")
    data = _world(world, effects, horror=0)
    data["choices"] = [{"decision": "either", "option": 0}]
    trace = run(data)
    assert find(trace, "Agenda 1a: doom 1 \u2192 3") < find(trace, "the doom threshold is checked now")
    assert trace.final_state["agenda"] == "Agenda 2a"


# -- resetting the agenda deck: the card named current again, the rest back in the deck in order ----------------------

#: Encore's instructions as the reader lowers them.
ENCORE = [dict(e) for a in parse_card_text(
    "<b>Forced</b> - At the end of the round: Remove all doom from play and reset the agenda deck to agenda 1a. Then, "
    "place 3 doom on that agenda.", name="Encore", type_code="agenda").abilities for e in a.effects]


def _reset_world(world):
    world["cards"] = [{"name": "Overture", "type": "agenda", "number": "1a", "doom": 2, "threshold": 3},
                      {"name": "Cultist", "type": "enemy", "location": "Attic", "health": 1}]
    world["agenda-deck"] = [{"name": "Second Act", "type": "agenda", "number": "2a", "threshold": 5},
                            {"name": "Finale", "type": "agenda", "number": "3a", "threshold": 9}]
    world["investigators"][0]["hand"] = [
        {"name": "Ritual", "type": "event", "cost": 0, "effects": [{"effect": "place-doom", "can-advance": True}]},
        {"name": "Dark Rite", "type": "event", "cost": 0, "effects": [{"effect": "place-doom", "to": "Cultist"}]},
        {"name": "Encore", "type": "event", "cost": 0, "effects": ENCORE}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Ritual"},
                   {"who": "Roland", "action": "play", "card": "Dark Rite"},
                   {"who": "Roland", "action": "play", "card": "Encore"}]
    return world


def test_resetting_the_agenda_deck_makes_the_named_agenda_current_again_and_the_rest_follow_it(world, run, find):
    trace = run(_reset_world(world))
    advanced = find(trace, "Step 3: Second Act becomes the current agenda")
    reset = find(trace, "The agenda deck is reset to agenda 1a: Overture is the current agenda; Second Act, Finale in "
                        "the deck after it")
    assert advanced < reset < find(trace, "Overture: doom 0 \u2192 3")
    final = trace.final_state
    assert final["agenda"] == "Overture" and final["cards"]["Overture"]["doom"] == 3
    assert "Overture" not in final["removed_from_game"] and "Second Act" not in final["cards"]


def test_no_reverse_side_is_followed_when_a_deck_is_reset(world, run):
    data = _reset_world(world)
    data["agenda-deck"][0]["reverse"] = [{"effect": "deal-damage", "amount": 1, "to": "you"}]
    trace = run(data)
    assert not any("Second Act is flipped" in s.text for s in trace.steps)


def test_a_reset_to_a_number_no_card_has_is_not_modelled(world, run):
    data = _reset_world(world)
    data["investigators"][0]["hand"][2]["effects"] = [{**e, "card": "7a"} if e["effect"] == "reset-deck" else e
                                                    for e in ENCORE]
    trace = run(data)
    assert any("Not modelled: resetting the agenda deck to agenda 7a" in s.text for s in trace.steps)
    assert trace.final_state["agenda"] == "Second Act"


# -- doom moved from the Cultists, else one searched for: one question, one case (The Cult's Search) -----------------

CULTS_SEARCH = _revelation(
    "<b>Revelation</b> - If there is a [[Cultist]] enemy in play with doom on it, move all doom from each [[Cultist]] "
    "enemy to the current agenda (this effect may cause the current agenda to advance). If there are no [[Cultist]] "
    "enemies in play with doom on them, search the encounter deck and discard pile for a [[Cultist]] enemy and draw it "
    "(shuffle the encounter deck).")


def _cult_world(world, doom):
    world["cards"] = [{"name": "Agenda 1a", "type": "agenda", "doom": 1, "threshold": 4},
                      {"name": "Acolyte", "type": "enemy", "traits": ["Cultist"], "location": "Attic", "health": 1,
                       "doom": doom}]
    world["agenda-deck"] = [{"name": "Agenda 2a", "type": "agenda", "threshold": 9}]
    world["encounter-deck"] = [{"name": "Wizard of the Order", "type": "enemy", "traits": ["Cultist"], "health": 4,
                                "spawn": "Attic"}]
    world["investigators"][0]["hand"] = [{"name": "The Cult's Search", "type": "event", "cost": 0,
                                          "effects": CULTS_SEARCH}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "The Cult's Search"}]
    return world


def test_doom_on_a_cultist_is_moved_to_the_agenda_and_can_advance_it_and_nothing_is_searched(world, run, find):
    trace = run(_cult_world(world, doom=3))
    assert find(trace, "the doom threshold is checked now") < find(trace, "The agenda deck advances")
    assert trace.final_state["agenda"] == "Agenda 2a"
    assert not any("search" in s.text.lower() and "Wizard" in s.text for s in trace.steps)
    assert trace.final_state["cards"].get("Wizard of the Order", {}).get("zone") != "play"


def test_with_no_cultist_holding_doom_one_is_searched_for_and_drawn(world, run, find):
    trace = run(_cult_world(world, doom=0))
    assert trace.final_state["agenda"] == "Agenda 1a" and trace.final_state["cards"]["Agenda 1a"]["doom"] == 1
    assert trace.final_state["cards"]["Wizard of the Order"]["zone"] == "play"
