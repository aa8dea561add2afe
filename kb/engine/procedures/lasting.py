"""Lasting effects that expire at the timing point their duration names (Lasting Effects): the end of
the turn (2.2.2), of the phase, of the round, or of the skill test (ST.8).

A lasting effect "for the next skill test you perform (this turn)" expires as the first skill test it modifies ends
(ST.8: "for this skill test" effects expire), or with its period if no test comes first: it is one of the
"for this skill test" effects of that test, and one of the turn's (phase's, round's) before it.

A lasting cost modifier "for the next card played" (``next-play``: "Reduce the cost of the next Item asset played by an
investigator at your location by 1") expires once the first play whose cost it modified has paid its costs (Appendix
I, steps 1-2): it modified that card's cost, and no later one's; "… the next card you play this turn"
(``next-play-this-turn``) also expires with the turn, if no such play comes first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.ongoing import Test
from ..core.state import AbilityState
from ..situation.vocabulary import AbilityKind, Duration, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

#: A period's end also ends the "next skill test" effects bounded by it.
_BOUNDED = {Duration.UNTIL_END_OF_TURN: Duration.NEXT_SKILL_TEST_THIS_TURN,
            Duration.UNTIL_END_OF_PHASE: Duration.NEXT_SKILL_TEST_THIS_PHASE,
            Duration.UNTIL_END_OF_ROUND: Duration.NEXT_SKILL_TEST_THIS_ROUND}
#: The durations of "for the next skill test": they end with the first test they modify.
NEXT_TEST = frozenset({Duration.NEXT_SKILL_TEST, *_BOUNDED.values()})
#: The durations of "the next card played": they end with the first play whose cost they modify (or their period).
NEXT_PLAY = frozenset({Duration.NEXT_PLAY, Duration.NEXT_PLAY_THIS_TURN})


def expire_lasting(engine: Engine, duration: Duration, depth: int, test: Test | None = None) -> list[str]:
    """Remove lasting effects of ``duration`` (and the "next skill test" effects its period bounds, or, at the end
    of ``test``, those that modified it); return their texts (Lasting Effects)."""
    gone = []
    state = engine.state
    ending = {duration} | ({_BOUNDED[duration]} if duration in _BOUNDED else set()) \
        | ({Duration.NEXT_PLAY_THIS_TURN} if duration is Duration.UNTIL_END_OF_TURN else set())
    applied = {id(ab) for ab in engine.modifiers(test.begin)} if test is not None and test.begin is not None else set()
    holders = [*state.investigators.values(), *state.locations.values(), *state.cards.values()]
    for holder in holders:
        for ab in list(holder.abilities):
            if ab.kind in (AbilityKind.LASTING, AbilityKind.DELAYED) and (ab.ability.duration in ending
                                                   or (ab.ability.duration in NEXT_TEST and id(ab) in applied)):
                holder.abilities.remove(ab)
                gone.append(ab.ability.text or ab.key)
    return gone


def expire_played(engine: Engine, applied: list[AbilityState]) -> list[str]:
    """Remove the ``next-play`` lasting effects among ``applied`` (the modifiers of a play's cost, now paid); return
    their texts (Lasting Effects)."""
    used = {id(ab) for ab in applied if ab.kind is AbilityKind.LASTING and ab.ability.duration in NEXT_PLAY}
    gone = []
    state = engine.state
    for holder in [*state.investigators.values(), *state.locations.values(), *state.cards.values()]:
        for ab in [ab for ab in holder.abilities if id(ab) in used]:
            holder.abilities.remove(ab)
            gone.append(ab.ability.text or ab.key)
    return gone


def treated_as(engine: Engine, who: str, card: str, keyword: str, depth: int) -> AbilityState | None:
    """The lasting effect under which ``who`` plays ``card`` as if it had ``keyword`` ("Treat the next asset you play
    this turn as if it has fast": its ``gains`` on ``play-card``), if any; a ``next-play`` one expires with the
    play's costs paid, as a cost modifier does (:func:`expire_played`)."""
    probe = Occurrence("play-card", depth, who=who, what=card)
    return next((ab for ab in engine.modifiers(probe) if ab.kind is AbilityKind.LASTING
                 and ab.ability.characteristics is not None
                 and (keyword, True) in ab.ability.characteristics.keyword_changes), None)


def expire_readied(engine: Engine, card: str, depth: int) -> None:
    """``card`` has just readied: the lasting effects its abilities made "until <card> readies" expire now (Lasting
    Effects: an effect lasts for the duration it specifies), each one said in the trace."""
    state = engine.state
    for holder in [*state.investigators.values(), *state.locations.values(), *state.cards.values()]:
        for ab in [ab for ab in holder.abilities if ab.kind is AbilityKind.LASTING and ab.source == card
                   and ab.ability.duration == Duration.UNTIL_SOURCE_READIES]:
            holder.abilities.remove(ab)
            engine.emit(StepKind.STATE, depth, f"Lasting effect expires as {card} readies: {ab.ability.text or ab.key}",
                        ("ahlcg/rr/lasting-effects", "ahlcg/rr/ready"), card=card)
