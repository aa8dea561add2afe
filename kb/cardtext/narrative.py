"""Narrative inside an ability's effect: story told, not instructions given.

Scenario cards print story among their rules ("You lure the creature into the dense tree cover, and it becomes
tangled. Investigators in Cold Spring Glen may, as a group, place …"; "If you succeed, he howls like a wolf and tears
off through the basement; remember that you …"). Such words change nothing the engine does, but guessing an effect
from them would be wrong and refusing them would hide the rules beside them. So the reader tells story from rules by
grammar, never by the sentence:

- an instruction is an imperative ("Lure the creature …") or a clause with a modal ("you may …", "you must …", "you
  cannot …"): a story is a declarative clause, its subject before its verb, with no modal and no negation;
- a rule names game objects: an amount, an icon, a marked trait, or a game noun ("clue", "enemy", "location",
  "action", "damage" …, :data:`GAME_WORDS`, which also holds the states the game puts things in: "defeated",
  "insane", "engaged" …); a story names none (a card's name may stand in it: "You show Daniel the clasp");
- a verb the engine reads an effect of (the lowering's rules, passed in) is a story's only with no name, no
  pronoun object and no particle beside it ("You set a bait using a live animal", but never "you set it aside").

Quoted speech opening a sentence ('"It's only after her!" You throw Lita …') is story too. A whole sentence of story is
the ability's ``flavour`` (``effects.parse_effects``); story clauses beside an instruction in one sentence (cut at its
semicolons) are left to the ability's text, the instruction read alone and the sentence kept as its ``text``
(:func:`told`). A resolution point printed as a sentence of its own after the story ("… spare your lives. (→R3)") is
the engine's ``resolution``, as when printed alone (:mod:`.resolutions`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection

from .grammar import Chunk, Clause, Refused, read_sentence
from .model import NotParsed
from .resolutions import resolution_point
from .vocabulary import Context, Effect

Lower = Callable[[str, Context], list[Effect]]

#: Nouns (singular, as :func:`_singular` reduces them) and states that name the game's objects or outcomes.
GAME_WORDS = frozenset("""
card location enemy enemie asset event skill treachery treacherie clue doom damage horror resource investigator
action token ability abilitie weakness weaknesse agenda act deck hand test turn round phase area pile scenario campaign
experience trauma health sanity shroud difficulty value icon trait keyword attack victory chaos bag encounter slot use
charge secret supply supplie ammo control game player lead copy cost modifier symbol point number effect limit window
upkeep mythos investigation evasion engagement text level class type bonus threat story resolution act agenda
defeated eliminated killed insane engaged exhausted ready readied revealed unrevealed discarded set-aside aside
hunter retaliate alert aloof massive peril surge elusive fast
""".split())
#: Auxiliaries of an instruction or a condition, never of a story's plain telling.
_MODALS = frozenset("may must can cannot would could should might will shall not can't won't couldn't wouldn't "
                    "shouldn't don't doesn't didn't isn't aren't".split())
#: Pronouns standing for a game object after a game verb ("set it aside", "show him to …").
_OBJECT_PRONOUNS = frozenset("it them him her itself themselves".split())
#: Quoted speech opening a sentence, ending with its own punctuation inside the quotes.
_SPEECH = re.compile(r'^\s*"[^"]+[!?.,]"\s*')


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _plain_told(clause: Clause, game_verbs: Collection[str]) -> bool:
    """Whether one clause is a story's: declarative, no modal, no game object, a game verb only on story words."""
    chunks = [c for c in clause.chunks if c.kind not in ("conj", "punct")]
    verbs = [c for c in chunks if c.kind == "verb"]
    if not chunks or chunks[0].kind != "np" or not verbs:
        return False  # an imperative, or no verb at all: an instruction's form
    tokens = [t for c in chunks for t in c.tokens]
    if any(t.kind not in ("word", "name", "self", "punct") for t in tokens):
        return False  # an amount, an icon, a trait
    if any(_singular(t.low) in GAME_WORDS or t.low in GAME_WORDS for t in tokens if t.kind == "word"):
        return False
    if any(t.low in _MODALS for c in verbs for t in c.tokens):
        return False
    after = chunks[chunks.index(verbs[0]) + 1:]
    named = any(t.kind in ("name", "self") or t.low in _OBJECT_PRONOUNS for c in after for t in c.tokens) \
        or any(c.kind == "adv" for c in chunks)
    return not (named and any(_verb(c) in game_verbs for c in verbs))


def _verb(chunk: Chunk) -> str:
    return chunk.head


def narrative(text: str, game_verbs: Collection[str]) -> bool:
    """Whether ``text`` (a sentence, or a part of one) is story only: quoted speech opening it, and clauses each told
    (:func:`_plain_told`); words in parentheses are a rule's reminder, never story."""
    rest = _SPEECH.sub("", text, count=1).strip()
    if not rest:
        return text.strip() != ""
    try:
        sentence = read_sentence(rest)
    except Refused:
        return False
    return not sentence.reminders and all(_plain_told(c, game_verbs) for c in sentence.clauses)


def _parts(text: str) -> list[str]:
    """The sentence cut where story and rules may meet: after quoted speech opening it, and at its semicolons."""
    speech = _SPEECH.match(text)
    head = [speech.group(0).strip()] if speech else []
    return head + [p.strip() for p in text[speech.end() if speech else 0:].split(";") if p.strip()]


def told(game_verbs: Collection[str]) -> Callable[[Lower], Lower]:
    """The lowering of one sentence, with a resolution point read as printed alone and story parts set beside the
    instruction: when the sentence is refused, its story parts are left out and the rest read alone, the whole
    sentence kept as the first effect's ``text``; refused as it was when nothing or everything is story."""
    def wrap(lower: Lower) -> Lower:
        @functools.wraps(lower)
        def read(text: str, ctx: Context) -> list[Effect]:
            if (point := resolution_point(text)) is not None:
                return [point]
            try:
                return lower(text, ctx)
            except NotParsed as problem:
                parts = _parts(text)
                rules = [p for p in parts if not narrative(p, game_verbs)]
                if not rules or len(rules) == len(parts):
                    raise
                try:
                    effects = lower("; ".join(rules), ctx)
                except NotParsed:
                    raise problem from None
                if effects:
                    effects[0].setdefault("text", text.rstrip(" ."))
                return effects
        return read
    return wrap
