"""Skipping and repeating a phase (The Gold Pocket Watch: "[reaction] When a phase begins, remove The Gold Pocket Watch
from the game: Skip this phase." / "[reaction] After a phase ends, …: Repeat that phase."). The rules are silent on
both; the engine follows the Grim Rule and says so: a skipped phase still ends, a repeated one is performed again from
its beginning in the same round (its turns again, for the investigation phase)."""

from __future__ import annotations

SKIP = {"kind": "reaction", "timing": "when", "trigger": {"event": "phase-begins"}, "cost": {"removed": True},
        "effects": [{"effect": "skip-phase"}], "text": "[reaction] When a phase begins, remove The Gold Pocket Watch "
        "from the game: Skip this phase."}
REPEAT = {"kind": "reaction", "timing": "after", "trigger": {"event": "phase-ends"}, "cost": {"removed": True},
          "effects": [{"effect": "repeat-phase"}], "text": "[reaction] After a phase ends, remove The Gold Pocket "
          "Watch from the game: Repeat that phase."}


def _watch(world, ability: dict, start: str, until: str, do: list[dict] | None = None) -> dict:
    world["cards"] = [{"name": "The Gold Pocket Watch", "type": "asset", "controller": "Roland",
                       "abilities": [ability]}]
    world.update(round=2, start=start, until=until, do=do or [])
    world.pop("turn")
    return world


def _texts(trace) -> list[str]:
    return [s.text for s in trace.steps]


def _step(trace, opening: str) -> int:
    """The first step opening with ``opening`` (a framework step, not the replay's opening note naming it)."""
    return next(k for k, t in enumerate(_texts(trace)) if t.startswith(opening))


def test_a_skipped_investigation_phase_has_no_turns_but_still_ends(world, run, find):
    trace = run(_watch(world, SKIP, "2.1", "3.1"))
    skipped = find(trace, "The investigation phase is skipped: its framework steps up to its end are not performed")
    goes_on = find(trace, "the framework goes on from 2.3 (its end)")
    ends = _step(trace, "2.3 Investigation phase ends")
    assert skipped < goes_on < ends < _step(trace, "3.1 Enemy phase begins")
    assert not any("turn begins" in t for t in _texts(trace)[skipped:ends])
    assert "ahlcg/rr/grim-rule" in trace.steps[skipped].rules
    assert trace.final_state["round"] == 2


def test_a_repeated_investigation_phase_gives_each_investigator_a_turn_again(world, run, find):
    do = [{"who": "Roland", "action": "resource"}, {"who": "Roland", "end-turn": True},
          {"who": "Agnes", "end-turn": True}, {"who": "Roland", "action": "resource"}]
    trace = run(_watch(world, REPEAT, "2.1", "3.1", do))
    first_end = _step(trace, "2.3 Investigation phase ends")
    repeated = find(trace, "The investigation phase is repeated: the framework goes on from 2.1 (its beginning)")
    again = find(trace, "Roland takes a turn again in the repeated investigation phase: actions 2 \u2192 3")
    assert first_end < repeated < again < _step(trace, "3.1 Enemy phase begins")
    assert sum(t.startswith("2.1 Investigation phase begins") for t in _texts(trace)) == 2
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7
    assert trace.final_state["round"] == 2


def test_the_replay_ending_inside_a_skipped_phase_stops_there(world, run, find):
    trace = run(_watch(world, SKIP, "2.1", "2.2"))
    find(trace, "The investigation phase is skipped")
    assert not any(t.startswith("2.3") for t in _texts(trace))
