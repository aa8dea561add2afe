"""The Scarlet Keys' keys (2024 glossary: Keys): attached to a bearer, Stable or Unstable side faceup, shifted by a
[free] ability once per round (by title) or by an effect, flipped, and set aside with their bearer. Each test replays a
minimal situation and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

import pytest
from rulecases import absent, at, run, world

from kb.engine import SituationError

GAIN = [{"effect": "gain-resources", "amount": 1}]
DRAW = [{"effect": "draw", "amount": 1}]


def _key(bearer, **more):
    return {"name": "Ruby Key", "type": "key", "bearer": bearer, "stable-shift": GAIN, "unstable-shift": DRAW,
            **more}


def _ghoul(**more):
    return {"name": "Ghoul", "type": "enemy", "health": 1, "fight": 1, "evade": 1, "attack": {"damage": 1},
            "location": "Hall", **more}


def _card(trace, name="Ruby Key"):
    return trace.final_state["cards"][name]


def test_an_investigators_key_enters_play_stable_and_is_shifted_as_a_free_ability():
    """[ahlcg/glossary/keys-the-scarlet-keys] "The Scarlet Keys campaign features a new cardtype: keys." "Keys are
    powerful artifacts that may be “shifted” to either aid or hinder investigators, depending on whom they are attached
    to and whether their Stable or Unstable side is faceup." "- A key always enters play attached to its bearer (as
    marked in the Campaign Log)." "- If a key’s bearer is an investigator or a story asset, it enters play Stable side
    faceup." "- While a key is attached to an investigator, that investigator may trigger its shift ability during any
    player window as a ... ability." "This is called “shifting” the key." "As part of this ability’s resolution, it will
    instruct the investigator to flip the key to its other side, so its other shift ability is active." """
    trace = run(world(cards=[_key("Roland Banks")], do=[{"who": "Roland Banks", "use": "Ruby Key"}]))
    shifted = at(trace, "Roland Banks shifts Ruby Key (Stable side faceup, attached to Roland Banks): its shift "
                        "ability resolves")
    assert shifted < at(trace, "Roland Banks gains 1 resource") < at(trace, "Ruby Key is flipped to its Unstable side")
    assert (_card(trace)["side"], _card(trace)["attached_to"]) == ("unstable", "Roland Banks")


def test_the_unstable_side_is_shifted_to_flip_it_back():
    """[ahlcg/glossary/keys-the-scarlet-keys] "The investigator will then have to perform the shift ability on its
    Unstable side in order to flip it back over again." """
    trace = run(world(cards=[_key("Roland Banks", side="unstable")], do=[{"who": "Roland Banks", "use": "Ruby Key"}]))
    assert at(trace, "Roland Banks draws") < at(trace, "Ruby Key is flipped to its Stable side")
    assert _card(trace)["side"] == "stable"


def test_a_key_on_a_story_asset_is_shifted_by_whoever_controls_the_asset():
    """[ahlcg/glossary/keys-the-scarlet-keys] "- While a key is attached to a story asset, it may be shifted by any
    investigator who controls that asset in the same way." """
    lantern = {"name": "Lantern", "type": "asset", "controller": "Agnes Baker"}
    data = world(turn="Agnes Baker", cards=[lantern, _key("Lantern")],
                 do=[{"who": "Agnes Baker", "use": "Ruby Key"}, {"who": "Roland Banks", "use": "Ruby Key"}])
    trace = run(data)
    at(trace, "Agnes Baker shifts Ruby Key (Stable side faceup, attached to Lantern)")
    at(trace, "Roland Banks may not use Ruby Key's abilities")


