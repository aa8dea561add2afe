"""The condition a constant ability holds under, wherever it is printed: a leading "While X," or "If X," (no timing
word: a state, not a triggering condition), or a trailing "… while X" after a list of modifiers.

"Some constant abilities are only active while a specified condition is met … the effects of such abilities are
active any time the specified condition is met" (Constant Abilities); an "If" with no timing word names such a
condition too ("If there are 3 resources on Shadow-spawned, Hunting Horror also gains Massive": nothing occurs, a
state holds). The condition is one record for every constant, whatever it does (a modifier, a keyword gained, a
"cannot", a cost): the reader of the constant composes the rest, and this module only reads the clause of the
condition into the engine's ``condition`` — so a constant another module reads gets its condition here too.

A clause is read as a verb frame, not matched: its subject (the card's own name, a pronoun for it, a card's printed
name, "you"), its verb, and what follows. This module adds to the frames :mod:`.constant_while` reads (a card's
state or place) and to the counts :mod:`.counts` composes:

- "you control X" / "you do not control X" → ``{card: X, state: controlled}`` (Control: in play under your control);
- "X is (not) in your hand" → ``in-your-hand`` / ``not-in-your-hand`` (the card in its owner's hand, "your" being
  the investigator the constant governs);
- "X is (not) controlled by a player / an investigator" → ``controlled-by-any`` / ``not-controlled-by-any`` (a card
  in play that some investigator controls, or none does: a story asset before it is taken).
"""

from __future__ import annotations

import re
from typing import Any

from .conditions import card_state, parse_condition
from .constant_while import card_condition
from .engaged_conditions import engaged_condition
from .grammar import Chunk, one_clause
from .instruction import Phrase, printed_name
from .moving_conditions import moving_condition, referent
from .words import SELF, VIA

Fields = dict[str, Any]
#: The pronouns a condition's subject may be for the card bearing it (or the one the sentence named).
PRONOUNS = ("it", "he", "she")
#: Whom "controlled by …" names when it names any investigator (Control: only investigators control cards).
_ANY_CONTROLLER = (["a", "player"], ["an", "investigator"], ["any", "player"], ["any", "investigator"])
#: A pronoun subject with nothing named before it: the card bearing the text ("He cannot leave play …").
OWN = (["he"], ["she"], ["it"])
#: The card states that speak of "you" (your control, your hand, your location): on a card no investigator controls,
#: whose they are is the governed investigator's, as a count of "you" is.
YOUR_STATES = ("controlled", "not-controlled", "in-your-hand", "not-in-your-hand", "at-your-location",
               "not-at-your-location")
#: The connectives a constant's condition is printed after (a leading clause; "if" with no timing word).
CONNECTIVES = (("while",), ("if",))


def _words(chunks: list[Chunk]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens if c.kind not in ("conj", "punct")]


def _card(chunks: list[Chunk]) -> str | None:
    """The card a subject or object names: ``self`` for the card's own name or a pronoun, else a printed name."""
    words = _words(chunks)
    if words == [SELF.lower()] or (len(words) == 1 and words[0] in PRONOUNS):
        return "self"
    tokens = [t for c in chunks for t in c.tokens if c.kind not in ("conj", "punct")]
    return printed_name(Phrase(tokens)) if tokens else None


def _negated(verb: list[str]) -> bool:
    return "not" in verb or "n't" in verb


