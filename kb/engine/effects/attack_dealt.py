"""An investigator's attack's damage dealt by a card to another enemy: "Play after you fail a skill test by 2 or less
while attacking an enemy engaged with you. Deal this attack's damage to a different enemy at your location."

While the attack — a Fight's skill test — is still being made (its results not yet past, ST.7), "this attack's damage"
is the damage it deals: its standard damage (1, plus its card's extra: Fight) with every modifier its results and its
card added ("+1 damage"; ``procedures/results.attack_total``), never below zero. It is dealt, as the attack's
(``via`` attack, from the attack's source), to the card ``to`` picks; "a different enemy" (``other``) is not the enemy
attacked. Once dealt, the attack's damage has been dealt: no later result modifies it. Constant modifiers to damage
from attacks made against the attacked enemy are that enemy's, not the other one's, and are not counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..procedures.damage import Deal, deal
from ..procedures.results import attack_total
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/fight-action", "ahlcg/rr/dealing-damage-horror")


def _attack(engine: Engine) -> bool:
    test = engine.test
    return test is not None and test.via == "fight" and test.attack_standard is not None and not test.attack_dealt


def could_deal_attack(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _attack(engine) and bool(pick(engine, eff.to or "", ctx, noun="target", decide=False))


def deal_attack_damage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The attack being made deals its damage (as modified) to the card ``to`` picks."""
    test = engine.test
    if test is None or test.attack_standard is None or not _attack(engine):
        engine.emit(StepKind.NOTE, ctx.depth, "No attack is being made whose damage is still to be dealt: "
                    "\u201cthis attack's damage\u201d has nothing to deal", _RULES, card=ctx.bearer)
        return False
    picked = pick(engine, eff.to or "", ctx, noun="target")
    if not picked:
        return unresolvable(engine, ctx, "target")
    total = attack_total(engine, test.attack_standard, ctx.depth, ctx.bearer)
    test.attack_dealt = True
    engine.emit(StepKind.NOTE, ctx.depth, f"{test.who}'s attack against {test.target} deals its damage ({total}) to "
                f"{picked[0]}", _RULES, card=ctx.bearer)
    placed = deal(engine, [Deal(picked[0], total)], source=test.source, via="attack", depth=ctx.depth,
                  label=f"{test.who}'s attack")
    return placed.get(picked[0], 0) >= total
