"""Read a situation (YAML or JSON text, a file, or decoded data): parse it, validate it, build it.

Validation has two layers. The JSON Schema (``schema.py``) checks the shape and the closed
vocabulary; the builder (``builder.py``) then checks what a schema cannot: that every name refers to
something in the situation, that abilities have what their kind needs, and that effects are used
where they make sense. Every failure is a :class:`SituationError` that names the field path and,
where possible, the YAML line and the word the author probably meant.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from .builder import Builder
from .errors import SituationError
from .paths import YAML_LOADER, Lines
from .printed import Catalogue, expand_printed
from .schema import validate_data
from .spec import Situation


def load_situation(source: str | Path, *, catalogue: Catalogue | None = None) -> Situation:
    """Read, validate and build a situation from a ``.yaml``/``.yml``/``.json`` file.

    ``catalogue`` (``lookup(name_or_code) -> ArkhamDB card | None``) fills in the cards a situation
    only names (``printed.py``).
    """
    path = Path(source)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SituationError(f"cannot read {path}: {exc.strerror or exc}") from None
    return parse_situation(text, catalogue=catalogue)


def parse_situation(text: str, *, catalogue: Catalogue | None = None) -> Situation:
    """Validate and build a situation from YAML or JSON text."""
    data = _parse_text(text)
    return situation_from_data(data, text=text, catalogue=catalogue)


#: Brackets nested deeper than this are refused before parsing: libyaml's C parser overflows
#: its stack (the process dies) and json raises RecursionError on deep enough nesting.
MAX_NESTING = 64


def nesting_error(text: str) -> tuple[str, int] | None:
    """``(message, line)`` when ``[``/``{`` nest deeper than ``MAX_NESTING``; a linear scan, no parsing."""
    depth = 0
    line = 1
    for char in text:
        if char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return (f"the situation nests more than {MAX_NESTING} levels deep; a situation never needs that many", line)
        elif char in "]}":
            depth = max(0, depth - 1)
        elif char == "\n":
            line += 1
    return None


def decode(text: str) -> Any:
    """The decoded YAML or JSON document (nesting bounded), before any validation."""
    return _parse_text(text)


def _parse_text(text: str) -> Any:
    if (too_deep := nesting_error(text)) is not None:
        raise SituationError(too_deep[0], line=too_deep[1])
    if text.lstrip().startswith("{"):
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise SituationError(f"invalid JSON: {exc.msg}", line=exc.lineno) from None
    try:
        return yaml.load(text, Loader=YAML_LOADER)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        message = f"invalid YAML: {problem}" + (f" ({context})" if context else "")
        raise SituationError(message, line=mark.line + 1 if mark else None) from None


def situation_from_data(data: Any, *, text: str | None = None, catalogue: Catalogue | None = None) -> Situation:
    """Validate ``data`` (a decoded YAML/JSON document) and build the :class:`Situation`.

    Cards given only by their printed ``text`` are parsed first, and cards only named are filled in
    from ``catalogue`` when one is given (``printed.py``).
    """
    lines = Lines(text) if text else Lines(None)
    data = expand_printed(data, lines, catalogue)
    validate_data(data, text=text)
    builder = Builder(data, lines)
    return builder.build()
