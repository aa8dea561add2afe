"""Smoke scenes for moments the rest of the harness does not make occur (for ``kb.tools.card_scenes``): an enemy moving
into a room ("If The Experiment enters the Dormitories"), an enemy attacking an investigator other than the one the
scene acts for ("When a non-Elite enemy would attack another investigator at your location"), and a state of the
acting investigator coming to hold ("If your deck has no cards in it", "If you have horror on you greater than twice
your sanity"), damage or horror dealt in excess of a value, a location leaving play, a set-aside enemy placed beneath
the act or agenda deck, and an enemy defeated by its own ability ("When The Man in the Pallid Mask would be defeated
by his [action] ability").

Each scene makes the moment happen by the game's own procedures, never by stating it: a hunter moves in the enemy
phase (3.2, Hunter), an engaged enemy attacks in the enemy phase (3.3), a card is drawn (the deck's last), horror is
dealt. A state that already holds when the situation begins has not arisen (Forced Abilities), so the scene starts
short of it and one game step brings it about. Kept apart from :mod:`kb.tools.card_scenes`, which builds every other
scene, so that each module keeps to one kind of moment.
"""

from __future__ import annotations

from typing import Any

from kb.engine.situation.vocabulary.events import FILTER_SELECTORS

from .memory_scenes import phrases_come_to_count
from .token_scenes import state_arises

#: the enemy a scene adds when the trigger names none; the second investigator the scene holds is the "other" one
PROWLER = "Prowler"
#: a trigger's ``who`` naming an investigator other than the one the scene acts for
OTHER_INVESTIGATORS = frozenset({"other-investigator", "other-investigator-at-your-location",
                                 "another-investigator"})
#: the scene's enemy values, as :mod:`kb.tools.card_scenes` gives its own
_ENEMY = {"type": "enemy", "health": 3, "fight": 2, "evade": 2, "attack": {"damage": 1, "horror": 1}}


def occurrence(data: dict[str, Any], trigger: dict[str, Any], name: str, where: str, me: str) -> bool | None:
    """Make the trigger's occurrence happen when it is one of this module's moments (whether a scene was made);
    ``None``: not one of them, for the caller's other scenes."""
    event = trigger.get("event")
    if event == "enemy-moves":
        return enemy_moves(data, trigger, name, where)
    if event == "enemy-attack" and trigger.get("who") in OTHER_INVESTIGATORS and trigger.get("via") != "opportunity":
        return other_attacked(data, me)
    if event in EXCESS:
        return dealt_in_excess(data, trigger, name, me)
    if event == "leaves-play" and trigger.get("what") == "location":
        return location_discarded(data, name, me)
    if event == "placed-beneath":
        return placed_beneath(data, trigger, me)
    if event == "defeated" and trigger.get("source") not in (None, "enemy") and trigger.get("via") is None:
        return defeated_by_its_ability(data, trigger, name, me)
    return None


#: the deck a ``placed-beneath`` trigger names (its ``via``) → ``move-card``'s zone beneath it
BENEATH = {"act-deck": "beneath-act-deck", "agenda-deck": "beneath-agenda-deck"}


def placed_beneath(data: dict[str, Any], trigger: dict[str, Any], me: str) -> bool:
    """A set-aside enemy placed beneath the deck the trigger names by a card of ``me``'s (Gift of Madness's "place it
    beneath the act deck"); False when the trigger names a card other than an enemy, or no deck."""
    zone = BENEATH.get(str(trigger.get("via")))
    if zone is None or trigger.get("what") not in (None, "enemy"):
        return False
    data.setdefault("set-aside", []).append({"name": PROWLER, **_ENEMY})
    if not data.get("encounter-deck"):  # a card shuffled into it needs one there (FAQ 1.13)
        data["encounter-deck"] = [{"name": "Crypt Chill", "type": "treachery"}]
    data["cards"].append({"name": "Gift", "type": "asset", "controller": me, "abilities": [
        {"kind": "free", "text": f"Place {PROWLER} beneath the deck.",
         "effects": [{"effect": "move-card", "zone": zone, "to": PROWLER}]}]})
    data["do"].append({"who": me, "use": "Gift"})
    return True


def defeated_by_its_ability(data: dict[str, Any], trigger: dict[str, Any], name: str, me: str) -> bool:
    """"When X would be defeated by his [action] ability": X (an enemy, engaged with ``me``) bears an [action] ability
    that defeats it, and ``me`` uses it (Defeat: "an investigator or card might also be defeated by a card ability";
    the ability's card is the defeat's source). False when the card defeated is not the card whose ability it is."""
    what, source = trigger.get("what"), trigger.get("source")
    enemy = name if what == "self" else what
    if source not in (what, "self") or not isinstance(enemy, str) or enemy in ("enemy", "investigator", "you"):
        return False
    data["cards"] = [c for c in data["cards"] if c["name"] != enemy]
    data["cards"].append({"name": enemy, **_ENEMY, "engaged": me, "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Defeat it.",
         "effects": [{"effect": "defeat", "to": "self"}]}]})
    data["do"].append({"who": me, "action": "activate", "card": enemy, "ability": 0})
    return True


#: the excess events → the investigator's field and the value it passes
EXCESS = {"horror-in-excess": ("horror", "sanity"), "damage-in-excess": ("damage", "health")}


