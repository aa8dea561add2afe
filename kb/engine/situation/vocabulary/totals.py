"""The vocabulary of discarding a selection whose total reaches an amount (``effects/totals.py``), and of resolving
the revelation ability of a card such an effect discarded (``effects/revelations.py``).

Kept beside the closed effect table (``effects.py``) and merged into it by the package, as one family of its own:
"Discard [[Item]] assets from your play area and/or from your hand with a total printed resource cost of at least X"
(Corrosion), "discard cards from your hand with at least 2 total [agility] icons" (Passenger Car).
"""

from __future__ import annotations

from .effects import EffectType, _effect

#: The effects of this family, by name.
TOTAL_EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("discard-total", "discard cards chosen one after another until their total reaches an amount (the "
                "player's choice: a `target` choice each; only cards that add to it are offered; too little: every "
                "one, as much as possible)", ("ahlcg/rr/discard-piles", "ahlcg/rr/effects"),
                amount="the total to reach", count="instead of `amount`: a state count naming it (\u201cX, where X "
                "is the shroud value of your location\u201d)", who="investigator selector (you)",
                zone="hand or play: only from the hand, or only from the play area (without it: the play area "
                "and/or the hand)", skill="the icons totaled: agility, combat, intellect, willpower or wild (without "
                "it: the printed resource cost)", find="only cards of a `type` and any of some `traits`, as a "
                "search's"),
        _effect("resolve-revelation", "resolve the revelation abilities of a card where it lies, without drawing it "
                "(“Choose a location discarded by this effect and resolve its 'revelation' ability”): the "
                "investigator resolving the effect is their “you”; nothing of a draw follows",
                ("ahlcg/rr/revelation", "ahlcg/rr/effects"), to="the card (a selector: `chosen`)"),
    )
}
