"""The chaos token a smoke scene reveals for a trigger's ``token`` filter: the filter may name a token ("skull", "-2")
or a kind of them ("negative-modifier", "an even number", "non-auto-fail"), and the scene's test needs one token the
kind fits, drawn from the bag the situation builds. Kept apart from :mod:`kb.tools.card_scenes`, which builds the
scene around it."""

from __future__ import annotations

from typing import Any

#: A token each kind of token a filter names fits (a numbered one, so that no scenario reference line is needed).
EXAMPLES = {"any": "0", "numeric": "0", "even": "0", "odd": "-1", "positive": "+1", "negative": "-1",
            "positive-modifier": "+1", "negative-modifier": "-1", "symbol": "skull"}


def revealed_example(wanted: Any) -> str:
    """The token a scene reveals for the filter ``wanted`` (a token, a kind, or a list: any one of them — the first)."""
    token = str(wanted[0] if isinstance(wanted, list) else wanted)
    if token.startswith("non-"):
        return "-1" if token[4:] == "0" else "0"
    return EXAMPLES.get(token, token)
