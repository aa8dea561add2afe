"""An attachment whose host enters play in the same sentence: "Discard cards from the top of the encounter deck until
an enemy is discarded. Attach Smite the Wicked to that enemy and spawn it at the location farthest from you."

Attach To: a card "must be attached to … the specified card/game element" in play; the enemy found lies in the
encounter discard pile until the same sentence spawns it, so the engine would refuse the attachment if it resolved as
printed (the "attach to" check does not pass: an out-of-play host). The sentence says both of one enemy, and only one
order lets both happen: the spawn is resolved first, then the card attached to the enemy in play. One pass over a
sentence's lowered effects (:func:`spawned_first`), applied where the sentence's clauses are joined
(:func:`.lowering._lower_clauses`); any other sentence is unchanged.
"""

from __future__ import annotations

from .vocabulary import Effect


def spawned_first(effects: list[Effect]) -> list[Effect]:
    """``effects`` with the spawn of an attachment's host moved before the ``attach`` (the host must be in play to be
    attached to); unchanged when no later instruction of the sentence spawns the host."""
    out = list(effects)
    for n, effect in enumerate(out):
        host = effect.get("to")
        if effect.get("effect") != "attach" or not isinstance(host, str):
            continue
        later = next((m for m in range(n + 1, len(out)) if out[m].get("effect") == "spawn" and out[m].get("card") == host),
                     None)
        if later is not None:
            spawn = out.pop(later)
            out.insert(n, spawn)
            return out  # one host a sentence: the pass is done
    return out
