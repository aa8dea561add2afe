"""One effect clause → the engine's effect dicts: the phrase table of imperative sentences.

A clause is one instruction ("Discover 1 clue at your location", "deal 1 damage to the attacking
enemy"). Each entry of :data:`CLAUSES` is a pattern over the lower-case clause and a builder; the
builder resolves noun phrases through the tables of :mod:`.words` and the ability's context ("that
enemy" is the attacking enemy when an attack triggered the ability). Sentence structure (Then,
If you succeed, for each, either, instead) is :mod:`.effects`' job, not this module's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .model import NotParsed
from .words import (CARD_TARGETS, compiled, ENEMY_TARGETS, INVESTIGATOR_TARGETS, LOCATION_TARGETS, NUMBER, SKILL,
                    number, pick)

Effect = dict[str, Any]


@dataclass(frozen=True)
class Context:
    """What a clause's words refer to: the ability's kind, timing and trigger, the card's type."""

    kind: str = "constant"
    timing: str | None = None
    trigger: dict[str, Any] | None = None
    card_type: str | None = None

    @property
    def event(self) -> str | None:
        return (self.trigger or {}).get("event")

    def that_enemy(self) -> str:
        """"That enemy": the attacker of an attack, else the enemy the triggering condition names."""
        if self.event == "enemy-attack" or (self.trigger or {}).get("via") in ("attack", "enemy-phase"):
            return "attacking-enemy"
        if self.event in ("defeated", "engage", "evade", "fight", "spawn", "succeed-skill-test",
                          "fail-skill-test", "draw-encounter-card", "enemy-moves"):
            return "triggering-what"
        raise NotParsed("that enemy", "'that enemy' has nothing to refer to in this triggering condition")

    def location(self, phrase: str) -> str:
        if phrase == "@self" and self.card_type == "location":
            return "this-location"
        return pick(LOCATION_TARGETS, phrase, "location phrase")

    def target(self, phrase: str) -> str:
        """Any target of deal/heal/exhaust/ready: investigator, enemy or card phrase."""
        key = phrase.strip().lower()
        if key in ("that enemy", "the attacking enemy", "attacked enemy", "the attacked enemy"):
            return "attacking-enemy" if "attack" in key else self.that_enemy()
        if key in ("that investigator",):
            if not self.trigger:
                raise NotParsed(phrase, "'that investigator' has nothing to refer to here")
            return "triggering-who"
        if key in ("that card", "that asset"):
            if not self.trigger:
                raise NotParsed(phrase, f"'{key}' has nothing to refer to here")
            return "triggering-what"
        for table in (INVESTIGATOR_TARGETS, ENEMY_TARGETS, CARD_TARGETS):
            if key in table:
                return table[key]
        if re.search(r"\b(?:non-)?elite\b|\b[a-z]+ (?:enemy|asset)\b", key):
            raise NotParsed(phrase, "a target with a qualifier the engine's selectors cannot express")
        raise NotParsed(phrase, "unknown target (the engine has no selector for it)")

    def who(self, phrase: str | None) -> str:
        if not phrase:
            return "you"
        key = phrase.strip().lower()
        if key == "that investigator":
            return self.target(key)
        return pick(INVESTIGATOR_TARGETS, key, "investigator phrase")


Builder = Callable[[re.Match[str], Context], list[Effect]]

_WHO_SUBJ = (r"(?:(?P<who>each investigator at this location|each investigator at your location|each investigator"
             r"|an investigator at your location|that investigator|all investigators|you) )?")
_DURATION: dict[str, str] = {
    "for this skill test": "for-this-skill-test", "for this test": "for-this-skill-test",
    "for this attack": "for-this-skill-test", "for this investigation": "for-this-skill-test",
    "for this evasion attempt": "for-this-skill-test", "for this evasion": "for-this-skill-test",
    "until the end of the turn": "until-end-of-turn", "until the end of your turn": "until-end-of-turn",
    "until the end of the phase": "until-end-of-phase", "until the end of the round": "until-end-of-round",
    "for the remainder of the phase": "until-end-of-phase", "for the remainder of the round": "until-end-of-round",
    "this turn": "until-end-of-turn", "this phase": "until-end-of-phase", "this round": "until-end-of-round",
}
DURATION = "(?P<dur>" + "|".join(sorted(_DURATION, key=len, reverse=True)) + ")"

