"""The vocabulary of an enemy attack's damage dealt to another card instead (``effects/redirecting.py``): "Deal that
enemy's damage to another enemy at your location, instead" (Aquinnah).

Kept beside the closed effect table (``effects.py``) and merged into it by the package, as one family of its own.
"""

from __future__ import annotations

from .effects import EffectType, _effect

#: The effects of this family, by name.
REDIRECTING_EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("redirect-attack-damage", "in an enemy attack's 'when' window: the attack's damage (as modified) is "
                "dealt to the card `to` picks instead of the investigator attacked, its horror still to him or her, in "
                "the one dealing (\u201cDeal that enemy's damage to another enemy at your location, instead. (You still "
                "take horror dealt by the attack.)\u201d); \u201canother enemy\u201d is not the attacker",
                ("ahlcg/rr/attacker-attacked", "ahlcg/rr/instead", "ahlcg/rr/dealing-damage-horror"),
                to="the card dealt the damage instead (a target selector)"),
    )
}
