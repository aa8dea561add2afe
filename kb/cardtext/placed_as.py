"""Resources placed as another kind of token: "Place 1 resource on Archaic Glyphs from the token pool, as a secret."

A resource token placed "as a secret" (a charge, a supply …) is, on that card, a use of that kind, not a resource: it
is what the card's "[action] Spend 1 secret:" (or a count of its secrets) spends and counts. The engine keeps a card's
uses without their kind (``tokens: uses``), so the instruction is the ``place-tokens`` it reads as without the words,
with its tokens the card's uses. The grammar reads ", as a secret" as a clause of its own (a connective and a noun
phrase); this module reads the sentence around it, as :mod:`.as_a_group` does ", as a group,". An instruction that
places no resources is refused with the words quoted, never read as if they were not printed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .model import NotParsed
from .token_moves import KINDS
from .vocabulary import Context, Effect

Lower = Callable[[str, Context], list[Effect]]

#: ", as a secret" closing the sentence: the kind of use the resources become.
_AS = re.compile(r",\s*as an? (?P<kind>[a-z]+)(?=\s*\.?\s*$)", re.I)


def placed_as(lower: Lower) -> Lower:
    """The lowering of one sentence, its closing ", as a <use>" read: the resources placed are uses of the card."""
    @functools.wraps(lower)
    def read(text: str, ctx: Context) -> list[Effect]:
        m = _AS.search(text)
        if m is None or KINDS.get(m.group("kind").lower()) != "uses":
            return lower(text, ctx)
        effects = lower(text[:m.start()] + text[m.end():], ctx)
        if len(effects) != 1 or effects[0]["effect"] != "place-tokens" or effects[0].get("tokens") != "resources":
            raise NotParsed(text, f"'{m.group(0).strip(', ')}' after an instruction that places no resources: only "
                            "resources placed on a card become its uses")
        return [{**effects[0], "tokens": "uses"}]
    return read
