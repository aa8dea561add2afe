"""A relative clause naming a phrase remembered: "Each player who has "had a drink" loses 1 action".

A "remember" effect that says "you" is specific to the investigator resolving it (FAQ, "Remember that…"): "Remember
that you have "had a drink."" is kept for that investigator alone. A later sentence picks the investigators who kept
it by the phrase in quotation marks after "who has" ("who have"): the quotation marks are what tell the phrase
remembered from a state of the game ("who has no cards in hand", "who has been defeated"), so only a quoted phrase is
read so. The grammar drops quotation marks (:mod:`.grammar`); before it does, :func:`fold_quoted` folds the quoted
words after "who has" into one name token, its text quoted as printed (as a nickname's is, :mod:`.tokens`), so that
the relative clause's object is one noun phrase; :func:`remembered_phrase` gives the phrase back to the reader of
groups (:mod:`.groups`), which composes the engine's ``each-investigator-remembering:<phrase>``.
"""

from __future__ import annotations

from .tokens import Token

#: The prefix of a selector picking each investigator who remembers the phrase after it (in player order).
REMEMBERING = "each-investigator-remembering:"
#: The verbs of a relative clause whose object may be a phrase remembered: "who has "had a drink"".
_HAVE = frozenset({"has", "have"})
_QUOTES = frozenset({'"', "\u201c", "\u201d"})
#: The most words a quoted phrase after "who has" holds (a key phrase, never a quoted ability).
_MOST_WORDS = 8


def fold_quoted(tokens: list[Token]) -> list[Token]:
    """The tokens with each quoted phrase right after "who has" / "who have" folded into one name token whose text
    keeps the quotation marks; any other quotation is left as printed."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.text in _QUOTES and len(out) >= 2 and out[-1].low in _HAVE and out[-2].low == "who":
            end = next((j for j in range(i + 1, min(len(tokens), i + _MOST_WORDS + 2)) if tokens[j].text in _QUOTES),
                       None)
            words = tokens[i + 1:end] if end is not None else []
            if words and all(w.kind in ("word", "name") for w in words[:-1]) \
                    and all(w.kind in ("word", "name") or w.text in (".", "!") for w in words[-1:]):
                text = " ".join(w.text for w in words if w.kind in ("word", "name"))
                out.append(Token("name", f'"{text}"', f'"{text.lower()}"'))
                i = end + 1  # type: ignore[operator]
                continue
        out.append(t)
        i += 1
    return out


def remembered_phrase(tokens: list[Token]) -> str | None:
    """The phrase a relative clause's object names when it is one quoted phrase (:func:`fold_quoted`), else None."""
    if len(tokens) == 1 and tokens[0].kind == "name" and len(tokens[0].text) > 2 \
            and tokens[0].text[0] == '"' and tokens[0].text[-1] == '"':
        return tokens[0].text[1:-1]
    return None
