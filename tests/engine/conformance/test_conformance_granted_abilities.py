"""Abilities one card's constant ability gives another card or a location (``gains-abilities``): "While Lita
Chantler is not controlled by a player, she gains: "[action]: Parley. …"" on Parlor, "While The Man in the Pallid
Mask is not in play, the Lobby gains: "[action]: Resign."" on Curtain Call — each replayed from the rules'
sentences on gained characteristics, constant abilities and who may trigger an ability."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world

PARLEY = {"kind": "action", "designator": "parley", "text": "[action]: Parley. Take control of Lita Chantler.",
          "effects": [{"effect": "take-control", "to": "Lita Chantler"}]}


def _parlor(controller: str | None, where: str = "Hall", times: int = 1) -> dict[str, Any]:
    """Lita at Hall, controlled by ``controller`` (None: no one); Hall gives her a Parley while no one controls her;
    Roland, at ``where``, activates her ability ``times`` times."""
    data = world(cards=[{"name": "Lita Chantler", "type": "asset", "location": "Hall", "controller": controller}],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Lita Chantler"}] * times)
    data["investigators"][0]["location"] = where
    data["locations"][0]["abilities"] = [
        {"kind": "constant", "text": "While Lita Chantler is not controlled by a player, she gains: \"[action]: "
                                     "Parley. Take control of Lita Chantler.\"",
         "applies-to": {"event": "enters-play", "what": "Lita Chantler"},
         "condition": {"card": "Lita Chantler", "state": "not-controlled-by-any"}, "gains-abilities": [PARLEY]}]
    return data


def test_a_card_that_gains_ability_text_functions_as_if_it_possesses_it():
    """[ahlcg/rr/gains] "If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the
    card functions as if it possesses the gained characteristic." — Lita, in play at Hall under no one's control,
    has the Parley Hall gives her: Roland activates it as her ability and takes control of her."""
    trace = run(_parlor(None))
    gained = at(trace, "Lita Chantler gains \u201c[action]: Parley. Take control of Lita Chantler.\u201d (Hall's "
                       "constant ability)")
    assert gained < at(trace, "Roland Banks uses Lita Chantler's [action] ability")
    assert trace.final_state["cards"]["Lita Chantler"]["controller"] == "Roland Banks"


def test_a_gained_ability_is_there_only_while_the_constant_giving_it_is_active():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified
    condition is met." — controlled by Agnes, Lita has no Parley; once Roland's Parley takes control of her, the
    ability is gone and his second attempt finds none."""
    kept = run(_parlor("Agnes Baker"))
    assert absent(kept, "Lita Chantler gains")
    at(kept, "Lita Chantler has no [action] ability")
    taken = run(_parlor(None, times=2))
    lost = at(taken, "Lita Chantler no longer has \u201c[action]: Parley. Take control of Lita Chantler.\u201d: Hall's "
                     "constant ability is no longer active")
    assert lost < at(taken, "Lita Chantler has no [action] ability")


def test_a_story_asset_no_one_controls_is_a_scenario_card_usable_only_from_its_location():
    """[ahlcg/faq/1-2] "A scenario card that is in play and at the same location as the investigator." — Lita, no
    one's, at Hall: Roland at Hall may use her gained ability; from the Attic he may not."""
    here = run(_parlor(None))
    assert absent(here, "may not use Lita Chantler's abilities")
    away = run(_parlor(None, where="Attic"))
    at(away, "Roland Banks may not use Lita Chantler's abilities")
    assert away.final_state["cards"]["Lita Chantler"]["controller"] is None


def _lobby(mask_in_play: bool) -> dict[str, Any]:
    """Curtain Call (the act) gives Hall a Resign while The Man in the Pallid Mask is not in play; Roland resigns at
    Hall. ``mask_in_play``: the enemy is at the Attic."""
    act = {"name": "Curtain Call", "type": "act", "threshold": 3, "abilities": [
        {"kind": "constant", "text": "While The Man in the Pallid Mask is not in play, the Lobby gains: \"[action]: "
                                     "Resign.\"",
         "applies-to": {"event": "enters-play", "what": "Hall"},
         "condition": {"card": "The Man in the Pallid Mask", "state": "not-in-play"},
         "gains-abilities": [{"kind": "action", "designator": "resign", "text": "[action]: Resign.",
                              "effects": [{"effect": "resign"}]}]}]}
    mask = {"name": "The Man in the Pallid Mask", "type": "enemy", "health": 3, "fight": 4, "evade": 4,
            "location": "Attic", "attack": {"damage": 0, "horror": 2}}
    return world(cards=[act, mask] if mask_in_play else [act],
                 do=[{"who": "Roland Banks", "action": "resign", "card": "Hall"}])


def test_a_location_gains_an_ability_while_the_card_its_condition_names_is_not_in_play():
    """[ahlcg/rr/ability] "Card abilities only interact with the game if the card bearing the ability is in play" —
    the act in play gives Hall (the Lobby) its Resign while The Man in the Pallid Mask is not in play: Roland resigns
    there; with the Man in play, Hall has no Resign."""
    free = run(_lobby(False))
    assert at(free, "Hall gains \u201c[action]: Resign.\u201d (Curtain Call's constant ability)") \
        < at(free, "Roland Banks uses Hall's [action] ability")
    assert absent(free, "Hall has no resign ability")
    held = run(_lobby(True))
    assert absent(held, "Hall gains")
    at(held, "Hall has no resign ability")


def test_a_printed_grant_read_from_the_cards_text_gives_the_location_its_resign():
    """[ahlcg/rr/gains] "… the card functions as if it possesses the gained characteristic." — No Asylum's printed
    "Garden gains: "[action]: Resign."", read by the card reader: Roland at the Garden resigns through the Garden's
    gained ability, a resign action that eliminates him without defeat."""
    data = world(cards=[{"name": "No Asylum", "type": "act", "threshold": 3,
                         "text": 'Garden gains: "[action]: <b>Resign.</b>"'}],
                 do=[{"who": "Roland Banks", "action": "resign", "card": "Garden"}])
    data["locations"][0]["name"], data["locations"][1]["connections"] = "Garden", ["Garden"]
    for person in data["investigators"]:
        person["location"] = "Garden"
    trace = run(data)
    assert at(trace, "Garden gains \u201c[action]: Resign.\u201d (No Asylum's constant ability)") \
        < at(trace, "Roland Banks uses Garden's [action] ability") < at(trace, "Elimination of Roland Banks (by "
                                                                               "resignation: not defeated)")


def test_an_event_attached_to_a_location_gives_it_an_ability_as_long_as_it_is_in_play():
    """[ahlcg/rr/ability/constant-abilities] "Constant abilities are always interacting with the game state as long as
    the card is in play." — an event read from its printed "Attach to your location. Attached location gains:
    "[action]: Gain 2 resources."": played, it attaches to Hall and stays in play; Hall has the ability from then on,
    and Roland uses it (resources 5 → 7)."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Shortcut"},
                     {"who": "Roland Banks", "action": "activate", "card": "Hall"}])
    data["investigators"][0]["hand"] = [{"name": "Shortcut", "type": "event", "cost": 0, "text": "Attach to your "
                                         "location. Attached location gains: \"[action]: Gain 2 resources.\""}]
    trace = run(data)
    assert at(trace, "Shortcut attaches to Hall") < at(trace, "Hall gains \u201c[action]: Gain 2 resources.\u201d "
                                                              "(Shortcut's constant ability)") \
        < at(trace, "Roland Banks uses Hall's [action] ability")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7
