"""The timing engine's names the replay pages use, imported here and nowhere else in ``web``.

The engine's modules are being moved into sub-packages; keeping every ``kb.engine`` import of
the replay pages on these three lines means such a move re-points three lines, not a dozen
spread over the package. The engine is imported at the top, not lazily: the situation checks
the routes run before a worker (``nesting_error``) import the whole ``kb.engine`` package
anyway, so a lazy import would save the web application no start-up time.
"""

from __future__ import annotations

from kb.engine import SituationError, example_path, examples, parse_situation, replay, vocabulary
from kb.engine.rules import title as rule_title
from kb.engine.situation import MAX_NESTING, nesting_error, schema as situation_schema

__all__ = [
    "MAX_NESTING",
    "SituationError",
    "example_path",
    "examples",
    "nesting_error",
    "parse_situation",
    "replay",
    "rule_title",
    "situation_schema",
    "vocabulary",
]
