"""Minimal situations in which one ability of a real card comes into play (for ``kb.tools.card_smoke``).

The card's abilities are read as ``kb ability --json`` gives them (``abilities`` with ``kind``,
``timing``, ``trigger``, ``cost``, ``limit``, ``effects``, ``source_text``…, and ``card`` for the
card's own fields). The card is placed where its type puts it — an asset in the investigator's play
area, an enemy engaged with him, a treachery in his threat area, a location he stands in or enters,
an act or agenda in play, an event or skill in his hand, an investigator card as the investigator —
and the scene makes its ability's moment happen: the action taken, the free ability used, the card
played or committed, the encounter card drawn, or, for a triggered ability, the occurrence its
trigger names (a resource gained, an enemy attack, a phase's end…). ``None`` is a trigger no scene
here makes occur: the harness reports it as such.
"""

from __future__ import annotations

import copy
from typing import Any

from kb.engine import situation_schema
from kb.engine.situation.vocabulary import (TARGET_SELECTORS, agenda_deck_of, composed_count, qualified_enemy,
                                           qualified_filter, qualified_location, test_count, zoned_card)
from kb.engine.situation.vocabulary.campaign_log import CAMPAIGN_LOG_COUNTS
from kb.engine.situation.vocabulary.events import FILTER_SELECTORS
from .card_scene_names import effects_within, investigators_named, named_within, other_sides, own_effects
from .agenda_scenes import doom_on_deck
from .chaos_scenes import revealed_example
from .commit_scenes import card_committed
from .condition_scenes import effects_need, named_enemy_tested, shaped
from .enemy_names import named_enemies_in_play
from .ending_scenes import defeat_scene, game_ended, investigator_defeated
from .flip_scenes import flipped
from .occurrence_scenes import occurrence, state_comes_to_hold
from .placement_scenes import added_health, asset_placement, attaches_itself, control_taken, deck_owner, move_action, places_named
from .spending_scenes import spend_clues
from .token_scenes import last_clue_removed

ME = "Roland Banks"
OTHER = "Agnes Baker"
SPARE_OTHER = "Wendy Adams"  # the second investigator, when the card is Agnes Baker
ENEMY = "Ghoul Minion"

_BASE: dict[str, Any] = {
    "game": "ahlcg", "title": "card smoke", "turn": ME, "lead": ME,
    "investigators": [
        {"name": ME, "location": "Start Room", "health": 9, "sanity": 9, "resources": 10, "clues": 2,
         "skills": {"willpower": 3, "intellect": 3, "combat": 4, "agility": 2},
         "deck": ["Card A", "Card B", "Card C"], "discard": ["Card D"]},
        {"name": OTHER, "location": "Start Room", "health": 6, "sanity": 8, "resources": 3,
         "skills": {"willpower": 5, "intellect": 2, "combat": 2, "agility": 3}, "deck": ["Card E"]}],
    "locations": [{"name": "Start Room", "connections": ["Next Room"], "clues": 2, "shroud": 2},
                  {"name": "Next Room", "connections": ["Start Room"], "clues": 1, "shroud": 1}],
    "cards": [{"name": "Agenda 1a", "type": "agenda", "threshold": 9}],
    "do": [], "choices": [],
}

#: phase -> (the step it begins at, the step it ends at)
_PHASES = {"mythos": ("1.1", "1.5"), "investigation": ("2.1", "2.3"), "enemy": ("3.1", "3.4"),
           "upkeep": ("4.1", "4.6")}


def _enemy(**more: Any) -> dict[str, Any]:
    return {"name": ENEMY, "type": "enemy", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, **more}


#: the fields a situation's ability and card have (the reader's JSON may carry more about the reading itself)
ABILITY_FIELDS = frozenset(situation_schema()["$defs"]["ability"]["properties"])
CARD_FIELDS = frozenset(situation_schema()["$defs"]["card"]["properties"])


def runnable(ability: dict[str, Any]) -> bool:
    """Whether the reader gave the ability whole: not marked ``runnable: false``, and a triggered one has its
    trigger (a gap in it is reported by the reader as unparsed or unsupported, and counted there)."""
    triggered = ability.get("kind") in ("reaction", "forced") and not ability.get("trigger")
    return ability.get("runnable", True) is not False and not triggered and bool(ability.get("kind"))