#: "You cannot …" phrases → the event a ``cannot`` lasting effect or constant ability forbids.
CANNOT: dict[str, dict[str, Any]] = {
    "gain resources": {"event": "gain-resources"},
    "draw cards": {"event": "draw-cards"},
    "move": {"event": "move"},
    "investigate": {"event": "investigate"},
    "investigate @self": {"event": "investigate", "what": "self"},
    "investigate this location": {"event": "investigate", "what": "this-location"},
    "play events": {"event": "play-card", "what": "event"},
    "play assets": {"event": "play-card", "what": "asset"},
    "play cards": {"event": "play-card"},
    "commit cards to skill tests": {"event": "commit-card"},
    "discover clues": {"event": "discover-clues"},
    "heal damage": {"event": "heal"}, "heal horror": {"event": "heal"},
    "move into @self": {"event": "move", "what": "self"}, "enter @self": {"event": "move", "what": "self"},
    "attack @self": {"event": "fight", "what": "self"}, "fight @self": {"event": "fight", "what": "self"},
    "evade @self": {"event": "evade", "what": "self"},
}


def _n(m: re.Match[str], group: str = "n") -> int:
    return number(m.group(group))


def _dmg(kind: str, amount: int, to: str, direct: bool = False) -> Effect:
    out: Effect = {"effect": f"deal-{kind}", "amount": amount, "to": to}
    if direct:
        out["direct"] = True
    return out


def _take(m: re.Match[str], c: Context) -> list[Effect]:
    to = c.who(m.group("who"))
    out = [_dmg(m.group("k1"), _n(m, "n1"), to, bool(m.group("d1")))]
    if m.group("n2"):
        out.append(_dmg(m.group("k2"), _n(m, "n2"), to, bool(m.group("d2"))))
    return out


def _heal(m: re.Match[str], c: Context) -> list[Effect]:
    to = c.target(m.group("to")) if m.group("to") else "you"
    out = [{"effect": f"heal-{m.group('k1')}", "amount": _n(m, "n1"), "to": to}]
    if m.group("n2"):
        out.append({"effect": f"heal-{m.group('k2')}", "amount": _n(m, "n2"), "to": to})
    return out


def _discover(m: re.Match[str], c: Context) -> list[Effect]:
    out: Effect = {"effect": "discover-clues", "amount": _n(m)}
    if m.group("who"):
        out["who"] = c.who(m.group("who"))
    if m.group("loc") and c.location(m.group("loc")) != "your-location":
        out["location"] = c.location(m.group("loc"))
    return [out]


def _simple(name: str, key: str = "amount") -> Builder:
    def build(m: re.Match[str], c: Context) -> list[Effect]:
        out: Effect = {"effect": name, key: _n(m)}
        if m.groupdict().get("who"):
            out["who"] = c.who(m.group("who"))
        return [out]
    return build


def _skill_mod(m: re.Match[str], c: Context) -> list[Effect]:
    duration = _DURATION[m.group("dur")]
    pairs = re.findall(r"([+-]\d+) " + SKILL, m.group("mods"))
    if not pairs or re.sub(r"[+-]\d+ " + SKILL + r"|,|and|\s", "", m.group("mods")):
        raise NotParsed(m.group("mods"), "a modifier to something other than a skill")
    return [{"effect": "lasting", "duration": duration,
             "applies-to": {"event": "skill-test-begins", "who": "you", "skill": skill},
             "skill-modifier": int(amount)} for amount, skill in pairs]


def _cannot(m: re.Match[str], c: Context) -> list[Effect]:
    what = pick({k: k for k in CANNOT}, m.group("what"), "thing forbidden ('cannot …')")
    applies = {**CANNOT[what], "who": "you"} if CANNOT[what]["event"] != "heal" else {**CANNOT[what]}
    return [{"effect": "lasting", "duration": _DURATION[m.group("dur")], "applies-to": applies, "cannot": True}]


def _cancel(m: re.Match[str], c: Context) -> list[Effect]:
    if not c.trigger:
        raise NotParsed(m.group(0), "'cancel' needs a triggering condition to cancel")
    if "attack" in m.group(0) and c.event != "enemy-attack":
        raise NotParsed(m.group(0), "'cancel that attack' needs an enemy attack as the triggering condition")
    return [{"effect": "cancel"}]


def _prevent(m: re.Match[str], c: Context) -> list[Effect]:
    if c.event not in ("damage-dealt", "horror-dealt") or c.timing not in ("would", "when"):
        raise NotParsed(m.group(0), "'prevent' needs a 'when … would take damage/horror' triggering condition")
    return [{"effect": "prevent", "amount": _n(m)}]


def _to(name: str, key: str, resolve: str) -> Builder:
    def build(m: re.Match[str], c: Context) -> list[Effect]:
        phrase = m.group("t")
        value = c.location(phrase) if resolve == "location" else c.target(phrase)
        return [{"effect": name, key: value}]
    return build


