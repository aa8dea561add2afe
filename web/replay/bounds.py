"""How much a situation may ask of the server, and the checks run before a worker is asked.

A situation comes from anyone on the web, so it is bounded before the engine sees it: at most
``MAX_BODY`` bytes (64 KiB, the engine's own bound; ``KB_REPLAY_MAX_BODY``), refused with 413
(from ``Content-Length`` before anything is read, see ``web.replay.body``), and flow collections
nested at most 64 levels deep: 400. These checks are linear scans, run in the web server. The
rest of the engine's bounds (block nesting, YAML aliases expanding past 100,000 nodes, number
length) read the YAML parser's events, so the worker applies them (``web.replay.job``, through
``kb.engine.decode_situation`` with the same limit) as the first thing it does with a situation,
before anything composes or constructs it; ``kb replay`` applies the same. The engine bounds
itself beyond that (``kb.engine.STEP_BOUND`` steps, ``DEPTH_BOUND`` levels: a 200 whose
``unresolved`` says so).
"""

from __future__ import annotations

from typing import NamedTuple

from web.replay.engine import MAX_SITUATION_BYTES, nesting_error

#: The largest situation accepted by default, in bytes (the request body, or the decompressed share code).
MAX_BODY = MAX_SITUATION_BYTES
__all__ = ["MAX_BODY", "Refusal", "refusal", "too_large"]


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

