"""Standing rules: what holds after every change of the game state, kept in one place.

Some rules are not steps of a procedure but conditions that hold whenever they are true: "Any time a
ready unengaged enemy is at the same location as an investigator, it engages that investigator"
(Enemy Engagement), and not only when the procedure that usually brings it about (a move, a spawn,
readying) applies it — also after an elimination leaves an enemy unengaged, an evasion, or an effect
that moves a card. Likewise the restrictions keywords impose wherever their condition holds ("An
investigator cannot attack an aloof enemy while that enemy is not engaged": Aloof).

The rules themselves are built with the procedures (``procedures/standing.py``) and registered here;
the timing core calls :func:`settle` after each change of state — after the body of every triggering
condition and after every effect — and :func:`restriction` before an action or effect that a
standing restriction could forbid. Nothing else applies them.

Every keyword the engine models is one entry of the keyword table (:class:`KeywordRule`): the keyword,
its rule's entry key, its condition — a state condition checked after each step (:data:`STATE`), or
the event it answers (:data:`TEST_RESULTS_APPLIED`, :data:`HUNTERS_MOVE`, …) — and what it does. A
procedure that reaches one of those events asks the table (:func:`answer`), whoever started it (an
action, a card effect, the framework): Retaliate answers a failed test while attacking, whether the
attack is a fight action or an event's "Fight."; Alert any failed evasion attempt. A procedure asks
whether a card bears a keyword with :func:`bears`, which refuses a keyword the table does not hold.

``hold`` suspends the rules for one location while a procedure passes through timing points at which
they must not yet apply: after an investigator enters a location, the enemies there engage only at
the point "before enemies engage you" names (the Track Shoes ruling), not as soon as the move resolves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

#: A standing rule: (engine, depth) -> whether it changed the state (then every rule is checked again).
Rule = Callable[[Any, int], bool]
#: A standing restriction: (engine, who, what, kind) -> why it is forbidden, or None. ``kind`` is what is
#: done: 'attack' (what: the enemy), 'play' or 'use' (what: the card), 'trigger' (what: the ability's
#: bearer), 'commit' (who: the committer, what: the investigator making the test).
Restriction = Callable[[Any, "str | None", str, str], "str | None"]

#: A keyword's answer to the event it names: (engine, depth, **facts) -> whether it did anything.
Answer = Callable[..., bool]

#: The condition of a keyword that holds whenever its state holds: checked after each step.
STATE = "state"
#: The events keywords answer, each reached by one procedure whoever started it.
TEST_RESULTS_APPLIED = "after all results of a skill test are applied (ST.7)"
HUNTERS_MOVE = "3.2 hunter enemies move"
ENCOUNTER_CARD_RESOLVES = "an encounter card resolves (step 2 of drawing it)"
ENCOUNTER_CARD_RESOLVED = "an encounter card has resolved (step 5 of drawing it)"
CARD_PLAYED = "a card is played (its initiation sequence)"
ATTACK_RESOLVED = "an attack by or against an enemy has resolved"
INVESTIGATOR_LEAVES = "an investigator is eliminated (by defeat or resignation), before his or her cards go"
REVELATION_RESOLVED = "an encounter card's revelation abilities have resolved (step 3 of drawing it)"
SETUP_DECKS = "setup step 4, the investigator decks are assembled"


@dataclass(frozen=True)
class KeywordRule:
    """One keyword's rule: where it holds and what it does."""

    keyword: str
    key: str  # the rule's entry key
    condition: str  # STATE, or the event it answers
    does: str  # what it does, in words (the README's table)
    rule: Rule | None = None  # STATE: applied after each step, like the other standing rules
    answer: Answer | None = None  # an event: what it does when the event happens (None: the procedure that
    # reaches the event reads the keyword with :func:`bears`, as the initiation sequence reads Fast)
    forbids: Restriction | None = None  # what it forbids while its condition holds


_RULES: dict[str, Rule] = {}
_KEYWORDS: dict[str, KeywordRule] = {}
_RESTRICTIONS: dict[str, Restriction] = {}
_INITIAL: list[Rule] = []
#: each standing rule's entry key, for the coverage table and the README
CITED: dict[str, str] = {}


