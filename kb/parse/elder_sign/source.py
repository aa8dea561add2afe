"""What the Elder Sign parser reads and makes: its source id, its game and key prefix, and the
error it raises when the source or its curation no longer has the shape it relies on."""

from __future__ import annotations

SOURCE_ID = "es-rules"
GAME = "elder-sign"
KEY_PREFIX = "elder-sign/rules"


class ElderSignParseError(ValueError):
    """The source or its curation does not have the shape the parser relies on."""
