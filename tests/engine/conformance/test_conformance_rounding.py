"""Fractional values: a halved value is rounded up, once, after every modifier has been applied (Modifiers), replayed
from its sentence.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world


def _fog(shroud: int) -> dict[str, Any]:
    return {"name": "Fog", "type": "treachery", "location": "Hall", "abilities": [
        {"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "investigate"},
         "difficulty-modifier": shroud, "text": f"The Hall gets +{shroud} shroud."}]}


def _investigate(*committed: dict[str, Any], shroud: int = 1) -> Any:
    data = world(cards=[_fog(shroud)], do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": [c["name"] for c in committed]}])
    data["investigators"][0]["hand"] = list(committed)
    return run(data)


def _card(name: str, **change: bool) -> dict[str, Any]:
    return {"name": name, "type": "skill", "icons": {"intellect": 1}, **change}


def test_a_fractional_value_is_rounded_up_after_all_modifiers():
    """[ahlcg/rr/modifiers] "- Fractional values are rounded up after all modifiers have been applied." — the Hall's
    shroud 2, +1: 3; halved by a committed card: 1.5, rounded up to 2."""
    trace = _investigate(_card("Half Measures", **{"halve-difficulty": True}))
    k = at(trace, "the difficulty of this skill test is 2 \u2192 3")
    rounded = at(trace, "Half Measures (committed): the difficulty of this skill test is halved: 3 \u2192 2 (3/2 "
                        "rounded up, after all modifiers)", k)
    assert "ahlcg/rr/modifiers" in trace.steps[rounded].rules
    at(trace, "difficulty 2", rounded)


def test_a_value_halved_then_doubled_is_rounded_only_at_the_end():
    """[ahlcg/rr/modifiers] "- Fractional values are rounded up after all modifiers have been applied." — shroud 2 +1,
    doubled and halved by two committed cards: 3, not 4 (rounding the half first would make 2, doubled 4)."""
    trace = _investigate(_card("Half Measures", **{"halve-difficulty": True}),
                         _card("Double or Nothing", **{"double-difficulty": True}))
    at(trace, "the difficulty of this skill test is doubled and halved: 3 \u2192 3")
