"""Skill tests, ST.1 to ST.8 (Skill Test Timing; FAQ 1.7; Automatic Failure/Success; Modifiers).

A test is made by an action (investigate, fight, evade), an effect (``test``, "Test [willpower] (3)")
or an ability with a bold designator. The situation's ``tests`` entries say, in order, which chaos
tokens are revealed and which cards are committed; without tokens the test takes the situation's
stated result, and without either the engine assumes success and says so.

1. ST.1 the test begins (``skill-test-begins``), then a player window;
2. ST.2 commits: the tester any number of cards, each other investigator at the same location one,
   each with a matching or wild icon; then a player window;
3. ST.3 the tokens are revealed (``reveal-chaos-token``) — skipped with ST.4 when the test is known
   to succeed or fail automatically before a token is revealed; an effect that replaces the reveal
   (several tokens instead of 1, or the tokens sealed on a card) is declared first (``reveal.py``);
4. ST.4 symbol effects: the scenario reference card's, or the tester's elder sign ability;
5. ST.5 the modified skill value: base + icons + tokens + modifiers, below zero counted as zero
   only after all of them; the difficulty it is compared with is settled first (``difficulty.py``);
6. ST.6 success or failure (automatic failure wins over automatic success); the reactions and forced
   abilities that depend on it trigger here (``succeed-skill-test`` / ``fail-skill-test``);
7. ST.7 the results, one at a time, in the order the tester chooses (FAQ 1.7); then retaliate and
   alert attacks, "after applying all results";
8. ST.8 committed cards are discarded, tokens returned, "for this skill test" effects expire.

A test that would start during another waits until the first (and the action it is part of) has
finished resolving (Nested Skill Tests).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import standing
from ..core.occurrence import Context, Occurrence
from ..core.ongoing import Test, TestResult
from ..core.results import record as record_done
from ..core.state import DISCARD, LIMBO
from ..core.text import count
from ..situation.plan import Commit
from ..situation.vocabulary import CardType, Duration, Result, StepKind, Timing
from . import commitment, committed_result, skill_value, test_skill, unraised
from .bagtokens import BLESS_CURSE, TO_POOL, to_pool_at_end
from .chaosbag import check_drawn
from .committed_together import committed_together
from .copies import record
from .difficulty import settle_difficulty, stated_against
from .lasting import expire_lasting
from .results import split
from .reveal import declared_reveal, replaced_first
from .revealed import after_end, check_revealed
from .symbols import again_tokens, apply_symbols
from .token_values import AGAIN, token_terms

if TYPE_CHECKING:
    from ..core.engine import Engine

def _signed(n: int) -> str:
    """A term of a sum: "+ 2", "\u2212 1"."""
    return f"+ {n}" if n >= 0 else f"\u2212 {-n}"


def _plus(n: int) -> str:
    """A modifier on its own: "+2", "\u22121"."""
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def run_test(engine: Engine, test: Test) -> Result | None:
    """Make a skill test; returns its result, or None if it must wait for the test already resolving."""
    first = engine.test
    if first is not None:
        tail = " (and the action it is part of)" if engine.acting else ""
        engine.emit(StepKind.NOTE, test.depth,
                    f"A skill test cannot initiate during another skill test: {test.who}'s {test.skill} test "
                    f"against {test.against} waits until {first.who}'s {first.skill} test{tail} has finished resolving",
                    ("ahlcg/glossary/nested-skill-tests", "ahlcg/rr/skill-test-timing"), card=test.source)

        def later(depth: int, test: Test = test) -> None:
            engine.emit(StepKind.NOTE, depth, f"The waiting skill test now initiates: {test.who}'s {test.skill} test "
                        f"against {test.against}", ("ahlcg/glossary/nested-skill-tests",), card=test.source)
            test.depth = depth
            run_test(engine, test)

        engine.deferred.append(later)
        return None
    engine.test = test
    try:
        with engine.own_timing():  # started by a card's effect or by an action, ST.1-ST.8 run alike
            _run(engine, test)
    finally:
        engine.test = None
    engine.flush_deferred(test.depth)
    return test.result


def _run(engine: Engine, test: Test) -> None:
    state = engine.state
    depth = test.depth
    state.test_serial += 1
    test.spec = engine.next_test_spec(test.who, test.skill)
    base, said = skill_value.base(engine, test)
    base_text = (f"base {test.skill} {base}" + (f", {said}" if said else "")
                 if base is not None else f"{test.skill} (no value given: 0)")
    # ST.1
    test.begin = engine.occurrence("skill-test-begins", depth, who=test.who, what=test.target, source=test.source,
                                   via=test.via, skill=test.skill,
                                   text=f"{test.who}'s {test.skill} test begins")
    engine.emit(StepKind.FRAMEWORK, depth,
                f"ST.1: {test.who} begins {_a(test.skill)} test ({base_text}) against {stated_against(engine, test)}"
                + (f" \u2014 {test.spec.path}" if test.spec else ""),
                ("ahlcg/rr/st-1", "ahlcg/rr/skill-test-timing"), card=test.source)
    engine.resolve([test.begin], test_skill.begun(engine, test))
    if test.automatic_by is not None and test.automatic_as is not None:
        test.automatic.append((test.automatic_by, test.automatic_as))
        engine.emit(StepKind.NOTE, depth, f"{test.automatic_by}: this test automatically "
                    f"{'succeeds' if test.automatic_as is Result.SUCCESS else 'fails'}; it is known before a chaos "
                    "token is revealed", ("ahlcg/rr/automatic-failure-success",), card=test.automatic_by)
    if test.spec is not None and test.spec.automatic is not None:
        test.automatic.append((test.spec.path, test.spec.automatic))
        engine.emit(StepKind.NOTE, depth, f"The situation states that this test automatically "
                    f"{'succeeds' if test.spec.automatic is Result.SUCCESS else 'fails'} ({test.spec.path}); it is "
                    "known before a chaos token is revealed", ("ahlcg/rr/automatic-failure-success",))
    engine.player_window("ST.1", depth)
    # ST.2
    _commit(engine, test)
    engine.player_window("ST.2", depth)
    # ST.3 and ST.4
    known = list(test.automatic)
    if known:
        engine.emit(StepKind.FRAMEWORK, depth,
                    "ST.3 and ST.4 are skipped: the test is known to "
                    f"{'fail' if any(r is Result.FAIL for _, r in known) else 'succeed'} automatically before a "
                    "chaos token is revealed, so none is revealed; the test still takes place (commits, ST.5)",
                    ("ahlcg/rr/automatic-failure-success", "ahlcg/rr/st-3", "ahlcg/rr/st-4"), card=test.source)
        check_revealed(engine, test)  # no token is revealed: what asks for one says so
    elif reveal_tokens(engine, test):
        apply_symbols(engine, test)
    else:
        check_revealed(engine, test)  # the tokens are not given: what asks for one cannot tell
    # ST.5 and ST.6
    _determine(engine, test)
    # ST.7
    _results(engine, test)
    # ST.8
    _end(engine, test)
    after_end(engine, test)


def _a(skill: str) -> str:
    return f"{'an' if skill[0] in 'aeiou' else 'a'} {skill}"


# -- ST.2 -----------------------------------------------------------------------------------------

def _commit(engine: Engine, test: Test) -> None:
    state = engine.state
    depth = test.depth
    wanted = list(test.spec.commit) if test.spec else []
    if not wanted:
        engine.emit(StepKind.FRAMEWORK, depth, "ST.2: no cards are committed to this test",
                    ("ahlcg/rr/st-2",), card=test.source)
        return
    engine.emit(StepKind.FRAMEWORK, depth, f"ST.2: cards are committed from hand ({test.who} any number with "
                f"{_a(test.skill)} or wild icon; each other investigator at the same location one)",
                ("ahlcg/rr/st-2",), card=test.source)
    others: set[str] = set()
    before = len(test.committed)
    for item in wanted:
        occ = engine.occurrence(commitment.COMMIT, depth, who=item.who, what=item.card,
                                text=f"{item.who} commits {item.card}")
        refused = commitment.refusal(engine, item, test, others, occ)
        if refused is not None:
            engine.emit(StepKind.NOTE, depth, f"Not committed: {refused[0]}", ("ahlcg/rr/st-2",) + refused[1],
                        card=item.card)
            continue
        if item.who != test.who:
            others.add(item.who)
        commitment.pay_additional(engine, item, occ, depth, test)

        def body(_: list[Occurrence], item: Commit = item) -> None:
            card = state.cards[item.card]
            state.investigators[item.who].hand.remove(item.card)
            card.zone = LIMBO
            record(engine, card, "committed")
            test.committed.append(item)
            state.committed.append(item.card)  # what a condition on the committed cards counts, until ST.8
            icons, shown = commitment.icons_said(engine, item, test)
            engine.emit(StepKind.STATE, depth, f"{item.who} commits {shown} ({count(icons, 'matching icon')}: "
                        f"+{icons} to {test.who}'s skill value; no resource cost is paid)",
                        ("ahlcg/rr/st-2", "ahlcg/glossary/limbo")
                        + (("ahlcg/rr/skill-cards",) if card.type is CardType.SKILL else ()),
                        card=item.card)
            committed_result.settle(engine, item, test, depth)

        engine.resolve([occ], body)
    committed_together(engine, test, before)  # "After you commit exactly 1 card": each committer's, as one


# -- ST.3 and ST.4 --------------------------------------------------------------------------------

def reveal_tokens(engine: Engine, test: Test, given: list[str] | None = None) -> bool:
    """ST.3: reveal the situation's tokens (or those ``given``: a new one for a canceled one); False when none are."""
    depth = test.depth
    tokens = list(given) if given is not None else list(test.spec.tokens) if test.spec else []
    if (tokens or replaced_first(engine, test)) and declared_reveal(engine, test, tokens):
        return True
    if not tokens:
        if test.stated is not None or (test.spec and test.spec.result is not None):
            stated = test.spec.result if test.spec and test.spec.result else test.stated
            engine.emit(StepKind.NOTE, depth, f"ST.3: the situation states the result ({stated}) rather than the "
                        "chaos token revealed: ST.3 and ST.4 are not replayed", ("ahlcg/rr/st-3",), card=test.source)
        else:
            engine.emit(StepKind.NOTE, depth, "ST.3: no chaos token and no result given: the engine assumes the test "
                        "succeeds (ST.3 and ST.4 are not replayed)", ("ahlcg/rr/st-3", "ahlcg/rr/skill-tests"),
                        card=test.source)
            # an assumption the answer depends on: reported, so the answer can say it (never a silent success)
            against = f" against {test.against}" if test.against else ""
            engine.report(f"{test.who}'s {test.skill} test{against}: no chaos token and no result given; the engine "
                          "assumed it succeeds (give the token revealed under `tests`, or its `result`)",
                          "ahlcg/rr/st-3", "ahlcg/rr/skill-tests")
        return False
    shown, chained, frozen, resolved = _chain(tokens, again_tokens(engine, test.who))
    check_drawn(engine, shown, test.spec.path if test.spec else "tests", depth)
    occ = engine.occurrence("reveal-chaos-token", depth, who=test.who, what=test.target, source=test.source,
                            via=test.via, tokens=tuple(shown),
                            text=f"{test.who} reveals {', '.join(shown)}")
    rules: tuple[str, ...] = ("ahlcg/rr/st-3", "ahlcg/rr/chaos-tokens")
    if chained:
        rules += tuple(dict.fromkeys(("ahlcg/glossary/frost-tokens" if t == "frost" else
                                      "ahlcg/glossary/bless-and-curse-tokens" if t in AGAIN else
                                      "ahlcg/rr/st-4") for t in chained))
    if resolved > 1:
        rules += ("ahlcg/faq/2-5", "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens")

    def body(_: list[Occurrence]) -> None:  # first: a token revealed in the 'when' window for one ignored follows
        test.tokens[:0], test.revealed[:0] = shown, shown
        notes = []
        if chained:
            notes.append(f"{', '.join(dict.fromkeys(chained))}: reveal another token")
        if frozen:
            notes.append("a second frost token: the reveal step ends at once and the test is resolved as an automatic "
                         "failure")
            test.automatic.append(("a second [frost] token", Result.FAIL))
        if resolved > 1:
            notes.append("several tokens are resolved: every reference to the revealed token applies to each")
        if len(shown) < len(tokens):
            notes.append(f"the situation's further tokens ({', '.join(tokens[len(shown):])}) are not revealed")
        engine.emit(StepKind.STATE, depth, f"{test.who} reveals {', '.join(shown)} from the chaos bag"
                    + (f" ({'; '.join(notes)})" if notes else ""), rules, card=test.source)
        check_revealed(engine, test, depth, occ)

    engine.resolve([occ], body, announce=f"ST.3: {test.who} reveals a chaos token at random",
                   rules=("ahlcg/rr/st-3",), card=test.source, kind=StepKind.FRAMEWORK)
    return True


