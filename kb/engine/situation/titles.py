"""A card's title from its name in a situation: copies of one card are named "Ghoul Minion", "Ghoul Minion #2", and
share the title "Ghoul Minion" (what a card's text names: "After a Ghoul Minion is defeated", "Max 1 per round")."""

from __future__ import annotations

import re

#: A second copy of a card is named "Ghoul Minion #2": its title is "Ghoul Minion".
_COPY = re.compile(r"^(.*\S)\s*#\d+$")


def title_of(name: str) -> str:
    """The name without the " #2" that tells copies apart (every name is unique)."""
    copy = _COPY.match(name)
    return copy.group(1) if copy else name


#: What follows a title in brackets in a situation's card name: a subtitle ("Sophie (In Loving Memory)") or a level
#: ("Ward of Protection (2)"). Neither makes a card "different" (Different, glossary 2024).
_BRACKETED = re.compile(r"^(.*\S)\s*\([^()]*\)$")


def bare_title(name: str) -> str:
    """The title "different" compares: the card's title without a bracketed subtitle or level after it — "Different
    cards are cards with different titles (excluding subtitles)", and "two copies of Ward of Protection are not
    considered to be “different,” even if they have different levels" (glossary 2024, Different)."""
    title = title_of(name)
    bracketed = _BRACKETED.match(title)
    return bracketed.group(1) if bracketed else title


def different(one: str, other: str) -> bool:
    """Whether two cards (by situation name) are "different" cards: their bare titles differ (Different)."""
    return bare_title(one) != bare_title(other)


def all_different(names: list[str]) -> bool:
    """Whether no two of these cards are the same card by "different"'s measure (no two of a bare title)."""
    titles = [bare_title(n) for n in names]
    return len(set(titles)) == len(titles)
