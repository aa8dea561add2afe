"""An enemy attacks because a card says so ("Specter of Death attacks you", "it attacks each
investigator at your location"): Attacker, Attacked.

The attack is the enemy's own: its damage and horror are dealt to the attacked investigator, and it
is an ``enemy-attack`` triggering condition (``via: effect``) that may be canceled in its 'when'
window. It is neither an attack of opportunity nor the enemy phase's, so the enemy does not exhaust
(the rules exhaust an enemy only after its 3.3 attack), and its being exhausted does not stop it
(the rules attach no readiness to an attack a card instructs). Several investigators are attacked
one at a time, in player order; several enemies ("Each Criminal enemy that engages you as a result of this effect makes
an immediate attack") attack one after another, in the order the lead investigator chooses (the rules are silent).

A sentence after the attack in the same ability, "If Hastur's attack deals you horror in excess of your sanity, you
take 1 damage, as well" (``horror-in-excess`` / ``damage-in-excess``), is about those attacks: each one carries it, and
where one places horror past the attacked investigator's sanity it resolves, "you" being that investigator
(``procedures/excess.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.results import record
from ..core.targets import pick
from ..procedures.damage import attack
from ..procedures.enemies import lead_orders
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import for_each_investigator, selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine


def _enemy(engine: Engine, eff: Effect, ctx: Context, *, decide: bool = True) -> str | None:
    """The enemy attacking: in play, or with ``discard-pile`` one in the encounter discard pile ("that enemy attacks
    you (from the discard pile)": the enemy an earlier instruction found there, attacking from out of play)."""
    found = pick(engine, eff.enemy or "self", ctx, noun="enemy", decide=decide)
    state = engine.state
    there = bool(found) and eff.discard_pile and found[0] in state.encounter_discard
    return found[0] if found and state.kind_of(found[0]) == "enemy" and (state.in_game(found[0]) or there) else None


def enemy_attacks(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``enemy-attacks`` effect: the enemy attacks each investigator ``who`` picks; with an ``each-`` selector,
    each enemy it picks does, one after another (the rules do not say in which order: the lead investigator decides)."""
    if (eff.enemy or "").startswith("each-"):
        state = engine.state
        found = [e for e in pick(engine, eff.enemy or "", ctx, noun="enemy")
                 if state.kind_of(e) == "enemy" and state.in_game(e)]
        if not found:
            return unresolvable(engine, ctx, "enemy")
        for enemy in lead_orders(engine, found, ctx.depth, "enemies attack by this effect",
                                 ("ahlcg/rr/attacker-attacked",)):
            _attacks(engine, eff, ctx, enemy)
        return True
    enemy = _enemy(engine, eff, ctx)
    if enemy is None:
        return unresolvable(engine, ctx, "enemy")
    return _attacks(engine, eff, ctx, enemy)


def _attacks(engine: Engine, eff: Effect, ctx: Context, enemy: str) -> bool:
    """``enemy`` attacks each investigator ``who`` picks, in player order."""

    def excess(field: str, who: str, over: int, depth: int) -> None:
        effects = eff.horror_excess if field == "horror" else eff.damage_excess
        if not effects:
            return
        engine.emit(StepKind.NOTE, depth, f"{enemy}'s attack dealt {who} {over} {field} in excess of "
                    f"{'sanity' if field == 'horror' else 'health'}: the attacking ability's 'If …' resolves, as part of "
                    "its effect, before the defeat check (the rules are silent on an 'if' inside an effect's "
                    "resolution; the Grim Rule: the ability finishes before what it set off)",
                    ("ahlcg/rr/dealing-damage-horror", "ahlcg/faq/2-2", "ahlcg/rr/grim-rule"), card=ctx.bearer)
        engine.run_effects(effects, Context(ctx.bearer, who, depth + 1, mandatory=True))

    follow = excess if eff.horror_excess or eff.damage_excess else None

    def attack_one(who: str) -> bool:
        if attack(engine, enemy, who, "effect", ctx.depth, follow):
            record(ctx, "attack-made", 1, (enemy,))  # "If no attacks were made by this effect"
        return True

    return for_each_investigator(engine, eff, ctx, attack_one)


def could_attack(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    enemy = _enemy(engine, eff, ctx, decide=False)
    return enemy is not None and any(w in state.investigators for w in selectable(engine, eff.who or "you", ctx))
