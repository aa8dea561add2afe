"""Why an ability was, or was not, offered or used: the decision record (``considered``).

Every time a window opens, each triggered ability of the situation whose triggering condition names
that window's event and timing is *considered*, and the engine writes down what it decided and why:

- ``not offered``: a filter of its triggering condition does not fit the occurrence ("'after you
  defeat an enemy' — Agnes Baker defeated it, not Roland Banks");
- ``limit reached``: its limit is used up ("once per round (used at step 12)");
- ``cannot pay``: its cost cannot be paid (Triggered Abilities: the cost must be payable);
- ``no effect``: its effect could not change the game state (Triggered Abilities, Forced Abilities);
- ``peril``: another investigator is resolving a peril card (Peril);
- offered, and then ``used`` (at a step) or ``declined`` (by a choice, or the situation's ``use: false``);
- ``cannot``: a standing rule keeps it from happening ("cannot: Aloof").

The record is data: :class:`Considered` items, in the order they were made, rendered by ``--why``,
carried in the JSON trace (``considered``) and shown in the web trace.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..situation.spec import Filter
from ..situation.vocabulary import MANDATORY_KINDS, ROLES, StepKind
from . import standing as standing_rules
from .barred_triggers import ban_words, trigger_ban
from .costs import verify_payable
from .counted import holds
from .errors import IllegalPlay
from .limits import counted_for
from .occurrence import Context, Occurrence, role_values
from .selector_words import selector_words
from .state import AbilityState, State
from .text import describe_effects
from .triggering_cost import bound_cost
from .triggers import reaches, selector_matches, skill_fits, trigger_matches, you_of

#: The verdicts of the record, in the words the trace uses.
USED, DECLINED = "used", "declined"
NOT_OFFERED, LIMIT, CANNOT_PAY, NO_EFFECT, PERIL, CANNOT = (
    "not offered", "limit reached", "cannot pay", "no effect", "peril", "cannot")
VERDICTS = (USED, DECLINED, NOT_OFFERED, LIMIT, CANNOT_PAY, NO_EFFECT, PERIL, CANNOT)

#: How a role that does not fit is said, for the events players ask about most.
_ROLE_PHRASES = {
    ("defeated", "who"): "{value} defeated it, not {meant}",
    ("defeated", "what"): "the card defeated is {value}, not {meant}",
    ("damage-dealt", "who"): "the damage was dealt to {value}, not {meant}",
    ("horror-dealt", "who"): "the horror was dealt to {value}, not {meant}",
    ("damage-dealt", "what"): "the damage was assigned to {value}, not {meant}",
    ("horror-dealt", "what"): "the horror was assigned to {value}, not {meant}",
    ("succeed-skill-test", "who"): "{value} made the test, not {meant}",
    ("fail-skill-test", "who"): "{value} made the test, not {meant}",
    ("play-card", "who"): "{value} played it, not {meant}",
    ("play-card", "what"): "the card played is {value}, not {meant}",
    ("enemy-attack", "who"): "the enemy attacked {value}, not {meant}",
    ("move", "who"): "{value} moved, not {meant}",
    ("draw-encounter-card", "who"): "{value} drew it, not {meant}",
}
_ATTACKS = {"attack", "opportunity", "retaliate", "enemy-phase", "alert"}
_PERIOD_WORDS = {"turn": "turn", "phase": "phase", "round": "round", "game": "game", "test": "skill test"}
_TIMES = {1: "once", 2: "twice"}


@dataclass(frozen=True)
class Considered:
    """One consideration of one ability at one window (or one standing rule at one point)."""

    step: int  # the step after which it was considered (the window's step, or the last step recorded)
    card: str  # the bearer
    ability: str  # "Bearer [kind]" and its path in the situation
    window: str  # the window: "'after' window — Goat Spawn is defeated"
    verdict: str
    why: str

    def to_dict(self) -> dict[str, Any]:
        return {"step": self.step, "card": self.card, "ability": self.ability, "window": self.window,
                "verdict": self.verdict, "why": self.why}

    def line(self) -> str:
        return f"step {self.step}: {self.window}: {self.verdict}: {self.why}"


def trigger_words(flt: Filter, timing: str) -> str:
    """The triggering condition in words, as short as the filter: "'after' defeated (who: you)"; one that is any of
    several, each alternative joined by "or"."""
    if flt.any_of:
        return " or ".join(trigger_words(alt, timing) for alt in flt.any_of)
    parts = []
    for role in ROLES:
        wanted = getattr(flt, role)
        if wanted:
            parts.append(f"{role}: {' or '.join(wanted)}")
    for name in ("via", "phase", "skill"):
        value = getattr(flt, name)
        if value is not None:
            parts.append(f"{name}: {getattr(value, 'value', value)}")
    if flt.token:
        parts.append(f"token: {' or '.join(flt.token)}")
    if flt.at_least is not None:
        parts.append(f"at least {flt.at_least}" + (" per investigator" if flt.per_investigator else "")
                     + (f" during a single {flt.within}" if flt.within else ""))
    return f"'{timing} {flt.event}'" + (f" ({'; '.join(parts)})" if parts else "")


def limit_words(ab: AbilityState, used_at: list[int]) -> str:
    limit = ab.ability.limit
    if limit is None:
        return ""
    times = _TIMES.get(limit.count, f"{limit.count} times") + (" per investigator" if limit.per_investigator else "")
    per = _PERIOD_WORDS.get(limit.per.value, limit.per.value)
    where = f" (used at step {', '.join(str(s) for s in used_at)})" if used_at else \
        " (used by another copy, or before the replay began)" if limit.by_title else " (used before the replay began)"
    group = " across all copies by title" if limit.by_title else " for the group" if limit.group else ""
    return f"{times} per {per}{group}{where}"


def mismatch(state: State, flt: Filter, occ: Occurrence, ab: AbilityState, you: str | None,
             fits: Any) -> str | None:
    """Why ``occ`` does not fit the filter ``flt`` of ``ab`` (None if it fits): the first filter that fails,
    named with what the occurrence had instead (for a condition that is any of several, its alternative of the
    occurrence's event). ``fits`` is the selector test of ``triggers``."""
    if flt.any_of:
        flt = next((alt for alt in flt.any_of if alt.event == occ.event), flt.any_of[0])
    for role in ROLES:
        wanted = getattr(flt, role)
        values = role_values(occ, role)
        value = ", ".join(v for v in values if v)
        if wanted and not any(fits(s, v) for s in wanted for v in values):
            meant = " or ".join(_mean(s, ab.bearer, you) for s in wanted)
            phrase = _ROLE_PHRASES.get((occ.event, role))
            if phrase is not None:
                return phrase.format(value=value or "no one", meant=meant)
            return f"{role} is {value or 'no one'}, not {meant}"
    if flt.phase is not None and flt.phase != (occ.phase or state.phase):
        return f"it is the {occ.phase or state.phase or 'no'} phase, not the {flt.phase} phase"
    if not skill_fits(flt.skill, occ.skill):
        return f"the test is {occ.skill or 'no'} test, not {flt.skill}"
    if flt.at_least is not None and flt.within is not None and not reaches(state, flt, occ):
        return (f"this {flt.within}'s total does not reach {flt.at_least}"
                + (" per investigator" if flt.per_investigator else "") + " with this occurrence")
    if flt.at_least is not None and not reaches(state, flt, occ):
        return f"the amount is {occ.amount}, less than {flt.at_least}" + (
            " per investigator" if flt.per_investigator else "")
    if flt.via is not None and flt.via.value != occ.via and not (flt.via.value == "attack" and occ.via in _ATTACKS):
        return f"it came about via {occ.via or 'nothing named'}, not {flt.via.value}"
    return None


def _mean(selector: str, bearer: str, you: str | None) -> str:
    if selector == "you":
        return f"{you or 'no investigator'} (you)"
    if selector == "self":
        return f"{bearer} (self)"
    return selector_words(selector)


def trigger_text(ab: AbilityState) -> str:
    """The ability's printed text, or its triggering condition in words."""
    if ab.ability.text:
        return f"\u201c{ab.ability.text}\u201d"
    assert ab.trigger is not None
    return trigger_words(ab.trigger, str(ab.timing))


def judge(engine: Any, ab: AbilityState, occ: Occurrence, mandatory: bool) -> tuple[str, str] | None:
    """None if ``ab`` may be used for ``occ`` now, else the verdict and why. ``engine`` is the replay's
    Engine (typed Any: the engine imports this module)."""
    state = engine.state
    assert ab.trigger is not None
    you = you_of(state, ab.bearer, occ)
    if not trigger_matches(state, ab.trigger, occ, ab):
        reason = mismatch(state, ab.trigger, occ, ab, you,
                          lambda s, v: selector_matches(state, s, v, ab.bearer, you, occ)) \
            or "its triggering condition's filters do not fit this occurrence"
        return NOT_OFFERED, f"{trigger_text(ab)} \u2014 {reason}"
    condition = ab.ability.condition
    if condition is not None and not holds(state, condition, you, ab.bearer)[0]:
        return NOT_OFFERED, f"{trigger_text(ab)} \u2014 its condition ({condition.describe()}) does not hold"
    if not engine.limit_ok(ab, counted_for(ab, you, occ)):
        return LIMIT, limit_words(ab, engine.used_at.get(ab.key, []))
    barred = None if mandatory else standing_rules.forbidding(engine, you, ab.bearer, "trigger")
    if barred is not None:
        return (PERIL if barred[0] == "peril" else CANNOT), barred[1]
    ban = None if mandatory else trigger_ban(engine, ab, you)  # "You cannot trigger [reaction] abilities" (Cannot)
    if ban is not None:
        return CANNOT, f"{trigger_text(ab)} cannot be triggered: {ban_words(ban)}"
    if ab.fast_card:
        if not engine.can_play_in_window(ab, you):
            return CANNOT_PAY, f"{ab.bearer} cannot be played now by {you or 'no investigator'}"
    elif not ab.ability.cost.is_free():  # a cost needs a payer; no cost needs no "you" (Forced Abilities)
        try:
            verify_payable(state, bound_cost(state, ab, occ), you, ab.bearer)  # "that card": the occurrence's
        except IllegalPlay as refused:
            return CANNOT_PAY, str(refused)
    probe = Context(ab.bearer, you, occ.depth + 1, occ=occ, ability=ab, timing=ab.timing)
    if not engine.potential(ab.ability.effects, probe):
        return NO_EFFECT, (f"\u201c{describe_effects(ab.ability.effects)}\u201d could not change the game state "
                           "now, so the ability does not initiate")
    return None


def consider(engine: Any, ab: AbilityState, occ: Occurrence | None, verdict: str, reason: str, *,
             window: str | None = None, depth: int | None = None) -> None:
    """Write one consideration to the decision record, once per ability, occurrence and verdict. A forced
    ability that triggered but does not initiate is also said in the trace: it is never dropped silently."""
    key = (ab.key, occ.uid if occ else -len(engine.steps), verdict)
    if key in engine.seen_considered:
        return
    engine.seen_considered.add(key)
    where = window or (f"'{ab.timing}' window \u2014 {occ.text or occ.event}" if occ else "")
    label = f"{ab.bearer} [{'fast event' if ab.fast_card else ab.kind.value}]"
    path = f" ({ab.ability.path})" if ab.ability.path else ""
    engine.considered.append(Considered(len(engine.steps), ab.bearer, label + path, where, verdict, reason))
    if occ is not None and ab.kind in MANDATORY_KINDS and verdict in (NO_EFFECT, CANNOT_PAY):
        engine.emit(StepKind.NOTE, occ.depth if depth is None else depth,
                    f"{label} triggers on {occ.text or occ.event} but does not initiate: {reason}",
                    ("ahlcg/rr/ability/forced-abilities", "ahlcg/rr/ability/triggered-abilities"), card=ab.bearer)


def standing(engine: Any, card: str, rule: str, verdict: str, reason: str) -> None:
    """A standing rule's decision about ``card`` ("cannot: Aloof"), once per card, rule and reason."""
    key = (card, rule, reason)
    if key in engine.seen_considered:
        return
    engine.seen_considered.add(key)
    engine.considered.append(Considered(len(engine.steps), card, f"{card} ({rule})", "standing rules", verdict,
                                        reason))


def render_why(considered: tuple[dict[str, Any], ...] | list[dict[str, Any]], card: str | None = None) -> str:
    """The decision record in words, grouped by ability (``kb replay FILE --why [CARD]``)."""
    chosen = [c for c in considered if card is None or c["card"].lower() == card.lower()]
    if not chosen:
        known = sorted({c["card"] for c in considered})
        if card is None:
            return "Why: no ability of the situation was considered (no triggering condition named one).\n"
        return (f"Why: nothing about {card!r} was considered" +
                (f"; the record names: {', '.join(known)}" if known else "") + ".\n")
    lines = ["Why (each ability, every window where its trigger was considered):"]
    groups: dict[str, list[dict[str, Any]]] = {}
    for c in chosen:
        groups.setdefault(c["ability"], []).append(c)
    for ability, items in groups.items():
        lines.append(f"  {ability}")
        for c in items:
            lines.append(f"    - step {c['step']}: {c['window']}: {c['verdict']}: {c['why']}")
    return "\n".join(lines) + "\n"
