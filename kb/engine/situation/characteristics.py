"""What a constant or lasting ability changes of the characteristics of the cards it names: their printed text box
treated as blank (Blank), an immunity they gain (Immune).

One record, :class:`Characteristics`, for the ``blank`` and ``immune`` fields of a ``constant`` or ``lasting`` ability
and of a ``lasting`` effect: like a keyword gained (``gains``), it applies to ``enters-play``, whose ``what`` names the
cards, locations or investigators changed (a lasting effect's ``to`` picks them as it is established). The engine
applies it as a standing rule (``procedures/characteristics.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class Failing(Protocol):
    """What names a refused field (the builder's ``Names``), without importing it: it imports the specs."""

    def fail(self, parts: Sequence[str | int], message: str) -> Exception: ...

@dataclass(frozen=True)
class Characteristics:
    """The characteristics an ability changes: ``blank`` (one of the vocabulary's ``BLANK_MODES``), ``immune`` (the
    sets of effects, by their source, it gains immunity to: ``player-card``, ``encounter-card``, a cardtype)."""

    blank: str | None = None
    immune: tuple[str, ...] = ()


def read_characteristics(raw: Mapping[str, Any]) -> Characteristics | None:
    """The characteristics ``raw`` (an ability or an effect) changes, or None."""
    if "blank" not in raw and "immune" not in raw:
        return None
    return Characteristics(raw.get("blank"), tuple(raw.get("immune", ())))


def check_characteristics(names: Failing, raw: Mapping[str, Any], kind: str, parts: list[str | int]) -> None:
    """``blank`` and ``immune`` belong to a constant or lasting ability (or a lasting effect, with ``to``) that applies
    to ``enters-play``: refuse them elsewhere, with the field that says where."""
    keys = [key for key in ("blank", "immune") if key in raw]
    if not keys:
        return
    if kind not in ("constant", "lasting") or (raw.get("applies-to") or {}).get("event") != "enters-play":
        raise names.fail(parts + [keys[0]], f"'{keys[0]}' is for a constant or lasting ability that applies to "
                         "'enters-play' (its 'what': the cards whose text box is blanked or who gain the immunity)")
    if raw.get("effect") == "lasting" and "to" not in raw:
        raise names.fail(parts + [keys[0]], f"a lasting '{keys[0]}' needs 'to': the cards it changes, picked as it is "
                         "established")
