"""Enemy selectors narrowed by what the enemies are not: "an enemy not engaged with you at your location"
(``…-at-your-location-not-engaged-with-you``: Enemy Engagement — an enemy engaged with an investigator is in his or her
threat area, at his or her location; the one engaged with you is not picked) and "an enemy in play other than Hastur"
(``a-non-hastur-enemy-in-play``: every copy of the card of that title excluded). The reader's side is
``tests/cardtext/test_enemy_exclusions.py``."""

from __future__ import annotations


def _enemies(world, effects):
    foe = {"type": "enemy", "health": 5, "fight": 1, "evade": 1, "attack": {"damage": 1}}
    world["cards"] = [{**foe, "name": "Hastur", "location": "Hall", "traits": ["Ancient One", "Elite"]},
                      {**foe, "name": "Ghoul Minion", "engaged": "Roland", "traits": ["Monster", "Ghoul"]},
                      {**foe, "name": "Thug", "location": "Hall", "traits": ["Humanoid", "Criminal"]}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": effects}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


def _damaged(trace):
    cards = trace.final_state["cards"]
    return sorted(n for n in ("Hastur", "Ghoul Minion", "Thug") if cards[n]["damage"])


def test_each_enemy_not_engaged_with_you_at_your_location_is_every_one_there_but_yours(world, run):
    world = _enemies(world, [{"effect": "deal-damage", "amount": 1,
                              "to": "each-enemy-at-your-location-not-engaged-with-you"}])
    assert _damaged(run(world)) == ["Hastur", "Thug"]


def test_an_enemy_not_engaged_with_you_is_chosen_among_the_unengaged_ones_only(world, run, find):
    world = _enemies(world, [{"effect": "deal-damage", "amount": 2,
                              "to": "an-enemy-at-your-location-not-engaged-with-you"}])
    world["choices"] = [{"decision": "target", "ability": "Roland", "choose": "Thug"}]
    trace = run(world)
    assert "could also choose: Hastur" in trace.steps[find(trace, "Roland chooses Thug")].text
    assert "Ghoul Minion" not in trace.steps[find(trace, "Roland chooses Thug")].text
    assert _damaged(trace) == ["Thug"]


def test_an_enemy_other_than_hastur_never_picks_hastur(world, run):
    """With one enemy left beside Hastur and the engaged one, each other than Hastur is damaged; Hastur is not."""
    world = _enemies(world, [{"effect": "deal-damage", "amount": 1, "to": "each-non-hastur-enemy-in-play"}])
    assert _damaged(run(world)) == ["Ghoul Minion", "Thug"]
