"""The one set of bounds on every number and structure a user supplies, in YAML or JSON.

A situation (``kb replay``, the web's replay routes and their worker) and a card catalogue
(``kb cards import``) may come from anyone, so each is held to these bounds before anything
composes, constructs, expands or stores it:

- collections nested at most ``MAX_NESTING`` (64) levels deep, flow (``[[[``) or block
  (``- - - x``) alike: deeper nesting overflows the YAML composer's C stack (the process dies) or
  Python's recursion limit (``json.loads``);
- at most ``MAX_NODES`` (100,000) YAML nodes once aliases are expanded ("billion laughs": a few
  hundred characters of ``&a [*b, *b, ...]`` expand to billions of nodes), and no alias to a
  collection it is inside (``x: &a [*a]``: a cycle, which no JSON can hold and every walk of the
  data would follow for ever);
- numbers of at most ``MAX_NUMBER_CHARS`` (30) characters, in any form YAML or JSON reads as a
  number: decimal, ``0x``/``0o``/``0b``, base 60 (``1:30:00``), with exponents; checked on the text,
  before anything converts it (Python refuses to convert an integer of more than 4,300 digits, and
  a 5,000-digit hexadecimal one converts to a number ``json.dumps`` cannot print); and every
  number finite (``.nan``, ``.inf``, JSON's ``NaN``, ``1e999``: no game or card number is one, and
  JSON cannot carry one);
- strings that are text: no lone surrogate (JSON's ``"\\ud800"`` decodes to one, and the answer
  that carried it could not be encoded: the replay worker died).

The YAML checks (:mod:`kb.bounds.yaml_text`, apart so that a reader of JSON loads no YAML) read
the parser's events (libyaml keeps its own stack, not the C stack), composing nothing; the JSON
checks scan the text once, then bound each number as it is decoded. Both are linear in the text.
A bound passed raises :class:`BoundError`: its message says which, and where.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

#: Collections nested deeper than this are refused.
MAX_NESTING = 64
#: YAML nodes after expanding aliases above this are refused.
MAX_NODES = 100_000
#: Characters in one number above this are refused (in any base: ``0x``, ``0b``, base 60…).
MAX_NUMBER_CHARS = 30

class BoundError(ValueError):
    """A bound passed: the message, and the 1-based line where it was met (when known)."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


def read_at_most(path: Path, limit: int) -> bytes:
    """A file's first ``limit + 1`` bytes: enough to tell that it passes the bound, never the whole
    of a huge file (or of ``/dev/zero``). ``OSError`` is the caller's to word."""
    with Path(path).open("rb") as handle:
        return handle.read(limit + 1)


def too_deep(what: str, line: int | None = None) -> BoundError:
    return BoundError(f"{what} nests more than {MAX_NESTING} levels deep; nothing in it needs that many", line)


def nesting_error(text: str, what: str = "the situation") -> tuple[str, int] | None:
    """``(message, line)`` when ``[``/``{`` nest deeper than ``MAX_NESTING``; a linear scan, no parsing
    (quoted text counts too: a cheap first check, before any parser runs)."""
    depth = 0
    line = 1
    for char in text:
        if char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return too_deep(what).message, line
        elif char in "]}":
            depth = max(0, depth - 1)
        elif char == "\n":
            line += 1
    return None


def number_error(value: str, line: int | None) -> BoundError | None:
    """The bound a number's text passes, if any: its length (checked before any conversion)."""
    if len(value) > MAX_NUMBER_CHARS:
        return BoundError(f"a number has more than {MAX_NUMBER_CHARS} characters ({value[:12]}…); no number here "
                          "needs that many", line)
    return None


def _json_nesting(text: str, what: str) -> None:
    """``[``/``{`` outside JSON strings nested deeper than ``MAX_NESTING``: one pass over the text."""
    depth = 0
    line = 1
    quoted = escaped = False
    for char in text:
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                raise too_deep(what, line)
        elif char in "]}":
            depth -= 1
        if char == "\n":
            line += 1


def _bounded_number(convert: Any) -> Any:
    def parse(value: str) -> Any:
        error = number_error(value, None)
        if error is not None:
            raise error
        number = convert(value)
        if isinstance(number, float) and not math.isfinite(number):
            raise BoundError(f"{value} is not a finite number")
        return number
    return parse


def _no_constant(value: str) -> Any:
    raise BoundError(f"{value} is not a finite number")


def load_json(text: str, what: str = "the situation") -> Any:
    """``json.loads`` held to the bounds: nesting first, then each number as it is decoded.

    Raises :class:`BoundError`, or ``json.JSONDecodeError`` for text that is not JSON.
    """
    _json_nesting(text, what)
    data = json.loads(text, parse_int=_bounded_number(int), parse_float=_bounded_number(float),
                      parse_constant=_no_constant)
    check_text_values(data)
    return data


def check_text_values(data: Any) -> None:
    """Raise :class:`BoundError` when a string in ``data`` is not text: a lone surrogate (JSON's
    ``"\\ud800"``), which nothing can encode, store or send. One walk, no recursion."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if not value.isascii():
                try:
                    value.encode("utf-8")
                except UnicodeEncodeError:
                    raise BoundError(f"a string holds a lone surrogate ({ascii(value)[:40]}), which is not text") from None
        elif isinstance(value, dict):
            stack.extend(value)
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
