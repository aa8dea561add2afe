"""A chaos token's line → the engine's token effect (a scenario reference card's "[skull]: -2. If you fail, take
1 horror.", an investigator's "[elder_sign] effect: +1 for each clue on your location.").

A line is read sentence by sentence:

- its modifier first: a number ("-2", "+1", "0"), another while a condition on the state holds ("-1 (-3 instead
  if you have 3 or more horror on you)"), a number for each of a count of the game's state ("+1 for
  each clue on your location", "-1 for each …  (max -4)"), or "-X" with a later sentence "X is the amount of
  horror on you (max 5)"; or "Reveal another token" (``again``, no modifier); "If <condition>, reveal another
  token" after it (``again-if``); "This token has an additional -1 for each X" after a modifier (``additional``);
- "If you succeed / fail (this test), …" and "If this skill test is successful, …" (and "If this token is revealed during an attack, and this skill test is successful, …"): results of the test
  (``if-success`` / ``if-fail``), applied by the engine at ST.7; "… successful during an attack, that attack
  deals +1 damage" only as ``attack-damage``, which does nothing outside an attack — the card's very condition;
- "If you fail and <condition>, …", "If this token is revealed during an attack or evasion attempt against X, …": the
  result or the effects inside an ``if`` on the condition (:mod:`.test_conditions`);
- "…, you automatically succeed instead": the automatic result (ST.6 decides by it whatever the modifier); "You may
  instead choose to automatically fail this skill test to draw 3 cards" likewise, the option's (``if-able``);
- "You may spend 2 resources to treat this token as a 0, instead": this token treated as another at ST.4 (its
  modifier at ST.5 the other's), "instead" saying no more than treating does;
- any other sentence: effects that resolve at once, at ST.4.

A count is composed from its noun phrase (:mod:`.counts`). A line with any part the engine cannot hold is not lowered at all:
the fragment is reported (``NotParsed``) and the line keeps only its text.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .conditions import card_state
from . import test_conditions
from .counts import condition, count_of, cut_max
from .effects import RESULT_OPENING, margin_for_each, parse_effects, result_of
from .sentence_split import sentences
from .state_instead import STATE_INSTEAD
from .model import NotParsed
from .results import BY_THIS_EFFECT
from .vocabulary import Context, Effect
from .words import TOKENS



class _Line:
    def __init__(self, body: str, ctx: Context, self_is_you: bool) -> None:
        self.ctx, self.self_is_you = ctx, self_is_you
        self.out: dict[str, Any] = {}
        self.parts = sentences(body)
        self.x: int | None = None  # the sign of "-X" until "X is …" says what it counts
        self.last: tuple[str, int] | None = None  # the sentence last lowered into ``effects`` and how many it added

    def read(self) -> dict[str, Any]:
        if not self.parts:
            raise NotParsed("", "an empty chaos token line")
        for k, s in enumerate(self.parts):
            try:
                if k == 0:
                    self._modifier(s)
                else:
                    self._sentence(s)
            except NotParsed as problem:  # the gap is read in its sentence (the grammar needs its verb)
                problem.sentence = problem.sentence or s
                raise
        if self.x is not None:
            raise NotParsed(self.parts[0], "'X' with no sentence saying what X is")
        if str(self.out.get("count", "")).partition(":")[0].endswith(BY_THIS_EFFECT) and not self.out.get("effects"):  # "those discarded cards": by what?
            raise NotParsed(self.parts[-1], "a count of what an effect did, on a chaos token line with no effect of its "
                            "own whose record the engine could read")
        return self.out

    def _instead_if(self, printed: str) -> dict[str, Any]:
        """"(-3 instead if you have 3 or more horror on you)", "(… if Hunting Horror is at your location)": a count's
        bounds, or a card's state (:func:`.conditions.card_state`), the one reading of each."""
        try:
            return condition(printed, self.self_is_you)
        except NotParsed:
            found = card_state(f"if {printed}")
            if found is None:
                raise
            return found

    def _modifier(self, s: str) -> None:
        low = s.lower().strip()
        if low == "reveal another token":
            self.out["again"] = True
        elif m := re.fullmatch(r"([+-]?)(\d+)", low):
            self.out["modifier"] = int(m.group(1) + m.group(2))
        elif m := re.fullmatch(r"([+-]?\d+) \(([+-]?\d+) instead if (.+?)\.?\)", low):
            self.out.update({"modifier": int(m.group(1)), "instead-modifier": int(m.group(2)),
                             "instead-if": self._instead_if(s.strip()[m.start(3):m.end(3)])})
        elif m := re.fullmatch(r"([+-])x", low):
            self.x = -1 if m.group(1) == "-" else 1
        elif m := re.fullmatch(r"([+-]\d+) for each (.+)", s.strip(), re.I):
            phrase, most = cut_max(m.group(2))
            self._counted(int(m.group(1)), phrase, most)
        else:
            raise NotParsed(s, "a chaos token's modifier the engine cannot hold (a condition, an 'instead')")

    def _counted(self, modifier: int, phrase: str, most: int | None) -> None:
        self.out.update(modifier=modifier, count=count_of(phrase, self.self_is_you))
        if most is not None:
            self.out["max"] = most

    def _sentence(self, s: str) -> None:
        if self.x is not None and (m := re.fullmatch(r"x is (.+)", s.strip(), re.I)):
            phrase, most = cut_max(s[m.start(1):])
            self._counted(self.x, phrase, most)
            self.x = None
            return
        if self._additional(s) or self._again_if(s) or self._instead_of_again(s) or self._conditioned(s) \
                or self._automatic_instead(s):
            return
        printed, during = s, _DURING_ATTACK.fullmatch(s.strip())  # "… during an attack, and this … is successful,"
        s = f"If this skill test is successful during an attack, {during.group('rest')}" if during else s
        m = RESULT_OPENING.match(s.strip())
        if m is None or m.group("by"):  # a result needing a margin: no token line's result has one
            self._effects(s)
            return
        kind = test_conditions.test_kind(m.group("attack")) if m.group("attack") else None  # "during an attack"
        if m.group("attack") and kind is None:
            raise NotParsed(printed, f"a result on a kind of test the engine does not count ({m.group('attack')})")
        self.ctx = test_conditions.referred(self.ctx, kind) if kind else self.ctx
        effects = self._result(s[m.start("rest"):])
        key = f"if-{result_of(m)}"
        self.out.setdefault(key, []).extend([test_conditions.kind_result(kind, effects, printed)] if kind else effects)

    def _additional(self, s: str) -> bool:
        """"This token has an additional -1 for each Innocent Reveler underneath the agenda deck": a second modifier,
        counted in the game's state, added to the one the line opened with (``additional``); a line with no modifier of
        its own ("Reveal another token") has none to add it to, and is refused."""
        m = _ADDITIONAL.fullmatch(s.strip())
        if m is None:
            return False
        if "modifier" not in self.out or "additional" in self.out:
            raise NotParsed(s, "an additional modifier on a chaos token line with no single modifier of its own")
        phrase, most = cut_max(m.group("phrase"))
        extra: dict[str, Any] = {"modifier": int(m.group("n")), "count": count_of(phrase, self.self_is_you)}
        self.out["additional"] = extra if most is None else {**extra, "max": most}
        return True

    def _effects(self, s: str) -> None:
        """A sentence of effects resolving at once; "If <condition>, Y instead" right after the sentence of effects
        it replaces is read with that sentence ("If your location has at least 1 horror on it, take 1 horror. If
        your location has no horror on it, place 1 horror on it instead": :mod:`.state_instead`), as in any text of
        effects — each sentence alone would leave "instead" nothing to replace."""
        effects = self.out.setdefault("effects", [])
        if self.last is not None and STATE_INSTEAD.fullmatch(s.strip().rstrip(".")) and self.last[1] \
                and len(effects) >= self.last[1]:
            before, n = self.last
            joined = f"{before.rstrip('.')}. {s}"
            read = self._lower(joined)
            del effects[len(effects) - n:]
            effects.extend(read)
            self.last = (joined, len(read))
            return
        read = self._lower(s)
        effects.extend(read)
        self.last = (s, len(read))

    def _again_if(self, s: str) -> bool:
        """"If there is an Ancient One enemy in play, reveal another token": the token reveals another only while the
        condition holds as it is revealed (``again-if``: a count's bounds or a card's state, read as "instead if"'s)."""
        m = re.fullmatch(r"if (?P<c>[^,]+),\s*reveal another (?:chaos )?token\.?", s.strip(), re.I)
        if m is None or "again" in self.out:
            return False
        self.out["again-if"] = self._instead_if(s.strip()[m.start("c"):m.end("c")])
        return True

    def _conditioned(self, s: str) -> bool:
        """"If you fail and there is an enemy at your location, take 1 horror" (a result, ``if-fail``), "If this token
        is revealed during an attack or evasion attempt against a Monster enemy, lose 1 action" (at once, ST.4): the
        effects inside the engine's ``if`` on the condition (:mod:`.test_conditions`)."""
        found = test_conditions.conditioned_result(s, self.self_is_you)
        if found is not None:
            result, cond, rest = found
            self.ctx = test_conditions.referred(self.ctx, cond)
            self.out.setdefault(f"if-{result}", []).append(test_conditions.only_if(cond, self._result(rest), s))
            return True
        on_token = test_conditions.token_condition(s, self.self_is_you)
        if on_token is None:
            return False
        self.ctx = test_conditions.referred(self.ctx, on_token[0])
        self.out.setdefault("effects", []).append(test_conditions.only_if(on_token[0], self._lower(on_token[1]), s))
        return True

    def _automatic_instead(self, s: str) -> bool:
        """"If Wendy's Amulet is in play, you automatically succeed instead": an automatic result in place of the
        token's modifier — ST.6 decides the test by it whatever the value (Automatic Failure/Success), so "instead"
        adds nothing; after "Reveal another token" it would replace the reveal, which the engine does not undo."""
        m = re.fullmatch(r"(?P<x>.+?),?\s+instead\.?", s.strip(), re.I)
        before = re.fullmatch(r"(?P<a>.*?\bmay) instead (?P<b>.+)", s.strip(), re.I)  # "You may instead choose to …"
        if (m is None and before is None) or self.out.get("again"):
            return False
        effects = self._automatic_of(m.group("x") if m else f"{before.group('a')} {before.group('b')}")
        if effects is None:
            return False
        self.out.setdefault("effects", []).extend(effects)
        return True

    def _instead_of_again(self, s: str) -> bool:
        """"Reveal another token. If this token is revealed during an attack … against an enemy with doom on it, this
        skill test automatically fails instead": the automatic result replaces the reveal, so the token reveals
        another only while the test is not such a test (``again-if``, checked as it is revealed, ST.3 — the test's
        kind and enemy are known from ST.1) and fails the test while it is (ST.4, decided at ST.6); any other
        "instead" after "Reveal another token" is left to the other readings, which refuse it."""
        m = re.fullmatch(r"(?P<x>.+?),?\s+instead\.?", s.strip(), re.I)
        if m is None or self.out.get("again") is not True:
            return False
        x = m.group("x")
        on_token = test_conditions.token_condition(x, self.self_is_you)
        if on_token is None or set(on_token[0]) != {"count", "at-least"} or on_token[0]["at-least"] != 1:
            return False  # the reveal is kept only while a 0-or-1 test count is 0: its inverse, "at most 0"
        inner = self._lower(on_token[1])
        if not _automatic_only(inner):
            return False
        self.ctx = test_conditions.referred(self.ctx, on_token[0])
        del self.out["again"]
        self.out["again-if"] = {"count": on_token[0]["count"], "at-most": 0}
        self.out.setdefault("effects", []).append(test_conditions.only_if(on_token[0], inner, x))
        return True

    def _automatic_of(self, x: str) -> list[Effect] | None:
        """The effects of the words before "instead" when they are an automatic result, alone ("you automatically
        succeed"), as the last option of "Either …, or this test automatically fails" ("instead" names the choice
        itself: the option chosen resolves in place of the other), or under the token's condition ("If this token is
        revealed during an attack …, this skill test automatically fails": checked at once, ST.4); None otherwise."""
        on_token = test_conditions.token_condition(x, self.self_is_you)
        if on_token is not None:
            inner = self._lower(on_token[1])
            if not _automatic_only(inner):
                return None
            self.ctx = test_conditions.referred(self.ctx, on_token[0])
            return [test_conditions.only_if(on_token[0], inner, x)]
        effects = self._lower(x)
        if len(effects) == 1 and effects[0]["effect"] == "either" and _automatic_only(effects[0]["effects"][-1:]):
            return effects
        return effects if _automatic_only(effects) or _treats_only(effects) else None

    def _result(self, text: str) -> list[Effect]:
        """A result's effects; "… for each point you failed by" counts the test's margin (``for-each``). A result
        resolves at ST.7, once the token has resolved: "this token" is no longer one to treat as another."""
        m = re.fullmatch(r"(.+?) for each point you (fail|succeed)(?:ed)? by", text.strip(), re.I)
        if m is None:
            return self._lower(text, at_once=False)
        return [margin_for_each(m.group(2), self._lower(m.group(1), at_once=False), m.group(1))]

    def _lower(self, text: str, at_once: bool = True) -> list[Effect]:
        read = parse_effects(text, self.ctx if at_once else replace(self.ctx, token_line=False))
        if read.problems:
            raise read.problems[0]
        if read.designator or not read.effects:
            raise NotParsed(text, "unknown effect")
        return read.effects


