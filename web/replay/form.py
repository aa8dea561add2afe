"""The editor's form, described from the engine's own vocabulary and situation schema.

The page's form view (``form.js``) builds itself from ``form_model()``: which fields each kind of
object has, their types, the names an enum may take with a line of help each, which fields go
with which effect, decision or event. It is read from the engine (``situation.schema.json`` and
``kb.engine.vocabulary``), so that a new effect or field shows in the form without touching the
page. ``STARTER`` is the situation a new editor opens with.
"""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

import yaml
from flask import url_for

from web.replay.bounds import MAX_BODY
from web.replay.engine import parse_situation, situation_schema, vocabulary
from web.replay.share import SHARE_LIMIT
from web.replay.words import words_for

#: Fields whose value is free text rather than a name (no name suggestions in the form).
_FREE_TEXT = {"name", "text", "title", "summary", "question", "source"}
_LONG_TEXT = {"text", "question", "summary"}

#: The investigator and location a situation from scratch holds until the player pastes theirs
#: (``paste.js`` gives their place to the first investigator and location pasted, renaming every
#: mention); the form's model carries them to the page.
STAND_INS = {"investigator": "Your investigator", "location": "Your location"}

#: "From scratch": nothing that could answer a question the player did not ask. The stand-ins, an
#: empty question; what happens comes from a starter or sentences.
STARTER = f"""\
game: ahlcg
title: My situation
question: ""
investigators:
  - name: {STAND_INS["investigator"]}
    location: {STAND_INS["location"]}
    health: 9
    sanity: 5
locations:
  - name: {STAND_INS["location"]}
cards: []
do: []
choices: []
"""


def starter_data() -> dict[str, Any]:
    """The starter situation as data, for the form (a fresh copy: the page may not change the cache)."""
    return copy.deepcopy(_starter_data())


@lru_cache(maxsize=1)
def _starter_data() -> dict[str, Any]:
    data = yaml.safe_load(STARTER)
    parse_situation(STARTER)  # the starter must stay a valid situation
    return data


def _describe(schema: dict[str, Any], defs: dict[str, Any], key: str, prop: dict[str, Any], owner: str) -> dict[str, Any]:
    """How the form shows the field ``key`` of ``owner`` (its schema is ``prop``); an inline object
    is added to ``defs`` under ``owner.key``."""
    ref = prop.get("$ref", "")
    items = prop.get("items", {})
    spec: dict[str, Any]
    if "const" in prop:
        spec = {"type": "const", "value": prop["const"]}
    elif "enum" in prop:
        spec = {"type": "enum", "options": [str(o) for o in prop["enum"]]}
    elif ref:
        name = ref.rsplit("/", 1)[-1]
        if name == "selector":
            spec = {"type": "selector"}
        elif name == "name":
            spec = {"type": "text"}
        else:
            spec = {"type": "object", "def": name}
    elif prop.get("type") == "integer":
        spec = {"type": "int"}
        if "minimum" in prop:
            spec["min"] = prop["minimum"]
    elif prop.get("type") == "boolean":
        spec = {"type": "bool"}
    elif prop.get("type") == "string":
        spec = {"type": "longtext" if key in _LONG_TEXT else "text"}
    elif prop.get("type") == "array":
        item_ref = items.get("$ref", "").rsplit("/", 1)[-1]
        if item_ref == "hand-card":
            spec = {"type": "list", "def": "card", "orName": True}
        elif item_ref:
            spec = {"type": "list", "def": item_ref}
        elif "enum" in items:
            spec = {"type": "enums", "options": [str(o) for o in items["enum"]]}
        else:
            spec = {"type": "strings"}
    elif prop.get("type") == "object" and "properties" in prop:
        inline = f"{owner}.{key}"
        defs[inline] = _compile_def(schema, defs, prop, inline)
        spec = {"type": "object", "def": inline}
    elif "oneOf" in prop:
        spec = {"type": "choose"}
    else:
        spec = {"type": "yaml"}
    if spec["type"] in ("text", "selector", "strings", "choose") and key not in _FREE_TEXT:
        spec["names"] = True
    if spec["type"] == "selector" or (owner == "effect" and key in ("to", "who", "location", "enemy")):
        spec["selectors"] = "filter" if owner in ("filter", "play-when") else "target"
    if prop.get("description"):
        spec["help"] = prop["description"]
    option_help = {
        "event": {k: e.summary for k, e in vocabulary.EVENTS.items()},
        "effect": {k: e.summary for k, e in vocabulary.EFFECTS.items()},
        "start": {k: s.name for k, s in vocabulary.FRAMEWORK_STEPS.items()},
        "until": {k: s.name for k, s in vocabulary.FRAMEWORK_STEPS.items()},
        "window": dict(vocabulary.PLAYER_WINDOWS),
        "decision": {d.value: "fields: " + ", ".join(f) for d, f in vocabulary.DECISION_FIELDS.items()},
    }.get(key)
    if option_help and spec["type"] == "enum":
        spec["optionHelp"] = {o: option_help.get(o, "") for o in spec["options"]}
    words_for(owner, key, spec)
    return spec


def _compile_def(schema: dict[str, Any], defs: dict[str, Any], node: dict[str, Any], name: str) -> dict[str, Any]:
    """An object's fields and which of them are required."""
    fields = {key: _describe(schema, defs, key, prop, name) for key, prop in node.get("properties", {}).items()}
    return {"fields": fields, "required": list(node.get("required", []))}


@lru_cache(maxsize=1)
def form_model() -> dict[str, Any]:
    """The editor's model, read from the engine: the situation schema's fields and the vocabulary."""
    schema = situation_schema()
    defs: dict[str, Any] = {}
    for name, node in schema.get("$defs", {}).items():
        if node.get("type") == "object":
            defs[name] = _compile_def(schema, defs, node, name)
    defs["situation"] = _compile_def(schema, defs, schema, "situation")
    return {
        "defs": defs,
        # which fields an object may have, decided by one of its fields (the rest are offered anyway)
        "allowed": {
            "effect": {"by": "effect", "common": list(vocabulary.COMMON_EFFECT_PARAMS),
                       "map": {k: list(e.params) for k, e in vocabulary.EFFECTS.items()},
                       "needs": {k: list(v) for k, v in vocabulary.EFFECT_NEEDS.items()}},
            "choice": {"by": "decision", "common": [],
                       "map": {d.value: list(f) for d, f in vocabulary.DECISION_FIELDS.items()},
                       "needs": {d.value: list(f) for d, f in vocabulary.DECISION_NEEDS.items()}},
            "filter": {"by": "event", "common": [],
                       "map": {k: list(e.roles) + [f for f, evs in vocabulary.EVENT_FILTERS.items() if k in evs]
                               for k, e in vocabulary.EVENTS.items()}},
        },
        "selectors": {"filter": dict(vocabulary.FILTER_SELECTORS), "target": dict(vocabulary.TARGET_SELECTORS)},
        "effects": {k: {"summary": e.summary, "params": e.params} for k, e in vocabulary.EFFECTS.items()},
        "events": {k: {"summary": e.summary, "roles": e.roles} for k, e in vocabulary.EVENTS.items()},
        "limits": {"share": SHARE_LIMIT, "body": MAX_BODY},
        "standIns": STAND_INS,
        "urls": {"check": url_for("replay.api_check"), "trace": url_for("replay.trace_fragment"),
                 "page": url_for("replay.page")},
    }
