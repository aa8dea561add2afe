"""The timing engine: replay a described situation step by step, each step citing its rule.

Library first: load a situation, replay it, render the trace. The ``kb replay`` command
(``kb.engine.command.replay``) is a thin layer over these functions, and so is the web page, which
also reads the situation schema, the vocabulary and the rule titles from here.

Two games: a situation's ``game:`` says which (``ahlcg``, or ``elder-sign``, replayed by
``kb.engine.elder_sign``); ``load_situation``, ``parse_situation`` and ``replay`` take either.

The engine is built in layers, each importing only from those below it: the situation format
(``situation``), the timing core (``core``), the game's procedures (``procedures``), the effects
(``effects``), and this face on top. Importing ``kb.engine`` imports the procedures and the effects,
which fills the core's dispatch tables before anything is replayed.

    >>> from kb.engine import load_example, replay
    >>> trace = replay(load_example("ex01-nested-sequences"))
    >>> trace.steps[0].rules[0]
    'ahlcg/rr/2-2-1'
"""

from . import effects, procedures  # noqa: F401 - importing the layers fills the core's dispatch tables
from .answer import answer
from .bundled import example_names, example_path, examples, load_example
from .core.engine import DEPTH_BOUND, STEP_BOUND, Engine
from .deadline import REPLAY_SECONDS
from .core.errors import IllegalPlay
from .core.rules import title as rule_title
from .core.trace import Step, Trace, Unresolved
from .games import GAMES, load_situation, parse_situation, replay, situation_from_data
from .presentation import in_words, render_for_reader
from .situation import vocabulary
from .situation.bounds import MAX_BYTES as MAX_SITUATION_BYTES
from .situation.bounds import MAX_NODES, check_text
from .situation.errors import SituationError
from .situation.lookup import guarded_catalogue
from .situation.printed import Catalogue
from .situation.reading import MAX_NESTING, nesting_error
from .situation.reading import decode as decode_situation
from .situation.schema import schema as situation_schema
from .situation.spec import Situation

__all__ = [
    "Catalogue", "DEPTH_BOUND", "GAMES", "MAX_NESTING", "MAX_NODES", "MAX_SITUATION_BYTES", "REPLAY_SECONDS",
    "STEP_BOUND", "Engine",
    "IllegalPlay", "Situation", "SituationError", "Step", "Trace", "Unresolved", "answer", "check_text",
    "decode_situation", "example_names", "example_path", "examples", "guarded_catalogue", "in_words", "load_example",
    "load_situation",
    "nesting_error", "parse_situation", "render_for_reader", "replay", "replay_file", "rule_title",
    "situation_from_data", "situation_schema", "vocabulary",
]


def replay_file(path: str, *, all_windows: bool = False) -> Trace:
    """Load and replay a situation file (raises :class:`SituationError` if it is malformed)."""
    return replay(load_situation(path), all_windows=all_windows)
