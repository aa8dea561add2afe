"""Where damage and horror dealt to an investigator may, or must, go besides his or her own assets.

Dealing Damage/Horror, step 1: "that investigator may assign some (or all) of it to eligible asset cards
he or she controls"; an asset takes no more than would defeat it, and what no asset takes is the
investigator's. Card text overrides the rules (The Golden Rules), in two ways a constant ability states:

- ``assignable``: the bearer is eligible for damage or horror dealt to other investigators ("Brother
  Xavier may be assigned damage and/or horror dealt to other investigators at your location");
- ``assign-first``: the bearer takes it, as much as it can, before the investigator may ("Non-direct
  horror must be assigned to Moxie before it can be assigned to your investigator card"). Direct damage
  and horror are never assigned to an asset (Direct Damage, Direct Horror), so the caller leaves them out.
- ``treat-direct``: what is dealt to the investigator is direct ("Treat all damage as direct damage and all horror as
  direct horror"): "that damage or horror must be assigned to that investigator … and cannot be assigned to an asset"
  (Direct Damage, Direct Horror) — :func:`treated_direct` names the kinds, and the caller assigns them as direct.
- ``assign-single``: what the bearer's attack deals goes, as much as possible, to a single card before another ("While
  assigning damage and horror from Beast of Aldebaran's attack, you must assign as much damage and horror as possible
  to a single card before assigning it to another card") — :func:`single_card` names the kinds, and the caller has
  the asset the investigator chooses take all it can of them, the rest going to the investigator.

Each ability names the investigators it concerns by its ``applies-to`` (``damage-dealt`` or
``horror-dealt``, its ``who``), matched as any constant ability is (:meth:`Engine.modifiers`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.state import PLAY, Card
from . import health

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The occurrence dealing each kind raises: the filter the abilities' ``applies-to`` names.
EVENTS = {"damage": "damage-dealt", "horror": "horror-dealt"}


#: What has been assigned in this step already, by card: ``(damage, horror)`` not yet placed on it.
Assigned = Sequence[tuple[str, int, int]]


def capacity(engine: Engine, card: Card, field: str, assigned: Assigned = ()) -> int:
    """How much more damage (or horror) ``card`` can be assigned: none without health (sanity), and never
    beyond what would defeat it, counting what this step has assigned to it already."""
    limit = health.limit(engine, card.name, field)
    if limit is None:
        return 0
    pending = sum(d if field == "damage" else h for name, d, h in assigned if name == card.name)
    return max(0, limit - (card.damage if field == "damage" else card.horror) - pending)


def _bearers(engine: Engine, investigator: str, field: str, flag: str) -> list[Card]:
    """The cards in play whose constant ability ``flag`` applies to ``field`` dealt to ``investigator``."""
    probe = Occurrence(EVENTS[field], 0, who=investigator, what=investigator)
    out: list[Card] = []
    for ab in engine.modifiers(probe):
        card = engine.state.cards.get(ab.bearer)
        if getattr(ab.ability, flag) and card is not None and card.zone == PLAY and card not in out:
            out.append(card)
    return out


def treated_direct(engine: Engine, investigator: str) -> tuple[str, ...]:
    """The kinds ("damage", "horror") a constant ability in play makes direct when dealt to ``investigator``
    (``treat-direct``)."""
    return tuple(field for field in ("damage", "horror") if _bearers(engine, investigator, field, "treat_direct"))


def single_card(engine: Engine, investigator: str, source: str | None, via: str) -> tuple[str, ...]:
    """The kinds ("damage", "horror") dealt to ``investigator`` from ``source`` by ``via`` (the deal's source and
    way: an enemy's attack) that a constant ability in play says go to a single card as much as possible before
    another (``assign-single``): its ``applies-to`` names them by their ``source`` and ``via``."""
    out: list[str] = []
    for field in ("damage", "horror"):
        probe = Occurrence(EVENTS[field], 0, who=investigator, what=investigator, source=source, via=via)
        if any(ab.ability.assign_single and (card := engine.state.cards.get(ab.bearer)) is not None
               and card.zone == PLAY for ab in engine.modifiers(probe)):
            out.append(field)
    return tuple(out)


def eligible(engine: Engine, investigator: str, damage: int, horror: int,
             assigned: Assigned = ()) -> list[Card]:
    """The assets that may be assigned some of what is dealt: the investigator's own, and the cards another
    investigator controls that may be assigned it (``assignable``), each with room for it."""
    own = list(engine.state.assets_of(investigator))
    for field, amount in (("damage", damage), ("horror", horror)):
        if amount:
            own += [c for c in _bearers(engine, investigator, field, "assignable") if c not in own]
    return [c for c in own if (damage and capacity(engine, c, "damage", assigned))
            or (horror and capacity(engine, c, "horror", assigned))]


def assigned_first(engine: Engine, investigator: str, damage: int, horror: int) -> list[tuple[str, int, int]]:
    """What must be assigned before the investigator may take any (``assign-first``): ``(card, damage, horror)``
    for each such card in turn, as much as it can take of what is left."""
    out: list[tuple[str, int, int]] = []
    left = {"damage": damage, "horror": horror}
    for field in ("damage", "horror"):
        for card in _bearers(engine, investigator, field, "assign_first") if left[field] else []:
            taken = min(left[field], capacity(engine, card, field))
            if taken:
                left[field] -= taken
                out.append((card.name, taken, 0) if field == "damage" else (card.name, 0, taken))
    return out


def named_first(engine: Engine, investigator: str, names: Sequence[str], damage: int, horror: int,
                assigned: Assigned = ()) -> list[tuple[str, int, int]]:
    """What an effect says must be assigned to ``names`` first, if able: ``(card, damage, horror)`` for each of them
    the investigator may assign it to (:func:`eligible`), in turn, as much as it can take beside what is ``assigned``
    already; a card that cannot take it takes none (If able)."""
    out: list[tuple[str, int, int]] = []
    left = {"damage": damage, "horror": horror}
    able = {c.name: c for c in eligible(engine, investigator, damage, horror, assigned)}
    for card in (able[n] for n in names if n in able):
        took = {f: min(left[f], capacity(engine, card, f, assigned)) for f in ("damage", "horror")}
        if took["damage"] or took["horror"]:
            left = {f: left[f] - took[f] for f in left}
            out.append((card.name, took["damage"], took["horror"]))
    return out


def split_chosen(engine: Engine, investigator: str, names: Sequence[str], said: Sequence[tuple[str, int, int]],
                 assigned: Assigned = ()) -> bool:
    """Whether the cards an effect names first could have split what they took otherwise ("your assets" with more room
    between them than there was to assign): which of them takes it is the investigator's choice, and the engine, asked
    no choice, takes them in turn (:func:`named_first`) — the trace says so."""
    able = [c for c in eligible(engine, investigator, 1, 1, assigned) if c.name in names]
    room = {f: sum(capacity(engine, c, f, assigned) for c in able) for f in ("damage", "horror")}
    took = {"damage": sum(a for _, a, _ in said), "horror": sum(b for _, _, b in said)}
    return len(able) > 1 and any(took[f] and took[f] < room[f] for f in took)


def evenly(engine: Engine, investigator: str, damage: int, horror: int) -> list[tuple[str, int, int]]:
    """Damage and horror "divided as evenly as possible among eligible cards" (Eyes in the Walls): the investigator
    and each asset he or she may assign that kind to (:func:`eligible`), one at a time in turn, an asset never beyond
    what would defeat it (Dealing Damage/Horror): ``(card, damage, horror)`` for each card given some. Where one more
    goes when it does not divide is the investigator's choice; the engine gives it in turn from the investigator."""
    given: dict[str, list[int]] = {}
    for k, (field, amount) in enumerate((("damage", damage), ("horror", horror))):
        cards = [c for c in eligible(engine, investigator, amount if k == 0 else 0, amount if k == 1 else 0)]
        room = {c.name: capacity(engine, c, field) for c in cards}
        turn = [investigator, *room]
        at = 0
        while amount > 0:
            name = turn[at % len(turn)]
            at += 1
            if name != investigator and room[name] <= 0:
                continue
            room[name] = room.get(name, 0) - 1
            given.setdefault(name, [0, 0])[k] += 1
            amount -= 1
    return [(name, d, h) for name, (d, h) in given.items()]

