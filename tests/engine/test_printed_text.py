"""Situations from printed text: a card given only its `text:` is parsed (explicit abilities win),
an unparsed fragment is an error naming the field, the line and the fragment; a card only named is
filled in from a card catalogue passed in as a lookup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from kb.engine import SituationError, load_example, parse_situation, replay, situation_from_data
from kb.engine.answer import answer

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


def test_an_ability_with_words_the_engine_cannot_run_says_so_at_the_step_it_resolves():
    """Never silently wrong: Guard Dog's reaction keeps its moment (when an attack deals it damage);
    at that step the trace says which words are not replayed, and the answer depends on them."""
    data = yaml.safe_load((DATA / "guard_dog_from_text.yaml").read_text(encoding="utf-8").replace(
        "Deal 1 damage to the attacking enemy.", "Deal 1 damage to the attacking enemy. Shuffle your discard pile."))
    data["question"] = "When does Guard Dog's reaction resolve, against the play of .45 Automatic?"
    trace = replay(situation_from_data(data))
    used = next(s for s in trace.steps if s.kind.value == "ability" and s.card == "Guard Dog")
    note = trace.steps[used.n]  # the step after it, inside it
    assert note.depth == used.depth + 1 and note.text.startswith("Not modelled: Guard Dog: this ability is not "
                                                                  "replayed, for \u201cShuffle your discard pile\u201d")
    assert note.rules == ("ahlcg/rr/golden-rules",)
    assert not any("Guard Dog deals 1 damage" in s.text for s in trace.steps)  # nothing of it half-replayed
    said = answer(trace.to_dict())
    assert "It depends on" in said["sentence"] and "Shuffle your discard pile" in said["sentence"]


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


def test_a_clause_with_no_moment_to_stand_at_is_left_out_and_said_when_the_replay_starts():
    data = yaml.safe_load((DATA / "guard_dog_from_text.yaml").read_text(encoding="utf-8"))
    data["cards"].append({"name": "Charm", "type": "asset", "controller": "Roland Banks", "text":
                          "Each card in your hand counts as 2 cards for the purposes of counting your hand size. "
                          "[reaction] After you draw a card, "
                          "if it is a weakness: Gain 1 resource."})
    trace = replay(situation_from_data(data))
    notes = [u for u in trace.to_dict()["unresolved"] if u["text"].startswith("cards[3].text: not replayed")]
    assert [n["text"].split("\u201d", 1)[0] for n in notes] == [
        "cards[3].text: not replayed: Charm's \u201cEach card in your hand counts as 2 cards for the purposes of "
        "counting your hand size.",
        "cards[3].text: not replayed: Charm's \u201c[reaction] After you draw a card, if it is a weakness: Gain 1 "
        "resource."]
    assert "for \u201cAfter you draw a card, if it is a weakness\u201d" in notes[1]["text"]
    assert all(n["rules"] == ["ahlcg/rr/golden-rules"] for n in notes)


def test_an_event_whose_own_text_has_a_gap_is_played_as_not_replayed_never_as_half_of_it():
    """Half a play is never replayed: the draw this event's text reads is not played without the play
    restriction the engine cannot check; its play says, at that step, which words it lacks."""
    data = yaml.safe_load((DATA / "guard_dog_from_text.yaml").read_text(encoding="utf-8"))
    data["investigators"][0]["hand"] = [{"name": "Trail Sign", "type": "event", "cost": 0, "text":
                                         "Play only if you are at the starting location. Draw 2 cards."}]
    data["investigators"][0]["deck"] = ["Card A", "Card B"]
    data["do"] = [{"who": "Roland Banks", "action": "play", "card": "Trail Sign"}]
    trace = replay(situation_from_data(data))
    note = next(s for s in trace.steps if s.text.startswith("Not modelled: Trail Sign"))
    assert "this event is not replayed, for \u201cyou are at the starting location\u201d" in note.text
    assert not any("draws" in s.text and "Roland Banks" in s.text for s in trace.steps)
