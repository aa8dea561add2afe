"""What the tree's lowering (:mod:`.lowering`) does not yet take: the remaining phrase table.

Most instructions are lowered from the grammar's tree, verb by verb. What is left here are the
clauses whose shape the grammar does not yet read as one frame — a duration ("You get +1 [combat]
until the end of the round", "you cannot … this turn"), "automatically succeed", sealing and
releasing tokens, "your turn ends" — each a pattern over the lower-case clause and a builder, and
the clauses the engine cannot hold (:data:`NO_VOCABULARY`), reported with their reason. Also the
:class:`Context` every lowering reads ("that enemy" is the attacker when an attack triggered it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .model import NotParsed
from .words import SKILL, compiled, pick

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


Builder = Callable[[re.Match[str], Context], list[Effect]]

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


#: (pattern, builder): the printed imperative clauses. The pattern must match the whole clause.
CLAUSES: list[tuple[str, Builder]] = [
    (r"(?:you )?(?:your turn ends|end your turn)(?: immediately)?", lambda m, c: [{"effect": "end-turn"}]),
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
