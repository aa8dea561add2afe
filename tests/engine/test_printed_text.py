"""Situations from printed text: a card given only its `text:` is parsed (explicit abilities win),
an unparsed fragment is an error naming the field, the line and the fragment; a card only named is
filled in from a card catalogue passed in as a lookup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from kb.engine import SituationError, load_example, parse_situation, replay

DATA = Path(__file__).resolve().parent.parent / "data"


def _catalogue():
    cards = json.loads((DATA / "quoted_cards.json").read_text(encoding="utf-8"))
    by_key = {c["code"]: c for c in cards} | {c["name"].casefold(): c for c in cards}
    return lambda key: by_key.get(key) or by_key.get(key.casefold())


def _steps(trace):
    return [(s.n, s.depth, s.kind, s.text, s.rules) for s in trace.steps]


def test_the_guard_dog_question_from_printed_text_replays_as_the_hand_written_example():
    text = (DATA / "guard_dog_from_text.yaml").read_text(encoding="utf-8")
    assert "abilities" not in text
    assert _steps(replay(parse_situation(text))) == _steps(replay(load_example("ex01-nested-sequences")))


def test_the_text_gives_the_card_fields_it_states():
    situation = parse_situation((DATA / "guard_dog_from_text.yaml").read_text(encoding="utf-8"))
    goat = next(c for c in situation.cards if c.name == "Goat Spawn")
    assert "hunter" in goat.keywords
    automatic = situation.investigators[0].hand[0]
    assert automatic.uses == 4 and automatic.abilities[0].designator is not None


def test_an_unparsed_fragment_is_an_error_naming_the_field_the_line_and_the_fragment():
    text = (DATA / "guard_dog_from_text.yaml").read_text(encoding="utf-8").replace(
        "Deal 1 damage to the attacking enemy.", "Deal 1 damage to the attacking enemy. Shuffle your discard pile.")
    with pytest.raises(SituationError) as caught:
        parse_situation(text)
    error = caught.value
    assert error.path == "cards[0].text"
    assert error.line == text.splitlines().index(
        next(l for l in text.splitlines() if "Shuffle your discard" in l)) + 1
    assert "reads but cannot run \u201cShuffle your discard pile\u201d" in str(error)


def test_explicit_abilities_win_over_the_text():
    data = yaml.safe_load((DATA / "guard_dog_from_text.yaml").read_text(encoding="utf-8"))
    data["cards"][0]["text"] = "Anything at all, not parsed."
    data["cards"][0]["abilities"] = []
    situation = parse_situation(yaml.safe_dump(data))
    assert situation.cards[0].abilities == () and situation.cards[0].text == "Anything at all, not parsed."


MINIMAL = """
game: ahlcg
title: From the catalogue
turn: Roland Banks
investigators:
  - {name: Roland Banks, location: Composed Hallway}
  - {code: "01004", location: Composed Hallway}
locations:
  - {name: Composed Hallway}
cards:
  - {name: Guard Dog, controller: Roland Banks}
  - {code: "01180", engaged: Roland Banks, damage: 2}
  - {name: Composed Brute, location: Composed Hallway}
"""


def test_a_card_named_for_the_catalogue_takes_its_numbers_and_text_from_it():
    situation = parse_situation(MINIMAL, catalogue=_catalogue())
    roland, agnes = situation.investigators
    assert (roland.health, roland.sanity, dict(roland.skills)["combat"]) == (9, 5, 4)
    assert agnes.name == "Agnes Baker" and agnes.abilities[0].timing.value == "after"
    dog, goat, brute = situation.cards
    assert (dog.type.value, dog.health, dog.sanity, dog.abilities[0].trigger.event) == ("asset", 3, 1, "damage-dealt")
    assert (goat.name, goat.health, goat.damage, goat.fight, goat.evade, goat.attack_damage) == \
        ("Goat Spawn", 3, 2, 3, 2, 1)
    assert "hunter" in goat.keywords and goat.traits == ("Humanoid", "Monster")
    assert brute.health == 4  # 2 per investigator, two investigators
    assert situation.locations[0].shroud == 2 and situation.locations[0].clues == 2


def test_the_situation_wins_over_the_catalogue():
    text = MINIMAL.replace("{name: Guard Dog, controller: Roland Banks}",
                           "{name: Guard Dog, controller: Roland Banks, health: 5}")
    dog = parse_situation(text, catalogue=_catalogue()).cards[0]
    assert dog.health == 5


def test_a_name_missing_from_the_catalogue_is_an_error_with_its_line():
    with pytest.raises(SituationError) as caught:
        parse_situation(MINIMAL.replace('code: "01180"', 'code: "99999"'), catalogue=_catalogue())
    assert caught.value.path == "cards[1].code" and caught.value.line == 12
    assert "no card with code '99999'" in str(caught.value)


def test_a_code_without_a_catalogue_says_what_is_needed():
    with pytest.raises(SituationError, match="needs a card catalogue"):
        parse_situation(MINIMAL)


def test_every_clause_the_engine_cannot_replay_is_named_not_only_the_first():
    text = (DATA / "guard_dog_from_text.yaml").read_text(encoding="utf-8").replace(
        "Deal 1 damage to the attacking enemy.",
        "Deal 1 damage to the attacking enemy. Shuffle your discard pile. Name a card type.")
    with pytest.raises(SituationError) as caught:
        parse_situation(text)
    message = str(caught.value)
    assert "reads but cannot run \u201cShuffle your discard pile\u201d" in message
    assert "reads but cannot run \u201cName a card type\u201d" in message
    assert "Write these abilities under `abilities:`" in message
