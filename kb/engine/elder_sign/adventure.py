"""Completing or failing an adventure: the order of "Resolving an Adventure", the rewards and the
penalties, and the end of the Resolution phase (secured dice return, item dice go back to the supply,
completed monster markers are collected before any penalty)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .dice import Die
from .game import ENTRANCE, E, F, S, Adventure, Game, Person, Task, make_adventure
from .rules import es


@dataclass
class Resolution:
    """One Resolution phase on an Adventure or Other World card (or one Attack phase)."""

    person: Person
    adventure: Adventure | None
    rolled: bool = False
    roll_number: int = 0
    completed_this_roll: bool = False
    focused: bool = False
    assisted_this_roll: bool = False
    failed_roll: bool = False
    failed_roll_before: bool = False
    ability_roll: int = -1
    assigned: list[Die] = field(default_factory=list)
    discarded: list[Die] = field(default_factory=list)
    item_dice: list[Die] = field(default_factory=list)
    discarded_colors: set[str] = field(default_factory=set)
    helpers: list[str] = field(default_factory=list)
    monsters_won: list[dict] = field(default_factory=list)
    assist_losses: list[tuple[str, str, str]] = field(default_factory=list)
    done: bool = False
    outcome: str = ""


def _icon_word(icon: str) -> str:
    return {"common-item": "Common Item", "unique-item": "Unique Item", "spell": "Spell", "ally": "Ally"}[icon]


def receive(game: Game, person: Person, icons: list[str], depth: int, kind: str) -> None:
    """Rewards (``kind`` "reward") or penalties, icon by icon; an awakening waits for the last one."""
    game.deferring += 1
    try:
        for icon in icons:
            if game.over:
                break
            if icon == "elder-sign":
                game.gain_elder_sign(depth)
            elif icon == "clue":
                person.clues += 1
                game.emit(S, depth, f"{person.name} gains one clue token ({person.clues})", es("rewards-penalties"))
            elif icon in ("common-item", "unique-item", "spell", "ally"):
                word = _icon_word(icon)
                if icon == "ally":
                    person.allies.append(f"{word} (drawn)")
                else:
                    person.items.append({"name": f"{word} (drawn)"})
                game.emit(S, depth, f"{person.name} draws one card from the {word} deck (the situation does not name "
                          "it)", es("rewards-penalties"))
            elif icon == "gate":
                game.emit(S, depth, "a gate: the top Other World card is placed faceup below the Adventure cards "
                          "(the situation does not name it, so it is not replayed)", es("rewards-penalties",
                                                                                       "other-world-cards"))
            elif icon in ("sanity", "stamina"):
                game.lose(person, icon, 1, depth, kind)
            elif icon == "monster":
                game.emit(S, depth, f"a monster appears ({kind})", es("rewards-penalties"))
                game.monster_appears(depth + 1, None, game.incoming if kind == "reward" else None)
            elif icon == "doom":
                game.emit(S, depth, f"add one doom token ({kind})", es("rewards-penalties"))
                game.add_doom(1, depth + 1, kind)
    finally:
        game.deferring -= 1
    if game.pending_awakening and not game.over:
        game.awaken(depth)


def resolve(game: Game, res: Resolution, depth: int) -> None:
    """Every task is complete: the adventure is resolved, in the order the rulebook gives."""
    adventure = res.adventure
    assert adventure is not None
    person = res.person
    res.done, res.outcome = True, "resolved"
    game.emit(E, depth, f"All tasks of {adventure.name} are complete: {person.name} has resolved it",
              es("resolving-an-adventure"), card=adventure.name)
    here = [p.name for p in game.people.values() if p.at == adventure.name and not p.devoured]
    for name in here:
        game.people[name].at = ENTRANCE
    game.emit(S, depth + 1, f"the investigator markers on {adventure.name} return to the entrance: {', '.join(here)}",
              es("resolving-an-adventure"))
    back = len(res.assigned) + len(res.discarded)
    game.pool += [d for d in res.assigned + res.discarded if d not in res.item_dice]
    res.assigned, res.discarded = [], []
    game.emit(S, depth + 1, f"the {back} assigned and discarded dice return to the dice pool",
              es("resolving-an-adventure"))
    index = game.adventures.index(adventure)
    game.adventures.remove(adventure)
    trophies = adventure.data.get("trophies", 0)
    person.trophies += trophies
    game.emit(S, depth + 1, f"{person.name} places {adventure.name} in the player's play area (+{trophies} trophies: "
              f"{person.trophies})", es("resolving-an-adventure", "trophies"))
    game.free(adventure.name, depth + 2)
    for task in adventure.tasks:
        if task.monster:
            game.free(task.monster["name"], depth + 2)
    game.incoming = None
    if adventure.data.get("other-world"):
        game.emit(S, depth + 1, f"{adventure.name} is an Other World card: it is not replaced",
                  es("other-world-cards"))
    elif game.adventure_deck:
        new = make_adventure(game.adventure_deck.pop(0))
        game.adventures.insert(index, new)
        game.incoming = new
        game.emit(S, depth + 1, f"{person.name} draws the top Adventure card, {new.name}, into its place",
                  es("resolving-an-adventure"), card=new.name)
        for color in new.data.get("locks", []):
            game.lock(color, new.name, depth + 2)
    else:
        game.emit(S, depth + 1, "the top Adventure card is drawn into its place (the situation's adventure-deck "
                  "names none)", es("resolving-an-adventure"))
    rewards = adventure.data.get("rewards", [])
    game.emit(E, depth + 1, f"then {person.name} collects the rewards of {adventure.name}: "
              f"{', '.join(rewards) or 'none'}", es("resolving-an-adventure", "rewards-penalties"))
    receive(game, person, rewards, depth + 2, "reward")


def fail(game: Game, res: Resolution, depth: int, why: str, keys: tuple[str, ...]) -> None:
    """The adventure is failed: assigned dice return, each assisting investigator loses 1 sanity or stamina."""
    adventure = res.adventure
    assert adventure is not None
    res.done, res.outcome = True, "failed"
    game.emit(E, depth, f"{res.person.name} fails {adventure.name} ({why})", keys, card=adventure.name)
    if res.assigned:
        game.pool += [d for d in res.assigned if d not in res.item_dice]
        game.emit(S, depth + 1, f"the {len(res.assigned)} dice assigned to completed tasks return to the dice pool",
                  es("failed-roll-3"))
        res.assigned = []
    for task in adventure.tasks:
        if task.done and not task.monster:
            task.done = False
    for name, stat, how in res.assist_losses:
        game.emit(F, depth + 1, f"{name} was assisting {res.person.name}, who failed the adventure: {name} must "
                  f"choose to lose one sanity or one stamina; {name} loses {stat} {how}", es("requesting-assistance"))
        game.lose(game.people[name], stat, 1, depth + 2, "assisted a failed adventure")


def end_of_resolution(game: Game, res: Resolution, depth: int) -> None:
    """The end of the Resolution phase; a failed adventure's penalties come after the monster markers."""
    person = res.person
    for other in game.people.values():
        if other.marker:
            dice = other.marker
            other.marker = []
            game.pool += [d for d in dice if d not in res.item_dice]
            kind = "focused" if other is person else "assisted"
            game.emit(S, depth, f"the unused {kind} dice on {other.name}'s marker return to the dice pool: "
                      f"{', '.join(d.label() for d in dice)}",
                      es("focusing" if kind == "focused" else "requesting-assistance", "removing-secured-dice"))
    items = [d for d in res.item_dice if d in game.pool]
    if items:
        game.pool = [d for d in game.pool if d not in items]
        game.emit(S, depth, f"the dice granted by items return to the supply: {', '.join(d.color for d in items)}",
                  es("adding-dice-to-the-dice-pool"))
    if res.adventure is not None:
        for task in res.adventure.tasks:
            if task.monster and task.done and task in res.adventure.tasks:
                res.monsters_won.append(task.monster)
        for monster in res.monsters_won:
            if res.outcome != "resolved":  # the marker leaves the card: a covered task shows again
                res.adventure.tasks = [(Task(t.printed) if t.printed else None) if t.monster is monster else t
                                       for t in res.adventure.tasks]
                res.adventure.tasks = [t for t in res.adventure.tasks if t is not None]
            person.trophies += monster.get("trophies", 0)
            value = monster.get("trophies", 0)
            game.emit(S, depth, f"{person.name} collects the monster marker {monster['name']} (+{value} "
                      "trophies), at the end of the Resolution phase" + (" and before suffering the penalties"
                                                                          if res.outcome == "failed" else ""),
                      es("completing-monster-tasks"), card=monster["name"])
            game.free(monster["name"], depth + 1)
    if res.outcome == "failed" and res.adventure is not None and not game.over:
        penalties = res.adventure.data.get("penalties", [])
        game.emit(E, depth, f"{person.name} suffers the penalties of {res.adventure.name}: "
                  f"{', '.join(penalties) or 'none'}", es("rewards-penalties"))
        receive(game, person, penalties, depth + 1, "penalty")
    if game.over:
        return
    game.pool = []  # every die is back beside the entrance, unrolled, until the next Resolution phase
    game.emit(F, depth, f"{person.name}'s Resolution phase ends: the player proceeds to the Clock phase",
              es("resolution-phase", "rewards-penalties"))
