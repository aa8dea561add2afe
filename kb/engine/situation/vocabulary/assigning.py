"""The vocabulary of damage and horror an effect says where to assign first (``effects/assigning.py``): "Each
investigator who fails takes 1 damage, which must be assigned to an Innocent Reveler first, if able".

Kept beside the closed effect table (``effects.py``) and merged into it by the package, as one family of its own.
"""

from __future__ import annotations

from .effects import EffectType, _effect

#: The effects of this family, by name.
ASSIGNING_EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("assign-first", "resolve `effects`, the damage and horror they deal to an investigator assigned first "
                "to the cards `to` picks that he or she may assign it to, as much as each can take, if able (\u201ctakes "
                "1 damage, which must be assigned to an Innocent Reveler first, if able\u201d); the rest as usual",
                ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/golden-rules"),
                to="the cards that take it first (a target selector)", effects="the effects dealing it"),
    )
}
