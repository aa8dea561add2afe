"""What an evasion's results do to the other enemies engaged with the one evading: an instruction for "the evading
investigator" naming "each other enemy engaged with him or her" (Survival Instinct) acts on that investigator's own
enemies, not on those of the skill's owner. Each test replays a minimal situation and quotes the sentence it shows
(``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import run, world

_FOE = {"type": "enemy", "location": "Hall", "fight": 1, "evade": 1, "health": 5, "attack": {"damage": 0, "horror": 0}}


def _survival_instinct(effect: dict) -> dict:
    """Roland evades the Ogre; Agnes commits a skill whose success has the evading investigator act on "each other
    enemy engaged with him or her" (``effect``). Roland is also engaged with the Ghoul, Agnes with the Rat."""
    data = world(start="2.2", until="2.2.1",
                 cards=[{**_FOE, "name": "Ogre", "engaged": "Roland Banks"},
                        {**_FOE, "name": "Ghoul", "engaged": "Roland Banks"},
                        {**_FOE, "name": "Rat", "engaged": "Agnes Baker"}],
                 do=[{"who": "Roland Banks", "action": "evade", "enemy": "Ogre"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Survival Instinct"]}])
    data["investigators"][1]["hand"] = [{"name": "Survival Instinct", "type": "skill", "icons": {"agility": 2},
                                         "if-success": [{**effect, "who": "evading-investigator"}]}]
    return data


def _state(trace) -> dict[str, tuple[str | None, bool]]:
    cards = trace.final_state["cards"]
    return {n: (cards[n]["engaged"], cards[n]["exhausted"]) for n in ("Ogre", "Ghoul", "Rat")}


def test_evading_each_other_enemy_engaged_with_the_evading_investigator_evades_his_and_no_one_elses():
    """[ahlcg/rr/evade-evade-action] "To evade an enemy engaged with an investigator, that investigator makes an
    agility test against the enemy's evade value" — "the evading investigator may immediately evade each other enemy
    engaged with him or her": Roland evades the Ogre, then the Ghoul engaged with him (exhausted, disengaged); Agnes,
    the skill's owner, keeps the Rat."""
    trace = run(_survival_instinct({"effect": "evade", "enemy": "each-other-enemy-engaged-with-you",
                                    "automatic": True}))
    assert _state(trace) == {"Ogre": (None, True), "Ghoul": (None, True), "Rat": ("Agnes Baker", False)}


def test_disengaging_from_each_other_enemy_engaged_with_the_evading_investigator_and_moving_leaves_them_behind():
    """[ahlcg/rr/enemy-engagement] "While an enemy card is in play, it is either engaged with an investigator (and
    placed in that investigator's threat area) or unengaged" — "the evading investigator may immediately disengage
    from each other enemy engaged with him or her, and may move to a connecting location": the Ghoul leaves Roland's
    threat area and stays at the Hall, ready and unengaged, as Roland moves to the Attic; the Rat stays Agnes's."""
    data = _survival_instinct({"effect": "disengage", "enemy": "each-other-enemy-engaged-with-you",
                               "to": "a-connecting-location"})
    data["investigators"][1]["location"] = "Attic"  # Agnes away: Roland commits the skill himself
    data["investigators"][0]["hand"], data["investigators"][1]["hand"] = data["investigators"][1]["hand"], []
    trace = run(data)
    assert _state(trace) == {"Ogre": (None, True), "Ghoul": (None, False), "Rat": ("Agnes Baker", False)}
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Attic"
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Hall"
