"""The provenance notes the copy prints ("(Added in FAQ, section ’Game Play’, point 1.21)"):
recognised, normalized, and checked against the FAQ v1.5 that 004 is."""

from __future__ import annotations

import re

#: The FAQ points the FAQ v1.5 (004) contains: Game Play 1.1–1.16, Card Ability Interpretation
#: 2.1–2.8 (tests check this against 004). A point the glossary cites outside it came later.
FAQ_V15_POINTS = frozenset({f"1.{n}" for n in range(1, 17)} | {f"2.{n}" for n in range(1, 9)})
FAQ_BASE_VERSION = "v1.5"
NOTE_REGEX = r"\((?P<verb>[Aa]dded|[Ee]xpanded|[Aa]mended) in (?P<where>[^()]+)\)"
NOTE = re.compile(NOTE_REGEX)
NOTE_LINE = re.compile(rf"^{NOTE_REGEX}$")


def normalize_note(match: re.Match[str]) -> str:
    """"(Added in FAQ, section ’Game Play’, point 1.21)" → "added in FAQ, Game Play, point 1.21"."""
    where = re.sub(r"section [’'‘]([^’']+)[’']", r"\1", match.group("where").strip())
    return f"{match.group('verb').lower()} in {where}"


def provenance_notes(text: str) -> list[str]:
    """The provenance notes printed in a text, normalized ("added in FAQ, Game Play, point 1.1").

    Variants carry no meta, so whoever shows a 2024 text can find its notes here.
    """
    return [normalize_note(match) for match in NOTE.finditer(text)]


def cites_faq_after_v15(notes: list[str]) -> bool:
    """Whether a note cites a FAQ point v1.5 lacks (1.17+, 2.9+) or a later FAQ version (v.2.0)."""
    points = [p for note in notes for p in re.findall(r"\bpoint (\d+\.\d+)", note)]
    versions = [tuple(map(int, v)) for note in notes for v in re.findall(r"\bv\.?(\d+)\.(\d+)", note)]
    base = tuple(map(int, FAQ_BASE_VERSION.lstrip("v").split(".")))
    return any(p not in FAQ_V15_POINTS for p in points) or any(v > base for v in versions)
