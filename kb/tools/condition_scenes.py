"""Smoke scenes shaped by what a trigger or an effect asks of the game, not only by its event: the margin a test's
result is bounded by ("Play after you fail a skill test by 2 or less while attacking", Oops!), the traits of the enemy
it names ("Play after you defeat a [[Monster]] enemy", "If it bleeds..."), and a second enemy where an effect picks
"a different enemy at your location" (Oops!).

A margin is what the test's skill value and its difficulty make it (ST.6: "by" the difference), never a stated
result (a stated result has no margin): the scene's test reveals a 0 token against a difficulty set so that the test
fails or succeeds by exactly the bound (at least 1 for a failure: "fail by 0" is no failure). A trait is printed on
the enemy the scene acts on, the filter's qualifiers read as the engine reads them (a trait spelled with ``_`` is
several words). Kept apart from :mod:`kb.tools.card_scenes`, which builds the scene's occurrence, so that each module
keeps to one kind of moment.
"""

from __future__ import annotations

from typing import Any

from kb.cardtext.qualifiers import FILTER_STATES
from kb.engine.situation.vocabulary import qualified_enemy, qualified_filter

from .reset_scenes import deck_history

#: the skill each test action tests (Fight, Evade, Investigate actions) and where its difficulty is printed
_TESTED = {"fight": ("combat", "fight"), "evade": ("agility", "evade"), "investigate": ("intellect", "shroud")}
#: the second enemy an effect's "other" / "different" enemy picks
OTHER_ENEMY = "Lurking Ghoul"
#: qualifiers of an enemy selector that ask for an enemy besides the one the scene acts on
_OTHER = frozenset({"other", "different"})


def _action(data: dict[str, Any], me: str) -> dict[str, Any] | None:
    """``me``'s last test action in the scene (fight, evade, investigate), if any."""
    return next((d for d in reversed(data["do"]) if d.get("who") == me and d.get("action") in _TESTED), None)


def bounded_margin(data: dict[str, Any], trigger: dict[str, Any], me: str) -> None:
    """A trigger on a test's result bounded by its margin (``at-most`` / ``at-least`` on ``fail-skill-test`` or
    ``succeed-skill-test``): the scene's test reveals a 0 token against a difficulty that makes the margin the bound."""
    event, bound = trigger.get("event"), trigger.get("at-most", trigger.get("at-least"))
    action = _action(data, me)
    if event not in ("fail-skill-test", "succeed-skill-test") or not isinstance(bound, int) or action is None:
        return
    person = next(i for i in data["investigators"] if i["name"] == me)
    skill, printed = _TESTED[action["action"]]
    margin = max(1, bound) if event == "fail-skill-test" else bound
    difficulty = person["skills"][skill] + (margin if event == "fail-skill-test" else -margin)
    if difficulty < 0:
        return
    holder = next((c for c in data["cards"] if c["name"] == action.get("enemy")), None) if printed != "shroud" \
        else next((loc for loc in data["locations"] if loc["name"] == person["location"]), None)
    if holder is None:
        return
    holder[printed] = difficulty
    action.pop("result", None)
    data["tests"] = [{"who": me, "tokens": ["0"], **{k: v for k, v in t.items() if k == "commit"}}
                     for t in (data.get("tests") or [{}])[:1]]


def _traits(selector: Any) -> list[str]:
    """The traits a composed enemy filter names ("monster-enemy": Monster; "deep_one-enemy": Deep One): its
    qualifiers that are no state, no negation and no other kind of qualifier."""
    read = qualified_filter(selector) if isinstance(selector, str) else None
    if read is None or read.noun != "enemy":
        return []
    return [q.replace("_", " ").title() for q in read.qualifiers
            if q not in FILTER_STATES and q not in _OTHER and not q.startswith(("non-", "with_", "uses_"))
            and q != "scenario"]


def named_traits(data: dict[str, Any], trigger: dict[str, Any], me: str) -> None:
    """The enemy ``me``'s action is against bears the traits the trigger's filter names."""
    traits = _traits(trigger.get("what"))
    action = next((d for d in reversed(data["do"]) if d.get("who") == me and d.get("enemy")), None)
    enemy = next((c for c in data["cards"] if action and c["name"] == action["enemy"]), None)
    if traits and enemy is not None:
        enemy["traits"] = list(dict.fromkeys([*(enemy.get("traits") or []), *traits]))


def effects_need(data: dict[str, Any], effects: list[dict[str, Any]]) -> None:
    """What the card's effects need to change the game state (an ability that could not initiates no more than one
    whose card is absent): an effect picking "a different enemy at your location" has one there besides the one the
    scene acts on, an exhausted enemy in the first room (exhausted, it engages no one as the scene begins); an effect
    healing an investigator's horror or damage has some on each investigator (Heal: only what is there is healed)."""
    for effect in effects:
        kind = {"heal-horror": "horror", "heal-damage": "damage"}.get(effect.get("effect") or "")
        if kind is not None:
            for person in data["investigators"]:
                person[kind] = max(1, person.get(kind) or 0)
        read = qualified_enemy(effect.get("to")) if isinstance(effect.get("to"), str) else None
        if read is not None and _OTHER & set(read.qualifiers) and read.where.startswith("at-"):
            if not any(c["name"] == OTHER_ENEMY for c in data["cards"]):
                data["cards"].append({"name": OTHER_ENEMY, "type": "enemy", "health": 3, "fight": 2, "evade": 2,
                                      "attack": {"damage": 1, "horror": 1}, "exhausted": True,
                                      "location": data["locations"][0]["name"]})


def named_enemy_tested(data: dict[str, Any], trigger: dict[str, Any], named: str, me: str) -> bool:
    """A trigger naming the enemy a test's result is against ("After you successfully attack The Organist") or the
    card added to the victory display ("After Royal Emissary is added to the victory display"): the named enemy is
    engaged with ``me``, who fights (or evades) it; added to the victory display, it is worth Victory 1 and has 1
    health, so that the fight's success defeats it (Victory Display: an enemy worth points is placed there as it is
    defeated). False for any other trigger."""
    event, via = trigger.get("event"), trigger.get("via")
    victory = event == "added-to-victory-display"
    if not victory and not (event in ("succeed-skill-test", "fail-skill-test") and via in ("fight", "evade")):
        return False
    enemy = {"name": named, "type": "enemy", "health": 3, "fight": 2, "evade": 2,
             "attack": {"damage": 1, "horror": 1}, "engaged": me}
    data["cards"].append(enemy | ({"health": 1, "victory": 1} if victory else {}))
    data["do"].append({"who": me, "action": "evade" if via == "evade" else "fight", "enemy": named,
                       "result": "fail" if event == "fail-skill-test" else "success"})
    return True


def shaped(data: dict[str, Any], trigger: dict[str, Any], name: str, me: str) -> None:
    """Shape a scene whose occurrence is made to what the trigger and the card ask of it: the margin the result is
    bounded by, the traits of the enemy the trigger names, the agenda deck's past the card resets it to
    (:mod:`kb.tools.reset_scenes`)."""
    bounded_margin(data, trigger, me)
    named_traits(data, trigger, me)
    deck_history(data, name, me)
