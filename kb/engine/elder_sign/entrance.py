"""The Resolution phase on the entrance sheet: the player resolves one of its actions: Receive First
Aid, Search the Lost & Found, or Buy a Souvenir (one per turn), spending trophies without change."""

from __future__ import annotations

from typing import Any

from .dice import face_word, parse_result
from .game import C, E, F, N, S, Game, Person
from .rules import es

#: first aid: what is regained, and its cost in trophies
FIRST_AID = {"sanity": ("one sanity", 0), "stamina": ("one stamina", 0), "all-sanity": ("all of his sanity", 2),
             "all-stamina": ("all of his stamina", 2), "all": ("all of his sanity and all of his stamina", 4)}


def _spend(game: Game, person: Person, cost: int, depth: int, what: str) -> bool:
    if person.trophies < cost:
        game.not_possible(depth, f"{what} costs {cost} trophies; {person.name} has {person.trophies}",
                          es("the-entrance-sheet", "trophies"))
        return False
    if cost:
        person.trophies -= cost
        game.emit(S, depth, f"{person.name} spends {cost} trophies ({person.trophies} left; no change is given)",
                  es("trophies"))
    return True


def entrance(game: Game, person: Person, steps: list[dict[str, Any]], t: int, depth: int) -> bool:
    """One action of the entrance sheet (the situation's only step of this phase)."""
    if not steps:
        game.emit(N, depth, f"{person.name} is on the entrance sheet; the situation gives no action: none is "
                  "replayed", es("the-entrance-sheet"))
        return True
    game.path = ["turns", t, "steps", 0]
    if len(steps) > 1:
        game.path = ["turns", t, "steps", 1]
        raise game.script("on the entrance sheet the player resolves one action")
    (verb, value), = steps[0].items()
    if verb == "first-aid":
        what, cost = FIRST_AID[value]
        game.emit(C, depth, f"{person.name} receives first aid: regain {what}"
                  + (f" for {cost} trophies" if cost else " for free"), es("the-entrance-sheet"))
        if _spend(game, person, cost, depth + 1, "this first aid"):
            for stat in ("sanity", "stamina"):
                if value in (stat, f"all-{stat}", "all"):
                    amount = 1 if value == stat else getattr(person, f"max_{stat}")
                    game.regain(person, stat, amount, depth + 1, "first aid", es("the-entrance-sheet"))
    elif verb == "lost-and-found":
        color, face = parse_result(value)
        if color not in (None, "green"):
            raise game.script("the Lost & Found is searched with one green die", verb)
        game.emit(E, depth, f"{person.name} searches the Lost & Found: one green die shows {face_word(face)}; no item "
                  "or investigator ability may affect this roll. The chart on the entrance sheet says what it "
                  "brings (the rulebook does not print it)", es("the-entrance-sheet"))
    elif verb == "souvenir":
        game.emit(C, depth, f"{person.name} buys a souvenir, {value['buys']} (only one per turn)",
                  es("the-entrance-sheet"))
        if _spend(game, person, value["trophies"], depth + 1, value["buys"]):
            person.items.append({"name": value["buys"]})
            game.emit(S, depth + 1, f"{person.name} gains {value['buys']}", es("the-entrance-sheet"))
    else:
        raise game.script(f"'{verb}' has no place on the entrance sheet (first-aid, lost-and-found or souvenir)")
    game.emit(F, depth, f"{person.name}'s Resolution phase ends: the player proceeds to the Clock phase",
              es("resolution-phase"))
    return True
