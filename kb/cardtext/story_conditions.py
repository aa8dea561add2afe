"""Conditions on which act or agenda is current, by its printed number: "If it is Act 2 or later", "If the
investigators are at Act 1", "if you are at Agenda 1 or 2", "(-4 instead if it is Agenda 2)", "While it is Act 1",
"the current agenda is agenda 3" → a bound on the engine's ``act-number`` / ``agenda-number`` (the current one's
stage: ``core/story.py``).

Composed, not matched whole: a frame that says the game stands at a deck's card (``it is``, ``<who> is/are at``,
``the current <deck> is``, ``during``) and a phrase of stages — the deck's noun and a number, then "or later" / "or
earlier", or more numbers joined by "or" / "and" / commas, each with or without the noun again ("act 1 or act 2",
"Act 2 or 3"). The stages must run unbroken (one bound, at least and at most); a card's side letter ("agenda 1a",
"act 3c") names one card of a deck, not a stage — several decks may be in play with the same stage — and is refused
with its reason, as is "Act 1 or 3".

A card of either deck by its side letter is named by another frame, that the card "is in play" ("If agenda 1a is in
play", "If act 3a or agenda 3a is in play"): the current act's or agenda's printed number names that card (each
alternative joined by "or" any of them) → a count of the engine's ``story-card:<deck>-<number>|…``, 1 when the current
act or agenda is one of them (``core/story.py``: the letter tells a second deck's "1c" from "1a"). With several
agenda decks, "there are two agendas in play with different agenda numbers" counts the stages among the agendas in play
(``agenda-number-in-play``).
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .words import number

#: The frames of "the game stands at": the subject and verb before the stages.
_FRAME = re.compile(r"(?:it is|(?:the )?(?:investigators|you|they|we) (?:is|are) (?:at|on|in)|the current "
                    r"(?P<current>act|agenda) is|during)\s+(?P<stages>.+)", re.I)
#: One stage: the deck's noun (optional after the first), its number, and a side letter (refused).
_STAGE = re.compile(r"(?:(?P<deck>act|agenda)\s+)?(?P<n>\d+|one|two|three|four|five)(?P<side>[a-z])?", re.I)
#: Words that open the open end of a range.
_LATER = {"or later": "at-least", "or higher": "at-least", "or earlier": "at-most", "or lower": "at-most"}

#: Why a side letter is refused.
SIDE_LETTER = "a card's side letter ('agenda 1a') names one card of a deck, not the current stage the engine counts"


#: "agenda 1a", "act 3c": one card of a deck by its stage and side letter.
_CARD = r"(?:act|agenda)\s+\d+[a-z]"
#: "<card> (or <card>…) is in play".
_IN_PLAY = re.compile(rf"(?P<cards>{_CARD}(?:\s*,\s*{_CARD})*(?:,?\s+or\s+{_CARD})?)\s+(?:is|are)\s+in\s+play", re.I)


def story_card(text: str) -> dict[str, Any] | None:
    """"agenda 1a is in play", "act 3a or agenda 3a is in play" → ``{count: story-card:agenda-1a|act-3a, at-least:
    1}``; None when ``text`` is no such frame."""
    m = _IN_PLAY.fullmatch(text.strip().rstrip("."))
    if m is None:
        return None
    cards = ["-".join(card.lower().split()) for card in re.findall(_CARD, m.group("cards"), re.I)]
    return {"count": "story-card:" + "|".join(cards), "at-least": 1}


#: "there are two agendas in play with different agenda numbers": agendas of several decks at different stages.
_DIFFERENT = re.compile(r"there are (?P<n>\d+|two|three) agendas in play with different (?:agenda )?numbers", re.I)


def different_stages(text: str) -> dict[str, Any] | None:
    """"there are two agendas in play with different agenda numbers" → ``{count: agenda-number-in-play, at-least:
    2}`` (the stages the agendas in play are printed with, counted once each: N agendas with different numbers are
    N different numbers); None when ``text`` is no such frame."""
    m = _DIFFERENT.fullmatch(text.strip().rstrip("."))
    return None if m is None else {"count": "agenda-number-in-play", "at-least": number(m.group("n"))}


def story_condition(text: str) -> dict[str, Any] | None:
    """The bound on the current act's or agenda's stage ``text`` states, None when it is not such a condition (the
    frame or the deck's noun missing); refused when it is one the engine cannot bound."""
    frame = _FRAME.fullmatch(text.strip().rstrip("."))
    if frame is None:
        return story_card(text) or different_stages(text)
    words = frame.group("stages").strip()
    end = next((key for key in _LATER if words.lower().endswith(" " + key)), None)
    if end is not None:
        words = words[: -len(end)].strip()
    stages, decks = [], {frame.group("current").lower()} if frame.group("current") else set()
    for part in re.split(r"\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+", words):
        stage = _STAGE.fullmatch(part)
        if stage is None or (not stages and stage.group("deck") is None and not decks):
            return None  # not a deck's stage: another condition's words
        if stage.group("side"):
            raise NotParsed(text, SIDE_LETTER)
        if stage.group("deck"):
            decks.add(stage.group("deck").lower())
        stages.append(number(stage.group("n")))
    if len(decks) != 1:
        raise NotParsed(text, "stages of both decks: the engine bounds the current act's or agenda's, one at a time")
    if end is not None and len(stages) != 1:
        raise NotParsed(text, "several stages before 'or later'")
    ordered = sorted(set(stages))
    if ordered != list(range(ordered[0], ordered[-1] + 1)):
        raise NotParsed(text, "stages that do not run unbroken: the engine bounds one range")
    out: dict[str, Any] = {"count": f"{decks.pop()}-number"}
    if end is None or _LATER[end] == "at-least":
        out["at-least"] = ordered[0]
    if end is None or _LATER[end] == "at-most":
        out["at-most"] = ordered[-1]
    return out