def register_rule(name: str, rule: Rule, key: str, *, initially: bool = False) -> None:
    """Register a standing rule (once). ``initially``: it also holds of the situation as given, before anything is
    done (a state the situation cannot state itself, such as the keywords a constant ability gives): :func:`begin`."""
    if name in _RULES:
        raise ValueError(f"the standing rule '{name}' is already registered")
    _RULES[name] = rule
    CITED[name] = key
    if initially:
        _INITIAL.append(rule)


def begin(engine: Any) -> None:
    """Apply the rules that hold of the situation as given (``initially``), once, before the first step. The others
    (Enemy Engagement) wait for the first change: the situation states their outcome as it is."""
    for rule in _INITIAL:
        rule(engine, 0)


def register_restriction(name: str, check: Restriction, key: str) -> None:
    """Register a standing restriction (once)."""
    if name in _RESTRICTIONS:
        raise ValueError(f"the standing restriction '{name}' is already registered")
    _RESTRICTIONS[name] = check
    CITED[name] = key


def register_keyword(entry: KeywordRule) -> None:
    """Register one keyword's rule (once)."""
    if entry.keyword in _KEYWORDS:
        raise ValueError(f"the keyword '{entry.keyword}' is already registered")
    if entry.condition == STATE and entry.answer is not None:
        raise ValueError(f"the keyword '{entry.keyword}' holds with a state: it answers no event")
    _KEYWORDS[entry.keyword] = entry
    CITED[entry.keyword] = entry.key


def keywords() -> list[KeywordRule]:
    """The keyword table, in the order registered."""
    return list(_KEYWORDS.values())


def rules() -> list[str]:
    return list(_RULES) + list(_RESTRICTIONS) + list(_KEYWORDS)


def bears(card: Any, keyword: str) -> bool:
    """Whether ``card`` (a card in the game, or its spec) has ``keyword``, printed or gained ("… gains surge", "Each
    Criminal enemy gains Aloof"), and not lost to a constant ability ("Attached enemy loses retaliate"): only a
    keyword of the table."""
    if keyword not in _KEYWORDS:
        raise KeyError(f"the keyword '{keyword}' has no entry in the standing rules' keyword table")
    spec = getattr(card, "spec", card)
    granted = getattr(card, "granted", {})
    if granted.get(keyword) is False:
        return False
    return keyword in spec.keywords or keyword in getattr(card, "gained", ()) or bool(granted.get(keyword))


def answer(engine: Any, event: str, depth: int, **facts: Any) -> bool:
    """Every keyword that answers ``event`` does so, in the table's order; whether any did something."""
    done = False
    for entry in _KEYWORDS.values():
        if entry.condition == event and entry.answer is not None:
            done = entry.answer(engine, depth, **facts) or done
    return done


def forbidding(engine: Any, who: str | None, what: str, kind: str) -> tuple[str, str] | None:
    """The standing restriction or keyword forbidding ``who`` doing ``kind`` to ``what`` now, and why."""
    for name, check in _RESTRICTIONS.items():
        found = check(engine, who, what, kind)  # type: ignore[arg-type]
        if found is not None:
            return name, found
    for entry in _KEYWORDS.values():
        if entry.forbids is not None:
            found = entry.forbids(engine, who, what, kind)  # type: ignore[arg-type]
            if found is not None:
                return entry.keyword, found
    return None


def settle(engine: Any, depth: int) -> None:
    """Apply every standing rule until none changes the state (each change may enable another)."""
    if engine.settling:
        return
    engine.settling = True
    try:
        for _ in range(50):  # each pass engages at least one enemy: the board bounds it
            state_rules = list(_RULES.values()) + [k.rule for k in _KEYWORDS.values() if k.rule is not None]
            if not any(rule(engine, depth) for rule in state_rules):
                break
    finally:
        engine.settling = False


def restriction(engine: Any, who: str | None, what: str, kind: str) -> str | None:
    """Why a standing restriction forbids ``who`` doing ``kind`` (e.g. 'attack') to ``what``, or None."""
    found = forbidding(engine, who, what, kind)
    return None if found is None else found[1]


@contextmanager
def hold(engine: Any, location: str) -> Iterator[None]:
    """Suspend the standing rules at ``location`` while a procedure passes its timing points."""
    engine.held.append(location)
    try:
        yield
    finally:
        engine.held.remove(location)
