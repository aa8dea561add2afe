"""Restricted additional actions and losing actions (FAQ 1.10 Taking and Losing Additional Actions).

An investigator's turn has the standard actions (``Investigator.actions``) and, for some
investigators, additional actions that "can only be used on" some abilities (Daisy Walker: "You may
take an additional action during your turn, which can only be used on Tome [action] abilities").
FAQ 1.10 decides three things this module applies, so the action code never has to know about them:

- the first action that is able to qualify as an additional action *automatically* uses it, not a
  standard action (:func:`qualifying`, :func:`use_slot`);
- an action that does not qualify cannot use it (:func:`require_standard`);
- an effect that makes the investigator lose actions takes the standard actions first; additional
  actions are lost only when nothing else remains, in an order of the investigator's choosing
  (:func:`lose_actions`).

:func:`lose_actions` is the one handler of the ``lose-actions`` effect for every investigator (an
"either lose 1 action or take 1 horror" option, EX-29, as much as Daisy's FAQ 1.10 case, EX-26); with
no restricted additional actions it is simply the Action rule's "that many fewer actions".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import IllegalPlay
from ..core.state import Investigator, RestrictedAction
from ..core.text import count
from ..situation.vocabulary import Decision, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULE = "ahlcg/faq/1-10"


def unused(inv: Investigator) -> list[RestrictedAction]:
    """The restricted additional actions still available this turn."""
    return [slot for slot in inv.restricted_actions if not slot.used]


def available(inv: Investigator) -> int:
    """Every action the investigator may still take this turn: standard and additional."""
    return inv.actions + len(unused(inv))


def qualifying(engine: Engine, who: str, card: str, depth: int = 0, *, play: bool = False) -> RestrictedAction | None:
    """The unused additional action an [action] ability on ``card`` qualifies for (``play``: playing ``card``, which
    only an additional action that may play cards of its traits covers); of several, the one the investigator
    chooses (FAQ 1.10: "he or she may choose which additional action is used": a ``target`` choice naming the card
    giving it, or its text; else the first listed)."""
    found = engine.state.cards.get(card)
    traits = set(found.spec.traits) if found is not None else set()
    fits = [slot for slot in unused(engine.state.investigators[who])
            if traits & set(slot.traits) and (slot.plays or not play)]
    if len(fits) < 2:
        return fits[0] if fits else None
    names = [slot.source or slot.describe() for slot in fits]
    choice = engine.book.take(Decision.TARGET, ability=card)
    picked = names.index(str(choice.choose)) if choice is not None and choice.choose in names else 0
    why = f"{choice.path}" if choice is not None and choice.choose in names else "no choice given; the first listed"
    engine.emit(StepKind.CHOICE, depth, f"{_acting(card, play)} qualifies for {len(fits)} of {who}'s additional actions: "
                f"{who} chooses which is used — {names[picked]} ({why}; could also use: "
                f"{', '.join(n for n in names if n != names[picked])})", (_RULE,), card=card)
    return fits[picked]


def require_standard(engine: Engine, who: str, what: str) -> None:
    """Raise when ``who`` has no standard action left for an action that no additional action covers."""
    inv = engine.state.investigators[who]
    if inv.actions < 1 and unused(inv):
        kinds = "; ".join(slot.describe() for slot in unused(inv))
        raise IllegalPlay(f"{who} has no standard action left, and {what} cannot use the additional action "
                          f"({kinds})", _RULE, "ahlcg/rr/action")


def _acting(card: str, play: bool) -> str:
    """What uses the action, as the trace names it: playing the card, or its ability."""
    return f"Playing {card}" if play else f"{card}'s ability"


def use_slot(engine: Engine, who: str, card: str, slot: RestrictedAction, depth: int, *, play: bool = False) -> None:
    """An [action] ability of ``card`` (``play``: playing ``card``) pays one of its actions with the qualifying
    additional action."""
    slot.used = True
    inv = engine.state.investigators[who]
    engine.emit(StepKind.STATE, depth, f"{_acting(card, play)} qualifies for {who}'s additional action ({slot.describe()}): "
                f"the first action able to qualify automatically uses it, not a standard action (standard actions "
                f"left: {inv.actions})", (_RULE, "ahlcg/rr/action"), card=card)


def gain_actions(engine: Engine, who: str, amount: int, depth: int, by: str) -> bool:
    """Take ``amount`` additional actions this turn ("You may take an additional action this turn"), or during the
    investigator's turn yet to come this round (Guidance): actions to take, as the three of a turn are (Action);
    unused, they go with the turn's others, and 4.2 resets the count. An investigator whose turn this round is over
    gains none (2.2: one turn each round); whether any was gained."""
    state = engine.state
    inv = state.investigators[who]
    if state.phase == "investigation" and state.turn != who and who in state.turns_taken:
        engine.emit(StepKind.NOTE, depth, f"{who} has already taken his or her turn this round: there is no turn left "
                    f"to take {count(amount, 'additional action')} in ({by}), so none is gained",
                    ("ahlcg/rr/action", "ahlcg/rr/2-2"), card=by)
        return False
    before = inv.actions
    inv.actions += amount
    when = "this turn" if state.turn == who or state.phase != "investigation" else \
        "during his or her turn, yet to come this round"
    engine.emit(StepKind.STATE, depth, f"{who} may take {count(amount, 'additional action')} {when} ({by}): "
                f"actions {before} \u2192 {inv.actions}", ("ahlcg/rr/action",), card=by)
    return True


def lose_actions(engine: Engine, who: str, amount: int, depth: int, by: str) -> bool:
    """Lose ``amount`` actions (Action: "he or she has that many fewer actions to take during that round",
    as many as there are): standard ones first, then additional ones (in the listed order). Whether all
    ``amount`` were lost ('Then' needs it)."""
    inv = engine.state.investigators[who]
    standard = min(amount, inv.actions)
    before = inv.actions
    inv.actions -= standard
    lost_extra = []
    for slot in unused(inv)[:amount - standard]:
        slot.used = True
        lost_extra.append(slot.describe())
    kept = unused(inv)
    if not inv.restricted_actions:  # only standard actions: nothing to tell apart
        text = f"{who} loses {count(amount, 'action')} (actions {before} \u2192 {inv.actions})"
    else:
        text = f"{who} loses {count(amount, 'action')} ({by}): standard actions {before} \u2192 {inv.actions}"
    if lost_extra:
        text += (f"; only additional actions remained, so {'they are' if len(lost_extra) > 1 else 'it is'} lost too ("
                 + "; ".join(lost_extra) + (", in the listed order: the investigator chooses the order"
                                           if len(lost_extra) > 1 else "") + ")")
    elif kept:
        text += ("; the standard actions are lost first, so the additional action is kept ("
                 + "; ".join(slot.describe() for slot in kept) + ")")
    lost = standard + len(lost_extra)
    if lost < amount:
        text += f"; there was nothing more to lose ({lost} of {amount} lost)"
    rules = (_RULE, "ahlcg/rr/action") if inv.restricted_actions else ("ahlcg/rr/action",)
    engine.emit(StepKind.STATE, depth, text, rules, card=by)
    return lost == amount


def reset(inv: Investigator) -> None:
    """4.2: the additional actions come back with the standard ones."""
    for slot in inv.restricted_actions:
        slot.used = False


def refresh(inv: Investigator) -> int:
    """A new turn's actions (4.2, and a repeated investigation phase's turn): 3 and the additional ones, none used,
    the turn not ended; the count of actions before, for the trace."""
    before = inv.actions
    inv.actions = 3 + inv.additional_actions
    reset(inv)
    inv.turn_ended = False
    return before
