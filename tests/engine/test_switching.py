"""A story card resolving flips itself and takes the place of another card (Story Cards; a double-sided card's other
side; In Play and Out of Play; Enemy Engagement): Sickening Reality's "Flip this card to its enemy side, and switch it
with the Bystander asset version of Constance Dumaine, removing that version from the game"."""

from __future__ import annotations

from tests.engine.conftest import texts

_ENEMY_SIDE = {"name": "Constance Dumaine (enemy)", "type": "enemy", "health": 4, "fight": 3, "evade": 3,
               "attack": {"damage": 1, "horror": 1}}


def _story(world, effects, other_side=_ENEMY_SIDE):
    """Roland resolves Sickening Reality; Agnes is in the Attic with Constance Dumaine, an asset she controls."""
    world["investigators"][1]["location"] = "Attic"
    world["cards"] = [{"name": "Constance Dumaine", "type": "asset", "controller": "Agnes", "clues": 2}]
    world["set-aside"] = [{"name": "Sickening Reality", "type": "story", "effects": effects,
                           **({"other-side": other_side} if other_side else {})}]
    world["do"] = [{"who": "Roland", "resolve": "Sickening Reality"}]
    return world


SWITCH = [{"effect": "flip-card", "side-type": "enemy"}, {"effect": "switch", "to": "Constance Dumaine"},
          {"effect": "move-card", "zone": "removed", "to": "Constance Dumaine"}]


def test_the_story_card_flips_takes_the_assets_place_and_the_asset_is_removed(world, run, find):
    """In order: the card resolving turns to its enemy side (out of play as it flips), enters play where the asset is
    (an asset is at its controller's location), the asset is removed from the game, and the enemy, ready at an
    investigator's location, engages her (Enemy Engagement)."""
    trace = run(_story(world, SWITCH))
    assert find(trace, "Sickening Reality flips to its other side") \
        < find(trace, "takes the place of Constance Dumaine: it enters play at Attic") \
        < find(trace, "Constance Dumaine is removed from the game") < find(trace, "Sickening Reality and Agnes become")
    cards = trace.final_state["cards"]
    assert cards["Sickening Reality"]["engaged"] == "Agnes"
    assert "Constance Dumaine" not in cards or cards["Constance Dumaine"].get("zone") != "play"


def test_a_flip_to_a_side_of_another_type_is_not_modelled(world, run):
    """"To its enemy side" when the situation gives a side of another type: the flip is not made up (not modelled)."""
    trace = run(_story(world, SWITCH[:1], other_side={"name": "Odd", "type": "treachery"}))
    assert any("flips to its enemy side, but the situation gives it a treachery side" in t for t in texts(trace))


def test_a_card_switched_for_one_in_no_place_does_not_enter_play(world, run):
    """The card replaced is not in play: there is no place to take, so the switch does not resolve."""
    world = _story(world, SWITCH[:2])
    world["cards"] = []
    world["set-aside"].append({"name": "Constance Dumaine", "type": "asset"})
    trace = run(world)
    assert "Sickening Reality" not in trace.final_state["cards"]  # not in play
    assert any("No card in play whose place to take" in t for t in texts(trace))


def test_a_card_that_cannot_be_flipped_again_for_the_game_is_not_flipped_again(world, run, find):
    """"Flip this card back over. For the remainder of the game, it cannot be flipped over again": a lasting effect
    (until the end of the game: it never expires in the replay) forbids the card's next ``flip`` occurrence (Cannot),
    said in the trace; the first flip happened."""
    effects = [{"effect": "flip-card"}, {"effect": "lasting", "duration": "until-end-of-game",
                                         "applies-to": {"event": "flip", "what": "self"}, "cannot": True},
               {"effect": "flip-card"}]
    trace = run(_story(world, effects, other_side={"name": "Palace", "type": "story"}))
    assert find(trace, "Sickening Reality flips to its other side: Palace") < find(trace, "Sickening Reality flips "
                                                                                          "cannot happen")
    assert sum("flips to its other side" in t for t in texts(trace)) == 1


def test_a_card_flipped_over_to_its_story_side_has_its_text_resolved(world, run, find):
    """"Flip this card over and resolve its text": the card turns to its story side (it does not leave play), then that
    side's game text resolves with the investigator resolving it as "you" (Story Cards)."""
    story = {"name": "Sickening Reality", "type": "story",
             "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}
    world["cards"] = [{"name": "Constance Dumaine", "type": "asset", "controller": "Roland", "other-side": story,
                       "abilities": [{"kind": "action", "effects": [{"effect": "flip-card"},
                                                                    {"effect": "resolve-story"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Constance Dumaine"}]
    trace = run(world)
    assert find(trace, "flips to its other side: Sickening Reality") < find(trace, "resolves the story card") \
        < find(trace, "1 horror on Roland")


def test_a_card_that_is_no_story_card_has_no_story_text_to_resolve(world, run):
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "effects": [{"effect": "resolve-story"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    trace = run(world)
    assert any("not a story card" in t for t in texts(trace))
