"""Play Restrictions, Permissions, and Instructions: "Play only if …" on a count of the state is checked as the
card would be played; unmet, the card cannot be played (the play is refused, nothing is paid)."""

from __future__ import annotations


def _respite(world, play_if):
    """Moment of Respite: "Play only if there are no enemies at your location. Heal 3 horror and draw 1 card.\""""
    world["investigators"][0].update(horror=3, hand=[{"name": "Moment of Respite", "type": "event", "cost": 3,
                                                      "play-if": play_if,
                                                      "effects": [{"effect": "heal-horror", "amount": 3, "to": "you"}]}])
    return dict(world, do=[{"who": "Roland", "action": "play", "card": "Moment of Respite"}])


NO_ENEMIES = {"count": "enemy-at-your-location", "at-most": 0}


def test_a_play_restriction_that_holds_lets_the_card_be_played(world, run, find):
    trace = run(_respite(world, NO_ENEMIES))
    assert find(trace, "play restriction is met: enemy-at-your-location is 0") < find(trace, "Step 2")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_an_unmet_play_restriction_refuses_the_play_before_any_cost(world, run, find):
    data = _respite(world, NO_ENEMIES)
    data["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 3, "attack": {"damage": 1}}]
    trace = run(data)
    find(trace, "Not possible (do[0]): Moment of Respite's play restriction is not met: enemy-at-your-location is 1")
    assert not any("Step 2" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_at_least_counts_what_you_have(world, run, find):
    """Logical Reasoning: "Play only if you have at least 1 clue." Roland has none; then one."""
    find(run(_respite(world, {"count": "clue-you-have", "at-least": 1})), "not met: clue-you-have is 0")
    world["investigators"][0]["clues"] = 1
    find(run(_respite(world, {"count": "clue-you-have", "at-least": 1})), "is met: clue-you-have is 1")


def _ward(world, weakness):
    """Ward of Protection: "Play when you draw a non-weakness treachery card. Cancel that card's revelation effect.\""""
    world["investigators"][0]["hand"] = [{
        "name": "Ward of Protection", "type": "event", "cost": 0, "keywords": ["fast"],
        "play-when": {"timing": "when", "trigger": {"event": "draw-encounter-card", "who": "you",
                                                    "what": "non-weakness-treachery"}},
        "effects": [{"effect": "cancel"}]}]
    world["encounter-deck"] = [{"name": "Grasping Hands", "type": "treachery", "weakness": weakness}]
    return dict(world, round=2, start="1.4", until="1.4")


def test_a_non_weakness_treachery_drawn_opens_the_play(world, run, find):
    find(run(_ward(world, False)), "Ward of Protection [fast event]")


def test_a_weakness_treachery_is_not_a_non_weakness_treachery(world, run):
    trace = run(_ward(world, True))
    assert not any("Ward of Protection [fast event]" in s.text for s in trace.steps)
