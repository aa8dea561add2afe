"""What an investigator can hold, as constant abilities change it (``procedures/capacities.py``): the maximum hand
size the upkeep phase checks (Hand Size; 4.5) and the number of slots of a type (Slots)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from kb.engine import SituationError

sys.path.insert(0, str(Path(__file__).parent / "conformance"))

from rulecases import absent, at, run, world  # noqa: E402


def _upkeep(cards_in_hand: int, *constants: dict) -> dict:
    data = world(round=2, start="4.5", until="4.5", cards=list(constants))
    data["investigators"][0]["hand"] = [{"name": f"Card {k}", "type": "event", "cost": 9}
                                        for k in range(cards_in_hand)]
    return data


def _constant(name: str, text: str, who: str, n: int, **more) -> dict:
    return {"name": name, "type": "treachery", "threat-area": "Roland Banks", **more, "abilities": [{"kind": "constant", "text": text, "applies-to": {"event": "check-hand-size",
                                                                                     "who": who},
                                   "amount-modifier": n}]}


def test_a_reduced_maximum_hand_size_discards_down_to_the_reduced_maximum():
    """[ahlcg/rr/hand-size] "Your maximum hand size is reduced by 5": at 4.5, 6 cards are 3 over 3."""
    trace = run(_upkeep(6, _constant("Drawing the Sign", "Your maximum hand size is reduced by 5.", "you", -5)))
    said = at(trace, "Roland Banks's maximum hand size -5 (8 \u2192 3): Drawing the Sign")
    assert said < at(trace, "Roland Banks chooses and discards")
    assert len(trace.final_state["investigators"]["Roland Banks"]["hand"]) == 3
    assert absent(trace, "Agnes Baker's maximum hand size")  # "your": the threat area's investigator only


def test_an_increased_maximum_keeps_more_cards():
    """[ahlcg/rr/hand-size] "Your maximum hand size is increased by 2": 10 cards are kept."""
    trace = run(_upkeep(10, _constant("Laboratory Assistant", "Your maximum hand size is increased by 2.", "you", 2)))
    at(trace, "maximum hand size +2 (8 \u2192 10)")
    assert absent(trace, "chooses and discards")
    assert len(trace.final_state["investigators"]["Roland Banks"]["hand"]) == 10


def test_a_modifier_for_each_investigator_applies_to_every_hand_and_never_below_zero():
    """[ahlcg/rr/hand-size] "Each investigator's maximum hand size is reduced by 3 …", and a maximum of 8 reduced by
    9 is 0 (Modifiers)."""
    trace = run(_upkeep(2, _constant("Dead of Night", "…", "investigator", -9)))
    at(trace, "Roland Banks's maximum hand size -9 (8 \u2192 0)")
    at(trace, "Agnes Baker's maximum hand size -9 (8 \u2192 0)")
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == []


def test_a_modifier_out_of_play_changes_nothing():
    """[ahlcg/rr/hand-size] a card in the discard pile is not in play: its constant ability is not active."""
    card = _constant("Drawing the Sign", "…", "you", -5)
    card.pop("threat-area")
    data = _upkeep(6)
    data["investigators"][0]["discard"] = [card]
    trace = run(data)
    assert absent(trace, "maximum hand size -5")
    assert len(trace.final_state["investigators"]["Roland Banks"]["hand"]) == 6


def _slot_constant(slot: str, n: int) -> dict:
    return {"name": "Book of Shadows", "type": "asset", "cost": 0, "controller": "Roland Banks",
            "abilities": [{"kind": "constant", "text": f"You have {n} additional {slot} slot.",
                           "applies-to": {"event": "slot-limit", "who": "you", "what": f"{slot}-slot"},
                           "amount-modifier": n}]}


def _play(card: dict, *in_play: dict) -> dict:
    data = world(cards=[{**c, "controller": "Roland Banks"} for c in in_play],
                 do=[{"who": "Roland Banks", "action": "play", "card": card["name"]}])
    data["investigators"][0]["hand"] = [card]
    return data


def _spell(name: str) -> dict:
    return {"name": name, "type": "asset", "cost": 0, "slots": ["arcane"]}


def test_an_additional_slot_holds_one_more_asset_of_its_type():
    """[ahlcg/rr/slots] "You have 1 additional arcane slot": a third arcane asset enters with no discard."""
    trace = run(_play(_spell("Spell C"), _spell("Spell A"), _spell("Spell B"), _slot_constant("arcane", 1)))
    at(trace, "Roland Banks's arcane slots +1 (2 \u2192 3): Book of Shadows")
    assert absent(trace, "slot limit")
    assert all(c["zone"] == "play" for c in trace.final_state["cards"].values())


def test_an_additional_slot_of_another_type_does_not_help():
    """[ahlcg/rr/slots] an additional ally slot leaves the arcane slots at 2: the third arcane asset discards one."""
    trace = run(_play(_spell("Spell C"), _spell("Spell A"), _spell("Spell B"), _slot_constant("ally", 1)))
    assert absent(trace, "arcane slots +1")
    at(trace, "Spell C would put Roland Banks above the slot limit (1 arcane slot over)")


def test_printed_texts_read_into_the_same_modifiers():
    """The card reader's constants run as written: Drawing the Sign's "Your maximum hand size is reduced by 5" in a
    threat area, and Book of Shadows' "You have 1 additional arcane slot" in play."""
    sign = {"name": "Drawing the Sign", "type": "treachery", "threat-area": "Roland Banks",
            "text": "Your maximum hand size is reduced by 5."}
    trace = run(_upkeep(4, sign))
    at(trace, "Roland Banks's maximum hand size -5 (8 \u2192 3): Drawing the Sign")
    assert len(trace.final_state["investigators"]["Roland Banks"]["hand"]) == 3
    book = {"name": "Book of Shadows", "type": "asset", "cost": 0, "text": "You have 1 additional arcane slot."}
    trace = run(_play(_spell("Spell C"), _spell("Spell A"), _spell("Spell B"), book))
    assert absent(trace, "slot limit")


