"""Standing rules hold after every change of state (issue class 4), and Cancel (class 5)."""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, verdicts, world


def _ghoul(**where):
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 0}, **where}


def test_enemy_engagement_any_time_after_an_elimination():
    """[ahlcg/rr/enemy-engagement] "Any time a ready unengaged enemy is at the same location as an investigator,
    it engages that investigator" — also when an elimination leaves it unengaged at a location where another
    investigator is."""
    data = world(turn="Agnes Baker", cards=[_ghoul(engaged="Roland Banks")],
                 do=[{"who": "Agnes Baker", "use": "Agnes Baker"}])
    data["investigators"][0]["damage"] = 8
    data["investigators"][1]["abilities"] = [{"kind": "free", "text": "Deal 1 damage to Roland.",
                                              "effects": [{"effect": "deal-damage", "amount": 1,
                                                           "to": "Roland Banks", "direct": True}]}]
    trace = run(data)
    placed = at(trace, "Step 3: engaged enemies placed at Hall, unengaged: Ghoul")
    engaged = at(trace, "Ghoul and Agnes Baker become engaged")
    assert placed < engaged
    assert "ahlcg/rr/enemy-engagement" in trace.steps[engaged].rules
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Agnes Baker"


def test_enemy_engagement_as_soon_as_an_evaded_enemy_is_readied():
    """[ahlcg/rr/enemy-engagement] "An exhausted unengaged enemy does not engage, but if an exhausted enemy at
    the same location as an investigator becomes ready, it engages as soon as it is readied." — readied by an
    effect right after the evasion, not at 4.3."""
    data = world(cards=[_ghoul(engaged="Roland Banks")],
                 do=[{"who": "Roland Banks", "action": "evade", "enemy": "Ghoul", "result": "success"}])
    data["locations"][0]["abilities"] = [reaction(
        "after", {"event": "evade", "what": "enemy"}, [{"effect": "ready", "to": "triggering-what"}],
        "Forced – After an enemy is evaded here: ready it.", kind="forced")]
    trace = run(data)
    readied = at(trace, "Ghoul")  # sanity
    assert readied >= 0
    engaged = at(trace, "Ghoul and Roland Banks become engaged")
    assert at(trace, "Hall [forced]") < engaged
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Roland Banks"


def test_enemy_engagement_when_an_effect_moves_the_investigator_to_the_enemy():
    """[ahlcg/rr/enemy-engagement] "For example, a ready unengaged enemy immediately engages if: ... An
    investigator moves into the same location as it." — moved by an event's effect, not a move action."""
    data = world(cards=[_ghoul(location="Attic")], do=[{"who": "Roland Banks", "action": "play", "card": "Shortcut"}])
    data["investigators"][0]["hand"] = [{"name": "Shortcut", "type": "event", "cost": 0,
                                         "effects": [{"effect": "move", "to": "Attic"}]}]
    trace = run(data)
    assert at(trace, "Roland Banks moves from Hall to Attic") < at(trace, "Ghoul and Roland Banks become engaged")


def test_enemy_engagement_when_an_effect_moves_the_enemy_to_the_investigator():
    """[ahlcg/rr/enemy-engagement] "For example, a ready unengaged enemy immediately engages if: ... It moves into
    the same location as an investigator" — moved by a card's effect, which says nothing of engaging: the
    standing rule engages it."""
    data = world(cards=[_ghoul(location="Attic")], do=[{"who": "Roland Banks", "action": "play", "card": "Lure"}])
    data["investigators"][0]["hand"] = [{"name": "Lure", "type": "event", "cost": 0, "effects": [
        {"effect": "move-enemy", "enemy": "Ghoul", "to": "Hall"}]}]
    data["choices"] = [{"decision": "target", "ability": "Ghoul", "choose": "Agnes Baker"}]
    trace = run(data)
    moved = at(trace, "Ghoul moves from Attic to Hall")
    engaged = at(trace, "Ghoul and Agnes Baker become engaged")
    assert moved < engaged and "ahlcg/rr/enemy-engagement" in trace.steps[engaged].rules


