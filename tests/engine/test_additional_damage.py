"""Additional damage taken in the window of damage being dealt: "Forced – When you would take 1 or more damage: Take 2
additional damage and discard Psychopomp's Song." The 2 damage is more of the damage being dealt (Dealing
Damage/Horror: the amount determined in step 1, applied in step 2), one dealing whose 'would' window opens once; with
no dealing in progress ("After Rift Seeker attacks you: take 1 additional damage …") it is dealt as printed."""

from __future__ import annotations

from kb.cardtext import parse_card_text

SONG = ("<b>Forced</b> - When you would take 1 or more damage: Take 2 additional damage and discard Psychopomp's "
        "Song.")


def _song() -> dict:
    result = parse_card_text(SONG, name="Psychopomp's Song", type_code="treachery")
    assert result.gaps == ()
    ability = result.to_json()["abilities"][0]
    return {k: v for k, v in ability.items() if k in ("kind", "timing", "trigger", "effects")} | {"text": SONG}


def _world(world, hit: list[dict]) -> dict:
    world["cards"] = [{"name": "Psychopomp's Song", "type": "treachery", "threat-area": "Roland",
                       "abilities": [_song()]}]
    world["investigators"][0]["hand"] = [{"name": "Blow", "type": "event", "cost": 0, "effects": hit}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Blow"}]
    return world


def test_additional_damage_adds_to_the_damage_being_dealt_in_one_dealing(world, run, find):
    trace = run(_world(world, [{"effect": "deal-damage", "amount": 1, "to": "you"}]))
    window = find(trace, "'would' window \u2014 1 damage dealt to Roland")
    added = find(trace, "2 additional damage added to the damage being dealt to Roland: 1 \u2192 3")
    discarded = find(trace, "Psychopomp's Song is discarded")
    applied = find(trace, "Step 2, apply simultaneously: 3 damage on Roland (0 \u2192 3")
    assert window < added < discarded < applied
    assert sum("'would' window" in s.text for s in trace.steps) == 1  # the window of one dealing opens once
    assert trace.final_state["investigators"]["Roland"]["damage"] == 3
    assert not trace.unresolved


def test_the_song_triggers_once_per_dealing_not_on_its_own_additional_damage(world, run):
    trace = run(_world(world, [{"effect": "deal-damage", "amount": 1, "to": "you"}]))
    assert [c["verdict"] for c in trace.considered if c["card"] == "Psychopomp's Song"] == ["used"]
    assert not any(s.text.startswith("Replay stopped") for s in trace.steps)


def test_additional_damage_with_no_dealing_in_progress_is_dealt_as_printed(world, run, find):
    world["investigators"][0]["hand"] = [{"name": "Rift", "type": "event", "cost": 0, "effects": [
        {"effect": "deal-damage", "amount": 1, "to": "you", "additional": True}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Rift"}]
    trace = run(world)
    find(trace, "Rift deals 1 damage to Roland: step 1, assign")
    assert not any("additional damage added" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1
