"""A card's characteristics while a constant or lasting ability changes them: its printed text box treated as blank
(Blank), an immunity gained (Immune), a trait gained (Gains).

Blank: "If a card's printed text box is considered “blank” by an ability, that text box is treated as if it did not
have any of its printed content. Text and/or icons gained from another source are not blanked." "A card's text box
includes: traits, keywords, card text and abilities." So while it is blank, the card's printed abilities are not in
force, its printed keywords, Prey instruction and (unless "except for Traits") its printed traits are not had; a
keyword another card gives it (``procedures/granted.py``), one an effect gave it (``gained``) and lasting effects on
it stay. An investigator's printed text box holds his or her abilities and [elder_sign] effect; a location's, its
abilities and traits.

Immune: a card that gains immunity is immune from then on ("it cannot be affected by or chosen to be affected by"
effects of that set, ``core/immunity.py``): "If a card gains immunity to an effect, pre-existing lasting effects that
have been applied to the card are not removed. If a card loses immunity to an effect, pre-existing lasting effects of
that nature are not applied to the card." Immunity is asked only as an effect picks what it affects, so a lasting
effect established before keeps the card, and one established while the card was immune never took it.

Gains: "If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the card functions as
if it possesses the gained characteristic." A trait gained is had beside the printed ones (and stays when the text box
is blanked: it was gained from another source), until the ability that gave it ends.

Ignoring a card's abilities of one kind ("Ignore the Forced ability on Blocked Passage") is the same change made to
part of its text: ``blank: forced-abilities`` takes its printed Forced abilities out of force, and leaves its keywords,
traits, immunity and other abilities as printed.

All are states, not events: this standing rule recomputes, after each step, what the active constant and lasting
``blank`` / ``immune`` / ``gains-traits`` abilities change, and sets the card's characteristics (its printed ones kept aside in
``State.printed`` until no ability changes them any more).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..core import standing
from ..core.counted import active
from ..core.immunity import RULE as IMMUNE
from ..core.occurrence import Occurrence
from ..core.silence import not_modelled
from ..core.state import PLAY
from ..core.triggers import trigger_matches
from ..situation.spec import CardSpec, TokenEffect
from ..situation.vocabulary import AbilityKind, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import AbilityState, State

BLANK = "ahlcg/rr/blank"
#: The ``blank`` that ignores only a card's printed Forced abilities.
FORCED_ONLY = "forced-abilities"
#: The ``blank`` modes by how much of the text box they take: two abilities blanking one card, the wider applies.
_WIDTH = {"text-box": 3, "text-box-except-traits": 2, FORCED_ONLY: 1}
GAINS = "ahlcg/rr/gains"


@dataclass(frozen=True)
class Change:
    """What the active abilities change of one card: its text box blanked (``BLANK_MODES``), immunities and traits
    gained."""

    blank: str | None = None
    immune: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()


@dataclass(eq=False)
class Printed:
    """A changed card's printed characteristics, kept aside while the change lasts."""

    change: Change
    spec: CardSpec | None = None  # a card's printed spec (``current``: the one set in its place)
    current: CardSpec | None = None
    abilities: list[AbilityState] = field(default_factory=list)
    traits: tuple[str, ...] = ()  # a location's
    elder_sign: TokenEffect | None = None  # an investigator's


def _changers(state: State) -> list[AbilityState]:
    return [ab for ab in state.live_abilities() if ab.kind in (AbilityKind.CONSTANT, AbilityKind.LASTING)
            and ab.ability.characteristics is not None and ab.ability.applies_to is not None]


def wanted(state: State) -> dict[str, Change]:
    """What the active abilities change now, by the name of the card, location or investigator changed."""
    changers = _changers(state)
    if not changers:
        return {}
    names = [*state.investigators, *state.locations, *(n for n, c in state.cards.items() if c.zone == PLAY)]
    out: dict[str, Change] = {}
    for name in names:
        blank: str | None = None
        immune: tuple[str, ...] = ()
        traits: tuple[str, ...] = ()
        for ab in changers:
            applies, what = ab.ability.applies_to, ab.ability.characteristics
            assert applies is not None and what is not None
            if not (trigger_matches(state, applies, Occurrence("enters-play", 0, what=name), ab) and active(state, ab)):
                continue
            blank = max((b for b in (blank, what.blank) if b), key=_WIDTH.__getitem__, default=None)
            immune += tuple(s for s in what.immune if s not in immune)
            traits += tuple(t for t in what.traits if t not in traits)
        if blank or immune or traits:
            out[name] = Change(blank, immune, traits)
    return out


def changed_characteristics(engine: Engine, depth: int) -> bool:
    """Set every card's characteristics to what the active abilities make them; whether any changed."""
    state = engine.state
    now = wanted(state)
    moved = False
    for name in [n for n, kept in state.printed.items() if now.get(n) != kept.change]:
        _restore(engine, name, state.printed.pop(name), depth)
        moved = True
    for name, change in now.items():
        if name not in state.printed:
            state.printed[name] = _apply(engine, name, change, depth)
            moved = True
    return moved


def _split(abilities: list[AbilityState], blank: str | None) -> tuple[list[AbilityState], list[AbilityState]]:
    """The printed abilities a ``blank`` takes out of force, and those that stay: all of them, or only the Forced."""
    if blank == FORCED_ONLY:
        return [ab for ab in abilities if ab.kind is AbilityKind.FORCED], \
            [ab for ab in abilities if ab.kind is not AbilityKind.FORCED]
    return (list(abilities), []) if blank else ([], list(abilities))


