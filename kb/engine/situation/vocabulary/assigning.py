"""The vocabulary of damage and horror an effect says where to assign first (``effects/assigning.py``): "Each
investigator who fails takes 1 damage, which must be assigned to an Innocent Reveler first, if able", and divided evenly:
"When assigning horror from this effect, it must be divided as evenly as possible among eligible cards".

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
        _effect("assign-evenly", "resolve `effects`, the damage or horror (`tokens`; none: both) they deal to an "
                "investigator divided as evenly as possible among the eligible cards — the investigator and the assets "
                "he or she may assign it to, each asset no more than would defeat it —, one at a time in turn from the "
                "investigator (\u201cWhen assigning horror from this effect, it must be divided as evenly as possible "
                "among eligible cards\u201d)", ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/golden-rules"),
                tokens="damage or horror: only that kind is divided (none: both)", effects="the effects dealing it"),
    )
}
