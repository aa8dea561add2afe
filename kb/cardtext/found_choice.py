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
from .unions import SEPARATOR, join
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
    selectors = _found(condition)
    if selectors is None:
        return None
    return selectors[0] if len(selectors) == 1 else join("or", selectors)  # "a Ghoul or Geist enemy": one of either


def _found(condition: dict[str, Any]) -> list[str] | None:
    """One enemy's selector for each filter the count joins ("in-play:ghoul-enemy|geist-enemy": either trait,
    :mod:`.trait_unions`), or None when the condition is no "there is a …" or a part is no enemy filter."""
    if condition.get("at-least") != 1 or "at-most" in condition:
        return None
    kind, colon, filters = str(condition.get("count", "")).partition(":")
    out = []
    for flt in filters.split(SEPARATOR):
        m = _ENEMY_FILTER.fullmatch(f"{kind}{colon}{flt}")
        if m is None:
            return None
        quals = m.group("quals")
        out.append(f"{'an' if quals[:1] in tuple('aeiou') else 'a'}-{quals}enemy-{m.group('where') or 'in-play'}")
    return out


def found_each(condition: dict[str, Any]) -> str | None:
    """The selector of every enemy a "there are 1 or more …" condition found, for a plural pronoun after it ("If there
    are 1 or more unengaged Criminal enemies in play, each of them moves 1 location toward you" →
    "each-unengaged-criminal-enemy-in-play"): nothing changes the state between the condition and the instruction, so
    each of them is each enemy that fits (of either trait, each once); None for any other condition."""
    selectors = _found(condition)
    if selectors is None:
        return None
    each = ["each-" + one.split("-", 1)[1] for one in selectors]
    return each[0] if len(each) == 1 else join("and", each)


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