def test_aloof_enemies_do_not_engage_and_the_record_says_so():
    """[ahlcg/rr/aloof] "An enemy with the aloof keyword does not automatically engage investigators at its
    location." """
    data = world(cards=[dict(_ghoul(location="Attic"), keywords=["aloof"])],
                 do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    trace = run(data)
    assert absent(trace, "become engaged")
    assert ("cannot", "Aloof: Ghoul does not engage the investigators at Attic") in verdicts(trace, "Ghoul")


def test_an_aloof_enemy_cannot_be_attacked_while_unengaged():
    """[ahlcg/rr/aloof] "An investigator cannot attack an aloof enemy while that enemy is not engaged with an
    investigator." """
    data = world(cards=[dict(_ghoul(location="Hall"), keywords=["aloof"])],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul"}])
    trace = run(data)
    k = at(trace, "Aloof: Ghoul is not engaged with an investigator, so Roland Banks cannot attack it")
    assert "ahlcg/rr/aloof" in trace.steps[k].rules
    assert trace.final_state["investigators"]["Roland Banks"]["actions"] == 3  # refused before any cost


def test_an_aloof_enemy_may_be_engaged_with_the_engage_action_and_then_attacked():
    """[ahlcg/rr/aloof] "An investigator may use the engage action or a card ability to engage an aloof
    enemy." """
    data = world(cards=[dict(_ghoul(location="Hall"), keywords=["aloof"])],
                 do=[{"who": "Roland Banks", "action": "engage", "enemy": "Ghoul"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "success"}])
    trace = run(data)
    assert at(trace, "Ghoul and Roland Banks become engaged") < at(trace, "Roland Banks attacks Ghoul")


def test_a_massive_enemy_is_never_placed_in_a_threat_area():
    """[ahlcg/rr/massive] "An enemy with the massive keyword cannot be placed in an investigator’s threat
    area." — the standing rule does not engage it, and says why."""
    data = world(cards=[dict(_ghoul(location="Attic"), keywords=["massive"])],
                 do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    trace = run(data)
    assert trace.final_state["cards"]["Ghoul"]["engaged"] is None
    assert any(v == "cannot" and "Massive" in w for v, w in verdicts(trace, "Ghoul"))


# -- Cancel ---------------------------------------------------------------------------------------

def _counter(world_data, *, after=True):
    """Agnes controls a card that cancels the effects of a card Roland plays; Roland has a reaction to
    playing a card."""
    world_data["cards"] = [{"name": "Counterspell", "type": "asset", "controller": "Agnes Baker", "abilities": [
        reaction("when", {"event": "play-card", "who": "Roland Banks"}, [{"effect": "cancel"}],
                 "When Roland plays a card: cancel its effects.")]}]
    if after:
        world_data["investigators"][0]["abilities"] = [reaction(
            "after", {"event": "play-card", "who": "you"}, [{"effect": "draw", "amount": 1}],
            "After you play a card: draw 1 card.")]
    world_data["investigators"][0]["hand"] = [{"name": "Cache", "type": "event", "cost": 2,
                                               "effects": [{"effect": "gain-resources", "amount": 3}]}]
    world_data["do"] = [{"who": "Roland Banks", "action": "play", "card": "Cache"}]
    return world_data


def test_a_canceled_event_is_still_played_and_abilities_that_trigger_on_playing_it_still_trigger():
    """[ahlcg/rr/cancel] "If the effects of an event card are canceled, the card is still regarded as played,
    and it is still placed in its owner’s discard pile." — so "after you play a card" still triggers."""
    trace = run(_counter(world()))
    canceled = at(trace, "Canceled: Roland Banks plays Cache")
    discarded = at(trace, "Cache: its effects were canceled, but it is still regarded as played")
    reacted = at(trace, "Roland Banks [reaction]: \u201cAfter you play a card")
    assert canceled < discarded < reacted
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["resources"] == 3 and roland["discard"] == ["Cache"]  # paid 2, gained nothing


def test_canceled_ability_effects_leave_the_ability_initiated_and_its_costs_paid():
    """[ahlcg/rr/cancel] "Any time the effects of an ability are canceled, the ability (apart from its effects)
    is still regarded as initiated, and any costs have still been paid." """
    data = world(cards=[
        {"name": "Lantern", "type": "asset", "controller": "Roland Banks", "abilities": [
            {"kind": "free", "text": "Exhaust Lantern: gain 2 resources.", "cost": {"exhaust": True},
             "effects": [{"effect": "gain-resources", "amount": 2}], "limit": {"count": 1, "per": "round"}}]},
        {"name": "Null Field", "type": "asset", "controller": "Agnes Baker", "abilities": [
            reaction("when", {"event": "ability-triggered", "what": "Lantern"}, [{"effect": "cancel"}],
                     "When Lantern's ability initiates: cancel its effects.")]}],
        do=[{"who": "Roland Banks", "use": "Lantern"}])
    trace = run(data)
    at(trace, "Canceled: Lantern's ability")
    final = trace.final_state
    assert final["cards"]["Lantern"]["exhausted"] is True
    assert final["investigators"]["Roland Banks"]["resources"] == 5


# -- keywords hold wherever their condition holds -----------------------------------------------------

def test_retaliate_holds_for_an_attack_made_by_a_card_effect():
    """[ahlcg/rr/retaliate] "Each time an investigator fails a skill test while attacking a ready enemy with the
    retaliate keyword, after applying all results for that skill test, that enemy performs an attack against the
    attacking investigator." — an event's "Fight." as well as the fight action."""
    data = world(cards=[dict(_ghoul(engaged="Roland Banks"), keywords=["retaliate"], fight=6)],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Lunge"}])
    data["investigators"][0]["hand"] = [{"name": "Lunge", "type": "event", "cost": 0, "effects": [
        {"effect": "fight", "enemy": "Ghoul", "result": "fail"}]}]
    trace = run(data)
    st7 = at(trace, "ST.7")
    assert st7 < at(trace, "Ghoul makes", st7) < at(trace, "ST.8")


def test_alert_holds_for_an_evasion_made_by_a_card_effect():
    """[ahlcg/glossary/alert] "Each time an investigator fails a skill test while attempting to evade an enemy with
    the “alert” keyword, after applying all results for that skill test, that enemy performs an attack against
    the evading investigator." """
    data = world(cards=[dict(_ghoul(engaged="Roland Banks"), keywords=["alert"], evade=6)],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Slip Away"}])
    data["investigators"][0]["hand"] = [{"name": "Slip Away", "type": "event", "cost": 0, "effects": [
        {"effect": "evade", "enemy": "Ghoul", "result": "fail"}]}]
    trace = run(data)
    st7 = at(trace, "ST.7")
    assert st7 < at(trace, "Ghoul makes", st7) < at(trace, "ST.8")


def test_peril_keeps_the_other_players_from_triggering_abilities_and_the_record_says_so():
    """[ahlcg/rr/peril] "Those players cannot play cards, trigger abilities, or commit cards to that investigator’s
    skill test(s) while the peril encounter is resolving." """
    data = world(**{"encounter-deck": [{"name": "Dark Whispers", "type": "treachery", "keywords": ["peril"],
                                        "abilities": [{"kind": "revelation", "text": "Take 1 horror.",
                                                       "effects": [{"effect": "deal-horror", "amount": 1,
                                                                    "to": "you"}]}]}]},
                 do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Draw an encounter card.",
                                              "effects": [{"effect": "draw-encounter-card"}]}]
    data["investigators"][1]["abilities"] = [reaction(
        "after", {"event": "horror-dealt", "who": "another-investigator"}, gain(),
        "After another investigator takes horror: gain 1 resource.")]
    trace = run(data)
    assert absent(trace, "Agnes Baker [reaction]: ")
    assert verdicts(trace, "Agnes Baker")[0][0] == "peril"
