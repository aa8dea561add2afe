"""The exception of a "cannot" (Cannot; Dealing Damage/Horror; Defeat): "except by …" narrows what the "cannot"
forbids — the filter's ``except`` part, by the occurrence's ``via`` (how a defeat came about) or ``source`` (the
kinds of card excepted, a list composed of traits, "encounter" and card types) — and any other exception stays a
gap saying why."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _cannot(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k not in ("kind", "text")}
            for a in result.abilities if a.kind == "constant"]


def _damaged(what: str, excepted: dict[str, Any]) -> dict[str, Any]:
    return {"applies-to": {"event": "damage-dealt", "what": what, "except": excepted}, "cannot": True}


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # by a list of kinds of card: each a trait (printed capitalised), "encounter", or a card type; any of them
    ("Cannot be damaged except by Spell, Relic, or encounter cards.", "Poltergeist", "enemy",
     [_damaged("self", {"source": ["spell-card", "relic-card", "encounter-card"]})]),
    ("Cannot be damaged except by Spell cards.", "Wraith", "enemy", [_damaged("self", {"source": ["spell-card"]})]),
    ("Cannot be damaged except by asset or event cards.", "Wraith", "enemy",
     [_damaged("self", {"source": ["asset", "event"]})]),
    # "… card effects": only the effects of those cards (not an attack made with one)
    ("Cannot be damaged except by story card effects.", "Hastur", "enemy",
     [_damaged("self", {"source": ["story"], "via": "effect"})]),
    # a named subject; a defeat by how it came about (Defeat: by damage, by horror)
    ("The Man in the Pallid Mask cannot be defeated except by damage.", "Search For the Stranger", "act",
     [{"applies-to": {"event": "defeated", "what": "The Man in the Pallid Mask", "except": {"via": "damage"}},
       "cannot": True}]),
    ("Cannot be defeated except by horror.", "Specter", "enemy",
     [{"applies-to": {"event": "defeated", "what": "self", "except": {"via": "horror"}}, "cannot": True}]),
    # the participles' list shares the exception: each event's filter has it
    ("Cannot be damaged or attacked except by Spell cards.", "Wraith", "enemy",
     [_damaged("self", {"source": ["spell-card"]}),
      {"applies-to": {"event": "fight", "what": "self", "except": {"source": ["spell-card"]}}, "cannot": True}]),
    # by an ability: the card bearing it is the occurrence's source — "his" the subject, "below" the card itself,
    # "on X" the card named; a kind icon describes the ability
    ("The Man in the Pallid Mask cannot be defeated except by his [action] ability.", "Search For the Stranger", "act",
     [{"applies-to": {"event": "defeated", "what": "The Man in the Pallid Mask",
                      "except": {"source": "The Man in the Pallid Mask"}}, "cannot": True}]),
    ("Cannot be damaged or attacked except using the ability on Esoteric Formula.", "Brood", "enemy",
     [_damaged("self", {"source": "Esoteric Formula"}),
      {"applies-to": {"event": "fight", "what": "self", "except": {"source": "Esoteric Formula"}}, "cannot": True}]),
    ("Sophie cannot leave play except through the [reaction] ability below.", "Sophie", "asset",
     [{"applies-to": {"event": "leaves-play", "what": "self", "except": {"source": "self"}}, "cannot": True}]),
    # "by <an ability>" with no "except": the occurrences that ability makes happen are the forbidden ones
    ("Cannot be defeated by its [action] ability.", "Specter", "enemy",
     [{"applies-to": {"event": "defeated", "what": "self", "source": "self"}, "cannot": True}]),
])
def test_an_exception_narrows_the_cannot_by_its_filter(text: str, name: str, type_code: str,
                                                       abilities: list[dict[str, Any]]) -> None:
    assert _cannot(text, name, type_code) == abilities


@pytest.mark.parametrize(("text", "name"), [
    ("Cannot be damaged except by the investigator who drew it.", "Wraith"),  # no kind of card: not recorded
    ("Cannot be attacked except by damage.", "Wraith"),  # "by damage": of a defeat only
])
def test_an_exception_the_engine_records_nothing_of_stays_a_gap_saying_why(text: str, name: str) -> None:
    result = parse_card_text(text, name=name, type_code="enemy")
    (gap,) = result.unsupported
    assert gap.category.startswith("constant:") and "has no field for an exception" in gap.reason


@pytest.mark.parametrize(("text", "bound"), [
    # "during" a stage of the story: the constant's condition on the current act's or agenda's number
    ("Cannot be damaged during act 1 or act 2.", {"count": "act-number", "at-least": 1, "at-most": 2}),
    ("Cannot be attacked during agenda 3 or later.", {"count": "agenda-number", "at-least": 3}),
])
def test_a_cannot_during_a_stage_of_the_story_holds_under_that_condition(text: str, bound: dict[str, Any]) -> None:
    (ability,) = _cannot(text, "Possessed Oathspeaker", "enemy")
    assert ability["cannot"] is True and ability["condition"] == bound


@pytest.mark.parametrize(("text", "reason"), [
    ("Cannot be damaged during your turn.", "has no field for an exception or a time"),  # not a stage of the story
    ("While it is Act 1, Hastur cannot be damaged during agenda 2.", "two conditions"),  # one condition is held
])
def test_a_cannot_during_another_period_stays_a_gap_saying_why(text: str, reason: str) -> None:
    result = parse_card_text(text, name="Possessed Oathspeaker", type_code="enemy")
    (gap,) = result.unsupported
    assert reason in gap.reason


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # an action's gerund: how a clue came to be discovered (Clues: by investigating, or by a card ability)
    ("You cannot discover clues here except by investigating.", "Schoolhouse", "location",
     [{"applies-to": {"event": "discover-clues", "what": "this-location", "who": "you",
                      "except": {"via": "investigate"}}, "cannot": True}]),
    ("You cannot discover clues at this location except by investigating.", "Library", "location",
     [{"applies-to": {"event": "discover-clues", "what": "this-location", "who": "you",
                      "except": {"via": "investigate"}}, "cannot": True}]),
])
def test_a_prohibition_of_a_verb_takes_the_exception_of_how_it_is_done(text: str, name: str, type_code: str,
                                                                       abilities: list[dict[str, Any]]) -> None:
    assert _cannot(text, name, type_code) == abilities


@pytest.mark.parametrize(("text", "name"), [
    ("Straitjacket cannot leave play except by the ability below.", "Straitjacket"),
    ("It cannot leave play except through the [reaction] ability below.", "The King in Yellow"),
])
def test_leaving_play_except_by_the_ability_below_excepts_the_card_bearing_it(text: str, name: str) -> None:
    """Leaves Play: the card whose ability makes it leave play is the occurrence's source — the card itself."""
    assert _cannot(text, name, "asset") == [
        {"applies-to": {"event": "leaves-play", "what": "self", "except": {"source": "self"}}, "cannot": True}]


@pytest.mark.parametrize("text", [
    "You cannot gain resources except by investigating.",  # a gain records no investigation
    "You cannot discover clues here except by fighting.",  # no such way of discovering a clue
])
def test_an_action_the_event_does_not_record_stays_a_gap(text: str) -> None:
    (gap,) = parse_card_text(text, name="Library", type_code="location").unsupported
    assert "has no field for an exception" in gap.reason


@pytest.mark.parametrize("text", [
    "Cannot be investigated by the ability on Esoteric Formula.",  # an investigation records no ability's card
    "Cannot be damaged except by the ability of the investigator.",  # no card named: not an ability's words
])
def test_an_ability_on_an_event_recording_none_stays_a_gap(text: str) -> None:
    result = parse_card_text(text, name="Wraith", type_code="enemy")
    (gap,) = result.unsupported
    assert gap.category.startswith("constant:")
