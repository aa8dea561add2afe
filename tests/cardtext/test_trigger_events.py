"""Triggering conditions read from a verb frame's slots (``trigger_events.py``): tokens placed on something or taken
by a card, an enemy evaded, the encounter deck's top card drawn, the game ending, an agenda advancing by reaching
its doom threshold. Each shape is tested from its own parts and from a few printed texts; what the reader writes,
the engine loads."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.engine import situation_from_data

from .situation import situation_with


def _trigger(condition: str, *, name: str = "Watcher", type_code: str = "asset") -> dict:
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    data = situation_with(result, name=name, type_code=type_code)
    data["cards"] = data.get("cards", []) + [
        {"name": n, "type": "enemy", "location": "Hallway", "health": 2} for n in ("The Rougarou", "Ruth Turner", "Writhing Appendage #2")]
    situation_from_data(data)
    return result.abilities[0].to_situation()["trigger"]


@pytest.mark.parametrize("condition, trigger", [
    # tokens placed (a passive "place"): the tokens its subject, where they go its "on"
    ("After damage is placed on a card you control", {"event": "damage-dealt", "what": "yours"}),
    ("After 1 or more doom is placed on Watcher", {"event": "place-doom", "what": "self"}),
    ("After 1 or more clues are placed on an enemy in play", {"event": "place-clues", "what": "enemy"}),
    ("When a clue is placed on Watcher's location", {"event": "place-clues", "what": "this-location"}),
    ("When 2 or more horror is placed on an investigator at your location",
     {"event": "horror-dealt", "who": "investigator-at-your-location", "at-least": 2}),
    # "any amount of" is no bound
    ("When any amount of damage is placed on an investigator in Watcher's location",
     {"event": "damage-dealt", "who": "investigator-at-this-location"}),
    # a card taking damage or horror (an investigator's is the phrase table's)
    ("After The Rougarou takes damage", {"event": "damage-dealt", "what": "The Rougarou"}),
    ("After Watcher takes 2 or more horror", {"event": "horror-dealt", "what": "self", "at-least": 2}),
    ("After you take damage", {"event": "damage-dealt", "who": "you"}),
    # an enemy evaded: by a successful evasion or an automatic one; the attempt is another event
    ("After Ruth Turner is evaded", {"event": "evaded", "what": "Ruth Turner"}),
    ("After you evade an enemy", {"event": "evaded", "who": "you", "what": "enemy"}),
    ("After an investigator evades a non-Elite enemy", {"event": "evaded", "who": "investigator",
                                                         "what": "non-elite-enemy"}),
    ("After you attempt to evade an enemy", {"event": "evade", "who": "you", "what": "enemy"}),
    ("After you successfully evade an enemy",
     {"event": "succeed-skill-test", "who": "you", "via": "evade", "what": "enemy"}),
    # an investigator gaining clues: "any number of" is no bound, as "any amount of"
    ("After an investigator at Watcher's location gains any number of clues",
     {"event": "gain-clues", "who": "investigator-at-this-location"}),
    ("After you gain 2 or more clues", {"event": "gain-clues", "who": "you", "at-least": 2}),
    ("When an investigator gains a clue", {"event": "gain-clues", "who": "investigator"}),
    # the top card of the encounter deck
    ("When you would draw the top card of the encounter deck", {"event": "draw-encounter-card", "who": "you"}),
    ("When the game ends", {"event": "game-ends"}),
    ("After you draw a non-weakness encounter card",
     {"event": "draw-encounter-card", "who": "you", "what": "non-weakness-card"}),
    # an enemy making an attack: its kind ("of opportunity") and whom it is against
    ("When an enemy makes an attack of opportunity against you",
     {"event": "enemy-attack", "source": "enemy", "who": "you", "via": "opportunity"}),
    ("After Ruth Turner makes an attack against an investigator",
     {"event": "enemy-attack", "source": "Ruth Turner", "who": "investigator"}),
    # a location investigated, and how it went
    ("After attached location is successfully investigated",
     {"event": "succeed-skill-test", "via": "investigate", "what": "attached"}),
    # a card discarded from play: the bearer (its abilities are active in play), or another "from play"
    ("When Watcher would be discarded", {"event": "leaves-play", "what": "self", "via": "discard"}),
    ("After Ruth Turner is discarded from play", {"event": "leaves-play", "what": "Ruth Turner", "via": "discard"}),
    # an investigator defeated, "would" or not
    ("After you are defeated", {"event": "defeated", "what": "you"}),
    # a card named with "a": any copy of it
    ("After a Writhing Appendage enters play", {"event": "enters-play", "what": "Writhing Appendage"}),
])
def test_a_verb_frame_is_read_into_its_event_and_roles(condition: str, trigger: dict) -> None:
    assert _trigger(condition) == trigger


@pytest.mark.parametrize("condition", [
    "After The Rougarou takes damage during a single phase",  # a period the filter cannot hold
    "When the third secret is placed on Archaic Glyphs",  # an ordinal before it is placed: no state has arisen
    "When Ruth Turner would be discarded",  # another card, from a hand or from play: not said
    "When an enemy makes an attack of fury against you",  # no kind of attack the engine knows
])
def test_a_frame_with_more_than_its_slots_stays_a_gap(condition: str) -> None:
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", name="Spawn of Hali", type_code="enemy")
    assert [g.category.split(":")[0] for g in result.unsupported] == ["trigger"]
    assert not result.runnable


def test_a_would_be_defeated_condition_is_an_investigators_defeat() -> None:
    result = parse_card_text("Fast. Play when you would be defeated. Heal 1 damage.", name="Cheat", type_code="event")
    assert not result.gaps
    assert result.to_json()["card"]["play-when"] == {"timing": "would", "trigger": {"event": "defeated", "what": "you"}}


def test_a_location_names_itself_as_the_place_of_an_enemy_evaded() -> None:
    result = parse_card_text("<b>Forced</b> - When you evade an enemy at Audubon Park: Take 1 horror.",
                             name="Audubon Park", type_code="location")
    assert not result.gaps
    assert result.abilities[0].to_situation()["trigger"] == {"event": "evaded", "who": "you",
                                                             "what": "enemy-at-this-location"}


@pytest.mark.parametrize("text, what", [
    ("<b>Forced</b> - When this agenda would advance by reaching its doom threshold: Each investigator takes "
     "1 horror, instead.", "self"),
    ("<b>Forced</b> - When the agenda advances by reaching its doom threshold: Each investigator takes 1 horror.",
     "agenda"),
])
def test_an_agenda_advancing_by_its_doom_is_via_doom(text: str, what: str) -> None:
    result = parse_card_text(text, name="Agenda 1a", type_code="agenda")
    trigger = result.abilities[0].to_situation()["trigger"]
    assert trigger == {"event": "advance", "what": what, "via": "doom"}


@pytest.mark.parametrize("text, trigger, condition", [
    ("After you discover the last remaining clue on Ruins of Carcosa", {"event": "discover-clues", "who": "you",
                                                                        "what": "self"},
     {"count": "clue-on-self", "at-most": 0}),
    ("After you discover the last clue in your location",
     {"event": "discover-clues", "who": "you", "what": "location-at-your-location"},
     {"count": "clue-on-your-location", "at-most": 0}),
])
def test_the_last_clue_discovered_is_a_discovery_that_leaves_none(text: str, trigger: dict, condition: dict) -> None:
    result = parse_card_text(f"<b>Forced</b> - {text}: Take 1 horror.", name="Ruins of Carcosa", type_code="location")
    assert not result.gaps
    ability = result.abilities[0].to_situation()
    assert (ability["trigger"], ability["condition"]) == (trigger, condition)
    situation_from_data(situation_with(result, name="Ruins of Carcosa", type_code="location"))


def test_the_last_clue_is_no_state_before_the_discovery() -> None:
    """A count is checked as the ability triggers: 'when' (before the clue is taken) cannot see the last one go."""
    result = parse_card_text("<b>Forced</b> - When you discover the last clue on Ruins of Carcosa: Take 1 horror.",
                             name="Ruins of Carcosa", type_code="location")
    assert [g.category for g in result.unsupported] == ["trigger:discover"]


@pytest.mark.parametrize("condition, what", [
    ("After you draw a non-weakness card", "non-weakness-card"),  # qualifiers composed on "card"
    ("When an investigator at this location draws a Hex card", "trait:Hex"),  # a trait
    ("When you draw a Hex or Pact card", ["trait:Hex", "trait:Pact"]),  # traits joined by "or": either
])
def test_a_card_drawn_is_the_draws_what(condition: str, what) -> None:
    trigger = _trigger(condition, name="Sentinel Peak", type_code="location")
    assert trigger["event"] == "draw-cards" and trigger["what"] == what


@pytest.mark.parametrize("kinds", ["Hex or Pact", "[[Hex]] or [[Pact]]"])  # plain, or traits marked as printed
def test_the_engaged_investigator_drawing_is_the_one_the_enemy_is_engaged_with(kinds: str) -> None:
    result = parse_card_text(f"<b>Forced</b> - When the engaged investigator draws a {kinds} card: Gain 1 resource.",
                             name="Wizard", type_code="enemy")
    assert not result.gaps
    assert result.abilities[0].to_situation()["trigger"] == {
        "event": "draw-cards", "who": "investigator-engaged-with-self", "what": ["trait:Hex", "trait:Pact"]}


@pytest.mark.parametrize("condition", [
    "When you draw a Hex card from the encounter deck",  # a deck named: no player's draw
    "When you draw a Hex and Pact card",  # "and": no card is both, as a draw's card
])
def test_a_card_drawn_with_more_than_its_kind_stays_a_gap(condition: str) -> None:
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", name="Watcher", type_code="asset")
    assert [g.category.split(":")[0] for g in result.unsupported] == ["trigger"]


@pytest.mark.parametrize("condition, trigger", [
    ("After The Rougarou takes 1 [per_investigator] damage during a single phase",
     {"event": "damage-dealt", "what": "The Rougarou", "at-least": 1, "per-investigator": True, "within": "phase"}),
    ("After Watcher takes 3 horror during a single round",
     {"event": "horror-dealt", "what": "self", "at-least": 3, "within": "round"}),
])
def test_an_amount_taken_during_a_single_period_is_totalled_over_it(condition: str, trigger: dict) -> None:
    assert _trigger(condition) == trigger
