"""Putting cards from a deck of its scenario into play, and where they lie: "Put the top 2 Catacombs in the Catacombs
deck into play above and below The Gate to Hell", "Put the topmost Catacombs in the Catacombs deck into play above or
to the right of Narrow Shaft", "Put the top card of the Exhibit deck into play, unrevealed".

Grammar, not sentences: three parts of the put-into-play frame, each read on its own.

- **the deck**: a noun phrase "the <Name> deck" (after "in" or "of"), any word the engine's own decks are not (your
  deck, the encounter, act, agenda or exploration deck): the set-aside cards the scenario formed into that deck,
  called by that word (its cards' trait: the Catacombs, the Exhibit Halls) → the engine's ``find`` ``traits``;
- **the cards taken**: "the top card", "the top N cards", "the topmost <Name>", "the top N <Name>" (the deck's own
  word for its cards) → how many;
- **the placement**: positions after "into play" — "above", "below", "to the left", "to the right" — joined by
  "and" (each card taken in turn takes the next position: as many positions as cards) or "or" (one card, the
  player's choice: an ``either`` of the positions), and the location they are counted from, after the last of them
  ("of Narrow Shaft", "below The Gate to Hell"; the card's own name: ``self``). No position: none recorded.

Lowered to the engine's ``put-from-scenario-deck``, one effect a card (each with its ``zone``). "…, unrevealed" after
"into play" (the state the card enters in, a complement after the comma: :func:`entering_unrevealed`) is how a
location enters play anyway (Location Cards: "put into play … unrevealed side faceup") and adds nothing, so it is read
only after this frame; after any other instruction it refuses the clause. Anything else in the frame is refused. The same
deck and top card after "draw" ("Draw the top card of the Cultist deck") is the engine's ``draw-from-scenario-deck``:
drawn as an encounter card.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .instruction import Instruction, Phrase
from .vocabulary import Context, Effect, NotParsed

Rule = Callable[[Instruction, Context], list[Effect]]

#: The decks the engine has under their own names (decks.py): not a deck of the scenario.
ENGINE_DECKS = frozenset({"encounter", "act", "agenda", "exploration", "your", "my", "his", "her", "its", "their"})
#: A position after "into play" → the engine's ``zone``: "above" / "below" stand alone, "to the left / right".
POSITIONS = {"above": "above", "below": "below", "left": "left", "right": "right"}


def scenario_deck(words: list[str], texts: list[str]) -> str | None:
    """"the Catacombs deck" → ``Catacombs`` (the word as printed); None for any other phrase."""
    if len(words) == 3 and words[0] == "the" and words[2] == "deck" and words[1] not in ENGINE_DECKS \
            and texts[1][:1].isupper():
        return texts[1]
    return None


def _deck_of(ins: Instruction) -> str | None:
    """The scenario deck the object is taken from: "in the X deck" (the object's place) or "of the X deck"."""
    obj, of = ins.object, ins.slots.get("of")
    if obj is not None and obj.where is not None:
        words = obj.where.split()
        return scenario_deck([w.lower() for w in words], words)
    if of is not None and of.where is None:
        return scenario_deck(of.words, [t.text for t in of.tokens])
    return None


def _taken(obj: Phrase, deck: str) -> int | None:
    """How many cards "the top (N) card(s)" / "the topmost <Name>" / "the top N <Name>" takes; None otherwise."""
    words = obj.words
    if words[:2] == ["the", "topmost"] and words[2:] in (["card"], [deck.lower()]):
        return 1
    if words[:2] != ["the", "top"]:
        return None
    rest = words[2:]
    count = int(rest[0]) if rest and rest[0].isdigit() else 1
    rest = rest[1:] if rest and rest[0].isdigit() else rest
    fits = rest in (["card"], ["cards"], [deck.lower()]) and (count > 1 or rest != ["cards"])
    return count if fits else None


def _reference(phrase: Phrase, ctx: Context) -> str | None:
    """The location the positions are counted from: the card's own name → ``self``, else the name as printed."""
    if [t.kind for t in phrase.tokens] == ["self"] or phrase.words == ["@self"]:
        return "self"
    if phrase.tokens and all(t.kind == "name" for t in phrase.tokens) and phrase.where is None:
        return " ".join(t.text for t in phrase.tokens)
    return None


def _sides(words: list[str]) -> tuple[list[str], set[str]] | None:
    """"the left", "the right and", "the left and right" → the sides and the words joining them; None otherwise."""
    if words[:1] != ["the"] or len(words) < 2:
        return None
    sides, joins = [w for w in words[1::2]], {w for w in words[2::2]}
    if not all(w in ("left", "right") for w in sides) or not joins <= {"and", "or"}:
        return None
    return sides, joins


def _placement(ins: Instruction, ctx: Context, skip: set[str]) -> tuple[list[str], str, str | None] | None:
    """The positions in order, their connective ("and" / "or"), and the location; None when a slot is no position."""
    positions: list[str] = []
    joins: set[str] = set()
    where: str | None = None
    pending_to = False
    for prep, phrase in ins.slots.items():
        if prep in skip:
            continue
        words = [w for w in phrase.words if w != ","]  # "above, below, or to the right": a list's commas
        if where is not None:
            return None
        if prep in ("above", "below") and not pending_to:
            positions.append(POSITIONS[prep])
            if words in (["and"], ["or"]):
                joins.add(words[0])
            elif words:
                where = _reference(phrase, ctx)
                if where is None:
                    return None
        elif prep == "to" and not pending_to and (sides := _sides(words)) is not None:
            positions.extend(sides[0])
            joins |= sides[1]
            pending_to = words[-1] not in ("and", "or")
        elif prep == "of" and pending_to:
            where = _reference(phrase, ctx)
            if where is None:
                return None
        else:
            return None
        pending_to = pending_to and prep == "to"
    if len(joins) > 1:
        return None
    return positions, (joins.pop() if joins else "and"), where


def put_or(fallback: Rule) -> Rule:
    """"Put the top N <Name> in the <Name> deck into play <positions> <location>" → one ``put-from-scenario-deck`` a
    card (an ``either`` of positions joined by "or"); any other "put" → ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        deck = _deck_of(ins) if ins.verb == "put" and ins.object is not None else None
        if deck is None:
            return fallback(ins, ctx)
        into, second = ins.slots.get("into"), ins.slots.get("object-2")
        amount = _taken(ins.object, deck) if ins.object is not None else None
        skip = {"into", "object-2"} | ({"of"} if ins.object is not None and ins.object.where is None else set())
        placed = _placement(ins, ctx, skip)
        if amount is None or into is None or into.words != ["play"] or into.where is not None or placed is None \
                or ins.subject is not None or (second is not None and second.words != ["unrevealed"]):
            raise ins.refuse()
        positions, join, where = placed
        base: Effect = {"effect": "put-from-scenario-deck", "find": {"traits": [deck]}}
        if where is not None:
            base["location"] = where
        if not positions:
            return [{**base, **({"amount": amount} if amount > 1 else {})}]
        if join == "or":
            if amount != 1 or len(positions) < 2:
                raise ins.refuse()
            return [{"effect": "either", "effects": [{**base, "zone": p} for p in positions]}]
        if len(positions) != amount:
            raise ins.refuse()
        return [{**base, "zone": p} for p in positions]
    return rule


def draw_or(fallback: Rule) -> Rule:
    """"Draw the top card of the Cultist deck" → ``draw-from-scenario-deck`` (its top card, drawn as an encounter card;
    "the top N cards": ``amount``, one after another); any other "draw" → ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        deck = _deck_of(ins) if ins.object is not None else None
        if deck is None:
            return fallback(ins, ctx)
        skip = {"of"} if ins.object is not None and ins.object.where is None else set()
        amount = _taken(ins.object, deck) if ins.object is not None else None
        if amount is None or set(ins.slots) - skip or ins.subject is not None:
            raise ins.refuse()
        return [{"effect": "draw-from-scenario-deck", "find": {"traits": [deck]}, **({"amount": amount} if amount > 1
                                                                                     else {})}]
    return rule


#: "… into play, unrevealed": the side a card enters play on, a complement after the comma.
_UNREVEALED = re.compile(r"(?P<put>.+\binto play(?: [^,]*)?), unrevealed", re.I)


def entering_unrevealed(lower: Callable[[str, Context], list[Effect]]) -> Callable[[str, Context], list[Effect]]:
    """``lower`` (the reader of one clause), also reading "…into play, unrevealed" after the cards of a scenario deck:
    the cards enter unrevealed whatever is said (a location enters play unrevealed), so the complement only confirms
    it; after any other instruction the clause is refused (the engine would not know to keep the card unrevealed)."""
    @functools.wraps(lower)
    def lowering(text: str, ctx: Context) -> list[Effect]:
        m = _UNREVEALED.fullmatch(text.strip().rstrip("."))
        if m is None:
            return lower(text, ctx)
        effects = lower(m.group("put"), ctx)
        if not effects or any(e["effect"] != "put-from-scenario-deck" for e in effects):
            raise NotParsed(text, "a card put into play unrevealed other than a scenario deck's: the engine puts a "
                                  "location in unrevealed, and has no unrevealed side for other cards")
        return effects
    return lowering
