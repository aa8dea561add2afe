"""Costs: whether they can be paid, and paying them (Costs; Appendix I steps 1-2; FAQ 1.6).

Each check is a pair in the pokerkit manner: :func:`verify_payable` raises :class:`IllegalPlay`
worded like the rule, :func:`can_pay` answers yes or no, and :func:`pay` changes the state and
returns what it did for the trace.

A cost in clues is paid from the payer's pool and then from the clues on the assets the payer controls ("Clues that
have been placed on a player card are still controlled by that player and may be spent as normal": Clues on Player
Cards); never from another player's (Costs: "Game elements another player controls may not be used to pay a cost").
"""

from __future__ import annotations

from dataclasses import replace

from ..situation.spec import Cost
from .counted import forbidding, value_modifiers
from .finding import fitting
from .occurrence import Occurrence
from .errors import IllegalPlay
from ..situation.vocabulary import EACH_DECK, AbilityKind, qualified_filter
from .state import PLAY, Card, State
from .triggers import selector_matches


def verify_payable(state: State, cost: Cost, you: str | None, bearer: str, *, resources: int = 0) -> None:
    """Raise if ``cost`` (plus ``resources`` more) cannot be paid in full by ``you`` (an "up to" part can always be
    paid: with none)."""
    if cost.up_to:
        cost = replace(cost, **{cost.up_to: 0})
    if you is None or you not in state.investigators:
        raise IllegalPlay("only the controller of a card or ability may pay its costs", "ahlcg/rr/costs")
    inv = state.investigators[you]
    need = cost.resources + resources
    if cost.actions > inv.actions:
        raise IllegalPlay(f"{you} has {inv.actions} action(s) left and the cost needs {cost.actions}",
                          "ahlcg/rr/costs", "ahlcg/rr/action")
    if need > inv.resources:
        raise IllegalPlay(f"{you} has {inv.resources} resource(s) and the cost needs {need}",
                          "ahlcg/rr/costs")
    if cost.clues and (ban := spending_barred(state, you)) is not None:
        raise IllegalPlay(f"{you} cannot spend clues ({ban}): the cost's {cost.clues} clue(s) cannot be paid",
                          "ahlcg/rr/cannot", "ahlcg/rr/costs")
    if cost.clues + cost.place_clues > held_clues(state, you):  # the pool's and those on the payer's assets
        raise IllegalPlay(f"{you} has {held_clues(state, you)} clue(s) and the cost needs "
                          f"{cost.clues + cost.place_clues}", "ahlcg/rr/costs")
    if cost.place_clues and clue_place(state, cost, you, bearer) is None:
        where = "is attached to no location" if cost.place_clues_on == "attached-location" else "is at no location"
        raise IllegalPlay(f"{bearer if cost.place_clues_on == 'attached-location' else you} {where}: the cost's clues "
                          "have nowhere to be placed", "ahlcg/rr/costs")
    if cost.group_clues:
        need, payers = group_clues(state, cost, you, bearer)
        held = sum(held_clues(state, n) for n in payers)
        if held < need:
            where = f" at {group_place(state, cost, bearer)}" if cost.group_at else ""
            raise IllegalPlay(f"the investigators{where} have {held} clue(s) together and the cost needs {need}, "
                              "as a group", "ahlcg/rr/costs", "ahlcg/rr/clues")
    card = state.cards.get(bearer)
    if cost.exhaust or cost.discard or cost.doom or cost.exile or cost.removed or cost.card_damage or cost.card_horror:
        yours = state.controller_of(bearer) == you or permits(state, bearer, you)
        if card is None or card.zone != PLAY or not yours:
            verb = "exhausted" if cost.exhaust else "discarded" if cost.discard else "exiled" if cost.exile \
                else "removed from the game" if cost.removed else "given doom" if cost.doom \
                else "dealt damage or horror"
            raise IllegalPlay(f"only a card in play under {you}'s control may be {verb} to pay a cost",
                              "ahlcg/errata/rr-costs")
    if (cost.card_damage and card is not None and card.spec.health is None) \
            or (cost.card_horror and card is not None and card.spec.sanity is None):
        raise IllegalPlay(f"{bearer} has no {'health' if cost.card_damage else 'sanity'}: it cannot be dealt "
                          f"{'damage' if cost.card_damage else 'horror'} to pay a cost", "ahlcg/rr/costs")
    if cost.exhaust:
        if card is not None and card.exhausted:
            raise IllegalPlay(f"{bearer} is exhausted: an exhausted card cannot be exhausted again",
                              "ahlcg/rr/exhaust-exhausted", "ahlcg/rr/costs")
    if cost.exhaust_card and ((named := state.cards.get(cost.exhaust_card)) is None or named.zone != PLAY
                              or named.exhausted):
        raise IllegalPlay(f"{cost.exhaust_card} is not a ready card in play: it cannot be exhausted to pay a cost",
                          "ahlcg/rr/exhaust-exhausted", "ahlcg/rr/costs")
    if cost.exhaust_trait and not exhaustible(state, cost.exhaust_trait, you):
        raise IllegalPlay(f"{you} controls no ready {cost.exhaust_trait} asset to exhaust", "ahlcg/rr/costs",
                          "ahlcg/errata/rr-costs")
    if cost.discard_hand and len(discardable(state, cost, you, bearer)) < cost.discard_hand:
        kind = " ".join(w for w in (cost.discard_trait, cost.discard_type or "card") if w)
        icon = f" with at least 1 [{cost.discard_icon}] icon" if cost.discard_icon else ""
        where = " in hand or in play" if cost.discard_from_play else " in hand"
        raise IllegalPlay(f"{you} has {len(discardable(state, cost, you, bearer))} other {kind}(s){icon}{where} and the cost "
                          f"discards {cost.discard_hand}", "ahlcg/rr/costs")
    if cost.discard_triggering and cost.discard_card not in inv.hand:  # "discard that card": it must be in hand
        said = f"{cost.discard_card} is not in {you}'s hand" if cost.discard_card \
            else "the triggering condition names no card"
        raise IllegalPlay(f"{said}: the cost cannot discard it", "ahlcg/rr/costs")
    if (cost.investigator_damage or cost.investigator_horror) and state.location_of(you) is None:
        raise IllegalPlay(f"{you} is at no location: there is no investigator at it to deal the cost's damage or horror "
                          "to", "ahlcg/rr/costs")
    if cost.agenda_doom and not state.cost_agendas(cost.agenda_deck):
        deck = f' "{cost.agenda_deck}"' if cost.agenda_deck not in (None, EACH_DECK) else ""
        raise IllegalPlay(f"there is no current{deck} agenda to place the cost's doom on", "ahlcg/rr/costs")
    if cost.discard_deck and len(inv.deck) < cost.discard_deck:
        raise IllegalPlay(f"{you} has {len(inv.deck)} card(s) in deck and the cost discards the top "
                          f"{cost.discard_deck}", "ahlcg/rr/costs")
    if cost.uses and (card is None or card.uses < cost.uses):
        raise IllegalPlay(f"{bearer} has not enough uses left to pay the cost", "ahlcg/rr/costs")


