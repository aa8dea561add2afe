"""Lasting effects whose end is named by the card rather than the current period (Lasting Effects): "Young Psychopath
gets +3 fight until the end of the investigation phase" (the end of that phase, whichever phase it is made in), and
"Until Mr. Peabody readies, that location gets -1 shroud and gains the Passageway trait" (an end event: the card that
made the effect readying, by an effect or in step 4.3)."""

from __future__ import annotations



def texts(trace) -> list[str]:
    return [s.text for s in trace.steps]

PEABODY = [{"kind": "action", "cost": {"actions": 1, "exhaust": True},
            "text": "[action] Exhaust Mr. Peabody: Choose a location. Until Mr. Peabody readies, that location gets "
                    "-1 shroud and gains the Passageway trait.",
            "effects": [{"effect": "choose", "to": "a-location"},
                        {"effect": "lasting", "duration": "until-source-readies", "to": "chosen",
                         "text": "Until Mr. Peabody readies, that location gains the Passageway trait",
                         "gains-traits": ["Passageway"], "applies-to": {"event": "enters-play"}}]}]


def _after(trace, first: str, then: str) -> None:
    steps = texts(trace)
    a = next(k for k, s in enumerate(steps) if first in s)
    assert any(then in s for s in steps[a + 1:]), "\n".join(steps)


def test_until_the_end_of_the_investigation_phase_outlasts_the_mythos_phase(world, run):
    world.pop("turn")
    world.update(round=2, start="1.5", until="2.3")
    world["investigators"][0]["actions"] = 0
    world["investigators"][1]["actions"] = 0
    world["investigators"][0]["abilities"] = [
        {"kind": "lasting", "duration": "until-end-of-investigation-phase", "cannot": True,
         "text": "No resources until the end of the investigation phase.",
         "applies-to": {"event": "gain-resources", "who": "you"}}]
    trace = run(world)
    steps = texts(trace)
    mythos_end = next(k for k, s in enumerate(steps) if s.startswith("1.5"))
    gone = next(k for k, s in enumerate(steps) if "Lasting effect expires as the investigation phase ends" in s)
    assert mythos_end < next(k for k, s in enumerate(steps) if s.startswith("2.3")) < gone
    assert "No resources until the end of the investigation phase." in steps[gone]


def _peabody(world, readier: bool):
    world["cards"] = [{"name": "Mr. Peabody", "type": "asset", "controller": "Roland", "abilities": PEABODY}]
    if readier:
        world["cards"].append({"name": "Readier", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "free", "effects": [{"effect": "ready", "to": "Mr. Peabody"}]}]})
    world["choices"] = [{"decision": "target", "ability": "Mr. Peabody", "choose": "Attic"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Mr. Peabody"}]
    return world


def test_until_the_card_readies_lasts_while_it_stays_exhausted(world, run):
    trace = run(_peabody(world, readier=False))
    assert any("Attic gains the Passageway trait" in s for s in texts(trace))
    assert not any("Lasting effect expires" in s for s in texts(trace))


def test_until_the_card_readies_expires_when_an_effect_readies_it(world, run):
    world = _peabody(world, readier=True)
    world["do"].append({"who": "Roland", "use": "Readier"})
    trace = run(world)
    _after(trace, "Mr. Peabody is readied", "Lasting effect expires as Mr. Peabody readies: Until Mr. Peabody readies,")
    assert trace.final_state["cards"]["Mr. Peabody"]["exhausted"] is False


def test_until_the_card_readies_expires_in_the_upkeep_phase_when_it_readies(world, run):
    world = _peabody(world, readier=False)
    world.update(start="2.2", until="4.3")
    trace = run(world)
    _after(trace, "4.3 Ready exhausted cards", "Lasting effect expires as Mr. Peabody readies")
