"""What an attack would do, replaced: "Forced – When Crazed Shoggoth attacks: If this attack would defeat an
investigator, that investigator is instead killed."

The sentence after the colon is itself a timing point: "would" names the attack's outcome before it happens, and
"instead" replaces it ("A replacement effect is an effect that replaces the resolution of a triggering condition with
an alternate means of resolution": Instead).
The outcome is the defeat of the investigator the attack's damage or horror puts at its health or sanity (Defeat);
that defeat's source is the attacking enemy, so the ability is the 'would' ability on that enemy's defeat of an
investigator by damage or horror (``via: damage-or-horror``: not the defeat "by card ability" the replacement itself
brings about, which the attack does not) — ``{event: defeated, what: investigator, source: <the attacker>, via:
damage-or-horror}`` —, its instruction the replacement, and "that investigator" the one defeated. An "instead" printed inside the verb group ("is instead killed") is the
adverb of the whole clause ("Instead, that investigator is killed"), the form the effects' reader replaces with.
"""

from __future__ import annotations

import re
from typing import Any

#: "If this attack would defeat an investigator / you, <the replacement>".
_WOULD = re.compile(r"^if this attack would defeat (?P<whom>an investigator|you)\s*,\s*(?P<rest>.+?)\.?$", re.I)
#: "instead" between a form of "be" and its participle.
_INSIDE = re.compile(r"\b(is|are|be)\s+instead\s+", re.I)


def attack_outcome(trigger: dict[str, Any] | None, body: str) -> tuple[dict[str, Any], str] | None:
    """The 'would' trigger on the attacker's defeat of an investigator and the replacement's text, when ``body`` is
    "If this attack would defeat …, …" after an enemy's attack (its ``source`` the attacker); else None."""
    if not trigger or trigger.get("event") != "enemy-attack" or not trigger.get("source"):
        return None
    m = _WOULD.match(body.strip())
    if m is None:
        return None
    rest = m.group("rest")
    moved = _INSIDE.sub(r"\1 ", rest, count=1)
    rest = f"Instead, {moved}" if moved != rest else rest
    what = "you" if m.group("whom").lower() == "you" else trigger.get("who", "investigator")
    return {"event": "defeated", "what": what, "source": trigger["source"], "via": "damage-or-horror"}, rest