def ability_for_situation(ability: dict[str, Any]) -> dict[str, Any]:
    """A ``kb ability --json`` ability as a situation's ``abilities`` item."""
    out = {k: v for k, v in ability.items() if v is not None and k in ABILITY_FIELDS}
    out["text"] = ability.get("source_text") or ""
    return out


def place_card(data: dict[str, Any], card: dict[str, Any], parsed: dict[str, Any], me: str) -> str:
    """Put the card where its type puts it; returns where it went ("in play", "hand", "location",
    "investigator", "encounter", "set aside")."""
    name, kind = card["name"], card["type_code"]
    abilities = [ability_for_situation(a) for a in parsed.get("abilities", []) if runnable(a)]
    fields = {k: v for k, v in (parsed.get("card") or {}).items() if k in CARD_FIELDS}
    if kind == "investigator":
        data["investigators"][0]["abilities"] = abilities
        return "investigator"
    if kind == "location":
        data["locations"].append({"name": name, "connections": ["Start Room"], "clues": 2, "shroud": 2,
                                  "abilities": abilities})
        data["locations"][0]["connections"].append(name)
        return "location"
    if kind in ("event", "skill"):
        data["investigators"][0]["hand"] = [{"name": name, "type": kind, "cost": 0, "icons": {"wild": 1},
                                             "abilities": abilities, **fields}]
        return "hand"
    entry: dict[str, Any] = {"name": name, "abilities": abilities, **fields}
    if kind == "asset":
        entry.update(type="asset", health=3, sanity=3, **asset_placement(fields, me, data["locations"][0]["name"]))
        entry.setdefault("uses", 3)
    elif kind == "enemy":
        entry.update(_enemy(name=name, engaged=me), abilities=abilities, **fields)
    elif kind in ("act", "agenda"):
        entry.update(type=kind, threshold=9)
        if kind == "agenda":
            data["cards"] = [c for c in data["cards"] if c["name"] != "Agenda 1a"]
    elif kind == "scenario":
        entry.update(type="scenario")
    elif kind == "story":  # set aside until the scenario instructs its resolution
        entry.update(type="story")
        data.setdefault("set-aside", []).append(entry)
        return "set aside"
    else:  # treachery
        entry.update(type="treachery", **{"threat-area": me})
    data["cards"].append(entry)
    return "in play"


def _round(data: dict[str, Any], start: str, until: str) -> None:
    data.update(round=2, start=start, until=until)


def _named(trigger: dict[str, Any]) -> str | None:
    """The card or location a trigger names by its name ("If an investigator enters the Ritual Site"), not
    by a selector: the scene must hold it."""
    what = trigger.get("what")
    named = isinstance(what, str) and what not in FILTER_SELECTORS and not what.startswith("trait:") \
        and qualified_filter(what) is None and agenda_deck_of(what) is None
    return what if named else None


def _discarded_by_a_card(data: dict[str, Any], name: str, me: str) -> None:
    """A card of ``me``'s whose free ability discards ``name``, used at once (the card leaves play)."""
    data["cards"].append({"name": "Trash Bin", "type": "asset", "controller": me, "abilities": [
        {"kind": "free", "text": f"Discard {name}.", "effects": [{"effect": "discard", "to": name}]}]})
    data["do"].append({"who": me, "use": "Trash Bin"})


