"""The text after the colon → a list of effects: sentences, "Then,", tests and their results.

Sentence structure is read here; each clause's meaning comes from :mod:`.lowering` (the grammar's tree):

- sentences split at full stops outside parentheses; a parenthesised sentence is read too
  (a reminder the grammar does not know is reported, never skipped);
- "Then, X" marks X's first effect ``then``; "You may X" marks it ``may``;
- "Test [skill] (N)." opens a test; "If you succeed, X" / "If you fail, X" fill its
  ``success`` / ``fail``; "… for each point you fail by" is a ``for-each`` in its ``fail``;
- "You must either X or Y" is an ``either``; "X, instead" (in a 'would' ability) an ``instead``;
- a bold action designator ("Fight.", "Investigate.", "Evade.") opens the designated action, and
  the sentences after it modify that action ("You get +2 [combat] for this attack", "This attack
  deals +1 damage", "… with a base [agility] of 5").

Every sentence or clause that is not understood becomes a :class:`NotParsed` problem; the
sentences that are understood still give their effects.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, replace
from typing import Any

from . import ability_targets, counted, paid_results, damage_sentences, each_one, either_result, group_tests, move_sentences, period_end, revealed, searching, test_conditions, test_end, test_values, test_words, unexhausted
from .counts import count_of, cut_max
from .doom_advance import mark_can_advance
from .reference import remember, unread
from .lexicon import elided_subject, lemma
from .model import NotParsed
from .lowering import RULES, lower
from .narrative import narrative
from .choices_and_counts import ChoicesAndCounts, IN_RESULT, continued, for_actor, nested
from .result_sentences import ResultSentences
from .skill_results import SkillResults
from .once_per import OncePer
from .choose_one import choice_list, one_option
from .attack_sentences import AttackSentences
from .each_in_turn import EachInTurn
from .listed_results import ListedResults
from .both_instead import BothInstead
from .state_instead import StateInstead
from .restated_instead import RestatedInstead
from .standard_instead import StandardInstead
from .trailing_alternative import TrailingAlternative
from .if_able import IfAble
from .investigating import ElsewhereAction
from .attack_excess import AttackExcess
from .spread_attack import SpreadAttack
from .taken_flipped import TakenFlipped
from .group_either import GroupEither
from .drawn_surge import DrawnSurge
from .listed_choice import ListedChoice
from .resolutions import resolution_point
from .sentence_split import sentences
from .vocabulary import Context, Effect
from .words import NUMBER, SKILL, number

DESIGNATORS = ("fight", "evade", "investigate", "move", "engage", "parley", "resign", "explore")
#: "for each point you fail by", "… you failed by", "… you succeed(ed) by": which margin is counted.
POINTS = r"(fail(?:ed)?|succeed(?:ed)?)"
#: A skill icon, its name captured: "[agility]" → agility.
SKILL_ICON = r"\[(willpower|intellect|combat|agility)\]"
_DEFAULT_SKILL = {"fight": "combat", "evade": "agility", "investigate": "intellect"}


#: The opening of a test's result: "If you succeed,", "If you fail this test,", "If this skill test is successful
#: [during an attack],", "If the test fails,", "If you are successful by 2 or more," (``by``: the margin it needs); "If you successfully evade the enemy," (a designated action's own success).
#: Its comma may be left out before "you must" ("If you fail you must either …"): a modal opens the main clause, as
#: no condition of a result goes on with one.
RESULT_OPENING = re.compile(
    r"^if (?:you successfully (?:investigate|evade|attack)(?: (?:the|that) (?:enemy|location)| it)?|you (?P<verb>succeed|fail)(?:ed)?(?: this (?:skill )?test)?|(?:this|the) (?:skill )?test "
    r"(?:is (?P<successful>successful)(?P<attack> (?:during|while) [^,]+?)?|(?P<succeeds>succeeds)|(?P<fails>fails))|"
    rf"(?:you are )?(?P<are>successful)|(?P<failed>failed))(?: by (?P<by>{NUMBER}) or more)?(?:\s*,\s*|\s+(?=you must\b))(?P<rest>.+)$", re.I)


def result_of(m: re.Match[str]) -> str:
    """The result a :data:`RESULT_OPENING` names: ``success`` or ``fail``."""
    return "fail" if (m.group("verb") or "").lower() == "fail" or m.group("fails") or m.group("failed") else "success"


def margin_for_each(which: str, effects: list[Effect], text: str, every: int = 1) -> Effect:
    """"… for each point you fail / succeed by" (``which``: fail(s/ed) or succeed(s/ed)): ``effects`` once per
    point (per ``every`` points) of the test's margin — the one builder of a margin's ``for-each``."""
    loop = {"effect": "for-each", "count": "point-failed-by" if which.lower().startswith("fail") else
            "point-succeeded-by", **({"every": every} if every > 1 else {})}
    return {**counted.counted_loop(effects, loop), "text": text}


#: The action's own statement that it does not provoke attacks of opportunity.
_NO_OPPORTUNITY = re.compile(r"(?:(?:this|that) (?:action|ability|attack|effect) |it )?(?:does not|doesn't) provoke "
                             r"(?:an )?attacks? of opportunity")


@dataclass
class EffectsResult:
    """Effects read from a text, the problems found, the designator opened (if any), whether the action
    provokes attacks of opportunity (False: "This action does not provoke attacks of opportunity"), and the
    narrative after a Resign designator (``flavour``)."""

    effects: list[Effect] = field(default_factory=list)
    problems: list[NotParsed] = field(default_factory=list)
    designator: str | None = None
    card: dict[str, Any] = field(default_factory=dict)
    provokes: bool = True
    flavour: list[str] = field(default_factory=list)


def _by_at_least(effects: list[Effect], margin: int | None, text: str) -> list[Effect]:
    """"If you succeed by 2 or more, X": X only when the test's margin is at least that (``by-at-least``)."""
    return effects if margin is None else [{"effect": "by-at-least", "amount": margin, "effects": effects,
                                            "text": text}]


