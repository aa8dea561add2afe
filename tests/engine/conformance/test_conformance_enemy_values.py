"""An enemy's values while a constant ability holds: the damage and horror of its attacks, its fight while it is in a
state or at a place, its health per investigator, the attacks of opportunity it cannot make — each replayed by a
minimal situation composed from the rules' sentence (the sentence table, ``python -m kb.tools.conformance_coverage``,
reads the quotes)."""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import absent, at, run, world

from kb.engine.situation.errors import SituationError


def _ghoul(**more: Any) -> dict[str, Any]:
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, **more}


def _bloodlust(**applies: Any) -> dict[str, Any]:
    """A treachery whose constant ability gives the Ghoul's attacks +1 damage and +1 horror."""
    source = applies.pop("source", "Ghoul")
    return {"name": "Insatiable Bloodlust", "type": "treachery", "attached-to": "Ghoul", "abilities": [
        {"kind": "constant", "text": "Ghoul gets +1 damage.", "applies-to": {"event": "enemy-attack", "source": source},
         "attack-damage-modifier": 1},
        {"kind": "constant", "text": "Ghoul gets +1 horror.", "applies-to": {"event": "enemy-attack", "source": source},
         "attack-horror-modifier": 1}]}


def _enemy_phase(*cards: dict[str, Any]) -> dict[str, Any]:
    return world(round=2, start="3.3", until="3.3", cards=list(cards))


def test_an_attack_deals_the_enemys_damage_and_horror_values_as_modified():
    """[ahlcg/rr/attack-of-opportunity] "Each attack deals that enemy’s damage and horror to the investigator."
    [ahlcg/rr/modifiers] "Any time a new modifier is applied (or removed), the entire quantity is recalculated from
    the start, considering the unmodified base value and all active modifiers." — a Ghoul of 1 damage and 1 horror
    under "+1 damage, +1 horror" deals 2 and 2, and the trace says why."""
    trace = run(_enemy_phase(_ghoul(engaged="Roland Banks"), _bloodlust()))
    k = at(trace, "Ghoul makes its enemy-phase attack against Roland Banks (2 damage and 2 horror; +1 damage "
                  "Insatiable Bloodlust; +1 horror Insatiable Bloodlust)")
    assert "ahlcg/rr/modifiers" in trace.steps[k].rules
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["damage"], roland["horror"]) == (2, 2)


def test_an_attack_modifier_governs_only_the_enemies_it_names():
    """[ahlcg/rr/modifiers] "considering the unmodified base value and all active modifiers" — the modifier names
    the Ghoul; another enemy's attack deals its own printed values."""
    rat = {"name": "Rat", "type": "enemy", "health": 1, "fight": 1, "evade": 1, "attack": {"damage": 1, "horror": 0},
           "engaged": "Agnes Baker"}
    trace = run(_enemy_phase(_ghoul(engaged="Roland Banks"), _bloodlust(), rat))
    at(trace, "Rat makes its enemy-phase attack against Agnes Baker (1 damage)")
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 1


def test_a_negative_attack_modifier_leaves_no_value_below_zero():
    """[ahlcg/rr/modifiers] "after all active modifiers have been applied, any resultant value below zero is treated
    as zero." — "-2 horror" on a Ghoul of 1 horror: its attack deals no horror."""
    calm = {"name": "Calm", "type": "treachery", "attached-to": "Ghoul", "abilities": [
        {"kind": "constant", "text": "Ghoul gets -2 horror.", "applies-to": {"event": "enemy-attack", "source": "Ghoul"},
         "attack-horror-modifier": -2}]}
    trace = run(_enemy_phase(_ghoul(engaged="Roland Banks"), calm))
    at(trace, "Ghoul makes its enemy-phase attack against Roland Banks (1 damage; \u22122 horror Calm)")
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 0


def _stealthy(exhausted: bool) -> dict[str, Any]:
    return _ghoul(location="Hall", exhausted=exhausted, abilities=[
        {"kind": "constant", "text": "While Ghoul is exhausted, it gets -3 fight.",
         "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"}, "difficulty-modifier": -3,
         "condition": {"card": "self", "state": "exhausted"}}], fight=4)


def test_a_constant_while_the_enemy_is_exhausted_applies_only_then():
    """[ahlcg/rr/ability/constant-abilities] "Some constant abilities continuously seek a specific condition, denoted
    by words such as “during” or “while.” The effects of such abilities are active any time the specified condition
    is met." — "While Ghoul is exhausted, it gets -3 fight": fought exhausted, its fight is 1; ready, 4."""
    fight = [{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]
    tired = run(world(cards=[_stealthy(True)], do=fight))
    at(tired, "Constant abilities modify the value tested against: -3 (Ghoul); the difficulty of this skill test is "
              "4 → 1")
    rested = run(world(cards=[_stealthy(False)], do=fight))
    assert absent(rested, "-3 (Ghoul)")


def _gator(where: str) -> dict[str, Any]:
    return _ghoul(location=where, fight=2, abilities=[
        {"kind": "constant", "text": "While Ghoul is at a Bayou location, it gets +2 fight.",
         "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"}, "difficulty-modifier": 2,
         "condition": {"card": "self", "state": "in-play", "at": "bayou-location"}}])


