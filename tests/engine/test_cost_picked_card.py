"""The card an exhaust-a-trait cost picks, named by the effect after the colon: Angered Spirits' "[fast] Exhaust a
[[Spell]] asset: Move 1 charge from that asset to Angered Spirits." (Costs: the payer chooses which asset to exhaust;
Move; Uses: a card with no Uses keyword bears what is placed on it)."""

from __future__ import annotations

ANGERED_SPIRITS = ("<b>Revelation</b> - Put Angered Spirits into play in your threat area.\n[fast] Exhaust a "
                   "[[Spell]] asset: Move 1 charge from that asset to Angered Spirits.\n<b>Forced</b> - When the game "
                   "ends, if Angered Spirits has fewer than 4 charges on it: You suffer 1 physical trauma.")


def _spirits(world, spells: dict[str, dict], choose: str | None = None) -> dict:
    world["cards"] = [{"name": "Angered Spirits", "type": "treachery", "threat-area": "Roland", "text": ANGERED_SPIRITS},
                      *({"name": name, "type": "asset", "controller": "Roland", "owner": "Roland", "traits": ["Spell"],
                         "use-type": "charges", **extra} for name, extra in spells.items())]
    world["choices"] = [{"decision": "target", "ability": "Angered Spirits", "choose": choose}] if choose else []
    world["do"] = [{"who": "Roland", "use": "Angered Spirits"}]
    return world


def test_the_charge_moves_from_the_spell_asset_exhausted_to_pay_the_cost(world, run, find):
    trace = run(_spirits(world, {"Shrivelling": {"uses": 4}, "Rite of Seeking": {"uses": 3}}, choose="Rite of Seeking"))
    exhausted = find(trace, "Rite of Seeking exhausted to pay Angered Spirits's cost")
    assert exhausted < find(trace, "1 use moved from Rite of Seeking to Angered Spirits")
    cards = trace.final_state["cards"]
    assert (cards["Rite of Seeking"]["uses"], cards["Shrivelling"]["uses"], cards["Angered Spirits"]["uses"]) == (2, 4, 1)
    assert (cards["Rite of Seeking"]["exhausted"], cards["Shrivelling"]["exhausted"]) == (True, False)


def test_with_no_charge_on_any_spell_asset_the_ability_has_no_potential(world, run, find):
    """Appendix I: an ability with no potential to change the game state cannot be initiated — no Spell asset the
    cost could exhaust holds a charge to move."""
    trace = run(_spirits(world, {"Shrivelling": {"uses": 0}}))
    assert find(trace, "no potential to change the game state")
    cards = trace.final_state["cards"]
    assert cards["Shrivelling"]["exhausted"] is False and cards["Angered Spirits"]["uses"] == 0