def _named_scene(data: dict[str, Any], trigger: dict[str, Any], named: str, me: str) -> bool:
    """The occurrence of a trigger naming a location entered, an enemy defeated or engaging, or a card entering
    play; False for any other."""
    event = trigger.get("event")
    data["cards"] = [c for c in data["cards"] if c["name"] != named]  # an effect naming it made it an asset
    if event == "move":
        if all(loc["name"] != named for loc in data["locations"]):  # another ability's trigger may have named it
            data["locations"].append({"name": named, "connections": ["Start Room"], "clues": 0, "shroud": 1})
            data["locations"][0]["connections"].append(named)
        data["do"].append({"who": me, "action": "move", "to": named})
    elif event == "defeated":
        data["cards"].append(_enemy(name=named, engaged=me, health=1))
        data["do"].append({"who": me, "action": "fight", "enemy": named, "result": "success"})
    elif event in ("enters-play", "spawn"):  # drawn from the encounter deck, it spawns (and so enters play)
        data["encounter-deck"] = [_enemy(name=named)]
        _round(data, "1.4", "1.4")
    elif event == "engage":
        data["cards"].append(_enemy(name=named, location="Start Room", exhausted=True))
        data["do"].append({"who": me, "action": "engage", "enemy": named})
    elif event in ("fight", "damage-dealt"):  # "After The Rougarou takes damage": a fight's success damages it
        data["cards"].append(_enemy(name=named, engaged=me))
        data["do"].append({"who": me, "action": "fight", "enemy": named, "result": "success"})
    elif event == "leaves-play":  # "When The Man in the Pallid Mask would leave play": a card discards it
        data["cards"].append(_enemy(name=named, location=data["locations"][0]["name"]))
        _discarded_by_a_card(data, named, me)
    elif event == "remove-clues":
        data["cards"].append(_enemy(name=named, location=data["locations"][0]["name"]))
        return last_clue_removed(data, trigger, named, me)
    else:  # "After you successfully attack X" (condition_scenes.py), "When you take control of X" (placement_scenes.py)
        return named_enemy_tested(data, trigger, named, me) or control_taken(data, trigger, named, me)
    return True


