"""The verb frame "<who> cannot trigger <kind> abilities [on <cards>]": which triggered abilities a 'cannot' keeps an
investigator from initiating ("You cannot trigger [free] abilities", "You cannot trigger [action] abilities on
locations").

"Cannot" is absolute (Cannot): the engine refuses such an ability as its play restrictions are checked, before any cost
is paid, and does not offer such a reaction (``core/barred_triggers.py``). The frame has two slots: the kind, the icons
before "abilities" (an [action] ability's is ``activate``, the action it is; none names every kind an investigator
triggers: one restriction a kind), and the cards bearing them, the noun phrase after "on", composed as any set of cards
is (its traits and place). A phrase in neither slot returns None (read as it is, or refused as an unknown constant).
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .instruction import Phrase
from .trigger_tree import card_filter

Fields = dict[str, Any]

#: The icons naming a kind of triggered ability → the ``via`` of the engine's ``ability-triggered``.
KINDS = {"[action]": "activate", "[free]": "free", "[reaction]": "reaction"}
#: A bare plural card type after "on" ("on locations") → the selector of every card of that type (a phrase with traits
#: or a place is composed by :func:`.trigger_tree.card_filter`).
TYPES = {"locations": "location", "enemies": "enemy", "assets": "asset", "treacheries": "treachery"}
#: The verbs of initiating an ability ("trigger", "use", "activate").
VERBS = ("trigger", "use", "activate")


def _kinds(chunk: Chunk) -> list[str] | None:
    """The kinds an "[free] abilities" / "[free] or [reaction] abilities" names (every kind without an icon)."""
    tokens = [t for t in chunk.tokens if t.low not in ("or", "and", ",")]
    if chunk.kind != "np" or not tokens or tokens[-1].low not in ("abilities", "ability"):
        return None
    icons = [t.low for t in tokens[:-1]]
    if any(icon not in KINDS for icon in icons):
        return None
    return [KINDS[icon] for icon in icons] if icons else list(KINDS.values())


def _bearers(chunks: list[Chunk]) -> str | None | bool:
    """The cards "on locations" / "on enemies at your location" names as a filter: None with no "on", False for a
    phrase no filter composes."""
    if not chunks:
        return None
    first = list(chunks[0].tokens)
    if chunks[0].kind != "pp" or first[0].low != "on" or len(first) < 2 or len(chunks) > 2:
        return False
    where = None
    if len(chunks) == 2:
        rest = list(chunks[1].tokens)
        if chunks[1].kind != "pp" or rest[0].low != "at":
            return False
        where = " ".join(t.text for t in rest[1:])
    bare = TYPES.get(" ".join(t.low for t in first[1:])) if where is None else None
    found = bare or card_filter(Phrase(first[1:], where))
    return False if found is None or found == "attached" else found


def triggered(verb: str, after: list[Chunk]) -> list[Fields] | None:
    """The ``applies-to`` of each restriction "cannot trigger <kind> abilities [on <cards>]" (without its ``who``),
    one a kind; None when it is not that frame."""
    if verb not in VERBS or not after:
        return None
    kinds = _kinds(after[0])
    bearers = _bearers(after[1:])
    if kinds is None or bearers is False:
        return None
    return [{"event": "ability-triggered", "via": via, **({"what": bearers} if bearers else {})} for via in kinds]
