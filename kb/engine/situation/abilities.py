"""Reading the pieces of abilities: triggers (filters on an event's roles), costs, effects (with the
checks of where each effect makes sense), abilities, and chaos token effects.

Each reference is checked against the situation's :class:`Names`; each failure is a
:class:`SituationError` naming the field path.
"""

from __future__ import annotations

import re

from collections.abc import Mapping, Sequence
from dataclasses import fields, replace
from typing import Any

from .vocabulary.campaign_log import CAMPAIGN_LOG_COUNTS
from .base_values import KEY as BASE_VALUE, check_base_value, read_base_value
from .token_modifiers import KEY as TOKEN_MODIFIER, check_token_modifier, read_token_modifier
from .icon_counts import KEY as ICON_COUNTS, check_icon_counts, read_icon_factor
from .count_bound import count_bound
from .characteristics import KEYS, check_characteristics, read_characteristics
from .constant_fields import lasting_skill_instead, require_constant_on, unprovoking
from .first_each import first_each
from .enemy_values import check_attack_modifiers, check_lasting_value
from .errors import suggest
from .layout_check import check_connects, read_connects
from .names import Names
from .permits import check_permits
from .paths import format_path
from .spec import ANY_OF, Ability, Condition, Cost, Effect, Filter, Find, Limit, TokenEffect
from .vocabulary.classes import CLASS_EFFECT_ONE_OF
from .vocabulary import (
    EFFECT_NEEDS,
    EVENT_FILTERS,
    EVENTS,
    FILTER_SELECTORS,
    KEY_COLOURS,
    ROLES,
    STORY_CARD,
    TARGET_SELECTORS,
    TOKEN_SELECTORS,
    BAG_CHOICE,
    TOKEN_SYMBOLS,
    TRAIT_SELECTOR,
    UP_TO,
    VALUE_EVENTS,
    AbilityKind,
    ActionType,
    Designator,
    Duration,
    LimitPeriod,
    Result,
    Skill,
    Timing,
    Via,
    composed_count,
    is_result_count,
    result_count,
    test_count,
    ATTACK_VALUE_COUNTS,
    is_token,
    is_token_selector,
)



def count_condition(raw: Mapping[str, Any] | None) -> Condition | None:
    """A situation's bounded count of the state, ``{count, at-least, at-most, during}`` (one reading for an
    ability's condition, a play restriction and a chaos token's "instead if")."""
    return Condition(raw.get("count"), raw.get("at-least"), raw.get("at-most"), raw.get("during"), raw.get("card"),
                     raw.get("state"), bool(raw.get("per-investigator")), raw.get("using"), raw.get("at"),
                     raw.get("fewer-than"), tuple(c for c in map(count_condition, raw.get("all-of", [])) if c),
                     count_bound(raw.get("greater-than")), raw.get("moving")) if raw else None


def _no_commit(raw: Any) -> Condition | None:
    """A test's ``no-commit``: ``true`` (no cards may be committed to it) or the condition under which none may."""
    return Condition() if raw is True else count_condition(raw) if raw else None


def _harder(raw: Any) -> tuple[int, Condition] | None:
    """A test's ``harder``: ``{by, if}`` — its difficulty modified by ``by`` while the condition ``if`` holds as the
    test begins (no ``if``: always)."""
    if not raw:
        return None
    return int(raw.get("by", 0)), count_condition(raw.get("if")) or Condition()


#: The effects whose ``card`` is an act's or agenda's printed number ("advance to agenda 2a", "reset … to agenda 1a").
NUMBERED = frozenset({"advance", "reset-deck"})
#: The tokens ``place-tokens`` and ``remove-tokens`` place or remove (the rest are moved: ``move-tokens``).
TOKENS_PLACED = ("clues", "doom", "uses", "resources")
#: What ``place-tokens`` alone also places: damage and horror put straight on a card or investigator (not dealt).
AFFLICTIONS_PLACED = ("damage", "horror")


#: What a symbol's line resolving at ST.4 is, for the effects that act on "this token" there (``treat-token``).
_TOKEN_LINE: Mapping[str, Any] = {"token-line": True}

