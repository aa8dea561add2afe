"""Damage and horror placed on a card rather than dealt to it ("Place 1 additional damage on that investigator",
"Place 1 doom or 2 horror on it"): the apply step of Dealing Damage/Horror alone — nothing assigned, nothing
prevented, no "dealt" window — and the defeat its tokens bring about, from the sentences.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _place(tokens: str, amount: int, to: str, *cards: dict) -> dict:
    data = world(cards=list(cards))
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": f"Place {amount} {tokens} on {to}.",
         "effects": [{"effect": "place-tokens", "tokens": tokens, "amount": amount, "to": to}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def _dog() -> dict:
    return {"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 2, "sanity": 1}


def test_damage_placed_is_applied_with_no_assignment_to_an_asset():
    """[ahlcg/rr/dealing-damage-horror] "2. Apply Damage/Horror: Any assigned damage/horror that has not been
    prevented is now placed on each card to which it has been assigned, simultaneously." """
    trace = run(_place("damage", 2, "Roland Banks", _dog()))
    note = at(trace, "Damage placed, not dealt")
    assert note < at(trace, "2 damage placed on Roland Banks: damage 0 \u2192 2")
    assert absent(trace, "step 1, assign")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 2
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 0


def test_damage_placed_is_not_dealt_so_nothing_prevents_it_or_reacts_to_taking_it():
    """[ahlcg/rr/dealing-damage-horror] "- Abilities that prevent, reduce, or reassign damage and/or horror that is
    being dealt are resolved between steps 1 and 2." """
    data = _place("horror", 1, "Roland Banks")
    data["investigators"][0]["abilities"] += [
        reaction("when", {"event": "horror-dealt", "who": "you"}, [{"effect": "prevent", "amount": 1}],
                 "When you would take horror: prevent 1 of it."),
        reaction("after", {"event": "horror-dealt", "who": "you"}, gain(), "After you take horror: gain 1.")]
    trace = run(data)
    at(trace, "1 horror placed on Roland Banks")
    assert absent(trace, "1 horror prevented") and absent(trace, "When you would take horror")
    assert absent(trace, "After you take horror")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["horror"] == 1 and roland["resources"] == 5


def test_an_enemy_with_as_much_damage_placed_as_its_health_is_defeated():
    """[ahlcg/rr/defeat] "- If an enemy has as much or more damage on it as it has health, that enemy is defeated
    and placed in the encounter discard pile (or in its owner’s discard pile if it is a weakness)." """
    ghoul = {"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2, "damage": 1}
    trace = run(_place("damage", 2, "Ghoul", ghoul))
    assert at(trace, "2 damage placed on Ghoul: damage 1 \u2192 3") < at(trace, "Ghoul is defeated")
    assert "Ghoul" not in trace.final_state["cards"] or trace.final_state["cards"]["Ghoul"]["zone"] != "play"


def test_an_investigator_with_as_much_horror_placed_as_sanity_is_defeated():
    """[ahlcg/rr/defeat] "- If an investigator has as much or more damage on it as it has health (or as much or more
    horror on it as it has sanity), that investigator is defeated." """
    data = _place("horror", 2, "Roland Banks")
    data["investigators"][0]["horror"] = 3
    trace = run(data)
    assert at(trace, "2 horror placed on Roland Banks: horror 3 \u2192 5") < at(trace, "Roland Banks is defeated")
