"""The situation format for ``game: elder-sign``: read, validated by the same schema machinery as
Arkham Horror's situations (``schema.json`` beside this module), and checked for what a schema cannot
check, each failure a :class:`SituationError` naming the field path and the line.

A situation is read in three passes: the JSON Schema (shape, closed vocabulary, bounds); the names
(every investigator, adventure, spell and item a field refers to exists, and every die result is a
side of its die); and a trial replay (the dice each roll shows must be the dice in the pool, a die
used must be there). The last is a replay that stops at the first inconsistency and reports the
field of the step it was replaying, so a validated situation always replays.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema

from ..situation.errors import SituationError, suggest
from ..situation.paths import Lines, format_path
from ..situation.schema import validate_against
from .dice import face_error, parse_result

SCHEMA_PATH = Path(__file__).with_name("schema.json")
GAME = "elder-sign"
ENTRANCE = "entrance"
ANCIENT_ONE = "ancient-one"

REQUIREMENT = ("a task requirement (investigation N, lore, peril, terror, a split such as peril/terror, "
               "sanity N, stamina N or clock)")
#: how a field is named in a schema message
NOUNS = {"do": "effect", "limit": "ability limit", "effect": "ability effect", "kind": "kind", "die": "die colour",
         "clock": "clock position", "rewards": "reward icon", "penalties": "penalty icon", "who": "who",
         "pattern": "a die result (1, 2, 3, 4, lore, peril, terror or wild, with a colour first for the "
                    "yellow or red die: 'red wild')",
         "pattern:dice": "a die (a result, or 'RESULT from PLACE': focus, an investigator or a spell)",
         **{f"pattern:{field}": REQUIREMENT for field in ("tasks", "task", "battle-task", "covered")},
         "oneOf:task": "a task number (1 for the top task) or 'battle'"}


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    """The Elder Sign situation JSON Schema (loaded once)."""
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _validator() -> jsonschema.protocols.Validator:
    return jsonschema.validators.validator_for(schema())(schema())


class ScriptError(Exception):
    """A trial replay found the situation inconsistent: the message and the field path of the step."""

    def __init__(self, message: str, path: list[str | int]) -> None:
        super().__init__(message)
        self.path = path


@dataclass(frozen=True)
class Situation:
    """A validated Elder Sign situation: its data (read-only by convention; a replay copies it)."""

    data: dict[str, Any]
    title: str
    summary: str = ""
    question: str = ""
    game: str = GAME
    lines: Lines | None = field(default=None, compare=False, repr=False)

    def fresh(self) -> dict[str, Any]:
        return copy.deepcopy(self.data)


def is_elder_sign(data: Any) -> bool:
    return isinstance(data, dict) and data.get("game") == GAME


def build(data: Any, *, text: str | None = None) -> Situation:
    """Validate ``data`` (a decoded ``game: elder-sign`` document) against the schema and the names,
    and build the :class:`Situation` (``reading`` then runs the trial replay)."""
    validate_against(_validator(), data, text=text, nouns=NOUNS)
    lines = Lines(text) if text else Lines(None)
    _Names(data, lines).check()
    return Situation(data, data["title"], data.get("summary", ""), data.get("question", ""), lines=lines)


def script_error(error: ScriptError, situation: Situation) -> SituationError:
    """The :class:`SituationError` of a trial replay's inconsistency, with its field path and line."""
    lines = situation.lines or Lines(None)
    return SituationError(str(error), path=format_path(error.path), line=lines.line(error.path))


