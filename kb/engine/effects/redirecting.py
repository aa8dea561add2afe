"""An enemy attack's damage dealt to another card instead: "When an enemy attacks you, …: Deal that enemy's damage to
another enemy at your location, instead. (You still take horror dealt by the attack.)" (Aquinnah).

In the attack's 'when' window (Enemy Attacks: the attack has begun, its damage and horror not yet dealt), the effect
picks the card ``to`` names — "another enemy" is not the attacker (``core/targets.py``) — and records it on the attack
(``Occurrence.redirected``). As the attack deals its damage and horror, its damage (as modified: "that enemy's damage"
is the attack's) is dealt to that card instead of the investigator, and its horror to the investigator as before, in
the one dealing (Dealing Damage/Horror: applied simultaneously; Instead: the damage is replaced, not the attack). With
no card to pick, it resolves nothing, and the ability is not offered (it could not change the game state).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/attacker-attacked", "ahlcg/rr/instead", "ahlcg/rr/dealing-damage-horror")


def _in_attack(ctx: Context) -> bool:
    return ctx.occ is not None and ctx.occ.event == "enemy-attack" and not ctx.occ.canceled


def could_redirect(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _in_attack(ctx) and bool(pick(engine, eff.to or "", ctx, noun="target", decide=False))


def redirect_attack_damage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The attack's damage to the card ``to`` picks, instead of to the investigator attacked."""
    occ = ctx.occ
    if occ is None or not _in_attack(ctx):
        return unresolvable(engine, ctx, "enemy attack")
    picked = pick(engine, eff.to or "", ctx, noun="target")
    if not picked:
        return unresolvable(engine, ctx, "target")
    occ.redirected.append((ctx.bearer, picked[0]))
    engine.emit(StepKind.STATE, ctx.depth, f"{occ.source}'s attack will deal its damage to {picked[0]} instead of "
                f"{occ.who}; its horror is still dealt to {occ.who}", _RULES, card=ctx.bearer)
    return True
