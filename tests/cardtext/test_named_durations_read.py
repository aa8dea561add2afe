"""Durations that name their end: a phase by name ("until the end of the investigation phase": the end of that phase,
``until-end-of-investigation-phase``) and an end event, the card itself readying ("Until Mr. Peabody readies, …":
``until-source-readies``), read on any instruction that takes a duration."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, type_code: str, name: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [e for a in result.abilities for e in a.to_situation().get("effects", [])]


@pytest.mark.parametrize("phase", ["mythos", "investigation", "enemy", "upkeep"])
def test_the_end_of_a_named_phase_is_its_own_duration(phase: str) -> None:
    effects = _effects(f"[fast] Exhaust Smoke: You get +1 [combat] until the end of the {phase} phase.", "asset",
                       "Smoke")
    assert [e["duration"] for e in effects] == [f"until-end-of-{phase}-phase"]


def test_a_named_phase_in_one_option_of_a_choice() -> None:
    text = ("<b>Forced</b> - After Young Psychopath engages you: You must either take 1 horror, or Young Psychopath "
            "gets +3 fight until the end of the investigation phase.")
    (either,) = _effects(text, "enemy", "Young Psychopath")
    horror, fight = either["effects"]
    assert horror == {"effect": "deal-horror", "amount": 1, "to": "you"}
    assert fight["duration"] == "until-end-of-investigation-phase" and fight["to"] == "self"
    assert fight["difficulty-modifier"] == 3


def test_until_the_card_readies_opens_the_sentence_and_covers_each_of_its_instructions() -> None:
    text = ("[action] Exhaust Mr. Peabody: Choose a location. Until Mr. Peabody readies, that location gets -1 shroud "
            "and gains the [[Passageway]] trait.")
    choose, shroud, trait = _effects(text, "asset", "Mr. Peabody")
    assert choose == {"effect": "choose", "to": "a-location"}
    assert {shroud["duration"], trait["duration"]} == {"until-source-readies"}
    assert shroud["to"] == trait["to"] == "chosen"
    assert shroud["difficulty-modifier"] == -1 and trait["gains-traits"] == ["Passageway"]


def test_another_card_readying_is_no_duration_the_engine_has() -> None:
    """Only the card's own readying is the end event read: "Until Roland readies" on another card stays a gap."""
    result = parse_card_text("[action] Exhaust Smoke: Until Mr. Peabody readies, you get +1 [combat].",
                             name="Smoke", type_code="asset")
    assert result.gaps != ()


NWAF = ('Commit to a skill test only if you are engaged with an enemy.\nFor each enemy engaged with you, "Not without '
        'a fight!" gains [willpower] [combat] [agility].')


def test_a_skill_cards_icons_gained_for_each_of_a_count_while_committed() -> None:
    result = parse_card_text(NWAF, name='"Not without a fight!"', type_code="skill")
    assert result.gaps == ()
    constant = result.abilities[1].to_situation()
    assert constant["gains-icons"] == ["willpower", "combat", "agility"]
    assert constant["for-each"] == "enemy-engaged-with-you"
    assert constant["condition"] == {"card": "self", "state": "committed"}


def test_icons_for_every_n_of_a_count_stay_a_gap() -> None:
    text = "For every 2 enemies engaged with you, Smoke gains [combat]."
    assert parse_card_text(text, name="Smoke", type_code="skill").gaps != ()
