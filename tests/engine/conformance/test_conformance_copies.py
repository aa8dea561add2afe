"""Limits on the copies of a card by title: "Max X per [period]" on playing a card and on an ability (Limits and
Maximums), and limits pertaining to a play area (FAQ 2.3). Each test replays a minimal situation and quotes the
sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import absent, at, run, world


def _event(name, **more):
    return {"name": name, "type": "event", "cost": 0, "keywords": ["fast"],
            "effects": [{"effect": "gain-resources", "amount": 1}], **more}


def _plays(*cards, who="Roland Banks"):
    return [{"who": who, "action": "play", "card": c} for c in cards]


def test_max_per_period_counts_the_plays_of_every_copy_by_every_player():
    """[ahlcg/rr/limits-and-maximums] "“Max X per [period]” imposes a maximum across all copies of a card (by title)
    for all players." "Generally, this phrase imposes a maximum number of times that copies of that card can be played
    during the designated time period." """
    data = world(start="2.2", until="2.3", do=_plays("Windfall") + _plays("Windfall #3") + [
        {"who": "Roland Banks", "end-turn": True}] + _plays("Windfall #2", who="Agnes Baker"))
    data["investigators"][0]["hand"] = [_event("Windfall", max={"count": 1, "per": "round"}),
                                        _event("Windfall #3", max={"count": 1, "per": "round"})]
    data["investigators"][1]["hand"] = [_event("Windfall #2", max={"count": 1, "per": "round"})]
    trace = run(data)
    at(trace, "Windfall: placed in its owner's discard pile")
    mine = at(trace, "Windfall #3: “Max 1 per round” across all copies by title, for all players: copies of "
                     "Windfall were played 1 time this round")
    assert mine < at(trace, "Windfall #2: “Max 1 per round”")
    assert trace.final_state["investigators"]["Agnes Baker"]["hand"] == ["Windfall #2"]
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_a_max_on_an_ability_counts_its_initiations_from_every_copy():
    """[ahlcg/rr/limits-and-maximums] "If a maximum appears as part of an ability, it imposes a maximum number of
    times that ability can be initiated from all copies (by title) of cards bearing that ability (including itself),
    during the designated period.*" """
    def lamp(name, who):
        return {"name": name, "type": "asset", "controller": who, "abilities": [
            {"kind": "free", "text": "[free]: Gain 1 resource. (Max once per round.)", "effects": [
                {"effect": "gain-resources", "amount": 1}], "limit": {"count": 1, "per": "round", "max": True}}]}
    data = world(cards=[lamp("Lamp", "Roland Banks"), lamp("Lamp #2", "Agnes Baker")],
                 do=[{"who": "Roland Banks", "use": "Lamp"}, {"who": "Agnes Baker", "use": "Lamp #2"}])
    trace = run(data)
    at(trace, "Roland Banks gains 1 resource")
    assert absent(trace, "Agnes Baker gains 1 resource")
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 3


def test_a_copy_cannot_enter_a_play_area_at_its_limit():
    """[ahlcg/faq/2-3] "Some limits may pertain to a particular play area, such as “Limit 1 per deck,” “Limit 1 in
    the victory display,” or “Limit 1 in play.”" "This limit restricts the number of copies of that card (by title)
    that can exist in the specified play area." "Another copy of that card cannot enter the specified play area if
    this limit has already been reached." "Note: “Limit X per investigator” is a limit that pertains to an
    investigator’s play area." """
    held = {"name": "Charm", "type": "asset", "controller": "Roland Banks", "play-area-limit": {"count": 1}}
    data = world(cards=[held], do=_plays("Charm #2"))
    data["investigators"][0]["hand"] = [{"name": "Charm #2", "type": "asset", "cost": 1,
                                         "play-area-limit": {"count": 1}}]
    trace = run(data)
    at(trace, "Charm #2: limit 1 per investigator (Charm already in Roland Banks's play area): another copy of Charm "
              "cannot enter it")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5
    assert "Charm #2" in trace.final_state["investigators"]["Roland Banks"]["hand"]


def test_limits_are_player_specific_so_another_player_may_have_a_copy():
    """[ahlcg/faq/2-3] "Remember that limits are player specific unless otherwise noted." """
    held = {"name": "Charm", "type": "asset", "controller": "Roland Banks", "play-area-limit": {"count": 1}}
    data = world(cards=[held], turn="Agnes Baker", do=_plays("Charm #2", who="Agnes Baker"))
    data["investigators"][1]["hand"] = [{"name": "Charm #2", "type": "asset", "play-area-limit": {"count": 1}}]
    trace = run(data)
    at(trace, "Step 4: Charm #2 is played: it enters play under Agnes Baker's control")
    assert trace.final_state["cards"]["Charm #2"]["zone"] == "play"


def test_a_group_area_limit_counts_every_play_area():
    """[ahlcg/faq/2-3] "This limit restricts the number of copies of that card (by title) that can exist in the
    specified play area." """
    held = {"name": "Relic", "type": "asset", "controller": "Roland Banks", "play-area-limit": {"count": 1, "group": True}}
    data = world(cards=[held], **{"set-aside": [{"name": "Relic #2", "type": "asset",
                                                  "play-area-limit": {"count": 1, "group": True}}]})
    data["investigators"][1]["abilities"] = [{"kind": "free", "text": "Put the set-aside Relic into play.",
                                              "effects": [{"effect": "put-into-play", "to": "Relic #2"}]}]
    data["do"] = [{"who": "Agnes Baker", "use": "Agnes Baker"}]
    trace = run(data)
    at(trace, "Relic #2: limit 1 in play (Relic already in play): another copy of Relic cannot enter it")
    assert trace.final_state["cards"].get("Relic #2", {}).get("zone") != "play"