def test_an_enemy_whose_printed_text_has_it_enter_play_exhausted_spawns_exhausted():
    """Enters Play, from the printed text "Emergent Monstrosity enters play exhausted." (the card's enters-play)."""
    monstrosity = {"name": "Emergent Monstrosity", "type": "enemy", "health": 4,
                   "text": "Emergent Monstrosity enters play exhausted."}
    data = world(**{"encounter-deck": [monstrosity]})
    data["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"}]
    trace = run(data)
    assert at(trace, "Emergent Monstrosity enters play exhausted") < at(trace, "spawns engaged with Roland Banks")
    assert trace.final_state["cards"]["Emergent Monstrosity"]["exhausted"] is True


@pytest.mark.parametrize("event", ["check-hand-size", "slot-limit"])
def test_a_value_a_constant_changes_is_no_timing_point(event):
    """Never silently wrong: no trigger names the hand-size check or the slot limit (they are values a constant's
    applies-to changes, never raised as timing points), so an ability that would wait for one is refused."""
    data = world()
    data["investigators"][0]["abilities"] = [{"kind": "reaction", "timing": "after", "trigger": {"event": event},
                                              "effects": [{"effect": "gain-resources", "amount": 1}]}]
    with pytest.raises(SituationError, match="not a timing point"):
        run(data)


def _bandolier() -> dict:
    return {"name": "Bandolier", "type": "asset", "cost": 0, "controller": "Roland Banks",
            "text": "You have 1 additional hand slot, which can only be used to hold a Weapon asset."}


def _hand(name: str, *traits: str) -> dict:
    return {"name": name, "type": "asset", "cost": 0, "slots": ["hand"], "traits": list(traits)}


def test_a_slot_that_holds_only_some_assets_holds_one_of_them():
    """[ahlcg/rr/slots] Bandolier's Weapon-only hand slot holds the Machete: with a Lamp and a Knife in the two hand
    slots, it enters with no discard."""
    trace = run(_play(_hand("Machete", "Weapon"), _hand("Knife", "Weapon"), _hand("Lamp", "Item"), _bandolier()))
    at(trace, "Roland Banks has +1 hand slot that can hold only some assets (Knife, Machete can be held there): "
              "Bandolier")
    assert absent(trace, "slot limit")


def test_a_slot_that_holds_only_some_assets_takes_the_one_it_can_and_frees_another():
    """[ahlcg/rr/slots] the Knife moves to the Weapon-only slot, so a Torch fits beside the Lamp."""
    trace = run(_play(_hand("Torch", "Item"), _hand("Knife", "Weapon"), _hand("Lamp", "Item"), _bandolier()))
    assert absent(trace, "slot limit")


def test_an_asset_a_restricted_slot_holds_is_not_discarded_to_make_room_for_another():
    """[ahlcg/rr/slots] "… must choose and discard other assets …": discarding the Knife (held in Bandolier's Weapon
    slot) would make no room for the Torch, so the engine's default discards the first asset whose leaving does."""
    trace = run(_play(_hand("Torch", "Item"), _hand("Knife", "Weapon"), _hand("Lamp", "Item"), _hand("Lens", "Item"),
                      _bandolier()))
    at(trace, "Torch would put Roland Banks above the slot limit (1 hand slot over): Roland Banks chooses to discard "
              "Lamp,")
    cards = trace.final_state["cards"]
    assert (cards["Knife"]["zone"], cards["Lamp"]["zone"], cards["Lens"]["zone"]) == ("play", "discard", "play")


def test_an_entering_state_belongs_to_put_into_play_alone():
    """A situation error, not a silent no-op: 'enters-play' on another effect says where it belongs."""
    data = world()
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "…", "effects": [
        {"effect": "gain-resources", "amount": 1, "enters-play": {"clues": 1}}]}]
    with pytest.raises(SituationError, match="'enters-play'"):
        run(data)
