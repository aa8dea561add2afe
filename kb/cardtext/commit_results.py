"""A card's commit that decides the test's result: "You may commit this card to a skill test at your location. That
test automatically fails" (Possession).

Automatic Failure/Success: "Some card or token abilities may cause a skill test to automatically fail or to
automatically succeed". After the card's own permission to commit it (:mod:`.commit_permits`), "that test" is the
test the card is committed to — the one the sentence before named — so the sentence is the committed card's effect on
it, a card field as a committed skill's changes to its test are (:mod:`.test_values`): ``commit-result`` (``fail`` /
``success``), which the engine applies as the card is committed (``procedures/committed_result.py``). The demonstrative
must have that sentence to refer to: after anything else the sentence is not this module's (None), and stays the gap
it was.
"""

from __future__ import annotations

import re
from typing import Any

from .model import Ability

#: "That test automatically fails", "this skill test automatically succeeds", "the test is automatically successful".
_RESULT = re.compile(r"(?:that|this|the) (?:skill )?test (?:automatically (?P<verb>fails|succeeds)"
                     r"|is automatically (?P<adjective>successful|unsuccessful))")
_RESULTS = {"fails": "fail", "succeeds": "success", "unsuccessful": "fail", "successful": "success"}


def _own_permission(ability: Ability | None) -> bool:
    """Whether ``ability`` is the card's permission to commit itself (``applies-to`` the ``commit-card`` of self)."""
    if ability is None or ability.kind != "constant" or ability.gaps:
        return False
    applies = dict(ability.extra).get("applies-to") or {}
    return applies.get("event") == "commit-card" and applies.get("what") == "self"


def commit_result(sentence: str, before: Ability | None) -> dict[str, Any] | None:
    """``{"commit-result": "fail"}`` for "That test automatically fails" right after the card's own permission to
    commit itself (``before``, the ability the sentence before was read as); None otherwise."""
    m = _RESULT.fullmatch(re.sub(r"\s+", " ", sentence.strip().rstrip(".")).lower())
    if m is None or not _own_permission(before):
        return None
    return {"commit-result": _RESULTS[m.group("verb") or m.group("adjective")]}