def test_a_max_committed_counts_the_copies_committed_in_the_period():
    """[ahlcg/rr/limits-and-maximums] "If a maximum includes the word “committed” *(For example, “Max 1 committed per
    skill test”), it imposes a maximum number of copies of that card that can be committed to skill tests during the
    designated period." """
    def grit(name):
        return {"name": name, "type": "skill", "icons": {"intellect": 1}, "max-committed": {"count": 1, "per": "test"}}
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Grit", "Grit #2"]}])
    data["investigators"][0]["hand"] = [grit("Grit"), grit("Grit #2")]
    trace = run(data)
    assert at(trace, "Roland Banks commits Grit (1 matching icon") < at(
        trace, "Not committed: Grit #2: “Max 1 committed per test” across all copies by title")
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Grit #2"]


_QUIET = {"name": "Quiet Night", "type": "treachery"}  # what the second investigator draws


def _fog(name, **more):
    return {"name": name, "type": "treachery", "put-into-play": "attached-location",
            "attach-limit": {"count": 1, "per": "location"}, **more}


def test_an_attachment_at_its_limit_per_location_cannot_be_attached_there():
    """[ahlcg/rr/limits-and-maximums] "“Limit X per [card/game element]” is a limit that appears on attachment
    cards, and restricts the number of copies of that card (by title) that can be attached to each designated card
    or game element." """
    data = world(round=2, start="1.4", until="1.4", cards=[_fog("Obscuring Fog", **{"attached-to": "Hall"})],
                 **{"encounter-deck": [_fog("Obscuring Fog #2"), _QUIET]})
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    refused = at(trace, "Obscuring Fog #2: limit 1 per location (Obscuring Fog already attached to Hall): another "
                        "copy of Obscuring Fog cannot be attached to it")
    assert refused < at(trace, "Step 4: Obscuring Fog #2 is placed in the encounter discard pile")
    assert trace.final_state["cards"]["Obscuring Fog #2"]["zone"] != "play"
    assert trace.final_state["cards"]["Obscuring Fog"]["attached_to"] == "Hall"


def test_an_attach_instruction_skips_a_place_at_the_limit():
    """[ahlcg/rr/limits-and-maximums] "… restricts the number of copies of that card (by title) that can be attached
    to each designated card or game element." [ahlcg/rr/attach-to] A card that cannot attach and cannot remain where
    it is is discarded."""
    fog = {"name": "Shroud of Mist #2", "type": "treachery", "attach-limit": {"count": 1, "per": "location"},
           "abilities": [{"kind": "revelation", "text": "Attach to your location.",
                          "effects": [{"effect": "attach", "to": "your-location"}]}]}
    held = {"name": "Shroud of Mist", "type": "treachery", "attached-to": "Hall",
            "attach-limit": {"count": 1, "per": "location"}}
    data = world(round=2, start="1.4", until="1.4", cards=[held], **{"encounter-deck": [fog, _QUIET]})
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    at(trace, "Shroud of Mist #2: limit 1 per location (Shroud of Mist already attached to Hall)")
    at(trace, "Shroud of Mist #2 cannot be attached")
    assert trace.final_state["cards"]["Shroud of Mist #2"]["zone"] != "play"


def test_a_treachery_at_its_limit_per_investigator_does_not_enter_the_threat_area():
    """[ahlcg/faq/2-3] "Another copy of that card cannot enter the specified play area if this limit has already
    been reached." "Note: “Limit X per investigator” is a limit that pertains to an investigator’s play area." """
    def shadow(name, **more):
        return {"name": name, "type": "treachery", "put-into-play": "threat-area",
                "play-area-limit": {"count": 1}, **more}
    data = world(round=2, start="1.4", until="1.4", cards=[shadow("Lurking Shadow", **{"threat-area": "Roland Banks"})],
                 **{"encounter-deck": [shadow("Lurking Shadow #2"), _QUIET]})
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    at(trace, "Lurking Shadow #2: limit 1 per investigator (Lurking Shadow already in Roland Banks's play area)")
    assert trace.final_state["cards"]["Lurking Shadow #2"]["zone"] != "play"


def test_a_limit_by_trait_counts_every_card_of_that_trait():
    """[ahlcg/faq/2-3] "This limit restricts the number of … that can exist in the specified play area." A limit
    that names a trait ("Limit 1 [[Mask]] per investigator") counts the cards of that trait, not copies by title."""
    worn = {"name": "Bauta", "type": "asset", "controller": "Roland Banks", "traits": ["Mask"],
            "play-area-limit": {"count": 1, "trait": "Mask"}}
    data = world(cards=[worn], do=_plays("Gilded Volto"))
    data["investigators"][0]["hand"] = [{"name": "Gilded Volto", "type": "asset", "cost": 1, "traits": ["Mask"],
                                         "play-area-limit": {"count": 1, "trait": "Mask"}}]
    trace = run(data)
    at(trace, "Gilded Volto: limit 1 Mask per investigator (Bauta already in Roland Banks's play area): a card "
              "with the Mask trait cannot enter it")
    assert "Gilded Volto" in trace.final_state["investigators"]["Roland Banks"]["hand"]
