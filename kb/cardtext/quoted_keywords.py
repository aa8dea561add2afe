"""A keyword quoted inside a sentence, its parameter with it: "Choose an asset you control with \u201cuses (charges).\u201d"

Words in parentheses are a reminder, read on their own (``grammar._lift_parentheses``) — but the parenthesis of a
quoted Uses keyword is the keyword's own parameter (Uses (X Type): "uses (charges)" names the type of use a card's
Uses keyword establishes), part of the noun phrase's qualifier, not a reminder. It stays in the sentence, one word
with its keyword ("with" + "uses (charges)": a parameterised keyword is one term, as a trait is), for the reader of
that qualifier (:mod:`.keyword_choice`). Only the bare type is kept so: a
parenthesis with a number ("Uses (3 charges)") is the keyword printed on its own line, read elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tokens import Token

#: The quotation marks a keyword is quoted in.
QUOTES = frozenset({'"', "\u201c"})
#: The quoted keywords whose parameter is printed in parentheses after them.
PARAMETERISED = frozenset({"uses"})


def keyword_parameter(main: Sequence[Token], inner: Sequence[Token]) -> bool:
    """Whether the parenthesis ``inner`` just closed is the parameter of a quoted keyword ending ``main`` ('"uses' +
    "(charges)"): one word, after the keyword, which follows an opening quotation mark."""
    return len(main) >= 2 and main[-1].low in PARAMETERISED and main[-2].text in QUOTES and len(inner) == 1 \
        and inner[0].kind == "word" and inner[0].low.isalpha()


def with_parameter(keyword: Token, parameter: Token) -> Token:
    """The keyword and its parameter as one word: "uses" + "charges" → "uses (charges)"."""
    text = f"{keyword.text} ({parameter.text})"
    return Token("word", text, text.lower())