def _move(m: re.Match[str], c: Context) -> list[Effect]:
    out: Effect = {"effect": "move"}
    if m.group("who"):
        out["who"] = c.who(m.group("who"))
    loc = c.location(m.group("t"))
    if loc != "a-connecting-location":
        out["to"] = loc
    return [out]


def _doom(m: re.Match[str], c: Context) -> list[Effect]:
    target = m.group("t") or "the current agenda"
    to = pick(CARD_TARGETS, target, "card phrase") if target != "your location" else "your-location"
    out: Effect = {"effect": "place-doom", "amount": _n(m)}
    if to != "current-agenda":
        out["to"] = to
    return [out]


def _test(m: re.Match[str], c: Context) -> list[Effect]:
    out: Effect = {"effect": "test", "skill": m.group(1), "difficulty": _n(m, "n")}
    return [out]


#: (pattern, builder): the printed imperative clauses. The pattern must match the whole clause.
CLAUSES: list[tuple[str, Builder]] = [
    (rf"{_WHO_SUBJ}(?:must )?(?:takes?|suffers?) (?P<n1>{NUMBER}) (?P<d1>direct )?(?P<k1>damage|horror)"
     rf"(?: and (?P<n2>{NUMBER}) (?P<d2>direct )?(?P<k2>damage|horror))?", _take),
    (rf"deal (?P<n1>{NUMBER}) (?P<d1>direct )?(?P<k1>damage|horror)(?: and (?P<n2>{NUMBER}) (?P<d2>direct )?"
     r"(?P<k2>damage|horror))? to (?P<t>.+)",
     lambda m, c: [_dmg(m.group("k1"), _n(m, "n1"), c.target(m.group("t")), bool(m.group("d1")))]
     + ([_dmg(m.group("k2"), _n(m, "n2"), c.target(m.group("t")), bool(m.group("d2")))] if m.group("n2") else [])),
    (rf"heal (?P<n1>{NUMBER}) (?P<k1>damage|horror)(?: and (?P<n2>{NUMBER}) (?P<k2>damage|horror))?"
     r"(?: from (?P<to>.+))?", _heal),
    (rf"{_WHO_SUBJ}discovers? (?P<n>{NUMBER}) (?:additional )?clues?(?: at (?P<loc>.+))?", _discover),
    (rf"{_WHO_SUBJ}draws? (?P<n>{NUMBER}) cards?", _simple("draw")),
    (rf"{_WHO_SUBJ}gains? (?P<n>{NUMBER}) resources?", _simple("gain-resources")),
    (rf"{_WHO_SUBJ}loses? (?P<n>{NUMBER}) actions?", _simple("lose-actions")),
    (rf"{_WHO_SUBJ}loses? (?P<n>{NUMBER}) resources?", _simple("lose-resources")),
    (rf"{_WHO_SUBJ}(?:earns?|gains?) (?P<n>{NUMBER}) (?:additional )?experience", _simple("earn-experience")),
    (rf"{_WHO_SUBJ}(?:immediately )?moves? to (?P<t>.+)", _move),
    (r"engage (?P<t>.+)", lambda m, c: [{"effect": "engage", "enemy": c.target(m.group("t"))}]),
    (r"automatically evade (?P<t>.+)",
     lambda m, c: [{"effect": "evade", "automatic": True, "enemy": c.target(m.group("t"))}]),
    (r"exhaust (?P<t>.+)", _to("exhaust", "to", "target")),
    (r"ready (?P<t>.+)", _to("ready", "to", "target")),
    (r"cancel (?:that attack|the attack|that card's (?:revelation )?effects?|the effects of that (?:card|treachery"
     r"|ability|event)|its effects|that effect|that ability's effects)", _cancel),
    (rf"prevent (?P<n>{NUMBER}) of that (?:damage|horror)", _prevent),
    (rf"place (?P<n>{NUMBER}) doom(?: on (?P<t>the current agenda|@self|it|your location))?", _doom),
    (rf"{_WHO_SUBJ}draws? (?:the top card of the encounter deck|an encounter card|1 encounter card)",
     lambda m, c: [{"effect": "draw-encounter-card", **({"who": c.who(m.group("who"))} if m.group("who") else {})}]),
    (r"discard (?P<t>@self|it)", lambda m, c: [{"effect": "discard", "to": "self"}]),
    (r"put (?:@self|it) into play", lambda m, c: [{"effect": "put-into-play", "to": "self"}]),
    (r"(?:you )?resign", lambda m, c: [{"effect": "resign"}]),
    (r"(?:you )?(?:your turn ends|end your turn)(?: immediately)?", lambda m, c: [{"effect": "end-turn"}]),
    (r"advance (?:the )?(?:current )?(?P<t>act|agenda)(?: deck)?",
     lambda m, c: [{"effect": "advance", "to": f"current-{m.group('t')}"}]),
    (r"explore", lambda m, c: [{"effect": "explore"}]),
    (r"reveal a random chaos token(?: from the chaos bag)?", lambda m, c: [{"effect": "reveal-token"}]),
    (r"seal (?:it|that token|the revealed token) on (?:@self|it)", lambda m, c: [{"effect": "seal", "to": "self"}]),
    (r"release (?:each|all|the) (?:chaos )?tokens? sealed (?:on|here|on @self)(?: @self)?",
     lambda m, c: [{"effect": "release", "to": "self"}]),
    (rf"(?:you )?get (?P<mods>(?:[+-]\d+ {SKILL}(?:,? (?:and )?)?)+) {DURATION}", _skill_mod),
    (rf"{DURATION}, you get (?P<mods>(?:[+-]\d+ {SKILL}(?:,? (?:and )?)?)+)",
     lambda m, c: _skill_mod(m, c)),
    (rf"(?:you )?get (?P<n>[+-]\d+) skill value {DURATION}",
     lambda m, c: [{"effect": "modify-skill", "amount": int(m.group("n"))}]),
    (rf"(?:you )?cannot (?P<what>.+?) {DURATION}", _cannot),
    (rf"{DURATION}, you cannot (?P<what>.+)", lambda m, c: _cannot(m, c)),
    (r"(?:you )?automatically (?P<r>succeed|fail)(?: (?:this|the) (?:skill )?test)?|"
     r"this (?:skill )?test automatically (?P<r2>succeeds|fails)",
     lambda m, c: [{"effect": "automatic", "result": "success" if "succeed" in (m.group("r") or m.group("r2")) else "fail"}]),
    (rf"test {SKILL} \((?P<n>\d+)\)", _test),
]

