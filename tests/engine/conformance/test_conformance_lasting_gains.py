"""Keywords gained or lost for a duration: a lasting effect gives keywords to (or takes them from) the cards its `to`
picks as it is established, and they hold while it lasts and not after — "Each enemy at your location gains aloof
until the end of the round", "The attacked enemy gains retaliate for this attack"; each replayed from its sentence.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import absent, at, run, world

from kb.engine.situation.errors import SituationError

_SMOKE = "Each enemy at your location gains aloof until the end of the round."


def _enemy(name: str = "Ghoul", **more: Any) -> dict[str, Any]:
    return {"name": name, "type": "enemy", "health": 3, "fight": 2, "evade": 2, "location": "Hall",
            "traits": ["Monster"], "attack": {"damage": 1, "horror": 1}, **more}


def _smoke(duration: str = "until-end-of-round", field: str = "gains", keywords: tuple[str, ...] = ("aloof",),
           to: str = "each-enemy-at-your-location") -> dict[str, Any]:
    return {"name": "Smoke", "type": "event", "cost": 0, "text": _SMOKE, "effects": [
        {"effect": "lasting", "duration": duration, "to": to, "applies-to": {"event": "enters-play"},
         field: list(keywords), "text": _SMOKE}]}


def _through_upkeep(*cards: dict[str, Any], smoke: dict[str, Any] | None = None) -> Any:
    """Roland plays Smoke on his turn; both turns end, and the round runs through its upkeep (the Ghoul readies at
    4.3) into the next round."""
    data = world(start="2.2", until="1.4", cards=list(cards),
                 do=[{"who": "Roland Banks", "action": "play", "card": "Smoke"},
                     {"who": "Roland Banks", "end-turn": True}, {"who": "Agnes Baker", "end-turn": True}])
    data["investigators"][0]["hand"] = [smoke or _smoke()]
    return run(data)


def test_a_keyword_gained_for_a_duration_holds_until_the_lasting_effect_expires():
    """[ahlcg/rr/lasting-effects] "A lasting effect expires as soon as the timing point specified by its duration is
    reached." — an exhausted Ghoul at Roland's location gains aloof until the end of the round: readied at 4.3 it does
    not engage (Aloof: it "does not automatically engage investigators at its location"); as the round ends the
    effect expires, and only then does it engage."""
    trace = _through_upkeep(_enemy(exhausted=True))
    k = at(trace, "Ghoul gains aloof until the lasting effect expires (until the end of the round)")
    assert "ahlcg/rr/gains" in trace.steps[k].rules
    readied = at(trace, "Readied: Ghoul", k)
    expires = at(trace, "Lasting effect expires as the round ends", readied)
    assert expires < at(trace, "Ghoul and Roland Banks become engaged", expires)


def test_a_keyword_gained_until_the_end_of_the_phase_is_gone_in_the_next_phase():
    """[ahlcg/rr/aloof] "Aloof is a keyword ability. An enemy with the aloof keyword does not automatically engage
    investigators at its location." — gained only until the end of the investigation phase, aloof is gone when the
    Ghoul readies in the upkeep phase: it engages at once."""
    trace = _through_upkeep(_enemy(exhausted=True), smoke=_smoke("until-end-of-phase"))
    expired = at(trace, "Lasting effect expires as the phase ends")
    readied = at(trace, "Readied: Ghoul", expired)
    assert at(trace, "Ghoul and Roland Banks become engaged", readied) < at(trace, "4.4 Each investigator draws", readied)


def test_an_enemy_that_gains_aloof_cannot_be_attacked_while_unengaged():
    """[ahlcg/rr/aloof] "An investigator cannot attack an aloof enemy while that enemy is not engaged with an
    investigator." — the exhausted Ghoul given aloof by Smoke cannot be fought; without Smoke it can."""
    def fought(smoke: bool) -> Any:
        data = world(cards=[_enemy(exhausted=True)],
                     do=[*([{"who": "Roland Banks", "action": "play", "card": "Smoke"}] if smoke else []),
                         {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
        data["investigators"][0]["hand"] = [_smoke()]
        return run(data)
    smoked = fought(True)
    k = at(smoked, "Aloof: Ghoul is not engaged with an investigator, so Roland Banks cannot attack it")
    assert "ahlcg/rr/aloof" in smoked.steps[k].rules
    assert absent(smoked, "ST.1")
    at(fought(False), "ST.1")


def test_a_lasting_keyword_affects_only_the_cards_picked_when_it_is_established():
    """[ahlcg/rr/lasting-effects] "If a lasting effect affects in-play cards (or cards in a specified area), it is only
    applied to cards that are in play (or the specified area) when the lasting effect is established." — the Ghoul at
    Roland's location gains aloof; a hunter Rat in the Attic does not, and moving to Hall in the enemy phase it
    engages Roland while the Ghoul, readied, stays unengaged until the round ends."""
    trace = _through_upkeep(_enemy(exhausted=True), _enemy("Rat", location="Attic", keywords=["hunter"]))
    at(trace, "Ghoul gains aloof until the lasting effect expires")
    assert absent(trace, "Rat gains aloof")
    rat = at(trace, "Rat and Roland Banks become engaged")
    assert rat < at(trace, "Lasting effect expires as the round ends") < at(trace, "Ghoul and ", rat + 1)


def _knuckleduster() -> dict[str, Any]:
    text = "[action]: Fight. This attack deals +1 damage. The attacked enemy gains retaliate for this attack."
    return {"name": "Knuckleduster", "type": "asset", "controller": "Roland Banks", "text": text}


def test_retaliate_gained_for_this_attack_answers_a_failed_attack_and_not_a_later_one():
    """[ahlcg/rr/retaliate] "Each time an investigator fails a skill test while attacking a ready enemy with the
    retaliate keyword, after applying all results for that skill test, that enemy performs an attack against the
    attacking investigator." — Knuckleduster, read from its text: the attacked Ghoul gains retaliate as the test
    begins, so Roland's failed attack draws its attack; it expires as the test ends, so a second failed attack with
    no Knuckleduster draws none."""
    data = world(cards=[_enemy(engaged="Roland Banks"), _knuckleduster()],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Knuckleduster", "enemy": "Ghoul",
                      "result": "fail"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    trace = run(data)
    begins = at(trace, "ST.1: Roland Banks begins a combat test")
    gained = at(trace, "Ghoul gains retaliate until the lasting effect expires (for this skill test)", begins)
    retaliates = at(trace, "Ghoul makes a retaliate attack against Roland Banks", gained)
    expires = at(trace, "Lasting effect expires as the skill test ends", retaliates)
    second = at(trace, "ST.1: Roland Banks begins a combat test", expires)
    at(trace, "ST.8: the skill test ends", second)
    assert not any("retaliate" in s.text for s in trace.steps[second:])
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1


def test_a_card_that_loses_a_keyword_for_a_duration_functions_without_it():
    """[ahlcg/rr/gains] "- If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the
    card functions as if it possesses the gained characteristic." — and its converse, for a duration: a ready Ghoul
    whose printed aloof kept it unengaged loses aloof until the end of the phase, and engages Roland at once."""
    trace = _through_upkeep(_enemy(keywords=["aloof"]), smoke=_smoke("until-end-of-phase", "loses"))
    k = at(trace, "Ghoul loses aloof until the lasting effect expires (until the end of the phase)")
    assert k < at(trace, "Ghoul and Roland Banks become engaged", k)


def test_keywords_on_a_lasting_effect_with_no_to_are_refused():
    """Bad input: a lasting 'gains' names the cards it changes through 'to', picked as it is established."""
    smoke = _smoke()
    del smoke["effects"][0]["to"]
    data = world(cards=[_enemy()], do=[{"who": "Roland Banks", "action": "play", "card": "Smoke"}])
    data["investigators"][0]["hand"] = [smoke]
    with pytest.raises(SituationError, match="a lasting 'gains' needs 'to'"):
        run(data)


def test_keywords_on_a_lasting_effect_that_does_not_apply_to_entering_play_are_refused():
    """Bad input: 'gains' names the cards it changes through an 'enters-play' applies-to."""
    smoke = _smoke()
    smoke["effects"][0]["applies-to"] = {"event": "skill-test-begins"}
    data = world(cards=[_enemy()], do=[{"who": "Roland Banks", "action": "play", "card": "Smoke"}])
    data["investigators"][0]["hand"] = [smoke]
    with pytest.raises(SituationError, match="'gains' is for a constant or lasting ability that applies to"):
        run(data)


def _minh(icons: dict[str, int]) -> Any:
    """Roland investigates and commits Dexterity (``icons``); Agnes's reaction, read from its text, gives the card
    committed a [wild] icon until the end of the test."""
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Dexterity"]}])
    data["investigators"][0]["hand"] = [{"name": "Dexterity", "type": "skill", "icons": icons}]
    data["investigators"][1]["text"] = ("[reaction] After an investigator at your location commits a card to a skill "
                                        "test: That card gains a [wild] icon until the end of the test.")
    return run(data)


def test_a_skill_icon_gained_by_a_committed_card_counts_at_st5_while_the_effect_lasts():
    """[ahlcg/rr/gains] "- If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the
    card functions as if it possesses the gained characteristic." — Dexterity, committed with one [intellect] icon,
    gains a [wild] icon: it adds 2 to Roland's intellect at ST.5, and the effect expires as the test ends."""
    trace = _minh({"intellect": 1})
    k = at(trace, "Dexterity gains a [wild] icon until the lasting effect expires (for this skill test)")
    assert k < at(trace, "ST.5: Roland Banks's modified skill value: intellect 3 + 2 (Dexterity)", k)
    assert at(trace, "ST.8: the skill test ends", k) < at(trace, "Lasting effect expires as the skill test ends", k)


def test_a_trait_gained_for_a_duration_is_matched_by_another_abilitys_filter():
    """[ahlcg/rr/gains] "- If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the
    card functions as if it possesses the gained characteristic." — a Monster Ghoul that gains the Criminal trait until
    the end of the phase is one of "Each Criminal enemy" (The Clover Club's Aloof): it cannot be fought unengaged; as
    the phase ends it is no Criminal any more, and the trace says it no longer has the trait."""
    clover = {"name": "The Clover Club", "type": "agenda", "text": "Each Criminal enemy gains Aloof.",
              "abilities": [{"kind": "constant", "text": "Each Criminal enemy gains Aloof.",
                             "applies-to": {"event": "enters-play", "what": "criminal-enemy"}, "gains": ["aloof"]}]}
    smoke = _smoke("until-end-of-phase")
    smoke["effects"][0] = {**{k: v for k, v in smoke["effects"][0].items() if k != "gains"},
                           "gains-traits": ["Criminal"]}
    data = world(start="2.2", until="3.1", cards=[_enemy(exhausted=True), clover],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Smoke"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"},
                     {"who": "Roland Banks", "end-turn": True}, {"who": "Agnes Baker", "end-turn": True}])
    data["investigators"][0]["hand"] = [smoke]
    trace = run(data)
    k = at(trace, "Ghoul gains the Criminal trait (not printed on it)")
    assert "ahlcg/rr/gains" in trace.steps[k].rules
    at(trace, "Aloof: Ghoul is not engaged with an investigator, so Roland Banks cannot attack it", k)
    assert at(trace, "Lasting effect expires as the phase ends", k) < at(
        trace, "Ghoul no longer has the Criminal trait it gained", k)
    assert trace.final_state["cards"]["Ghoul"].get("traits", ["Monster"]) == ["Monster"]


def _hiding_spot(enemy: dict[str, Any]) -> Any:
    """Roland plays Hiding Spot, read from its text, onto Hall, then fights the exhausted enemy there."""
    spot = {"name": "Hiding Spot", "type": "event", "cost": 1, "text": "Fast. Attach Hiding Spot to any location.\n"
            "Each non-[[Elite]] enemy at attached location gains aloof."}
    data = world(cards=[enemy], do=[{"who": "Roland Banks", "action": "play", "card": "Hiding Spot"},
                                    {"who": "Roland Banks", "action": "fight", "enemy": enemy["name"], "result": "fail"}])
    data["investigators"][0]["hand"] = [spot]
    return run(data)


def test_a_constant_gives_a_keyword_to_the_enemies_its_filter_composes_with_their_place():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified
    condition is met" — Hiding Spot's "Each non-Elite enemy at attached location gains aloof": a Ghoul at Hall cannot
    be fought unengaged; an Elite one there is not of those the filter composes, and is fought."""
    plain = _hiding_spot(_enemy(exhausted=True))
    at(plain, "Hiding Spot is attached to Hall")
    at(plain, "Aloof: Ghoul is not engaged with an investigator, so Roland Banks cannot attack it")
    elite = _hiding_spot(_enemy("Ghoul Priest", exhausted=True, traits=["Humanoid", "Elite"]))
    assert absent(elite, "Aloof:")
    at(elite, "ST.1: Roland Banks begins a combat test")
