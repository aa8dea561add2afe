"""Selectors: who 'you' is, whether an occurrence matches a trigger, and what an effect targets.

'You' follows the You/Your entry: the investigator who controls the card, is engaged with it (an
enemy), has it in his or her threat area, or — for a location or an unowned card — the investigator
interacting with it (the triggering condition's ``who``). Filters and targets are the closed lists
of ``vocabulary.FILTER_SELECTORS`` and ``vocabulary.TARGET_SELECTORS``, or a name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .occurrence import Context, Occurrence
from .situation.spec import Effect, Filter
from .state import AbilityState, Card, State
from .situation.vocabulary import CardType

if TYPE_CHECKING:
    from .engine import Engine

_TYPE_SELECTORS = {"investigator", "enemy", "asset", "location", "event", "treachery", "skill", "act", "agenda"}
_ATTACKS = {"attack", "opportunity", "retaliate", "enemy-phase", "alert"}
_SYMBOLS = {"skull", "cultist", "tablet", "elder-thing"}


def _number(token: str) -> int | None:
    body = token[1:] if token[:1] in "+-" else token
    return int(token) if body.isdigit() else None


def token_matches(wanted: tuple[str, ...], revealed: tuple[str, ...]) -> bool:
    """Whether any revealed token fits a ``token`` filter (FAQ 2.5: it triggers once even if several do)."""
    for tok in revealed:
        for want in wanted:
            if want in ("any", tok) or (want == "symbol" and tok in _SYMBOLS):
                return True
            number = _number(tok)
            if number is not None and (want == "numeric" or _number(want) == number):
                return True
    return False


def you_of(state: State, bearer: str, occ: Occurrence | None) -> str | None:
    """The investigator 'you' refers to for an ability on ``bearer`` (You/Your)."""
    you = state.controller_of(bearer)
    if you is None and occ is not None and occ.who in state.investigators:
        return occ.who
    return you


def selector_matches(state: State, selector: str, value: str | None, bearer: str, you: str | None) -> bool:
    """Whether the role value ``value`` fits ``selector`` for an ability on ``bearer``."""
    if value is None:
        return False
    if selector == "any":
        return True
    if selector == "self":
        return value == bearer
    if selector == "you":
        return value == you
    if selector == "your-cards":
        return value != you and value in state.cards and state.controller_of(value) == you
    if selector == "yours":
        return value == you or (value in state.cards and state.controller_of(value) == you)
    if selector == "another-investigator":
        return value in state.investigators and value != you
    if selector in _TYPE_SELECTORS:
        return state.kind_of(value) == selector
    if selector == "investigator-at-your-location":
        return value in state.investigators and state.location_of(value) == state.location_of(you)
    if selector == "enemy-at-your-location":
        return state.kind_of(value) == "enemy" and state.location_of(value) == state.location_of(you)
    if selector == "investigator-at-this-location":
        return value in state.investigators and state.location_of(value) == state.location_of(bearer)
    if selector == "this-location":
        return value == state.location_of(bearer)
    return value == selector


def trigger_matches(state: State, flt: Filter, occ: Occurrence, ability: AbilityState) -> bool:
    """Whether ``occ`` is an occurrence of the triggering condition ``flt`` for ``ability``."""
    if flt.event != occ.event:
        return False
    if flt.phase is not None and flt.phase != occ.phase:
        return False
    if flt.skill is not None and flt.skill != occ.skill:
        return False
    if flt.token and not token_matches(flt.token, occ.tokens):
        return False
    if flt.at_least is not None and occ.amount < flt.at_least:
        return False
    if flt.unless_entered and entered_this_turn(state, occ.who, flt.unless_entered):
        return False
    if flt.via is not None:
        if flt.via.value != occ.via and not (flt.via.value == "attack" and occ.via in _ATTACKS):
            return False
    you = you_of(state, ability.bearer, occ)
    for role in ("who", "what", "source"):
        wanted: tuple[str, ...] = getattr(flt, role)
        if wanted and not any(selector_matches(state, s, getattr(occ, role), ability.bearer, you)
                              for s in wanted):
            return False
    return True


def entered_this_turn(state: State, who: str | None, levels: tuple[str, ...]) -> bool:
    """Whether ``who`` entered, during this turn, a location whose flood level *as it was entered* is one
    of ``levels`` (Flood Tokens FAQ: a location that floods after it is revealed was entered unflooded)."""
    inv = state.investigators.get(who or "")
    return inv is not None and any(serial == state.turn_serial and level in levels
                                   for serial, _, level in inv.entered)


def attacking_enemy(state: State, occ: Occurrence | None) -> str | None:
    """The enemy whose attack is the triggering condition, if there is one."""
    if occ is None or occ.source is None:
        return None
    if occ.via in _ATTACKS and state.kind_of(occ.source) == "enemy":
        return occ.source
    return None


def candidates(engine: Engine, selector: str, ctx: Context) -> tuple[list[str], bool]:
    """The entities a target selector may pick, and whether it picks one of them (a choice)."""
    state = engine.state
    you = ctx.you
    here = state.location_of(you)
    this = state.location_of(ctx.bearer)
    occ = ctx.occ
    if selector == "you":
        return ([you] if you and state.in_game(you) else []), False
    if selector == "self":
        return ([ctx.bearer] if state.in_game(ctx.bearer) else []), False
    if selector == "each-investigator":
        return state.player_order(), False
    if selector == "each-investigator-at-this-location":
        return state.investigators_at(this), False
    if selector == "each-investigator-at-your-location":
        return state.investigators_at(here), False
    if selector == "an-investigator-at-your-location":
        return state.investigators_at(here), True
    if selector == "each-enemy-at-your-location":
        return state.enemies_at(here), False
    if selector == "an-enemy-at-your-location":
        return state.enemies_at(here), True
    if selector == "an-enemy-engaged-with-you":
        return (state.engaged_enemies(you) if you else []), True
    if selector == "attacking-enemy":
        enemy = attacking_enemy(state, occ)
        return ([enemy] if enemy and state.in_game(enemy) else []), False
    if selector in ("triggering-who", "triggering-what", "triggering-source"):
        value = getattr(occ, selector.split("-", 1)[1]) if occ else None
        return ([value] if value and state.in_game(value) else []), False
    if selector == "your-location":
        return ([here] if here else []), False
    if selector == "this-location":
        return ([this] if this else []), False
    if selector == "a-connecting-location":
        return (list(state.locations[here].connections) if here else []), True
    if selector == "current-agenda":
        agenda = state.current_agenda()
        return ([agenda] if agenda else []), False
    if selector == "current-act":
        act = state.current_act()
        return ([act] if act else []), False
    if selector == "an-empty-location":
        return [loc for loc in state.locations if not state.investigators_at(loc)], True
    if selector == "testing-investigator":
        tester = engine.test.who if engine.test is not None else None
        return ([tester] if tester and state.in_game(tester) else []), False
    return ([selector] if state.in_game(selector) else []), False


def pick(engine: Engine, selector: str, ctx: Context, *, noun: str, decide: bool = True) -> list[str]:
    """Resolve a target selector to entities; for an 'a/an ...' selector, one chosen entity.

    With ``decide`` false (checking an ability's potential to change the game state) no choice is
    consumed and nothing is written to the trace.
    """
    found, choose_one = candidates(engine, selector, ctx)
    if not choose_one or len(found) <= 1 or not decide:
        return found[:1] if choose_one else found
    return [engine.choose_target(ctx, found, noun)]


def card_to(engine: Engine, eff: Effect, ctx: Context) -> tuple[str | None, Card | None]:
    """The card an effect's ``to`` names (by default the card bearing it): the name picked (None if
    nothing is), and its card (None if it is not a card)."""
    found = pick(engine, eff.to or "self", ctx, noun="target")
    return (found[0], engine.state.cards.get(found[0])) if found else (None, None)


def is_enemy(state: State, name: str) -> bool:
    card = state.cards.get(name)
    return card is not None and card.type is CardType.ENEMY
