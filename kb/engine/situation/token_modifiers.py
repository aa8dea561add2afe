"""A constant ability that changes the modifier of the chaos tokens it names (Chaos Tokens; Modifiers): "Treat the
modifier on [skull] tokens you reveal as "0."", "While attempting to evade Hunting Nightgaunt, double the negative
modifier of each revealed chaos token".

The field ``token-modifier`` of a constant ability that applies to ``reveal-chaos-token`` (its ``token``: the tokens
changed, ``negative-modifier`` those whose modifier is negative; its ``who``, ``via``, ``what``: whose reveals and for
which tests) holds :class:`TokenModifier`: one change — ``as`` a number (the modifier is treated as that number; the
token is still the one revealed, its symbol's effect still resolves) or ``times`` a factor ("double": 2). The engine
reads it where each token's modifier is read (``procedures/token_values.py``), so ST.5's sum and the reveal's "a token
with a negative modifier" agree; numbers set first, doubling last ("all additive and subtractive modifiers are
calculated before doubling and/or halving modifiers", Modifiers).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .characteristics import Failing
from .constant_fields import require_constant_on
from .vocabulary import AbilityKind

#: The field of a constant ability that changes chaos tokens' modifiers.
KEY = "token-modifier"
#: The changes it may make: exactly one, each a number.
CHANGES = ("as", "times")


@dataclass(frozen=True)
class TokenModifier:
    """How a constant changes a token's modifier: treated as ``as_``, or multiplied by ``times``."""

    as_: int | None = None
    times: int | None = None

    def describe(self) -> str:
        """The change as the trace says it ("treated as 0", "doubled")."""
        if self.as_ is not None:
            return f"treated as {self.as_:+d}" if self.as_ else "treated as 0"
        return "doubled" if self.times == 2 else f"multiplied by {self.times}"


def read_token_modifier(raw: Mapping[str, Any]) -> TokenModifier | None:
    """The token-modifier change of ``raw`` (a checked ability), or None."""
    change = raw.get(KEY)
    return None if change is None else TokenModifier(change.get("as"), change.get("times"))


def check_token_modifier(names: Failing, raw: Mapping[str, Any], kind: AbilityKind, parts: list[str | int]) -> None:
    """Refuse ``token-modifier`` anywhere but on a constant ability that applies to ``reveal-chaos-token``, or with
    other than exactly one change, a whole number."""
    change = raw.get(KEY)
    if change is None:
        return
    here = parts + [KEY]
    require_constant_on(names, raw, kind, parts, KEY, ("reveal-chaos-token",),
                        "its 'token': the tokens whose modifier changes")
    if not isinstance(change, Mapping):
        raise names.fail(here, f"'{KEY}' is an object with one of {', '.join(CHANGES)}")
    given = [c for c in CHANGES if c in change]
    if len(given) != 1 or set(change) - set(CHANGES):
        raise names.fail(here, f"'{KEY}' makes exactly one change: one of {', '.join(CHANGES)}")
    value = change[given[0]]
    if not isinstance(value, int) or isinstance(value, bool) or (given[0] == "times" and value < 0):
        raise names.fail(here + [given[0]], f"'{given[0]}' is a whole number" + (", 0 or more" if given[0] == "times"
                                                                                  else ""))