def permits(state: State, bearer: str, you: str) -> bool:
    """Whether the card ``bearer`` explicitly allows ``you`` to use one of its abilities though another controls it
    (FAQ 1.2: "Any investigator at Lady Esprit's location may activate this ability"): the one using it pays its costs
    on the card, as the card says (the card's text before the rules' "only the controller … may pay its costs")."""
    card = state.cards.get(bearer)
    here = state.location_of(you)
    return card is not None and card.zone == PLAY and any(
        a.ability.by == "any" or (a.ability.by == "at-location" and here is not None
                                  and state.location_of(bearer) == here) for a in card.abilities)


def most_payable(state: State, cost: Cost, you: str, bearer: str | None = None) -> int:
    """The most of an "up to" part ``you`` can pay: its printed amount, or fewer — the resources, clues or actions
    ``you`` has, or the uses on ``bearer``'s card, beside the cost's other parts (damage and horror can always be
    taken); with no printed most (``any_number``), all of them."""
    most = getattr(cost, cost.up_to or "")
    inv = state.investigators[you]
    card = state.cards.get(bearer) if bearer is not None else None
    held = {"resources": inv.resources - (0 if cost.up_to == "resources" else cost.resources),
            "clues": held_clues(state, you) - cost.place_clues - (0 if cost.up_to == "clues" else cost.clues),
            "actions": inv.actions - (0 if cost.up_to == "actions" else cost.actions),
            "uses": (card.uses if card is not None else 0) - (0 if cost.up_to == "uses" else cost.uses)}
    if cost.any_number:  # no printed most: as many as the payer has (damage and horror are never "any number")
        return max(0, held.get(cost.up_to or "", 0))
    return max(0, min(most, held.get(cost.up_to or "", most)))


