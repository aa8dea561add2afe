"""The order of a discard pile (Discard Piles): cards go on top as they are discarded, and nothing reorders what is
there — replayed with an event played onto a pile, then the top cards of the deck discarded after it.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import run, world


def test_the_order_of_a_discard_pile_is_never_altered_by_later_discards():
    """[ahlcg/rr/discard-piles] "- The order of cards in a discard pile may not be altered unless a player is
    instructed to do so by a card ability." — Roland's pile holds Old A under Old B; he plays Cache ("Gain 2 resources.
    Discard the top 2 cards of your deck."): Cache goes on top after it resolves, the two cards of his deck under it
    (discarded together: their order between them is not asserted), and Old A and Old B keep their places at the
    bottom."""
    cache = {"name": "Cache", "type": "event", "cost": 0,
             "effects": [{"effect": "gain-resources", "amount": 2}, {"effect": "discard-top", "amount": 2}]}
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Cache"}])
    data["investigators"][0].update(discard=["Old A", "Old B"], hand=[cache], deck=["Card A", "Card B", "Card D"])
    trace = run(data)
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["discard"][:2] == ["Old A", "Old B"]
    assert sorted(roland["discard"][2:4]) == ["Card A", "Card B"] and roland["discard"][4] == "Cache"