def _trigger_scene(data: dict[str, Any], trigger: dict[str, Any], name: str, where: str, me: str) -> bool:
    """Make the trigger's occurrence happen; False when no scene here makes it occur."""
    event, via = trigger.get("event"), trigger.get("via")
    if (made := occurrence(data, trigger, name, where, me)) is not None:  # occurrence_scenes.py: a hunter's move…
        return made
    if (made := doom_on_deck(data, trigger, name, where, me)) is not None:  # agenda_scenes.py: doom on one agenda deck
        return made
    do = data["do"]
    named = _named(trigger)
    if named is not None and named != name:
        return _named_scene(data, trigger, named, me)
    if where == "location" and trigger.get("who") == "investigator-at-this-location" and event != "move":
        data["investigators"][0]["location"] = name  # the investigator the condition names is there
    enemy_target = name if data["cards"] and data["cards"][-1].get("name") == name and \
        data["cards"][-1].get("type") == "enemy" else ENEMY
    if enemy_target == ENEMY and event in ("fight", "evade", "evaded", "defeated", "enemy-attack", "damage-dealt",
                                           "horror-dealt", "engage"):
        data["cards"].append(_enemy(engaged=me, health=1 if event == "defeated" else 3))
    if event == "perform-action" and via == "move":
        move_action(data, trigger, name, where, me)
    elif event == "gain-resources" or event == "perform-action":
        do.append({"who": me, "action": "resource"})
    elif event == "draw-cards":
        do.append({"who": me, "action": "draw"})
    elif event in ("move", "enemies-engage", "reveal-location"):
        target = name if where == "location" else "Next Room"
        if where == "location":
            next(loc for loc in data["locations"] if loc["name"] == name)["revealed"] = False
        do.append({"who": me, "action": "move", "to": target})
    elif event in ("investigate", "discover-clues", "gain-clues", "skill-test-begins", "skill-test-ends", "commit-card",
                   "commit-cards", "reveal-chaos-token", "succeed-skill-test", "fail-skill-test") and via in (None, "investigate",
                                                                                              "test", "skill-test"):
        token = revealed_example(trigger.get("token") or ("auto-fail" if event == "fail-skill-test" else "0"))
        # a success the trigger needs is stated: a drawn token could fail against a modified difficulty
        data["tests"] = [{"who": me, "result": "success"} if event == "succeed-skill-test" and not trigger.get(
            "token") else {"who": me, "tokens": [token]}]
        if where == "location":
            data["investigators"][0]["location"] = name
        if event in ("commit-card", "commit-cards") and where != "hand":  # a card committed to the test (a skill card is its own)
            card_committed(data, me)
        do.append({"who": me, "action": "investigate"})
    elif defeat_scene(event, trigger):
        investigator_defeated(data, me)
    elif event == "game-ends" and any(c.get("type") == "agenda" for c in data["cards"]):
        game_ended(data)
    elif event in ("fight", "evade", "evaded", "succeed-skill-test", "fail-skill-test", "skill-test-begins",
                   "skill-test-ends", "defeated") and (via in ("fight", "evade") or event in ("fight", "evade",
                                                                                               "evaded", "defeated")):
        action = "evade" if "evade" in (event, via) or event == "evaded" else "fight"
        if enemy_target == ENEMY and not any(c["name"] == ENEMY for c in data["cards"]):
            data["cards"].append(_enemy(engaged=me))
        result = "fail" if event == "fail-skill-test" else "success"
        if event == "defeated":
            for c in data["cards"]:
                if c["name"] == enemy_target:
                    c.update(health=1, damage=added_health(c, len(data["investigators"])))
        do.append({"who": me, "action": action, "enemy": enemy_target, "result": result})
    elif event in ("enemy-attack", "damage-dealt", "horror-dealt"):
        if enemy_target == ENEMY and not any(c["name"] == ENEMY for c in data["cards"]):
            data["cards"].append(_enemy(engaged=me))
        if where == "in play" and data["cards"][-1]["name"] == name and data["cards"][-1]["type"] == "asset":
            data["choices"].append({"decision": "assign", "who": me, "to": name})
        if via == "opportunity":  # an action other than fight, evade, parley or resign provokes the attack
            do.append({"who": me, "action": "resource"})
        else:
            _round(data, "3.3", "3.3")
    elif event == "engage":
        for c in data["cards"]:
            if c["name"] == enemy_target:
                c.pop("engaged", None)
                c.update(location="Start Room", exhausted=True)
        do.append({"who": me, "action": "engage", "enemy": enemy_target})
    elif event == "enters-play" and trigger.get("what") == "self" and where == "in play":
        card = data["cards"].pop()
        if card["type"] == "enemy":
            card.pop("engaged", None)
            data["encounter-deck"] = [card]
            _round(data, "1.4", "1.4")
        else:
            data["investigators"][0]["hand"] = [{**card, "cost": 0}]
            do.append({"who": me, "action": "play", "card": name})
    elif event == "leaves-play" and where == "in play":
        _discarded_by_a_card(data, name, me)
    elif event == "remove-clues":
        return last_clue_removed(data, trigger, name, me)
    elif event == "flip":
        return flipped(data, trigger, name, where, me)
    elif event == "draw-opening-hand":
        data["setup"] = True
        data["investigators"][0]["deck"] = [f"Card {n}" for n in range(10)]
    elif event == "play-card" or event == "enters-play":
        if where != "hand":
            what = trigger.get("what")
            traits = [what[len("trait:"):]] if isinstance(what, str) and what.startswith("trait:") else []
            data["investigators"][0]["hand"] = [{"name": "Spare Card", "type": "event", "cost": 0, "traits": traits,
                                                 "effects": [{"effect": "gain-resources", "amount": 1}]}]
        do.append({"who": me, "action": "play", "card": name if where == "hand" else "Spare Card"})
    elif event in ("phase-begins", "phase-ends"):
        begin, end = _PHASES.get(trigger.get("phase") or "investigation", _PHASES["investigation"])
        step = begin if event == "phase-begins" else end
        _round(data, step, step)
    elif event in ("round-begins", "round-ends"):
        _round(data, "1.1" if event == "round-begins" else "4.6", "1.1" if event == "round-begins" else "4.6")
    elif event in ("turn-begins", "turn-ends"):
        _round(data, "2.2", "2.2.2")
        do.append({"who": me, "end-turn": True})
    elif event in ("draw-encounter-card", "spawn"):
        deck = [_enemy(name="Drawn Enemy")] if event == "spawn" else [{"name": "Dead End", "type": "treachery"}]
        data["encounter-deck"] = deck
        _round(data, "1.4", "1.4")
    elif event == "place-doom":
        _round(data, "1.2", "1.2")
    elif event == "place-clues":  # a card effect places a clue on the card, its location, or an enemy
        what = trigger.get("what")
        holder = name if what == "self" else ENEMY if what == "enemy" else "Start Room"
        if holder == ENEMY and not any(c["name"] == ENEMY for c in data["cards"]):
            data["cards"].append(_enemy(location="Start Room"))
        data["cards"].append({"name": "Clue Pouch", "type": "asset", "controller": me, "abilities": [
            {"kind": "free", "text": f"Place 1 clue on {holder}.", "effects": [{"effect": "place-tokens", "to": holder}]}]})
        do.append({"who": me, "use": "Clue Pouch"})
    elif event == "advance":
        for c in data["cards"]:
            if c.get("type") == "agenda":
                c.update(threshold=1, doom=1)
        data["agenda-deck"] = [{"name": "Agenda 2a", "type": "agenda", "threshold": 9}]
        _round(data, "1.3", "1.3")
    elif event in ("ready", "exhaust") and where == "in play":
        data["cards"][-1]["exhausted"] = True
        _round(data, "4.3", "4.3")
    elif event == "heal":
        data["investigators"][0].update(damage=1, horror=1)
        data["cards"].append({"name": "Medkit", "type": "asset", "controller": me, "abilities": [
            {"kind": "free", "text": "Heal 1 damage.", "effects": [{"effect": "heal-damage", "amount": 1,
                                                                   "to": "you"}]}]})
        do.append({"who": me, "use": "Medkit"})
    else:
        return False
    return True