def _chain(tokens: list[str], again: frozenset[str] = frozenset()) -> tuple[list[str], list[str], bool, int]:
    """Which of the situation's tokens are revealed: bless, curse and frost reveal another, and so does a
    symbol whose line says "Reveal another token" (``again``); a second frost stops the reveal. Returns the
    revealed tokens, the reveal-another ones, whether a second frost stopped it, and how many ordinary tokens
    are resolved."""
    shown: list[str] = []
    chained: list[str] = []
    frosts = 0
    for tok in tokens:
        shown.append(tok)
        if tok == "frost":
            frosts += 1
            if frosts == 2:
                return shown, chained, True, sum(1 for s in shown if s not in AGAIN)
        if tok in AGAIN or tok in again:
            chained.append(tok)
    return shown, chained, False, sum(1 for s in shown if s not in AGAIN)


# -- ST.5 and ST.6 --------------------------------------------------------------------------------

def _terms(engine: Engine, test: Test) -> tuple[int, list[str]]:
    """The modified skill value before the floor at zero, and its terms for the trace (an increase a constant
    forbids counted 0, ``unraised.py``)."""
    stated, said = skill_value.base(engine, test)
    base = stated or 0
    parts: list[tuple[int, str]] = []
    if test.bonus:
        parts.append((test.bonus, test.source or 'the ability'))
    for item in test.committed:
        if _canceled(engine, test, item.card):
            parts.append((0, f"{item.card}: its icons are canceled by {test.skills_canceled}"))
            continue
        icons, shown = commitment.icons_said(engine, item, test)
        if icons:
            parts.append((icons, shown))
    for token, mod, counted in token_terms(engine, test):
        parts.append((mod, f"[{token}] token{': ' + counted if counted else ''}"))
    if test.begin is not None:
        for bearer, n in skill_value.modifiers(engine, test.begin, test.who):  # counted "for each …" (Modifiers)
            if n:
                parts.append((n, bearer))
    parts += [(amount, label) for label, amount in test.modifiers]
    parts = unraised.held_down(engine, test, parts)
    terms = [f"{test.skill} {base}" + (f" (base {said})" if said and test.base is None else "")]
    terms += [f"{_signed(n)} ({what})" for n, what in parts]
    return base + sum(n for n, _ in parts), terms


