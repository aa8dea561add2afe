"""The Clock phase and midnight: the clock advances three hours; when it reaches "XII", midnight
strikes after the Clock phase ends: "At Midnight" effects (and the Mythos card's "next time the clock
strikes midnight" effects), a new Mythos card and its immediate effect, then the "once per day"
abilities are replenished. In the battle, the Ancient One attacks instead (``battle``)."""

from __future__ import annotations

from collections.abc import Callable

from . import effects
from .game import CLOCK, F, N, S, Game, TurnOver
from .rules import es


def clock_phase(game: Game, name: str, depth: int, ancient_attack: Callable[[int], None], *,
                battle_turn: bool) -> None:
    """Advance the clock; then the turn ends, and midnight strikes if the hand reached "XII"."""
    battle = game.awake
    game.emit(F, depth, f"2. Clock phase: {name}" if battle_turn else f"3. Clock phase: {name}",
              es("battle-2") if battle_turn else es("turn-3"))
    before = CLOCK[game.clock]
    game.clock = (game.clock + 1) % 4
    game.emit(S, depth + 1, f"{name} advances the clock three hours: {before} \u2192 {CLOCK[game.clock]}",
              es("battling-the-ancient-one/clock-phase") if battle else es("clock-phase"))
    due = game.clock == 0 or game.midnight_due
    reached = ("the hand is at \u201cXII\u201d" if game.clock == 0 else
               "the clock advanced past \u201cXII\u201d during the turn")
    game.emit(F, depth + 1, f"After advancing the clock, {name}'s turn ends"
              + (f"; {reached}: midnight strikes" if due else ""),
              es("clock-phase") + (es("midnight") if due else ()))
    game.active = None
    if due:
        game.midnight_due = False
        midnight(game, depth, ancient_attack)


def midnight(game: Game, depth: int, ancient_attack: Callable[[int], None]) -> None:
    if game.awake:
        game.emit(F, depth, f"Midnight strikes during the battle: instead of drawing a Mythos card, the players "
                  f"resolve {game.ao['name']}'s attack; \u201cAt Midnight\u201d effects do not occur",
                  es("battling-the-ancient-one/clock-phase"))
        ancient_attack(depth + 1)
        return
    game.emit(F, depth, "Midnight strikes: the players resolve its three steps in order", es("midnight"))
    # step 1
    game.emit(F, depth + 1, "Step 1: resolve the \u201cAt Midnight\u201d effects on all cards in play, and the "
              "Mythos card's \u201cnext time the clock strikes midnight\u201d effects", es("midnight-1"))
    sources = []
    if game.first_turn:
        game.emit(N, depth + 2, "\u201cAt Midnight\u201d effects do not occur during the first turn of the game",
                  es("midnight"))
    else:
        sources += [(f"{a.name}'s \u201cAt Midnight\u201d effect", a.data["at-midnight"], a.name)
                    for a in game.adventures if a.data.get("at-midnight")]
    if game.mythos and game.mythos.get("next-midnight"):
        sources.append((f"the Mythos card {game.mythos['name']} (the next time the clock strikes midnight)",
                        game.mythos["next-midnight"], game.mythos["name"]))
    if len(sources) > 1:
        game.silent(depth + 2, "in what order several midnight effects resolve; the engine resolves them in the "
                    "order the situation lists the cards (adventures, then the Mythos card)", es("midnight-1"))
    if not sources:
        game.emit(N, depth + 2, "no card in play has such an effect", es("midnight-1"))
    for source, listed, owner in sources:
        if game.over or game.awake:
            break
        effects.apply(game, listed, depth + 2, source, es("midnight-1"), owner)
    if game.over:
        return
    if game.awake:
        game.emit(N, depth + 1, "the Ancient One awoke at midnight: no Mythos card is drawn; midnight strikes as it "
                  "awakens, so the investigators immediately resolve its attack",
                  es("battling-the-ancient-one/clock-phase"))
        ancient_attack(depth + 1)
        return
    # step 2
    old = game.mythos
    if not game.mythos_deck:
        game.emit(F, depth + 1, "Step 2: draw one new Mythos card and resolve its immediate effect",
                  es("midnight-2", "mythos-cards"))
        game.unknown(depth + 2, "which Mythos card is drawn (its mythos-deck is empty); none is replayed",
                     es("midnight-2"))
    else:
        new = game.mythos_deck.pop(0)
        game.emit(F, depth + 1, f"Step 2: the players draw a new Mythos card, {new['name']}, and resolve its immediate "
                  "effect", es("midnight-2", "mythos-cards"), card=new["name"])
        if old:
            game.free(old["name"], depth + 2)
        game.mythos = new
        for color in new.get("locks", []):
            game.lock(color, new["name"], depth + 2)
        if new.get("immediate"):
            effects.apply(game, new["immediate"], depth + 2, f"{new['name']}'s immediate effect", es("mythos-cards"),
                          new["name"])
        if new.get("lingering"):
            game.emit(N, depth + 2,
                      f"its lingering effect applies while it remains faceup: \u201c{new['lingering']}\u201d",
                      es("mythos-cards"))
        if old:
            game.emit(S, depth + 2,
                      f"the previous Mythos card, {old['name']}, returns facedown to the bottom of its deck",
                      es("midnight-2"))
    if game.over:
        return
    # step 3
    used = [p.name for p in game.people.values() if p.ability_used_day and not p.devoured]
    for person in game.people.values():
        person.ability_used_day = False
    game.emit(S, depth + 1, "Step 3: the \u201conce per day\u201d investigator abilities are replenished"
              + (f": {', '.join(used)}" if used else " (none was used)"), es("midnight-3", "investigator-abilities"))


def safely(step: Callable[[], None]) -> None:
    """Run a phase that an awakening or a devouring may cut short (its Clock phase still follows)."""
    try:
        step()
    except TurnOver:
        pass
