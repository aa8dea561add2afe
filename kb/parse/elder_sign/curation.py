"""The reviewed line data of ``rules_src/elder_sign_curation.toml``: heading levels, boxes,
captions, text to move under its heading, and the ordered procedures (sequences of steps)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kb.sources import RULES_SRC

CURATION_FILE = RULES_SRC / "elder_sign_curation.toml"


@dataclass(frozen=True)
class StepSpec:
    title: str
    sentences: tuple[int, int]
    details: tuple[int, ...] = ()


@dataclass(frozen=True)
class SequenceSpec:
    name: str
    parent: int
    titles: tuple[str, ...] = ()
    details: tuple[tuple[int, ...], ...] = ()
    steps: tuple[StepSpec, ...] = ()


@dataclass(frozen=True)
class Curation:
    """The reviewed line data of ``elder_sign_curation.toml`` (see the comments there)."""

    parents: dict[int, int]
    boxes: frozenset[int]
    captions: tuple[tuple[int, int, int], ...]
    moves: tuple[tuple[int, int, int], ...]
    sequences: tuple[SequenceSpec, ...]


def load_curation(path: Path = CURATION_FILE) -> Curation:
    """Read the curation file; its items are checked against the source by :func:`build_nodes`."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    parents = {child: item["parent"] for item in data.get("outline", []) for child in item["children"]}
    sequences = tuple(
        SequenceSpec(
            name=item["name"],
            parent=item["parent"],
            titles=tuple(item.get("titles", ())),
            details=tuple(tuple(d) for d in item.get("details", ())),
            steps=tuple(
                StepSpec(step["title"], tuple(step["sentences"]), tuple(step.get("details", ())))
                for step in item.get("steps", ())
            ),
        )
        for item in data.get("sequence", [])
    )
    return Curation(
        parents=parents,
        boxes=frozenset(data.get("boxes", [])),
        captions=tuple((c["lines"][0], c["lines"][1], c["parent"]) for c in data.get("caption", [])),
        moves=tuple((m["lines"][0], m["lines"][1], m["to"]) for m in data.get("move", [])),
        sequences=sequences,
    )


@lru_cache(maxsize=1)
def default_curation() -> Curation:
    return load_curation()
