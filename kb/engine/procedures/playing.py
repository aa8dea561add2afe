"""Appendix I for a card: playing it from hand, step by step (Play; Appendix I; Event Cards).

Play restrictions are checked, cost modifiers apply (step 1), the costs are paid simultaneously
(step 2), attacks of opportunity come after the costs and before the effect, the card commences
being played (step 3: its cancel point) and is played (step 4: an event's effects resolve and it goes
to the discard pile; an asset enters play). A card is played with a play action, in a window when it
is fast, or through another card's effect, which is not an action (``by_effect``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core import costs, standing
from ..core.errors import IllegalPlay
from ..core.occurrence import Context, Occurrence
from ..core.state import DISCARD, HAND, PLAY
from ..core.text import an, count
from ..situation.spec import Cost
from ..situation.vocabulary import NON_PROVOKING, CardType, Result, StepKind
from . import action_costs, actionpool
from ..core.counted import holds
from .chaosbag import SEAL, keyword_refusal
from .copies import AREA, MAX, area_limit_reached, max_reached, record
from .cost_x import choose_x
from .entering import enter_play_area
from .lasting import expire_played, treated_as
from .paying_costs import pay_board_costs, settle_amount
from .opportunity import attacks_of_opportunity
from .permitted import permission

if TYPE_CHECKING:
    from ..core.engine import Engine


def permitted(engine: Engine, who: str, name: str, depth: int) -> str | None:
    """The card whose permission lets ``who`` play ``name`` from outside the hand, as if it were in it (noted)."""
    probe = engine.occurrence("play-card", depth, who=who, what=name, text=f"{who} plays {name}")
    ab = permission(engine, who, name, probe)
    if ab is None:
        return None
    engine.emit(StepKind.NOTE, depth, f"{ab.bearer} permits {who} to play {name} as if it were in {who}'s hand: "
                f"\u201c{ab.ability.text or 'permits'}\u201d (its cost and the play action are still paid)",
                ("ahlcg/rr/play-restrictions-permissions-and-instructions", "ahlcg/rr/golden-rules"), card=ab.bearer)
    return ab.bearer


#: Weakness Events and "changing the game state" (2024 glossary): one may be played only to avoid its effects in hand.
WEAKNESS_EVENT = "ahlcg/glossary/weakness-events-and-changing-the-game-state"


def play_card(engine: Engine, who: str, name: str, depth: int, *, as_action: bool, spend: bool = True,
              window: Context | None = None, preset: dict[str, str] | None = None,
              result: Result | None = None, by_effect: str | None = None, from_zone: str = HAND,
              reduced: int = 0, any_owner: bool = False) -> bool:
    """The initiation sequence for playing a card from hand (``by_effect``: a card's effect plays it,
    not a play action: no action is spent, so no attack of opportunity: the ``play`` effect; ``from_zone``: the
    discard pile, when that effect's card permits it: "Play an asset from your discard pile"; ``reduced``: that
    effect's own change to its resource cost, "reducing its resource cost by 3", applied with the modifiers at step
    1; ``any_owner``: that effect permits a card of another investigator's deck, which enters play under ``who``'s
    control: "You may play an asset revealed by this effect …, under your control")."""
    state = engine.state
    card = state.cards.get(name)
    allowed = permitted(engine, who, name, depth) if card is not None and from_zone == HAND != card.zone else None
    if allowed is not None:
        from_zone = card.zone  # "as if it were in your hand" (Permissions): played from where it is
    if card is None or card.zone != from_zone or (card.owner != who and not any_owner):
        raise IllegalPlay(f"{who} does not have {name} in {'hand' if from_zone == HAND else 'the discard pile'}",
                          "ahlcg/rr/play")
    spec = card.spec
    treated = None if standing.bears(spec, "fast") else treated_as(engine, who, name, "fast", depth)
    fast = standing.bears(spec, "fast") or treated is not None
    rules = ["ahlcg/rr/appendix-i", "ahlcg/rr/play", "ahlcg/rr/play-restrictions-permissions-and-instructions"] \
        + (["ahlcg/rr/fast"] if fast else [])
    engine.emit(StepKind.FRAMEWORK, depth, f"Initiation sequence: {who} plays {name} ({spec.type}"
                f"{', fast' if fast else ''}, cost {spec.cost}); play restrictions checked", tuple(rules), card=name)
    if spec.type not in (CardType.ASSET, CardType.EVENT):
        raise IllegalPlay(f"{name} is not an asset or event: it cannot be played", "ahlcg/rr/play")
    if treated is not None:
        engine.emit(StepKind.NOTE, depth, f"{name} is played as if it had fast: {treated.ability.text}",
                    ("ahlcg/rr/lasting-effects", "ahlcg/rr/fast"), card=name)
    if as_action and fast:
        engine.emit(StepKind.NOTE, depth, f"{name} is fast: it is not played with the play action and costs no action",
                    ("ahlcg/rr/fast",), card=name)
        as_action = False
    elif by_effect is not None:
        engine.emit(StepKind.NOTE, depth, f"{name} is played through {by_effect}'s effect: not a play action, so no "
                    "action is spent; its own costs are paid as usual", ("ahlcg/rr/play", "ahlcg/rr/appendix-i"),
                    card=name)
    elif not as_action and not fast:
        raise IllegalPlay(f"{name} is not fast: it is played only with a play action on its player's turn",
                          "ahlcg/rr/play-action")
    probe = engine.occurrence("play-card", depth, who=who, what=name, text=f"{who} plays {name}")
    ban = engine.forbidden(probe)
    if ban is not None:
        raise IllegalPlay(f"{name} cannot be played: {ban.bearer}: \u201c{ban.ability.text or 'cannot'}\u201d",
                          "ahlcg/rr/cannot")
    if spec.play_if is not None:
        met, counted = holds(engine.state, spec.play_if, who)
        if not met:
            raise IllegalPlay(f"{name}'s play restriction is not met: {spec.play_if.count} is {counted}",
                              "ahlcg/rr/play-restrictions-permissions-and-instructions")
        engine.emit(StepKind.NOTE, depth, f"{name}'s play restriction is met: {spec.play_if.count} is {counted}",
                    ("ahlcg/rr/play-restrictions-permissions-and-instructions",), card=name)
    for refusal, rule in ((max_reached(engine, card), MAX), (area_limit_reached(engine, card, who), AREA),
                          (keyword_refusal(engine, card), SEAL)):
        if refusal is not None:
            raise IllegalPlay(refusal, rule, "ahlcg/rr/play-restrictions-permissions-and-instructions")
    ctx = Context(name, who, depth, occ=window.occ if window else None, timing=window.timing if window else None,
                  preset=dict(preset or {}), result=result)
    if window is not None:
        ctx.replacements = window.replacements
    if spec.type is CardType.EVENT and not engine.potential(spec.effects, ctx):
        if not spec.weakness:
            raise IllegalPlay(f"{name}'s effect has no potential to change the game state: it cannot be played",
                              "ahlcg/rr/event-cards", "ahlcg/rr/appendix-i")
        engine.emit(StepKind.NOTE, depth, f"{name}'s effect could not change the game state, but it is a weakness "
                    "event: it may still be played, to be rid of it from the hand", (WEAKNESS_EVENT,), card=name)
    mods = engine.modifiers(probe)  # the cost modifiers among them said at step 1; each next-play one expires at 2
    extra = sum(m.ability.cost_modifier for m in mods) + reduced
    printed = choose_x(engine, who, card, extra, depth) if spec.cost_x else spec.cost
    if any(m.ability.cost_modifier for m in mods) or reduced:
        named = [m.bearer for m in mods if m.ability.cost_modifier] + ([f"{by_effect}'s effect"] if reduced else [])
        engine.emit(StepKind.FRAMEWORK, depth, f"Step 1: cost modifiers apply ({', '.join(named)}): "
                    f"{printed} \u2192 {max(0, printed + extra)} resources", ("ahlcg/rr/appendix-i", "ahlcg/rr/costs"),
                    card=name)
    cost = Cost(actions=1 if (as_action and spend) else 0)
    cost = action_costs.with_added(engine, who, spec.designator.value if spec.designator else None, cost, depth)
    added, sources = costs.card_additional_cost(state, name, probe)  # "As an additional cost to play @self, …" (Costs)
    if sources:
        engine.emit(StepKind.NOTE, depth, f"Additional cost to play {name} ({', '.join(sources)}): "
                    f"{added.describe()}, paid with its other costs", ("ahlcg/rr/costs", "ahlcg/faq/1-6"), card=name)
        cost = cost.plus(added)
        cost = settle_amount(engine, cost, who, name, depth) if cost.up_to else cost
    # FAQ 1.10: an additional action that may play cards of its traits is used first, automatically (Marie Lambeau)
    slot = actionpool.qualifying(engine, who, name, depth, play=True) if cost.actions else None
    if slot is not None:
        cost = replace(cost, actions=cost.actions - 1)
    elif cost.actions:
        actionpool.require_standard(engine, who, "a play action")
    resources = max(0, printed + extra)
    if not costs.can_pay(state, cost, who, name, resources=resources):
        try:
            costs.verify_payable(state, cost, who, name, resources=resources)
        except IllegalPlay as why:
            raise IllegalPlay(f"{why}: the cost cannot be paid, so the process is aborted without paying any cost",
                              "ahlcg/rr/appendix-i", "ahlcg/rr/costs") from None
    change = costs.pay(state, cost, who, name, resources=resources)
    if slot is not None:
        actionpool.use_slot(engine, who, name, slot, depth, play=True)
    ctx.paid_resources = resources
    paid = ", ".join(p for p in (cost.describe() if cost != Cost() else "",
                                 count(resources, "resource") if resources else "") if p) or "nothing"
    paid += " — and the action is the additional one" if slot is not None else ""
    engine.emit(StepKind.STATE, depth, f"Step 2: costs paid simultaneously: {paid} ({change})",
                ("ahlcg/rr/appendix-i", "ahlcg/rr/costs"), card=name)
    if cost.on_board():  # an additional cost's damage, horror or cards discarded from the hand (not this one)
        pay_board_costs(engine, cost, who, name, depth)
    for text in expire_played(engine, mods):  # "the next Item asset played": that play was the next one
        engine.emit(StepKind.STATE, depth, f"Lasting effect expires ({name} was the next card it applied to): {text}",
                    ("ahlcg/rr/lasting-effects",), card=name)
    if as_action:
        designator = spec.designator.value if spec.designator else None
        if designator:
            engine.emit(StepKind.NOTE, depth, f"{name} has a bold {designator.capitalize()} designator: playing it "
                        f"counts as {an(designator)} action", ("ahlcg/rr/ability/action-designators",), card=name)
        why = f"{an(designator)} action ({name})" if designator else "a play action"
        if not attacks_of_opportunity(engine, who, depth, provokes=designator not in NON_PROVOKING and spec.provokes,
                                      why=why if spec.provokes else f"{why}, as its text says,",
                                      action=designator or "play"):
            return False
    elif state.engaged_enemies(who):
        attacks_of_opportunity(engine, who, depth, provokes=False,
                               why=(f"playing {name} through {by_effect}'s effect, which is not an action,"
                                    if by_effect else f"playing a fast card ({name}), which costs no action,"))
    host = card.attached_to  # played from where a permission let it be: attached to a card, it leaves that card
    card.zone = "limbo"
    card.attached_to = card.location = None
    record(engine, card, "played")
    owner = state.investigators.get(card.owner or who, state.investigators[who])
    for pile in (owner.hand, owner.discard, owner.deck):  # out of the area it is played from (a deck: Montmartre's)
        if name in pile:
            pile.remove(name)
    if host is not None and allowed is not None:
        engine.emit(StepKind.STATE, depth, f"{name} is no longer attached to {host}: it is being played",
                    ("ahlcg/rr/attach-to", "ahlcg/rr/play-restrictions-permissions-and-instructions"), card=name)
    occ = engine.occurrence("play-card", depth, who=who, what=name, text=f"{who} plays {name}")

    def step4(_: list[Occurrence]) -> None:
        if spec.type is CardType.EVENT:
            engine.emit(StepKind.EVENT, depth, f"Step 4: {name}'s effects resolve", ("ahlcg/rr/appendix-i",
                        "ahlcg/rr/event-cards"), card=name)
            engine.run_effects(spec.effects, ctx)
            if card.zone == "limbo":
                _to_discard(engine, name, who, depth, canceled=False)
            elif card.zone == PLAY:
                engine.emit(StepKind.NOTE, depth, f"{name} put itself into play: it stays in play instead of being "
                            "placed in the discard pile", ("ahlcg/rr/event-cards", "ahlcg/rr/put-into-play",
                                                            "ahlcg/glossary/limbo"), card=name)
        else:
            _enter_play(engine, name, who, depth)

    def canceled(_: list[Occurrence]) -> None:
        if card.zone == "limbo":
            _to_discard(engine, name, who, depth, canceled=True)

    done = engine.resolve([occ], step4, announce=f"Step 3: {name} commences being played (its effects may be "
                          "canceled now)", rules=("ahlcg/rr/appendix-i", "ahlcg/rr/cancel")
                          + (("ahlcg/glossary/limbo",) if spec.type is CardType.EVENT else ()), card=name,
                          canceled_body=canceled)
    if not done and card.zone == "limbo":
        _to_discard(engine, name, who, depth, canceled=True)
    return bool(done)


def _to_discard(engine: Engine, name: str, who: str, depth: int, *, canceled: bool) -> None:
    state = engine.state
    card = state.cards[name]
    card.zone = DISCARD
    owner = card.owner or who
    if owner in state.investigators:
        state.investigators[owner].discard.append(name)
    why = ("its effects were canceled, but it is still regarded as played and still placed in its owner's "
           "discard pile" if canceled else "placed in its owner's discard pile after its effects resolve")
    engine.emit(StepKind.STATE, depth, f"{name}: {why}",
                ("ahlcg/rr/event-cards", "ahlcg/glossary/limbo") + (("ahlcg/rr/cancel",) if canceled else ()), card=name)


def _enter_play(engine: Engine, name: str, who: str, depth: int) -> None:
    enter_play_area(engine, engine.state.cards[name], who, depth,
                    announce=f"Step 4: {name} is played: it enters play under {who}'s control",
                    rules=("ahlcg/rr/appendix-i", "ahlcg/rr/asset-cards", "ahlcg/rr/enters-play"))
