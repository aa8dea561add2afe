"""The verb frame "You can only <verbs> <cards>": a restriction on every other card ("You can only play, commit, or
trigger abilities on Neutral cards or cards of your role": Lola Hayes).

"Cannot" is absolute (Cannot), and "can only" is its inverse: the investigator cannot do what the verbs name with any
card the object does not pick. The frame's slots:

- the subject "You" (the restriction governs the investigator the card's "you" is: its ``who``);
- the verbs, a list joined by "," and "or", each the engine's event of doing it with a card: "play" (``play-card``),
  "commit" (``commit-card``), "trigger abilities on" (``ability-triggered``, one restriction for each kind an
  investigator triggers, as "You cannot trigger abilities on X" is read: :mod:`.cannot_trigger`);
- the cards, alternatives joined by "or", each one kind of card composed as any set of cards is ("Neutral cards",
  "[guardian] cards", and "cards of your (current) role": the class the investigator's role is when the card is played,
  committed or triggered, ``class_your_role``). The cards no alternative picks are those none of their qualifiers fit:
  ``non-class_neutral-non-class_your_role-card``.

An alternative of more than one qualifier ("[guardian] Spell cards") has no one inverse the engine's filter composes
(its negation is an "or"): refused with that reason. A sentence in none of these shapes returns None.
"""

from __future__ import annotations

from typing import Any

from .cannot_trigger import KINDS
from .class_icons import ROLE_KIND
from .instruction import Phrase
from .model import NotParsed
from .tokens import Token
from .trigger_tree import card_filter

Fields = dict[str, Any]

#: The opening of the frame: its subject and "can only".
OPENING = ["you", "can", "only"]
#: The verbs of doing something with a card → the engine's events ``can only`` restricts.
VERBS: dict[tuple[str, ...], list[Fields]] = {
    ("play",): [{"event": "play-card"}],
    ("commit",): [{"event": "commit-card"}],
    ("trigger", "abilities", "on"): [{"event": "ability-triggered", "via": via} for via in KINDS.values()],
}
#: The words between listed verbs.
_JOINS = frozenset({",", "or"})
#: "of your role" after a kind of card.
_OF_YOUR_ROLE = (["of", "your", "role"], ["of", "your", "current", "role"])
#: The nouns a kind of card ends with: an alternative ending otherwise is another frame's ("… if …").
_CARD_NOUNS = frozenset({"card", "cards", "asset", "assets", "event", "events", "skill", "skills"})


def _verbs(words: list[str]) -> tuple[list[Fields], int] | None:
    """The events of the listed verbs at the start of ``words``, and where the cards begin."""
    events: list[Fields] = []
    k = 0
    while k < len(words):
        if words[k] in _JOINS:
            k += 1
            continue
        verb = next((v for v in VERBS if tuple(words[k:k + len(v)]) == v), None)
        if verb is None:
            break
        events += VERBS[verb]
        k += len(verb)
    return (events, k) if events and words[k - 1] not in _JOINS else None


def _without_role(tokens: list[Token]) -> tuple[list[Token], bool]:
    """A kind of card without a trailing "of your (current) role", and whether it had one."""
    words = [t.low for t in tokens]
    role = next((r for r in _OF_YOUR_ROLE if words[-len(r):] == r and len(words) > len(r)), None)
    return (tokens, False) if role is None else (tokens[:-len(role)], True)


def _kind(tokens: list[Token]) -> tuple[str, str] | None:
    """One kind of card ("Neutral cards", "cards of your role") → (its one qualifier, its noun); None for another."""
    tokens, role = _without_role(tokens)
    if role:
        tokens = [Token(ROLE_KIND, "of your role", "your_role"), *tokens]
    read = card_filter(Phrase([Token("word", "a", "a"), *tokens]))
    parts = read.split("-") if read else []
    return (parts[0], parts[1]) if len(parts) == 2 else None


def only_cards(tokens: list[Token], text: str) -> list[Fields] | None:
    """The restrictions "You can only <verbs> <cards>" means: each verb's event forbidden for the cards none of the
    alternatives picks; None for a sentence in another frame; :class:`NotParsed` for cards with no one inverse."""
    tokens = [t for t in tokens if t.low != "."]
    words = [t.low for t in tokens]
    if words[:3] != OPENING:
        return None
    found = _verbs(words[3:])
    if found is None:
        return None
    events, at = found
    rest = tokens[3 + at:]
    alternatives: list[list[Token]] = [[]]
    for t in rest:
        if t.low == "or":
            alternatives.append([])
        elif t.low != ",":
            alternatives[-1].append(t)
    if not all(alternatives) or any(_without_role(a)[0][-1].low not in _CARD_NOUNS for a in alternatives):
        return None  # "You can only play X if …": another frame's (:mod:`.constant_restrict`)
    kinds = [_kind(a) for a in alternatives]
    nouns = {k[1] for k in kinds if k is not None}
    if None in kinds or len(nouns) != 1:
        raise NotParsed(text, "a 'can only' on cards that are no list of one kind each ('Neutral cards or cards of "
                        "your role'): the engine's filter composes the cards no such list picks, nothing else",
                        "constant")
    what = "-".join([*(f"non-{k[0]}" for k in kinds if k is not None), nouns.pop()])
    return [{"applies-to": {**event, "what": what, "who": "you"}, "cannot": True} for event in events]
