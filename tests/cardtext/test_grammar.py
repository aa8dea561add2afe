"""Each grammar rule, from sentences in the printed style (composed for these tests)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.costs import parse_cost, split_trigger_cost
from kb.cardtext.limits import cut_limit
from kb.cardtext.model import NotParsed
from kb.cardtext.triggers import parse_trigger

from .situation import load


def one(text: str, **kw: Any) -> dict[str, Any]:
    result = parse_card_text(text, **kw)
    assert result.gaps == (), result.gaps
    assert len(result.abilities) == 1
    load(result, name=kw.get("name") or "Parsed Card", type_code=kw.get("type_code"))
    return result.abilities[0].to_situation()


# -- kinds --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kind"), [
    ("[reaction] After you defeat an enemy: Draw 1 card.", "reaction"),
    ("[free] Spend 1 resource: You get +1 [combat] for this skill test.", "free"),
    ("[fast] Spend 1 resource: You get +1 [combat] for this skill test.", "free"),
    ("[action] Spend 1 clue: Gain 2 resources.", "action"),
    ("Forced – At the end of the round: Take 1 horror.", "forced"),
    ("Revelation – Take 2 horror.", "revelation"),
    ("You get +1 [agility].", "constant"),
])
def test_kind_from_icon_or_title(text: str, kind: str) -> None:
    assert one(text)["kind"] == kind


def test_two_action_icons_cost_two_actions() -> None:
    assert one("[action][action]: Resign.")["cost"] == {"actions": 2}


def test_forced_without_colon_cuts_at_the_comma() -> None:
    a = one("Forced – At the end of the round, take 1 damage.")
    assert a["trigger"] == {"event": "round-ends"} and a["effects"] == [{"effect": "deal-damage", "amount": 1, "to": "you"}]


# -- triggers -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "timing", "trigger"), [
    ("After you defeat an enemy", "after", {"event": "defeated", "who": "you", "what": "enemy"}),
    ("When an enemy attacks you", "when", {"event": "enemy-attack", "who": "you", "source": "enemy"}),
    ("When you would take damage", "would", {"event": "damage-dealt", "who": "you"}),
    ("After you successfully investigate", "after", {"event": "succeed-skill-test", "who": "you", "via": "investigate"}),
    ("After you successfully evade an enemy", "after",
     {"event": "succeed-skill-test", "who": "you", "via": "evade", "what": "enemy"}),
    ("After you fail a skill test by 2 or more", "after", {"event": "fail-skill-test", "who": "you", "at-least": 2}),
    ("After you succeed at a [willpower] test", "after", {"event": "succeed-skill-test", "who": "you", "skill": "willpower"}),
    ("At the end of the round", "at", {"event": "round-ends"}),
    ("At the beginning of the enemy phase", "at", {"event": "phase-begins", "phase": "enemy"}),
    ("At the end of your turn", "at", {"event": "turn-ends", "who": "you"}),
    ("After an enemy engages you", "after", {"event": "engage", "who": "you", "what": "enemy"}),
    ("After you draw an enemy card", "after", {"event": "draw-encounter-card", "who": "you", "what": "enemy"}),
    ("When you reveal a [skull] token", "when", {"event": "reveal-chaos-token", "who": "you", "token": "skull"}),
    ("After you play an event", "after", {"event": "play-card", "who": "you", "what": "event"}),
    ("After you discover 1 or more clues", "after", {"event": "discover-clues", "who": "you"}),
    ("After you gain resources", "after", {"event": "gain-resources", "who": "you"}),
    ("After you enter a location", "after", {"event": "move", "who": "you", "what": "location"}),
    ("When an enemy attacks an investigator at your location", "when",
     {"event": "enemy-attack", "who": "investigator-at-your-location", "source": "enemy"}),
    ("After an enemy attack deals damage to you during the enemy phase", "after",
     {"event": "damage-dealt", "who": "you", "via": "enemy-phase"}),
    ("When @self is defeated", "when", {"event": "defeated", "what": "self"}),
    ("After @self enters play", "after", {"event": "enters-play", "what": "self"}),
    ("When you would draw your opening hand", "would", {"event": "draw-opening-hand", "who": "you"}),
])
def test_trigger_phrases(text: str, timing: str, trigger: dict[str, Any]) -> None:
    assert parse_trigger(text) == (timing, trigger)


@pytest.mark.parametrize("text", ["Whenever the moon is full", "During your turn", "After you look at a non-weakness card"])
def test_unknown_triggers_are_not_guessed(text: str) -> None:
    with pytest.raises(NotParsed):
        parse_trigger(text)


def test_the_card_name_is_self() -> None:
    a = one("[reaction] After Old Lantern enters play: Draw 1 card.", name="Old Lantern", type_code="asset")
    assert a["trigger"] == {"event": "enters-play", "what": "self"}


# -- costs and limits ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "cost"), [
    ("Exhaust @self", {"exhaust": True}),
    ("Spend 2 resources", {"resources": 2}),
    ("Spend 1 charge", {"uses": 1}),
    ("Spend 1 secret", {"uses": 1}),
    ("Spend 1 clue", {"clues": 1}),
    ("Exhaust @self and spend 1 ammo", {"exhaust": True, "uses": 1}),
    ("Exhaust @self, spend 1 resource", {"exhaust": True, "resources": 1}),
    # the board's costs: the card itself discarded, damage and horror taken by you
    ("Discard @self", {"discard": True}),
    ("Exhaust @self and take 1 damage", {"exhaust": True, "damage": 1}),
    ("Exhaust @self and take 1 horror", {"exhaust": True, "horror": 1}),
    ("Add 1 doom to @self", {"doom": 1}),
    # every agenda in play, of however many agenda decks
    ("Place 1 doom on each agenda in play", {"agenda-doom": 1, "agenda-deck": "each"}),
    ("Exhaust an Ally asset", {"exhaust-trait": "Ally"}),
    # cards from your hand, the payer's choice ("choose and" says so again)
    ("Discard a card from your hand", {"discard-hand": 1}),
    ("Choose and discard 4 cards from your hand", {"discard-hand": 4}),
    ("Exhaust @self and discard 1 card from your hand", {"exhaust": True, "discard-hand": 1}),
    # a play condition: every location revealed is none unrevealed
    ("If each location in play is revealed", {"condition": {"count": "in-play:unrevealed-location", "at-most": 0}}),
])
def test_cost_parts(text: str, cost: dict[str, Any]) -> None:
    assert parse_cost(text) == cost


@pytest.mark.parametrize("text", ["Place 1 doom on each location in play", "Deal 1 damage to an Ally asset you control",
                                  "Exhaust an ally asset",
                                  "Exhaust an Ally or Item asset"])
def test_costs_the_engine_cannot_hold_are_reported(text: str) -> None:
    with pytest.raises(NotParsed) as info:
        parse_cost(text)
    assert info.value.fragment == text


def test_a_condition_on_a_location_named_by_its_title_is_counted_there() -> None:
    """Said on another card than the Garden, "in the Garden" names the location of that title (``at-named-``)."""
    assert parse_cost("If there is no ready enemy in the Garden") == {
        "condition": {"count": "in-play:ready-enemy-at-named-garden", "at-most": 0}}


def test_trigger_and_cost_split_at_the_cost_verb() -> None:
    assert split_trigger_cost("After you defeat an enemy, exhaust @self") == ("After you defeat an enemy", "exhaust @self")


@pytest.mark.parametrize(("text", "limit"), [
    ("Draw 1 card. (Limit once per round.)", {"count": 1, "per": "round"}),
    ("Draw 1 card. Limit twice per phase.", {"count": 2, "per": "phase"}),
    ("Draw 1 card. (Limit once per game.)", {"count": 1, "per": "game"}),
    ("Draw 1 card. (Limit once per test.)", {"count": 1, "per": "test"}),
    ("Draw 1 card. (Max once per round.)", {"count": 1, "per": "round", "group": True}),
    ("Draw 1 card. (Group limit once per turn.)", {"count": 1, "per": "turn", "group": True}),
])
def test_limits(text: str, limit: dict[str, Any]) -> None:
    rest, found, card, problems = cut_limit(text)
    assert (rest, found, card, problems) == ("Draw 1 card.", limit, {}, [])


@pytest.mark.parametrize(("text", "card"), [
    # "“Limit X per [card/game element]” is a limit that appears on attachment cards" (Limits and Maximums)
    ("Attach to your location. Limit 1 per location.", {"attach-limit": {"count": 1, "per": "location"}}),
    ("Attach to the current agenda. Limit 1 per agenda.", {"attach-limit": {"count": 1, "per": "agenda"}}),
    # "Note: “Limit X per investigator” is a limit that pertains to an investigator’s play area." (FAQ 2.3)
    ("Limit 1 per investigator.", {"play-area-limit": {"count": 1}}),
    ("Limit 1 [[Mask]] per investigator.", {"play-area-limit": {"count": 1, "trait": "Mask"}}),
    ("Limit 1 in play.", {"play-area-limit": {"count": 1}}),  # "limits are player specific unless otherwise noted"
    ("Group limit 1 in play.", {"play-area-limit": {"count": 1, "group": True}}),
    ("Limit 2 per deck.", {"deck-limit": 2}),
])
def test_a_limit_on_copies_is_the_cards_not_an_abilitys(text: str, card: dict[str, Any]) -> None:
    rest, found, copies, problems = cut_limit(text)
    assert (found, copies, problems) == (None, card, [])
    assert "Limit" not in rest


def test_a_trait_limit_per_element_is_reported_not_dropped() -> None:
    rest, found, copies, problems = cut_limit("Attach to an enemy. Limit 1 [[Ritual]] per enemy.")
    assert (found, copies) == (None, {})
    assert [p.fragment for p in problems] == ["Limit 1 [[Ritual]] per enemy."]


def test_limit_lands_on_the_ability() -> None:
    a = one("[reaction] After you defeat an enemy: Gain 1 resource. (Limit once per round.)")
    assert a["limit"] == {"count": 1, "per": "round"}


# -- effects ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("clause", "effects"), [
    ("Discover 1 clue at your location.", [{"effect": "discover-clues", "amount": 1}]),
    ("Discover 2 clues at a connecting location.", [{"effect": "discover-clues", "amount": 2,
                                                    "location": "a-connecting-location"}]),
    ("Draw 2 cards.", [{"effect": "draw", "amount": 2}]),
    ("Each investigator draws 1 card.", [{"effect": "draw", "amount": 1, "who": "each-investigator"}]),
    ("Gain 3 resources.", [{"effect": "gain-resources", "amount": 3}]),
    ("Take 1 damage and 1 horror.", [{"effect": "deal-damage", "amount": 1, "to": "you"},
                                      {"effect": "deal-horror", "amount": 1, "to": "you"}]),
    ("Take 2 direct horror.", [{"effect": "deal-horror", "amount": 2, "to": "you", "direct": True}]),
    ("Deal 2 damage to an enemy at your location.", [{"effect": "deal-damage", "amount": 2,
                                                      "to": "an-enemy-at-your-location"}]),
    ("Heal 1 horror.", [{"effect": "heal-horror", "amount": 1, "to": "you"}]),
    ("You suffer 1 mental trauma.", [{"effect": "mental-trauma", "amount": 1}]),
    ("Each investigator suffers 1 physical trauma.", [{"effect": "physical-trauma", "amount": 1,
                                                       "who": "each-investigator"}]),
    ("Heal 2 damage from an investigator at your location.",
     [{"effect": "heal-damage", "amount": 2, "to": "an-investigator-at-your-location"}]),
    ("Move to a connecting location.", [{"effect": "move"}]),
    ("Engage an enemy at your location.", [{"effect": "engage", "enemy": "an-enemy-at-your-location"}]),
    ("Automatically evade an enemy engaged with you.",
     [{"effect": "evade", "automatic": True, "enemy": "an-enemy-engaged-with-you"}]),
    ("Lose 1 action.", [{"effect": "lose-actions", "amount": 1}]),
    ("Draw the top card of the encounter deck.", [{"effect": "draw-encounter-card"}]),
    ("Place 1 doom on the current agenda.", [{"effect": "place-doom", "amount": 1}]),
    ("You may draw 1 card.", [{"effect": "draw", "amount": 1, "may": True}]),
    ("Draw 1 card. Then, gain 1 resource.", [{"effect": "draw", "amount": 1},
                                             {"effect": "gain-resources", "amount": 1, "then": True}]),
    ("You get +2 [intellect] until the end of the turn.",
     [{"effect": "lasting", "duration": "until-end-of-turn", "skill-modifier": 2,
       "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "intellect"}}]),
    ("You get +1 [combat] and +1 [agility] until the end of the round.",
     [{"effect": "lasting", "duration": "until-end-of-round", "skill-modifier": 1,
       "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "combat"}},
      {"effect": "lasting", "duration": "until-end-of-round", "skill-modifier": 1,
       "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "agility"}}]),
    ("You cannot gain resources until the end of the phase.",
     [{"effect": "lasting", "duration": "until-end-of-phase", "cannot": True,
       "applies-to": {"event": "gain-resources", "who": "you"}}]),
    ("Test [agility] (2). If you fail, take 1 damage.",
     [{"effect": "test", "skill": "agility", "difficulty": 2,
       "fail": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]),
    ("Test [intellect] (3). If you succeed, draw 1 card.",
     [{"effect": "test", "skill": "intellect", "difficulty": 3, "success": [{"effect": "draw", "amount": 1}]}]),
    ("You must either take 1 damage or take 1 horror.",
     [{"effect": "either", "text": "You must either take 1 damage or take 1 horror",
       "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"},
                   {"effect": "deal-horror", "amount": 1, "to": "you"}]}]),
])
def test_revelation_effects(clause: str, effects: list[dict[str, Any]]) -> None:
    assert one(f"Revelation – {clause}")["effects"] == effects


def test_cancel_and_prevent_need_their_triggers() -> None:
    a = one("[reaction] When an enemy attacks you, exhaust @self: Cancel that attack.")
    assert a["effects"] == [{"effect": "cancel"}]
    b = one("[reaction] When you would take horror, spend 1 charge: Prevent 1 of that horror.")
    assert b["effects"] == [{"effect": "prevent", "amount": 1}]
    bad = parse_card_text("[action]: Prevent 1 of that horror.")
    assert bad.runnable == () and bad.gaps[0].text == "Prevent 1 of that horror"
    assert bad.abilities[0].kind == "action" and bad.abilities[0].effects == ()  # kept, with its gap


def test_that_enemy_is_the_attacker_or_the_triggering_enemy() -> None:
    a = one("[reaction] After an enemy attacks you: Deal 1 damage to that enemy.")
    assert a["effects"][0]["to"] == "attacking-enemy"
    b = one("[reaction] After you evade an enemy: Exhaust that enemy.")
    assert b["effects"][0]["to"] == "triggering-what"


def test_instead_in_a_would_ability() -> None:
    a = one("[reaction] When you would draw 1 card: Gain 1 resource, instead.")
    assert a["effects"] == [{"effect": "instead", "text": "Gain 1 resource, instead",
                             "effects": [{"effect": "gain-resources", "amount": 1}]}]


# -- designators --------------------------------------------------------------------------------
def test_fight_designator_modifiers() -> None:
    a = one("[action] Spend 1 ammo: Fight. You get +2 [combat] for this attack. This attack deals +1 damage.")
    assert a["designator"] == "fight" and a["effects"] == [{"effect": "fight", "bonus": 2, "damage": 1}]


def test_evade_with_a_base_value() -> None:
    a = one("[action] Exhaust @self: Evade. Attempt to evade with a base value of 5.")
    assert a["effects"] == [{"effect": "evade", "base": 5}]


def test_investigate_using_another_skill() -> None:
    a = one("[action] Spend 1 charge: Investigate. Investigate using [willpower] instead of [intellect].")
    assert a["effects"] == [{"effect": "investigate", "skill": "willpower"}]


# -- constant abilities, events, skills, keywords -----------------------------------------------
@pytest.mark.parametrize(("text", "fields"), [
    ("You get +1 [willpower].", {"applies-to": {"event": "skill-test-begins", "who": "you", "skill": "willpower"},
                                 "skill-modifier": 1}),
    ("Investigators at this location get -1 [agility].",
     {"applies-to": {"event": "skill-test-begins", "who": "investigator-at-this-location", "skill": "agility"},
      "skill-modifier": -1}),
    ("You cannot draw cards.", {"applies-to": {"event": "draw-cards", "who": "you"}, "cannot": True}),
    ("Events you play cost 1 less resource.", {"applies-to": {"event": "play-card", "who": "you", "what": "event"},
                                               "cost-modifier": -1}),
    ("Your opening hand has 2 additional cards.", {"applies-to": {"event": "draw-opening-hand", "who": "you"},
                                                   "opening-hand-modifier": 2}),
    # Magnifying Glass: "while investigating" is the investigate action's test
    ("You get +1 [intellect] while investigating.", {"applies-to": {
        "event": "skill-test-begins", "who": "you", "skill": "intellect", "via": "investigate"}, "skill-modifier": 1}),
    # Haunted, Sophie ("to each of your skills") and Cursed Luck ("skill value during skill tests"): every test
    ("You get -1 to each of your skills.", {"applies-to": {"event": "skill-test-begins", "who": "you"},
                                            "skill-modifier": -1}),
    ("You get -1 skill value during skill tests.", {"applies-to": {"event": "skill-test-begins", "who": "you"},
                                                    "skill-modifier": -1}),
])
def test_constant_abilities(text: str, fields: dict[str, Any]) -> None:
    a = one(text, type_code="asset")
    assert {k: v for k, v in a.items() if k not in ("kind", "text")} == fields


def test_event_play_condition_and_effects() -> None:
    r = parse_card_text("Fast. Play after you fail a skill test.\nDraw 1 card.", type_code="event")
    assert dict(r.card) == {"keywords": ["fast"], "play-when": {"timing": "after", "trigger": {
        "event": "fail-skill-test", "who": "you"}}, "effects": [{"effect": "draw", "amount": 1}]}


@pytest.mark.parametrize(("text", "period"), [
    ("Fast. Play only during your turn.\nDiscover 1 clue at your location.", "your-turn"),  # Working a Hunch
    ("Fast. Play during any investigator's turn. Play only if you have 5 or more remaining sanity.\nChoose a "
     "non-[[Elite]] enemy at your location.", "any-turn"),  # Anatomical Diagrams (its first sentences)
    ("Fast. Play during any [fast] player window.\nChoose an enemy at your location.", "any-player-window"),
])
def test_a_play_instruction_naming_a_time_period_is_play_during(text: str, period: str) -> None:
    r = parse_card_text(text, type_code="event")
    assert dict(r.card)["play-during"] == period and "play-when" not in dict(r.card)
    assert not any(g.text.lower().startswith(("during", "play during", "play only during")) for g in r.gaps)


def test_skill_results() -> None:
    r = parse_card_text("If this skill test is successful, gain 1 resource.", type_code="skill")
    assert dict(r.card) == {"if-success": [{"effect": "gain-resources", "amount": 1}]} and r.unparsed == ()


def test_keywords_and_uses() -> None:
    r = parse_card_text("Hunter. Retaliate.\nVictory 1.", type_code="enemy")
    assert dict(r.card) == {"keywords": ["hunter", "retaliate"], "victory": 1, "properties": {"victory": "1"}}
    assert r.other_keywords == ("Victory 1",)
    r = parse_card_text("Uses (3 charges).", type_code="asset")
    assert dict(r.card) == {"uses": 3, "properties": {"uses": "3 charges"}} and r.unparsed == ()


@pytest.mark.parametrize(("text", "name", "type_code", "expected"), [
    ("Each enemy gets +1 fight and +1 evade.", "The Ritual Begins", "agenda",
     [("fight", "enemy", 1), ("evade", "enemy", 1)]),
    ("Each [[Monster]] enemy gets +1 fight.", "The Entity Above", "agenda", [("fight", "monster-enemy", 1)]),
    ("Each enemy at this location gets +1 fight and +1 evade.", "Historical Society", "location",
     [("fight", "enemy-at-this-location", 1), ("evade", "enemy-at-this-location", 1)]),
    ("Each enemy in Cold Spring Glen gets -1 evade.", "Cold Spring Glen", "location",
     [("evade", "enemy-at-this-location", -1)]),
    ("Each location gets +1 shroud.", "Ooze and Filth", "treachery", [("investigate", "location", 1)]),
])
def test_a_modifier_to_an_enemys_or_locations_value_is_a_difficulty_modifier(text, name, type_code, expected):
    r = parse_card_text(text, name=name, type_code=type_code)
    got = [(dict(a.extra)["applies-to"]["via"], dict(a.extra)["applies-to"]["what"], dict(a.extra)["difficulty-modifier"])
           for a in r.abilities]
    assert got == expected and not r.gaps


def test_an_ly_adverb_may_open_the_instruction_after_and_but_an_amount_goes_on():
    """"Lose … and immediately end your turn": two instructions; "3 or more doom": one amount."""
    from kb.cardtext.grammar import read_sentence
    assert len(read_sentence("Lose 1 action and immediately end your turn").clauses) == 2
    assert len(read_sentence("If he has 3 or more doom on him, discard him").clauses) == 2


def test_he_or_she_is_one_noun_phrase_and_a_participle_is_no_verbs_subject():
    from kb.cardtext.grammar import read_sentence
    (clause,) = read_sentence("he or she heals 1 horror").clauses
    assert [c.text for c in clause.chunks if c.kind == "np"] == ["he or she", "1 horror"]
    (clause,) = read_sentence("Lose all of your remaining actions").clauses
    assert [c.kind for c in clause.chunks].count("verb") == 1
