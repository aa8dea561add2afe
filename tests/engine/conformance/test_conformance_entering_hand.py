"""A card that enters a hand without being drawn: not a draw, but a weakness still resolves as if just drawn
(Weakness; Revelation; the 2024 glossary's Drawing Cards) — replayed from the sentences.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world

LOSE = [{"effect": "lose-resources", "amount": 2}]


def _librarian(find, deck):
    data = world(cards=[{"name": "Librarian", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [{"effect": "search-deck", "find": find, "found": "hand"}]}]}],
        do=[{"who": "Roland Banks", "action": "activate", "card": "Librarian"}])
    data["investigators"][0]["deck"] = deck
    data["investigators"][0]["abilities"] = [reaction("after", {"event": "draw-cards", "who": "you"}, gain(),
                                                      "After you draw a card: Gain 1 resource.")]
    return data


def test_a_weakness_added_to_a_hand_resolves_as_if_just_drawn():
    """[ahlcg/rr/weakness] "- If a weakness enters an investigator’s hand in a manner that did not involve drawing the
    card, that investigator must resolve the card (including any Revelation abilities) as if he or she had just drawn
    it." [ahlcg/rr/revelation] "- When a weakness card enters an investigator’s hand, that investigator must
    immediately resolve all revelation abilities on the card as if it were just drawn." — Roland's search adds the
    Amnesia treachery to his hand: its revelation resolves at once, as if drawn from the encounter deck."""
    amnesia = {"name": "Amnesia", "type": "treachery", "weakness": True, "owner": "Roland Banks",
               "abilities": [{"kind": "revelation", "effects": LOSE, "text": "Revelation – Lose 2 resources."}]}
    trace = run(_librarian({"name": "Amnesia"}, ["Card A", amnesia]))
    added = at(trace, "Roland Banks finds Amnesia")
    said = at(trace, "Amnesia entered Roland Banks's hand without being drawn: Roland Banks must resolve it as if it "
                     "had just been drawn")
    assert added < said < at(trace, "Roland Banks loses 2 resources")
    assert "ahlcg/rr/weakness" in trace.steps[said].rules
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["resources"] == 3 and "Amnesia" not in roland["hand"]


def test_a_card_added_to_a_hand_is_not_drawn_though_a_weakness_revelation_still_resolves():
    """[ahlcg/rr/drawing-cards] "(Added in FAQ, section ’Card Ability Interpretation’, point 2.14, “Draw” vs “Add to
    hand”) If a card explicitly adds a card to an investigator’s hand without using the word “draw,” it does not count
    as “drawing” a card for the purposes of other card effects." "(Note that some abilities such as revelation
    abilities on weaknesses and Dilemma cards trigger regardless of whether the card is “drawn” or “added” to your
    hand.)" — Roland's "after you draw a card" is not offered for the Old Tome added to his hand, nor for the weakness
    event Paranoia, whose revelation resolves all the same; Paranoia stays in his hand (a weakness)."""
    trace = run(_librarian({"name": "Old Tome"}, [{"name": "Old Tome", "type": "asset"}]))
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Old Tome"]
    assert absent(trace, "After you draw a card")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5
    paranoia = {"name": "Paranoia", "type": "event", "weakness": True,
                "abilities": [{"kind": "revelation", "effects": LOSE, "text": "Revelation – Lose 2 resources."}]}
    trace = run(_librarian({"name": "Paranoia"}, [paranoia]))
    k = at(trace, "Paranoia [revelation]")
    assert k < at(trace, "Roland Banks loses 2 resources")
    assert absent(trace, "After you draw a card")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["resources"] == 3 and roland["hand"] == ["Paranoia"]



def test_cards_being_searched_have_not_left_the_deck():
    """[ahlcg/rr/search] "- While cards are in the process of being searched, they are not considered to have left
    their game area of origin." — as Roland searches, the Old Tome is still in his deck; only when found does it
    enter his hand."""
    data = _librarian({"name": "Old Tome"}, [{"name": "Old Tome", "type": "asset"}, "Card B"])
    trace = run(data, step_states=True)
    searching = at(trace, "Roland Banks searches the whole deck (2 cards): Old Tome, Card B (looked at without "
                          "revealing them; they have not left the deck)")
    assert trace.step_states[searching]["investigators"]["Roland Banks"]["hand"] == []
    found = at(trace, "Roland Banks finds Old Tome", searching)
    assert trace.step_states[found]["investigators"]["Roland Banks"]["hand"] == ["Old Tome"]
