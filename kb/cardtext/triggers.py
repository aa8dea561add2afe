"""Triggering conditions: "After you defeat an enemy", "When an enemy attacks you", "At the end of the round".

The timing word comes first (``would`` for "When … would …", then ``when``, ``after``, ``at``,
``if``); the rest is matched against a table of printed phrases, each building the engine's
trigger filter (an event of the vocabulary and its role filters). A trailing qualifier the engine
can express ("during the enemy phase", "by 2 or more", "while investigating this location") fills
its filter; any other qualifier, or a phrase not in the table, raises :class:`NotParsed` quoting it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import agenda_decks
from . import trigger_events  # noqa: F401  (registers its rules beside trigger_tree's)
from . import trigger_flips  # noqa: F401  (registers its rule beside trigger_tree's)
from . import trigger_control  # noqa: F401  (registers "you take control of X" beside trigger_tree's)
from . import trigger_outcomes  # noqa: F401  (registers its rules beside trigger_tree's)
from . import performed  # noqa: F401  (registers its clause rule beside trigger_tree's)
from . import dealing_triggers  # noqa: F401  (registers its rule for "deal" beside trigger_tree's)
from . import held_triggers  # noqa: F401  (registers its clause rule: a card's state at the end of a turn)
from . import nth_placed  # noqa: F401  (registers "the third secret is placed on X": a count reaching N)
from . import commit_triggers  # noqa: F401  (registers "you commit exactly 1 card to a skill test")
from . import discarding_triggers  # noqa: F401  (registers "you discard an event from play")
from . import placed_beneath  # noqa: F401  (registers "you would place an enemy beneath the act deck")
from . import excess_triggers  # noqa: F401  (registers its clause rule: damage or horror dealt in excess of a value)
from .assigned_part import assigned_part
from .conditions import read_if
from .model import NotParsed
from .state_triggers import STATE_HOLDS, state_trigger
from .trigger_joined import joined
from .trigger_tree import AT_THIS_LOCATION, YOUR_LOCATION, Filter, event_filter, from_tree
from .words import NUMBER, SKILL, TOKEN, TOKENS, VIA, WHAT_FILTERS, WHO, WHO_FILTERS, compiled, number, pick

Builder = Callable[[re.Match[str]], Filter]

_S = r"(?:s|es)?"  # "you defeat" / "an investigator defeats" (and "would defeat")
_ENEMY = r"(an enemy at your location|an enemy engaged with you|an enemy|@self|any enemy)"


def _who(m: re.Match[str], group: str = "who") -> str:
    return pick(WHO_FILTERS, m.group(group), "investigator phrase")


def _what(phrase: str | None) -> str | None:
    return None if phrase is None else pick(WHAT_FILTERS, phrase, "card phrase")


def _margin(m: re.Match[str]) -> int | None:
    """The "N or more" of a condition; "1 or more" is no filter at all."""
    value = m.groupdict().get("margin")
    return number(value) if value and number(value) > 1 else None


#: A test's margin in a triggering condition, one fragment for every test's trigger: "by 2 or more" (at least), "by 2
#: or less" (at most) — the engine's ``at-least`` / ``at-most`` on the test's result, whose amount is its margin (ST.6).
_MARGIN = rf"(?: by (?:(?P<margin>{NUMBER}) or more|(?P<most>{NUMBER}) or less))?"


def _margins(m: re.Match[str]) -> dict[str, int | None]:
    """The bounds of a test's margin :data:`_MARGIN` read ("1 or more" is no bound at all)."""
    most = m.groupdict().get("most")
    return {"at_least": _margin(m), "at_most": number(most) if most else None}


def _skill(m: re.Match[str]) -> str | None:
    return m.groupdict().get("skill")


