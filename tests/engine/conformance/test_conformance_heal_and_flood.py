"""Whom a bare “Heal X” heals (FAQ), and what a location's flood level does on its own (2024 glossary: Flood
Tokens). Each test replays a minimal situation, the cards given by their printed text where the answer is about
how a card reads, and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import absent, at, run, world


def _salve(text, **more):
    data = world(cards=[{"name": "Salve", "type": "asset", "controller": "Roland Banks", "text": text}], **more)
    data["investigators"][0]["horror"] = data["investigators"][1]["horror"] = 2
    data["do"] = [{"who": "Roland Banks", "use": "Salve"}]
    return data


def _horror(trace):
    return [trace.final_state["investigators"][n]["horror"] for n in ("Roland Banks", "Agnes Baker")]


def test_a_bare_heal_heals_your_investigator_only():
    """[ahlcg/faq/q-if-a-card-effect-says-to-heal-damage] "No." "“Heal X damage/horror” is shorthand for “Heal X
    damage/horror from your investigator.”" "If a card simply reads “Heal X horror” or “Heal X damage,” you can only
    use it to heal horror or damage from your investigator." """
    trace = run(_salve("[free]: Heal 1 horror.", choices=[{"decision": "target", "ability": "Salve",
                                                           "choose": "Agnes Baker"}]))
    at(trace, "Salve heals 1 horror from Roland Banks")
    assert absent(trace, "chooses Agnes Baker") and _horror(trace) == [1, 2]


def test_a_card_that_heals_another_investigator_says_so():
    """[ahlcg/faq/q-if-a-card-effect-says-to-heal-damage] "Cards that allow you to heal other investigators or assets
    will specify that." """
    trace = run(_salve("[free]: Heal 1 horror from an investigator at your location.",
                       choices=[{"decision": "target", "ability": "Salve", "choose": "Agnes Baker"}]))
    assert at(trace, "Roland Banks chooses Agnes Baker") < at(trace, "Salve heals 1 horror from Agnes Baker")
    assert _horror(trace) == [2, 1]


def test_a_flood_level_has_no_effect_of_its_own_only_the_cards_that_name_it():
    """[ahlcg/glossary/flood-tokens] "A location’s flood level has no inherent game effect." "However, some card
    effects may change or become stronger while you are at a flooded location, particularly if that location is fully
    flooded." """
    data = world(turn="Roland Banks", do=[{"who": "Roland Banks", "action": "move", "to": "Attic"},
                                          {"who": "Roland Banks", "end-turn": True}])
    data["locations"][0]["flood"] = "fully-flooded"
    data["locations"][1]["flood"] = "fully-flooded"
    data["investigators"][1]["abilities"] = [
        {"kind": "delayed", "timing": "when", "text": "When your turn ends, if you did not enter an unflooded location "
         "during your turn, take 1 direct damage.",
         "trigger": {"event": "turn-ends", "who": "Roland Banks", "unless-entered": ["unflooded"]},
         "effects": [{"effect": "deal-damage", "amount": 1, "to": "Roland Banks", "direct": True}]}]
    trace = run(data)
    entered = at(trace, "Roland Banks has entered a fully-flooded location (Attic)")
    assert entered < at(trace, "1 damage on Roland Banks")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["damage"], roland["horror"], roland["actions"]) == (1, 0, 2)
    assert trace.final_state["locations"]["Attic"]["flood"] == "fully-flooded"
