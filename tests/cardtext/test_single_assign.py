"""An enemy's text that its attack's damage and horror go to a single card first (``single_assign.py``): read as the
engine's ``assign-single`` on ``damage-dealt`` / ``horror-dealt``, its source the bearer and its way an attack; any
other wording stays a gap."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

BEAST = ("While assigning damage and horror from Beast of Aldebaran's attack, you must assign as much damage and "
         "horror as possible to a single card before assigning it to another card.")


def test_the_beasts_attack_is_assigned_to_a_single_card_first():
    result = parse_card_text(BEAST, name="Beast of Aldebaran", type_code="enemy")
    read = [a.to_situation() for a in result.abilities]
    assert not result.gaps and [a["applies-to"] for a in read] == [
        {"event": "damage-dealt", "source": "self", "via": "attack"},
        {"event": "horror-dealt", "source": "self", "via": "attack"}]
    assert all(a["assign-single"] is True and a["kind"] == "constant" for a in read)


def test_one_kind_alone_is_one_constant():
    text = ("While assigning damage from Beast of Aldebaran's attacks, you must assign as much damage as possible to "
            "a single card before assigning it to another card.")
    result = parse_card_text(text, name="Beast of Aldebaran", type_code="enemy")
    assert [a.to_situation()["applies-to"]["event"] for a in result.abilities] == ["damage-dealt"] and not result.gaps


@pytest.mark.parametrize("text", [
    BEAST.replace("Beast of Aldebaran's attack", "an enemy's attack"),  # another dealer
    BEAST.replace("as much damage and horror", "as much damage"),  # kinds that differ
])
def test_another_wording_is_no_such_constant(text):
    result = parse_card_text(text, name="Beast of Aldebaran", type_code="enemy")
    assert not any(a.to_situation().get("assign-single") for a in result.abilities) and result.gaps
