"""A card placed somewhere "instead of in your discard pile" after it was played or discarded: "Forced – After you play
an event or discard an event from play: Place it on the bottom of your deck instead of in your discard pile." (Wendy's
Amulet).

The words say where the card would otherwise be: an event played goes to its owner's discard pile as it resolves (Event
Cards), a card discarded from play to its owner's discard pile (Discard Piles). In the 'after' window of that play or
discard the card is there, and the instruction places it elsewhere: the engine's ``move-card`` of the card the
triggering condition names (``triggering-what``) to the zone the instruction reads (its deck's bottom or top), from its
discard pile. The engine has no timing point of a card entering a discard pile, so the card's passing through it
changes nothing any ability sees; the trace shows both steps. Read only after a ``play-card`` or a ``leaves-play`` by
discard (or any of them), the clause before the words moving that card into a deck; anything else is refused with the
reason. A decorator of the lowering of one sentence, as :mod:`.placed_as` is.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from .model import NotParsed
from .vocabulary import Context, Effect

Lower = Callable[[str, Context], list[Effect]]

#: "… instead of in your discard pile" closing the sentence.
_INSTEAD = re.compile(r",?\s+instead of (?:in|into) (?:your|its owner's|his or her|their) discard piles?\s*\.?\s*$",
                      re.I)
#: The triggering conditions after which the card is in its owner's discard pile.
_DISCARDED = ("play-card", "leaves-play")


def _events(trigger: dict[str, Any] | None) -> list[dict[str, Any]]:
    trigger = trigger or {}
    return list(trigger.get("any-of") or [trigger])


def _to_discard(ctx: Context) -> bool:
    """Whether each event of the triggering condition leaves its card in a discard pile, after it."""
    events = _events(ctx.trigger)
    return ctx.timing == "after" and bool(events) and all(
        e.get("event") == "play-card" or (e.get("event") == "leaves-play" and e.get("via") == "discard")
        for e in events)


def kept_from_discard(lower: Lower) -> Lower:
    """The lowering of one sentence, its closing "instead of in your discard pile" read: the card moved from there."""
    @functools.wraps(lower)
    def read(text: str, ctx: Context) -> list[Effect]:
        m = _INSTEAD.search(text)
        if m is None:
            return lower(text, ctx)
        if not _to_discard(ctx):
            raise NotParsed(text, f"'{m.group(0).strip(', .')}' after a triggering condition that puts no card in a "
                            "discard pile")
        effects = lower(text[:m.start()], ctx)
        if len(effects) != 1 or effects[0]["effect"] != "move-card" or effects[0].get("to") != "triggering-what" \
                or effects[0].get("zone") not in ("deck-bottom", "deck-top"):
            raise NotParsed(text, f"'{m.group(0).strip(', .')}' after an instruction that does not place the card "
                            "the triggering condition names into a deck")
        return effects
    return read
