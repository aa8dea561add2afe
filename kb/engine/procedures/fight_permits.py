"""A permission to fight an enemy that is not at the attacker's location (``permits`` on ``fight``).

Fight: "an investigator may attack an enemy at his or her location"; Play Restrictions, Permissions, and Instructions:
"Some cards have permissions that allow the investigator to do something that the rules would otherwise forbid" — the
Golden Rules: the card's text takes precedence. "You may fight Cnidathqua as if it were at your location (it is not
engaged with you)" relaxes only where the enemy is: the attack is made as any other (its fight value, its results, a
'cannot' or aloof still hold), and the enemy does not become engaged (Cnidathqua's own reminder), nor does it move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import active
from ..core.occurrence import Occurrence
from ..core.state import AbilityState
from ..core.triggers import trigger_matches
from ..situation.permits import ELSEWHERE_ENEMY
from ..situation.vocabulary import AbilityKind, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/fight-action", "ahlcg/rr/play-restrictions-permissions-and-instructions", "ahlcg/rr/golden-rules")


def fight_permission(engine: Engine, who: str, enemy: str, depth: int) -> AbilityState | None:
    """The constant ability permitting ``who`` to fight ``enemy`` though it is not at his or her location, if any
    (its ``applies-to`` matching that attack, its "while" holding); said in the trace when found."""
    state = engine.state
    probe = Occurrence("fight", depth, who=who, what=enemy, text=f"{who} attacks {enemy}")
    for ab in state.live_abilities():
        a = ab.ability
        if a.kind is AbilityKind.CONSTANT and a.permits == ELSEWHERE_ENEMY and a.applies_to is not None \
                and trigger_matches(state, a.applies_to, probe, ab) and active(state, ab, probe):
            engine.emit(StepKind.NOTE, depth, f"{ab.bearer} permits {who} to fight {enemy} as if it were at "
                        f"{who}'s location: \u201c{a.text or 'permits'}\u201d (it stays where it is, unengaged)",
                        RULES, card=ab.bearer)
            return ab
    return None
