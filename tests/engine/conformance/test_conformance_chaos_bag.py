"""The chaos bag's own tokens: bless, curse and frost tokens added to and removed from the bag, their limits, and
where a revealed one goes when the skill test ends (2024 glossary: Bless and Curse Tokens, Frost Tokens). Each
test replays a minimal situation and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import at, run, world


def _free(data, text, effects):
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": text, "effects": effects}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def _investigate(tokens, **more):
    return world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": tokens}], **more)


def test_bless_and_curse_tokens_are_added_to_a_bag_that_holds_none_by_default():
    """[ahlcg/glossary/bless-and-curse-tokens] "This expansion introduces two new kinds of chaos tokens: bless
    … tokens and curse … tokens." "By default, the chaos bag does not contain any [bless] or [curse]
    tokens." "However, certain card effects can add these tokens or remove them from the chaos bag." """
    data = _free(world(**{"chaos-bag": ["0", "-1", "curse"]}), "Add 2 [bless] tokens to the chaos bag. Remove 1 [curse] "
                 "token from the chaos bag.", [{"effect": "add-chaos-token", "token": "bless", "amount": 2},
                                               {"effect": "remove-chaos-token", "token": "curse"}])
    trace = run(data)
    added = at(trace, "2 bless tokens added to the chaos bag")
    assert added < at(trace, "1 curse token removed from the chaos bag and returned to the token pool")
    assert sorted(trace.final_state["chaos_bag"]) == ["-1", "0", "bless", "bless"]
    assert "ahlcg/glossary/bless-and-curse-tokens" in trace.steps[added].rules


def test_a_token_not_in_the_bag_cannot_be_removed_from_it():
    """[ahlcg/glossary/bless-and-curse-tokens] "By default, the chaos bag does not contain any ... tokens." """
    data = _free(world(**{"chaos-bag": ["0"]}), "Remove 1 [bless] token from the chaos bag.",
                 [{"effect": "remove-chaos-token", "token": "bless"}])
    trace = run(data)
    at(trace, "has no potential to change the game state")
    assert trace.final_state["chaos_bag"] == ["0"]


def test_no_more_than_ten_bless_tokens_in_the_bag_or_sealed():
    """[ahlcg/glossary/bless-and-curse-tokens] "No more than 10 total [bless] … tokens can be included in the chaos
    bag or sealed on cards in play at any given time." """
    charm = {"name": "Charm", "type": "asset", "controller": "Roland Banks", "sealed": ["bless", "bless"]}
    data = _free(world(cards=[charm], **{"chaos-bag": ["0"] + ["bless"] * 7}), "Add 3 [bless] tokens to the chaos bag.",
                 [{"effect": "add-chaos-token", "token": "bless", "amount": 3}])
    trace = run(data)
    at(trace, "1 bless token added to the chaos bag (no more than 10 bless tokens can be in the chaos bag or sealed "
              "on cards in play at any given time: 1 of 3 added)")
    assert trace.final_state["chaos_bag"].count("bless") == 8


def test_no_more_than_ten_curse_tokens_in_the_bag():
    """[ahlcg/glossary/bless-and-curse-tokens] "No more than 10 total [curse] … tokens can be included in the chaos
    bag or sealed on cards in play at any given time." """
    data = _free(world(**{"chaos-bag": ["curse"] * 10}), "Add 1 [curse] token to the chaos bag.",
                 [{"effect": "add-chaos-token", "token": "curse"}])
    trace = run(data)
    at(trace, "has no potential to change the game state")
    assert trace.final_state["chaos_bag"].count("curse") == 10


def test_a_revealed_bless_token_is_plus_two_reveals_another_and_goes_to_the_token_pool():
    """[ahlcg/glossary/bless-and-curse-tokens] "[bless] tokens revealed during a skill test have the following
    effects: “+2." "Reveal another token." "Instead of returning this token to the chaos bag, return it to the token
    pool." """
    trace = run(_investigate(["bless", "-1"], **{"chaos-bag": ["bless", "-1", "0"]}))
    reveal = at(trace, "reveals bless, -1 from the chaos bag (bless: reveal another token)")
    assert reveal < at(trace, "intellect 3 + 2 ([bless] token) \u2212 1 ([-1] token) = 4")
    end = at(trace, "ST.8")
    assert "the revealed chaos token (-1) returned to the chaos bag; 1 bless token returned to the token pool " \
           "instead of the chaos bag" in trace.steps[end].text
    assert sorted(trace.final_state["chaos_bag"]) == ["-1", "0"]


def test_a_revealed_curse_token_is_minus_two_reveals_another_and_goes_to_the_token_pool():
    """[ahlcg/glossary/bless-and-curse-tokens] "[curse] tokens revealed during a skill test have the following
    effects: “–2." "Reveal another token." "Instead of returning this token to the chaos bag, return it to the token
    pool." """
    trace = run(_investigate(["curse", "+1"], **{"chaos-bag": ["curse", "curse", "+1"]}))
    at(trace, "reveals curse, +1 from the chaos bag (curse: reveal another token)")
    at(trace, "intellect 3 \u2212 2 ([curse] token) + 1 ([+1] token) = 2")
    assert trace.final_state["chaos_bag"] == ["curse", "+1"]


