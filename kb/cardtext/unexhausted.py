"""A designated evasion's result without its exhausting: "If you successfully evade the enemy, disengage with it but do
not exhaust it" → the ``evade`` effect's ``unexhausted``.

A successful evasion exhausts the enemy and disengages it (Evade); a card's "do not exhaust it" in the result of its
own evasion removes that part, and "disengage with it" restates the part that is kept, so neither is an effect of its
own: the evasion is still a successful one (what triggers on one still does). Only the designated evasion's own
success result says this; anywhere else the words are left to the other readers (and refused there).
"""

from __future__ import annotations

import re

from .vocabulary import Effect

#: "(disengage with it but) do not exhaust it": the enemy of the evasion named by a pronoun or "the / that enemy".
_ENEMY = r"(?:it|(?:the|that) enemy)"
_SPARED = re.compile(rf"(?:disengage (?:with|from) {_ENEMY},? (?:but|and) )?do not exhaust {_ENEMY}\.?", re.I)


def spares(action: Effect | None, result: str, rest: str) -> bool:
    """Whether ``rest`` (a success result of the designated ``action``) removes the exhausting from an evasion; the
    action then carries ``unexhausted``."""
    if action is None or action.get("effect") != "evade" or result != "success" or not _SPARED.fullmatch(rest.strip()):
        return False
    action["unexhausted"] = True
    return True
