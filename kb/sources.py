"""The manifest of source documents (``rules_src/manifest.toml``) and access to their lines."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

RULES_SRC = Path(__file__).resolve().parent.parent / "rules_src"


@dataclass(frozen=True)
class Source:
    """One source document as the manifest describes it."""

    id: str
    file: str
    game: str
    title: str
    kind: str
    edition: str
    date: str
    format: str
    precedence: int
    notes: str = ""

    def path(self, root: Path = RULES_SRC) -> Path:
        return root / self.file

    def lines(self, root: Path = RULES_SRC) -> list[str]:
        """The document's lines without their line ends; index ``i`` is source line ``i + 1``."""
        return self.path(root).read_text(encoding="utf-8").split("\n")


class ManifestError(ValueError):
    """The manifest is missing, malformed, or names a file that is not there."""


def load_manifest(root: Path = RULES_SRC) -> dict[str, Source]:
    """Read and check the manifest: every source's file exists; ids are unique."""
    path = root / "manifest.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as error:
        raise ManifestError(f"no manifest at {path}") from error
    except tomllib.TOMLDecodeError as error:
        raise ManifestError(f"{path}: {error}") from error
    sources: dict[str, Source] = {}
    for number, raw in enumerate(data.get("source", []), start=1):
        try:
            source = Source(**raw)
        except TypeError as error:
            raise ManifestError(f"{path}: source #{number}: {error}") from error
        if source.id in sources:
            raise ManifestError(f"{path}: duplicate source id {source.id!r}")
        if not source.path(root).is_file():
            raise ManifestError(f"{path}: source {source.id!r} names missing file {source.file}")
        sources[source.id] = source
    return sources
