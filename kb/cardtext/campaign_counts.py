"""Counts read in the Campaign Log: a tally's boxes ("you have more Conviction than Doubt": Doubt and Conviction are
boxes marked beside a name, The Path to Carcosa) and the characters recorded under a phrase ("the number of characters
who "survived the Dunwich Legacy" in your Campaign Log") — the engine's ``campaign-log-tally:<name>`` and
``campaign-log-entry:<phrase>`` (``core/campaign_log.py``).

A tally is read only where nothing else is: a capitalised name standing alone as what "you have" (no determiner, no
number, no other word: a card is counted "copies of X" or "X in play", :mod:`.composed_counts`), after the engine's
other counts refused it. A phrase is the quotation as printed.
"""

from __future__ import annotations

import re

#: "Conviction you have" (``compared_counts`` gives the holder to both sides of "you have more A than B").
_TALLY = re.compile(r"(?P<name>[A-Z][a-z]+) you have")
#: "the number of characters who "survived the Dunwich Legacy" in your Campaign Log", "… "X" in the Campaign Log".
_UNDER = re.compile(r"(?:the (?:number|amount) of )?(?:[a-z]+ who (?:have |has )?)?[\"\u201c](?P<phrase>[^\"\u201d]+)"
                    r"[\"\u201d] in (?:your|the) campaign log", re.I)


def log_count(phrase: str) -> str | None:
    """The Campaign Log count ``phrase`` names, else None."""
    printed = phrase.strip().rstrip(".")
    if (m := _TALLY.fullmatch(printed)) is not None:
        return f"campaign-log-tally:{m.group('name')}"
    if (m := _UNDER.fullmatch(printed)) is not None:
        return f"campaign-log-entry:{m.group('phrase').strip().rstrip('.')}"
    return None
