"""A skill used in place of another, for every test of that skill: the ``skill-instead`` of a lasting effect that
applies to ``skill-test-begins`` ("Until the end of the round, you may use your [intellect] in place of your [combat]
and [agility]"). Kept in a module of its own, as its family is, and added to ``lasting``'s parameters by the package
(``vocabulary/__init__.py``); the constant of a location ("investigated using [willpower] instead of …") has its own
``skill-instead`` on an ``investigate`` filter, read by the investigation (``procedures/skill_actions.py``)."""

from __future__ import annotations

#: ``lasting``'s ``skill-instead``: the skill whose value may be used in tests of the skill its filter names.
LASTING_SKILL_INSTEAD = ("the skill whose base value the investigator may use in place of the base value of the "
                         "skill tested, in the tests its `applies-to` (`skill-test-begins`, with a `skill`) matches "
                         "(ST.1, ST.5: the test stays a test of its own skill, so the cards committed match that "
                         "skill's icons; the engine uses the other value when it is higher, as the option is taken "
                         "to help the test)")