def test_each_key_by_title_is_shifted_once_per_round():
    """[ahlcg/glossary/keys-the-scarlet-keys] "- Each key (by title) attached to an investigator or story asset can
    only be shifted once per round." """
    data = world(cards=[_key("Roland Banks")])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Shift Ruby Key.",
                                              "effects": [{"effect": "shift-key", "to": "Ruby Key"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Ruby Key"}, {"who": "Roland Banks", "use": "Roland Banks"}]
    trace = run(data)
    at(trace, "Roland Banks shifts Ruby Key")
    at(trace, "has no potential to change the game state")
    assert _card(trace)["side"] == "unstable" and trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_an_enemys_key_enters_unstable_shifts_only_when_instructed_without_limit_and_stays_unstable():
    """[ahlcg/glossary/keys-the-scarlet-keys] "- If a key’s bearer is an enemy, it enters play Unstable side faceup."
    "- While a key is under an enemy’s control, its shift ability only resolves when a card or game effect instructs
    an investigator to shift that key, after which it remains Unstable side faceup." "- There is no limit to the number
    of times a key attached to an enemy can be shifted." """
    data = world(cards=[_ghoul(), _key("Ghoul")])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Shift the key on Ghoul.",
                                              "effects": [{"effect": "shift-key", "to": "Ruby Key"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Ruby Key"}, {"who": "Roland Banks", "use": "Roland Banks"},
                  {"who": "Roland Banks", "use": "Roland Banks"}]
    trace = run(data)
    at(trace, "Roland Banks may not use Ruby Key's abilities")
    first = at(trace, "Roland Banks shifts Ruby Key (Unstable side faceup, attached to Ghoul)")
    at(trace, "Ruby Key is attached to an enemy: it remains Unstable side faceup", first)
    assert sum("shifts Ruby Key" in s.text for s in trace.steps) == 2
    assert _card(trace)["side"] == "unstable" and trace.final_state["investigators"]["Roland Banks"]["hand"] == [
        "Card A", "Card B"]


def test_a_key_on_an_enemy_cannot_be_flipped_to_its_stable_side():
    """[ahlcg/glossary/keys-the-scarlet-keys] "- A key attached to an enemy cannot be flipped to its Stable side." """
    data = world(cards=[_ghoul(), _key("Ghoul")])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Flip the key on Ghoul.",
                                              "effects": [{"effect": "flip-key", "to": "Ruby Key"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    trace = run(data)
    at(trace, "has no potential to change the game state")
    assert _card(trace)["side"] == "unstable"


def test_flipping_a_key_directly_is_not_shifting_it():
    """[ahlcg/glossary/keys-the-scarlet-keys] "- Some card effects may directly flip a key attached to an investigator
    or story asset from its Stable side to its Unstable side, or vice versa." "This is not the same as shifting a key,
    and does not resolve its shift ability." """
    data = world(cards=[_key("Roland Banks")])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Flip Ruby Key.",
                                              "effects": [{"effect": "flip-key", "to": "Ruby Key"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}, {"who": "Roland Banks", "use": "Ruby Key"}]
    trace = run(data)
    flipped = at(trace, "flips Ruby Key to its Unstable side (not shifting it: its shift ability does not resolve)")
    assert flipped < at(trace, "Roland Banks shifts Ruby Key (Unstable side faceup")
    assert absent(trace, "gains 1 resource") and _card(trace)["side"] == "stable"


def test_a_key_leaves_play_only_with_its_bearer_and_is_then_set_aside():
    """[ahlcg/glossary/keys-the-scarlet-keys] "- A key cannot leave play unless its bearer leaves play." "If the
    bearer of 1 or more keys leaves play, each key they control is set aside, out of play." """
    data = world(cards=[_ghoul(), _key("Ghoul")])
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Discard Ruby Key.", "effects": [{"effect": "discard", "to": "Ruby Key"}]},
        {"kind": "free", "text": "Discard Ghoul.", "effects": [{"effect": "discard", "to": "Ghoul"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks", "ability": 0},
                  {"who": "Roland Banks", "use": "Roland Banks", "ability": 1}]
    trace = run(data)
    at(trace, "Ruby Key is a key: it cannot leave play unless its bearer (Ghoul) leaves play")
    at(trace, "Ruby Key, attached to Ghoul, set aside, out of play, as its bearer leaves play")
    assert "Ruby Key" not in trace.final_state["cards"]


def test_a_key_is_bound_to_an_investigator_a_story_asset_or_an_enemy():
    """[ahlcg/glossary/keys-the-scarlet-keys] "A key may be bound to an investigator, a story asset, or an enemy." """
    with pytest.raises(SituationError, match="a key's bearer is an investigator, a story asset or an enemy"):
        run(world(cards=[_key("Hall")]))


def test_a_set_aside_enemy_that_enters_play_brings_its_keys_unstable():
    """[ahlcg/glossary/keys-the-scarlet-keys] "Whenever a story asset or enemy enters play, if it is the bearer of 1 or
    more keys, those keys also enter play attached to their bearer." """
    data = world(**{"set-aside": [_ghoul(location=None) | {"spawn": "Attic"}, _key("Ghoul")]})
    del data["set-aside"][0]["location"]
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Spawn the set-aside Ghoul.",
                                              "effects": [{"effect": "spawn", "card": "Ghoul"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    trace = run(data)
    assert at(trace, "Ghoul spawns at Attic") < at(trace, "Ruby Key enters play with its bearer, attached to Ghoul, "
                                                          "Unstable side faceup")
    assert (_card(trace)["zone"], _card(trace)["side"]) == ("play", "unstable")
