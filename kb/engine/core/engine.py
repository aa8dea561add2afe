"""The timing core: triggering conditions, their windows, abilities used in them, nested sequences.

Resolving one triggering condition (FAQ 1.4, When, After, Instead, FAQ 2.2):

1. 'would' abilities (Instead: they go before the others, and may replace the condition);
2. 'when' abilities: forced first, ordered by the lead investigator, then reactions, each once per
   occurrence (Forced Abilities; Triggered Abilities; FAQ 1.3);
3. the condition's own effect on the game state (which may raise further conditions);
4. 'at' / 'if' abilities;
5. 'after' abilities, forced first, then reactions. If the condition arose from an effect still
   resolving, its 'after' window waits until every aspect of that effect has resolved (Effects).

An ability used in a window resolves its effect one level deeper: every condition its effect raises
is a nested sequence that completes before the outer one goes on (last in, first out). The depth of
a step counts these interruptions; the consequences a rule procedure spells out for its own
condition (a defeat after damage is applied, an elimination after a defeat) stay at its level.

Nested sequences have no limit in the rules, but a replay must end: after ``STEP_BOUND`` steps, or
``DEPTH_BOUND`` levels of nesting, the replay stops and says so in ``unresolved``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..situation.plan import Do, RevealSpec, TestSpec
from ..situation.spec import Effect, Situation
from ..situation.vocabulary import EVENTS, MANDATORY_KINDS, PLAYER_WINDOWS, AbilityKind, Decision, StepKind, Timing
from . import checkpoint, costs, limits, standing, why
from .choices import ChoiceBook
from .counted import forbidding, value_modifiers
from .dispatch import OPENING_HANDS, PAY_COST, PERFORM, PLAY_CARD, RUN_FRAMEWORK, effect_handler, procedure
from .errors import IllegalPlay, LoopDetected, ScenarioEnded, StepBoundReached
from .loops import LoopGuard
from .occurrence import Context, Occurrence, Replacement, Scope
from .ongoing import Reveal, Test
from .recorder import Recorder
from .rules import cite
from .script import Script, take_fitting
from .state import AbilityState, State
from .text import describe_effects
from .trace import Step, Trace
from .triggering_cost import bound_cost
from .triggers import last_known, one_occurrence, you_of

#: A replay stops after this many steps (abilities that trigger each other forever).
STEP_BOUND = 2000
#: A replay stops when sequences nest deeper than this.
DEPTH_BOUND = 40

_TIMING_RULE = {
    Timing.WOULD: "ahlcg/rr/instead",
    Timing.WHEN: "ahlcg/rr/when",
    Timing.AT: "ahlcg/faq/2-2",
    Timing.IF: "ahlcg/faq/2-2",
    Timing.AFTER: "ahlcg/rr/after",
}
_KIND_RULE = {
    AbilityKind.FORCED: "ahlcg/rr/ability/forced-abilities",
    AbilityKind.DELAYED: "ahlcg/rr/delayed-effects",
    AbilityKind.REACTION: "ahlcg/rr/ability/triggered-abilities",
}

#: The rules that place each player window (Appendix II and the step it follows).
_WINDOW_RULES = {
    "1.4": ("ahlcg/rr/appendix-ii", "ahlcg/rr/phase-i"),
    "2.2": ("ahlcg/rr/appendix-ii", "ahlcg/rr/2-2-1"),
    "3.2": ("ahlcg/rr/appendix-ii", "ahlcg/rr/3-3"), "3.3": ("ahlcg/rr/appendix-ii", "ahlcg/rr/3-3"),
    "4.2": ("ahlcg/rr/appendix-ii", "ahlcg/rr/phase-iv"),
    "4.6": ("ahlcg/rr/appendix-ii", "ahlcg/rr/phase-iv"),
    "ST.1": ("ahlcg/rr/appendix-ii", "ahlcg/rr/skill-test-timing"),
    "ST.2": ("ahlcg/rr/appendix-ii", "ahlcg/rr/skill-test-timing"),
}


def label_of(ab: AbilityState) -> str:
    """'forced', 'reaction', 'delayed', or 'fast event' for the trace."""
    return "fast event" if ab.fast_card else ab.kind.value


class Engine(Recorder):
    """Replays one situation. Create it, call :meth:`run`, get a :class:`Trace`.

    It records the trace as it goes (:class:`Recorder`: ``emit``, ``report``); it reaches procedures and effects
    through the dispatch tables (``dispatch.py``), and settles the standing rules (``standing.py``).
    """

    def __init__(self, situation: Situation, *, step_bound: int = STEP_BOUND, all_windows: bool = False,
                 step_states: bool = False) -> None:
        self.situation = situation
        self.state = State(situation)
        super().__init__(lambda: self.state.snapshot(), step_bound=step_bound, step_states=step_states)
        self.book = ChoiceBook(situation.choices)
        self.scopes: list[Scope] = []
        self.all_windows = all_windows
        self.resolving_effects = 0
        self._uid = 0
        self.script = Script(situation.do)
        self.test: Test | None = None  # the skill test being resolved
        self.deferred: list[Callable[[int], None]] = []  # skill tests waiting for the current one (and its action)
        self.acting = 0  # actions being resolved
        self.peril: str | None = None  # the investigator resolving a peril encounter card
        self._test_specs = list(situation.tests)
        self.keeps_states = checkpoint.needed(situation)  # an action can be undone: keep the state before each
        #: what waits for an action to end ("after this action has ended"), with that action's nesting level
        self._after_action: list[tuple[int, Callable[[int], None]]] = []
        self._reveal_specs = list(situation.reveals)
        self.reveal: Reveal | None = None  # the reveal of chaos tokens whose 'would' window is open
        #: the decision record (why.py): every ability considered in a window, and what was decided
        self.considered: list[why.Considered] = []
        self.seen_considered: set[tuple] = set()
        self.loops = LoopGuard(self)  # the abilities being resolved, one inside another (loops.py)
        self.settling = False  # the standing rules are being applied (standing.py)
        self.held: list[str] = []  # locations where a procedure holds the standing rules back for a moment
        self.used_at: dict[str, list[int]] = {}  # an ability's key -> the steps at which it was used
        self.leaving: dict[str, Callable[[list[Occurrence]], None]] = {}  # cards leaving play (procedures/leaving.py)

    # -- occurrences -------------------------------------------------------------------------
    def occurrence(self, event: str, depth: int, **fields: object) -> Occurrence:
        self._uid += 1
        occ = Occurrence(event, depth, uid=self._uid, **fields)  # type: ignore[arg-type]
        occ.lki = last_known(self.state, occ)
        return occ

    # -- running -----------------------------------------------------------------------------
    def run(self) -> Trace:
        """Play the situation's ``do`` list and return the trace."""
        for default, rule in self.situation.defaults:
            self.report(default, rule)
        standing.begin(self)
        try:
            if self.situation.setup:
                procedure(OPENING_HANDS)(self)
            if self.situation.start is not None:
                procedure(RUN_FRAMEWORK)(self)
            else:
                while (item := self.script.take()) is not None:
                    procedure(PERFORM)(self, item)
                    self.flush_deferred(0)
        except StepBoundReached as stop:
            self.steps.append(Step(len(self.steps) + 1, 0, StepKind.NOTE,
                                   f"Replay stopped: {stop}. Abilities keep triggering each other; the rules set "
                                   "no limit to nested sequences, so the players must settle it.",
                                   cite("ahlcg/faq/1-4", "ahlcg/rr/grim-rule")))
            bound = ("detected as a loop" if isinstance(stop, LoopDetected) else
                     f"documented bound: {self.step_bound} steps or {DEPTH_BOUND} levels of nesting")
            self.report(f"stopped: {stop} ({bound}); the rules do not say how it ends (the Grim Rule: the players "
                        "resolve it as they perceive worst); the rest of the situation was not replayed",
                        "ahlcg/faq/1-4", "ahlcg/rr/grim-rule")
        except ScenarioEnded:
            pass
        for choice in self.book.unused():
            self.report(f"{choice.path}: this '{choice.decision}' choice was never needed",
                        "ahlcg/faq/1-5")
        if self.situation.start is not None and not self.state.scenario_over:
            for item in self.script.rest():
                self.report(f"{item.path}: the replay never reached a point where {item.who} could do this "
                            "(the situation's `do` items are taken in order)", "ahlcg/rr/appendix-ii")
        for spec in self._test_specs:
            self.report(f"{spec.path}: no skill test used this entry", "ahlcg/rr/skill-test-timing")
        for reveal in self._reveal_specs:
            self.report(f"{reveal.path}: no chaos token was revealed outside a skill test for this entry",
                        "ahlcg/rr/chaos-tokens")
        if self.deferred:
            self.report(f"{len(self.deferred)} skill test(s) waiting for another test to finish were never made "
                        "(the replay stopped first)", "ahlcg/glossary/nested-skill-tests")
        sit = self.situation
        final = self.state.snapshot()
        return Trace(sit.title, sit.question, tuple(self.steps), tuple(self.unresolved), final, sit.summary,
                     self.shown_states(final), tuple(c.to_dict() for c in self.considered))

    # -- resolving a triggering condition ----------------------------------------------------
    def resolve(self, occs: list[Occurrence], body: Callable[[list[Occurrence]], None] | None, *,
                announce: str | None = None, rules: tuple[str, ...] = (), card: str | None = None,
                kind: StepKind = StepKind.EVENT, would: bool = True,
                canceled_body: Callable[[list[Occurrence]], None] | None = None) -> list[Occurrence]:
        """Run the would/when/resolve/at/after sequence of simultaneous occurrences.

        Returns the occurrences that happened (not forbidden, canceled or replaced). A card played or an
        ability initiated whose *effects* were canceled still happened (Cancel): ``canceled_body`` runs
        instead of ``body`` (an event is still discarded), and its 'after' abilities still trigger.
        """
        if not occs:
            return []
        depth = occs[0].depth
        if depth > DEPTH_BOUND:
            raise StepBoundReached(f"sequences nested deeper than {DEPTH_BOUND} levels")
        if announce:
            self.emit(kind, depth, announce, rules or EVENTS[occs[0].event].rules, card=card, event=occs[0].event)
        occs = self._forbid(occs)
        if not occs:
            return []
        replacements = self.window(occs, Timing.WOULD) if would else []
        if replacements:
            self._replace(occs, replacements)
            return []
        if not (occs := self._forbid(occs)):  # a 'cannot' its 'would' window made forbids it too (Cannot: absolute)
            return []
        self.window(occs, Timing.WHEN)
        live = [o for o in occs if not o.canceled and not o.replaced]
        if not live:
            return []
        effective = [o for o in live if not o.effects_canceled]
        if effective and body is not None:
            body(effective)
        elif not effective and canceled_body is not None:
            canceled_body(live)
        standing.settle(self, depth)
        live = [o for o in live if not o.canceled]
        if not live:
            return []
        self.window(live, Timing.AT)
        if self.scopes and self.scopes[-1].depth == depth:
            self.scopes[-1].pending.append(live)
        else:
            self.window(live, Timing.AFTER)
        return live

    def _forbid(self, occs: list[Occurrence]) -> list[Occurrence]:
        """Drop occurrences a constant or lasting 'cannot' forbids (Cannot: it is absolute)."""
        keep = []
        for occ in occs:
            ban = self.forbidden(occ)
            if ban is None:
                keep.append(occ)
            else:
                self.emit(StepKind.NOTE, occ.depth,
                          f"{occ.text or occ.event} cannot happen: {ban.bearer}: \u201c{ban.ability.text or 'cannot'}\u201d",
                          ("ahlcg/rr/cannot", "ahlcg/rr/ability/constant-abilities" if ban.kind is AbilityKind.CONSTANT
                           else "ahlcg/rr/lasting-effects"), card=ban.bearer, event=occ.event)
        return keep

    def forbidden(self, occ: Occurrence) -> AbilityState | None:
        """The constant or lasting ability that forbids ``occ``, if any."""
        return forbidding(self.state, occ)

    def modifiers(self, occ: Occurrence) -> list[AbilityState]:
        """Constant and lasting abilities (additional costs, cost modifiers) that apply to ``occ``."""
        return value_modifiers(self.state, occ)

    def _replace(self, occs: list[Occurrence], replacements: list[Replacement]) -> None:
        depth = occs[0].depth
        chosen = replacements[-1]
        if len(replacements) > 1:
            self.emit(StepKind.NOTE, depth,
                      f"{len(replacements)} replacement effects were initiated against the same triggering "
                      f"condition: the most recent one ({chosen.label}) is used",
                      ("ahlcg/rr/instead",))
        for occ in occs:
            occ.replaced = True
        what = "; ".join(o.text or o.event for o in occs)
        self.emit(StepKind.EVENT, depth,
                  f"{what} is replaced: instead, {chosen.label}. No further abilities referencing the "
                  "original triggering condition may be used",
                  ("ahlcg/rr/instead",), event=occs[0].event)
        self.run_effects(chosen.effects, chosen.context)

    # -- windows -----------------------------------------------------------------------------
    def window(self, occs: list[Occurrence], timing: Timing) -> list[Replacement]:
        """Offer the abilities of one timing window: mandatory ones first, then optional ones."""
        timings = (Timing.AT, Timing.IF) if timing is Timing.AT else (timing,)
        depth = occs[0].depth
        used: set[tuple[str, int]] = set()
        replacements: list[Replacement] = []
        opened = False
        for mandatory in (True, False):
            ordered = False
            while True:
                found = self._candidates(occs, timings, mandatory, used)
                if not found:
                    break
                if not opened:
                    self._open_window(occs, timing, found)
                    opened = True
                ab, occ = self._first(found, mandatory, depth, announce=not ordered)
                ordered = True
                used.update((ab.key, o.uid) for o in one_occurrence(self.state, ab, occ, occs))
                if not mandatory and not self._wants(ab, occ):
                    continue
                why.consider(self, ab, occ, why.USED, f"at step {len(self.steps) + 1}")
                replacements.extend(self.use(ab, occ, timing))
                if all(o.canceled for o in occs):
                    return replacements
        if not opened and self.all_windows:
            self.emit(StepKind.WINDOW, depth, f"'{timing}' window \u2014 {self._occ_text(occs)}: no abilities",
                      (_TIMING_RULE[timing],), event=occs[0].event)
        return replacements

    @staticmethod
    def _occ_text(occs: list[Occurrence]) -> str:
        return "; ".join(o.text or o.event for o in occs)

    def _open_window(self, occs: list[Occurrence], timing: Timing,
                     found: list[tuple[AbilityState, Occurrence]]) -> None:
        names = list(dict.fromkeys(f"{ab.bearer} [{label_of(ab)}]" for ab, _ in found))
        rules = [_TIMING_RULE[timing], "ahlcg/faq/1-4", "ahlcg/rr/triggering-condition"]
        if any(occ.event in ("damage-dealt", "horror-dealt") and occ.who and occ.what != occ.who
               and ab.trigger is not None and ab.trigger.who for ab, occ in found):
            rules.append("ahlcg/faq/2-1")  # damage dealt 'to you' includes your assets
        self.emit(StepKind.WINDOW, occs[0].depth,
                  f"'{timing}' window \u2014 {self._occ_text(occs)}: {', '.join(names)}",
                  tuple(rules), event=occs[0].event)

    def _candidates(self, occs: list[Occurrence], timings: tuple[Timing, ...], mandatory: bool,
                    used: set[tuple[str, int]], *, record: bool = True) -> list[tuple[AbilityState, Occurrence]]:
        """The abilities that may be used now for ``occs``. Each ability whose triggering condition names
        this event and timing is considered; what kept it out is written to the decision record (why.py)."""
        state = self.state
        found = []
        leaving = [ab for occ in occs for ab in state.leaving_abilities(occ.event, occ.what)]
        for ab in state.live_abilities() + leaving:
            if ab.kind not in (AbilityKind.FORCED, AbilityKind.DELAYED, AbilityKind.REACTION):
                continue
            if (ab.kind in MANDATORY_KINDS) != mandatory or ab.timing not in timings or ab.trigger is None:
                continue
            for occ in occs:
                if (ab.key, occ.uid) in used or occ.canceled or occ.replaced or not ab.trigger.names(occ.event):
                    continue
                verdict = why.judge(self, ab, occ, mandatory)
                if verdict is None:
                    found.append((ab, occ))
                elif record:
                    why.consider(self, ab, occ, *verdict)
        return found

    def has_abilities(self, occ: Occurrence, timing: Timing) -> bool:
        """Whether any ability could be used in ``occ``'s ``timing`` window (nothing is consumed)."""
        return any(self._candidates([occ], (timing,), mandatory, set(), record=False) for mandatory in (True, False))

    def can_play_in_window(self, ab: AbilityState, you: str | None) -> bool:
        """A fast event in hand: its owner can pay for it and nothing forbids playing it."""
        card = self.state.cards[ab.bearer]
        if you is None or card.owner != you:
            return False
        probe = self.occurrence("play-card", 0, who=you, what=card.name)
        if self.forbidden(probe) is not None:
            return False
        extra, added = sum(m.ability.cost_modifier for m in self.modifiers(probe)), costs.card_additional_cost(
            self.state, card.name, probe)[0]  # its additional cost to play it too (Costs: the potential to be paid)
        return costs.can_pay(self.state, added, you, card.name, resources=max(0, card.spec.cost + extra))

    def _first(self, found: list[tuple[AbilityState, Occurrence]], mandatory: bool, depth: int, *,
               announce: bool) -> tuple[AbilityState, Occurrence]:
        """The next ability to use: by the situation's order choice, or the stated default."""
        bearers = list(dict.fromkeys(ab.bearer for ab, _ in found))
        if len(bearers) == 1:
            return found[0]
        ranked, choice = self.book.order(bearers)
        if announce:
            lead = self.state.lead
            listing = ", then ".join(ranked)
            if choice is not None:
                self.emit(StepKind.CHOICE, depth, f"Order chosen ({choice.path}): {listing}",
                          ("ahlcg/rr/priority-of-simultaneous-resolution", "ahlcg/rr/lead-investigator"))
            elif mandatory:
                self.emit(StepKind.CHOICE, depth,
                          f"Simultaneous forced abilities: the lead investigator ({lead}) determines the order; "
                          f"no order given, the engine uses the situation's order: {listing}",
                          ("ahlcg/rr/priority-of-simultaneous-resolution", "ahlcg/rr/lead-investigator"))
            else:
                owners = {you_of(self.state, ab.bearer, occ) for ab, occ in found}
                if len(owners) > 1:
                    self.emit(StepKind.CHOICE, depth,
                              "The rules do not order different players' reactions to one triggering condition "
                              f"(each may be used); the lead investigator ({lead}) decides. No order given, "
                              f"the engine uses the situation's order: {listing}",
                              ("ahlcg/faq/1-3", "ahlcg/faq/1-5", "ahlcg/rr/lead-investigator"))
                else:
                    self.emit(StepKind.CHOICE, depth,
                              f"{owners.pop()} chooses the order of his or her reactions; no order given, the "
                              f"engine uses the situation's order: {listing}",
                              ("ahlcg/rr/ability/triggered-abilities", "ahlcg/faq/1-3"))
        first = ranked[0]
        return next(pair for pair in found if pair[0].bearer == first)

    def _wants(self, ab: AbilityState, occ: Occurrence) -> bool:
        """Whether the controller uses an optional ability (the situation says; default: yes)."""
        who = you_of(self.state, ab.bearer, occ) or ab.bearer
        rules = ("ahlcg/rr/ability/triggered-abilities",)
        if not ab.ability.use:
            self.emit(StepKind.CHOICE, occ.depth,
                      f"{who} does not use {ab.bearer} [{label_of(ab)}] (the situation says it is not used)",
                      rules, card=ab.bearer)
            why.consider(self, ab, occ, why.DECLINED, f"the situation says it is not used (use: false; step "
                         f"{len(self.steps)})")
            return False
        decline = self.book.take(Decision.DECLINE, ability=ab.bearer)
        if decline is not None:
            why.consider(self, ab, occ, why.DECLINED, f"{decline.path} (step {len(self.steps) + 1})")
            self.emit(StepKind.CHOICE, occ.depth,
                      f"{who} declines {ab.bearer} [{label_of(ab)}] ({decline.path})", rules, card=ab.bearer)
            return False
        return True

    # -- abilities ---------------------------------------------------------------------------
    def use(self, ab: AbilityState, occ: Occurrence, timing: Timing) -> list[Replacement]:
        """Use an ability in a window; its effect resolves one level deeper (FAQ 1.4)."""
        depth = occ.depth
        you = you_of(self.state, ab.bearer, occ)
        text = ab.ability.text or describe_effects(ab.ability.effects)
        kind_rule = "ahlcg/rr/fast" if ab.fast_card else _KIND_RULE[ab.kind]
        self.emit(StepKind.ABILITY, depth, f"{ab.bearer} [{label_of(ab)}]: \u201c{text}\u201d",
                  (kind_rule, _TIMING_RULE[timing], "ahlcg/faq/1-4"), card=ab.bearer)
        ctx = Context(ab.bearer, you, depth + 1, occ=occ, ability=ab, timing=timing,
                      mandatory=ab.kind in MANDATORY_KINDS)
        with self.loops.using(ab, occ):
            if ab.fast_card:
                try:
                    procedure(PLAY_CARD)(self, you or "", ab.bearer, depth + 1, as_action=False, window=ctx)
                except IllegalPlay as refused:
                    self.emit(StepKind.FRAMEWORK, depth + 1, f"Aborted: {refused}",
                              refused.rules or ("ahlcg/rr/appendix-i",))
            else:
                self.trigger_ability(ab, ctx)
        if ab.kind is AbilityKind.DELAYED and ab.ability.duration is None:  # one with a duration lasts until it ends
            self._discard_ability(ab)
        return ctx.replacements

    def trigger_ability(self, ab: AbilityState, ctx: Context) -> None:
        """Initiate a triggered ability: pay its costs (step 2), count its limit, resolve (steps 3-4)."""
        cost = bound_cost(self.state, ab, ctx.occ)  # a cost naming the triggering card: this occurrence's
        if not cost.is_free() and ctx.you:
            rules = ("ahlcg/rr/appendix-i", "ahlcg/rr/costs") + (("ahlcg/errata/rr-costs",) if cost.exhaust else ())
            procedure(PAY_COST)(self, cost, ctx.you, ab.bearer, ctx.depth, said=f"Costs paid: {cost.describe()}",
                                rules=rules, preset=ctx.preset)
        self.count_use(ab, limits.counted_for(ab, ctx.you, ctx.occ))
        occ = self.occurrence("ability-triggered", ctx.depth, who=ctx.you, what=ab.bearer, ability=ab,
                              text=f"{ab.bearer}'s ability")
        self.resolve([occ], lambda _: self.run_effects(ab.ability.effects, ctx) and None)

    def _discard_ability(self, ab: AbilityState) -> None:
        for holder in (self.state.investigators.get(ab.owner or ab.bearer), self.state.cards.get(ab.bearer),
                       self.state.locations.get(ab.bearer)):
            if holder is not None and ab in holder.abilities:
                holder.abilities.remove(ab)

    def limit_ok(self, ab: AbilityState, who: str | None) -> bool:
        return limits.within_limit(self.state, ab, who)

    def count_use(self, ab: AbilityState, who: str | None) -> None:
        """Count an initiation by ``who`` against the ability's limit (even if its effects are canceled)."""
        self.used_at.setdefault(ab.key, []).append(len(self.steps))
        limits.count_use(self.state, ab, who)

    @contextmanager
    def own_timing(self) -> Iterator[None]:
        """A procedure with its own timing points (a skill test, ST.1-ST.8) inside an effect: its 'after'
        windows open at its own steps, not when the effect that started it has resolved (FAQ 1.7)."""
        self.scopes.append(Scope(-1))
        try:
            yield
        finally:
            self.scopes.pop()

    # -- effects -----------------------------------------------------------------------------
    def run_effects(self, effects: tuple[Effect, ...], ctx: Context) -> bool:
        """Resolve the aspects of an effect in order; return whether all resolved in full.

        'Then': a post-then aspect resolves only if everything before it resolved in full. The
        'after' windows the aspects raise wait until the last aspect has resolved.
        """
        scope = Scope(ctx.depth)
        self.scopes.append(scope)
        self.resolving_effects += 1
        full = True
        try:
            for eff in effects:
                if eff.then:
                    if not full:
                        self.emit(StepKind.NOTE, ctx.depth,
                                  f"Then: the pre-then aspect did not resolve in full, so \u201c{describe_effects((eff,))}\u201d "
                                  "does not resolve", ("ahlcg/rr/then",), card=ctx.bearer)
                        full = False
                        break
                    if scope.pending:
                        self.emit(StepKind.NOTE, ctx.depth,
                                  "Then: the pre-then aspect resolved in full, so the post-then aspect resolves, "
                                  "before any 'after' ability the pre-then aspect triggered",
                                  ("ahlcg/rr/then",), card=ctx.bearer)
                if eff.may and not self.decide_may(ctx, eff):
                    full = False
                    continue
                full = effect_handler(eff.effect).resolve(self, eff, ctx) and full
        finally:
            self.resolving_effects -= 1
            self.scopes.pop()
        if self.scopes and self.scopes[-1].depth == scope.depth:
            self.scopes[-1].pending.extend(scope.pending)
        else:
            for group in scope.pending:
                self.window(group, Timing.AFTER)
        return full

    def potential(self, effects: tuple[Effect, ...], ctx: Context) -> bool:
        """Triggered Abilities / Forced Abilities: an ability initiates only if it can change the state.

        A post-then aspect counts only when every aspect before it could change the state: one that cannot
        does not resolve in full, so what follows its "Then," does not resolve either (Then).
        """
        able = []
        for eff in effects:
            if eff.then and not all(able):
                break
            able.append(effect_handler(eff.effect).could_change(self, eff, ctx))
        return any(able)

    # -- framework helpers -------------------------------------------------------------------
    def player_window(self, window: str, depth: int = 0, *, turn: str | None = None) -> int:
        """A player window: the players may use free abilities and fast cards (Appendix II).

        The situation's ``use`` items naming this window (or, outside a skill test, naming none) are
        used here, in order. Returns how many were used.
        """
        where = PLAYER_WINDOWS[window]
        rules = _WINDOW_RULES[window]

        def mine(item: Do | None) -> bool:
            if item is None or not item.use:
                return False
            return item.window == window or (item.window is None and not window.startswith("ST."))

        if not mine(self.script.peek()):
            self.emit(StepKind.WINDOW, depth, f"Player window ({where}): the players pass", rules)
            return 0
        self.emit(StepKind.WINDOW, depth, f"Player window ({where})", rules)
        used = 0
        while mine(self.script.peek()):
            item = self.script.take()
            assert item is not None
            procedure(PERFORM)(self, item, depth=depth, announce=False)
            used += 1
        return used

    def next_test_spec(self, who: str, skill: str) -> TestSpec | None:
        """The first unused ``tests`` entry that fits this test (by ``who`` and ``skill``)."""
        return take_fitting(self._test_specs, who=who, skill=skill)

    def after_action(self, fn: Callable[[int], None], depth: int) -> None:
        """Run ``fn`` once the action being resolved has ended (at once outside an action)."""
        if self.acting:
            self._after_action.append((self.acting, fn))
        else:
            fn(depth)

    def action_ended(self, depth: int, level: int) -> None:
        """The action at nesting ``level`` has ended: run what waited for it (or for an action inside it).

        Called as the action's own resolution ends, before the 'after' window of its ``perform-action``
        occurrence: such a delayed effect initiates as a forced ability (Delayed Effects), and the forced
        abilities of a timing point resolve before the other abilities referencing it (Forced Abilities).
        """
        while any(at >= level for at, _ in self._after_action):
            waiting = [fn for at, fn in self._after_action if at >= level]
            self._after_action = [(at, fn) for at, fn in self._after_action if at < level]
            for fn in waiting:
                fn(depth)

    def next_reveal_spec(self, who: str, card: str) -> RevealSpec | None:
        """The first unused ``reveals`` entry that fits this reveal (by ``who`` and the revealing ``card``)."""
        return take_fitting(self._reveal_specs, who=who, card=card)

    def flush_deferred(self, depth: int) -> None:
        """Run the skill tests that waited for the one before them (and its action) to finish."""
        while self.deferred and self.test is None and self.acting == 0:
            self.deferred.pop(0)(depth)

    # -- decisions ---------------------------------------------------------------------------
    def decide_may(self, ctx: Context, eff: Effect) -> bool:
        choice = self.book.take(Decision.MAY, ability=ctx.bearer)
        what = describe_effects((eff,))
        if choice is not None:
            verdict = bool(choice.choose)
            self.emit(StepKind.CHOICE, ctx.depth,
                      f"{ctx.you or ctx.bearer} {'resolves' if verdict else 'does not resolve'} the optional "
                      f"\u201c{what}\u201d ({choice.path})", ("ahlcg/rr/may",), card=ctx.bearer)
            return verdict
        self.emit(StepKind.CHOICE, ctx.depth,
                  f"\u201c{what}\u201d is optional (may): no choice given, the engine resolves it",
                  ("ahlcg/rr/may",), card=ctx.bearer)
        return True


def replay(situation: Situation, *, step_bound: int = STEP_BOUND, all_windows: bool = False,
           step_states: bool = False) -> Trace:
    """Replay ``situation`` and return its trace. Never raises for a validated situation.

    ``step_states`` also keeps the game state each step shows (``Trace.step_states``; the web
    page's step-through), at the cost of a snapshot per step.
    """
    return Engine(situation, step_bound=step_bound, all_windows=all_windows, step_states=step_states).run()
