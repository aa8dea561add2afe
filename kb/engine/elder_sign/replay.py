"""Replay an Elder Sign situation: each turn in order (the Movement, Resolution and Clock phases, or
in the battle the Attack and Clock phases), midnight when the clock strikes it, and the game's end.

``replay`` returns the same :class:`~kb.engine.core.trace.Trace` as Arkham Horror's replays, so the
command line, the web page and the tests read both alike. ``trial`` replays a situation being read,
raising the first inconsistency with the field of its step.
"""

from __future__ import annotations

from ..core.engine import STEP_BOUND
from ..core.errors import StepBoundReached
from ..core.trace import Trace
from .battle import ancient_attack, attack_phase
from .clock import clock_phase, safely
from .format import ScriptError, Situation
from .game import F, N, Game
from .rules import es
from .turn import movement, resolution


def _play(game: Game) -> None:
    for t, turn in enumerate(game.d["turns"]):
        game.path = ["turns", t]
        if game.over:
            game.emit(N, 0, f"The game has ended: turns[{t}] is not played", es("winning-the-game"))
            return
        person = game.people[turn["investigator"]]
        if person.devoured and not game.awake:
            raise game.script(f"{person.name} has been devoured; the player plays on with a new investigator, "
                              "which this situation does not describe", "investigator")
        game.active = person.name
        if game.first_turn and t > 0:
            game.first_turn = False
        go_on = True
        battle_turn = game.awake
        if battle_turn:
            game.emit(F, 0, f"{person.name}'s battle turn: the Attack phase, then the Clock phase",
                      es("battling-the-ancient-one"), card=person.name)
            if person.devoured:
                game.emit(F, 1, f"{person.name} was devoured during the battle: that player only resolves the Clock "
                          "phase", es("battling-the-ancient-one/clock-phase"))
            else:
                def attack(person=person, turn=turn, t=t) -> None:
                    nonlocal go_on
                    go_on = attack_phase(game, person, turn, t, 1)
                safely(attack)
        else:
            game.emit(F, 0, f"{person.name}'s turn: the Movement, Resolution and Clock phases, in order",
                      es("a-player-s-turn"), card=person.name)

            def normal(person=person, turn=turn, t=t) -> None:
                nonlocal go_on
                movement(game, person, turn, 1)
                go_on = resolution(game, person, turn, t, 1)
            safely(normal)
        if not go_on or game.over:
            return
        game.pool = []  # the dice wait, unrolled, for the next Resolution or Attack phase
        safely(lambda person=person: clock_phase(game, person.name, 1, lambda d: ancient_attack(game, d),
                                                 battle_turn=battle_turn))
        if game.over:
            return


def run(situation: Situation, *, step_bound: int = STEP_BOUND, step_states: bool = False) -> Game:
    game = Game(situation, step_bound=step_bound, step_states=step_states)
    try:
        _play(game)
    except StepBoundReached as stop:
        game.rec.report(f"stopped: {stop}", *es("a-player-s-turn"))
    return game


def replay(situation: Situation, *, step_bound: int = STEP_BOUND, all_windows: bool = False,
           step_states: bool = False) -> Trace:
    """Replay ``situation``; ``all_windows`` is accepted for the common signature (Elder Sign has no windows)."""
    del all_windows
    try:
        game = run(situation, step_bound=step_bound, step_states=step_states)
    except ScriptError as error:  # a situation read by ``reading`` never gets here
        game = Game(situation, step_bound=step_bound, step_states=step_states)
        game.rec.report(f"the situation is inconsistent: {error}", *es("a-player-s-turn"))
    final = game.snapshot()
    return Trace(situation.title, situation.question, tuple(game.rec.steps), tuple(game.rec.unresolved), final,
                 situation.summary, game.rec.shown_states(final))


def trial(situation: Situation) -> None:
    """Replay ``situation`` and raise the first :class:`ScriptError` (with its field path)."""
    run(situation)
