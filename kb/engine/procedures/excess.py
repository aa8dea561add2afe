"""Damage or horror dealt to an investigator *in excess of* his or her health or sanity: "If Hastur's attack deals you
horror in excess of your sanity, you take 1 damage, as well."

Dealing Damage/Horror places all the damage and horror dealt at once (step 2) and only then checks defeat: "After
applying damage/horror, if an investigator has … horror equal to or higher than his or her sanity, he or she is
defeated". Between the two, the tokens just placed may lie past the investigator's health or sanity; that surplus is
what the card calls "in excess". Of one dealing, the excess of one kind on one investigator is what the placement
brought beyond the bound: ``after - max(before, bound)`` — horror already past the sanity (an undefeated investigator
the scenario keeps playing) is all in excess again.

The rules give no timing point for it; the card's "If …" makes it one (Forced Abilities: "… indicated by words such
as … 'if'"), and an "if" ability on what placing the tokens brings about resolves before what comes after it (FAQ
2.2): the defeat the excess goes with. So each excess is a ``horror-in-excess`` / ``damage-in-excess`` occurrence
raised after the placement and before the defeat check — its ``who``/``what`` the investigator, its ``source`` and
``via`` those of the dealing ("Hastur's attack": ``source: self, via: attack``), its amount the excess. The card's
effect ("you take 1 damage, as well") is dealt then, so an investigator defeated by the horror is defeated with that
damage on him or her (by both, when it reaches the health). Only an ability that names the event makes it a timing
point; none listening, no step is shown.

The sentence may also follow the attacks one ability makes ("Hastur attacks each investigator, in player order. If
Hastur's attack deals you horror in excess of your sanity, you take 1 damage, as well"): then it is part of that
ability's effect, about those attacks only, not an ability of its own. The attack carries it (``on_excess``, a
:data:`Follow` the effect gives): called at the same point, for the attacked investigator, before any ability the
excess triggers — the ability making the attack is still resolving, and its effect finishes before what it set off
(Nested Sequences is silent on an 'if' inside an effect; the trace says so).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from . import health

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The dealt event → (the field it fills, the event of its excess, the value it is in excess of).
_EXCESS = {"horror-dealt": ("horror", "horror-in-excess", "sanity"),
           "damage-dealt": ("damage", "damage-in-excess", "health")}
EXCESS_EVENTS = frozenset(event for _, event, _ in _EXCESS.values())
_RULES = ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/sanity-and-horror", "ahlcg/rr/health-and-damage",
          "ahlcg/rr/ability/forced-abilities", "ahlcg/faq/2-2")


#: An attack's own follow-up of its excess: (the field in excess — horror or damage —, the investigator, the excess,
#: depth) → None. The ability making the attack resolves it as part of its effect.
Follow = Callable[[str, str, int, int], None]


def _named(engine: Engine) -> set[str]:
    """The excess events some ability now able to interact names (alone or as an alternative)."""
    out: set[str] = set()
    for ab in engine.state.live_abilities():
        trigger = ab.trigger
        for flt in ((trigger,) + tuple(trigger.any_of or ())) if trigger is not None else ():
            if flt.event in EXCESS_EVENTS:
                out.add(flt.event)
    return out


def beyond(before: int, placed: int, bound: int) -> int:
    """How much of ``placed`` lies past ``bound``, with ``before`` already there."""
    return max(0, before + placed - max(before, bound))


def raise_excess(engine: Engine, placed: list[Occurrence], depth: int, follow: Follow | None = None) -> None:
    """After step 2 of a dealing, before its defeat check: the attack's own follow-up of each investigator's excess
    (``follow``), then an occurrence for it, when an ability names it."""
    named = _named(engine)
    if not named and follow is None:
        return
    state = engine.state
    for occ in placed:
        kind = _EXCESS.get(occ.event)
        inv = state.investigators.get(occ.what or "")
        if kind is None or occ.canceled or inv is None or inv.defeated or (kind[1] not in named and follow is None):
            continue
        field, event, value = kind
        bound = health.limit(engine, inv.name, field)
        if bound is None:
            continue
        after = getattr(inv, field)
        over = beyond(after - occ.amount, occ.amount, bound)
        if over <= 0:
            continue
        if follow is not None:
            follow(field, inv.name, over, depth)
        if kind[1] not in named or inv.defeated:
            continue
        excess = engine.occurrence(event, depth, who=inv.name, what=inv.name, source=occ.source, via=occ.via,
                                   amount=over, text=f"{over} {field} dealt to {inv.name} in excess of {value}")
        engine.resolve([excess], None,
                       announce=f"{occ.amount} {field} placed on {inv.name} brings it to {after}, past "
                                f"{health.described(engine, inv.name, field)}: {over} in excess of {value} (a timing "
                                "point an 'If …' ability names, before the defeat check)",
                       rules=_RULES, card=occ.source)
