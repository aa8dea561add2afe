"""A composed selector said in English, for the trace a player reads.

Selectors are spelled for tools (``an-ally-printed_cost_x-asset-in-a-discard-pile``,
``with-at-least:1-doom:an-enemy-in-play``); a player at the table reads "an Ally asset with printed cost X in a
discard pile", "an enemy in play with 1 or more doom". The renderer follows the selector grammar, not a list of
selectors, so a selector composed later reads too:

- an operator and its operand, ``OP:REST`` (``each-of:A|B`` "A and B", ``one-of:A|B`` "A or B",
  ``with-at-least:N-TOKEN:REST`` "REST with N or more TOKEN", ``location-of:X`` "the location of X", and any
  ``WORDS:REST`` whose words lead into a card or a selector: ``each-investigator-at:chosen`` "each investigator at
  the one chosen");
- a ranked choice, ``nearest-from:A;B`` "B nearest to A", ``most-clues:B`` "B with the most clues";
- a composed noun phrase: a determiner, qualifiers (a state in lower case, a trait capitalized — ``_`` joins a
  trait's words —, ``class_``, ``printed_cost_``, ``uses_`` and ``copy_of_self`` said after the noun), the noun,
  then where, word for word;
- the engine's references (``self``, ``chosen``, ``tested-enemy``) by what they name; a card's own name as printed.

Only what the trace says changes: the situation and the JSON trace's fields keep the selector's spelling.
"""

from __future__ import annotations

import re

#: The engine's references, by what they name in the situation.
_REFERENCES = {
    "you": "you", "self": "this card", "chosen": "the one chosen", "it": "it",
    "triggering-what": "what triggered it", "triggering-who": "the investigator who triggered it",
    "triggering-source": "the source of what triggered it", "triggering-to": "where what triggered it went",
    "tested-enemy": "the enemy tested against", "tested-location": "the location tested",
    "testing-investigator": "the investigator testing", "attacking-enemy": "the attacking enemy",
    "evading-investigator": "the evading investigator", "current-act": "the current act",
    "current-agenda": "the current agenda", "lead-investigator": "the lead investigator",
    "turn-investigator": "the investigator whose turn it is", "attached": "the card it is attached to",
}
#: The nouns of a composed noun phrase: the qualifiers come before, where it is after.
_NOUNS = frozenset({"enemy", "enemies", "asset", "assets", "card", "cards", "location", "locations", "skill",
                    "skills", "event", "events", "treachery", "treacheries", "investigator", "investigators",
                    "agenda", "act", "story"})
#: Qualifiers that are states or positions, said in lower case (a word not among them is a trait).
_STATES = frozenset({"exhausted", "ready", "unengaged", "engaged", "revealed", "unrevealed", "other", "nearest",
                     "farthest", "random", "committed", "central", "damaged", "another", "single", "weakness",
                     "active", "hidden", "innate", "empty", "connecting", "number", "of"})
#: What a count counts, where the selector's word is not the player's.
_COUNTED = {"discard": "cards in the discard pile"}
_DETERMINERS = frozenset({"a", "an", "each", "any", "the", "all", "your", "this"})
_RANKED = re.compile(r"(?P<how>nearest|farthest)-from:(?P<origin>[^;]+);(?P<among>.+)")
_MOST = re.compile(r"(?P<how>most|fewest)-(?P<what>[a-z_]+):(?P<among>.+)")
_AT_LEAST = re.compile(r"with-at-least:(?P<n>\d+)-(?P<what>[a-z_]+):(?P<among>.+)")


def selector_words(selector: str | None, *, article: bool = True) -> str:
    """``selector`` in English; ``article=False`` drops a leading "a"/"an" ("No Ally asset … to choose")."""
    said = _say(selector or "")
    if not article:
        said = re.sub(r"^(?:an?|each) ", "", said)
    return said