#: Clauses with a known meaning the engine's effects cannot hold: reported with this reason.
NO_VOCABULARY: list[tuple[str, str]] = [
    (r"(?:you )?loses? (?:all|each of) (?:your )?resources", "losing every resource: the engine's 'lose-resources' "
     "takes an amount"),
    (r"search .+", "searching a deck for a card the text describes: the engine's 'search-deck' needs the card named"),
    (r"shuffle .+", "shuffling cards: the engine has no effect for it"),
    (r"(?:choose and )?discard .+ from your hand|discard (?:the top|\d+ cards?)", "discarding cards from a hand or deck: the engine has no effect for it"),
    (r"remove .+ from the game", "removing a card from the game: the engine has no effect for it"),
    (r"return .+ to your hand", "returning a card to hand: the engine has no effect for it"),
    (r"look at .+", "looking at cards: the engine has no effect for it"),
    (r"attach .+", "attaching a card: the engine has no effect for it"),
    (r"place (?:\d+ |a )?(?:clues?|resources?|damage|horror) on .+", "placing tokens on a card: the engine has no effect for it"),
    (r"you may take an additional action.*|take an additional action.*", "an additional action: an investigator field, not an effect"),
    (r"(?:flip|turn) .+", "flipping a card: only locations flip in the engine"),
    (r"(?:you )?gain control of .+", "gaining control of a card: the engine has no effect for it"),
    (r"(?:each|all) (?:other )?investigators? .+", "an instruction to several investigators the engine's selectors cannot express"),
]


def parse_clause(text: str, ctx: Context) -> list[Effect]:
    """The effects of one clause; :class:`NotParsed` quoting it if no phrase matches."""
    low = re.sub(r"\s+", " ", text.strip().strip(".,;").strip()).lower()
    may = False
    m = re.match(r"^(?:you )?may (.+)$", low)
    if m:
        may, low = True, m.group(1)
    for pattern, build in CLAUSES:
        match = compiled(pattern).fullmatch(low)
        if match:
            try:
                effects = build(match, ctx)
            except NotParsed as problem:
                if problem.fragment.lower() in (low, match.group(0)):  # quote the printed words, not the lower case
                    raise NotParsed(text.strip().strip(".,;").strip(), problem.reason) from None
                raise
            if may:
                for e in effects:
                    e["may"] = True
            return effects
    for pattern, reason in NO_VOCABULARY:
        if compiled(pattern).fullmatch(low):
            raise NotParsed(text, reason)
    raise NotParsed(text, "unknown effect")
