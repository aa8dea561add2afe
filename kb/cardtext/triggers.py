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

from . import revealed
from .grammar import Refused, read_sentence
from .instruction import FILTER_STATES, Instruction, Phrase, determiner, enemy_qualifiers, instruction
from .model import NotParsed
from .tokens import tokenize
from .words import NUMBER, SKILL, TOKEN, TOKENS, VIA, WHAT_FILTERS, WHO, WHO_FILTERS, compiled, number, pick

Filter = dict[str, Any]
Builder = Callable[[re.Match[str]], Filter]

_S = r"(?:s|es)?"  # "you defeat" / "an investigator defeats" (and "would defeat")
_ENEMY = r"(an enemy at your location|an enemy|@self|any enemy)"


def _who(m: re.Match[str], group: str = "who") -> str:
    return pick(WHO_FILTERS, m.group(group), "investigator phrase")


def _what(phrase: str | None) -> str | None:
    return None if phrase is None else pick(WHAT_FILTERS, phrase, "card phrase")


def _f(event: str, **roles: Any) -> Filter:
    out: Filter = {"event": event}
    out.update({k.replace("_", "-"): v for k, v in roles.items() if v is not None})
    return out


def _margin(m: re.Match[str]) -> int | None:
    """The "N or more" of a condition; "1 or more" is no filter at all."""
    value = m.groupdict().get("margin")
    return number(value) if value and number(value) > 1 else None


def _skill(m: re.Match[str]) -> str | None:
    return m.groupdict().get("skill")


