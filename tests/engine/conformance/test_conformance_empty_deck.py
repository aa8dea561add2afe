"""Shuffling a card into an empty deck (FAQ 1.13), and a card removed from the game (Removed from Game), replayed
from the sentences.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, run, world


def _second_wind(deck):
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Second Wind"}])
    data["investigators"][0]["deck"] = deck
    data["investigators"][0]["hand"] = [{"name": "Second Wind", "type": "event", "cost": 0, "effects": [
        *gain(), {"effect": "shuffle-into"}]}]
    return data


def test_a_card_being_played_is_discarded_instead_of_shuffled_into_an_empty_deck():
    """[ahlcg/faq/1-13] "A single card cannot be shuffled into an empty player deck or encounter deck via card effect."
    "If this shuffling would occur during the playing or revelation of a card that is typically discarded after it is
    resolved, such as an event or treachery card, it is discarded." [ahlcg/rr/discard-piles] "(Added in FAQ, section ’Game Play’, point
    1.13) A single card cannot be shuffled into an empty player deck or encounter deck via card effect." — Roland's
    deck is empty: Second Wind goes to his discard pile; with a card in the deck, it is shuffled in."""
    trace = run(_second_wind([]))
    k = at(trace, "Second Wind cannot be shuffled into Roland Banks's deck: it is empty")
    assert "it is discarded instead" in trace.steps[k].text and "ahlcg/faq/1-13" in trace.steps[k].rules
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["discard"] == ["Second Wind"] and roland["resources"] == 6
    trace = run(_second_wind(["Card A"]))
    at(trace, "Second Wind is shuffled into Roland Banks's deck")
    assert trace.final_state["investigators"]["Roland Banks"]["discard"] == []


def test_any_other_card_stays_where_it_is_rather_than_shuffled_into_an_empty_deck():
    """[ahlcg/faq/1-13] "Otherwise, the card remains in its current game area." — "Shuffle the Ghoul into the encounter
    deck" with no encounter deck: the Ghoul stays at the Attic, in play."""
    lantern = {"name": "Lantern", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [{"effect": "shuffle-into", "to": "Ghoul", "deck": "encounter"}]}]}
    ghoul = {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3}
    data = world(cards=[lantern, ghoul], do=[{"who": "Roland Banks", "action": "activate", "card": "Lantern"}])
    data["encounter-deck"] = []
    trace = run(data)
    at(trace, "Ghoul cannot be shuffled into the encounter deck: it is empty")
    assert absent(trace, "Ghoul leaves play")
    assert trace.final_state["cards"]["Ghoul"]["zone"] == "play"
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Attic"


def test_a_card_removed_from_the_game_with_no_duration_stays_removed():
    """[ahlcg/rr/removed-from-game] "If there is no specified duration, a card that has been removed from the game is
    considered removed until the end of the game." — Burn removes itself from the game; when Roland's empty deck is
    refilled from his discard pile, Burn is not among the cards, and it is still removed at the end."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Burn"},
                     {"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["deck"] = []
    data["investigators"][0]["discard"] = ["Old Map"]
    data["investigators"][0]["hand"] = [{"name": "Burn", "type": "event", "cost": 0, "effects": [
        *gain(), {"effect": "move-card", "zone": "removed"}]}]
    trace = run(data)
    removed = at(trace, "Burn is removed from the game")
    assert removed < at(trace, "Roland Banks draws")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert "Burn" not in roland["hand"] and "Burn" not in roland["discard"]
    assert roland["hand"] == ["Old Map"]
    assert trace.final_state["cards"]["Burn"]["zone"] == "removed"
