"""The one check every field of a constant ability shares: it belongs on a constant ability that applies to the event
whose occurrences it changes (a token's modifier on ``reveal-chaos-token``, a base skill on ``skill-test-begins``,
damage assigned on ``damage-dealt``), and is refused with that reason anywhere else."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .characteristics import Failing
from .vocabulary import AbilityKind, Skill


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


def lasting_skill_instead(names: Failing, raw: Mapping[str, Any], parts: Sequence[str | int]) -> None:
    """A ``lasting`` effect's ``skill-instead`` ("you may use your [intellect] in place of your [combat]"): a skill,
    on a filter of ``skill-test-begins`` naming the skill it replaces, else refused with the reason."""
    if raw.get("skill-instead") is None:
        return
    skills = {x.value for x in Skill}
    applies = raw.get("applies-to") or {}
    if raw.get("effect") != "lasting" or applies.get("event") != "skill-test-begins" or applies.get("skill") not in skills:
        raise names.fail(list(parts) + ["skill-instead"], "'skill-instead' on an effect is a 'lasting' effect's, whose "
                         "'applies-to' is 'skill-test-begins' with the 'skill' it is used in place of")
    if raw["skill-instead"] not in skills:
        raise names.fail(list(parts) + ["skill-instead"], f"unknown skill '{raw['skill-instead']}' (one of "
                         f"{', '.join(sorted(skills))})")
