"""The glossary's terms: every way the rules name a glossary entry, found from its title and aliases.

A rules term in any text (an entry, a ruling, a card's errata, a replay step) becomes a link to
its glossary entry with the entry's first sentence as a tooltip. Which words are terms is found
here at build time, from the glossary entries' titles and aliases, never listed by hand:

* a title names its entry whole ("Attack of Opportunity"), and each name a title lists: parts
  split at commas ("Exhaust, Exhausted"), at slashes with their shared words ("Automatic
  Failure/Success" → "Automatic Failure", "Automatic Success"), without a parenthesised
  qualifier ("Uses (X “type”)" → "Uses"), a trailing "X" ("Vengeance X") or quotes; an
  inverted title is read the right way round ("Tokens, Running out of" → "Running out of tokens");
* an action's entry also names its verb ("Engage Action" → "Engage"), unless another entry is
  titled so ("Move Action" leaves "Move" to the entry Move) or names a form of it ("Resources",
  "Drawing Cards");
* each name in those inflected forms (engages, engaged, engaging; attacks of opportunity) that
  the rules print somewhere;
* a name two entries give is ambiguous and links neither; a name that starts or ends with a
  function word ("A, An", "When", "You/Your", "The letter “X”") or a word in so many of the
  game's entries that every paragraph would link it ("Game", "Play", "Deck") is no term.

The result is a table of (phrase, key, game) rows, the phrase lower-cased; pages match them
case-insensitively, whole words, longest first.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from kb.model import Entry, Term

#: The kinds of entry a glossary is made of.
GLOSSARY_KINDS = ("entry",)
#: English function words some glossary entries are titled by: rules terms, but in every sentence.
FUNCTION_WORDS = frozenset(
    "a an the after before when if then may must you your cannot can instead of and or not for each "
    "to at in on by with from".split()
)
#: A one-word name in more than this share of its game's entries is too common to link.
MAX_DOCUMENT_SHARE = 0.15
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_QUALIFIER = re.compile(r"\s*\([^)]*\)\s*")
_QUOTES = re.compile(r"[“”\"‘]|’(?!\w)|…|\.\.\.")


def glossary_terms(entries: list[Entry]) -> list[Term]:
    """Every unambiguous, uncommon name of a glossary entry, in all its forms."""
    glossary = [entry for entry in entries if entry.kind in GLOSSARY_KINDS]
    claims: dict[tuple[str, str], set[str]] = defaultdict(set)
    verbs: dict[tuple[str, str], set[str]] = defaultdict(set)
    for entry in glossary:
        for name in names_of(entry):
            claims[(entry.game, name)].add(entry.key)
        verb = action_verb(entry.title)
        if verb:
            verbs[(entry.game, verb)].add(entry.key)
    named_by: dict[tuple[str, str], set[str]] = defaultdict(set)  # a word of a name → the keys so named
    for (game, name), keys in claims.items():
        for word in name.split():
            named_by[(game, word)] |= keys
    for (game, verb), keys in verbs.items():
        if not any(named_by.get((game, form), set()) - keys for form in [verb, *inflections(verb)]):
            claims[(game, verb)] = keys
    common = _common_words(entries)
    printed = _printed_text(entries)
    terms: dict[tuple[str, str], Term] = {}
    for (game, name), keys in claims.items():
        if len(keys) != 1 or _is_common(name, common.get(game, set())):
            continue
        (key,) = keys
        for phrase in forms(name):
            if phrase == name or phrase in printed.get(game, ""):
                terms.setdefault((game, phrase), Term(phrase, key, game))
    # a form of one name that is another entry's name is that entry's ("Attacked" vs "Attack")
    owned = {(game, name): next(iter(keys)) for (game, name), keys in claims.items() if len(keys) == 1}
    return sorted(
        (term for (game, phrase), term in terms.items() if owned.get((game, phrase), term.key) == term.key),
        key=lambda term: (term.game, term.phrase),
    )


def names_of(entry: Entry) -> list[str]:
    """The names an entry's title and aliases give, lower-cased, in order."""
    found: list[str] = []
    for title in (entry.title, *entry.aliases):
        for name in _split_title(title):
            name = " ".join(_WORD.findall(name.replace("’", "'"))).casefold().replace("'", "’")
            words = name.split()
            if words and name not in found and words[0] not in FUNCTION_WORDS and words[-1] not in FUNCTION_WORDS:
                found.append(name)
    return found