def _value(engine: Engine, test: Test) -> tuple[int, str]:
    """ST.5: the modified skill value (below zero treated as zero, after all modifiers) and its sum."""
    raw, terms = _terms(engine, test)
    test.value = max(0, raw)
    shown = " ".join(terms) + f" = {raw}" + (" \u2014 below zero, treated as 0" if raw < 0 else "")
    return raw, shown


def _outcome(engine: Engine, test: Test) -> tuple[Result, str, tuple[str, ...]]:
    """ST.6: the result and why (the value must be current: see :func:`_value`)."""
    value = test.value
    fails = [label for label, r in test.automatic if r is Result.FAIL] + (
        ["[auto-fail] token"] if "auto-fail" in test.tokens else [])
    wins = [label for label, r in test.automatic if r is Result.SUCCESS]
    rules: tuple[str, ...] = ("ahlcg/rr/st-6",)
    if fails:
        test.value = 0
        test.margin = test.difficulty
        why = f"automatic failure ({', '.join(fails)}): the total skill value is considered 0"
        rules += ("ahlcg/rr/automatic-failure-success",)
        if test.difficulty == 0:
            why += "; the test fails even against difficulty 0"
            rules += ("ahlcg/faq/q-if-i-automatically-fail-a-test-from-revealing",)
        if wins:
            why += f"; it also automatically succeeds ({', '.join(wins)}), but automatic failure takes precedence"
            rules += ("ahlcg/faq/q-what-happens-if-a-skill-test-both-automatically",)
        return Result.FAIL, why, rules
    if wins:
        test.margin = value
        return Result.SUCCESS, (f"automatic success ({', '.join(wins)}): the total difficulty is considered 0, "
                                f"and {value} \u2265 0"), rules + ("ahlcg/rr/automatic-failure-success",)
    stated = test.spec.result if test.spec and test.spec.result else test.stated
    if not (test.tokens or test.revealed or test.unrevealed) and stated is not None:  # ignored or none revealed
        test.margin = 0
        return stated, "as the situation states", rules
    if not (test.tokens or test.revealed or test.unrevealed):
        test.margin = 0
        return Result.SUCCESS, "no token and no result given: assumed", rules
    test.margin = abs(value - test.difficulty)
    if value >= test.difficulty:
        return Result.SUCCESS, f"{value} equals or exceeds the difficulty {test.difficulty}" + (
            f"; by {test.margin}" if test.margin else ""), rules
    return Result.FAIL, f"{value} is less than the difficulty {test.difficulty}; by {test.margin}", rules


