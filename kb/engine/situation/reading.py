"""Read a situation (YAML or JSON text, a file, or decoded data): parse it, validate it, build it.

Validation has two layers. The JSON Schema (``schema.py``) checks the shape and the closed
vocabulary; the builder (``builder.py``) then checks what a schema cannot: that every name refers to
something in the situation, that abilities have what their kind needs, and that effects are used
where they make sense. Every failure is a :class:`SituationError` that names the field path and,
where possible, the YAML line and the word the author probably meant.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from kb.bounds import read_at_most

from .bounds import MAX_BYTES, MAX_NESTING, check_text, decode_json, nesting_error, too_large  # noqa: F401 - re-exported
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
    return parse_situation(read_file(source), catalogue=catalogue)


def read_file(source: str | Path) -> str:
    """A situation file's text, never reading more than the bound (a file may be huge)."""
    path = Path(source)
    try:
        raw = read_at_most(path, MAX_BYTES)
    except OSError as exc:
        raise SituationError(f"cannot read {path}: {exc.strerror or exc}") from None
    return decode_text(raw)


def decode_text(raw: bytes) -> str:
    """A situation's bytes as text: ``SituationError`` past ``MAX_BYTES`` or when not UTF-8."""
    if len(raw) > MAX_BYTES:
        raise SituationError(too_large())
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SituationError(f"the situation is not UTF-8 text (byte {exc.start})") from None


def parse_situation(text: str, *, catalogue: Catalogue | None = None) -> Situation:
    """Validate and build a situation from YAML or JSON text (held to ``bounds`` first)."""
    data = _parse_text(text)
    return situation_from_data(data, text=text, catalogue=catalogue)


def decode(text: str, *, limit: int = MAX_BYTES) -> Any:
    """The decoded YAML or JSON document (held to ``bounds``, at most ``limit`` bytes), before any
    validation: a reader that wants the document as well as the situation (the web's form) decodes
    once and builds with ``situation_from_data``."""
    return _parse_text(text, limit)


def _parse_text(text: str, limit: int = MAX_BYTES) -> Any:
    check_text(text, limit=limit)
    if text.lstrip().startswith("{"):
        return decode_json(text)
    try:
        return yaml.load(text, Loader=YAML_LOADER)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        message = f"invalid YAML: {problem}" + (f" ({context})" if context else "")
        raise SituationError(message, line=mark.line + 1 if mark else None) from None
    except (ValueError, IndexError, TypeError, OverflowError) as exc:  # a (tagged) value the constructor cannot convert
        raise SituationError(f"a value cannot be read: {exc or type(exc).__name__}") from None


def situation_from_data(data: Any, *, text: str | None = None, catalogue: Catalogue | None = None) -> Situation:
    """Validate ``data`` (a decoded YAML/JSON document) and build the :class:`Situation`.

    Cards given only by their printed ``text`` are parsed first, and cards only named are filled in
    from ``catalogue`` when one is given (``printed.py``).
    """
    lines = Lines(text) if text else Lines(None)
    data, left_out = expand_printed(data, lines, catalogue)
    validate_data(data, text=text)
    builder = Builder(data, lines)
    builder.defaults += left_out
    return builder.build()