class _Reader(ChoicesAndCounts, AttackSentences, ResultSentences, EachInTurn, test_end.EndOfTest, period_end.EndOfPeriod,
              group_tests.GroupTests, ListedResults, BothInstead, StateInstead, TrailingAlternative, IfAble, ability_targets.AbilityTargets, damage_sentences.DamageSentences,
              each_one.EachOne, move_sentences.MoveSentences, GroupEither, DrawnSurge, either_result.EitherResult,
              RestatedInstead, SkillResults, OncePer, ListedChoice, ElsewhereAction,
              SpreadAttack, TakenFlipped, AttackExcess, StandardInstead):
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.out = EffectsResult()
        self.test: Effect | None = None
        self.action: Effect | None = None
        self.branch: str | None = None  # "success"/"fail": where sentences after "If you …" go
        self.mirrors: list[tuple[Effect, Effect]] = []  # "Test X or Y": the second test takes the first's results
        self.failed_last = False

    # -- helpers ----------------------------------------------------------------
    def _clauses(self, text: str) -> list[Effect]:
        """One sentence without structure words: split at "and"/", " only if the whole fails."""
        try:
            return lower(text, self.ctx)
        except NotParsed as whole:
            parts = [p for p in re.split(r",\s*(?:and\s+|then\s+)?|\s+and\s+(?=[a-z@])", text) if p.strip()]
            if len(parts) < 2 or any(elided_subject(p) for p in parts[1:]):
                raise whole  # "… heals 1 horror and tests [willpower] (2)": a part alone would lose its subject
            effects: list[Effect] = []
            ctx = self.ctx
            for part in parts:
                try:
                    effects.extend(lowered := lower(part, ctx))
                    ctx = remember(ctx, lowered)  # "…, and switch it with X, removing that version …": X
                except NotParsed as problem:
                    # a part that is no phrase at all means the cut was wrong: quote the sentence
                    raise whole if problem.reason == "unknown effect" else problem
            return effects

    def _add(self, effects: list[Effect], text: str = "") -> None:
        self.ctx = remember(self.ctx, effects)  # what it chose and acted on: what "it", "that enemy" name from now on
        self._current().extend(nested(effects, text, IN_RESULT) if self.branch and self.test is not None else effects)

    def _problem(self, problem: NotParsed) -> None:
        problem.sentence = problem.sentence or problem.fragment
        self.out.problems.append(problem)

    def _current(self) -> list[Effect]:
        """The list the next sentence's effects go to: the test result being read, else the ability's effects."""
        if self.branch and self.test is not None:
            return self.test.setdefault(self.branch, [])
        return continued(self.out.effects)

    # -- sentence kinds ----------------------------------------------------------
    def sentence(self, s: str) -> None:
        low = s.lower()
        for handler in (self._listed_choice, self._attack_excess, self._once_per, self._either_result, self._continued_result, self._can_advance, self._drawn_surge, self._damage_sentence, self._if_able, self._commit, self._no_commit, self._choose, self._search_rest, self._x_for_this_test, self._where_x, self._either_test,
                        self._each_who, self._each_in_turn, self._cancel_skills, self._designator, self._elsewhere_action, self._taken_flipped, self._move_sentence, self._target_restriction, self._no_opportunity, self._action_modifier,
                        self._attack_modifier, self._margin_bounded, self._spread_attack, self._failed_attack, self._use_instead, self._for_this_test, self._revealed,
                        self._conditioned_result, self._both_instead, self._result, self._listed_result, self._not_succeeding,
                        self._difficulty_for_each, self._difficulty_if, self._difficulty_equal, self._also_tests,
                        self._inline_instead, self._inline_if_cannot, self._restated_instead, self._standard_instead, self._cannot_after, self._for_each, self._each_one, self._per_count,
                        self._that_many, self._result_instead, self._state_instead, self._trailing_alternative, self._then, self._group_either, self._either, self._instead, self._otherwise,
                        self._test_ends, self._period_ends, self._if, self._opening_hand):
            if handler(s, low):
                return
        self._add(self._opening(self._clauses(s)), s)

    def _opening(self, effects: list[Effect]) -> list[Effect]:
        """``effects`` of a sentence of instructions: a test among them is the one the results after it are of; "Evade.
        Automatically evade X": the evade action's evasion is that one, with no test (Evade)."""
        if self.action == {"effect": "evade"} and len(effects) == 1 and effects[0].get("automatic"):
            self.action.update(effects[0])
            return []
        for e in effects:
            if e["effect"] == "test":
                self.test, self.branch = e, None
        return effects

    def _search_rest(self, s: str, low: str) -> bool:
        """"Shuffle the rest back into your deck." after a search: the search's own shuffle (``shuffle``); the latest
        search's, another instruction between ("Then, exile Flare. Shuffle the searched deck.")."""
        last = next((found for e in reversed(self.out.effects) if (found := searching.searches_of(e))), [])
        if not last or any("found" not in e for e in last) or not searching.shuffled_after(s, last[0]):
            return False
        for e in last:  # each branch's search, when an "instead if" gave it another amount
            e["shuffle"] = True
        return True

    def _where_x(self, s: str, low: str) -> bool:
        """"Test [willpower] (X), where X is the amount of doom in play" as a sentence of its own (after "Otherwise,":
        the otherwise's; after "If <condition>," the if's); an amount X ("Discard the top X cards …") is counted."""
        m = re.fullmatch(r"(.+?\(x\)),? where x is (.+)", low)
        amount = None if m or RESULT_OPENING.match(low) else counted.amount_x(s, self._clauses, self.ctx)  # a result's: its own
        if amount is not None:  # an amount X: "Discard the top X cards of your deck, where X is …"
            self._add(amount, s)
            return True
        effects = None if low.startswith(("otherwise", "if ")) and not RESULT_OPENING.match(low) else self._where_x_effects(s)
        if effects is None:
            return False
        self._add(effects, s)
        return True

    def _where_x_effects(self, s: str) -> list[Effect] | None:
        """"Test [willpower] (X), where X is the amount of doom in play": the test's difficulty is a count of the
        state (``count``), read in place of the "(X)"; the test is the one the results after it are of."""
        m = re.fullmatch(r"(.+?\(x\)),? where x is (.+)", s.lower())
        if not m:
            return None
        phrase, most = cut_max(s[m.start(2):])  # "(max 5)": at most that many counted (The Letter X)
        effects = self._clauses(s[:m.start(1)] + s[m.start(1):m.end(1) - 3] + "(0)")  # "that enemy's": one chosen
        count = count_of(phrase, False, any(e["effect"] == "choose" for e in [*self.out.effects, *effects]))
        tests = [e for e in effects if e["effect"] == "test" and e.get("difficulty") == 0]
        if len(tests) != 1:
            raise NotParsed(s, "an X that is not a test's difficulty")
        tests[0].update({"count": count, **({"max": most} if most is not None else {})})
        self.test, self.branch = tests[0], None
        return effects

    def _either_test(self, s: str, low: str) -> bool:
        """"Test [willpower] (3) or [agility] (3)": the tester chooses which test to make (an ``either`` of two
        tests); the results that follow are both tests' (:func:`parse_effects` copies them to the second)."""
        m = re.fullmatch(rf"(.*?\btests?) {SKILL_ICON}(?: \((\d+)\))?(?: to [^,]+?)? or {SKILL_ICON} \((\d+)\)(?: to .+)?",
                         low)  # "Test [combat] or [agility] (2)": one difficulty for both
        if not m:
            return False
        effects = self._clauses(s[:m.end(3) + 1] if m.group(3) else f"{s[:m.end(2) + 1]} ({m.group(5)})")
        if len(effects) != 1 or effects[0]["effect"] != "test":
            raise NotParsed(s, "a choice of tests that is not one instruction")
        first = effects[0]
        second = {**first, "skill": m.group(4), "difficulty": int(m.group(5))}
        self.mirrors.append((first, second))
        self.test, self.branch = first, None
        self._add([{"effect": "either", "effects": [first, second], "text": s}], s)
        return True

    def _each_who(self, s: str, low: str) -> bool:
        """"Each investigator who fails takes 2 damage", "For each point he or she fails by, he or she takes 1
        damage": after a test each investigator makes, the results of each one's own test, for the investigator
        making it (``testing-investigator``)."""
        m = re.fullmatch(r"each investigator who (fails|succeeds)(?: (?:the|this) test)?,? (.+)", low) or \
            re.fullmatch(r"for each point (?:he or she|they) (fails|succeeds) by, (?:he or she|they) (.+)", low)
        if not m:
            return False
        if self.test is None or not str(self.test.get("who", "")).startswith("each-"):
            raise self._no_test(s, "results for each investigator with no test that each investigator makes before them")
        effects = for_actor(self._clauses(s[m.start(2):]), s)
        if low.startswith("for each"):
            effects = [margin_for_each(m.group(1), effects, s[m.start(2):])]
        self.test.setdefault("fail" if m.group(1) == "fails" else "success", []).extend(nested(effects, s))
        return True

    def _cancel_skills(self, s: str, low: str) -> bool:
        """"Cancel the effects and icons of each skill card committed to this test" (``cancel-skill-cards``)."""
        if not re.fullmatch(r"cancel the effects and icons of each skill card committed to (?:this|the) (?:skill )?test",
                            low):
            return False
        self._add([{"effect": "cancel-skill-cards"}], s)
        return True

    def _designator(self, s: str, low: str) -> bool:
        if low not in DESIGNATORS or self.out.designator or self.out.effects:
            return False
        self.out.designator = low
        if low in ("fight", "evade"):  # "that enemy" in what follows is the enemy the action is made against
            self.ctx = replace(self.ctx, tested=True)
        if low in ("fight", "evade", "investigate"):
            self.action = {"effect": low}
            self.out.effects.append(self.action)
        elif low in ("resign", "explore"):
            self.out.effects.append({"effect": low})
        return True

    def _no_opportunity(self, s: str, low: str) -> bool:
        """"This action does not provoke attacks of opportunity" (or "Does not provoke …"): the action's card says it
        does not provoke them, as the rules say of the fight, evade, parley and resign actions (Attack of
        Opportunity); the ability's or the event's ``provokes: false``."""
        if not _NO_OPPORTUNITY.fullmatch(low.strip().rstrip(".")):
            return False
        self.out.provokes = False
        return True

    def _action_modifier(self, s: str, low: str) -> bool:
        a = self.action
        if a is None:
            return False
        kind = a["effect"]
        m = re.fullmatch(rf"(?:you get|get|with) ([+-]\d+) {SKILL} (?:for this (?:attack|investigation|evasion"
                         r"(?: attempt)?|skill test|test))", low)
        if m:
            skill = a.get("skill", _DEFAULT_SKILL[kind])
            if m.group(2) != skill:
                raise NotParsed(s, f"a modifier to [{m.group(2)}] on a test of {skill}")
            a["bonus"] = a.get("bonus", 0) + int(m.group(1))
            return True
        m = re.fullmatch(rf"(?:you get|get) ([+-]\d+) {SKILL} and deal \+(\d+) damage for this attack", low)
        if m and kind == "fight":  # "You get +3 [combat] and deal +2 damage for this attack": both parts
            bonus, damage = f"you get {m.group(1)} [{m.group(2)}] for this attack", f"deal +{m.group(3)} damage"
            return self._action_modifier(s, bonus) and self._action_modifier(s, damage)
        m = re.fullmatch(r"(this (?:attack|test|investigation|evasion attempt)) (\w+ .+?) and (\w+ .+)", low)
        if m and lemma(m.group(3).split()[0]) is not None:  # "This attack uses [willpower] … and deals +1 damage"
            before = copy.deepcopy(a)
            if self._action_modifier(s, f"{m.group(1)} {m.group(2)}") and \
                    self._action_modifier(s, f"{m.group(1)} {m.group(3)}"):
                return True
            a.clear()
            a.update(before)
            return False
        m = re.fullmatch(r"(?:your|this|the) location gets ([+-]\d+) shroud for this investigation", low)
        if m and kind == "investigate":  # "Your location gets -2 shroud for this investigation" (Flashlight)
            a["shroud"] = a.get("shroud", 0) + int(m.group(1))
            return True
        m = re.fullmatch(r"(?:this attack deals|you deal|deal) \+(\d+) damage(?: for this attack)?", low)
        if m and kind == "fight":
            a["damage"] = a.get("damage", 0) + int(m.group(1))
            return True
        used = test_values.skill_substitution(low)  # "This attack uses [willpower] instead of [combat]"
        if used is not None:
            if used[1] is not None and used[1] != _DEFAULT_SKILL[kind]:  # "This attack uses [intellect]": its own's
                raise NotParsed(s, "replaces a skill the designated action does not test")
            a["skill"] = used[0]
            return True
        m = re.fullmatch(rf"(?:you (?:fight|investigate|evade|attack)|attempt to (?:fight|evade|investigate|attack)|"
                         rf"(?:fight|investigate|evade|attack)) with a base(?: {SKILL})?(?: skill| value)*(?: value)? "
                         r"of (\d+)", low)
        if m and ("attack" not in low.split(" with ")[0] or kind == "fight"):
            a["base"] = int(m.groups()[-1])
            return True
        return False

    def _revealed(self, s: str, low: str) -> bool:
        """"If a [skull] … symbol is revealed (during this attack), X" (:mod:`.revealed`): checked at ST.4 of the
        test before it (its ``revealed``), or on the tokens the reveal before it resolved."""
        n = revealed.resolve_count(s)
        if n is not None:
            last = self.out.effects[-1] if self.out.effects else {}
            if last.get("effect") != "reveal-instead" or "resolve" in last or not 1 <= n < last["amount"]:
                raise NotParsed(s, "tokens to resolve with no reveal of several tokens instead of 1 before it")
            last["resolve"] = n
            return True
        read = revealed.condition(s)
        if read is None:
            return False
        symbols, scope, rest = read
        rest, after = revealed.cut_after(rest)
        try:
            inner = nested(self._structured(rest), s)
        except NotParsed as problem:  # what it does is the gap: classified by its own verb, not by "reveal"
            problem.sentence = problem.sentence or rest
            raise
        effect = revealed.if_revealed(symbols, inner, self._said(s), after)
        holder = self.test or self.action
        if holder is not None and holder["effect"] in ("test", "fight", "evade", "investigate") \
                and scope in (None, holder["effect"]):
            holder.setdefault("revealed", []).append(revealed.settled(effect, holder.get("revealed", [])))
        elif scope is None and not after and revealed.after_reveal(self.out.effects, effect):
            self._add([effect], s)
        else:
            raise NotParsed(s, "a condition on the chaos tokens revealed with no skill test or reveal it is about")
        return True

    def _result(self, s: str, low: str) -> bool:
        m = RESULT_OPENING.match(low)
        skill = self.ctx.card_type == "skill" and self.ctx.kind == "constant"
        if not m or (m.group("attack") and not skill):  # "during an attack": a skill's, or a chaos token's line
            return False
        result = result_of(m)
        rest = s[m.start("rest"):]
        margin = number(m.group("by")) if m.group("by") else None
        if self.test is None and self.action is not None:
            self.test = self.action  # a designated action's test: its results beside the action's own (ST.7)
        if self.test is None:
            if skill:  # "… successful during an attack / while investigating a location": only on that kind of test
                kind = test_conditions.test_kind(s[m.start("attack"):m.end("attack")]) if m.group("attack") else None
                if m.group("attack") and kind is None:
                    raise NotParsed(s, f"a result on a kind of test the engine does not count ({m.group('attack').strip()})")
                self.ctx = test_conditions.referred(self.ctx, kind) if kind else self.ctx  # "that location"
                effects = _by_at_least(nested(paid_results.that_many(rest, self._clauses, self._said(rest))
                                              or self._structured(rest), s), margin, s)
                effects = [test_conditions.kind_result(kind, effects, s)] if kind else effects
                self.skill_result = "if-success" if result == "success" else "if-fail"  # a sentence after may continue it
                self.out.card.setdefault(self.skill_result, []).extend(effects)
                self.ctx = remember(self.ctx, effects)
                return True
            raise self._no_test(s, "a test result with no 'Test [skill] (X)' or designated action before it")
        self.branch = result
        replaced = re.match(r"instead of discovering (?:clues|a clue|1 clue)(?: here| at (?:this|your) location)?,\s*",
                            rest, re.I)
        replaces = bool(replaced and result == "success" and self.test is self.action
                        and self.test["effect"] == "investigate")
        replaces = replaces and margin is None
        rest = rest[replaced.end():] if replaces and replaced else rest
        if self.test is self.action and margin is None and unexhausted.spares(self.action, result, rest):
            return True  # "disengage with it but do not exhaust it": the evasion's own result, less its exhausting
        effects = _by_at_least(nested(self._structured(rest), s, IN_RESULT), margin, s)  # read first: a result not understood leaves no empty list
        if replaces:
            self.test["replace-result"] = True  # the card's result replaces the investigation's clue
        self.test.setdefault(result, []).extend(effects)
        self.ctx = remember(self.ctx, effects)  # "If you fail, discard … until an enemy is discarded. … draw that enemy"
        return True

    def _structured(self, rest: str) -> list[Effect]:
        """A result's own words may carry "for each point", "Then," or "(2 horror instead if …)"."""
        low = rest.lower()
        inline = self._instead_if(rest) or self._if_cannot(rest) or self._where_x_effects(rest) or self._test_end_inline(
            rest) or counted.amount_x(rest, self._clauses, self.ctx) or self._for_each_count_effects(rest)  # "take X damage, where X is …"
        if inline is not None:
            return inline
        if re.match(r"(?:you must )?either ", low):  # "either X or take 1 horror for each point": the option's
            return self._either_effects(rest)
        m = re.fullmatch(rf"(.+?) for each point you {POINTS} by", low)
        if m:
            return [self._for_each_effect(rest[:m.end(1)], m.group(2))]
        return self._clauses(rest)

    def _for_each_effect(self, inner: str, which: str, every: int = 1) -> Effect:
        done, most = test_words.cut_most(inner)  # "gain 1 resource (to a maximum of 3)"
        effects = self._either_effects(done) if re.match(r"(?:you must )?either ", done.lower()) else self._clauses(done)
        return counted.bounded(margin_for_each(which, nested(effects, done), self._said(inner), every), most)

    def _for_each(self, s: str, low: str) -> bool:
        m = re.fullmatch(rf"for (?:each point|every (?P<every>{NUMBER}) points) you {POINTS} by, (.+)", low) or \
            re.fullmatch(rf"(.+?) for each point you {POINTS} by", low)
        if not m:
            return False
        every = number(m.group("every")) if m.groupdict().get("every") else 1
        if low.startswith("for "):
            which, inner = m.group(2), s[m.start(3):]
        else:
            which, inner = m.group(2), s[:m.end(1)]
        effect = self._for_each_effect(inner, which, every)
        if self.test is None and self.action is not None:
            self.test = self.action  # a designated action's test: its results beside the action's own (ST.7)
        branch = "fail" if which.startswith("fail") else "success"
        if self.test is None:
            raise self._no_test(s, "'for each point you fail by' with no test before it")
        self.test.setdefault(branch, []).append(effect)
        return True

    def _per_count(self, s: str, low: str) -> bool:
        """"Take 1 horror for each action you have remaining", "For every 2 damage on you, Then, …": a ``for-each``
        of a count of the state (:func:`.counted.for_each`, the one reading of it); a count the engine has no word for
        leaves the sentence to the other readings."""
        then = re.match(r"then,?\s+", s, re.I)
        effects = self._for_each_count_effects(s[then.end():] if then else s)
        if effects is None:
            return False
        self._add([{**effects[0], "then": True}] if then else effects, s)
        return True

    def _then(self, s: str, low: str) -> bool:
        m = re.match(r"^then,?\s+(.+)$", low)
        if not m:
            return False
        rest = s[m.start(1):]  # "Then, if @self has no horror on it, discard it": the ``if``, after the one before
        if m.group(1).startswith("if ") and not (self.branch and self.test is not None) and self._if(rest, m.group(1)):
            self._current()[-1]["then"] = True
            return True
        effects = self._opening(self._clauses(s[m.start(1):]))
        effects[0]["then"] = True
        self._add(effects, s)
        return True

    def _either_effects(self, text: str) -> list[Effect]:
        m = re.fullmatch(r"(?:you must )?either (?:\(choose one\):?\s*)?(.+?),? or (.+)", text.strip(), re.I)
        if not m:
            raise NotParsed(text, "unknown choice")
        options = [one_option(self._option(m.group(k)), m.group(k)) for k in (1, 2)]
        return [{"effect": "either", "effects": options, "text": text}]

    def _option(self, text: str) -> list[Effect]:
        """One option of an 'either': instructions read as any sentence is, or one "for each point you fail by"."""
        m = re.fullmatch(rf"(.+?) for each point you {POINTS} by", text.strip(), re.I)
        if m:
            return [self._for_each_effect(text[:m.end(1)], m.group(2).lower())]
        read = parse_effects(text, self.ctx)
        if read.problems:
            raise read.problems[0]
        return read.effects

    def _either(self, s: str, low: str) -> bool:
        if not re.match(r"^(?:you must )?either ", low):
            return False
        self._add(self._either_effects(s), s)
        return True

    def _instead(self, s: str, low: str) -> bool:
        m = re.fullmatch(r"(.+?),? instead|instead(?:,\s*|\s+(?!of\b))(.+)", low)  # "X, instead", "Instead(,) X"
        if not m:
            return False
        cond = re.match(r"if ([^,]+),", low)
        if self.ctx.timing != "would" and cond and self._current():  # after an instruction: it replaces that one
            raise NotParsed(s, f"'instead' replaces the instruction before it when {cond.group(1)}: no condition of "
                            "the state reads that (state_instead), so which of the two resolves is not known")
        if self.ctx.timing != "would":
            raise NotParsed(s, "'instead' replaces a triggering condition: it needs a 'When … would …' trigger")
        inner = nested(self._clauses(s[:m.end(1)] if m.group(1) else s[m.start(2):]), s)
        self._add([{"effect": "instead", "effects": inner, "text": s}], s)
        return True

    def _can_advance(self, s: str, low: str) -> bool:
        """"(This effect can / may cause the current agenda to advance.)" after doom placed or moved, or inside it."""
        m = re.fullmatch(r"(?:(.+?)\s*\()?this effect (?:can|may) cause (?:the current|this) agenda to advance\)?", low)
        if not m:
            return False
        if m.group(1):  # "If …, move all doom … (this effect may cause …)": the sentence before it read as any is
            self.sentence(s[:m.end(1)])
        if not mark_can_advance((self.out.effects or [{}])[-1]):
            raise NotParsed(s, "'can cause the agenda to advance' with no doom placed before it")
        return True

    def _opening_hand(self, s: str, low: str) -> bool:
        """Sefina Rousseau's replacement: "Draw N cards, instead. Choose up to B events … keep K cards …"."""
        m = re.fullmatch(rf"choose up to ({NUMBER}) events? to place beneath @self and keep ({NUMBER}) cards? as "
                         r"your opening hand", low)
        if low == "discard the rest" and self._replaced_hand():
            return True
        if not m:
            return False
        inst = self._replaced_hand()
        if inst is None:
            raise NotParsed(s, "an opening hand kept with no opening hand drawn instead")
        draw = inst["effects"][0]
        inst["effects"] = [{"effect": "draw-opening-hand", "amount": draw["amount"], "keep": number(m.group(2)),
                            "beneath": number(m.group(1))}]
        return True

    def _replaced_hand(self) -> Effect | None:
        last = (self.out.effects or [{}])[-1]
        if (self.ctx.event == "draw-opening-hand" and last.get("effect") == "instead"
                and len(last["effects"]) == 1 and last["effects"][0]["effect"] in ("draw", "draw-opening-hand")):
            return last
        return None


