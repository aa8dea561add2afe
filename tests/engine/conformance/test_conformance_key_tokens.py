"""Key tokens (2024 glossary): taken from a location with no clues or from an enemy one causes to leave play, given
at the same location, and placed on the location otherwise. Each test replays a minimal situation and quotes the
sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

import pytest
from rulecases import absent, at, run, world

from kb.engine import SituationError

KEYS = "ahlcg/glossary/key-tokens"


def _ghoul(**more):
    return {"name": "Ghoul", "type": "enemy", "health": 1, "fight": 1, "evade": 1, "attack": {"damage": 1}, **more}


def test_an_investigator_takes_the_keys_of_a_location_with_no_clues_as_a_free_ability():
    """[ahlcg/glossary/key-tokens] "This expansion introduces key tokens that represent important objects or pieces of
    information that can be claimed and used during scenarios." "Key tokens have two sides." "- If a location with a key on it has no clues, an
    investigator may take control of each of the location’s keys as a ... ability." "When an investigator takes control
    of a key, they flip it faceup (if it is facedown) and place it on their investigator card." """
    data = world(do=[{"who": "Roland Banks", "use": "Attic"}, {"who": "Roland Banks", "use": "Hall"}])
    data["investigators"][0]["location"] = data["investigators"][1]["location"] = "Hall"
    data["locations"][0].update(clues=0, keys=[{"color": "red", "facedown": True}, "blue"])
    data["locations"][1].update(keys=["green"])
    data["investigators"][0]["location"] = "Hall"
    trace = run(data)
    taken = at(trace, "Roland Banks takes control of the blue and red keys from Hall (the red key flipped faceup): "
                      "placed on Roland Banks's investigator card")
    assert KEYS in trace.steps[taken].rules
    assert trace.final_state["keys"] == {"red": "Roland Banks", "blue": "Roland Banks", "green": "Attic"}
    assert trace.final_state["facedown_keys"] == []


def test_a_location_with_clues_keeps_its_keys():
    """[ahlcg/glossary/key-tokens] "Keys can be acquired in any of three ways:" "- If a location with a key on it has
    no clues, an investigator may take control of each of the location’s keys as a ... ability." """
    data = world(do=[{"who": "Roland Banks", "use": "Hall"}])
    data["locations"][0]["keys"] = ["red"]
    trace = run(data)
    assert absent(trace, "takes control of the red key")
    assert trace.final_state["keys"] == {"red": "Hall"}


def test_the_investigator_who_defeats_an_enemy_takes_its_keys():
    """[ahlcg/glossary/key-tokens] "- If an investigator causes an enemy with a key on it to leave play, that
    investigator must take control of each of the keys that were on that enemy." """
    data = world(cards=[_ghoul(engaged="Roland Banks", keys=["purple"])],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "success"}])
    trace = run(data)
    assert at(trace, "Ghoul is defeated") < at(trace, "Roland Banks takes control of the purple key from Ghoul (who "
                                                      "caused Ghoul to leave play)")
    assert trace.final_state["keys"] == {"purple": "Roland Banks"}


def test_an_enemy_that_leaves_play_through_other_means_leaves_its_keys_on_its_location():
    """[ahlcg/glossary/key-tokens] "(If it leaves play through some other means, place its keys on its location.)" """
    data = world(cards=[_ghoul(location="Attic", keys=["black"])])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Discard Ghoul.",
                                              "effects": [{"effect": "discard", "to": "Ghoul"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    trace = run(data)
    at(trace, "the black key on Ghoul is placed on Attic (Ghoul left play through other means)")
    assert trace.final_state["keys"] == {"black": "Attic"}


def test_a_card_effect_takes_control_of_keys_in_another_way():
    """[ahlcg/glossary/key-tokens] "- Some card effects may allow an investigator to take control of keys in other
    ways." """
    data = world(cards=[_ghoul(location="Attic", keys=["white"])])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Take control of each key on Ghoul.",
                                              "effects": [{"effect": "take-keys", "to": "Ghoul"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    trace = run(data)
    at(trace, "Roland Banks takes control of the white key from Ghoul")
    assert trace.final_state["keys"] == {"white": "Roland Banks"}


def test_an_eliminated_investigators_keys_are_placed_on_the_location():
    """[ahlcg/glossary/key-tokens] "If an investigator who controls one or more keys is eliminated, place each of their
    keys on their location." """
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks", "ability": 0}])
    data["investigators"][0].update(keys=["yellow"], horror=4, abilities=[
        {"kind": "free", "text": "Take 1 direct horror.", "effects": [
            {"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}]}])
    trace = run(data)
    at(trace, "the yellow key on Roland Banks is placed on Hall (Roland Banks is eliminated)")
    assert trace.final_state["keys"] == {"yellow": "Hall"}


def test_an_investigator_gives_keys_to_another_at_the_same_location_only():
    """[ahlcg/glossary/key-tokens] "As an ... ability, an investigator may give any number of their keys to another
    investigator at the same location." "Keys have no inherent game effect." """
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}],
                 choices=[{"decision": "target", "ability": "Roland Banks", "choose": "Agnes Baker"}])
    data["investigators"][0]["keys"] = ["red", "blue"]
    trace = run(data)
    at(trace, "Roland Banks gives the blue and red keys to Agnes Baker (at the same location)")
    assert trace.final_state["keys"] == {"red": "Agnes Baker", "blue": "Agnes Baker"}
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["resources"], roland["actions"], roland["clues"]) == (5, 3, 0)
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert absent(trace, "gives the") and trace.final_state["keys"]["red"] == "Roland Banks"


def test_each_key_has_its_own_colour_so_a_second_key_of_a_colour_is_refused():
    """[ahlcg/glossary/key-tokens] "When faceup, each key is color coded with a unique color (red, blue, green,
    yellow, purple, black, white)." """
    data = world()
    data["locations"][0]["keys"] = ["red"]
    data["locations"][1]["keys"] = ["red"]
    with pytest.raises(SituationError, match="the red key is already placed: each key is unique"):
        run(data)
    data["locations"][1]["keys"] = ["orange"]
    with pytest.raises(SituationError, match="unknown key 'orange'"):
        run(data)


def test_set_aside_keys_enter_play_through_a_card_effect():
    """[ahlcg/glossary/key-tokens] "If a scenario uses one or more keys, the setup of that scenario indicates how many
    are set aside and whether they should be faceup or randomized facedown." "Keys can enter play via several different
    card effects, and they are usually placed on an enemy, location, or story asset." """
    data = world(cards=[_ghoul(location="Attic")], **{"set-aside-keys": [{"color": "blue", "facedown": True}, "red"]})
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Place the set-aside blue key on Ghoul.",
                                              "effects": [{"effect": "place-key", "key": "blue", "to": "Ghoul"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    trace = run(data)
    at(trace, "the set-aside blue key (facedown) enters play, placed on Ghoul")
    assert trace.final_state["keys"] == {"blue": "Ghoul", "red": "set-aside"}
    assert trace.final_state["facedown_keys"] == ["blue"]
