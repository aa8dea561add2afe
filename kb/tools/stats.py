"""The one percentile of the measuring tools, so that every table means the same by "p99"."""

from __future__ import annotations

from collections.abc import Iterable


def percentile(samples: Iterable[float], fraction: float) -> float:
    """The sample at ``fraction`` of the sorted samples (nearest rank below); 0.0 when there are none."""
    ordered = sorted(samples)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]
