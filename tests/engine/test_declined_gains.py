"""A resource gain an investigator may decline ("During the upkeep phase, you may choose to not gain resources": Dark
Horse, read from its text): Upkeep Phase 4.4 ("each investigator … gains 1 resource"), May, Constant Abilities."""

from __future__ import annotations

from typing import Any

DARK_HORSE = "During the upkeep phase, you may choose to not gain resources."


def _upkeep(world: dict[str, Any], **more: Any) -> dict[str, Any]:
    """Roland controls Dark Horse (its printed sentence) as step 4.4 is replayed."""
    world["cards"] = [{"name": "Dark Horse", "type": "asset", "controller": "Roland", "text": DARK_HORSE}]
    world.update(start="4.4", until="4.4", **more)
    return world


def test_declining_the_upkeep_resource_keeps_the_pool_as_it_was(world, run):
    """4.4: "each investigator … gains 1 resource" — Roland chooses not to gain it (a `may` choice naming Dark Horse):
    his pool stays at 5 and no gain occurs; Agnes, with no such card, gains hers after him."""
    trace = run(_upkeep(world, choices=[{"decision": "may", "ability": "Dark Horse", "choose": False}]))
    texts = [s.text for s in trace.steps]
    declined = next(k for k, t in enumerate(texts) if t.startswith("Roland chooses not to take it"))
    assert "Roland gains 1 resource does not happen" in texts[declined]
    assert not any(t.startswith("Roland: resources") for t in texts)
    assert any(t.startswith("Agnes: resources") for t in texts[declined:])
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_with_no_choice_given_the_resource_is_gained(world, run):
    """May: declining is the player's choice — none given, the engine takes the gain the game gives, and says so."""
    trace = run(_upkeep(world))
    texts = [s.text for s in trace.steps]
    offered = next(k for k, t in enumerate(texts) if t.startswith("Roland may decline Roland gains 1 resource"))
    assert texts.index("Roland: resources 5 \u2192 6") > offered
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_outside_the_upkeep_phase_the_gain_is_not_offered_to_decline(world, run):
    """Constant Abilities / Appendix II: the ability holds "during the upkeep phase" only — the resource action in the
    investigation phase gains as usual, offering no choice."""
    world["cards"] = [{"name": "Dark Horse", "type": "asset", "controller": "Roland", "text": DARK_HORSE}]
    world["do"] = [{"who": "Roland", "action": "resource"}]
    trace = run(world)
    assert not any("may decline" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6
