"""A chaos token treated as another, or ignored, in the 'when' window of its reveal (ST.3), from the rules' sentences:
"If any of these tokens are revealed for a skill test, resolve the effect for that symbol as indicated on the scenario
reference card"; "If a revealed chaos token (or the effect referenced by a chaos token) has a numerical modifier, that
modifier is applied to the investigator's skill value for this test" (Chaos Tokens); ST.4 applies the symbol's effect,
ST.5 adds the modifiers; an ignored token is not resolved (FAQ 2.5: "revealed and … canceled or ignored")."""

from __future__ import annotations

import pytest

from kb.engine import SituationError


def _react(effects, token=None):
    trigger = {"event": "reveal-chaos-token", "who": "you", **({"token": token} if token else {})}
    return {"kind": "reaction", "timing": "when", "trigger": trigger, "limit": {"count": 1, "per": "test"},
            "effects": effects}


def _test(world, reaction, tokens, reveals=None, skull=None):
    """Roland (willpower 3) tests willpower (3) on his charm; the reaction is his own."""
    world["investigators"][0]["abilities"] = [reaction]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}]
    data = dict(world, tests=[{"who": "Roland", "tokens": tokens}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}])
    if skull is not None:
        data["chaos-tokens"] = {"skull": skull}
    if reveals is not None:
        data["reveals"] = [{"who": "Roland", "tokens": reveals}]
    return data


def test_st5_a_token_treated_as_another_adds_that_tokens_modifier(world, run, find):
    trace = run(_test(world, _react([{"effect": "treat-token", "token": "+1"}]), ["-2"]))
    treated = find(trace, "the revealed -2 token is treated as a +1 token")
    assert find(trace, "ST.3") < treated < find(trace, "The revealed -2 token resolves as +1") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 + 1 ([+1] token) = 4") < find(trace, "ST.6: Roland succeeds")
    assert "the revealed chaos token (-2) returned to the chaos bag" in trace.steps[find(trace, "ST.8")].text


def test_st4_a_token_treated_as_a_symbol_initiates_that_symbols_ability(world, run, find):
    skull = {"modifier": -1, "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}], "text": "-1. Take 1 damage."}
    trace = run(_test(world, _react([{"effect": "treat-token", "token": "skull"}]), ["0"], skull=skull))
    assert find(trace, "The revealed 0 token resolves as skull") < find(trace, "ST.4: [skull]") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 \u2212 1 ([skull] token) = 2")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1


def test_st5_an_ignored_token_contributes_no_modifier_and_the_test_is_still_compared(world, run, find):
    trace = run(_test(world, _react([{"effect": "ignore-token"}]), ["-5"]))
    assert find(trace, "the revealed -5 token is ignored") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 = 3") < find(trace, "ST.6: Roland succeeds (3 equals")
    assert not any("assumed" in s.text for s in trace.steps)


def test_st4_an_ignored_auto_fail_does_not_fail_the_test(world, run, find):
    trace = run(_test(world, _react([{"effect": "ignore-token"}], token="auto-fail"), ["auto-fail"]))
    find(trace, "ST.6: Roland succeeds")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_st3_an_ignored_token_and_another_revealed_to_resolve(world, run, find):
    """Lucky Dice: "Ignore that chaos token and reveal another one to resolve"."""
    trace = run(_test(world, _react([{"effect": "ignore-token"}, {"effect": "reveal-token"}]), ["auto-fail"],
                      reveals=["-1"]))
    assert find(trace, "the revealed auto-fail token is ignored") < find(
        trace, "a new chaos token is revealed for Roland's test in place of the ignored one") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 \u2212 1 ([-1] token) = 2") < find(trace, "ST.6: Roland fails")
    end = trace.steps[find(trace, "ST.8")].text
    assert "auto-fail" in end and "-1" in end  # both were revealed: both go back
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_treating_or_ignoring_needs_a_token_just_revealed(world, run, find):
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [{"effect": "ignore-token"}]}]
    data = dict(world, do=[{"who": "Roland", "use": "Roland"}])
    with pytest.raises(SituationError, match="must trigger 'when' on 'reveal-chaos-token'"):
        run(data)