def _determine(engine: Engine, test: Test) -> None:
    depth = test.depth
    settle_difficulty(engine, test)
    unraised.say(engine, test, test.base is None and bool(skill_value.base(engine, test)[1]))
    raw, shown = _value(engine, test)
    engine.emit(StepKind.FRAMEWORK, depth, f"ST.5: {test.who}'s modified skill value: {shown}",
                ("ahlcg/rr/st-5", "ahlcg/rr/modifiers"), card=test.source)
    result, why, rules = _outcome(engine, test)
    engine.emit(StepKind.FRAMEWORK, depth, f"ST.6: {test.who} {_verb(result)} ({why})", rules, card=test.source)
    occ = None
    for _round in range(3):  # 'would' abilities (Lucky!) may change the modifiers, and so the result
        occ = _result_occurrence(engine, test, result)
        before = _inputs(test)
        engine.window([occ], Timing.WOULD)
        if _inputs(test) == before:
            break
        raw, shown = _value(engine, test)
        again, why, rules = _outcome(engine, test)
        engine.emit(StepKind.NOTE, depth, f"The skill value is recalculated from the base with every active "
                    f"modifier: {shown}; {test.who} {'still ' if again is result else 'now '}{_verb(again)} ({why})",
                    ("ahlcg/rr/modifiers",) + rules, card=test.source)
        if again is result:
            break
        result = again
    assert occ is not None
    test.result = result

    def body(_: list[Occurrence]) -> None:
        test.result = result

    engine.resolve([occ], body, would=False)


