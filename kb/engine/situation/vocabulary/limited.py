"""The vocabulary of a limit on one instruction of an ability (``effects/once.py``): "Once per turn, if you succeed by
3 or more, you may take an additional action this turn" (.41 Derringer's wording, and any "Once per <period>, …").

Kept beside the closed effect table (``effects.py``) and merged into it by the package, as one family of its own.
"""

from __future__ import annotations

from .effects import EffectType, _effect

#: The effects of this family, by name.
LIMITED_EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("once", "a limit on one instruction (Limits and Maximums, applied to the instruction it is printed "
                "on): its `effects` resolve at most once in the period `per` for each copy of the card bearing it; "
                "it is used only when they resolved in full (a `may` declined, nothing to act on: not used), recorded "
                "in the history, and skipped after that in the same period, saying so",
                ("ahlcg/rr/limits-and-maximums",),
                per="the period: turn, phase, round, game or test", effects="the instruction limited"),
    )
}
