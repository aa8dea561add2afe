"""A player's turn: the Movement phase, and the Resolution phase on an Adventure or Other World card
or on the entrance: rolling, clues, items, spells, the investigator's ability, completing one task per
roll, and the failed roll (terror effects, the discard, focusing or assistance, rolling again).

The situation gives the dice each roll shows, as it gives Arkham Horror's chaos tokens; what the
rules forbid is recorded as "Not possible", what cannot be (a roll showing more dice than the pool
holds) is an error naming the step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import effects
from .adventure import Resolution, end_of_resolution, fail, resolve
from .dice import Die, face_error, face_word, parse_result, satisfies
from .entrance import entrance
from .format import ANCIENT_ONE, ENTRANCE
from .game import A, C, E, F, N, S, Game, Person
from .rules import es


def start_pool(game: Game, person: Person) -> list[Die]:
    """Six green dice, less the locked ones, those removed from the game and those on spells."""
    on_spells = sum(1 for p in game.people.values() for dice in p.spells.values() for d in dice if d.color == "green")
    locked = sum(1 for c, _ in game.locks_holding() if c == "green")
    return [Die("green") for _ in range(max(0, 6 - locked - on_spells - game.removed.count("green")))]


def pool_text(dice: list[Die]) -> str:
    if not dice:
        return "no dice"
    colors = {c: sum(1 for d in dice if d.color == c) for c in ("green", "yellow", "red")}
    return ", ".join(f"{n} {c}" for c, n in colors.items() if n)


# -- the dice of a roll ----------------------------------------------------------------------------


def _match(game: Game, results: list[str], dice: list[Die], field: str) -> list[tuple[Die, str]]:
    """Pair each result with a die of the pool (colours given first; plain results go to green first)."""
    if len(results) != len(dice):
        raise game.script(f"the roll shows {len(results)} dice, but the dice pool holds {len(dice)} "
                          f"({pool_text(dice)})", field)
    free = list(dice)
    pairs: list[tuple[Die, str]] = []
    parsed = [parse_result(r) for r in results]
    order = sorted(range(len(parsed)), key=lambda k: parsed[k][0] is None)
    for k in order:
        color, face = parsed[k]
        options = [d for d in free if (d.color == color if color else True) and not face_error(d.color, face)]
        options.sort(key=lambda d: ("green", "yellow", "red").index(d.color))
        if not options:
            raise game.script(f"no die left in the pool ({pool_text(free)}) can show {results[k]!r}", field, k)
        free.remove(options[0])
        pairs.append((options[0], face))
    return pairs


def find(game: Game, res: Resolution, ref: str, k: int, taken: list[Die]) -> tuple[Die, list[Die], str]:
    """The die a ``complete`` names: in the roll, on the marker (``from focus``, ``from NAME``) or a spell."""
    text, _, place = ref.partition(" from ")
    color, face = parse_result(text)
    person = res.person
    if not place:
        source, where = game.pool, "the roll"
    elif place == "focus":
        source, where = person.marker, f"{person.name}'s marker (focused)"
    elif place in game.people:
        source, where = game.people[place].marker, f"{place}'s marker (assisted)"
    else:
        holder = next((p for p in game.people.values() if place in p.spells), None)
        if holder is None:
            raise game.script(f"'{place}' is neither 'focus', an investigator nor a spell in play", "dice", k)
        source = holder.spells[place]
        where = f"the spell {place} ({holder.name}'s" + (
            "" if holder is person else "; any player may use a die secured with a spell, on any player's turn") + ")"
    for die in source:
        if die.result == face and (color is None or die.color == color) and not any(die is x for x in taken) \
                and die.result is not None:
            return die, source, where
    raise game.script(f"no die showing {face_word(face)} on {where}", "dice", k)


# -- the steps -------------------------------------------------------------------------------------


def roll(game: Game, res: Resolution, results: list[str], depth: int) -> None:
    if res.rolled and not res.completed_this_roll and not res.failed_roll:
        raise game.script("the last roll was neither used to complete a task nor failed: "
                          "complete a task or fail the roll before rolling again", "roll")
    dice = list(game.pool)
    pairs = _match(game, results, dice, "roll")
    for die, face in pairs:
        die.result = face
    res.failed_roll_before = res.failed_roll
    res.rolled, res.completed_this_roll, res.failed_roll, res.assisted_this_roll = True, False, False, False
    res.roll_number += 1
    first = res.roll_number == 1
    again = "Step 5: " if res.failed_roll_before and res.adventure is not None else ""
    game.emit(E, depth, f"{again}{res.person.name} rolls {'the dice pool' if first else 'the remaining dice'} "
              f"({pool_text(dice)}): {', '.join(d.label() for d in dice)}",
              es("attack-phase") if res.adventure is None else es("rolling-the-dice") if first
              else es("failed-roll-5") if res.failed_roll_before else es("completing-tasks"))
    _after_roll(game, res, depth)


def _after_roll(game: Game, res: Resolution, depth: int) -> None:
    """Say when the results could complete more than one task: only one may be completed per roll."""
    if res.adventure is None:
        return
    open_tasks = [(k + 1, t) for k, t in enumerate(res.adventure.tasks) if not t.done]
    if res.adventure.data.get("ordered"):
        open_tasks = open_tasks[:1]
    faces = _available_faces(game, res)
    able = [k for k, t in open_tasks if satisfies(faces, t.requirements, all_used=False)]
    rolled = [d.result for d in game.pool if d.result]
    alone = [k for k, t in open_tasks if satisfies(rolled, t.requirements, all_used=False)]
    if len(able) > 1:
        game.emit(N, depth + 1, f"these results could complete tasks {', '.join(map(str, able))}, but a player can "
                  "complete only one task per roll", es("completing-tasks"))
    if able and not alone:
        game.emit(N, depth + 1, "with this roll alone no task can be completed, but with the dice secured on markers "
                  "or spells it can", es("securing-dice", "removing-secured-dice"))


def clue(game: Game, res: Resolution, value: dict[str, Any], depth: int, *, ability: bool = False) -> None:
    person = res.person
    if not res.rolled:
        return game.not_possible(depth, "clues and rerolls come after a roll", es("clues"))
    if not ability and person.clues < 1:
        return game.not_possible(depth, f"{person.name} has no clue token to spend", es("clues"))
    if len(value["dice"]) != len(value["to"]):
        raise game.script(f"{len(value['dice'])} dice are rerolled but {len(value['to'])} results are given", "to")
    rolled = [d for d in game.pool if d.result is not None]
    chosen = []
    for k, text in enumerate(value["dice"]):
        color, face = parse_result(text)
        die = next((d for d in rolled if d not in chosen and d.result == face and (color is None or d.color == color)),
                   None)
        if die is None:
            raise game.script(f"no die of the roll shows {face_word(face)}", "dice", k)
        chosen.append(die)
    for k, (die, text) in enumerate(zip(chosen, value["to"])):
        color, face = parse_result(text)
        if color and color != die.color or face_error(die.color, face):
            raise game.script(f"the rerolled {die.color} die cannot show {text!r}", "to", k)
    before = ", ".join(d.label() for d in chosen)
    for die, text in zip(chosen, value["to"]):
        die.result = parse_result(text)[1]
    res.completed_this_roll = False
    if not ability:
        person.clues -= 1
        game.emit(S, depth, f"{person.name} spends a clue token ({person.clues} left) to reroll {before}: "
                  f"{', '.join(d.label() for d in chosen)} (a reroll is part of its original roll)",
                  es("clues", "investigator-abilities"))
    else:
        game.emit(S, depth + 1, f"{person.name} rerolls {before}: {', '.join(d.label() for d in chosen)}",
                  es("investigator-abilities"))


def item(game: Game, res: Resolution, name: str, depth: int) -> None:
    person = res.person
    card = next(i for i in person.items if i["name"] == name)
    color = card.get("die")
    if color:
        if game.locked(color) or color in game.removed:
            return game.not_possible(depth, f"the {color} die is locked: it cannot be added to the dice pool",
                                     es("locked-dice"))
        if color in res.discarded_colors:
            return game.not_possible(depth, f"the {color} die was discarded this turn: it cannot be added again",
                                     es("adding-dice-to-the-dice-pool"))
        if any(d.color == color for d in game.pool):
            return game.not_possible(depth, f"the {color} die is already in the dice pool",
                                     es("adding-dice-to-the-dice-pool"))
    person.items.remove(card)
    game.emit(A, depth, f"{person.name} uses {name}" + (f": \u201c{card['text']}\u201d" if card.get("text") else "")
              + "; it returns to the bottom of its deck", es("items", "using-items-clues-spells-and-allies"),
              card=name)
    if color:
        die = Die(color)
        game.pool.append(die)
        res.item_dice.append(die)
        game.emit(S, depth + 1, f"the {color} die is added to the dice pool ({pool_text(game.pool)}); it is rolled "
                  "with the next roll", es("adding-dice-to-the-dice-pool"))
    for stat, amount in card.get("regain", {}).items():
        game.regain(person, stat, amount, depth + 1, name, es("items"))


def cast(game: Game, res: Resolution, value: dict[str, Any], depth: int) -> None:
    person = res.person
    spell = value["spell"]
    if not res.rolled:
        return game.not_possible(depth, "a securing spell is cast after rolling dice", es("securing-dice-with-spells"))
    secured = person.spells[spell]
    capacity = person.spell_data[spell].get("secures", 1)
    if secured or capacity < 1:
        return game.not_possible(depth, f"{spell} already holds a die: new dice cannot replace those removed or "
                                 "join those on it", es("securing-dice-with-spells"))
    color, face = parse_result(value["die"])
    die = next((d for d in game.pool if d.result == face and (color is None or d.color == color)), None)
    if die is None:
        raise game.script(f"no die of the roll shows {face_word(face)}", "cast", "die")
    game.pool.remove(die)
    secured.append(die)
    game.emit(A, depth, f"{person.name} casts {spell}: the card is placed faceup and one die of the roll, "
              f"{die.label()}, is placed on its securing icon without changing its result",
              es("securing-dice-with-spells", "spells"), card=spell)


def ability(game: Game, res: Resolution, value: dict[str, Any], depth: int) -> None:
    person = res.person
    spec = person.data["ability"]
    limit = spec.get("limit", "none")
    if limit == "once-per-roll" and res.ability_roll == res.roll_number:
        return game.not_possible(depth, f"{person.name}'s ability is once per roll and was used in this roll (a "
                                 "reroll is part of its original roll)", es("investigator-abilities"))
    if limit == "once-per-day" and person.ability_used_day:
        return game.not_possible(depth, f"{person.name}'s ability is once per day and was used since the last "
                                 "midnight", es("investigator-abilities"))
    effect = spec["effect"]
    if effect == "add-die" and (game.locked(spec["die"]) or any(d.color == spec["die"] for d in game.pool)):
        return game.not_possible(depth, f"the {spec['die']} die is locked or already in the pool: an ability does "
                                 "not roll locked dice nor free them", es("locked-dice"))
    why = {"once-per-roll": "once per roll; not yet used in this roll",
           "once-per-day": "once per day; not used since the last midnight", "none": "no limit"}[limit]
    game.emit(A, depth, f"{person.name}'s ability ({why}): \u201c{spec['text']}\u201d",
              es("investigator-abilities"), card=person.name)
    res.ability_roll = res.roll_number
    if limit == "once-per-day":
        person.ability_used_day = True
    if effect == "add-die":
        die = Die(spec["die"])
        game.pool.append(die)
        res.item_dice.append(die)
        game.emit(S, depth + 1, f"the {spec['die']} die is added to the dice pool ({pool_text(game.pool)})",
                  es("adding-dice-to-the-dice-pool"))
    elif effect == "reroll":
        if "dice" not in value or "to" not in value:
            raise game.script("a reroll ability names the dice rerolled and what they show", "ability")
        clue(game, res, value, depth, ability=True)
    else:
        game.regain(person, effect.split("-")[1], spec.get("amount", 1), depth + 1, "ability",
                    es("investigator-abilities"))


def complete(game: Game, res: Resolution, value: dict[str, Any], depth: int,
             on_done: Callable[[], None] | None = None) -> bool:
    """Assign the named dice to one task; returns whether the task was completed."""
    adventure = res.adventure
    if not res.rolled or res.failed_roll:
        game.not_possible(depth, "a task is completed with the results of a roll", es("completing-tasks"))
        return False
    if res.completed_this_roll:
        game.not_possible(depth, "a player can complete only one task per roll", es("completing-tasks"))
        return False
    if value["task"] == "battle":
        if adventure is not None:
            raise game.script("'battle' is the Ancient One's task; this is an adventure", "task")
        requirements = game.battle_task
        name = f"{game.ao['name']}'s battle task"
        task = None
    else:
        if adventure is None:
            raise game.script("in the battle the task is 'battle'", "task")
        if value["task"] > len(adventure.tasks):
            raise game.script(f"{adventure.name} has {len(adventure.tasks)} tasks", "task")
        task = adventure.tasks[value["task"] - 1]
        if task.done:
            raise game.script(f"task {value['task']} of {adventure.name} is already complete", "task")
        first_open = next(k for k, t in enumerate(adventure.tasks) if not t.done) + 1
        if adventure.data.get("ordered") and value["task"] != first_open:
            game.not_possible(depth, f"{adventure.name} shows an order arrow: task {first_open} comes first",
                              es("task-order"))
            return False
        for req in task.requirements:
            if req.kind == "cost" and req.cost in ("sanity", "stamina") and \
                    getattr(res.person, req.cost) - req.amount <= 0:
                game.not_possible(depth, f"the task's cost would bring {res.person.name}'s {req.cost} to zero or "
                                  "lower: the task cannot be attempted", es("tasks"))
                return False
        requirements = task.requirements
        name = f"task {value['task']} of {adventure.name}"
    found: list[tuple[Die, list[Die], str]] = []
    for k, ref in enumerate(value["dice"]):
        die, source, where = find(game, res, ref, k, [f[0] for f in found])
        found.append((die, source, where))
    faces = [f[0].result or "" for f in found]
    label = " + ".join(r.label() for r in requirements)
    if not satisfies(faces, requirements):
        raise game.script(f"the dice {', '.join(value['dice'])} do not meet the requirements of {name} ({label}), "
                          "each die placed on one requirement", "dice")
    for die, source, _ in found:
        source.remove(die)
    res.assigned += [f[0] for f in found]
    res.completed_this_roll = True
    parts = ", ".join(f"{d.label()}" + ("" if w == "the roll" else f" from {w}") for d, _, w in found)
    keys = es("attack-phase") if task is None else es("completing-tasks", "tasks")
    if any(w.startswith("the spell") for _, _, w in found):
        keys += es("removing-secured-dice")
        keys += es("using-items-clues-spells-and-allies")
    if any(w.endswith("(focused)") for _, _, w in found):
        keys += es("focusing")
    if any(w.endswith("(assisted)") for _, _, w in found):
        keys += es("requesting-assistance")
    placed = (f"places those dice on {game.ao['name']}'s card" if task is None else
              "the assigned dice leave the dice pool for the rest of the phase")
    game.emit(E, depth, f"{res.person.name} completes {name} ({label}) with {parts}; {placed}", keys,
              card=adventure.name if adventure else game.ao["name"])
    investigation = [r for r in requirements if r.kind == "investigation"]
    total = sum(4 if f == "wild" else int(f) for f in faces if f.isdigit() or f == "wild")
    if investigation and total > sum(r.amount for r in investigation):
        game.emit(N, depth + 1, f"investigation {total} for {sum(r.amount for r in investigation)}: the extra "
                  "investigation result is ignored", es("completing-tasks"))
    for holder in game.people.values():
        for spell, dice in list(holder.spells.items()):
            if not dice and any(w.startswith(f"the spell {spell} ") for _, _, w in found):
                del holder.spells[spell]
                game.emit(S, depth + 1, f"every die on {spell} is removed: {holder.name} returns the card facedown to "
                          "the bottom of its deck", es("securing-dice-with-spells"), card=spell)
    if task is not None:
        task.done = True
        for req in task.requirements:
            if req.kind == "cost":
                if req.cost == "clock":
                    effects.apply(game, [{"do": "advance-clock"}], depth + 1, f"{name}'s clock requirement",
                                  es("completing-tasks"))
                else:
                    game.lose(res.person, req.cost, req.amount, depth + 1, f"{name}'s cost, paid at this time")
    if on_done:
        on_done()
    return True


def _available_faces(game: Game, res: Resolution) -> list[str]:
    """The results this player could assign now: the roll, the dice on markers and on spells."""
    faces = [d.result for d in game.pool if d.result]
    for holder in game.people.values():
        faces += [d.result for d in holder.marker if d.result]
        faces += [d.result for dice in holder.spells.values() for d in dice if d.result]
    return [f for f in faces if f]


def can_complete(game: Game, res: Resolution) -> bool:
    """Whether some task could be completed with this roll (and the dice secured for this player)."""
    faces = _available_faces(game, res)
    if res.adventure is None:
        return satisfies([f for f in faces if f], game.battle_task, all_used=False)
    open_tasks = [t for t in res.adventure.tasks if not t.done]
    if res.adventure.data.get("ordered"):
        open_tasks = open_tasks[:1]
    return any(satisfies([f for f in faces if f], t.requirements, all_used=False) for t in open_tasks)


def failed_roll(game: Game, res: Resolution, value: dict[str, Any], depth: int, *, battle: bool = False) -> None:
    """The failed roll: terror effects, the discard (the last die fails the adventure), focus or assistance."""
    person = res.person
    if not res.rolled or res.failed_roll or res.completed_this_roll:
        raise game.script("only a roll not used to complete a task can fail", "fail")
    res.failed_roll = True
    if can_complete(game, res):
        game.emit(C, depth, f"{person.name} could complete a task with this roll but the player declares it a "
                  "failed roll",
                  es("efficient-adventuring", "failing-rolls"))
    else:
        game.emit(E, depth, f"{person.name} cannot complete the battle task with this roll: the roll fails" if battle
                  else f"{person.name} cannot complete any task with this roll: it is a failed roll",
                  es("attack-phase") if battle else es("failing-rolls"))
    terror = [d for d in game.pool if d.result == "terror"]
    if not battle and terror:
        sources = []
        if res.adventure and res.adventure.data.get("terror"):
            sources.append((res.adventure.name, res.adventure.data["terror"], res.adventure.name))
        if game.mythos and game.mythos.get("terror"):
            sources.append((f"the Mythos card {game.mythos['name']}", game.mythos["terror"], game.mythos["name"]))
        game.emit(F, depth + 1, "Step 1: a die shows a terror result, so the terror effects of the adventure and of "
                  "the current Mythos card resolve, before a die is discarded"
                  + ("" if sources else ": neither card has one"), es("failed-roll-1", "terror-effects"))
        for source, listed, owner in sources:
            effects.apply(game, listed, depth + 2, f"{source}'s terror effect", es("terror-effects"), owner)
    color, face = parse_result(value["discard"])
    die = next((d for d in game.pool if d.result == face and (color is None or d.color == color)), None)
    if die is None:
        raise game.script(f"no die of the roll shows {face_word(face)}", "fail", "discard")
    game.pool.remove(die)
    res.discarded.append(die)
    if die.color != "green":
        res.discarded_colors.add(die.color)
    step = "" if battle else "Step 2: "
    game.emit(S, depth + 1, f"{step}{person.name} discards one die, {die.label()} ({len(game.pool)} left in the pool)",
              es("attack-phase") if battle else es("failed-roll-2"))
    if not game.pool:
        if battle:
            game.emit(F, depth + 1, f"{person.name} discarded the final die: the player proceeds to the Clock phase",
                      es("attack-phase"))
            res.done = True
            return
        fail(game, res, depth + 1, "Step 3: the failed roll forced the player to discard the last die",
             es("failed-roll-3"))
        return
    if "focus" in value and "assist" in value:
        game.not_possible(depth + 1, "after a failed roll a player may either focus or request assistance, not "
                          "both", es("failed-roll-4"))
        return
    if battle and ("focus" in value or "assist" in value):
        game.not_possible(depth + 1, "players cannot focus dice or request assistance while battling an Ancient One",
                          es("attack-phase"))
        return
    if "focus" in value:
        _focus(game, res, value["focus"], depth + 1)
    elif "assist" in value:
        _assist(game, res, value["assist"], depth + 1)
    if not game.pool and not res.done:
        game.silent(depth + 1, "what happens when no die is left in the pool after a focus or an assistance (only "
                    "the discard of the last die fails the adventure); the engine fails the adventure",
                    es("failed-roll-3"))
        fail(game, res, depth + 1, "no die is left to roll", es("failed-roll-3"))


def _pool_die(game: Game, text: str, *path: str) -> Die:
    color, face = parse_result(text)
    die = next((d for d in game.pool if d.result == face and (color is None or d.color == color)), None)
    if die is None:
        raise game.script(f"no die left in the pool shows {face_word(face)}", "fail", *path)
    return die


def _focus(game: Game, res: Resolution, text: str, depth: int) -> None:
    person = res.person
    if res.focused:
        return game.not_possible(depth, f"{person.name} has already focused this turn: only once per turn",
                                 es("focusing"))
    die = _pool_die(game, text, "focus")
    game.pool.remove(die)
    person.marker.append(die)
    res.focused = True
    game.emit(S, depth, f"Step 4: {person.name} focuses: {die.label()} is placed on the player's own investigator "
              "marker "
              "without changing its result", es("failed-roll-4", "focusing"), card=person.name)


def _assist(game: Game, res: Resolution, value: dict[str, Any], depth: int) -> None:
    person = res.person
    helper = game.people[value["investigator"]]
    where = res.adventure.name if res.adventure else ""
    if helper is person or helper.at != where or helper.devoured:
        return game.not_possible(depth, f"{helper.name} is not an investigator on {where}", es("requesting-assistance"))
    if helper.name in res.helpers:
        return game.not_possible(depth, f"{helper.name} has already assisted this turn: each investigator can "
                                 "provide assistance only once per turn", es("requesting-assistance"))
    if not value.get("agrees", True):
        game.emit(C, depth, f"{person.name} requests assistance from {helper.name}, who declines",
                  es("requesting-assistance"))
        return
    die = _pool_die(game, value["die"], "assist", "die")
    game.pool.remove(die)
    helper.marker.append(die)
    res.helpers.append(helper.name)
    res.assisted_this_roll = True
    stat = value.get("loses")
    res.assist_losses.append((helper.name, stat or ("sanity" if helper.sanity >= helper.stamina else "stamina"),
                   "(the situation's choice)" if stat else "(no choice given; the engine's default: the larger)"))
    game.emit(C, depth, f"Step 4: {person.name} requests assistance from {helper.name}, on the same card, who agrees: "
              f"{die.label()} is placed on {helper.name}'s marker without changing its result; it works as a "
              "focused die", es("failed-roll-4", "requesting-assistance"), card=helper.name)


# -- the phases ------------------------------------------------------------------------------------


def movement(game: Game, person: Person, turn: dict[str, Any], depth: int) -> None:
    game.emit(F, depth, f"1. Movement phase: {person.name}", es("turn-1"))
    target = turn.get("move", "stay")
    if target in ("stay", person.at):
        game.emit(S, depth + 1, f"{person.name} stays ({person.at}): the Movement phase ends",
                  es("movement-phase"))
        return
    if target == ANCIENT_ONE:
        game.not_possible(depth + 1, f"{game.ao['name']} is not awake: a marker moves to an Adventure or Other World "
                          "card or the entrance", es("movement-phase"))
        return
    before = person.at
    person.at = target
    game.emit(S, depth + 1, f"{person.name} moves from {before} to {target}: the Movement phase ends",
              es("movement-phase"))




def resolution(game: Game, person: Person, turn: dict[str, Any], t: int, depth: int) -> bool:
    """The Resolution phase; returns False when the situation stops in the middle of it."""
    game.emit(F, depth, f"2. Resolution phase: {person.name} at {person.at}", es("turn-2"))
    steps = turn.get("steps", [])
    if person.at == ENTRANCE:
        return entrance(game, person, steps, t, depth + 1)
    adventure = next(a for a in game.adventures if a.name == person.at)
    game.pool = start_pool(game, person)
    res = Resolution(person, adventure)
    locked = [f"{c} by {w}" for c, w in game.locks_holding()]
    locked += [f"{d.color} secured on {name}" for p in game.people.values() for name, dice in p.spells.items()
               for d in dice]
    game.emit(S, depth + 1, f"{person.name} attempts to resolve {adventure.name} ("
              + "; ".join(f"task {k + 1}: {task.label()}" + (" [done]" if task.done else "")
                          for k, task in enumerate(adventure.tasks))
              + (", in order" if adventure.data.get("ordered") else "")
              + f"); the dice pool: {pool_text(game.pool)}"
              + (f" (not in the pool: {', '.join(locked)})" if locked else ""),
              es("resolution-phase", "adventures-and-other-worlds", "rolling-the-dice")
              + (es("locked-dice") if game.locks_holding() else ())
              + (es("securing-dice-with-spells") if len(locked) > len(game.locks_holding()) else ()),
              card=adventure.name)
    for s, step in enumerate(steps):
        game.path = ["turns", t, "steps", s]
        if game.over:
            raise game.script("the game has ended: this step has no place in it")
        if res.done:
            raise game.script("the Resolution phase has already ended: this step has no place in it")
        (verb, value), = step.items()
        run_step(game, res, verb, value, depth + 1)
        if all(task.done for task in adventure.tasks) and not res.done:
            resolve(game, res, depth + 1)
    game.path = ["turns", t]
    if game.over:
        return True
    if not res.done:
        game.emit(N, depth + 1, "The situation gives no more of this Resolution phase: the replay stops here",
                  es("resolution-phase"))
        return False
    end_of_resolution(game, res, depth + 1)
    return True


def run_step(game: Game, res: Resolution, verb: str, value: Any, depth: int, *, battle: bool = False,
             on_complete: Callable[[], None] | None = None) -> None:
    if verb == "roll":
        roll(game, res, value, depth)
    elif verb == "clue":
        clue(game, res, value, depth)
    elif verb == "complete":
        complete(game, res, value, depth, on_complete)
        if battle and not game.pool and not res.done and not game.over:
            game.emit(F, depth, f"{res.person.name} has used all the dice: the player proceeds to the Clock phase",
                      es("attack-phase"))
            res.done = True
    elif verb == "fail":
        failed_roll(game, res, value, depth, battle=battle)
    elif verb == "cast":
        cast(game, res, value, depth)
    elif verb == "item":
        item(game, res, value, depth)
    elif verb == "ability":
        ability(game, res, value or {}, depth)
    elif verb in ("first-aid", "lost-and-found", "souvenir"):
        raise game.script(f"'{verb}' is an action of the entrance sheet, not of an Adventure card")
    elif verb == "give-up":
        if battle:
            raise game.script("give-up fails an adventure; in the battle there is none")
        game.emit(C, depth, f"{res.person.name} chooses to fail the adventure", es("failing-rolls"))
        fail(game, res, depth, "the player chose to fail it", es("failing-rolls"))
    else:
        raise game.script(f"'{verb}' has no place on an Adventure card")
