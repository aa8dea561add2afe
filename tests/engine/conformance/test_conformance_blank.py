"""Blank: a printed text box treated as blank has none of its printed content — traits, keywords, card text and
abilities — while what the card gained from another source stays; each replayed from its sentence.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import absent, at, run, world

from kb.engine.situation.errors import SituationError

_WIPE = "Treat the chosen enemy's printed text box as if it were blank (except for Traits) until the end of the phase."


def _ghoul(**more: Any) -> dict[str, Any]:
    """An aloof Monster whose own constant gives it +2 fight."""
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 2, "evade": 2, "location": "Hall",
            "traits": ["Monster"], "keywords": ["aloof"], "attack": {"damage": 1, "horror": 1}, "abilities": [
                {"kind": "constant", "text": "Ghoul gets +2 fight.", "difficulty-modifier": 2,
                 "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"}}], **more}


def _wipe(mode: str = "text-box-except-traits", text: str = _WIPE) -> dict[str, Any]:
    return {"name": "Mind Wipe", "type": "event", "cost": 0, "text": text, "effects": [
        {"effect": "lasting", "duration": "until-end-of-phase", "to": "a-non-elite-enemy-at-your-location",
         "applies-to": {"event": "enters-play"}, "blank": mode, "text": text}]}


def _frenzy() -> dict[str, Any]:
    """A treachery whose constant gives the Ghoul retaliate: text gained from another source."""
    return {"name": "Frenzy", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        {"kind": "constant", "text": "Ghoul gains retaliate.", "gains": ["retaliate"],
         "applies-to": {"event": "enters-play", "what": "Ghoul"}}]}


def _wiped(*more: dict[str, Any], mode: str = "text-box-except-traits") -> Any:
    data = world(cards=[_ghoul(), *more],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Mind Wipe"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    data["investigators"][0]["hand"] = [_wipe(mode)]
    return run(data)


def test_a_blank_text_box_has_none_of_its_printed_content():
    """[ahlcg/rr/blank] "If a card’s printed text box is considered “blank” by an ability, that text box is treated as
    if it did not have any of its printed content." — Mind Wipe on an aloof Ghoul whose own text gives it +2 fight: no
    longer aloof, it engages Roland at once; fought, its fight is its printed 2."""
    trace = _wiped()
    k = at(trace, "Ghoul's printed text box is treated as blank (except for its traits)")
    assert "ahlcg/rr/blank" in trace.steps[k].rules
    assert k < at(trace, "Ghoul and Roland Banks become engaged", k)
    assert "against Ghoul's fight 2" in trace.steps[at(trace, "ST.1: Roland Banks begins a combat test")].text
    assert absent(trace, "the difficulty of this skill test is 2 \u2192 4")


def test_without_blank_the_printed_text_applies():
    """[ahlcg/rr/blank] The control: the Ghoul's printed aloof and +2 fight apply while nothing blanks them."""
    data = world(cards=[_ghoul()], do=[{"who": "Roland Banks", "action": "engage", "enemy": "Ghoul"},
                                       {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    trace = run(data)
    at(trace, "the difficulty of this skill test is 2 \u2192 4")


def test_text_gained_from_another_source_is_not_blanked():
    """[ahlcg/rr/blank] "Text and/or icons gained from another source are not blanked." — the Ghoul gains retaliate
    from Frenzy: blanked by Mind Wipe, it keeps it, and attacks Roland when his fight fails."""
    trace = _wiped(_frenzy())
    k = at(trace, "Ghoul's printed text box is treated as blank")
    assert k < at(trace, "ST.6: Roland Banks fails") < at(trace, "attacking a ready enemy with retaliate", k)
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1


def test_a_text_box_includes_traits_keywords_card_text_and_abilities():
    """[ahlcg/rr/blank] "- A card’s text box includes: traits, keywords, card text and abilities." — blanked whole,
    the Ghoul is no Monster: "each Monster enemy at your location" leaves it out; blanked "except for Traits", it is
    still one."""
    def damage(mode: str) -> int:
        data = world(cards=[_ghoul()], do=[{"who": "Roland Banks", "action": "play", "card": "Mind Wipe"},
                                           {"who": "Roland Banks", "action": "play", "card": "Smite"}])
        data["investigators"][0]["hand"] = [
            _wipe(mode, "Treat the chosen enemy's printed text box as if it were blank until the end of the phase."),
            {"name": "Smite", "type": "event", "cost": 0, "text": "Deal 1 damage to each Monster enemy at your "
             "location.", "effects": [{"effect": "deal-damage", "amount": 1,
                                       "to": "each-monster-enemy-at-your-location"}]}]
        trace = run(data)
        at(trace, "Ghoul's printed text box is treated as blank")
        return trace.final_state["cards"]["Ghoul"]["damage"]
    assert damage("text-box") == 0
    assert damage("text-box-except-traits") == 1


def test_a_blank_text_box_is_restored_when_the_lasting_effect_expires():
    """[ahlcg/rr/blank] "If a card’s printed text box is considered “blank” by an ability, that text box is treated as
    if it did not have any of its printed content." — "until the end of the phase": as the investigation phase ends,
    the Ghoul's printed text applies again."""
    data = world(start="2.2", until="3.1", do=[{"who": "Roland Banks", "action": "play", "card": "Mind Wipe"},
                                  {"who": "Roland Banks", "end-turn": True}, {"who": "Agnes Baker", "end-turn": True}],
                 cards=[_ghoul()])
    data["investigators"][0]["hand"] = [_wipe()]
    trace = run(data)
    assert at(trace, "Ghoul's printed text box is treated as blank") < at(
        trace, "Ghoul's printed text box is no longer treated as blank")


def test_blank_on_an_ability_that_does_not_apply_to_entering_play_is_refused():
    """Bad input: 'blank' names the cards it blanks through an 'enters-play' applies-to."""
    wipe = _wipe()
    wipe["effects"][0]["applies-to"] = {"event": "skill-test-begins"}
    data = world(cards=[_ghoul()], do=[{"who": "Roland Banks", "action": "play", "card": "Mind Wipe"}])
    data["investigators"][0]["hand"] = [wipe]
    with pytest.raises(SituationError, match="'blank' is for a constant or lasting ability that applies to"):
        run(data)


def test_a_text_box_treated_as_blank_read_from_the_card_text():
    """[ahlcg/rr/blank] "If a card’s printed text box is considered “blank” by an ability, that text box is treated as
    if it did not have any of its printed content." — Mind Wipe read from its printed text: the chosen Ghoul's +2
    fight no longer applies, until the end of the phase."""
    data = world(cards=[_ghoul(keywords=[])],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Mind Wipe"},
                     {"who": "Roland Banks", "action": "engage", "enemy": "Ghoul"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    data["investigators"][0]["hand"] = [{"name": "Mind Wipe", "type": "event", "cost": 0, "text": "Choose a "
                                         "non-[[Elite]] enemy at your location. " + _WIPE.replace("Traits",
                                                                                                 "[[Traits]]")}]
    trace = run(data)
    assert at(trace, "Ghoul's printed text box is treated as blank (except for its traits)") < at(
        trace, "against Ghoul's fight 2")
    assert absent(trace, "the difficulty of this skill test is 2 \u2192 4")


def test_a_constant_treats_the_text_box_of_each_card_it_names_as_blank():
    """[ahlcg/rr/blank] "If a card’s printed text box is considered “blank” by an ability, that text box is treated as
    if it did not have any of its printed content." — Unhallowed Country, read from its text, in Roland's threat area:
    "Treat the printed text box of each Ally asset you control as if it were blank": his Guard Dog's ability cannot be
    used; Agnes's Guard Dog, not his, keeps it."""
    country = {"name": "Unhallowed Country", "type": "treachery", "threat-area": "Roland Banks",
               "text": "You cannot play [[Ally]] assets. Treat the printed text box of each [[Ally]] asset you control "
                       "as if it were blank."}

    def dog(name: str, who: str) -> dict[str, Any]:
        return {"name": name, "type": "asset", "traits": ["Ally"], "controller": who, "owner": who, "abilities": [
            {"kind": "free", "text": "[free]: Gain 1 resource.", "effects": [{"effect": "gain-resources", "amount": 1}]}]}
    data = world(cards=[country, dog("Guard Dog", "Roland Banks"), dog("Stray Dog", "Agnes Baker")],
                 do=[{"who": "Roland Banks", "use": "Guard Dog"}, {"who": "Agnes Baker", "use": "Stray Dog"}])
    trace = run(data)
    assert at(trace, "Guard Dog's printed text box is treated as blank:") < at(trace, "Not possible (do[0])")
    assert absent(trace, "Stray Dog's printed text box")
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_gained_characteristics_are_not_printed_and_an_ability_on_printed_ones_does_not_see_them():
    """[ahlcg/rr/gains] "- “Gained” characteristics are not considered to be “printed” on the card." "If an ability
    refers to the printed characteristics of a card, it does not refer to gained characteristics." — Mind Wipe refers
    to the Ghoul's printed text box: its printed aloof is blanked (it engages Roland), the retaliate it gained from
    Frenzy is not printed and stays (it attacks when his fight fails)."""
    trace = _wiped(_frenzy())
    k = at(trace, "Ghoul's printed text box is treated as blank")
    assert k < at(trace, "Ghoul and Roland Banks become engaged", k) < at(
        trace, "attacking a ready enemy with retaliate", k)
