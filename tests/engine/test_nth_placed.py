"""The Nth token placed on a card as a timing point ("After the third secret is placed on Archaic Glyphs"): the
placement that brings the card's count of those tokens from below N to N — a state arising (Forced Abilities; FAQ
2.2), read from the printed text."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

GLYPHS = ("[action] Discard a card with at least 1 [intellect] skill icon from your hand: Place 1 resource on Archaic "
          "Glyphs from the token pool, as a secret.\n<b>Forced</b> - After the third secret is placed on Archaic "
          "Glyphs: Discard Archaic Glyphs and gain 5 resources.")


def test_the_nth_token_placed_reads_as_the_count_reaching_n():
    forced = parse_card_text(GLYPHS, name="Archaic Glyphs", type_code="asset").abilities[1].to_situation()
    assert forced["timing"] == "after"
    assert forced["trigger"] == {"event": "state-holds", "what": "self"}
    assert forced["condition"] == {"count": "secret-on:self", "at-least": 3}


def test_when_the_nth_token_is_placed_is_refused():
    text = "<b>Forced</b> - When the third secret is placed on Archaic Glyphs: Gain 5 resources."
    result = parse_card_text(text, name="Archaic Glyphs", type_code="asset")
    assert [u.category for u in result.unsupported] == ["trigger:place"]


def _glyphs(world: dict[str, Any], secrets: int) -> dict[str, Any]:
    roland = world["investigators"][0]
    roland["hand"] = [{"name": "Deduction", "type": "skill", "icons": {"intellect": 1}}]
    world["cards"] = [{"name": "Archaic Glyphs", "type": "asset", "controller": "Roland", "uses": secrets,
                       "text": GLYPHS}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Archaic Glyphs"}]
    return world


def test_the_third_secret_placed_triggers_the_forced_ability(world, run, find):
    trace = run(_glyphs(world, 2))
    arises = find(trace, "A state Archaic Glyphs's forced ability names arises")
    assert find(trace, "1 use placed on Archaic Glyphs: uses 2 \u2192 3") < arises < find(trace, "Archaic Glyphs [forced]")
    assert find(trace, "Archaic Glyphs is discarded") > arises
    assert trace.final_state["investigators"]["Roland"]["resources"] == 10


@pytest.mark.parametrize("secrets", [0, 1])
def test_a_secret_that_is_not_the_third_triggers_nothing(world, run, secrets):
    trace = run(_glyphs(world, secrets))
    assert not any(s.text.startswith("Archaic Glyphs [forced]") for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
