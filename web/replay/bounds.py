"""How much a situation may ask of the server, and the checks that hold it to that.

A situation comes from anyone on the web, so it is bounded before the engine sees it: at most
``MAX_BODY`` bytes (64 KiB; ``KB_REPLAY_MAX_BODY``), refused with 413 (from ``Content-Length``
before anything is read, see ``web.replay.body``); flow collections nest at most ``MAX_NESTING``
(64) levels deep, and YAML aliases expand to at most ``MAX_NODES`` (100,000) nodes ("billion
laughs"): 400. The size, NUL and nesting checks are linear scans run in the web server before a
worker is asked; the block nesting, node count and number length read the YAML parser's events,
so they run in the worker (``web.replay.job``) as the first thing it does with a situation,
before anything composes, constructs or serialises it (the engine's own bounds,
``kb.engine.check_text``, which ``kb replay`` applies too). The engine bounds itself beyond that
(``kb.engine.STEP_BOUND`` steps, ``DEPTH_BOUND`` levels: a 200 whose ``unresolved`` says so).

Nothing here imports Flask: the worker process imports this module.
"""

from __future__ import annotations

from typing import NamedTuple

from web.replay.engine import MAX_NODES, MAX_SITUATION_BYTES, check_text, nesting_error

#: The largest situation accepted, in bytes (the request body, or the decompressed share code).
MAX_BODY = 64 * 1024
#: MAX_NODES: YAML nodes after expanding aliases ("billion laughs") above this are refused (the engine's bound).
__all__ = ["MAX_BODY", "MAX_NODES", "Refusal", "check_parsed_bounds", "refusal", "too_large"]


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


def check_parsed_bounds(text: str) -> None:
    """The engine's own bounds (``kb.engine.check_text``): depth, block nesting included, expanded
    YAML nodes and number length, read from the parser's events before anything is composed or
    constructed. ``SituationError`` when passed. Run first thing in the worker."""
    check_text(text, limit=max(len(text.encode("utf-8")), MAX_SITUATION_BYTES))
