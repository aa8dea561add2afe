"""A count compared with another count: "If you have horror on you greater than twice your sanity" (Possession, Dismal
Curse), "if you have more clues than your remaining sanity" — a condition whose bound is a count of the state (times a
multiple: "twice", "three times"), not a printed number. Both sides are read by :func:`.counts.count_of`, the one
reading of a counted noun phrase; the engine counts the bound as it checks the condition (its ``greater-than``).

Read as a sentence's grammar: a holder ("you have", "there is/are"), the counted phrase, the comparative ("greater
than", or "more <phrase> than"), an optional multiple and the other count. A side the engine has no count for is
refused with the counts' own reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

#: How a multiple is printed ("twice your sanity") → the factor.
TIMES_WORDS = {"once": 1, "twice": 2, "three times": 3, "four times": 4}
_TIMES = "|".join(sorted(TIMES_WORDS, key=len, reverse=True))
_HOLDER = r"(?:you have|there (?:is|are))"
#: "you have horror on you greater than twice your sanity"; "you have more clues than your remaining sanity".
_COMPARED = (re.compile(rf"{_HOLDER} (?P<lhs>.+?) (?:greater|more) than (?:(?P<times>{_TIMES}) )?(?P<rhs>.+)", re.I),
             re.compile(rf"{_HOLDER} more (?P<lhs>.+?) than (?:(?P<times>{_TIMES}) )?(?P<rhs>.+)", re.I))
#: Two holders of one kind of token: "the current "a" agenda has more doom on it than the current "c" agenda" — the
#: tokens on the subject ("on it": the subject's own) against those on the other ("than X": the same tokens, on X).
_HOLDERS = re.compile(r"(?P<holder>.+?) (?:has|have) more (?P<token>\w+)(?: tokens?)? on (?:it|him|her|them) than "
                      r"(?P<other>.+)", re.I)


#: "more (or equal) A than B": A at least B.
_OR_EQUAL = "(or equal) "
#: The other side of "you have more A than B" printed as a bare name ("Doubt"): what you have, as A is.
_BARE = re.compile(r"[A-Z][a-z]+")


def compared(text: str, count_of: Callable[[str], str]) -> dict[str, Any] | None:
    """"you have horror on you greater than twice your sanity" → ``{count: horror-on-you, greater-than: {count:
    sanity-of-you, times: 2}}`` (``count_of`` reads each side, refusing what the engine cannot count); None when the
    condition compares no two counts (a printed number after "than" is the bounds' own grammar)."""
    printed = text.strip().rstrip(".")
    if (two := _HOLDERS.fullmatch(printed)) is not None and two.group("holder").lower() != "you":
        token = two.group("token")
        return {"count": count_of(f"{token} on {two.group('holder')}"),
                "greater-than": {"count": count_of(f"{token} on {two.group('other')}")}}
    m = _COMPARED[0].fullmatch(printed) or _COMPARED[1].fullmatch(printed)
    if m is None or re.match(r"\d", m.group("rhs")):
        return None
    lhs, or_equal = m.group("lhs"), False
    if lhs.lower().startswith(_OR_EQUAL):  # "you have more (or equal) Doubt than Conviction": at least as many
        lhs, or_equal = lhs[len(_OR_EQUAL):], True
    had = printed.lower().startswith("you have")
    lhs += " you have" if had and re.search(r" (?:on|at|in) ", lhs) is None else ""
    rhs = m.group("rhs") + (" you have" if had and _BARE.fullmatch(m.group("rhs")) else "")  # "… than Doubt": had too
    times = TIMES_WORDS[m.group("times").lower()] if m.group("times") else 1
    return {"count": count_of(lhs), "greater-than": {"count": count_of(rhs), **({"times": times} if times > 1 else {}),
                                                     **({"or-equal": True} if or_equal else {})}}
