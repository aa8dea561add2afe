"""A resolution point printed as an instruction: "(→R1)" — the scenario ends there (Act Deck and Agenda Deck:
"(→R#)" directs the players to that resolution; Campaign Play). Printed alone after a colon or a comma ("If Silas
Bishop is defeated: (→R1)", "Forced – If Yog-Sothoth is defeated, (→R3)."), it is the engine's ``resolution``
effect. The grammar reads a parenthesis as a reminder, so the instruction is recognised before it."""

from __future__ import annotations

import re
from typing import Any

#: "(→R1)", "(-> R2)", with the bold markup already removed and a full stop after it; "→R3" when a sentence of its
#: own lost its brackets (``sentence_split.sentences``).
_POINT = re.compile(r"^\(?\s*(?:\u2192|->)\s*(R\d+)\s*\)?\s*\.?$")


def resolution_point(text: str) -> dict[str, Any] | None:
    """The ``resolution`` effect when ``text`` is only a resolution point, else None."""
    m = _POINT.match(text.strip())
    return {"effect": "resolution", "to": m.group(1)} if m else None
