"""The effect that reveals a card from a hidden zone (a hand): "If X is in your hand at the end of
your turn, reveal it and take 2 horror". Kept in a module of its own and added to the closed list of effects by the
package (``vocabulary/__init__.py``), as the other families are."""

from __future__ import annotations

from .effects import EffectType

#: ``reveal-card``: a card in a hand shown to every player (Looking at, searching and finding: revealing shows a card
#: without moving it).
REVEAL_CARD_EFFECTS: dict[str, EffectType] = {"reveal-card": EffectType(
    "reveal-card", "reveal a card from a hand to every player (\u201creveal it\u201d of a card in your hand): it is "
    "shown, nothing moves, it stays in that hand; a card not in a hand is not hidden, so there is nothing to reveal",
    {"to": "the card revealed (self: the card resolving)"},
    ("ahlcg/glossary/looking-at-searching-and-finding",))}
