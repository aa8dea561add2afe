"""Committing a card to a skill test (ST.2): whether it may be, and its additional cost.

A skill card's commit restriction — "Commit only to a skill test you are performing", "Commit to a skill test only if
you have 3 or fewer remaining sanity" —, Play Restrictions, Permissions, and Instructions: "Many cards and abilities
contain specific instructions pertaining to when or how they may or may not be used, or to specific conditions that
must be true in order to use them. In order to use such an ability or to play such a card, its play restrictions must
be observed." A skill card's are observed as it is committed: a card whose restriction is not met is not committed. Its
count is checked for the investigator committing it, as every condition is (``core/counted.holds``); a count of the
test being made ("only if the difficulty of that test is at least 2 higher than your base skill value":
``COMMIT_COUNTS``) is counted from the test and the committer's base skill, with the same bounds (``counted.within``).

An additional cost to commit a card — its own "As an additional cost to commit "Watch this!" to a skill test, spend up
to 3 resources" (a constant ability on the ``commit-card`` of ``self``, which works from the hand the card is committed
from: the ability references that use, Ability), or a card in play's on ``commit-card`` — is paid as the card is
committed, by the investigator committing it (Costs: "Only the controller of a card or ability may pay its costs"); a
cost that cannot be paid in full keeps the card in hand (FAQ 1.6: unpaid, that aspect does not resolve). An "up to"
part is the committer's ``amount`` choice, on the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import costs, standing
from ..core.counted import count, holds, within
from ..core.occurrence import Occurrence
from ..core.ongoing import Test
from ..core.results import SPENT_OUTCOMES
from ..core.state import HAND
from ..situation.plan import Commit
from ..situation.spec import Condition
from ..situation.vocabulary import COMMIT_COUNTS, AbilityKind, StepKind
from .commit_permits import ELSEWHERE, WITHOUT_ICON, commit_permission, said
from .copies import MAX, max_reached
from .difficulty import difficulty_now
from .granted import gained_icons
from .paying_costs import pay_cost, settle_amount
from .skill_value import base as base_value

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/play-restrictions-permissions-and-instructions", "ahlcg/rr/st-2")
COMMIT = "commit-card"


#: A committed card's own state, as its constant's "while" names it ("While Leadership is committed to a skill test
#: being performed by another investigator"): committed to any test, to its committer's own, or to another's.
COMMITTED_STATES = {"committed": lambda who, tester: True, "committed-to-your-test": lambda who, tester: who == tester,
                    "committed-to-another-investigators-test": lambda who, tester: who != tester}


def icons(engine: Engine, item: Commit, test: Test) -> int:
    """The icons of ``item``'s card matching the test's skill, wild ones included (ST.2): its printed ones, those
    it gained (Gains), and those its own constant gives it while it is committed (:func:`while_committed`); each
    counted as many times as the constants governing the test say (:func:`icon_factors`)."""
    card = engine.state.cards[item.card]
    printed = dict(card.spec.icons)
    gained = gained_icons(engine.state, card) + while_committed(engine, item, test)
    matching = printed.get(test.skill, 0) + printed.get("wild", 0) + sum(1 for i in gained if i in (test.skill, "wild"))
    factor = 1
    for _, n in icon_factors(engine, test):
        factor *= n
    return matching * factor


def icon_factors(engine: Engine, test: Test) -> list[tuple[str, int]]:
    """``(bearer, factor)`` of each constant changing what the icons committed to ``test`` count for ("While you are
    investigating Opéra Garnier, double the number of skill icons committed to this skill test": ``committed-icons``
    on the ``skill-test-begins`` it applies to), in the order their cards entered play; none before the test began."""
    if test.begin is None:
        return []
    return [(ab.bearer, ab.ability.icon_factor) for ab in engine.modifiers(test.begin) if ab.ability.icon_factor != 1]


def icons_said(engine: Engine, item: Commit, test: Test) -> tuple[int, str]:
    """:func:`icons` and the trace's words for the card's part of the sum: the card, and who doubled its icons."""
    doubled = [bearer for bearer, n in icon_factors(engine, test) if n == 2]
    return icons(engine, item, test), item.card + (f", its icons doubled by {', '.join(doubled)}" if doubled else "")


def while_committed(engine: Engine, item: Commit, test: Test) -> list[str]:
    """The icons the card's own constant abilities give it while it is committed to ``test`` by ``item.who``, one an
    entry: a ``gains-icons`` for ``self`` (as every constant's characteristics apply to ``enters-play``) whose "while"
    is a committed state of ``self`` (``COMMITTED_STATES``). A committed card is out of play, but such an ability references its use there
    (Ability: "unless the ability specifically references its use from an out-of-play area"), so it works; "if a
    card gains a characteristic (such as an icon …), the card functions as if it possesses" it (Gains)."""
    out: list[str] = []
    for a in engine.state.cards[item.card].spec.abilities:
        held = a.condition
        if a.kind is AbilityKind.CONSTANT and a.characteristics is not None and a.characteristics.icons \
                and a.applies_to is not None and a.applies_to.event == "enters-play" and a.applies_to.what == ("self",) \
                and held is not None and held.card == "self" and held.state in COMMITTED_STATES \
                and COMMITTED_STATES[held.state](item.who, test.who):
            out.extend(a.characteristics.icons * _times(engine, a.for_each, item))
    return out


def _times(engine: Engine, for_each: str | None, item: Commit) -> int:
    """How many times a committed card's own icons are gained: once, or once for each of its ``for-each`` count of
    the state now, for the investigator committing it ("For each enemy engaged with you, "Not without a fight!"
    gains [willpower] [combat] [agility]": the committed card's value is checked as the icons are counted, Modifiers;
    nothing to count is none)."""
    if for_each is None:
        return 1
    counted = count(engine.state, for_each, item.who, item.card)
    return counted[0] if counted is not None else 0


def unmet(engine: Engine, card: str, who: str, test: Test) -> str | None:
    """Why ``who`` may not commit ``card`` to ``test`` by the card's own restriction, or None when it may."""
    spec = engine.state.cards[card].spec
    if spec.commit_own_test and who != test.who:
        return f"{card} commits only to a skill test its investigator is performing, and this is {test.who}'s"
    if spec.commit_if is not None:
        met, counted = on_test(engine, spec.commit_if, who, test) if spec.commit_if.count in COMMIT_COUNTS \
            else holds(engine.state, spec.commit_if, who, card)
        if not met:
            return f"{card}'s commit restriction is not met: it needs {spec.commit_if.describe()}, and it is {counted}"
    return None


def on_test(engine: Engine, condition: Condition, who: str, test: Test) -> tuple[bool, str]:
    """Whether a commit restriction's count of the test being made (``COMMIT_COUNTS``) is within its bounds for the
    committer ``who``, and the count as said: the difficulty now (:func:`.difficulty.difficulty_now`), less ``who``'s
    base value of the skill tested (the card's stated base when ``who`` is the tester and a card states one)."""
    difficulty = difficulty_now(engine, test)
    if condition.count == "test-difficulty":
        return within(engine.state, condition, difficulty), f"{difficulty} (the difficulty of {test.who}'s test)"
    base = base_value(engine, test, who)[0] or 0
    return (within(engine.state, condition, difficulty - base),
            f"{difficulty - base} (difficulty {difficulty} less {who}'s base {test.skill} {base})")


def refusal(engine: Engine, item: Commit, test: Test, others: set[str],
            occ: Occurrence) -> tuple[str, tuple[str, ...]] | None:
    """Why ``item`` may not be committed to ``test`` (``others``: the other investigators who already committed one),
    with the rules the reason cites beside ST.2; None when it may (``occ``: its ``commit-card``, not yet resolved)."""
    state = engine.state
    card = state.cards[item.card]
    if card.zone != HAND or card.owner != item.who:
        return f"{item.card} is not in {item.who}'s hand", ()
    if test.no_commit is not None:  # "You cannot commit cards to this skill test" (Cannot)
        return test.no_commit, ("ahlcg/rr/cannot",)
    if (barred := standing.restriction(engine, item.who, test.who, "commit")) is not None:
        return barred, ("ahlcg/rr/peril",) if "peril" in barred else ()
    if (barred := unmet(engine, item.card, item.who, test)) is not None:
        return barred, RULES[:1]
    if item.who != test.who and state.location_of(item.who) != state.location_of(test.who):
        permit = commit_permission(engine, occ, ELSEWHERE)
        if permit is None:
            return f"{item.who} is not at {test.who}'s location", ()
        engine.emit(StepKind.NOTE, test.depth, said(permit, item.who), RULES, card=permit.bearer)
    if item.who != test.who and item.who in others:
        return f"{item.who} has already committed a card: each other investigator at the location commits one", ()
    if icons(engine, item, test) == 0:
        permit = commit_permission(engine, occ, WITHOUT_ICON)
        if permit is None:
            return f"{item.card} has no {test.skill} or wild icon: it cannot be committed to this test", ()
        engine.emit(StepKind.NOTE, test.depth, said(permit, item.who), RULES, card=permit.bearer)
    if (maxed := max_reached(engine, card, "committed")) is not None:
        return maxed, (MAX,)
    cost, sources = costs.card_additional_cost(engine.state, item.card, occ)
    if sources and not costs.can_pay(state, cost, item.who, item.card):
        return (f"the additional cost to commit {item.card} ({', '.join(sources)}): {cost.describe()} — "
                f"{item.who} cannot pay it", ("ahlcg/rr/costs", "ahlcg/faq/1-6"))
    return None


def pay_additional(engine: Engine, item: Commit, occ: Occurrence, depth: int, test: Test) -> None:
    """Pay the additional cost of committing ``item`` (:func:`refusal` found it payable), as it is committed; nothing
    when a "cannot" forbids the commit (Cannot: it does not happen as it resolves, so nothing is paid for it). What it
    paid is kept on the ``test`` for the card's own results ("As an additional cost to commit X, spend up to 3
    resources. If you succeed by 1 or more, gain twice that many resources": the amount chosen, ST.7)."""
    cost, sources = costs.card_additional_cost(engine.state, item.card, occ)
    if sources and engine.forbidden(occ) is None:
        what = "" if cost.up_to else f": {cost.describe()}"  # an "up to" part: the amount chosen shows in the change
        if cost.up_to:
            cost = settle_amount(engine, cost, item.who, item.card, depth)
        pay_cost(engine, cost, item.who, item.card, depth, rules=("ahlcg/rr/costs", "ahlcg/rr/st-2"),
                 said=f"Additional cost to commit {item.card} ({', '.join(sources)}) paid by {item.who} as it is "
                 f"committed{what}")
        test.paid[item.card] = tuple((outcome, getattr(cost, part)) for part, outcome in SPENT_OUTCOMES.items()
                                     if getattr(cost, part))
