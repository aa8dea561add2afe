"""What a player card changes about setting up the game: "You begin the game with Duke in play" (an investigator's
card in play from the start), "You start each game with 2 fewer resources" (a change to the 5 starting resources of
Appendix III step 7) → the card's ``begin-in-play`` (the titles named) and ``starting-resources`` (the change).

Neither is an ability used during play: each is a fact of the card the setup steps read, as the permanent keyword is
(Permanent: "starts each game in play and is not shuffled into your investigator deck during setup"), so they are card
properties, not constant abilities. One verb frame: "you" the subject, "begin" / "start" the verb, the game ("the
game", "each game") the object, and a "with" complement — card names followed by "in play", or "N fewer / additional
/ more resources". Any other complement ("with 3 cards in your hand", "with X resources") returns None, so the
sentence stays the gap it was.
"""

from __future__ import annotations

import re
from typing import Any

from .deck_properties import deck_property
from .entering_state import entering_state
from .grammar import Chunk, one_clause
from .words import NUMBER, number

#: The verbs of the frame (base forms: "begin", "begins", "start", "starts").
VERBS = ("begin", "start")
#: The game named as the verb's object.
GAMES = (["the", "game"], ["each", "game"])
#: A change to the starting resources: its word → its sign.
CHANGES = {"fewer": -1, "less": -1, "additional": 1, "more": 1}


def _names(chunk: Chunk) -> list[str] | None:
    """"with Duke", "with Sophie (In Loving Memory) and Duke" → the card names (a list of names joined by "and" /
    commas); None when anything but names stands after "with"."""
    names: list[list[str]] = [[]]
    for t in chunk.tokens[1:]:
        if t.kind == "name":  # a run of capitalised words is one name ("Guard Dog")
            names[-1].append(t.text)
        elif t.low in ("and", ",") and names[-1]:
            names.append([])
        else:
            return None
    return [" ".join(n) for n in names] if all(names) else None


def _resources(words: list[str]) -> int | None:
    """"with 2 fewer resources" → -2; None for any other complement."""
    if len(words) != 4 or words[0] != "with" or not re.fullmatch(NUMBER, words[1]) or words[1] == "x" \
            or words[2] not in CHANGES or words[3] not in ("resource", "resources"):
        return None
    return CHANGES[words[2]] * number(words[1])


def setup_property(text: str) -> dict[str, Any] | None:
    """The card's setup fields of "You begin the game with X in play" / "You start each game with N fewer
    resources"; None for any other sentence."""
    sentence = one_clause(text)
    if sentence is None or sentence.reminders:
        return None
    chunks = [c for c in sentence.clauses[0].chunks if c.kind != "punct"]
    if len(chunks) < 4 or [t.low for t in chunks[0].tokens] != ["you"] or chunks[1].kind != "verb" \
            or chunks[1].head not in VERBS or len(chunks[1].tokens) != 1 or [t.low for t in chunks[2].tokens] not in GAMES \
            or chunks[3].kind != "pp" or chunks[3].head != "with":
        return None
    rest = [[t.low for t in c.tokens] for c in chunks[3:]]
    if len(rest) == 2 and rest[1] == ["in", "play"]:
        names = _names(chunks[3])
        return None if names is None else {"begin-in-play": names}
    change = _resources(rest[0]) if len(rest) == 1 else None
    return None if change is None else {"starting-resources": change}


def card_state(text: str, card_type: str | None) -> dict[str, Any] | None:
    """A sentence that is a property of the card rather than an ability: the state it enters play in
    (:mod:`.entering_state`), what it changes about setup (above) or about the deck (:mod:`.deck_properties`); None
    for any other sentence."""
    state = entering_state(text, card_type)
    state = state if state is not None else setup_property(text)
    return state if state is not None else deck_property(text)


#: What the engine cannot hold of a sentence of this family, by what the sentence names: a reason each.
_CAMPAIGN_LOG = re.compile(r"\bwhere x is\b.*\bin your campaign log\b", re.I)
_FORGO = re.compile(r"\bmay choose (?:not to|to not) (?P<verb>[a-z]+) (?P<what>[a-z ]+)$", re.I)


def refusal(text: str) -> str | None:
    """Why the engine cannot hold a sentence about how a card enters play or how the game is set up that no reader
    above took; None when it is no such sentence (the caller's own reason stands)."""
    if _CAMPAIGN_LOG.search(text):  # Powder of Ibn Ghazi: "enters play with X clues on it, where X is … Campaign Log"
        return ("an amount counted from the Campaign Log (\u201cwhere X is the number of … in your Campaign Log\u201d) "
                "in words the engine's log counts (a tally's marks, the characters under a phrase) do not name")
    forgo = _FORGO.search(text.rstrip(". "))
    if forgo:  # "… you may choose not to draw cards" (not gaining resources is read: :mod:`.forgoing`, Dark Horse)
        return (f"a choice to forgo what the game gives (\u201cmay choose not to {forgo.group('verb')} "
                f"{forgo.group('what')}\u201d): the engine has no constant letting an investigator decline it, and "
                f"resolves every {forgo.group('verb')} in full")
    sentence = one_clause(text)
    if sentence is None:
        return None
    chunks = [c for c in sentence.clauses[0].chunks if c.kind != "punct"]
    words = [t.low for c in chunks for t in c.tokens]
    if chunks and chunks[0].kind == "verb" and chunks[0].head == "play" and words[1:2] == ["with"] \
            and words[-1] == "revealed" and "deck" in words:  # Norman Withers: "Play with the top card of your deck revealed"
        return ("a deck played with its top card revealed (faceup to all players): the engine's decks are hidden "
                "information it does not show, and it lets no card on top of a deck be played or used from there")
    return None
