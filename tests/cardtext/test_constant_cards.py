"""Constant abilities governing a card (Constant Abilities; Modifiers; Cannot): the subject a card — itself, this
location, the card it is attached to, one named — and the verb what it gets or what cannot be done to it."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _constants(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k not in ("kind", "text")}
            for a in result.abilities if a.kind == "constant"]


def _tested(via: str, what: str, n: int) -> dict[str, Any]:
    return {"applies-to": {"event": "skill-test-begins", "via": via, "what": what}, "difficulty-modifier": n}


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # the card it is attached to: "attached location / enemy" (the grammar reads "Attached" as a verb)
    ("Attached location gets +2 shroud.", "Obscuring Fog", "treachery", [_tested("investigate", "attached", 2)]),
    ("Attached enemy gets +1 fight and +1 health.", "Towering Beasts", "treachery",
     [_tested("fight", "attached", 1), {"applies-to": {"event": "damage-dealt", "what": "attached"},
                                          "health-modifier": 1}]),
    # a card by its printed name; the card itself
    ("Hastur gets +2 fight.", "Madness Dies", "act", [_tested("fight", "Hastur", 2)]),
    ("Ghoul Priest gets -1 evade.", "Ghoul Priest", "enemy", [_tested("evade", "self", -1)]),
    # the passive "cannot be": the event done to it forbidden, a list of participles one ability each
    ("Parlor Car cannot be investigated.", "Parlor Car", "location",
     [{"applies-to": {"event": "investigate", "what": "self"}, "cannot": True}]),
    ("The attached location cannot be investigated.", "Locked Door", "treachery",
     [{"applies-to": {"event": "investigate", "what": "attached"}, "cannot": True}]),
    ("Hastur cannot be defeated.", "Madness Coils", "agenda",
     [{"applies-to": {"event": "defeated", "what": "Hastur"}, "cannot": True}]),
    ("Cannot be damaged.", "The Organist", "enemy",
     [{"applies-to": {"event": "damage-dealt", "what": "self"}, "cannot": True}]),
    # a name with lower-case words inside; predicates sharing the subject
    ("The Man in the Pallid Mask cannot be defeated.", "Search For the Stranger", "act",
     [{"applies-to": {"event": "defeated", "what": "The Man in the Pallid Mask"}, "cannot": True}]),
    ("Hastur gets +1 fight and cannot be defeated.", "Madness Drowns", "agenda",
     [_tested("fight", "Hastur", 1), {"applies-to": {"event": "defeated", "what": "Hastur"}, "cannot": True}]),
    ("Umbral Horror cannot be attacked or evaded.", "Umbral Horror", "enemy",
     [{"applies-to": {"event": "fight", "what": "self"}, "cannot": True},
      {"applies-to": {"event": "evade", "what": "self"}, "cannot": True}]),
    # "flipped over" (the particle part of the verb); "unless X": the "cannot" holds while X does not — at least 5
    # per investigator turned over is fewer than that
    ("Palace of the King cannot be flipped over unless Hastur has at least 5 [per_investigator] damage on him.",
     "Palace of the King", "location",
     [{"applies-to": {"event": "flip", "what": "self"}, "cannot": True,
       "condition": {"count": "damage-on:Hastur", "fewer-than": 5, "per-investigator": True}}]),
    ("Hastur cannot be defeated unless Hastur has 3 or more damage on him.", "Madness Dies", "agenda",
     [{"applies-to": {"event": "defeated", "what": "Hastur"}, "cannot": True,
       "condition": {"count": "damage-on:Hastur", "at-most": 2}}]),
    # "unless" a phrase remembered: the restriction holds while no investigator remembers it (campaign_counts.py)
    ('Hastur cannot be defeated unless an investigator "know the secret."', "Madness Dies", "agenda",
     [{"applies-to": {"event": "defeated", "what": "Hastur"}, "cannot": True,
       "condition": {"count": "remembered:know the secret", "at-most": 0}}]),
])
def test_a_constant_governing_a_card_read_from_the_tree(text: str, name: str, type_code: str,
                                                        abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name, type_code) == abilities


@pytest.mark.parametrize(("text", "name", "reason"), [
    # "unless" a condition the engine cannot check or turn over (a place of "an investigator")
    ("Hastur cannot be defeated unless an investigator is at the Palace.", "Madness Dies", "cannot check or turn over"),
    ("Yog-Sothoth gets +6 [per_investigator] fight.", "Yog-Sothoth", "not a fixed amount"),
])
def test_a_card_constant_the_engine_cannot_hold_stays_a_gap_saying_why(text: str, name: str, reason: str) -> None:
    result = parse_card_text(text, name=name, type_code="act")
    (gap,) = result.unsupported
    assert gap.category.startswith("constant:") and reason in gap.reason


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # an instruction to modify a cost: the verb the sign, "by N" the amount, the "while" scope whom it governs
    ("While you are in Lighting Box, increase the resource cost of each card in your hand by 2.", "Lighting Box",
     "location", [{"applies-to": {"event": "play-card", "who": "investigator-at-this-location"}, "cost-modifier": 2}]),
    ("While you are at Faubourg Marigny, reduce the cost of each asset you play by 1.", "Faubourg Marigny",
     "location", [{"applies-to": {"event": "play-card", "who": "investigator-at-this-location", "what": "asset"},
                   "cost-modifier": -1}]),
    ("Reduce the cost of each event you play by 1.", "Sleight", "asset",
     [{"applies-to": {"event": "play-card", "who": "you", "what": "event"}, "cost-modifier": -1}]),
    # a skill test's difficulty: where the tests are made, or while which action
    ("Each skill test performed at attached location gets +1 difficulty.", "Spectral Mist", "treachery",
     [{"applies-to": {"event": "skill-test-begins", "who": "investigator-at-this-location"},
       "difficulty-modifier": 1}]),
    ("Reduce the difficulty of each skill test you perform by 1.", "Lens", "asset",
     [{"applies-to": {"event": "skill-test-begins", "who": "you"}, "difficulty-modifier": -1}]),
])
def test_an_instruction_to_modify_a_cost_or_difficulty_is_a_constant(text: str, name: str, type_code: str,
                                                                     abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name, type_code) == abilities


def test_a_cost_modifier_to_cards_no_filter_composes_stays_a_gap_saying_why() -> None:
    result = parse_card_text("While you are in Easttown, reduce the cost of each strange asset you play by 2.",
                             name="Easttown", type_code="location")
    (gap,) = result.unsupported
    assert "no filter of the engine composes them" in gap.reason


@pytest.mark.parametrize(("text", "name", "type_code", "who"), [
    ("You cannot commit skill cards to skill tests.", "Whispers in Your Head", "treachery", "you"),
    ("While you are in Schoolhouse, you cannot commit skill cards to skill tests.", "Schoolhouse", "location",
     "investigator-at-this-location"),
])
def test_a_card_kind_before_cards_narrows_what_cannot_be_done(text: str, name: str, type_code: str, who: str) -> None:
    assert _constants(text, name, type_code) == [
        {"applies-to": {"event": "commit-card", "what": "skill", "who": who}, "cannot": True}]


@pytest.mark.parametrize(("text", "name", "reason"), [
    ("Main Path is connected to each Woods location that is revealed.", "Main Path",
     "a connection stated on the card in words the reader does not compose"),
    ("Key Room is connected to the location across of it.", "Key Room",
     "a connection by the board's layout in words the reader does not compose"),
])
def test_a_connection_in_words_not_composed_stays_a_gap_saying_what_is_read(text: str, name: str,
                                                                             reason: str) -> None:
    result = parse_card_text(text, name=name, type_code="location")
    (gap,) = result.unsupported
    assert gap.category == "constant:connect" and reason in gap.reason
