"""Constant abilities read from the tree: the subject (and a "while" scope) is whom they govern, the verb what
they do (Constant Abilities; Modifiers; Cannot)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _constants(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k in ("applies-to", "skill-modifier", "cannot", "health-modifier",
                                                              "sanity-modifier")}
            for a in result.abilities if a.kind == "constant"]


HERE = "investigator-at-this-location"


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # a list of card kinds forbidden together
    ("You cannot play assets or events.", "Dissonant Voices", "treachery",
     [{"applies-to": {"event": "play-card", "what": ["asset", "event"], "who": "you"}, "cannot": True}]),
    # a "while you are in this location" scope, before or after: each investigator there
    ("While you are in this location, you get +2 [agility].", "Exhibit Hall", "location",
     [{"applies-to": {"event": "skill-test-begins", "who": HERE, "skill": "agility"}, "skill-modifier": 2}]),
    ("You cannot gain resources while you are in Osborn's General Store.", "Osborn's General Store", "location",
     [{"applies-to": {"event": "gain-resources", "who": HERE}, "cannot": True}]),
    ("Investigators at Museum Entrance cannot gain resources.", "Museum Entrance", "location",
     [{"applies-to": {"event": "gain-resources", "who": HERE}, "cannot": True}]),
    # an enemy's location; a list of four modifiers running over a comma and "and"
    ("Each investigator at Whippoorwill's location gets -1 [willpower], -1 [intellect], -1 [combat], and -1 "
     "[agility].", "Whippoorwill", "enemy",
     [{"applies-to": {"event": "skill-test-begins", "who": HERE, "skill": s}, "skill-modifier": -1}
      for s in ("willpower", "intellect", "combat", "agility")]),
    # the action whose tests it modifies; every skill at once
    ("You get +1 [intellect] while investigating.", "Magnifying Glass", "asset",
     [{"applies-to": {"event": "skill-test-begins", "who": "you", "via": "investigate", "skill": "intellect"},
       "skill-modifier": 1}]),
    ("You get -1 skill value during skill tests.", "Cursed Luck", "treachery",
     [{"applies-to": {"event": "skill-test-begins", "who": "you"}, "skill-modifier": -1}]),
    # health and sanity beside skills: the value of the card or investigator the subject names
    ("You get -1 [willpower] and -1 sanity.", "Dreams of R'lyeh", "treachery",
     [{"applies-to": {"event": "skill-test-begins", "who": "you", "skill": "willpower"}, "skill-modifier": -1},
      {"applies-to": {"event": "horror-dealt", "what": "you"}, "sanity-modifier": -1}]),
    ("Tough Ghoul gets +2 health.", "Tough Ghoul", "enemy",
     [{"applies-to": {"event": "damage-dealt", "what": "self"}, "health-modifier": 2}]),
    ("Each investigator cannot discover clues.", "Search For the Stranger", "agenda",
     [{"applies-to": {"event": "discover-clues", "who": "investigator"}, "cannot": True}]),
    # an enemy's "while you are engaged with it": each investigator it is engaged with, either word order
    ("While you are engaged with Grappling Horror, you cannot move.", "Grappling Horror", "enemy",
     [{"applies-to": {"event": "move", "who": "investigator-engaged-with-self"}, "cannot": True}]),
    ("While O'Bannion's Thug is engaged with you, you cannot gain resources.", "O'Bannion's Thug", "enemy",
     [{"applies-to": {"event": "gain-resources", "who": "investigator-engaged-with-self"}, "cannot": True}]),
])
def test_constant_ability_read_from_the_tree(text: str, name: str, type_code: str,
                                             abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name, type_code) == abilities


@pytest.mark.parametrize(("text", "name", "type_code", "reason"), [
    # a condition the engine's constant abilities cannot hold
    ("While you have 10 or more resources, @self gets +1 fight.", "Dario El-Amin", "enemy",
     "whose count it is ('you') the engine cannot tell"),
    # (a bound on the engaged investigator's remaining sanity is held: engaged_conditions.py; a count of his hand is not)
    ("While engaged with an investigator with 3 or more cards in hand, Screeching Byakhee gets +1 fight and +1 "
     "evade.", "Screeching Byakhee", "enemy", "while a condition holds"),
    # a set of cards the engine's filters cannot compose (a noun that is no card type)
    ("You cannot play Ally tricks.", "Unhallowed Country", "agenda", "not a constant ability"),
    # a health modifier per investigator
    ("Yog-Sothoth gets +6 [per_investigator] fight.", "Yog-Sothoth", "enemy", "not a fixed amount"),
])
def test_a_constant_the_engine_cannot_hold_stays_a_gap_saying_why(text: str, name: str, type_code: str,
                                                                   reason: str) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    (gap,) = result.unsupported
    assert gap.category.startswith("constant:") and reason in gap.reason


@pytest.mark.parametrize(("text", "name", "reason"), [
    # a comparison of two counts, one of which (the Hierophant) the vocabulary has no word for
    ("While you have more clues than the Hierophant, reduce the difficulty of each skill test at North Tower by 1.",
     "North Tower", "a count the engine's vocabulary has no word for"),
    # a clause that is no count nor a card's state at all
    ("While it is your turn, you get +1 [willpower].", "Lucky Charm", "a condition the engine cannot check"),
])
def test_a_refused_constant_condition_gives_the_count_readers_own_reason(text: str, name: str, reason: str) -> None:
    """The gap names why the condition is not read (the count reader's reason), not that constants have no field for
    a condition (they have one: ``condition``)."""
    result = parse_card_text(text, name=name, type_code="location" if name == "North Tower" else "asset")
    reasons = [gap.reason for gap in result.unsupported]
    assert any(reason in r for r in reasons) and not any("no field for the condition" in r for r in reasons)


def test_a_card_that_cannot_make_attacks_of_opportunity() -> None:
    assert _constants("Silas Bishop cannot make attacks of opportunity.", "Silas Bishop", "enemy") == [
        {"applies-to": {"event": "enemy-attack", "source": "self", "via": "opportunity"}, "cannot": True}]


def test_a_location_investigated_using_another_skill() -> None:
    text = "This location is investigated using [agility] instead of the skill indicated by the investigation attempt."
    assert [a.to_situation()["skill-instead"] for a in parse_card_text(text, name="Arkham Woods",
                                                                       type_code="location").abilities] == ["agility"]
    # not on another card type: "this location" has no bearer to name
    assert parse_card_text(text, name="Lantern", type_code="asset").unsupported


def _conditioned(text: str, name: str) -> list[tuple[Any, Any, Any]]:
    result = parse_card_text(text, name=name, type_code="asset")
    assert result.gaps == ()
    return [(a.to_situation()["condition"], a.to_situation()["applies-to"].get("skill"),
             a.to_situation()["applies-to"].get("via")) for a in result.abilities if a.kind == "constant"]


def test_a_while_count_of_the_state_is_the_condition_of_each_modifier() -> None:
    """"While you have 10 or more resources, …", "… while investigating if you have no clues": the count the
    constant ability applies while it holds, on each modifier of its list (Constant Abilities)."""
    rich = {"count": "resource-you-have", "at-least": 10}
    assert _conditioned("While you have 10 or more resources, you get +1 [willpower] and +1 [intellect].",
                        "Dario El-Amin") == [(rich, "willpower", None), (rich, "intellect", None)]
    broke = {"count": "resource-you-have", "at-most": 0}
    assert _conditioned("While you have no resources in your resource pool, you get +1 [willpower], +1 [intellect], "
                        "+1 [combat], and +1 [agility].", "Dark Horse") == [
        (broke, s, None) for s in ("willpower", "intellect", "combat", "agility")]
    assert _conditioned("You get +2 [intellect] while investigating if you have no clues.", "Newspaper") == [
        ({"count": "clue-you-have", "at-most": 0}, "intellect", "investigate")]


def test_a_while_condition_the_engine_cannot_count_stays_a_gap() -> None:
    text = "While you are at the starting location, you get +1 [willpower]."  # a place the reader does not compose
    (gap,) = parse_card_text(text, name="David Renfield", type_code="asset").unsupported
    assert gap.category == "constant:get"


@pytest.mark.parametrize(("text", "name", "field"), [
    ("Uses (3 supplies). If First Aid has no supplies, discard it.", "First Aid", True),
    ("Uses (4 charges). If Grotesque Statue has no charges, discard it.", "Grotesque Statue", True),
    # not the card's own uses: resources placed on it are not uses (Uses), so the sentence stays a gap
    ("Uses (4 charges). If Grotesque Statue has no secrets, discard it.", "Grotesque Statue", None),
])
def test_a_card_discarded_when_its_own_uses_run_out(text: str, name: str, field: bool | None) -> None:
    result = parse_card_text(text, name=name, type_code="asset")
    assert dict(result.card).get("discard-when-empty") is field
    assert bool(result.unsupported) is (field is None)


def test_a_count_after_a_triggering_condition_is_the_abilitys_condition() -> None:
    """"When X, if you have no clues": X is the trigger; the count is checked when it occurs."""
    text = "[reaction] After you defeat an enemy, if you have 2 or more clues: Gain 1 resource."
    (ability,) = parse_card_text(text, name="Ledger", type_code="asset").abilities
    fields = ability.to_situation()
    assert fields["trigger"] == {"event": "defeated", "who": "you", "what": "enemy"}
    assert fields["condition"] == {"count": "clue-you-have", "at-least": 2} and ability.runnable
    # an "if" that is no count stays the trigger's gap
    assert parse_card_text("[reaction] After you defeat an enemy, if it is an Elite enemy: Gain 1 resource.",
                           name="Ledger", type_code="asset").unsupported