#: The phrase table: (pattern over the lower-case condition, filter builder). First match wins.
PHRASES: list[tuple[str, Builder]] = [
    # skill tests
    (rf"{WHO} successfully investigate{_S}(?: (?P<loc>this location|@self|a location))?{_MARGIN}",
     lambda m: event_filter("succeed-skill-test", who=_who(m), via="investigate", what=_what(m.group("loc")),
                  **_margins(m))),
    (rf"{WHO} successfully evade{_S} (?P<e>{_ENEMY[1:-1]}){_MARGIN}",
     lambda m: event_filter("succeed-skill-test", who=_who(m), via="evade", what=_what(m.group("e")), **_margins(m))),
    (rf"{WHO} successfully (?:attack{_S}|fight{_S}) (?P<e>{_ENEMY[1:-1]}){_MARGIN}",
     lambda m: event_filter("succeed-skill-test", who=_who(m), via="fight", what=_what(m.group("e")), **_margins(m))),
    (rf"{WHO} (?:succeed{_S}|successfully complete{_S})(?: (?:at |in )?an? (?:{SKILL} )?(?:skill )?test)?{_MARGIN}"
     rf"(?: while (?P<via>investigating|attacking|evading|attempting to evade)(?: (?P<loc>this location|@self|{_ENEMY[1:-1]}))?)?",
     lambda m: event_filter("succeed-skill-test", who=_who(m), skill=_skill_group(m), **_margins(m),
                  via=VIA.get(m.group("via") or ""),
                  what=_what(m.group("loc")))),
    (rf"{WHO} fail{_S} an? (?:{SKILL} )?(?:skill )?test{_MARGIN}"
     rf"(?: while (?P<via>investigating|attacking|evading|attempting to evade)(?: (?P<loc>this location|@self|{_ENEMY[1:-1]}))?)?",
     lambda m: event_filter("fail-skill-test", who=_who(m), skill=_skill_group(m), **_margins(m),
                  via=VIA.get(m.group("via") or ""),
                  what=_what(m.group("loc")))),
    (rf"{WHO} fail{_S} to (?P<via>investigate|evade)",
     lambda m: event_filter("fail-skill-test", who=_who(m), via=m.group("via"))),
    (rf"{WHO} (?:begin{_S} )?(?:an? )?(?:{SKILL} )?skill test (?:begins|would begin)",
     lambda m: event_filter("skill-test-begins", who=_who(m), skill=_skill_group(m))),
    (rf"an? (?:{SKILL} )?skill test (?:begins|would begin)",
     lambda m: event_filter("skill-test-begins", skill=_skill_group(m))),
    (r"(?:a|the) skill test ends", lambda m: event_filter("skill-test-ends")),
    (rf"{WHO} (?:initiate|perform|begin){_S} an? (?:{SKILL} )?skill test",
     lambda m: event_filter("skill-test-begins", who=_who(m), skill=_skill_group(m))),
    # investigate / fight / evade attempts
    (rf"{WHO} investigate{_S}(?: (?P<loc>this location|@self|a location))?",
     lambda m: event_filter("investigate", who=_who(m), what=_what(m.group("loc")))),
    (rf"{WHO} attack{_S} (?P<e>an enemy|@self)", lambda m: event_filter("fight", who=_who(m), what=_what(m.group("e")))),
    (rf"{WHO} (?:attempt{_S} to )?evade{_S} (?P<e>an enemy|@self)",
     lambda m: event_filter("evade", who=_who(m), what=_what(m.group("e")))),
    # defeat
    (rf"{WHO} defeat{_S} (?P<e>{_ENEMY[1:-1]})", lambda m: event_filter("defeated", who=_who(m), what=_what(m.group("e")))),
    (rf"(?P<e>{_ENEMY[1:-1]}|an ally asset you control|an asset you control) (?:is|would be) defeated",
     lambda m: event_filter("defeated", what=_what_defeated(m.group("e")))),
    (rf"{WHO} (?:are|is|would be) defeated", lambda m: event_filter("defeated", what=_who(m))),
    # attacks and damage
    (rf"an enemy attack deals damage to {WHO}",
     lambda m: _dealt("damage-dealt", m.group("who"), via="attack")),
    (rf"an enemy attack deals horror to {WHO}",
     lambda m: _dealt("horror-dealt", m.group("who"), via="attack")),
    (rf"(?:(?P<margin>{NUMBER}) or more |any amount of )?(?P<kind>damage|horror) (?:is|are|be) "
     rf"(?:placed on|dealt to|assigned to) {WHO}",
     lambda m: _dealt(f"{m.group('kind')}-dealt", m.group("who"), at_least=_margin(m))),
    (rf"{WHO} (?:take{_S}|(?:is|are|be) dealt|would take|would be dealt) (?:(?P<margin>{NUMBER}) or more )?"
     r"(?:(?P<direct>direct) )?(?P<kind>damage|horror)",
     lambda m: _dealt(f"{m.group('kind')}-dealt", m.group("who"), at_least=_margin(m))),
    # movement and engagement
    (rf"{WHO} enter{_S} (?P<loc>@self|this location|a location|your location)",
     lambda m: event_filter("move", who=_who(m), what=_what(m.group("loc")))),
    (rf"{WHO} (?:move{_S}|leave{_S} (?P<from>@self|this location|your location))",
     lambda m: event_filter("move", who=_who(m), source=_what(m.group("from")))),
    (rf"(?P<e>{_ENEMY[1:-1]}) engage{_S} {WHO}", lambda m: event_filter("engage", who=_who(m), what=_what(m.group("e")))),
    (rf"{WHO} engage{_S} (?P<e>{_ENEMY[1:-1]})", lambda m: event_filter("engage", who=_who(m), what=_what(m.group("e")))),
    (rf"(?P<e>an enemy|@self) spawns(?: at (?P<loc>your location|this location|@self))?",
     lambda m: event_filter("spawn", what=("enemy-at-your-location" if m.group("loc") == "your location" else _what(m.group("e"))))),
    # cards
    (rf"{WHO} draw{_S} (?:an? )?(?P<kind>enemy|treachery|non-weakness treachery|encounter) card(?: from the encounter deck)?",
     lambda m: event_filter("draw-encounter-card", who=_who(m), what={"enemy": "enemy", "treachery": "treachery",
                                                           "non-weakness treachery": "non-weakness-treachery"}.get(m.group("kind")))),
    (rf"{WHO} draw{_S} @self", lambda m: event_filter("draw-encounter-card", who=_who(m), what="self")),
    (rf"{WHO} draw{_S} (?:your|his or her|their) opening hand",
     lambda m: event_filter("draw-opening-hand", who=_who(m))),
    (rf"{WHO} draw{_S} (?:(?P<margin>{NUMBER}) or more cards|an? card|cards|1 card|(?:1 or more )cards)",
     lambda m: event_filter("draw-cards", who=_who(m), at_least=_margin(m))),
    (rf"{WHO} play{_S} (?P<c>@self|an event|an asset|a skill|a card|an ally)",
     lambda m: event_filter("play-card", who=_who(m), what=_what(m.group("c")))),
    (rf"{WHO} commit{_S} (?P<c>@self|a card) to a skill test",
     lambda m: event_filter("commit-card", who=_who(m), what=_what(m.group("c")))),
    (r"@self is committed to a skill test", lambda m: event_filter("commit-card", what="self")),
    (r"@self enters play", lambda m: event_filter("enters-play", what="self")),
    (r"@self leaves play", lambda m: event_filter("leaves-play", what="self")),
    (r"@self (?:is|becomes) exhausted", lambda m: event_filter("exhaust", what="self")),
    (r"@self (?:is readied|readies)", lambda m: event_filter("ready", what="self")),
    # tokens
    (rf"{WHO} reveal{_S} an? (?:{TOKEN} |(?P<sym>symbol) )?(?:chaos )?token",
     lambda m: event_filter("reveal-chaos-token", who=_who(m), token=_token(m))),
    (rf"an? (?:{TOKEN} |(?P<sym>symbol) )?(?:chaos )?token is revealed",
     lambda m: event_filter("reveal-chaos-token", token=_token(m))),
    # clues, resources, doom
    (rf"{WHO} discover{_S} (?:(?P<margin>{NUMBER}) or more clues|a clue|clues|1 or more clues)(?: at (?P<loc>@self|this location|your location))?",
     lambda m: event_filter("discover-clues", who=_who(m), at_least=_margin_clues(m),
                            what=YOUR_LOCATION if m.group("loc") == "your location" else _what(m.group("loc")))),
    (rf"{WHO} gain{_S} (?:(?P<margin>{NUMBER}) or more )?resources?",
     lambda m: event_filter("gain-resources", who=_who(m), at_least=_margin(m))),
    (rf"(?:(?P<margin>{NUMBER}) or more )?doom (?:is|would be) placed on (?P<c>@self|the current agenda|an agenda)",
     lambda m: event_filter("place-doom", what={"@self": "self"}.get(m.group("c"), "agenda"), at_least=_margin(m))),
    (rf"(?:(?P<margin>{NUMBER}) or more )?doom (?:is|would be) placed on {agenda_decks.DECK_PHRASE}",
     lambda m: event_filter("place-doom", what=agenda_decks.deck_selector(m.group("deck")), at_least=_margin(m))),
    (r"the (?:current )?(?P<c>act|agenda) advances", lambda m: event_filter("advance", what=m.group("c"))),
    (rf"{WHO} (?:perform|take){_S} an action", lambda m: event_filter("perform-action", who=_who(m))),
    # framework steps
    (r"the end of the round", lambda m: event_filter("round-ends")),
    (r"the (?:beginning|start) of the round", lambda m: event_filter("round-begins")),
    (r"the (?P<when>end|beginning|start) of the (?P<phase>mythos|investigation|enemy|upkeep) phase",
     lambda m: event_filter("phase-ends" if m.group("when") == "end" else "phase-begins", phase=m.group("phase"))),
    (r"the (?P<when>end|beginning|start) of (?P<whose>your|each investigator's|an investigator's) turn",
     lambda m: event_filter("turn-ends" if m.group("when") == "end" else "turn-begins",
                  who="you" if m.group("whose") == "your" else "investigator")),
    (r"your turn (?P<when>begins|ends)", lambda m: event_filter("turn-begins" if m.group("when") == "begins" else "turn-ends", who="you")),
    (r"(?:you|an investigator) (?:would )?earn experience", lambda m: event_filter("earn-experience", who="you")),
]


