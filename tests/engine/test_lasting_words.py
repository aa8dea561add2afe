"""A lasting effect as a player reads it in the trace: Mr. Peabody's "[action] Exhaust Mr. Peabody: Choose a
location. Until Mr. Peabody readies, that location gets -1 shroud …" says its printed words and "until Mr. Peabody
readies", never the duration's key (``until-source-readies``)."""

from __future__ import annotations

PEABODY = "[action] Exhaust Mr. Peabody: Choose a location. Until Mr. Peabody readies, that location gets -1 shroud."


def _peabody(world, text):
    world["cards"] = [{"name": "Mr. Peabody", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"exhaust": True}, **({"text": text} if text else {}), "effects": [
            {"effect": "choose", "to": "a-location"},
            {"effect": "lasting", "duration": "until-source-readies", "to": "chosen",
             "applies-to": {"event": "skill-test-begins", "via": "investigate"}, "difficulty-modifier": -1}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Mr. Peabody"}]
    return world


def test_the_lasting_effect_says_its_printed_words_and_its_duration_in_words(world, run, find):
    trace = run(_peabody(world, PEABODY))
    said = trace.steps[find(trace, "Lasting effect on")].text
    assert said.startswith("Lasting effect on Roland (until Mr. Peabody readies): Mr. Peabody: \u201c" + PEABODY)
    assert not any("until-source-readies" in s.text for s in trace.steps)


def test_without_printed_words_the_duration_is_said_in_words(world, run, find):
    trace = run(_peabody(world, None))
    assert trace.steps[find(trace, "Lasting effect on")].text == (
        "Lasting effect on Roland (until Mr. Peabody readies): Mr. Peabody's lasting effect until Mr. Peabody readies")
