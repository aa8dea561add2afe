"""Tokens and what cards carry: the token pool (Tokens, Running Out Of), clues on player cards (2024 glossary, and
the FAQ on Cover Up). Each test replays a minimal situation and quotes the sentence it shows
(``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import absent, at, run, world


def _free(data, text, effects):
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": text, "effects": effects}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def test_there_is_no_limit_to_the_tokens_in_the_game_area():
    """[ahlcg/rr/tokens-running-out-of] "There is no limit to the number of tokens (of any type) which can be in the
    game area at a given time." "If players run out of the provided tokens, other tokens, counters, or coins may be
    used to track the current game state." """
    data = _free(world(), "Place 150 clues on your location.",
                 [{"effect": "place-tokens", "tokens": "clues", "amount": 150, "to": "your-location"}])
    trace = run(data)
    at(trace, "150 clues placed on Hall: clues 2 \u2192 152 (from the token pool)")
    assert trace.final_state["locations"]["Hall"]["clues"] == 152


def test_clues_placed_on_a_player_card_go_to_its_location_when_it_leaves_play():
    """[ahlcg/glossary/clues-on-player-cards] "Some card effects such as Kate Winthrop’s ability may place clues on a
    card controlled by an investigator." "If a game effect would cause a card with clues on it to leave play ... place
    each clue on that card on its location." """
    journal = {"name": "Journal", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks"}
    data = world(cards=[journal])
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Place 2 clues on Journal.",
         "effects": [{"effect": "place-tokens", "tokens": "clues", "amount": 2, "to": "Journal"}]},
        {"kind": "free", "text": "Discard Journal.", "effects": [{"effect": "discard", "to": "Journal"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks", "ability": 0},
                  {"who": "Roland Banks", "use": "Roland Banks", "ability": 1}]
    data["investigators"][0]["location"] = "Attic"
    trace = run(data)
    placed = at(trace, "2 clues placed on Journal")
    assert placed < at(trace, "2 clues on Journal placed on Attic as it leaves play")
    assert trace.final_state["locations"]["Attic"]["clues"] == 3
    assert trace.final_state["investigators"]["Roland Banks"]["clues"] == 0


def test_clues_on_a_card_at_your_location_are_not_at_your_location():
    """[ahlcg/faq/q-are-clues-on-cover-up-considered-to-be] "No." "Clues are only “at” a location if they are
    physically on that location (“Clues,” Rules Reference, page 7)." """
    cover = {"name": "Cover Up", "type": "treachery", "threat-area": "Roland Banks", "clues": 3}
    data = _free(world(cards=[cover]), "Discover 1 clue at your location.", [{"effect": "discover-clues"}])
    data["locations"][0]["clues"] = 0
    trace = run(data)
    assert absent(trace, "discovers 1 clue")
    assert trace.final_state["cards"]["Cover Up"]["clues"] == 3
    assert trace.final_state["investigators"]["Roland Banks"]["clues"] == 0
