"""Two conditions that cannot both hold, printed one after the other: "If there is a Cultist enemy in play with doom on
it, move all doom from each Cultist enemy to the current agenda. If there are no Cultist enemies in play with doom on
them, search …" — the second sentence is the first's "Otherwise".

Card text states the two cases of one question in turn; read one after the other, the first case's effect could make
the second's condition true (the doom moved off the Cultists leaves none with doom) and both would resolve, which the
text plainly does not mean. So an ``if`` whose condition is the exact complement of the ``if`` just before it — the
same count, one bounded "at least N", the other "at most N − 1" — is that ``if``'s ``otherwise``: the question is asked
once, and one of the two cases resolves.
"""

from __future__ import annotations

from typing import Any

#: The bounds of a condition on a count; any other key (a card's state, a turn, "per investigator") is not compared.
_BOUNDS = frozenset({"count", "at-least", "at-most"})


def complements(first: dict[str, Any], second: dict[str, Any]) -> bool:
    """Whether ``second`` holds exactly when ``first`` does not: the same count, "at least N" against "at most N − 1"."""
    if set(first) - _BOUNDS or set(second) - _BOUNDS or first.get("count") != second.get("count") or "count" not in first:
        return False
    for a, b in ((first, second), (second, first)):
        if set(a) == {"count", "at-least"} and set(b) == {"count", "at-most"} and b["at-most"] == a["at-least"] - 1:
            return True
    return False


def otherwise_of(before: list[dict[str, Any]], condition: dict[str, Any]) -> dict[str, Any] | None:
    """The ``if`` just before whose complement ``condition`` is, with no ``otherwise`` yet; None when there is none."""
    last = before[-1] if before else None
    if last is None or last.get("effect") != "if" or "otherwise" in last or not complements(last["condition"], condition):
        return None
    return last
