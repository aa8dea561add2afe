"""Text that names more than one agenda deck, and why the engine cannot run some of it (Act Deck and Agenda Deck).

Some scenarios play with two agenda decks at once, told apart by the letter of their cards' sides — the "a" deck and
the "c" deck ("Place 1 doom on the current "c" agenda", "Move 1 doom from one agenda deck to the other", "While the
current "a" agenda has more doom on it than the current "c" agenda, …", "If there are two agendas in play with
different agenda numbers, …", "the agenda with the most doom"). The engine reads every agenda in play, the one with
the most doom, and one deck's current agenda named by its letter, ``agenda-deck:<letter>`` (:mod:`.agenda_holders`;
the trigger "After 1 or more doom is placed on the "a" agenda deck"; the cost "Place 1 doom on the current "c"
agenda"; "Move 1 doom from one agenda deck to the other"), and the doom on one deck's agenda as a count
(:func:`agenda_holder`: "While the current "a" agenda has more doom on it than the current "c" agenda"). What it cannot
run of such text stays a gap — with this reason, not a vaguer one about the verb or selector that happened to
refuse it.
"""

from __future__ import annotations

import re

#: One agenda deck named by its letter in a trigger's words: "the "a" agenda deck", "the current "c" agenda".
DECK_PHRASE = r"""the (?:current )?["“”]\s*(?P<deck>[a-z])\s*["“”] agenda(?: deck)?"""
#: How the engine's selector of one agenda deck begins (``agenda-deck:c``: kb/engine/situation/vocabulary/agendas.py).
DECK_SELECTOR = "agenda-deck:"


def deck_selector(letter: str) -> str:
    """The engine's selector of the agenda deck of ``letter`` (its current agenda; as a filter, an agenda of it)."""
    return f"{DECK_SELECTOR}{letter.lower()}"


def deck_letter(words: list[str]) -> str | None:
    """The letter of the one agenda deck a noun phrase's words name, its quotation marks dropped (the sentence reader
    drops them): "the current "c" agenda", "the "a" agenda deck", "current a agenda" (a single letter after "the" and
    / or "current", before "agenda (deck)"); None for any other words."""
    rest = words[1:] if words[:1] == ["the"] else words
    rest = rest[1:] if rest[:1] == ["current"] else rest
    if rest is words or len(rest) not in (2, 3) or len(rest[0]) != 1 or not rest[0].isalpha() \
            or rest[1:] not in (["agenda"], ["agenda", "deck"]):
        return None
    return rest[0]


def agenda_holder(np: str) -> str | None:
    """The agenda a count's holder names ("doom on the current "c" agenda") → the engine's filter of it: that deck's
    (``agenda-deck:c``), or the agenda in play for "the current agenda" (``agenda``: with one agenda deck its current
    agenda); None for any other noun phrase. So "While the current "a" agenda has more doom on it than the current "c"
    agenda" composes from two counts, as any compared condition does."""
    words = re.sub(r"[\"“”]", " ", np).lower().split()
    if words in (["the", "current", "agenda"], ["current", "agenda"]):
        return "agenda"
    letter = deck_letter(words)
    return None if letter is None else deck_selector(letter)


#: Noun phrases that name one agenda deck among several, or several agendas in play at once.
_SEVERAL = re.compile(
    r"""["“”]\s*[a-z]\s*["“”] agenda"""  # the "a" / "c" agenda (deck)
    r"|\bagenda decks?\b[^.]*\bthe other\b|\bone agenda deck\b"  # one agenda deck to the other
    r"|\b(?:two|both|multiple) agendas\b|\bagendas in play\b|\beach agenda\b(?! in play)"
    r"|\bthe agenda with the (?:most|fewest|least) doom\b", re.I)

#: The reason a gap gives for such text.
REASON = ("names one agenda deck among several (the scenario's \"a\" and \"c\" agenda decks) or several agendas in "
          "play in words the engine's agenda selectors do not cover: it picks every agenda in play, the one with the "
          "most or fewest doom, one deck's current agenda by its letter, the doom on it, and doom moved from one deck to "
          "the other, but compares no agenda numbers")


#: "When checking the doom threshold, …": the moment a rule about the threshold check changes it (Doom).
_THRESHOLD = re.compile(r"\bwhen checking the doom threshold\b", re.I)
#: The reason a gap gives for a change to how the doom threshold is checked.
THRESHOLD_REASON = ("changes how the doom in play is counted against the doom threshold: the engine's check (1.3, or "
                    "an effect that can advance the agenda) adds the doom on every card and location in play, or, "
                    "where a constant says so, takes the doom on cards other than the agenda from it (threshold_doom.py)"
                    "; no other count")


def several_decks(text: str) -> bool:
    """Whether ``text`` names one agenda deck among several, or several agendas in play."""
    return _SEVERAL.search(text) is not None


def reason_of(text: str) -> str | None:
    """The reason a gap on ``text`` gives when it is about the agenda decks or their doom threshold; None otherwise."""
    if several_decks(text):
        return REASON
    return THRESHOLD_REASON if _THRESHOLD.search(text) else None
