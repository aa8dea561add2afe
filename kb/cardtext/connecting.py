"""Connections a card states: "X is connected to Y" → the engine's constant ``connects`` ``{from, to}``.

Connecting locations are identified on the location card (Move); some cards identify them in words instead. The
sentence is read from the tree: a passive "connect" ("is connected", "are connected", "is considered to be
connected"), its subject the locations connected ``from`` and the phrase after "to" those connected ``to``. Each
side is a noun phrase of locations composed from its parts, not a sentence matched whole:

- the card itself (``@self``, "this location") → ``self``; a name → that name (each copy of it, "each copy of
  Exhibit Hall" too);
- "each location", "each (other) <Trait> location", "locations with the <Trait> trait" → ``each-location``,
  ``each-<trait>-location`` (a trait of several words joined by ``_``); "other" says the card's own location is not
  among them, which a location never is (a location is not connected to itself);
- "one another" / "each other" → ``one-another`` (each of the subject's set to each other one);
- the location of the enemy whose move is under way, "that enemy's location" after "While a Byakhee enemy is
  moving" (:mod:`.moving_conditions` reads the anaphor as "the moving enemy") → ``location-of-moving-enemy``, and the
  card itself after "to" → ``self`` ("… is connected to Gardens of Luxembourg", printed on it);
- a location by its position on the board, from the card ("it", ``@self``): "to the left / right (and right) of
  it", "in the clockwise / counter-clockwise direction", "adjacent to it", "across from it", "above / below it" →
  the engine's positions (``location-left``…, ``locations-adjacent``), read from the situation's ``layout``.

A shape it does not know is None (the constant reader goes on); a known meaning the engine cannot hold ("the
location from which it was drawn": where a location was drawn from is not kept) is refused with the reason.
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Chunk, Refused, read_sentence
from .model import NotParsed
from .moving_conditions import MOVING_ENEMY
from .tokens import Token
from .words import SELF

Fields = dict[str, Any]
#: "X is considered to be connected to Y" says the same as "X is connected to Y".
_CONSIDERED = re.compile(r"\b(is|are) considered (?:to be )?connected\b", re.I)
#: The determiners a set of locations opens with.
_EACH = ("each", "every", "all")
#: The card itself as a place a position is counted from ("to the left of it", "across from him").
_FROM_CARD = ("it", SELF, "this location", "this card", "him", "her", "them")
#: "While resolving the hunter keyword on @self": a connection only for the card's own hunter move.
_HUNTING = ["while", "resolving", "the", "hunter", "keyword", "on", SELF]
#: The location of the enemy a "while … is moving" condition named (:data:`.moving_conditions.MOVING_ENEMY`).
_MOVING_LOCATION = [*MOVING_ENEMY.split()[:-1], MOVING_ENEMY.split()[-1] + "'s", "location"]
#: "X, as well as Y": a list's last item.
_AS_WELL_AS = ["as", "well", "as"]
#: The card's own location, for a card at one ("his location" on an enemy).
_ITS_LOCATION = (["his", "location"], ["her", "location"], ["its", "location"], [SELF, "'s", "location"])
#: Each direction as printed → the engine's position selector.
_POSITION = {"left": "location-left", "right": "location-right", "clockwise": "location-clockwise",
             "counter-clockwise": "location-counter-clockwise", "counterclockwise": "location-counter-clockwise",
             "above": "location-above", "below": "location-below", "adjacent": "locations-adjacent",
             "across": "location-across"}
#: What a position is counted from, after its direction ("of it", "to it", "from it"; "above it").
_RELATION = {"left": "of", "right": "of", "adjacent": "to", "across": "from", "above": "", "below": "",
             "clockwise": "direction", "counter-clockwise": "direction", "counterclockwise": "direction"}


def _is_connect(chunk: Chunk) -> bool:
    """A passive "connect": "is connected", "are connected", "is considered to be connected"."""
    words = [t.low for t in chunk.tokens]
    return chunk.kind == "verb" and words[-1:] == ["connected"] and words[0] in ("is", "are")


def read_connection(text: str, card_type: str | None) -> list[Fields] | None:
    """The ``connects`` field of a sentence stating connections; None when it states none in a known shape."""
    if "from which it was drawn" in text.lower() and "connected" in text.lower():
        raise NotParsed(text, "a connection to the location a card was drawn from: the engine does not keep where a "
                        "location was drawn from")
    text = _CONSIDERED.sub(r"\1 connected", text)  # "is considered to be connected": the same passive
    try:
        sentence = read_sentence(text)
    except Refused:
        return None
    clauses = list(sentence.clauses)
    if not clauses or sentence.reminders:
        return None
    hunting = [t.low for c in clauses[0].chunks for t in c.tokens if c.kind != "punct"] == _HUNTING
    if hunting:  # "While resolving the hunter keyword on @self, …": only for that move (Hunter)
        clauses = clauses[1:]
    if not clauses:
        return None
    chunks = [c for c in clauses[0].chunks if c.kind != "punct" or c.text not in (".",)]
    for more in clauses[1:]:  # "connected to Attic, Cellar, and Hall", "…, as well as Y": the list goes on
        words = [t.low for c in more.chunks for t in c.tokens]
        if not (more.connective in (("and",), ("or",)) or words[:3] == _AS_WELL_AS) \
                or any(c.kind not in ("np", "conj", "punct", "adv", "pp") for c in more.chunks):
            return None
        chunks += more.chunks
    verb = next((k for k, c in enumerate(chunks) if _is_connect(c)), None)
    if verb is None or verb == 0 or verb + 1 >= len(chunks):
        return None
    after = [t for c in chunks[verb + 1:] for t in c.tokens]
    if not after or after[0].low != "to":
        return None
    subject = [t for c in chunks[:verb] for t in c.tokens]
    source = _subject(subject, text)
    targets = _objects(after[1:], text)
    if source is None or targets is None:
        return None
    if ("one-another" in targets or "self" in targets) and source == "self":
        return None
    return [{"connects": {"from": source, "to": targets, **({"while-hunting": True} if hunting else {})}}]


def _trait(tokens: list[Token]) -> str | None:
    """A trait's words as the engine spells it ("Ground Floor" → ``ground_floor``); None if one is not a name."""
    if not tokens or any(not t.text[:1].isupper() for t in tokens):
        return None
    return "_".join(t.low for t in tokens)


