"""Property tests: random well-formed situations always validate, replay without raising, terminate,
and produce a trace whose every step cites known rules.

The generator builds situations from the whole vocabulary (every event, effect, selector and
decision) with names that exist, so anything the validator accepts is fair game for the engine.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.engine import STEP_BOUND, replay, situation_from_data
from kb.engine.core.rules import RULES
from kb.engine.situation.vocabulary import (
    EVENT_FILTERS,
    EVENTS,
    FILTER_SELECTORS,
    FLOOD_LEVELS,
    FRAMEWORK_STEPS,
    PLAYER_WINDOWS,
    PREY,
    TARGET_SELECTORS,
    TOKEN_SELECTORS,
    TOKEN_SYMBOLS,
    VALUE_EVENTS,
    StepKind,
    Via,
)

SETTINGS = settings(max_examples=100, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
BOUND = 300
LOCATIONS = ["L0", "L1", "L2"]
SIMPLE_EFFECTS = ["deal-damage", "deal-horror", "heal-damage", "heal-horror", "draw", "gain-resources",
                  "discover-clues", "place-doom", "move", "engage", "exhaust", "ready", "lasting", "end-turn",
                  "take-action", "investigate", "fight", "evade", "draw-encounter-card", "resign", "test",
                  "modify-skill", "automatic", "advance", "spawn", "increase-flood", "decrease-flood",
                  "flip-location", "explore"]
SKILLS = ["willpower", "intellect", "combat", "agility"]
TOKENS = list(TOKEN_SYMBOLS) + ["+1", "0", "-1", "-2", "-8"]
DURATIONS = ["until-end-of-turn", "until-end-of-phase", "until-end-of-round", "for-this-skill-test"]


@st.composite
def effect(draw: Any, names: list[str], event: str | None, timing: str | None, depth: int = 0) -> dict[str, Any]:
    kinds = list(SIMPLE_EFFECTS)
    if event is not None:
        kinds.append("cancel")
    if event in ("damage-dealt", "horror-dealt") and timing in ("would", "when"):
        kinds += ["prevent", "prevent"]
    if timing == "would" and depth == 0:
        kinds += ["instead", "instead"]
    kind = draw(st.sampled_from(kinds))
    if kind == "spawn" and "S0" not in names:
        kind = "draw"
    out: dict[str, Any] = {"effect": kind}
    target = st.sampled_from(list(TARGET_SELECTORS) + names)
    if kind in ("deal-damage", "deal-horror", "heal-damage", "heal-horror"):
        out.update(amount=draw(st.integers(0, 3)), to=draw(target))
        if kind.startswith("deal") and draw(st.booleans()):
            out["direct"] = True
    elif kind in ("draw", "gain-resources", "discover-clues", "place-doom", "prevent"):
        out["amount"] = draw(st.integers(0 if kind == "gain-resources" else 1, 2))
    elif kind in ("exhaust", "ready"):
        out["to"] = draw(target)
    elif kind == "move" and draw(st.booleans()):
        out["to"] = draw(st.sampled_from(["a-connecting-location", *LOCATIONS]))
    elif kind in ("engage", "fight", "evade") and draw(st.booleans()):
        out["enemy"] = draw(target)
    elif kind == "lasting":
        mode = draw(st.sampled_from([{"cannot": True}, {"skill-modifier": draw(st.integers(-2, 2))}]))
        out.update(duration=draw(st.sampled_from(DURATIONS)), **mode, **{"applies-to": draw(trigger(names))})
    elif kind == "test":
        out.update(skill=draw(st.sampled_from(SKILLS)), difficulty=draw(st.integers(0, 5)))
        if depth == 0 and draw(st.booleans()):
            out["success"] = draw(st.lists(effect(names, None, None, 1), max_size=1))
        if depth == 0 and draw(st.booleans()):
            out["fail"] = draw(st.lists(effect(names, None, None, 1), max_size=1))
    elif kind == "modify-skill":
        out["amount"] = draw(st.integers(-3, 3))
    elif kind == "automatic":
        out["result"] = draw(st.sampled_from(["success", "fail"]))
    elif kind == "advance":
        out["to"] = draw(st.sampled_from(["current-act", "current-agenda"]))
    elif kind == "spawn":
        out["card"] = "S0"
    if kind == "place-doom" and draw(st.booleans()):
        out["can-advance"] = True
    if kind == "evade" and draw(st.integers(0, 2)) == 0:
        out["automatic"] = True
    if kind in ("fight", "evade", "investigate") and draw(st.booleans()):
        out["bonus"] = draw(st.integers(-1, 2))
        if draw(st.booleans()):
            out["skill"] = draw(st.sampled_from(SKILLS))
    elif kind == "take-action":
        out["action"] = draw(st.sampled_from(["investigate", "resource", "draw", "move", "fight", "evade", "engage"]))
    elif kind == "instead":
        out["effects"] = draw(st.lists(effect(names, None, None, 1), min_size=1, max_size=2))
    if kind in ("investigate", "fight", "evade", "take-action") and draw(st.booleans()):
        out["result"] = draw(st.sampled_from(["success", "fail"]))
    if draw(st.integers(0, 4)) == 0:
        out["then"] = True
    if draw(st.integers(0, 4)) == 0:
        out["may"] = True
    return out


COMMON_EVENTS = ["damage-dealt", "horror-dealt", "enemy-attack", "move", "gain-resources", "draw-cards",
                 "play-card", "defeated", "discover-clues", "investigate", "ability-triggered", "turn-ends",
                 "succeed-skill-test", "fail-skill-test", "reveal-chaos-token", "phase-ends", "draw-encounter-card"]


@st.composite
def trigger(draw: Any, names: list[str]) -> dict[str, Any]:
    event = draw(st.sampled_from(sorted(set(EVENTS) - set(VALUE_EVENTS)) + COMMON_EVENTS * 3))  # timing points
    out: dict[str, Any] = {"event": event}
    for role in ("who", "what", "source"):
        if role in EVENTS[event].roles and draw(st.integers(0, 2)) == 0:
            out[role] = draw(st.sampled_from(list(FILTER_SELECTORS) + names))
    if "via" in EVENTS[event].roles and draw(st.booleans()):
        out["via"] = draw(st.sampled_from([v.value for v in Via]))
    for key, events in EVENT_FILTERS.items():
        if event in events and draw(st.integers(0, 2)) == 0:
            out[key] = draw({"phase": st.sampled_from(["mythos", "investigation", "enemy", "upkeep"]),
                             "skill": st.sampled_from(SKILLS), "at-least": st.integers(1, 3), "at-most": st.integers(0, 3),
                             "token": st.sampled_from(TOKENS + list(TOKEN_SELECTORS)),
                             "within": st.sampled_from(["turn", "phase", "round"]), "per-investigator": st.booleans(),
                             "unless-entered": st.lists(st.sampled_from(list(FLOOD_LEVELS)), min_size=1,
                                                        max_size=2)}[key])
    return out


@st.composite
def ability(draw: Any, names: list[str], *, encounter: bool = False) -> dict[str, Any]:
    kinds = ["reaction", "forced", "reaction", "delayed", "free", "action", "constant", "lasting"]
    if encounter:
        kinds = ["revelation", "revelation", "forced"]
    kind = draw(st.sampled_from(kinds))
    out: dict[str, Any] = {"kind": kind}
    if kind in ("constant", "lasting"):
        out["applies-to"] = draw(trigger(names))
        mode = draw(st.sampled_from(["cannot", "additional-cost", "cost-modifier"]))
        out.update({"cannot": True} if mode == "cannot" else
                   {"additional-cost": {"actions": draw(st.integers(0, 2)), "resources": draw(st.integers(0, 2))}}
                   if mode == "additional-cost" else {"cost-modifier": draw(st.integers(-2, 2))})
        if kind == "lasting":
            out["duration"] = draw(st.sampled_from(DURATIONS))
        if draw(st.integers(0, 3)) == 0:
            out = {k: v for k, v in out.items() if k not in ("cannot", "additional-cost", "cost-modifier")}
            out["skill-modifier"] = draw(st.integers(-2, 2))
        return out
    event = timing = None
    if kind in ("forced", "reaction", "delayed"):
        timing = draw(st.sampled_from(["would", "when", "at", "if", "after"]))
        out["timing"] = timing
        out["trigger"] = draw(trigger(names))
        event = out["trigger"]["event"]
    out["effects"] = draw(st.lists(effect(names, event, timing), min_size=1, max_size=3))
    if draw(st.booleans()):
        out["cost"] = {"actions": draw(st.integers(0, 2)), "resources": draw(st.integers(0, 2)),
                       "exhaust": draw(st.booleans())}
    if draw(st.booleans()):
        out["limit"] = {"count": draw(st.integers(1, 2)), "per": draw(st.sampled_from(["turn", "round", "game"]))}
    if kind in ("action", "free") and draw(st.booleans()):
        out["designator"] = draw(st.sampled_from(["fight", "evade", "investigate", "move", "parley", "resign"]))
    if draw(st.integers(0, 5)) == 0:
        out["use"] = False
    return out


@st.composite
def situations(draw: Any, framework: bool = False) -> dict[str, Any]:
    n_inv = draw(st.integers(1, 3))
    invs = [f"I{k}" for k in range(n_inv)]
    n_enemies = draw(st.integers(1, 3))
    enemies = [f"E{k}" for k in range(n_enemies)]
    assets = [f"A{k}" for k in range(draw(st.integers(0, 3)))]
    hand_cards = [f"H{k}" for k in range(draw(st.integers(0, 3)))]
    encounter = [f"X{k}" for k in range(draw(st.integers(0, 2)))]
    skills = [f"K{k}" for k in range(draw(st.integers(0, 2)))]
    names = invs + enemies + assets + hand_cards + encounter + skills + LOCATIONS + ["Agenda", "Act", "S0"]
    data: dict[str, Any] = {
        "game": "ahlcg", "title": "random",
        "phase": draw(st.sampled_from(["investigation"] * 9 + ["enemy"])),
        "turn": draw(st.sampled_from(invs)), "lead": draw(st.sampled_from(invs)),
        "locations": [{"name": loc, "connections": draw(st.sampled_from([
                           [LOCATIONS[(k + 1) % 3], LOCATIONS[(k - 1) % 3]], [LOCATIONS[(k + 1) % 3]], []])),
                       "clues": draw(st.integers(0, 2)), "shroud": draw(st.integers(0, 4)),
                       "revealed": draw(st.booleans()), "flood": draw(st.sampled_from(list(FLOOD_LEVELS))),
                       "doom": draw(st.integers(0, 1)),
                       **({"other-side": {"shroud": draw(st.integers(0, 4))}} if draw(st.booleans()) else {}),
                       "abilities": draw(st.lists(ability(names), max_size=1))}
                      for k, loc in enumerate(LOCATIONS)],
        "investigators": [], "cards": [], "encounter-deck": [], "do": [], "choices": [],
    }
    for name in invs:
        health, sanity = draw(st.integers(1, 8)), draw(st.integers(1, 8))
        data["investigators"].append({
            "name": name, "location": draw(st.sampled_from(LOCATIONS)), "health": health, "sanity": sanity,
            "damage": draw(st.integers(0, health - 1)), "horror": draw(st.integers(0, sanity - 1)),
            "resources": draw(st.integers(0, 5)), "clues": draw(st.integers(0, 2)),
            "actions": draw(st.sampled_from([3, 3, 2, 1, 0])), "hand": [], "deck": [f"{name}-deck{k}" for k in range(2)],
            "skills": {"intellect": 3, "combat": 3, "agility": 3, "willpower": 3},
            "abilities": draw(st.lists(ability(names), min_size=1, max_size=2)),
        })
    names += [f"{i}-deck{k}" for i in invs for k in range(2)]
    for name in hand_cards:
        owner = draw(st.sampled_from(data["investigators"]))
        card: dict[str, Any] = {"name": name, "type": draw(st.sampled_from(["event", "event", "asset"])),
                                "cost": draw(st.integers(0, 3))}
        if card["type"] == "event":
            card["effects"] = draw(st.lists(effect(names, None, None), min_size=1, max_size=2))
            if draw(st.booleans()):
                card["keywords"] = ["fast"]
                pw = draw(trigger(names))
                card["play-when"] = {"timing": draw(st.sampled_from(["when", "after"])), "trigger": pw}
                card["effects"].append({"effect": "cancel"})
            if draw(st.booleans()):
                card["designator"] = draw(st.sampled_from(["fight", "evade", "investigate"]))
        else:
            card["abilities"] = draw(st.lists(ability(names), max_size=1))
        owner["hand"].append(card)
    for name in skills:
        owner = draw(st.sampled_from(data["investigators"]))
        card = {"name": name, "type": "skill",
                "icons": {draw(st.sampled_from(SKILLS + ["wild"])): draw(st.integers(0, 2))}}
        if draw(st.booleans()):
            card["if-success"] = draw(st.lists(effect(names, None, None), max_size=1))
        if draw(st.booleans()):
            card["if-fail"] = draw(st.lists(effect(names, None, None), max_size=1))
        if draw(st.integers(0, 3)) == 0:
            card["double-results"] = True
        owner["hand"].append(card)
    for name in enemies:
        card = {"name": name, "type": "enemy", "health": draw(st.integers(1, 4)), "damage": 0,
                "fight": 2, "evade": 2, "attack": {"damage": draw(st.integers(0, 2)), "horror": draw(st.integers(0, 2))},
                "exhausted": draw(st.booleans()),
                "keywords": draw(st.lists(st.sampled_from(["retaliate", "aloof", "hunter", "alert", "massive"]),
                                          unique=True, max_size=2)),
                "abilities": draw(st.lists(ability(names), max_size=1))}
        if draw(st.integers(0, 2)) == 0:
            card["prey"] = draw(st.sampled_from(list(PREY) + invs))
        placement = draw(st.sampled_from(["engaged", "location", "location", "shadows"]))
        if placement == "engaged" and "massive" not in card["keywords"]:
            card["engaged"] = draw(st.sampled_from(invs))
        elif placement == "shadows":
            card["shadows"] = True
            data.setdefault("concealed", []).append({"name": f"M-{name}", "location": draw(st.sampled_from(LOCATIONS)),
                                                     "enemy": name})
        else:
            card["location"] = draw(st.sampled_from(LOCATIONS))
        if draw(st.integers(0, 3)) == 0:
            card["swarm"] = draw(st.integers(1, 2))
        data["cards"].append(card)
    if draw(st.booleans()):
        data.setdefault("concealed", []).append({"name": "Decoy", "location": draw(st.sampled_from(LOCATIONS))})
    minis = [m["name"] for m in data.get("concealed", [])]
    swarms = [f"{c['name']} (swarm card {k})" for c in data["cards"] for k in range(1, c.get("swarm", 0) + 1)]
    names += minis + swarms
    if draw(st.booleans()):
        data["exploration-deck"] = [
            {"name": "Xloc0", "type": "location", "connections": [draw(st.sampled_from(LOCATIONS))], "clues": 1,
             "shroud": 2},
            {"name": "Xtreachery", "type": "treachery",
             "abilities": draw(st.lists(ability(names, encounter=True), max_size=1))},
            {"name": "Xloc1", "type": "location", "connections": ["Xloc0"], "shroud": 1}][:draw(st.integers(1, 3))]
    for name in assets:
        data["cards"].append({"name": name, "type": "asset", "controller": draw(st.sampled_from(invs)),
                              "health": draw(st.sampled_from([None, 1, 2, 3])) or 2, "sanity": draw(st.integers(0, 2)),
                              "uses": draw(st.integers(0, 3)), "exhausted": draw(st.booleans()),
                              "abilities": draw(st.lists(ability(names), min_size=1, max_size=2))})
    data["cards"].append({"name": "Agenda", "type": "agenda", "doom": draw(st.integers(0, 3)), "threshold": 3,
                          "reverse": draw(st.lists(effect(names, None, None, 1), max_size=1))})
    data["cards"].append({"name": "Act", "type": "act", "reverse": draw(st.lists(effect(names, None, None, 1),
                                                                                 max_size=1))})
    data["agenda-deck"] = [{"name": "Agenda 2", "type": "agenda", "threshold": 5}]
    data["set-aside"] = [{"name": "S0", "type": "enemy", "health": 3, "attack": {"damage": 1},
                          "spawn": draw(st.sampled_from(LOCATIONS + ["an-empty-location", "a-connecting-location"]))}]
    for name in encounter:
        kind = draw(st.sampled_from(["treachery", "enemy"]))
        card = {"name": name, "type": kind, "abilities": draw(st.lists(ability(names, encounter=True), max_size=1)),
                "keywords": draw(st.lists(st.sampled_from(["peril", "surge"]), unique=True, max_size=2))}
        if kind == "enemy":
            card.update(health=2, attack={"damage": 1})
            if draw(st.booleans()):
                card["spawn"] = draw(st.sampled_from(LOCATIONS + ["your-location", "an-empty-location"]))
        elif draw(st.integers(0, 2)) == 0:
            card["put-into-play"] = draw(st.sampled_from(["threat-area", "location"]))
        data["encounter-deck"].append(card)
    if draw(st.booleans()):
        data["chaos-tokens"] = {"skull": {"modifier": draw(st.integers(-3, 0)),
                                          "effects": draw(st.lists(effect(names, None, None, 1), max_size=1))},
                                "tablet": {"automatic": draw(st.sampled_from(["success", "fail"]))}}
    data["tests"] = [{"tokens": draw(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=3)),
                      "commit": draw(st.lists(st.sampled_from(skills), unique=True, max_size=2)) if skills else []}
                     for _ in range(draw(st.integers(0, 3)))]
    for spec in data["tests"]:
        if draw(st.integers(0, 3)) == 0:
            spec["automatic"] = draw(st.sampled_from(["success", "fail"]))
    if framework:
        steps = list(FRAMEWORK_STEPS)
        data["round"] = draw(st.integers(1, 3))
        usable = steps if data["round"] > 1 else steps[5:]
        data["start"] = draw(st.sampled_from(usable))
        data["until"] = draw(st.sampled_from(steps))
        data.pop("phase")
        if draw(st.booleans()):
            data["turns-taken"] = draw(st.lists(st.sampled_from(invs), unique=True, max_size=1))
    for _ in range(draw(st.integers(1, 5))):
        who = draw(st.sampled_from([data["turn"]] * 4 + invs))
        mine = [c["name"] for i in data["investigators"] if i["name"] == who for c in i["hand"]]
        ours = [c["name"] for c in data["cards"] if c.get("controller") == who]
        mode = draw(st.sampled_from(["action"] * 5 + ["use", "end-turn"]))
        if mode == "end-turn":
            data["do"].append({"who": who, "end-turn": True})
            continue
        if mode == "use":
            item = {"who": who, "use": draw(st.sampled_from(mine + ours + [who] + names))}
            if draw(st.booleans()):
                item["window"] = draw(st.sampled_from(list(PLAYER_WINDOWS) if framework else ["ST.1", "ST.2"]))
            data["do"].append(item)
            continue
        action = draw(st.sampled_from(["play", "fight", "evade", "investigate", "move", "engage", "draw",
                                       "resource", "activate", "parley", "resign"]))
        item: dict[str, Any] = {"who": who, "action": action}
        if action == "play":
            item["card"] = draw(st.sampled_from(mine * 3 + names))
        elif action == "activate" or (action in ("parley", "resign") and draw(st.booleans())):
            item["card"] = draw(st.sampled_from(ours * 3 + [who] * 2 + names))
        if action in ("fight", "evade", "engage") and enemies and draw(st.booleans()):
            item["enemy"] = draw(st.sampled_from(enemies + minis + swarms))
        if action == "move" or (action == "activate" and draw(st.booleans())):
            item["to"] = draw(st.sampled_from(LOCATIONS))
        if draw(st.booleans()):
            item["result"] = draw(st.sampled_from(["success", "fail"]))
        data["do"].append(item)
    for _ in range(draw(st.integers(0, 3))):
        decision = draw(st.sampled_from(["assign", "target", "order", "decline", "may", "lead", "turn", "discard"]
                                        + (["expose"] if minis else [])))
        pick = st.sampled_from(names)
        data["choices"].append({
            "assign": lambda: {"decision": "assign", "who": draw(st.sampled_from(invs)), "to": draw(pick)},
            "target": lambda: {"decision": "target", "ability": draw(pick), "choose": draw(pick)},
            "order": lambda: {"decision": "order", "among": draw(st.lists(pick, min_size=2, max_size=3))},
            "decline": lambda: {"decision": "decline", "ability": draw(pick)},
            "may": lambda: {"decision": "may", "ability": draw(pick), "choose": draw(st.booleans())},
            "lead": lambda: {"decision": "lead", "choose": draw(st.sampled_from(invs))},
            "turn": lambda: {"decision": "turn", "choose": draw(st.sampled_from(invs))},
            "expose": lambda: {"decision": "expose", "choose": draw(st.sampled_from(minis or ["?"]))},
            "discard": lambda: {"decision": "discard", "who": draw(st.sampled_from(invs)),
                                "among": draw(st.lists(pick, min_size=1, max_size=2))},
        }[decision]())
    return data


def _check_trace(trace: Any, bound: int) -> None:
    assert len(trace.steps) <= bound + 1
    previous = 0
    for n, step in enumerate(trace.steps, start=1):
        assert step.n == n
        assert step.rules, step
        assert set(step.rules) <= set(RULES), step
        assert isinstance(step.kind, StepKind)
        assert step.depth >= 0
        assert step.depth <= previous + 1, (step, trace.render_text(titles=False))
        previous = step.depth
    for item in trace.unresolved:
        assert item.rules and set(item.rules) <= set(RULES)
    assert json.loads(trace.to_json()) == json.loads(json.dumps(trace.to_dict()))
    trace.render_text()
    for inv in trace.final_state["investigators"].values():
        assert inv["resources"] >= 0 and inv["actions"] >= 0 and inv["clues"] >= 0
        assert inv["damage"] >= 0 and inv["horror"] >= 0
    for loc in trace.final_state["locations"].values():
        assert loc["clues"] >= 0


@SETTINGS
@given(situations())
def test_random_situations_validate_replay_terminate_and_cite_rules(data):
    situation = situation_from_data(data)
    trace = replay(situation, step_bound=BOUND)
    _check_trace(trace, BOUND)


@settings(SETTINGS, max_examples=60)
@given(situations(framework=True))
def test_random_rounds_validate_replay_terminate_and_cite_rules(data):
    situation = situation_from_data(data)
    trace = replay(situation, step_bound=BOUND)
    _check_trace(trace, BOUND)
    if len(trace.steps) < BOUND and not trace.final_state["scenario_over"]:
        assert trace.final_state["step"] is not None


@settings(SETTINGS, max_examples=40)
@given(situations())
def test_replays_are_deterministic(data):
    situation = situation_from_data(data)
    first = replay(situation, step_bound=BOUND).to_dict()
    assert replay(situation, step_bound=BOUND).to_dict() == first


@settings(SETTINGS, max_examples=25)
@given(situations())
def test_the_default_bound_holds(data):
    trace = replay(situation_from_data(data), all_windows=True)
    _check_trace(trace, STEP_BOUND)
