"""Keywords hold wherever their condition holds, whoever brought it about (issue class 4): the keyword
table of the standing rules, each keyword's sentence across the sources of the attack or evasion — an
action, an event card's effect, an asset's activated ability."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rulecases import absent, at, run, world

from kb.engine.core import standing
from kb.engine.situation.vocabulary import Keyword


def _ghoul(keyword: str, **more: Any) -> dict[str, Any]:
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 6, "evade": 6, "keywords": [keyword],
            "attack": {"damage": 1, "horror": 0}, **more}


def _by(source: str, effect: str, keyword: str, **enemy: Any) -> dict[str, Any]:
    """Roland fails to attack (effect 'fight') or evade (effect 'evade') the Ghoul, by ``source``: the action,
    an event's "Fight."/"Evade.", or an asset's "[action]: Fight."/"[action]: Evade."."""
    data = world(cards=[_ghoul(keyword, **(enemy or {"engaged": "Roland Banks"}))])
    designator = effect.capitalize()
    if source == "action":
        data["do"] = [{"who": "Roland Banks", "action": effect, "enemy": "Ghoul", "result": "fail"}]
    elif source == "event":
        data["investigators"][0]["hand"] = [{"name": "Lunge", "type": "event", "cost": 0, "keywords": ["fast"],
                                             "text": f"Fast. {designator}.",
                                             "effects": [{"effect": effect, "enemy": "Ghoul", "result": "fail"}]}]
        data["do"] = [{"who": "Roland Banks", "use": "Lunge"}]  # fast: no attack of opportunity
    else:
        data["cards"].append({"name": "Knife", "type": "asset", "controller": "Roland Banks", "abilities": [
            {"kind": "action", "designator": effect, "cost": {"actions": 1}, "text": f"[action]: {designator}.",
             "effects": [{"effect": effect, "enemy": "Ghoul", "result": "fail"}]}]})
        data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Knife"}]
    return data


SOURCES = ("action", "event", "asset")


def test_every_keyword_the_format_accepts_has_one_entry_in_the_keyword_table():
    """[ahlcg/rr/enemy-engagement] "Any time a ready unengaged enemy is at the same location as an investigator,
    it engages that investigator" — a rule that holds whenever its condition holds; each keyword's rule is kept
    in the same place: its entry key, its condition (a state, or the event it answers) and what it does."""
    table = {entry.keyword: entry for entry in standing.keywords()}
    assert set(table) == {str(k) for k in Keyword}
    for entry in table.values():
        assert entry.key.startswith("ahlcg/") and entry.does
        assert entry.condition == standing.STATE or entry.answer is not None or entry.keyword == "fast"
    with pytest.raises(KeyError):
        standing.bears({"keywords": ()}, "victory")


@pytest.mark.parametrize("source", SOURCES)
def test_retaliate_answers_a_failed_attack_whoever_started_it(source):
    """[ahlcg/rr/retaliate] "Each time an investigator fails a skill test while attacking a ready enemy with the
    retaliate keyword, after applying all results for that skill test, that enemy performs an attack against the
    attacking investigator. An enemy does not exhaust after performing a retaliate attack." — a fight action, an
    event's "Fight." and an asset's "[action]: Fight." alike."""
    trace = run(_by(source, "fight", "retaliate"))
    st7 = at(trace, "ST.7")
    said = at(trace, "failed a skill test while attacking a ready enemy with retaliate", st7)
    assert "ahlcg/rr/retaliate" in trace.steps[said].rules
    assert said < at(trace, "Ghoul makes", said) < at(trace, "ST.8", said)
    final = trace.final_state
    assert final["investigators"]["Roland Banks"]["damage"] == 1
    assert final["cards"]["Ghoul"]["exhausted"] is False


@pytest.mark.parametrize("source", ("action", "event"))
def test_retaliate_attacks_whether_the_enemy_is_engaged_with_the_attacker_or_not(source):
    """[ahlcg/rr/retaliate] "This attack occurs whether the enemy is engaged with the attacking investigator or
    not." — Agnes's Ghoul, attacked by Roland."""
    trace = run(_by(source, "fight", "retaliate", engaged="Agnes Baker"))
    k = at(trace, "Ghoul makes", at(trace, "ST.7"))
    assert "Roland Banks" in trace.steps[k].text
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1


@pytest.mark.parametrize("source", ("action", "event"))
def test_an_exhausted_retaliate_enemy_does_not_retaliate(source):
    """[ahlcg/rr/retaliate] "Each time an investigator fails a skill test while attacking a ready enemy with the
    retaliate keyword" — not an exhausted one."""
    trace = run(_by(source, "fight", "retaliate", location="Hall", exhausted=True))
    assert absent(trace, "with retaliate")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


def test_retaliate_does_not_answer_a_successful_attack():
    """[ahlcg/rr/retaliate] "Each time an investigator fails a skill test while attacking …" — a success draws
    no attack."""
    data = _by("event", "fight", "retaliate")
    data["investigators"][0]["hand"][0]["effects"][0]["result"] = "success"
    trace = run(data)
    assert absent(trace, "with retaliate")


