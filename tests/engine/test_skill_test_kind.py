"""A committed skill card's result on the kind of test it is committed to ("If this skill test is successful during an
attack / during an evasion attempt / while investigating a location, …"), from the rules' sentences: a skill card's
ability is used during the resolution of the test it is committed to, "as specified on the card" (Skill Cards), at
ST.7 (Skill Test Timing); the Investigate action's test is an investigation of the location, its result discovering a
clue there (Investigate Action); a fight's test is an attack (Fight Action), an evasion's an evasion attempt (Evade
Action). A result on a kind of test the test is not does not apply, and the trace says why; a clue added to an
investigation's result is discovered by the investigator performing the test, whoever committed the card (FAQ, "Who
gets the effects/benefits of a skill card committed to another investigator's skill test?").
"""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

_DEDUCTION = ("If this skill test is successful while investigating a location, discover 1 additional clue at that "
              "location (2 additional clues instead if it succeeds by 2 or more).")
_VICIOUS_BLOW = "If this skill test is successful during an attack, that attack deals +1 damage."


def _skill(name: str, text: str, committer: dict[str, Any]) -> None:
    """The skill card as the card reader reads its printed text, in ``committer``'s hand (a wild icon: it may be
    committed to any test)."""
    fields = parse_card_text(text, name=name, type_code="skill").to_json()["card"]
    committer["hand"] = [{"name": name, "type": "skill", "icons": {"wild": 1}, **fields}]


def _test(world: dict[str, Any], name: str, text: str, action: str, token: str = "0", committer: int = 0) -> dict:
    _skill(name, text, world["investigators"][committer])
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "fight": 1, "evade": 1,
                       "attack": {"damage": 1}}]
    world["tests"] = [{"who": "Roland", "tokens": [token], "commit": [name]}]
    world["do"] = [{"who": "Roland", "action": action, **({} if action == "investigate" else {"enemy": "Ghoul"})}]
    return world


def _roland(trace) -> dict[str, Any]:
    return trace.final_state["investigators"]["Roland"]


def test_st7_while_investigating_the_additional_clue_is_discovered_at_the_investigated_location(world, run, find):
    """Roland investigates the Hall (shroud 2) with Deduction, intellect 3 + 1 - 1 = 3: the investigation's clue, then
    the card's additional one, both at the Hall, after the trace checks the test's kind."""
    trace = run(_test(world, "Deduction", _DEDUCTION, "investigate", token="-1"))
    own = find(trace, "Result: Roland discovers 1 clue at Hall (the investigation's result)")
    kind = find(trace, "1 (Roland's test is an investigation of Hall, location), so it holds")
    assert own < kind < find(trace, "Roland takes 1 clue from Hall (0 left there; Roland has 2)")
    assert _roland(trace)["clues"] == 2
    assert trace.final_state["locations"]["Hall"]["clues"] == 0


def test_st7_succeeding_by_2_or_more_discovers_2_additional_clues_instead(world, run, find):
    """"(2 additional clues instead if it succeeds by 2 or more)": by 3, the investigation's clue and 2 more."""
    world["locations"][0]["clues"] = 4
    trace = run(_test(world, "Deduction", _DEDUCTION, "investigate", token="+1"))
    find(trace, "Roland succeeds by 3, so it holds")
    assert _roland(trace)["clues"] == 3


def test_st7_a_card_committed_by_another_investigator_adds_the_clue_to_the_testers_result(world, run):
    """[FAQ] "if you committed Deduction to another investigator's skill test, that investigator would be discovering
    the additional clue, not you": Agnes commits it, Roland discovers both clues."""
    trace = run(_test(world, "Deduction", _DEDUCTION, "investigate", token="-1", committer=1))
    assert _roland(trace)["clues"] == 2
    assert trace.final_state["investigators"]["Agnes"]["clues"] == 0


def test_st7_while_investigating_does_not_apply_to_an_attack(world, run, find):
    """Deduction committed to Roland's attack: the test is no investigation, so no clue; the trace says why."""
    trace = run(_test(world, "Deduction", _DEDUCTION, "fight"))
    find(trace, "0 (Roland's test is not an investigation of a location)")
    assert _roland(trace)["clues"] == 0
    assert trace.final_state["locations"]["Hall"]["clues"] == 2


def test_st7_during_an_attack_adds_its_damage_to_the_attack(world, run, find):
    """Vicious Blow on Roland's attack against the Ghoul: the attack deals 1 + 1 damage."""
    trace = run(_test(world, "Vicious Blow", _VICIOUS_BLOW, "fight"))
    find(trace, "1 (Roland's test is an attack against Ghoul, enemy), so it holds")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2


def test_st7_during_an_attack_claims_no_result_on_an_investigation_or_an_evasion(world, run, find):
    """Vicious Blow committed to an investigation or an evasion attempt: neither is an attack, so the card's result
    does not apply (its condition fails; nothing claims to modify an attack)."""
    for action in ("investigate", "evade"):
        trace = run(_test(dict(world), "Vicious Blow", _VICIOUS_BLOW, action))
        find(trace, "0 (Roland's test is not an attack against an enemy)")
        assert not any("No attack is being made" in s.text for s in trace.steps)
        assert trace.final_state["cards"]["Ghoul"]["damage"] == 0


def test_st7_the_attacked_enemy_is_the_enemy_the_attack_is_made_against(world, run, find):
    """The Home Front's "move 1 damage from Mark Harrigan to the attacked enemy" (Roland in his place): on the attack,
    1 damage moves from Roland to the Ghoul beside the attack's own; on an evasion attempt, none moves."""
    text = "If this skill test is successful during an attack, move 1 damage from Roland to the attacked enemy."
    world["investigators"][0]["damage"] = 2
    trace = run(_test(world, "The Home Front", text, "fight"))
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2
    assert _roland(trace)["damage"] == 1
    trace = run(_test(world, "The Home Front", text, "evade"))
    find(trace, "0 (Roland's test is not an attack against an enemy)")
    assert _roland(trace)["damage"] == 2 and trace.final_state["cards"]["Ghoul"]["damage"] == 0
