"""The effects that replace a location with a set-aside copy and add tokens until a holder has as many as asked: kept
in a module of their own, as their family is, and added to the closed list of effects by the package
(``vocabulary/__init__.py``)."""

from __future__ import annotations

from .effects import EffectType

#: ``replace-location`` (effects/replacing.py) and ``place-tokens-until`` (effects/until.py).
REPLACING_EFFECTS: dict[str, EffectType] = {
    "replace-location": EffectType(
        "replace-location", "replace a location with a set-aside copy of a card (\u201cRemove X from the game, and "
        "replace it with another set-aside copy of Bleak Plains (move all investigators, enemies, and attachments "
        "from this location to the new copy …)\u201d): the copy enters play as a set-aside location does, connected as "
        "the old one was; the investigators (moved), unengaged enemies, attachments and other cards at the old one go "
        "to it; the old one is removed from the game with its tokens; the copy is then the ability's `chosen`",
        {"to": "the location replaced (self: the card resolving)",
         "card": "the title of the set-aside copy put in its place"},
        ("ahlcg/rr/set-aside", "ahlcg/rr/put-into-play", "ahlcg/rr/removed-from-game", "ahlcg/rr/location-cards")),
    "place-tokens-until": EffectType(
        "place-tokens-until", "add tokens to a card or location until it has as many as asked (\u201cAdd clues to it "
        "until it has 2 clues per investigator on it\u201d, \u201c… until it has clues on it equal to its clue "
        "value\u201d): what it lacks is placed at once, nothing if it has as many",
        {"to": "the card(s) or location(s) (self: the card resolving)", "tokens": "clues (default), doom, uses",
         "condition": "the bound: `at-least` N (`per-investigator`: times the investigators who started the "
                      "scenario); none: the location's clue value"},
        ("ahlcg/rr/effects", "ahlcg/rr/clues", "ahlcg/rr/location-cards"))}
