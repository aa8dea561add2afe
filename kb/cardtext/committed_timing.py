"""A skill card's effect timed within the test it is committed to, as a triggered ability of the card: "After revealing
chaos tokens for this test, you may choose to exile X. If you do, this test is automatically successful".

Skill Cards: "A skill card's effects apply to the test it is committed to"; the engine keeps a committed skill's
triggered ability on a point of a skill test live while the card is committed (``engine/core/committed_skills.py``). The
point is the phrase before "for this test": its time word and its gerund phrase. Read are the points a test's own
occurrence marks — "after revealing chaos tokens" (``reveal-chaos-token``, 'after', of a skill test); the effect is
the card's own and resolves once for its test (a ``forced`` ability, limit once per test, its optional parts its
player's choice). "Before revealing chaos tokens" (a choice made before ST.3) and other points are no such point: None,
and the reader keeps the gap naming it.

A skill may also replace its test's reveal: "Do not reveal chaos tokens from the chaos bag for this test. Treat the
chaos token revealed for this test as an [elder_sign]" — the first sentence forbids the draw, the second names the token
resolved in its place; together they are the card's 'would' ability on the reveal resolving that token instead
(``resolve-sealed`` with its ``token``: none drawn, as for tokens sealed on a card). The first sentence alone (no token
named) is no such replacement: None.
"""

from __future__ import annotations

import re
from typing import Any

from .model import Ability
from .words import TOKEN, TOKENS

#: (time word, gerund phrase) → the triggering condition of the test's point.
POINTS: dict[tuple[str, str], dict[str, Any]] = {
    ("after", "revealing chaos tokens"): {"event": "reveal-chaos-token", "via": "skill-test"},
    ("after", "revealing a chaos token"): {"event": "reveal-chaos-token", "via": "skill-test"},
}


def timed_ability(when: str, what: str, effects: list[dict[str, Any]], text: str) -> Ability | None:
    """The skill's effect at ``when`` ``what`` ("after" "revealing chaos tokens") as its triggered ability; None when
    the point is not one the engine has or there is nothing to resolve."""
    trigger = POINTS.get((when.lower(), " ".join(what.lower().split())))
    if trigger is None or not effects:
        return None
    return Ability(kind="forced", source_text=text, timing=when.lower(), trigger=dict(trigger),
                   limit={"count": 1, "per": "test"}, effects=tuple(effects))


_THIS_TEST = r"for this (?:skill )?test"
#: "Do not reveal chaos tokens (from the chaos bag) for this test. Treat the chaos token revealed for this test as an
#: [elder_sign]." — the two sentences of a reveal replaced by a named token.
_INSTEAD = re.compile(rf"do not reveal (?:any )?chaos tokens?(?: from the chaos bag)? {_THIS_TEST}\.\s*treat the chaos "
                      rf"token revealed {_THIS_TEST} as an? {TOKEN}\.?", re.I)


def instead_of_reveal(body: str, text: str) -> Ability | None:
    """The skill's reveal replaced by a named token (:data:`_INSTEAD`) as its 'would' ability on its test's reveal; None
    when ``body`` is not those two sentences."""
    m = _INSTEAD.fullmatch(body.strip())
    if m is None:
        return None
    return Ability(kind="forced", source_text=text, timing="would",
                   trigger={"event": "reveal-chaos-token", "via": "skill-test"}, limit={"count": 1, "per": "test"},
                   effects=({"effect": "resolve-sealed", "token": TOKENS[m.group(1).lower()]},))