#: "This token has an additional -1 for each X", "this token gets an additional …": a second modifier, counted.
_ADDITIONAL = re.compile(r"this (?:chaos )?token(?:'s modifier)? (?:has|gets) an additional (?P<n>[+-]\d+) for each "
                         r"(?P<phrase>.+?)\.?", re.I)

#: "If this token is revealed during an attack, and this skill test is successful, X": the result "successful during an
#: attack" said the other way round (X only the attack's damage, as there).
_DURING_ATTACK = re.compile(r"if this token is revealed during an attack,? and (?:this (?:skill )?test is successful|you "
                            r"succeed),\s*(?P<rest>.+)", re.I)


def _automatic_only(effects: list[Effect]) -> bool:
    """Whether ``effects`` (inside an ``if`` too, or as the optional instruction of an ``if-able``: "You may instead
    choose to automatically fail this skill test to draw 3 cards", what it brings about its ``done``) only make the test
    succeed or fail automatically."""
    return bool(effects) and all(_automatic_only(e.get("effects", [])) and not e.get("otherwise")
                                 if e["effect"] in ("if", "if-able") else e["effect"] == "automatic" for e in effects)


def _treats_only(effects: list[Effect]) -> bool:
    """Whether ``effects`` only treat this token as another or ignore it, paid for or not ("You may spend 2 resources
    to treat this token as a 0, instead"): "instead" then says the token resolves as the other in place of its own
    modifier, which treating it does (Chaos Tokens), so it adds nothing."""
    return bool(effects) and all(_treats_only(e["effects"]) if e["effect"] == "spend" and e.get("effects")
                                 else e["effect"] in ("treat-token", "ignore-token") for e in effects)


def chaos_line(tokens: list[str], body: str, card_type: str | None) -> dict[str, Any]:
    """The card field for one chaos token line: ``{tokens, text}`` and the token effect read from it; raises
    ``NotParsed`` (the fragment the engine cannot hold) when any part of it is not lowered."""
    ctx = Context(kind="forced", card_type=card_type, token_line=True, during_test=True)
    effect = _Line(body, ctx, self_is_you=card_type == "investigator").read()
    return {"tokens": [TOKENS.get(t, t) for t in tokens], **effect, "text": body}
