"""Build the immutable records of ``spec.py`` from a validated situation, checking what the JSON
Schema cannot: that names refer to something, that cards are placed where their type allows, that
``do`` items, choices, tests and reveals are complete.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from .abilities import AbilityReader, count_condition
from .act_clues import spend_to_advance
from .campaign_log import read_campaign_log
from .errors import suggest
from .keys import SHIFT, check_bearer, read_keys, with_key_abilities
from .layout_check import read_layout, with_layout
from .letter_x import X, printed_number
from .names import Names
from .paths import Lines, format_path
from .plan import Choice, Commit, Do, RevealSpec, TestSpec
from .spec import (
    Ability,
    CardSpec,
    ConcealedSpec,
    CopyLimit,
    Effect,
    InvestigatorSpec,
    Limit,
    LocationSide,
    LocationSpec,
    Objective,
    ResolutionSpec,
    Situation,
)
from .vocabulary.classes import classes_of
from .vocabulary import (
    DECISION_FIELDS,
    DECISION_NEEDS,
    FRAMEWORK_STEPS,
    PREY,
    SLOT_TYPES,
    TOKEN_SYMBOLS,
    ActionType,
    CardType,
    Decision,
    Designator,
    Keyword,
    LimitPeriod,
    Result,
    Timing,
    is_token,
    qualified_filter,
)

#: Spawn instructions besides a location's name.
SPAWN_SELECTORS = ("your-location", "a-connecting-location", "an-empty-location")


class Builder:
    """Builds the records and checks what the schema cannot (names, kinds, placements)."""

    def __init__(self, data: dict[str, Any], lines: Lines) -> None:
        self.data = data
        self.names = Names(data, lines)
        self.read = AbilityReader(self.names)
        #: the defaults the builder took for what the situation left out, reported by the replay
        self.defaults: list[tuple[str, str]] = []

    def _card(self, raw: str | Mapping[str, Any], parts: list[str | int], zone: str) -> CardSpec:
        if isinstance(raw, str):
            return CardSpec(name=raw, type=CardType.ASSET, path=format_path(parts),
                            abilities=tuple(self.extra_abilities.get(raw, [])))
        kind = CardType(raw["type"])
        inv, locs = self.names.investigators, self.names.locations
        for key, options, what in (("controller", inv, "investigator"), ("owner", inv, "investigator"),
                                   ("engaged", inv, "investigator"), ("threat-area", inv, "investigator"),
                                   ("location", locs, "location")):
            if raw.get(key) is not None:  # a null controller: no one controls the card
                self.names.ref(raw[key], options, parts + [key], what)
        if "attached-to" in raw:
            self._check_attachment(raw, parts, zone)
        if zone == "play":
            self._check_placement(raw, kind, parts)
        play_when = None
        if "play-when" in raw:
            pw = raw["play-when"]
            play_when = (Timing(pw["timing"]), self.read.filter(pw["trigger"], parts + ["play-when", "trigger"]))
        event_name = play_when[1].event if play_when else None
        effects = tuple(self.read.effect(e, parts + ["effects", k], raw.get("play-when"), event_name)
                        for k, e in enumerate(raw.get("effects", [])))
        attack = raw.get("attack", {})
        extra = self.extra_abilities.get(raw["name"], []) + spend_to_advance(raw, kind, parts, self.read.filter)
        self._card_extras(raw, kind, parts, zone)

        def fx(key: str) -> tuple[Effect, ...]:
            return tuple(self.read.effect(e, parts + [key, k], None, None) for k, e in enumerate(raw.get(key, [])))

        controller, engaged = raw.get("controller"), raw.get("engaged")
        if zone == "play" and kind is CardType.ASSET and controller is None and "controller" not in raw:  # null: none
            controller = self._default_investigator(f"{raw['name']} names no controller", parts, "controls it",
                                                    "took", "controller", "ahlcg/rr/asset-cards")
        if zone == "play" and kind is CardType.ENEMY and not (engaged or raw.get("location") or raw.get("shadows")):
            engaged = self._default_investigator(f"{raw['name']} is placed nowhere", parts, "is engaged with it",
                                                 "engaged it with", "engaged` or `location", "ahlcg/rr/enemy-engagement")
        return CardSpec(
            name=raw["name"], type=kind, text=raw.get("text", ""),
            controller=controller, owner=raw.get("owner"), engaged=engaged,
            location=raw.get("location"), threat_area=raw.get("threat-area"), attached_to=raw.get("attached-to"),
            health=raw.get("health"), sanity=raw.get("sanity"), damage=raw.get("damage", 0),
            horror=raw.get("horror", 0), fight=raw.get("fight"), evade=raw.get("evade"),
            attack_damage=attack.get("damage", 0), attack_horror=attack.get("horror", 0),
            keywords=frozenset(Keyword(k).value for k in raw.get("keywords", [])),
            exhausted=raw.get("exhausted", False), cost=printed_number(raw.get("cost", 0)),
            uses=printed_number(raw.get("uses", 0)),
            clues=raw.get("clues", 0), doom=raw.get("doom", 0), threshold=raw.get("threshold"),
            number=raw.get("number"),
            weakness=raw.get("weakness", False), unique=raw.get("unique", False), vengeance=raw.get("vengeance", 0), victory=raw.get("victory", 0),
            concealed=raw.get("concealed"), immune=tuple(raw.get("immune", ())),
            patrol=tuple([raw["patrol"]] if isinstance(raw.get("patrol"), str) else raw.get("patrol", ())),
            designator=Designator(raw["designator"]) if "designator" in raw else None, provokes=raw.get("provokes", True),
            effects=effects, play_when=play_when, play_during=raw.get("play-during"), use=raw.get("use", True),
            play_if=count_condition(raw.get("play-if")),
            commit_if=count_condition(raw.get("commit-if")), commit_own_test=raw.get("commit-own-test", False),
            abilities=self.read.abilities(raw.get("abilities", []), parts, [(a,) for a in extra])
            + ((SHIFT,) if kind is CardType.KEY else ()),
            icons=tuple(sorted(raw.get("icons", {}).items())), if_success=fx("if-success"), if_fail=fx("if-fail"),
            double_results=raw.get("double-results", False), double_difficulty=raw.get("double-difficulty", False), halve_difficulty=raw.get("halve-difficulty", False),
            commit_result=Result(raw["commit-result"]) if "commit-result" in raw else None,
            spawn=raw.get("spawn"), prey=raw.get("prey"),
            put_into_play=raw.get("put-into-play"), discard_when_empty=raw.get("discard-when-empty", False),
            starting_resources=raw.get("starting-resources", 0), cost_x=raw.get("cost") == X, uses_x=raw.get("uses") == X,
            discard_if=count_condition(raw.get("discard-if")), enters_play=tuple(sorted(raw.get("enters-play", {}).items())),
            seal_keyword=self._tokens(raw.get("seal-keyword", []), parts + ["seal-keyword"]),
            bearer=raw.get("bearer"), side=raw.get("side"), stable_shift=fx("stable-shift"),
            unstable_shift=fx("unstable-shift"), max_played=self._max(raw.get("max")), max_committed=self._max(raw.get("max-committed")),
            area_limit=self._copies(raw.get("play-area-limit")), attach_limit=self._copies(raw.get("attach-limit")),
            use_type=raw.get("use-type"), slots=self._slots(raw.get("slots", []), parts + ["slots"]),
            beneath=raw.get("beneath"),
            reverse=fx("reverse"), resolution=raw.get("resolution"),
            objective=Objective(raw["objective"].get("each-at"), raw["objective"].get("no-clues"),
                                raw["objective"].get("text", ""), raw["objective"].get("spend-at"),
                                raw["objective"].get("collect", False),
                                count_condition(raw["objective"].get("condition")),
                                raw["objective"].get("each-resigned", False),
                                raw["objective"].get("instructed", False))
            if "objective" in raw else None,
            traits=tuple(raw.get("traits", [])), classes=classes_of(raw.get("class"), lambda m: self.names.fail(parts + ["class"], m)), swarm=raw.get("swarm", 0), shadows=raw.get("shadows", False),
            connections=tuple(raw.get("connections", ())), shroud=raw.get("shroud", 0),
            sealed=self._tokens(raw.get("sealed", []), parts + ["sealed"]), path=format_path(parts),
            other_side=self._other_side(raw, parts))

    def _other_side(self, raw: Mapping[str, Any], parts: list[str | int]) -> CardSpec | None:
        """A double-sided card's other side (flip-card): its own name, type, text, values and abilities (the card's
        name and type when it gives none); where the card is and what is on it stay the card's, so they are not read
        again here."""
        side = raw.get("other-side")
        if side is None:
            return None
        merged = {"name": raw["name"], "type": raw["type"], **side}
        where = parts + ["other-side"]
        spec = self._card({k: v for k, v in merged.items() if k != "abilities"}, where, "other-side")
        return replace(spec, abilities=self.read.abilities(side.get("abilities", []), where))

    def _card_extras(self, raw: Mapping[str, Any], kind: CardType, parts: list[str | int], zone: str) -> None:
        """Check the fields that only some cardtypes take."""
        only = {"spawn": (CardType.ENEMY,), "prey": (CardType.ENEMY,), "swarm": (CardType.ENEMY,), "put-into-play": (CardType.TREACHERY, CardType.ASSET),
                "play-during": (CardType.EVENT,), "play-if": (CardType.EVENT, CardType.ASSET),
                "commit-if": (CardType.SKILL,), "commit-own-test": (CardType.SKILL,),
                "reverse": (CardType.ACT, CardType.AGENDA), "resolution": (CardType.ACT, CardType.AGENDA),
                "objective": (CardType.ACT, CardType.AGENDA), "number": (CardType.ACT, CardType.AGENDA),
                "discard-when-empty": (CardType.ASSET,),
                "discard-if": (CardType.ASSET, CardType.EVENT, CardType.TREACHERY), "slots": (CardType.ASSET,),
                "max": (CardType.EVENT, CardType.ASSET), "play-area-limit": (CardType.ASSET, CardType.TREACHERY),
                "attach-limit": (CardType.ASSET, CardType.EVENT, CardType.TREACHERY),
                "max-committed": (CardType.SKILL,), "bearer": (CardType.KEY,), "side": (CardType.KEY,),
                "stable-shift": (CardType.KEY,), "unstable-shift": (CardType.KEY,), "seal-keyword": (CardType.ASSET,),
                "patrol": (CardType.ENEMY,), "concealed": (CardType.ENEMY,), "enters-play": (CardType.ASSET, CardType.ENEMY)}
        for key, kinds in only.items():
            if key in raw and kind not in kinds:
                raise self.names.fail(parts + [key], f"'{key}' is for {' and '.join(k.value for k in kinds)} cards, "
                                      f"not {kind.value}")
        if kind is CardType.ASSET and raw.get("put-into-play", "location") != "location":  # Put into Play
            raise self.names.fail(parts + ["put-into-play"], "an asset's revelation puts it into play at a location")
        if kind is CardType.KEY:
            check_bearer(raw, self.data, self.names, parts)
        self.read.counted((raw.get("enters-play") or {}).get("count"), parts + ["enters-play", "count"], resolving=False)
        if "spawn" in raw and raw["spawn"] not in self.names.locations and raw["spawn"] not in SPAWN_SELECTORS:
            raise self.names.fail(parts + ["spawn"], f"unknown spawn instruction '{raw['spawn']}': a location or "
                                  f"one of {', '.join(SPAWN_SELECTORS)}"
                                  + suggest(raw["spawn"], self.names.locations + list(SPAWN_SELECTORS)))
        places = [raw["patrol"]] if isinstance(raw.get("patrol"), str) else raw.get("patrol", [])
        for place in places:
            self.names.ref(place, self.names.locations, parts + ["patrol"], "location")
        if ("patrol" in raw.get("keywords", [])) != bool(places):
            raise self.names.fail(parts + ["patrol"], "a patrol enemy names its designated location: give both "
                                  "`keywords: [patrol]` and `patrol: LOCATION`")
        named = str(raw.get("prey", "")).removesuffix(" only")  # "Prey – X only": X alone counts
        if "prey" in raw and raw["prey"] not in PREY and named not in self.names.investigators:
            raise self.names.fail(parts + ["prey"], f"unknown prey instruction '{raw['prey']}'"
                                  + suggest(raw["prey"], list(PREY) + self.names.investigators))
        for key in ("connections", "shroud"):
            if key in raw and not (zone in ("exploration", "set-aside") and kind is CardType.LOCATION):
                raise self.names.fail(parts + [key], f"'{key}' is for a location card in the `exploration-deck` or "
                                      "set aside (a location in play belongs in `locations`)")
        if zone == "exploration" and kind not in (CardType.LOCATION, CardType.TREACHERY):
            raise self.names.fail(parts + ["type"], f"the exploration deck holds locations and treacheries, not {kind}")
        explorable = self.names.locations + [c["name"] for c in self.data.get("exploration-deck", [])
                                             if c.get("type") == "location"]
        for k, other in enumerate(raw.get("connections", [])):
            self.names.ref(other, explorable, parts + ["connections", k], "location")
        clue_parts = [k for k in ("spend-at", "collect") if k in raw.get("objective", {})]
        if kind is CardType.AGENDA and clue_parts:
            raise self.names.fail(parts + ["objective", clue_parts[0]], f"'{clue_parts[0]}' is an act's clues: an "
                                  "agenda's objective is a state of the game (each-at, no-clues)")
        for key, place in raw.get("objective", {}).items():
            if key == "spend-at" and getattr(qualified_filter(place), "noun", None) == "location":
                continue  # "Only investigators at a Bayou location": any location of the composed filter
            if key in ("each-at", "no-clues", "spend-at"):
                self.names.ref(place, self.names.locations, parts + ["objective", key], "location")
        self.read.counted(raw.get("objective", {}).get("condition", {}).get("count"), parts + ["objective", "condition"])
        if "shadows" in raw and not (zone == "play" and kind is CardType.ENEMY):
            raise self.names.fail(parts + ["shadows"], "'shadows' is for an enemy in play (in `cards`)")
        if "swarm" in raw and zone != "play":
            raise self.names.fail(parts + ["swarm"], "'swarm' counts the swarm cards underneath a host enemy in play: "
                                  "give it to an enemy in `cards`")
        if "beneath" in raw and zone != "set-aside":
            raise self.names.fail(parts + ["beneath"], "'beneath' places a set-aside card underneath a location or "
                                  "card in play: give it to a card in `set-aside`")
        if "beneath" in raw:
            hosts = self.names.locations + [c["name"] for c in self.data.get("cards", [])]
            self.names.ref(raw["beneath"], hosts, parts + ["beneath"], "location or card in play")
        if "sealed" in raw and zone != "play":
            raise self.names.fail(parts + ["sealed"], "chaos tokens are sealed on cards in play: give `sealed` to a "
                                  "card in `cards`")
        for key in ("icons", "if-success", "if-fail", "double-results", "double-difficulty", "halve-difficulty"):
            if key in raw and zone not in ("hand", "deck"):
                raise self.names.fail(parts + [key], f"'{key}' describes a card committed from a hand: give it to a "
                                      "card in an investigator's `hand` or `deck`")

    def _cards(self, d: Mapping[str, Any], key: str, zone: str) -> tuple[CardSpec, ...]:
        return tuple(self._card(r, [key, i], zone) for i, r in enumerate(d.get(key, [])))

    @staticmethod
    def _max(raw: Mapping[str, Any] | None) -> Limit | None:
        """A card's "Max X per [period]": a limit across all copies by title, for all players."""
        return Limit(raw["count"], LimitPeriod(raw["per"]), True, True) if raw else None

    @staticmethod
    def _copies(raw: Mapping[str, Any] | None) -> CopyLimit | None:
        """A card's limit on its copies in one place: a play area, or what it is attached to."""
        return CopyLimit(raw["count"], raw.get("group", False), raw.get("trait"), raw.get("per", "investigator")) \
            if raw else None

    def _slots(self, items: Sequence[str], parts: list[str | int]) -> tuple[str, ...]:
        """Slot types (Slots; Tarot Slots), each known."""
        for k, slot in enumerate(items):
            if slot not in SLOT_TYPES:
                raise self.names.fail(parts + [k], f"unknown slot '{slot}' (one of {', '.join(SLOT_TYPES)})"
                                      + suggest(slot, list(SLOT_TYPES)))
        return tuple(items)

    def _tokens(self, items: Sequence[str], parts: list[str | int]) -> tuple[str, ...]:
        """A list of chaos tokens, each a number or a symbol."""
        for k, tok in enumerate(items):
            if not is_token(tok):
                raise self.names.fail(parts + [k], f"unknown chaos token '{tok}' (a number such as '-1', or "
                                      f"{', '.join(TOKEN_SYMBOLS)})" + suggest(tok, list(TOKEN_SYMBOLS)))
        return tuple(items)

    def _reveal(self, raw: Mapping[str, Any], i: int) -> RevealSpec:
        parts: list[str | int] = ["reveals", i]
        if "who" in raw:
            self.names.ref(raw["who"], self.names.investigators, parts + ["who"], "investigator")
        if "card" in raw:
            self.names.ref(raw["card"], list(self.names.defined), parts + ["card"], "card")
        tokens = self._tokens(raw["tokens"], parts + ["tokens"])
        resolve = self._resolve(raw, tokens, parts, "are resolved")
        return RevealSpec(raw.get("who"), raw.get("card"), tokens, resolve, format_path(parts))

    def _resolve(self, raw: Mapping[str, Any], tokens: tuple[str, ...], parts: list[str | int],
                 how: str) -> tuple[str, ...]:
        """An entry's ``resolve``: which of its revealed ``tokens`` are resolved (each must be one of them)."""
        for k, tok in enumerate(raw.get("resolve", [])):
            if tok not in tokens:
                raise self.names.fail(parts + ["resolve", k], f"'{tok}' is not one of this entry's `tokens`: `resolve` "
                                      f"names which of the revealed tokens {how}")
        return tuple(raw.get("resolve", []))

    def _test(self, raw: Mapping[str, Any], i: int) -> TestSpec:
        parts: list[str | int] = ["tests", i]
        if "who" in raw:
            self.names.ref(raw["who"], self.names.investigators, parts + ["who"], "investigator")
        tokens = self._tokens(raw.get("tokens", []), parts + ["tokens"])
        commits = []
        for k, name in enumerate(raw.get("commit", [])):
            owner = self.names.hand_owner.get(name)
            if owner is None:
                raise self.names.fail(parts + ["commit", k], f"no card named '{name}' in an investigator's hand"
                                      + suggest(name, list(self.names.hand_owner)))
            commits.append(Commit(owner, name))
        resolve = self._resolve(raw, tokens, parts, "the tester resolves")
        if "result" in raw and "tokens" in raw:
            raise self.names.fail(parts + ["result"], "give the revealed `tokens` (the engine determines the result) "
                                  "or a stated `result`, not both")
        return TestSpec(raw.get("who"), raw.get("skill"), tokens, tuple(commits),
                        Result(raw["result"]) if "result" in raw else None,
                        Result(raw["automatic"]) if "automatic" in raw else None, format_path(parts), resolve)

    def _concealed(self, raw: Mapping[str, Any], i: int) -> ConcealedSpec:
        """A concealed mini-card: at a location; an enemy's must name an enemy in the shadows."""
        parts: list[str | int] = ["concealed", i]
        self.names.ref(raw["location"], self.names.locations, parts + ["location"], "location")
        hidden = [c["name"] for c in self.data.get("cards", []) if c.get("type") == "enemy" and c.get("shadows")]
        if "enemy" in raw:
            self.names.ref(raw["enemy"], hidden, parts + ["enemy"], "enemy in the shadows (`shadows: true`)")
        return ConcealedSpec(raw["name"], raw["location"], raw.get("enemy"))

    def _check_placement(self, raw: Mapping[str, Any], kind: CardType, parts: list[str | int]) -> None:
        if kind is CardType.LOCATION:
            raise self.names.fail(parts + ["type"], "locations belong in `locations`, not `cards`")
        if kind in (CardType.EVENT, CardType.SKILL) and not (kind is CardType.EVENT and raw.get("attached-to")):
            raise self.names.fail(parts + ["type"], f"{kind} cards are not in play: put them in an investigator's hand"
                                  + (" (an event in play is attached to something: give `attached-to`)"
                                     if kind is CardType.EVENT else ""))
        if raw.get("shadows") and (raw.get("engaged") or raw.get("location")):
            raise self.names.fail(parts + ["shadows"], "an enemy in the shadows is at no location and engaged with no "
                                  "one: leave out `engaged` and `location`")
        if kind is CardType.TREACHERY and not (raw.get("threat-area") or raw.get("location") or raw.get("attached-to")):
            raise self.names.fail(parts, "a treachery in play needs a `threat-area`, a `location` or `attached-to`")

    def _check_attachment(self, raw: Mapping[str, Any], parts: list[str | int], zone: str) -> None:
        """``attached-to``: a card in play attached to a location or to another card in play (Attach To); it is
        where that is, so it names no place of its own."""
        if zone != "play":
            raise self.names.fail(parts + ["attached-to"], "only a card in play is attached to something")
        in_play = [c["name"] for c in self.data.get("cards", []) if isinstance(c, Mapping) and c.get("name") != raw["name"]]
        self.names.ref(raw["attached-to"], self.names.locations + in_play, parts + ["attached-to"],
                       "location or card in play")
        placed = [key for key in ("location", "engaged", "threat-area") if key in raw]
        if placed:
            raise self.names.fail(parts + [placed[0]], "an attached card is where what it is attached to is: leave out "
                                  f"`{placed[0]}`")

    def _default_investigator(self, missing: str, parts: list[str | int], role: str, took: str, fields: str,
                              rule: str) -> str:
        """The investigator a card in play that leaves out where it is goes with (an asset's
        controller, an enemy's engagement): the only investigator, else the active one (``turn``,
        else the investigator of the first ``do`` item). The default is reported, never hidden."""
        investigators = self.names.investigators
        first_do = next((item.get("who") for item in self.data.get("do", []) if isinstance(item, Mapping)), None)
        if len(investigators) == 1:
            who, why = investigators[0], "the only investigator"
        elif self.data.get("turn") or first_do:
            who, why = self.data.get("turn") or first_do, "the active investigator"
        else:
            raise self.names.fail(parts, f"{missing}: which of {', '.join(investigators)} {role}? (give `{fields}`)")
        self.defaults.append((f"{format_path(parts)}: {missing}; the engine {took} {who}, {why} (give `{fields}` to "
                              "change it)", rule))
        return who

    def _investigator(self, raw: Mapping[str, Any], i: int) -> InvestigatorSpec:
        parts: list[str | int] = ["investigators", i]
        self.names.ref(raw["location"], self.names.locations, parts + ["location"], "location")
        extra = self.extra_abilities.get(raw["name"], [])
        return InvestigatorSpec(
            name=raw["name"], location=raw["location"], health=raw["health"], sanity=raw["sanity"],
            damage=raw.get("damage", 0), horror=raw.get("horror", 0),
            resources=raw.get("resources", 0), clues=raw.get("clues", 0),
            actions=raw.get("actions"), skills=tuple(sorted(raw.get("skills", {}).items())),
            hand=tuple(self._card(c, parts + ["hand", k], "hand") for k, c in enumerate(raw.get("hand", []))),
            deck=tuple(self._card(c, parts + ["deck", k], "deck") for k, c in enumerate(raw.get("deck", []))),
            discard=tuple(self._card(c, parts + ["discard", k], "deck") for k, c in enumerate(raw.get("discard", []))),
            abilities=self.read.abilities(raw.get("abilities", []), parts, [(a,) for a in extra]),
            text=raw.get("text", ""), elder_sign=self.read.token_effect(raw.get("elder-sign"), parts + ["elder-sign"]),
            additional_actions=raw.get("additional-actions", 0),
            experience=raw.get("experience", 0),
            slots=tuple(sorted(zip(self._slots(list(raw.get("slots", {})), parts + ["slots"]),
                                   raw.get("slots", {}).values()))),
            trauma=(raw.get("trauma", {}).get("physical", 0), raw.get("trauma", {}).get("mental", 0)),
            begin_in_play=tuple(raw.get("begin-in-play", ())),
            role=raw.get("role"),
            restricted_actions=tuple((tuple(r["traits"]), r.get("text", "")) for r in raw.get("restricted-actions", [])),
            path=format_path(parts))

    def _location(self, raw: Mapping[str, Any], i: int) -> LocationSpec:
        parts: list[str | int] = ["locations", i]
        for k, other in enumerate(raw.get("connections", [])):
            self.names.ref(other, self.names.locations, parts + ["connections", k], "location")
        extra = self.extra_abilities.get(raw["name"], [])
        return LocationSpec(
            name=raw["name"], connections=tuple(raw.get("connections", [])), clues=raw.get("clues", 0),
            shroud=raw.get("shroud", 0), revealed=raw.get("revealed", True), clue_value=raw.get("clue-value", 0),
            vengeance=raw.get("vengeance", 0), victory=raw.get("victory", 0),
            abilities=self.read.abilities(raw.get("abilities", []), parts, [(a,) for a in extra]),
            text=raw.get("text", ""), flood=raw.get("flood", "unflooded"), doom=raw.get("doom", 0),
            horror=raw.get("horror", 0), other_side=self._location_side(raw.get("other-side"), parts + ["other-side"]), path=format_path(parts),
            traits=tuple(raw.get("traits", ())),
            haunted=tuple(self.read.effect(e, parts + ["haunted", k], None, None)
                          for k, e in enumerate(raw.get("haunted", []))))

    def _location_side(self, raw: Mapping[str, Any] | None, parts: list[str | int]) -> LocationSide | None:
        """The side a double-sided location flips to (its shroud, text and abilities)."""
        if raw is None:
            return None
        return LocationSide(shroud=raw.get("shroud", 0), abilities=self.read.abilities(raw.get("abilities", []), parts),
                            text=raw.get("text", ""))

    def _do(self, raw: Mapping[str, Any], i: int) -> Do:
        parts: list[str | int] = ["do", i]
        self.names.ref(raw["who"], self.names.investigators, parts + ["who"], "investigator")
        modes = [k for k in ("action", "use", "end-turn", "resolve") if raw.get(k)]
        if len(modes) != 1:
            raise self.names.fail(parts, "each `do` item needs exactly one of 'action', 'use', 'end-turn' or 'resolve'")
        if "resolve" in raw:
            stories = [c["name"] for c in self.data.get("cards", []) + self.data.get("set-aside", [])
                       if c.get("type") == CardType.STORY]
            self.names.ref(raw["resolve"], stories, parts + ["resolve"], "story card")
        action = ActionType(raw["action"]) if "action" in raw else None
        if action in (ActionType.PLAY, ActionType.ACTIVATE) and "card" not in raw:
            raise self.names.fail(parts, f"a {action} action needs 'card'")
        for key in ("card", "use"):
            if key in raw:
                self.names.ref(raw[key], list(self.names.defined), parts + [key], "card")
        if "enemy" in raw:
            self.names.ref(raw["enemy"], self.names.enemies + self.names.minicards, parts + ["enemy"],
                           "enemy or concealed mini-card" if self.names.minicards else "enemy")
        if "window" in raw and "use" not in raw:
            raise self.names.fail(parts + ["window"], "only a `use` item (a free ability or fast card) names the "
                                  "player window it is used in")
        for key in ("to", "location"):
            if key in raw:
                self.names.ref(raw[key], self.names.locations, parts + [key], "location")
        return Do(who=raw["who"], action=action, use=raw.get("use"), end_turn=raw.get("end-turn", False),
                  resolve=raw.get("resolve"),
                  card=raw.get("card"), ability=raw.get("ability"), enemy=raw.get("enemy"),
                  to=raw.get("to"), location=raw.get("location"),
                  result=Result(raw["result"]) if "result" in raw else None, window=raw.get("window"),
                  path=format_path(parts))

    def _choice(self, raw: Mapping[str, Any], i: int) -> Choice:
        parts: list[str | int] = ["choices", i]
        decision = Decision(raw["decision"])
        allowed = DECISION_FIELDS[decision]
        article = "an" if decision.value[0] in "aeiou" else "a"
        for key in raw:
            if key != "decision" and key not in allowed:
                raise self.names.fail(parts + [key], f"{article} '{decision}' choice has no field '{key}' "
                                      f"(its fields: {', '.join(allowed)})")
        required = DECISION_NEEDS[decision]
        for key in required:
            if key not in raw:
                raise self.names.fail(parts, f"{article} '{decision}' choice needs '{key}'")
        names = list(self.names.defined)
        for key in ("who", "to", "ability"):
            if key in raw:
                self.names.ref(raw[key], names, parts + [key], "card or investigator")
        if decision is Decision.MAY and not isinstance(raw["choose"], bool):
            raise self.names.fail(parts + ["choose"], "a 'may' choice is true (resolve it) or false (do not)")
        if decision is not Decision.MAY and isinstance(raw.get("choose"), bool):
            raise self.names.fail(parts + ["choose"], "must name a card, investigator or location")
        if decision is Decision.EXPOSE:
            self.names.ref(raw["choose"], self.names.minicards, parts + ["choose"], "concealed mini-card")
        elif isinstance(raw.get("choose"), str) and not is_token(raw["choose"]):  # a token: "any other token in …"
            self.names.ref(raw["choose"], names, parts + ["choose"], "card, investigator or location")
        for k, name in enumerate(raw.get("among", [])):
            self.names.ref(name, names, parts + ["among", k], "card or investigator")
        return Choice(decision=decision, who=raw.get("who"), to=raw.get("to"), damage=raw.get("damage"),
                      horror=raw.get("horror"), ability=raw.get("ability"), choose=raw.get("choose"),
                      among=tuple(raw.get("among", [])), option=raw.get("option"), amount=raw.get("amount"),
                      path=format_path(parts))

    def build(self) -> Situation:
        d = self.data
        for key in ("turn", "lead"):
            if key in d:
                self.names.ref(d[key], self.names.investigators, [key], "investigator")
        for k, name in enumerate(d.get("turns-taken", [])):
            self.names.ref(name, self.names.investigators, ["turns-taken", k], "investigator")
        start, until = d.get("start"), d.get("until")
        if start is None and "until" not in d and not d.get("do") and d.get("phase", "investigation") != "investigation":
            # "the enemy phase" with nothing done in it: the phase is replayed, first step to last
            steps = [key for key, step in FRAMEWORK_STEPS.items() if step.phase.value == d["phase"]]
            start, until = steps[0], steps[-1]
        if start is not None:
            phase = FRAMEWORK_STEPS[start].phase.value
            if "phase" in d and d["phase"] != phase:  # (a phase alone set start to its own first step)
                raise self.names.fail(["phase"], f"the replay starts at {start}, in the {phase} phase, not the "
                                      f"{d['phase']} phase (leave `phase` out: `start` sets it)")
            if phase == "mythos" and d.get("round", 1) == 1:
                raise self.names.fail(["start" if "start" in d else "phase"], "there is no mythos phase in the first round (it is skipped): start "
                                      "at 2.1 or later, or set `round` to 2 or more")
        if "until" in d and start is None:
            raise self.names.fail(["until"], "`until` needs `start`: the framework step the replay begins at")
        phase = FRAMEWORK_STEPS[start].phase.value if start else d.get("phase", "investigation")
        if d.get("turn") and phase != "investigation":  # only the investigation phase has turns: said, not dropped
            self.defaults.append((f"turn: the replay starts in the {phase} phase, where no investigator takes a turn "
                                  "(only the investigation phase has turns); the engine gives it to no one", "ahlcg/rr/2-2"))
        for zone, kinds in (("agenda-deck", ("agenda",)), ("act-deck", ("act",))):
            for k, card in enumerate(d.get(zone, [])):
                if card["type"] not in kinds:
                    raise self.names.fail([zone, k, "type"], f"`{zone}` holds {kinds[0]} cards, not {card['type']}")
        self.extra_abilities: dict[str, list[Ability]] = {}
        for k, raw in enumerate(d.get("abilities", [])):
            parts: list[str | int] = ["abilities", k]
            if "card" not in raw:
                raise self.names.fail(parts, "an ability listed under top-level `abilities` needs 'card' (its bearer)")
            self.names.ref(raw["card"], list(self.names.defined), parts + ["card"], "card or investigator")
            self.extra_abilities.setdefault(raw["card"], []).append(self.read.ability(raw, parts))
        keys = read_keys(d, self.names)
        if "chaos-tokens-hard-expert" in d and "difficulty" not in d:
            self.defaults.append(("chaos-tokens-hard-expert: the situation names no difficulty; the engine used the "
                                  "scenario reference card's Easy/Standard side (give `difficulty` to change it)",
                                  "ahlcg/rr/difficulty-level"))
        return with_layout(with_key_abilities(Situation(
            game=d["game"], title=d["title"],
            investigators=tuple(self._investigator(r, i) for i, r in enumerate(d["investigators"])),
            locations=tuple(self._location(r, i) for i, r in enumerate(d["locations"])),
            cards=tuple(self._card(r, ["cards", i], "play") for i, r in enumerate(d.get("cards", []))),
            encounter_deck=tuple(self._card(r, ["encounter-deck", i], "encounter")
                                 for i, r in enumerate(d.get("encounter-deck", []))),
            do=tuple(self._do(r, i) for i, r in enumerate(d.get("do", []))),
            choices=tuple(self._choice(r, i) for i, r in enumerate(d.get("choices", []))),
            summary=d.get("summary", ""), question=d.get("question", ""), source=d.get("source", ""),
            phase=phase,
            round=d.get("round", 1), turn=d.get("turn") if phase == "investigation" else None, lead=d.get("lead"),
            start=start,
            until=until, tests=tuple(self._test(r, i) for i, r in enumerate(d.get("tests", []))),
            chaos_tokens=tuple((k, self.read.token_effect(v, ["chaos-tokens", k]))
                               for k, v in d.get("chaos-tokens", {}).items()),  # type: ignore[misc]
            difficulty=d.get("difficulty"),
            chaos_tokens_hard=tuple((k, self.read.token_effect(v, ["chaos-tokens-hard-expert", k]))  # type: ignore[misc]
                                    for k, v in d["chaos-tokens-hard-expert"].items())
            if "chaos-tokens-hard-expert" in d else None,
            agenda_deck=self._cards(d, "agenda-deck", "deck"), act_deck=self._cards(d, "act-deck", "deck"),
            set_aside=self._cards(d, "set-aside", "set-aside"),
            exploration_deck=self._cards(d, "exploration-deck", "exploration"),
            tekeli_li_deck=self._cards(d, "tekeli-li-deck", "deck"),
            concealed=tuple(self._concealed(r, i) for i, r in enumerate(d.get("concealed", []))),
            turns_taken=tuple(d.get("turns-taken", [])), campaign_log=read_campaign_log(d, self.names.fail),
            resolutions=self._resolutions(d),
            setup=d.get("setup", False), mode=d.get("mode", "campaign"), time=d.get("time"),
            reveals=tuple(self._reveal(r, i) for i, r in enumerate(d.get("reveals", []))),
            chaos_bag=self._tokens(d["chaos-bag"], ["chaos-bag"]) if "chaos-bag" in d else None,
            defaults=tuple(self.defaults)), keys), read_layout(d, self.names))  # last: the cards above took theirs

    def _resolutions(self, d: Mapping[str, Any]) -> tuple[tuple[str, ResolutionSpec], ...]:
        """The scenario's resolutions; every act's or agenda's resolution point must be one of them."""
        table = d.get("resolutions", {})
        for name, raw in table.items():
            if "experience" in raw and raw.get("no-experience"):
                raise self.names.fail(["resolutions", name, "no-experience"], "a resolution that earns no experience "
                                      "points has no 'experience' to earn: give one or the other")
        if table:
            for zone in ("cards", "agenda-deck", "act-deck"):
                for k, card in enumerate(d.get(zone, [])):
                    point = card.get("resolution")
                    if point is not None and point not in table:
                        raise self.names.fail([zone, k, "resolution"], f"no resolution named '{point}' in `resolutions`"
                                              + suggest(point, list(table)))
        return tuple((name, ResolutionSpec(raw.get("text", ""), raw.get("experience", 0),
                                           not raw.get("no-experience", False), raw.get("spend", True)))
                     for name, raw in table.items())