def state_condition(chunks: list[Chunk], card_type: str | None) -> Fields | None:
    """A condition clause (its chunks, the connective and comma left out) naming a card's state → the engine's
    ``{card, state}`` (and ``at``); None for a clause that names no card's state (a count is read elsewhere)."""
    verb_at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if verb_at is None or verb_at == 0:
        return None
    subject, verb, after = chunks[:verb_at], [t.low for t in chunks[verb_at].tokens], chunks[verb_at + 1:]
    if _words(subject) == ["you"] and verb[-1] == "control" and after:  # "While you control Lita Chantler"
        card = _card(after)
        return None if card is None else {"card": card, "state": "not-controlled" if _negated(verb) else
                                          "controlled"}
    if verb[-1] in ("control", "controls") and after and _controller_at(subject, card_type) is not None:
        card = _card(after)  # "While an investigator at this location controls Mr. Peabody"
        at = _controller_at(subject, card_type)
        return None if card is None or _negated(verb) else {"card": card, "state": "controlled-by-any", "at": at}
    card = _card(subject)
    if card is None or verb[0] != "is" or len(after) != 1 or after[0].kind != "pp":
        return card_condition(chunks, card_type)
    place = [t.low for t in after[0].tokens]
    if verb[1:] in (["controlled"], ["not", "controlled"]) and place[0] == "by" and place[1:] in _ANY_CONTROLLER:
        return {"card": card, "state": "not-controlled-by-any" if _negated(verb) else "controlled-by-any"}
    if verb[1:] in ([], ["not"]) and place == ["in", "your", "hand"]:  # "While Clasp of Black Onyx is in your hand"
        return {"card": card, "state": "not-in-your-hand" if _negated(verb) else "in-your-hand"}
    found = card_condition(chunks, card_type)  # "is at a Bayou location" (a place composed), else a state as printed
    return found if found is not None else card_state(" ".join(["if", *_printed(chunks)]))


#: Where "an investigator at <place>" who controls a card is, as the condition's ``at`` (an asset is at its
#: controller's location: Asset Cards), by the card type it may be printed on (None: any).
_CONTROLLER_PLACES: dict[str, tuple[str, str | None]] = {"this location": ("self", "location"),
                                                        "your location": ("your-location", None)}


def _controller_at(subject: list[Chunk], card_type: str | None) -> str | None:
    """"an investigator at this location" (on a location: that location) → the ``at`` of the card it controls; None
    for any other subject."""
    if len(subject) != 2 or _words(subject[:1]) != ["an", "investigator"] or subject[1].kind != "pp":
        return None
    place = _words(subject[1:])
    found = _CONTROLLER_PLACES.get(" ".join(place[1:])) if place[:1] == ["at"] else None
    return found[0] if found is not None and found[1] in (None, card_type) else None


def trailing(chunks: list[Chunk]) -> tuple[int, int, bool] | None:
    """Where a trailing condition opens in a constant's clause: ``(at, after, firm)`` — the connective's first chunk,
    the first chunk of the condition, and whether the connective can only open a condition ("while", "as long as":
    a condition not read is a gap) or may open something else ("if": a condition not read leaves the clause as it
    was); None when there is none."""
    for k, chunk in enumerate(chunks):
        word = chunk.text.lower() if chunk.kind == "conj" else ""
        if word in ("while", "if"):
            return k, k + 1, word == "while"
        if word == "as" and [t.low for c in chunks[k + 1:k + 3] for t in c.tokens] == ["long", "as"]:
            return k, k + 3, True
    return None


def as_long_as(chunks: list[Chunk]) -> list[Chunk] | None:
    """A leading "As long as X," clause's condition chunks (a synonym of "while"); None for another clause."""
    words = [t.low for c in chunks[:3] for t in c.tokens]
    return list(chunks[3:]) if words == ["as", "long", "as"] else None


def before_while(chunks: list[Chunk]) -> list[Chunk]:
    """The chunks of a clause before a trailing condition ("and +1 [agility] while you have 3 or fewer remaining
    sanity" → "and +1 [agility]"): the list of what is got goes on up to the condition, which is read apart."""
    cut = trailing(chunks)
    return chunks if cut is None else chunks[:cut[0]]


def without_also(chunks: list[Chunk]) -> list[Chunk]:
    """A main clause with its "also" left out ("Hunting Horror also gains Massive"): the word says the constant adds to
    what the card has, which every constant does (Modifiers; Gains)."""
    kept = [Chunk(c.kind, tuple(t for t in c.tokens if t.low != "also")) for c in chunks]
    return [c for c in kept if c.tokens]


