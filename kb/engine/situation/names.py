"""Every name a situation defines: the registry the builder checks each reference against.

Names are unique in a situation (investigators, locations, cards in every zone, the swarm cards the
engine names under a host, concealed mini-cards): a second definition is refused, and a reference to
a name that is not there suggests the closest one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .errors import SituationError, suggest
from .paths import Lines, format_path
from .spec import swarm_names
from .titles import title_of
from .vocabulary import agenda_deck_of
from .vocabulary import (CONNECTING_TO, EACH_INVESTIGATOR_AT, ENGAGED_WITH, FILTER_SELECTORS, LOCATION_OF, TARGET_SELECTORS, any_number_of,
                         qualified_controlled, qualified_enemy, qualified_filter, qualified_location, zoned_card)
from .vocabulary import without_attached_of
from .vocabulary import EACH_ENEMY_AT, qualified_enemies_at, having_of, other_investigator, placed_asset, ranked, union, yet_to_take_turn
from .vocabulary.committed import committed_card
from .vocabulary import CONTROLLING, COPIES_OF, REMEMBERING
from .vocabulary import connected_among


class Names:
    """The names a situation defines, by kind, and the checks that a reference names one of them."""

    def __init__(self, data: dict[str, Any], lines: Lines) -> None:
        self.data = data
        self.lines = lines
        self.defined: dict[str, str] = {}  # name -> path where it is defined
        self.investigators = [i["name"] for i in data["investigators"]]
        self.locations = [loc["name"] for loc in data["locations"]]
        self.enemies: list[str] = []
        self._register_all()
        #: a card in an investigator's hand -> that investigator
        self.hand_owner = {(c if isinstance(c, str) else c["name"]): inv["name"]
                           for inv in data["investigators"] for c in inv.get("hand", [])}

    def _traits(self) -> set[str]:
        """The traits of the cards the situation lists (in play, in its decks, set aside)."""
        zones = ("cards", "encounter-deck", "agenda-deck", "act-deck", "set-aside", "exploration-deck")
        return {t for zone in zones for card in self.data.get(zone, []) if isinstance(card, dict)
                for t in card.get("traits", [])}

    def fail(self, parts: Sequence[str | int], message: str) -> SituationError:
        return SituationError(message, path=format_path(parts), line=self.lines.line(parts))

    def _register(self, name: str, parts: list[str | int]) -> None:
        if name in self.defined:
            raise self.fail(parts + ["name"], f"duplicate name '{name}' (also {self.defined[name]}); "
                            "give each card its own name, e.g. 'Ghoul Minion #2'")
        self.defined[name] = format_path(parts + ["name"])

    def _register_all(self) -> None:
        d = self.data
        for i, inv in enumerate(d["investigators"]):
            self._register(inv["name"], ["investigators", i])
            for zone in ("hand", "deck", "discard"):
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
        for zone in ("encounter-deck", "agenda-deck", "act-deck", "set-aside", "exploration-deck", "tekeli-li-deck"):
            for i, card in enumerate(d.get(zone, [])):
                self._register(card["name"], [zone, i])
                if card["type"] == "enemy":
                    self.enemies.append(card["name"])
                    if zone == "set-aside":
                        self.set_aside_enemies.append(card["name"])

    def ref(self, value: str, options: list[str], parts: Sequence[str | int], what: str) -> str:
        if value not in options:
            raise self.fail(parts, f"no {what} named '{value}'" + suggest(value, options))
        return value

    def selector(self, value: str, allowed: Mapping[str, str], parts: Sequence[str | int]) -> str:
        each = any_number_of(value) if allowed is TARGET_SELECTORS else None
        if each is not None:  # "any number of X": the entities "each X" picks, chosen (Target)
            self.selector(each, allowed, parts)
            return value
        joined = union(value) if allowed is TARGET_SELECTORS else None
        if joined is not None:  # "an investigator or Ally asset at your location": each part a target selector
            for part in joined.parts:
                self.selector(part, allowed, parts)
            return value
        rank = ranked(value) if allowed is TARGET_SELECTORS else None
        if rank is not None:  # "the location with the most clues": the entities ranked are a target selector's
            for part in (rank.among, *([rank.place] if rank.place else [])):
                self.selector(part, allowed, parts)
            return value
        near = connected_among(value) if allowed is TARGET_SELECTORS else None
        if near is not None:  # "… that is connected to a location with horror": the places and those narrowed
            for part in (near.place, near.among):
                self.selector(part, allowed, parts)
            return value
        bare = without_attached_of(value) if allowed is TARGET_SELECTORS else None
        if bare is not None:  # "without a Locked Door attached": the plain selector a target's, the title a card's
            if not any(title_of(name) == bare.title for name in self.defined):
                raise self.fail(parts, f"no card titled '{bare.title}'")
            self.selector(bare.plain, allowed, parts)
            return value
        having = having_of(value) if allowed in (TARGET_SELECTORS, FILTER_SELECTORS) else None  # a trigger's "who" too
        plain = having.plain if having else (other_investigator(value) or yet_to_take_turn(value)) \
            if allowed is TARGET_SELECTORS else None  # yet to take: "who has yet to take his or her turn"
        if plain is not None:  # "another investigator", "… with 4 or more damage": the selector qualified
            self.selector(plain, allowed, parts)
            return value
        if allowed is TARGET_SELECTORS and (among := qualified_enemies_at(value)) is not None:  # qualified enemies
            self.selector(among.place, allowed, parts)  # at the location the rest picks
            return value
        for prefix in (LOCATION_OF, EACH_INVESTIGATOR_AT, EACH_ENEMY_AT, ENGAGED_WITH, CONNECTING_TO):  # the location of what the rest picks, each one there
            if allowed is TARGET_SELECTORS and value.startswith(prefix):
                self.selector(value[len(prefix):], allowed, parts)
                return value
        if allowed is TARGET_SELECTORS and value.startswith(COPIES_OF):  # a title (or a trait) of a card defined
            titles = sorted({title_of(name) for name in self.defined} | self._traits())
            if value[len(COPIES_OF):] not in titles:
                raise self.fail(parts, f"no card titled '{value[len(COPIES_OF):]}'" + suggest(value[len(COPIES_OF):], titles))
            return value
        if allowed is TARGET_SELECTORS and value.startswith(REMEMBERING) and value[len(REMEMBERING):].strip():
            return value  # who remembers a phrase: any phrase may be remembered
        if allowed is TARGET_SELECTORS and value.startswith(CONTROLLING):  # who controls what the rest picks
            self.selector(value[len(CONTROLLING):], allowed, parts)
            return value
        composed = (allowed is TARGET_SELECTORS and (qualified_enemy(value) or qualified_location(value)
                                                     or qualified_controlled(value) or zoned_card(value)
                                                     or committed_card(value)
                                                     or placed_asset(value))) or (
            allowed is FILTER_SELECTORS and qualified_filter(value))
        if composed and allowed is TARGET_SELECTORS and (placed := placed_asset(value)) and placed.by:
            self.selector(placed.by, allowed, parts)  # "an Ally asset he or she controls": whose it is
        composed = composed or (allowed in (TARGET_SELECTORS, FILTER_SELECTORS) and agenda_deck_of(value) is not None)
        titled = allowed is FILTER_SELECTORS and any(title_of(name) == value for name in self.defined)
        if value in allowed or value in self.defined or composed or titled:  # a filter's title: any copy of it
            return value
        raise self.fail(parts, f"unknown name or selector '{value}'"
                        + suggest(value, list(allowed) + list(self.defined)))