def _apply(engine: Engine, name: str, change: Change, depth: int) -> Printed:
    state = engine.state
    kept = Printed(change)
    traits = change.blank == "text-box"
    whole = change.blank not in (None, FORCED_ONLY)  # the whole text box, not only abilities of a kind
    if name in state.cards:
        card = state.cards[name]
        kept.spec = card.spec
        immune = () if whole else card.spec.immune  # printed immunity is text: blanked with it
        blanked = {"keywords": frozenset(), "prey": None} if whole else {}
        had = () if traits else card.spec.traits
        gained = tuple(s for s in change.immune if s not in immune)
        card.spec = kept.current = replace(card.spec, immune=immune + gained, **blanked,
                                           traits=had + tuple(t for t in change.traits if t not in had))
        if change.blank:
            kept.abilities, card.abilities = _split(card.abilities, change.blank)
    elif name in state.locations and (change.blank or change.traits):
        loc = state.locations[name]
        if change.blank:
            kept.abilities, loc.abilities = _split(loc.abilities, change.blank)
        kept.traits = loc.traits
        had = () if traits else loc.traits
        loc.traits = had + tuple(t for t in change.traits if t not in had)
    elif name in state.investigators and change.blank:
        person = state.investigators[name]
        printed = [ab for ab in person.abilities if ab.kind is not AbilityKind.LASTING]
        kept.abilities, staying = _split(printed, change.blank)
        person.abilities = staying + [ab for ab in person.abilities if ab.kind is AbilityKind.LASTING]
        if whole:
            kept.elder_sign, person.elder_sign = person.elder_sign, None
    if change.immune and name not in state.cards:  # Immune: the engine's immunity is a card's (core/immunity.py)
        not_modelled(engine, depth, f"{name} gaining immunity to {_sets(change.immune)} effects: only a card's "
                     "immunity is replayed, so effects still affect it", IMMUNE, card=name)
    if change.blank == FORCED_ONLY:
        engine.emit(StepKind.STATE, depth, f"{name}'s printed Forced abilities are ignored: they do not apply; the rest "
                    "of its text does", (BLANK,), card=name)
    elif change.blank:
        engine.emit(StepKind.STATE, depth, f"{name}'s printed text box is treated as blank"
                    + (": its traits, keywords, card text and abilities" if traits else " (except for its traits): its "
                       "keywords, card text and abilities") + " do not apply; what it gained from another source stays",
                    (BLANK,), card=name)
    if change.immune and name in state.cards:
        engine.emit(StepKind.STATE, depth, f"{name} gains immunity to {_sets(change.immune)} effects: lasting effects "
                    "already applied to it are not removed", (IMMUNE,), card=name)
    if change.traits and name in state.investigators:  # an investigator's traits are not the engine's to change
        not_modelled(engine, depth, f"{name} gaining the {_traits(change.traits)}: only a card's or a location's "
                     "traits are replayed", GAINS, card=name)
    elif change.traits:
        engine.emit(StepKind.STATE, depth, f"{name} gains the {_traits(change.traits)} (not printed on it)", (GAINS,),
                    card=name)
    return kept


def _restore(engine: Engine, name: str, kept: Printed, depth: int) -> None:
    state = engine.state
    if name in state.cards:
        card = state.cards[name]
        if card.spec is kept.current and kept.spec is not None:  # not flipped meanwhile: its printed side again
            card.spec = kept.spec
            if kept.change.blank == FORCED_ONLY:
                card.abilities = kept.abilities + card.abilities
            elif kept.change.blank:
                card.abilities = kept.abilities
    elif name in state.locations and (kept.change.blank or kept.change.traits):
        loc = state.locations[name]
        loc.abilities = kept.abilities + loc.abilities
        loc.traits = kept.traits
    elif name in state.investigators and kept.change.blank:
        person = state.investigators[name]
        person.abilities = kept.abilities + person.abilities
        if kept.change.blank != FORCED_ONLY:
            person.elder_sign = kept.elder_sign
    if kept.change.blank == FORCED_ONLY:
        engine.emit(StepKind.STATE, depth, f"{name}'s printed Forced abilities are no longer ignored", (BLANK,),
                    card=name)
    elif kept.change.blank:
        engine.emit(StepKind.STATE, depth, f"{name}'s printed text box is no longer treated as blank", (BLANK,),
                    card=name)
    if kept.change.traits and name not in state.investigators:
        engine.emit(StepKind.STATE, depth, f"{name} no longer has the {_traits(kept.change.traits)} it gained",
                    (GAINS,), card=name)
    if kept.change.immune and name in state.cards:
        engine.emit(StepKind.STATE, depth, f"{name} loses its immunity to {_sets(kept.change.immune)} effects: lasting "
                    "effects established while it was immune are not applied to it", (IMMUNE,), card=name)


def _traits(traits: tuple[str, ...]) -> str:
    return " and ".join(traits) + (" traits" if len(traits) > 1 else " trait")


def _sets(sets: tuple[str, ...]) -> str:
    return " and ".join(s.replace("-", " ") for s in sets)


def register() -> None:
    standing.register_rule("changed-characteristics", changed_characteristics, BLANK, initially=True)
