"""A resource gain an investigator may decline: "During the upkeep phase, you may choose to not gain resources" (Dark
Horse).

Constant Abilities: a constant ability is active as long as its card is in play (and its condition holds: here the
upkeep phase, Appendix II). ``declinable`` on a constant whose ``applies-to`` fits a resource gain lets the
investigator the gain concerns choose not to take it: a ``may`` choice naming the card (May: the player chooses whether
to resolve what "may" offers), asked as the gain would be made. Declined, the gain does not happen — nothing is gained,
no timing point occurs — and the trace says why; with no choice given, the gain resolves (what the game gives, the
engine's default, said in the trace).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import active
from ..core.occurrence import Occurrence
from ..core.triggers import trigger_matches
from ..situation.vocabulary import AbilityKind, Decision, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/may", "ahlcg/rr/ability/constant-abilities")


def declined(engine: Engine, occ: Occurrence) -> bool:
    """Whether the investigator ``occ`` concerns declines it, as a ``declinable`` constant that fits it lets him or her
    (the first such constant asks; said in the trace either way)."""
    state = engine.state
    for ab in state.live_abilities():
        a = ab.ability
        if a.kind is not AbilityKind.CONSTANT or not a.declinable or a.applies_to is None \
                or not trigger_matches(state, a.applies_to, occ, ab) or not active(state, ab, occ):
            continue
        choice = engine.book.take(Decision.MAY, ability=ab.bearer)
        said = f"{ab.bearer}: \u201c{a.text or 'may decline'}\u201d"
        if choice is not None and not choice.choose:
            engine.emit(StepKind.CHOICE, occ.depth, f"{occ.who} chooses not to take it ({choice.path}): {occ.text} "
                        f"does not happen — {said}", _RULES, card=ab.bearer)
            return True
        why = choice.path if choice is not None else "no choice given: the engine takes the gain"
        engine.emit(StepKind.CHOICE, occ.depth, f"{occ.who} may decline {occ.text}, and does not ({why}) — {said}",
                    _RULES, card=ab.bearer)
        return False
    return False
