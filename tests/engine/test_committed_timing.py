"""A committed skill card's effect timed within its test, from the card's printed sentence ("After revealing chaos
tokens for this test, you may choose to exile Stroke of Luck. If you do, this test is automatically successful (unless
a [auto_fail] token was revealed).") and the rules' sentences: committed cards wait in limbo until ST.8 (ST.2); "A skill
card's effects apply to the test it is committed to" (Skill Cards); automatic failure takes precedence over automatic
success (Automatic Failure/Success)."""

from __future__ import annotations

LUCK = ("Commit only to a skill test you are performing.\nAfter revealing chaos tokens for this test, you may choose to "
        "exile Stroke of Luck. If you do, this test is automatically successful (unless a [auto_fail] token was "
        "revealed).")


def _test(world, token, commit=True):
    """Roland (willpower 3) tests willpower (3) on his charm, Stroke of Luck in hand (committed or not)."""
    world["investigators"][0]["hand"] = [{"name": "Stroke of Luck", "type": "skill", "icons": {"wild": 1},
                                          "text": LUCK}]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}]
    spec = {"who": "Roland", "tokens": [token], **({"commit": ["Stroke of Luck"]} if commit else {})}
    return dict(world, tests=[spec], do=[{"who": "Roland", "action": "activate", "card": "Charm"}])


def test_st3_after_the_reveal_the_committed_skill_is_exiled_and_the_test_succeeds_automatically(world, run, find):
    trace = run(_test(world, "-8"))
    exiled = find(trace, "Stroke of Luck")
    assert find(trace, "Roland commits Stroke of Luck") < find(trace, "Roland reveals -8 from the chaos bag") \
        < find(trace, "Stroke of Luck [forced]") < find(trace, "ST.5") < find(trace, "ST.6: Roland succeeds (automatic "
                                                                              "success")
    assert exiled < find(trace, "now, before the test's result is determined") < find(trace, "ST.6")
    assert "committed cards discarded (none)" in trace.steps[find(trace, "ST.8: the skill test ends")].text
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
    assert "Stroke of Luck" not in trace.final_state["investigators"]["Roland"]["discard"]  # exiled, not discarded


def test_st6_an_auto_fail_token_still_fails_the_test(world, run, find):
    trace = run(_test(world, "auto-fail"))
    find(trace, "Stroke of Luck [forced]")
    find(trace, "automatic failure takes precedence")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_in_hand_the_skill_has_no_test_and_does_nothing(world, run, find):
    trace = run(_test(world, "-8", commit=False))
    assert not any("Stroke of Luck [forced]" in s.text for s in trace.steps)
    find(trace, "ST.6: Roland fails")


SEAL = ("Do not reveal chaos tokens from the chaos bag for this test. Treat the chaos token revealed for this test as "
        "an [elder_sign].\nWhen this test ends, remove Seal of the Elder Sign from the game.")


def _sealed(world, tokens):
    """Roland (willpower 3; his elder sign +2) commits Seal of the Elder Sign to his willpower (3) test."""
    world["investigators"][0]["elder-sign"] = {"modifier": 2, "text": "+2"}
    world["investigators"][0]["hand"] = [{"name": "Seal of the Elder Sign", "type": "skill", "icons": {"wild": 1},
                                          "text": SEAL}]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}]
    return dict(world, tests=[{"who": "Roland", "tokens": tokens, "commit": ["Seal of the Elder Sign"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}])


def test_st3_no_token_is_drawn_and_an_elder_sign_resolves_in_its_place(world, run, find):
    trace = run(_sealed(world, ["auto-fail"]))
    assert find(trace, "Roland commits Seal of the Elder Sign") < find(
        trace, "Instead of revealing a chaos token, Roland resolves an elder-sign token as if just revealed") < find(
        trace, "ST.4: [elder-sign]") < find(trace, "willpower 3 + 1 (Seal of the Elder Sign) + 2 ([elder-sign] token) "
                                                  "= 6") < find(trace, "ST.6: Roland succeeds")
    assert not any("Roland reveals auto-fail" in s.text for s in trace.steps)  # the bag is not drawn from
    assert "were not drawn from the chaos bag" in trace.steps[find(trace, "ST.8: the skill test ends")].text
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
    assert "Seal of the Elder Sign" not in trace.final_state["investigators"]["Roland"]["discard"]  # removed instead
