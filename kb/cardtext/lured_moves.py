"""Enemies that move toward a location instead of where they would normally move (Lure): "During the enemy phase,
each enemy that moves does so along the shortest path toward the attached location, instead of to where it would
normally move".

One verb frame: a subject of enemies restricted by their own move ("each <enemies> that move(s)"), the pro-verb "do(es)
so" standing for that move, the path ("along the shortest path") and its goal ("toward <location>"), and the
replacement ("instead of to where it would normally move"). The grammar's chunker reads the relative clause's verb and
the pro-verb as one verb chunk ("moves does"), so the frame is read from the sentence's words here; its two noun
phrases are composed as any other: the enemies by :func:`.trigger_tree.card_filter` ("each non-Elite enemy" →
``non-elite-enemy``; "each enemy": any), the location by :func:`.trigger_tree.location_filter` ("the attached location"
→ ``attached``) or its printed name. A leading "During the <phase> phase," is the constant's condition (``during``: the phase).

→ the engine's constant ``{applies-to: {event: enemy-moves, what}, moves-toward: <location>, condition}``
(``procedures/luring.py``). Without "instead of …" the sentence would add a move, not replace one: not this frame.
"""

from __future__ import annotations

import re
from typing import Any

from .instruction import Phrase, printed_name
from .tokens import tokenize
from .trigger_tree import card_filter, location_filter

Fields = dict[str, Any]
_FRAME = re.compile(r"^(?:during the (?P<phase>mythos|investigation|enemy|upkeep) phase,\s*)?"
                    r"(?P<enemies>(?:each|every|all|any) .+?) that (?:moves? does so|move do so) "
                    r"along the shortest path toward (?P<place>.+?),?\s*"
                    r"instead of (?:to )?where (?:it|they) would (?:normally )?move$", re.I)


def lured_constant(text: str) -> list[Fields] | None:
    """The constant of a sentence in this frame; None for any other sentence (or a noun phrase it cannot compose)."""
    m = _FRAME.fullmatch(text.strip().rstrip(". "))
    if m is None:
        return None
    enemies = tokenize(m.group("enemies"))
    if [t.low for t in enemies][1:] in (["enemy"], ["enemies"]):
        what = "enemy"
    else:
        what = card_filter(Phrase(enemies)) or ""
        if not what.endswith("enemy"):
            return None
    said = Phrase(tokenize("toward " + m.group("place"))[1:])  # read where it stands: a capital there is a name
    place = location_filter(said) or printed_name(said)  # "the attached location", a location's printed name
    if place is None or "your" in place.split("-"):  # whose "your" it would be, a constant no one's turn names, is
        return None  # not said: not read
    fields: Fields = {"applies-to": {"event": "enemy-moves", "what": what}, "moves-toward": place}
    if m.group("phase"):
        fields["condition"] = {"during": f"{m.group('phase').lower()}-phase"}
    return [fields]
