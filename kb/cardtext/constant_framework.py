"""Constant abilities that change a step of the game's framework (Appendix II): "Skip the 'Place 1 doom on the current
agenda' step of the Mythos phase", "You collect 1 additional resource during each upkeep phase".

Each is a verb frame. "Skip" takes a step by its printed name in quotes and the phase it is in: the step's own
placement, draw or gain cannot happen (the engine's ``cannot`` on the event the step makes, ``via: framework`` — what
the step does, and nothing else of that kind). "Collect" / "gain" resources and "draw" cards, "N additional" (or "N
fewer") "during each / the upkeep phase": the upkeep step's own draw or gain changes by N (``amount-modifier``). The
subject is "you" or "each investigator". Any other shape returns None (the next reader is tried).
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Chunk, Refused, read_sentence
from .words import NUMBER, number

Fields = dict[str, Any]
#: The framework steps a card may name, by their printed name (Appendix II) → their phase and the events each makes
#: itself (the engine marks them ``via: framework``).
STEP_EVENTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "place 1 doom on the current agenda": ("mythos", ("place-doom",)),
    "each investigator draws 1 card and gains 1 resource": ("upkeep", ("draw-cards", "gain-resources")),
}
#: The upkeep step's draw and gain, by the verb and the noun printed.
UPKEEP = {("collect", "resource"): "gain-resources", ("gain", "resource"): "gain-resources",
          ("draw", "card"): "draw-cards"}
#: Whom the subject governs, as the engine's filter names them.
WHO = {("you",): "you", ("each", "investigator"): "investigator"}


def _words(chunks: list[Chunk]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens]


def _skip(after: list[Chunk]) -> list[Fields] | None:
    """"Skip the '<step>' step of the <phase> phase": the step's own events cannot happen."""
    printed = " ".join(_words(after)).replace(" ' ", " '").replace("' ", "'").replace(" '", "'")
    before, _, rest = printed.partition("'")
    name, _, tail = rest.partition("'")
    found = STEP_EVENTS.get(name.strip())
    if before.strip() != "the" or found is None or tail.strip() != f"step of the {found[0]} phase":
        return None
    return [{"applies-to": {"event": event, "via": "framework"}, "cannot": True} for event in found[1]]


def _upkeep(who: str, verb: str, after: list[Chunk]) -> list[Fields] | None:
    """"collect 1 additional resource during each upkeep phase", "draw 2 fewer cards during the upkeep phase"."""
    words = _words(after)
    if len(words) != 7 or words[3:] not in (["during", "each", "upkeep", "phase"], ["during", "the", "upkeep", "phase"]):
        return None
    n = number(words[0]) if re.fullmatch(NUMBER, words[0]) else None
    event = UPKEEP.get((verb, words[2].removesuffix("s")))
    if n is None or event is None or words[1] not in ("additional", "fewer", "more"):
        return None
    return [{"applies-to": {"event": event, "who": who, "via": "framework"},
             "amount-modifier": -n if words[1] == "fewer" else n}]


def read_framework(text: str) -> list[Fields] | None:
    """The constants of a sentence that changes a framework step; None for any other sentence."""
    try:
        sentence = read_sentence(text)
    except Refused:
        return None
    if sentence.reminders or not sentence.clauses:  # "::": no clause at all
        return None
    first = sentence.clauses[0].chunks
    if first and first[0].kind == "verb" and first[0].head == "skip":  # the quoted name may hold "and": one frame
        return _skip([c for clause in sentence.clauses for c in clause.chunks][1:])
    if len(sentence.clauses) != 1:
        return None
    chunks = [c for c in sentence.clauses[0].chunks if c.kind != "punct"]
    at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if at is None or len(chunks[at].tokens) != 1:
        return None
    verb = chunks[at].head
    who = WHO.get(tuple(_words(chunks[:at])))
    return None if who is None else _upkeep(who, verb, chunks[at + 1:])