def _skill_group(m: re.Match[str]) -> str | None:
    for value in m.groups():
        if value in ("willpower", "intellect", "combat", "agility"):
            return value
    return None


def _token(m: re.Match[str]) -> str | None:
    for value in m.groups():
        if value in TOKENS:
            return TOKENS[value]
    return "symbol" if m.groupdict().get("sym") else None


def _margin_clues(m: re.Match[str]) -> int | None:
    value = m.groupdict().get("margin")
    return number(value) if value and number(value) > 1 else None


def _what_defeated(phrase: str) -> str:
    return "asset" if "asset" in phrase else pick(WHAT_FILTERS, phrase, "card phrase")


def _dealt(event: str, who_phrase: str, **extra: Any) -> Filter:
    role = pick(WHO_FILTERS, who_phrase, "investigator phrase")
    if role == "self":
        return event_filter(event, what="self", **extra)
    return event_filter(event, who=role, **extra)


_TIMING = [
    (re.compile(r"^when (?P<a>.+?) would (?P<b>.+)$", re.I), "would"),
    (re.compile(r"^(?:when|each time|whenever) (?P<a>.+)$", re.I), "when"),
    # "Before you draw your opening hand": before the event initiates, as "when … would" (Rules Reference, Would: "When
    # X would occur" resolves before "When X occurs"): the moment before it, not after it has begun
    (re.compile(r"^before (?P<a>.+)$", re.I), "would"),
    (re.compile(r"^after (?P<a>.+)$", re.I), "after"),
    (re.compile(r"^at (?P<a>the (?:end|beginning|start) of .+)$", re.I), "at"),
    (re.compile(r"^if (?P<a>.+)$", re.I), "if"),
]