def _name(tokens: list[Token]) -> str | None:
    """A printed name (every word capitalised, "of" and "the" allowed inside) as printed."""
    if not tokens or not tokens[0].text[:1].isupper() or tokens[0].low in _EACH + ("the", "locations", "location"):
        return None
    if any(not (t.text[:1].isupper() or t.low in ("of", "the", "'s")) for t in tokens):
        return None
    return " ".join(t.text for t in tokens)


def _set(words: list[str], tokens: list[Token]) -> str | None:
    """ "each location", "each other Woods location", "locations with the Passageway trait" → a set selector."""
    if words[:1] and words[0] in _EACH and words[-1:] in (["location"], ["locations"]):
        middle = tokens[1:-1]
        if middle and middle[0].low == "other":
            middle = middle[1:]
        if not middle:
            return "each-location"
        trait = _trait(middle)
        return f"each-{trait}-location" if trait else None
    if words[:3] == ["locations", "with", "the"] and words[-1:] == ["trait"]:
        trait = _trait(tokens[3:-1])
        return f"each-{trait}-location" if trait else None
    return None


def _subject(tokens: list[Token], text: str) -> str | None:
    words = [t.low for t in tokens]
    if " ".join(words) in ("this location", SELF) or words in _ITS_LOCATION:
        return "self"
    if words == _MOVING_LOCATION:  # "that enemy's location", the enemy moving (its move under way)
        return "location-of-moving-enemy"
    return _set(words, tokens) or _name(tokens)


def _objects(tokens: list[Token], text: str) -> list[str] | None:
    """What the card's locations are connected to: one another, a set, a name, or locations by position."""
    words = [t.low for t in tokens]
    if words in (["one", "another"], ["each", "other"]):
        return ["one-another"]
    if words == [SELF.lower()]:  # "… connected to Gardens of Luxembourg" printed on it: the card's own location
        return ["self"]
    if words[:3] == ["each", "copy", "of"]:
        name = _name(tokens[3:])
        return [name] if name else None
    positions = _positions(words)
    if positions is not None:
        return positions
    found = _set(words, tokens) or _name(tokens)
    if found:
        return [found]
    items = _items(tokens)  # "Attic, Cellar, and Hall", "each Woods location and Main Path"
    if len(items) < 2:
        return None
    read: list[str] = []
    for item in items:
        words = [t.low for t in item]
        found = _positions(_elided(words)) or [_set(words, item) or _name(item) or ""]
        if "" in found:
            return None
        read += found
    return read


def _elided(words: list[str]) -> list[str]:
    """A list's later position with its noun left out: "(the location in the counter-clockwise direction, as well
    as) the clockwise direction", "(…, as well as) in the clockwise direction" → "the location in …"."""
    if words[:1] == ["in"]:
        return ["the", "location", *words]
    if words[:1] == ["the"] and words[-1:] == ["direction"] and words[1:2] not in (["location"], ["locations"]):
        return ["the", "location", "in", *words]
    return words


def _items(tokens: list[Token]) -> list[list[Token]]:
    """A list's items, split at commas, "and" and "as well as"."""
    items: list[list[Token]] = [[]]
    lows = [t.low for t in tokens]
    k = 0
    while k < len(tokens):
        t = tokens[k]
        if t.text == "," or t.low == "and" or lows[k:k + 3] == _AS_WELL_AS:
            k += 3 if lows[k:k + 3] == _AS_WELL_AS else 1
            if items[-1]:
                items.append([])
            continue
        items[-1].append(t)
        k += 1
    return [item for item in items if item]


def _positions(words: list[str]) -> list[str] | None:
    """ "the location(s) to the left and right of it", "the location in the clockwise direction", "each location
    adjacent to it", "the location across from it", "the location above it" → position selectors."""
    if len(words) < 3 or words[0] not in ("the", "each", "every", "a") or words[1] not in ("location", "locations"):
        return None
    rest = words[2:]
    if rest[:1] == ["in"] and rest[-1:] == ["direction"]:  # "in the clockwise direction"
        middle = rest[2:-1] if rest[1:2] == ["the"] else rest[1:-1]
        return _directions(middle, "direction")
    if rest[:2] == ["to", "the"]:  # "to the left and right of it"
        rest = rest[2:]
    for relation in ("of", "to", "from", ""):
        for ref in _FROM_CARD:
            tail = ([relation] if relation else []) + ref.split()
            if rest[-len(tail):] == tail and len(rest) > len(tail):
                found = _directions(rest[:-len(tail)], relation)
                if found is not None:
                    return found
    return None


def _directions(words: list[str], relation: str) -> list[str] | None:
    """A list of directions ("left and right", "clockwise"), each counted from the card by ``relation``."""
    names = [w for w in words if w not in ("and", "or", ",", "the")]
    if not names or any(w not in _POSITION for w in names) or "or" in words:
        return None
    if any(_RELATION[w] != relation for w in names):
        return None
    return [_POSITION[w] for w in names]
