"""Constant abilities printed with a timing word and no Forced title ("Each time you play a card, …", "If you have
horror on you greater than twice your sanity, …"), from the sentences of Constant Abilities, Forced Abilities and
Costs; the cards are the reader's own lowering of the dev cards' text (cardtext/timed_constant.py).

Docstrings name the entry in brackets and quote the sentence: the sentence table reads them.
"""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text
from rulecases import at, run, world

CHORDS = ("<b>Revelation</b> - Test [willpower] (5). If you fail, put Torturous Chords into play in your threat area, "
          "with 1 resource on it for each point you failed by.\nEach time you play a card, increase the cost of that "
          "card by 1 and remove 1 resource from Torturous Chords.\nIf Torturous Chords has no resources, discard it.")


def _chords(token: str, hand: list[dict[str, Any]]) -> dict[str, Any]:
    """Roland draws Torturous Chords (willpower 3 against 5: ``token`` sets by how much he fails), then plays
    ``hand`` in order."""
    read = parse_card_text(CHORDS, name="Torturous Chords", type_code="treachery")
    assert not read.gaps, read.gaps
    card = {"name": "Torturous Chords", "type": "treachery", **read.to_json().get("card", {}),
            "abilities": [a.to_situation() for a in read.abilities]}
    data = world(cards=[], tests=[{"who": "Roland Banks", "tokens": [token]}])
    data["encounter-deck"] = [card]
    roland = data["investigators"][0]
    roland["hand"] = hand
    roland["abilities"] = [{"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
                            "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"},
                  *({"who": "Roland Banks", "action": "play", "card": c["name"]} for c in hand)]
    return data


def _asset(name: str, cost: int) -> dict[str, Any]:
    return {"name": name, "type": "asset", "cost": cost}


def test_a_timed_constant_that_changes_a_cost_applies_as_the_cost_is_paid_and_its_instruction_resolves_at_that_point():
    """[ahlcg/rr/ability/forced-abilities] "Forced abilities initiate and interact with the game state automatically at
    a specified timing point." — Torturous Chords' untitled "Each time you play a card, increase the cost of that card
    by 1 and remove 1 resource from Torturous Chords" costs Roland's Flashlight 1 more and, with no one choosing, takes
    1 of its 2 resources as the card is played."""
    trace = run(_chords("0", [_asset("Flashlight", 2)]))  # 3 against 5: failed by 2
    at(trace, "Torturous Chords enters play with 2 resources on it")
    assert trace.final_state["cards"]["Torturous Chords"]["resources"] == 1
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 - 3
    assert at(trace, "Torturous Chords [forced]") > at(trace, "Roland Banks plays Flashlight")


def test_a_constant_seeking_a_condition_acts_as_soon_as_the_condition_is_met():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified condition
    is met." — the first card played takes Torturous Chords' last resource: "If Torturous Chords has no resources,
    discard it" discards it at once, and the second card costs no more."""
    trace = run(_chords("+1", [_asset("Flashlight", 2), _asset("Knife", 1)]))  # 4 against 5: failed by 1
    assert at(trace, "Torturous Chords is discarded") < at(trace, "Roland Banks plays Knife")
    assert trace.final_state["cards"]["Torturous Chords"]["zone"] != "play"
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 - 3 - 1
