"""The state of an Elder Sign replay and the effects every phase shares: losing sanity and stamina
(and being devoured), the doom track (monsters, awakening), monsters appearing, locking dice, and the
end of the game. Each change is a trace step citing the Elder Sign entry that governs it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.recorder import Recorder
from ..situation.paths import format_path
from ..situation.vocabulary import StepKind
from .dice import Die, Requirement, parse_requirement, parse_result, task_label
from .format import ANCIENT_ONE, ENTRANCE, ScriptError, Situation
from .rules import es

CLOCK = ("XII", "III", "VI", "IX")
F, E, S, C, N, A = (StepKind.FRAMEWORK, StepKind.EVENT, StepKind.STATE, StepKind.CHOICE, StepKind.NOTE,
                    StepKind.ABILITY)


class TurnOver(Exception):
    """The active investigator's turn goes straight to its Clock phase (devoured, or an awakening)."""


@dataclass
class Task:
    requirements: tuple[Requirement, ...]
    done: bool = False
    monster: dict[str, Any] | None = None
    slot: bool = False  # the monster is on the card's monster task (not below its bottom task)
    printed: tuple[Requirement, ...] | None = None  # the task the monster covers (total or partial)

    def label(self) -> str:
        return task_label(self.requirements) + (f" [monster: {self.monster['name']}]" if self.monster else "")


@dataclass
class Adventure:
    data: dict[str, Any]
    tasks: list[Task]
    monster_slot: dict[str, Any] | None = None

    @property
    def name(self) -> str:
        return self.data["name"]


def make_adventure(data: dict[str, Any]) -> Adventure:
    tasks = [Task(tuple(parse_requirement(r) for r in row)) for row in data["tasks"]]
    adventure = Adventure(data, tasks, data.get("monster-task"))
    for monster in data.get("monsters", []):
        if monster.get("on-task") and adventure.monster_slot:
            place_on_slot(adventure, monster)
        else:
            adventure.tasks.append(Task(tuple(parse_requirement(r) for r in monster["task"]), monster=monster))
    return adventure


def place_on_slot(target: Adventure, monster: dict[str, Any]) -> str:
    """Place ``monster`` on the card's monster task (empty, total or partial); says where."""
    slot = target.monster_slot
    assert slot is not None
    own = tuple(parse_requirement(r) for r in monster["task"])
    index = slot["task"] - 1
    if slot["kind"] == "total":
        target.tasks[index] = Task(own, monster=monster, slot=True, printed=target.tasks[index].requirements)
        return f"on the total monster task {slot['task']} of {target.name}: it replaces that task"
    if slot["kind"] == "partial":
        rest = list(target.tasks[index].requirements)
        for req in (parse_requirement(r) for r in slot.get("covered", [])):
            if req in rest:
                rest.remove(req)
        target.tasks[index] = Task(tuple(rest) + own, monster=monster, slot=True,
                                   printed=target.tasks[index].requirements)
        return (f"on the partial monster task {slot['task']} of {target.name}: it replaces the requirements inside "
                "the white border; the row is completed with the rest of its requirements")
    target.tasks.insert(index + 1, Task(own, monster=monster, slot=True))
    return f"on the empty monster task {slot['task']} of {target.name}: one more task to complete"


@dataclass
class Person:
    data: dict[str, Any]
    at: str
    sanity: int
    stamina: int
    max_sanity: int
    max_stamina: int
    clues: int
    trophies: int
    items: list[dict[str, Any]]
    spells: dict[str, list[Die]]
    spell_data: dict[str, dict[str, Any]]
    allies: list[str]
    ability_used_day: bool = False
    devoured: bool = False
    marker: list[Die] = field(default_factory=list)  # dice secured on this marker (focused or assisted)

    @property
    def name(self) -> str:
        return self.data["name"]


def die_from(text: str) -> Die:
    color, face = parse_result(text)
    return Die(color or ("red" if face == "wild" else "yellow" if face == "4" else "green"), face)


