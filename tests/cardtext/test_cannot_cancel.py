"""The passive frame "<what> cannot be canceled" (:mod:`kb.cardtext.cannot_cancel`): its subject is the card itself (a
cancel of its effects, drawing or attacks is forbidden) or its attacks (``via: attack``); either spelling; another
subject is not read as it; "Cannot be canceled." after an ability's effects is that ability's (``cannot-be-canceled``),
and stays a gap after a revelation's."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _applies(text: str, name: str = "Ghoul", type_code: str = "enemy") -> list[dict[str, object]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [a.to_situation()["applies-to"] for a in result.abilities if a.to_situation().get("cannot")]


ITS_ATTACKS = [{"event": "cancel", "what": "self", "via": "attack"}]
ITSELF = [{"event": "cancel", "what": "self"}]


@pytest.mark.parametrize(("text", "applies"), [
    ("Ghoul's attacks cannot be canceled.", ITS_ATTACKS),
    ("Its attacks cannot be cancelled.", ITS_ATTACKS),
    ("Attacks made by Ghoul cannot be canceled.", ITS_ATTACKS),
    ("Ghoul cannot be canceled.", ITSELF),
    ("Its effects cannot be canceled.", ITSELF),
])
def test_what_cannot_be_canceled_is_the_card_or_its_attacks(text, applies):
    assert _applies(text) == applies


def test_a_real_enemy_among_its_keywords():
    result = parse_card_text("Hunter. Retaliate.\nSebastien Moreau's attacks cannot be canceled.",
                             name="Sebastien Moreau", type_code="enemy")
    assert result.gaps == () and [a.to_situation()["applies-to"] for a in result.abilities] == ITS_ATTACKS


def test_another_subject_is_not_read_as_what_cannot_be_canceled():
    result = parse_card_text("Enemy attacks cannot be canceled.", name="Odd", type_code="treachery")
    assert result.gaps and not any(a.to_situation().get("cannot") for a in result.abilities)


@pytest.mark.parametrize("text, kind", [
    ("<b>Forced</b> - When a location leaves play: Move each investigator and unengaged enemy at that location to "
     "Another Dimension. Cannot be canceled.", "forced"),  # Another Dimension, as printed
    ("[reaction] After you draw a card: Gain 1 resource. This ability cannot be canceled.", "reaction"),
])
def test_cannot_be_canceled_after_an_abilitys_effects_is_that_abilitys(text, kind):
    """:mod:`kb.cardtext.uncancelable_ability`: the sentence is cut from the effects and carried by the ability."""
    result = parse_card_text(text, name="Another Dimension", type_code="location")
    (ability,) = [a.to_situation() for a in result.abilities]
    assert not result.gaps and ability["kind"] == kind and ability["cannot-be-canceled"] is True
    assert all(e["effect"] != "cancel" for e in ability["effects"])


def test_cannot_be_canceled_after_a_revelation_or_alone_stays_a_gap_with_its_category():
    for text in ("<b>Revelation</b> - Lose 1 resource. Cannot be canceled.",
                 "[reaction] After you draw a card: Cannot be canceled."):
        result = parse_card_text(text, name="Odd", type_code="treachery")
        reasons = [u.reason for u in result.unsupported if u.category == "effect:cancel"]
        assert reasons and "an ability that cannot be canceled" in reasons[0]
        assert not any(a.to_situation().get("cannot-be-canceled") for a in result.abilities)
