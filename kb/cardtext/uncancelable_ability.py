"""An ability that cannot be canceled: "Cannot be canceled." printed as the last sentence of its effects ("Forced –
When a location leaves play: Move each investigator and unengaged enemy at that location to Another Dimension. Cannot
be canceled."), or "This ability (effect) cannot be canceled."

Cancel: a cancel effect interrupts an ability's initiation at step 3, its effects not resolving; Cannot is absolute.
The sentence names no card and no other ability: it is the ability's own, so it is cut from the effects and carried as
the ability's ``cannot-be-canceled`` (the engine forbids canceling that ability's effects, and only those:
``effects/conditions.py``). A triggered, action or free ability is initiated through the sequence a cancel
interrupts; on any other kind (a revelation: its card's drawing is what a cancel names) the sentence is left in its
effects, where it stays a gap with its reason.
"""

from __future__ import annotations

import re

#: The kinds of ability whose effects a cancel of their initiation (step 3) interrupts.
KINDS = frozenset({"forced", "reaction", "action", "free"})

_TRAILING = re.compile(r"(?:^|(?<=[.!?\)]))\s*(?:This (?:ability|effect) c|C)annot be cancell?ed\.?\s*$")


def cut_uncancelable(body: str, kind: str) -> tuple[str, bool]:
    """The effects without their closing "Cannot be canceled.", and whether it was there."""
    if kind not in KINDS:
        return body, False
    found = _TRAILING.search(body)
    if found is None or not body[:found.start()].strip():
        return body, False
    return body[:found.start()].rstrip(), True
