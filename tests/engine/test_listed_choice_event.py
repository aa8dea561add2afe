"""An event whose whole text is a listed choice ("Either (choose one): - A. - B.", Choices): the player picks one
option as it resolves and only that option's instructions resolve, in order; an option's "Then, …" waits for what
precedes it to resolve in full (Then). Flare's printed text, read by the reader."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

FLARE = ("Either (choose one):\n- <b>Fight.</b> You get +3 [combat] and deal +2 damage for this attack. Exile Flare.\n"
         "- Search the top 9 cards of any investigator's deck for an [[Ally]] asset and put it into play under your "
         "control. Then, exile Flare. Shuffle the searched deck.")


def _world(world: dict[str, Any], option: int, agnes_deck: list[dict[str, Any]]) -> dict[str, Any]:
    """Roland (combat 4) plays Flare and picks ``option``; a Ghoul (fight 6, health 5) is engaged with him; if he
    searches, he searches Agnes's deck."""
    result = parse_card_text(FLARE, name="Flare", type_code="event")
    assert not result.gaps, result.gaps
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 5, "fight": 6,
                       "engaged": "Roland"}]
    world["investigators"][0]["hand"] = [{"name": "Flare", "type": "event", "cost": 1,
                                          "effects": [dict(e) for e in result.abilities[0].effects]}]
    world["investigators"][1]["deck"] = agnes_deck
    world["do"] = [{"who": "Roland", "action": "play", "card": "Flare"}]
    world["choices"] = [{"decision": "either", "option": option},
                        {"decision": "target", "ability": "Flare", "choose": "Agnes"}]
    world["tests"] = [{"who": "Roland", "tokens": ["-1"]}]
    return world


DECK = [{"name": "Knife", "type": "asset", "owner": "Agnes"},
        {"name": "Guard Dog", "type": "asset", "traits": ["Ally"], "owner": "Agnes"}]


def test_the_fight_option_attacks_with_its_bonuses_then_exiles_the_event(world, run, find):
    trace = run(_world(world, 0, DECK))
    chose = find(trace, "chooses (0) Fight.")
    value = find(trace, "combat 4 + 3 (Flare) \u2212 1 ([-1] token) = 6")
    dealt = find(trace, "3 damage on Ghoul (0 \u2192 3 of 5)")  # 1 for the attack, +2
    assert chose < value < dealt < find(trace, "Flare is exiled")
    final = trace.final_state
    assert final["cards"]["Flare"]["zone"] == "removed" and "Guard Dog" not in final["cards"]


def test_the_search_option_puts_an_ally_from_another_deck_into_play_then_exiles_the_event(world, run, find):
    trace = run(_world(world, 1, DECK))
    chose = find(trace, "chooses (1) Search")
    put = find(trace, "Guard Dog is put into play under Roland's control")
    assert chose < put < find(trace, "Agnes's deck is shuffled") < find(trace, "Flare is exiled")
    assert not any("attacks Ghoul" in s.text for s in trace.steps)
    final = trace.final_state
    assert final["cards"]["Guard Dog"]["controller"] == "Roland" and final["cards"]["Flare"]["zone"] == "removed"
    assert final["cards"]["Ghoul"]["damage"] == 0


def test_the_search_finding_no_ally_does_not_exile_the_event(world, run, find):
    trace = run(_world(world, 1, DECK[:1]))
    assert find(trace, "the search finds nothing") < find(trace, "Then: the pre-then aspect did not resolve in full")
    assert trace.final_state["cards"]["Flare"]["zone"] == "discard"
