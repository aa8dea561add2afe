"""The small words every grammar module shares: numbers, skills, chaos tokens, noun phrases.

Phrase tables are data: each maps a printed noun phrase (lower case, the card's own name already
replaced by ``@self``) to the engine's selector, so adding a phrase is adding a line.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .model import NotParsed


@lru_cache(maxsize=None)
def compiled(pattern: str) -> re.Pattern[str]:
    """A phrase table's pattern, compiled once: the tables hold more patterns than ``re``'s own cache."""
    return re.compile(pattern)

#: The token the parser puts in place of the card's own name and of "this card".
SELF = "@self"

NUMBER_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "once": 1, "twice": 2, "thrice": 3, "1": 1,
}
NUMBER = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"

SKILLS = ("willpower", "intellect", "combat", "agility")
SKILL = r"\[(willpower|intellect|combat|agility)\]"

#: Chaos token icons → the engine's token names.
TOKENS: dict[str, str] = {
    "skull": "skull", "cultist": "cultist", "tablet": "tablet", "elder_thing": "elder-thing",
    "auto_fail": "auto-fail", "elder_sign": "elder-sign", "bless": "bless", "curse": "curse",
    "frost": "frost",
}
TOKEN = r"\[(skull|cultist|tablet|elder_thing|auto_fail|elder_sign|bless|curse|frost)\]"


def number(word: str) -> int:
    """A printed amount: a digit or a number word ("a card" is 1)."""
    word = word.strip().lower()
    if word.isdigit():
        return int(word)
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word]
    raise NotParsed(word, "not a fixed amount (X and per-investigator amounts are not in the engine's vocabulary)")


#: Who a trigger's subject phrase is (trigger filters).
WHO_FILTERS: dict[str, str] = {
    "you": "you", "your investigator": "you",
    "an investigator": "investigator", "any investigator": "investigator", "an investigator at any location": "investigator",
    "another investigator": "another-investigator",
    "an investigator at your location": "investigator-at-your-location",
    "you or an investigator at your location": "investigator-at-your-location",
    "an investigator at this location": "investigator-at-this-location",
    "an investigator at @self": "investigator-at-this-location",
    "investigators at this location": "investigator-at-this-location",
    # on an enemy: the investigator it is engaged with
    "the engaged investigator": "investigator-engaged-with-self",
    SELF: "self",
}
WHO = r"(?P<who>you or an investigator at your location|an investigator at your location|an investigator at this location" \
      r"|an investigator at any location" \
      r"|an investigator at @self|another investigator|an investigator|any investigator|your investigator|you|@self)"

#: What a trigger's object phrase is (trigger filters).
WHAT_FILTERS: dict[str, str] = {
    SELF: "self", "this card": "self", "an enemy": "enemy", "any enemy": "enemy", "enemy": "enemy",
    "an enemy at your location": "enemy-at-your-location", "a location": "location",
    "this location": "this-location", "an asset": "asset",
    "an event": "event", "a treachery": "treachery", "a skill": "skill", "an act": "act",
    "an agenda": "agenda", "a card": "any", "an ally": "asset",
}


def pick(table: dict[str, str], phrase: str, what: str) -> str:
    """The selector for ``phrase`` in ``table``, or :class:`NotParsed` naming the kind of phrase."""
    key = re.sub(r"\s+", " ", phrase.strip().lower())
    if key in table:
        return table[key]
    raise NotParsed(phrase, f"unknown {what} (the engine has no selector for it)")


def self_token(text: str, name: str | None) -> str:
    """``text`` with the card's own name (and "this card") replaced by :data:`SELF`.

    The printed text names its own card ("Exhaust Duke:", "When Goat Spawn is defeated"); the
    engine calls that card ``self``. Without the name the parser cannot tell a card's own name
    from another card's, and reports the name as unparsed instead of guessing.
    """
    if name:
        clean = name.strip()
        variants = {clean, re.sub(r"\s*\(.*?\)\s*$", "", clean)}
        if clean.lower().startswith("the "):
            variants.add(clean[4:])
        for v in sorted(variants, key=len, reverse=True):
            if v:
                # not the start of a longer name ("Lobby Doorway" on Lobby): a capitalised word after it; a version's
                # one-word subtitle in parentheses is part of the name ("Whispers in Your Head (Dismay)")
                text = re.sub(r"(?<![\w@])(?:the\s+)?" + re.escape(v) + r"(?: \((?-i:[A-Z][a-z]+)\))?(?!\w)"
                              r"(?! (?-i:[A-Z]))", SELF, text, flags=re.I)
    return re.sub(r"\bthis (?:card|asset|enemy|treachery|ally)\b", SELF, text, flags=re.I)


#: "… while investigating / attacking / evading": the action whose skill tests it names (a trigger's "while
#: investigating this location", a constant's "you get +1 [intellect] while investigating").
VIA = {"investigating": "investigate", "attacking": "fight", "fighting": "fight", "evading": "evade"}
