"""A card's "You cannot commit cards to this skill test" (ST.2; Cannot: "cannot" is absolute): no card is committed
to that test, by the tester or anyone else; under a condition ("If you are at a Bayou location, …") only while the
condition holds as the test begins. Other tests are not touched."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

SWAMP = ("<b>Revelation</b> - Test [willpower] (3). For each point you fail by, take 1 damage. If you are at a "
         "[[Bayou]] location, you cannot commit cards to this skill test.")


def _revealed(world: dict[str, Any], no_commit: Any, traits: list[str] | None = None) -> dict[str, Any]:
    """Roland draws a treachery whose willpower test forbids commits; he tries to commit Guts."""
    test: dict[str, Any] = {"effect": "test", "skill": "willpower", "difficulty": 3}
    if no_commit is not None:
        test["no-commit"] = no_commit
    world["investigators"][0]["hand"] = [{"name": "Guts", "type": "skill", "icons": {"willpower": 2}}]
    world["encounter-deck"] = [{"name": "Swamp", "type": "treachery",
                                "abilities": [{"kind": "revelation", "effects": [test]}]}]
    if traits:
        world["locations"][0]["traits"] = traits
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": ["Guts"]}]
    world.update(round=2, start="1.4", until="1.4")
    return world


def test_no_card_is_committed_to_a_test_that_forbids_it(world, run, find):
    trace = run(_revealed(world, True))
    assert find(trace, "Not committed: Swamp says no cards may be committed to this skill test") > 0
    assert "Guts" in trace.final_state["investigators"]["Roland"]["hand"]
    assert any("willpower 3 + 0 ([0] token) = 3" in s.text for s in trace.steps)  # no icon added at ST.5


def test_without_the_prohibition_the_card_is_committed(world, run):
    trace = run(_revealed(world, None))
    assert "Guts" not in trace.final_state["investigators"]["Roland"]["hand"]


def test_a_conditioned_prohibition_holds_only_while_its_condition_does(world, run, find):
    condition = {"count": "in-play:bayou-location-at-your-location", "at-least": 1}
    barred = run(_revealed(world, condition, traits=["Bayou"]))
    assert "Guts" in barred.final_state["investigators"]["Roland"]["hand"]
    allowed = run(_revealed(world, condition, traits=["Street"]))
    assert "Guts" not in allowed.final_state["investigators"]["Roland"]["hand"]
    assert find(allowed, "cards may be committed to this test") > 0


def test_the_reader_gives_the_test_its_prohibition_wherever_the_sentence_stands():
    (ability,) = parse_card_text(SWAMP, name="Cursed Swamp", type_code="treachery").abilities
    (test,) = [e for e in ability.effects if e["effect"] == "test"]
    assert test["no-commit"] == {"count": "in-play:bayou-location-at-your-location", "at-least": 1}
    plain = parse_card_text("<b>Revelation</b> - Test [agility] (2). You cannot commit cards to this skill test. If "
                            "you fail, take 1 damage.", name="Slip", type_code="treachery")
    assert plain.abilities[0].effects[0]["no-commit"] is True and not plain.gaps
