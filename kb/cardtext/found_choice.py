"""A pronoun naming what a condition found: "If there is a ready Ghoul enemy at your location, it attacks you (if there
is more than one, choose one)", "If there is a Monster enemy at your location, deal 1 damage to it"; "each of them" (:func:`found_each`) every one.

The condition counts the enemies in play that fit ("there is a …": at least 1); the pronoun after it names one of them.
With several, which one is the players' choice (Target: an element chosen that meets the requirements; the card's own
"(if there is more than one, choose one)" says so outright). The one way the engine names one thing picked for the
effects after it is its ``choose`` (``chosen``), so the instructions are read with "it" bound to ``chosen`` and, when
any of them names it, a ``choose`` among what the condition counted goes before them — one choice, however often the
pronoun is repeated. Nothing changes the state between the condition and the choice, so what is chosen is one of what
the condition found.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .model import NotParsed
from .vocabulary import Effect

#: The places an enemy filter of a count may end in, as the engine's enemy selectors spell them.
_PLACES = ("at-your-location-or-a-connecting-location", "at-your-location", "at-this-location", "engaged-with-you")
_ENEMY_FILTER = re.compile(r"in-play:(?P<quals>(?:[a-z0-9'_]+-)*?)enemy(?:-(?P<where>" + "|".join(_PLACES) + r"))?")
#: The referent a pronoun after such a condition names while its instructions are read: a placeholder, made the
#: engine's ``chosen`` once a ``choose`` goes before them.
FOUND = "condition-found-enemy"
FOUND_ENEMY = ("enemy", FOUND)


def found_choice(condition: dict[str, Any]) -> str | None:
    """The selector of one enemy a "there is a …" condition found ("in-play:ready-ghoul-enemy-at-your-location" with
    at least 1 → "a-ready-ghoul-enemy-at-your-location"), or None for any other condition (none or at most some,
    a count of more than one, not of enemies)."""
    if condition.get("at-least") != 1 or "at-most" in condition:
        return None
    m = _ENEMY_FILTER.fullmatch(str(condition.get("count", "")))
    if m is None:
        return None
    quals = m.group("quals")
    return f"{'an' if quals[:1] in tuple('aeiou') else 'a'}-{quals}enemy-{m.group('where') or 'in-play'}"


def found_each(condition: dict[str, Any]) -> str | None:
    """The selector of every enemy a "there are 1 or more …" condition found, for a plural pronoun after it ("If there
    are 1 or more unengaged Criminal enemies in play, each of them moves 1 location toward you" →
    "each-unengaged-criminal-enemy-in-play"): nothing changes the state between the condition and the instruction, so
    each of them is each enemy that fits; None for any other condition."""
    one = found_choice(condition)
    return None if one is None else "each-" + one.split("-", 1)[1]


def chosen_first(choice: str, effects: list[Effect], text: str) -> list[Effect]:
    """``effects`` with the choice among what the condition found before them, and the pronoun's placeholder made
    ``chosen``, when any names it (none: no choice is made). Instructions that choose on their own as well are refused:
    the engine's one ``chosen`` cannot name both."""
    said = json.dumps(effects)
    if f'"{FOUND}"' not in said:
        return effects
    if '"chosen"' in said:
        raise NotParsed(text, "a pronoun naming one of what a condition found, beside another choice: the engine "
                        "names one chosen thing at a time")
    return [{"effect": "choose", "to": choice}, *json.loads(said.replace(f'"{FOUND}"', '"chosen"'))]