def test_a_constant_while_the_enemy_is_at_a_place_follows_where_it_is():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified
    condition is met." — "While Ghoul is at a Bayou location, it gets +2 fight": at the Bayou Hall it is 4, at the
    Attic (no trait) 2."""
    fight = [{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]
    data = world(cards=[_gator("Hall")], do=fight)
    data["locations"][0]["traits"] = ["Bayou"]
    at(run(data), "Constant abilities modify the value tested against: +2 (Ghoul); the difficulty of this skill test "
                  "is 2 → 4")
    elsewhere = world(cards=[_gator("Attic")], do=fight)
    elsewhere["investigators"][0]["location"] = "Attic"
    assert absent(run(elsewhere), "+2 (Ghoul)")


def test_a_health_modifier_per_investigator_is_multiplied_by_the_investigators():
    """[ahlcg/rr/per-investigator] "When the [per_investigator] symbol appears after a value, that value is multiplied
    by the number of investigators who started the scenario." — "+1 [per_investigator] health" with two
    investigators: a Ghoul of 3 health takes 4 damage and survives, the 5th defeats it."""
    hunter = _ghoul(location="Hall", abilities=[
        {"kind": "constant", "text": "Ghoul gets +1 [per_investigator] health.",
         "applies-to": {"event": "damage-dealt", "what": "self"}, "health-modifier": 1, "per-investigator": True}])
    blade = {"name": "Blade", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
             "abilities": [{"kind": "action", "effects": [{"effect": "deal-damage", "amount": 4, "to": "Ghoul"}]}]}
    activate = {"who": "Roland Banks", "action": "activate", "card": "Blade"}
    trace = run(world(cards=[hunter, blade], do=[activate]))
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 4
    assert absent(trace, "Ghoul is defeated")
    again = run(world(cards=[hunter, blade], do=[activate, activate]))
    at(again, "Ghoul is defeated")


def test_an_enemy_that_cannot_make_attacks_of_opportunity_makes_none():
    """[ahlcg/rr/cannot] "If an ability uses the word “cannot,” that effect is absolute." — "Ghoul cannot make attacks
    of opportunity": Roland, engaged with it, draws a card and is not attacked."""
    ghoul = _ghoul(engaged="Roland Banks", abilities=[
        {"kind": "constant", "text": "Ghoul cannot make attacks of opportunity.",
         "applies-to": {"event": "enemy-attack", "source": "Ghoul", "via": "opportunity"}, "cannot": True}])
    trace = run(world(cards=[ghoul], do=[{"who": "Roland Banks", "action": "draw"}]))
    at(trace, "Ghoul attacks Roland Banks cannot happen: Ghoul: “Ghoul cannot make attacks of opportunity.”")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


@pytest.mark.parametrize("ability, words", [
    ({"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"},
      "attack-damage-modifier": 1}, "'attack-damage-modifier' is for a constant ability that applies to 'enemy-attack'"),
    ({"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"},
      "difficulty-modifier": 1, "per-investigator": True}, "'per-investigator' multiplies"),
])
def test_a_value_modifier_in_the_wrong_place_is_refused_with_its_reason(ability, words):
    """Bad input: an attack modifier on another event, a per-investigator multiplier on anything but health."""
    with pytest.raises(SituationError, match=words):
        run(world(cards=[_ghoul(location="Hall", abilities=[ability])]))


def test_an_enemy_attacking_each_investigator_does_so_in_player_order_wherever_they_are():
    """[ahlcg/rr/in-player-order] "If the players are instructed to perform a sequence “in player order,” the lead
    investigator performs his or her part of the sequence first, followed by the other players in clockwise order."
    [ahlcg/rr/attacker-attacked] "An “attacker” is an entity (usually an enemy or investigator) that is resolving its
    attack against another entity." — "Ghoul attacks each investigator, in player order (regardless of their
    location)": Roland (the lead, at the Hall) first, then Agnes at the Attic, where the Ghoul is not."""
    whistle = {"name": "Whistle", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [{"effect": "enemy-attacks", "enemy": "Ghoul", "who": "each-investigator"}],
         "text": "Ghoul attacks each investigator, in player order (regardless of their location)."}]}
    data = world(cards=[_ghoul(location="Hall", exhausted=True), whistle],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Whistle"}])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert (at(trace, "Ghoul makes an attack against Roland Banks")
            < at(trace, "Ghoul makes an attack against Agnes Baker"))
    assert trace.final_state["investigators"]["Agnes Baker"]["horror"] == 1


