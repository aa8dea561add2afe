"""Replacing an opening hand (FAQ 2.6): the replacing set is the opening hand, and a modifier to the opening hand's
size alters both the cards drawn and the cards kept — replayed on the bundled Sefina Rousseau example.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import at

from kb.engine import load_example, replay


def test_a_modifier_to_the_opening_hand_alters_both_the_cards_drawn_and_the_cards_kept():
    """[ahlcg/faq/2-6] "If an ability replaces an investigator’s opening hand with a different set of cards, that set of
    cards is considered to be their new opening hand for the purposes of effects which would alter the number of
    cards in their opening hand." "If an ability replaces an investigator’s opening hand with a number of cards
    “kept” from a larger set of cards, an effect which alters the number of cards in that investigator’s opening hand
    alters both the cards originally drawn to replace that opening hand, and the number of cards “kept” from that
    larger set." — Sefina draws 13 and keeps 8 instead of 5; a +1 to her opening hand makes it 14 drawn, 9 kept."""
    trace = replay(load_example("ex38-sefina-opening-hand"))
    replaced = at(trace, "Sefina Rousseau's opening-hand draw is replaced")
    both = at(trace, "alters both the cards drawn (13 \u2192 14) and the cards kept (8 \u2192 9)")
    drawn = at(trace, "Sefina Rousseau draws (Sefina Rousseau's ability)")
    kept = at(trace, "Sefina Rousseau keeps 9 cards as the opening hand")
    assert replaced < both < drawn < kept
    assert "ahlcg/glossary/replacing-an-opening-hand" in trace.steps[both].rules
    assert len(trace.steps[drawn].text.split(": ", 1)[1].split(", ")) == 14
    sefina = trace.final_state["investigators"]["Sefina Rousseau"]
    assert len(sefina["hand"]) == 9 and sefina["discard"] == ["Drawn to the Flame"]
