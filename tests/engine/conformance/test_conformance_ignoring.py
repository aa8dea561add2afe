"""Ignoring keywords, text and abilities: "Ignore the retaliate keyword for this attack" (a keyword ignored is one the
card functions without), "Ignore the Forced ability on X" (that ability is not in force, the rest of X's text is), and
"Ignore the text on the unrevealed side of X locations" (Blank: the card text of each unrevealed one); each replayed
from the card's own text, read by the card reader.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world

_AUTOMATIC = ("[action] Spend 1 ammo: <b>Fight.</b> You get +2 [combat] for this attack. This attack deals +1 damage. "
              "Ignore the retaliate keyword for this attack.")


def _ghoul(**more: Any) -> dict[str, Any]:
    return {"name": "Ghoul", "type": "enemy", "health": 5, "fight": 2, "evade": 2, "location": "Hall",
            "keywords": ["retaliate"], "engaged": "Roland Banks", "attack": {"damage": 1, "horror": 1}, **more}


def _automatic() -> dict[str, Any]:
    return {"name": ".45 Automatic", "type": "asset", "controller": "Roland Banks", "uses": 4,
            "text": _AUTOMATIC}


def test_a_retaliate_keyword_ignored_for_this_attack_draws_no_attack_on_a_failed_attack():
    """[ahlcg/rr/retaliate] "Each time an investigator fails a skill test while attacking a ready enemy with the
    retaliate keyword, after applying all results for that skill test, that enemy performs an attack against the
    attacking investigator." — with .45 Automatic, read from its text, the attacked Ghoul's retaliate is ignored as
    the test begins: Roland's failed attack draws no attack; the next failed attack, with no .45, draws one (the
    keyword is ignored for that attack only)."""
    data = world(cards=[_ghoul(), _automatic()],
                 do=[{"who": "Roland Banks", "action": "activate", "card": ".45 Automatic", "enemy": "Ghoul",
                      "result": "fail"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    trace = run(data)
    begins = at(trace, "ST.1: Roland Banks begins a combat test")
    ignored = at(trace, "Ghoul loses retaliate", begins)
    expires = at(trace, "Lasting effect expires as the skill test ends", ignored)
    assert not any("retaliate attack" in s.text for s in trace.steps[:expires])
    second = at(trace, "ST.1: Roland Banks begins a combat test", expires)
    at(trace, "Ghoul makes a retaliate attack against Roland Banks", second)
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1


def test_without_ignoring_a_failed_attack_draws_the_retaliate_attack():
    """[ahlcg/rr/retaliate] "…that enemy performs an attack against the attacking investigator." — the control: the
    same failed attack with a Fight that ignores nothing is answered by the Ghoul's attack."""
    pistol = {"name": "Pistol", "type": "asset", "controller": "Roland Banks",
              "text": "[action]: <b>Fight.</b> You get +2 [combat] for this attack."}
    data = world(cards=[_ghoul(), pistol], do=[{"who": "Roland Banks", "action": "activate", "card": "Pistol",
                                                "enemy": "Ghoul", "result": "fail"}])
    trace = run(data)
    at(trace, "Ghoul makes a retaliate attack against Roland Banks")


def _passage(act: bool) -> Any:
    """Blocked Passage, whose Forced ability deals horror to who enters it, and an act that ignores it (or none)."""
    passage = {"name": "Blocked Passage", "connections": ["Hall"], "clues": 0, "shroud": 1,
               "text": "<b>Forced</b> - After you enter Blocked Passage: Take 1 horror.\n"
                       "[action]: Gain 1 resource."}
    cards = [{"name": "Leading the Way", "type": "act", "text": "Ignore the <b>Forced</b> ability on Blocked Passage."}]
    data = world(cards=cards if act else [], do=[{"who": "Roland Banks", "action": "move", "to": "Blocked Passage"},
                                                 {"who": "Roland Banks", "action": "activate", "card": "Blocked Passage"}])
    data["locations"][0]["connections"] = ["Attic", "Blocked Passage"]
    data["locations"].append(passage)
    return run(data)


def test_a_forced_ability_ignored_does_not_initiate_and_the_rest_of_the_text_applies():
    """[ahlcg/rr/ability/forced-abilities] "The initiation of a forced ability that has the potential to change the
    game state is mandatory each time its specified timing point is met." — Leading the Way, read from its text,
    ignores the Forced ability on Blocked Passage: Roland enters it and takes no horror, while the location's
    [action] ability still resolves."""
    trace = _passage(act=True)
    assert at(trace, "Blocked Passage's printed Forced abilities are ignored") < at(
        trace, "Roland Banks moves")
    assert absent(trace, "Blocked Passage [forced]")
    final = trace.final_state["investigators"]["Roland Banks"]
    assert final["horror"] == 0 and final["resources"] == 6