#: The determiners of an indefinite subject: "an enemy is engaged with you" says "there is an enemy engaged with you".
_INDEFINITE = ("a", "an", "no", "any")


def _printed(chunks: list[Chunk]) -> list[str]:
    """The clause's words as printed (a trait keeps its capital: "at a Ritual location"); a lone "he" or "she" is the
    card bearing the text, "him" or "her" the same card as an object, as "it" reads ("He cannot leave play while he
    has less than 3 doom on him"); "he or she" is an investigator, left as it is."""
    words = [t.text for c in chunks for t in c.tokens if c.kind not in ("conj", "punct")]
    if "or" in (w.lower() for w in words):
        return words
    return [SELF if w.lower() in ("he", "she") else "it" if w.lower() in ("him", "her") else w for w in words]


def _cataphora(words: list[str]) -> list[str]:
    """An object "it" in a condition naming no card before it is the card bearing the text ("While there are 3 or
    more doom on it, Ghoul gets …")."""
    return [SELF if w.lower() == "it" and k and words[k - 1].lower() in ("on", "to", "at") else w
            for k, w in enumerate(words)]


def condition_of(chunks: list[Chunk], card_type: str | None) -> Fields | None:
    """A condition clause (its chunks, the connective and comma left out) → the engine's ``condition``: a card's
    state (:func:`state_condition`) or a bounded count of the state (:func:`.conditions.parse_condition`), an
    indefinite subject read as "there is …" ("an enemy is engaged with you"); None when it is neither."""
    found = state_condition(chunks, card_type) or moving_condition(chunks)  # "an enemy is moving": a time period
    if found is not None:
        return found
    words = _printed(chunks)
    found = engaged_condition([w.lower() for w in words], card_type)  # "engaged with an investigator with …"
    if found is not None:
        return found
    found = parse_condition(" ".join(["if", *words])) or parse_condition(" ".join(["if", *_cataphora(words)]))
    verb_at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if found is None and verb_at and _words(chunks[:1])[:1] in [[d] for d in _INDEFINITE] \
            and _words(chunks[verb_at:verb_at + 1])[0] in ("is", "are"):  # "is", "is engaged"
        subject = len([t for c in chunks[:verb_at] for t in c.tokens if c.kind not in ("conj", "punct")])
        found = parse_condition(" ".join(["if", "there", words[subject], *words[:subject], *words[subject + 1:]]))
    return found


#: An investigator's action a gerund names → the values of the card acted on that only that action reads: a
#: location's shroud is the difficulty of investigating it, an enemy's fight and evade of attacking and evading it
#: (Skill Tests; the engine's value modifiers apply to those tests alone).
_ACTING_ON = {"investigating": ("shroud",), "attacking": ("fight",), "fighting": ("fight",), "evading": ("evade",)}
#: An enemy's own action → its values that action reads (Enemy Attacks: it "deals damage and horror equal to its
#: damage and horror values").
_ACTING = {"attacking": ("damage", "horror")}
#: The verbs of a value modifier's clause.
_MODIFYING = ("get", "gets", "deal", "deals")


def _values(main: list[Chunk]) -> list[str] | None:
    """The values a modifier clause changes ("it gets +1 shroud for each horror on you" → shroud; "Each enemy at X
    deals +1 horror" → horror), up to a "for each"; None when the clause is no value modifier."""
    verb_at = next((k for k, c in enumerate(main) if c.kind == "verb"), None)
    if verb_at is None or _words(main[verb_at:verb_at + 1]) not in [[v] for v in _MODIFYING]:
        return None
    words = _words(main[verb_at + 1:])
    cut = next((k for k in range(len(words) - 1) if words[k:k + 2] == ["for", "each"]), len(words))
    values = [w for w in words[:cut] if w not in ("and", "value") and not w.lstrip("+-").isdigit()]
    return values or None


