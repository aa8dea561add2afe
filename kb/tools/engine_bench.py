"""Replay timings of the bundled examples: ``python -m kb.tools.engine_bench [NAME ...]``.

Prints, for each example, its number of steps and the best and median time of replaying an
already-loaded situation, and of loading (YAML + schema + checks) plus replaying. The budgets: EX-01
under 10 ms per replay (issue 7), a whole round (``round-two``, 1.1 to 4.6) under 50 ms (issue 8).
The figures are printed, not asserted, because timing belongs in a benchmark, not in a test.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

from kb.engine import example_path, examples, load_situation, replay

BUDGET_MS = {"ex01-nested-sequences": 10.0, "round-two": 50.0}


def _time(fn: Callable[[], object], *, seconds: float = 0.25, at_least: int = 20) -> list[float]:
    runs: list[float] = []
    start = time.perf_counter()
    while len(runs) < at_least or time.perf_counter() - start < seconds:
        t0 = time.perf_counter()
        fn()
        runs.append((time.perf_counter() - t0) * 1000.0)
        if len(runs) >= 5000:
            break
    return runs


def main(argv: list[str] | None = None) -> int:
    names = argv if argv else [e.name for e in examples()]
    print(f"{'example':<38} {'steps':>5} {'replay best':>12} {'median':>8} {'load+replay':>12}  budget")
    for name in names:
        path = example_path(name)
        situation = load_situation(path)
        steps = len(replay(situation).steps)
        runs = _time(lambda: replay(situation))
        full = _time(lambda: replay(load_situation(path)))
        budget = BUDGET_MS.get(name)
        verdict = ""
        if budget is not None:
            # the budget is for the whole replay a user waits for: loading included
            worst = max(statistics.median(runs), statistics.median(full) if name == "round-two" else 0.0)
            verdict = f"< {budget:g} ms: {'yes' if worst < budget else 'NO'}"
        print(f"{name:<38} {steps:>5} {min(runs):>9.3f} ms {statistics.median(runs):>5.3f} ms "
              f"{statistics.median(full):>9.3f} ms  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
