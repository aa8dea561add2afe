"""The situation format: the lowest layer of the timing engine.

A situation describes a timing dispute: who is where, what is in play with its numbers and
abilities, what the players do and what they choose. This layer reads it (YAML or JSON), validates
it against the JSON Schema (``situation.schema.json``) and against what a schema cannot check, and
builds the immutable records of ``spec.py`` that a replay starts from. It also holds the closed
vocabulary (``vocabulary``) every other layer speaks, and :class:`SituationError`.

It imports nothing from the rest of the engine: the timing core, the procedures and the effects
are built on it, never the other way round.
"""
