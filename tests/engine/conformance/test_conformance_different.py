"""“Different” cards (glossary 2024): cards with different titles, subtitles and levels aside. One rule
(``kb/engine/situation/titles.py``: ``different``) serves each text that asks for different cards: a search "for up to
3 different …" events. Each test replays a minimal situation and quotes the sentence it shows
(``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import at, run, world

from kb.engine.situation.titles import all_different, bare_title, different

EVENT = {"type": "event", "traits": ["Spell"]}
SEARCH = {"effect": "search-deck", "find": {"type": "event", "traits": ["Spell"]}, "finds": 2, "different": True,
          "found": "attach"}


def _searching(deck, among=None):
    data = world(cards=[{"name": "Grimoire", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [SEARCH]}]}], do=[{"who": "Roland Banks", "action": "activate",
                                                          "card": "Grimoire"}])
    data["investigators"][0]["deck"] = [{"name": n, **EVENT} for n in deck]
    if among is not None:
        data["choices"] = [{"decision": "several", "ability": "Grimoire", "among": among}]
    return data


def _attached(trace):
    return [n for n, c in trace.final_state["cards"].items() if c.get("attached_to") == "Grimoire"]


def test_different_cards_are_cards_with_different_titles():
    """[ahlcg/glossary/different] "Some card abilities refer to “different” cards." "Different cards are cards with
    different titles (excluding subtitles)." — a search for 2 different events passes over a second copy of the
    first title and finds the next title."""
    trace = run(_searching(["Ward of Protection", "Ward of Protection #2", "Shrivelling"]))
    assert _attached(trace) == ["Ward of Protection", "Shrivelling"]
    at(trace, "finds Ward of Protection, Shrivelling (up to 2 different")


def test_two_levels_of_one_title_are_not_different():
    """[ahlcg/glossary/different] "(e.g. two copies of Ward of Protection are not considered to be “different,” even
    if they have different levels)" — the player's choice of a level 0 and a level 2 Ward of Protection is not two
    different cards: the search finds nothing; the level 2 with another title is."""
    forbidden = run(_searching(["Ward of Protection", "Ward of Protection (2)", "Shrivelling"],
                               among=["Ward of Protection", "Ward of Protection (2)"]))
    assert _attached(forbidden) == []
    at(forbidden, "is not up to 2 different of the eligible cards")
    allowed = run(_searching(["Ward of Protection", "Ward of Protection (2)", "Shrivelling"],
                             among=["Ward of Protection (2)", "Shrivelling"]))
    assert _attached(allowed) == ["Ward of Protection (2)", "Shrivelling"]


def test_a_subtitle_does_not_make_a_card_different():
    """[ahlcg/glossary/different] "Different cards are cards with different titles (excluding subtitles)." — two
    cards of one title with different subtitles are the same card for "different"; two titles are different."""
    assert not different("Exhibit Hall (Hall of the Dead)", "Exhibit Hall (Egyptian Exhibit)")
    assert bare_title("Sophie (In Loving Memory) #2") == "Sophie"
    assert different("Exhibit Hall", "Shrivelling")
    assert all_different(["Ward of Protection", "Shrivelling"])
    assert not all_different(["Ward of Protection #2", "Ward of Protection (2)", "Shrivelling"])
