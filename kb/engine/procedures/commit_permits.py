"""A permission to commit a card where ST.2 would not allow it (``permits`` on ``commit-card``).

ST.2: "Each investigator at the same location as the investigator performing the test may commit one card from his or
her hand"; Play Restrictions, Permissions, and Instructions: "Some cards have permissions that allow the investigator
to do something that the rules would otherwise forbid" — the Golden Rules: the card's text takes precedence. "You may
commit 1 card to each skill test performed by an investigator at another location" (Analytical Mind) relaxes only the
location: the investigator still commits one card (the limit of each other investigator), with a matching icon, its
restrictions met and its additional costs paid (procedures/commitment.py checks them all the same). "You may commit
Possession to a skill test at your location" relaxes only ST.2's "Cards that lack an appropriate skill icon may not be
committed to a skill test", for that card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import active
from ..core.occurrence import Occurrence
from ..core.state import AbilityState
from ..core.triggers import trigger_matches
from ..situation.permits import COMMIT_PERMITS
from ..situation.vocabulary import AbilityKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/play-restrictions-permissions-and-instructions", "ahlcg/rr/st-2")
#: The check a permission relaxes when the committer is not at the tester's location.
ELSEWHERE = "a-skill-test-at-another-location"
#: The check a permission relaxes when the card lacks an appropriate skill icon (ST.2).
WITHOUT_ICON = "a-card-without-an-appropriate-icon"


def commit_permission(engine: Engine, occ: Occurrence, check: str) -> AbilityState | None:
    """The constant ability permitting ``occ`` (a ``commit-card`` not yet resolved) despite ST.2's ``check``, if
    any: one whose ``permits`` names that check, whose ``applies-to`` matches the commit and whose "while" holds —
    among the abilities that interact now and the committed card's own: a card's permission to commit itself
    references its use from the hand it is committed from (Ability), as its additional cost to commit does."""
    state = engine.state
    own = state.cards.get(occ.what or "")
    for ab in [*state.live_abilities(), *(own.abilities if own is not None else ())]:
        a = ab.ability
        if a.kind is AbilityKind.CONSTANT and a.permits == check and a.applies_to is not None \
                and trigger_matches(state, a.applies_to, occ, ab) and active(state, ab, occ):
            return ab
    return None


def said(ab: AbilityState, who: str) -> str:
    """The trace's words for a permission at work: whose card permits whom to do what, quoting its text."""
    return (f"{ab.bearer} permits {who} to {COMMIT_PERMITS[ab.ability.permits or '']}: "
            f"\u201c{ab.ability.text or 'permits'}\u201d (the one card each other investigator commits still holds)")
