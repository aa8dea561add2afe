"""Keywords a constant ability gives a card or takes from it while it is active ("Each Criminal enemy gains
Aloof", "Attached enemy loses retaliate"), and a lasting effect for its duration ("Each enemy at your location gains
aloof until the end of the round").

"If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the card functions as
if it possesses the gained characteristic" (Gains), and a constant ability is active while its card is in play and
its condition holds (Constant Abilities); a lasting effect applies to the cards it picked as it was established until
its duration ends (Lasting Effects). So which keywords a card has is a state, not an event: this standing rule
recomputes, after each step, what every active constant or lasting ``gains`` / ``loses`` gives the cards its
``applies-to`` names (its ``what``; the characteristics' ``keyword_changes``), and the keyword table asks for a
keyword only through ``standing.bears``, which reads the result (``Card.granted``). A loss wins over a printed or gained keyword ("loses" leaves the card without it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import standing
from ..core.counted import active
from ..core.occurrence import Occurrence
from ..core.triggers import trigger_matches
from ..situation.printed import copy_of
from ..situation.vocabulary import AbilityKind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import AbilityState, Card, State

GAINS = "ahlcg/rr/gains"


def _names(ab: AbilityState, card: Card, state: State) -> bool:
    """Whether the constant ``ab`` names ``card`` (a copy by its printed name too: "Each copy of Ancient Evils")."""
    applies = ab.ability.applies_to
    assert applies is not None
    return any(trigger_matches(state, applies, Occurrence("enters-play", 0, what=name), ab)
               for name in dict.fromkeys((card.name, copy_of(card.name))))


def granted_keywords(engine: Engine, depth: int) -> bool:
    """Give each card the keywords the active constant and lasting abilities give or take now (wherever it is: an encounter card's surge is
    read as it resolves); whether any card changed."""
    state = engine.state
    givers = [ab for ab in state.live_abilities() if ab.kind in (AbilityKind.CONSTANT, AbilityKind.LASTING)
              and ab.ability.characteristics is not None and ab.ability.characteristics.keyword_changes
              and ab.ability.applies_to is not None]
    changed = False
    for card in state.cards.values():
        now: dict[str, bool] = {}
        for ab in givers:
            if _names(ab, card, state) and active(state, ab):
                for keyword, gained in ab.ability.characteristics.keyword_changes:  # type: ignore[union-attr]
                    now[keyword] = now.get(keyword, True) and gained  # a loss wins
        if now != card.granted:
            card.granted = now
            changed = True
    return changed


def gained_icons(state: State, card: Card) -> list[str]:
    """The skill icons the active constant and lasting abilities give ``card`` now, one an entry ("That card gains a
    [wild] icon until the end of the test"): beside its printed ones, matched and counted as they are (Skill Icons)."""
    out: list[str] = []
    for ab in state.live_abilities():
        what = ab.ability.characteristics
        if ab.kind in (AbilityKind.CONSTANT, AbilityKind.LASTING) and what is not None and what.icons \
                and ab.ability.applies_to is not None and _names(ab, card, state) and active(state, ab):
            out.extend(what.icons)
    return out


def register() -> None:
    standing.register_rule("granted-keywords", granted_keywords, GAINS, initially=True)
