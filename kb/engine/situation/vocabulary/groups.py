"""Selectors of investigators picked as a group, and of the copies of a card by its title (the card reader's
spellings, :mod:`kb.cardtext.groups`, so that what it writes is what the engine reads):

- ``copies-of:<Title>``: every card in play with that title, any copy of it ("the same location as a Brood of
  Yog-Sothoth": whichever is there);
- ``each-investigator-controlling:<selector>``: each investigator who controls a card the selector picks, in player
  order ("Each investigator who controls an Innocent Reveler"; Control);
- ``each-investigator-remembering:<phrase>``: each investigator who remembers the phrase, as a phrase saying "you"
  is kept for the investigator who resolved it (FAQ, "Remember that…"), in player order ("Each player who has "had a
  drink""); the phrase compared as key phrases are (``same_phrase``);
- the composed count ``investigator-at-location-of:<filter>`` (``values.COMPOSED_COUNTS``): the investigators at a
  location where something the filter matches is ("If there are no investigators at the same location as a Brood of
  Yog-Sothoth").
"""

from __future__ import annotations

from kb.cardtext.groups import CONTROLLING, COPIES_OF, COPY_OF_SELF
from kb.cardtext.remembered_clauses import REMEMBERING
from kb.cardtext.words import spelled


def copies_qualifier(selector: str) -> str | None:
    """The title of a ``copies-of:`` selector spelled as a trait qualifier is (``titled``: a title, or a trait card
    text prints as one, in the singular or the plural), else None."""
    return spelled(selector[len(COPIES_OF):]) if selector.startswith(COPIES_OF) else None


__all__ = ["REMEMBERING", "CONTROLLING", "COPIES_OF", "COPY_OF_SELF", "copies_qualifier"]