def _connected_named(data: dict[str, Any], stated: list[dict[str, Any]]) -> None:
    """A location a stated connection names as printed ("connected to each copy of Exhibit Hall") is in the scene,
    unconnected: the connection the card states is what joins it (a set or a position is spelled in lower case)."""
    known = _names_in(data)
    for connects in stated:
        for name in [*(connects.get("to") or []), connects.get("from") or ""]:
            if isinstance(name, str) and name[:1].isupper() and name not in known:
                known.add(name)
                data["locations"].append({"name": name, "connections": [], "clues": 0, "shroud": 1})


def _objective_places(data: dict[str, Any], objective: dict[str, Any]) -> None:
    """The locations an act's objective names are in every scene of the act (the situation checks its objective
    whichever ability is replayed), connected to the first room; the one whose clues the objective counts keeps
    a clue until the objective's own scene, so that another ability's scene does not advance the act first."""
    known = _names_in(data)
    for place in dict.fromkeys(objective[k] for k in ("each-at", "no-clues", "spend-at") if k in objective):
        if place not in known:
            clues = 1 if place == objective.get("no-clues") else 0
            data["locations"].append({"name": place, "connections": ["Start Room"], "clues": clues, "shroud": 1})
            data["locations"][0]["connections"].append(place)


def _objective_scene(data: dict[str, Any], objective: dict[str, Any], me: str, act: str) -> None:
    """An act's objective met: the locations it names, with no clues, each investigator at the one it names
    (or where the clues may be spent), and an action taken (the standing rule is checked after it); an act
    advanced by spending clues is given a clue threshold its investigators hold, and they spend it."""
    for inv in data["investigators"]:
        inv["location"] = objective.get("each-at", objective.get("spend-at", inv["location"]))
    for loc in data["locations"]:
        if loc["name"] == objective.get("no-clues"):
            loc["clues"] = 0
    if not ({"each-at", "no-clues"} & set(objective)):  # spending the threshold (Act Deck and Agenda Deck)
        for card in data["cards"]:
            if card["name"] == act:
                card["threshold"] = 2
        if not objective.get("collect"):
            spend_clues(data, objective, me, act)  # at will, or at the objective's timing point (spending_scenes.py)
            return
    data["do"].append({"who": me, "action": "resource"})


