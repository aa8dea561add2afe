"""What the skill test being made is against: the counts ``test-against``, ``attack-against``,
``evasion-against`` and ``investigation-of`` (``situation/vocabulary/values.TEST_COUNTS``), for a condition printed on
a chaos token or a result ("If this token is revealed during an attack or evasion attempt against an enemy with doom on
it", "If this attack succeeds against a non-Elite enemy", a skill's "If this skill test is successful while
investigating a location").

A fight's test is an attack against the enemy attacked (Fight action: "the investigator attacks the enemy"), an
evasion's an evasion attempt against the enemy evaded (Evade action), an investigation's test is of the location
investigated (Investigate Action); any other test (a card's "Test [skill] (X)") is none of these, so the count is 0. Like a test's margin, the count is the test's own: with no test
being made there is nothing to count, and a condition on it is not met. The enemy is judged as a trigger's role is
(``core/triggers.selector_matches``: its qualifiers, traits, place), each filter of the count in turn: any one fits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.triggers import selector_matches
from ..situation.vocabulary import composed_count, test_count

if TYPE_CHECKING:
    from ..core.engine import Engine

#: A test count's kind → the actions whose tests it counts, how they are said, and what they are made against.
_VIAS: dict[str, tuple[tuple[str, ...], str, str]] = {
    "test-against": (("fight", "evade"), "an attack or evasion attempt", "against an enemy"),
    "attack-against": (("fight",), "an attack", "against an enemy"),
    "evasion-against": (("evade",), "an evasion attempt", "against an enemy"),
    "investigation-of": (("investigate",), "an investigation", "of a location"),  # Investigate Action
}


def counts_test(what: str) -> bool:
    """Whether ``what`` is a count of what the test being made is against."""
    return test_count(what) is not None


def against(engine: Engine, what: str, you: str | None, own: str | None = None) -> tuple[int, str] | None:
    """1 if the current test is of the count's kind against an enemy one of its filters matches (for ``you`` and
    the ability's card ``own``), else 0, and how to say it; None when no skill test is being made."""
    parts = test_count(what)
    test = engine.test
    if parts is None or test is None:
        return None
    kind, filters = parts
    vias, said, made = _VIAS[kind]
    if test.via not in vias or test.target is None:
        return 0, f"0 ({test.who}'s test is not {said} {made})"
    fits = any(selector_matches(engine.state, flt, test.target, own or "", you) for flt in filters)
    return int(fits), (f"{int(fits)} ({test.who}'s test is {said} {made.split()[0]} {test.target}, "
                       f"{'' if fits else 'not '}{' or '.join(filters)})")


#: The filter of a composed count that names the enemy the test being made is against ("the attacked enemy").
TESTED_ENEMY = "tested-enemy"


#: The filter of a composed count that names the card a ``choose`` of the same ability chose ("that enemy's evade
#: value" after "Choose an exhausted non-Elite enemy at your location": ``evade-of:chosen``).
CHOSEN = "chosen"


#: The filter of a composed count that names the card the triggering condition names ("Play after you defeat a Monster
#: enemy. … equal to that enemy's horror value": ``horror-of:triggering-what``).
TRIGGERING = "triggering-what"
#: The filter of a composed count that names the location the triggering condition names ("When Interstellar Traveler
#: enters a location: … if there are no clues on that location": ``clue-on:triggering-to``, the location entered).
TRIGGERING_TO = "triggering-to"


def bind(engine: Engine, what: str, chosen: str | None = None, triggering: str | None = None,
         entered: str | None = None) -> str | None:
    """A composed count of the enemy the test is made against ("for each clue on the attacked enemy":
    ``clue-on:tested-enemy``) as a count of that enemy by name (``clue-on:Ghoul``), the enemy the Fight or Evade
    action's test is against while it resolves; None when no such test is being made (nothing to count). A count of
    the card the ability chose (``evade-of:chosen``) as a count of ``chosen`` by name; None when nothing was chosen.
    A count of the card the triggering condition names (``horror-of:triggering-what``) as a count of ``triggering``
    by name; None when there is none; one of the location it names (``clue-on:triggering-to``) as a count of
    ``entered`` by name, None when there is none. Any other count as it is."""
    parts = composed_count(what)
    if parts is not None and parts[1] == CHOSEN:
        return f"{parts[0]}:{chosen}" if chosen else None
    if parts is not None and parts[1] == TRIGGERING:
        return f"{parts[0]}:{triggering}" if triggering else None
    if parts is not None and parts[1] == TRIGGERING_TO:
        return f"{parts[0]}:{entered}" if entered else None
    if parts is None or parts[1] != TESTED_ENEMY:
        return what
    test = engine.test
    if test is None or test.via not in ("fight", "evade") or test.target is None:
        return None
    return f"{parts[0]}:{test.target}"
