"""A card out of play qualified by its printed resource cost: "Choose an Ally asset with printed resource cost X in
any player's discard pile" → ``choose`` of ``an-ally-printed_cost_x-asset-in-a-discard-pile``.

The parser reads "with …" as a slot of the verb and the area as that slot's place ("with printed resource cost X at
any player's discard pile"); this frame takes the slot back onto the noun phrase as the engine's printed-cost qualifier
(``kb/engine/situation/vocabulary/printed_cost.py``): "printed [resource] cost" then a number or X, optionally "or
lower/less" or "or higher/more". X is the X of the card bearing the ability, as its cost X was defined (The Letter
"X"). Anything else after "with" is not this frame.
"""

from __future__ import annotations

import re

from .instruction import Instruction, Phrase

_COST = re.compile(r"printed (?:resource )?cost (?:of )?(?P<value>\d+|x)(?: or (?P<bound>lower|less|higher|more))?")
#: The engine's qualifier, spelled as ``printed_cost.py`` of the engine's vocabulary spells it (the reader does not
#: import the engine: the engine's situation reader imports this package).
_QUALIFIER = "printed_cost_"
_BOUNDS = {"lower": "or_lower", "less": "or_lower", "higher": "or_higher", "more": "or_higher"}


def cost_qualifier(phrase: Phrase) -> str | None:
    """"printed resource cost X" → ``printed_cost_x``; "printed cost 2 or lower" → ``printed_cost_2_or_lower``; None
    for any other phrase."""
    m = _COST.fullmatch(" ".join(phrase.words))
    if m is None or phrase.engaged is not None or phrase.having is not None or phrase.controller is not None:
        return None
    bound = _BOUNDS.get(m.group("bound") or "")
    return f"{_QUALIFIER}{m.group('value')}" + (f"_{bound}" if bound else "")


def costed_area(ins: Instruction) -> tuple[str, str] | None:
    """The area and the printed-cost qualifier of an instruction whose only slot is "with printed … cost V <area>"
    ("with printed resource cost X in any player's discard pile"), else None."""
    with_ = ins.slots.get("with")
    if with_ is None or set(ins.slots) != {"with"} or with_.where is None:
        return None
    qualifier = cost_qualifier(with_)
    return None if qualifier is None else (with_.where, qualifier)
