"""Cards described by their printed text, or named from a card catalogue, before validation.

A situation may describe a card the way a player reads it: its printed ``text:`` alone, which the
card-text parser (:mod:`kb.cardtext`) turns into ``abilities:`` and card fields, or only its ``name``
(or ``code``) when a catalogue of cards is passed in, which then gives its type, its numbers and its
text. Whatever the situation itself states wins: explicit ``abilities:`` are never replaced by the
text's, and a number written in the situation is kept over the catalogue's.

The text is parsed only where it is the card's whole description: a card (or investigator, or
location) with ``text`` and no ``abilities`` (nor, for an event or a skill, ``effects``,
``if-success`` or ``if-fail``). A text that describes a card whose abilities are given (or that
only comments, with ``abilities: []``) is left as it is. A clause the engine does not replay is
never guessed at: the ability keeps its moment and says so when it resolves, or the clause is left
out and said when the replay starts (:mod:`.unreplayed`).

The catalogue is a plain callable, ``lookup(name_or_code) -> card | None``, returning an ArkhamDB
card object (``code``, ``name``, ``type_code``, ``text``, ``cost``, ``health``, ``sanity``,
``skill_willpower``…, ``enemy_fight``, ``enemy_evade``, ``enemy_damage``, ``enemy_horror``,
``health_per_investigator``, ``shroud``, ``clues``, ``victory``, ``traits``, ``faction_code``, ``faction2_code``). The engine never opens a database:
whoever has one (the command line, the web page) passes the lookup in.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping
from typing import Any

from kb.cardtext import parse_card_text

from . import unreplayed
from .errors import SituationError
from .paths import Lines, format_path
from .vocabulary.classes import ROLES_AND_CLASSES

#: ``lookup(name_or_code)``: an ArkhamDB card object, or None.
Catalogue = Callable[[str], "Mapping[str, Any] | None"]

#: ArkhamDB's type codes the situation format places as cards.
CARD_TYPES = ("act", "agenda", "asset", "enemy", "event", "location", "skill", "treachery")
SKILLS = ("willpower", "intellect", "combat", "agility")
#: The card fields the parser may give, per zone (a hand card takes a card's fields too).
CARD_FIELDS = ("keywords", "uses", "effects", "play-when", "play-during", "play-if", "designator", "if-success",
               "if-fail", "commit-if", "commit-own-test", "put-into-play", "objective", "discard-when-empty",
               "provokes", "discard-if", "enters-play", "victory", "commit-result")
#: Fields that, given, mean the card's behaviour is already described (its text is then left as is).
DESCRIBED = ("abilities", "effects", "if-success", "if-fail")


class _Expander:
    def __init__(self, data: dict[str, Any], lines: Lines, catalogue: Catalogue | None) -> None:
        self.data = data
        self.lines = lines
        self.catalogue = catalogue
        self.players = len(data.get("investigators") or []) or 1
        self.from_catalogue: set[int] = set()  # the cards whose text the catalogue gave
        #: what of the printed texts the engine does not replay and cannot place: (note, rule key)
        self.left_out: list[tuple[str, str]] = []

    def fail(self, parts: list[str | int], message: str) -> SituationError:
        return SituationError(message, path=format_path(parts), line=self.lines.line(parts))

    # -- the catalogue ---------------------------------------------------------------------------

    def _lookup(self, raw: dict[str, Any], parts: list[str | int], zone: str) -> Mapping[str, Any] | None:
        """The catalogue's card for ``raw`` when it is named for the catalogue (a code, or no type)."""
        wants = "code" in raw or (zone in ("play", "hand", "encounter") and "type" not in raw)
        wants = wants or (zone == "investigator" and ("health" not in raw or "sanity" not in raw))
        if not wants and zone == "location" and self.catalogue is not None and isinstance(raw.get("name"), str):
            return self.catalogue(raw["name"])  # a location's name may be the situation's own: no error
        if not wants:
            return None
        key = str(raw["code"]) if "code" in raw else raw.get("name")
        if not isinstance(key, str) or not key:
            return None
        field = "code" if "code" in raw else "name"
        if self.catalogue is None:
            if "code" in raw:
                raise self.fail(parts + ["code"], f"card code '{key}' needs a card catalogue (import one with "
                                "`kb cards import FILE`), or give the card's name, type and numbers")
            return None  # the schema names the missing field
        found = _look_up(self.catalogue, key)
        if found is None:
            raise self.fail(parts + [field], f"no card {'with code' if field == 'code' else 'named'} '{key}' in the "
                            "card catalogue; give its type, numbers and text in the situation")
        return found

    def _fill(self, raw: dict[str, Any], card: Mapping[str, Any], zone: str) -> None:
        """Fill what ``raw`` leaves out from the catalogue's ``card`` (the situation's own fields win)."""
        def put(key: str, value: Any) -> None:
            if value is not None and value != "" and key not in raw:
                raw[key] = value

        raw.pop("code", None)
        put("name", card.get("name"))
        if card.get("text") and not any(k in raw for k in DESCRIBED) and "text" not in raw:
            raw["text"] = card["text"]
            self.from_catalogue.add(id(raw))
        classes = [c for c in (card.get("faction_code"), card.get("faction2_code")) if c in ROLES_AND_CLASSES]
        if zone == "investigator":
            put("role", classes[0] if classes else None)
            put("health", card.get("health"))
            put("sanity", card.get("sanity"))
            skills = {s: card[f"skill_{s}"] for s in SKILLS if isinstance(card.get(f"skill_{s}"), int)}
            if skills:
                put("skills", skills)
            return
        put("victory", _int(card.get("victory")) or None)  # Victory X: ArkhamDB's ``victory`` (none: absent)
        if zone == "location":
            put("shroud", _int(card.get("shroud")))
            clues = _int(card.get("clues"))
            if clues is not None:
                put("clues", clues if card.get("clues_fixed") else clues * self.players)
            return
        kind = card.get("type_code")
        if kind in CARD_TYPES:
            put("type", kind)
        if kind == "enemy":
            health = _int(card.get("health"))
            if health is not None and card.get("health_per_investigator"):
                health *= self.players
            put("health", health)
            put("fight", _int(card.get("enemy_fight")))
            put("evade", _int(card.get("enemy_evade")))
            if "attack" not in raw and (card.get("enemy_damage") is not None or card.get("enemy_horror") is not None):
                raw["attack"] = {"damage": _int(card.get("enemy_damage")) or 0,
                                 "horror": _int(card.get("enemy_horror")) or 0}
        else:
            put("health", _int(card.get("health")))
            put("sanity", _int(card.get("sanity")))
        if kind in ("asset", "event"):
            put("cost", _int(card.get("cost")))
        if zone == "hand":
            icons = {s: card[f"skill_{s}"] for s in (*SKILLS, "wild")
                     if isinstance(card.get(f"skill_{s}"), int) and card[f"skill_{s}"]}
            if icons:
                put("icons", icons)
        traits = [t.strip() for t in str(card.get("traits") or "").split(".") if t.strip()]
        if traits:
            put("traits", traits)
        if classes:  # a player card's class(es), from its faction (Classes); an encounter card has none
            put("class", classes[0] if len(classes) == 1 else classes)
        put("doom", _int(card.get("doom")) if kind in ("agenda",) else None)

    # -- the printed text ------------------------------------------------------------------------

    def _text(self, raw: dict[str, Any], parts: list[str | int], type_code: str | None, fields: tuple[str, ...]) -> None:
        """Parse ``raw['text']`` into abilities (and the card fields in ``fields``) when it is all there is."""
        text = raw.get("text")
        if not isinstance(text, str) or not text.strip() or any(k in raw for k in DESCRIBED):
            return
        name = raw.get("name") if isinstance(raw.get("name"), str) else None
        copy_of = _COPY.match(name or "")
        if copy_of:  # a second copy's text names the card as printed
            name = copy_of.group(1)
        try:
            result = parse_card_text(text, name=name, type_code=type_code)
        except (ValueError, TypeError) as exc:
            raise self.fail(parts + ["text"], f"the printed text cannot be read: {exc}") from None
        read = unreplayed.split(result, name or format_path(parts))
        raw["abilities"] = [_plain(a) for a in read.abilities]
        whose = " (the card catalogue's text)" if id(raw) in self.from_catalogue else ""
        self.left_out += [(f"{format_path(parts + ['text'])}{whose}: {text}", rule) for text, rule in read.notes]
        for key, value in result.card:
            if key in fields and key not in raw and not (read.play_gap and key in unreplayed.PLAY_FIELDS):
                raw[key] = copy.deepcopy(value)
        if read.play_gap and "effects" in fields and (type_code or result.inferred_type) == "event":
            raw["effects"] = read.event_effects()

    def card(self, raw: Any, parts: list[str | int], zone: str) -> Any:
        if isinstance(raw, str) and self.catalogue is not None and zone not in ("investigator", "location"):
            found = _look_up(self.catalogue, raw)
            if found is None:
                return raw
            raw = {"name": raw}
        if not isinstance(raw, dict):
            return raw
        found = self._lookup(raw, parts, zone)
        if found is not None:
            self._fill(raw, found, zone)
        if zone == "investigator":
            self._text(raw, parts, "investigator", ())
            for key in ("hand", "deck"):
                items = raw.get(key)
                if isinstance(items, list):
                    raw[key] = [self.card(c, parts + [key, k], "hand") for k, c in enumerate(items)]
        elif zone == "location":
            self._text(raw, parts, "location", ("victory",))
        else:
            kind = raw.get("type") if isinstance(raw.get("type"), str) else None
            self._text(raw, parts, kind, CARD_FIELDS)
        return raw

    def expand(self) -> dict[str, Any]:
        d = self.data
        for key, zone in (("investigators", "investigator"), ("locations", "location"), ("cards", "play"),
                          ("encounter-deck", "encounter"), ("set-aside", "set-aside"), ("agenda-deck", "deck"),
                          ("act-deck", "deck"), ("exploration-deck", "exploration")):
            items = d.get(key)
            if isinstance(items, list):
                d[key] = [self.card(item, [key, i], zone) for i, item in enumerate(items)]
        return d