@pytest.mark.parametrize("source", SOURCES)
def test_alert_answers_a_failed_evasion_whoever_started_it(source):
    """[ahlcg/glossary/alert] "Each time an investigator fails a skill test while attempting to evade an enemy with
    the “alert” keyword, after applying all results for that skill test, that enemy performs an attack against
    the evading investigator. An enemy does not exhaust after performing an alert attack." """
    trace = run(_by(source, "evade", "alert"))
    st7 = at(trace, "ST.7")
    said = at(trace, "failed a skill test while evading an enemy with alert", st7)
    assert "ahlcg/glossary/alert" in trace.steps[said].rules
    assert said < at(trace, "Ghoul makes", said) < at(trace, "ST.8", said)
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1
    assert trace.final_state["cards"]["Ghoul"]["exhausted"] is False


def test_alert_attacks_whether_the_enemy_is_engaged_with_the_evader_or_not():
    """[ahlcg/glossary/alert] "This attack occurs whether the enemy is engaged with the evading investigator or
    not." — an event's "Evade." against Agnes's Ghoul (the evade action names an enemy engaged with you)."""
    trace = run(_by("event", "evade", "alert", engaged="Agnes Baker"))
    k = at(trace, "Ghoul makes", at(trace, "ST.7"))
    assert "Roland Banks" in trace.steps[k].text


def test_retaliate_does_not_answer_a_failed_evasion_nor_alert_a_failed_attack():
    """[ahlcg/rr/retaliate] "… fails a skill test while attacking …" — and Alert, "while attempting to evade":
    each keyword answers its own kind of test."""
    assert absent(run(_by("event", "evade", "retaliate")), "with retaliate")
    assert absent(run(_by("event", "fight", "alert")), "with alert")


@pytest.mark.parametrize("source", ("action", "event"))
def test_an_aloof_enemy_cannot_be_attacked_while_unengaged_by_any_source(source):
    """[ahlcg/rr/aloof] "An investigator cannot attack an aloof enemy while that enemy is not engaged with an
    investigator." — neither with the fight action nor with an event's "Fight." """
    trace = run(_by(source, "fight", "aloof", location="Hall"))
    k = at(trace, "Aloof: Ghoul is not engaged with an investigator, so Roland Banks cannot attack it")
    assert "ahlcg/rr/aloof" in trace.steps[k].rules
    assert absent(trace, "ST.1")


def _peril(**roland: Any) -> dict[str, Any]:
    data = world(**{"encounter-deck": [{"name": "Dark Whispers", "type": "treachery", "keywords": ["peril"],
                                        "abilities": [{"kind": "revelation", "text": "Test [willpower] (5).",
                                                       "effects": [{"effect": "test", "skill": "willpower",
                                                                    "difficulty": 5}]}]}]},
                 do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Draw an encounter card.",
                                              "effects": [{"effect": "draw-encounter-card"}]}]
    data["investigators"][0].update(roland)
    return data


def test_peril_keeps_the_other_players_from_committing_to_the_drawing_investigators_test():
    """[ahlcg/rr/peril] "Those players cannot play cards, trigger abilities, or commit cards to that
    investigator’s skill test(s) while the peril encounter is resolving." """
    data = _peril()
    data["investigators"][1]["hand"] = [{"name": "Fearless", "type": "skill", "icons": {"willpower": 2}}]
    data["tests"] = [{"who": "Roland Banks", "tokens": ["0"], "commit": ["Fearless"]}]
    trace = run(data)
    k = at(trace, "Not committed: Roland Banks is resolving a peril encounter card: the other players cannot "
                  "commit cards to the test")
    assert "ahlcg/rr/peril" in trace.steps[k].rules
    assert "Fearless" in trace.final_state["investigators"]["Agnes Baker"]["hand"]


def test_surge_draws_another_encounter_card_after_the_first_has_resolved():
    """[ahlcg/rr/surge] "After drawing and resolving an encounter with the surge keyword, an investigator must
    draw another card from the encounter deck." — drawn by a card's effect, not the mythos phase."""
    data = world(**{"encounter-deck": [
        {"name": "Swarm", "type": "treachery", "keywords": ["surge"],
         "abilities": [{"kind": "revelation", "text": "Gain 1 resource.",
                        "effects": [{"effect": "gain-resources", "amount": 1}]}]},
        {"name": "Calm", "type": "treachery",
         "abilities": [{"kind": "revelation", "text": "Gain 1 resource.",
                        "effects": [{"effect": "gain-resources", "amount": 1}]}]}]},
        do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Draw an encounter card.",
                                              "effects": [{"effect": "draw-encounter-card"}]}]
    trace = run(data)
    first = at(trace, "Step 3: Swarm [revelation]")
    surge = at(trace, "Step 5: Swarm has surge", first)
    assert "ahlcg/rr/surge" in trace.steps[surge].rules
    assert surge < at(trace, "draws Calm", surge)


def test_no_procedure_reads_a_keyword_but_through_the_table():
    """[ahlcg/rr/enemy-engagement] "Any time a ready unengaged enemy is at the same location as an investigator,
    it engages that investigator" — rules that hold wherever their condition holds are kept in one place: every
    keyword is read through the standing rules' table (``standing.bears``), never inline."""
    root = Path(standing.__file__).resolve().parents[1]
    readers = [str(p.relative_to(root)) for p in root.rglob("*.py")
               if "elder_sign" not in p.parts and "situation" not in p.parts and ".keywords" in p.read_text()]
    assert readers == ["core/standing.py"]
