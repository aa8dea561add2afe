"""A symbol's line that treats its own token as another ("[skull]: -2. You may spend 2 resources to treat this token
as a 0, instead."), from the rules' sentences: "If any of these tokens are revealed for a skill test, resolve the
effect for that symbol as indicated on the scenario reference card"; "If a revealed chaos token (or the effect
referenced by a chaos token) has a numerical modifier, that modifier is applied to the investigator's skill value for
this test" (Chaos Tokens). The line initiates at ST.4; the token, treated as a 0 there, adds a 0's modifier at ST.5."""

from __future__ import annotations

SKULL = {"modifier": -2, "effects": [{"effect": "spend", "cost": {"resources": 2}, "may": True,
                                      "effects": [{"effect": "treat-token", "token": "0"}]}],
         "text": "-2. You may spend 2 resources to treat this token as a 0, instead."}


def _test(world, skull, resources=5, decisions=None):
    """Roland (willpower 3) tests willpower (3) on his charm and reveals a skull."""
    world["investigators"][0]["resources"] = resources
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}]
    data = dict(world, tests=[{"who": "Roland", "tokens": ["skull"]}], **{"chaos-tokens": {"skull": skull}},
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}])
    if decisions is not None:
        data["decisions"] = decisions
    return data


def test_st4_a_symbols_line_may_treat_its_token_as_a_0_and_st5_adds_a_0(world, run, find):
    trace = run(_test(world, SKULL))
    assert find(trace, "ST.4: [skull]") < find(trace, "the revealed skull token is treated as a 0 token") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 + 0 ([skull] token: treated as 0 by its [skull] line)"
        " = 3") < find(trace, "ST.6: Roland succeeds")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["resources"] == 3 and roland["horror"] == 0


def test_st5_a_line_whose_cost_cannot_be_paid_keeps_its_own_modifier(world, run, find):
    trace = run(_test(world, SKULL, resources=1))
    assert not any("treated as a 0" in s.text for s in trace.steps)
    find(trace, "ST.5: Roland's modified skill value: willpower 3 \u2212 2 ([skull] token) = 1")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_st5_a_token_its_line_ignores_adds_no_modifier(world, run, find):
    skull = {"modifier": -4, "effects": [{"effect": "ignore-token"}], "text": "-4. Ignore this token."}
    trace = run(_test(world, skull))
    assert find(trace, "ST.4: the revealed skull token is ignored") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 = 3")
