"""A skill test's skill value (ST.5): the tester's base value of the skill, and the constant and lasting modifiers
to it, each as it applies now.

"Base value is the value of an element before any modifiers are applied. Unless otherwise specified, the base value of
an element derived from a card is the value printed on that card" (Base Value): the skill printed on the investigator
card, unless a card states the base of its own test ("Test [willpower] (3)" tests a base of 3). One function reads it
for the test's opening line (ST.1), its sum (ST.5) and a commit restriction's count of it, so the three agree.

"The game state constantly checks and (if necessary) updates the count of any variable value or quantity that is being
modified" (Modifiers): a skill modifier printed "for each" of something ("You get +1 to each of your skills for each
horror on Key of Ys") is its amount times the count as the value is read — for the investigator testing and the
modifier's own card (``counted.modifier_amount``, as every value modifier is counted).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.counted import base_skill, modifier_amount
from ..core.occurrence import Occurrence
from ..core.ongoing import Test

if TYPE_CHECKING:
    from ..core.engine import Engine


def modifiers(engine: Engine, begin: Occurrence, who: str | None) -> list[tuple[str, int]]:
    """``(bearer, amount)`` of each constant or lasting ability modifying the skill value of the test ``begin`` began,
    made by ``who`` (an ability with no skill modifier is left out)."""
    return [(ab.bearer, modifier_amount(engine.state, ab, "skill_modifier", who)) for ab in engine.modifiers(begin)
            if ab.ability.skill_modifier]


def base(engine: Engine, test: Test, who: str | None = None) -> tuple[int | None, str]:
    """``who``'s base value of the skill ``test`` tests (``who`` defaults to the tester), and what specified it, as the
    trace says it: the base a card states for its own test when ``who`` is the tester ("stated by the card"), else the
    value printed on ``who``'s investigator card as the constants that change base values leave it
    (``counted.base_skill``, read for a test like this one made by ``who``); None when neither gives one (the sum
    then counts 0)."""
    who = test.who if who is None else who
    if who == test.who and test.base is not None:
        return test.base, "stated by the card"
    probe = Occurrence("skill-test-begins", test.depth, who=who, what=test.target, source=test.source, via=test.via,
                       skill=test.skill)
    value, said = base_skill(engine.state, probe, who)
    value, said = _in_place_of(engine, probe, who, value, said)
    return value, "; ".join(said)


def _in_place_of(engine: Engine, probe: Occurrence, who: str, value: int | None,
                 said: list[str]) -> tuple[int | None, list[str]]:
    """The base value of the tested skill, or of a skill ``who`` may use in place of it ("Until the end of the round,
    you may use your [intellect] in place of your [combat] and [agility]": a lasting or constant ability with a
    ``skill-instead`` that applies to this test, ST.1/ST.5). The test stays a test of its own skill (its committed
    icons and its modifiers are that skill's); only the value counted is the other's. "May": the other value is used
    when it is higher, the option taken to help the test, and the trace says which skill's value was used and why."""
    for ab in engine.modifiers(probe):
        other = ab.ability.skill_instead
        if other is None or other == probe.skill:
            continue
        theirs, changed = base_skill(engine.state, replace(probe, skill=other), who)
        shown = f"{other} {theirs}" + (f" ({'; '.join(changed)})" if changed else "")
        if theirs is not None and (value is None or theirs > value):
            said = said + [f"{ab.bearer}: {who}'s {shown} used in place of {probe.skill} {value} (may: the higher)"]
            value = theirs
        else:
            said = said + [f"{ab.bearer}: {who} may use {shown} in place of {probe.skill}: not higher, not used"]
    return value, said
