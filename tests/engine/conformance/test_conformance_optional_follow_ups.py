"""An optional instruction and what depends on whether it was done: "You may X. If you do, Y." / "If you do not, Z."
(Beginner's Luck, Stroke of Luck, Rex Murphy's [elder_sign]) — the one ``if-able`` effect that also holds "If you
cannot, Y" — replayed from the sentences of May, the Golden Rules, Appendix I and Automatic Failure/Success.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world

ROLAND = "Roland Banks"

#: "You may discard an asset you control. If you do, gain 3 resources. If you do not, take 1 horror."
IF_YOU_DO = [{"effect": "if-able", "text": "You may discard an asset you control. If you do, gain 3 resources.",
              "effects": [{"effect": "discard", "to": "an-asset-you-control", "may": True}],
              "done": [{"effect": "gain-resources", "amount": 3}],
              "otherwise": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]


def _charm(effects, choose=None):
    """Roland uses Lucky Charm (his asset), whose free ability's effects are ``effects``; ``choose``: his ``may``."""
    charm = {"name": "Lucky Charm", "type": "asset", "controller": ROLAND,
             "abilities": [{"kind": "free", "effects": effects, "text": "[free]: …"}]}
    choices = [] if choose is None else [{"decision": "may", "ability": "Lucky Charm", "choose": choose}]
    return world(cards=[charm], do=[{"who": ROLAND, "use": "Lucky Charm"}], choices=choices)


def _roland(trace):
    return trace.final_state["investigators"][ROLAND]


def test_may_chosen_the_instruction_is_done_and_if_you_do_follows():
    """[ahlcg/rr/may] "The word “may” indicates that a specified player has the option to do that which follows." —
    Roland chooses to discard Lucky Charm; it is done, so "If you do, gain 3 resources" resolves after it, and "If you
    do not" does not."""
    trace = run(_charm(IF_YOU_DO, choose=True))
    done = at(trace, "chose to \u201cdiscard an-asset-you-control\u201d and did, so \u201cgain-resources 3\u201d (if you do) resolves")
    assert at(trace, "resolves the optional") < at(trace, "Lucky Charm is discarded") < done < at(trace, "gains 3")
    roland = _roland(trace)
    assert (roland["discard"], roland["resources"], roland["horror"]) == (["Lucky Charm"], 8, 0)


def test_may_declined_nothing_of_it_is_done_and_if_you_do_does_not_follow():
    """[ahlcg/rr/may] — Roland declines: nothing is discarded, "If you do" does not resolve (the trace names his choice
    as the reason), and "If you do not, take 1 horror" resolves in its place."""
    trace = run(_charm(IF_YOU_DO, choose=False))
    assert at(trace, "does not resolve the optional") < at(trace, "chose not to")
    assert at(trace, "(if you do) does not resolve") > 0
    roland = _roland(trace)
    assert (roland["discard"], roland["resources"], roland["horror"]) == ([], 5, 1)


def test_the_option_is_asked_once_for_the_whole_instruction():
    """[ahlcg/rr/may] — the option is "that which follows" as a whole: one choice for the instruction, not one for each
    of its aspects."""
    trace = run(_charm(IF_YOU_DO, choose=True))
    assert len([s for s in trace.steps if "optional" in s.text]) == 1


def test_an_instruction_that_cannot_be_done_is_not_done_whatever_the_option():
    """[ahlcg/rr/appendix-i] an effect with no potential to change the game state cannot be done — "You may discard 1
    card from your hand" with an empty hand: no option is offered, it is not done, so "If you do" does not resolve and
    "If you do not" does."""
    effects = [{**IF_YOU_DO[0], "effects": [{"effect": "discard-from-hand", "amount": 1, "may": True}]}]
    trace = run(_charm(effects, choose=True))
    assert absent(trace, "optional")
    assert at(trace, "cannot be done (it could not change the game state)") < at(trace, "1 horror")
    assert (_roland(trace)["resources"], _roland(trace)["horror"]) == (5, 1)


def test_if_you_do_needs_the_instruction_done_in_full():
    """[ahlcg/rr/golden-rules] "Once an ability is initiated, players must resolve as much of the effect as possible,
    unless the effect uses the word “may”" — "You may discard 2 cards from your hand. If you do, gain 3 resources" with
    one card in hand: as much as possible is discarded, but 2 cards were not, so "If you do" does not resolve (nor "If
    you do not": something was done)."""
    effects = [{**IF_YOU_DO[0], "effects": [{"effect": "discard-from-hand", "amount": 2, "may": True}]}]
    data = _charm(effects, choose=True)
    data["investigators"][0]["hand"] = [{"name": "Flashlight", "type": "asset", "cost": 2}]
    trace = run(data)
    assert at(trace, "not done in full, so") > 0
    roland = _roland(trace)
    assert (roland["discard"], roland["resources"], roland["horror"]) == (["Flashlight"], 5, 0)


def test_if_you_do_follows_an_instruction_that_is_not_optional():
    """[ahlcg/rr/golden-rules] — "Discard an asset you control. If you do, gain 3 resources": with no option, it is
    done when it can be, and what follows it resolves."""
    effects = [{**IF_YOU_DO[0], "effects": [{"effect": "discard", "to": "an-asset-you-control"}]}]
    trace = run(_charm(effects))
    assert absent(trace, "optional")
    assert at(trace, "Lucky Charm is discarded") < at(trace, "had to \u201cdiscard an-asset-you-control\u201d and did")
    assert _roland(trace)["resources"] == 8
