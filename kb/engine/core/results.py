"""The per-resolution record: what each instruction of one ability's resolution did, for the instructions after it.

Card text often makes one instruction depend on what an earlier one of the same ability did: "If no doom was placed by
this effect, lose 2 resources" (Arousing Suspicions), "If no cards are discarded by this effect, Corrosion gains surge",
"If it moved more than one location by this effect, it does not attack this phase" (Swift Byakhee), "Then, gain that
many resources". The rules word it as the effect's own outcome ("by this effect"): what the effect actually did, after
as much of it as possible was resolved (Effects), not what it printed — an instruction with nothing to act on placed no
doom.

Each ability resolves with one :class:`~.occurrence.Context`; the effect handlers that change the state note on it what
they did (:func:`record`: an outcome, how much, the cards it acted on), and a result count (the vocabulary's
``RESULT_COUNTS``) reads the record as an ``if`` or a ``for-each`` resolves (:func:`tally`). A resolution's record
starts empty: nothing an earlier ability did is "by this effect".
"""

from __future__ import annotations

from ..situation.vocabulary import AMOUNTED_EVENTS, PRINTED_COST, THAT_MANY, TRIGGER_AMOUNT, result_count
from .occurrence import Context, Outcome
from .state import DECK, DISCARD, ENCOUNTER_DECK, ENCOUNTER_DISCARD, State
from .triggers import selector_matches


#: The record's outcomes of a look and of a reveal (a card revealed is looked at too): ``effects/looking.py``.
LOOKED, REVEALED = "card-looked-at", "card-revealed"
#: A selector's area of the cards this resolution saw (``looked-at-by-this-effect``) → the outcome recorded.
SEEN_KINDS = {"looked-at-by-this-effect": LOOKED, "revealed-by-this-effect": REVEALED}


def seen(state: State, ctx: Context, area: str) -> list[str]:
    """The cards the looks (reveals) of this resolution recorded that are still in a deck, in the order seen: a card
    looked at never left its deck (Search: sifted cards stay in their area of origin), so "the rest of those cards" are
    the ones no instruction since has moved — put into play, discarded, drawn."""
    kind = SEEN_KINDS[area]
    cards = dict.fromkeys(c for o in ctx.done if o.kind == kind for c in o.cards)
    return [c for c in cards if c in state.cards and state.cards[c].zone in (DECK, ENCOUNTER_DECK)]


#: A selector's area of the cards this resolution discarded ("Choose a location discarded by this effect").
DISCARDED = "discarded-by-this-effect"


#: The area of the cards the latest discard of this resolution discarded ("Discard the top card of your deck. Switch
#: your role to the class of the discarded card": the one card just discarded, not those an earlier instruction did).
JUST_DISCARDED = "just-discarded-by-this-effect"


def discarded(state: State, ctx: Context, latest: bool = False) -> list[str]:
    """The cards the discards of this resolution recorded that are still on a discard pile, in the order discarded:
    one an instruction since has moved elsewhere is no longer "discarded by this effect" to choose. With ``latest``,
    only those of the latest discard recorded (:data:`JUST_DISCARDED`)."""
    done = [o for o in ctx.done if o.kind == "card-discarded"]
    cards = dict.fromkeys(c for o in (done[-1:] if latest else done) for c in o.cards)
    return [c for c in cards if c in state.cards and state.cards[c].zone in (DISCARD, ENCOUNTER_DISCARD)]


#: The outcome of an enemy engaged by an instruction (an ``engage``, or a move that brought it to an investigator).
ENEMY_ENGAGED = "enemy-engaged"


def engaged_by_this_effect(ctx: Context) -> list[str]:
    """The enemies the instructions of this resolution engaged, in the order engaged ("Each Criminal enemy that engages
    you as a result of this effect"): whoever they are engaged with now is the selector's to check."""
    return list(dict.fromkeys(c for o in ctx.done if o.kind == ENEMY_ENGAGED for c in o.cards))


#: A cost's parts → the outcome its payment records ("for each action spent", "that many"): a ``spend`` after the
#: colon's, and the additional cost of committing a card, for that card's results (``procedures/commitment.py``).
SPENT_OUTCOMES = {"actions": "action-spent", "resources": "resource-spent", "clues": "clue-spent", "uses": "use-spent"}


def record(ctx: Context, kind: str, amount: int, cards: tuple[str, ...] = ()) -> None:
    """Note on the resolution ``ctx`` that an instruction did ``amount`` of ``kind`` (nothing, when it did none)."""
    if amount > 0:
        ctx.done.append(Outcome(kind, amount, cards))


def tally(state: State, ctx: Context | None, key: str) -> tuple[int, str] | None:
    """How much the record of ``ctx`` holds of the result count ``key``, and how to say it; None when ``key`` is not a
    result count or there is no resolution to read (a count outside an ability's effects)."""
    parts = result_count(key)
    if parts is None or ctx is None:
        return None
    kind, flt = parts
    if kind == THAT_MANY:
        if not ctx.done:
            return 0, "nothing was done before it in this resolution"
        last = ctx.done[-1]
        return last.amount, f"{last.amount} ({last.kind.replace('-', ' ')} just before)"
    if kind == TRIGGER_AMOUNT:  # "that many" of the triggering condition: the amount its occurrence carries
        occ = ctx.occ
        if occ is None or occ.event not in AMOUNTED_EVENTS:
            return 0, "the ability did not trigger on an amount"
        return occ.amount, f"{occ.amount} (the amount of {occ.text or occ.event})"
    if kind.startswith(PRINTED_COST):  # "the total printed cost of those discarded cards"
        return _printed_cost(state, ctx, kind[len(PRINTED_COST):], flt)
    done = [o for o in ctx.done if o.kind == kind]
    word = kind.replace("-", " ")
    if flt is None:
        n = sum(o.amount for o in done)
        return n, f"{n} ({word} by this effect)"
    if kind == "token-revealed":  # chaos tokens, not cards: the tokens counted, joined by |
        cards = [c for o in done for c in o.cards if c in flt.split("|")]
    else:
        cards = [c for o in done for c in o.cards  # filters joined by |: any of them ("a Terror or Omen card")
                 if any(selector_matches(state, f, c, ctx.bearer, ctx.you) for f in flt.split("|"))]
    return len(cards), f"{len(cards)} ({flt} {word} by this effect: {', '.join(cards) or 'none'})"


def _printed_cost(state: State, ctx: Context, kind: str, flt: str | None) -> tuple[int, str]:
    """The printed costs, added up, of the cards the outcome ``kind`` of this resolution recorded (those ``flt``
    matches): a card's printed cost is the cost on the card (Printed), whatever modifies its cost to play; a card with
    no cost printed adds none."""
    cards = [c for o in ctx.done if o.kind == kind for c in o.cards
             if c in state.cards and (flt is None or any(selector_matches(state, f, c, ctx.bearer, ctx.you)
                                                         for f in flt.split("|")))]
    costs = {c: int(state.cards[c].spec.cost or 0) for c in cards}
    n = sum(costs.values())
    listed = ", ".join(f"{c} {v}" for c, v in costs.items()) or "none"
    return n, f"{n} (the printed cost of the cards {kind.removeprefix('card-').replace('-', ' ')} by this effect: {listed})"