# -- not revealing: a 'cannot' on the reveal --------------------------------------------------------------

_NO_REVEAL = {"kind": "free", "text": "Until the end of your turn, do not reveal chaos tokens for any skill tests you "
              "perform.", "effects": [{"effect": "lasting", "duration": "until-end-of-turn", "cannot": True,
                                       "applies-to": {"event": "reveal-chaos-token", "who": "you", "via": "skill-test"}}]}


def _unrevealed(world, tokens=None):
    world["investigators"][0]["abilities"] = [_NO_REVEAL]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 4,
                                        "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}]
    return dict(world, tests=[{"who": "Roland", **({"tokens": tokens} if tokens else {})}],
                do=[{"who": "Roland", "use": "Roland"}, {"who": "Roland", "action": "activate", "card": "Charm"}])


def test_st3_a_forbidden_reveal_reveals_no_token_and_the_value_is_compared_unmodified(world, run, find):
    trace = run(_unrevealed(world))
    assert find(trace, "ST.3: Roland reveals no chaos token for this test") < find(
        trace, "ST.4: no symbol with an effect was revealed") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 = 3") < find(trace, "ST.6: Roland fails (3 is less than")
    assert not any("assumed" in s.text for s in trace.steps) and not trace.unresolved
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_st3_the_situations_tokens_are_not_revealed_when_the_reveal_is_forbidden(world, run, find):
    trace = run(_unrevealed(world, ["auto-fail"]))
    find(trace, "the situation's tokens, auto-fail, are not revealed")
    assert not any("Roland reveals auto-fail" in s.text for s in trace.steps)


# -- revealing several tokens at once outside a test, and counting them ------------------------------------

_RHAPSODY = {"kind": "free", "text": "Reveal 5 chaos tokens from the chaos bag. For each [skull] and [auto_fail] token "
             "revealed, take 1 damage and 1 horror.", "effects": [
                 {"effect": "reveal-token", "amount": 5},
                 {"effect": "for-each", "count": "token-revealed-by-this-effect:skull|auto-fail",
                  "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"},
                              {"effect": "deal-horror", "amount": 1, "to": "you"}]}]}


def _rhapsody(world, tokens):
    world["investigators"][0]["abilities"] = [_RHAPSODY]
    return dict(world, reveals=[{"who": "Roland", "tokens": tokens}], do=[{"who": "Roland", "use": "Roland"}])


def test_several_tokens_revealed_at_once_are_each_counted_by_what_follows(world, run, find):
    trace = run(_rhapsody(world, ["skull", "0", "auto-fail", "skull", "-1"]))
    assert find(trace, "Roland reveals 5 chaos tokens from the chaos bag at once (skull, 0, auto-fail, skull, -1") < find(
        trace, "5 tokens are resolved")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (3, 3)


def test_fewer_tokens_given_than_revealed_is_reported_not_guessed(world, run, find):
    trace = run(_rhapsody(world, ["skull"]))
    find(trace, "the situation's `reveals` gives 1: the engine cannot say which")
    assert trace.unresolved and trace.final_state["investigators"]["Roland"]["damage"] == 0


def test_a_count_of_revealed_tokens_names_chaos_tokens(world, run):
    bad = _rhapsody(world, ["skull"] * 5)
    bad["investigators"][0]["abilities"][0]["effects"][1]["count"] = "token-revealed-by-this-effect:skul"
    with pytest.raises(SituationError, match="unknown chaos token 'skul'"):
        run(bad)


# -- a constant treating each token of a kind revealed ------------------------------------------------------

_NECRONOMICON = {"name": "The Necronomicon", "type": "asset", "controller": "Roland", "abilities": [
    {"kind": "constant", "text": "Treat each [elder_sign] you reveal on a chaos token as a [auto_fail].",
     "applies-to": {"event": "reveal-chaos-token", "who": "you", "token": "elder-sign"}, "treat-as": "auto-fail"}]}


