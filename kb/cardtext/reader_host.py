"""What the sentence reader (``effects._Reader``) gives the mixins of its handlers (``choices_and_counts``,
``test_sentences``): its context, and the reading and adding of clauses — declared once, so that each mixin says
only what it adds.
"""

from __future__ import annotations

from .vocabulary import Context, Effect
from .words import SELF


class ReaderHost:
    """The reader's own members a handler mixin calls (``effects._Reader`` defines them)."""

    ctx: Context

    def _clauses(self, text: str) -> list[Effect]:
        raise NotImplementedError

    def _structured(self, rest: str) -> list[Effect]:
        raise NotImplementedError

    def _add(self, effects: list[Effect], text: str = "") -> None:
        raise NotImplementedError

    def _said(self, text: str) -> str:
        """``text`` as printed, for the trace: the card's own name where the reader wrote ``@self``."""
        return text.replace(SELF, self.ctx.name or "this card")
