"""A chaos token's additional modifier, read from the scenario card's sentence: Carnevale of Horrors, "[skull]: -2.
This token has an additional -1 for each Innocent Reveler underneath the agenda deck." — the printed -2 and the
additional -1 for each counted are both the token's modifier at ST.5 (Chaos Tokens); a card underneath the act deck
is not underneath the agenda deck (In Play and Out of Play: each is an area of its own)."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

SKULL = {"modifier": -2, "additional": {"modifier": -1, "count": "beneath-agenda-deck:innocent_reveler-card"},
         "text": "-2. This token has an additional -1 for each Innocent Reveler underneath the agenda deck."}


def _carnevale(world, places):
    """Roland (willpower 3) places the revelers (a free ability of the Hall), then tests willpower (3) on his charm."""
    world["cards"] = [
        {"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3}]}]},
        *({"name": f"Innocent Reveler #{n}", "type": "asset", "location": "Attic"} for n in (1, 2, 3))]
    world["locations"][0]["abilities"] = [{"kind": "free", "text": "[free]: Place them.", "effects": [
        {"effect": "move-card", "zone": zone, "to": f"Innocent Reveler #{n}"} for n, zone in places]}]
    return dict(world, **{"chaos-tokens": {"skull": SKULL}}, tests=[{"who": "Roland", "tokens": ["skull"]}],
                do=[{"who": "Roland", "use": "Hall"}, {"who": "Roland", "action": "activate", "card": "Charm"}])


def test_st5_the_additional_modifier_counts_the_revelers_underneath_the_agenda_deck_only(world, run, find):
    """Two revelers underneath the agenda deck, one underneath the act deck: -2 and an additional -1 twice, -4."""
    trace = run(_carnevale(world, [(1, "beneath-agenda-deck"), (2, "beneath-agenda-deck"), (3, "beneath-act-deck")]))
    at = find(trace, "willpower 3 \u2212 4 ([skull] token: -2 and an additional -1 for each of 2 (innocent_reveler-card "
                     "underneath the agenda deck: Innocent Reveler #1, Innocent Reveler #2))")
    assert find(trace, "ST.4: [skull]") < at < find(trace, "ST.6: Roland fails")


def test_st5_with_none_underneath_the_token_is_its_printed_modifier(world, run, find):
    trace = run(_carnevale(world, [(3, "beneath-act-deck")]))
    find(trace, "willpower 3 \u2212 2 ([skull] token: -2 and an additional -1 for each of 0 (innocent_reveler-card "
                "underneath the agenda deck: none)) = 1")


def test_an_additional_modifier_needs_a_count_of_the_state(world):
    data = _carnevale(world, [])
    data["chaos-tokens"] = {"skull": {**SKULL, "additional": {"modifier": -1, "count": "no-such-count"}}}
    with pytest.raises(SituationError):
        situation_from_data(data)
