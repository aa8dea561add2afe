"""Battling the Ancient One: each turn is an Attack phase (complete the battle task as many times as
possible, each success removing one doom token; a failed roll discards a die; no focusing and no
assistance) and a Clock phase, in which midnight brings the Ancient One's attack."""

from __future__ import annotations

from typing import Any

from . import effects
from .adventure import Resolution
from .game import A, F, N, S, Game, Person
from .rules import es
from .turn import pool_text, run_step, start_pool


def attack_phase(game: Game, person: Person, turn: dict[str, Any], t: int, depth: int) -> bool:
    """The Attack phase; returns False when the situation stops in the middle of it."""
    game.emit(F, depth, f"1. Attack phase: {person.name} attacks {game.ao['name']}", es("battle-1"))
    game.pool = start_pool(game, person)
    res = Resolution(person, None)
    label = " + ".join(r.label() for r in game.battle_task)
    game.emit(S, depth + 1, f"{person.name} rolls dice to complete {game.ao['name']}'s battle task ({label}) as many "
              f"times as possible; the dice pool: {pool_text(game.pool)}", es("attack-phase", "rolling-the-dice"))

    def hit() -> None:
        game.doom -= 1
        game.emit(S, depth + 2, f"{person.name} successfully attacked {game.ao['name']}: one doom token is removed "
                  f"from the doom track ({game.doom + 1} \u2192 {game.doom})", es("attack-phase"))
        if game.doom <= 0:
            game.end(f"win: the final doom token is removed and {game.ao['name']} is defeated", depth + 3)
        res.completed_this_roll = True

    for s, step in enumerate(turn.get("steps", [])):
        game.path = ["turns", t, "steps", s]
        if res.done or game.over:
            raise game.script("the Attack phase has already ended: this step has no place in it")
        (verb, value), = step.items()
        if verb in ("give-up", "first-aid"):
            raise game.script(f"'{verb}' has no place in the battle")
        run_step(game, res, verb, value, depth + 1, battle=True, on_complete=hit)
    game.path = ["turns", t]
    if game.over:
        return True
    if not res.done:
        game.emit(N, depth + 1, "The situation gives no more of this Attack phase: the replay stops here",
                  es("attack-phase"))
        return False
    items = [d for d in res.item_dice if d in game.pool]
    game.pool = []
    if items:
        game.emit(S, depth + 1, f"the dice granted by items return to the supply: {', '.join(d.color for d in items)}",
                  es("adding-dice-to-the-dice-pool"))
    return True


def ancient_attack(game: Game, depth: int) -> None:
    """The Ancient One's attack ability, at midnight during the battle."""
    text = game.ao.get("text")
    game.emit(A, depth, f"{game.ao['name']} attacks" + (f": \u201c{text}\u201d" if text else ""),
              es("battling-the-ancient-one/clock-phase"), card=game.ao["name"])
    if not game.ao.get("attack"):
        game.emit(N, depth + 1, "the situation gives no attack effects", es("battling-the-ancient-one/clock-phase"))
        return
    effects.apply(game, game.ao["attack"], depth + 1, f"{game.ao['name']}'s attack",
                  es("battling-the-ancient-one/clock-phase"))