def _constant_test(world, tokens, who="Roland"):
    world["cards"] = [_NECRONOMICON, {"name": "Charm", "type": "asset", "controller": who, "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 1}]}]}]
    world["investigators"][0]["elder-sign"] = {"modifier": 2, "text": "+2."}
    return dict(world, tests=[{"who": who, "tokens": tokens}], do=[{"who": who, "action": "activate", "card": "Charm"}])


def test_st3_a_constant_treats_each_token_of_a_kind_as_another_as_it_is_revealed(world, run, find):
    trace = run(_constant_test(world, ["elder-sign"]))
    assert find(trace, "Roland reveals elder-sign") < find(trace, "The revealed elder-sign token resolves as auto-fail "
                                                            "(The Necronomicon)") < find(trace, "ST.6: Roland fails (automatic failure")


def test_a_constant_treatment_leaves_other_tokens_and_other_investigators_alone(world, run, find):
    trace = run(_constant_test(world, ["0"]))
    find(trace, "ST.6: Roland succeeds")
    world2 = dict(world)
    trace = run(_constant_test(world2, ["elder-sign"], who="Agnes"))
    assert not any("resolves as auto-fail" in s.text for s in trace.steps)


def test_treat_as_is_a_token_for_a_reveal(world, run):
    bad = _constant_test(world, ["0"])
    bad["cards"][0]["abilities"][0]["treat-as"] = "autofail"
    with pytest.raises(SituationError, match="'treat-as' is a chaos token"):
        run(bad)


def _optional(world, choose=None):
    """Roland's own "Anytime you reveal a [elder_sign] token, you may choose to instead treat it as a [skull] token"."""
    data = _test(world, {"kind": "constant", "applies-to": {"event": "reveal-chaos-token", "who": "you",
                                                            "token": "elder-sign"}, "treat-as": "skull",
                         "treat-may": True}, ["elder-sign"], skull={"modifier": -1, "text": "-1"})
    if choose is not None:
        data["choices"] = [{"decision": "may", "ability": "Roland", "choose": choose}]
    return data


def test_st3_a_token_the_player_may_choose_to_treat_as_another(world, run, find):
    trace = run(_optional(world))
    assert find(trace, "is optional (may): no choice given, the engine resolves it") < find(
        trace, "The revealed elder-sign token resolves as skull") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 \u2212 1 ([skull] token) = 2")
    trace = run(_optional(world, choose=False))
    find(trace, "does not resolve the optional")
    assert not any("resolves as skull" in s.text for s in trace.steps)


def test_treat_may_needs_a_treat_as(world, run):
    with pytest.raises(SituationError, match="'treat-may' makes a constant's 'treat-as' optional"):
        run(_test(world, {"kind": "constant", "applies-to": {"event": "reveal-chaos-token"}, "skill-modifier": 1,
                          "treat-may": True}, ["0"]))


# -- "as if it were any other token in the chaos bag": the player picks which --------------------------------

def test_st3_a_token_treated_as_any_other_in_the_bag_resolves_as_the_one_chosen(world, run, find):
    """Beginner's Luck: "You may treat that token as if it were any other token in the chaos bag"."""
    world["chaos-bag"] = ["-2", "-1", "+1", "skull"]
    world["choices"] = [{"decision": "target", "ability": "Roland", "choose": "+1"}]
    trace = run(_test(world, _react([{"effect": "treat-token", "token": "any-other-in-bag"}]), ["-2"]))
    chosen = find(trace, "Roland chooses +1")
    assert "could also choose: -1, skull" in trace.steps[chosen].text  # the bag's others, not the -2 revealed
    assert chosen < find(trace, "the revealed -2 token is treated as a +1 token") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 + 1 ([+1] token) = 4") < find(trace, "ST.6: Roland succeeds")


def test_a_token_treated_as_any_other_needs_the_bags_contents(world, run, find):
    trace = run(_test(world, _react([{"effect": "treat-token", "token": "any-other-in-bag"}]), ["-2"]))
    find(trace, "the situation does not list the chaos bag: which other token the revealed -2 token is treated as")
    find(trace, "ST.5: Roland's modified skill value: willpower 3 \u2212 2 ([-2] token) = 1")