def parse_effects(text: str, ctx: Context, test: Effect | None = None) -> EffectsResult:
    """The effects of ``text`` (after the colon, or a revelation's / an event's whole text); ``test``: the test read
    before it in the same instructions (a story card's earlier paragraph), the one its results and end are of."""
    point = resolution_point(text)
    if point is not None:  # "(→R1)": a parenthesis the grammar would read as a reminder
        return EffectsResult(effects=[point])
    listed = choice_list(text, ctx, parse_effects)
    if listed is not None:  # "You must decide (choose one): - A. - B."
        return EffectsResult(effects=listed[0], problems=listed[1])
    reader = _Reader(ctx)
    reader.test = test
    for s in searching.found_after(counted.defined_x(sentences(text))):  # "X is …": "where X is"; "Draw that card."
        try:
            reader.sentence(s)
            reader.failed_last = False
        except NotParsed as problem:
            if reader.out.designator == "resign" or narrative(s, RULES):  # story told, not instructed (narrative.py)
                reader.out.flavour.append(s)
                continue
            reader.refused(s)
            reader.failed_last = True
            problem = problem if problem.fragment else NotParsed(s, problem.reason)
            problem.sentence = problem.sentence or s
            reader.out.problems.append(problem)
            reader.ctx = unread(reader.ctx, s)
    reader.end_listed()
    for e in reader.out.effects:
        if e["effect"] == "reveal-instead" and "resolve" not in e:
            reader.out.problems.append(NotParsed(text, "tokens revealed instead of 1 with no sentence saying how "
                                                 "many of them are resolved"))
    for first, second in reader.mirrors:
        second.update({key: copy.deepcopy(first[key]) for key in ("success", "fail") if key in first})
    return reader.out
