"""Instructions that depend on the one before: "Otherwise, Y" after a condition on the chaos tokens revealed (Recharge),
"If you cannot, Y" after an instruction that cannot be resolved (Stars of Hyades, Crypt Chill), "(Y instead if …)"
(Strange Signs) — replayed from the sentences of the Golden Rules, Chaos Tokens and Instead.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world

ROLAND = "Roland Banks"


def _charm(effects, **top):
    """Roland uses Lucky Charm (his asset), whose free ability's effects are ``effects``."""
    charm = {"name": "Lucky Charm", "type": "asset", "controller": ROLAND,
             "abilities": [{"kind": "free", "effects": effects, "text": "[free]: …"}]}
    return world(cards=[charm, *top.pop("cards", [])], do=[{"who": ROLAND, "use": "Lucky Charm"}], **top)


RECHARGE = [{"effect": "reveal-token"},
            {"effect": "if-revealed", "symbols": ["skull", "auto-fail"], "text": "If you reveal a [skull] … symbol, …",
             "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}],
             "otherwise": [{"effect": "gain-resources", "amount": 3}]}]


def _revealing(tokens):
    return _charm(RECHARGE, reveals=[{"who": ROLAND, "card": "Lucky Charm", "tokens": tokens}])


def test_otherwise_after_a_token_condition_resolves_only_when_no_token_asked_for_was_revealed():
    """[ahlcg/rr/chaos-tokens] "If a [skull] … symbol is revealed, X. Otherwise, Y": a -1 revealed is none of those
    asked for, so Y resolves in X's place — Roland gains 3 resources and takes no horror."""
    trace = run(_revealing(["-1"]))
    assert at(trace, "include none of skull, auto-fail") < at(trace, "otherwise, “gain-resources 3")
    roland = trace.final_state["investigators"][ROLAND]
    assert (roland["horror"], roland["resources"]) == (0, 8)


def test_otherwise_does_not_resolve_when_the_condition_held():
    """[ahlcg/rr/chaos-tokens] — a [skull] revealed: X resolves (1 horror), never Y beside it."""
    trace = run(_revealing(["skull"]))
    roland = trace.final_state["investigators"][ROLAND]
    assert (roland["horror"], roland["resources"]) == (1, 5)
    assert absent(trace, "otherwise")


def test_with_no_token_revealed_otherwise_resolves():
    """[ahlcg/rr/chaos-tokens] — no chaos token was revealed at all (no reveal before it): the condition does not hold,
    so "Otherwise" resolves."""
    trace = run(_charm(RECHARGE[1:]))
    assert at(trace, "no chaos token was revealed") < at(trace, "otherwise, “gain-resources 3")
    assert trace.final_state["investigators"][ROLAND]["resources"] == 8


IF_CANNOT = [{"effect": "if-able", "text": "Discard an asset you control. If you cannot, take 1 damage and 1 horror.",
              "effects": [{"effect": "discard", "to": "an-asset-you-control"}],
              "otherwise": [{"effect": "deal-damage", "amount": 1, "to": "you"},
                            {"effect": "deal-horror", "amount": 1, "to": "you"}]}]


def test_an_instruction_that_can_change_the_game_state_resolves_and_if_you_cannot_does_not():
    """[ahlcg/rr/golden-rules] "Once an ability is initiated, players must resolve as much of the effect as possible"
    — "Discard an asset you control" with Lucky Charm in play: it can be done, so it resolves, and "If you cannot, take
    1 damage and 1 horror" does not."""
    trace = run(_charm(IF_CANNOT))
    roland = trace.final_state["investigators"][ROLAND]
    assert roland["discard"] == ["Lucky Charm"]
    assert (roland["damage"], roland["horror"]) == (0, 0)


def test_if_you_cannot_resolves_when_the_instruction_could_not_change_the_game_state():
    """[ahlcg/rr/golden-rules] "Once an ability is initiated, players must resolve as much of the effect as possible"
    — as much as possible of "Discard 1 card from your hand" with an empty hand is nothing: it could not change the
    game state, so it cannot be done, and "If you cannot, take 1 damage and 1 horror" resolves in its place."""
    effects = [{**IF_CANNOT[0], "effects": [{"effect": "discard-from-hand", "amount": 1}]}]
    trace = run(_charm(effects))
    assert at(trace, "cannot be done (it could not change the game state), so") < at(trace, "1 damage on Roland Banks")
    roland = trace.final_state["investigators"][ROLAND]
    assert (roland["damage"], roland["horror"]) == (1, 1)


INSTEAD_IF = [{"effect": "if", "condition": {"count": "horror-on-you", "at-least": 1},
               "effects": [{"effect": "gain-resources", "amount": 2}],
               "otherwise": [{"effect": "gain-resources", "amount": 1}]}]


def test_an_amount_instead_if_a_condition_replaces_the_printed_amount():
    """[ahlcg/rr/instead] "The word “instead” is indicative of a replacement effect." — "Gain 1 resource (2 resources
    instead if you have 1 or more horror on you)": with horror, 2 resources are gained in place of 1, never both."""
    data = _charm(INSTEAD_IF)
    data["investigators"][0]["horror"] = 1
    assert run(data).final_state["investigators"][ROLAND]["resources"] == 7
    assert run(_charm(INSTEAD_IF)).final_state["investigators"][ROLAND]["resources"] == 6


