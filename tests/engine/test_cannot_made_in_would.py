"""A 'cannot' established in the 'would' window of the event it forbids: "Play when the agenda would advance by
reaching its doom threshold. Until the end of the phase, the agenda cannot advance by reaching its doom threshold."
(Mystifying Song). Cannot is absolute: the event has not happened yet, so it does not happen; an advance by a card
effect (not "by reaching its doom threshold") is still allowed."""

from __future__ import annotations

SONG = {"name": "Song", "type": "event", "cost": 0, "keywords": ["fast"],
        "play-when": {"timing": "would", "trigger": {"event": "advance", "what": "agenda", "via": "doom"}},
        "effects": [{"effect": "lasting", "duration": "until-end-of-phase", "cannot": True,
                     "text": "Until the end of the phase, the agenda cannot advance by reaching its doom threshold",
                     "applies-to": {"event": "advance", "what": "agenda", "via": "doom"}}]}


def _threshold(world, song: bool):
    world.pop("turn")
    world.update(round=2, start="1.3", until="1.3")
    if song:
        world["investigators"][0]["hand"] = [dict(SONG)]
    world["cards"] = [{"name": "Agenda 1a", "type": "agenda", "threshold": 1, "doom": 1}]
    world["agenda-deck"] = [{"name": "Agenda 2a", "type": "agenda", "threshold": 5}]
    return world


def test_the_agenda_advances_at_its_threshold_without_the_song(world, run):
    assert run(_threshold(world, song=False)).final_state["agenda"] == "Agenda 2a"


def test_a_cannot_made_in_the_would_window_stops_the_advance(world, run, find):
    trace = run(_threshold(world, song=True))
    played = find(trace, "Lasting effect on Roland (until the end of the phase)")
    assert played < find(trace, "Agenda 1a advances cannot happen: Roland:")
    assert trace.final_state["agenda"] == "Agenda 1a"
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 1
