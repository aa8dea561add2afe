"""A target chosen once for several effects ("Choose an investigator at your location. … that investigator …"), and
an effect that resolves only if a count of the state holds ("If you have at least 3 horror on you, lose 1 action";
"Take 2 horror if you have no actions remaining"; "Otherwise, …"). An effect replaced by another when it cannot be
done ("choose and discard 1 asset you control (if you cannot, take 2 damage instead)": ``if-able``) is ``if_done.py``'s,
with an optional instruction's follow-ups.

The choice is the player's, made as the ``choose`` aspect resolves (a ``target`` choice; without one the engine takes
the first listed and says so): the effects after it act on that one entity, named ``chosen`` — so "heal 1 damage from
that investigator" and "deal 1 damage to that investigator" in a test's results are the same investigator, which a
selector choosing as each effect resolves could not promise. The test's results carry the choice with them.

An ``if`` checks its count as it resolves, for "you", and the trace says what it counted: a count of the state, or the
current test's margin ("heal 1 horror (2 horror instead if it succeeds by 2 or more)": a result of the test), counted
as a ``for-each`` counts it and bounded as every condition is (``core/counted.compared``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import compared, holds
from ..core.occurrence import Context
from ..core.selector_words import selector_words
from ..core.targets import CHOSEN_ZONE, candidates, pick
from ..core.text import describe_effects
from ..situation.spec import Condition, Effect
from ..situation.vocabulary import StepKind
from .foreach import instances
from .parameters import unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The key of ``Context.preset`` the ``chosen`` selector reads.
CHOSEN = "chosen"


def choose(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``choose`` effect: one of what ``eff.to`` picks, named ``chosen`` for the aspects after it; ``random``: the
    game's choice, not the player's — the engine has no randomness and takes the first listed, saying so."""
    found = candidates(engine, eff.to or "you", ctx)[0][:1] if eff.random else pick(engine, eff.to or "you", ctx,
                                                                                     noun="target")
    if eff.random:
        engine.emit(StepKind.NOTE, ctx.depth, f"Chosen at random among {selector_words(eff.to, article=False)}: the engine has no randomness and "
                    f"takes the first listed ({', '.join(found) or 'none'})", ("ahlcg/rr/effects",), card=ctx.bearer)
    if not found:
        ctx.preset.pop(CHOSEN, None)
        return unresolvable(engine, ctx, f"{selector_words(eff.to, article=False)} to choose")
    ctx.preset[CHOSEN] = found[0]
    card = engine.state.cards.get(found[0])
    if card is not None and not engine.state.in_game(found[0]):  # chosen out of play: named while it stays there
        ctx.preset[CHOSEN_ZONE] = card.zone
    else:
        ctx.preset.pop(CHOSEN_ZONE, None)
    chooser = "the game chooses" if eff.random else f"{ctx.you or ctx.bearer} chooses"  # at random: no player's choice
    engine.emit(StepKind.NOTE, ctx.depth, f"{chooser[0].upper()}{chooser[1:]} {found[0]} ({selector_words(eff.to)}): the effects "
                "after it act on it", ("ahlcg/rr/you-your",), card=ctx.bearer)
    return True


def could_choose(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether there is anything to choose (choosing is what the effects after it act on)."""
    return bool(candidates(engine, eff.to or "you", ctx)[0])


def only_if(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``if`` effect: its ``effects`` if its condition holds now, else its ``otherwise``."""
    if eff.condition is None:
        return False
    met, counted = _holds(engine, eff, ctx)
    branch = eff.effects if met else eff.otherwise
    said = counted
    outcome = f"\u201c{describe_effects(branch)}\u201d resolves" if branch else "nothing resolves"
    engine.emit(StepKind.NOTE, ctx.depth, f"If {eff.condition.describe()}: {said}, so it {'holds' if met else 'does not hold'}"
                f"; {outcome}", ("ahlcg/rr/effects",), card=ctx.bearer)
    return engine.run_effects(branch, ctx) if branch else True


def could_change_if(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether the branch that would resolve now could change the state."""
    if eff.condition is None:
        return False
    met, _ = _holds(engine, eff, ctx)
    branch = eff.effects if met else eff.otherwise
    return bool(branch) and engine.potential(branch, ctx)


def _holds(engine: Engine, eff: Effect, ctx: Context) -> tuple[bool, str]:
    """Whether the ``if``'s condition holds now, and the count as said."""
    assert eff.condition is not None
    return _condition_holds(engine, eff.condition, ctx)


def _condition_holds(engine: Engine, condition: Condition, ctx: Context) -> tuple[bool, str]:
    """Whether a bounded count (or card's state) holds now, and the count as said; nothing to count does not hold.
    A condition of several parts ("If the attacked enemy is the only enemy engaged with you": the test is against an
    enemy engaged with you, and there is at most 1 such enemy) holds when each part does, each counted as the ``if``
    counts it — the test being made among them, which the state alone does not know."""
    if condition.all_of:
        parts = [_condition_holds(engine, part, ctx) for part in condition.all_of]
        return all(met for met, _ in parts), "; ".join(said for _, said in parts if said)
    if condition.during in _TURNS and condition.count is None and condition.card is None:
        return _turn_holds(engine, condition.during, ctx)
    if condition.card is not None:  # "If Hunting Horror is in play, it readies": a card's state
        return holds(engine.state, condition, ctx.you, ctx.bearer)
    what = condition.count or ""
    counted = instances(engine, what, ctx.you, ctx.bearer, ctx)  # the state, the test, or this resolution's record
    if counted is None:
        return False, "nothing to count"
    return compared(engine.state, condition, counted,
                    lambda bound: instances(engine, bound, ctx.you, ctx.bearer, ctx))  # "greater than twice your sanity"


#: The periods of a turn an instruction may be conditioned on ("If it is your turn, end your turn").
_TURNS = ("your-turn", "any-turn")


def _turn_holds(engine: Engine, during: str, ctx: Context) -> tuple[bool, str]:
    """Whether it is now the turn the ``if`` names (2.2: each investigator takes a turn in the investigation phase;
    "your" is the investigator resolving the effect), and whose turn it is, as said."""
    turn = engine.state.turn
    said = f"it is {turn}'s turn" if turn else "it is no investigator's turn"
    return (turn is not None and (during == "any-turn" or turn == ctx.you)), said

