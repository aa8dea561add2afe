"""Several instructions resolved as one: an option of a choice that says more than one thing ("You must decide
(choose one): - Choose an enemy in play. Exhaust that enemy and disengage it from all investigators. - You heal
5 horror."; "draw 2 cards and place 2 doom on the current agenda, or take 2 horror").

The option chosen is resolved whole, its instructions in the order printed (Effects: a card's effect resolves in
order, "Then" waiting on what comes before it): ``engine.run_effects`` is the same resolution an ability's effects
get, so "Then", "that enemy" and "if able" mean inside the option what they mean anywhere.

With a ``who``, the instructions are one investigator's each in turn ("Each investigator must discard an asset he
or she controls", "Each investigator takes 1 damage for each card in his or her hand"): they resolve once for each
investigator the selector picks, in player order (In Player Order: "If multiple investigators must resolve an
effect, they do so in player order"), that investigator being "you" inside his or her own resolution (You/Your:
"he or she", "his or her" are that investigator, his or her hand, the assets he or she controls). This is the
engine's one per-investigator resolution (``for_each_investigator``, every effect's ``who``), around instructions
that are each one's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.selector_words import selector_words
from ..core.targets import CHOSEN_ZONE
from ..core.text import describe_effects
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .choosing import CHOSEN
from .parameters import for_each_investigator, selectable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/in-player-order", "ahlcg/rr/you-your")
_EACH_RULES = ("ahlcg/rr/effects",)


def _as(ctx: Context, who: str) -> Context:
    """``ctx`` with ``who`` as "you": his or her own resolution, with its own record of what it did."""
    return Context(ctx.bearer, who, ctx.depth, ctx.occ, ctx.ability, ctx.timing, ctx.mandatory, ctx.preset,
                   ctx.result)


def sequence(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``sequence`` effect: its ``effects``, one after another (with ``who``: for each investigator it picks, in
    player order, as that investigator's own; with ``to``: for each card it picks, that one ``chosen``); whether they
    all resolved."""
    if eff.to is not None:
        return _for_each_picked(engine, eff, ctx)
    if eff.who is None:
        return engine.run_effects(eff.effects, ctx)
    said = eff.text or describe_effects(eff.effects)

    def part(who: str) -> bool:
        engine.emit(StepKind.NOTE, ctx.depth, f"{who} resolves his or her part of \u201c{said}\u201d, as \u201cyou\u201d "
                    "(in player order)", _RULES, card=ctx.bearer)
        return engine.run_effects(eff.effects, _as(ctx, who))
    return for_each_investigator(engine, eff, ctx, part)


def _for_each_picked(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"For each Cultist enemy in play, move 1 clue from that enemy's location to that enemy": the instructions
    resolve once for each entity ``to`` picks, in the order listed, that one named ``chosen`` inside them (as a
    ``choose``'s pick is, effects/choosing.py) — one resolution, so what each part did is "by this effect" for the
    instructions after it. The name is put back as it was afterwards: "that enemy" after the loop names none of them."""
    picked = selectable(engine, eff.to or "", ctx)
    before = {key: ctx.preset[key] for key in (CHOSEN, CHOSEN_ZONE) if key in ctx.preset}
    said = eff.text or describe_effects(eff.effects)
    done = True
    for name in picked:
        ctx.preset[CHOSEN] = name
        ctx.preset.pop(CHOSEN_ZONE, None)
        engine.emit(StepKind.NOTE, ctx.depth, f"For {name} ({selector_words(eff.to)}): \u201c{said}\u201d, with {name} as the one it "
                    "names", _EACH_RULES, card=ctx.bearer)
        done = engine.run_effects(eff.effects, ctx) and done
    if not picked:
        engine.emit(StepKind.NOTE, ctx.depth, f"No {selector_words(eff.to, article=False)}: \u201c{said}\u201d resolves for none", _EACH_RULES,
                    card=ctx.bearer)
    ctx.preset.pop(CHOSEN, None)
    ctx.preset.update(before)  # the pick named before the loop (and where it was chosen), named again
    return done and bool(picked)


def could_sequence(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether the instructions could change the game state: for any investigator the ``who`` picks (choosing
    nothing), as his or her own."""
    if eff.to is not None:
        return bool(selectable(engine, eff.to, ctx))
    if eff.who is None:
        return engine.potential(eff.effects, ctx)
    return any(engine.potential(eff.effects, _as(ctx, w)) for w in selectable(engine, eff.who, ctx)
               if w in engine.state.investigators)
