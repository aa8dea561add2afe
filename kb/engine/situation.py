"""Load a situation (YAML or JSON), validate it, and build the immutable records of ``spec.py``.

Validation has two layers. The JSON Schema shipped beside this module (``situation.schema.json``)
checks the shape and the closed vocabulary; this module then checks what a schema cannot: that
every name refers to something in the situation, that abilities have what their kind needs, and
that effects are used where they make sense. Every failure is a :class:`SituationError` that names
the field path and, where possible, the YAML line and the word the author probably meant.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema
import yaml
from jsonschema.exceptions import ValidationError, best_match
from rapidfuzz import fuzz, process

from .errors import SituationError
from .swarm import swarm_names
from .spec import (
    Ability,
    CardSpec,
    Choice,
    Commit,
    ConcealedSpec,
    Cost,
    Do,
    Effect,
    Filter,
    InvestigatorSpec,
    Limit,
    LocationSide,
    LocationSpec,
    ResolutionSpec,
    RevealSpec,
    Situation,
    TestSpec,
    TokenEffect,
)
from .vocabulary import (
    DECISION_FIELDS,
    EVENT_FILTERS,
    EVENTS,
    FILTER_SELECTORS,
    FRAMEWORK_STEPS,
    PREY,
    TARGET_SELECTORS,
    TOKEN_SELECTORS,
    TOKEN_SYMBOLS,
    AbilityKind,
    ActionType,
    CardType,
    Decision,
    Designator,
    Duration,
    Keyword,
    LimitPeriod,
    Result,
    Timing,
    Via,
)

SCHEMA_PATH = Path(__file__).with_name("situation.schema.json")

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

#: How an enum-valued field is called in messages ("unknown event 'x'").
_FIELD_NOUNS = {
    "event": "event", "effect": "effect", "kind": "ability kind", "timing": "timing word",
    "type": "card type", "keywords": "keyword", "action": "action", "designator": "designator",
    "duration": "duration", "per": "limit period", "via": "via", "result": "result",
    "decision": "decision", "phase": "phase", "start": "framework step", "until": "framework step",
    "window": "player window", "skill": "skill", "automatic": "result", "put-into-play": "placement",
    "flood": "flood level", "unless-entered": "flood level",
    "count": "'for each' count",
}

#: Spawn instructions besides a location's name.
SPAWN_SELECTORS = ("your-location", "a-connecting-location", "an-empty-location")


def is_token(value: str) -> bool:
    """A chaos token: a symbol, or a number written like "+1", "0", "-3"."""
    if value in TOKEN_SYMBOLS:
        return True
    body = value[1:] if value[:1] in "+-" else value
    return body.isdigit()


def token_value(value: str) -> int | None:
    """The numeric modifier of a numeric token ("-2" -> -2), or None for a symbol."""
    return None if value in TOKEN_SYMBOLS else int(value)


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    """The situation JSON Schema (loaded once)."""
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _validator() -> jsonschema.protocols.Validator:
    cls = jsonschema.validators.validator_for(schema())
    return cls(schema())


def suggest(word: str, choices: Iterable[str]) -> str:
    """'; did you mean 'x'?' for the closest choice, or '' when nothing is close."""
    options = list(dict.fromkeys(choices))
    if not options or not isinstance(word, str):
        return ""
    found = process.extractOne(word, options, scorer=fuzz.ratio, score_cutoff=60)
    return f"; did you mean '{found[0]}'?" if found else ""


def format_path(parts: Iterable[str | int]) -> str:
    """``['cards', 1, 'name']`` -> ``cards[1].name``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


# -- reading files ---------------------------------------------------------------------------


def load_situation(source: str | Path) -> Situation:
    """Read, validate and build a situation from a ``.yaml``/``.yml``/``.json`` file."""
    path = Path(source)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SituationError(f"cannot read {path}: {exc.strerror or exc}") from None
    return parse_situation(text)


def parse_situation(text: str) -> Situation:
    """Validate and build a situation from YAML or JSON text."""
    data = _parse_text(text)
    return situation_from_data(data, text=text)


#: Brackets nested deeper than this are refused before parsing: libyaml's C parser overflows
#: its stack (the process dies) and json raises RecursionError on deep enough nesting.
MAX_NESTING = 64


def nesting_error(text: str) -> tuple[str, int] | None:
    """``(message, line)`` when ``[``/``{`` nest deeper than ``MAX_NESTING``; a linear scan, no parsing."""
    depth = 0
    line = 1
    for char in text:
        if char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return (f"the situation nests more than {MAX_NESTING} levels deep; a situation never needs that many", line)
        elif char in "]}":
            depth = max(0, depth - 1)
        elif char == "\n":
            line += 1
    return None


def _parse_text(text: str) -> Any:
    if (too_deep := nesting_error(text)) is not None:
        raise SituationError(too_deep[0], line=too_deep[1])
    if text.lstrip().startswith("{"):
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise SituationError(f"invalid JSON: {exc.msg}", line=exc.lineno) from None
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        message = f"invalid YAML: {problem}" + (f" ({context})" if context else "")
        raise SituationError(message, line=mark.line + 1 if mark else None) from None


class _Lines:
    """Maps a field path to the line of the YAML/JSON text it comes from (1-based)."""

    def __init__(self, text: str | None) -> None:
        self._root: yaml.Node | None = None
        if text:
            try:
                self._root = yaml.compose(text, Loader=_Loader)
            except yaml.YAMLError:
                self._root = None

    def line(self, parts: Sequence[str | int]) -> int | None:
        node = self._root
        best: int | None = None
        for part in parts:
            if node is None:
                break
            best = node.start_mark.line + 1
            if isinstance(node, yaml.MappingNode) and isinstance(part, str):
                nxt = None
                for key, value in node.value:
                    if getattr(key, "value", None) == part:
                        nxt = value
                        best = key.start_mark.line + 1
                        break
                node = nxt
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
                node = node.value[part] if part < len(node.value) else None
            else:
                node = None
        if node is not None:
            best = node.start_mark.line + 1
        return best


