"""Whether a 'cannot' forbids an investigator triggering an ability ("You cannot trigger [free] abilities", "You cannot
trigger [action] abilities on locations"): the one check the initiation of an [action] or free ability and the offer
of a reaction share.

"Cannot" is absolute (Cannot): an ability a 'cannot' forbids triggering is not initiated at all — nothing of its cost
is paid (Appendix I: the play restrictions are checked first). The probe is an ``ability-triggered`` occurrence whose
``via`` is the ability's kind (``activate`` for an [action] ability, ``free``, ``reaction``) and whose ``what`` is the
card bearing it, matched as every constant or lasting 'cannot' is (:meth:`Engine.forbidden`). A forced ability is no
investigator's choice to trigger and is never probed.
"""

from __future__ import annotations

from typing import Any

from ..situation.vocabulary import AbilityKind, Via
from .occurrence import Occurrence
from .state import AbilityState

#: The kinds of ability an investigator chooses to trigger → the ``via`` of their ``ability-triggered``.
TRIGGERED_VIA = {AbilityKind.ACTION: Via.ACTIVATE.value, AbilityKind.FREE: Via.FREE.value,
                 AbilityKind.REACTION: Via.REACTION.value}


def trigger_ban(engine: Any, ab: AbilityState, who: str | None) -> AbilityState | None:
    """The constant or lasting ability whose 'cannot' forbids ``who`` triggering ``ab`` now, or None. ``engine`` is
    the replay's Engine (typed Any: the engine imports this module)."""
    via = TRIGGERED_VIA.get(ab.kind)
    if via is None or ab.fast_card:  # a fast event is played, not triggered (Playing Cards)
        return None
    return engine.forbidden(Occurrence("ability-triggered", 0, who=who, what=ab.bearer, via=via))


def ban_words(ban: AbilityState) -> str:
    """The forbidding ability as the trace says it: its bearer and its text."""
    return f"{ban.bearer}: \u201c{ban.ability.text or 'cannot'}\u201d"
