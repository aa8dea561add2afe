"""A chaos token's modifier changed, from the rules' sentences: "If a revealed chaos token (or the effect referenced by a
chaos token) has a numerical modifier, that modifier is applied to the investigator's skill value for this test" (Chaos
Tokens); "all additive and subtractive modifiers are calculated before doubling and/or halving modifiers" (Modifiers).
A constant ``token-modifier`` (``as`` a number, ``times`` a factor) and the effect ``switch-token-sign``, played after
the reveal of "a chaos token with a negative modifier" (the trigger's ``negative-modifier``), change the number the
token adds at ST.5, and only that."""

from __future__ import annotations

import pytest

from kb.engine import SituationError


def _test(world, tokens, skull=None, abilities=(), hand=()):
    """Roland (willpower 3) tests willpower (3) on his charm (failing: 1 horror); his own abilities and hand given."""
    world["investigators"][0]["abilities"] = list(abilities)
    world["investigators"][0]["hand"] = list(hand)
    world["investigators"][0]["resources"] = 5
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}]
    data = dict(world, tests=[{"who": "Roland", "tokens": tokens}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}])
    if skull is not None:
        data["chaos-tokens"] = {"skull": skull}
    return data


def _constant(change, **applies):
    return {"kind": "constant", "applies-to": {"event": "reveal-chaos-token", "who": "you", **applies},
            "token-modifier": change}


SURE_GAMBLE = {"name": "Sure Gamble", "type": "event", "cost": 0, "keywords": ["fast"],
               "play-when": {"timing": "after", "trigger": {"event": "reveal-chaos-token", "who": "you",
                                                            "token": "negative-modifier"}},
               "effects": [{"effect": "switch-token-sign"}]}


def test_chaos_tokens_a_symbols_modifier_treated_as_0_adds_0_and_its_effect_still_resolves(world, run, find):
    skull = {"modifier": -2, "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}], "text": "-2. Take 1 damage."}
    trace = run(_test(world, ["skull"], skull, [_constant({"as": 0}, token="skull")]))
    assert find(trace, "ST.4: [skull]") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 + 0 ([skull] token: treated as 0 by Roland) = 3") < find(
        trace, "ST.6: Roland succeeds")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1  # the token is still a skull


def test_chaos_tokens_a_modifier_treated_as_0_leaves_other_tokens_alone(world, run, find):
    trace = run(_test(world, ["-1"], {"modifier": -2, "text": "-2"}, [_constant({"as": 0}, token="skull")]))
    find(trace, "ST.5: Roland's modified skill value: willpower 3 \u2212 1 ([-1] token) = 2")


def test_modifiers_doubling_a_negative_modifier_after_the_others(world, run, find):
    trace = run(_test(world, ["-2"], abilities=[_constant({"times": 2}, token="negative-modifier")]))
    find(trace, "willpower 3 \u2212 4 ([-2] token: doubled by Roland) = -1")
    trace = run(_test(world, ["+1"], abilities=[_constant({"times": 2}, token="negative-modifier")]))
    find(trace, "willpower 3 + 1 ([+1] token) = 4")


def test_modifiers_a_symbol_treated_as_0_is_no_longer_negative_when_doubling(world, run, find):
    trace = run(_test(world, ["skull"], {"modifier": -2, "text": "-2"},
                      [_constant({"as": 0}, token="skull"), _constant({"times": 2}, token="negative-modifier")]))
    find(trace, "+ 0 ([skull] token: treated as 0 by Roland) = 3")


def test_a_token_modifier_change_for_one_kind_of_test_only(world, run, find):
    """"While attempting to evade X": the constant's `via` limits it to those tests."""
    trace = run(_test(world, ["-2"], abilities=[_constant({"times": 2}, token="negative-modifier", via="evade")]))
    find(trace, "willpower 3 \u2212 2 ([-2] token) = 1")


def test_st3_a_token_with_a_negative_modifier_may_have_its_sign_switched(world, run, find):
    trace = run(_test(world, ["-2"], hand=[SURE_GAMBLE]))
    assert find(trace, "Roland reveals -2") < find(trace, "the revealed -2 token's \u201c-\u201d is switched") < find(
        trace, "ST.5: Roland's modified skill value: willpower 3 + 2 ([-2] token: its \u201c-\u201d switched to a "
        "\u201c+\u201d by Sure Gamble) = 5") < find(trace, "ST.6: Roland succeeds")


def test_st3_a_symbol_is_negative_by_its_scenario_reference_line(world, run, find):
    trace = run(_test(world, ["skull"], {"modifier": -3, "text": "-3"}, hand=[SURE_GAMBLE]))
    find(trace, "willpower 3 + 3 ([skull] token: its \u201c-\u201d switched to a \u201c+\u201d by Sure Gamble) = 6")


def test_st3_no_negative_modifier_no_play(world, run):
    for tokens, skull, abilities in ((["+1"], None, []), (["skull"], {"modifier": -2, "text": "-2"},
                                                          [_constant({"as": 0}, token="skull")])):
        trace = run(_test(world, tokens, skull, abilities, hand=[SURE_GAMBLE]))
        assert not any("switched" in s.text for s in trace.steps)
        assert trace.final_state["investigators"]["Roland"]["hand"] == ["Sure Gamble"]


def test_token_modifier_needs_a_constant_on_a_reveal(world, run):
    bad = dict(_constant({"as": 0}), **{"applies-to": {"event": "skill-test-begins"}})
    with pytest.raises(SituationError, match="'token-modifier' is for a constant ability that applies to"):
        run(_test(world, ["0"], abilities=[bad]))
    with pytest.raises(SituationError, match="exactly one change"):
        run(_test(world, ["0"], abilities=[_constant({"as": 0, "times": 2})]))


def _nightgaunt(world, action, tokens):
    """Roland (agility 2, combat 4) engaged with an enemy whose text doubles negative modifiers while it is evaded."""
    world["cards"] = [{"name": "Hunting Nightgaunt", "type": "enemy", "engaged": "Roland", "health": 4, "fight": 1,
                       "evade": 1, "attack": {"damage": 1},
                       "abilities": [_constant({"times": 2}, via="evade", what="self", token="negative-modifier")]}]
    world["tests"] = [{"who": "Roland", "tokens": tokens}]
    world["do"] = [{"who": "Roland", "action": action, "enemy": "Hunting Nightgaunt"}]
    return world


def test_a_token_modifier_change_while_attempting_to_evade_one_enemy(world, run, find):
    trace = run(_nightgaunt(world, "evade", ["-1"]))
    find(trace, "\u2212 2 ([-1] token: doubled by Hunting Nightgaunt)")
    trace = run(_nightgaunt(world, "fight", ["-1"]))
    find(trace, "\u2212 1 ([-1] token) =")