def test_an_event_attached_to_a_location_keeps_its_constant_while_attached():
    """[ahlcg/rr/hunter] "- If a hunter enemy would be compelled to a location to which the move is blocked by a card
    ability, the enemy does not move." — Barricade, an event attached to the Attic, read from its printed text:
    "Non-Elite enemies cannot move into attached location." The hunter Ghoul in the Cellar does not move."""
    data = world(round=2, start="3.2", until="3.2", cards=[_ghoul(location="Cellar", keywords=["hunter"]), {
        "name": "Barricade", "type": "event", "owner": "Roland Banks", "attached-to": "Attic",
        "text": "Attach to your location.\nNon-[[Elite]] enemies cannot move into attached location."}])
    data["locations"][1]["connections"] = ["Hall", "Cellar"]
    data["locations"].append({"name": "Cellar", "connections": ["Attic"]})
    trace = run(data)
    at(trace, "Ghoul moves to Attic cannot happen: Barricade")
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Cellar"


def test_a_value_modifier_for_each_of_a_count_is_recounted_whenever_the_value_is_read():
    """[ahlcg/rr/modifiers] "The game state constantly checks and (if necessary) updates the count of any variable
    value or quantity that is being modified." — "Ghoul gets +1 fight for each Cultist enemy in play": with the
    Cultist Ghoul and an Acolyte in play its fight is 2 + 2; with the Acolyte alone elsewhere, still counted."""
    def fight(acolytes: int):
        ghoul = _ghoul(location="Hall", exhausted=True, traits=["Cultist"], abilities=[
            {"kind": "constant", "text": "Ghoul gets +1 fight for each Cultist enemy in play.",
             "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"}, "difficulty-modifier": 1,
             "for-each": "in-play:cultist-enemy"}])
        others = [{"name": f"Acolyte {k}", "type": "enemy", "health": 1, "fight": 1, "evade": 1, "traits": ["Cultist"],
                   "location": "Attic", "attack": {"damage": 0, "horror": 1}} for k in range(1, acolytes + 1)]
        return run(world(cards=[ghoul, *others],
                         do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]))
    at(fight(1), "Constant abilities modify the value tested against: +2 (Ghoul, for each in-play:cultist-enemy); the "
                 "difficulty of this skill test is 2 → 4")
    at(fight(2), "the difficulty of this skill test is 2 → 5")


def _diagrams(duration: str = "until-end-of-turn") -> dict[str, Any]:
    """An asset: choose an enemy at your location; that enemy gets -2 fight for the duration."""
    return {"name": "Diagrams", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks", "abilities": [
        {"kind": "action", "text": "Choose an enemy at your location. That enemy gets -2 fight until the end of the "
                                   "turn.",
         "effects": [{"effect": "choose", "to": "an-enemy-at-your-location"},
                     {"effect": "lasting", "duration": duration, "to": "chosen", "difficulty-modifier": -2,
                      "applies-to": {"event": "skill-test-begins", "via": "fight"}}]}]}


def test_a_lasting_effect_on_an_enemys_value_applies_to_the_enemy_picked_as_it_is_established():
    """[ahlcg/rr/lasting-effects] "If a lasting effect affects in-play cards (or cards in a specified area), it is
    only applied to cards that are in play (or the specified area) when the lasting effect is established." — "That
    enemy gets -2 fight until the end of the turn": the chosen Ghoul (fight 4) is fought at 2; the Rat beside it is
    not modified."""
    rat = {"name": "Rat", "type": "enemy", "health": 1, "fight": 3, "evade": 1, "location": "Hall", "exhausted": True,
           "attack": {"damage": 1, "horror": 0}}
    data = world(cards=[_ghoul(location="Hall", exhausted=True, fight=4), rat, _diagrams()],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Diagrams"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Rat", "result": "fail"}],
                 choices=[{"decision": "target", "ability": "Diagrams", "choose": "Ghoul"}])
    trace = run(data)
    at(trace, "Lasting effect on Roland Banks (until the end of the turn)")
    k = at(trace, "the difficulty of this skill test is 4 → 2")
    assert "against Rat's fight 3" in trace.steps[at(trace, "ST.1: Roland Banks begins a combat test", k)].text
    assert absent(trace, "is 3 → 1")


def test_a_lasting_value_modifier_without_the_cards_it_changes_is_refused():
    """Bad input: a lasting difficulty modifier names no card ('to')."""
    data = _diagrams()
    del data["abilities"][0]["effects"][1]["to"]
    with pytest.raises(SituationError, match="needs 'to'"):
        run(world(cards=[_ghoul(location="Hall"), data]))


def test_a_lasting_effect_on_each_enemy_there_applies_to_those_in_play_when_it_is_established():
    """[ahlcg/rr/lasting-effects] "If a lasting effect affects in-play cards (or cards in a specified area), it is
    only applied to cards that are in play (or the specified area) when the lasting effect is established." — "Each
    enemy at your location gets -2 fight until the end of the turn", read from the card's text: the Ghoul at the Hall
    when it resolves is fought at 2, not 4."""
    fog = {"name": "Fog", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
           "text": "[action]: Each enemy at your location gets -2 fight until the end of the turn."}
    data = world(cards=[_ghoul(location="Hall", exhausted=True, fight=4), fog],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Fog"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    at(run(data), "the difficulty of this skill test is 4 → 2")
