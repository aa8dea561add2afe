"""A constant that holds while an enemy is moving: "While an enemy is moving, Hidden Library gains the Passageway
trait", "While a Byakhee enemy is moving, if there is an investigator at Gardens of Luxembourg, that enemy's location
is considered to be connected to Gardens of Luxembourg".

"Some constant abilities are only active while a specified condition is met" (Constant Abilities). Here the
condition is a time period — an enemy's move under way (by its hunter keyword, a patrol, or an effect that moves
it) — and not a count of the state: the engine's ``condition`` ``{during: enemy-moving}``, with ``moving`` the card
filter the moving enemy must meet when the subject qualifies it ("a Byakhee enemy": ``byakhee-enemy``).

The clause is read as a verb frame: an indefinite noun phrase of an enemy (composed by
:func:`.trigger_tree.card_filter`, any qualifier it reads), the progressive "is moving", nothing after it.

The rule of reference then makes "that enemy" in the rest of the sentence the enemy the condition named: the moving
one (:func:`referent`), which the connection reader reads as ``location-of-moving-enemy`` ("that enemy's location").
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Chunk
from .instruction import Phrase
from .trigger_tree import card_filter

Fields = dict[str, Any]
#: The engine's time period of an enemy's move under way.
ENEMY_MOVING = "enemy-moving"
#: The determiners of an indefinite subject ("an enemy is moving": any one of them).
_INDEFINITE = ("a", "an", "any")
#: "that enemy" after a condition naming the moving enemy: the same enemy (the rule of reference).
_THAT_ENEMY = re.compile(r"\bthat enemy\b", re.I)
#: The noun phrase the anaphor is read as, which the connection reader composes (:mod:`.connecting`).
MOVING_ENEMY = "the moving enemy"


def moving_condition(chunks: list[Chunk]) -> Fields | None:
    """A condition clause (its chunks, the connective and comma left out) "<an enemy> is moving" → ``{during:
    enemy-moving}`` (with ``moving``, the filter its qualifiers compose); None for any other clause."""
    if len(chunks) != 2 or chunks[0].kind != "np" or chunks[1].kind != "verb":
        return None
    if [t.low for t in chunks[1].tokens] != ["is", "moving"]:
        return None
    tokens = list(chunks[0].tokens)
    if not tokens or tokens[0].low not in _INDEFINITE or tokens[-1].low != "enemy":
        return None
    if len(tokens) == 2:
        return {"during": ENEMY_MOVING}
    composed = card_filter(Phrase(tokens))
    if composed is None or not composed.endswith("-enemy"):
        return None
    return {"during": ENEMY_MOVING, "moving": composed}


def referent(rest: str, condition: Fields) -> str:
    """The rest of a sentence whose condition names the moving enemy, "that enemy" read as that one (the rule of
    reference: a demonstrative names what the sentence named before it); the rest as it is under any other
    condition."""
    if condition.get("during") != ENEMY_MOVING:
        return rest
    return _THAT_ENEMY.sub(MOVING_ENEMY, rest)
