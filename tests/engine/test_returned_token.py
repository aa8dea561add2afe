"""A skill test's revealed chaos token returned to the bag in the 'would' window of its success, and a new one revealed
in its place, from the card's printed sentence ("When you would succeed at a skill test: Return the revealed chaos
token to the bag and reveal a new chaos token. If this effect causes you to fail the test, shuffle Rex's Curse into
your deck. (Limit once per test.)") and the rules' sentences: the token revealed at ST.3 is the one ST.4 resolves and
ST.5 adds (Skill Test Timing; Chaos Tokens); a token back in the bag no longer resolves."""

from __future__ import annotations

CURSE = ("<b>Forced</b> - When you would succeed at a skill test: Return the revealed chaos token to the bag and reveal "
         "a new chaos token. If this effect causes you to fail the test, shuffle Rex's Curse into your deck. (Limit "
         "once per test.)")


def _test(world, token, new=None, skull=None):
    """Roland (willpower 3) tests willpower (3) on his charm, Rex's Curse in his threat area."""
    world["investigators"][0]["deck"] = ["Card A", "Card B"]
    world["cards"] = [
        {"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                            "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]},
        {"name": "Rex's Curse", "type": "treachery", "threat-area": "Roland", "owner": "Roland", "text": CURSE}]
    data = dict(world, tests=[{"who": "Roland", "tokens": [token]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}])
    if new is not None:
        data["reveals"] = [{"who": "Roland", "tokens": [new]}]
    if skull is not None:
        data["chaos-tokens"] = {"skull": skull}
    return data


def test_st6_the_returned_token_is_replaced_and_the_failure_it_causes_shuffles_the_curse(world, run, find):
    trace = run(_test(world, "+1", new="-2"))
    assert find(trace, "ST.6: Roland succeeds") < find(trace, "the revealed chaos token (+1) is returned to the chaos "
                                                             "bag") < find(trace, "Roland reveals -2 from the chaos bag")
    shuffled = find(trace, "Rex's Curse is shuffled into")
    assert find(trace, "Roland reveals -2 from the chaos bag") < find(trace, "this effect changed the result") \
        < shuffled < find(trace, "willpower 3 \u2212 2 ([-2] token) = 1; Roland now fails")
    assert "Rex's Curse" not in trace.final_state["cards"]  # shuffled into Roland's deck: out of play
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1  # the test failed: its result applied


def test_st6_a_new_token_that_still_succeeds_leaves_the_curse_in_play(world, run, find):
    trace = run(_test(world, "0", new="+1"))
    find(trace, "the revealed chaos token (0) is returned to the chaos bag")
    find(trace, "willpower 3 + 1 ([+1] token) = 4")
    assert not any("this effect changed the result" in s.text for s in trace.steps)
    assert not any("Rex's Curse is shuffled into" in s.text for s in trace.steps)
    assert "Rex's Curse" in trace.final_state["cards"]
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_st7_the_returned_symbols_result_is_withdrawn(world, run, find):
    """A [skull] whose line deals damage if the test fails: returned, its result no longer applies at ST.7."""
    skull = {"modifier": 0, "if-fail": [{"effect": "deal-damage", "amount": 1, "to": "you"}],
             "text": "0. If you fail, take 1 damage."}
    trace = run(_test(world, "skull", new="-5", skull=skull))
    find(trace, "the revealed chaos token (skull) is returned to the chaos bag")
    find(trace, "now fails")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_st3_no_new_token_given_is_reported_not_guessed(world, run, find):
    trace = run(_test(world, "0"))
    find(trace, "the situation's `reveals` gives none for it")
    assert trace.unresolved