# -- schema errors ---------------------------------------------------------------------------


def _schema_error(error: ValidationError, lines: _Lines) -> SituationError:
    error = best_match([error]) if error.context else error
    parts = list(error.absolute_path)
    validator = error.validator
    instance = error.instance
    if validator == "enum":
        field = next((p for p in reversed(parts) if isinstance(p, str)), "value")
        noun = _FIELD_NOUNS.get(field, field)
        options = [str(o) for o in error.validator_value]
        if isinstance(instance, str):
            message = f"unknown {noun} '{instance}'" + suggest(instance, options)
        else:
            message = f"must be one of: {', '.join(options)}"
    elif validator == "additionalProperties":
        allowed = list(error.schema.get("properties", {}))
        extra = [k for k in instance if k not in allowed]
        field = str(extra[0]) if extra else "?"
        parts = parts + [field]
        message = f"unknown field '{field}'" + suggest(field, allowed)
    elif validator == "required":
        missing = [k for k in error.validator_value if k not in instance]
        field = missing[0] if missing else "?"
        allowed = list(error.schema.get("properties", {}))
        typo = next((k for k in instance if k not in allowed and suggest(str(k), [field])), None)
        if typo is not None:
            parts = parts + [typo]
            message = f"unknown field '{typo}'; did you mean '{field}'?"
        else:
            message = f"missing required field '{field}'"
    elif validator == "type":
        message = f"must be {_a(error.validator_value)}, not {_a(_json_type(instance))} ({instance!r})"
    elif validator == "minimum":
        message = f"must be at least {error.validator_value}, not {instance!r}"
    elif validator == "minItems":
        message = f"must have at least {error.validator_value} item(s)"
    elif validator == "minLength":
        message = "must not be empty"
    elif validator == "const":
        message = f"must be '{error.validator_value}', not {instance!r}"
    else:
        message = error.message
    return SituationError(message, path=format_path(parts), line=lines.line(parts))


def _a(kind: object) -> str:
    if isinstance(kind, list):
        return " or ".join(_a(k) for k in kind)
    word = str(kind)
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def validate_data(data: Any, *, text: str | None = None) -> None:
    """Check ``data`` against the JSON Schema; raise the first error (in document order)."""
    if not isinstance(data, dict):
        raise SituationError(f"a situation must be a mapping of fields, not {_a(_json_type(data))}")
    errors = list(_validator().iter_errors(data))
    if not errors:
        return
    lines = _Lines(text)
    found = [_schema_error(e, lines) for e in errors]
    found.sort(key=lambda e: (e.line if e.line is not None else 1 << 30, e.path, e.detail))
    raise found[0]


# -- building records ------------------------------------------------------------------------


def situation_from_data(data: Any, *, text: str | None = None) -> Situation:
    """Validate ``data`` (a decoded YAML/JSON document) and build the :class:`Situation`."""
    validate_data(data, text=text)
    builder = _Builder(data, _Lines(text) if text else _Lines(None))
    return builder.build()


