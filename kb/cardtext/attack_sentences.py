"""The reader's sentences that modify the attack a designated Fight makes (a mixin of ``effects.py``'s reader, as
:mod:`.test_sentences` is, whose handlers it extends): the attack's damage modified as the test begins, on a
condition or not ("This attack deals 1 less damage", "If used to attack The Experiment, this attack deals +6 damage",
"If the attacked enemy is the only enemy engaged with you, …"), and on a condition its skill value too ("If Lupara
entered play this turn, you get an additional +1 [combat] …"), and the attack's damage counted from its margin, at
least and at most a number ("Instead of its standard damage, this attack deals 1 damage for each point you succeed by
(to a minimum of 1, to a maximum of 5)").

The instructions are lowered by the verb frame of :mod:`.attack_modifiers`; a condition is the one reader of a
test's or the state's conditions (:func:`.test_conditions.condition`); a margin's count is the reader's own
``_for_each_effect`` (the one builder of a margin's ``for-each``), its minimum :func:`.attack_modifiers.at_least`.
"""

from __future__ import annotations

import re
from typing import Any

from .attack_modifiers import at_least, cut_least
from .conditions import card_state
from .model import NotParsed
from .test_conditions import condition, only_if
from .test_sentences import TestSentences
from .vocabulary import Effect

#: "If C, X": a condition and what holds under it.
_IF = re.compile(r"if (?P<c>[^,]+),\s*(?P<rest>.+)", re.I)
#: "X for each point you succeed (fail) by (…)": a margin's count, its parenthesis kept for its bounds.
_POINTS = re.compile(r"(?P<x>.+?) for each point you (?P<which>succeed|fail)(?:ed)? by\s*(?P<paren>\([^()]*\))?", re.I)
#: Openings that say what the rules already do: "Instead of its standard damage," (the attack's damage a number
#: replaces: :mod:`.attack_modifiers`' bare amount), "If you fail and would damage another investigator," and "If you
#: perform this attack against an enemy engaged with another investigator and you fail," (Fight: a failed attack deals
#: damage only to another investigator engaged with the enemy, so its damage on failing is only ever that one's) → the
#: result it must be printed for (None: either).
_OPENINGS: dict[str, str | None] = {"instead of its standard damage": None,
                                    "if you fail and would damage another investigator": "fail",
                                    "if you (?:perform|make) this attack against an enemy engaged with another "
                                    "investigator and you fail": "fail"}
_OPENING = re.compile(rf"(?P<o>{'|'.join(_OPENINGS)}),\s*", re.I)


def _attack_only(effects: list[Effect]) -> bool:
    """Whether every effect (inside ``if`` and ``for-each`` too) modifies the attack's damage."""
    return bool(effects) and all(_attack_only(e.get("effects", []) + e.get("otherwise", []))
                                 if e["effect"] in ("if", "for-each") else e["effect"] == "attack-damage" for e in effects)


def _replaces(effects: list[Effect]) -> bool:
    """Whether every attack-damage effect (inside ``if`` and ``for-each`` too) replaces the standard damage."""
    return all(_replaces(e.get("effects", []) + e.get("otherwise", [])) if e["effect"] in ("if", "for-each")
               else e.get("replace-result", False) for e in effects)


def _opened(opening: re.Match[str]) -> str | None:
    """The result an :data:`_OPENING` must be printed for (None: either), whichever of its wordings matched."""
    return next(branch for key, branch in _OPENINGS.items() if re.fullmatch(key, opening.group("o"), re.I))


class AttackSentences(TestSentences):
    """The reader's handlers of a Fight's attack modifiers (each ``(sentence, lower-case) -> bool``)."""

    branch: str | None

    def _fighting(self) -> bool:
        """Whether a designated Fight's sentences are being read, before any of its results."""
        return self.action is not None and self.action["effect"] == "fight" and self.branch is None

    def _attack_modifier(self, s: str, low: str) -> bool:
        """"This attack deals 1 less damage", "If used to attack The Experiment, this attack deals +6 damage": the
        attack's damage modified, resolved as its test begins (ST.1) with its condition checked then."""
        if not self._fighting():
            return False
        m = _IF.fullmatch(s.strip().rstrip("."))
        try:
            if m is not None:
                found = condition(m.group("c"), self.ctx.card_type == "investigator") or card_state(f"if {m.group('c')}")
                if found is None:
                    return False
                effects = [only_if(found, self._clauses(m.group("rest")), self._said(s))]
            else:
                effects = self._clauses(s)
        except NotParsed:
            return False  # left to the other readings, whose gap it is
        # on a condition, any modifier of the test ("If Lupara entered play this turn, you get an additional +1
        # [combat] and deal an additional +1 damage for this attack") is the attack's, checked as its test begins
        return (m is not None or _attack_only(effects)) and self._modifying(effects, s)

    def _failed_attack(self, s: str, low: str) -> bool:
        """"If you perform this attack against an enemy engaged with another investigator and you fail, you deal no
        damage": the failed attack's damage modified — the opening names the only failed attack that deals damage
        (Fight: to the other investigator engaged with the enemy), so it is the test's ``fail`` result, applied before
        that damage is dealt (ST.7: a result that modifies an existing consequence). A count of the margin is
        :meth:`_margin_bounded`'s; anything but the attack's damage after the opening is left to the other readings."""
        text = s.strip().rstrip(".")
        opening = _OPENING.match(text)
        if opening is None or _opened(opening) != "fail" or self.action is None or self.action["effect"] != "fight":
            return False
        rest = text[opening.end():]
        if _POINTS.fullmatch(cut_least(rest)[0]) is not None:
            return False
        try:
            effects = self._clauses(rest)
        except NotParsed:
            return False
        if not _attack_only(effects):
            return False
        if self.test is None:
            self.test = self.action  # a designated action's test: its results beside the action's own (ST.7)
        self.test.setdefault("fail", []).extend({**e, "text": self._said(s)} for e in effects)
        return True

    def _margin_bounded(self, s: str, low: str) -> bool:
        """"Instead of its standard damage, this attack deals 1 damage for each point you succeed by (to a minimum of
        1, to a maximum of 5)", "… for each point you fail by (to a minimum of 1)": the margin's ``for-each`` (at most
        its maximum), at least its minimum, a result of the test before it (ST.7)."""
        text = s.strip().rstrip(".")
        opening = _OPENING.match(text)
        if opening is not None:
            text = text[opening.end():]
        cut, least = cut_least(text)
        m = _POINTS.fullmatch(cut)
        if m is None or (least is None and opening is None):
            return False
        which = m.group("which").lower()
        branch = "fail" if which.startswith("fail") else "success"
        if opening is not None and _opened(opening) not in (None, branch):
            raise NotParsed(s, "a failed attack's opening before a count of the points succeeded by")
        if self.test is None and self.action is not None:
            self.test = self.action  # a designated action's test: its results beside the action's own (ST.7)
        if self.test is None:
            raise self._no_test(s, "'for each point you succeed by' with no test before it")
        inner = f"{m.group('x')} {m.group('paren') or ''}".strip()
        effect: Any = self._for_each_effect(inner, which)
        if opening is not None and not (_attack_only([effect]) and _replaces([effect])):
            raise NotParsed(s, f"\u201c{opening.group('o')}\u201d before something other than the attack's damage")
        self.test.setdefault(branch, []).append(at_least(effect, least, self._said(s)))
        return True
