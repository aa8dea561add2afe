"""How much a situation may ask of whoever reads it, checked before anything parses it into data.

A situation may come from anyone (a file, standard input, a web request), so every reader
(``reading.parse_situation``, hence ``kb replay``, the web routes and their worker) holds it to
these bounds first: at most ``MAX_BYTES`` (64 KiB) of UTF-8 text, no NUL character, and the bounds
every user-supplied YAML or JSON is held to (``kb.bounds``: nesting, aliases expanded and
recursive, numbers in any base). A bound passed is a :class:`SituationError` naming the line.
"""

from __future__ import annotations

import json
from typing import Any

from kb.bounds import MAX_NESTING, MAX_NODES, MAX_NUMBER_CHARS, BoundError, load_json, nesting_error
from kb.bounds.yaml_text import check_yaml

from .errors import SituationError
from .paths import YAML_LOADER

#: The largest situation accepted, in bytes of UTF-8.
MAX_BYTES = 64 * 1024

__all__ = ["MAX_BYTES", "MAX_NESTING", "MAX_NODES", "MAX_NUMBER_CHARS", "check_text", "decode_json", "nesting_error",
           "too_large"]


def too_large(limit: int = MAX_BYTES) -> str:
    """The message for a situation over ``limit`` bytes."""
    return f"the situation is larger than {limit} bytes, the limit of a replay"


def check_text(text: str, *, limit: int = MAX_BYTES) -> None:
    """Raise ``SituationError`` when ``text`` passes one of the bounds (see the module docstring).

    A YAML syntax error is left for the parser to report, with its own words and line.
    """
    if len(text) > limit:
        raise SituationError(too_large(limit))
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError as error:
        raise SituationError(f"the situation is not text: a lone surrogate at character {error.start}") from None
    if size > limit:
        raise SituationError(too_large(limit))
    if "\x00" in text:
        raise SituationError("the situation contains a NUL character")
    nested = nesting_error(text)
    if nested is not None:
        raise SituationError(nested[0], line=nested[1])
    if text.lstrip().startswith("{"):
        return  # JSON: no aliases, nor block nesting; numbers are checked as it is decoded
    try:
        check_yaml(text, YAML_LOADER)
    except BoundError as error:
        raise SituationError(error.message, line=error.line) from None


def decode_json(text: str) -> Any:
    """A situation's JSON text decoded within the bounds (``SituationError`` otherwise)."""
    try:
        return load_json(text)
    except BoundError as error:
        raise SituationError(error.message, line=error.line) from None
    except json.JSONDecodeError as exc:
        raise SituationError(f"invalid JSON: {exc.msg}", line=exc.lineno) from None
