"""Keywords gained or lost, read from the verb frame "X gains/loses K": by an instruction with a duration (a lasting
effect whose ``to`` is the subject composed: Gains, Lasting Effects), by a designated action "for this attack" (resolved
as its test begins), and by a constant whose subject is an enemy composed with its place; what the engine's cards
cannot hold (a trait or an icon lost) and a keyword with no duration stay gaps saying why; traits gained, named as
printed."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, type_code: str = "event", name: str = "Smoke") -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [e for a in result.abilities for e in a.to_situation().get("effects", [])] or \
        result.to_json()["card"]["effects"]


def _lasting(duration: str, to: str, **fields: list[str]) -> dict[str, Any]:
    return {"effect": "lasting", "duration": duration, "to": to, **fields, "applies-to": {"event": "enters-play"}}


@pytest.mark.parametrize(("text", "effect"), [
    # the subject composed as any noun phrase of cards: each enemy at a place, a referent, a location
    ("Each enemy at your location gains aloof until the end of the round.",
     _lasting("until-end-of-round", "each-enemy-at-your-location", gains=["aloof"])),
    ("Each Monster enemy at your location gains retaliate until the end of the phase.",
     _lasting("until-end-of-phase", "each-monster-enemy-at-your-location", gains=["retaliate"])),
    ("Choose an enemy at your location. That enemy loses hunter until the end of the round.",
     _lasting("until-end-of-round", "chosen", loses=["hunter"])),
    # the object a list of keywords of the engine's table; any printed duration
    ("Each Cultist enemy loses alert until the end of your turn.",
     _lasting("until-end-of-turn", "each-cultist-enemy-in-play", loses=["alert"])),
])
def test_a_keyword_gained_or_lost_for_a_duration_is_a_lasting_effect_on_the_cards_named(
        text: str, effect: dict[str, Any]) -> None:
    assert _effects(text)[-1] == effect


def test_a_keyword_gained_for_this_attack_is_resolved_as_the_designated_test_begins() -> None:
    """Knuckleduster: "The attacked enemy gains retaliate for this attack" is the fight's own (its ``effects``, ST.1),
    so that the enemy has retaliate while the attack is made."""
    text = "[action]: Fight. This attack deals +1 damage. The attacked enemy gains retaliate for this attack."
    (fight,) = _effects(text, "asset", "Knuckleduster")
    assert fight == {"effect": "fight", "damage": 1, "effects": [
        _lasting("for-this-skill-test", "tested-enemy", gains=["retaliate"])]}


@pytest.mark.parametrize(("text", "type_code", "what", "gains"), [
    ("Each Monster enemy at your location gains retaliate.", "asset", "monster-enemy-at-your-location",
     ["retaliate"]),
    ("Fast. Attach Hiding Spot to any location.\nEach non-Elite enemy at attached location gains aloof.", "event",
     "non-elite-enemy-at-attached-location", ["aloof"]),
])
def test_a_constant_gives_keywords_to_enemies_composed_with_their_place(text: str, type_code: str, what: str,
                                                                         gains: list[str]) -> None:
    result = parse_card_text(text, name="Hiding Spot", type_code=type_code)
    assert result.gaps == ()
    (ability,) = [a.to_situation() for a in result.abilities if a.kind == "constant"]
    assert ability["applies-to"] == {"event": "enters-play", "what": what}
    assert ability["gains"] == gains


@pytest.mark.parametrize(("text", "icons"), [
    ("[reaction] After an investigator at your location commits a card to a skill test: That card gains a [wild] icon "
     "until the end of the test.", ["wild"]),
    ("[reaction] After you commit a card to a skill test: That card gains [willpower] [combat] until the end of the "
     "skill test.", ["willpower", "combat"]),
])
def test_skill_icons_gained_for_a_duration_are_a_lasting_effect_one_an_entry(text: str, icons: list[str]) -> None:
    assert _effects(text, "investigator", "Minh Thi Phan") == [
        _lasting("for-this-skill-test", "triggering-what", **{"gains-icons": icons})]


@pytest.mark.parametrize(("text", "effect"), [
    ("[action]: Choose a location. That location gains the Passageway trait until the end of the round.",
     _lasting("until-end-of-round", "chosen", **{"gains-traits": ["Passageway"]})),
    ("[action]: Your location gains the [[Cave]] and [[Passageway]] traits until the end of the phase.",
     _lasting("until-end-of-phase", "your-location", **{"gains-traits": ["Cave", "Passageway"]})),
])
def test_traits_gained_for_a_duration_are_a_lasting_effect_named_as_printed(text: str, effect: dict[str, Any]) -> None:
    assert _effects(text, "asset", "Mr. Peabody")[-1] == effect


def test_a_constant_gives_the_card_a_trait() -> None:
    """Hidden Library's sentence without its "while an enemy is moving" (a condition the engine has no field for)."""
    (ability,) = parse_card_text("Hidden Library gains the [[Passageway]] trait.", name="Hidden Library",
                                 type_code="location").abilities
    assert ability.to_situation()["gains-traits"] == ["Passageway"]


@pytest.mark.parametrize(("text", "reason"), [
    ("[reaction] After you commit a card to a skill test: That card loses a [wild] icon until the end of the test.",
     "losing a skill icon"),
    ("[action]: Choose a location. It loses the Passageway trait until the end of the round.", "or a trait"),
    ("[action]: Each enemy at your location gains aloof.", "no duration"),
])
def test_what_an_instruction_cannot_give_in_the_engine_stays_a_gap_saying_why(text: str, reason: str) -> None:
    (gap,) = parse_card_text(text, name="Minh Thi Phan", type_code="investigator").unsupported
    assert reason in gap.reason
    assert gap.category in ("effect:gain", "effect:lose")
