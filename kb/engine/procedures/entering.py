"""A player card entering a play area under an investigator's control, played or put into play: one procedure,
so that what the rules attach to entering play happens whichever way it came — a copy over its play-area limit
does not enter (FAQ 2.3), the assets it displaces from their slots are discarded simultaneously (Slots), and its
Uses keyword places its uses (Uses (X Type)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.state import DISCARD, PLAY, Card
from ..situation.vocabulary import StepKind
from .chaosbag import SEAL, keyword_refusal, seal_on_entering
from .copies import AREA, area_limit_reached
from .entering_state import State, enter_in_state
from .discarding import leave_play, left_to, take_out
from .shifting import keys_enter_with
from .slots import make_room, slot_rules
from .uses import place_on_entering

if TYPE_CHECKING:
    from ..core.engine import Engine


def enter_play_area(engine: Engine, card: Card, who: str, depth: int, *, announce: str,
                    rules: tuple[str, ...], state: State = ()) -> bool:
    """``card`` enters play under ``who``'s control (its ``enters-play`` triggering condition, with the
    ``leaves-play`` of each asset it displaces from a slot), in its own state and the ``state`` the effect putting it
    into play gives; whether it did."""
    for refused, rule in ((area_limit_reached(engine, card, who), AREA), (keyword_refusal(engine, card), SEAL)):
        if refused is not None:
            engine.emit(StepKind.NOTE, depth, refused, (rule,), card=card.name)
            return False
    victims, chosen = make_room(engine, card, who, depth)
    occs = [engine.occurrence("enters-play", depth, who=who, what=card.name, text=f"{card.name} enters play")]
    occs += [engine.occurrence("leaves-play", depth, what=v.name, via="discard", text=f"{v.name} leaves play")
             for v in victims]

    def body(_: list[Occurrence]) -> None:
        take_out(engine.state, card)  # from the hand it is played from, or the pile it is put into play from
        card.zone = PLAY
        card.controller = who
        enter_in_state(engine, card, depth)
        if state:
            enter_in_state(engine, card, depth, state, "as the effect putting it into play says")
        seal_on_entering(engine, card, who, depth)
        if victims:
            engine.emit(StepKind.CHOICE, depth, chosen, slot_rules(card), card=card.name)
        for victim in victims:
            went = leave_play(engine, victim, DISCARD, depth=depth)
            where = left_to(went, f"placed on {victim.owner}'s discard pile")
            engine.emit(StepKind.STATE, depth, f"{victim.name} is discarded: {where} (it leaves play)",
                        slot_rules(card) + ("ahlcg/rr/discard-piles", "ahlcg/rr/leaves-play"), card=victim.name)
        place_on_entering(engine, card, depth)
        keys_enter_with(engine, card.name, depth)

    return bool(engine.resolve(occs, body, announce=announce, rules=rules, card=card.name, kind=StepKind.STATE))
