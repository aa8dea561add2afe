"""Who may use an ability printed on a card (FAQ 1.2: an investigator may use the abilities of "any card that
explicitly allows the investigator to activate its ability"): "Any investigator may trigger this ability", "Any
investigator at Lady Esprit's location may activate this ability" → the ability's ``by`` (``any``, or
``at-location``: any investigator at the card's location). The sentence is cut out of the effects, as a limit is.
"""

from __future__ import annotations

import re

from .words import SELF

_PERMISSION = re.compile(
    rf"\s*any investigator(?P<at> at (?:this|its|his|her|{re.escape(SELF)}'s) location)? may (?:trigger|activate|use) "
    r"this (?:ability|action)\s*\.?", re.I)


def cut_permission(body: str) -> tuple[str, str | None]:
    """The effects without the permission sentence, and the ability's ``by`` (None when there is none)."""
    m = _PERMISSION.search(body)
    if m is None:
        return body, None
    return (body[:m.start()] + body[m.end():]).strip(), "at-location" if m.group("at") else "any"
