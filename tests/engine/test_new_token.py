"""A chaos token canceled at ST.3 and a new one revealed in its place (Wendy Adams), from the rules' sentences: a
canceled effect is not resolved (Cancel); the chaos token revealed at ST.3 is the one ST.4 resolves and ST.5 adds
(Skill Test Timing; Chaos Tokens)."""

from __future__ import annotations

_WENDY = {"kind": "reaction", "timing": "when", "trigger": {"event": "reveal-chaos-token", "who": "you"},
          "limit": {"count": 1, "per": "test"},
          "effects": [{"effect": "cancel"}, {"effect": "reveal-token"}]}


def _test(world, new=None):
    """Roland (willpower 3) tests willpower (3) on his charm; his own reaction is Wendy Adams's."""
    world["investigators"][0]["abilities"] = [_WENDY]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}]
    data = dict(world, tests=[{"who": "Roland", "tokens": ["auto-fail"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}])
    if new is not None:
        data["reveals"] = [{"who": "Roland", "tokens": [new]}]
    return data


def test_st3_a_canceled_token_has_no_effect_and_the_new_one_is_resolved(world, run, find):
    trace = run(_test(world, "0"))
    canceled = find(trace, "Canceled: Roland reveals auto-fail: the token has no effect")
    assert find(trace, "ST.3") < canceled < find(trace, "a new chaos token is revealed for Roland's test") < find(
        trace, "Roland reveals 0 from the chaos bag") < find(trace, "ST.5: Roland's modified skill value: willpower 3 "
                                                                   "+ 0 ([0] token) = 3") < find(trace, "ST.6: Roland succeeds")
    assert not any("automatically fails" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_st3_the_new_token_can_itself_be_a_symbol_whose_effect_resolves(world, run, find):
    """The limit (once per test) keeps the reaction from canceling the new token as well: an auto-fail replaced by
    an auto-fail fails."""
    trace = run(_test(world, "auto-fail"))
    find(trace, "Roland reveals auto-fail from the chaos bag")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_st3_no_new_token_given_is_reported_not_guessed(world, run, find):
    trace = run(_test(world))
    find(trace, "the situation's `reveals` gives none for it")
    assert trace.unresolved
