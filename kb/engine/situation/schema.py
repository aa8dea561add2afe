"""The JSON Schema of the situation format (``situation.schema.json``, beside this module), and the
readable message for the first thing it refuses.

The schema checks the shape and the closed vocabulary; what it cannot check (names, kinds,
placements) is the builder's (``builder.py``). A schema error becomes a :class:`SituationError`
naming the field path, the YAML line and, for an unknown word, the word the author probably meant.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema
from jsonschema.exceptions import ValidationError, best_match

from .errors import SituationError, suggest
from .paths import Lines, format_path

SCHEMA_PATH = Path(__file__).with_name("situation.schema.json")

#: How an enum-valued field is called in messages ("unknown event 'x'").
_FIELD_NOUNS = {
    "event": "event", "effect": "effect", "kind": "ability kind", "timing": "timing word",
    "type": "card type", "keywords": "keyword", "gains": "keyword", "loses": "keyword", "action": "action", "designator": "designator",
    "duration": "duration", "per": "limit period", "via": "via", "result": "result",
    "decision": "decision", "phase": "phase", "start": "framework step", "until": "framework step",
    "window": "player window", "skill": "skill", "automatic": "result", "put-into-play": "placement",
    "flood": "flood level", "unless-entered": "flood level",
    "count": "'for each' count",
}


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    """The situation JSON Schema (loaded once)."""
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _validator() -> jsonschema.protocols.Validator:
    cls = jsonschema.validators.validator_for(schema())
    return cls(schema())


# -- schema errors ---------------------------------------------------------------------------


def _schema_error(error: ValidationError, lines: Lines, nouns: dict[str, str] | None = None) -> SituationError:
    closed = [e for e in error.context or () if e.validator == "enum"] if error.validator == "anyOf" else []
    # a closed vocabulary or a composed spelling (a count): the vocabulary's word, with the one probably meant, says more
    error = closed[0] if closed else best_match([error]) if error.context else error
    parts = list(error.absolute_path)
    validator = error.validator
    instance = error.instance
    if validator == "enum":
        field = next((p for p in reversed(parts) if isinstance(p, str)), "value")
        noun = (nouns or _FIELD_NOUNS).get(field, field)
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
    elif validator == "maximum":
        message = f"must be at most {error.validator_value}, not {instance!r}"
    elif validator == "maxItems":
        message = f"must have at most {error.validator_value} item(s)"
    elif validator == "oneOf" and nouns and f"oneOf:{parts[-1] if parts else ''}" in nouns:
        message = f"{instance!r} is not {nouns[f'oneOf:{parts[-1]}']}"
    elif validator == "pattern" and nouns and "pattern" in nouns:
        field = next((p for p in reversed(parts) if isinstance(p, str)), "value")
        message = f"{instance!r} is not {nouns.get('pattern:' + field, nouns['pattern'])}"
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
    validate_against(_validator(), data, text=text)


def validate_against(validator: jsonschema.protocols.Validator, data: Any, *, text: str | None = None,
                     nouns: dict[str, str] | None = None) -> None:
    """Check ``data`` against a schema (the situation's, or another game's); raise the first error, in
    document order, naming its field path and line. ``nouns`` names the enum fields in messages."""
    if not isinstance(data, dict):
        raise SituationError(f"a situation must be a mapping of fields, not {_a(_json_type(data))}")
    errors = list(validator.iter_errors(data))
    if not errors:
        return
    lines = Lines(text)
    found = [_schema_error(e, lines, nouns) for e in errors]
    found.sort(key=lambda e: (e.line if e.line is not None else 1 << 30, e.path, e.detail))
    raise found[0]
