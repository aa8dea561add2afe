"""Lists inside one noun phrase: the commas and "and" / "or" that join items of one kind rather than clauses.

A sentence is cut into clauses at a comma before a connective and at "and" / "or" before a verb (:mod:`.grammar`);
but card text also lists the items of one noun phrase with the same words: icons ("[skull], [cultist], or
[auto_fail]"), names ("the set-aside Cloister, Chapel of St. Aubert, and Abbey Tower locations"), noun phrases of
one kind ("the top 3 cards of any investigator's deck, or the encounter deck") and keywords ("gains hunter and
retaliate"). Each test here looks at the tokens around one separator, so the sentence is still read in one pass.
"""

from __future__ import annotations

from .lexicon import AUXILIARIES, CLOSED, KEYWORDS, NOUN_VERBS, lemma
from .tokens import Token
#: What opens a listed noun phrase after ", or" / ", and": a determiner of a noun (not "that", "it": a pronoun or a
#: clause's subject may follow as well).
_NP_OPENERS = frozenset("the a an any each another your his her its their".split())
#: What ends a listed noun phrase: the sentence's end or its next separator.
_ENDS = frozenset({",", ";", ":", ".", "(", ")"})


def icon_list(tokens: list[Token], i: int) -> bool:
    """Is the comma at ``i`` inside a list of icons of one kind ("[skull], [cultist], or [auto_fail]",
    "[willpower], [intellect] and [combat]")? Its items are one noun phrase's, so it ends no clause. A list of chaos
    tokens may name numbered ones among its icons ("each [elder_sign], "+1," "0," or "-1" token": :func:`_token_list`)."""
    if not 0 < i < len(tokens) - 1 or (tokens[i - 1].kind not in ("chaos", "skill") and not _token_list(tokens, i)):
        return False
    kind, nxt = tokens[i - 1].kind, tokens[i + 1]
    if nxt.low in ("or", "and") and i + 2 < len(tokens):
        nxt = tokens[i + 2]
    return nxt.kind == kind or _token_list(tokens, i)


#: The kinds of token a list of chaos tokens names: an icon, or a number printed as a token is ("+1", "0", "-1").
_TOKEN_KINDS = ("chaos", "number")


def _token_list(tokens: list[Token], i: int) -> bool:
    """Is the comma at ``i`` between two chaos tokens of a list that names an icon before it ("[elder_sign], "+1,"
    "0," or "-1"")? Numbers alone ("1, 2, or 3") are no list of tokens: an icon must open it."""
    j = i + 1 + (i + 1 < len(tokens) and tokens[i + 1].low in ("or", "and"))
    if tokens[i - 1].kind not in _TOKEN_KINDS or j >= len(tokens) or tokens[j].kind not in _TOKEN_KINDS:
        return False
    k = i - 1
    while k >= 0 and (tokens[k].kind in _TOKEN_KINDS or tokens[k].text == ","):
        if tokens[k].kind == "chaos":
            return True
        k -= 1
    return False


def modifier_list(tokens: list[Token], i: int) -> bool:
    """Is the comma at ``i`` inside a list of a card's value modifiers ("gets +1 fight, +1 health, and +1 evade for
    each resource on Shadow-spawned")? A signed amount and its value before it, a signed amount after it (or after its
    "and"/"or"): one noun phrase of modifiers, so a "for each" after the last counts for every one of them."""
    if not 1 < i < len(tokens) - 1 or not _signed(tokens[i - 2]) or tokens[i - 1].kind != "word":
        return False
    j = i + 1 + (tokens[i + 1].low in ("or", "and"))
    return j < len(tokens) and _signed(tokens[j])


def _signed(t: Token) -> bool:
    """A signed amount: "+1", "-2"."""
    return t.kind == "number" and t.text[:1] in "+-" and t.text[1:].isdigit()


def name_list(tokens: list[Token], i: int) -> bool:
    """Is the comma at ``i`` inside a list of names ("the set-aside Cloister, Chapel of St. Aubert, and Abbey Tower
    locations")? It is when a name comes before it and after it (or after its "and"/"or"), and no verb follows that
    name ("…, and Agnes takes 1 horror" is a clause of its own)."""
    if not 0 < i < len(tokens) - 1 or tokens[i - 1].kind not in ("name", "trait"):
        return False
    j = i + 1 + (tokens[i + 1].low in ("or", "and"))
    if j >= len(tokens) or tokens[j].kind not in ("name", "trait"):
        return False
    while j < len(tokens) and tokens[j].kind in ("name", "trait"):
        j += 1
    return j == len(tokens) or tokens[j].kind != "word" or tokens[j].low in CLOSED or lemma(tokens[j].low) is None


