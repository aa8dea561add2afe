"""Chaos tokens revealed in numbers, ignored or treated as another, each replayed from the sentence that rules it
(FAQ 2.5 / 2024 glossary, Resolving Multiple Revealed Chaos Tokens; Chaos Tokens; ST.3-ST.5).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world

_SKULL = {"skull": {"modifier": -1, "text": "-1."}}
_AFTER_SKULL = reaction("after", {"event": "reveal-chaos-token", "who": "you", "token": "skull"}, gain(),
                        "Forced – After a [skull] is revealed, gain 1 resource.", kind="forced")


def _investigate(tokens, abilities, **more):
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": tokens, **more}], **{"chaos-tokens": _SKULL})
    data["investigators"][0]["abilities"] = abilities
    return data


def test_tokens_revealed_but_all_but_one_ignored_are_not_several_resolved_tokens():
    """[ahlcg/faq/2-5] "Note that this entry only applies when multiple chaos tokens are “resolved.”" "If multiple
    chaos tokens are revealed and all but 1 of them are canceled or ignored, this entry does not apply." — two tokens
    revealed instead of 1, one resolved: only it modifies the test, and an effect on a [skull] revealed does not see
    the ignored [skull]."""
    statue = reaction("would", {"event": "reveal-chaos-token", "who": "you"},
                      [{"effect": "reveal-instead", "amount": 2, "resolve": 1}],
                      "When you would reveal a chaos token: Reveal 2 chaos tokens instead of 1. Choose 1 of those "
                      "tokens to resolve, and ignore the other.")
    trace = run(_investigate(["skull", "-1"], [statue, _AFTER_SKULL], resolve=["-1"]))
    at(trace, "intellect 3 \u2212 1 ([-1] token) = 2")
    assert absent(trace, "tokens are resolved") and absent(trace, "[skull] token)")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_an_ignored_token_is_not_resolved_and_the_one_revealed_in_its_place_is():
    """[ahlcg/faq/2-5] "If multiple chaos tokens are revealed and all but 1 of them are canceled or ignored, this
    entry does not apply." — a [skull] ignored in the 'when' window of its reveal and another token revealed to
    resolve: only the new one is resolved (ST.4, ST.5), the [skull] triggers nothing, both return at ST.8."""
    dice = reaction("when", {"event": "reveal-chaos-token", "who": "you"},
                    [{"effect": "ignore-token"}, {"effect": "reveal-token"}],
                    "When you reveal a chaos token: Ignore that chaos token and reveal another one to resolve.",
                    limit={"count": 1, "per": "test"})
    data = _investigate(["skull"], [dice, _AFTER_SKULL])
    data["reveals"] = [{"who": "Roland Banks", "tokens": ["+1"]}]
    trace = run(data)
    assert at(trace, "the revealed skull token is ignored") < at(trace, "intellect 3 + 1 ([+1] token) = 4")
    assert absent(trace, "[skull] token)") and absent(trace, "tokens are resolved")
    assert "skull" in trace.steps[at(trace, "ST.8")].text
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_a_token_treated_as_a_symbol_resolves_that_symbols_effect_and_modifier():
    """[ahlcg/rr/chaos-tokens] "If any of these tokens are revealed for a skill test, resolve the effect for that symbol
    as indicated on the scenario reference card for the current scenario." "If a revealed chaos token (or the effect
    referenced by a chaos token) has a numerical modifier, that modifier is applied to the investigator's skill value
    for this test." — a 0 treated as a [skull]: the [skull]'s −1 applies at ST.5."""
    treat = reaction("when", {"event": "reveal-chaos-token", "who": "you"}, [{"effect": "treat-token", "token": "skull"}],
                     "When you reveal a chaos token: Treat that token as a [skull].")
    trace = run(_investigate(["0"], [treat]))
    assert at(trace, "ST.3") < at(trace, "The revealed 0 token resolves as skull") < at(trace, "ST.4: [skull]") < at(
        trace, "intellect 3 \u2212 1 ([skull] token) = 2")
