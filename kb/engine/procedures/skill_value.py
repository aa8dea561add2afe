"""The constant and lasting modifiers to a skill test's skill value (ST.5), each as it applies now.

"The game state constantly checks and (if necessary) updates the count of any variable value or quantity that is being
modified" (Modifiers): a skill modifier printed "for each" of something ("You get +1 to each of your skills for each
horror on Key of Ys") is its amount times the count as the value is read — for the investigator testing and the
modifier's own card (``counted.modifier_amount``, as every value modifier is counted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import modifier_amount
from ..core.occurrence import Occurrence

if TYPE_CHECKING:
    from ..core.engine import Engine


def modifiers(engine: Engine, begin: Occurrence, who: str | None) -> list[tuple[str, int]]:
    """``(bearer, amount)`` of each constant or lasting ability modifying the skill value of the test ``begin`` began,
    made by ``who`` (an ability with no skill modifier is left out)."""
    return [(ab.bearer, modifier_amount(engine.state, ab, "skill_modifier", who)) for ab in engine.modifiers(begin)
            if ab.ability.skill_modifier]
