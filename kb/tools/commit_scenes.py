"""Smoke scenes in which a card is committed to a skill test ("After an investigator at your location commits a card to
a skill test", Minh Thi Phan): the scene's test is given a card to commit, since a test to which nothing is committed
never reaches the timing point.

The card committed is a skill card in the acting investigator's hand with a wild icon (Skill Cards; ST.2: a card is
committed only if it has an icon matching the skill tested, and a wild icon matches any), so ST.2 of the scene's
investigation commits it whatever the test's skill. A skill card the scene is about is committed itself (the caller
sees to it); this module supplies one only when the test has none. Kept apart from :mod:`kb.tools.card_scenes`,
which builds the test, so that each module keeps to one kind of moment.
"""

from __future__ import annotations

from typing import Any

#: The skill card the scene commits when its card is not one.
SPARE_SKILL = "Spare Insight"


def card_committed(data: dict[str, Any], me: str) -> None:
    """Give each of ``me``'s tests in the scene a card to commit: a wild-icon skill card in his or her hand, committed
    at ST.2 (ST.2: committed from hand, an icon matching the skill tested)."""
    person = next(i for i in data["investigators"] if i["name"] == me)
    for test in (t for t in data.get("tests", []) if t.get("who") == me and not t.get("commit")):
        person.setdefault("hand", []).append({"name": SPARE_SKILL, "type": "skill", "cost": 0, "icons": {"wild": 1}})
        test["commit"] = [SPARE_SKILL]
