"""Which doom "This effect can cause the current agenda to advance" lets advance the agenda at once (Doom).

The rules check the doom threshold only in the Mythos phase's step 1.3, "unless an effect says it can advance the
agenda": such a sentence follows the instruction that places (or moves) the doom. That instruction may stand inside
the sentence before it rather than be it — under a condition ("If you have no remaining sanity, place 2 doom on the
current agenda. This effect can cause the current agenda to advance."), one option of a choice ("you must either
place 1 doom on the current agenda or take 1 horror …") or a test's result ("If you fail, …"). The sentence speaks of
the whole effect before it, so every doom placement or move inside that effect is marked, wherever it is nested; an
effect with none is no doom placed before it, and the reader refuses the sentence rather than drop it.
"""

from __future__ import annotations

from typing import Any

#: What places doom: the place-doom effect, and doom tokens moved from one holder to another.
_PLACES_DOOM = (("place-doom", None), ("move-tokens", "doom"))


def _places_doom(effect: dict[str, Any]) -> bool:
    kind = (effect.get("effect"), effect.get("tokens") if effect.get("effect") == "move-tokens" else None)
    return kind in _PLACES_DOOM


def _nested(effect: dict[str, Any]) -> list[dict[str, Any]]:
    """The effects inside ``effect``: its sub-effects, test results, choices' options (any list of effects)."""
    out: list[dict[str, Any]] = []
    for value in effect.values():
        if isinstance(value, list):
            out.extend(item for item in value if isinstance(item, dict) and "effect" in item)
    return out


def mark_can_advance(effect: dict[str, Any]) -> bool:
    """Mark every doom placement or move in ``effect`` (itself or nested in it) ``can-advance``; whether any was."""
    if _places_doom(effect):
        effect["can-advance"] = True
        return True
    marked = [mark_can_advance(inner) for inner in _nested(effect)]
    return any(marked)