#: Trailing qualifiers the filter can hold: (pattern, the filter keys it sets).
_QUALIFIERS: list[tuple[re.Pattern[str], dict[str, str]]] = [
    (re.compile(r"\s+during the enemy phase$", re.I), {"via": "enemy-phase"}),
    (re.compile(r"\s+(?:as a result of|from|with) an attack of opportunity$", re.I), {"via": "opportunity"}),
    (re.compile(r"\s+from an enemy attack$", re.I), {"via": "attack"}),
    (re.compile(r"\s+from a treachery card effect$|\s+from a card effect$", re.I), {"via": "effect"}),
]


#: "… during the mythos phase" after an event that may happen in any phase: the phase it happens in (the engine's
#: ``phase`` filter; "during the enemy phase" after an attack or damage is how the attack came about, above).
_DURING_PHASE = re.compile(r"\s+during the (?P<phase>mythos|investigation|enemy|upkeep) phase$", re.I)
_PHASED = ("draw-encounter-card", "draw-cards", "play-card")


def _timing(text: str) -> tuple[str, str]:
    for pattern, timing in _TIMING:
        m = pattern.match(text)
        if m:
            rest = f"{m.group('a')} {m.group('b')}" if "b" in pattern.groupindex else m.group("a")
            return timing, rest
    raise NotParsed(text, "no timing word (when / after / at / if / would / before) opens the triggering condition")


