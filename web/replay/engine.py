"""The timing engine's names the replay pages use, imported here and nowhere else in ``web``.

Every name comes from the engine's package face (``kb.engine``), never from one of its layers:
the engine may rearrange its sub-packages without the web noticing. The engine is imported at the top, not lazily: the situation checks
the routes run before a worker (``nesting_error``) import the whole ``kb.engine`` package
anyway, so a lazy import would save the web application no start-up time.
"""

from __future__ import annotations

from kb.engine import (
    MAX_NESTING,
    MAX_SITUATION_BYTES,
    REPLAY_SECONDS,
    SituationError,
    answer,
    decode_situation,
    example_path,
    examples,
    guarded_catalogue,
    in_words,
    nesting_error,
    parse_situation,
    replay,
    rule_title,
    situation_from_data,
    situation_schema,
    vocabulary,
)

__all__ = [
    "MAX_NESTING",
    "MAX_SITUATION_BYTES",
    "REPLAY_SECONDS",
    "SituationError",
    "answer",
    "decode_situation",
    "example_path",
    "examples",
    "guarded_catalogue",
    "in_words",
    "nesting_error",
    "parse_situation",
    "replay",
    "rule_title",
    "situation_from_data",
    "situation_schema",
    "vocabulary",
]
