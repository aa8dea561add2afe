"""How much a situation may ask of the server, and the checks that hold it to that.

A situation comes from anyone on the web, so it is bounded before the engine sees it: at most
``MAX_BODY`` bytes (64 KiB; ``KB_REPLAY_MAX_BODY``), refused with 413 (from ``Content-Length``
before anything is read, see ``web.replay.body``); flow collections nest at most ``MAX_NESTING``
(64) levels deep, and YAML aliases expand to at most ``MAX_NODES`` (100,000) nodes ("billion
laughs"): 400. The size, NUL and nesting checks are linear scans run in the web server before a
worker is asked; the node count parses the YAML, so it runs in the worker (``web.replay.job``),
where a parser crash costs a worker, never the server. The engine bounds itself beyond that
(``kb.engine.STEP_BOUND`` steps, ``DEPTH_BOUND`` levels: a 200 whose ``unresolved`` says so).

Nothing here imports Flask: the worker process imports this module.
"""

from __future__ import annotations

from typing import NamedTuple

import yaml

from web.replay.engine import SituationError, nesting_error

#: The largest situation accepted, in bytes (the request body, or the decompressed share code).
MAX_BODY = 64 * 1024
#: YAML nodes after expanding aliases ("billion laughs") above this are refused.
MAX_NODES = 100_000


class Refusal(NamedTuple):
    """Why a situation is refused before any worker runs it: an HTTP status and the message."""

    status: int
    message: str
    line: int | None = None


def too_large(limit: int) -> str:
    """The message for a situation over ``limit`` bytes."""
    return f"The situation is larger than {limit} bytes, the limit of a replay."


def refusal(text: str, limit: int) -> Refusal | None:
    """The checks that need no parser: size (413), a NUL character, flow collections nested too deep (400)."""
    if len(text.encode("utf-8")) > limit:
        return Refusal(413, too_large(limit))
    if "\x00" in text:
        return Refusal(400, "the situation contains a NUL character")
    nested = nesting_error(text)
    if nested is not None:
        message, line = nested
        return Refusal(400, f"{message} (line {line})", line)
    return None


def count_nodes(text: str) -> None:
    """Refuse YAML whose aliases expand past ``MAX_NODES`` (each alias counts its whole subtree)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        root = yaml.compose(text, Loader=loader)
    except yaml.YAMLError:
        return  # parse_situation reports it, with the CLI's words
    stack = [root] if root is not None else []
    count = 0
    while stack:
        node = stack.pop()
        count += 1
        if count > MAX_NODES:
            raise SituationError(f"the situation expands to more than {MAX_NODES} YAML nodes (through aliases); "
                                 "write it out without '*' aliases")
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack.append(key)
                stack.append(value)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