def _inputs(test: Test) -> tuple[int, int, tuple[str, ...]]:
    """What ST.5 and ST.6 are computed from, as a 'would' ability may change it: the modifiers, the automatic
    results, the tokens resolved ("Return the revealed chaos token to the bag and reveal a new chaos token")."""
    return len(test.modifiers), len(test.automatic), tuple(test.tokens)


def result_now(engine: Engine, test: Test) -> Result:
    """ST.5 and ST.6 computed again from the test as it stands (for an effect that asks whether it changed them)."""
    _value(engine, test)
    return _outcome(engine, test)[0]


def _verb(result: Result) -> str:
    return "succeeds" if result is Result.SUCCESS else "fails"


def _result_occurrence(engine: Engine, test: Test, result: Result) -> Occurrence:
    event = "succeed-skill-test" if result is Result.SUCCESS else "fail-skill-test"
    verb = "succeeds at" if result is Result.SUCCESS else "fails"
    return engine.occurrence(event, test.depth, who=test.who, what=test.target, source=test.source, via=test.via,
                             skill=test.skill, amount=abs(test.margin),
                             text=f"{test.who} {verb} the {test.skill} test ({test.against})")


# -- ST.7 and ST.8 --------------------------------------------------------------------------------

def _paid(test: Test, ctx: Context) -> Context:
    """A committed card's results' resolution, its record seeded with what committing it paid (an additional cost:
    "spend up to 3 resources … gain twice that many resources"), so that "that many" counts it."""
    for outcome, amount in test.paid.get(ctx.bearer, ()):
        record_done(ctx, outcome, amount)
    return ctx