class _Names:
    """The checks a schema cannot make: names, die sides, numbers against their maximum."""

    def __init__(self, data: dict[str, Any], lines: Lines) -> None:
        self.data = data
        self.lines = lines

    def fail(self, message: str, *path: str | int) -> None:
        raise SituationError(message, path=format_path(path), line=self.lines.line(list(path)))

    def check(self) -> None:
        data = self.data
        adventures = [a["name"] for a in data.get("adventures", [])]
        self._unique(adventures, "adventures")
        people = [i["name"] for i in data["investigators"]]
        self._unique(people, "investigators")
        places = [ENTRANCE, ANCIENT_ONE, *adventures]
        ao = data["ancient-one"]
        track = ao["doom-track"]
        if data.get("doom", 0) > track:
            self.fail(f"must be at most the doom track's {track} spaces, not {data['doom']}", "doom")
        for k, space in enumerate(ao.get("monster-spaces", [])):
            if space > track:
                self.fail(f"the doom track has only {track} spaces", "ancient-one", "monster-spaces", k)
        if ao.get("awake") and not ao.get("battle-task"):
            self.fail("an awake Ancient One needs its battle-task", "ancient-one", "awake")
        for n, inv in enumerate(data["investigators"]):
            for stat in ("sanity", "stamina"):
                top = inv.get(f"max-{stat}")
                if top is not None and inv[stat] > top:
                    self.fail(f"must be at most max-{stat} ({top}), not {inv[stat]}", "investigators", n, stat)
            if "at" in inv and inv["at"] not in places:
                self.fail(f"unknown place '{inv['at']}'" + suggest(inv["at"], places), "investigators", n, "at")
            for k, spell in enumerate(inv.get("spells", [])):
                for j, die in enumerate(spell.get("dice", [])):
                    self._face(die, "investigators", n, "spells", k, "dice", j)
                if len(spell.get("dice", [])) > spell.get("secures", 1):
                    self.fail(f"the spell secures at most {spell.get('secures', 1)} dice",
                              "investigators", n, "spells", k, "dice")
            ability = inv.get("ability")
            if ability and ability["effect"] == "add-die" and "die" not in ability:
                self.fail("an add-die ability needs its die (yellow or red)", "investigators", n, "ability")
        for group in ("adventures", "adventure-deck"):
            for n, adventure in enumerate(data.get(group, [])):
                task = adventure.get("monster-task")
                if task and task["task"] > len(adventure["tasks"]):
                    self.fail(f"the adventure has only {len(adventure['tasks'])} tasks",
                              group, n, "monster-task", "task")
                for key in ("terror", "at-midnight"):
                    self._effects(adventure.get(key, []), people, adventures, group, n, key)
        for key in ("immediate", "terror", "next-midnight"):
            self._effects(data.get("mythos", {}).get(key, []), people, adventures, "mythos", key)
        for n, card in enumerate(data.get("mythos-deck", [])):
            for key in ("immediate", "terror", "next-midnight"):
                self._effects(card.get(key, []), people, adventures, "mythos-deck", n, key)
        self._effects(ao.get("attack", []), people, adventures, "ancient-one", "attack")
        for t, turn in enumerate(data["turns"]):
            who = turn["investigator"]
            if who not in people:
                self.fail(f"unknown investigator '{who}'" + suggest(who, people), "turns", t, "investigator")
            if "move" in turn and turn["move"] not in [*places, "stay"]:
                self.fail(f"unknown place '{turn['move']}'" + suggest(turn["move"], [*places, "stay"]),
                          "turns", t, "move")
            inv = data["investigators"][people.index(who)]
            for s, step in enumerate(turn.get("steps", [])):
                self._step(step, inv, people, ("turns", t, "steps", s))

    def _unique(self, names: list[str], group: str) -> None:
        for n, name in enumerate(names):
            if name in names[:n]:
                self.fail(f"'{name}' is named twice", group, n, "name")

    def _face(self, text: str, *path: str | int) -> None:
        color, face = parse_result(text)
        why = face_error(color or ("red" if face == "wild" else "yellow" if face == "4" else "green"), face)
        if why:
            self.fail(why, *path)

    def _effects(self, effects: list[dict], people: list[str], adventures: list[str], *path: str | int) -> None:
        for k, effect in enumerate(effects):
            if effect["do"] == "lock-die" and "die" not in effect:
                self.fail("lock-die needs its die (green, yellow or red)", *path, k)
            for name in effect.get("choose", {}):
                if name not in people:
                    self.fail(f"unknown investigator '{name}'" + suggest(name, people), *path, k, "choose")
            if "place" in effect and effect["place"] not in adventures:
                self.fail(f"unknown adventure '{effect['place']}'" + suggest(effect["place"], adventures),
                          *path, k, "place")

    def _step(self, step: dict[str, Any], inv: dict[str, Any], people: list[str], path: tuple) -> None:
        (verb, value), = step.items()
        for key in ("roll",):
            if verb == key:
                for j, die in enumerate(value):
                    self._face(die, *path, verb, j)
        if verb in ("clue", "ability") and isinstance(value, dict):
            for part in ("dice", "to"):
                for j, die in enumerate(value.get(part, [])):
                    self._face(die, *path, verb, part, j)
        if verb == "cast":
            spells = [s["name"] for s in inv.get("spells", [])]
            if value["spell"] not in spells:
                self.fail(f"{inv['name']} has no spell '{value['spell']}'" + suggest(value["spell"], spells),
                          *path, "cast", "spell")
        if verb == "item":
            items = [i["name"] for i in inv.get("items", [])]
            if value not in items:
                self.fail(f"{inv['name']} has no item '{value}'" + suggest(value, items), *path, "item")
        if verb == "ability" and "ability" not in inv:
            self.fail(f"{inv['name']} has no ability in this situation", *path, "ability")
        if verb == "fail" and "assist" in value:
            other = value["assist"]["investigator"]
            if other not in people:
                self.fail(f"unknown investigator '{other}'" + suggest(other, people),
                          *path, "fail", "assist", "investigator")
