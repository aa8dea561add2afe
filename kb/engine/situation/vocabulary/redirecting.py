"""The vocabulary of an attack's damage dealt to another card: an enemy attack's instead (``effects/redirecting.py``):
"Deal that enemy's damage to another enemy at your location, instead"; an investigator's attack's, by a card
(``effects/attack_dealt.py``): "Deal this attack's damage to a different enemy at your location"; the clues a
triggering condition places, placed on another card (``effects/those_clues.py``): "Place those clues on Dark Young
Host".

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
        _effect("deal-attack-damage", "while an investigator's attack (a Fight's test) is being made and its damage "
                "is not yet dealt: that damage (its standard damage with the modifiers its results and card added) is "
                "dealt, as the attack's, to the card `to` picks (\u201cDeal this attack's damage to a different enemy "
                "at your location\u201d after the test fails); \u201ca different enemy\u201d is not the enemy attacked",
                ("ahlcg/rr/fight-action", "ahlcg/rr/dealing-damage-horror"),
                to="the card dealt the attack's damage (a target selector)"),
        _effect("place-those-clues", "in the 'when' or 'after' window of clues being placed (``place-clues``): those "
                "clues placed on the card `to` picks — in 'when', instead of where they were going; in 'after', moved "
                "there from where they went (\u201cWhen 1 or more clues are placed on Dark Young Host's location: "
                "Place those clues on Dark Young Host\u201d); in the 'when' window of an elimination (``eliminated``), "
                "the eliminated investigator's clues, placed there instead of at his or her location by Elimination "
                "step 2 (\u201cPlace each of that investigator's clues on this act, instead of placing them at his or "
                "her location\u201d)",
                ("ahlcg/rr/clues", "ahlcg/rr/triggering-condition", "ahlcg/rr/elimination"),
                to="the card the clues are placed on (a target selector)"),
    )
}
