""""Discard the location (that is) farthest from X" (``card_moves.ranked_location``): the location a superlative of
distance picks, discarded — read from The Way Out's printed sentence (03245)."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _effects(text: str, type_code: str = "act") -> list[dict]:
    result = parse_card_text(text, name="The Way Out", type_code=type_code)
    return [e for a in result.abilities for e in a.to_situation().get("effects", [])]


def test_the_way_out_discards_the_location_farthest_from_the_gate():
    effects = _effects("Forced - At the end of the round, if The Gate to Hell is in play: Discard the location that is "
                       "farthest from The Gate to Hell.")
    assert [{k: v for k, v in e.items() if k != "text"} for e in effects] == [
            {"effect": "discard", "to": "farthest-from:The Gate to Hell;each-location"}]


def test_the_nearest_location_from_a_named_one_is_discarded_alike():
    effects = _effects("Revelation - Discard the location nearest to Hallway.", type_code="treachery")
    assert [{k: v for k, v in e.items() if k != "text"} for e in effects] == [
        {"effect": "discard", "to": "nearest-from:Hallway;each-location"}]
