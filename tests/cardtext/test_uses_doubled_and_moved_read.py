"""A card's uses doubled ("Double the number of ammo or supply tokens on that asset") and moved to a resource pool
with the reminder "(as resources)", read from real cards (development cards)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def test_doubling_uses_of_two_kinds_is_one_count_and_placement_per_kind():
    effects, gaps = _read("Choose an asset controlled by an investigator at your location. Double the number of ammo "
                          "or supply tokens on that asset.", "Contraband", "event")
    assert gaps == []
    doubled = effects[1:]
    assert [e["count"] for e in doubled] == ["ammo-on:chosen", "supply-on:chosen"]  # "ammo or supply", "that asset"
    assert [e["effects"] for e in doubled] == [
        [{"effect": "place-tokens", "tokens": "uses", "amount": 1, "use-type": kind, "to": "chosen"}]
        for kind in ("ammo", "supplies")]


@pytest.mark.parametrize("text", ["Double the number of clues on your location.",
                                  "Double the number of doom tokens on that asset."])
def test_doubling_what_are_not_uses_is_refused(text):
    effects, gaps = _read(text, "Contraband", "event")
    assert effects == [] and gaps == [text.rstrip(".")]


def test_as_resources_restates_uses_moved_to_a_resource_pool():
    text = ("[fast] Exhaust Spirit-Speaker: Choose an asset you control with \"uses (charges).\" Either return that "
            "asset to your hand, or move all charges from that asset to your resource pool <i>(as resources)</i> and "
            "discard that asset.")
    effects, gaps = _read(text, "Spirit-Speaker", "asset")
    assert gaps == []
    either = effects[1]
    assert either["effect"] == "either"
    returned, moved = either["effects"]
    assert returned == {"effect": "move-card", "zone": "hand", "to": "chosen"}
    assert moved["effects"] == [{"effect": "move-tokens", "tokens": "uses", "from": "chosen", "to": "you"},
                                {"effect": "discard", "to": "chosen"}]


def test_as_resources_after_any_other_move_is_still_read_apart():
    """The reminder restates only a move to a resource pool; after a move elsewhere it is the sentence's own business."""
    _, gaps = _read("[fast] Exhaust Spirit-Speaker: Move 1 clue from your location to Spirit-Speaker (as resources).",
                    "Spirit-Speaker", "asset")
    assert gaps
