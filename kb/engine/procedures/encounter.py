"""Drawing encounter cards (framework step 1.4's five steps), spawning enemies, and surge.

Each time an investigator draws an encounter card:

1. draw it (``draw-encounter-card``: its 'when' abilities come before anything below, its 'after'
   abilities after all of it — When, After);
2. check for peril: the other players cannot play cards, trigger abilities or commit cards to that
   investigator's tests while it resolves;
3. resolve its revelation ability (before an enemy enters play or a treachery is discarded);
4. an enemy spawns (its spawn instruction, or engaged with the drawer); a treachery goes to the
   encounter discard pile unless it says otherwise;
5. surge: draw another card, restarting at step 1.

A card resolved "as if just drawn" (a weakness with an encounter cardtype, FAQ 1.12; the encounter
card on an act or agenda's reverse side) follows steps 2-4 but was not drawn: no 'draw' ability
triggers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import standing
from ..core.connections import connected
from ..core.occurrence import Context, Occurrence
from ..core.state import DISCARD, ENCOUNTER_DECK, ENCOUNTER_DISCARD, LIMBO, PLAY
from ..core.targets import empty_locations
from ..situation.vocabulary import AbilityKind, CardType, Decision, StepKind
from .concealed import conceal
from .copies import AREA, MAX, area_limit_reached, attach_limit_reached
from .enemies import engage_at_location
from .entering_state import State, enter_in_state, record_entered
from .shifting import keys_enter_with
from .victory import resolved_to_victory

if TYPE_CHECKING:
    from ..core.engine import Engine


def draw_encounter(engine: Engine, who: str, ctx: Context, *, gains_surge: bool = False) -> bool:
    """Draw the top card of the encounter deck and resolve it; surge draws again. ``gains_surge``: the card this draw
    takes gains surge as it resolves ("Draw the top card of the encounter deck. That card gains surge"), not the
    cards its surge draws after it."""
    state = engine.state
    depth = ctx.depth
    resolved = False
    for guard in range(len(state.cards) + 1):  # each surge draws a different card
        if not state.encounter_deck:
            if not state.encounter_discard:
                engine.emit(StepKind.NOTE, depth, "The encounter deck and its discard pile are both empty: the rules "
                            "do not say what is drawn", ("ahlcg/rr/encounter-deck", "ahlcg/rr/grim-rule"),
                            card=ctx.bearer)
                engine.report("an encounter card must be drawn from an empty encounter deck with an empty discard pile",
                              "ahlcg/rr/encounter-deck", "ahlcg/rr/grim-rule")
                return resolved
            state.encounter_deck, state.encounter_discard = list(state.encounter_discard), []
            for name in state.encounter_deck:
                state.cards[name].zone = "encounter-deck"
            engine.emit(StepKind.STATE, depth, "The encounter deck is empty: its discard pile is shuffled into it "
                        "(the engine keeps the discard order)", ("ahlcg/rr/encounter-deck",))
        name = state.encounter_deck[0]  # it leaves the deck as the draw resolves: a 'would' replacement keeps it there
        seen = len(engine.considered)
        if gains_surge and guard == 0:
            gain_surge_drawn(engine, name, ctx)
        resolved = resolve_encounter_card(engine, who, name, depth, drawn=True, by=ctx.bearer, from_deck=True)
        if state.cards[name].zone == ENCOUNTER_DECK:
            if "surge" in state.cards[name].gained:  # the draw was replaced: the card drawn by it gains nothing
                state.cards[name].gained.remove("surge")
            return resolved  # the draw was replaced: nothing was drawn, nothing surges
        if not standing.answer(engine, standing.ENCOUNTER_CARD_RESOLVED, depth, who=who, card=name, seen=seen):
            return resolved  # no surge (the keyword table)
    return resolved


def gain_surge_drawn(engine: Engine, name: str, ctx: Context) -> None:
    """The card an instruction draws gains surge for this resolution (the gained keyword is dropped once step 5
    answers it: ``standing.surge``)."""
    card = engine.state.cards[name]
    if "surge" not in card.gained:
        card.gained.append("surge")
    engine.emit(StepKind.STATE, ctx.depth, f"{name}, the card this effect draws, gains surge: after it resolves, its "
                "investigator draws another encounter card", ("ahlcg/rr/surge",), card=ctx.bearer)


def resolve_encounter_card(engine: Engine, who: str, name: str, depth: int, *, drawn: bool,
                           by: str | None = None, at: str | None = None, from_deck: bool = False,
                           source: str = "the encounter deck") -> bool:
    """Steps 1-4 for one card; ``drawn`` is False for a card resolved as if just drawn; ``at`` is the location an
    ability spawns an enemy at, overriding its spawn instruction. ``from_deck``: the top card of the encounter deck,
    which leaves the deck only as the draw resolves — a 'would draw' replaced (Instead: "When you would draw the top
    card of the encounter deck: Instead …") leaves it on top, undrawn. ``source``: where a card drawn came from, for
    the trace (the encounter discard pile, the void, a deck of the scenario)."""
    state = engine.state
    card = state.cards[name]

    def take() -> None:
        if from_deck and name in state.encounter_deck:
            state.encounter_deck.remove(name)
        card.zone = LIMBO

    if not from_deck:
        take()

    def body(_: list[Occurrence]) -> None:
        take()
        with engine.own_timing():  # steps 2-4 have their own timing points, also inside an effect's draw
            resolve_card()

    def resolve_card() -> None:
        before = engine.peril
        standing.answer(engine, standing.ENCOUNTER_CARD_RESOLVES, depth, who=who, card=name)  # Peril
        try:
            revelations = [ab for ab in card.abilities if ab.kind is AbilityKind.REVELATION]
            for ab in revelations:
                text = ab.ability.text or name
                engine.emit(StepKind.ABILITY, depth, f"Step 3: {name} [revelation]: \u201c{text}\u201d",
                            ("ahlcg/rr/revelation", "ahlcg/rr/1-4", "ahlcg/glossary/limbo"), card=name)
                engine.run_effects(ab.ability.effects, Context(name, who, depth, mandatory=True))
            if card.zone == LIMBO:
                standing.answer(engine, standing.REVELATION_RESOLVED, depth, who=who, card=name)  # Hidden
            if card.zone != LIMBO:
                return  # the revelation put it somewhere
            if card.type is CardType.ENEMY and card.spec.concealed is not None:
                conceal(engine, name, who, depth)
            elif card.type is CardType.ENEMY:
                spawn(engine, name, who, depth, at=at)
            elif card.type in (CardType.TREACHERY, CardType.ASSET) and card.spec.put_into_play and state.in_game(who):
                put_treachery_into_play(engine, name, who, depth)
            elif not resolved_to_victory(engine, card, depth):
                _discard(engine, name, depth, "Step 4: ")
        finally:
            engine.peril = before

    if not drawn:
        body([])
        return True
    occ = engine.occurrence("draw-encounter-card", depth, who=who, what=name, text=f"{who} draws {name}")
    done = engine.resolve([occ], body, announce=f"Step 1: {who} draws {name} ({card.type}) from {source}",
                          rules=("ahlcg/rr/1-4", "ahlcg/rr/encounter-deck", "ahlcg/rr/drawing-cards"), card=by or name)
    if occ.replaced and from_deck:
        where = "stays on top of the encounter deck" if engine.state.encounter_deck[:1] == [name] \
            else f"is where the replacing effect put it ({card.zone})"  # "look at … discard the rest": discarded
        engine.emit(StepKind.NOTE, depth, f"The draw was replaced: {name} was not drawn and {where}",
                    ("ahlcg/rr/instead", "ahlcg/rr/encounter-deck"), card=name)
        return False
    if not done and from_deck and not occ.canceled:
        take()  # forbidden once drawn: it leaves the deck all the same (canceled: it left as it was, ``leave_deck``)
    if not done and card.zone == LIMBO:
        engine.emit(StepKind.NOTE, depth, f"{name}'s effects were canceled: it is still regarded as having been drawn",
                    ("ahlcg/rr/cancel",), card=name)
        _discard(engine, name, depth, "")
    return bool(done)


def leave_deck(engine: Engine, name: str) -> None:
    """An encounter card whose drawing is canceled in its 'when' window leaves the deck at once, drawn all the same
    (Cancel: the effect is prevented, not the draw): what the canceling ability does next ("… and discard it",
    "… and shuffle it back into the encounter deck") finds it out of the deck, in limbo."""
    if name in engine.state.encounter_deck:
        engine.state.encounter_deck.remove(name)
        engine.state.cards[name].zone = LIMBO


def put_treachery_into_play(engine: Engine, name: str, who: str, depth: int, placement: str | None = None,
                            entering: State = (), at: str | None = None) -> bool:
    """Step 4 of a treachery that stays, or of an encounter asset whose revelation puts it into play at your
    location (under no one's control: put into play, not played; Put into Play): it enters play (Enters Play: any transition into a play area), in the
    threat area, at the location its revelation names (attached to it: ``attached-location``, Attachments), or next
    to the act or agenda deck (in play, in no threat area and at no location). ``placement`` is an effect's, when
    the revelation places it only on a condition ("If you fail, add Dragged Under to your threat area"), ``entering``
    the state it enters play in ("…, with 3 clues on it": Enters Play); ``at`` the location an effect names instead
    of the drawer's ("Put X into play at the location to your left")."""
    state = engine.state
    card = state.cards[name]
    here = at or state.location_of(who)
    by_effect = placement is not None  # during its revelation, not at step 4
    placement = placement or card.spec.put_into_play
    threat = placement == "threat-area"
    refused = area_limit_reached(engine, card, who) if threat else attach_limit_reached(
        engine, card, state.location_of(who)) if placement == "attached-location" else None
    if refused is not None:  # another copy cannot enter (Limits and Maximums; FAQ 2.3): it is discarded
        engine.emit(StepKind.NOTE, depth, refused, (MAX if placement == "attached-location" else AREA,), card=name)
        if not by_effect:
            _discard(engine, name, depth, "Step 4: ")
        return False
    where = f"in {who}'s threat area" if threat else "next to the act or agenda deck" \
        if placement == "next-to-deck" else f"attached to {state.location_of(who)}" if placement == "attached-location" \
        else f"in {here}"
    occ = engine.occurrence("enters-play", depth, what=name, text=f"{name} enters play")

    def body(_: list[Occurrence]) -> None:
        card.zone = PLAY
        if threat:
            card.threat_area = who
        elif placement in ("location", "attached-location"):
            card.location = here if placement == "location" else state.location_of(who)
            card.attached_to = card.location if placement == "attached-location" else None
        kind = "ahlcg/rr/treachery-cards" if card.type is CardType.TREACHERY else "ahlcg/rr/put-into-play"
        engine.emit(StepKind.STATE, depth, f"{'' if by_effect else 'Step 4: '}{name} is put into play {where}, as it "
                    "instructs" + ("" if card.controller else ", under no one's control" if card.type is CardType.ASSET
                                   else ""), (kind, "ahlcg/rr/1-4", "ahlcg/rr/enters-play"), card=name)
        record_entered(state, name)
        if entering:
            enter_in_state(engine, card, depth, entering, "as its revelation says")

    return bool(engine.resolve([occ], body))


def _discard(engine: Engine, name: str, depth: int, prefix: str) -> None:
    state = engine.state
    card = state.cards[name]
    rules: tuple[str, ...] = ("ahlcg/rr/treachery-cards" if card.type is CardType.TREACHERY
                              else "ahlcg/rr/encounter-deck",) + (("ahlcg/rr/1-4",) if prefix else ())
    if card.owner in state.investigators:  # a weakness: a player card, to its owner's discard pile
        card.zone = DISCARD
        state.investigators[card.owner].discard.append(name)
        engine.emit(StepKind.STATE, depth, f"{prefix}{name} is placed in its owner's ({card.owner}'s) discard pile",
                    rules + ("ahlcg/rr/weakness",), card=name)
        return
    card.zone = ENCOUNTER_DISCARD
    state.encounter_discard.append(name)
    engine.emit(StepKind.STATE, depth, f"{prefix}{name} is placed in the encounter discard pile", rules, card=name)


def spawn_locations(engine: Engine, name: str, who: str, instruction: str | None = None) -> list[str]:
    """Where a spawn instruction (by default the enemy's own) can put the enemy."""
    state = engine.state
    instruction = instruction or state.cards[name].spec.spawn or ""
    here = state.location_of(who)
    if instruction in state.locations:
        return [instruction]
    if instruction == "your-location":
        return [here] if here else []
    if instruction == "a-connecting-location":
        return list(connected(state, here)) if here else []
    if instruction == "an-empty-location":
        return empty_locations(state)
    return []


#: ``at`` of :func:`spawn`: an ability spawns the enemy engaged with the investigator resolving it ("spawn it engaged
#: with you"), overriding the enemy's own spawn instruction as a location would.
ENGAGED = "engaged-with-you"


def spawn(engine: Engine, name: str, who: str, depth: int, *, at: str | None = None) -> bool:
    """Spawn an enemy: its spawn instruction, or engaged with the investigator who drew it (Spawn). An ability that
    spawns it at a location (``at``), or engaged with that investigator (:data:`ENGAGED`), is its spawn instruction,
    overriding any other."""
    state = engine.state
    card = state.cards[name]
    rules = ("ahlcg/rr/spawn", "ahlcg/glossary/spawning-an-enemy")
    where: str | None = None
    instruction = None if at == ENGAGED else at or card.spec.spawn
    if instruction:
        options = spawn_locations(engine, name, who, instruction)
        if not options:
            engine.emit(StepKind.NOTE, depth, f"{name}'s spawn instruction ({instruction}) has no legal location: "
                        "it does not spawn, and is discarded instead", rules, card=name)
            _discard(engine, name, depth, "")
            return False
        where = options[0]
        if len(options) > 1:
            choice = engine.book.take(Decision.TARGET, ability=name)
            if choice is not None and choice.choose in options:
                where = str(choice.choose)
                why = f"({choice.path})"
            else:
                why = "(no choice given: the engine takes the first listed)"
            engine.emit(StepKind.CHOICE, depth, f"{name}'s spawn instruction has several valid locations: {who}, "
                        f"spawning it, chooses {where} {why}", rules, card=name)
    #: ``to``: where it spawns — an ability in the spawn's 'when' window may send it elsewhere ("Spawn it here
    #: instead of at its normal location": the ability is its spawn instruction, overriding any other, Spawn)
    occ = engine.occurrence("spawn", depth, who=who, what=name, to=where, text=f"{name} spawns")
    drawer_at = state.location_of(who) if state.in_game(who) else None  # an engaged spawn's place as it begins
    # "An enemy's spawn instruction resolves as the enemy enters play" (Spawn): one moment, two conditions
    enters = engine.occurrence("enters-play", depth, what=name, text=f"{name} enters play")

    def body(_: list[Occurrence]) -> None:
        card.zone = PLAY
        enter_in_state(engine, card, depth)
        moved = occ.to if occ.to != where else None  # sent elsewhere in its window
        if occ.to is not None:
            card.location = occ.to
            told = "an ability in its spawn window, overriding any other spawn instruction" if moved else \
                f"the ability spawning it, overriding any other spawn instruction: {at}" if at else \
                f"spawn \u2013 {card.spec.spawn}"
            engine.emit(StepKind.STATE, depth, f"Step 4: {name} spawns at {occ.to} ({told})",
                        rules + ("ahlcg/rr/1-4",), card=name)
            engage_at_location(engine, name, depth)
        elif drawer_at is not None and state.location_of(who) != drawer_at:  # moved away in its window
            card.location = drawer_at
            engine.emit(StepKind.STATE, depth, f"Step 4: {name} spawns at {drawer_at}, where {who} was as it began to "
                        f"spawn ({who} has moved since, so it is not engaged with {who} there)", rules, card=name)
            engage_at_location(engine, name, depth)
        elif standing.bears(card, "aloof") or standing.bears(card, "massive") or not state.in_game(who):
            card.location = state.location_of(who)
            word = "aloof" if standing.bears(card, "aloof") else "massive"
            engine.emit(StepKind.STATE, depth, f"Step 4: {name} spawns at {card.location}, unengaged ({word}: it is "
                        "not placed in a threat area)", rules + ("ahlcg/rr/aloof" if word == "aloof" else
                                                                  "ahlcg/rr/massive",), card=name)
        else:
            card.engaged = who
            card.location = None
            told = f"spawns engaged with {who} (the ability spawning it, overriding any other spawn instruction)" \
                if at == ENGAGED else f"has no spawn instruction: it spawns engaged with {who}"
            engine.emit(StepKind.STATE, depth, f"Step 4: {name} {told}, in {who}'s threat area",
                        rules + ("ahlcg/rr/1-4",), card=name)
        keys_enter_with(engine, name, depth)

    return bool(engine.resolve([occ, enters], body))


#: The out-of-play areas an enemy is spawned from by an effect: set aside, or the encounter discard pile (where a
#: repetition "until an enemy is discarded" left it).
SPAWNS_FROM = frozenset({"set-aside", ENCOUNTER_DISCARD})


def spawn_set_aside(engine: Engine, name: str, who: str, depth: int, by: str, at: str | None = None) -> bool:
    """The ``spawn`` effect: a set-aside enemy (or one an effect found in the encounter discard pile: "Discard cards
    … until an enemy is discarded. Spawn that enemy here") enters play following its spawn instruction (not drawn)."""
    state = engine.state
    card = state.cards[name]
    if card.zone not in SPAWNS_FROM:
        engine.emit(StepKind.NOTE, depth, f"{name} is neither set aside nor in the encounter discard pile: it cannot "
                    "be spawned", ("ahlcg/rr/spawn",), card=by)
        return False
    if name in state.encounter_discard:  # out of play, taken from its pile as it spawns
        state.encounter_discard.remove(name)
    engine.emit(StepKind.NOTE, depth, f"{name} enters play following the rules for spawning it; it was not drawn, so "
                "nothing that triggers on drawing a card applies", ("ahlcg/rr/spawn", "ahlcg/rr/put-into-play"),
                card=name)
    return resolve_encounter_card(engine, who, name, depth, drawn=False, at=at)


__all__ = ["draw_encounter", "put_treachery_into_play", "resolve_encounter_card", "spawn", "spawn_set_aside"]
