"""The situation-format reference (kb/engine/README.md) and the JSON Schema cannot drift from the
vocabulary: every word is documented, every enum matches, every example is listed and validates,
and the README's sample trace is what the engine prints."""

import functools
import json
import re
from pathlib import Path

import jsonschema
import pytest
import yaml

from kb.engine import examples, load_example, render_for_reader, replay
from kb.engine import vocabulary as v
from kb.engine import situation_schema as schema
from kb.engine.elder_sign import schema as elder_sign_schema

README = (Path(__file__).resolve().parents[2] / "kb" / "engine" / "README.md").read_text(encoding="utf-8")

WORDS = sorted(
    set(v.EVENTS) | set(v.EFFECTS) | set(v.FILTER_SELECTORS) | set(v.TARGET_SELECTORS)
    | {x.value for enum in (v.AbilityKind, v.Timing, v.CardType, v.Keyword, v.ActionType, v.Designator,
                            v.Duration, v.LimitPeriod, v.Via, v.Decision, v.Result) for x in enum}
    | {p for e in v.EFFECTS.values() for p in e.params} | set(v.COMMON_EFFECT_PARAMS)
    | set(v.FRAMEWORK_STEPS) | set(v.PLAYER_WINDOWS) | set(v.TOKEN_SYMBOLS) | set(v.TOKEN_SELECTORS) | set(v.PREY)
    | set(v.EVENT_FILTERS) | set(v.FLOOD_LEVELS) | set(v.FOR_EACH_COUNTS) | set(v.PLAY_PERIODS)
    | {x.value for enum in (v.Phase, v.Skill) for x in enum})


@pytest.mark.parametrize("word", WORDS)
def test_every_word_of_the_vocabulary_is_documented(word):
    assert f"`{word}`" in README or re.search(rf"`[^`]*\b{re.escape(word)}\b[^`]*`", README), word


def test_every_example_is_listed():
    for example in examples():
        assert f"| `{example.name}` | {example.summary} |" in README


def _enums(node, path=""):
    if isinstance(node, dict):
        if "enum" in node:
            yield path, sorted(node["enum"], key=str)
        for key, value in node.items():
            yield from _enums(value, f"{path}/{key}")
    elif isinstance(node, list):
        for k, value in enumerate(node):
            yield from _enums(value, f"{path}/{k}")


def test_the_schema_enums_are_the_vocabulary():
    expected = {
        "event": sorted(v.EVENTS), "effect": sorted(v.EFFECTS), "kind": sorted(x.value for x in v.AbilityKind),
        "timing": sorted(x.value for x in v.Timing), "type": sorted(x.value for x in v.CardType),
        "items": sorted(x.value for x in v.Keyword), "action": sorted(x.value for x in v.ActionType),
        "designator": sorted(x.value for x in v.Designator), "duration": sorted(x.value for x in v.Duration),
        "per": sorted(x.value for x in v.LimitPeriod), "via": sorted(x.value for x in v.Via),
        "result": sorted(x.value for x in v.Result), "decision": sorted(x.value for x in v.Decision),
        "phase": ["enemy", "investigation", "mythos", "upkeep"],
        "start": sorted(v.FRAMEWORK_STEPS), "until": sorted(v.FRAMEWORK_STEPS), "window": sorted(v.PLAYER_WINDOWS),
        "skill": sorted(x.value for x in v.Skill), "automatic": sorted(x.value for x in v.Result),
        "commit-result": sorted(x.value for x in v.Result),
        "put-into-play": ["attached-location", "location", "next-to-deck", "threat-area"], "flood-level": sorted(v.FLOOD_LEVELS),
        "count": sorted(v.FOR_EACH_COUNTS), "during": sorted(v.CONDITION_PERIODS), "deck": ["encounter"], "play-during": sorted(v.PLAY_PERIODS),
        "zone": ["above", "below", "beneath-act-deck", "beneath-agenda-deck", "deck-bottom", "deck-top", "exiled", "hand", "left", "removed", "right", "set-aside", "tekeli-li-deck", "threat-area", "victory-display", "void"], "found": ["attach", "draw", "hand", "play", "spawn", "spawn-engaged"],
        "tokens": ["clues", "damage", "doom", "horror", "resources", "uses"], "difficulty": sorted(v.DIFFICULTIES),
        "side": ["stable", "unstable"], "side-type": sorted(x.value for x in v.CardType), "within": ["phase", "round", "turn"],
        "place-clues-on": ["attached-location", "your-location"],
        "by": ["any", "at-location", "lead"],
        "up-to": ["actions", "clues", "damage", "horror", "resources", "uses"],
        "discard-type": ["asset", "event", "skill"],
        "class": sorted(v.ROLES_AND_CLASSES),
        "setup": sorted([True, False, "all"], key=str), "mode": sorted(v.GAME_MODES), "time": sorted(v.TIMES),
        "immunity-set": sorted(v.IMMUNITY_SETS), "blank": sorted(v.BLANK_MODES),
        "skill-icon": sorted([*(x.value for x in v.Skill), "wild"]), "state": ["at-your-location", "attached", "committed", "committed-to-another-investigators-test",
                                                           "committed-to-your-test", "connected", "controlled",
                                                           "controlled-by-any", "engaged", "entered-play-this-phase",
                                                           "entered-play-this-round", "entered-play-this-turn",
                                                           "exhausted", "in-play", "in-your-hand",
                                                           "not-at-your-location", "not-attached", "not-connected", "not-controlled",
                                                           "not-controlled-by-any", "not-in-play", "not-in-your-hand",
                                                           "ready", "unengaged"],
    }
    seen = set()
    for path, values in _enums(schema()):
        path = path.removesuffix("/anyOf/0")  # a count: the closed vocabulary, or one composed with a filter
        field = path.rsplit("/", 1)[-1]
        if path == "/$defs/filter/properties/skill":  # a trigger's filter may name every skill but one
            assert values == sorted(v.FILTER_SKILLS), path
            seen.add(field)
            continue
        if path == "/$defs/effect/properties/skill":  # a test's skill, or the icons a total counts ([wild] too)
            assert values == sorted([*(x.value for x in v.Skill), "wild"]), path
            continue
        if path == "/$defs/count-condition/properties/count":  # a condition bounds a count of the state, not a margin
            assert values == sorted(v.STATE_COUNTS), path
            continue
        if path == "/$defs/commit-test-condition/properties/count":  # a commit restriction's count of the test
            assert values == sorted(v.COMMIT_COUNTS), path
            continue
        assert values == expected[field], path
        seen.add(field)
    assert seen == set(expected)