def _base(card: dict[str, Any], parsed: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A fresh base situation and the investigator acting in it: an investigator card's own, a "X deck only" card's X."""
    data, me = copy.deepcopy(_BASE), deck_owner(card, parsed)
    if me is None:
        return data, ME
    data["investigators"][0]["name"] = me
    data.update(turn=me, lead=me)
    if me == OTHER:
        data["investigators"][1]["name"] = SPARE_OTHER
    return data, me


def scene(card: dict[str, Any], parsed: dict[str, Any], index: int) -> dict[str, Any] | None:
    """The situation for ability ``index`` of the parsed card (``index`` -1: the card itself, an event
    played, a skill committed or a story card resolved); ``None`` when no scene here makes its moment happen."""
    data, me = _base(card, parsed)
    where = place_card(data, card, parsed, me)
    named_enemies_in_play(data, parsed, card["name"])  # first: an effect naming one would make it an asset
    _set_aside_named(data, own_effects(parsed), me, card["name"])
    investigators_named(data, own_effects(parsed))  # "Zoey Samaras suffers …": he or she is in the game
    other_sides(data, own_effects(parsed), card["name"])
    effects_need(data, effects_within(own_effects(parsed)))  # "a different enemy at your location", horror healed
    _objective_places(data, (parsed.get("card") or {}).get("objective") or {})  # first: a place a constant names too
    governed = [a.get("applies-to") or {} for a in parsed.get("abilities") or [] if a.get("kind") == "constant"]
    _governed_named(data, governed + [{"what": (f.get("except") or {}).get("source")} for f in governed])  # "… on X"
    triggers = [alt for a in parsed.get("abilities") or [] for alt in ((a.get("trigger") or {}).get("any-of")
                                                                       or [a.get("trigger") or {}])]
    _triggers_named(data, triggers)
    places_named(data, triggers)  # "… move from the Balcony to the Theatre"
    _counted_named(data, parsed)
    _connected_named(data, [a.get("connects") or {} for a in parsed.get("abilities") or []])
    name = card["name"]
    if index < 0:
        fields = parsed.get("card") or {}
        if "objective" in fields:
            _objective_scene(data, {k: v for k, v in fields["objective"].items() if k != "text"}, me, name)
        elif where == "hand" and card["type_code"] == "skill":
            data["tests"] = [{"who": me, "tokens": ["0"], "commit": [name]}]
            data["do"].append({"who": me, "action": "investigate"})
        elif where == "set aside":  # a story card: the scenario instructs me to resolve it
            data["do"].append({"who": me, "resolve": name})
        elif "play-when" in fields:
            return _triggered(data, fields["play-when"].get("trigger") or {}, name, where, me)
        else:
            data["do"].append({"who": me, "action": "play", "card": name})
        return data
    ability = parsed["abilities"][index]
    kind = ability.get("kind")
    if where == "location" and kind in ("action", "free", "constant"):
        data["investigators"][0]["location"] = name
    if kind == "action":
        actions = [i for i, a in enumerate(parsed["abilities"]) if a.get("kind") == "action" and runnable(a)]
        if not any(c["name"] == ENEMY for c in data["cards"]) and ability.get("designator") in ("fight", "evade"):
            data["cards"].append(_enemy(engaged=me))
        data["do"].append({"who": me, "action": "activate", "card": name, "ability": actions.index(index)})
    elif kind == "free":
        data["do"].append({"who": me, "use": name})
    elif kind == "constant":
        data["do"].append({"who": me, "action": "resource"})
    elif kind == "revelation":
        if card["type_code"] in ("treachery", "enemy", "story", "location", "scenario"):
            data["cards"] = [c for c in data["cards"] if c["name"] != name]
            data["locations"] = [loc for loc in data["locations"] if loc["name"] != name]
            data["locations"][0]["connections"] = [c for c in data["locations"][0]["connections"] if c != name]
            data["encounter-deck"] = [{"name": name, "type": "enemy" if card["type_code"] == "enemy" else
                                       "treachery", "abilities": [ability_for_situation(ability)],
                                       **({"health": 2, "attack": {"damage": 1}} if card["type_code"] == "enemy"
                                          else {})}]
            _round(data, "1.4", "1.4")
        else:
            data["investigators"][0]["hand"] = []
            data["cards"] = [c for c in data["cards"] if c["name"] != name]
            data["investigators"][0]["deck"] = [{"name": name, "type": card["type_code"], "weakness": True,
                                                 "abilities": [ability_for_situation(ability)]}]
            data["do"].append({"who": me, "action": "draw"})
    elif (ability.get("trigger") or {}).get("event") == "state-holds":  # "If there is at least 3 … damage on X"
        return data if state_comes_to_hold(data, ability.get("condition") or {}, me, name) else None
    else:
        found = _triggered(data, ability.get("trigger") or {}, name, where, me)
        if found is not None and where == "hand" and card["type_code"] == "skill":  # its effect on the test it is
            for test in found.get("tests", []):                                    # committed to (Skill Cards)
                test.setdefault("commit", []).append(name)
        return found
    return data


def _names_in(data: dict[str, Any]) -> set[str]:
    """Every name the scene already holds: its cards, locations and investigators."""
    return {c["name"] for c in data["cards"] + data.get("set-aside", [])} | \
        {x["name"] for x in data["locations"] + data["investigators"]}


def _set_aside_named(data: dict[str, Any], effects: list[dict[str, Any]], me: str = ME, name: str = "") -> None:
    """What an effect names by its printed name is in the scene: a location put into play by name ("Put the
    set-aside Dormitories into play"; its copies, "the 3 set-aside X locations") is set aside, connected to the first
    room; a location moved to ("Move to Rivertown") or where a card found spawns is connected to it, one an enemy
    moves toward ("moves once toward Sentinel Peak") a step beyond the second room; an encounter
    card lies underneath what an effect draws from (``name``: the card's own, for "self"); any other card named
    ("Ready Duke") is an asset in play."""
    present = _names_in(data)
    for effect in effects_within(effects):
        kind = effect.get("effect")
        if kind in ("spawn", "replace-location") and effect.get("card") and effect["card"] not in present:  # set aside
            present.add(effect["card"])  # an enemy spawned, a location's copy put in its place
            data.setdefault("set-aside", []).append(_enemy(name=effect["card"]) if kind == "spawn" else
                                                    {"name": effect["card"], "type": "location", "shroud": 2, "clues": 1})
        toward = kind == "move-enemy" and "toward" in effect  # a step beyond the second room
        named = named_within(effect.get("toward") if toward else effect.get("to"))  # "location-of:X": X
        if kind == "draw-encounter-card" and isinstance(named, str):  # the encounter card underneath its host
            host, under = name if named == "self" else named, f"Card underneath {name if named == 'self' else named}"
            if host in present and under not in present:
                present.add(under)
                data.setdefault("set-aside", []).append({"name": under, "type": "treachery", "beneath": host})
            continue
        if kind == "resolution" or not isinstance(named, str) or named == "self" or named in TARGET_SELECTORS \
                or named in present or zoned_card(named) \
                or qualified_enemy(named) or qualified_location(named) or named == "nearest-investigator" \
                or named.startswith(("triggering-", "chosen")):
            continue
        present.add(named)
        if kind == "put-into-play":  # its copies too: "the 3 set-aside X locations" are X, X #2, X #3
            copies = [named] + [f"{named} #{k}" for k in range(2, (effect.get("amount") or 1) + 1)]
            data.setdefault("set-aside", []).extend({"name": n, "type": "location", "shroud": 2,
                                                     "connections": [data["locations"][0]["name"]]} for n in copies)
        elif kind in ("move", "search-deck", "move-enemy", "disengage", "look-revealed-side"):  # or a side looked at
            near = data["locations"][1 if toward else 0]
            data["locations"].append({"name": named, "connections": [near["name"]], "clues": 0, "shroud": 1})
            near["connections"].append(named)
        else:
            data["cards"].append({"name": named, "type": "asset", "controller": me, "health": 3, "sanity": 3})


def _triggers_named(data: dict[str, Any], triggers: list[dict[str, Any]]) -> None:
    """What any of the card's triggers names ("If Yog-Sothoth is defeated", "When you enter the Ritual Site") is
    in every scene of the card, since the situation checks each ability's names even when another ability is
    the one replayed: a location entered is connected to the first room, anything else an enemy there."""
    known = _names_in(data)
    for trigger in triggers:
        named = _named(trigger)
        if named is None or named in known:
            continue
        known.add(named)
        if trigger.get("event") == "move":
            data["locations"].append({"name": named, "connections": [data["locations"][0]["name"]], "clues": 0,
                                      "shroud": 1})
            data["locations"][0]["connections"].append(named)
        else:
            data["cards"].append(_enemy(name=named, location=data["locations"][0]["name"]))


def _counted_named(data: dict[str, Any], read: Any) -> None:
    """A card a count names ("for each Brood of Yog-Sothoth in play": ``in-play:Brood of Yog-Sothoth``, a test count's
    filters) or a condition on its state names ("If Yog-Sothoth is in play": ``{card, state}``) is an enemy in play in
    the first room, wherever in the reading the count is (effect, condition, token)."""
    if isinstance(read, list):
        for item in read:
            _counted_named(data, item)
    elif isinstance(read, dict):
        if "state" in read and isinstance(read.get("card"), str) and read["card"][:1].isupper():
            _governed_named(data, [{"what": read["card"]}])
        for key, value in read.items():
            parts = (test_count(value) or composed_count(value)) if key == "count" and isinstance(value, str) else None
            if parts is not None and parts[0] not in CAMPAIGN_LOG_COUNTS:  # a test count's filters too ("against a
                # Brood of Yog-Sothoth"); a Campaign Log count's are phrases, not cards
                _governed_named(data, [{"what": f} for f in ((parts[1],) if isinstance(parts[1], str) else parts[1])])
            _counted_named(data, value)


def _governed_named(data: dict[str, Any], filters: list[dict[str, Any]]) -> None:
    """A card a constant ability governs by name ("Hastur cannot be defeated") is an enemy in play in the first
    room: the name is then one the situation knows."""
    known = _names_in(data)
    for flt in filters:
        named = flt.get("what")
        if isinstance(named, str) and named not in FILTER_SELECTORS and not named.startswith(("trait:", "triggering-")) \
                and qualified_filter(named) is None and named not in known:
            known.add(named)
            data["cards"].append({"name": named, "type": "enemy", "location": data["locations"][0]["name"],
                                  "health": 3, "fight": 2, "evade": 2, "attack": {"damage": 1, "horror": 1}})


#: the fields of a situation's token effect (a chaos token line as the reader gives it has its ``tokens`` too)
TOKEN_FIELDS = frozenset(situation_schema()["$defs"]["token-effect"]["properties"])


def token_lines(parsed: dict[str, Any]) -> list[dict[str, Any]]:
    """The chaos token lines the reader lowered (a line it could not lower keeps only its tokens and text)."""
    return [line for line in (parsed.get("card") or {}).get("chaos-tokens", []) if set(line) - {"tokens", "text"}]


def token_scene(card: dict[str, Any], parsed: dict[str, Any], line: dict[str, Any]) -> dict[str, Any]:
    """The situation in which a chaos token line's ability initiates: the investigator (the card's own, for an
    elder sign line) makes a test and reveals the token; the test fails when the line says what failing does,
    else succeeds; it is an attack when the line changes the attack's damage."""
    data, me = _base(card, parsed)
    effect = {k: v for k, v in line.items() if k in TOKEN_FIELDS}
    _set_aside_named(data, [e for k in ("effects", "if-success", "if-fail") for e in effect.get(k) or []], me)
    _counted_named(data, effect)
    for token in line["tokens"]:
        if token == "elder-sign":
            data["investigators"][0]["elder-sign"] = effect
        else:
            data.setdefault("chaos-tokens", {})[token] = effect
    data["tests"] = [{"who": me, "tokens": [line["tokens"][0]] + (["0"] if line.get("again") else [])}]
    data["locations"][0]["shroud"] = 9 if "if-fail" in line else 0
    if "attack-damage" in str(line):
        data["cards"].append(_enemy(engaged=me, fight=0))
        data["do"].append({"who": me, "action": "fight", "enemy": ENEMY})
    else:
        data["do"].append({"who": me, "action": "investigate"})
    return data


def _attached_here(data: dict[str, Any], trigger: dict[str, Any], name: str, where: str, me: str) -> str:
    """A trigger naming "attached location" ("After an investigator enters attached location") needs the card
    attached to one: the scene attaches it to the room its investigator starts in (an event that attaches itself
    is in play, Event Cards). Returns where the card now is."""
    hand = data["investigators"][0].get("hand") or [{}]
    if not (any(v in ("attached", "enemy-at-attached-location") for v in trigger.values()) or where == "hand" and
            attaches_itself(hand[-1])) or where not in ("hand", "in play"):
        return where
    if where == "hand":
        held = data["investigators"][0]["hand"].pop()
        data["cards"].append({k: v for k, v in held.items() if k not in ("icons", "cost")} | {"owner": me})
    entry = next(c for c in data["cards"] if c["name"] == name)
    for key in ("threat-area", "location", "engaged"):
        entry.pop(key, None)
    entry["attached-to"] = "Start Room"
    return "in play"


def _triggered(data: dict[str, Any], trigger: dict[str, Any], name: str, where: str, me: str) -> dict | None:
    """The scene of a triggering condition; one that is any of several ("When X's location or a connecting location
    is flipped over") occurs as the first of them a scene here makes occur, each tried on a copy of the scene."""
    for alternative in trigger.get("any-of") or [trigger]:
        tried = copy.deepcopy(data)
        if _trigger_scene(tried, alternative, name, _attached_here(tried, alternative, name, where, me), me):
            shaped(tried, alternative, name, me)  # condition_scenes.py: a margin, an enemy's traits, a deck's past
            return tried
    return None