class _Builder:
    """Builds the records and checks what the schema cannot (names, kinds, placements)."""

    def __init__(self, data: dict[str, Any], lines: _Lines) -> None:
        self.data = data
        self.lines = lines
        self.names: dict[str, str] = {}  # name -> path where it is defined
        self.investigators = [i["name"] for i in data["investigators"]]
        self.locations = [loc["name"] for loc in data["locations"]]
        self.enemies: list[str] = []

    def fail(self, parts: Sequence[str | int], message: str) -> SituationError:
        return SituationError(message, path=format_path(parts), line=self.lines.line(parts))

    # -- names --------------------------------------------------------------------------
    def _register(self, name: str, parts: list[str | int]) -> None:
        if name in self.names:
            raise self.fail(parts + ["name"], f"duplicate name '{name}' (also {self.names[name]}); "
                            "give each card its own name, e.g. 'Ghoul Minion #2'")
        self.names[name] = format_path(parts + ["name"])

    def _register_all(self) -> None:
        d = self.data
        for i, inv in enumerate(d["investigators"]):
            self._register(inv["name"], ["investigators", i])
            for zone in ("hand", "deck"):
                for j, card in enumerate(inv.get(zone, [])):
                    name = card if isinstance(card, str) else card["name"]
                    self._register(name, ["investigators", i, zone, j])
        for i, loc in enumerate(d["locations"]):
            self._register(loc["name"], ["locations", i])
        for i, card in enumerate(d.get("cards", [])):
            self._register(card["name"], ["cards", i])
            if card["type"] == "enemy":
                self.enemies.append(card["name"])
            for name in swarm_names(card["name"], card.get("swarm", 0)):
                self._register(name, ["cards", i, "swarm"])
                self.enemies.append(name)
        self.minicards = [m["name"] for m in d.get("concealed", [])]
        for i, mini in enumerate(d.get("concealed", [])):
            self._register(mini["name"], ["concealed", i])
        self.set_aside_enemies: list[str] = []
        for zone in ("encounter-deck", "agenda-deck", "act-deck", "set-aside", "exploration-deck"):
            for i, card in enumerate(d.get(zone, [])):
                self._register(card["name"], [zone, i])
                if card["type"] == "enemy":
                    self.enemies.append(card["name"])
                    if zone == "set-aside":
                        self.set_aside_enemies.append(card["name"])

    def _ref(self, value: str, options: list[str], parts: Sequence[str | int], what: str) -> str:
        if value not in options:
            raise self.fail(parts, f"no {what} named '{value}'" + suggest(value, options))
        return value

    def _selector(self, value: str, allowed: Mapping[str, str], parts: Sequence[str | int]) -> str:
        if value in allowed or value in self.names:
            return value
        raise self.fail(parts, f"unknown name or selector '{value}'"
                        + suggest(value, list(allowed) + list(self.names)))

    # -- pieces ---------------------------------------------------------------------------
    def _filter(self, raw: Mapping[str, Any] | None, parts: list[str | int]) -> Filter | None:
        if raw is None:
            return None
        roles = EVENTS[raw["event"]].roles
        values: dict[str, tuple[str, ...]] = {}
        for role in ("who", "what", "source"):
            if role not in raw:
                continue
            if role not in roles:
                raise self.fail(parts + [role], f"the event '{raw['event']}' has no '{role}' role "
                                f"(its roles: {', '.join(roles) or 'none'})")
            items = raw[role] if isinstance(raw[role], list) else [raw[role]]
            values[role] = tuple(
                self._selector(v, FILTER_SELECTORS, parts + [role] + ([k] if isinstance(raw[role], list) else []))
                for k, v in enumerate(items))
        via = raw.get("via")
        if via is not None and "via" not in roles:
            raise self.fail(parts + ["via"], f"the event '{raw['event']}' has no 'via' role")
        for key, events in EVENT_FILTERS.items():
            if key in raw and raw["event"] not in events:
                raise self.fail(parts + [key], f"the event '{raw['event']}' takes no '{key}' filter "
                                f"(it is for: {', '.join(events)})")
        tokens: tuple[str, ...] = ()
        if "token" in raw:
            items = raw["token"] if isinstance(raw["token"], list) else [raw["token"]]
            for k, tok in enumerate(items):
                if not (is_token(tok) or tok in TOKEN_SELECTORS):
                    where = parts + ["token"] + ([k] if isinstance(raw["token"], list) else [])
                    raise self.fail(where, f"unknown chaos token '{tok}'"
                                    + suggest(tok, list(TOKEN_SYMBOLS) + list(TOKEN_SELECTORS)))
            tokens = tuple(items)
        return Filter(raw["event"], values.get("who", ()), values.get("what", ()),
                      values.get("source", ()), Via(via) if via else None, phase=raw.get("phase"),
                      skill=raw.get("skill"), token=tokens, at_least=raw.get("at-least"),
                      unless_entered=tuple(raw.get("unless-entered", ())))

    @staticmethod
    def _cost(raw: Mapping[str, Any] | None) -> Cost:
        if not raw:
            return Cost()
        return Cost(raw.get("actions", 0), raw.get("resources", 0), raw.get("exhaust", False),
                    raw.get("clues", 0), raw.get("uses", 0))

    def _effect(self, raw: Mapping[str, Any], parts: list[str | int], ability: Mapping[str, Any] | None,
                event_name: str | None) -> Effect:
        kind = raw["effect"]
        for key in ("to", "who", "location", "enemy"):
            if key in raw:
                self._selector(raw[key], TARGET_SELECTORS, parts + [key])
        if "card" in raw:
            self._ref(raw["card"], list(self.names), parts + ["card"], "card")
        if kind == "spawn" and raw.get("card") not in self.set_aside_enemies:
            raise self.fail(parts + (["card"] if "card" in raw else []),
                            "'spawn' puts a set-aside enemy into play: name an enemy listed in `set-aside`"
                            + (suggest(raw["card"], self.set_aside_enemies) if "card" in raw else ""))
        needs = {"test": ("skill", "difficulty"), "modify-skill": ("amount",), "automatic": ("result",),
                 "advance": ("to",),
                 "deal-damage": ("amount", "to"), "deal-horror": ("amount", "to"),
                 "heal-damage": ("amount", "to"), "heal-horror": ("amount", "to"),
                 "gain-resources": ("amount",), "lose-actions": ("amount",), "earn-experience": ("amount",),
                 "draw-opening-hand": ("amount", "keep"), "exhaust": ("to",), "ready": ("to",),
                 "take-action": ("action",), "instead": ("effects",), "lasting": ("duration", "applies-to"),
                 "prevent": ("amount",), "for-each": ("count", "effects"), "either": ("effects",),
                 "activate-ignoring-costs": ("card",),
                 "spend": ("cost", "effects"), "reveal-instead": ("amount", "resolve"),
                 "search-deck": ("card",), "play": ("card",)}.get(kind, ())
        for key in needs:
            if key not in raw:
                raise self.fail(parts, f"the effect '{kind}' needs '{key}'")
        if raw.get("amount", 0) < 0 and kind != "modify-skill":
            raise self.fail(parts + ["amount"], f"must be at least 0, not {raw['amount']} (only 'modify-skill' "
                            "takes a negative amount)")
        timing = (ability or {}).get("timing")
        if kind == "instead" and timing != "would":
            raise self.fail(parts + ["effect"], "'instead' replaces a triggering condition: it belongs in an "
                            "ability with timing 'would' (Instead)")
        if kind == "prevent" and (event_name not in ("damage-dealt", "horror-dealt")
                                  or timing not in ("would", "when")):
            raise self.fail(parts + ["effect"], "'prevent' works between assigning and applying damage/horror: "
                            "its ability must trigger 'would' or 'when' on 'damage-dealt' or 'horror-dealt'")
        if kind == "undo-action" and event_name != "perform-action":
            raise self.fail(parts + ["effect"], "'undo-action' undoes the action that triggered it: use it in an "
                            "ability or a fast card's play-when whose trigger is 'perform-action'")
        if kind == "reveal-instead" and (event_name != "reveal-chaos-token" or timing != "would"):
            raise self.fail(parts + ["effect"], "'reveal-instead' is declared before the tokens are drawn: its "
                            "ability must trigger 'would' on 'reveal-chaos-token'")
        if kind == "resolve-sealed" and (event_name != "reveal-chaos-token" or timing != "would"):
            raise self.fail(parts + ["effect"], "'resolve-sealed' replaces a reveal (“instead”): its ability "
                            "must trigger 'would' on 'reveal-chaos-token'")
        if "token" in raw and kind != "seal":
            raise self.fail(parts + ["token"], f"only 'seal' takes a 'token', not '{kind}'")
        if kind == "seal" and "token" in raw and raw["token"] != "revealed" and not is_token(raw["token"]):
            raise self.fail(parts + ["token"], f"unknown chaos token '{raw['token']}' (a number such as '-1', one of "
                            f"{', '.join(TOKEN_SYMBOLS)}, or 'revealed': the token this effect revealed)"
                            + suggest(raw["token"], list(TOKEN_SYMBOLS) + ["revealed"]))
        if kind == "reveal-instead" and not 1 <= raw["resolve"] < raw["amount"]:
            raise self.fail(parts + ["resolve"], f"resolves at least 1 and fewer than the {raw['amount']} tokens "
                            "revealed (the others are ignored)")
        if kind == "cancel" and event_name is None:
            raise self.fail(parts + ["effect"], "'cancel' needs a triggering condition to cancel: use it in an "
                            "ability with a trigger, or an event card with play-when")
        if kind == "lasting" and not (raw.get("cannot") or "additional-cost" in raw or "cost-modifier" in raw
                                      or "skill-modifier" in raw):
            raise self.fail(parts, "a lasting effect needs 'cannot', 'additional-cost', 'cost-modifier' or "
                            "'skill-modifier'")
        if kind == "either" and len(raw["effects"]) < 2:
            raise self.fail(parts + ["effects"], "'either' offers a choice: give at least two options, one effect each")
        if kind == "take-action" and raw["action"] in ("play", "activate") and "card" not in raw:
            raise self.fail(parts, f"taking a {raw['action']} action needs 'card'")
        inner = tuple(self._effect(e, parts + ["effects", k], ability, None)
                      for k, e in enumerate(raw.get("effects", [])))
        success = tuple(self._effect(e, parts + ["success", k], None, None)
                        for k, e in enumerate(raw.get("success", [])))
        fail = tuple(self._effect(e, parts + ["fail", k], None, None) for k, e in enumerate(raw.get("fail", [])))
        return Effect(
            effect=kind, amount=raw.get("amount"), to=raw.get("to"), who=raw.get("who"),
            location=raw.get("location"), enemy=raw.get("enemy"), card=raw.get("card"),
            direct=raw.get("direct", False), then=raw.get("then", False), may=raw.get("may", False),
            text=raw.get("text", ""),
            duration=Duration(raw["duration"]) if "duration" in raw else None,
            applies_to=self._filter(raw.get("applies-to"), parts + ["applies-to"]),
            cannot=raw.get("cannot", False),
            additional_cost=self._cost(raw["additional-cost"]) if "additional-cost" in raw else None,
            cost_modifier=raw.get("cost-modifier", 0),
            action=ActionType(raw["action"]) if "action" in raw else None,
            result=Result(raw["result"]) if "result" in raw else None,
            base=raw.get("base"), damage=raw.get("damage", 0), effects=inner, skill=raw.get("skill"),
            difficulty=raw.get("difficulty"), success=success, fail=fail, bonus=raw.get("bonus", 0),
            automatic=raw.get("automatic", False), can_advance=raw.get("can-advance", False),
            skill_modifier=raw.get("skill-modifier", 0), keep=raw.get("keep"), beneath=raw.get("beneath", 0),
            count=raw.get("count"), ability=raw.get("ability"),
            cost=self._cost(raw["cost"]) if "cost" in raw else None, resolve=raw.get("resolve"),
            token=raw.get("token"))

    def _ability(self, raw: Mapping[str, Any], parts: list[str | int]) -> Ability:
        kind = AbilityKind(raw["kind"])
        trigger = self._filter(raw.get("trigger"), parts + ["trigger"])
        if kind in (AbilityKind.FORCED, AbilityKind.REACTION, AbilityKind.DELAYED):
            for key in ("timing", "trigger"):
                if key not in raw:
                    raise self.fail(parts, f"a {kind} ability needs '{key}'")
        elif "timing" in raw or "trigger" in raw:
            raise self.fail(parts + ["trigger" if "trigger" in raw else "timing"],
                            f"a {kind} ability has no triggering condition")
        if kind in (AbilityKind.CONSTANT, AbilityKind.LASTING):
            if "applies-to" not in raw:
                raise self.fail(parts, f"a {kind} ability needs 'applies-to'")
            if not (raw.get("cannot") or "additional-cost" in raw or "cost-modifier" in raw
                    or "skill-modifier" in raw or "opening-hand-modifier" in raw):
                raise self.fail(parts, f"a {kind} ability needs 'cannot', 'additional-cost', 'cost-modifier', "
                                "'skill-modifier' or 'opening-hand-modifier'")
            if kind is AbilityKind.LASTING and "duration" not in raw:
                raise self.fail(parts, "a lasting ability needs 'duration'")
        elif not raw.get("effects"):
            raise self.fail(parts, f"a {kind} ability needs 'effects'")
        event_name = trigger.event if trigger else None
        effects = tuple(self._effect(e, parts + ["effects", k], raw, event_name)
                        for k, e in enumerate(raw.get("effects", [])))
        cost = self._cost(raw.get("cost"))
        if kind is AbilityKind.ACTION and cost.actions == 0:
            cost = Cost(1, cost.resources, cost.exhaust, cost.clues, cost.uses)
        limit = raw.get("limit")
        return Ability(
            kind=kind, timing=Timing(raw["timing"]) if "timing" in raw else None, trigger=trigger,
            effects=effects, cost=cost,
            limit=Limit(limit["count"], LimitPeriod(limit["per"]), limit.get("group", False)) if limit else None,
            used=raw.get("used", 0), use=raw.get("use", True), text=raw.get("text", ""),
            designator=Designator(raw["designator"]) if "designator" in raw else None,
            duration=Duration(raw["duration"]) if "duration" in raw else None,
            applies_to=self._filter(raw.get("applies-to"), parts + ["applies-to"]),
            cannot=raw.get("cannot", False),
            additional_cost=self._cost(raw["additional-cost"]) if "additional-cost" in raw else None,
            cost_modifier=raw.get("cost-modifier", 0), skill_modifier=raw.get("skill-modifier", 0),
            opening_hand_modifier=raw.get("opening-hand-modifier", 0), path=format_path(parts))

    def _abilities(self, raw: Sequence[Mapping[str, Any]], parts: list[str | int],
                   extra: Sequence[tuple[Ability]] = ()) -> tuple[Ability, ...]:
        own = tuple(self._ability(a, parts + ["abilities", k]) for k, a in enumerate(raw))
        return own + tuple(a for (a,) in extra)

    def _card(self, raw: str | Mapping[str, Any], parts: list[str | int], zone: str) -> CardSpec:
        if isinstance(raw, str):
            return CardSpec(name=raw, type=CardType.ASSET, path=format_path(parts),
                            abilities=tuple(self.extra_abilities.get(raw, [])))
        kind = CardType(raw["type"])
        inv, locs = self.investigators, self.locations
        for key, options, what in (("controller", inv, "investigator"), ("owner", inv, "investigator"),
                                   ("engaged", inv, "investigator"), ("threat-area", inv, "investigator"),
                                   ("location", locs, "location")):
            if key in raw:
                self._ref(raw[key], options, parts + [key], what)
        if zone == "play":
            self._check_placement(raw, kind, parts)
        play_when = None
        if "play-when" in raw:
            pw = raw["play-when"]
            play_when = (Timing(pw["timing"]), self._filter(pw["trigger"], parts + ["play-when", "trigger"]))
        event_name = play_when[1].event if play_when else None
        effects = tuple(self._effect(e, parts + ["effects", k], raw.get("play-when"), event_name)
                        for k, e in enumerate(raw.get("effects", [])))
        attack = raw.get("attack", {})
        extra = self.extra_abilities.get(raw["name"], [])
        self._card_extras(raw, kind, parts, zone)

        def fx(key: str) -> tuple[Effect, ...]:
            return tuple(self._effect(e, parts + [key, k], None, None) for k, e in enumerate(raw.get(key, [])))

        return CardSpec(
            name=raw["name"], type=kind, text=raw.get("text", ""),
            controller=raw.get("controller"), owner=raw.get("owner"), engaged=raw.get("engaged"),
            location=raw.get("location"), threat_area=raw.get("threat-area"),
            health=raw.get("health"), sanity=raw.get("sanity"), damage=raw.get("damage", 0),
            horror=raw.get("horror", 0), fight=raw.get("fight"), evade=raw.get("evade"),
            attack_damage=attack.get("damage", 0), attack_horror=attack.get("horror", 0),
            keywords=frozenset(Keyword(k).value for k in raw.get("keywords", [])),
            exhausted=raw.get("exhausted", False), cost=raw.get("cost", 0), uses=raw.get("uses", 0),
            clues=raw.get("clues", 0), doom=raw.get("doom", 0), threshold=raw.get("threshold"),
            weakness=raw.get("weakness", False),
            designator=Designator(raw["designator"]) if "designator" in raw else None,
            effects=effects, play_when=play_when, use=raw.get("use", True),
            abilities=self._abilities(raw.get("abilities", []), parts, [(a,) for a in extra]),
            icons=tuple(sorted(raw.get("icons", {}).items())), if_success=fx("if-success"), if_fail=fx("if-fail"),
            double_results=raw.get("double-results", False), double_difficulty=raw.get("double-difficulty", False),
            spawn=raw.get("spawn"), prey=raw.get("prey"),
            put_into_play=raw.get("put-into-play"), reverse=fx("reverse"), resolution=raw.get("resolution"),
            traits=tuple(raw.get("traits", [])), swarm=raw.get("swarm", 0), shadows=raw.get("shadows", False),
            connections=tuple(raw.get("connections", ())), shroud=raw.get("shroud", 0),
            sealed=self._tokens(raw.get("sealed", []), parts + ["sealed"]), path=format_path(parts))

    def _card_extras(self, raw: Mapping[str, Any], kind: CardType, parts: list[str | int], zone: str) -> None:
        """Check the fields that only some cardtypes take."""
        only = {"spawn": (CardType.ENEMY,), "prey": (CardType.ENEMY,), "swarm": (CardType.ENEMY,), "put-into-play": (CardType.TREACHERY,),
                "reverse": (CardType.ACT, CardType.AGENDA), "resolution": (CardType.ACT, CardType.AGENDA)}
        for key, kinds in only.items():
            if key in raw and kind not in kinds:
                raise self.fail(parts + [key], f"'{key}' is for {' and '.join(k.value for k in kinds)} cards, "
                                f"not {kind.value}")
        if "spawn" in raw and raw["spawn"] not in self.locations and raw["spawn"] not in SPAWN_SELECTORS:
            raise self.fail(parts + ["spawn"], f"unknown spawn instruction '{raw['spawn']}': a location or one of "
                            f"{', '.join(SPAWN_SELECTORS)}"
                            + suggest(raw["spawn"], self.locations + list(SPAWN_SELECTORS)))
        if "prey" in raw and raw["prey"] not in PREY and raw["prey"] not in self.investigators:
            raise self.fail(parts + ["prey"], f"unknown prey instruction '{raw['prey']}'"
                            + suggest(raw["prey"], list(PREY) + self.investigators))
        for key in ("connections", "shroud"):
            if key in raw and not (zone == "exploration" and kind is CardType.LOCATION):
                raise self.fail(parts + [key], f"'{key}' is for a location card in the `exploration-deck` (a location "
                                "in play belongs in `locations`)")
        if zone == "exploration" and kind not in (CardType.LOCATION, CardType.TREACHERY):
            raise self.fail(parts + ["type"], f"the exploration deck holds locations and treacheries, not {kind}")
        explorable = self.locations + [c["name"] for c in self.data.get("exploration-deck", [])
                                       if c.get("type") == "location"]
        for k, other in enumerate(raw.get("connections", [])):
            self._ref(other, explorable, parts + ["connections", k], "location")
        if "shadows" in raw and not (zone == "play" and kind is CardType.ENEMY):
            raise self.fail(parts + ["shadows"], "'shadows' is for an enemy in play (in `cards`)")
        if "swarm" in raw and zone != "play":
            raise self.fail(parts + ["swarm"], "'swarm' counts the swarm cards underneath a host enemy in play: give it "
                            "to an enemy in `cards`")
        if "sealed" in raw and zone != "play":
            raise self.fail(parts + ["sealed"], "chaos tokens are sealed on cards in play: give `sealed` to a card "
                            "in `cards`")
        for key in ("icons", "if-success", "if-fail", "double-results", "double-difficulty"):
            if key in raw and zone not in ("hand", "deck"):
                raise self.fail(parts + [key], f"'{key}' describes a card committed from a hand: give it to a card "
                                "in an investigator's `hand` or `deck`")

    def _cards(self, d: Mapping[str, Any], key: str, zone: str) -> tuple[CardSpec, ...]:
        return tuple(self._card(r, [key, i], zone) for i, r in enumerate(d.get(key, [])))

    def _token_effect(self, raw: Mapping[str, Any] | None, parts: list[str | int]) -> TokenEffect | None:
        if raw is None:
            return None
        effects = tuple(self._effect(e, parts + ["effects", k], None, None)
                        for k, e in enumerate(raw.get("effects", [])))
        return TokenEffect(raw.get("modifier", 0), effects, Result(raw["automatic"]) if "automatic" in raw else None,
                           raw.get("text", ""))

    def _tokens(self, items: Sequence[str], parts: list[str | int]) -> tuple[str, ...]:
        """A list of chaos tokens, each a number or a symbol."""
        for k, tok in enumerate(items):
            if not is_token(tok):
                raise self.fail(parts + [k], f"unknown chaos token '{tok}' (a number such as '-1', or "
                                f"{', '.join(TOKEN_SYMBOLS)})" + suggest(tok, list(TOKEN_SYMBOLS)))
        return tuple(items)

    def _reveal(self, raw: Mapping[str, Any], i: int) -> RevealSpec:
        parts: list[str | int] = ["reveals", i]
        if "who" in raw:
            self._ref(raw["who"], self.investigators, parts + ["who"], "investigator")
        if "card" in raw:
            self._ref(raw["card"], list(self.names), parts + ["card"], "card")
        tokens = self._tokens(raw["tokens"], parts + ["tokens"])
        resolve = self._resolve(raw, tokens, parts, "are resolved")
        return RevealSpec(raw.get("who"), raw.get("card"), tokens, resolve, format_path(parts))

    def _resolve(self, raw: Mapping[str, Any], tokens: tuple[str, ...], parts: list[str | int],
                 how: str) -> tuple[str, ...]:
        """An entry's ``resolve``: which of its revealed ``tokens`` are resolved (each must be one of them)."""
        for k, tok in enumerate(raw.get("resolve", [])):
            if tok not in tokens:
                raise self.fail(parts + ["resolve", k], f"'{tok}' is not one of this entry's `tokens`: `resolve` names "
                                f"which of the revealed tokens {how}")
        return tuple(raw.get("resolve", []))

    def _test(self, raw: Mapping[str, Any], i: int) -> TestSpec:
        parts: list[str | int] = ["tests", i]
        if "who" in raw:
            self._ref(raw["who"], self.investigators, parts + ["who"], "investigator")
        tokens = self._tokens(raw.get("tokens", []), parts + ["tokens"])
        commits = []
        for k, name in enumerate(raw.get("commit", [])):
            owner = self.hand_owner.get(name)
            if owner is None:
                raise self.fail(parts + ["commit", k], f"no card named '{name}' in an investigator's hand"
                                + suggest(name, list(self.hand_owner)))
            commits.append(Commit(owner, name))
        resolve = self._resolve(raw, tokens, parts, "the tester resolves")
        if "result" in raw and "tokens" in raw:
            raise self.fail(parts + ["result"], "give the revealed `tokens` (the engine determines the result) or "
                            "a stated `result`, not both")
        return TestSpec(raw.get("who"), raw.get("skill"), tokens, tuple(commits),
                        Result(raw["result"]) if "result" in raw else None,
                        Result(raw["automatic"]) if "automatic" in raw else None, format_path(parts), resolve)

    def _concealed(self, raw: Mapping[str, Any], i: int) -> ConcealedSpec:
        """A concealed mini-card: at a location; an enemy's must name an enemy in the shadows."""
        parts: list[str | int] = ["concealed", i]
        self._ref(raw["location"], self.locations, parts + ["location"], "location")
        hidden = [c["name"] for c in self.data.get("cards", []) if c.get("type") == "enemy" and c.get("shadows")]
        if "enemy" in raw:
            self._ref(raw["enemy"], hidden, parts + ["enemy"], "enemy in the shadows (`shadows: true`)")
        return ConcealedSpec(raw["name"], raw["location"], raw.get("enemy"))

    def _check_placement(self, raw: Mapping[str, Any], kind: CardType, parts: list[str | int]) -> None:
        if kind is CardType.LOCATION:
            raise self.fail(parts + ["type"], "locations belong in `locations`, not `cards`")
        if kind in (CardType.EVENT, CardType.SKILL):
            raise self.fail(parts + ["type"], f"{kind} cards are not in play: put them in an investigator's hand")
        if kind is CardType.ENEMY and not (raw.get("engaged") or raw.get("location") or raw.get("shadows")):
            raise self.fail(parts, "an enemy in play must be `engaged` with an investigator, at a `location`, or in "
                            "the `shadows`")
        if raw.get("shadows") and (raw.get("engaged") or raw.get("location")):
            raise self.fail(parts + ["shadows"], "an enemy in the shadows is at no location and engaged with no one: "
                            "leave out `engaged` and `location`")
        if kind is CardType.ASSET and "controller" not in raw:
            raise self.fail(parts, "an asset in play needs a `controller`")
        if kind is CardType.TREACHERY and not (raw.get("threat-area") or raw.get("location")):
            raise self.fail(parts, "a treachery in play needs a `threat-area` or a `location`")

    def _investigator(self, raw: Mapping[str, Any], i: int) -> InvestigatorSpec:
        parts: list[str | int] = ["investigators", i]
        self._ref(raw["location"], self.locations, parts + ["location"], "location")
        extra = self.extra_abilities.get(raw["name"], [])
        return InvestigatorSpec(
            name=raw["name"], location=raw["location"], health=raw["health"], sanity=raw["sanity"],
            damage=raw.get("damage", 0), horror=raw.get("horror", 0),
            resources=raw.get("resources", 0), clues=raw.get("clues", 0),
            actions=raw.get("actions", 3), skills=tuple(sorted(raw.get("skills", {}).items())),
            hand=tuple(self._card(c, parts + ["hand", k], "hand") for k, c in enumerate(raw.get("hand", []))),
            deck=tuple(self._card(c, parts + ["deck", k], "deck") for k, c in enumerate(raw.get("deck", []))),
            abilities=self._abilities(raw.get("abilities", []), parts, [(a,) for a in extra]),
            text=raw.get("text", ""), elder_sign=self._token_effect(raw.get("elder-sign"), parts + ["elder-sign"]),
            additional_actions=raw.get("additional-actions", 0),
            experience=raw.get("experience", 0),
            restricted_actions=tuple((tuple(r["traits"]), r.get("text", "")) for r in raw.get("restricted-actions", [])),
            path=format_path(parts))

    def _location(self, raw: Mapping[str, Any], i: int) -> LocationSpec:
        parts: list[str | int] = ["locations", i]
        for k, other in enumerate(raw.get("connections", [])):
            self._ref(other, self.locations, parts + ["connections", k], "location")
        extra = self.extra_abilities.get(raw["name"], [])
        return LocationSpec(
            name=raw["name"], connections=tuple(raw.get("connections", [])), clues=raw.get("clues", 0),
            shroud=raw.get("shroud", 0), revealed=raw.get("revealed", True),
            abilities=self._abilities(raw.get("abilities", []), parts, [(a,) for a in extra]),
            text=raw.get("text", ""), flood=raw.get("flood", "unflooded"), doom=raw.get("doom", 0),
            other_side=self._location_side(raw.get("other-side"), parts + ["other-side"]), path=format_path(parts))

    def _location_side(self, raw: Mapping[str, Any] | None, parts: list[str | int]) -> LocationSide | None:
        """The side a double-sided location flips to (its shroud, text and abilities)."""
        if raw is None:
            return None
        return LocationSide(shroud=raw.get("shroud", 0), abilities=self._abilities(raw.get("abilities", []), parts),
                            text=raw.get("text", ""))

    def _do(self, raw: Mapping[str, Any], i: int) -> Do:
        parts: list[str | int] = ["do", i]
        self._ref(raw["who"], self.investigators, parts + ["who"], "investigator")
        modes = [k for k in ("action", "use", "end-turn") if raw.get(k)]
        if len(modes) != 1:
            raise self.fail(parts, "each `do` item needs exactly one of 'action', 'use' or 'end-turn'")
        action = ActionType(raw["action"]) if "action" in raw else None
        if action in (ActionType.PLAY, ActionType.ACTIVATE) and "card" not in raw:
            raise self.fail(parts, f"a {action} action needs 'card'")
        for key in ("card", "use"):
            if key in raw:
                self._ref(raw[key], list(self.names), parts + [key], "card")
        if "enemy" in raw:
            self._ref(raw["enemy"], self.enemies + self.minicards, parts + ["enemy"],
                      "enemy or concealed mini-card" if self.minicards else "enemy")
        if "window" in raw and "use" not in raw:
            raise self.fail(parts + ["window"], "only a `use` item (a free ability or fast card) names the player "
                            "window it is used in")
        for key in ("to", "location"):
            if key in raw:
                self._ref(raw[key], self.locations, parts + [key], "location")
        return Do(who=raw["who"], action=action, use=raw.get("use"), end_turn=raw.get("end-turn", False),
                  card=raw.get("card"), ability=raw.get("ability"), enemy=raw.get("enemy"),
                  to=raw.get("to"), location=raw.get("location"),
                  result=Result(raw["result"]) if "result" in raw else None, window=raw.get("window"),
                  path=format_path(parts))

    def _choice(self, raw: Mapping[str, Any], i: int) -> Choice:
        parts: list[str | int] = ["choices", i]
        decision = Decision(raw["decision"])
        allowed = DECISION_FIELDS[decision]
        article = "an" if decision.value[0] in "aeiou" else "a"
        for key in raw:
            if key != "decision" and key not in allowed:
                raise self.fail(parts + [key], f"{article} '{decision}' choice has no field '{key}' "
                                f"(its fields: {', '.join(allowed)})")
        required = {Decision.ASSIGN: ("who", "to"), Decision.TARGET: ("choose",),
                    Decision.ORDER: ("among",), Decision.DECLINE: ("ability",),
                    Decision.MAY: ("ability", "choose"), Decision.LEAD: ("choose",),
                    Decision.TURN: ("choose",), Decision.DISCARD: ("who", "among"),
                    Decision.MULLIGAN: ("who", "among"), Decision.KEEP: ("who", "among"),
                    Decision.BENEATH: ("who", "among"), Decision.EXPOSE: ("choose",),
                    Decision.EITHER: ("option",)}[decision]
        for key in required:
            if key not in raw:
                raise self.fail(parts, f"{article} '{decision}' choice needs '{key}'")
        names = list(self.names)
        for key in ("who", "to", "ability"):
            if key in raw:
                self._ref(raw[key], names, parts + [key], "card or investigator")
        if decision is Decision.MAY and not isinstance(raw["choose"], bool):
            raise self.fail(parts + ["choose"], "a 'may' choice is true (resolve it) or false (do not)")
        if decision is not Decision.MAY and isinstance(raw.get("choose"), bool):
            raise self.fail(parts + ["choose"], "must name a card, investigator or location")
        if decision is Decision.EXPOSE:
            self._ref(raw["choose"], self.minicards, parts + ["choose"], "concealed mini-card")
        elif isinstance(raw.get("choose"), str):
            self._ref(raw["choose"], names, parts + ["choose"], "card, investigator or location")
        for k, name in enumerate(raw.get("among", [])):
            self._ref(name, names, parts + ["among", k], "card or investigator")
        return Choice(decision=decision, who=raw.get("who"), to=raw.get("to"), damage=raw.get("damage"),
                      horror=raw.get("horror"), ability=raw.get("ability"), choose=raw.get("choose"),
                      among=tuple(raw.get("among", [])), option=raw.get("option"), path=format_path(parts))

    def build(self) -> Situation:
        d = self.data
        self._register_all()
        for key in ("turn", "lead"):
            if key in d:
                self._ref(d[key], self.investigators, [key], "investigator")
        for k, name in enumerate(d.get("turns-taken", [])):
            self._ref(name, self.investigators, ["turns-taken", k], "investigator")
        self.hand_owner = {(c if isinstance(c, str) else c["name"]): inv["name"]
                           for inv in d["investigators"] for c in inv.get("hand", [])}
        start = d.get("start")
        if start is not None:
            phase = FRAMEWORK_STEPS[start].phase.value
            if "phase" in d and d["phase"] != phase:
                raise self.fail(["phase"], f"the replay starts at {start}, in the {phase} phase, not the "
                                f"{d['phase']} phase (leave `phase` out: `start` sets it)")
            if phase == "mythos" and d.get("round", 1) == 1:
                raise self.fail(["start"], "there is no mythos phase in the first round (it is skipped): start at "
                                "2.1 or later, or set `round` to 2 or more")
        if "until" in d and start is None:
            raise self.fail(["until"], "`until` needs `start`: the framework step the replay begins at")
        for zone, kinds in (("agenda-deck", ("agenda",)), ("act-deck", ("act",))):
            for k, card in enumerate(d.get(zone, [])):
                if card["type"] not in kinds:
                    raise self.fail([zone, k, "type"], f"`{zone}` holds {kinds[0]} cards, not {card['type']}")
        self.extra_abilities: dict[str, list[Ability]] = {}
        for k, raw in enumerate(d.get("abilities", [])):
            parts: list[str | int] = ["abilities", k]
            if "card" not in raw:
                raise self.fail(parts, "an ability listed under top-level `abilities` needs 'card' (its bearer)")
            self._ref(raw["card"], list(self.names), parts + ["card"], "card or investigator")
            self.extra_abilities.setdefault(raw["card"], []).append(self._ability(raw, parts))
        return Situation(
            game=d["game"], title=d["title"],
            investigators=tuple(self._investigator(r, i) for i, r in enumerate(d["investigators"])),
            locations=tuple(self._location(r, i) for i, r in enumerate(d["locations"])),
            cards=tuple(self._card(r, ["cards", i], "play") for i, r in enumerate(d.get("cards", []))),
            encounter_deck=tuple(self._card(r, ["encounter-deck", i], "encounter")
                                 for i, r in enumerate(d.get("encounter-deck", []))),
            do=tuple(self._do(r, i) for i, r in enumerate(d.get("do", []))),
            choices=tuple(self._choice(r, i) for i, r in enumerate(d.get("choices", []))),
            summary=d.get("summary", ""), question=d.get("question", ""), source=d.get("source", ""),
            phase=(FRAMEWORK_STEPS[d["start"]].phase.value if "start" in d else d.get("phase", "investigation")),
            round=d.get("round", 1), turn=d.get("turn"), lead=d.get("lead"), start=d.get("start"),
            until=d.get("until"), tests=tuple(self._test(r, i) for i, r in enumerate(d.get("tests", []))),
            chaos_tokens=tuple((k, self._token_effect(v, ["chaos-tokens", k]))
                               for k, v in d.get("chaos-tokens", {}).items()),  # type: ignore[misc]
            agenda_deck=self._cards(d, "agenda-deck", "deck"), act_deck=self._cards(d, "act-deck", "deck"),
            set_aside=self._cards(d, "set-aside", "set-aside"),
            exploration_deck=self._cards(d, "exploration-deck", "exploration"),
            concealed=tuple(self._concealed(r, i) for i, r in enumerate(d.get("concealed", []))),
            turns_taken=tuple(d.get("turns-taken", [])), resolutions=self._resolutions(d),
            setup=d.get("setup", False),
            reveals=tuple(self._reveal(r, i) for i, r in enumerate(d.get("reveals", []))),
            chaos_bag=self._tokens(d["chaos-bag"], ["chaos-bag"]) if "chaos-bag" in d else None)

    def _resolutions(self, d: Mapping[str, Any]) -> tuple[tuple[str, ResolutionSpec], ...]:
        """The scenario's resolutions; every act's or agenda's resolution point must be one of them."""
        table = d.get("resolutions", {})
        for name, raw in table.items():
            if "experience" in raw and raw.get("no-experience"):
                raise self.fail(["resolutions", name, "no-experience"], "a resolution that earns no experience "
                                "points has no 'experience' to earn: give one or the other")
        if table:
            for zone in ("cards", "agenda-deck", "act-deck"):
                for k, card in enumerate(d.get(zone, [])):
                    point = card.get("resolution")
                    if point is not None and point not in table:
                        raise self.fail([zone, k, "resolution"], f"no resolution named '{point}' in `resolutions`"
                                        + suggest(point, list(table)))
        return tuple((name, ResolutionSpec(raw.get("text", ""), raw.get("experience", 0),
                                           not raw.get("no-experience", False), raw.get("spend", True)))
                     for name, raw in table.items())
