"""What a search is for (``find``), as a record: the cards a search may find, a cost may discard, a repetition waits
for. Its own module so that what a card is sought by grows without growing the situation's records (``spec.py``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Find:
    """What a search is for: a card type (None: any card), any of some traits (none: any traits), a printed name
    (None: any; a name is its card and every copy of it), and whether only a weakness fits ("a [[Madness]] weakness":
    a card of the weakness subtype, of any card type), and any of some classes ("a [guardian] card": Classes; a card
    given none is neutral)."""

    type: str | None = None
    traits: tuple[str, ...] = ()
    name: str | None = None
    weakness: bool = False
    classes: tuple[str, ...] = ()
    #: Any of some skill icons, at least 1 of it printed ("a card with at least 1 [intellect] skill icon"); a [wild]
    #: icon matches any other for a card ability (FAQ 1.9).
    icons: tuple[str, ...] = ()
