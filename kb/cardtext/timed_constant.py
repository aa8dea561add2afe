"""A constant ability worded with a timing word and printed with no Forced title: "If you have horror on you greater
than twice your sanity, you are immediately eliminated and killed", "When earning experience during the resolution of
a scenario, …", "Each time you play a card, …".

The rules give two readings and the sentence's own parts tell which:

- "Constant abilities … continuously seek a specific condition, denoted by words such as "during" or "while." The
  effects of such abilities are active any time the specified condition is met" (Constant Abilities): an "If X, Y"
  whose Y is itself a constant the engine applies (a modifier, a 'cannot') is "While X, Y" — active while X holds
  (:func:`while_reading`).
- Otherwise Y is an instruction, and an instruction resolves at a moment: "Forced abilities initiate and interact with
  the game state automatically at a specified timing point. Such a timing point is usually indicated by words such as:
  "when," "after," "if," or "at."" (Forced Abilities). The printed text names that timing point and no one chooses to
  use it (no [reaction] icon), so it is read as the Forced ability it behaves as: its condition the trigger (a state
  arising for "If <state>": the engine's ``state-holds``), its instruction the effect (:func:`forced_split`). The
  engine's own example of such a card (EX-45, Charon's Obol's "When earning experience …") is written the same way.

A cost changed as a card is played ("Each time you play a card, increase the cost of that card by 1 and …") is no
instruction resolved after the play begins: "the cost … is paid" as the card is played (Costs), so the change is the
constant that changes that cost, its card the trigger's own noun phrase ("that card" is "each card you play"), and the
rest of the sentence the Forced ability at that timing point (:func:`cost_of_play`).

A test's result ("If successful, …", "If you fail, …", "Otherwise, …", "If you reveal a [skull] symbol, …") follows the
test it answers: it is no timing
point of its own, and stays the gap it was.
"""

from __future__ import annotations

import re

#: The reason a sentence with a timing word and no title is refused when neither reading applies.
TIMED_REASON = "a triggering condition with no [reaction] or Forced title: which kind is it?"

#: Words that open a triggering condition (Forced Abilities: "when," "after," "if," or "at").
TIMED_OPENING = re.compile(r"^(?:when|after|if|at the|each time|whenever)\b", re.I)

#: A test's result, which answers the test before it and names no timing point: its success or failure, "Otherwise",
#: or a chaos token revealed for it ("If you reveal a [skull] symbol, …", "If a [tablet] token is revealed, …").
_RESULT = re.compile(r"^(?:if (?:you |it is |this test is )?(?:succeed|successful|fail|failed|unsuccessful)\b|otherwise\b"
                     r"|if\b[^,]*\breveal(?:s|ed)?\b[^,]*(?:\[\w+\]|\btokens?\b|\bsymbols?\b))", re.I)


def forced_split(sentence: str) -> tuple[str, str] | None:
    """The condition and the instruction of "<timing word> X, Y" (cut at the first comma outside brackets and
    quotes), or None when the sentence has no such comma or opens with a test's result."""
    text = sentence.strip().rstrip(".").strip()
    if not TIMED_OPENING.match(text) or _RESULT.match(text):
        return None
    depth, quoted = 0, False
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch in "\"“”":
            quoted = not quoted
        elif ch == "," and depth == 0 and not quoted:
            head, body = text[:i].strip(), text[i + 1:].strip()
            return (head, body) if head and body else None
    return None


def while_reading(sentence: str) -> str | None:
    """"If X, Y" as "While X, Y": the constant seeking its condition, to be read by the constant's own grammar
    (None for any other opening)."""
    split = forced_split(sentence)
    if split is None or not re.match(r"^if\b", split[0], re.I):
        return None
    head, body = split
    return f"While {head[2:].strip()}, {body}"


_PLAY = re.compile(r"^(?:each time|whenever|when|after) you play (?:a |an |any )?(?P<what>.+)$", re.I)
_COST = re.compile(r"^(?P<verb>increase|reduce) the (?:resource )?cost of (?:that card|that \w+|it) by (?P<n>\S+?)"
                   r"(?:,? and (?P<rest>.+))?$", re.I)


def cost_of_play(head: str, body: str) -> tuple[str, str | None] | None:
    """"Each time you play X, increase the cost of that card by N (and Y)": the constant "Increase the cost of each X
    you play by N" (for the constant grammar to read) and Y, or None when the sentence is not of that shape."""
    trigger, change = _PLAY.match(head), _COST.match(body)
    if trigger is None or change is None:
        return None
    return (f"{change.group('verb')} the cost of each {trigger.group('what')} you play by {change.group('n')}",
            change.group("rest"))