def test_bless_and_curse_tokens_revealed_outside_a_skill_test_have_no_effect_on_their_own():
    """[ahlcg/glossary/bless-and-curse-tokens] "[bless] or [curse] … tokens revealed outside of a skill test have
    no effect on their own unless otherwise specified by a card effect." """
    data = _free(world(reveals=[{"who": "Roland Banks", "tokens": ["bless"]}]), "Reveal a chaos token.",
                 [{"effect": "reveal-token"}])
    trace = run(data)
    note = at(trace, "Revealed outside a skill test, a token has no effect on its own")
    assert "ahlcg/glossary/bless-and-curse-tokens" in trace.steps[note].rules
    assert all("another token" not in s.text for s in trace.steps)


def test_frost_tokens_are_added_to_the_bag_no_more_than_eight():
    """[ahlcg/glossary/frost-tokens] "This expansion introduces a new type of chaos token: the frost … token."
    "As the expedition continues, depending on the decisions the investigators make and the events that unfold, more
    … tokens may be added to (or removed from) the chaos bag, altering the difficulty of every test the
    investigators perform." "No more than eight total [frost] … tokens can be included in the chaos bag and/or
    sealed on cards in play at any given time." """
    data = _free(world(**{"chaos-bag": ["frost"] * 6 + ["0"]}), "Add 3 [frost] tokens to the chaos bag.",
                 [{"effect": "add-chaos-token", "token": "frost", "amount": 3}])
    trace = run(data)
    at(trace, "2 frost tokens added to the chaos bag (no more than 8 frost tokens")
    assert trace.final_state["chaos_bag"].count("frost") == 8


def test_the_first_frost_token_is_minus_one_and_reveals_another():
    """[ahlcg/glossary/frost-tokens] "The first [frost] … token revealed from the chaos bag during a skill test has
    the following effect: “–1." "Reveal another token." """
    trace = run(_investigate(["frost", "+1"], **{"chaos-bag": ["frost", "+1"]}))
    at(trace, "reveals frost, +1 from the chaos bag (frost: reveal another token)")
    at(trace, "intellect 3 \u2212 1 ([frost] token) + 1 ([+1] token) = 3")
    at(trace, "ST.6: Roland Banks succeeds")


def test_a_second_frost_token_ends_the_reveal_as_an_automatic_failure_and_all_return_to_the_bag():
    """[ahlcg/glossary/frost-tokens] "If another [frost] … token is revealed from the chaos bag during the same
    test, immediately end the “reveal chaos tokens” step of the skill test and resolve the test as an automatic failure."
    "(Return all revealed tokens to the chaos bag after the test ends.)" """
    trace = run(_investigate(["frost", "frost", "+1"], **{"chaos-bag": ["frost", "frost", "+1"]}))
    at(trace, "a second frost token: the reveal step ends at once")
    at(trace, "the situation's further tokens (+1) are not revealed")
    fail = at(trace, "ST.6: Roland Banks fails (automatic failure")
    end = at(trace, "ST.8")
    assert fail < end and "(frost, frost) returned to the chaos bag" in trace.steps[end].text
    assert sorted(trace.final_state["chaos_bag"]) == ["+1", "frost", "frost"]


def test_a_frost_token_revealed_outside_a_skill_test_has_no_effect_on_its_own():
    """[ahlcg/glossary/frost-tokens] "A [frost] … token revealed outside of a skill test has no effect on its own
    unless otherwise specified by a card effect." """
    data = _free(world(reveals=[{"who": "Roland Banks", "tokens": ["frost"]}]), "Reveal a chaos token.",
                 [{"effect": "reveal-token"}])
    trace = run(data)
    at(trace, "Revealed outside a skill test, a token has no effect on its own")
    assert all("automatic failure" not in s.text for s in trace.steps)


def _sealer(*tokens, **more):
    return {"name": "Charm", "type": "asset", "cost": 1, "seal-keyword": list(tokens), **more}


def _play_sealer(card, bag, choices=()):
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Charm"}], choices=list(choices),
                 **{"chaos-bag": bag})
    data["investigators"][0]["hand"] = [card]
    return data


def test_the_seal_keyword_seals_its_token_as_an_additional_cost_to_enter_play():
    """[ahlcg/glossary/seal] "As an additional cost for a card with the seal keyword to enter play, its controller
    must search the chaos bag for the specified chaos token and place it on top of the card, thereby sealing it." """
    trace = run(_play_sealer(_sealer("elder-sign"), ["0", "elder-sign"]))
    assert at(trace, "Step 4: Charm is played") < at(trace, "Charm's seal keyword, an additional cost to enter play: "
                                                            "elder-sign searched for in the chaos bag and sealed on it")
    assert trace.final_state["chaos_bag"] == ["0"] and trace.final_state["cards"]["Charm"]["sealed"] == ["elder-sign"]


def test_the_controller_chooses_which_token_the_seal_keyword_seals():
    """[ahlcg/glossary/seal] "If there is a choice of which token to seal, the card’s controller chooses." """
    trace = run(_play_sealer(_sealer("bless", "curse"), ["bless", "curse"],
                             choices=[{"decision": "either", "ability": "Charm", "option": 1}]))
    at(trace, "Roland Banks chooses curse (choices[0])")
    assert trace.final_state["chaos_bag"] == ["bless"]


def test_a_card_whose_seal_token_is_not_in_the_bag_cannot_enter_play():
    """[ahlcg/glossary/seal] "If the specified token is not in the chaos bag, the card cannot enter play." """
    trace = run(_play_sealer(_sealer("elder-sign"), ["0"]))
    at(trace, "Charm: elder-sign is not in the chaos bag: a card with the seal keyword cannot enter play")
    assert "Charm" in trace.final_state["investigators"]["Roland Banks"]["hand"]
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5
