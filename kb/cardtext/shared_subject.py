"""One subject shared by several verbs, the subject a choice: "the nearest Possessed enemy readies, engages you, and
makes an immediate attack", "Clover Club Pit Boss readies, engages that investigator, and makes an immediate attack".

The verbs act on one enemy — the same one each time — but the subject's selector is a choice ("the nearest …": one of
those tied, Nearest; "an enemy at your location"), and the engine picks anew each time a selector is resolved. So a
selector that is a choice, repeated in the effects of a sentence whose later verbs take the first one's subject, is
chosen once before them (the engine's ``choose``) and named ``chosen`` after (also inside a prefix:
``investigator-engaged-with:chosen``). A sentence that chooses on its own already (``chosen``) is left as it is: the
engine's one ``chosen`` cannot name both.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from .grammar import Clause
from .lexicon import elided_subject
from .vocabulary import Effect

#: A selector that is a choice among several: "a-…", "an-…" (not "each-…", not one bound to a card).
_CHOICE = re.compile(r"an?-[a-z0-9'_-]+")
#: The fields of an effect that name what it acts on (a selector, or a prefix before one).
_FIELDS = ("enemy", "to", "who", "from")


def chosen_once(effects: list[Effect], clauses: Sequence[Clause]) -> list[Effect]:
    """``effects`` with a repeated choice of the shared subject made once, when the sentence's later verbs take the
    first one's subject; else ``effects`` unchanged."""
    if len(clauses) < 2 or not any(elided_subject(c.text) for c in clauses[1:]):
        return effects
    said = json.dumps(effects)
    if '"chosen"' in said or ":chosen" in said:
        return effects
    picked = [_choice(e.get(f)) for e in effects for f in _FIELDS]
    repeated = {p for p in picked if p is not None and picked.count(p) > 1}
    if len(repeated) != 1:
        return effects
    choice = repeated.pop()
    said = said.replace(f'"{choice}"', '"chosen"').replace(f':{choice}"', ':chosen"')
    return [{"effect": "choose", "to": choice}, *json.loads(said)]


def _choice(value: object) -> str | None:
    """The choice selector a field names, itself or after a prefix ("investigator-engaged-with:a-…"); None if none."""
    if not isinstance(value, str):
        return None
    last = value.rsplit(":", 1)[-1]
    return last if _CHOICE.fullmatch(last) else None
