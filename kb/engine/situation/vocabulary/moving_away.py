"""The vocabulary of an enemy moved away from something (``effects/moving_away.py``): "move it 1 location away from the
nearest investigator (to a location with no investigators, if possible)" (The Organist).

Kept beside the closed effect table (``effects.py``) and merged into it by the package, as one family of its own.
"""

from __future__ import annotations

from .effects import EffectType, _effect

#: The effects of this family, by name.
MOVING_AWAY_EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("move-enemy-away", "move an unengaged enemy (each one an `each-` selector picks, in the lead "
                "investigator's order) `amount` times one connection away from something: to a connecting location "
                "farther from it, in connections, than the enemy's own (an enemy-moves triggering condition each "
                "time); with none farther it stays, and among several the lead investigator chooses",
                ("ahlcg/rr/move", "ahlcg/rr/nearest"),
                enemy="enemy selector or name (self)",
                **{"from": "what it moves away from: nearest-investigator (the one nearest to each moving enemy, as "
                           "the hunter keyword reckons it; the default), or an investigator or location selector"},
                to="a location selector the destination meets if possible (\u201cto a location with no "
                   "investigators, if possible\u201d: `a-location-with-no-investigators`); none picks one, any "
                   "farther location will do",
                amount="how many locations (1)"),
    )
}
