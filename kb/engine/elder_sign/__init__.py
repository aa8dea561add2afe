"""Elder Sign: its situation format (``game: elder-sign``) and its replay, on the engine's core.

The sub-package uses the situation layer (YAML reading, bounds, field paths and lines, the schema
machinery, ``SituationError``) and the core (the recorder, ``Step``/``Trace`` and their renderings,
the rule citations, with its own table of ``elder-sign/rules/...`` entries registered there), but
none of Arkham Horror's procedures or effects. Inside it, from the bottom: ``rules``, ``dice``,
``format`` (``schema.json``), ``game``, ``effects``, ``adventure``, ``entrance``, ``turn``, ``clock``,
``battle``, ``replay``, ``reading``.
"""

from .format import GAME, Situation, is_elder_sign, schema
from .reading import situation_from_data
from .replay import replay
from .rules import ES_RULES

__all__ = ["ES_RULES", "GAME", "Situation", "is_elder_sign", "replay", "schema", "situation_from_data"]
