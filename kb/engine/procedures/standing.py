"""The standing rules the core applies after every change of state (``core/standing.py``).

- Enemy Engagement: "Any time a ready unengaged enemy is at the same location as an investigator, it
  engages that investigator" — whatever put them together (a spawn, a move, readying, an elimination
  that left the enemy unengaged, an effect that moved a card). Aloof ("does not automatically engage
  investigators at its location") and Massive (never placed in a threat area) enemies do not; the
  decision record says so ("cannot: Aloof").
- Aloof: "An investigator cannot attack an aloof enemy while that enemy is not engaged with an
  investigator."
- Massive is a standing state too, read wherever the engine asks who an enemy is engaged with
  (``State.engaged_with``); Hunter, Retaliate and Alert apply at the one point their condition names
  (3.2, after a failed fight or evasion's results), Peril while its card resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import standing, why
from ..core.state import PLAY
from ..situation.vocabulary import CardType
from .enemies import engage_at_location, engages_here

if TYPE_CHECKING:
    from ..core.engine import Engine


def enemy_engagement(engine: Engine, depth: int) -> bool:
    """Engage the first ready, unengaged enemy at an investigator's location (Enemy Engagement)."""
    state = engine.state
    for card in state.cards.values():
        if card.type is not CardType.ENEMY or card.zone != PLAY or card.engaged is not None:
            continue
        where = card.location
        if where is None or where in engine.held or not state.investigators_at(where):
            continue
        for word in ("aloof", "massive"):
            if word in card.spec.keywords and not card.exhausted:
                why.standing(engine, card.name, "Enemy Engagement", why.CANNOT,
                             f"{word.capitalize()}: {card.name} does not engage the investigators at {where}")
        if engages_here(engine, card.name):
            return engage_at_location(engine, card.name, depth)
    return False


def aloof_attack(engine: Engine, who: str, what: str, kind: str) -> str | None:
    """Aloof: an unengaged aloof enemy cannot be attacked."""
    card = engine.state.cards.get(what)
    if kind == "attack" and card is not None and card.type is CardType.ENEMY and "aloof" in card.spec.keywords \
            and card.engaged is None:
        return f"Aloof: {what} is not engaged with an investigator, so {who} cannot attack it"
    return None


def register() -> None:
    standing.register_rule("enemy-engagement", enemy_engagement, "ahlcg/rr/enemy-engagement")
    standing.register_restriction("aloof", aloof_attack, "ahlcg/rr/aloof")
