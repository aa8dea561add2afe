"""The effects printed on Elder Sign cards (terror effects, "At Midnight" effects, Mythos cards, the
Ancient One's attack), resolved one after another in the order the card lists them."""

from __future__ import annotations

from typing import Any

from .game import CLOCK, S, Game, Person
from .rules import es


def _who(game: Game, effect: dict[str, Any]) -> list[Person]:
    if effect.get("who") == "each":
        return [p for p in game.people.values() if not p.devoured]
    person = game.people.get(game.active or "")
    return [person] if person and not person.devoured else []


def apply(game: Game, effects: list[dict[str, Any]], depth: int, source: str, keys: tuple[str, ...],
          owner: str | None = None) -> None:
    """Resolve ``effects`` (from ``source``, printed on the card ``owner``, which holds the dice it locks
    until it is resolved), each a step citing ``keys`` and its own entry."""
    for effect in effects:
        if game.over:
            return
        do, amount = effect["do"], effect.get("amount", 1)
        text = effect.get("text")
        said = f"{source}: \u201c{text}\u201d" if text else source
        if do in ("lose-sanity", "lose-stamina"):
            for person in _who(game, effect):
                game.lose(person, do.split("-")[1], amount, depth, said)
        elif do == "add-doom":
            game.emit(S, depth, f"{said}: add {amount} doom", keys)
            game.add_doom(amount, depth + 1, source)
        elif do == "monster-appears":
            for _ in range(amount):
                game.emit(S, depth, f"{said}: a monster appears", keys)
                game.monster_appears(depth + 1, effect.get("place"))
        elif do in ("gain-clue", "lose-clue"):
            for person in _who(game, effect):
                before = person.clues
                person.clues = max(0, before + (amount if do == "gain-clue" else -amount))
                game.emit(S, depth, f"{said}: {person.name}'s clues {before} \u2192 {person.clues}", keys,
                          card=person.name)
        elif do == "lose-trophies":
            for person in _who(game, effect):
                before = person.trophies
                person.trophies = max(0, before - amount)
                game.emit(S, depth, f"{said}: {person.name}'s trophies {before} \u2192 {person.trophies} (no change "
                          "is given)", keys + es("trophies"), card=person.name)
        elif do == "lock-die":
            game.emit(S, depth, f"{said}", keys)
            for _ in range(amount):
                game.lock(effect["die"], owner or source, depth + 1)
        elif do == "advance-clock":
            before = CLOCK[game.clock]
            game.clock = (game.clock + amount) % 4
            if game.clock == 0 or amount >= 4:
                game.midnight_due = True
            game.emit(S, depth, f"{said}: the clock advances {3 * amount} hours, {before} \u2192 {CLOCK[game.clock]}",
                      keys + es("clock-phase"))
        elif do == "reduce-max":
            choices = effect.get("choose", {})
            for person in _who(game, effect):
                stat = choices.get(person.name)
                how = "(the situation's choice)"
                if stat is None:
                    stat = "sanity" if person.max_sanity >= person.max_stamina else "stamina"
                    how = "(no choice given; the engine's default: the larger maximum)"
                top = getattr(person, f"max_{stat}") - amount
                game.emit(S, depth, f"{said}: {person.name} reduces the maximum {stat} by {amount} {how}: "
                          f"{top + amount} \u2192 {top}", keys, card=person.name)
                setattr(person, f"max_{stat}", top)
                if getattr(person, stat) > top:
                    setattr(person, stat, top)
                if top <= 0:
                    game.devour(person, depth + 1, f"maximum {stat} {top}")
