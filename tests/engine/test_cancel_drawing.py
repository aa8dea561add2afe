"""Cancel (RR): "Cancel abilities interrupt the initiation of an effect, and prevent the effect from initiating" —
an encounter card whose drawing or effects are canceled in the 'when' window of its draw does not resolve; what the
canceling card does with it next ("… and discard it", "… and shuffle it back into the encounter deck") acts on that
card. The abilities are the reader's own lowering of the dev cards' sentences (cardtext/cancelling.py)."""

from __future__ import annotations

from kb.cardtext import parse_card_text

TREACHERY = {"name": "Rotting Remains", "type": "treachery", "abilities": [
    {"kind": "revelation", "text": "Take 1 horror.", "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}
OTHER = {"name": "Grasping Hands", "type": "treachery", "abilities": [
    {"kind": "revelation", "text": "Take 1 damage.", "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}


def _at(trace, fragment: str) -> int:
    return next(k for k, s in enumerate(trace.steps) if fragment in s.text)


def _read(text: str, name: str, type_code: str) -> dict:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    return result.abilities[0].to_situation()


def _draw(world, *cards):
    world["encounter-deck"] = list(cards)
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world


def test_canceled_effects_do_not_resolve_and_the_card_discarded_is_the_one_drawn(world, run):
    ward = _read("Fast. Play when you draw a non-weakness encounter card.\nCancel all of that card's effects and "
                 "discard it. Then, take 1 horror.", "Ward of Protection", "event")
    assert [e["effect"] for e in ward["effects"]] == ["cancel", "discard", "deal-horror"]
    world["investigators"][0]["hand"] = [{"name": "Ward of Protection", "type": "event", "cost": 1,
                                          "keywords": ["fast"], "play-when": {k: ward[k] for k in ("timing", "trigger")},
                                          "effects": ward["effects"]}]
    trace = run(_draw(world, TREACHERY))
    order = [_at(trace, "Canceled: Roland draws Rotting Remains"), _at(trace, "Rotting Remains is discarded"),
             _at(trace, "1 horror on Roland")]
    assert order == sorted(order)
    assert not any("[revelation]" in s.text for s in trace.steps)  # its effects never initiate
    state = trace.final_state
    assert state["encounter_discard"] == ["Rotting Remains"]
    assert state["investigators"]["Roland"]["horror"] == 1  # Ward's own "take 1 horror", not the revelation's
    assert state["investigators"]["Roland"]["discard"] == ["Ward of Protection"]


def test_a_canceled_drawing_shuffled_back_and_a_new_card_drawn(world, run):
    maleson = _read("[reaction] When you draw an encounter card from the encounter deck, exhaust Dr. William T. "
                    "Maleson: Cancel the drawing of that card and shuffle it back into the encounter deck. Then, draw "
                    "a new card from the top of the encounter deck.", "Dr. William T. Maleson", "asset")
    world["cards"] = [{"name": "Dr. William T. Maleson", "type": "asset", "controller": "Roland",
                       "abilities": [maleson]}]
    trace = run(_draw(world, TREACHERY, OTHER))
    order = [_at(trace, "Canceled: Roland draws Rotting Remains"),
             _at(trace, "Rotting Remains is shuffled into the encounter deck"),
             _at(trace, "Roland draws Grasping Hands"), _at(trace, "Step 3: Grasping Hands [revelation]")]
    assert order == sorted(order)
    assert not any("Rotting Remains [revelation]" in s.text for s in trace.steps)
    state = trace.final_state
    assert "Rotting Remains" not in state["cards"]  # back in the encounter deck (unseen): neither resolved nor discarded
    assert state["encounter_discard"] == ["Grasping Hands"]
    assert (state["investigators"]["Roland"]["damage"], state["investigators"]["Roland"]["horror"]) == (1, 0)