#: The icon or word that opens an ability: the trace names the kind already.
_OPENING = re.compile(r"^(?:\[(?:reaction|free|fast|action)\]\s*)+|^(?:Forced|Revelation)\s*[\u2013\u2014-]\s*")


def _plain(ability: dict[str, Any]) -> dict[str, Any]:
    """The ability with its text as the trace quotes it (no opening icon or 'Forced –')."""
    text = ability.get("text")
    if isinstance(text, str):
        ability["text"] = _OPENING.sub("", text).strip() or text
    return ability


#: A second copy of a card is named "Ghoul Minion #2" (every name in a situation is unique).
_COPY = re.compile(r"^(.*\S)\s*#\d+$")


def copy_of(name: str) -> str:
    """The printed name of a copy: "Ghoul Minion #2" → "Ghoul Minion" (a name with no copy number is its own)."""
    found = _COPY.match(name)
    return found.group(1) if found else name


def _look_up(catalogue: Catalogue, key: str) -> Mapping[str, Any] | None:
    """The catalogue's card for a name or code; "Ghoul Minion #2", a second copy, is a Ghoul Minion."""
    found = catalogue(key)
    copy_of = _COPY.match(key)
    if found is None and copy_of:
        found = catalogue(copy_of.group(1))
    return found


def _int(value: Any) -> int | None:
    """ArkhamDB's numbers: an int, or None for none / X (-2) / a negative placeholder."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return None
    return value


def expand_printed(data: Any, lines: Lines,
                   catalogue: Catalogue | None = None) -> tuple[Any, list[tuple[str, str]]]:
    """``data`` with every text-only card's abilities parsed and every catalogue card filled in, and
    the notes of what the printed texts say that the engine leaves out (:mod:`.unreplayed`).

    Returns a copy (``data`` itself is not changed); anything that is not a mapping is returned as
    is for the schema to refuse.
    """
    if not isinstance(data, dict):
        return data, []
    expander = _Expander(copy.deepcopy(data), lines, catalogue)
    return expander.expand(), expander.left_out
