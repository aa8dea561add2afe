"""A modifier to an enemy's value while it is being attacked or evaded using certain cards: "While Avian Thrall is
being attacked using a Ranged, Firearm, or Spell asset, it gets -3 fight".

"Some constant abilities are only active while a specified condition is met" (Constant Abilities); an enemy's fight
value is the difficulty of an attack against it, its evade value of an evasion attempt (Fight; Evade; Difficulty). A
modifier to that value already applies only to those tests (its ``applies-to`` is the test's beginning, ``via`` fight
or evade, ``what`` the enemy), so "while it is being attacked" says nothing more; "using X" narrows it to the tests a
card of X prompts — the test's ``source``, "the card whose ability prompts it" (ST.1) — which the same filter holds.

The frame: "While <the card: its name or a pronoun> is being attacked|evaded using <cards>, <a constant>": the cards a
list of kinds sharing one noun ("a Ranged, Firearm, or Spell asset": each trait with "asset"), each composed as any set
of cards is (:func:`.trigger_tree.card_filter`); the constant read by the tree's rules (:mod:`.constant_tree`), and
only a modifier to the value that very test is decided against is taken (another value, or a constant of another kind,
under this condition is left to the readers after this one, which keep it as a gap).
"""

from __future__ import annotations

import re
from typing import Any

from .constant_tree import read_constant
from .instruction import Phrase
from .model import NotParsed
from .tokens import tokenize
from .trigger_tree import card_filter
from .words import SELF

Fields = dict[str, Any]
#: The passive verb → the action whose tests it names (the ``via`` of the modifier it allows).
_VERBS = {"attacked": "fight", "evaded": "evade"}
_FRAME = re.compile(r"while (?P<subject>\S+) is being (?P<verb>attacked|evaded) using (?P<rest>.+)", re.I)
#: The card kinds a bare noun of the list may be (the engine's card-type selectors).
_TYPES = ("asset", "event", "skill", "card")


def card_kinds(words: str) -> list[str] | None:
    """"a Ranged, Firearm, or Spell asset" → ``ranged-asset``, ``firearm-asset``, ``spell-asset``; "a Spell card",
    "an asset" → one selector; None when the words are no list of kinds of card."""
    items = [w.strip() for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", words.strip()) if w.strip()]
    if not items:
        return None
    last = items[-1].split(" ")
    noun = last[-1].lower()
    if noun not in _TYPES:
        return None
    out: list[str] = []
    for k, item in enumerate(items):
        phrase = item if k == len(items) - 1 else f"{item} {noun}"  # the shared noun, after each kind
        words = phrase.split(" ")
        if words[0].lower() not in ("a", "an"):
            words = ["a", *words]  # "Firearm, or Spell asset": each kind under the list's one determiner
        # "an asset": the card type itself; "a Spell asset": a composed filter
        found = noun if len(words) == 2 else card_filter(Phrase(list(tokenize(" ".join(words)))))
        if found is None:
            return None
        out.append(found)
    return out


def read_attacked_using(text: str, card_type: str | None) -> list[Fields] | None:
    """The constants of "While <the card> is being attacked|evaded using <cards>, <a modifier to that value>", each
    allowed only for the tests those cards prompt; None for any other sentence (or a modifier to another value)."""
    m = _FRAME.fullmatch(text.strip())
    if m is None or card_type != "enemy" or m.group("subject").lower() not in (SELF.lower(), "it", "he", "she"):
        return None
    via, rest = _VERBS[m.group("verb").lower()], m.group("rest")
    for cut in (k for k in range(len(rest)) if rest.startswith(", ", k)):  # the list's own commas come first
        kinds = card_kinds(rest[:cut])
        if kinds is None:
            continue
        try:
            read = read_constant(rest[cut + 2:], card_type)
        except NotParsed:
            return None
        if not read or any(f.get("applies-to", {}).get("via") != via or f["applies-to"].get("what") != "self"
                           or "source" in f["applies-to"] for f in read):
            return None
        return [{**f, "applies-to": {**f["applies-to"], "source": kinds}} for f in read]
    return None
