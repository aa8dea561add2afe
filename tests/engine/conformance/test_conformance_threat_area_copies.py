"""Threat Area and Copies: "Put Beyond the Veil into play in your threat area if there is no copy of Beyond the Veil
in your threat area" counts the cards of that title (any copy, Copies: by title) in the drawer's threat area, a play
area (Threat Area). Cases from the rules' sentences and the dev cards."""

from __future__ import annotations

from rulecases import at, run, world

_QUIET = {"name": "Quiet Night", "type": "treachery"}  # what the second investigator draws
_ONCE = {"kind": "revelation", "text": "Put Veil Sickness into play in your threat area if there is no copy of Veil "
                                       "Sickness in your threat area.",
         "effects": [{"effect": "if", "condition": {"count": "in-play:copy_of_self-card-in-your-threat-area",
                                                    "at-most": 0},
                      "effects": [{"effect": "put-into-play", "to": "self", "zone": "threat-area"}]}]}


def _sickness(name, **more):
    return {"name": name, "type": "treachery", "abilities": [_ONCE], **more}


def _drawn(held):
    data = world(round=2, start="1.4", until="1.4", cards=held,
                 **{"encounter-deck": [_sickness("Veil Sickness #2"), _QUIET]})
    data["investigators"][1]["location"] = "Attic"
    return run(data)


def test_a_card_put_into_your_threat_area_only_without_a_copy_there_enters_when_there_is_none():
    """[ahlcg/rr/threat-area] "a play area in which encounter cards currently engaged with and/or affecting an
    investigator are placed": with no copy of it in your threat area, it is put into play there."""
    trace = _drawn([])
    at(trace, "Veil Sickness #2 is put into play in Roland Banks's threat area")
    assert trace.final_state["cards"]["Veil Sickness #2"]["zone"] == "play"


def test_a_copy_in_your_threat_area_keeps_another_copy_out():
    """[ahlcg/rr/copy] "A copy of a card is defined by title." "A second copy of a card is any other card that shares
    the same title, regardless of cardtype, text, artwork, or any other differing characteristics between the
    cards." A copy already in your threat area keeps this one out, and it is discarded after its revelation as a
    treachery that does not stay is."""
    trace = _drawn([_sickness("Veil Sickness", **{"threat-area": "Roland Banks"})])
    at(trace, "Veil Sickness #2 is placed in the encounter discard pile")
    assert trace.final_state["cards"]["Veil Sickness #2"]["zone"] != "play"


def test_a_copy_in_another_investigators_threat_area_is_not_in_yours():
    """[ahlcg/rr/threat-area] each investigator has his or her own threat area: Agnes Baker's copy is not in
    Roland Banks's, so his copy enters."""
    trace = _drawn([_sickness("Veil Sickness", **{"threat-area": "Agnes Baker"})])
    assert trace.final_state["cards"]["Veil Sickness #2"]["zone"] == "play"
