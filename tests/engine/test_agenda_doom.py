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
