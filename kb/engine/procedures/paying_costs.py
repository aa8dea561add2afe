"""Paying a cost (Costs), wherever it is paid: at initiation step 2 of an ability (triggered or activated), after
the colon as an effect resolves, or as an additional cost resolves (FAQ 1.6). :func:`pay_cost` pays the whole
cost and says so, each caller with its own words and rule keys; the core calls it as the ``pay-cost`` procedure.

The parts of a cost that act on the board (Costs): the card bearing the ability discarded
("Discard Knife:") or exiled ("Exile Fire Extinguisher:": removed from the game, Exile), damage and horror
its controller takes ("Take 1 horror:") or the card itself is dealt ("Exhaust Beat Cop and deal 1 damage to
it:"), doom placed on the card ("Add 1 doom to Blood Pact:": it counts toward the doom in play, as any doom
does), another asset exhausted ("Exhaust an Ally asset:": a ready one under the payer's control, which the payer
chooses — a ``target`` choice with the ability's card, by default the first listed), cards discarded from the
payer's hand ("Discard a card from your hand:": other than the card bearing the ability, each the payer's choice),
direct damage and horror its controller takes ("Take 1 direct damage:": Direct Damage/Direct Horror — assigned to the
investigator, never to an asset), the card removed from the game ("remove The Gold Pocket Watch from the game:"),
the payer's clues placed on a location ("Place 1 of your clues on attached location:": through ``place-clues``),
doom placed on the current agenda ("Place 1 doom on the current agenda:"), the top cards of the payer's deck
discarded ("discard the top card of your deck:"), the card the triggering condition names discarded from the payer's
hand ("After you draw a non-weakness card, discard that card …:", bound by ``core/triggering_cost.py``).

They are paid with the cost's other parts, at initiation step 2 (or as an additional cost resolves,
FAQ 1.6), after the core has checked the whole cost can be paid (``core/costs.py``: a card
discarded to pay a cost must be in play under the payer's control). Damage and horror taken as a
cost are dealt by the card, as any other (Dealing Damage/Horror), so they may be assigned to
assets: "If an investigator takes damage or horror as a cost and reassigns any of it to an asset,
the cost is still considered paid" (Costs). The card is discarded last: the damage it deals is
dealt while it is still in play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..core import costs
from ..core.amounts import choose_amount
from ..core.costs import clue_place, exhaustible
from ..core.occurrence import Context, Occurrence
from ..core.state import DISCARD, PLAY, REMOVED, Card
from ..core.targets import choose
from ..situation.spec import Cost
from ..situation.vocabulary import StepKind
from .act_and_agenda import place_doom
from .cost_pick import bind_picked
from .damage import Deal, deal
from .decks import discard_top
from .discarding import discard_from_play, discard_hand_cards, leave_play, place_out_of_play, stays
from .leaving import leave_once, redirected
from .placing import place_clues

if TYPE_CHECKING:
    from ..core.engine import Engine


def pay_cost(engine: Engine, cost: Cost, you: str, bearer: str, depth: int, *, said: str, rules: tuple[str, ...],
             card: str | None = None, with_payment: Callable[[], None] | None = None,
             preset: dict[str, str] | None = None, on_paid: Callable[[Cost], None] | None = None) -> str:
    """Pay the whole of ``cost`` for ``you``, bearing on ``bearer``'s card, simultaneously: its tokens and states
    (the core's ``costs.pay``, which refuses a cost that cannot be paid with ``IllegalPlay``), then say so — ``said``
    followed by what changed, citing ``rules``, on ``card`` (by default ``bearer``) — then its board parts.
    ``with_payment`` is what else the payment does, said before it (the additional action its action uses);
    ``preset``, the resolution's, binds the card the cost picks for the effects after the colon (``cost_pick``);
    ``on_paid`` is told the cost as paid, its "up to" parts settled (``cost_paid``). Returns what changed."""
    if cost.up_to:
        cost = settle_amount(engine, cost, you, bearer, depth)
    change = costs.pay(engine.state, cost, you, bearer)
    if on_paid is not None:
        on_paid(cost)
    if with_payment is not None:
        with_payment()
    engine.emit(StepKind.STATE, depth, f"{said} ({change})", rules, card=card or bearer)
    if cost.on_board():
        pay_board_costs(engine, cost, you, bearer, depth, preset)
    return change


def additional_costs(engine: Engine, occ: Occurrence, ctx: Context, who: str) -> bool:
    """FAQ 1.6: pay additional costs as the effect would resolve; False if they cannot be paid."""
    extra = [m for m in engine.modifiers(occ) if m.ability.additional_cost is not None]
    if not extra:
        return True
    what = occ.text or occ.event
    if ctx.mandatory:
        engine.emit(StepKind.NOTE, ctx.depth, f"A forced effect requires {what}: its additional cost need not be paid",
                    ("ahlcg/faq/1-6",), card=ctx.bearer)
        return True
    total = Cost()
    for m in extra:
        c = m.ability.additional_cost or Cost()
        total = total.plus(c)
    sources = ", ".join(m.bearer for m in extra)
    if not costs.can_pay(engine.state, total, who, who):
        engine.emit(StepKind.NOTE, ctx.depth,
                    f"Additional cost ({sources}): {total.describe()} must be paid as {what} would resolve; "
                    f"{who} cannot pay it, so that aspect of the effect fails to resolve",
                    ("ahlcg/faq/1-6",), card=extra[0].bearer)
        return False
    pay_cost(engine, total, who, who, ctx.depth, card=extra[0].bearer,
             said=f"Additional cost ({sources}): {total.describe()} paid as {what} would resolve, outside the normal "
             "timing point for paying costs",
             rules=("ahlcg/faq/1-6", "ahlcg/rr/costs", "ahlcg/rr/ability/constant-abilities"))
    return True


def _discard_cards(engine: Engine, cost: Cost, you: str, bearer: str, depth: int,
                   preset: dict[str, str] | None = None) -> None:
    """Discard the cost's cards, each the payer's choice (a ``target`` choice) among those it may take: from the hand
    (of the type and trait it names), or from the hand or play ("Discard 2 assets from your hand or from play:": a card
    in play leaves play, as any card discarded from play). One card discarded from the hand is the one the effects
    after the colon name ("the discarded card": ``chosen`` in ``preset``)."""
    ctx = Context(bearer, you, depth)
    if not cost.discard_from_play:
        find = cost.discarded()
        picked = discard_hand_cards(engine, you, cost.discard_hand, ctx, keep=(bearer,), find=find)
        engine.emit(StepKind.STATE, depth, f"{you} discards {', '.join(picked)} from hand to pay {bearer}'s cost, onto "
                    "the discard pile", ("ahlcg/rr/costs", "ahlcg/rr/discard-piles"), card=bearer)
        if len(picked) == 1:
            bind_picked(preset, picked[0])  # "Discard a card from your hand: … icons on the discarded card"
        return
    options, picked = costs.discardable(engine.state, cost, you, bearer), []
    for _ in range(min(cost.discard_hand, len(options))):
        left = [c for c in options if c not in picked]
        picked.append(choose(engine, ctx, left, "card") if len(left) > 1 else left[0])
    hand = engine.state.investigators[you].hand
    for name in picked:
        card = engine.state.cards[name]
        if name in hand:
            hand.remove(name)
            place_out_of_play(engine.state, card, DISCARD)
            engine.emit(StepKind.STATE, depth, f"{you} discards {name} from hand to pay {bearer}'s cost, onto the "
                        "discard pile", ("ahlcg/rr/costs", "ahlcg/rr/discard-piles"), card=bearer)
        elif card.zone == PLAY:
            discard_from_play(engine, card, depth, announce=f"{you} discards {name} from play to pay {bearer}'s cost",
                              rules=("ahlcg/rr/costs", "ahlcg/rr/discard-piles"), source=bearer)


def settle_amount(engine: Engine, cost: Cost, you: str, bearer: str, depth: int) -> Cost:
    """How much of an "up to" part is paid ("Take up to 3 horror:"): the payer's ``amount`` choice, from none to the
    printed amount (fewer resources or clues if ``you`` has fewer); with no choice, the most ``you`` can pay."""
    most = costs.most_payable(engine.state, cost, you, bearer)
    amount, why = choose_amount(engine, bearer, most, f"the engine pays the most that can be paid, {most}")
    part = cost.up_to or ""
    most_said = "any number of" if cost.any_number else f"up to {getattr(cost, part)}"
    engine.emit(StepKind.CHOICE, depth, f"{you} pays {most_said} {part} for {bearer}'s cost: {why}",
                ("ahlcg/rr/costs",), card=bearer)
    return replace(cost, **{part: amount}, up_to=None, any_number=False)


def pay_board_costs(engine: Engine, cost: Cost, you: str, bearer: str, depth: int,
                    preset: dict[str, str] | None = None) -> None:
    """Pay ``cost``'s board parts for ``you``, bearing on ``bearer``'s card (the card picked bound in ``preset``)."""
    if cost.damage or cost.horror:
        deal(engine, [Deal(you, cost.damage, cost.horror)], source=bearer, via="effect", depth=depth,
             label=f"{bearer}'s cost")
    if cost.direct_damage or cost.direct_horror:  # assigned to the investigator alone (Direct Damage/Direct Horror)
        deal(engine, [Deal(you, cost.direct_damage, cost.direct_horror)], source=bearer, via="effect", depth=depth,
             label=f"{bearer}'s cost", direct=True)
    if cost.investigator_damage or cost.investigator_horror:  # the payer's choice among those at the location
        here = engine.state.location_of(you)
        options = [you] + [n for n in engine.state.investigators_at(here) if n != you and engine.state.in_game(n)]
        chosen = choose(engine, Context(bearer, you, depth), options, "investigator") if len(options) > 1 else you
        deal(engine, [Deal(chosen, cost.investigator_damage, cost.investigator_horror)], source=bearer, via="effect",
             depth=depth, label=f"{bearer}'s cost")
    if cost.exhaust_trait:
        options = exhaustible(engine.state, cost.exhaust_trait, you)
        if options:
            chosen = choose(engine, Context(bearer, you, depth), options, "cost") if len(options) > 1 else options[0]
            engine.state.cards[chosen].exhausted = True
            engine.emit(StepKind.STATE, depth, f"{chosen} exhausted to pay {bearer}'s cost", ("ahlcg/rr/costs",),
                        card=bearer)
            bind_picked(preset, chosen)  # "Exhaust a Spell asset: Move 1 charge from that asset …"
    if cost.discard_hand:  # the payer's choice; not the card bearing the ability (a card in hand pays with others)
        _discard_cards(engine, cost, you, bearer, depth, preset)
    if cost.discard_card and cost.discard_card in engine.state.investigators[you].hand:  # "discard that card"
        engine.state.investigators[you].hand.remove(cost.discard_card)
        place_out_of_play(engine.state, engine.state.cards[cost.discard_card], DISCARD)
        engine.emit(StepKind.STATE, depth, f"{you} discards {cost.discard_card}, the card the triggering condition "
                    f"names, from hand to pay {bearer}'s cost, onto the discard pile",
                    ("ahlcg/rr/costs", "ahlcg/rr/discard-piles"), card=bearer)
    if cost.place_clues:
        _place_clues(engine, cost, you, bearer, depth)
    card = engine.state.cards.get(bearer)
    if (cost.card_damage or cost.card_horror) and card is not None:
        deal(engine, [Deal(bearer, cost.card_damage, cost.card_horror)], source=bearer, via="effect", depth=depth,
             label=f"{bearer}'s cost")
    if cost.doom and card is not None:
        place_doom(engine, bearer, cost.doom, depth, bearer)
    for agenda in engine.state.cost_agendas(cost.agenda_deck) if cost.agenda_doom else ():
        place_doom(engine, agenda, cost.agenda_doom, depth, bearer)
    if cost.discard_deck:
        discard_top(engine, you, cost.discard_deck, depth, bearer)
    if cost.discard and card is not None and card.zone == PLAY:
        discard_from_play(engine, card, depth, announce=f"{bearer} is discarded to pay its ability's cost",
                          rules=("ahlcg/rr/costs", "ahlcg/rr/discard-piles"), source=bearer)
    if (cost.exile or cost.removed) and card is not None and card.zone == PLAY:
        _remove(engine, card, you, depth, exiled=cost.exile)


def _place_clues(engine: Engine, cost: Cost, you: str, bearer: str, depth: int) -> None:
    """Place the payer's clues (already taken from the pool with the cost's tokens) on the location the cost names,
    through its ``place-clues`` triggering condition, as any clues placed."""
    place = clue_place(engine.state, cost, you, bearer)
    if place is None:
        return
    location = engine.state.locations[place]

    def put() -> None:
        location.clues += cost.place_clues
        engine.emit(StepKind.STATE, depth, f"{you} places {cost.place_clues} of {you}'s clues on {place} to pay "
                    f"{bearer}'s cost ({place}: clues {location.clues - cost.place_clues} \u2192 {location.clues})",
                    ("ahlcg/rr/costs", "ahlcg/rr/clues"), card=bearer)

    place_clues(engine, place, cost.place_clues, depth, put)


def _remove(engine: Engine, card: Card, you: str, depth: int, *, exiled: bool) -> None:
    """Remove the card in play from the game — exiled (Exile: "removed from the game and returned to your
    collection") or not ("remove The Gold Pocket Watch from the game") —: it leaves play, so through its
    ``leaves-play`` triggering condition, as a card discarded does."""
    if stays(engine, card, depth):
        return
    occ = engine.occurrence("leaves-play", depth, what=card.name, text=f"{card.name} leaves play")
    verb, rules = ("exiled", ("ahlcg/glossary/exile",)) if exiled \
        else ("removed from the game", ("ahlcg/rr/removed-from-game",))

    def body(_: list[Occurrence]) -> None:
        leave_play(engine, card, REMOVED, depth=depth, by=you)
        said = "removed from the game and returned to its owner's collection" if exiled \
            else "out of play for the rest of the game"
        engine.emit(StepKind.STATE, depth, f"{card.name} is {verb}: {said} (it leaves play)",
                    rules + ("ahlcg/rr/leaves-play",), card=card.name)

    if redirected(engine, card, body, depth, f"is {verb}"):
        return
    leave_once(engine, card, occ, body, announce=f"{card.name} is {verb} to pay its ability's cost",
               rules=("ahlcg/rr/costs",) + rules, card=card.name, kind=StepKind.EVENT)
