"""Counts of locations with nothing underneath them: Blood on the Altar's "[skull]: -1 for each location in play with no
encounter card underneath it (max -4)" counts the locations in play that no encounter card lies beneath (In Play and Out
of Play: a card underneath a location is out of play, and is not the location's; Locations). The reader composes the
qualifier ``with_no_encounter_card_beneath`` into the count's filter (``in-play:with_no_encounter_card_beneath-location``)."""

from __future__ import annotations

import pytest

_COUNT = "in-play:with_no_encounter_card_beneath-location"


def _test(world, beneath, count=_COUNT):
    """Roland (willpower 3) takes a plain willpower (3) test from his charm's action, the skull counting ``count``; the
    Hall, the Attic and the Cellar are in play, and the cards ``beneath`` ((name, type, host)) lie underneath them."""
    world["locations"] = [{"name": n, "connections": [], "shroud": 1, "clues": 0} for n in ("Hall", "Attic", "Cellar")]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    world["set-aside"] = [{"name": name, "type": kind, "beneath": host, **({"owner": "Roland"} if kind == "event" else {})}
                          for name, kind, host in beneath]
    token = {"modifier": -1, "count": count}
    return dict(world, tests=[{"who": "Roland", "tokens": ["skull"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}], **{"chaos-tokens": {"skull": token}})


@pytest.mark.parametrize(("beneath", "n"), [
    ((), 3),
    ((("Ghoul Minion", "enemy", "Attic"),), 2),
    ((("Ghoul Minion", "enemy", "Attic"), ("Frozen in Fear", "treachery", "Cellar")), 1),
    ((("Ghoul Minion", "enemy", "Attic"), ("Rotting Remains", "treachery", "Attic")), 2),
])
def test_a_location_with_an_encounter_card_underneath_it_is_not_counted(world, run, find, beneath, n):
    """[ahlcg/rr/in-play-and-out-of-play] — a location with an encounter card underneath it is not one "with no
    encounter card underneath it"; two beneath one location leave the others counted; the modifier is -1 for each."""
    trace = run(_test(world, beneath))
    find(trace, f"willpower 3 \u2212 {n} ([skull] token: -1 for each of {n} (with_no_encounter_card_beneath-location "
                f"in play: ")


def test_a_player_card_underneath_a_location_is_no_encounter_card(world, run, find):
    """[ahlcg/rr/encounter-cards] — an event of Roland's beneath the Attic is not an encounter card: the Attic still has
    no encounter card underneath it; "no card underneath it" (``with_no_card_beneath``) does count it against."""
    beneath = (("Evidence!", "event", "Attic"),)
    find(run(_test(world, beneath)), "willpower 3 \u2212 3 ([skull] token")
    find(run(_test(world, beneath, count="in-play:with_no_card_beneath-location")), "willpower 3 \u2212 2 ([skull] token")
