"""Cards qualified by the tokens on them (Qualifiers: every qualifier must hold): Historical Society's "If you succeed,
instead of discovering clues, choose an enemy with doom on it. Take 1 of that enemy's doom, flip it to its clue side,
and place it on your investigator." Only an enemy holding doom as the choice is made may be chosen; with none, the
choice and what names its card do not resolve (Effects: as much as possible). The ability is the reader's own
lowering of the printed sentence."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

SOCIETY = ("[action]: <b>Investigate.</b> If you succeed, instead of discovering clues, choose an enemy with doom on "
           "it. Take 1 of that enemy's doom, flip it to its clue side, and place it on your investigator. (Group limit "
           "once per round).")


def _society(world: dict[str, Any], doom: dict[str, int], choose: str | None = None) -> dict[str, Any]:
    """The Hall is a Historical Society; an enemy of each name in ``doom`` at the Attic holds that much doom."""
    result = parse_card_text(SOCIETY, name="Historical Society", type_code="location")
    assert not result.gaps, result.gaps
    world["locations"][0]["abilities"] = [result.abilities[0].to_situation()]
    world["cards"] = [{"name": name, "type": "enemy", "location": "Attic", "health": 3, "fight": 2, "evade": 2,
                       "doom": n, "attack": {"damage": 1, "horror": 1}} for name, n in doom.items()]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall", "result": "success"}]
    if choose is not None:
        world["choices"] = [{"decision": "target", "ability": "Hall", "choose": choose}]
    return world


def test_the_enemy_chosen_is_one_with_doom_on_it(world, run, find):
    """The first enemy listed holds no doom: it is passed over, and the doom is taken from the one that does."""
    trace = run(_society(world, {"Ghoul": 0, "Acolyte": 2}))
    cards, roland = trace.final_state["cards"], trace.final_state["investigators"]["Roland"]
    assert cards["Acolyte"]["doom"] == 1 and cards["Ghoul"]["doom"] == 0
    assert roland["clues"] == 1
    assert trace.final_state["locations"]["Hall"]["clues"] == 2  # instead of discovering clues
    assert find(trace, "Acolyte") < find(trace, "ST.8")


def test_the_player_chooses_among_the_enemies_holding_doom(world, run):
    trace = run(_society(world, {"Acolyte": 1, "Cultist": 3}, choose="Cultist"))
    cards = trace.final_state["cards"]
    assert (cards["Acolyte"]["doom"], cards["Cultist"]["doom"]) == (1, 2)
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def test_with_no_enemy_holding_doom_nothing_is_taken(world, run):
    trace = run(_society(world, {"Ghoul": 0}))
    assert trace.final_state["cards"]["Ghoul"]["doom"] == 0
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0
    assert trace.final_state["locations"]["Hall"]["clues"] == 2  # the clues are still not discovered
