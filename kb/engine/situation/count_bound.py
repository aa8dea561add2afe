"""A condition's bound that is itself a count: "If you have horror on you greater than twice your sanity" (Possession,
Dismal Curse) bounds the horror on you by your sanity, doubled — not by a printed number. The bound is counted as the
condition is checked, for the same investigator and card as the count it bounds (``core/counted.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

@dataclass(frozen=True)
class CountBound:
    """``count`` (a count of the state) times ``times``: the count a condition's count must be greater than — or equal
    to, with ``or_equal`` ("If you have more (or equal) Doubt than Conviction", Lost Soul)."""

    count: str
    times: int = 1
    or_equal: bool = False

    def describe(self) -> str:
        return f"greater than {'or equal to ' if self.or_equal else ''}" \
            f"{'' if self.times == 1 else f'{self.times} times '}{self.count}"


def count_bound(raw: Mapping[str, Any] | None) -> CountBound | None:
    """A situation's ``greater-than`` (``{count, times, or-equal}``), else None."""
    return CountBound(raw["count"], int(raw.get("times", 1)), bool(raw.get("or-equal", False))) if raw else None