def discardable(state: State, cost: Cost, you: str, bearer: str) -> list[str]:
    """The cards a discard cost may take: ``you``'s hand but the card bearing the ability, then (``discard_from_play``)
    the cards in play under ``you``'s control — of the type and trait the cost names."""
    find = cost.discarded()
    played = [c.name for c in state.cards.values() if c.zone == PLAY and state.controller_of(c.name) == you
              and c.name != bearer] if cost.discard_from_play else []
    return fitting(state, [c for c in state.investigators[you].hand if c != bearer] + played, find)


def clue_place(state: State, cost: Cost, you: str, bearer: str) -> str | None:
    """The location a cost's clues are placed on: the payer's, or the one the card bearing the ability is attached to."""
    place = state.host_of(bearer) if cost.place_clues_on == "attached-location" else state.location_of(you)
    return place if place in state.locations else None


def group_place(state: State, cost: Cost, bearer: str) -> str | None:
    """The location whose investigators alone may contribute to a group cost ("this-location": the bearer's)."""
    return state.location_of(bearer) if cost.group_at == "this-location" else cost.group_at


def group_clues(state: State, cost: Cost, you: str, bearer: str) -> tuple[int, list[str]]:
    """A group cost's clues (per investigator: times the investigators who started the scenario, eliminated
    ones included: Per Investigator; its amount "instead" with that many investigators or more) and who may contribute (Costs: "each investigator (or each investigator in
    the group defined by the ability) may contribute"), the payer first, then in player order."""
    printed = cost.group_clues_instead if cost.instead_investigators \
        and len(state.investigators) >= cost.instead_investigators else cost.group_clues
    need = printed * (len(state.investigators) if cost.per_investigator else 1)
    place = group_place(state, cost, bearer)
    order = [you] + [n for n in state.player_order() if n != you]
    return need, [n for n in order if state.in_game(n) and (cost.group_at is None or state.location_of(n) == place
                                                            or _at_such(state, cost.group_at, n, bearer))
                  and spending_barred(state, n) is None]  # one who "cannot spend clues" contributes none (Cannot)


def spending_barred(state: State, who: str) -> str | None:
    """The card whose 'cannot' forbids ``who`` to spend clues now ("While you are engaged with The Masked Hunter, you
    cannot discover or spend clues"), else None: no cost of his or hers, nor his or her part of a group's, is paid in
    clues (Cannot: "Cannot" is absolute)."""
    ban = forbidding(state, Occurrence("spend-clues", 0, who=who))
    return None if ban is None else ban.bearer


def _at_such(state: State, places: str, who: str, bearer: str) -> bool:
    """Whether ``who`` is at a location of the composed filter ``places`` ("investigators at a Bayou location":
    ``bayou-location``)."""
    where = state.location_of(who)
    return qualified_filter(places) is not None and where is not None \
        and selector_matches(state, places, where, bearer, who)


def exhaustible(state: State, trait: str, you: str) -> list[str]:
    """The ready assets in play under ``you``'s control with ``trait``: what "exhaust a <trait> asset" may use."""
    wanted = trait.casefold()
    return [c.name for c in state.cards.values() if c.zone == PLAY and c.type.value == "asset" and not c.exhausted
            and state.controller_of(c.name) == you and any(t.casefold() == wanted for t in c.spec.traits)]


def can_pay(state: State, cost: Cost, you: str | None, bearer: str, *, resources: int = 0) -> bool:
    """Whether ``cost`` has the potential to be paid in full (Triggered Abilities)."""
    try:
        verify_payable(state, cost, you, bearer, resources=resources)
    except IllegalPlay:
        return False
    return True


