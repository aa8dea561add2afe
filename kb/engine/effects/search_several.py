"""A search that finds several cards: "Search your deck for up to 3 different [[Tactic]] and/or [[Supply]] events,
and attach them facedown to Stick to the Plan" (``finds``, ``different``, ``found: attach``).

Search (Rules Reference): the searching player looks at the searched cards and "is obligated to find the object of the
search should one or more eligible options be found"; "up to 3" lets the player find fewer (the player's choice: a
``several`` choice names them; without one the engine finds as many as it can, in deck order, and says so), and
"different" means no two of a title, subtitles and levels aside (Different: ``situation/titles.py``'s one rule).
An entire deck searched is shuffled on completion. The cards found are added to the hand (``found: hand``, not drawn)
or attached facedown to the card bearing the effect (``found: attach``; Attach To: each is in play on that card). A facedown card is hidden
information: the engine names it in its trace, as it does every card it replays, and says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import HAND
from ..procedures.decks import eligible
from ..procedures.entering_hand import entered_hand
from ..situation.spec import Effect
from ..situation.titles import all_different
from ..situation.vocabulary import Decision, StepKind
from .attachments import attach

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/search",)
#: What becomes of the cards found, when a search may find several: ``hand`` (added, not drawn) or ``attach``.
SEVERAL_FOUND = ("hand", "attach")


def several(eff: Effect) -> bool:
    """Whether this search is one that finds several cards, or attaches what it finds (this module's)."""
    return eff.finds > 1 or eff.different or eff.found == "attach"


def search_several(engine: Engine, eff: Effect, ctx: Context, who: str, searched: list[str], whole: bool) -> bool:
    """Find up to ``finds`` cards of ``searched`` (each of another title if ``different``) and add them to ``who``'s
    hand or attach them to the card bearing the effect; the deck shuffled after if searched whole (or said)."""
    if eff.found not in SEVERAL_FOUND:
        engine.emit(StepKind.NOTE, ctx.depth, f"A search finding several cards with 'found: {eff.found or 'draw'}' is "
                    "not modelled (the engine adds them to the hand or attaches them): it finds nothing",
                    RULES + ("ahlcg/rr/grim-rule",), card=ctx.bearer)
        return False
    found = _chosen(engine, eff, ctx, eligible(engine, searched, eff.find))
    inv = engine.state.investigators[who]
    for name in found:
        if eff.found == "hand":
            inv.deck.remove(name)
            inv.hand.append(name)
            engine.state.cards[name].zone = HAND
            engine.emit(StepKind.STATE, ctx.depth, f"{who} finds {name} and adds it to the hand (it is not drawn)",
                        RULES, card=name)
            entered_hand(engine, who, name, ctx.depth, drawn=False)
        else:
            engine.emit(StepKind.STATE, ctx.depth, f"{who} finds {name} and attaches it facedown to {ctx.bearer} (a "
                        "facedown card is hidden information: the trace names it all the same)",
                        RULES + ("ahlcg/rr/attach-to",), card=name)
            attach(engine, Effect("attach", card=name, to="self"), ctx)
    shuffle_if_whole(engine, who, whole, ctx, said=eff.shuffle)
    return bool(found)


def shuffle_if_whole(engine: Engine, who: str, whole: bool, ctx: Context, *, said: bool = False) -> None:
    """Search: an entire deck searched is shuffled on completion; a search of its top cards only when the effect says
    so (``shuffle``)."""
    if whole or said:
        why = "The whole deck was searched" if whole else "The effect says so"
        engine.emit(StepKind.STATE, ctx.depth, f"{why}: {who}'s deck is shuffled (the engine keeps the listed order: a "
                    "shuffled order is random)", RULES, card=who)


def _chosen(engine: Engine, eff: Effect, ctx: Context, fits: list[str]) -> list[str]:
    """The cards found: the situation's ``several`` choice among the eligible ones (at most ``finds``, no two of a
    title if ``different``), else as many as can be found, in deck order."""
    limit = f"up to {eff.finds}" + (" different" if eff.different else "")
    choice = engine.book.take(Decision.SEVERAL, ability=ctx.bearer)
    if choice is not None:
        picked = [c for c in choice.among if c in fits]
        if len(picked) > eff.finds or (eff.different and not all_different(picked)) or len(picked) < len(choice.among):
            engine.emit(StepKind.NOTE, ctx.depth, f"The search's choice ({choice.path}: {', '.join(choice.among)}) is "
                        f"not {limit} of the eligible cards ({', '.join(fits) or 'none'}): the search finds nothing",
                        RULES, card=ctx.bearer)
            return []
        engine.emit(StepKind.CHOICE, ctx.depth, f"{ctx.you} finds {', '.join(picked) or 'nothing'} ({limit}; "
                    f"{choice.path})", RULES, card=ctx.bearer)
        return picked
    found: list[str] = []
    for name in fits:
        if len(found) < eff.finds and not (eff.different and not all_different(found + [name])):
            found.append(name)
    engine.emit(StepKind.CHOICE, ctx.depth, f"{ctx.you} finds {', '.join(found) or 'nothing'} ({limit}: no choice "
                f"given; the engine finds as many as it can, in deck order)", RULES, card=ctx.bearer)
    return found