@functools.cache
def _validator(game: str) -> jsonschema.protocols.Validator:
    """One checked validator a game (``jsonschema.validate`` checks and compiles the schema anew each call)."""
    document = elder_sign_schema() if game == "elder-sign" else schema()
    cls = jsonschema.validators.validator_for(document)
    cls.check_schema(document)
    return cls(document)


@pytest.mark.parametrize("name", [e.name for e in examples()])
def test_every_example_is_valid_against_the_schema_and_has_a_summary(name):
    path = Path(__file__).resolve().parents[2] / "kb" / "engine" / "examples" / f"{name}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    _validator("elder-sign" if data["game"] == "elder-sign" else "ahlcg").validate(data)
    assert data["title"] and data["summary"] and "\n" not in data["summary"]


def test_the_readme_sample_trace_is_what_the_engine_prints():
    block = README.split("`kb replay --example ex01-nested-sequences --no-titles`", 1)[1]
    block = block.split("```text\n", 1)[1].split("```", 1)[0]
    printed = render_for_reader(replay(load_example("ex01-nested-sequences")), titles=False, width=0)
    assert block.strip() == printed.strip()


def test_the_schema_is_valid_json_schema():
    jsonschema.validators.validator_for(schema()).check_schema(schema())
    assert json.loads(json.dumps(schema())) == schema()


def test_the_readme_tables_of_events_and_effects_are_the_vocabulary():
    for entries, head in ((v.EVENTS.values(), "| event | what it is | roles |"),
                          (v.EFFECTS.values(), "| effect | what it does | parameters |")):
        block = README.split(head, 1)[1].split("\n\n", 1)[0].strip().splitlines()[1:]
        names = [line.split("`")[1] for line in block]
        assert names == [e.name for e in entries]
        for line, entry in zip(block, entries):
            assert entry.summary in line
            fields = getattr(entry, "roles", None) or getattr(entry, "params", {})
            assert all(f"`{k}`: {d}" in line for k, d in fields.items()), entry.name


def test_every_framework_step_and_player_window_is_documented():
    for sid, step in v.FRAMEWORK_STEPS.items():
        assert f"| `{sid}` | {step.name} | {step.phase.value} |" in README
    for window, where in v.PLAYER_WINDOWS.items():
        assert f"| `{window}` | {where} |" in README


def test_a_count_is_the_closed_vocabulary_or_one_composed_with_a_filter():
    counts = [node["count"] for node in _nodes(schema()) if isinstance(node.get("count"), dict)
              and "anyOf" in node["count"]]
    assert len(counts) == 4  # an effect's, an effect's condition's, a token effect's and a count condition's
    for count in counts:
        pattern = count["anyOf"][1]["pattern"]
        # a filter has no colon, but the one selector of an agenda deck's current agenda (``agenda-deck:c``)
        assert pattern == "^(" + "|".join(v.COMPOSED_COUNTS) + "):([^:\\s][^:]*|agenda-deck:[a-z])$"


def _nodes(node):
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from _nodes(value)
