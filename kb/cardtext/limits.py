"""Limits and maximums: "(Limit once per round.)", "Max twice per game.", "Group limit …".

A limit is printed inside the ability it restricts, usually last and in parentheses; it is cut
out of the text before the effects are read, and becomes the ability's ``limit``. "Max X per
[period]" counts every copy of the card by title for the whole group (``group: true``), as does
"Group limit". Limits per card or game element ("Limit 1 per enemy") restrict attachments or
deck building, not an ability's use: they are reported, since the engine has no field for them.
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .words import number

PERIODS: dict[str, str] = {
    "round": "round", "turn": "turn", "phase": "phase", "game": "game", "test": "test",
    "skill test": "test", "your turn": "turn",
    # an attack and an ability's test are skill tests: their limits are limits per test
    "attack": "test", "test/ability": "test", "ability": "test",
}

_LIMIT = re.compile(
    r"\(?\s*\b(group limit|limit|max)\s+(once|twice|thrice|\d+|one|two|three)\s+(?:times?\s+)?per\s+"
    r"([a-z/ ]+?)\s*\.?\s*\)?(?=$|\s|\.|\")", re.I)


def cut_limit(text: str) -> tuple[str, dict[str, Any] | None, list[NotParsed]]:
    """The text without its limit, the limit, and any limit the engine cannot hold."""
    limit: dict[str, Any] | None = None
    problems: list[NotParsed] = []
    for match in list(_LIMIT.finditer(text)):
        word, count, period = match.group(1).lower(), match.group(2), match.group(3).lower().strip()
        if period not in PERIODS:
            problems.append(NotParsed(match.group(0), f"a limit per '{period}' (a card or game element) "
                                      "restricts copies, not an ability's use: the engine has no field for it"))
        elif limit is not None:
            problems.append(NotParsed(match.group(0), "a second limit on one ability"))
        else:
            limit = {"count": number(count), "per": PERIODS[period]}
            if word in ("max", "group limit"):
                limit["group"] = True
        text = text.replace(match.group(0), " ")
    return re.sub(r"\s+", " ", text).strip(), limit, problems
