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

The YAML checks read the parser's events (libyaml keeps its own stack, not the C stack), composing
nothing; the JSON checks scan the text once, then bound each number as it is decoded. Both are
linear in the text. A bound passed raises :class:`BoundError`: its message says which, and where.
"""

from __future__ import annotations

import json
import math
from typing import Any

import yaml

#: Collections nested deeper than this are refused.
MAX_NESTING = 64
#: YAML nodes after expanding aliases above this are refused.
MAX_NODES = 100_000
#: Characters in one number above this are refused (in any base: ``0x``, ``0b``, base 60…).
MAX_NUMBER_CHARS = 30

_INT, _FLOAT = "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"
_RESOLVER = yaml.resolver.Resolver()
_CONSTRUCTOR = yaml.constructor.SafeConstructor()


class BoundError(ValueError):
    """A bound passed: the message, and the 1-based line where it was met (when known)."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


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


def _number_error(value: str, line: int | None) -> BoundError | None:
    """The bound a number's text passes, if any: its length (checked before any conversion)."""
    if len(value) > MAX_NUMBER_CHARS:
        return BoundError(f"a number has more than {MAX_NUMBER_CHARS} characters ({value[:12]}…); no number here "
                          "needs that many", line)
    return None


def _yaml_number_error(event: yaml.ScalarEvent, line: int) -> BoundError | None:
    """The bound a YAML scalar passes when YAML reads it as a number (in any base, plain or tagged
    ``!!int``/``!!float``), if any."""
    value = event.value
    if event.implicit[0]:
        tag = _RESOLVER.resolve(yaml.ScalarNode, value, (True, False))
    else:
        tag = event.tag
    if tag not in (_INT, _FLOAT):
        return None
    error = _number_error(value, line)
    if error is None and tag == _FLOAT:
        try:
            number = _CONSTRUCTOR.construct_yaml_float(yaml.ScalarNode(tag, value))
        except (ValueError, IndexError):  # "!!float abc", "!!float ''": the loader reports it
            return None
        if not math.isfinite(number):
            error = BoundError(f"{value} is not a finite number", line)
    return error


def check_yaml(text: str, loader: type, what: str = "the situation") -> None:
    """Raise :class:`BoundError` when YAML ``text`` passes a bound: depth, expanded nodes, a recursive
    alias, a number's length or finiteness; from the parser's events alone (``loader`` parses).

    A YAML syntax error is left for the loader to report, with its own words and line.
    """
    sizes: dict[str, int] = {}  # anchor -> expanded nodes under it (itself included)
    frames: list[list[Any]] = []  # open collections: [anchor, nodes so far]
    open_anchors: set[str] = set()
    total = 0
    try:
        for event in yaml.parse(text, Loader=loader):
            line = event.start_mark.line + 1
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                if len(frames) >= MAX_NESTING:
                    raise too_deep(what, line)
                frames.append([event.anchor, 1])
                if event.anchor is not None:
                    open_anchors.add(event.anchor)
                weight = 1
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                anchor, count = frames.pop()
                if anchor is not None:
                    sizes[anchor] = count
                    open_anchors.discard(anchor)
                if frames:
                    frames[-1][1] += count
                continue
            elif isinstance(event, yaml.ScalarEvent):
                error = _yaml_number_error(event, line)
                if error is not None:
                    raise error
                weight = 1
                if event.anchor is not None:
                    sizes[event.anchor] = 1
            elif isinstance(event, yaml.AliasEvent):
                if event.anchor in open_anchors:
                    raise BoundError(f"the alias *{event.anchor} is inside the collection it names (&{event.anchor}): "
                                     "a cycle; write the value out", line)
                weight = sizes.get(event.anchor, 1)
            else:
                continue
            total += weight
            if total > MAX_NODES:
                raise BoundError(f"{what} expands to more than {MAX_NODES} YAML nodes (through aliases); "
                                 "write it out without '*' aliases", line)
            if frames and not isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                frames[-1][1] += weight
    except yaml.YAMLError:
        return  # the loader reports it, with the line


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
        error = _number_error(value, None)
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
