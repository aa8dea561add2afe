"""Chaos tokens named to be treated as another: the complement of "treat … as <a token>" and the constant abilities
"Treat each [elder_sign] (token) you reveal (on a chaos token) as a [auto_fail]" and "Anytime you reveal a [elder_sign]
token, you may choose to instead treat it as a [skull] token" (``treat-may``: the player's choice at each reveal).

- :func:`token_named`: the one token a complement names ("a [skull]", "an [elder_sign] token", "a 0", "a +1 token");
- :func:`constant`: the constant's fields — ``applies-to`` the reveals it governs (``reveal-chaos-token``, ``who``:
  whose reveals, ``token``: the tokens treated, a list of icons and numbers joined by "," / "or" / "and") and
  ``treat-as`` (the engine applies it to each such token as it is revealed). A reveal by someone the text names by
  reference ("that investigator reveals", after a "While …" naming him) is refused, never guessed.

The verb frames that act on the one token just revealed are :mod:`.treating`'s; this module imports nothing of the
lowering, so the constant reader (:mod:`.constant`) can use it.
"""

from __future__ import annotations

from typing import Any

from .grammar import one_clause
from .instruction import Phrase
from .noun_phrases import relative_of
from .revealed import trigger as reveal_trigger
from .tokens import Token
from .words import TOKENS

#: The token just revealed, as the object of "treat" or "ignore" names it (and, its possessive, "that token's "-"").
REVEALED = (["that", "token"], ["that", "chaos", "token"], ["the", "revealed", "token"],
            ["the", "revealed", "chaos", "token"], ["it"], ["this", "token"])
#: Words between the tokens of a list.
_SEPARATORS = frozenset({",", "or", "and"})
#: Whose reveals "you reveal" names.
_WHO = {("you",): "you"}


def _token(tok: Any) -> str | None:
    """The engine's name of one printed token: an icon, or a signed number ("+1", "0", "-1")."""
    if tok.kind == "chaos":
        return TOKENS.get(tok.low[1:-1])
    body = tok.text.lstrip("+-\u2013\u2212")
    if tok.kind == "number" and body.isdigit():
        sign = "-" if tok.text[:1] in ("-", "\u2013", "\u2212") else "+" if tok.text[:1] == "+" else ""
        return sign + body if body != "0" else "0"
    return None


def token_named(phrase: Phrase) -> str | None:
    """The engine's name of the one chaos token a complement names ("a [skull]", "an [elder_sign] token", "a 0",
    "a +1 token"); None for anything else."""
    tokens = list(phrase.tokens)
    if tokens and tokens[0].low in ("a", "an"):
        tokens = tokens[1:]
    if tokens and tokens[-1].low in ("token", "symbol"):
        tokens = tokens[:-1]
    return _token(tokens[0]) if len(tokens) == 1 else None


def _treated(tokens: list[Token]) -> list[str] | None:
    """"each [elder_sign]", "each [skull] or [cultist] token", "[skull] tokens" (a bare plural: every one): the tokens
    treated; None for any other phrase."""
    if tokens and tokens[0].low == "each":
        tokens = tokens[1:]
    elif not tokens or tokens[-1].low not in ("tokens", "symbols"):
        return None
    if tokens and tokens[-1].low in ("token", "tokens", "symbol", "symbols"):
        tokens = tokens[:-1]
    out: list[str] = []
    for tok in tokens:
        if tok.low in _SEPARATORS or tok.text == ",":
            continue
        name = _token(tok)
        if name is None:
            return None
        out.append(name)
    return out or None


def _number(phrase: Phrase) -> int | None:
    """A number a complement names ("0", ""0."" as printed, "+1", "-1"): the modifier a token's is treated as."""
    tokens = [t for t in phrase.tokens if t.text != "."]
    name = _token(tokens[0]) if len(tokens) == 1 and tokens[0].kind == "number" else None
    return int(name) if name is not None else None


def _modifier(chunks: list[Any]) -> dict[str, Any] | None:
    """"Treat the modifier on [skull] tokens you reveal as "0."": the object "the modifier", whose tokens after "on"
    (a relative clause: the tokens, whose reveals), a number after "as" → the constant's ``token-modifier`` (the token
    is still the one revealed: its symbol's effect still resolves); None for any other frame."""
    if [c.kind for c in chunks] != ["verb", "np", "pp", "conj", "np"] or chunks[1].text.lower() != "the modifier" \
            or chunks[3].text.lower() != "as" or chunks[2].tokens[0].low != "on":
        return None
    relative = relative_of(chunks[2].tokens[1:])
    if relative is None or relative[2] != "reveal":
        return None
    who, treated, number = _WHO.get((relative[1],)), _treated(relative[0]), _number(Phrase(list(chunks[4].tokens)))
    if who is None or treated is None or number is None:
        return None
    return {"applies-to": {"event": "reveal-chaos-token", "who": who,
                           "token": treated[0] if len(treated) == 1 else treated}, "token-modifier": {"as": number}}


