"""An enemy's readying said not to happen in its "would" window ("When attached enemy would ready: Test [willpower]
(3). If you succeed, attached enemy does not ready.", Bind Monster): the ready canceled, the enemy stays exhausted
through 4.3. Each test replays a minimal situation and quotes the sentence it shows
(``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import at, run, world

_BIND = {"kind": "reaction", "timing": "would", "trigger": {"event": "ready", "what": "attached"},
         "text": "[reaction] When attached enemy would ready: Test [willpower] (3). If you succeed, attached enemy "
                 "does not ready. If you fail, discard Bind Monster.",
         "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3, "success": [{"effect": "cancel"}],
                      "fail": [{"effect": "discard", "to": "self"}]}]}


def _bound(token: str) -> dict:
    """The Ogre, exhausted at the Attic with Bind Monster attached (Roland's); the upkeep readies it at 4.3."""
    return world(start="4.3", until="4.3", round=1,
                 cards=[{"name": "Ogre", "type": "enemy", "location": "Attic", "exhausted": True, "fight": 1,
                         "evade": 1, "health": 5, "attack": {"damage": 1, "horror": 0}},
                        {"name": "Bind Monster", "type": "event", "owner": "Roland Banks",
                         "controller": "Roland Banks", "attached-to": "Ogre", "abilities": [_BIND]}],
                 tests=[{"who": "Roland Banks", "tokens": [token]}])


def test_a_ready_canceled_in_its_would_window_leaves_the_enemy_exhausted():
    """[ahlcg/rr/cancel] "Cancel abilities interrupt the initiation of an effect, and prevent the effect from
    initiating." — "If you succeed, attached enemy does not ready": the Ogre's readying at 4.3 is canceled."""
    trace = run(_bound("0"))
    assert at(trace, "Canceled: Ogre readies") > 0
    assert trace.final_state["cards"]["Ogre"]["exhausted"] is True
    assert trace.final_state["cards"]["Bind Monster"]["zone"] == "play"


def test_a_failed_test_leaves_the_ready_to_happen():
    """[ahlcg/rr/ready] "When an exhausted card readies, it is returned to the upright state." — the test failed,
    Bind Monster is discarded and the Ogre readies."""
    trace = run(_bound("-5"))
    assert trace.final_state["cards"]["Ogre"]["exhausted"] is False
