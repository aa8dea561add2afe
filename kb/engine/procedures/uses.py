"""Uses (X Type): the uses a card's keyword places on it as it enters play, and the one type of use it bears.

"When a card bearing this keyword enters play, place a number of resource tokens equal to the value (X), from
the token pool, on the card." "The word following the value establishes and identifies the type of uses this card
bears"; the tokens "are considered uses of the established type, and are not considered resource tokens" (they are
the card's ``uses``, never its controller's resources). "A card cannot bear uses of a type other than that
established by its own “Uses (X type)” keyword": :func:`refused` says why an effect cannot place such uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.state import Card
from ..core.text import count
from ..situation.vocabulary import StepKind
from .cost_x import LETTER_X

if TYPE_CHECKING:
    from ..core.engine import Engine

USES = "ahlcg/rr/uses-x-type"


def place_on_entering(engine: Engine, card: Card, depth: int) -> None:
    """The card entered play: its Uses keyword places its uses from the token pool — as many as the keyword's value,
    and the additional uses constant abilities give it ("Your assets with “uses (charges)” enter play with 1
    additional charge on them": an ``amount-modifier`` to its ``enters-play``), each said with its card."""
    if card.spec.uses_x:
        x_of(engine, card, depth)
    kind, printed = card.spec.use_type, card.x if card.spec.uses_x else card.spec.uses
    if printed <= 0:
        return
    probe = Occurrence("enters-play", depth, who=card.controller, what=card.name)
    mods = [ab for ab in engine.modifiers(probe) if ab.ability.amount_modifier]
    n = max(0, printed + sum(ab.ability.amount_modifier for ab in mods))
    card.uses = n
    placed = f"{n} {kind}" if kind else count(n, "use")
    more = "".join(f"; {'+' if ab.ability.amount_modifier > 0 else '-'}{abs(ab.ability.amount_modifier)} from "
                   f"{ab.bearer}: \u201c{ab.ability.text}\u201d" for ab in mods)
    engine.emit(StepKind.STATE, depth, f"{card.name} enters play with Uses ({printed}{' ' + kind if kind else ''}){more}: "
                f"{placed} placed on it from the token pool (uses, not resource tokens)",
                (USES,) + (("ahlcg/rr/ability/constant-abilities", "ahlcg/rr/modifiers") if mods else ()), card=card.name)


def x_of(engine: Engine, card: Card, depth: int) -> None:
    """"Uses (X ammo)": X is the value chosen for the card's cost X as it was played; with no cost of X, X is not
    defined, and its value is 0 (The Letter "X")."""
    why = ("the X chosen for its cost as it was played" if card.spec.cost_x
           else "its cost is no X, so X is not defined and its value is 0")
    engine.emit(StepKind.NOTE, depth, f"{card.name}'s Uses (X): X = {card.x}, {why}", (USES, LETTER_X), card=card.name)


def refused(card: Card, use_type: str | None) -> str | None:
    """Why ``card`` cannot bear uses of ``use_type`` (None: it can)."""
    own = card.spec.use_type
    if use_type is None or own is None or use_type == own:
        return None
    return (f"{card.name} cannot bear {use_type}: a card bears no uses of a type other than the one its own Uses "
            f"keyword establishes ({own})")
