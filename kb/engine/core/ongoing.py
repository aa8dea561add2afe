"""What is being resolved right now that the timing core keeps track of: the skill test being made
(``Engine.test``) and the reveal of chaos tokens whose 'would' window is open (``Engine.reveal``).

The procedures fill these records in as the test or the reveal resolves (``procedures/skilltest.py``,
``procedures/reveal.py``); the core holds the current one of each, so that the effects and selectors
that refer to "the current skill test" or "the revealed token" find it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..situation.plan import Commit, TestSpec
from ..situation.vocabulary import Result
from .occurrence import Context, Occurrence


@dataclass(eq=False)
class TestResult:
    """One result applied at ST.7: what it does, and whose it is (for the tester's ordering).

    ``run`` gets the depth at which the test resolves: a test that had to wait for another (Nested Skill
    Tests) resolves later and elsewhere than where it was started, and so do its results.
    """

    label: str
    owner: str
    run: Callable[[int], bool]
    modifies: bool = False  # it modifies the test's other results ("this attack deals +1 damage"): applied first
    #: The label as it stands when the result is applied, where a result applied before it changed what it does
    #: ("instead of its standard damage, this attack deals 2 damage to each enemy …"): never a replaced result named.
    words: Callable[[], str] | None = None

    def said(self) -> str:
        """What the result does, as the trace says it now."""
        return self.words() if self.words is not None else self.label


@dataclass(eq=False)
class Test:
    """A skill test being made."""

    who: str
    skill: str
    difficulty: int
    against: str
    via: str
    depth: int
    source: str | None = None
    target: str | None = None
    base: int | None = None
    bonus: int = 0
    stated: Result | None = None
    automatic_by: str | None = None  # a card ability making it automatic before ST.3 (Hope)
    automatic_as: Result | None = None
    on_success: list[TestResult] = field(default_factory=list)
    on_fail: list[TestResult] = field(default_factory=list)
    after_results: Callable[[Result, int], None] | None = None  # with the depth, as ``TestResult.run``
    on_revealed: list[TestResult] = field(default_factory=list)  # its card's "if a [skull] is revealed" (ST.4)
    on_begin: list[TestResult] = field(default_factory=list)  # its card's "for this attack" modifiers, at ST.1
    after_end: list[Callable[[int], None]] = field(default_factory=list)  # "after this test resolves" (after ST.8)
    no_commit: str | None = None  # why no card may be committed to it ("You cannot commit cards to this skill test")
    # filled in as the test resolves
    spec: TestSpec | None = None
    committed: list[Commit] = field(default_factory=list)
    tokens: list[str] = field(default_factory=list)
    modifiers: list[tuple[str, int]] = field(default_factory=list)
    automatic: list[tuple[str, Result]] = field(default_factory=list)
    begin: Occurrence | None = None
    result: Result | None = None
    value: int = 0
    margin: int = 0
    revealed: list[str] = field(default_factory=list)  # every token revealed, resolved or ignored
    returned: list[str] = field(default_factory=list)  # revealed, then returned to the bag before ST.8 ("Return the revealed chaos token to the bag")
    substituted: str | None = None  # the card whose sealed tokens were resolved instead of a reveal (Premonition)
    attack_damage: list[tuple[str, int]] = field(default_factory=list)  # "this attack deals +N damage", from results
    attack_instead: list[tuple[str, int]] = field(default_factory=list)  # "instead of its standard damage, … deals N"
    attack_spread: list[tuple[str, int, tuple[str, ...]]] = field(default_factory=list)  # "… deals N damage to each
    # enemy at X" instead of its standard damage: (by what, N, the enemies picked) (procedures/spread_attack.py)
    paid: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)  # a committed card's additional cost
    # paid, by card: (outcome, amount), what its results count ("that many", procedures/commitment.py)
    attack_dealt: bool = False  # the attack's damage has been dealt: no later result modifies it
    attack_standard: int | None = None  # a fight's standard damage (1 + its card's extra): "this attack's damage"
    skills_canceled: str | None = None  # what canceled the effects and icons of the committed skill cards
    unrevealed: str | None = None  # what forbade revealing chaos tokens for this test: none is revealed at ST.3
    switched: list[tuple[str, str]] = field(default_factory=list)  # (token, by what): its "-" switched to a "+"
    resolved: dict[str, Context] = field(default_factory=dict)  # a symbol's ST.4 resolution, whose record ST.5 counts
    resolving: str | None = None  # the symbol whose line resolves at ST.4: "this token" on that line
    treated: list[tuple[str, str | None, str]] = field(default_factory=list)  # (token, as what or None: ignored, by
    # what): "treat this token as a 0" on its own line, at ST.4: its modifier at ST.5 is the other's


@dataclass(eq=False)
class Declared:
    """One declared replacement: reveal ``amount`` tokens instead of 1, resolve ``keep`` of them."""

    label: str
    amount: int
    keep: int
    members: list[Declared | int] = field(default_factory=list)  # a nested replacement, or a slot number

    def leaves(self, tokens: list[str]) -> list[str]:
        out: list[str] = []
        for m in self.members:
            out.extend(m.leaves(tokens) if isinstance(m, Declared) else [tokens[m]])
        return out

    def shown(self, tokens: list[str]) -> str:
        parts = [f"[{m.label}: {', '.join(m.leaves(tokens))}]" if isinstance(m, Declared) else tokens[m]
                 for m in self.members]
        return f"{self.label}: {', '.join(parts)}"


@dataclass(eq=False)
class Reveal:
    """One reveal of chaos tokens being made: ST.3 of a skill test, or a card effect outside one."""

    who: str
    source: str | None
    depth: int
    tokens: list[str]  # the situation's tokens for it, in the order they fill the reveals
    wanted: tuple[str, ...]  # the situation's ``resolve``: which revealed tokens are resolved
    path: str  # the situation's entry ("tests[0]", "reveals[0]")
    test: Test | None = None
    declared: list[Declared] = field(default_factory=list)
    resolved: list[str] = field(default_factory=list)
    asked: bool = False  # its 'would' window has been opened before the draw
    done: bool = False  # replaced, or revealed

    @property
    def step(self) -> str:
        """How the trace names the reveal's step."""
        return "ST.3: " if self.test is not None else ""
