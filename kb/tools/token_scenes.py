"""Smoke scenes in which tokens leave or reach a card: the last clue removed from it ("When the last clue is removed
from Constance Dumaine"), and a count of the tokens on a card coming within its bound ("If there is at least 3
[per_investigator] damage on Hastur": a forced ability whose timing point is a state).

A state that already holds when the situation begins has not arisen (Forced Abilities: a state-holds trigger
occurs as the state comes to hold), so the scene starts one token short of the bound and a free ability of a
helper card places (or removes) the last one. Kept apart from :mod:`kb.tools.card_scenes`, which builds every
other scene, so that each module keeps to one kind of moment.
"""

from __future__ import annotations

from typing import Any

from kb.engine.situation.vocabulary import composed_count
from kb.engine.situation.vocabulary.values import USES_ON

#: A count of tokens on a named card → the field the tokens sit in, the effect adding one and the one taking one.
_TOKENS = {"clue-on": ("clues", {"effect": "place-tokens", "tokens": "clues"},
                       {"effect": "remove-tokens", "tokens": "clues"}),
           "doom-on": ("doom", {"effect": "place-doom"}, {"effect": "remove-tokens", "tokens": "doom"}),
           "resource-on": ("resources", {"effect": "place-tokens", "tokens": "resources"},
                           {"effect": "remove-tokens", "tokens": "resources"}),
           "damage-on": ("damage", {"effect": "deal-damage"}, {"effect": "heal-damage"}),
           "horror-on": ("horror", {"effect": "deal-horror"}, {"effect": "heal-horror"}),
           # uses of one type ("the third secret is placed on Archaic Glyphs"): the card's uses, of that use-type
           **{count: ("uses", {"effect": "place-tokens", "tokens": "uses", "use-type": kind},
                      {"effect": "remove-tokens", "tokens": "uses", "use-type": kind}) for count, kind in USES_ON.items()}}


def _holder(data: dict[str, Any], name: str) -> dict[str, Any] | None:
    """The scene's card, location or investigator called ``name``."""
    return next((x for x in data["cards"] + data["locations"] + data["investigators"] if x["name"] == name), None)


def _helper(data: dict[str, Any], me: str, text: str, effect: dict[str, Any]) -> None:
    """An asset of ``me``'s whose free ability does the one thing the scene needs, used at once."""
    data["cards"].append({"name": "Token Tongs", "type": "asset", "controller": me, "abilities": [
        {"kind": "free", "text": text, "effects": [effect]}]})
    data["do"].append({"who": me, "use": "Token Tongs"})


def last_clue_removed(data: dict[str, Any], trigger: dict[str, Any], name: str, me: str) -> bool:
    """The card (``self``: the one replayed, or the one the trigger names) holds 1 clue, and a free ability
    removes it; False when the scene holds no such card."""
    what = trigger.get("what") or "self"
    held = name if what == "self" else what
    holder = _holder(data, held)
    if holder is None:
        return False
    holder["clues"] = 1
    _helper(data, me, f"Remove 1 clue from {held}.", {"effect": "remove-tokens", "tokens": "clues", "amount": 1,
                                                      "to": held})
    return True


def state_arises(data: dict[str, Any], condition: dict[str, Any], me: str, name: str) -> bool:
    """The tokens a condition counts on a named card (``self``: ``name``, the card replayed) come within its bound
    by one token placed or removed; False for any other condition (a state of play, a count of something else)."""
    count = condition.get("count")
    parts = composed_count(count) if isinstance(count, str) else None
    if parts is None or parts[0] not in _TOKENS or not isinstance(parts[1], str):
        return False
    held = name if parts[1] == "self" else parts[1]
    holder = _holder(data, held)
    if holder is None:
        return False
    field, add, take = _TOKENS[parts[0]]
    noun = parts[0].removesuffix("-on")  # the token as the count names it: "clue", "doom", "secret"
    if field == "uses":
        holder["use-type"] = add["use-type"]
    times = len(data["investigators"]) if condition.get("per-investigator") else 1
    if condition.get("at-least") is not None:
        holder[field] = condition["at-least"] * times - 1
        effect, text = add, f"Place 1 {noun} on {held}."
    elif condition.get("at-most") is not None:
        holder[field] = condition["at-most"] * times + 1
        effect, text = take, f"Remove 1 {noun} from {held}."
    else:
        return False
    if field in ("damage", "horror"):  # room for the token without defeating its holder
        limit = "health" if field == "damage" else "sanity"
        holder[limit] = max(holder.get(limit) or 0, holder[field] + 3)
    _helper(data, me, text, {**effect, "amount": 1, "to": held})
    return True
