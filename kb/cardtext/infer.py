"""A card's type from its text, when the caller does not give it.

How plain text (no icon, no title) reads depends on the card type: an event's effects, a skill's
commit effects, an asset's constant ability. A catalogue import knows the type; a player typing a
card's text may not. The printed forms that only one card type uses tell it: the first signal found,
in the order below, wins; with none, the type stays unknown (plain text then reads as a constant
ability, and a plain instruction is reported as needing the type).
"""

from __future__ import annotations

import re

#: (pattern over one paragraph in the plain form, type). Each pattern is anchored and has no nested
#: quantifier, so it costs time linear in the paragraph.
SIGNALS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^Revelation \u2013"), "treachery"),
    (re.compile(r"^(?:Fast\. )?Play (?:only )?(?:when|after|if|during|at|before)\b"), "event"),
    (re.compile(r"^(?:If this skill test is successful|Commit (?:only )?to|Max \d+ committed per skill test)"),
     "skill"),
    (re.compile(r"^\[elder_sign\] effect"), "investigator"),
    (re.compile(r"^(?:(?:Easy|Standard|Hard|Expert) / (?:Easy|Standard|Hard|Expert) )?\[(?:skull|cultist|tablet|"
                r"elder_thing)\]\s*:?\s*[-+]?[\dX]"), "scenario"),
    (re.compile(r"^Objective \u2013"), "act"),
    (re.compile(r"^(?:Spawn|Prey) \u2013|^(?:Hunter|Retaliate|Aloof|Massive|Alert)\.(?: |$)"), "enemy"),
    (re.compile(r"^Uses \(\d+ "), "asset"),
)


def infer_type(paragraphs: list[str]) -> str | None:
    """The card type its paragraphs' printed forms tell, or None."""
    for pattern, type_code in SIGNALS:
        if any(pattern.search(p) for p in paragraphs):
            return type_code
    return None
