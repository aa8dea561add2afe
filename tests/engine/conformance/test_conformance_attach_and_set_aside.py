"""Attachments (checked as they attach, exhausting on their own) and set-aside cards (out of the game until named),
replayed from the sentences.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _asset(name, effects, cost=None, **more):
    ability = {"kind": "action", "effects": effects, **({"cost": cost} if cost else {})}
    return {"name": name, "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
            "abilities": [ability], **more}


def _ghoul(**more):
    return {"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 2, "fight": 2, "evade": 1,
            "attack": {"damage": 1}, **more}


def test_an_attachment_exhausts_and_readies_independently_of_its_host():
    """[ahlcg/rr/attach-to] "- An attachment exhausts and readies independently of the game element it’s attached
    to." "Once attached, such a card is referred to as an attachment." — Mark, attached to the Ghoul, stays ready
    when the Ghoul is exhausted by an evasion; exhausting Mark leaves the Ghoul as it was."""
    mark = _asset("Mark", [{"effect": "attach", "to": "Ghoul"}])
    mark["abilities"].append({"kind": "free", "cost": {"exhaust": True}, "effects": gain(),
                              "text": "[free] Exhaust Mark: Gain 1 resource."})
    data = world(cards=[_ghoul(engaged="Roland Banks"), mark],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Mark"},
                     {"who": "Roland Banks", "action": "evade", "enemy": "Ghoul", "result": "success"}])
    trace = run(data)
    assert at(trace, "Mark is attached to Ghoul") < at(trace, "Ghoul is exhausted")
    cards = trace.final_state["cards"]
    assert cards["Ghoul"]["exhausted"] is True
    assert cards["Mark"]["exhausted"] is False and cards["Mark"]["attached_to"] == "Ghoul"
    del data["cards"][0]["engaged"]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Mark"},
                  {"who": "Roland Banks", "use": "Mark"}]
    cards = run(data).final_state["cards"]
    assert cards["Mark"]["exhausted"] is True and cards["Ghoul"]["exhausted"] is False


def test_attach_to_is_checked_as_the_card_attaches_and_not_again_after():
    """[ahlcg/rr/attach-to] "- The “attach to” phrase is checked for legality each time a card would be attached to a
    game element, but is not checked again after that attachment occurs." — "Attach to an exhausted enemy at your
    location": Mark attaches to the exhausted Ghoul, and stays attached after the Ghoul readies at 4.4."""
    mark = _asset("Mark", [{"effect": "attach", "to": "an-exhausted-enemy-at-your-location"}])
    data = world(cards=[_ghoul(exhausted=True), mark], start="2.2", until="4.4",
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Mark"},
                     {"who": "Roland Banks", "end-turn": True}])
    trace = run(data)
    assert at(trace, "Mark is attached to Ghoul") < at(trace, "4.3 Ready exhausted cards: simultaneously ready Ghoul")
    cards = trace.final_state["cards"]
    assert cards["Ghoul"]["exhausted"] is False
    assert cards["Mark"]["attached_to"] == "Ghoul" and cards["Mark"]["zone"] == "play"


def test_a_card_that_cannot_attach_remains_where_it_was_or_is_discarded():
    """[ahlcg/rr/attach-to] "If the initial “attach to” check does not pass, the card is not able to be attached, and
    remains in its prior state or game area." "If such a card cannot remain in its prior state or game area, discard
    it." — the Ghoul is defeated before "attach to it" resolves: the asset stays in play, unattached; the event,
    which cannot stay where it was, goes to the discard pile."""
    lure = _asset("Lure", [{"effect": "deal-damage", "amount": 2, "to": "Ghoul"}, {"effect": "attach", "to": "Ghoul"}])
    data = world(cards=[_ghoul(), lure], do=[{"who": "Roland Banks", "action": "activate", "card": "Lure"}])
    trace = run(data)
    assert at(trace, "Ghoul is defeated") < len(trace.steps)
    assert at(trace, "Ghoul is defeated") < at(trace, "Lure cannot be attached: the “attach to” check does not pass, "
                                               "so it remains in play, unattached")
    assert absent(trace, "Lure is attached")
    lure_now = trace.final_state["cards"]["Lure"]
    assert lure_now["zone"] == "play" and lure_now.get("attached_to") is None
    data = world(cards=[_ghoul()], do=[{"who": "Roland Banks", "action": "play", "card": "Snare"}])
    data["investigators"][0]["hand"] = [{"name": "Snare", "type": "event", "cost": 0, "effects": [
        {"effect": "deal-damage", "amount": 2, "to": "Ghoul"}, {"effect": "attach", "to": "Ghoul"}]}]
    trace = run(data)
    at(trace, "Snare cannot be attached")
    assert absent(trace, "Snare is attached")
    assert trace.final_state["investigators"]["Roland Banks"]["discard"] == ["Snare"]


def test_set_aside_cards_do_not_interact_until_an_ability_names_them():
    """[ahlcg/rr/set-aside] "Some scenarios instruct the players to set aside specific cards." "Set-aside cards have no
    interaction with the game until they are referenced by instructions within the scenario or by a card ability."
    "(Added in FAQ, section ’Card Ability Interpretation’, point 2.7) If an effect instructs an investigator to take
    control of a card that is currently set-aside, that effect puts that card into play in that investigator’s play
    area." — the set-aside Ledger's reaction to gaining resources is not offered; once taken control of, it is."""
    ledger = {"name": "Ledger", "type": "asset", "abilities": [reaction(
        "after", {"event": "gain-resources", "who": "you"}, [{"effect": "draw"}],
        "After you gain resources: Draw 1 card.")]}
    data = world(cards=[_asset("Clerk", [{"effect": "take-control", "to": "Ledger"}])],
                 do=[{"who": "Roland Banks", "action": "resource"},
                     {"who": "Roland Banks", "action": "activate", "card": "Clerk"},
                     {"who": "Roland Banks", "action": "resource"}])
    data["set-aside"] = [ledger]
    trace = run(data)
    first = at(trace, "Roland Banks gains 1 resource")
    control = at(trace, "Ledger")
    assert first < control
    assert trace.final_state["cards"]["Ledger"]["zone"] == "play"
    assert trace.final_state["cards"]["Ledger"]["controller"] == "Roland Banks"
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Card A"]
    assert at(trace, "Roland Banks draws", control) > control
