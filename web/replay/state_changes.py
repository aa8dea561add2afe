"""Each step's game state, sent as what changed since the step before.

The step-through shows the state at every step; sending every state whole would repeat the
board dozens of times, while a step usually changes a number or two. Each step's entry is a list
of ``[path, value]`` (set) and ``[path]`` (removed) against the state before it, which the page's
``stepper.js`` applies in order. The worker process imports this module.
"""

from __future__ import annotations

from typing import Any

#: A change: ``[path, value]`` sets the value at ``path``; ``[path]`` removes it.
Change = list[Any]


def changes_by_step(states: list[dict[str, Any]]) -> list[list[Change]]:
    """For each state in order, the changes from the one before it (the first, from nothing)."""
    changes: list[list[Change]] = []
    previous: dict[str, Any] = {}
    for current in states:
        changes.append(diff(previous, current))
        previous = current
    return changes


def diff(before: Any, after: Any, path: tuple[str, ...] = ()) -> list[Change]:
    """``[[path, value], ...]`` setting what changed from ``before`` to ``after``, ``[path]`` for what went.

    Descends only where the two differ (``==`` on dicts is cheap): most steps change a number or two.
    """
    out: list[Change] = []
    _diff_into(before, after, path, out)
    return out


def _set_all(value: Any, path: tuple[str, ...], out: list[Change]) -> None:
    if isinstance(value, dict) and value:
        for key, item in value.items():
            _set_all(item, (*path, str(key)), out)
    else:
        out.append([list(path), value])


def _diff_into(before: Any, after: Any, path: tuple[str, ...], out: list[Change]) -> None:
    if before == after:
        return
    if isinstance(before, dict) and before and isinstance(after, dict) and after:
        for key, value in after.items():
            if key in before:
                _diff_into(before[key], value, (*path, key), out)
            else:
                _set_all(value, (*path, key), out)
        out.extend([list((*path, key))] for key in before if key not in after)
    elif isinstance(after, dict) and after:
        if path:
            out.append([list(path), {}])
        _set_all(after, path, out)
    else:
        out.append([list(path), after])
