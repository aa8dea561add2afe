"""Counts a card names by a quantity of a holder: a chaos token's "-X. X is the current Agenda #" (Essex County
Express) counts the current agenda's printed number at ST.5, when the token's modifier is applied (Act Deck and Agenda
Deck: the current agenda is the top card of its deck)."""

from __future__ import annotations

import pytest


def _test(world, agendas):
    """Roland (willpower 3) takes a plain willpower (3) test from his charm's action; the skull is "-X. X is the current
    Agenda #"; the agenda deck is ``agendas`` (printed numbers), its top card current."""
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "gain-resources", "amount": 1}]}]}]},
        {"name": "What's Going On?!", "type": "agenda", "number": agendas[0], "doom": 0, "threshold": 9}]
    deck = [{"name": f"Agenda {n}", "type": "agenda", "number": n} for n in agendas[1:]]
    return dict(world, tests=[{"who": "Roland", "tokens": ["skull"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}],
                **{"chaos-tokens": {"skull": {"modifier": -1, "count": "agenda-number"}}},
                **({"agenda-deck": deck} if deck else {}))


@pytest.mark.parametrize(("number", "total"), [("1a", 2), ("2a", 1), ("3a", 0)])
def test_st5_a_tokens_modifier_counted_by_the_current_agendas_number(world, run, find, number, total):
    """[ahlcg/rr/skill-tests] ST.5 — "-X. X is the current Agenda #": the modifier is minus the current agenda's
    printed number (1a: -1, 2a: -2, 3a: -3), applied to Roland's willpower 3."""
    trace = run(_test(world, [number]))
    n = number[0]
    assert find(trace, "ST.4: [skull]") < find(trace, f"willpower 3 \u2212 {n} ([skull] token: -1 for each of {n} "
                                                       f"(the number of the current agenda)) = {total}")


def test_st5_the_agenda_number_is_the_current_agendas_not_the_decks_next(world, run, find):
    """Agenda 1a current with 2a beneath it in the agenda deck: the skull is -1, not -2."""
    trace = run(_test(world, ["1a", "2a"]))
    find(trace, "willpower 3 \u2212 1 ([skull] token: -1 for each of 1 (the number of the current agenda)) = 2")
    assert trace.final_state["agenda"] == "What's Going On?!"
