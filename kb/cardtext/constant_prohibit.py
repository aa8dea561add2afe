"""Prohibitions whose object is a set of cards composed from its noun phrase: "You cannot play Ally assets", "You
cannot attack Possessed enemies", "… cannot evade Possessed enemies at your location".

"Cannot" is absolute (Cannot): the event the verb names is forbidden whenever its card is one the object names. One
verb frame with slots: the verb → the engine's event (play → ``play-card``, attack / fight → ``fight``, evade,
engage, investigate), the object → a composed filter (its traits, states and place: ``ally-asset``,
``possessed-enemy``) as the event's ``what``. What the phrase tables of :mod:`.vocabulary` (``CANNOT``) already read
is read there first; a shape this frame does not know returns None.
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .instruction import Phrase
from .trigger_tree import card_filter

Fields = dict[str, Any]

#: The verbs of a prohibition on a set of cards → the engine's event whose ``what`` is the card.
VERB_EVENTS = {"play": "play-card", "attack": "fight", "fight": "fight", "evade": "evade", "engage": "engage",
               "investigate": "investigate"}
#: The noun each event's card must be (a card played is any card; the others are enemies or a location).
_NOUNS = {"play-card": ("asset", "event", "skill", "card"), "fight": ("enemy",), "evade": ("enemy",),
          "engage": ("enemy",), "investigate": ("location",)}


def forbidden_cards(verb: str, after: list[Chunk]) -> Fields | None:
    """The ``applies-to`` of "cannot <verb> <cards>" (without its ``who``); None when it is not that frame."""
    event = VERB_EVENTS.get(verb)
    if event is None or not after or after[0].kind != "np" or len(after) > 2:
        return None
    where = None
    if len(after) == 2:
        words = [t.low for t in after[1].tokens]
        if after[1].kind != "pp" or words[:1] != ["at"]:
            return None
        where = " ".join(t.text for t in after[1].tokens[1:])
    found = card_filter(Phrase(list(after[0].tokens), where))
    if found is None or found == "attached" or not any(f"-{noun}" in f"-{found}" for noun in _NOUNS[event]):
        return None
    return {"event": event, "what": found}
