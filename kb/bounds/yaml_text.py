"""The bounds of :mod:`kb.bounds` on YAML text, read from the parser's events alone.

libyaml's parser keeps its own stack (not the C stack) and composes nothing, so this scan is safe
on any text and linear in it; it stops at the first bound passed.
"""

from __future__ import annotations

import math
from typing import Any

import yaml

from . import MAX_NESTING, MAX_NODES, BoundError, number_error, too_deep

_INT, _FLOAT = "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"
_RESOLVER = yaml.resolver.Resolver()
_CONSTRUCTOR = yaml.constructor.SafeConstructor()


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
    error = number_error(value, line)
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


