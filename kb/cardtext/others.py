"""Investigators other than you: "another investigator", "each other investigator", "other investigators".

Card text names the investigators an effect reaches by a determiner, the noun and its qualifiers ("an investigator at
your location", "each investigator at a Sentinel Hill location"). "Another" and "each other" are those determiners
with one more qualifier: the investigator is not you (Rules Reference, You/Your: "you" is the investigator the card
refers to; "another" is any but that one). So the reading composes: the phrase is read with the plain determiner
("another" → "an", "each other" / "other" → "each") by the one reader of investigator phrases, and the selector it
gives takes the qualifier ``other`` after its determiner:

- "another investigator at your location" → ``an-other-investigator-at-your-location``;
- "each other investigator at Jordan Perry's location" → ``each-other-investigator-at:location-of:Jordan Perry``;
- "another investigator at a Sentinel Hill location" → the union of ``one-of:`` each part so qualified.

The engine picks what the plain selector picks, without you, in the same order (player order for "each": In Player
Order). A selector the plain reading gives that names no investigators (a pronoun, "you") is refused: "other" than
whom would be lost.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from .model import NotParsed
from .tokens import Token
from .unions import EACH_OF, ONE_OF, SEPARATOR

P = TypeVar("P")

#: The qualifier of an investigator selector that excludes you ("another", "each other").
OTHER = "other"
#: A plain investigator selector: one chosen or each, the noun, then where (any rest, a prefix's target included).
_PLAIN = re.compile(r"(?P<det>an|each)-(?P<rest>investigator(?:[-:].*)?)", re.S)
_OTHERED = re.compile(r"(?P<det>an|each)-other-(?P<rest>investigator(?:[-:].*)?)", re.S)
#: The printed determiners of "not you" and the plain determiner each stands for.
_DETERMINERS: tuple[tuple[tuple[str, ...], str], ...] = ((("another",), "an"), (("each", "other"), "each"),
                                                         (("any", "other"), "an"), (("other",), "each"))
NO_OTHER = "'{}': the engine has no selector of investigators other than you for this phrase"


def othered(selector: str) -> str | None:
    """``selector`` qualified by :data:`OTHER` (you excluded): a plain investigator selector, or a union of them
    (each part so qualified); None when it names no investigators that way."""
    for prefix in (ONE_OF, EACH_OF):
        if selector.startswith(prefix):
            parts = [othered(p) for p in selector[len(prefix):].split(SEPARATOR)]
            return None if None in parts else prefix + SEPARATOR.join(p for p in parts if p)
    m = _PLAIN.fullmatch(selector)
    return f"{m.group('det')}-{OTHER}-{m.group('rest')}" if m else None


def other_investigator(selector: str) -> str | None:
    """The plain selector an investigator selector qualified by :data:`OTHER` is made from, else None: the engine
    picks what the plain one picks, without you."""
    m = _OTHERED.fullmatch(selector)
    return f"{m.group('det')}-{m.group('rest')}" if m else None


#: One investigator chosen among all in the game ("another investigator", nowhere said: any but you).
ANY = "an-investigator"


def _bare(phrase: Any) -> bool:
    """Whether nothing qualifies a phrase but its noun: "another investigator" (anywhere)."""
    return not any(getattr(phrase, slot, None) for slot in ("where", "engaged", "having", "controller", "position"))


def other_than_you(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read`` (the reader of investigator phrases), also reading "another" / "each other" / "other" before the noun:
    the phrase read with the plain determiner, its selector qualified by :data:`OTHER`."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        tokens: list[Token] = getattr(phrase, "tokens", None) or []
        words = tuple(t.low for t in tokens)
        for printed, plain in _DETERMINERS:
            rest = words[len(printed):]
            if words[:len(printed)] == printed and rest in (("investigator",), ("investigators",)):
                printed_text = getattr(phrase, "text", " ".join(words))
                try:
                    base = ANY if plain == "an" and _bare(phrase) else \
                        read(replace(phrase, tokens=[Token("word", plain, plain), *tokens[len(printed):]]), ctx)
                except NotParsed as problem:  # quoted as printed
                    raise NotParsed(printed_text, problem.reason, problem.role) from None
                found = othered(base)
                if found is None:
                    raise NotParsed(printed_text, NO_OTHER.format(tokens[0].text))
                return found
        return read(phrase, ctx)
    return reading
