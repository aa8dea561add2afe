"""Constant abilities printed as an instruction to change the modifier of chaos tokens: "While attempting to evade
Hunting Nightgaunt, double the negative modifier of each revealed chaos token".

A verb frame, read from its parts: the verb says the change ("double": times 2), the object is "the (<sign>) modifier
of <tokens>" — the tokens a token description (:func:`.revealed.named_tokens`) after "each" and "revealed" ("each
revealed chaos token", "each [skull] token"), the sign ("negative", "positive") the tokens whose modifier is so (only
of any chaos token: "the negative modifier of each [skull] token" would be both at once, which the engine's list of
tokens cannot say). → the engine's ``token-modifier`` ``times`` on a constant that applies to ``reveal-chaos-token``,
for the tests the "while" clause names (``via``, ``what``: "attempting to evade X"). "Treat the modifier on [skull]
tokens you reveal as "0."" is :mod:`.treated_tokens`' (a "treat" frame).

A shape it does not know returns None (the next rule reads it, or it stays a gap with its reason).
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .revealed import MODIFIER_SIGNS, named_tokens

Fields = dict[str, Any]
#: The verbs of the frame and the factor each multiplies a modifier by.
CHANGES = {"double": 2}
#: Words of the token phrase that say which tokens, not what they are: every one revealed.
_EVERY = ("each", "every", "revealed")


def read_token_modifier(chunks: list[Chunk], via: Fields | None) -> list[Fields] | None:
    """The constant of one clause that changes chaos tokens' modifiers; None when it is no such instruction."""
    tokens = [t for c in chunks for t in c.tokens if c.kind != "punct"]
    words = [t.low for t in tokens]
    if len(words) < 6 or chunks[0].kind != "verb" or words[0] not in CHANGES or words[1] != "the" \
            or "of" not in words:
        return None
    of = words.index("of")
    sign = words[2:of - 1]
    if words[of - 1] != "modifier" or (sign and (len(sign) != 1 or sign[0] not in MODIFIER_SIGNS)):
        return None
    described = [t for t in tokens[of + 1:] if t.low not in _EVERY]
    named = named_tokens(described)
    if named is None or (sign and named != ["any"]):
        return None
    token = [MODIFIER_SIGNS[sign[0]]] if sign else named
    applies: Fields = {"event": "reveal-chaos-token", **(via or {})}
    if token != ["any"]:
        applies["token"] = token[0] if len(token) == 1 else token
    return [{"applies-to": applies, "token-modifier": {"times": CHANGES[words[0]]}}]
