"""Constant abilities printed as an instruction to modify a value: "Reduce / Increase the cost of X by N",
"Reduce the difficulty of skill tests you perform … by N", "Each skill test performed at X gets +N difficulty".

A modifier (Modifiers) to a card's cost is the engine's ``cost-modifier`` on the plays it applies to (Costs);
one to a skill test's difficulty its ``difficulty-modifier`` (Difficulty). The verb gives the sign ("reduce" −,
"increase" +), "by N" the amount, the "of …" phrase what is modified: the cards played ("each asset you play",
"each card in your hand" — a card's cost counts when it is played), or the skill tests made ("skill tests you
perform", "… performed at attached location"). Whom it governs is the scope the caller read
("While you are in Easttown, …": each investigator there), else "you".

A shape it does not know returns None (the next rule reads it, or it stays a gap with its reason).
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .instruction import Phrase
from .model import NotParsed
from .tokens import Token
from .words import SELF
from .trigger_tree import card_filter

Fields = dict[str, Any]
#: The cards a cost modifier may name, as the engine's card types (None: any card).
CARDS = {"card": None, "cards": None, "asset": "asset", "assets": "asset", "event": "event", "events": "event",
         "skill": "skill", "skills": "skill"}
#: What follows the cards: the plays they are ("you play") or where they are played from ("in your hand").
PLAYED = (["you", "play"], ["in", "your", "hand"], [])
#: Where the tests are made or during which action: the filter they add (a scope, or ``via``).
TESTS = {("at", "attached", "location"): {"who": "investigator-at-this-location"},
         ("at", "this", "location"): {"who": "investigator-at-this-location"},
         ("at", SELF): {"who": "investigator-at-this-location"},  # "each skill test at North Tower", on North Tower
         ("at", "the", SELF): {"who": "investigator-at-this-location"},
         (): {}}
#: The actions whose skill tests "during X actions" names: each test's ``via`` is the action it is made during (a
#: Parley ability's test is made during the parley action it performs: Action Designators).
DURING = ("investigate", "fight", "evade", "parley")
#: The quotation marks an action's name may be printed in ("during 'parley' actions").
QUOTES = "'\"\u2018\u2019\u201c\u201d"


def words_of(chunks: list[Chunk]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens if c.kind != "punct"]


def amount_of(words: list[str]) -> tuple[list[str], int] | None:
    """"… by 2": the words before and the amount."""
    if len(words) < 2 or words[-2] != "by" or not words[-1].isdigit():
        return None
    return words[:-2], int(words[-1])


def _composed(what: list[str], tokens: list[Token]) -> str | None:
    """"Ally asset", "Tome or Spell card" (as printed, ``tokens`` the clause's): a composed filter of the cards (their
    traits and type: ``ally-asset``), from the one composer of card sets (:func:`.trigger_tree.card_filter`)."""
    at = next((k for k in range(len(tokens)) if [t.low for t in tokens[k:k + len(what)]] == what), None)
    if at is None:
        return None
    return card_filter(Phrase([Token("word", "a", "a"), *tokens[at:at + len(what)]]))


def _cost(what: list[str], who: str, n: int, text: str, tokens: list[Token]) -> list[Fields] | None:
    """"each asset you play", "each Ally asset you play", "each card in your hand": a cost modifier on those plays."""
    what = what[1:] if what[:1] == ["each"] else what
    noun = next((k for k, w in enumerate(what) if w in CARDS), None)
    if noun is None or what[noun + 1:] not in PLAYED:
        return None
    applies: Fields = {"event": "play-card", "who": who}
    played = played_cards(what[:noun + 1], tokens, text)
    if played is not None:
        applies["what"] = played
    return [{"applies-to": applies, "cost-modifier": n}]


def played_cards(what: list[str], tokens: list[Token], text: str) -> str | None:
    """The cards a cost modifier names, their noun last ("asset", "Ally asset", "other card"): the engine's filter of
    the cards played (None: any card); :class:`NotParsed` when no filter composes them."""
    if len(what) > 1:  # qualified: "Ally asset"
        composed = _composed(what, tokens)
        if composed is None:
            raise NotParsed(text, f"a cost modifier to '{' '.join(what)}' cards: no filter of the engine composes them")
        return composed
    return CARDS[what[0]]


def _tests(what: list[str], who: str | None, n: int) -> list[Fields] | None:
    """"skill tests you perform", "… performed at attached location", "each skill test at @self": a difficulty
    modifier. Whose tests they are is the caller's scope, else "you" — but a test at a place ("at this location") is
    anyone's there, the place its scope."""
    what = what[1:] if what[:1] == ["each"] else what
    if what[:2] not in (["skill", "tests"], ["skill", "test"]):
        return None
    rest = what[2:]
    yours = rest[:2] == ["you", "perform"]
    rest = rest[2:] if yours else rest[1:] if rest[:1] == ["performed"] else rest
    extra = TESTS[tuple(rest)] if tuple(rest) in TESTS else _during(rest)
    who = who or ("investigator" if extra and "who" in extra and not yours else "you")
    if extra is None or ("who" in extra and who != "investigator"):  # "you … at X": no selector holds both
        return None
    applies: Fields = {"event": "skill-test-begins", "who": who, **extra}
    return [{"applies-to": applies, "difficulty-modifier": n}]


def _during(rest: list[str]) -> Fields | None:
    """"during 'parley' actions", "during a fight action": the tests made during that action (its ``via``)."""
    words = [w.strip(QUOTES) for w in rest]
    words = [w for w in words if w and w not in ("a", "an")]
    if len(words) == 3 and words[0] == "during" and words[1] in DURING and words[2] in ("action", "actions"):
        return {"via": words[1]}
    return None


def read_modify(chunks: list[Chunk], who: str | None, text: str) -> list[Fields] | None:
    """The cost or difficulty modifiers of one clause; None when it is no such instruction."""
    words = words_of(chunks)
    if len(words) > 3 and words[0] in ("reduce", "increase") and chunks[0].kind == "verb":
        cut = amount_of(words[1:])
        if cut is None:
            return None
        rest, n = cut
        sign = -1 if words[0] == "reduce" else 1
        rest = rest[1:] if rest[:1] == ["the"] else rest
        if rest[:3] in (["cost", "of", *rest[2:3]], ["resource", "cost", "of"]):
            rest = rest[rest.index("of") + 1:]
            return _cost(rest, who or "you", sign * n, text, [t for c in chunks for t in c.tokens if c.kind != "punct"])
        if rest[:2] == ["difficulty", "of"]:
            return _tests(rest[2:], who, sign * n)
        return None
    if len(words) > 4 and words[-1] == "difficulty" and words[-3] == "gets" and words[-2][:1] in "+-" \
            and words[-2][1:].isdigit():  # "Each skill test performed at attached location gets +1 difficulty"
        return _tests(words[:-3], who or "investigator", int(words[-2]))
    return None