def _say(sel: str) -> str:
    if sel in _REFERENCES:
        return _REFERENCES[sel]
    if _printed(sel):
        return sel
    if (m := _RANKED.fullmatch(sel)) is not None:
        return f"{_say(m['among'])} {m['how']} to {_say(m['origin'])}"
    if (m := _AT_LEAST.fullmatch(sel)) is not None:
        return f"{_say(m['among'])} with {m['n']} or more {_COUNTED.get(m['what'], _words(m['what']))}"
    if (m := _MOST.fullmatch(sel)) is not None:
        return f"{_say(m['among'])} with the {m['how']} {_words(m['what'])}"
    head, colon, rest = sel.partition(":")
    if colon:
        if head in ("each-of", "one-of"):
            parts = [_say(p) for p in rest.split("|")]
            return (" and " if head == "each-of" else " or ").join(parts)
        if head == "location-of":
            return f"the location of {_say(rest)}"
        if head == "copies-of":
            return f"each copy of {rest}"
        if head == "yet-to-take-turn":
            return f"{_say(rest)} yet to take a turn"
        if head.endswith("-remembering"):
            return f"{_phrase(head[:-len('-remembering')])} who remembers \u201c{rest}\u201d"
        return f"{_phrase(head)} {_say(rest)}"
    return _phrase(sel)


def _printed(sel: str) -> bool:
    """A card's or a place's name as printed ("The Rougarou", "Ritual Site"), not a spelled selector."""
    return sel != sel.lower() or " " in sel or not sel


def _words(spelled: str) -> str:
    return spelled.replace("_", " ").replace("-", " ")


def _phrase(spelled: str) -> str:
    """A composed noun phrase: determiner, qualifiers, noun, where ("an-exhausted-enemy-at-your-location")."""
    words = spelled.split("-")
    noun = next((i for i, w in enumerate(words) if w in _NOUNS), None)
    if noun is None:
        return _words(spelled)
    start = 1 if words[0] in _DETERMINERS and noun > 0 else 0
    before: list[str] = []
    after: list[str] = []
    negated = False
    for w in words[start:noun]:
        if w == "non":
            negated = True
            continue
        said, trailing = _qualifier(w)
        if negated:  # "non-elite" precedes the noun; "non-copy_of_self" follows it: "other than a copy of this card"
            said = f"non-{said}" if not trailing else f"without {said[5:]}" if said.startswith("with ") \
                else f"other than {said}"
            negated = False
        (after if trailing else before).append(said)
    rest = words[noun + 1:]
    where = [_REFERENCES.get(w, w) if w == "self" else _trait(w) if "_" in w or (k and rest[k - 1] == "beneath")
             else w for k, w in enumerate(rest)]  # "beneath-attic": a card's name, spelled
    said = " ".join([*words[:start], *before, words[noun], *after, *where])
    said = re.sub(r"^an? other\b", "another", said)
    return re.sub(r"^an? (?=\S)", lambda m: "an " if said[len(m.group(0)):][:1].lower() in "aeiou" else "a ", said)


def _qualifier(word: str) -> tuple[str, bool]:
    """A qualifier's words and whether they follow the noun ("with printed cost X") rather than precede it."""
    if word.startswith("printed_cost_"):
        return "with printed cost " + word[len("printed_cost_"):].replace("_", " ").replace("x", "X"), True
    if word.startswith("uses_"):
        return f"with uses ({word[len('uses_'):].replace('_', ' ')})", True
    if word == "copy_of_self":
        return "a copy of this card", True
    if word == "class_your_role":
        return "of your class", True
    if word.startswith("class_"):
        return word[len("class_"):].replace("_", " ").title(), False
    if word in _STATES:
        return word, False
    return _trait(word), False


def _trait(word: str) -> str:
    """A trait or a name spelled with ``_`` between its words: ``brood_of_yog_sothoth`` "Brood of Yog Sothoth"."""
    return " ".join(p if p in ("of", "the") else p.capitalize() for p in word.split("_"))
