"""An ability whose card prints "Cannot be canceled." after its effects (``cannot-be-canceled``): Another Dimension's
"Forced – When a location leaves play: Move each investigator and unengaged enemy at that location to Another
Dimension. Cannot be canceled."

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, reaction, run, verdicts, world


def _lantern() -> dict:
    """Two free abilities on one card: the first cannot be canceled, the second can."""
    return {"name": "Lantern", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "Gain 2 resources. Cannot be canceled.", "cannot-be-canceled": True,
         "effects": [{"effect": "gain-resources", "amount": 2}]},
        {"kind": "free", "text": "Gain 1 resource.", "effects": [{"effect": "gain-resources", "amount": 1}]}]}


def _null_field(kind: str = "forced") -> dict:
    return {"name": "Null Field", "type": "treachery", "threat-area": "Roland Banks", "abilities": [reaction(
        "when", {"event": "ability-triggered", "what": "Lantern"}, [{"effect": "cancel"}],
        "Forced – When Lantern's ability is triggered: Cancel its effects.", kind=kind)]}


def test_an_ability_that_cannot_be_canceled_resolves_its_effects():
    """[ahlcg/rr/cancel] "Some card abilities can be used to cancel other card effects." [ahlcg/rr/cannot] "If an
    ability ... cannot ..., the card ability is not able to change the game state, and thus cannot ..." — Cannot is
    absolute: the forced cancel has nothing it may cancel, and Lantern's 2 resources are gained."""
    trace = run(world(cards=[_lantern(), _null_field()], do=[{"who": "Roland Banks", "use": "Lantern", "ability": 0}]))
    assert absent(trace, "Canceled: Lantern's ability")
    at(trace, "Roland Banks gains 2 resources")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7
    assert verdicts(trace, "Null Field") == [("no effect", "\u201ccancel\u201d could not change the game state now, so "
                                               "the ability does not initiate")]


def test_the_cards_other_ability_can_still_be_canceled():
    """[ahlcg/rr/cancel] "Any time the effects of an ability are canceled, the ability (apart from its effects) is
    still regarded as initiated, and any costs have still been paid." — "Cannot be canceled." after one ability's
    effects is that ability's: the card's other ability is canceled."""
    trace = run(world(cards=[_lantern(), _null_field()], do=[{"who": "Roland Banks", "use": "Lantern", "ability": 1}]))
    at(trace, "Canceled: Lantern's ability")
    assert absent(trace, "gains 1 resource")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_a_forced_ability_that_cannot_be_canceled_is_not_canceled_as_it_triggers():
    """[ahlcg/rr/ability/forced-abilities] "Forced abilities initiate ... automatically at a specified timing point" —
    Another Dimension's forced ability, on a location leaving play, moves the investigator there to it, whatever
    tries to cancel it."""
    dimension = {"name": "Another Dimension", "connections": [], "clues": 0, "shroud": 1,
                 "revealed": True, "abilities": [
                     {"kind": "forced", "timing": "when", "cannot-be-canceled": True,
                      "text": "Forced – When a location leaves play: Move each investigator and unengaged enemy at that "
                              "location to Another Dimension. Cannot be canceled.",
                      "trigger": {"event": "leaves-play", "what": "location"},
                      "effects": [{"effect": "move", "who": "each-investigator-at:triggering-what",
                                   "to": "this-location"}]}]}
    bin_ = {"name": "Trash Bin", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "Discard Attic.", "effects": [{"effect": "discard", "to": "Attic"}]}]}
    seal = {"name": "Seal", "type": "treachery", "threat-area": "Roland Banks", "abilities": [reaction(
        "when", {"event": "ability-triggered", "what": "Another Dimension"}, [{"effect": "cancel"}],
        "Forced – When Another Dimension's ability is triggered: Cancel its effects.", kind="forced")]}
    data = world(cards=[bin_, seal], do=[{"who": "Roland Banks", "use": "Trash Bin"}])
    data["locations"].append(dimension)
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    forced = at(trace, "Another Dimension [forced]")
    assert absent(trace, "Canceled: Another Dimension's ability")
    at(trace, "Agnes Baker", forced)
    assert trace.final_state["investigators"]["Agnes Baker"]["location"] == "Another Dimension"