def test_without_ignoring_the_forced_ability_initiates():
    """[ahlcg/rr/ability/forced-abilities] "…is mandatory each time its specified timing point is met." — the
    control: with no act ignoring it, entering Blocked Passage deals Roland 1 horror."""
    trace = _passage(act=False)
    at(trace, "Blocked Passage [forced]")
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 1


_FORMULA = ("[action] <b>Fight.</b> This attack uses [willpower] instead of [combat]. Use this ability only on an "
            "[[Abomination]] enemy.")
_SPRINGFIELD = ("[action] Spend 1 ammo: <b>Fight.</b> You get +3 [combat] and deal +2 damage for this attack. Cannot "
                "be used to attack enemies engaged with you.")


def _enemy(name: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "type": "enemy", "health": 5, "fight": 2, "evade": 2, "location": "Hall",
            "attack": {"damage": 1, "horror": 1}, **more}


def _restricted(card: str, text: str, enemy: str, *enemies: dict[str, Any]) -> Any:
    asset = {"name": card, "type": "asset", "controller": "Roland Banks", "uses": 3, "text": text}
    return run(world(cards=[*enemies, asset], do=[{"who": "Roland Banks", "action": "activate", "card": card,
                                                   "enemy": enemy, "result": "success"}]))


def test_an_ability_used_only_on_some_enemies_attacks_one_that_meets_the_requirement():
    """[ahlcg/rr/target] "The player resolving the ability must choose a game element (usually a card) that meets the
    targeting requirements of the ability." — Esoteric Formula, read from its text, is used on the Abomination at
    Roland's location: it attacks that enemy."""
    trace = _restricted("Esoteric Formula", _FORMULA, "Horror",
                        _enemy("Ghoul", engaged="Roland Banks", traits=["Monster"]),
                        _enemy("Horror", engaged="Agnes Baker", traits=["Monster", "Abomination"]))
    at(trace, "Roland Banks attacks Horror")
    assert trace.final_state["cards"]["Horror"]["damage"] == 1


def test_an_ability_is_not_used_on_an_enemy_that_does_not_meet_its_targeting_requirements():
    """[ahlcg/rr/target] "The player resolving the ability must choose a game element (usually a card) that meets the
    targeting requirements of the ability." — Springfield M1903 "cannot be used to attack enemies engaged with you":
    used on the Ghoul engaged with Roland, it is refused, and no enemy is attacked in its place."""
    trace = _restricted("Springfield M1903", _SPRINGFIELD, "Ghoul", _enemy("Ghoul", engaged="Roland Banks"),
                        _enemy("Rat", engaged="Agnes Baker"))
    at(trace, "Ghoul is not an enemy Springfield M1903's ability may be used on")
    assert absent(trace, "Roland Banks attacks")
    allowed = _restricted("Springfield M1903", _SPRINGFIELD, "Rat", _enemy("Ghoul", engaged="Roland Banks"),
                          _enemy("Rat", engaged="Agnes Baker"))
    at(allowed, "Roland Banks attacks Rat")
    assert allowed.final_state["cards"]["Rat"]["damage"] == 3


def test_an_ability_with_no_valid_target_cannot_be_initiated():
    """[ahlcg/rr/target] "If an ability requires the choosing of a target, and there is no valid target (or not
    enough valid targets), the ability cannot be initiated." — the only enemy at Roland's location is engaged with
    him: Springfield M1903 cannot be used, and no ammo is spent."""
    trace = _restricted("Springfield M1903", _SPRINGFIELD, "Ghoul", _enemy("Ghoul", engaged="Roland Banks"))
    assert absent(trace, "Roland Banks attacks")
    assert trace.final_state["cards"]["Springfield M1903"]["uses"] == 3


def test_a_constant_on_an_enemy_blanks_each_investigator_at_its_location():
    """[ahlcg/rr/blank] "If a card’s printed text box is considered “blank” by an ability, that text box is treated as
    if it did not have any of its printed content." — Stubborn Detective, read from its text ("While Stubborn
    Detective is at your location, treat your investigator as if his or her printed text box were blank (except for
    Traits)"): on an enemy no one controls, "you" is each investigator at its location. Roland's text is blank while
    he is there, and applies again once he has moved away."""
    detective = _enemy("Stubborn Detective", engaged="Agnes Baker", text=(
        "While Stubborn Detective is at your location, treat your investigator as if his or her printed text box "
        "were blank (except for [[Traits]])."))
    trace = run(world(cards=[detective], do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}]))
    blanked = at(trace, "Roland Banks's printed text box is treated as blank (except for its traits)")
    at(trace, "Agnes Baker's printed text box is treated as blank (except for its traits)")
    assert blanked < at(trace, "Roland Banks moves") < at(trace, "Roland Banks's printed text box is no longer treated "
                                                            "as blank")
    assert absent(trace, "Agnes Baker's printed text box is no longer treated as blank")
