"""Two agenda decks in play (Act Deck and Agenda Deck; Doom): each agenda's doom threshold is checked against that
agenda — the doom on it and on the cards in play that are not agendas — the trace saying the Rules Reference is silent
on two agendas (Grim Rule); an advancing agenda is followed by the next card of its own deck ("2a" after "1a", even
with "2c" on top). One agenda deck replays as the rules say: all doom in play against its one threshold."""

from __future__ import annotations


def _world(world, *, doom_a: int, doom_c: int | None, enemy_doom: int = 1) -> dict:
    world["cards"] = [{"name": "The Tide Rises", "type": "agenda", "number": "1a", "doom": doom_a, "threshold": 3}]
    if doom_c is not None:
        world["cards"].append({"name": "Let The Storm Rage", "type": "agenda", "number": "1c", "doom": doom_c,
                               "threshold": 3})
    world["cards"].append({"name": "Cultist", "type": "enemy", "location": "Attic", "health": 1, "doom": enemy_doom})
    world["agenda-deck"] = [{"name": "The Sun Sets", "type": "agenda", "number": "2c", "threshold": 9},
                            {"name": "The Stars Align", "type": "agenda", "number": "2a", "threshold": 9}]
    world["investigators"][0]["hand"] = [{"name": "Ritual", "type": "event", "cost": 0, "effects": [
        {"effect": "place-doom", "amount": 1, "to": "The Tide Rises", "can-advance": True}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Ritual"}]
    return world


def test_each_agenda_counts_its_own_doom_and_the_doom_on_other_cards_not_the_other_agendas(world, run, find):
    trace = run(_world(world, doom_a=1, doom_c=2))
    silent = find(trace, "silent on two")
    assert "ahlcg/rr/grim-rule" in trace.steps[silent].rules
    tide = find(trace, "Doom in play: 3 (The Tide Rises 2, Cultist 1) \u2265 threshold 3")
    assert silent < tide < find(trace, "Step 3: The Stars Align becomes the current agenda")
    state = trace.final_state
    assert state["cards"]["The Stars Align"]["zone"] == "play" and state["cards"]["Let The Storm Rage"]["zone"] == "play"
    assert "The Sun Sets" not in state["cards"]  # still in the agenda deck


def test_an_agenda_below_its_own_threshold_does_not_advance_though_all_doom_in_play_would_reach_it(world, run, find):
    trace = run(_world(world, doom_a=0, doom_c=1))
    find(trace, "Doom in play: 2 (The Tide Rises 1, Cultist 1) < threshold 3")
    find(trace, "Doom in play: 2 (Let The Storm Rage 1, Cultist 1) < threshold 3")
    assert not any("advances" in s.text for s in trace.steps)


def test_with_one_agenda_deck_all_doom_in_play_counts_and_the_top_card_follows(world, run, find):
    data = _world(world, doom_a=1, doom_c=None)
    data["agenda-deck"] = [{"name": "The Sun Sets", "type": "agenda", "number": "2a", "threshold": 9},
                           {"name": "The Stars Align", "type": "agenda", "number": "3a", "threshold": 9}]
    trace = run(data)
    assert not any("silent on two" in s.text for s in trace.steps)
    find(trace, "Doom in play: 3 (The Tide Rises 2, Cultist 1) \u2265 threshold 3")
    find(trace, "Step 3: The Sun Sets becomes the current agenda")


def _mythos(world, *, doom_a: int, doom_c: int) -> dict:
    world = _world(world, doom_a=doom_a, doom_c=doom_c, enemy_doom=0)
    world.update({"round": 2, "start": "1.1", "until": "1.4", "do": []})
    world["investigators"][0]["hand"] = []
    return world


def test_step_1_2_places_1_doom_on_each_agenda_in_play_by_the_grim_rule(world, run, find):
    trace = run(_mythos(world, doom_a=0, doom_c=1))
    step = find(trace, "1.2 Place 1 doom on the current agenda: 1 doom on each agenda in play")
    assert "ahlcg/rr/grim-rule" in trace.steps[step].rules
    assert step < find(trace, "The Tide Rises: doom 0 \u2192 1") < find(trace, "Let The Storm Rage: doom 1 \u2192 2")
    assert find(trace, "Let The Storm Rage: doom 1 \u2192 2") < find(trace, "silent on two")


def test_step_1_2_with_one_agenda_places_its_1_doom_there_alone(world, run, find):
    data = _world(world, doom_a=0, doom_c=None, enemy_doom=0)
    data.update({"round": 2, "start": "1.1", "until": "1.4", "do": []})
    trace = run(data)
    find(trace, "The Tide Rises: doom 0 \u2192 1")
    assert not any("each agenda in play" in s.text for s in trace.steps)
