"""A noun phrase's tokens → a selector: how many, which qualifiers, which traits, what kind of thing.

Noun phrases are composed, not listed: "a non-Elite enemy at your location", "each ready Ally asset
you control", "up to 3 clues", "X damage", "1 [per_investigator] doom" all read through the same
parts —

- ``amount``: a number (``1``, ``"X"``, ``"1 per investigator"``), ``"up to N"``, or a quantifier
  word (``each``, ``all``, ``any``, ``another``); ``refers``: ``that``/``this``/``the``/``those``
  (something named before), ``self`` for the card's own name;
- ``qualifiers``: the words between the amount and the head (``ready``, ``exhausted``,
  ``non-Elite``, ``additional``), ``traits``: capitalised words there (``Ally``, ``Ghoul``; a trait the markup
  marks, a ``trait`` token, is one alone: "a [[Ghoul]]" → ``traits: [Ghoul]``, never a ``name``);
- ``noun``: the head, singular (``enemy``, ``asset``, ``clue``), or ``name`` for a proper name; ``owner``: a
  name possessing a lower-case head ("Roach Swarm's location" → ``owner: Roach Swarm``, ``noun: location``; a
  capitalised head keeps the possessive in its name: "Wendy's Amulet");
- ``where``, ``controller``, ``engaged``, ``attached-to``: the phrases after it, when the
  prepositional phrase or verb that follows says so ("at your location", "you control",
  "engaged with you", "attached to …").

The selector keeps the printed words of each part, so nothing is lost; the engine's selector names
(``an-enemy-at-your-location``) are the lowering's business (:mod:`.words`).
"""

from __future__ import annotations

from typing import Any

from .tokens import Token

QUANTIFIERS = frozenset("each every all any another both either no".split())
REFERENCES = frozenset("that this the those these its their your his her".split())
#: Prepositions whose phrase, right after a noun phrase, says where that thing is.
LOCATIVE = frozenset("at in on from among beneath under attached engaged".split())
_PLURALS = (("ies", "y"), ("ches", "ch"), ("sses", "ss"), ("s", ""))


def singular(word: str) -> str:
    """"enemies" → "enemy", "clues" → "clue" (the head's dictionary form)."""
    for suffix, repl in _PLURALS:
        if word.endswith(suffix) and len(word) > len(suffix) + 2 and not word.endswith("ss"):
            return word[: -len(suffix)] + repl
    return word


def selector(tokens: tuple[Token, ...] | list[Token]) -> dict[str, Any]:
    """The selector of one noun phrase's tokens (no preposition in front)."""
    out: dict[str, Any] = {}
    words = list(tokens)
    if len(words) >= 3 and words[-1].low in ("control", "controls", "own", "owns"):
        out["controller"] = words[-2].low  # "an asset you control"
        words = words[:-2]
    if len(words) >= 3 and words[0].low == "up" and words[1].low == "to":
        out["amount"] = f"up to {words[2].text}"
        words = words[3:]
    while words and (words[0].kind in ("number", "per") or words[0].low in QUANTIFIERS | REFERENCES
                     or words[0].low in ("a", "an")):
        w = words.pop(0)
        if w.kind == "per":
            out["amount"] = f"{out.get('amount', '')} per investigator".strip()
        elif w.kind == "number":
            out["amount"] = w.text
        elif w.low in ("a", "an"):
            out.setdefault("amount", "1")
        elif w.low in QUANTIFIERS:
            out["amount"] = w.low
        else:
            out["refers"] = w.low
    if not words:
        return out
    owner = _owner(words)
    if owner:  # "Jordan Perry's location", "@self's location": whose, then the thing
        out["owner"] = " ".join(w.text for w in owner).removesuffix("'s").replace(" ' s", "")
        words = words[-1:]
    head = words[-1]
    if head.kind == "self":
        out["refers"] = "self"
    elif head.kind in ("skill", "chaos"):
        out["noun"] = head.text
    elif head.kind == "trait" and all(w.kind == "trait" for w in words):  # "a [[Ghoul]]": a trait, no name
        out["traits"] = [w.text for w in words]
        return out
    elif head.kind == "name" or all(w.kind == "name" for w in words) or (
            head.kind == "number" and len(words) > 1 and words[-2].kind == "name"):  # "Act 1", "Agenda 2a"
        out["name"] = " ".join(w.text for w in words)
        return out
    else:
        out["noun"] = singular(head.low)
    qualifiers = [w.text for w in words[:-1] if w.kind not in ("name", "trait")]
    traits = [w.text for w in words[:-1] if w.kind in ("name", "trait")]
    if qualifiers:
        out["qualifiers"] = qualifiers
    if traits:
        out["traits"] = traits
    return out


def _owner(words: list[Token]) -> list[Token]:
    """The possessor before a noun phrase's lower-case head, when it is a name ("The Man in the Pallid Mask's
    location") or the card's own (``@self ' s``): its tokens, else none (a trait or an adjective before the head
    is no owner)."""
    before = words[:-1]
    if words[-1].kind != "word":  # "Wendy's Amulet": a card's name, not Wendy's
        return []
    if len(before) >= 3 and [w.text for w in before[-2:]] == ["'", "s"] and before[0].kind == "self" \
            and len(before) == 3:
        return before
    if before and before[-1].low.endswith("'s") and all(w.kind == "name" for w in before):
        return before
    return []


def attach(base: dict[str, Any], key: str, text: str) -> None:
    """Put what a following phrase says ("at your location", "you control") into the selector."""
    slot = {"at": "where", "in": "where", "on": "where", "from": "where", "among": "where", "beneath": "where",
            "under": "where", "attached": "attached-to", "engaged": "engaged"}.get(key, key)
    base[slot] = f"{base[slot]}; {text}" if slot in base else text
