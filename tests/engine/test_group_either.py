""""The investigators must either ready X or place 1 doom on it" (the printed sentence, read by the card reader): a
choice between options that act on the card, resolved as any "either" is — the chosen option alone resolves, at the
timing point the Forced ability names (3.1: the beginning of the enemy phase)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

OATH = ("<b>Forced</b> - At the beginning of the enemy phase: The investigators must either ready Oathspeaker or "
        "place 1 doom on it.")


def _oathspeaker(world, option: int):
    ability = parse_card_text(OATH, name="Oathspeaker", type_code="enemy").abilities[0].to_situation()
    world.update({"start": "3.1", "until": "3.2", "cards": [
        {"name": "Oathspeaker", "type": "enemy", "location": "Attic", "fight": 4, "health": 5, "evade": 2,
         "attack": {"damage": 1, "horror": 1}, "exhausted": True, "abilities": [ability]}],
        "choices": [{"decision": "either", "ability": "Oathspeaker", "option": option}]})
    return world


@pytest.mark.parametrize(("option", "exhausted", "doom"), [(0, False, 0), (1, True, 1)])
def test_the_option_chosen_alone_resolves(world, run, find, option, exhausted, doom):
    trace = run(_oathspeaker(world, option))
    assert find(trace, "Oathspeaker [forced]") < find(trace, "must either")
    card = trace.final_state["cards"]["Oathspeaker"]
    assert card["exhausted"] is exhausted and card["doom"] == doom
