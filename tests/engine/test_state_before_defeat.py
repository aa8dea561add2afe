"""A forced "If …" ability on a state that horror placed brings about resolves before the defeat that horror causes:
"After applying damage/horror, if an investigator has … horror equal to or higher than his or her sanity, he or she is
defeated" (Dealing Damage/Horror), and "if" abilities trigger between the "when" and the "after" abilities of their
timing point (FAQ 2.2). Possession's "If you have horror on you greater than twice your sanity, you are immediately
eliminated and killed" can only hold as the horror that brings it about defeats its bearer: it comes first, and the
investigator is killed by the card, not defeated by horror."""

from __future__ import annotations

POSSESSION = ("Peril. Hidden.\n<b>Revelation</b> - Secretly add Possession (Torturous) to your hand.\nIf you have "
              "horror on you greater than twice your sanity, you are immediately eliminated and <b>killed</b>.")


def _dealt(world, horror):
    """Roland (sanity 5) bears Possession and a card of his deals him ``horror`` at once."""
    world["cards"] = [{"name": "Possession", "type": "treachery", "threat-area": "Roland", "text": POSSESSION},
                      {"name": "Dread Bell", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "text": f"Take {horror} horror.",
                           "effects": [{"effect": "deal-horror", "amount": horror, "to": "you"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Dread Bell"}]
    return world


def test_horror_past_twice_your_sanity_kills_you_before_the_horror_defeats_you(world, run, find):
    trace = run(_dealt(world, 11))
    placed = find(trace, "11 horror on Roland (0 \u2192 11 of 5)")
    arises = find(trace, "A state Possession's forced ability names arises")
    killed = find(trace, "Roland is killed by a card ability")
    defeated = find(trace, "Roland is defeated: eliminated from the scenario (defeated by a card ability")
    assert placed < arises < killed < defeated
    assert not any("1 mental trauma" in s.text for s in trace.steps)  # not defeated by horror
    assert any(c["card"] == "Possession" and c["verdict"] == "used" for c in trace.considered)


def test_horror_up_to_twice_your_sanity_is_an_ordinary_defeat_by_horror(world, run, find):
    """10 is not greater than 2 × 5: the state does not hold, and the horror defeats Roland (1 mental trauma)."""
    trace = run(_dealt(world, 10))
    find(trace, "Roland is defeated: eliminated from the scenario (in campaign play, 1 mental trauma)")
    assert not any("killed" in s.text for s in trace.steps)