def dealt_in_excess(data: dict[str, Any], trigger: dict[str, Any], name: str, me: str) -> bool:
    """An engaged enemy's attack in the enemy phase (3.3) deals 2 of the kind to ``me``, who is 1 short of the value
    it passes: 1 lies in excess. The attacker is the card itself when the trigger names it (``source: self``) and it is
    an enemy, else a Prowler; False when the trigger names another attacker the scene does not hold."""
    field, value = EXCESS[str(trigger.get("event"))]
    source = trigger.get("source")
    own = next((c for c in data["cards"] if c["name"] == name and c.get("type") == "enemy"), None)
    if source == "self" and own is None or source not in (None, "self", "enemy"):
        return False
    attacker = own if source == "self" else {"name": PROWLER, **_ENEMY}
    if attacker is not own:
        data["cards"].append(attacker)
    attacker.update(engaged=me, exhausted=False, attack={**attacker.get("attack", {}), field: 2})
    person = next(i for i in data["investigators"] if i["name"] == me)
    person[field] = max(0, int(person.get(value, 1)) - 1)
    data.update(round=2, start="3.3", until="3.3")
    return True


def location_discarded(data: dict[str, Any], name: str, me: str) -> bool:
    """A location other than the card's own and ``me``'s leaves play: a card of ``me``'s discards it (a location in
    play discarded leaves play, Leaves Play); False when the scene holds no such location."""
    mine = next(i for i in data["investigators"] if i["name"] == me)["location"]
    other = next((loc["name"] for loc in data["locations"] if loc["name"] not in (name, mine)), None)
    if other is None:
        return False
    data["cards"].append({"name": "Trash Bin", "type": "asset", "controller": me, "abilities": [
        {"kind": "free", "text": f"Discard {other}.", "effects": [{"effect": "discard", "to": other}]}]})
    data["do"].append({"who": me, "use": "Trash Bin"})
    return True


def _room(data: dict[str, Any], named: Any) -> str | None:
    """The scene's location called ``named``, if any."""
    return next((loc["name"] for loc in data["locations"] if loc["name"] == named), None)


def enemy_moves(data: dict[str, Any], trigger: dict[str, Any], name: str, where: str) -> bool:
    """A hunter moves in the enemy phase (3.2) into the room the trigger names (``to``), else the card's own room (a
    location), else the first room: the investigators stand there and the enemy one room away, ready and unengaged.
    The enemy is the one the trigger names ("If The Experiment enters …"), else the card itself when it is an enemy,
    else a Prowler; False when the trigger names a room or an enemy the scene does not hold."""
    to, what = trigger.get("to"), trigger.get("what")
    into = _room(data, to) if isinstance(to, str) and to[:1].isupper() else name if where == "location" \
        else data["locations"][0]["name"]
    if into is None:
        return False
    start = next((loc["name"] for loc in data["locations"] if into in loc.get("connections", [])
                  and loc["name"] != into), None)
    if start is None:
        return False
    for person in data["investigators"]:
        person["location"] = into
    if isinstance(what, str) and what not in FILTER_SELECTORS and what[:1].isupper():
        mover = next((c for c in data["cards"] if c["name"] == what and c.get("type") == "enemy"), None)
        if mover is None:
            return False
    else:
        mover = {"name": PROWLER, **_ENEMY}
        data["cards"].append(mover)
    mover.pop("engaged", None)
    mover.update(location=start, exhausted=False, keywords=sorted({*mover.get("keywords", []), "hunter"}))
    data.update(round=2, start="3.2", until="3.2")
    return True


def other_attacked(data: dict[str, Any], me: str) -> bool:
    """An enemy engaged with the second investigator, at ``me``'s location, attacks in the enemy phase (3.3)."""
    other = next((i for i in data["investigators"] if i["name"] != me), None)
    if other is None:
        return False
    mine = next(i for i in data["investigators"] if i["name"] == me)
    other["location"] = mine["location"]
    data["cards"].append({"name": PROWLER, **_ENEMY, "engaged": other["name"]})
    data.update(round=2, start="3.3", until="3.3")
    return True


def state_comes_to_hold(data: dict[str, Any], condition: dict[str, Any], me: str, name: str) -> bool:
    """The condition of a forced "If …" ability comes to hold by one step of the game: tokens on a named card
    (:func:`kb.tools.token_scenes.state_arises`), phrases remembered (:mod:`kb.tools.memory_scenes`), the acting
    investigator's deck emptied by a draw, or horror (or
    damage) on him passing a bound that is a count of him ("twice your sanity") by horror dealt at once; False for any
    other condition."""
    if state_arises(data, condition, me, name) or phrases_come_to_count(data, condition, me):
        return True
    count = condition.get("count")
    mine = next(i for i in data["investigators"] if i["name"] == me)
    if count == "card-in-your-deck" and condition.get("at-most") is not None:
        mine["deck"] = [f"Card {n}" for n in range(int(condition["at-most"]) + 1)]
        data["do"].append({"who": me, "action": "draw"})
        return True
    bound = condition.get("greater-than")
    if count in ("horror-on-you", "damage-on-you") and isinstance(bound, dict):
        limit = {"sanity-of-you": "sanity", "health-of-you": "health"}.get(str(bound.get("count")))
        if limit is None:
            return False
        dealt = int(mine.get(limit) or 0) * int(bound.get("times") or 1) + 1
        token = "horror" if count == "horror-on-you" else "damage"
        data["cards"].append({"name": "Dread Bell", "type": "asset", "controller": me, "abilities": [
            {"kind": "free", "text": f"Take {dealt} {token}.", "effects": [
                {"effect": f"deal-{token}", "amount": dealt, "to": "you"}]}]})
        data["do"].append({"who": me, "use": "Dread Bell"})
        return True
    return False
