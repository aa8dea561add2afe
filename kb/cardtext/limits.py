"""Limits and maximums: "(Limit once per round.)", "Max twice per game.", "Group limit …".

A limit is printed inside the ability it restricts, usually last and in parentheses; it is cut
out of the text before the effects are read, and becomes the ability's ``limit``. "Max X per
[period]" counts every copy of the card by title for the whole group (``group: true``), as does
"Group limit". Limits on the copies of a card in one place are the card's, not an ability's
(:func:`copy_limit`): "Limit X per investigator" and "Limit X in play" pertain to a play area (FAQ 2.3),
"Limit X per deck" to deck building, and "Limit X per [card/game element]" to what an attachment is
attached to (Limits and Maximums).

"(Limit once for each investigator per round.)" on an ability another investigator's action triggers ("After an
investigator at your location commits a card") counts its uses per that investigator, not per player using it:
``each-investigator`` (the engine keeps the count for the investigator the triggering occurrence names).

"(Group limit 1 [per_investigator] times per round.)": the count is multiplied by the number of investigators
(Per Investigator): ``per-investigator``.
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
    r"\(?\s*\b(group limit|limit|max)\s+(once|twice|thrice|\d+|one|two|three)\s+(?:\[\[([^\]]+)\]\]\s+|(?-i:([A-Z][a-z'-]+))\s+)?"
    r"(\[per_investigator\]\s+)?(?:times?\s+)?(for each investigator\s+)?(?:per\s+([a-z/ ]+?)|(in play))\s*\.?\s*\)?"
    r"(?=$|\s|\.|\")", re.I)


def copy_limit(count: int, trait: str | None, where: str, group: bool) -> tuple[str, Any] | None:
    """The card property a limit on the copies of a card in ``where`` gives ("investigator", "in play", "deck",
    or the card or game element an attachment is attached to); None for a trait limit on an attachment, which no
    rule defines. "Limits are player specific unless otherwise noted" (FAQ 2.3): "Limit 1 in play" counts the
    player's own play area; a "Group limit" every one."""
    counted = {"count": count, **({"trait": trait} if trait else {}), **({"group": True} if group else {})}
    if where in ("investigator", "in play"):
        return "play-area-limit", counted
    if trait:
        return None
    if where == "deck":
        return "deck-limit", count
    return "attach-limit", {"count": count, "per": where}


def copy_limits(sentence: str) -> dict[str, Any]:
    """The card properties of a keyword line that is only limits on the card's copies ("Limit 1 per
    investigator."); empty for any other line."""
    rest, limit, card, problems = cut_limit(sentence)
    return card if not rest.strip(" .") and limit is None and not problems else {}


def cut_limit(text: str) -> tuple[str, dict[str, Any] | None, dict[str, Any], list[NotParsed]]:
    """The text without its limits; the ability's limit; the card's limits on its copies (card properties); and
    any limit the engine cannot hold."""
    limit: dict[str, Any] | None = None
    card: dict[str, Any] = {}
    problems: list[NotParsed] = []
    for match in list(_LIMIT.finditer(text)):
        word, count, trait = match.group(1).lower(), match.group(2), match.group(3) or match.group(4)
        period = (match.group(7) or match.group(8)).lower().strip()
        scaled = bool(match.group(5))  # "Group limit 1 [per_investigator] times per round": N times the investigators
        each = bool(match.group(6))  # "Limit once for each investigator per round": counted per investigator it is for
        if each and (period not in PERIODS or trait or word != "limit"):
            problems.append(NotParsed(match.group(0), "a limit for each investigator on what is no ability's limit"))
        elif scaled and (period not in PERIODS or trait):
            problems.append(NotParsed(match.group(0), "a limit per investigator on what is no ability's limit"))
        elif period not in PERIODS or trait:
            copies = copy_limit(number(count), trait, period, word == "group limit") if word != "max" else None
            if copies is None:
                problems.append(NotParsed(match.group(0), f"a limit per '{period}' the engine has no field for"))
            else:
                card[copies[0]] = copies[1]
        elif limit is not None:
            problems.append(NotParsed(match.group(0), "a second limit on one ability"))
        else:
            limit = {"count": number(count), "per": PERIODS[period]}
            if word in ("max", "group limit"):
                limit["group"] = True
            if each:
                limit["each-investigator"] = True
            if scaled:
                limit["per-investigator"] = True
        text = text.replace(match.group(0), " ")
    return re.sub(r"\s+", " ", text).strip(), limit, card, problems
