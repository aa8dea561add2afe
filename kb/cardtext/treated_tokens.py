"""Chaos tokens named to be treated as another: the complement of "treat … as <a token>" and the constant ability
"Treat each [elder_sign] (token) you reveal (on a chaos token) as a [auto_fail]".

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
from .tokens import Token
from .words import TOKENS

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
    """"each [elder_sign]", "each [skull] or [cultist] token": the tokens treated; None for any other phrase."""
    if not tokens or tokens[0].low != "each":
        return None
    tokens = tokens[1:]
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


def constant(text: str) -> dict[str, Any] | None:
    """"Treat each [elder_sign] you reveal on a chaos token as a [auto_fail]" → the constant's fields; None when the
    sentence is not this frame (or names whose reveals by reference)."""
    read = one_clause(text)
    if read is None or read.reminders:
        return None
    chunks = [c for c in read.clauses[0].chunks if c.kind != "punct"]
    kinds = [c.kind for c in chunks]
    relative = relative_of(chunks[1].tokens) if kinds[:2] == ["verb", "np"] else None
    if relative is None or chunks[0].text.lower() != "treat" or relative[2] != "reveal":
        return None  # "each [elder_sign] you reveal": the tokens, whose reveals (:mod:`.noun_phrases`)
    rest = chunks[2:]
    if rest and rest[0].kind == "pp" and rest[0].text.lower() in ("on a chaos token", "on chaos tokens"):
        rest = rest[1:]  # "you reveal on a chaos token": where an icon is printed
    if [c.kind for c in rest] != ["conj", "np"] or rest[0].text.lower() != "as":
        return None
    who = _WHO.get((relative[1],))
    treated = _treated(relative[0])
    as_ = token_named(Phrase(list(rest[1].tokens)))
    if who is None or treated is None or as_ is None:
        return None
    return {"applies-to": {"event": "reveal-chaos-token", "who": who,
                           "token": treated[0] if len(treated) == 1 else treated}, "treat-as": as_}