def noun_list(tokens: list[Token], i: int) -> bool:
    """Is the comma at ``i``, before "or" / "and", the last separator of a list of noun phrases ("Look at the top 3
    cards of any investigator's deck, or the encounter deck", "Discard an asset you control, or a card from your
    hand")? It is when a noun ends the words before it and, after the connective, a determiner opens a noun phrase
    that runs to the sentence's end, its next separator or the next "and" / "or" (where a clause of its own may begin:
    "Search the encounter deck, discard pile, and the void for Hunting Horror and spawn it …") with no verb in it: the
    item has no verb of its own, so it is no clause (a verb that may be a noun, "the next test", stays a noun after its
    determiner). Plurals listed under one determiner ("all investigators, enemies, and attachments") take none: a bare
    plural after the connective, a plural before it, is an item as well."""
    if not 0 < i < len(tokens) - 2 or tokens[i + 1].low not in ("or", "and") or \
            (tokens[i + 2].low not in _NP_OPENERS and not _bare_plurals(tokens[i - 1], tokens[i + 2])):
        return False
    before = tokens[i - 1]
    if before.kind not in ("word", "name", "trait", "self") or before.low in CLOSED or \
            (before.kind == "word" and lemma(before.low) not in (None, *NOUN_VERBS)):
        return False
    j = i + 3
    while j < len(tokens) and tokens[j].text not in _ENDS and tokens[j].low not in ("and", "or"):
        t = tokens[j]
        if t.kind == "word" and (t.low in AUXILIARIES or t.low in ("you", "they", "he", "she", "it")
                                 or (lemma(t.low) is not None and t.low not in NOUN_VERBS
                                     and not _plural_noun(t.low))):
            return False
        j += 1
    return j > i + 3


def _bare_plurals(before: Token, after: Token) -> bool:
    """Two plural nouns with no determiner of their own, either side of ", and": "enemies, and attachments"."""
    return all(t.kind == "word" and t.low.endswith("s") and t.low not in CLOSED and lemma(t.low) is None
               for t in (before, after))


def _plural_noun(low: str) -> bool:
    """A noun-verb's plural ("tests", "attacks") where an -s form is read as a noun of the list."""
    return low.endswith("s") and low[:-1] in NOUN_VERBS


def keyword_list(tokens: list[Token], i: int) -> bool:
    """Is ``tokens[i]`` a keyword listed after another by "and" / "or" / a comma ("gains hunter and retaliate",
    "loses aloof, hunter, and retaliate")? Then it is an item of the object, not a verb ("retaliate" is one in the
    lexicon)."""
    if tokens[i].low not in KEYWORDS:
        return False
    j = i - 1
    while j >= 0 and (tokens[j].low in ("and", "or") or tokens[j].text == ","):
        j -= 1
    return j < i - 1 and j >= 0 and tokens[j].low in KEYWORDS


def comma_in_keywords(tokens: list[Token], i: int) -> bool:
    """Is the comma at ``i`` between two keywords of one list ("aloof, hunter, and retaliate")?"""
    j = i + 1 + (i + 1 < len(tokens) and tokens[i + 1].low in ("and", "or"))
    return j < len(tokens) and keyword_list(tokens, j)


#: The positions of a card placed beside a location (a grid of locations): "above", "below", "to the left / right".
_POSITIONS = frozenset({"above", "below"})
_SIDES = frozenset({"left", "right"})


def position_list(tokens: list[Token], i: int) -> bool:
    """Is the comma at ``i`` inside a list of positions ("into play above, below, or to the right of Well of Souls")?
    It is when a position ends the words before it ("above", "the left") and another opens the words after it or
    after its "and" / "or" ("below", "to the right"): the positions are one placement, no clause of their own."""
    if not 0 < i < len(tokens) - 1:
        return False
    before = tokens[i - 1].low
    if before not in _POSITIONS and not (before in _SIDES and i >= 2 and tokens[i - 2].low == "the"):
        return False
    j = i + 1 + (tokens[i + 1].low in ("or", "and"))
    if j >= len(tokens):
        return False
    if tokens[j].low in _POSITIONS:
        return True
    return tokens[j].low == "to" and j + 2 < len(tokens) and tokens[j + 1].low == "the" and tokens[j + 2].low in _SIDES


#: The prepositions of a place an option after ", or" may open with, its verb left out ("Move from her location to a
#: connecting location, or to her location from a location connected to it").
PLACE_PREPOSITIONS = ("to", "from", "into", "onto")


def keeps_comma(tokens: list[Token], i: int) -> bool:
    """Whether the comma at ``i`` goes on with an exclusion of the noun phrase before it (", and without a Locked Door
    attached") or with a second option of the same verb, said from its preposition (", or to her location from …":
    :mod:`.elided_verb`): not the end of a clause."""
    words = [t.low for t in tokens[i + 1:i + 3]]
    return tokens[i].text == "," and (words == ["and", "without"]
                                      or (words[:1] == ["or"] and words[1:] != [] and words[1] in PLACE_PREPOSITIONS))
