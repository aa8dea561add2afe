"""Wild icons and card abilities (FAQ 1.9): "When using Wild icons for the purpose of resolving a card ability, a player
must state which icon the Wild is matching at the time the card is used" and "Wild icons committed to a skill test are considered
'matching' icons for the purposes of card abilities" — replayed with a card that doubles the icons committed (Opéra
Garnier) and one that totals the icons of the cards discarded (Passenger Car's shape).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import at, run, world

OPERA = "While you are investigating Opéra Garnier, double the number of skill icons committed to this skill test."
COURAGE = {"name": "Unexpected Courage", "type": "skill", "icons": {"wild": 2}}


def _opera(*hand: dict, commit: tuple[str, ...]) -> dict:
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}])
    data["locations"][0].update({"name": "Opéra Garnier", "text": OPERA, "connections": ["Attic"]})
    data["locations"][1]["connections"] = ["Opéra Garnier"]
    for who in data["investigators"]:
        who["location"] = "Opéra Garnier"
    data["investigators"][0]["hand"] = [dict(card) for card in hand]
    data["tests"] = [{"who": "Roland Banks", "tokens": ["0"], "commit": list(commit)}]
    return data


def test_wild_icons_committed_are_matching_icons_for_a_card_ability():
    """[ahlcg/faq/1-9] "Wild icons committed to a skill test are considered “matching” icons for the purposes of card
    abilities" — Opéra Garnier doubles the skill icons committed: Unexpected Courage's 2 [wild] icons are matching
    [intellect] icons, doubled to 4, and ST.5 sums them."""
    trace = run(_opera(COURAGE, commit=("Unexpected Courage",)))
    committed = at(trace, "Roland Banks commits Unexpected Courage, its icons doubled by Opéra Garnier (4 matching "
                          "icons: +4")
    at(trace, "intellect 3 + 4 (Unexpected Courage, its icons doubled by Opéra Garnier) + 0 ([0] token) = 7",
       committed)


def test_a_wild_icon_and_a_printed_matching_icon_count_alike():
    """[ahlcg/faq/1-9] "A Wild ([wild]) skill icon on a player card may be used to match any other skill icon for the
    purposes of both card abilities and counting how many matching icons are committed to a skill test." — Guts (1
    [intellect], 1 [wild]) committed at Opéra Garnier: 2 matching icons, doubled to 4; an [agility] icon on the same
    card would not match."""
    guts = {"name": "Guts", "type": "skill", "icons": {"intellect": 1, "wild": 1, "agility": 1}}
    trace = run(_opera(guts, commit=("Guts",)))
    at(trace, "Roland Banks commits Guts, its icons doubled by Opéra Garnier (4 matching icons: +4")
    at(trace, "= 7")


def test_a_wild_icon_used_by_a_card_ability_is_stated_as_matching_one_icon():
    """[ahlcg/faq/1-9] "When using Wild icons for the purpose of resolving a card ability, a player must state which
    icon the Wild is matching at the time the card is used." — "discard cards from your hand with at least 2 total [agility] icons":
    Unexpected Courage's 2 [wild] icons are stated as matching [agility], and reach the total."""
    data = world(cards=[{"name": "Probe", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "effects": [{"effect": "discard-total", "amount": 2, "zone": "hand", "skill": "agility"}]}]}],
        do=[{"who": "Roland Banks", "use": "Probe"}])
    data["investigators"][0]["hand"] = [dict(COURAGE)]
    trace = run(data)
    at(trace, "discards Unexpected Courage (2 [wild] matching [agility]): a total [agility] icons of 2")
    assert trace.final_state["investigators"]["Roland Banks"]["discard"] == ["Unexpected Courage"]