def _split_title(title: str) -> list[str]:
    title = _QUOTES.sub("", _QUALIFIER.sub(" ", title)).strip()
    title = re.sub(r"\s+X$", "", title)
    names = [title]
    parts = [part.strip() for part in title.split(",")]
    if len(parts) == 2 and parts[1].split() and parts[1].split()[-1].casefold() in FUNCTION_WORDS:
        return [f"{parts[1]} {parts[0]}"]  # "Tokens, Running out of"
    if len(parts) > 1:
        names += [part for part in parts if part[:1].isupper()]
    expanded: list[str] = []
    for name in names:
        expanded.append(name)
        if "/" in name:
            expanded += _slash_names(name)
    return [name for name in expanded if "/" not in name]


def _slash_names(name: str) -> list[str]:
    """ "Automatic Failure/Success" → both; "Killed/Insane Investigators" → both."""
    left, _, right = name.partition("/")
    left_words, right_words = left.split(), right.split()
    if not left_words or not right_words:
        return []
    if len(right_words) == 1 and len(left_words) > 1:
        return [left, " ".join([*left_words[:-1], right])]
    if len(left_words) == 1 and len(right_words) > 1:
        return [" ".join([left, *right_words[1:]]), right]
    return [left, right]


def action_verb(title: str) -> str | None:
    """ "Engage Action" → "engage": an action's entry names the verb a player says."""
    match = re.fullmatch(r"(\w+) Action", title.strip())
    return match.group(1).casefold() if match else None


def forms(name: str) -> list[str]:
    """A name and its inflections: the last word's, and the head word's before "of" (those that
    are no English word never match a text and are dropped by the caller)."""
    words = name.split()
    found = [name]
    for index in {len(words) - 1, *(i - 1 for i, word in enumerate(words) if word == "of" and i > 0)}:
        for form in inflections(words[index]):
            found.append(" ".join([*words[:index], form, *words[index + 1 :]]))
    return list(dict.fromkeys(found))


def inflections(word: str) -> list[str]:
    """The regular forms of an English word: plural or third person, past, gerund."""
    if not word.isalpha() or len(word) < 3:
        return []
    if word.endswith("e"):
        return [word + "s", word + "d", word[:-1] + "ing"]
    if word.endswith(("s", "x", "ch", "sh")):
        return [word + "es", word + "ed", word + "ing"]
    if word.endswith("y") and word[-2] not in "aeiou":
        return [word[:-1] + "ies", word[:-1] + "ied", word + "ing"]
    return [word + "s", word + "ed", word + "ing"]


def _common_words(entries: list[Entry]) -> dict[str, set[str]]:
    """Per game, the words in more than ``MAX_DOCUMENT_SHARE`` of its entries."""
    documents: dict[str, Counter[str]] = defaultdict(Counter)
    totals: Counter[str] = Counter()
    for entry in entries:
        totals[entry.game] += 1
        documents[entry.game].update({word.casefold() for word in _WORD.findall(entry.text)})
    return {
        game: {word for word, count in counts.items() if count > MAX_DOCUMENT_SHARE * totals[game]}
        for game, counts in documents.items()
    }


def _printed_text(entries: list[Entry]) -> dict[str, str]:
    """Per game, every entry's words lower-cased and joined by single spaces, to look forms up in."""
    texts: dict[str, list[str]] = defaultdict(list)
    for entry in entries:
        texts[entry.game].append(" ".join(_WORD.findall(f"{entry.title} {entry.text}")).casefold())
    return {game: " " + " ¶ ".join(parts) + " " for game, parts in texts.items()}


def _is_common(name: str, common: set[str]) -> bool:
    words = name.split()
    return len(words) == 1 and (words[0] in FUNCTION_WORDS or words[0] in common)
