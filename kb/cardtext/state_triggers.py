"""Abilities whose timing point is a state of the game, not an event: "If" followed by a condition rather than by
something happening.

- With no icon or title, "If there is no doom on attached location, discard Spires of Carcosa", "If Torturous Chords
  has no resources, discard it": a constant ability ("simply stated on a card with no special formatting"), one of
  those that "continuously seek a specific condition … active any time the specified condition is met" (Constant
  Abilities) — the card's ``discard-if``: it is discarded as soon as the condition holds. Only the card discarding
  itself is read so; any other instruction after such an "If" stays a gap (which kind of ability is meant is then
  not said by the rules).
- After "Forced –", "If Mark Harrigan has 5 or more damage on him:", "If your deck has no cards in it:", "If there
  is at least 3 [per_investigator] damage on Hastur:": a forced ability whose "specified timing point" is that state
  arising (Forced Abilities: "usually indicated by words such as … 'if'"; FAQ 2.2) — the trigger ``state-holds`` on
  the card itself, the state its ``condition``. Read only when no event reads the words (an "If" followed by an
  event, "If the Ghoul Priest is defeated", is that event).

The condition is read as every trailing "if" is (:func:`conditions.read_if`: a count of the state, a card's state).
"""

from __future__ import annotations

import re
from typing import Any

from .conditions import read_if
from .words import SELF

#: "If <condition>, discard <the card itself>."
_DISCARD_SELF = re.compile(rf"(?P<condition>if .+?),\s*discard (?:it|{re.escape(SELF)})\.?", re.I)
#: The event a forced ability on a state names (the engine's).
STATE_HOLDS = "state-holds"


def discard_condition(sentence: str) -> dict[str, Any] | None:
    """The card's ``discard-if`` condition of "If <condition>, discard <it / the card itself>" (the card's name as
    ``@self``); None for any other sentence, or a condition no reading takes."""
    m = _DISCARD_SELF.fullmatch(sentence.strip())
    return None if m is None else read_if(m.group("condition"))


def state_trigger(condition: str) -> dict[str, Any] | None:
    """The trigger of a forced ability on a state, its ``condition`` beside it (:func:`triggers.cut_state` takes it
    out): ``{event: state-holds, what: self, condition}``; None when the words after "If" are no state a reading
    takes."""
    found = read_if(f"if {condition}")
    return None if found is None else {"event": STATE_HOLDS, "what": "self", "condition": found}
