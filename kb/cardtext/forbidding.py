"""An instruction forbidding an event for a duration: "You cannot gain resources this turn", "Until the end of your
turn, do not reveal chaos tokens for any skill tests you perform" → a ``lasting`` effect with ``cannot`` on the event
(:data:`.vocabulary.CANNOT`).

The one scope phrase read beside the event: "for (any / each) skill test(s) you perform" after an event that happens
inside a skill test for the investigator performing it (:data:`TESTER_EVENTS`: ST.3's reveal is the tester's): the
lasting effect's ``who`` is that investigator and its ``via`` ``skill-test`` (any kind of test), as the engine's own
reading of Will to Survive has it. A scope naming another's tests, or after any other event, is refused.
"""

from __future__ import annotations

from . import flipping
from .advance_forbidding import cannot_advance
from .attack_forbidding import ENEMY_VERBS, cannot_attack
from .denied_events import denied
from .instruction import Instruction, Phrase, investigator
from .noun_phrases import relative_of
from .vocabulary import CANNOT, Context, Effect

#: The negations that forbid as "cannot" does: "You do not gain resources this turn", "it does not attack this phase".
NEGATED = (("do", "not"), ("does", "not"))
#: "You cannot move from your location this round" ("this location" on a card at no location, a treachery's): the
#: investigator's every move is from there, so it forbids each one, the engine's ``move``.
_FROM_HERE = frozenset({"move from your location"})
#: Events the engine forbids only inside a skill test, for the investigator performing it (``procedures/reveal.py``:
#: ST.3 reveals no token when its tester cannot reveal one).
TESTER_EVENTS = frozenset({"reveal-chaos-token"})
#: The words of a scope naming skill tests, before its relative clause ("any skill tests", "each skill test").
_TESTS = (["skill", "tests"], ["any", "skill", "tests"], ["each", "skill", "test"], ["all", "skill", "tests"])


def tests_of(phrase: Phrase) -> str | None:
    """Whose skill tests a phrase names: "any skill tests you perform" → "you"; None for any other phrase."""
    relative = relative_of(phrase.tokens)
    if relative is None or [t.low for t in relative[0]] not in _TESTS or relative[2] not in ("perform", "make"):
        return None
    return relative[1]


def cannot(ins: Instruction, ctx: Context) -> list[Effect]:
    """"You cannot gain resources this turn": a lasting effect forbidding an event of the engine's ("attached enemy
    does not ready" in a "would" window of its readying: that event canceled, :mod:`.denied_events`)."""
    if ins.auxiliaries in NEGATED and (canceled := denied(ins, ctx)) is not None:
        return canceled
    if "be" in ins.auxiliaries and ins.verb == "cancel" and ins.subject is None:
        raise ins.refuse("an ability that cannot be canceled ('Cannot be canceled.' after its effects): the engine "
                         "carries it on a triggered, action or free ability with effects (`cannot-be-canceled`), not "
                         "on this kind of ability, nor on one with no other effect")
    if "be" in ins.auxiliaries:  # a passive: "For the remainder of the game, it cannot be flipped over again"
        return flipping.cannot_be_flipped(ins, ctx)
    if (advance := cannot_advance(ins, ctx)) is not None:  # "the agenda cannot advance by reaching its doom threshold"
        return advance
    if ins.verb in ENEMY_VERBS:  # "The Organist cannot attack this phase": an enemy's (:mod:`.attack_forbidding`)
        return cannot_attack(ins, ctx)
    slots = dict(ins.slots)
    scope = slots.pop("for", None)
    what = " ".join([ins.verb] + [w for p in ([ins.object] if ins.object else []) for w in p.words]
                    + [w for prep, p in slots.items() for w in [prep, *p.words]])
    what = "move" if what in _FROM_HERE or (what == "move from this location" and ctx.card_type != "location") \
        else what  # every move is from where the investigator is: none at all while it lasts (Cannot)
    if ins.duration is None or investigator(ins.subject, ctx) != "you" or what not in CANNOT:
        raise ins.refuse()
    if scope is not None and (CANNOT[what]["event"] not in TESTER_EVENTS
                              or tests_of(scope) != "you"):
        raise ins.refuse()  # "for this test" or another's tests: a scope the lasting effect does not hold
    applies = {**CANNOT[what], "who": "you"}
    if scope is not None:
        applies["via"] = "skill-test"  # the tests the phrase names: any kind of skill test (ST.3 of each)
    return [{"effect": "lasting", "duration": ins.duration, "applies-to": applies, "cannot": True}]
