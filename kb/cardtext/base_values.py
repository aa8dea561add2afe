"""Constant abilities printed as an instruction to change the base value of skills: "Set the base value of your
[willpower] and [intellect] to 2", "While you are investigating Opéra Garnier, double the base value of your skill".

"Base value is the value of an element before any modifiers are applied. Unless otherwise specified, the base value of
an element derived from a card is the value printed on that card" (Base Value): such an instruction is what
"otherwise specified" means, and the engine's ``base-value`` field holds it (on a constant that applies to
``skill-test-begins``). A verb frame, read from its parts: the verb says the change (``set`` … ``to N``, ``raise`` …
``to N``: a higher value stays, ``double``), the object is always "the base value of <owner> <skills>": the owner
"your" (whom it governs is the scope the caller read, else "you"), the skills a list of skill icons ("[combat] and
[agility]") or "skill"/"skills" — every skill, so the skill tested, whichever it is. "each of those skills" names
skills chosen before, which a constant cannot hold: refused with the reason.

A shape it does not know returns None (the next rule reads it, or it stays a gap with its reason).
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .model import NotParsed

Fields = dict[str, Any]
#: The verbs of the frame and the change each makes (the engine's ``base-value`` keys).
CHANGES = {"set": "set", "raise": "raise-to", "double": "double"}
#: The object every such instruction names, before its owner.
OBJECT = ["the", "base", "value", "of"]
#: The skills' icons as the engine names the skills.
ICONS = {"[willpower]": "willpower", "[intellect]": "intellect", "[combat]": "combat", "[agility]": "agility"}


def _skills(words: list[str]) -> list[str] | None:
    """"[combat] and [agility]", "[willpower], [intellect]": the skills listed; "skill(s)": every one (an empty list:
    the skill tested); None for any other words."""
    if words in (["skill"], ["skills"]):
        return []
    named = [ICONS.get(w) for w in words if w not in ("and", ",")]
    return None if not named or None in named else [s for s in named if s is not None]


def read_base_value(chunks: list[Chunk], who: str | None, via: Fields | None, text: str) -> list[Fields] | None:
    """The constant of one clause that changes the base value of skills; None when it is no such instruction."""
    words = [t.low for c in chunks for t in c.tokens if c.kind != "punct" or t.low == ","]
    if not chunks or chunks[0].kind != "verb" or len(words) < 6 or words[0] not in CHANGES \
            or words[1:5] != OBJECT:
        return None
    change, rest = CHANGES[words[0]], words[5:]
    amount: Any = True
    if change != "double":
        if len(rest) < 3 or rest[-2] != "to" or not rest[-1].isdigit():
            return None
        rest, amount = rest[:-2], int(rest[-1])
    if rest[:3] == ["each", "of", "those"]:
        raise NotParsed(text, "the base value of skills chosen before ('each of those skills'): a constant names "
                        "its skills as it is written")
    if rest[:1] != ["your"]:
        return None
    skills = _skills(rest[1:])
    if skills is None:
        return None
    value: Fields = {change: amount, **({"skills": skills} if skills else {})}
    return [{"applies-to": {"event": "skill-test-begins", "who": who or "you", **(via or {})}, "base-value": value}]
