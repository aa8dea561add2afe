"""Every agenda in play, and the one with the most doom (Act Deck and Agenda Deck; Doom): "If you fail, place 1 doom
on each agenda" (Black Stars Rise) places doom on the current agenda of each agenda deck; "Place 1 doom on the agenda
with the most doom (if they are tied for the most doom, choose one to place 1 doom on)" (Grand Rue) on the one holding
the most, the players' choice among the tied. With one agenda deck, "each agenda" is its current agenda."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _effects(text: str) -> list[dict]:
    result = parse_card_text(f"[action]: {text}", name="Rampart", type_code="event")
    assert result.gaps == ()
    return [dict(e) for a in result.abilities for e in a.effects]


EACH = _effects("Place 1 doom on each agenda.")
MOST = _effects("Place 1 doom on the agenda with the most doom (if they are tied for the most doom, choose one to "
                "place 1 doom on).")


def _world(world, effects, *, doom_a: int, doom_c: int | None):
    world["cards"] = [{"name": "The Tide Rises", "type": "agenda", "number": "1a", "doom": doom_a, "threshold": 9}]
    if doom_c is not None:
        world["cards"].append({"name": "Let The Storm Rage", "type": "agenda", "number": "1c", "doom": doom_c,
                               "threshold": 9})
    world["investigators"][0]["hand"] = [{"name": "Rite", "type": "event", "cost": 0, "effects": effects}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Rite"}]
    return world


def _doom(trace, name: str) -> int:
    return trace.final_state["cards"][name]["doom"]


def test_each_agenda_places_doom_on_the_current_agenda_of_each_deck_in_turn(world, run, find):
    trace = run(_world(world, EACH, doom_a=0, doom_c=2))
    assert find(trace, "The Tide Rises: doom 0 \u2192 1") < find(trace, "Let The Storm Rage: doom 2 \u2192 3")
    assert (_doom(trace, "The Tide Rises"), _doom(trace, "Let The Storm Rage")) == (1, 3)


def test_with_one_agenda_deck_each_agenda_is_its_current_agenda(world, run, find):
    trace = run(_world(world, EACH, doom_a=1, doom_c=None))
    find(trace, "The Tide Rises: doom 1 \u2192 2")
    assert trace.final_state["agenda"] == "The Tide Rises"


def test_the_agenda_with_the_most_doom_receives_it(world, run, find):
    trace = run(_world(world, MOST, doom_a=1, doom_c=2))
    find(trace, "Let The Storm Rage: doom 2 \u2192 3")
    assert (_doom(trace, "The Tide Rises"), _doom(trace, "Let The Storm Rage")) == (1, 3)


def test_agendas_tied_for_the_most_doom_are_a_choice(world, run, find):
    data = _world(world, MOST, doom_a=2, doom_c=2)
    data["choices"] = [{"decision": "target", "ability": "Rite", "choose": "Let The Storm Rage"}]
    trace = run(data)
    find(trace, "Let The Storm Rage: doom 2 \u2192 3")
    assert _doom(trace, "The Tide Rises") == 2
