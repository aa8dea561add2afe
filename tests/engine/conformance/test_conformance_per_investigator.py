"""Per investigator values: printed values multiplied by the investigators who started the scenario, eliminated ones
included, before any modifier — replayed from the sentences with cards named from a small catalogue (ArkhamDB's
fields), as ``kb replay`` fills them in.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import at, run, world

from kb.engine import replay, situation_from_data

CATALOGUE = {
    "90101": {"code": "90101", "name": "Cellar", "type_code": "location", "shroud": 2, "clues": 2},
    "90102": {"code": "90102", "name": "Vault", "type_code": "location", "shroud": 2, "clues": 2,
              "clues_fixed": True},
    "90103": {"code": "90103", "name": "Brute", "type_code": "enemy", "health": 2, "health_per_investigator": True,
              "enemy_fight": 2, "enemy_evade": 2, "enemy_damage": 1, "enemy_horror": 1, "text": ""},
}

THE_TIDE_RISES = ("[fast] The investigators spend 1 [per_investigator] clues, as a group: Place 1 doom on this agenda "
                  "(this effect can cause this agenda to advance). Each investigator gains 2 resources.")


def _replay(data):
    return replay(situation_from_data(data, catalogue=CATALOGUE.get))


def _unrevealed(code, name):
    return {"code": code, "name": name, "connections": ["Hall"], "revealed": False}


def test_a_per_investigator_clue_value_is_multiplied_by_the_investigators_who_started():
    """[ahlcg/rr/per-investigator] "When the [per_investigator] symbol appears after a value, that value is multiplied
    by the number of investigators who started the scenario." [ahlcg/rr/clues] "Most clue values are conveyed as a
    “per investigator ([per_investigator])” value." [ahlcg/rr/location-cards] "Most clue values are conveyed as a
    “per investigator” ([per_investigator]) value." "Most clue values are conveyed as a “per investigator” value."
    [ahlcg/rr/move] "Most clue values are conveyed as a “per investigator” ([per_investigator]) value." "Most clue
    values are conveyed as a “per investigator” value." — the Cellar's 2 per investigator, two investigators: 4
    clues placed as it is revealed; the Vault's flat 2 stays 2."""
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Cellar"}])
    data["locations"][0]["connections"] = ["Attic", "Cellar", "Vault"]
    data["locations"] += [_unrevealed("90101", "Cellar"), _unrevealed("90102", "Vault")]
    trace = _replay(data)
    assert at(trace, "Roland Banks leaves Hall and enters Cellar") < at(trace, "Cellar is revealed")
    locations = trace.final_state["locations"]
    assert locations["Cellar"]["clues"] == 4
    data["do"] = [{"who": "Roland Banks", "action": "move", "to": "Vault"}]
    assert _replay(data).final_state["locations"]["Vault"]["clues"] == 2
    data["investigators"].pop()
    data["do"] = [{"who": "Roland Banks", "action": "move", "to": "Cellar"}]
    assert _replay(data).final_state["locations"]["Cellar"]["clues"] == 2


def test_per_investigator_is_multiplied_before_modifiers_and_is_the_printed_value():
    """[ahlcg/rr/per-investigator] "- The “per investigator” multiplication is done before all other modifiers, and the
    product of this multiplication is treated as the printed value of the card." — the Brute's 2 per investigator
    is 4 with two investigators; 3 damage leaves it in play, a fourth defeats it."""
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Blade"}])
    data["cards"] = [{"code": "90103", "location": "Hall", "damage": 2},
                     {"name": "Blade", "type": "asset", "controller": "Roland Banks", "abilities": [
                         {"kind": "action", "effects": [{"effect": "deal-damage", "amount": 1, "to": "Brute"}],
                          "text": "[action] Deal 1 damage to Brute."}]}]
    trace = _replay(data)
    assert trace.final_state["cards"]["Brute"]["zone"] == "play"
    assert trace.final_state["cards"]["Brute"]["damage"] == 3
    data["cards"][0]["damage"] = 3
    at(_replay(data), "Brute is defeated")


def test_eliminated_investigators_still_count_toward_per_investigator_values():
    """[ahlcg/rr/per-investigator] "- If investigators have been eliminated from the scenario, they still count toward
    “per investigator” values." "- Text that uses the phrase “per investigator” also counts the number of investigators
    who started the scenario, and is applied before all other modifiers." [ahlcg/rr/elimination] "The only manner in
    which eliminated investigators interact with the game when establishing “per investigator” values (see page 16)."
    "The only manner in which eliminated investigators interact with the game is when establishing “per
    investigator” values (see “Per Investigator” on page 16)." — Agnes is defeated by a card first; the agenda's
    "1 [per_investigator] clues" still costs 2, which Roland alone pays."""
    curse = {"name": "Dire Curse", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [{"effect": "defeat", "to": "Agnes Baker"}],
         "text": "[action] Agnes Baker is defeated."}]}
    data = world(cards=[curse, {"name": "The Tide Rises", "type": "agenda", "threshold": 9, "text": THE_TIDE_RISES}],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Dire Curse"},
                     {"who": "Roland Banks", "use": "The Tide Rises"}])
    data["investigators"][0]["clues"] = 2
    trace = run(data)
    eliminated = at(trace, "Elimination of Agnes Baker")
    paid = at(trace, "1 clue per investigator, as a group")
    assert eliminated < paid and "Roland Banks 2 \u2192 0" in trace.steps[paid].text
    assert trace.final_state["investigators"]["Roland Banks"]["clues"] == 0
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7
    data["investigators"][0]["clues"] = 1
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["clues"] == 1
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5