#: The words opening a constant's condition on each reveal ("Anytime you reveal a [elder_sign] token, …").
_EACH_TIME = ("anytime", "whenever")
#: The verb words of "(you) may (choose to) (instead) treat": what may stand between "may" and "treat".
_MAY = frozenset({"choose", "to", "instead"})


def _each_reveal(text: str) -> dict[str, Any] | None:
    """"Anytime you reveal a [elder_sign] token, you may choose to instead treat it as a [skull] token": the reveal
    (its trigger's filter: whose, which tokens, :func:`.revealed.trigger`) and the instruction on the token just
    revealed ("treat it as <a token>", optional after "you may (choose to)") → the constant's ``treat-as`` (and
    ``treat-may``); None for any other sentence."""
    head, _, tail = text.partition(",")
    opener, _, reveal = head.strip().partition(" ")
    if opener.lower() not in _EACH_TIME or not tail:
        return None
    when, then = one_clause(reveal), one_clause(tail.strip())
    if when is None or then is None or when.reminders or then.reminders:
        return None
    applies = reveal_trigger(when.clauses[0])
    chunks = [c for c in then.clauses[0].chunks if c.kind != "punct"]
    if chunks and chunks[0].kind == "np" and chunks[0].text.lower() == "you":
        chunks = chunks[1:]
    verbs = [t.low for c in chunks if c.kind == "verb" for t in c.tokens]
    rest = [c for c in chunks if c.kind != "verb"]
    if applies is None or not verbs or verbs[-1] != "treat" or [c.kind for c in rest] != ["np", "conj", "np"] \
            or rest[1].text.lower() != "as" or [t.low for t in rest[0].tokens] not in [list(r) for r in REVEALED]:
        return None
    may = verbs[0] == "may"
    if set(verbs[1 if may else 0:-1]) - _MAY or (not may and verbs[:-1]):
        return None
    as_ = token_named(Phrase(list(rest[2].tokens)))
    return None if as_ is None else {"applies-to": applies, "treat-as": as_, **({"treat-may": True} if may else {})}


def constant(text: str, referent: str | None = None) -> dict[str, Any] | None:
    """"Treat each [elder_sign] you reveal on a chaos token as a [auto_fail]" → the constant's fields; "Treat the
    modifier on [skull] tokens you reveal as "0."" → its ``token-modifier`` (:func:`_modifier`); None when the sentence
    is not one of these frames (or names whose reveals by reference, with no ``referent``: the selector of the
    investigator "that investigator" names, given by the reader of the sentence around it)."""
    each = _each_reveal(text)
    if each is not None:
        return each
    read = one_clause(text)
    if read is None or read.reminders:
        return None
    chunks = [c for c in read.clauses[0].chunks if c.kind != "punct"]
    if not chunks or chunks[0].kind != "verb" or chunks[0].text.lower() != "treat":
        return None
    modifier = _modifier(chunks)
    if modifier is not None:
        return modifier
    kinds = [c.kind for c in chunks]
    relative = relative_of(chunks[1].tokens) if kinds[:2] == ["verb", "np"] else None
    if relative is None and referent is not None:  # "each [elder_sign] token that investigator reveals"
        relative, chunks = _referred(chunks, referent)
    if relative is None or chunks[0].text.lower() != "treat" or relative[2] != "reveal":
        return None  # "each [elder_sign] you reveal": the tokens, whose reveals (:mod:`.noun_phrases`)
    rest = chunks[2:]
    if rest and rest[0].kind == "pp" and rest[0].text.lower() in ("on a chaos token", "on chaos tokens"):
        rest = rest[1:]  # "you reveal on a chaos token": where an icon is printed
    if [c.kind for c in rest] != ["conj", "np"] or rest[0].text.lower() != "as":
        return None
    who = referent if relative[1] == _THAT and referent is not None else _WHO.get((relative[1],))
    treated = _treated(relative[0])
    as_ = token_named(Phrase(list(rest[1].tokens)))
    if who is None or treated is None or as_ is None:
        return None
    return {"applies-to": {"event": "reveal-chaos-token", "who": who,
                           "token": treated[0] if len(treated) == 1 else treated}, "treat-as": as_}


#: The reveals' subject named by reference ("that investigator reveals"): the investigator the sentence named before.
_THAT = "that investigator"


def _referred(chunks: list[Any], referent: str) -> tuple[tuple[list[Token], str, str] | None, list[Any]]:
    """"treat <tokens> that investigator | reveals | as <a token>", the relative clause's verb a chunk of its own:
    the tokens, their revealer by reference and the verb (as :func:`.noun_phrases.relative_of` gives them), and the
    chunks with the relative clause folded into its noun phrase; (None, chunks) for any other shape."""
    words = [t.low for t in chunks[1].tokens] if len(chunks) > 2 and chunks[1].kind == "np" else []
    if words[-2:] != _THAT.split() or chunks[2].kind != "verb" or chunks[2].text.lower() not in ("reveals", "reveal"):
        return None, chunks
    return (list(chunks[1].tokens[:-2]), _THAT, "reveal"), [chunks[0], chunks[1], *chunks[3:]]