def _results(engine: Engine, test: Test) -> None:
    state = engine.state
    depth = test.depth
    result = test.result or Result.SUCCESS
    results = list(test.on_success if result is Result.SUCCESS else test.on_fail)
    doublers = []
    for item in test.committed:
        card = state.cards[item.card]
        if _canceled(engine, test, item.card):
            engine.emit(StepKind.NOTE, depth, f"{item.card}: its effects are canceled by {test.skills_canceled}",
                        ("ahlcg/rr/st-7", "ahlcg/rr/cancel"), card=item.card)
            continue
        effects = card.spec.if_success if result is Result.SUCCESS else card.spec.if_fail
        parts = split(effects)
        for part, modifying in parts:
            text = (card.spec.text if len(parts) == 1 else None) or "; ".join(e.text or e.effect for e in part)
            results.append(TestResult(f"{item.card}: \u201c{text}\u201d", item.card,
                                      lambda at, e=part, i=item: engine.run_effects(
                                          e, _paid(test, Context(i.card, i.who, at, mandatory=True))), modifying))
        if card.spec.double_results and result is Result.SUCCESS:
            doublers.append(item.card)
    if not results:
        engine.emit(StepKind.FRAMEWORK, depth, f"ST.7: the test {'succeeded' if result is Result.SUCCESS else 'failed'}"
                    ": no results to apply", ("ahlcg/rr/st-7",), card=test.source)
    else:
        twice = f"; {', '.join(doublers)}: each result is resolved an additional time" if doublers else ""
        word = "successful" if result is Result.SUCCESS else "failed"
        rules: tuple[str, ...] = ("ahlcg/rr/st-7", "ahlcg/faq/1-7")
        if doublers:
            rules += ("ahlcg/faq/q-i-have-committed-double-or-nothing-and-perception",)
        engine.emit(StepKind.FRAMEWORK, depth, f"ST.7: apply the results of the {word} test, one at a time{twice}",
                    rules, card=test.source)
        modifying = [r for r in results if r.modifies]
        results = [r for r in results if not r.modifies]
        if modifying and results:
            engine.emit(StepKind.NOTE, depth, "A result that modifies the test's other consequences ("
                        + "; ".join(r.label for r in modifying) + ") is applied first, so that the consequence it "
                        "modifies resolves as modified", ("ahlcg/rr/st-7",), card=test.source)
        if len(results) > 1:
            owners = list(dict.fromkeys(r.owner for r in results))
            ranked, choice = engine.book.order(owners)
            results.sort(key=lambda r: ranked.index(r.owner))
            why = (f"({choice.path})" if choice else "(no order given: the engine applies the test's own result "
                   "first, then the committed cards' in the order committed)")
            engine.emit(StepKind.CHOICE, depth, f"{test.who} applies the results in the order of his or her choice "
                        f"{why}: " + "; then ".join(r.said() for r in results),
                        ("ahlcg/rr/st-7", "ahlcg/faq/1-7"), card=test.who)
        for item in modifying + results:
            for k in range(2 if doublers and not item.modifies else 1):
                engine.emit(StepKind.FRAMEWORK, depth, f"Result{' (again)' if k else ''}: {item.said()}",
                            ("ahlcg/rr/st-7",), card=item.owner)
                item.run(depth)
    if test.after_results is not None:
        test.after_results(result, depth)
    standing.answer(engine, standing.TEST_RESULTS_APPLIED, depth, test=test, result=result)  # Retaliate, Alert


