"""“For each …” effects (2024 glossary, “For each”): one cumulative effect, or one effect per instance.

The glossary: an effect done “for each” instance of a condition that "can be calculated and
resolved simultaneously" is "a single cumulative effect" (canceled, ignored or prevented as one);
one that cannot — "it has multiple steps or other dependencies", such as a choice made for each
point — resolves "each instance … as a separate effect", each canceled or prevented on its own.

The engine decides which from the effect itself, never from a flag: a single aspect with an amount
(damage, horror, cards, resources, clues, doom, actions, tokens placed) and nothing optional in it is calculated
at once — its amount is multiplied; anything else (an `either` choice, several aspects, a `may`, a
skill test) is repeated, one separate effect per instance.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.counted import count as state_count
from ..core.counted import of_state
from ..core.dispatch import effect_handler
from ..core.occurrence import Context
from ..core.results import tally
from ..core.text import count, describe_effects
from ..procedures import tested
from ..procedures.attack_values import attacker_count
from ..situation.spec import Effect
from ..situation.vocabulary import Result, StepKind, is_result_count

if TYPE_CHECKING:
    from ..core.engine import Engine

#: Effects whose amount can be calculated and resolved simultaneously.
CUMULATIVE = frozenset({"deal-damage", "deal-horror", "heal-damage", "heal-horror", "draw", "gain-resources",
                        "lose-resources", "discover-clues", "place-doom", "lose-actions", "discard-top",
                        "discard-from-hand", "modify-skill", "place-tokens",
                        "remove-tokens",
                        "look-top", "reveal-top"})  # "the top X cards": one look at X cards (Looking at, Searching)

_RULES = ("ahlcg/glossary/for-each",)


def instances(engine: Engine, what: str, you: str | None = None, own: str | None = None,
              ctx: Context | None = None) -> tuple[int, str] | None:
    """How many instances ``what`` counts now (for ``you``, and the effect's own card ``own``: "for each doom on
    @self"; what the resolution ``ctx`` did before it: "that many", "for each enemy engaged in this way"), and how to
    say it; None when there is nothing to count."""
    if (attack := attacker_count(engine, what, ctx.occ if ctx else None)) is not None:
        return attack  # "the attacking enemy's damage": the attack's, not the state's
    if of_state(what):
        bound = tested.bind(engine, what, ctx.preset.get("chosen") if ctx else None,  # the enemy tested, or chosen,
                            ctx.occ.what if ctx and ctx.occ else None,  # or the one the trigger names,
                            ctx.occ.to if ctx and ctx.occ else None)  # or the location it names
        return None if bound is None else state_count(engine.state, bound, you, own)
    if is_result_count(what):
        return tally(engine.state, ctx, what)
    if tested.counts_test(what):  # what the test is against ("during an attack against a Monster enemy")
        return tested.against(engine, what, you, own)
    test = engine.test
    if test is None or test.result is None:
        return None
    wanted = Result.FAIL if what == "point-failed-by" else Result.SUCCESS
    if test.result is not wanted:
        return 0, f"{test.who}'s test did not {'fail' if wanted is Result.FAIL else 'succeed'}"
    verb = "fails" if wanted is Result.FAIL else "succeeds"
    return test.margin, f"{test.who} {verb} by {test.margin}"


def simultaneous(effects: tuple[Effect, ...]) -> bool:
    """Whether the repeated effect can be calculated and resolved at once (the glossary's test)."""
    return len(effects) == 1 and effects[0].effect in CUMULATIVE and not effects[0].may


def for_each(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``for-each`` effect: resolve ``eff.effects`` once cumulatively, or once per instance."""
    counted = instances(engine, eff.count or "", ctx.you, ctx.bearer, ctx)
    what = describe_effects(eff.effects)
    if counted is None:
        engine.emit(StepKind.NOTE, ctx.depth, f"For each ({eff.count}): nothing to count: "
                    f"\u201c{what}\u201d does not resolve", _RULES + ("ahlcg/rr/effects",), card=ctx.bearer)
        return False
    n, why = counted
    if eff.every > 1:
        n, why = n // eff.every, f"{why}: one instance for every {eff.every}, {n // eff.every}"
    if eff.amount is not None and n > eff.amount:  # "(to a maximum of 3)": the instances beyond it are not counted
        n, why = eff.amount, f"{why}, at most {eff.amount}"
    head = "For each" if of_state(eff.count or "") or is_result_count(eff.count) else "For each point"
    if n == 0:
        engine.emit(StepKind.NOTE, ctx.depth, f"For each ({eff.count}): {why}: no instance, so \u201c{what}\u201d "
                    "does not resolve", _RULES, card=ctx.bearer)
        return True
    if simultaneous(eff.effects):
        single = eff.effects[0]
        total = (single.amount if single.amount is not None else 1) * n
        engine.emit(StepKind.NOTE, ctx.depth,
                    f"{head} ({why}): \u201c{what}\u201d can be calculated and resolved simultaneously, so it "
                    f"resolves as a single cumulative effect (amount {total}); it may be canceled, ignored or "
                    "prevented only as one", _RULES, card=ctx.bearer)
        return effect_handler(single.effect).resolve(engine, replace(single, amount=total), ctx)
    engine.emit(StepKind.NOTE, ctx.depth,
                f"{head} ({why}): \u201c{what}\u201d cannot be resolved simultaneously (a choice or several "
                f"steps for each point), so each of the {count(n, 'instance')} resolves as a separate effect, "
                "canceled, ignored or prevented independently", _RULES, card=ctx.bearer)
    full = True
    for k in range(n):
        engine.emit(StepKind.FRAMEWORK, ctx.depth, f"Instance {k + 1} of {n}: \u201c{what}\u201d", _RULES,
                    card=ctx.bearer)
        full = engine.run_effects(eff.effects, ctx) and full
    return full
