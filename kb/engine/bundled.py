"""The bundled examples: situation files shipped in ``kb/engine/examples/``.

Each is a worked example from the rules documents (or a situation built around one rule), with a
``title``, a one-line ``summary`` and its ``game`` (``es-*.yaml`` are Elder Sign's). ``kb replay
--examples`` lists them; ``--example NAME`` runs one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from .situation.errors import SituationError, suggest
from .games import AnySituation, load_situation

EXAMPLES_DIR = Path(__file__).with_name("examples")


@dataclass(frozen=True)
class ExampleInfo:
    """A bundled example's name, title and summary (read without building the situation)."""

    name: str
    title: str
    summary: str
    path: Path
    game: str = "ahlcg"


def example_names() -> list[str]:
    return sorted(p.stem for p in EXAMPLES_DIR.glob("*.yaml"))


def example_path(name: str) -> Path:
    """The file of a bundled example; a near-miss name gets a suggestion."""
    path = EXAMPLES_DIR / f"{name}.yaml"
    if not path.is_file():
        raise SituationError(f"no bundled example named '{name}'" + suggest(name, example_names())
                             + " (`kb replay --examples` lists them)")
    return path


@lru_cache(maxsize=None)
def _info(path: Path) -> ExampleInfo:
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return ExampleInfo(path.stem, str(data.get("title", path.stem)), str(data.get("summary", "")), path,
                       str(data.get("game", "ahlcg")))


def examples() -> list[ExampleInfo]:
    """Every bundled example, by name."""
    return [_info(EXAMPLES_DIR / f"{name}.yaml") for name in example_names()]


def load_example(name: str) -> AnySituation:
    return load_situation(example_path(name))
