"""The one check every field of a constant ability shares: it belongs on a constant ability that applies to the event
whose occurrences it changes (a token's modifier on ``reveal-chaos-token``, a base skill on ``skill-test-begins``,
damage assigned on ``damage-dealt``), and is refused with that reason anywhere else."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .characteristics import Failing
from .vocabulary import AbilityKind


def require_constant_on(names: Failing, raw: Mapping[str, Any], kind: AbilityKind, parts: Sequence[str | int],
                        key: str, events: tuple[str, ...], what: str) -> None:
    """Refuse ``key`` (when given and not false) on anything but a constant ability whose ``applies-to`` event is one
    of ``events``; ``what`` says what its roles pick there ("its 'who': the investigators whose …")."""
    if raw.get(key) in (None, False):
        return
    if kind is not AbilityKind.CONSTANT or (raw.get("applies-to") or {}).get("event") not in events:
        raise names.fail(list(parts) + [key], f"'{key}' is for a constant ability that applies to "
                         f"{' or '.join(repr(e) for e in events)} ({what})")


def unprovoking(raw: Mapping[str, Any]) -> bool:
    """Whether a constant ability says actions of a kind do not provoke attacks of opportunity ("Engage actions you
    perform do not provoke …"): ``provokes: false`` on ``perform-action`` (its ``via`` the kind, its ``who`` whom it
    governs) — what the engine reads as it would make the attacks (``procedures/opportunity.py``)."""
    return raw.get("provokes") is False and (raw.get("applies-to") or {}).get("event") == "perform-action"