def _end(engine: Engine, test: Test) -> None:
    state = engine.state
    depth = test.depth
    gone = []
    state.committed = [c for c in state.committed if all(c != item.card for item in test.committed)]  # no longer
    for item in test.committed:
        card = state.cards[item.card]
        if card.zone == LIMBO:
            card.zone = DISCARD
            state.investigators[item.who].discard.append(item.card)
            gone.append(item.card)
    back = [t for t in test.revealed if t not in TO_POOL]  # not those resolved from a card: none was drawn
    returned = f"; the revealed chaos token{'s' if len(back) > 1 else ''} ({', '.join(back)}) " \
        "returned to the chaos bag" if back else ""
    pooled = to_pool_at_end(engine, test.revealed)
    returned += pooled
    if test.substituted:
        returned += f"; the tokens resolved from {test.substituted} ({', '.join(test.tokens)}) were not drawn from " \
            "the chaos bag, so this step does not return them"
    engine.emit(StepKind.FRAMEWORK, depth, f"ST.8: the skill test ends: committed cards discarded "
                f"({', '.join(gone) or 'none'}){returned}",
                ("ahlcg/rr/st-8",) + (("ahlcg/glossary/seal",) if test.substituted else ())
                + ((BLESS_CURSE,) if pooled else ()), card=test.source)
    for text in expire_lasting(engine, Duration.FOR_THIS_SKILL_TEST, depth, test):
        engine.emit(StepKind.STATE, depth, f"Lasting effect expires as the skill test ends: {text}",
                    ("ahlcg/rr/lasting-effects", "ahlcg/rr/st-8"))
    occ = engine.occurrence("skill-test-ends", depth, who=test.who, source=test.source, skill=test.skill,
                            text=f"{test.who}'s {test.skill} test ends")
    engine.resolve([occ], None)


def add_modifier(engine: Engine, label: str, amount: int, depth: int) -> bool:
    """The ``modify-skill`` effect: +X to the skill value of the test being resolved."""
    test = engine.test
    if test is None:
        engine.emit(StepKind.NOTE, depth, "No skill test is being resolved: the modifier has nothing to apply to",
                    ("ahlcg/rr/modifiers",), card=label)
        return False
    test.modifiers.append((label, amount))
    engine.emit(StepKind.STATE, depth, f"{_plus(amount)} to {test.who}'s skill value for this test ({label})",
                ("ahlcg/rr/modifiers",), card=label)
    return True


def _canceled(engine: Engine, test: Test, card: str) -> bool:
    """Whether a committed card is a skill card whose effects and icons were canceled."""
    return test.skills_canceled is not None and engine.state.cards[card].type is CardType.SKILL


def cancel_skill_cards(engine: Engine, label: str, depth: int) -> bool:
    """"Cancel the effects and icons of each skill card committed to this test": from now on the committed skill
    cards add no icons at ST.5 and no results at ST.7 (Cancel); they are still committed, and discarded at ST.8."""
    test = engine.test
    if test is None:
        engine.emit(StepKind.NOTE, depth, "No skill test is being resolved: no committed skill card to cancel",
                    ("ahlcg/rr/cancel",), card=label)
        return False
    test.skills_canceled = label
    skills = [item.card for item in test.committed if engine.state.cards[item.card].type is CardType.SKILL]
    engine.emit(StepKind.STATE, depth, f"{label}: the effects and icons of each skill card committed to "
                f"{test.who}'s test are canceled ({', '.join(skills) or 'none is committed'})",
                ("ahlcg/rr/cancel", "ahlcg/rr/st-5", "ahlcg/rr/st-7"), card=label)
    return True


def make_automatic(engine: Engine, label: str, result: Result, depth: int) -> bool:
    """The ``automatic`` effect: the test being resolved automatically succeeds or fails (at ST.6)."""
    test = engine.test
    if test is None:
        engine.emit(StepKind.NOTE, depth, "No skill test is being resolved: nothing succeeds or fails automatically",
                    ("ahlcg/rr/automatic-failure-success",), card=label)
        return False
    test.automatic.append((label, result))
    engine.emit(StepKind.STATE, depth, f"{label}: {test.who}'s test automatically "
                f"{'succeeds' if result is Result.SUCCESS else 'fails'} (applied at ST.6)",
                ("ahlcg/rr/automatic-failure-success",), card=label)
    return True