RICES_WHEREABOUTS = [{"effect": "if", "condition": {"count": "investigator-in-game", "at-least": 1, "at-most": 1},
                      "effects": [{"effect": "gain-resources", "amount": 10}],
                      "otherwise": [{"effect": "gain-resources", "amount": 5}]}]


def test_an_eliminated_investigator_is_not_in_the_game():
    """[ahlcg/rr/elimination] "The only manner in which eliminated investigators interact with the game is when
    establishing “per investigator” values" — "(10 instead if there is only 1 player in the game)": with Agnes
    defeated (eliminated) first, Roland is the only investigator in the game, so 10 resources; with both in the game,
    5."""
    curse = {"name": "Dire Curse", "type": "asset", "controller": ROLAND, "abilities": [
        {"kind": "action", "effects": [{"effect": "defeat", "to": "Agnes Baker"}], "text": "[action] Agnes is defeated."}]}
    data = _charm(RICES_WHEREABOUTS, cards=[curse])
    assert run(data).final_state["investigators"][ROLAND]["resources"] == 5 + 5  # two in the game: 5
    data["do"].insert(0, {"who": ROLAND, "action": "activate", "card": "Dire Curse"})
    trace = run(data)
    assert at(trace, "Elimination of Agnes Baker") < at(trace, "investigator-in-game")
    assert trace.final_state["investigators"][ROLAND]["resources"] == 5 + 10  # only Roland: 10 instead


DRAW_OR_GAIN = {"effect": "either", "effects": [{"effect": "draw", "amount": 1}, {"effect": "gain-resources", "amount": 1}]}
BOTH_INSTEAD = [{"effect": "if", "condition": {"count": "point-succeeded-by", "at-least": 2},
                 "effects": [{"effect": "draw", "amount": 1}, {"effect": "gain-resources", "amount": 1}],
                 "otherwise": [DRAW_OR_GAIN]}]


def _evading(token):
    """Roland evades a Ghoul (evade 1) with agility 2 and ``token``; his reaction after he evades an enemy is "Draw 1
    card or gain 1 resource. If you succeeded by 2 or more, do both instead"."""
    ghoul = {"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 2, "fight": 2, "evade": 1,
             "engaged": ROLAND}
    pick = {"name": "Pickpocketing", "type": "asset", "controller": ROLAND, "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "evaded", "who": "you", "what": "enemy"},
         "cost": {"exhaust": True}, "effects": BOTH_INSTEAD, "text": "After you evade an enemy, …"}]}
    return world(cards=[ghoul, pick], do=[{"who": ROLAND, "action": "evade", "enemy": "Ghoul"}],
                 tests=[{"who": ROLAND, "tokens": [token]}])


def test_do_both_instead_replaces_the_choice_when_the_test_succeeded_by_enough():
    """[ahlcg/rr/instead] "The word “instead” is indicative of a replacement effect." — succeeding by 2 (agility 2 + 1
    against evade 1), the reaction in the 'after' window of the evasion, still inside the test, does both: a card drawn
    and a resource gained, no choice offered."""
    trace = run(_evading("+1"))
    assert at(trace, "Ghoul is evaded") < at(trace, "Roland Banks succeeds by 2, so it holds") \
        < at(trace, "ST.8: the skill test ends")
    roland = trace.final_state["investigators"][ROLAND]
    assert (roland["hand"], roland["resources"]) == (["Card A"], 6)
    assert absent(trace, "must either")


def test_do_both_instead_leaves_the_choice_when_the_margin_is_short():
    """[ahlcg/rr/instead] — succeeding by 0: the replacement does not apply, and the choice of one is made."""
    trace = run(_evading("-1"))
    assert at(trace, "succeeds by 0, so it does not hold") < at(trace, "must either")
    roland = trace.final_state["investigators"][ROLAND]
    assert len(roland["hand"]) + roland["resources"] - 5 == 1  # one of the two, not both


def _devotee(at):
    """An enemy at ``at`` whose effect is "Move once toward Attic. If it is already at Attic, discard it and add 2 doom
    to the current agenda, instead", resolved through Roland's Lucky Charm naming it."""
    devotee = {"name": "Devotee", "type": "enemy", "location": at, "health": 3, "fight": 3, "evade": 3}
    agenda = {"name": "What's Going On?!", "type": "agenda", "number": "1a", "threshold": 9}
    effects = [{"effect": "if", "condition": {"card": "Devotee", "state": "in-play", "at": "Attic"},
                "effects": [{"effect": "discard", "to": "Devotee"}, {"effect": "place-doom", "amount": 2}],
                "otherwise": [{"effect": "move-enemy", "enemy": "Devotee", "toward": "Attic", "amount": 1}]}]
    return _charm(effects, cards=[devotee, agenda])


def test_a_replacement_while_a_card_is_at_a_location():
    """[ahlcg/rr/instead] "The word “instead” is indicative of a replacement effect." — the enemy already at Attic is
    discarded and 2 doom placed on the current agenda in place of its move; elsewhere it moves, and nothing else."""
    trace = run(_devotee("Attic"))
    assert trace.final_state["cards"]["What's Going On?!"]["doom"] == 2
    assert absent(trace, "Devotee moves")
    trace = run(_devotee("Hall"))
    assert trace.final_state["cards"]["What's Going On?!"]["doom"] == 0
    assert trace.final_state["cards"]["Devotee"]["location"] == "Attic"
