"""How much a situation may ask of whoever reads it, checked before anything parses it into data.

A situation may come from anyone (a file, standard input, a web request), so every reader
(``reading.parse_situation``, hence ``kb replay``, the web routes and their worker) holds it to
these bounds first:

- at most ``MAX_BYTES`` (64 KiB) of UTF-8 text, and no NUL character;
- collections nested at most ``MAX_NESTING`` (64) levels deep, flow (``[[[``) or block
  (``- - - x``) alike: deeper nesting overflows the YAML composer's C stack (the process dies)
  or Python's recursion limit;
- at most ``MAX_NODES`` (100,000) nodes once YAML aliases are expanded ("billion laughs": a few
  hundred characters of ``&a [*b, *b, ...]`` expand to billions of nodes, and whatever walks
  the data, the schema validator or ``json.dumps``, walks every one of them);
- numbers of at most ``MAX_DIGITS`` (30) digits (Python refuses to convert an integer of more
  than 4,300 digits, and no game number has more than a few).

The checks read the YAML as a stream of parser events (libyaml's parser keeps its own stack,
not the C stack), never composing or constructing anything, and stop at the first bound passed:
linear in the text and safe on any input. JSON text is checked the same way (the flow nesting
scan, then the number bound while it is decoded).
"""

from __future__ import annotations

import re

import yaml

from .errors import SituationError
from .paths import YAML_LOADER

#: The largest situation accepted, in bytes of UTF-8.
MAX_BYTES = 64 * 1024
#: Collections nested deeper than this are refused.
MAX_NESTING = 64
#: YAML nodes after expanding aliases above this are refused.
MAX_NODES = 100_000
#: Digits in one number above this are refused.
MAX_DIGITS = 30

_NUMBER = re.compile(r"[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?")


def too_large(limit: int = MAX_BYTES) -> str:
    """The message for a situation over ``limit`` bytes."""
    return f"the situation is larger than {limit} bytes, the limit of a replay"


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


def _too_many_digits(line: int | None) -> SituationError:
    return SituationError(f"a number has more than {MAX_DIGITS} digits; no number in a situation needs that many",
                          line=line)


def check_text(text: str, *, limit: int = MAX_BYTES) -> None:
    """Raise ``SituationError`` when ``text`` passes one of the bounds (see the module docstring).

    A YAML syntax error is left for the parser to report, with its own words and line.
    """
    if len(text) > limit or len(text.encode("utf-8")) > limit:
        raise SituationError(too_large(limit))
    if "\x00" in text:
        raise SituationError("the situation contains a NUL character")
    nested = nesting_error(text)
    if nested is not None:
        raise SituationError(nested[0], line=nested[1])
    if text.lstrip().startswith("{"):
        return  # JSON: no aliases, nor block nesting; numbers are checked as it is decoded
    _scan_events(text)


def _scan_events(text: str) -> None:
    """Depth, expanded node count and number length, from the parser's events alone."""
    sizes: dict[str, int] = {}  # anchor -> expanded nodes under it (itself included)
    frames: list[list] = []  # open collections: [anchor, nodes so far]
    total = 0
    try:
        for event in yaml.parse(text, Loader=YAML_LOADER):
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                if len(frames) >= MAX_NESTING:
                    raise SituationError(f"the situation nests more than {MAX_NESTING} levels deep; "
                                         "a situation never needs that many", line=event.start_mark.line + 1)
                frames.append([event.anchor, 1])
                weight = 1
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                anchor, count = frames.pop()
                if anchor is not None:
                    sizes[anchor] = count
                if frames:
                    frames[-1][1] += count
                continue
            elif isinstance(event, yaml.ScalarEvent):
                if (event.implicit[0] and len(event.value) > MAX_DIGITS and _NUMBER.fullmatch(event.value)
                        and sum(c.isdigit() for c in event.value) > MAX_DIGITS):
                    raise _too_many_digits(event.start_mark.line + 1)
                weight = 1
                if event.anchor is not None:
                    sizes[event.anchor] = 1
            elif isinstance(event, yaml.AliasEvent):
                weight = sizes.get(event.anchor, 1)
            else:
                continue
            total += weight
            if total > MAX_NODES:
                raise SituationError(f"the situation expands to more than {MAX_NODES} YAML nodes (through aliases); "
                                     "write it out without '*' aliases", line=event.start_mark.line + 1)
            if frames and not isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                frames[-1][1] += weight
    except yaml.YAMLError:
        return  # the parser reports it, with the line


def parse_json_int(value: str) -> int:
    """``json.loads``'s ``parse_int``: the number bound on JSON text."""
    if sum(c.isdigit() for c in value) > MAX_DIGITS:
        raise _too_many_digits(None)
    return int(value)
