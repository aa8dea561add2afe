"""The games the engine replays, told apart by a situation's ``game:`` field.

``game: ahlcg`` is Arkham Horror: The Card Game (the situation format and the timing core below);
``game: elder-sign`` is Elder Sign (``kb.engine.elder_sign``). Reading and replaying go through
these functions, so ``kb replay``, the library and the web page take either game alike.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from . import elder_sign
from .core.engine import STEP_BOUND
from .core.engine import replay as replay_ahlcg
from .core.trace import Trace
from .situation.errors import SituationError, suggest
from .situation.paths import Lines
from .situation.printed import Catalogue
from .situation.reading import decode, read_file
from .situation.reading import situation_from_data as ahlcg_from_data
from .situation.spec import Situation

GAMES = ("ahlcg", elder_sign.GAME)

AnySituation = Situation | elder_sign.Situation


def situation_from_data(data: Any, *, text: str | None = None, catalogue: Catalogue | None = None) -> AnySituation:
    """Validate and build a situation of either game from decoded data (``catalogue`` fills in the
    Arkham Horror cards a situation only names)."""
    if isinstance(data, dict):
        game = data.get("game")
        if elder_sign.is_elder_sign(data):
            return elder_sign.situation_from_data(data, text=text)
        if isinstance(game, str) and game not in GAMES:
            raise SituationError(f"unknown game '{game}'" + suggest(game, GAMES) + f" (the games: {', '.join(GAMES)})",
                                 path="game", line=Lines(text).line(["game"]) if text else None)
    return ahlcg_from_data(data, text=text, catalogue=catalogue)


def parse_situation(text: str, *, catalogue: Catalogue | None = None) -> AnySituation:
    """Validate and build a situation of either game from YAML or JSON text."""
    return situation_from_data(decode(text), text=text, catalogue=catalogue)


def load_situation(source: str | Path, *, catalogue: Catalogue | None = None) -> AnySituation:
    """Read, validate and build a situation of either game from a file."""
    return parse_situation(read_file(source), catalogue=catalogue)


def replay(situation: AnySituation, *, step_bound: int = STEP_BOUND, all_windows: bool = False,
           step_states: bool = False) -> Trace:
    """Replay a situation of either game."""
    if isinstance(situation, elder_sign.Situation):
        return elder_sign.replay(situation, step_bound=step_bound, step_states=step_states)
    return replay_ahlcg(situation, step_bound=step_bound, all_windows=all_windows, step_states=step_states)
