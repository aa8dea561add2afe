"""The agenda a noun phrase names among the agendas in play (Act Deck and Agenda Deck): "the current agenda" and, in a
scenario with several agenda decks, "the current "a" agenda" (the deck whose cards' front sides are numbered 1a, 2a,
…) — the engine's agenda selectors (``agenda``: the agenda in play, of the one deck; ``agenda-deck:<letter>``: that
deck's current agenda).

One reading for every place the phrase is printed inside a count ("doom on the current "c" agenda" is the doom on that
deck's current agenda), so a condition comparing two agendas' doom composes from it as any count does.
"""

from __future__ import annotations

import re

#: "the current agenda", "current "a" agenda", with the quotes typeset either way.
_CURRENT = re.compile(r"(?:the )?current (?:[\"“”']?(?P<letter>[a-z])[\"“”']? )?agenda", re.I)


def agenda_selector(np: str) -> str | None:
    """"the current agenda" → ``agenda`` (the agenda in play: with one agenda deck its current agenda); "the current
    "c" agenda" → ``agenda-deck:c``; None for any other noun phrase."""
    m = _CURRENT.fullmatch(np.strip())
    if m is None:
        return None
    return f"agenda-deck:{m.group('letter').lower()}" if m.group("letter") else "agenda"