#: "While attached, <triggering condition>" (Lure): the card bearing it attached to something as it triggers, a state
#: of the card (``{card: self, state: attached}``) held beside the event.
_WHILE_ATTACHED = re.compile(r"^while attached,\s*", re.I)
#: ", if you are in @self": the condition holds for an investigator at the location bearing it.
_SCOPED = re.compile(r",? if you are (?:in|at) (?:@self|this location)$", re.I)
#: A capitalised participle after "is" ("If the Ghoul Priest is Defeated"): a verb, not a name.
_PARTICIPLE = re.compile(r"\b(?:is|are|be) [A-Z][a-z]+ed\b")


def parse_trigger(text: str) -> tuple[str, Filter]:
    """The timing word and the trigger filter of a printed triggering condition; a filter may carry the ``condition``
    the event leaves ("After you discover the last clue on X": none left), the ability's to hold (:func:`cut_state`).

    The tree reads the condition as printed (its capitals tell a card's name from a common noun); the
    phrase table reads it in lower case."""
    printed = _PARTICIPLE.sub(lambda m: m.group(0).lower(), re.sub(r"\s+", " ", text.strip().rstrip(":,. ")))
    attached = _WHILE_ATTACHED.match(printed)
    if attached is not None:  # "While attached, at the end of the round": the card's own state as it triggers
        timing, found = parse_trigger(printed[attached.end():])
        if "condition" in found:
            raise NotParsed(text, "a condition on the triggering condition: the engine's trigger has no field for it")
        return timing, {**found, "condition": {"card": "self", "state": "attached"}}
    timing, rest = _timing(printed)
    rest, here = _SCOPED.sub("", rest), bool(_SCOPED.search(rest))
    # the tree reads the clause with its "would" ("attached enemy would ready"), the table without it
    printed_rest = _SCOPED.sub("", printed[len("when "):]) if timing == "would" and " would " in printed else rest
    if re.search(r",\s*if\b|\bif\b.*\bis in play\b|, (?:and |but )", rest, re.I):
        moved = _at_that_location(rest, timing) or assigned_part(rest, lambda part: _one(part, timing))
        if moved is not None:
            return timing, moved
        raise NotParsed(text, "a condition on the triggering condition: the engine's trigger has no field for it")
    extra: dict[str, str] = {}
    for pattern, keys in _QUALIFIERS:
        if pattern.search(rest):
            rest, printed_rest = pattern.sub("", rest), pattern.sub("", printed_rest)
            extra.update(keys)
    found = _one(printed_rest, timing) or joined(printed_rest, lambda part: _one(part, timing))
    during = _DURING_PHASE.search(printed_rest) if found is None and not extra else None
    if during is not None:  # "when you would draw an encounter card during the mythos phase"
        found = _one(printed_rest[:during.start()], timing)
        if found is not None and found.get("event") not in _PHASED:
            raise NotParsed(text, "a qualifier this event cannot take")
        found = None if found is None else {**found, "phase": during.group("phase").lower()}
    if found is None and timing == "if" and not extra:  # no event: a state arising ("If your deck has no cards in it")
        found = state_trigger(printed_rest)
    if found is None:
        raise NotParsed(text, "unknown triggering condition")
    if here:  # "…, if you are in @self": the "you" of the condition is whoever is at this location
        if found.get("who") != "you":
            raise NotParsed(text, "a condition on the triggering condition: the engine's trigger has no field for it")
        found["who"] = AT_THIS_LOCATION
    # "the last clue": after it; a card's own state ("is in your hand") holds as it triggers, at any timing
    if found.get("event") == STATE_HOLDS and timing not in ("if", "after"):  # a state arising: once it holds
        raise NotParsed(text, "a state arising is its own timing point: only 'if' or 'after' it")
    if "condition" in found and timing != "after" and found.get("event") != STATE_HOLDS \
            and "card" not in found["condition"]:
        raise NotParsed(text, "a condition on the triggering condition: the engine's trigger has no field for it")
    if extra:
        if found.get("event") not in ("enemy-attack", "damage-dealt", "horror-dealt"):
            raise NotParsed(text, "a qualifier this event cannot take")
        if found.get("via") and extra.get("via") == "enemy-phase":
            found["via"] = "enemy-phase"
        found.update({k: v for k, v in extra.items() if k not in found})
    return timing, found