def pay(state: State, cost: Cost, you: str, bearer: str, *, resources: int = 0) -> str:
    """Pay every part of ``cost`` that is tokens and states (actions, resources, clues, uses, exhausting)
    simultaneously; return a description of what changed. The parts that act on the board (discarding
    the card, damage and horror taken: :meth:`Cost.on_board`) are paid by the ``pay-cost``
    procedure at once after this."""
    verify_payable(state, cost, you, bearer, resources=resources)
    inv = state.investigators[you]
    changes = []
    if cost.actions:
        changes.append(f"actions {inv.actions} \u2192 {inv.actions - cost.actions}")
        inv.actions -= cost.actions
    need = cost.resources + resources
    if need:
        changes.append(f"resources {inv.resources} \u2192 {inv.resources - need}")
        inv.resources -= need
    if cost.clues or cost.place_clues:  # clues placed on a location leave the payer's pool with those spent
        pooled = min(inv.clues, cost.clues + cost.place_clues)  # the pool first, then the payer's assets
        changes.append(f"clues {inv.clues} \u2192 {inv.clues - pooled}")
        inv.clues -= pooled
        if cost.clues + cost.place_clues > pooled:
            changes.append(_from_cards(state, you, cost.clues + cost.place_clues - pooled))
    if cost.group_clues:
        changes.append(_pay_as_group(state, cost, you, bearer))
    card = state.cards.get(bearer)
    if cost.exhaust and card is not None:
        card.exhausted = True
        changes.append(f"{bearer} exhausted")
    if cost.exhaust_card:  # the card the ability names ("Exhaust Shortcut:"), checked ready above
        state.cards[cost.exhaust_card].exhausted = True
        changes.append(f"{cost.exhaust_card} exhausted")
    if cost.uses and card is not None:
        changes.append(f"{bearer} uses {card.uses} \u2192 {card.uses - cost.uses}")
        card.uses -= cost.uses
    return "; ".join(changes) or "nothing to pay"


def _pay_as_group(state: State, cost: Cost, you: str, bearer: str) -> str:
    """Take a group cost's clues: as many as each contributor has, the payer first, then in player order (the
    engine's split: the rules let any of them contribute any number)."""
    need, payers = group_clues(state, cost, you, bearer)
    spent = []
    for name in payers:
        inv = state.investigators[name]
        take = min(need, inv.clues)
        if take:
            spent.append(f"{name} {inv.clues} \u2192 {inv.clues - take}")
            inv.clues -= take
            need -= take
        more = min(need, held_clues(state, name) - inv.clues)
        if more:
            spent.append(_from_cards(state, name, more))
            need -= more
    return "clues as a group (the payer's first, then in player order): " + ", ".join(spent)


def clue_cards(state: State, who: str) -> list[Card]:
    """The assets in play under ``who``'s control with clues on them: "Clues that have been placed on a player card
    are still controlled by that player and may be spent as normal" (Clues on Player Cards)."""
    return [c for c in state.cards.values() if c.zone == PLAY and c.clues and c.type.value == "asset"
            and state.controller_of(c.name) == who]


def held_clues(state: State, who: str) -> int:
    """The clues ``who`` may spend: those of the pool and those on the assets ``who`` controls."""
    return state.investigators[who].clues + sum(c.clues for c in clue_cards(state, who))


def _from_cards(state: State, who: str, need: int) -> str:
    """Take ``need`` clues from the assets ``who`` controls, after the pool (the engine's order: the cards in the
    order they are listed; which clues is the payer's to choose)."""
    taken = []
    for card in clue_cards(state, who):
        take = min(need, card.clues)
        if take:
            taken.append(f"{card.name} {card.clues} \u2192 {card.clues - take}")
            card.clues -= take
            need -= take
    return f"{who}'s clues on cards {who} controls: " + ", ".join(taken)


def card_additional_cost(state: State, card: str, occ: Occurrence) -> tuple[Cost, list[str]]:
    """The additional costs of committing or playing ``card`` from a hand (``occ``: the ``commit-card`` or
    ``play-card`` of it) — its own constant on that event of ``self`` (it works from the hand: the ability references
    that use, Ability), then those of cards in play on the event —, paid together, and the cards that add them."""
    own = [a.additional_cost for a in state.cards[card].spec.abilities
           if a.kind is AbilityKind.CONSTANT and a.additional_cost is not None and a.applies_to is not None
           and a.applies_to.event == occ.event and a.applies_to.what in ((), ("self",))]
    others = [m for m in value_modifiers(state, occ) if m.ability.additional_cost is not None]
    total = Cost()
    for cost in own + [_on_bearer(m.ability.additional_cost, m.bearer) for m in others
                       if m.ability.additional_cost is not None]:
        total = total.plus(cost)
    return total, [card] * bool(own) + [m.bearer for m in others]


def _on_bearer(cost: Cost, bearer: str) -> Cost:
    """Another card's additional cost on the act: its "exhaust" is of that card, the one bearing it ("As an
    additional cost to play an attached card, exhaust Stick to the Plan"), not of the card committed or played."""
    return replace(cost, exhaust=False, exhaust_card=bearer) if cost.exhaust else cost