def idle_while(clause: list[Chunk], main: list[Chunk]) -> tuple[str | None] | None:
    """A "while" naming the very action whose values the constant modifies: the condition holds whenever the value
    is read, so it says nothing more (the modifier applies to that action's tests or attacks alone) — "While you are
    investigating Yard, it gets +1 shroud …", "Each enemy at Bishop's Brook deals +1 horror while it is attacking".
    Returns ``(card,)``, the card the action is done to (for a pronoun subject after it: "it gets"), or None when the
    clause says more than that."""
    values = _values(main)
    verb_at = next((k for k, c in enumerate(clause) if c.kind == "verb"), None)
    if values is None or verb_at is None or verb_at == 0:
        return None
    subject, verb, after = _words(clause[:verb_at]), _words(clause[verb_at:verb_at + 1]), clause[verb_at + 1:]
    if len(verb) != 2 or verb[0] not in ("is", "are"):
        return None
    if subject == ["you"] and verb[1] in _ACTING_ON and after and all(v in _ACTING_ON[verb[1]] for v in values):
        target = _card(after)
        return None if target is None else (target,)
    if len(subject) == 1 and subject[0] in PRONOUNS and verb[1] in _ACTING and not after \
            and all(v in _ACTING[verb[1]] for v in values):
        return (None,)
    return None


def acting_on(chunks: list[Chunk], card_type: str | None) -> Fields | None:
    """"investigating this location", "you are attacking Ghoul", "while evading @self": the action's tests made
    against one card — ``via`` and ``what`` (the card itself, "this location", a printed name) — whom the constant
    then governs ("While investigating this location, you get -1 [intellect]"); None for any other clause."""
    words = _words(chunks)
    start = 2 if words[:2] == ["you", "are"] else 0
    tokens = [t for c in chunks for t in c.tokens if c.kind not in ("conj", "punct")][start:]
    doing = next((key for key in sorted(VIA, key=len, reverse=True)
                  if [t.low for t in tokens[:len(key.split())]] == key.split()), None)  # "attempting to evade": 3 words
    width = len(doing.split()) if doing is not None else 0
    if doing is None or len(tokens) <= width:
        return None
    rest = [t.low for t in tokens[width:]]
    if rest == ["this", "location"]:
        what = "self" if card_type == "location" else "this-location"
    elif rest in ([SELF.lower()], ["it"]):
        what = "self"
    else:
        what = printed_name(Phrase(tokens[width:]))
    return None if what is None else {"via": VIA[doing], "what": what}


#: A condition printed before or after a constant the tree's rules do not read (a phrase of the table, another
#: family's reading): its connective, its clause, and the rest of the sentence.
_LEADING = re.compile(r"^(?:while|if|as long as)\s+(?P<condition>[^,]+),\s*(?P<rest>.+)$", re.I)
_TRAILING = re.compile(r"^(?P<rest>[^,]+?)\s+(?:while|as long as)\s+(?P<condition>[^,]+)$", re.I)


def split_condition(text: str, card_type: str | None) -> tuple[str, Fields] | None:
    """A constant's sentence as the rest and its condition, when a leading "While X," / "If X," / "As long as X," or
    a trailing "… while X" / "… as long as X" reads as a condition (:func:`condition_of`): the constant is then read
    from the rest, by any of the constants' readers, and holds under the condition (Constant Abilities); None when
    there is no such clause, or it reads as no condition."""
    for pattern in (_LEADING, _TRAILING):
        m = pattern.fullmatch(text.strip())
        if m is None:
            continue
        sentence = one_clause(m.group("condition"))
        if sentence is None:
            continue
        found = condition_of([c for c in sentence.clauses[0].chunks if c.kind not in ("conj", "punct")], card_type)
        if found is not None:
            return referent(m.group("rest"), found), found
    return None