#: The phrase table: (pattern over the lower-case condition, filter builder). First match wins.
PHRASES: list[tuple[str, Builder]] = [
    # skill tests
    (rf"{WHO} successfully investigate{_S}(?: (?P<loc>this location|@self|a location))?"
     rf"(?: by (?P<margin>{NUMBER}) or more)?",
     lambda m: _f("succeed-skill-test", who=_who(m), via="investigate", what=_what(m.group("loc")),
                  at_least=_margin(m))),
    (rf"{WHO} successfully evade{_S} (?P<e>{_ENEMY[1:-1]})",
     lambda m: _f("succeed-skill-test", who=_who(m), via="evade", what=_what(m.group("e")))),
    (rf"{WHO} successfully (?:attack{_S}|fight{_S}) (?P<e>{_ENEMY[1:-1]})",
     lambda m: _f("succeed-skill-test", who=_who(m), via="fight", what=_what(m.group("e")))),
    (rf"{WHO} (?:succeed{_S}|successfully complete{_S})(?: (?:at |in )?an? (?:{SKILL} )?(?:skill )?test)?"
     rf"(?: by (?P<margin>{NUMBER}) or more)?"
     rf"(?: while (?P<via>investigating|attacking|evading)(?: (?P<loc>this location|@self|an enemy))?)?",
     lambda m: _f("succeed-skill-test", who=_who(m), skill=_skill_group(m), at_least=_margin(m),
                  via=VIA.get(m.group("via") or ""),
                  what=_what(m.group("loc")))),
    (rf"{WHO} fail{_S} an? (?:{SKILL} )?(?:skill )?test(?: by (?P<margin>{NUMBER}) or more| by (?P<most>{NUMBER}) "
     rf"or less)?(?: while (?P<via>investigating|attacking|evading)(?: (?P<loc>this location|@self|an enemy))?)?",
     lambda m: _f("fail-skill-test", who=_who(m), skill=_skill_group(m), at_least=_margin(m),
                  at_most=number(m.group("most")) if m.group("most") else None,
                  via=VIA.get(m.group("via") or ""),
                  what=_what(m.group("loc")))),
    (rf"{WHO} fail{_S} to (?P<via>investigate|evade)",
     lambda m: _f("fail-skill-test", who=_who(m), via=m.group("via"))),
    (rf"{WHO} (?:begin{_S} )?(?:an? )?(?:{SKILL} )?skill test (?:begins|would begin)",
     lambda m: _f("skill-test-begins", who=_who(m), skill=_skill_group(m))),
    (rf"an? (?:{SKILL} )?skill test (?:begins|would begin)",
     lambda m: _f("skill-test-begins", skill=_skill_group(m))),
    (r"(?:a|the) skill test ends", lambda m: _f("skill-test-ends")),
    (rf"{WHO} (?:initiate|perform|begin){_S} an? (?:{SKILL} )?skill test",
     lambda m: _f("skill-test-begins", who=_who(m), skill=_skill_group(m))),
    # investigate / fight / evade attempts
    (rf"{WHO} investigate{_S}(?: (?P<loc>this location|@self|a location))?",
     lambda m: _f("investigate", who=_who(m), what=_what(m.group("loc")))),
    (rf"{WHO} attack{_S} (?P<e>an enemy|@self)", lambda m: _f("fight", who=_who(m), what=_what(m.group("e")))),
    (rf"{WHO} (?:attempt{_S} to )?evade{_S} (?P<e>an enemy|@self)",
     lambda m: _f("evade", who=_who(m), what=_what(m.group("e")))),
    # defeat
    (rf"{WHO} defeat{_S} (?P<e>{_ENEMY[1:-1]})", lambda m: _f("defeated", who=_who(m), what=_what(m.group("e")))),
    (rf"(?P<e>{_ENEMY[1:-1]}|an ally asset you control|an asset you control) (?:is|would be) defeated",
     lambda m: _f("defeated", what=_what_defeated(m.group("e")))),
    (rf"{WHO} (?:are|is|would be) defeated", lambda m: _f("defeated", what=_who(m))),
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
     lambda m: _f("move", who=_who(m), what=_what(m.group("loc")))),
    (rf"{WHO} (?:move{_S}|leave{_S} (?P<from>@self|this location|your location))",
     lambda m: _f("move", who=_who(m), source=_what(m.group("from")))),
    (rf"(?P<e>{_ENEMY[1:-1]}) engage{_S} {WHO}", lambda m: _f("engage", who=_who(m), what=_what(m.group("e")))),
    (rf"{WHO} engage{_S} (?P<e>{_ENEMY[1:-1]})", lambda m: _f("engage", who=_who(m), what=_what(m.group("e")))),
    (rf"(?P<e>an enemy|@self) spawns(?: at (?P<loc>your location|this location|@self))?",
     lambda m: _f("spawn", what=("enemy-at-your-location" if m.group("loc") == "your location" else _what(m.group("e"))))),
    # cards
    (rf"{WHO} draw{_S} (?:an? )?(?P<kind>enemy|treachery|non-weakness treachery|encounter) card(?: from the encounter deck)?",
     lambda m: _f("draw-encounter-card", who=_who(m), what={"enemy": "enemy", "treachery": "treachery",
                                                           "non-weakness treachery": "non-weakness-treachery"}.get(m.group("kind")))),
    (rf"{WHO} draw{_S} @self", lambda m: _f("draw-encounter-card", who=_who(m), what="self")),
    (rf"{WHO} draw{_S} (?:your|his or her|their) opening hand",
     lambda m: _f("draw-opening-hand", who=_who(m))),
    (rf"{WHO} draw{_S} (?:(?P<margin>{NUMBER}) or more cards|an? card|cards|1 card|(?:1 or more )cards)",
     lambda m: _f("draw-cards", who=_who(m), at_least=_margin(m))),
    (rf"{WHO} play{_S} (?P<c>@self|an event|an asset|a skill|a card|an ally)",
     lambda m: _f("play-card", who=_who(m), what=_what(m.group("c")))),
    (rf"{WHO} commit{_S} (?P<c>@self|a card) to a skill test",
     lambda m: _f("commit-card", who=_who(m), what=_what(m.group("c")))),
    (r"@self is committed to a skill test", lambda m: _f("commit-card", what="self")),
    (r"@self enters play", lambda m: _f("enters-play", what="self")),
    (r"@self leaves play", lambda m: _f("leaves-play", what="self")),
    (r"@self (?:is|becomes) exhausted", lambda m: _f("exhaust", what="self")),
    (r"@self (?:is readied|readies)", lambda m: _f("ready", what="self")),
    # tokens
    (rf"{WHO} reveal{_S} an? (?:{TOKEN} |(?P<sym>symbol) )?(?:chaos )?token",
     lambda m: _f("reveal-chaos-token", who=_who(m), token=_token(m))),
    (rf"an? (?:{TOKEN} |(?P<sym>symbol) )?(?:chaos )?token is revealed",
     lambda m: _f("reveal-chaos-token", token=_token(m))),
    # clues, resources, doom
    (rf"{WHO} discover{_S} (?:(?P<margin>{NUMBER}) or more clues|a clue|clues|1 or more clues)(?: at (?P<loc>@self|this location|your location))?",
     lambda m: _f("discover-clues", who=_who(m), at_least=_margin_clues(m), what=_what(m.group("loc")))),
    (rf"{WHO} gain{_S} (?:(?P<margin>{NUMBER}) or more )?resources?",
     lambda m: _f("gain-resources", who=_who(m), at_least=_margin(m))),
    (rf"(?:(?P<margin>{NUMBER}) or more )?doom (?:is|would be) placed on (?P<c>@self|the current agenda|an agenda)",
     lambda m: _f("place-doom", what={"@self": "self"}.get(m.group("c"), "agenda"), at_least=_margin(m))),
    (r"the (?:current )?(?P<c>act|agenda) advances", lambda m: _f("advance", what=m.group("c"))),
    (rf"{WHO} (?:perform|take){_S} an action", lambda m: _f("perform-action", who=_who(m))),
    # framework steps
    (r"the end of the round", lambda m: _f("round-ends")),
    (r"the (?:beginning|start) of the round", lambda m: _f("round-begins")),
    (r"the (?P<when>end|beginning|start) of the (?P<phase>mythos|investigation|enemy|upkeep) phase",
     lambda m: _f("phase-ends" if m.group("when") == "end" else "phase-begins", phase=m.group("phase"))),
    (r"the (?P<when>end|beginning|start) of (?P<whose>your|each investigator's|an investigator's) turn",
     lambda m: _f("turn-ends" if m.group("when") == "end" else "turn-begins",
                  who="you" if m.group("whose") == "your" else "investigator")),
    (r"your turn (?P<when>begins|ends)", lambda m: _f("turn-begins" if m.group("when") == "begins" else "turn-ends", who="you")),
    (r"(?:you|an investigator) (?:would )?earn experience", lambda m: _f("earn-experience", who="you")),
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
        return _f(event, what="self", **extra)
    return _f(event, who=role, **extra)


