"""A card in hand counting as several for the hand size (Hand Size; upkeep step 4.5): "While you are at Backstage, each
hidden treachery in your hand counts as 3 cards instead of 1 for the purposes of counting your hand size". At 4.5 the
hand is counted with each hidden treachery as 3 while its holder is at the location; the hidden card itself is never
discarded (Hidden), so the other cards go, down to the maximum."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

COUNTS = {"kind": "constant", "applies-to": {"event": "check-hand-size", "who": "investigator-at-this-location",
                                             "source": "hidden-treachery"}, "hand-count": 3,
          "text": "While you are at Backstage, each hidden treachery in your hand counts as 3 cards instead of 1 for "
                  "the purposes of counting your hand size."}


def _world(world, *, at: str, cards: int) -> dict:
    world["locations"][0]["name"] = "Backstage"
    world["locations"][0]["abilities"] = [COUNTS]
    world["locations"][1]["connections"] = ["Backstage"]
    for person in world["investigators"]:
        person["location"] = "Attic"
    world["investigators"][0]["location"] = at
    world["investigators"][0]["hand"] = [{"name": "Whispers", "type": "treachery", "keywords": ["hidden"]}] + [
        {"name": f"Card {k}", "type": "event", "cost": 9} for k in range(cards)]
    world.update({"round": 2, "start": "4.5", "until": "4.5", "do": []})
    return world


def _hand(trace) -> list[str]:
    return trace.final_state["investigators"]["Roland"]["hand"]


def test_at_the_location_a_hidden_treachery_counts_as_3_and_other_cards_are_discarded(world, run, find):
    # 1 hidden treachery (3) + 6 cards = 9 > 8: 1 card discarded; the hidden card stays
    trace = run(_world(world, at="Backstage", cards=6))
    said = find(trace, "Whispers counts as 3 cards in Roland's hand for its hand size: Backstage")
    assert "ahlcg/rr/hand-size" in trace.steps[said].rules
    assert said < find(trace, "Roland chooses and discards Card 5")
    assert "Whispers" in _hand(trace) and len(_hand(trace)) == 6


def test_elsewhere_each_card_counts_once(world, run):
    trace = run(_world(world, at="Attic", cards=6))
    assert not any("counts as 3 cards" in s.text for s in trace.steps)
    assert len(_hand(trace)) == 7 and not any("discards" in s.text for s in trace.steps)


def test_a_card_that_is_not_hidden_counts_once_at_the_location(world, run):
    data = _world(world, at="Backstage", cards=6)
    data["investigators"][0]["hand"][0]["keywords"] = []
    trace = run(data)
    assert len(_hand(trace)) == 7 and not any("counts as 3 cards" in s.text for s in trace.steps)


def test_the_count_is_for_the_hand_size_check_only(world):
    data = _world(world, at="Backstage", cards=0)
    data["locations"][0]["abilities"] = [dict(COUNTS, **{"applies-to": {"event": "slot-limit", "who": "you"}})]
    with pytest.raises(SituationError, match="'hand-count' is for a constant ability that applies to "
                                             "'check-hand-size'"):
        situation_from_data(data)
