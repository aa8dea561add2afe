"""The vocabulary of damage and horror canceled as it is dealt, of both kinds at once (``effects/preventing.py``):
"Cancel up to 5 damage and/or horror just dealt to you".

Kept beside the closed effect table (``effects.py``) and merged into it by the package, as one family of its own.
``prevent`` stays the one-occurrence form ("prevent 1 of that damage").
"""

from __future__ import annotations

from .effects import EffectType, _effect

#: The effects of this family, by name.
PREVENTING_EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("prevent-dealt", "cancel up to `amount` of the damage and/or horror being dealt to you by the "
                "triggering dealing (to you and to the assets you assigned it to), between assigning and applying it; "
                "how much of each kind is an `amount` choice (the damage; the rest from the horror), else the damage "
                "first (\u201cCancel up to 5 damage and/or horror just dealt to you\u201d)",
                ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/cancel"),
                amount="the most canceled, of both kinds together", tokens="damage or horror: only that kind (none: "
                "either)"),
        _effect("reassign-dealt", "in the 'when' / 'would' window of damage or horror being dealt: `amount` of it "
                "(the triggering occurrence's) reassigned to the card `to` picks, placed there, not dealt; its recipient "
                "is applied the rest (\u201cPlace 1 of that horror on Key of Ys\u201d)",
                ("ahlcg/rr/dealing-damage-horror",),
                amount="how much of it (at most what is being dealt)", to="the card it is placed on (a target selector)"),
    )
}
