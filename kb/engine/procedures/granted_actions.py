"""Additional actions a card's constant ability gives ("You may take an additional action during your turn": Leo De
Luca; "…, which can only be used on Tome [action] abilities": Daisy Walker).

Constant Abilities: a constant ability is active "as long as its card is in play" — so the action is there from
the moment the card enters play, during the turn it entered too, and gone when the card leaves. Gains: an
investigator who "gains an action … is permitted one additional action to spend during the specified time period".
The engine keeps the actions left this turn (``Investigator.actions``) and the additional actions restricted to some
[action] abilities (``restricted_actions``, FAQ 1.10); :func:`settle` brings them in line with the abilities active
now, before each action of the turn and as the actions reset at 4.2: a grant that appeared adds its action, one that
ended takes away an action not yet taken (an action already taken is not undone).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import value_modifiers
from ..core.occurrence import Occurrence
from ..core.state import RestrictedAction
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/ability/constant-abilities", "ahlcg/rr/gains", "ahlcg/rr/action")
_RESTRICTED = "ahlcg/faq/1-10"


def grants(engine: Engine, who: str) -> list[tuple[str, tuple[str, ...], bool]]:
    """(card, traits, plays) for each active constant ability giving ``who`` an additional action during his or her
    turn (``plays``: its restricted action may also play cards of those traits)."""
    probe = Occurrence("perform-action", 0, who=who)
    return [(ab.bearer, ab.ability.additional_action, ab.ability.additional_action_plays)
            for ab in value_modifiers(engine.state, probe) if ab.ability.additional_action is not None]


def settle(engine: Engine, who: str, depth: int) -> None:
    """Count in the additional actions given now and not yet counted this turn, and take out those no longer given."""
    inv = engine.state.investigators[who]
    now = grants(engine, who)
    if inv.granted is None:  # the situation's ``actions`` count the unrestricted ones already
        inv.granted = [g for g in now if not g[1]]
    gone = [g for g in inv.granted if g not in now]
    new = [g for g in now if g not in inv.granted]
    for card, traits, plays in new:
        before = inv.actions
        if traits:
            slot = RestrictedAction(traits, source=card, plays=plays)
            inv.restricted_actions.append(slot)
            what = f"an additional action {slot.describe()}"
        else:
            inv.actions += 1
            what = f"an additional action (actions {before} \u2192 {inv.actions})"
        engine.emit(StepKind.STATE, depth, f"{card}'s constant ability is active: {who} may take {what} this turn",
                    _RULES + ((_RESTRICTED,) if traits else ()), card=card)
    for card, traits, _ in gone:
        slots = [s for s in inv.restricted_actions if s.source == card and s.traits == traits]
        if traits and slots:
            inv.restricted_actions.remove(slots[0])
            lost = "its restricted additional action" + (" (already used)" if slots[0].used else "")
        elif not traits and inv.actions > 0:
            inv.actions -= 1
            lost = f"the additional action it gave (actions {inv.actions + 1} \u2192 {inv.actions})"
        else:
            lost = "nothing: the action it gave was already taken"
        engine.emit(StepKind.STATE, depth, f"{card}'s constant ability is no longer active: {who} loses {lost}",
                    _RULES, card=card)
    inv.granted = now


def reset(engine: Engine, who: str) -> None:
    """4.2: the turn's actions start again, the ones cards give counted anew."""
    inv = engine.state.investigators[who]
    inv.restricted_actions = [s for s in inv.restricted_actions if s.source is None]
    inv.granted = []
    settle(engine, who, 0)
