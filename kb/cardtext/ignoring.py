"""What an ability ignores, read from one verb frame: "ignore <what> [on <cards>]".

Three objects, each lowered onto the engine's one record of changed characteristics (``blank`` / ``loses``, the
fields :mod:`.blanking` and :mod:`.gaining` already write), so ignoring adds no machinery of its own:

- "the text on X", "the text on the unrevealed side of X" (Planning the Escape, "Jazz" Mulligan): X's card text, not
  its traits (``blank: text-box-except-traits``); "the unrevealed side of X" is the unrevealed Xs.
- "the <keyword list> keyword(s) [on X]" (".45 Automatic": "Ignore the retaliate keyword for this attack"; "ignore
  the aloof and retaliate keywords"): a card whose keyword is ignored functions as if it did not have it, which is
  what a keyword lost is (Gains / Retaliate: "a ready enemy with the retaliate keyword"), so ``loses`` the keywords of
  the engine's table. With no "on X", only the test's own duration ("for this attack", "for this evasion attempt")
  says whose they are: the enemy the test is made against (``tested-enemy``).
- "the <Kind> ability/abilities on X" (Leading the Way: "Ignore the Forced ability on Blocked Passage"): X's printed
  abilities of that kind are not in force, the rest of its text is (``blank`` of the kind: ``forced-abilities``,
  :data:`ABILITY_KINDS`).

Anything else after "ignore" is no reading of this frame (None), so the sentence stays the gap it was: "Ignore that
chaos token" is the chaos-token readers'.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .grammar import Chunk
from .lexicon import KEYWORDS
from .tokens import Token

#: The kinds of printed ability an "ignore the <Kind> ability on X" blanks → the engine's ``blank`` mode.
ABILITY_KINDS = {"forced": "forced-abilities"}
#: The selector of the enemy a test is made against: whose keywords "ignore the retaliate keyword for this attack"
#: names when no "on X" does.
TESTED_ENEMY = "tested-enemy"


@dataclass(frozen=True)
class Ignored:
    """What an "ignore" clause reads: the tokens naming the cards (None: the enemy of the test being made) and the
    fields of the change (``{"blank": mode}`` or ``{"loses": [keywords]}``)."""

    owner: list[Token] | None
    fields: dict[str, Any] = field(default_factory=dict)


def _words(chunk: Chunk) -> list[str]:
    return [t.low for t in chunk.tokens]


def _on(rest: list[Chunk]) -> list[Token] | None:
    """"on X" (the only phrase after the object): X's tokens; None for no such phrase or anything more."""
    if len(rest) != 1 or rest[0].kind != "pp" or rest[0].tokens[0].low != "on" or len(rest[0].tokens) < 2:
        return None
    return list(rest[0].tokens[1:])


def _text(rest: list[Chunk]) -> Ignored | None:
    """"the text on X", "the text on the unrevealed side of X": X (the unrevealed Xs), its text but not its traits."""
    if len(rest) < 2 or rest[1].kind != "pp" or rest[1].tokens[0].low != "on":
        return None
    on = list(rest[1].tokens[1:])
    blank = {"blank": "text-box-except-traits"}
    if len(rest) == 3 and rest[2].kind == "pp" and rest[2].tokens[0].low == "of" \
            and [t.low for t in on] == ["the", "unrevealed", "side"]:
        return Ignored([Token("word", "unrevealed", "unrevealed"), *rest[2].tokens[1:]], blank)
    return Ignored(on, blank) if len(rest) == 2 and on else None


def _keywords(rest: list[Chunk]) -> Ignored | None:
    """"the retaliate keyword", "the aloof and retaliate keywords [on X]": the keywords of the engine's table."""
    words = _words(rest[0])
    if len(words) < 3 or words[0] != "the" or words[-1] not in ("keyword", "keywords"):
        return None
    listed = [w for w in words[1:-1] if w not in ("and", ",", "or")]
    if not listed or not all(w in KEYWORDS for w in listed):
        return None
    if len(rest) == 1:
        return Ignored(None, {"loses": listed})
    on = _on(rest[1:])
    return Ignored(on, {"loses": listed}) if on is not None else None


def _abilities(rest: list[Chunk]) -> Ignored | None:
    """"the Forced ability on X", "the Forced abilities on each Cave location": X's printed abilities of the kind."""
    words = _words(rest[0])
    if len(words) != 3 or words[0] != "the" or words[2] not in ("ability", "abilities") or words[1] not in ABILITY_KINDS:
        return None
    on = _on(rest[1:])
    return Ignored(on, {"blank": ABILITY_KINDS[words[1]]}) if on is not None else None


def ignored(rest: list[Chunk]) -> Ignored | None:
    """The object of "ignore" (the chunks after the verb) read as one of the frame's three objects; None for any other
    shape (no reading of this frame: the sentence keeps its gap)."""
    if not rest or rest[0].kind != "np":
        return None
    if _words(rest[0]) == ["the", "text"]:
        return _text(rest)
    return _keywords(rest) or _abilities(rest)