_TIMING = [
    (re.compile(r"^when (?P<a>.+?) would (?P<b>.+)$", re.I), "would"),
    (re.compile(r"^(?:when|each time|whenever) (?P<a>.+)$", re.I), "when"),
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


def _timing(text: str) -> tuple[str, str]:
    for pattern, timing in _TIMING:
        m = pattern.match(text)
        if m:
            rest = m.group("a") if timing != "would" else f"{m.group('a')} {m.group('b')}"
            return timing, rest
    raise NotParsed(text, "no timing word (when / after / at / if / would) opens the triggering condition")


def _role(phrase: Phrase | None, table: dict[str, str]) -> str | None:
    """A trigger role's filter from its noun phrase (with where it is): None when there is no phrase."""
    if phrase is None:
        return None
    return pick(table, phrase.text, "phrase in a triggering condition")


def _is_enemy(value: str | None) -> bool:
    """Whether a role filter can only be an enemy: a selector of enemies or a composed enemy filter (its noun
    before its place)."""
    if value is None or value.startswith("trait:"):
        return False
    for place in _FILTER_PLACES.values():
        value = value.removesuffix(f"-{place}")
    return value == "enemy" or value.endswith("-enemy")


def _attack(ins: Instruction) -> Filter | None:
    """"an enemy attacks (you)", "@self attacks", "a non-Elite enemy would attack you": an enemy attack, its
    subject the attacker; "you attack Mad Patient", "an investigator at your location successfully attacks a Monster
    enemy": an investigator's attack (Fight), successful when said so."""
    if ins.subject is None or ins.slots or ins.auxiliaries not in ((), ("would",)):
        return None
    source = _thing(ins.subject, WHAT_FILTERS)
    if source == "self" or (_is_enemy(source) and _named(ins.subject) is None):
        if ins.adverbs:
            return None
        return _f("enemy-attack", source=source, who=_role(ins.object, WHO_FILTERS))
    who = _thing(ins.subject, WHO_FILTERS)
    if who is None or who == "self" or _named(ins.subject) is not None or ins.object is None \
            or ins.adverbs - {"successfully"}:
        return None
    enemy = _thing(ins.object, WHAT_FILTERS)
    if enemy is None or not (_is_enemy(enemy) or enemy == "self" or _named(ins.object) is not None):
        return None
    if "successfully" in ins.adverbs:
        return _f("succeed-skill-test", who=who, via="fight", what=enemy)
    return _f("fight", who=who, what=enemy)


def _engages(ins: Instruction) -> Filter | None:
    """"Maniac engages you", "a Monster enemy engages you", "you engage @self": one engagement, whichever of the two
    the subject is."""
    if ins.subject is None or ins.object is None or ins.slots or ins.adverbs or ins.auxiliaries not in ((), ("would",)):
        return None
    for enemy_phrase, investigator_phrase in ((ins.subject, ins.object), (ins.object, ins.subject)):
        enemy = _thing(enemy_phrase, WHAT_FILTERS)
        who = _thing(investigator_phrase, WHO_FILTERS)
        if who is not None and who != "self" and _named(investigator_phrase) is None and enemy is not None and (
                _is_enemy(enemy) or enemy == "self" or _named(enemy_phrase) is not None):
            return _f("engage", who=who, what=enemy)
    return None


def _revealed(ins: Instruction) -> Filter | None:
    """"@self is revealed", "you reveal @self" (a location): the first time an investigator enters it."""
    if ins.slots or ins.subject is None:
        return None
    if ins.auxiliaries == ("is",) and ins.object is None and ins.subject.words == ["@self"]:
        return _f("reveal-location", what="self")
    if not ins.auxiliaries and ins.object is not None and ins.object.words == ["@self"]:
        return _f("reveal-location", who=_role(ins.subject, WHO_FILTERS), what="self")
    return None


PHASES = ("mythos", "investigation", "enemy", "upkeep")


def _phase(ins: Instruction) -> Filter | None:
    """"a phase begins / ends" (any phase), "the enemy phase begins" (that one)."""
    words = ins.subject.words if ins.subject is not None else []
    if ins.object is not None or ins.slots or ins.auxiliaries or not (
            words == ["a", "phase"] or (len(words) == 3 and words[0] == "the" and words[1] in PHASES
                                        and words[2] == "phase")):
        return None
    return _f("phase-begins" if ins.verb == "begin" else "phase-ends", phase=words[1] if len(words) == 3 else None)


def _engaged(ins: Instruction) -> Filter | None:
    """"you become engaged with an enemy", "an enemy becomes engaged with you": one engagement."""
    subject = ins.subject
    if subject is None or not subject.engaged or ins.object is not None or ins.slots or ins.auxiliaries:
        return None
    bare, other = Phrase(subject.tokens), Phrase(list(tokenize(subject.engaged)))
    investigator, enemy = (bare, other) if bare.words[-1] in ("you", "investigator") else (other, bare)
    return _f("engage", who=_role(investigator, WHO_FILTERS), what=_role(enemy, WHAT_FILTERS))


def _named(phrase: Phrase | None) -> str | None:
    """The card or location a proper name names ("the Ritual Site", "The Hidden Chamber", "Hunting
    Horror"), as the engine's filters name them; None when the phrase is not a name. A lower-case "the" is
    the determiner; a capitalised one inside the sentence is part of the name, as printed."""
    if phrase is None or phrase.where or phrase.engaged is not None or phrase.sealed:
        return None
    tokens = phrase.tokens[1:] if phrase.tokens and phrase.tokens[0].text == "the" else phrase.tokens
    if not tokens or any(t.kind != "name" for t in tokens):
        return None
    return " ".join(t.text for t in tokens)


def _trait_card(phrase: Phrase) -> str | None:
    """"a Spell card", "a Tome or Spell card": any card with that trait (a trait is printed capitalised)."""
    tokens = phrase.tokens
    if len(tokens) < 3 or tokens[0].low not in ("a", "an") or tokens[-1].low != "card" or phrase.where \
            or phrase.engaged is not None or any(t.kind != "name" for t in tokens[1:-1]) or len(tokens) != 3:
        return None
    return f"trait:{tokens[1].text}"


#: The nouns of a composed filter, as printed (singular and plural) → as the engine spells them.
_FILTER_NOUNS = {**{n: n for n in ("enemy", "location", "asset", "event", "skill", "treachery", "card",
                                   "investigator", "act", "agenda")},
                 "enemies": "enemy", "locations": "location", "assets": "asset", "events": "event", "skills": "skill",
                 "treacheries": "treachery", "cards": "card", "investigators": "investigator"}
#: Where a composed filter looks, as printed → as the engine spells it.
_FILTER_PLACES = {"your location": "at-your-location", "this location": "at-this-location",
                  "attached location": "at-attached-location"}


def _composed(phrase: Phrase) -> str | None:
    """"a non-Elite enemy at your location", "a Hex card", "a non-weakness card", "an unengaged enemy" → the
    engine's composed filter (``non-elite-enemy-at-your-location``): a determiner of one or any, qualifiers (a
    state, a trait, "non-" either), the noun, where; "attached enemy", "attached location" → ``attached``. None
    when the phrase is not of that shape (or says nothing the closed selectors do not)."""
    det, rest = determiner(phrase.words)
    if phrase.engaged is not None or phrase.sealed:
        return None
    if det == "" and len(rest) == 2 and rest[0] == "attached" and rest[1] in _FILTER_NOUNS and not phrase.where:
        return "attached"
    if det not in ("a", "an", "any", "each") or not rest or rest[-1] not in _FILTER_NOUNS:
        return None
    where = None
    if phrase.where is not None:
        where = _FILTER_PLACES.get(phrase.where.lower())
        if where is None:
            return None
    quals = enemy_qualifiers(phrase.tokens[len(phrase.tokens) - len(rest):-1], FILTER_STATES)
    if quals is None or not (quals or where):
        return None
    return "-".join([*quals, _FILTER_NOUNS[rest[-1]], *([where] if where else [])])


def _thing(phrase: Phrase | None, table: dict[str, str]) -> str | None:
    """A role's filter: a phrase of the table, a card or location by its name, a card by its trait, a
    composed filter (None: none of them)."""
    named = _named(phrase)
    if named is not None or phrase is None:
        return named
    if _trait_card(phrase) is not None:
        return _trait_card(phrase)
    try:
        return _role(phrase, table)
    except NotParsed:
        return _composed(phrase)


def _enters(ins: Instruction) -> Filter | None:
    """"an investigator enters the Ritual Site", "you enter @self": an investigator's move into it;
    "Hunting Horror enters play": that card entering play."""
    if ins.slots or ins.auxiliaries not in ((), ("would",)) or ins.subject is None:
        return None
    if ins.object is not None and ins.object.words == ["play"] and not ins.object.where:
        card = _thing(ins.subject, WHAT_FILTERS)  # "Hunting Horror enters play"
        return None if card is None else _f("enters-play", what=card)
    who, where = _thing(ins.subject, WHO_FILTERS), _thing(ins.object, WHAT_FILTERS)
    if who is None or who == "self" or where is None or _named(ins.subject) is not None:
        return None  # a card named as the subject may be an enemy: an enemy's move is not an investigator's
    return _f("move", who=who, what=where)


def _defeat(ins: Instruction) -> Filter | None:
    """"the Ghoul Priest is defeated", "you defeat Hastur": the card defeated (and who defeats it)."""
    if ins.slots:
        return None
    if ins.auxiliaries in (("is",), ("would", "be")) and ins.object is None:
        what = _thing(ins.subject, WHAT_FILTERS)
        return None if what is None else _f("defeated", what=what)
    if ins.auxiliaries in ((), ("would",)) and ins.subject is not None:
        who, what = _thing(ins.subject, WHO_FILTERS), _thing(ins.object, WHAT_FILTERS)
        return None if who is None or what is None else _f("defeated", who=who, what=what)
    return None


#: Where an investigator is, in a location's own ability: the location bearing it.
_HERE = ("@self", "this location")
#: "you" in a condition scoped to the bearer location: any investigator there.
AT_THIS_LOCATION = "investigator-at-this-location"


def _turn_ends(ins: Instruction) -> Filter | None:
    """"you end your turn at this location": an investigator's turn ending there (2.2.2)."""
    turn = ins.object
    if ins.slots or ins.auxiliaries or turn is None or turn.words != ["your", "turn"] or ins.subject is None \
            or ins.subject.words != ["you"]:
        return None
    if turn.where is None:
        return _f("turn-ends", who="you")
    return _f("turn-ends", who=AT_THIS_LOCATION) if turn.where.lower() in _HERE else None


def _ends(ins: Instruction) -> Filter | None:
    """"a phase ends", "you end your turn (at this location)"."""
    return _phase(ins) or _turn_ends(ins)


def _plays(ins: Instruction) -> Filter | None:
    """"you play an event", "an investigator plays a Spell card": a card played."""
    if ins.slots or ins.auxiliaries not in ((), ("would",)) or ins.subject is None or ins.object is None:
        return None
    who, what = _thing(ins.subject, WHO_FILTERS), _thing(ins.object, WHAT_FILTERS)
    return None if who is None or what is None else _f("play-card", who=who, what=what)


def _advances(ins: Instruction) -> Filter | None:
    """"this agenda advances", "this act advances": the card bearing the ability advances; "attached agenda
    advances": the one it is attached to."""
    words = ins.subject.words if ins.subject is not None else []
    if ins.object is not None or ins.slots or ins.auxiliaries not in ((), ("would",)):
        return None
    if words in (["this", "agenda"], ["this", "act"]):
        return _f("advance", what="self")
    return _f("advance", what="attached") if words in (["attached", "agenda"], ["attached", "act"]) else None


def _leaves(ins: Instruction) -> Filter | None:
    """"you leave attached location", "an investigator leaves this location": an investigator's move out of it;
    "@self leaves play": that card leaving play."""
    if ins.slots or ins.auxiliaries not in ((), ("would",)) or ins.subject is None or ins.object is None:
        return None
    if ins.object.words == ["play"] and not ins.object.where:
        card = _thing(ins.subject, WHAT_FILTERS)
        return None if card is None else _f("leaves-play", what=card)
    who, where = _thing(ins.subject, WHO_FILTERS), _thing(ins.object, WHAT_FILTERS)
    if who is None or who == "self" or where is None or _named(ins.subject) is not None:
        return None  # a card named as the subject may be an enemy: an enemy's move is not an investigator's
    return _f("move", who=who, source=where)


def _readies(ins: Instruction) -> Filter | None:
    """"attached enemy would ready", "@self readies": that card readying."""
    if ins.slots or ins.object is not None or ins.auxiliaries not in ((), ("would",)):
        return None
    what = _thing(ins.subject, WHAT_FILTERS)
    return None if what is None else _f("ready", what=what)


def _spawns(ins: Instruction) -> Filter | None:
    """"a non-Elite enemy spawns at your location", "an enemy spawns at attached location", "the Ghoul Priest
    spawns": the enemy spawning, its place read as part of the enemy filter (where it is as it spawns)."""
    if ins.object is not None or set(ins.slots) - {"at"} or ins.auxiliaries not in ((), ("would",)) \
            or ins.subject is None or (ins.subject.where and ins.slots):
        return None
    subject = ins.subject
    if "at" in ins.slots:  # "spawns at X" read as the verb's place rather than the enemy's
        subject = Phrase(list(subject.tokens), where=ins.slots["at"].text)
    what = _thing(subject, WHAT_FILTERS)
    return None if what is None else _f("spawn", what=what)


#: Triggering conditions read from the grammar's tree, by verb: a rule returns None when the clause
#: is not its shape, and the phrase table is read next.
TREE_RULES: dict[str, Callable[[Instruction], Filter | None]] = {
    "attack": _attack, "reveal": _revealed, "begin": _phase, "end": _ends, "become": _engaged,
    "advance": _advances, "enter": _enters, "defeat": _defeat, "play": _plays, "leave": _leaves, "ready": _readies,
    "spawn": _spawns, "engage": _engages,
}


def from_tree(rest: str) -> Filter | None:
    """The filter of a condition (its timing word cut) from its tree, when a rule takes it."""
    try:
        # read after its timing word, as printed: a capitalised word opening the condition is a name
        sentence = read_sentence(f"when {rest}")
        if len(sentence.clauses) != 1 or sentence.reminders or sentence.clauses[0].connective != ("when",):
            return None
        tokens = revealed.trigger(sentence.clauses[0])
        if tokens is not None:
            return tokens
        ins = instruction(sentence.clauses[0].chunks, rest)
    except (Refused, NotParsed):
        return None
    rule = TREE_RULES.get(ins.verb)
    if rule is None or (ins.adverbs and rule is not _attack):  # only an attack says how it went ("successfully")
        return None
    try:
        return rule(ins)
    except NotParsed:
        return None


#: ", if you are in @self": the condition holds for an investigator at the location bearing it.
_SCOPED = re.compile(r",? if you are (?:in|at) (?:@self|this location)$", re.I)
#: A capitalised participle after "is" ("If the Ghoul Priest is Defeated"): a verb, not a name.
_PARTICIPLE = re.compile(r"\b(?:is|are|be) [A-Z][a-z]+ed\b")


def parse_trigger(text: str) -> tuple[str, Filter]:
    """The timing word and the trigger filter of a printed triggering condition.

    The tree reads the condition as printed (its capitals tell a card's name from a common noun); the
    phrase table reads it in lower case."""
    printed = _PARTICIPLE.sub(lambda m: m.group(0).lower(), re.sub(r"\s+", " ", text.strip().rstrip(":,. ")))
    timing, rest = _timing(printed)
    rest, here = _SCOPED.sub("", rest), bool(_SCOPED.search(rest))
    # the tree reads the clause with its "would" ("attached enemy would ready"), the table without it
    printed_rest = _SCOPED.sub("", printed[len("when "):]) if timing == "would" else rest
    if re.search(r",\s*if\b|\bif\b.*\bis in play\b|, (?:and |but )", rest, re.I):
        raise NotParsed(text, "a condition on the triggering condition: the engine's trigger has no field for it")
    extra: dict[str, str] = {}
    for pattern, keys in _QUALIFIERS:
        if pattern.search(rest):
            rest, printed_rest = pattern.sub("", rest), pattern.sub("", printed_rest)
            extra.update(keys)
    found = from_tree(printed_rest) or _from_table(rest.lower())
    if found is None:
        raise NotParsed(text, "unknown triggering condition")
    if here:  # "…, if you are in @self": the "you" of the condition is whoever is at this location
        if found.get("who") != "you":
            raise NotParsed(text, "a condition on the triggering condition: the engine's trigger has no field for it")
        found["who"] = AT_THIS_LOCATION
    if extra:
        if found["event"] not in ("enemy-attack", "damage-dealt", "horror-dealt"):
            raise NotParsed(text, "a qualifier this event cannot take")
        if found.get("via") and extra.get("via") == "enemy-phase":
            found["via"] = "enemy-phase"
        found.update({k: v for k, v in extra.items() if k not in found})
    return timing, found


def _from_table(rest: str) -> Filter | None:
    """The filter of the first phrase of :data:`PHRASES` matching the whole condition, else None."""
    for pattern, build in PHRASES:
        m = compiled(pattern).fullmatch(rest)
        if m:
            return build(m)
    return None
