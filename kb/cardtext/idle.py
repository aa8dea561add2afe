"""Words that say what the engine does anyway, cut before an instruction is read.

- "In player order, each investigator draws 1 card", "Hastur attacks each investigator, in player order": an effect on
  each investigator resolves in player order (In Player Order; ``effects/parameters.py``), wherever the words stand;
- "(regardless of their location)", ", regardless of his current location": whom an effect reaches is what its
  selector names ("each investigator": every one in the game), never limited to the acting card's location unless the
  selector says so — the words confirm it and add nothing;
- "(from the token bank)", "(from the pool)" after tokens placed: where placed tokens come from anyway; "(paying its
  cost)" after a card played: what playing does anyway;
- "… beneath the act deck without looking at it": a card placed out of play facedown stays unseen (the engine moves
  it and reveals nothing of it to the players but in its trace).
"""

from __future__ import annotations

import re

from .instruction import TOKEN_POOL

#: Reminders that add nothing to the instruction they follow.
IDLE_REMINDERS = frozenset(f"from {pool}" for pool in TOKEN_POOL) | {"paying its cost"}  # what playing does anyway
_REGARDLESS = r"regardless of (?:their|his|her|its) (?:current )?locations?"
_IDLE_REMINDER = re.compile(_REGARDLESS, re.I)
#: "in player order" leading (with its comma) or trailing an instruction; "regardless of …" after a comma; "without
#: looking at it" closing it.
_IDLE = re.compile(rf"^in player order,\s*|,?\s+in player order(?=\s*(?:,|$|\())|,\s*{_REGARDLESS}(?=\s*$)"
                   r"|\s+without looking at (?:it|them)(?=\s*$)", re.I)


def cut_idle(words: str) -> str:
    """The instruction without the words that say what the engine does anyway."""
    return _IDLE.sub("", words).strip()


def idle_reminder(reminder: str) -> bool:
    """Whether a parenthesised reminder adds nothing to the instruction: "(from the token bank)", "(regardless of
    their location)"."""
    return reminder.lower() in IDLE_REMINDERS or _IDLE_REMINDER.fullmatch(reminder.strip()) is not None