class AbilityReader:
    """Builds filters, costs, effects and abilities from their decoded fields."""

    def __init__(self, names: Names) -> None:
        self.names = names

    def filter(self, raw: Mapping[str, Any] | None, parts: list[str | int]) -> Filter | None:
        if raw is None:
            return None
        if "any-of" in raw:  # "When you resign or the game ends": any of several one-event filters
            return Filter(ANY_OF, any_of=tuple(filter(None, (self.filter(alt, parts + ["any-of", k])
                                                             for k, alt in enumerate(raw["any-of"])))))
        roles = EVENTS[raw["event"]].roles
        values: dict[str, tuple[str, ...]] = {}
        for role in ROLES:
            if role not in raw:
                continue
            if role not in roles:
                raise self.names.fail(parts + [role], f"the event '{raw['event']}' has no '{role}' role "
                                      f"(its roles: {', '.join(roles) or 'none'})")
            items = raw[role] if isinstance(raw[role], list) else [raw[role]]
            values[role] = tuple(
                v if isinstance(v, str) and v.startswith(TRAIT_SELECTOR) and v[len(TRAIT_SELECTOR):].strip()
                else self.names.selector(v, FILTER_SELECTORS,
                                         parts + [role] + ([k] if isinstance(raw[role], list) else []))
                for k, v in enumerate(items))
        via = raw.get("via")
        if via is not None and "via" not in roles:
            raise self.names.fail(parts + ["via"], f"the event '{raw['event']}' has no 'via' role")
        for key, events in EVENT_FILTERS.items():
            if key in raw and raw["event"] not in events:
                raise self.names.fail(parts + [key], f"the event '{raw['event']}' takes no '{key}' filter "
                                      f"(it is for: {', '.join(events)})")
        tokens: tuple[str, ...] = ()
        if "token" in raw:
            items = raw["token"] if isinstance(raw["token"], list) else [raw["token"]]
            for k, tok in enumerate(items):
                if not is_token_selector(tok):
                    where = parts + ["token"] + ([k] if isinstance(raw["token"], list) else [])
                    raise self.names.fail(where, f"unknown chaos token '{tok}'"
                                          + suggest(tok, list(TOKEN_SYMBOLS) + list(TOKEN_SELECTORS)))
            tokens = tuple(items)
        return Filter(raw["event"], values.get("who", ()), values.get("what", ()),
                      values.get("source", ()), Via(via) if via else None, phase=raw.get("phase"),
                      skill=raw.get("skill"), token=tokens, at_least=raw.get("at-least"), at_most=raw.get("at-most"),
                      per_investigator=raw.get("per-investigator", False), within=raw.get("within"),
                      unless_entered=tuple(raw.get("unless-entered", ())), to=values.get("to", ()),
                      excepted=self.filter({"event": raw["event"], **raw["except"]}, parts + ["except"])
                      if "except" in raw else None)

    def counted(self, count: str | None, parts: list[str | int], *, resolving: bool = True) -> None:
        """A count composed with a filter (``in-play:monster-enemy``, ``card-discarded-by-this-effect:enemy``) names a
        filter the situation knows; what an earlier instruction did is counted only where an ability resolves
        (``resolving``), whose record it reads."""
        composed = composed_count(count or "") or (result_count(count or "") if is_result_count(count) else None)
        if is_result_count(count) and not resolving:
            raise self.names.fail(parts, f"'{count}' counts what an earlier instruction of the same ability did: it "
                                  "is counted only as an ability resolves (an effect's `if` or `for-each`)")
        if composed is not None and composed[1] is not None and composed[0] == "token-revealed":
            for tok in composed[1].split("|"):  # chaos tokens, not a card filter
                if not is_token(tok):
                    raise self.names.fail(parts, f"unknown chaos token '{tok}' in '{count}'")
        elif composed is not None and composed[0] == "story-card":  # acts and agendas by printed number, not cards
            for card in composed[1].split("|"):
                if not STORY_CARD.fullmatch(card):
                    raise self.names.fail(parts, f"'{card}' in '{count}' is no act or agenda by its printed number "
                                          "(act-<number> / agenda-<number>: act-3a, agenda-1c)")
        elif composed is not None and composed[0] in CAMPAIGN_LOG_COUNTS:  # a tally's name or phrases, not cards
            pass
        elif composed is not None and composed[0] in ATTACK_VALUE_COUNTS:  # an attack's value: of the attacker only
            if composed[1] != "attacking-enemy" or not resolving:
                raise self.names.fail(parts, f"'{count}' counts the value of the attack that is the triggering "
                                      "condition: its filter is 'attacking-enemy', counted as an ability resolves")
        elif composed is not None and composed[1] in ("chosen", "triggering-what", "triggering-to"):  # "that enemy's
            if not resolving:  # evade value": what a choose chose, or what (where) the triggering condition names
                raise self.names.fail(parts, f"'{count}' counts what a `choose` of the same ability chose (or what its "
                                      "triggering condition names): it is counted only as an ability resolves")
        elif composed is not None and composed[1] is not None:  # cards: filters joined by |, any of them
            for flt in composed[1].split("|"):
                self.names.selector(flt, FILTER_SELECTORS, parts)
        for flt in (test_count(count or "") or ("", ()))[1]:  # what the test is against: each enemy filter
            self.names.selector(flt, FILTER_SELECTORS, parts)

    @staticmethod
    def cost(raw: Mapping[str, Any] | None) -> Cost:
        if not raw:
            return Cost()
        keys = {part.name.replace("_", "-"): part.name for part in fields(Cost)}  # "exhaust-trait" → exhaust_trait
        return Cost(**{name: raw[key] for key, name in keys.items() if key in raw})

    def effect(self, raw: Mapping[str, Any], parts: list[str | int], ability: Mapping[str, Any] | None,
               event_name: str | None) -> Effect:
        kind = raw["effect"]
        for key in ("to", "who", "location", "enemy", "from", "toward"):
            if key in raw and not (kind == "resolution" and key == "to") \
                    and not (key in ("toward", "from") and raw[key] in ("nearest-investigator", "prey")):  # a resolution's name
                self.names.selector(raw[key], TARGET_SELECTORS, parts + [key])
        if "card" in raw and kind in NUMBERED and not re.fullmatch(r"[0-9]+[a-z]?", str(raw["card"])):
            raise self.names.fail(parts + ["card"], f"'{kind}' names the next card by its printed number ('2a'), "
                                  f"not '{raw['card']}'")
        found = kind == "spawn" and raw.get("card") == "chosen"  # the enemy an earlier effect found (effects/picked)
        if "card" in raw and kind not in NUMBERED and not found:  # an advance's card is a printed number (core/story.py)
            self.names.ref(raw["card"], list(self.names.defined), parts + ["card"], "card")
        if kind == "play" and "card" not in raw and "to" not in raw:
            raise self.names.fail(parts, "the effect 'play' needs 'card' (a card in your hand) or 'to' (a selector)")
        if kind == "spawn" and raw.get("card") not in self.names.set_aside_enemies and not found \
                and not (event_name == "spawn" and "card" not in raw and "to" in raw):  # the spawning enemy, elsewhere
            raise self.names.fail(parts + (["card"] if "card" in raw else []),
                                  "'spawn' puts a set-aside enemy into play: name an enemy listed in `set-aside` (or, "
                                  "in a 'spawn' window, give only 'to': where the spawning enemy spawns instead)"
                                  + (suggest(raw["card"], self.names.set_aside_enemies) if "card" in raw else ""))
        for where, value in (("count", raw.get("count")), ("condition", (raw.get("condition") or {}).get("count"))):
            self.counted(value, parts + ([where] if where == "count" else [where, "count"]))
        self.counted(((raw.get("condition") or {}).get("greater-than") or {}).get("count"),
                     parts + ["condition", "greater-than", "count"])  # a bound that is a count: "twice your sanity"
        if kind == "test" and raw.get("count") in ("point-failed-by", "point-succeeded-by"):
            raise self.names.fail(parts + ["count"], "a test's difficulty is settled before it has a margin: count "
                                  "something in the game's state")
        if raw.get("skill") == "wild" and kind != "discard-total":  # a test is of one skill; icons may total [wild]
            raise self.names.fail(parts + ["skill"], f"'wild' is an icon, not a skill tested: only 'discard-total' "
                                  f"totals [wild] icons, not '{kind}'")
        lasting_skill_instead(self.names, raw, parts)  # a skill used in place of another (Mind over Matter)
        if "per" in raw and kind != "once":  # "Once per turn, …": a limit on one instruction
            raise self.names.fail(parts + ["per"], f"only 'once' takes 'per', not '{kind}'")
        needs = EFFECT_NEEDS.get(kind, ())
        for key in needs:
            if key not in raw:
                raise self.names.fail(parts, f"the effect '{kind}' needs '{key}'")
        one_of = CLASS_EFFECT_ONE_OF.get(kind, ())
        if one_of and sum(key in raw for key in one_of) != 1:
            raise self.names.fail(parts, f"the effect '{kind}' needs one of {' or '.join(map(repr, one_of))}, not both")
        if raw.get("amount", 0) < 0 and kind not in ("modify-skill", "attack-damage", "attack-horror", "earn-experience"):
            raise self.names.fail(parts + ["amount"], f"must be at least 0, not {raw['amount']} (only 'modify-skill', "
                                  "'earn-experience' and the attack's 'attack-damage' / 'attack-horror' take a negative amount)")
        timing = (ability or {}).get("timing")
        if kind == "instead" and timing != "would":
            raise self.names.fail(parts + ["effect"], "'instead' replaces a triggering condition: it belongs in an "
                                  "ability with timing 'would' (Instead)")
        if kind == "prevent" and (event_name not in ("damage-dealt", "horror-dealt")
                                  or timing not in ("would", "when")):
            raise self.names.fail(parts + ["effect"], "'prevent' works between assigning and applying damage/horror: "
                                  "its ability must trigger 'would' or 'when' on 'damage-dealt' or 'horror-dealt'")
        if kind in ("prevent-dealt", "reassign-dealt") and event_name is not None and (  # inside an up-to: checked as it resolves
                event_name not in ("damage-dealt", "horror-dealt", ANY_OF) or timing not in ("would", "when")):
            raise self.names.fail(parts + ["effect"], f"'{kind}' acts on damage/horror being dealt: its ability "
                                  "must trigger 'would' or 'when' on 'damage-dealt' or 'horror-dealt' (or any of them)")
        if kind == "redirect-attack-damage" and (event_name != "enemy-attack" or timing != "when"):
            raise self.names.fail(parts + ["effect"], "'redirect-attack-damage' acts on an attack about to deal its "
                                  "damage: its ability must trigger 'when' on 'enemy-attack'")
        if kind == "undo-action" and event_name != "perform-action":
            raise self.names.fail(parts + ["effect"], "'undo-action' undoes the action that triggered it: use it in an "
                                  "ability or a fast card's play-when whose trigger is 'perform-action'")
        if kind == "reveal-instead" and (event_name != "reveal-chaos-token" or timing != "would"):
            raise self.names.fail(parts + ["effect"], "'reveal-instead' is declared before the tokens are drawn: its "
                                  "ability must trigger 'would' on 'reveal-chaos-token'")
        if kind in ("treat-token", "ignore-token") and (event_name != "reveal-chaos-token" or timing != "when") \
                and not (ability or {}).get("token-line"):  # a symbol's own line: "this token" is the one resolving
            raise self.names.fail(parts + ["effect"], f"'{kind}' acts on a token just revealed: its ability must "
                                  "trigger 'when' on 'reveal-chaos-token'")
        if kind == "switch-token-sign" and (event_name != "reveal-chaos-token" or timing not in ("when", "after")):
            raise self.names.fail(parts + ["effect"], "'switch-token-sign' acts on a token just revealed: its ability "
                                  "must trigger 'when' or 'after' on 'reveal-chaos-token'")
        if kind == "resolve-sealed" and (event_name != "reveal-chaos-token" or timing != "would"):
            raise self.names.fail(parts + ["effect"], "'resolve-sealed' replaces a reveal (“instead”): its ability "
                                  "must trigger 'would' on 'reveal-chaos-token'")
        if kind in ("place-tokens", "remove-tokens") and raw.get("tokens", "clues") not in TOKENS_PLACED \
                + (AFFLICTIONS_PLACED if kind == "place-tokens" else ()):
            raise self.names.fail(parts + ["tokens"], f"'{kind}' places or removes clues, doom, uses or resources "
                                  f"(and places damage or horror), not {raw['tokens']} (those are moved: 'move-tokens')")
        self._revealed_fields(raw, parts)
        if kind == "place-key" and raw["key"] not in KEY_COLOURS:
            raise self.names.fail(parts + ["key"], f"unknown key '{raw['key']}' (one of {', '.join(KEY_COLOURS)})")
        if ("enters-play" in raw or ("count" in raw and kind == "put-into-play")) and (
                kind != "put-into-play" or "enters-play" not in raw or "amount" in raw):
            raise self.names.fail(parts + ["enters-play"], "'enters-play' (and its 'count') is the state one card "
                                  "'put-into-play' puts into play is in as it enters")
        if raw.get("group") and kind != "move-tokens":
            raise self.names.fail(parts + ["group"], f"only 'move-tokens' takes 'group' (tokens given up together), not '{kind}'")
        if "use-type" in raw and not (kind == "place-tokens" and raw.get("tokens") == "uses"):
            raise self.names.fail(parts + ["use-type"], "'use-type' names the type of the uses 'place-tokens' places "
                                  "(with tokens: uses)")
        if "token" in raw and kind not in ("seal", "add-chaos-token", "remove-chaos-token", "treat-token",
                                           "resolve-sealed"):
            raise self.names.fail(parts + ["token"], f"only 'seal', 'add-chaos-token', 'remove-chaos-token', "
                                  f"'treat-token' and 'resolve-sealed' take a 'token', not '{kind}'")
        named = kind in ("add-chaos-token", "remove-chaos-token", "treat-token") or (
            kind == "resolve-sealed" and "token" in raw)  # a token named, not one sealed
        if named and not is_token(raw["token"]) \
                and not (kind == "treat-token" and raw["token"] == BAG_CHOICE):  # "as if it were any other token"
            raise self.names.fail(parts + ["token"], f"unknown chaos token '{raw['token']}' (a number such as '-1', "
                                  f"or one of {', '.join(TOKEN_SYMBOLS)})" + suggest(raw["token"], list(TOKEN_SYMBOLS)))
        if kind == "seal" and "token" in raw and raw["token"] != "revealed" and not is_token(raw["token"]):
            raise self.names.fail(parts + ["token"], f"unknown chaos token '{raw['token']}' (a number such as '-1', "
                                  f"one of {', '.join(TOKEN_SYMBOLS)}, or 'revealed': the token this effect revealed)"
                                  + suggest(raw["token"], list(TOKEN_SYMBOLS) + ["revealed"]))
        if kind == "reveal-instead" and not 1 <= raw["resolve"] < raw["amount"]:
            raise self.names.fail(parts + ["resolve"], f"resolves at least 1 and fewer than the {raw['amount']} tokens "
                                  "revealed (the others are ignored)")
        if kind == "cancel" and event_name is None:
            raise self.names.fail(parts + ["effect"], "'cancel' needs a triggering condition to cancel: use it in an "
                                  "ability with a trigger, or an event card with play-when")
        if kind == "lasting" and not (raw.get("cannot") or raw.get("cancels") or "additional-cost" in raw or "cost-modifier" in raw
                                      or "skill-modifier" in raw or "difficulty-modifier" in raw or "skill-instead" in raw
                                      or any(key in raw for key in KEYS)):
            raise self.names.fail(parts, "a lasting effect needs 'cannot', 'cancels', 'additional-cost', 'cost-modifier', "
                                  "'skill-modifier', 'difficulty-modifier', 'skill-instead', 'blank', 'immune', 'gains' or 'loses'")
        check_characteristics(self.names, raw, kind, parts)
        check_lasting_value(self.names, raw, kind, parts)
        if kind == "up-to" and (len(raw["effects"]) != 1 or raw["effects"][0].get("effect") not in UP_TO
                                or "amount" not in raw["effects"][0]):
            raise self.names.fail(parts + ["effects"], "'up-to' takes one effect with an amount: one of "
                                  + ", ".join(sorted(UP_TO)))
        if kind == "either" and len(raw["effects"]) < 2:
            raise self.names.fail(parts + ["effects"], "'either' offers a choice: give at least two options, one "
                                  "effect each")
        if raw.get("replace-result") and kind != "attack-damage" and (kind != "investigate" or not raw.get("success")):
            raise self.names.fail(parts + ["replace-result"], "'replace-result' is for an investigate effect whose "
                                  "'success' effects replace its clue (\u201cinstead of discovering clues\u201d) or "
                                  "an attack's damage in place of its standard damage")
        if kind == "take-action" and raw["action"] in ("play", "activate") and "card" not in raw:
            raise self.names.fail(parts, f"taking a {raw['action']} action needs 'card'")
        at_once = event_name if kind == "if-able" else None  # its branches resolve at once, in the same window
        inner = tuple(self.effect(e, parts + ["effects", k], ability, at_once)
                      for k, e in enumerate(raw.get("effects", [])))
        # a test's results resolve inside the ability, in its window: they may cancel what triggered it
        success = tuple(self.effect(e, parts + ["success", k], None, event_name)
                        for k, e in enumerate(raw.get("success", [])))
        fail = tuple(self.effect(e, parts + ["fail", k], None, event_name) for k, e in enumerate(raw.get("fail", [])))
        otherwise = tuple(self.effect(e, parts + ["otherwise", k], ability, at_once)
                          for k, e in enumerate(raw.get("otherwise", [])))
        done = tuple(self.effect(e, parts + ["done", k], ability, at_once) for k, e in enumerate(raw.get("done", [])))
        revealed = tuple(self.effect(e, parts + ["revealed", k], None, None)
                         for k, e in enumerate(raw.get("revealed", [])))
        excess = {key: tuple(self.effect(e, parts + [key, k], ability, None) for k, e in enumerate(raw.get(key, [])))
                  for key in ("horror-in-excess", "damage-in-excess")}
        if any(excess.values()) and kind != "enemy-attacks":
            raise self.names.fail(parts, "'horror-in-excess' / 'damage-in-excess' follow the attacks of an "
                                  "'enemy-attacks' effect")
        return Effect(
            effect=kind, amount=raw.get("amount"), to=raw.get("to"), who=raw.get("who"),
            location=raw.get("location"), enemy=raw.get("enemy"), card=raw.get("card"),
            direct=raw.get("direct", False), additional=raw.get("additional", False), then=raw.get("then", False),
            may=raw.get("may", False),
            text=raw.get("text", ""),
            duration=Duration(raw["duration"]) if "duration" in raw else None,
            per=LimitPeriod(raw["per"]) if "per" in raw else None,
            applies_to=self.filter(raw.get("applies-to"), parts + ["applies-to"]),
            cannot=raw.get("cannot", False),
            additional_cost=self.cost(raw["additional-cost"]) if "additional-cost" in raw else None,
            cost_modifier=raw.get("cost-modifier", 0),
            action=ActionType(raw["action"]) if "action" in raw else None,
            result=Result(raw["result"]) if "result" in raw else None,
            base=raw.get("base"), damage=raw.get("damage", 0), effects=inner, skill=raw.get("skill"),
            difficulty=raw.get("difficulty"), success=success, fail=fail, bonus=raw.get("bonus", 0),
            automatic=raw.get("automatic", False), can_advance=raw.get("can-advance", False),
            gains_surge=raw.get("gains-surge", False),
            skill_modifier=raw.get("skill-modifier", 0), difficulty_modifier=raw.get("difficulty-modifier", 0),
            keep=raw.get("keep"), beneath=raw.get("beneath", 0),
            count=raw.get("count"), ability=raw.get("ability"),
            cost=self.cost(raw["cost"]) if "cost" in raw else None, resolve=raw.get("resolve"),
            token=raw.get("token"), use_type=raw.get("use-type"), key=raw.get("key"), deck=raw.get("deck"), discard_pile=raw.get("discard-pile", False),
            copies=raw.get("copies", 1),
            replace_result=raw.get("replace-result", False), unexhausted=raw.get("unexhausted", False), cancels=raw.get("cancels", False), memory=raw.get("memory"),
            campaign_log=raw.get("campaign-log", False), every=raw.get("every", 1), zone=raw.get("zone"),
            random=raw.get("random", False), side_type=raw.get("side-type"), role=raw.get("role"),
            find=Find(raw["find"].get("type"), tuple(raw["find"].get("traits", ())), raw["find"].get("name"),
                      raw["find"].get("weakness", False),
                      tuple(raw["find"].get("class", ())))
            if "find" in raw else None,
            found=raw.get("found"), tokens=raw.get("tokens"), shuffle=raw.get("shuffle", False),
            finds=raw.get("finds", 1), different=raw.get("different", False),
            enters_play=tuple(sorted(raw.get("enters-play", {}).items())),
            condition=count_condition(raw.get("condition")), otherwise=otherwise, done=done, shroud=raw.get("shroud", 0),
            symbols=tuple(raw.get("symbols", ())),
            after_test=raw.get("after-test", False), revealed=revealed, horror_excess=excess["horror-in-excess"],
            damage_excess=excess["damage-in-excess"], source=raw.get("from"), group=raw.get("group", False),
            characteristics=read_characteristics(raw),
            toward=raw.get("toward"), no_commit=_no_commit(raw.get("no-commit")), max=raw.get("max"), skill_instead=raw.get("skill-instead"),
            harder=_harder(raw.get("harder")))

    def _revealed_fields(self, raw: Mapping[str, Any], parts: list[str | int]) -> None:
        """An ``if-revealed`` effect's tokens; ``revealed`` only on what makes a skill test."""
        kind = raw["effect"]
        for key in ("symbols", "after-test"):
            if key in raw and kind != "if-revealed":
                raise self.names.fail(parts + [key], f"only 'if-revealed' takes '{key}', not '{kind}'")
        for k, tok in enumerate(raw.get("symbols", ())):
            if not is_token_selector(tok):
                raise self.names.fail(parts + ["symbols", k], f"unknown chaos token '{tok}'"
                                      + suggest(tok, list(TOKEN_SYMBOLS) + list(TOKEN_SELECTORS)))
        if "revealed" in raw and kind not in ("test", "fight", "evade", "investigate"):
            raise self.names.fail(parts + ["revealed"], "'revealed' is for what makes a skill test (test, fight, evade, "
                                  f"investigate), not '{kind}'")
        if any(e.get("effect") != "if-revealed" for e in raw.get("revealed", ())):
            raise self.names.fail(parts + ["revealed"], "'revealed' holds 'if-revealed' effects (checked at ST.4)")

    def ability(self, raw: Mapping[str, Any], parts: list[str | int]) -> Ability:
        kind = AbilityKind(raw["kind"])
        trigger = self.filter(raw.get("trigger"), parts + ["trigger"])
        if trigger is not None and any(trigger.names(e) for e in VALUE_EVENTS):
            raise self.names.fail(parts + ["trigger"], f"'{raw['trigger'].get('event', 'any-of')}' is a value a constant "
                                  "ability changes (its 'applies-to'), not a timing point: no ability triggers on it")
        if kind in (AbilityKind.FORCED, AbilityKind.REACTION, AbilityKind.DELAYED):
            for key in ("timing", "trigger"):
                if key not in raw:
                    raise self.names.fail(parts, f"a {kind} ability needs '{key}'")
        elif "timing" in raw or "trigger" in raw:
            raise self.names.fail(parts + ["trigger" if "trigger" in raw else "timing"],
                                  f"a {kind} ability has no triggering condition")
        if "connects" in raw:
            check_connects(raw, kind, parts, self.names)
        elif kind in (AbilityKind.CONSTANT, AbilityKind.LASTING):
            if "applies-to" not in raw:
                raise self.names.fail(parts, f"a {kind} ability needs 'applies-to'")
            if not (raw.get("cannot") or raw.get("declinable") or "additional-cost" in raw or "cost-modifier" in raw
                    or "skill-modifier" in raw or "opening-hand-modifier" in raw or "difficulty-modifier" in raw
                    or "difficulty-is" in raw or "health-modifier" in raw or "sanity-modifier" in raw or "skill-instead" in raw
                    or raw.get("assignable") or raw.get("assign-first") or raw.get("assign-single") or raw.get("treat-direct") or raw.get("other-doom-subtracts")
                    or "hand-count" in raw
                    or "attack-damage-modifier" in raw or "attack-horror-modifier" in raw or "additional-action" in raw
                    or "amount-modifier" in raw or "treat-as" in raw or "permits" in raw or any(key in raw for key in KEYS)
                    or BASE_VALUE in raw or TOKEN_MODIFIER in raw or ICON_COUNTS in raw or unprovoking(raw)
                    or "moves-toward" in raw or raw.get("cannot-increase")):
                raise self.names.fail(parts, f"a {kind} ability needs 'cannot', 'declinable', 'additional-cost', 'cost-modifier', "
                                      "'skill-modifier', 'opening-hand-modifier', 'difficulty-modifier', 'difficulty-is', "
                                      "'health-modifier', 'sanity-modifier', 'skill-instead', 'assignable', "
                                      "'assign-first', 'assign-single', 'treat-direct', 'other-doom-subtracts', 'hand-count', 'gains', 'loses', 'gains-icons', 'gains-traits', "
                                      "'gains-abilities', "
                                      "'attack-damage-modifier', 'attack-horror-modifier', 'additional-action', "
                                      "'amount-modifier', 'blank', 'immune', 'permits', 'treat-as', 'base-value', 'token-modifier', "
                                      "'moves-toward', 'cannot-increase' or 'committed-icons' (or 'provokes': false on 'perform-action')")
            require_constant_on(self.names, raw, kind, parts, "moves-toward", ("enemy-moves",),
                                "its 'what': the enemies that move toward it instead")
            require_constant_on(self.names, raw, kind, parts, "cannot-increase", ("skill-test-begins",),
                                "its 'skill', 'via' and 'what': the tests whose skill value cannot be increased")
            if "permits" in raw:
                check_permits(self.names, raw, kind is AbilityKind.CONSTANT, parts)
            if raw.get("treat-may") and "treat-as" not in raw:
                raise self.names.fail(parts + ["treat-may"], "'treat-may' makes a constant's 'treat-as' optional: "
                                      "give the 'treat-as'")
            if "treat-as" in raw and (raw["applies-to"].get("event") != "reveal-chaos-token"
                                      or kind is not AbilityKind.CONSTANT or not is_token(raw["treat-as"])):
                raise self.names.fail(parts + ["treat-as"], "'treat-as' is a chaos token (a symbol or a number), for a "
                                      "constant ability that applies to 'reveal-chaos-token' (its 'token': the tokens "
                                      "treated)")
            for key in ("assignable", "assign-first", "assign-single", "treat-direct"):
                require_constant_on(self.names, raw, kind, parts, key, ("damage-dealt", "horror-dealt"),
                                    "its 'who': the investigators whose damage or horror is assigned; Dealing "
                                    "Damage/Horror")
            require_constant_on(self.names, raw, kind, parts, "other-doom-subtracts", ("check-doom-threshold",),
                                "its 'what': the agenda whose threshold is checked; Doom")
            require_constant_on(self.names, raw, kind, parts, "hand-count", ("check-hand-size",),
                                "its 'source': the cards in hand that count as several; Hand Size")
            require_constant_on(self.names, raw, kind, parts, "skill-instead", ("investigate",),
                                "the location investigated with another skill")
            if "skill-instead" in raw and raw["skill-instead"] not in {x.value for x in Skill}:
                raise self.names.fail(parts + ["skill-instead"], f"unknown skill '{raw['skill-instead']}' (one of "
                                      f"{', '.join(x.value for x in Skill)})")
            for key, event in (("health-modifier", "damage-dealt"), ("sanity-modifier", "horror-dealt")):
                require_constant_on(self.names, raw, kind, parts, key, (event,),
                                    "its 'what': the card or investigator whose value it changes")
            check_attack_modifiers(self.names, raw, kind is AbilityKind.CONSTANT, parts)
            require_constant_on(self.names, raw, kind, parts, "difficulty-modifier", ("skill-test-begins",),
                                "an enemy's fight or evade value, a location's shroud")
            require_constant_on(self.names, raw, kind, parts, "difficulty-is", ("skill-test-begins",),
                                "an enemy's fight or evade value, a location's shroud, in place of the printed one")
            self.counted(raw.get("difficulty-is"), parts + ["difficulty-is"], resolving=False)
            if kind is AbilityKind.LASTING and "duration" not in raw:
                raise self.names.fail(parts, "a lasting ability needs 'duration'")
        elif not raw.get("effects"):
            raise self.names.fail(parts, f"a {kind} ability needs 'effects'")
        check_characteristics(self.names, raw, kind.value, parts)
        check_base_value(self.names, raw, kind, parts)
        check_token_modifier(self.names, raw, kind, parts)
        check_icon_counts(self.names, raw, kind, parts)
        event_name = trigger.event if trigger else None
        effects = tuple(self.effect(e, parts + ["effects", k], raw, event_name)
                        for k, e in enumerate(raw.get("effects", [])))
        cost = self.cost(raw.get("cost"))
        if kind is AbilityKind.ACTION and cost.actions == 0:
            cost = replace(cost, actions=1)
        limit = raw.get("limit")
        condition = raw.get("condition")
        self.counted((condition or {}).get("count"), parts + ["condition", "count"])
        self.counted(((condition or {}).get("greater-than") or {}).get("count"), parts + ["condition", "greater-than", "count"])
        for k, part in enumerate((condition or {}).get("all-of", [])):  # "if X is ready and unengaged": each part
            self.counted(part.get("count"), parts + ["condition", "all-of", k, "count"])
        self.counted(raw.get("for-each"), parts + ["for-each"])
        if condition is not None:
            if kind not in (AbilityKind.ACTION, AbilityKind.FREE, AbilityKind.CONSTANT, AbilityKind.REACTION,
                            AbilityKind.FORCED):
                raise self.names.fail(parts + ["condition"], "a condition is checked when an action or free ability is "
                                      "initiated, when a reaction or forced ability's trigger occurs, and whenever a "
                                      "constant ability applies")
            if not ("count" in condition or "during" in condition or "card" in condition or "all-of" in condition):
                raise self.names.fail(parts + ["condition"], "a condition bounds a count of the state ('count'), "
                                      "names a card's state ('card', 'state') or a time period ('during')")
            phased = kind is AbilityKind.CONSTANT and (str(condition.get("during", "")).endswith("-phase")
                                                       or condition.get("during") == "enemy-moving")
            if kind not in (AbilityKind.ACTION, AbilityKind.FREE) and not phased and (
                    "during" in condition or not ("count" in condition or "card" in condition
                                                           or "all-of" in condition)):
                raise self.names.fail(parts + ["condition"], "a constant or triggered ability's condition bounds a "
                                      "count of the state ('count') or names a card's state ('card', 'state'); "
                                      "'during' is for action and free abilities (and a phase, for a constant)")
        return Ability(
            kind=kind, timing=Timing(raw["timing"]) if "timing" in raw else None, trigger=trigger,
            effects=effects, cost=cost,
            limit=Limit(limit["count"], LimitPeriod(limit["per"]), limit.get("group", False), limit.get("max", False),
                        limit.get("each-investigator", False), limit.get("per-investigator", False))
            if limit else None,
            used=raw.get("used", 0), use=raw.get("use", True), text=raw.get("text", ""),
            designator=Designator(raw["designator"]) if "designator" in raw else None, provokes=raw.get("provokes", True),
            uncancelable=raw.get("cannot-be-canceled", False),
            duration=Duration(raw["duration"]) if "duration" in raw else None,
            applies_to=self.filter(raw.get("applies-to"), parts + ["applies-to"]),
            cannot=raw.get("cannot", False), declinable=raw.get("declinable", False),
            additional_cost=self.cost(raw["additional-cost"]) if "additional-cost" in raw else None,
            cost_modifier=raw.get("cost-modifier", 0), skill_modifier=raw.get("skill-modifier", 0),
            opening_hand_modifier=raw.get("opening-hand-modifier", 0), amount_modifier=raw.get("amount-modifier", 0),
            difficulty_modifier=raw.get("difficulty-modifier", 0), difficulty_is=raw.get("difficulty-is"),
            health_modifier=raw.get("health-modifier", 0),
            sanity_modifier=raw.get("sanity-modifier", 0), skill_instead=raw.get("skill-instead"), treat_as=raw.get("treat-as"),
            treat_may=raw.get("treat-may", False),
            permits=raw.get("permits"),
            additional_action=tuple(raw["additional-action"].get("traits", ())) if "additional-action" in raw else None,
            additional_action_plays=bool(raw.get("additional-action", {}).get("plays", False)),
            per_investigator=raw.get("per-investigator", False), for_each=raw.get("for-each"),
            attack_damage_modifier=raw.get("attack-damage-modifier", 0),
            attack_horror_modifier=raw.get("attack-horror-modifier", 0),
            time=raw.get("time"),
            assignable=raw.get("assignable", False), assign_first=raw.get("assign-first", False),
            assign_single=raw.get("assign-single", False),
            treat_direct=raw.get("treat-direct", False), other_doom_subtracts=raw.get("other-doom-subtracts", False),
            hand_count=raw.get("hand-count", 0), first_each=first_each(self.names, raw, kind, parts + ["first-each"]),
            path=format_path(parts), characteristics=read_characteristics(raw, tuple(
                self.ability(a, parts + ["gains-abilities", k]) for k, a in enumerate(raw.get("gains-abilities", ())))),
            base_value=read_base_value(raw), token_modifier=read_token_modifier(raw),
            icon_factor=read_icon_factor(raw),
            condition=count_condition(condition), by=raw.get("by"), connects=read_connects(raw.get("connects")),
            moves_toward=raw.get("moves-toward"), cannot_increase=raw.get("cannot-increase", False))

    def abilities(self, raw: Sequence[Mapping[str, Any]], parts: list[str | int],
                  extra: Sequence[tuple[Ability]] = ()) -> tuple[Ability, ...]:
        own = tuple(self.ability(a, parts + ["abilities", k]) for k, a in enumerate(raw))
        return own + tuple(a for (a,) in extra)

    def token_effect(self, raw: Mapping[str, Any] | None, parts: list[str | int]) -> TokenEffect | None:
        if raw is None:
            return None
        # "-X. Discard the top 2 cards of your deck. X is the total printed cost of those discarded cards": a line with
        # effects counts what they did (its ST.4 resolution's record, read at ST.5)
        self.counted(raw.get("count"), parts + ["count"], resolving=bool(raw.get("effects")))
        self.counted((raw.get("instead-if") or {}).get("count"), parts + ["instead-if", "count"])
        self.counted(((raw.get("instead-if") or {}).get("greater-than") or {}).get("count"),
                     parts + ["instead-if", "greater-than", "count"])
        self.counted((raw.get("again-if") or {}).get("count"), parts + ["again-if", "count"])
        extra = raw.get("additional")
        self.counted((extra or {}).get("count"), parts + ["additional", "count"])
        if raw.get("count") in ("point-failed-by", "point-succeeded-by"):
            raise self.names.fail(parts + ["count"], "a token's modifier is applied at ST.5, before the test has a "
                                  "margin: count something in the game's state")
        effects, success, fail = (tuple(self.effect(e, parts + [key, k], _TOKEN_LINE if key == "effects" else None, None)
                                        for k, e in enumerate(raw.get(key, [])))
                                  for key in ("effects", "if-success", "if-fail"))
        return TokenEffect(raw.get("modifier", 0), effects, Result(raw["automatic"]) if "automatic" in raw else None,
                           raw.get("text", ""), raw.get("count"), raw.get("max"), count_condition(raw.get("again-if")) or raw.get("again", False), success, fail,
                           raw.get("instead-modifier", 0), count_condition(raw.get("instead-if")),
                           (extra["modifier"], extra["count"], extra.get("max")) if extra else None)
