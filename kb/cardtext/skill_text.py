"""A skill card's text: its commit effects, its commit restriction, and an additional cost to commit it.

"If this skill test is successful, …" is the card's ``if-success`` / ``if-fail`` (Skill Cards); "Commit only to a skill
test you are performing" its ``commit-own-test`` / ``commit-if`` (:mod:`.commits`); both are card fields the engine
takes, shown as an ability of kind ``skill``. "As an additional cost to commit "Watch this!" to a skill test, spend up
to 3 resources" (:mod:`.additional_costs`) and "While X is committed to a skill test …, X gains [wild]"
(:mod:`.committed`) are constant abilities about the card's own commit — the engine applies them as the card is
committed — so they are read apart, as constants, and the rest of the paragraph as before.
"""

from __future__ import annotations

import re
from typing import Any

from .additional_costs import additional_cost
from .committed import committed_constant, counted_icons
from .committed_timing import instead_of_reveal, timed_ability
from .effects import parse_effects
from .sentence_split import sentences
from .test_values import committed_change
from .model import Ability, NotParsed
from .vocabulary import Context
from .words import SELF


#: A skill's effect timed within the test it is committed to: "After revealing chaos tokens for this test, …".
_WITHIN_TEST = re.compile(r"(?P<when>after|when|before) (?P<what>[a-z]+ing\b[^,]*?) for this (?:skill )?test,\s*"
                          r"(?P<rest>.+)", re.I | re.S)


class SkillText:
    """The card reader's handling of a skill's paragraph (``parser._Card`` defines the state it works on)."""

    name: str | None
    label: str
    abilities: list[Ability]
    problems: list[NotParsed]
    card: dict[str, Any]

    def _settle(self, start: int) -> tuple[dict[str, Any], ...]:
        raise NotImplementedError

    def _skill(self, body: str) -> None:
        """A skill's commit effects: the card's ``if-success`` / ``if-fail``, and its commit restriction
        (``commit-own-test``, ``commit-if``), shown as an ability of kind ``skill`` (the engine takes them from the
        card fields); its additional costs to commit it, constant abilities (:meth:`_commit_cost`); its changes to
        the values of the test it is committed to, card fields too (:mod:`.test_values`)."""
        every = sentences(body)
        kept = [s for s in every if not self._commit_cost(s)]
        if not kept:
            return
        if len(kept) < len(every):  # the rest of the paragraph, as printed
            body = " ".join(s if s.endswith((".", ")")) else s + "." for s in kept)
        start = len(self.problems)
        changes = self._test_changes(kept)  # "Double the difficulty of this skill test"; a refused one (None): a gap
        rest = [s for s in kept if s not in changes]
        results: tuple[tuple[str, Any], ...] = tuple(item for fields in changes.values() if fields
                                                     for item in fields.items())
        self.card.update(results)
        if rest:
            results += self._results(" ".join(s if s.endswith((".", ")")) else s + "." for s in rest))
        gaps = self._settle(start)
        if results or gaps:
            self.abilities.append(Ability(kind="skill", source_text=body.replace(SELF, self.label), timing="if",
                                          extra=results, gaps=gaps))

    def _results(self, body: str, timed: bool = True) -> tuple[tuple[str, Any], ...]:
        """The card fields of a skill's results and commit restriction in ``body``; anything else is a gap."""
        within = _WITHIN_TEST.fullmatch(body.strip()) if timed else None
        if within is not None:  # "After revealing chaos tokens for this test, you may …": read, but the engine has no time
            return self._timed(body, within)
        instead = instead_of_reveal(body, body.replace(SELF, self.label)) if timed else None
        if instead is not None:  # "Do not reveal chaos tokens … Treat the chaos token revealed … as an [elder_sign]"
            self.abilities.append(instead)
            return ()
        read = parse_effects(body, Context(kind="constant", card_type="skill", name=self.name))
        self.problems.extend(read.problems)
        results = tuple((key, read.card[key]) for key in ("if-success", "if-fail") if key in read.card)
        for key, effects in results:
            self.card.setdefault(key, []).extend(effects)
        restriction = tuple((key, read.card[key]) for key in ("commit-own-test", "commit-if") if key in read.card)
        self.card.update(restriction)  # "Commit only to a skill test you are performing" (:mod:`.commits`)
        if read.effects:
            self.problems.append(NotParsed(body, "a skill card's effect outside 'If this skill test is "
                                           "successful': the engine has no field for it", role="commit"))
        return results + restriction

    def _timed(self, body: str, timed: re.Match[str]) -> tuple[tuple[str, Any], ...]:
        """A skill's effect at a point of the test it is committed to ("After revealing chaos tokens for this test, you
        may choose to exile X. If you do, …"): its instructions are read; at a point the engine has (:mod:`.committed_timing`)
        it is the card's triggered ability, live while committed; at another, the whole is one gap naming the point (a
        gap in the instructions: the paragraph read as any other)."""
        rest = timed.group("rest")
        read = parse_effects(rest[0].upper() + rest[1:], Context(kind="constant", card_type="skill", name=self.name))
        if read.problems:  # the rest has a gap of its own: the paragraph read whole, its timing words in the gap
            return self._results(body, timed=False)
        ability = timed_ability(timed.group("when"), timed.group("what"), read.effects, body.replace(SELF, self.label))
        if ability is not None and not read.card:  # "After revealing chaos tokens for this test": a point the engine has
            self.abilities.append(ability)
            return ()
        self.problems.append(NotParsed(body, f"a skill card's effect at a point of the test it is committed to "
                                       f"(\u201c{timed.group('when')} {timed.group('what')} for this test\u201d): the "
                                       "engine resolves a committed skill's effects at ST.7 only", role="commit"))
        return ()

    def _test_changes(self, kept: list[str]) -> dict[str, dict[str, Any] | None]:
        """The sentences of ``kept`` that change the values of the test the card is committed to, each with its card
        fields; one the engine cannot apply is a gap (its problem recorded, None: the sentence read no further)."""
        out: dict[str, dict[str, Any] | None] = {}
        for sentence in kept:
            try:
                fields = committed_change(sentence)
            except NotParsed as problem:
                problem.role = "commit"
                self.problems.append(problem)
                out[sentence] = None
                continue
            if fields is not None:
                out[sentence] = fields
        return out

    def _commit_cost(self, sentence: str) -> bool:
        """"As an additional cost to commit X to a skill test, …", "While X is committed to a skill test …, X gains
        [wild]" (:mod:`.committed`): a constant ability of the card about its own commit (or, when the engine cannot
        apply it, one with the gap and its reason); False for any other sentence."""
        shown = sentence.replace(SELF, self.label)
        start = len(self.problems)
        try:
            fields = additional_cost(sentence) or committed_constant(sentence) or counted_icons(sentence)
        except NotParsed as problem:
            problem.role = "constant"
            self.problems.append(problem)
            self.abilities.append(Ability(kind="constant", source_text=shown, gaps=self._settle(start)))
            return True
        if fields is None:
            return False
        self.abilities.append(Ability(kind="constant", source_text=shown, extra=tuple(fields.items())))
        return True