#: "<event>, if <condition>": a condition after the event (what :func:`conditions.cut_condition` left unread).
_THEN_IF = re.compile(r"(?P<event>.+?),\s*(?P<condition>if .+)", re.I)


def _at_that_location(rest: str, timing: str) -> Filter | None:
    """"After you move to a location, if that location has at least 1 clue on it": "that location" is the one the
    move entered (the rule of reference: the location the triggering condition names), and after "you" moved there
    it is your location — the condition read so, checked as the ability triggers (the filter's ``condition``). Any
    other event or timing: None (which location "that location" is then, the condition does not say of "you")."""
    m = _THEN_IF.fullmatch(rest)
    if m is None or timing != "after" or not re.search(r"\bthat location\b", m.group("condition"), re.I):
        return None
    found = _one(m.group("event"), timing)
    if found is None or found.get("event") != "move" or found.get("who") != "you":
        return None
    condition = read_if(re.sub(r"\bthat location\b", "your location", m.group("condition"), flags=re.I))
    return None if condition is None else {**found, "condition": condition}


def _one(printed: str, timing: str) -> Filter | None:
    """One condition's filter, as printed after its timing word: the tree's reading, else the phrase table's (which
    reads it in lower case, and without the "would" of a 'would' condition)."""
    table = re.sub(r"\bwould ", "", printed, count=1) if timing == "would" else printed
    return from_tree(printed) or _from_table(table.lower())


def _from_table(rest: str) -> Filter | None:
    """The filter of the first phrase of :data:`PHRASES` matching the whole condition, else None."""
    for pattern, build in PHRASES:
        m = compiled(pattern).fullmatch(rest)
        if m:
            return build(m)
    return None


def cut_state(trigger: Filter) -> tuple[Filter, dict[str, Any] | None]:
    """The trigger filter without the ``condition`` its reading carried, and that condition (None: none)."""
    rest = {k: v for k, v in trigger.items() if k != "condition"}
    return rest, trigger.get("condition")
