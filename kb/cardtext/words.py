"""The small words every grammar module shares: numbers, skills, chaos tokens, noun phrases.

Phrase tables are data: each maps a printed noun phrase (lower case, the card's own name already
replaced by ``@self``) to the engine's selector, so adding a phrase is adding a line.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .markup import plain_punctuation
from .model import NotParsed


@lru_cache(maxsize=None)
def compiled(pattern: str) -> re.Pattern[str]:
    """A phrase table's pattern, compiled once: the tables hold more patterns than ``re``'s own cache."""
    return re.compile(pattern)

#: The token the parser puts in place of the card's own name and of "this card".
SELF = "@self"


def spelled(name: str) -> str:
    """A trait or a card's title as a composed selector spells it: lower case, its words (and the parts of a
    hyphenated word) joined by ``_``, so that it survives the selector's ``-`` split ("Brood of Yog-Sothoth" is
    ``brood_of_yog_sothoth``, "Deep One" ``deep_one``)."""
    return "_".join(re.split(r"[\s\-]+", name.casefold().strip()))

NUMBER_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "once": 1, "twice": 2, "thrice": 3, "1": 1,
}
NUMBER = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
#: The per-investigator symbol as the tokenizer spells it.
PER_INVESTIGATOR = "[per_investigator]"


class PerInvestigator(int):
    """A printed amount followed by the per-investigator symbol ("2 [per_investigator] damage"): the number, to be
    multiplied by the investigators who started the scenario (:mod:`.per_investigator`)."""

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
    "an enemy engaged with you": "enemy-engaged-with-you",
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
    from another card's, and reports the name as unparsed instead of guessing. The name printed
    a letter off or in the other number is the card's own too (:func:`misspelt_self`).
    """
    return own_name(text, name)[0]


def own_name(text: str, name: str | None) -> tuple[str, list[str]]:
    """:func:`self_token`'s text and the printings of the card's name read as its own though they differ
    from it (:func:`misspelt_self`), for the reading to say so."""
    misread: list[str] = []
    if name:
        clean = plain_punctuation(name.strip())  # as the text is read: "Jazz" in curly quotes, "…" as "..."
        variants = {clean, re.sub(r"\s*\(.*?\)\s*$", "", clean)}
        if clean.lower().startswith("the "):
            variants.add(clean[4:])
        for v in sorted(variants, key=len, reverse=True):
            if v:
                text = _name_as_self(text, v)
        text, misread = misspelt_self(text, re.sub(r"\s*\(.*?\)\s*$", "", clean))
    return re.sub(r"\bthis (?:card|asset|enemy|treachery|ally)\b", SELF, text, flags=re.I), misread


#: What may stand before a printing of the name and belongs to it: "the" ("Search the Hidden Chamber" on The Hidden
#: Chamber), not preceded by a word character or "@".
_THE_BEFORE = re.compile(r"(?<![\w@])the\s+$", re.I)
#: What may follow a printing of the name: a version's one-word subtitle in parentheses, part of the name ("Whispers
#: in Your Head (Dismay)"); then no word character and no capitalised word (not the start of a longer name, "Lobby
#: Doorway" on Lobby).
_NAME_TAIL = re.compile(r"(?: \((?-i:[A-Z][a-z]+)\))?(?!\w)(?! (?-i:[A-Z]))", re.I)


def _name_as_self(text: str, name: str) -> str:
    """Each printing of ``name`` in ``text`` (any case) → :data:`SELF`, but not the end of a longer title ("The Man in
    the Pallid Mask" on The Pallid Mask). Found by a string search, not a regular expression built from the name: a
    catalogue's names are thousands of patterns, each compiled once per card, which was a tenth of the reader's time."""
    low, wanted = text.lower(), name.lower()
    if len(low) != len(text):  # a letter whose lower case is longer: positions would not line up
        return re.sub(r"(?<![\w@])(?:the\s+)?" + re.escape(name) + _NAME_TAIL.pattern,
                      lambda m: m.group(0) if _inside_title(m) else SELF, text, flags=re.I)
    out, done, at = [], 0, low.find(wanted)
    while at >= 0:
        start, end = at, at + len(wanted)
        tail = _NAME_TAIL.match(text, end)
        if (start and (text[start - 1].isalnum() or text[start - 1] in "_@")) or tail is None:
            at = low.find(wanted, at + 1)
            continue
        the = _THE_BEFORE.search(text, done, start)
        if the is not None:
            start = the.start()
        out.append(text[done:start])
        out.append(text[start:tail.end()] if _TITLE_BEFORE.search(text[max(0, start - 80):start]) else SELF)
        done = tail.end()
        at = low.find(wanted, done)
    return "".join(out) + text[done:]


#: The words before a name that make it the end of a longer title: a capitalised word and "of" ("Brood of …"),
#: a title opening with "The" and "in" / "to" (:func:`.tokens._title_words`'s pattern).
_TITLE_BEFORE = re.compile(r"(?:\b[A-Z][\w'\-]* (?:of|de|du)|\bThe(?: [A-Z][\w'\-]*)+ (?:in|to))(?: the)? $")


def _inside_title(m: re.Match[str]) -> bool:
    return _TITLE_BEFORE.search(m.string[max(0, m.start() - 80):m.start()]) is not None


#: A capitalised word of a printed name, with its hyphens and apostrophes.
_CAPITAL_WORD = re.compile(r"(?<![\w@'\-])[A-Z][\w'\-]*")
#: The shortest name read tolerantly (a shorter one a letter off is too likely another word).
_TOLERANT_MIN = 8


def misspelt_self(text: str, name: str) -> tuple[str, list[str]]:
    """The card's own name printed a letter off ("Fauborg Marigny" on Faubourg Marigny) or in the other number
    ("Vengeful Hounds" on Vengeful Hound, "Bone-Filled Cavern" on Bone-Filled Caverns) → :data:`SELF`, with the
    printings so read. Only the card's own name, as many capitalised words as it has, one edit apart (an
    insertion, a deletion or a substitution, or an "s" more or less at the end), not followed by another
    capitalised word; a name shorter than :data:`_TOLERANT_MIN` letters is read only exactly."""
    count = len(name.split())
    if len(name) < _TOLERANT_MIN or not name[:1].isupper():
        return text, []
    words = list(_CAPITAL_WORD.finditer(text))
    found: list[tuple[int, int]] = []
    for k in range(len(words) - count + 1):
        run = words[k:k + count]
        if any(text[a.end():b.start()] != " " for a, b in zip(run, run[1:])):
            continue
        start, end = run[0].start(), run[-1].end()
        nxt = words[k + count] if k + count < len(words) else None
        if nxt is not None and nxt.start() == end + 1:
            continue  # the start of a longer name
        printed = text[start:end]
        if printed != name and _one_edit(printed.lower(), name.lower()) and (not found or found[-1][1] <= start):
            found.append((start, end))
    misread = [text[a:b] for a, b in found]
    for a, b in reversed(found):
        text = text[:a] + SELF + text[b:]
    return text, misread


def _one_edit(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` one insertion, deletion or substitution apart?"""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long[i]:
        i += 1
    return short[i:] == long[i + 1:]


#: "… while investigating / attacking / evading": the action whose skill tests it names (a trigger's "while
#: investigating this location", a constant's "you get +1 [intellect] while investigating").
VIA = {"investigating": "investigate", "attacking": "fight", "fighting": "fight", "evading": "evade",
       "attempting to evade": "evade"}
