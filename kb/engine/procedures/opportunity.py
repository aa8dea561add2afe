"""Attacks of opportunity: after an action's costs are paid and before its effect, each ready enemy
engaged with the investigator attacks (Attack of Opportunity; FAQ 1.1).

Fight, evade, parley and resign do not provoke; neither does playing a fast card or a card played
through an effect, which cost no action, nor an action of a kind a constant says does not ("Engage actions you perform
do not provoke attacks of opportunity": a constant on ``perform-action`` of that kind with ``provokes: false``). An action that costs several actions still provokes one
attack from each enemy; an enemy does not exhaust after an attack of opportunity.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.state import PLAY, AbilityState
from ..core.text import count
from ..situation.vocabulary import StepKind
from .damage import attack

if TYPE_CHECKING:
    from ..core.engine import Engine


def attacks_of_opportunity(engine: Engine, who: str, depth: int, *, provokes: bool, why: str,
                           actions: int = 1, action: str | None = None) -> bool:
    """Attack of Opportunity: after the costs, before the effect, each ready engaged enemy attacks. ``action``: the
    kind of action performed (``perform-action``'s via), which a constant may say does not provoke.

    Returns whether ``who`` is still in the game to go on with the action.
    """
    state = engine.state
    ready = [e for e in state.engaged_with(who) if not state.cards[e].exhausted]
    if not ready:
        return True
    quiet = unprovoking(engine, who, action) if provokes else None
    if quiet is not None:
        provokes, why = False, f"{why}, as {quiet.bearer} says (\u201c{quiet.ability.text}\u201d),"
    if not provokes:
        engine.emit(StepKind.NOTE, depth, f"{who} is engaged with {', '.join(ready)}, but {why} does not provoke "
                    "attacks of opportunity", ("ahlcg/rr/attack-of-opportunity", "ahlcg/faq/1-1"), card=who)
        return True
    ordered, choice = engine.book.order(ready)
    resting = [e for e in state.engaged_enemies(who) if state.cards[e].exhausted]
    engine.emit(StepKind.FRAMEWORK, depth,
                f"{who} is engaged with {count(len(ready), 'ready enemy', 'ready enemies')} and took {why}, "
                "which is not fight, evade, parley or resign: attacks of opportunity, after the costs are paid and "
                "before the effect" + (f"; costing {actions} actions, it still provokes one attack from each enemy"
                                       if actions > 1 else "")
                + (f" ({', '.join(resting)}: exhausted, so no attack)" if resting else ""),
                ("ahlcg/rr/attack-of-opportunity", "ahlcg/rr/appendix-i", "ahlcg/faq/1-1"), card=who)
    if len(ready) > 1:
        why_order = f"({choice.path})" if choice else "(no order given; the engine uses the situation's order)"
        engine.emit(StepKind.CHOICE, depth, f"{who} chooses the order of the attacks: {', then '.join(ordered)} "
                    f"{why_order}", ("ahlcg/rr/attack-of-opportunity",), card=who)
    for enemy in ordered:
        card = state.cards[enemy]
        if card.zone != PLAY or card.exhausted or enemy not in state.engaged_with(who) \
                or state.investigators[who].eliminated:
            continue
        attack(engine, enemy, who, "opportunity", depth + 1)
    if state.investigators[who].eliminated:
        engine.emit(StepKind.FRAMEWORK, depth, f"{who} was eliminated by an attack of opportunity: the action "
                    "does not continue", ("ahlcg/rr/attack-of-opportunity", "ahlcg/rr/elimination"), card=who)
        return False
    engine.emit(StepKind.FRAMEWORK, depth, "Attacks of opportunity made: the action continues",
                ("ahlcg/rr/attack-of-opportunity",), card=who)
    return True


def unprovoking(engine: Engine, who: str, action: str | None) -> AbilityState | None:
    """The constant by which ``who``'s action of kind ``action`` does not provoke attacks of opportunity (its
    ``provokes: false``, on ``perform-action`` of that kind); None when none does, or no kind is known."""
    if action is None:
        return None
    probe = Occurrence("perform-action", 0, who=who, via=action)
    return next((ab for ab in engine.modifiers(probe) if not ab.ability.provokes), None)
