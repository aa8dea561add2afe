"""Counts read in the Campaign Log: a tally's boxes ("you have more Conviction than Doubt": Doubt and Conviction are
boxes marked beside a name, The Path to Carcosa) and the characters recorded under a phrase ("the number of characters
who "survived the Dunwich Legacy" in your Campaign Log") — the engine's ``campaign-log-tally:<name>`` and
``campaign-log-entry:<phrase>`` (``core/campaign_log.py``).

A phrase remembered (“Remember that…”) or recorded is a condition: "unless an investigator "know the secret"", "if you
have "released a dangerous patient"" → ``remembered:<phrase>`` at least 1 (the phrase in any case, without its
closing stop); "If investigators have performed 4 of the following" before a list of quoted phrases → the phrases
joined by ``|``, at least 4.

A tally is read only where nothing else is: a capitalised name standing alone as what "you have" (no determiner, no
number, no other word: a card is counted "copies of X" or "X in play", :mod:`.composed_counts`), after the engine's
other counts refused it. A phrase is the quotation as printed.
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .words import NUMBER, number

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


#: Who remembers a phrase: the investigators, any of them, or you (the phrases are the investigators' own).
_WHO = r"(?:an investigator|any investigator|you|(?:the )?investigators)"
#: "an investigator "know the secret"", "you have "released a dangerous patient."", "you have not "found a guide"".
_REMEMBERED = re.compile(rf"{_WHO}(?: (?:have|has)(?P<not> not)?)? [\"\u201c](?P<phrase>[^\"\u201d]+)[\"\u201d]", re.I)
#: "investigators have performed 4 of the following" (the items after it are the phrases).
_LISTED = re.compile(rf"if {_WHO} have (?:performed|done|remembered) (?P<n>{NUMBER}) of the following", re.I)
#: An item of the list: a dash, then a quoted phrase.
_ITEM = re.compile(r"[-\u2013\u2014]\s+[\"\u201c](?P<phrase>[^\"\u201d]+)[\"\u201d]")


def _phrase(printed: str, text: str) -> str:
    """A phrase as a count's filter: as printed, its closing stop left out; one holding a count's separators (``|``,
    ``:``) is refused."""
    phrase = printed.strip().rstrip(".,")
    if not phrase or re.search(r"[|:]", phrase):
        raise NotParsed(text, "a remembered phrase holding '|' or ':', which a count's filter cannot name")
    return phrase


def remembered_condition(printed: str) -> dict[str, Any] | None:
    """"an investigator "know the secret"" → ``{count: remembered:know the secret, at-least: 1}`` ("not": at most 0);
    None for any other condition."""
    m = _REMEMBERED.fullmatch(printed.strip().rstrip("."))
    if m is None:
        return None
    bound = {"at-most": 0} if m.group("not") else {"at-least": 1}
    return {"count": f"remembered:{_phrase(m.group('phrase'), printed)}", **bound}


def listed_condition(requirement: str, items: str) -> dict[str, Any] | None:
    """"If investigators have performed 4 of the following" and its list ("- "Know the guards' patrols." - …") → the
    phrases remembered, at least that many; None when the requirement is no such count or the list no quoted
    phrases."""
    m = _LISTED.fullmatch(requirement.strip())
    phrases = [_phrase(p, items) for p in _ITEM.findall(items)]
    if m is None or not phrases or len(_ITEM.sub("", items).strip()) > 0:
        return None
    return {"count": "remembered:" + "|".join(phrases), "at-least": number(m.group("n"))}


#: "<a constant> unless <who> "<phrase>"": the constant holds while the phrase is not remembered.
_UNLESS = re.compile(rf"(?P<rest>.+?),? unless (?P<condition>{_WHO}(?: (?:have|has)(?: not)?)? [\"\u201c][^\"\u201d]+"
                     r"[\"\u201d])\.?", re.I)


def remembered_unless(text: str) -> tuple[str, dict[str, Any]] | None:
    """"Hastur cannot be defeated unless an investigator "know the secret."" → the constant's words ("Hastur cannot be
    defeated") and the condition it holds under: the phrase not remembered (``at-most: 0``; "unless … not": at least
    1); None for any other sentence. Read on the printed text: the grammar keeps no quotation marks."""
    m = _UNLESS.fullmatch(text.strip())
    found = remembered_condition(m.group("condition")) if m is not None else None
    if m is None or found is None:
        return None
    turned = {"at-least": 1} if "at-most" in found else {"at-most": 0}
    return m.group("rest"), {"count": found["count"], **turned}