class Game:
    """One replay's state, and its recorder."""

    def __init__(self, situation: Situation, *, step_bound: int, step_states: bool) -> None:
        d = situation.fresh()
        self.situation = situation
        self.d = d
        self.rec = Recorder(self.snapshot, step_bound=step_bound, step_states=step_states)
        self.clock = CLOCK.index(d.get("clock", "XII"))
        self.midnight_due = False
        self.first_turn = bool(d.get("first-turn", False))
        self.doom = d.get("doom", 0)
        self.elder_signs = d.get("elder-signs", 0)
        self.ao = d["ancient-one"]
        self.awake = bool(self.ao.get("awake"))
        self.battle_task = tuple(parse_requirement(r) for r in self.ao.get("battle-task", []))
        self.mythos: dict[str, Any] | None = d.get("mythos")
        self.mythos_deck: list[dict[str, Any]] = list(d.get("mythos-deck", []))
        self.cup: list[dict[str, Any]] = list(d.get("monster-cup", []))
        self.adventures = [make_adventure(a) for a in d.get("adventures", [])]
        self.adventure_deck = list(d.get("adventure-deck", []))
        self.people: dict[str, Person] = {}
        for inv in d["investigators"]:
            spells = {s["name"]: [die_from(x) for x in s.get("dice", [])] for s in inv.get("spells", [])}
            self.people[inv["name"]] = Person(
                inv, inv.get("at", ANCIENT_ONE if self.awake else ENTRANCE), inv["sanity"], inv["stamina"],
                inv.get("max-sanity", inv["sanity"]), inv.get("max-stamina", inv["stamina"]),
                inv.get("clues", 0), inv.get("trophies", 0), list(inv.get("items", [])), spells,
                {s["name"]: s for s in inv.get("spells", [])}, list(inv.get("allies", [])),
                ability_used_day=bool(inv.get("ability", {}).get("used")))
        #: the locks in the order they came into play: (colour, what locks it)
        self.locks: list[tuple[str, str]] = []
        for a in self.adventures:
            self.locks += [(c, a.name) for c in a.data.get("locks", [])]
            for t in a.tasks:
                if t.monster:
                    self.locks += [(c, t.monster["name"]) for c in t.monster.get("locks", [])]
        if self.mythos:
            self.locks += [(c, self.mythos["name"]) for c in self.mythos.get("locks", [])]
        self.removed: list[str] = []  # dice removed from the game (an awakening)
        self.over: str | None = None
        self.active: str | None = None
        self.pool: list[Die] = []
        self.path: list[str | int] = []
        self.pending_awakening = False
        self.deferring = 0  # > 0 while rewards or penalties are being received
        self.incoming: Adventure | None = None  # the Adventure card drawn to replace a resolved one

    # -- recording -----------------------------------------------------------------------------

    def emit(self, kind: StepKind, depth: int, text: str, keys: tuple[str, ...], card: str | None = None) -> None:
        self.rec.emit(kind, depth, text, keys, card=card)

    def silent(self, depth: int, text: str, keys: tuple[str, ...]) -> None:
        """Where the rulebook is silent: a note in the trace, and in ``unresolved``."""
        self.emit(N, depth, f"The rulebook does not say {text}", keys)
        self.rec.report(f"the rulebook does not say {text}", *keys)

    def unknown(self, depth: int, text: str, keys: tuple[str, ...]) -> None:
        """What the situation does not give (an empty deck or cup): a note, and in ``unresolved``."""
        self.emit(N, depth, f"The situation does not say {text}", keys)
        self.rec.report(f"the situation does not say {text}", *keys)

    def not_possible(self, depth: int, text: str, keys: tuple[str, ...]) -> None:
        self.emit(N, depth, f"Not possible ({format_path(self.path)}): {text}", keys)

    def script(self, message: str, *more: str | int) -> ScriptError:
        return ScriptError(message, [*self.path, *more])

    def snapshot(self) -> dict[str, Any]:
        return {
            "game": "elder-sign",
            "clock": CLOCK[self.clock], "doom": self.doom, "doom_track": self.ao["doom-track"],
            "elder_signs": self.elder_signs, "elder_sign_limit": self.ao["elder-sign-limit"],
            "ancient_one": {"name": self.ao["name"], "awake": self.awake},
            "mythos": self.mythos["name"] if self.mythos else None,
            "players": {p.name: {"at": p.at, "sanity": p.sanity, "max_sanity": p.max_sanity, "stamina": p.stamina,
                                 "max_stamina": p.max_stamina, "clues": p.clues, "trophies": p.trophies,
                                 "items": [i["name"] for i in p.items], "allies": list(p.allies),
                                 "spells": {k: [d.label() for d in v] for k, v in p.spells.items()},
                                 "marker": [d.label() for d in p.marker], "devoured": p.devoured}
                        for p in self.people.values()},
            "adventures": {a.name: {"tasks": [("done" if t.done else "open") + ": " + t.label() for t in a.tasks]}
                           for a in self.adventures},
            "dice": {"pool": [d.label() for d in self.pool],
                     "locked": [f"{c} die on {what}" for c, what in self.locks_holding()],
                     "removed": list(self.removed)},
            "over": self.over,
        }

    # -- dice locks ----------------------------------------------------------------------------

    def locks_holding(self) -> list[tuple[str, str]]:
        """The locks that hold a die now: every green lock (six green dice), the first yellow and red lock."""
        held: list[tuple[str, str]] = []
        greens = 6 - self.removed.count("green")
        for color, what in self.locks:
            if color == "green":
                if greens > 0:
                    held.append((color, what))
                    greens -= 1
            elif not any(c == color for c, _ in held) and color not in self.removed:
                held.append((color, what))
        return held

    def locked(self, color: str) -> bool:
        return any(c == color for c, _ in self.locks_holding())

    def lock(self, color: str, what: str, depth: int) -> None:
        waiting = self.locked(color) and color != "green"
        self.locks.append((color, what))
        for person in self.people.values():  # "even if the die is currently on a spell card or marker"
            for name, dice in person.spells.items():
                for die in dice:
                    if die.color == color and color != "green":
                        dice.remove(die)
                        self.emit(S, depth + 1, f"the {color} die is taken from {name}", es("locked-dice"))
                        break
        self.emit(S, depth, f"{what} locks a {color} die" + (" (the die is already locked: this lock waits "
                  "until the first is freed)" if waiting else "") + ": it cannot be in the dice pool until freed",
                  es("locked-dice") + (es("resolving-multiple-locks") if waiting else ()))

    def free(self, what: str, depth: int, rule: str = "freeing-locked-dice") -> None:
        freed = [c for c, w in self.locks if w == what]
        if not freed:
            return
        self.locks = [(c, w) for c, w in self.locks if w != what]
        self.emit(S, depth, f"the dice locked by {what} are freed: {', '.join(freed)}", es(rule))

    # -- sanity, stamina, devouring --------------------------------------------------------------

    def lose(self, person: Person, stat: str, amount: int, depth: int, why: str) -> None:
        before = getattr(person, stat)
        after = before - amount
        setattr(person, stat, after)
        self.emit(S, depth, f"{person.name} loses {amount} {stat} ({why}): {before} \u2192 {after}",
                  es("losing-stamina-and-sanity"), card=person.name)
        if after <= 0:
            self.devour(person, depth + 1, f"{stat} {after}")

    def regain(self, person: Person, stat: str, amount: int, depth: int, why: str, keys: tuple[str, ...]) -> None:
        before = getattr(person, stat)
        top = getattr(person, f"max_{stat}")
        after = min(top, before + amount)
        setattr(person, stat, after)
        self.emit(S, depth, f"{person.name} regains {stat} ({why}): {before} \u2192 {after}"
                  + (f" (never above the maximum, {top})" if before + amount > top else ""),
                  keys + es("regaining-sanity-and-stamina"), card=person.name)

    def devour(self, person: Person, depth: int, why: str) -> None:
        if person.devoured:
            return
        person.devoured = True
        self.emit(E, depth, f"{person.name} is devoured ({why}): that player adds one doom token"
                  + (", and for the rest of the game only resolves the Clock phase of the turns" if self.awake else
                     "; the cards, monster markers and clues return, and the marker leaves the board"),
                  es("being-devoured") + (es("battling-the-ancient-one/clock-phase") if self.awake else ()),
                  card=person.name)
        person.clues = 0
        person.items = []
        person.allies = []
        self.add_doom(1, depth + 1, f"{person.name} devoured")
        if not self.awake:
            self.emit(N, depth + 1, f"{person.name}'s player then selects a new investigator, who starts at full "
                      "sanity and stamina and plays the next turn (the situation does not name one)",
                      es("being-devoured"))
        if all(p.devoured for p in self.people.values()):
            self.end("lost: all investigators are devoured", depth + 1)
        if person.name == self.active and not self.awake:
            self.emit(F, depth + 1, f"{person.name} was devoured during the player's own turn: the player "
                      "proceeds immediately to "
                      "the Clock phase of the turn", es("being-devoured"))
            raise TurnOver

    # -- the doom track, monsters, the awakening -------------------------------------------------

    def add_doom(self, amount: int, depth: int, why: str) -> None:
        for _ in range(amount):
            if self.over:
                return
            track = self.ao["doom-track"]
            if self.doom >= track:
                self.silent(depth, f"where a doom token goes when the doom track is full ({why}); "
                            "the engine adds none", es("the-doom-track"))
                continue
            self.doom += 1
            self.emit(S, depth, f"one doom token on space {self.doom} of {track} ({why})",
                      es("doom-track-1"))
            if self.awake:
                continue
            if self.doom in self.ao.get("monster-spaces", []):
                self.emit(E, depth + 1, f"space {self.doom} shows a monster icon: a monster appears",
                          es("doom-track-2"))
                self.monster_appears(depth + 2, None)
            if self.doom == track:
                if self.deferring:
                    self.pending_awakening = True
                    self.emit(N, depth + 1, "the final space is filled by a reward or penalty: the player receives "
                              "all of them before the Ancient One awakens", es("awakening-the-ancient-one"))
                else:
                    self.awaken(depth + 1)

    def monster_appears(self, depth: int, place: str | None, incoming: Adventure | None = None) -> None:
        if not self.cup:
            self.unknown(depth, "which monster is drawn (its monster-cup is empty); none appears", es("monsters"))
            return
        monster = dict(self.cup.pop(0))
        open_slots = [a for a in self.adventures if a.monster_slot and not any(t.slot for t in a.tasks)]
        below = {a.name: sum(1 for t in a.tasks if t.monster and not t.slot) for a in self.adventures}
        if place:
            target = next(a for a in self.adventures if a.name == place)
            how = "(the situation's choice)"
        elif incoming is not None:
            target, how = incoming, "(on the incoming Adventure card, as a reward's monster may be)"
        elif open_slots:
            target, how = open_slots[0], "(the engine's default: the first available monster task)"
        elif self.adventures:
            target = min(self.adventures, key=lambda a: below[a.name])
            how = "(the engine's default: no monster task is available, and monsters are spread evenly)"
        else:
            self.emit(N, depth, f"{monster['name']} is drawn, but no Adventure card is in play", es("monsters"))
            return
        if target in open_slots:
            where = place_on_slot(target, monster)
        else:
            target.tasks.append(Task(tuple(parse_requirement(r) for r in monster["task"]), monster=monster))
            where = f"below the bottom task of {target.name}: one more task" + (
                ", its last (the card has an order arrow)" if target.data.get("ordered") else "")
        self.emit(C, depth, f"{self.active or 'the player'} draws {monster['name']} from the monster cup and "
                  f"places it {where} {how}", es("monsters", "monster-tasks"), card=monster["name"])
        for color in monster.get("locks", []):
            self.lock(color, monster["name"], depth + 1)

    def awaken(self, depth: int) -> None:
        self.pending_awakening = False
        self.awake = True
        self.emit(E, depth, f"{self.ao['name']} awakens: the investigators must confront it in battle",
                  es("doom-track-3", "awakening-the-ancient-one"), card=self.ao["name"])
        if self.mythos:
            self.emit(S, depth + 1, f"the current Mythos card, {self.mythos['name']}, is discarded: its lingering "
                      "effect ends", es("awakening-1"))
            self.free(self.mythos["name"], depth + 2, "awakening-1")
            self.mythos = None
        gone = self.locks_holding()
        if gone:
            self.removed += [c for c, _ in gone]
            self.emit(S, depth + 1, "the dice locked by Adventure cards, Other World cards or monsters are removed "
                      f"from the game: {', '.join(c for c, _ in gone)}", es("awakening-2"))
        self.locks = []
        names = [a.name for a in self.adventures]
        self.adventures = []
        self.emit(S, depth + 1, "the Adventure cards, Other World cards and monsters are discarded"
                  + (f": {', '.join(names)}" if names else ""), es("awakening-3"))
        for person in self.people.values():
            if not person.devoured:
                person.at = ANCIENT_ONE
        self.emit(S, depth + 1,
                  f"every investigator marker moves to {self.ao['name']}'s card, for the rest of the game",
                  es("awakening-4"))
        if self.active:
            self.emit(F, depth + 1, f"the Ancient One awoke during {self.active}'s turn: the player proceeds "
                      "immediately to "
                      "the Clock phase", es("awakening-5"))
            raise TurnOver

    def end(self, how: str, depth: int) -> None:
        if self.over:
            return
        self.over = how
        self.emit(E, depth, f"The game ends: the investigators {how}", es("winning-the-game"))

    def gain_elder_sign(self, depth: int) -> None:
        self.elder_signs += 1
        limit = self.ao["elder-sign-limit"]
        self.emit(S, depth, f"one Elder Sign token near {self.ao['name']}: {self.elder_signs} of {limit}",
                  es("rewards-penalties"))
        if self.elder_signs >= limit:
            if self.pending_awakening:
                self.pending_awakening = False
                self.emit(N, depth + 1, "the final doom token and the final Elder Sign come with the same rewards: "
                          f"{self.ao['name']} is sealed away", es("doom-track-4"))
            self.end(f"win: {self.elder_signs} Elder Signs seal {self.ao['name']} away", depth + 1)
