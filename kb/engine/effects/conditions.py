"""Effects on a triggering condition: cancel it, replace it (instead), prevent some of the damage or
horror it deals; and lasting effects, which govern the conditions still to come (Cancel; Instead;
Lasting Effects)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.immunity import immune_to
from ..core.occurrence import Context, Occurrence, Replacement
from ..core.state import AbilityState
from ..core.results import record
from ..core.state import PLAY
from ..core.targets import candidates, pick
from ..core.text import describe_effects, duration_words
from ..core.triggers import selector_matches, trigger_matches
from ..procedures import encounter
from ..procedures.granted import GAINS
from ..procedures.instances import NO_CARD
from ..procedures.tested import TESTED_ENEMY
from ..situation.spec import Ability, Effect, Filter
from ..situation.vocabulary import AbilityKind, StepKind
from . import lasting_cancel
from .lasting_period import RULE as LASTING, outside_period
from .parameters import investigator_of, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine


def cancel_ban(engine: Engine, ctx: Context) -> AbilityState | None:
    """The constant or lasting 'cannot' that forbids canceling the window's triggering condition ("Cannot be
    canceled", "Sebastien Moreau's attacks cannot be canceled"): a ``cancel`` whose ``what`` is the card whose attack
    (``via: attack``), effects or drawing it is, ``who`` the investigator of the canceled occurrence; None when nothing
    forbids it (Cannot: absolute)."""
    occ = ctx.occ
    if occ is None:
        return None
    if occ.event == "ability-triggered" and occ.ability is not None and occ.ability.ability.uncancelable:
        return occ.ability  # its own "Cannot be canceled." after its effects: that ability's, not its card's others
    attack = occ.event == "enemy-attack"
    card = occ.source if attack else occ.what
    probe = Occurrence("cancel", 0, who=occ.who, what=card, via="attack" if attack else None)
    ban = engine.forbidden(probe)
    drawn = engine.state.cards.get(card or "")
    if ban is not None or drawn is None or drawn.zone == PLAY:
        return ban
    # a card's own "Cannot be canceled" names its drawing and revelation: it holds out of play too (Ability: an ability
    # that references its use from an out-of-play area)
    return next((ab for ab in drawn.abilities if ab.ability.cannot and ab.ability.applies_to is not None
                 and trigger_matches(engine.state, ab.ability.applies_to, probe, ab)), None)


def cancel(engine: Engine, eff: Effect, ctx: Context) -> bool:
    occ = ctx.occ
    if occ is None or occ.canceled or occ.effects_canceled:
        return unresolvable(engine, ctx, "triggering condition")
    ban = cancel_ban(engine, ctx)
    if ban is not None:
        engine.emit(StepKind.NOTE, ctx.depth, f"{occ.text or occ.event} cannot be canceled: {ban.bearer}: "
                    f"\u201c{ban.ability.text or 'cannot'}\u201d", ("ahlcg/rr/cannot", "ahlcg/rr/cancel"),
                    card=ban.bearer, event=occ.event)
        return False
    if occ.event in ("play-card", "ability-triggered"):
        occ.effects_canceled = True  # its effects do not resolve; the card is still played (Cancel)
    else:
        occ.canceled = True
    if occ.event == "play-card":
        tail = ": the card is still regarded as played, its costs stay paid"
    elif occ.event == "ability-triggered":
        tail = ": the ability is still regarded as initiated (costs paid, limits counted)"
    elif occ.event == "enemy-attack":
        tail = ": it deals no damage or horror"
    elif occ.event == "draw-encounter-card" and occ.what:  # drawn all the same: it leaves the deck, unresolved
        encounter.leave_deck(engine, occ.what)
        tail = ": the card is not resolved"
    elif occ.event == "reveal-chaos-token":  # canceled, a token is not resolved: it goes back (Chaos Tokens)
        tail = ": the token has no effect (no symbol effect, no modifier) and returns to the chaos bag"
    else:
        tail = ""
    engine.emit(StepKind.STATE, ctx.depth, f"Canceled: {occ.text or occ.event}{tail}", ("ahlcg/rr/cancel",),
                card=ctx.bearer, event=occ.event)
    return True


def instead(engine: Engine, eff: Effect, ctx: Context) -> bool:
    label = f"{ctx.bearer}: " + (eff.text or describe_effects(eff.effects))
    ctx.replacements.append(Replacement(label, eff.effects, ctx))
    engine.emit(StepKind.STATE, ctx.depth, f"Replacement effect initiated ({label})", ("ahlcg/rr/instead",),
                card=ctx.bearer)
    return True


def prevent(engine: Engine, eff: Effect, ctx: Context) -> bool:
    occ = ctx.occ
    if occ is None or occ.event not in ("damage-dealt", "horror-dealt") or occ.amount <= 0:
        return unresolvable(engine, ctx, "damage or horror being dealt")
    word = "damage" if occ.event == "damage-dealt" else "horror"
    ban = engine.forbidden(Occurrence("cancel", 0, who=occ.who, what=occ.what, via=word))  # "you cannot cancel horror"
    if ban is not None:
        engine.emit(StepKind.NOTE, ctx.depth, f"The {word} dealt to {occ.what} cannot be canceled: {ban.bearer}: "
                    f"\u201c{ban.ability.text or 'cannot'}\u201d", ("ahlcg/rr/cannot", "ahlcg/rr/dealing-damage-horror"),
                    card=ban.bearer, event=occ.event)
        return False
    cut = min(eff.amount or 0, occ.amount)
    occ.amount -= cut
    record(ctx, f"{word}-prevented", cut, (occ.what,) if occ.what else ())  # "Then, gain that many resources"
    engine.emit(StepKind.STATE, ctx.depth, f"{cut} {word} prevented: {occ.amount} {word} will be applied to {occ.what}",
                ("ahlcg/rr/dealing-damage-horror",), card=ctx.bearer)
    return cut == (eff.amount or 0)


def _printed(ctx: Context) -> str | None:
    """The printed words a lasting effect read from a card came from (its ability's text), for the trace: a player
    reads "Mr. Peabody: “… Until Mr. Peabody readies, that location gets -1 shroud …”", not the duration's key."""
    said = ctx.ability.ability.text if ctx.ability is not None else None
    return f"{ctx.bearer}: \u201c{said}\u201d" if said else None


def lasting(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """A lasting effect on you, or on the investigator ``who`` names ("that investigator gets +2 [willpower] until the
    end of the phase"): its "you" is that investigator. A value modifier on cards ("that enemy gets -2 fight until the
    end of the turn") governs the cards its ``to`` picks as it is established, and no other."""
    you = investigator_of(engine, eff, ctx) if eff.who else ctx.you
    if you is None or you not in engine.state.investigators:
        return unresolvable(engine, ctx, "investigator")
    text = eff.text or _printed(ctx) or f"{ctx.bearer}'s lasting effect {duration_words(eff.duration, ctx.bearer)}"
    outside = outside_period(engine, eff.duration)
    if outside is not None:  # "can only be initiated during that time period"
        engine.emit(StepKind.NOTE, ctx.depth, f"The lasting effect ({duration_words(eff.duration, ctx.bearer)}) is not initiated: {outside}, and a "
                    f"lasting effect that expires at the end of a period can only be initiated during it: {text}",
                    (LASTING,), card=ctx.bearer)
        return False
    applies_to = _as_established(engine, eff.applies_to, ctx) if eff.applies_to is not None else None
    if eff.to is not None and applies_to is not None:  # on cards' values: those picked now (Lasting Effects)
        state = engine.state
        picked = pick(engine, eff.to, ctx, noun="target", eligible=lambda t: t in state.cards or t in state.locations)
        if not picked:
            return unresolvable(engine, ctx, "target")
        applies_to = replace(applies_to, what=tuple(picked))
    if eff.cancels and applies_to is not None:  # "Cancel all attacks made by … this phase": each one as it would be made
        return lasting_cancel.hold(engine, ctx, you, applies_to, eff.duration, text)
    ability = Ability(AbilityKind.LASTING, text=text, duration=eff.duration, applies_to=applies_to,
                      cannot=eff.cannot, additional_cost=eff.additional_cost, cost_modifier=eff.cost_modifier,
                      skill_modifier=eff.skill_modifier, difficulty_modifier=eff.difficulty_modifier,
                      characteristics=eff.characteristics, skill_instead=eff.skill_instead,
                      for_each=eff.count)  # "+1 fight for each doom on it": counted as read
    engine.state.new_lasting(ability, you, source=ctx.bearer)
    until = duration_words(eff.duration, ctx.bearer)
    engine.emit(StepKind.STATE, ctx.depth, f"Lasting effect on {you} ({until}): {text}",
                ("ahlcg/rr/lasting-effects",), card=ctx.bearer)
    what = eff.characteristics
    if what is not None and (what.keyword_changes or what.icons) and applies_to is not None:
        icons = [f"{'an' if i[0] in 'aeiou' else 'a'} [{i}] icon" for i in what.icons]
        keywords = what.keyword_changes + tuple((i, True) for i in icons)
        engine.emit(StepKind.STATE, ctx.depth, _keywords_said(applies_to.what, keywords)
                    + f" until the lasting effect expires ({until})", (GAINS, "ahlcg/rr/lasting-effects"),
                    card=ctx.bearer)
    return True


def could_last(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """A lasting effect that ends with a period ("for this skill test", "until the end of your turn") can only be
    initiated during it (Lasting Effects, ``lasting_period.py``): outside it, the ability that creates it cannot be
    initiated (Abilities: "A triggered ability can only be initiated if its effect has the potential to change the
    game state"); any other duration may always be established."""
    return outside_period(engine, eff.duration) is None


def _keywords_said(cards: tuple[str, ...], keywords: tuple[tuple[str, bool], ...]) -> str:
    """"Ghoul and Rat gain aloof", "Ghoul loses hunter", "Guts gains a [wild] icon": what a lasting effect gives the
    cards it picked."""
    one = len(cards) == 1
    parts = [f"{'gains' if one else 'gain'} {', '.join(k for k, g in keywords if g)}" if any(g for _, g in keywords)
             else "", f"{'loses' if one else 'lose'} {', '.join(k for k, g in keywords if not g)}"
             if any(not g for _, g in keywords) else ""]
    return f"{' and '.join(cards)} " + " and ".join(p for p in parts if p)




def _as_established(engine: Engine, applies_to: Filter, ctx: Context) -> Filter:
    """A lasting effect on in-play cards applies to the cards in play when it is established, not to those that
    enter play later (Lasting Effects): each card selector of its filter becomes the cards it fits now, ``self``
    the card that established it. A selector that also fits investigators or locations (which do not enter play) is
    kept as it is, and so is the card a play is of ("the next Item asset played"): it is in a hand, not in play."""
    state = engine.state
    others = list(state.investigators) + list(state.locations)
    in_play = [name for name, card in state.cards.items() if card.zone == PLAY]

    def fits(selector: str, value: str) -> bool:
        return selector_matches(state, selector, value, ctx.bearer, ctx.you)

    def frozen(values: tuple[str, ...]) -> tuple[str, ...]:
        out: list[str] = []
        for selector in values:
            if selector == "self":  # the card that established it ("you cannot leave @self"), not the one it is on
                out.append(ctx.bearer)
            elif selector in state.cards or selector == "any" or any(fits(selector, o) for o in others):
                out.append(selector)
            elif selector == TESTED_ENEMY:  # "that enemy" of an evasion: the one the test resolving is made against
                out.extend(e for e in candidates(engine, selector, ctx)[0] if immune_to(state, e, ctx.bearer) is None)
            else:  # a card immune to the effect's source is not affected by it (Immune)
                out.extend(name for name in in_play
                           if fits(selector, name) and immune_to(state, name, ctx.bearer) is None)
        return (tuple(dict.fromkeys(out)) or (NO_CARD,)) if values else ()
    played = applies_to.event == "play-card"  # the card played is out of play (in a hand) until it is played
    return replace(applies_to, what=applies_to.what if played else frozen(applies_to.what),
                   source=frozen(applies_to.source), to=frozen(applies_to.to))


def could_cancel(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return ctx.occ is not None and not ctx.occ.canceled and not ctx.occ.effects_canceled \
        and cancel_ban(engine, ctx) is None


def could_prevent(engine: Engine, eff: Effect, ctx: Context) -> bool:
    occ = ctx.occ
    return occ is not None and occ.amount > 0 and engine.forbidden(Occurrence(
        "cancel", 0, who=occ.who, what=occ.what, via="damage" if occ.event == "damage-dealt" else "horror")) is None
