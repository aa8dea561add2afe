"""Targets: the entities an effect's selector picks, and the choice among several.

Targets are the closed list of ``vocabulary.TARGET_SELECTORS``, or a name. An 'a/an ...' selector
picks one entity: the action's stated target, the situation's ``target`` choice, or — the engine's
stated default — the first listed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..situation.layout import DIRECTIONS, FARTHEST_FROM_ALL
from ..situation.titles import title_of
from ..situation.spec import Effect
from ..situation.vocabulary import (EACH_INVESTIGATOR_AT, ENEMY_STATES, ENGAGED_WITH, LOCATION_OF, CardType, Decision,
                                    QualifiedLocation, StepKind, ZonedCard, any_number_of, qualified_controlled,
                                    qualified_enemy, qualified_location, titled, zoned_card)
from ..situation.vocabulary import CONNECTING_TO, EACH_ENEMY_AT, having_of, other_investigator, placed_asset, ranked, union
from ..situation.vocabulary import AN_AGENDA, EACH_AGENDA, OTHER_AGENDA, USES_QUALIFIER, agenda_deck_of, yet_to_take_turn
from ..situation.vocabulary import COPY_OF_SELF, card_class_holds, without_attached_of
from ..situation.vocabulary import CONTROLLING, REMEMBERING, copies_qualifier, qualified_enemies_at
from ..situation.vocabulary import NOT_ENGAGED_WITH_YOU, connected_among
from ..situation.vocabulary.qualified import ENGAGED_BY_THIS_EFFECT
from ..situation.vocabulary.committed import committed_card
from ..situation.vocabulary.zoned import ATTACHED_TO_SELF, BENEATH_NAMED, THREAT_AREA
from .connections import RULE as CONNECTION_RULE
from .connections import connected, extreme, farthest_from_all, positioned
from .immunity import RULE, immune_to
from .ranked import superlative
from .attached import without_attached
from .silence import not_modelled
from .occurrence import Context
from .printed_costs import cost_qualifiers, costs_fit
from .results import DISCARDED, JUST_DISCARDED, SEEN_KINDS, discarded, engaged_by_this_effect, seen
from .several import choose_several
from .state import BENEATH, LIMBO, PLAY, SET_ASIDE, Card, State
from .triggers import attacking_enemy, selector_matches

if TYPE_CHECKING:
    from .engine import Engine


def candidates(engine: Engine, selector: str, ctx: Context) -> tuple[list[str], bool]:
    """The entities a target selector may pick, and whether it picks one of them (a choice)."""
    state = engine.state
    you = ctx.you
    here = state.location_of(you)
    this = state.location_of(ctx.bearer)
    occ = ctx.occ
    role = state.investigators[you].role if you in state.investigators else None  # "of your role" (Classes)
    each = any_number_of(selector)
    if each is not None:  # "any number of X" could pick any of what "each X" picks (``pick`` has them chosen)
        return candidates(engine, each, ctx)[0], False
    having = having_of(selector)
    if having is not None:  # "each investigator at your location with 4 or more damage", "an enemy with doom on it":
        found, one = candidates(engine, having.plain, ctx)  # those holding the count now (Qualifiers)
        holders = [state.investigators.get(i) or state.cards.get(i) or state.locations.get(i) for i in found]
        return [i for i, held in zip(found, holders) if held is not None and hasattr(held, having.what)
                and having.holds(having.amount(held))], one
    near = connected_among(selector)
    if near is not None:  # "each location with no horror that is connected to a location with horror": of what the
        places = set(candidates(engine, near.place, ctx)[0])  # rest picks, those connected to one of the places (Move)
        found, one = candidates(engine, near.among, ctx)
        return [p for p in found if p in state.locations and places & set(connected(state, p))], one
    bare = without_attached_of(selector)
    if bare is not None:  # "without a Locked Door attached": of what the plain one picks, those with no such card on them
        found, one = candidates(engine, bare.plain, ctx)
        return without_attached(state, found, bare.title), one
    plain = other_investigator(selector)
    if plain is not None:  # "another investigator", "each other investigator": not you (You/Your), in the same order
        found, one = candidates(engine, plain, ctx)
        return [i for i in found if i != you], one
    plain = yet_to_take_turn(selector)
    if plain is not None:  # "who has yet to take his or her turn this round" (2.2: one turn each, this round's not begun)
        found, one = candidates(engine, plain, ctx)
        return [i for i in found if i in state.investigators and i not in state.turns_taken and i != state.turn], one
    joined = union(selector)
    if joined is not None:  # "an investigator or Ally asset at your location": what every part picks, once each
        found = [t for part in joined.parts for t in candidates(engine, part, ctx)[0]]
        return list(dict.fromkeys(found)), joined.one
    rank = ranked(selector)
    if rank is not None:  # "the location with the most clues": of what the rest picks, the most (a choice if tied)
        start = next(iter(candidates(engine, rank.place, ctx)[0]), None) if rank.place else None
        return superlative(state, candidates(engine, rank.among, ctx)[0], rank, state.location_of(start)), True
    if selector == "you":
        return ([you] if you and state.in_game(you) else []), False
    if selector == "self":
        return ([ctx.bearer] if state.in_game(ctx.bearer) else []), False
    if selector == "each-investigator":
        return state.player_order(), False
    if selector.endswith(NEAR) and selector.startswith(("each-investigator-", "an-investigator-")):
        place = this if "-at-this-location" in selector else here  # "… at your location or a connecting location"
        near = [place, *connected(state, place)] if place else []
        return [i for loc in near for i in state.investigators_at(loc)], selector.startswith("an-")
    if selector == "each-investigator-at-this-location":
        return state.investigators_at(this), False
    if selector == "each-investigator-at-your-location":
        return state.investigators_at(here), False
    if selector == "an-investigator-at-your-location":
        return state.investigators_at(here), True
    if selector == "an-investigator":  # "any investigator": one of all still in the game
        return [n for n in state.player_order() if state.in_game(n)], True
    if selector == "attacking-enemy":
        enemy = attacking_enemy(state, occ)
        return ([enemy] if enemy and state.in_game(enemy) else []), False
    if selector in ("triggering-who", "triggering-what", "triggering-source", "triggering-to"):
        value = getattr(occ, selector.split("-", 1)[1]) if occ else None
        return ([value] if value and (state.in_game(value) or _committed(engine, value) or _drawn(engine, value))
                else []), False
    if selector == "your-location":
        return ([here] if here else []), False
    if selector == "this-location":
        return ([this] if this else []), False
    if selector == "a-connecting-location":
        return (list(connected(state, here)) if here else []), True
    if selector == "current-agenda":
        agenda = state.current_agenda()
        return ([agenda] if agenda else []), False
    if selector in (EACH_AGENDA, AN_AGENDA):  # every agenda in play, of however many agenda decks, or one of them
        return state.agendas_in_play(), selector == AN_AGENDA
    if selector == OTHER_AGENDA:  # "from one agenda deck to the other": those not chosen
        return [a for a in state.agendas_in_play() if a != ctx.preset.get("chosen")], False
    if (letter := agenda_deck_of(selector)) is not None:  # "the current "c" agenda": that deck's card in play
        return [a for a in [state.agenda_of_deck(letter)] if a], False
    if selector == "doom-in-play":  # "all doom in play": on the agenda and every other card and location (Doom)
        return [h.name for h in state.doom_holders()], False
    if selector == "current-act":
        act = state.current_act()
        return ([act] if act else []), False
    if selector == "attached-to":
        host = state.host_of(ctx.bearer)
        return ([host] if host and state.in_game(host) else []), False
    if selector in ("a-card-you-control", "an-asset-you-control"):
        return [c.name for c in state.cards.values() if c.zone == PLAY and c.controller == you and you
                and (selector == "a-card-you-control" or c.type.value == "asset")], True
    if selector in DIRECTIONS:  # "the location to your left": a position in the layout, from your location
        return positioned(state, here, selector) or [], True
    if selector == FARTHEST_FROM_ALL:
        return farthest_from_all(state), True
    if (flt := committed_card(selector)) is not None:  # "that skill card" a condition found committed (ST.2)
        return [c for c in state.committed if flt == "card" or selector_matches(state, flt, c, ctx.bearer, you, occ)], True
    controlled = qualified_controlled(selector)  # "a-spell-asset-you-control"
    if controlled is not None:
        return [c.name for c in state.cards.values() if c.zone == PLAY and you and c.controller == you
                and (controlled.noun == "card" or c.type is CardType.ASSET)
                and _qualifies(c, controlled.qualifiers, role)], controlled.one
    placed = placed_asset(selector)  # "an-ally-asset-at-your-location": an asset is where its controller is
    if placed is not None:
        owners = candidates(engine, placed.by, ctx)[0] if placed.by else []
        return [c.name for c in state.cards.values() if c.zone == PLAY and c.type is CardType.ASSET
                and (placed.where == "in-play" or (c.controller in owners if placed.by else
                                                   here is not None and state.location_of(c.name) == here))
                and _qualifies(c, placed.qualifiers, role)], placed.one
    if selector == "an-empty-location":
        return empty_locations(state), True
    if selector == RANDOM_LOCATION:  # at random: the engine has no randomness, so the situation states it (a choice)
        return list(state.locations), True
    qualified = qualified_enemy(selector)  # "each-enemy-at-your-location" is one with no qualifier
    if qualified is not None:
        if qualified.where == "in-play":
            where = [c.name for c in state.cards.values() if c.type is CardType.ENEMY and c.zone == PLAY
                     and (c.location is not None or c.engaged is not None)]
        else:
            near = ([here, *connected(state, here)] if here else []) if qualified.where.endswith(NEAR) else \
                [this if qualified.where == "at-this-location" else here]  # "a Possessed enemy at this location"
            where = [e for loc in near for e in state.enemies_at(loc)] if qualified.where.startswith("at-") else \
                (state.engaged_enemies(you) if you else [])
            if qualified.where == ENGAGED_BY_THIS_EFFECT:  # "… that engages you as a result of this effect"
                where = [e for e in where if e in engaged_by_this_effect(ctx)]
        found = [e for e in where if _qualifies(state.cards[e], qualified.qualifiers, role)
                 and not (qualified.where == NOT_ENGAGED_WITH_YOU and state.cards[e].engaged == you)]
        if "other" in qualified.qualifiers:  # "each other enemy": not the one tested (evaded, attacked), nor the bearer,
            attacker = ctx.occ.source if ctx.occ is not None and ctx.occ.event == "enemy-attack" else None  # nor the attacker
            found = [e for e in found if e not in (engine.test.target if engine.test else None, ctx.bearer, attacker)]
        for far in (far for far in (False, True) if ("farthest" if far else "nearest") in qualified.qualifiers):
            found = extreme(state, here, found, farthest=far)  # "the nearest Cultist enemy" (Nearest)
        return found, qualified.one
    if selector == "chosen":  # what a `choose` aspect of the same ability chose (effects/choosing.py)
        chosen = ctx.preset.get("chosen")
        return ([chosen] if chosen and (state.in_game(chosen) or still_where_chosen(state, ctx)) else []), False
    zoned = zoned_card(selector)  # "an-item-card-in-your-discard-pile"
    if zoned is not None and zoned.area in SEEN_KINDS:  # "each Writhing Appendage among those cards": still in the deck
        return fitting(state, seen(state, ctx, zoned.area), zoned, you, ctx.bearer), zoned.one
    if zoned is not None and zoned.area in (DISCARDED, JUST_DISCARDED):  # "a location discarded by this effect": on a
        latest = zoned.area == JUST_DISCARDED  # discard pile; "the discarded card": the latest discard's
        return fitting(state, discarded(state, ctx, latest), zoned, you, ctx.bearer), zoned.one
    if zoned is not None and zoned.area == THREAT_AREA:  # "each card in your threat area": in play (Threat Area), an
        # engaged enemy too (Enemy Engagement: "placed in that investigator's threat area")
        return fitting(state, [c.name for c in state.cards.values() if c.zone == PLAY and you
                               and you in (c.threat_area, c.engaged)], zoned, you, ctx.bearer), zoned.one
    if zoned is not None:
        return out_of_play(state, zoned, you, ctx.bearer), zoned.one
    place = qualified_location(selector)  # "a-revealed-location-with-no-enemies"
    if place is not None:
        found = [loc for loc in state.locations if _location_qualifies(state, loc, place, here)]
        for far in (far for far in (False, True) if ("farthest" if far else "nearest") in place.states):
            found = extreme(state, here, found, farthest=far)  # Nearest: among the rest, fewest connections away
        return found, place.one
    if selector.startswith(LOCATION_OF):  # "her location", "Royal Emissary's location": where that one is
        found, _ = candidates(engine, selector[len(LOCATION_OF):], ctx)
        places = [state.location_of(name) for name in found]
        return list(dict.fromkeys(p for p in places if p)), False
    if selector.startswith(CONNECTING_TO):  # "The Rougarou's location and each connecting location": each one (Move)
        found, _ = candidates(engine, selector[len(CONNECTING_TO):], ctx)
        return list(dict.fromkeys(c for p in found if p in state.locations for c in connected(state, p))), False
    if selector.startswith(EACH_INVESTIGATOR_AT):  # "each investigator at Jordan Perry's location"
        places, _ = candidates(engine, selector[len(EACH_INVESTIGATOR_AT):], ctx)
        return [i for place in places if place in state.locations for i in state.investigators_at(place)], False
    if (title := copies_qualifier(selector)) is not None:  # "the same location as a Brood of Yog-Sothoth": every copy
        return [c.name for c in state.cards.values() if c.zone == PLAY and _qualifies(c, (title,))] + \
            [n for n, loc in state.locations.items() if titled(title, title_of(n), frozenset(
                "_".join(t.casefold().split()) for t in loc.traits))], False  # a location is a card in play too
    if selector.startswith(CONTROLLING):  # "each investigator who controls an Innocent Reveler" (Control)
        owned, _ = candidates(engine, selector[len(CONTROLLING):], ctx)
        owners = {state.cards[c].controller for c in owned if c in state.cards}
        return [i for i in state.player_order() if i in owners and state.in_game(i)], False
    if selector.startswith(REMEMBERING):  # "each player who has "had a drink"" (FAQ, "Remember that…")
        kept = state.remembered.rememberers(selector[len(REMEMBERING):])
        return [i for i in state.player_order() if i in kept and state.in_game(i)], False
    if selector.startswith(ENGAGED_WITH):  # "makes an immediate attack": against the investigator it is engaged with
        foes, _ = candidates(engine, selector[len(ENGAGED_WITH):], ctx)
        return [w for w in (state.cards[e].engaged for e in foes if e in state.cards) if w in state.investigators], False
    if (among := qualified_enemies_at(selector)) is not None:  # "each Criminal enemy at each Abomination's location"
        places, _ = candidates(engine, among.place, ctx)
        return [e for place in dict.fromkeys(places) if place in state.locations for e in state.enemies_at(place)
                if _qualifies(state.cards[e], among.qualifiers, role)], False
    if selector.startswith(EACH_ENEMY_AT):  # "each enemy at the chosen location"
        places, _ = candidates(engine, selector[len(EACH_ENEMY_AT):], ctx)
        return [e for place in places if place in state.locations for e in state.enemies_at(place)], False
    if selector == "tested-enemy":  # what a fight or evasion is made against, while its test resolves
        against = engine.test.target if engine.test is not None else None
        return ([against] if against in state.cards and state.in_game(against) else []), False
    if selector == "tested-location":  # what an investigation is of, while its test resolves
        place = engine.test.target if engine.test is not None and engine.test.via == "investigate" else None
        return ([place] if place in state.locations else []), False
    if selector == "turn-investigator":  # "while an investigator is taking his or her turn, …: that investigator"
        return ([state.turn] if state.turn and state.in_game(state.turn) else []), False
    if selector == "lead-investigator":  # Lead Investigator
        return ([state.lead] if state.lead and state.in_game(state.lead) else []), False
    if selector in ROLE_TESTS:  # the investigator making the skill test (of an evasion, of an attack) being made
        test = engine.test
        vias = ROLE_TESTS[selector]
        tester = test.who if test is not None and (vias is None or test.via in vias) else None
        return ([tester] if tester and state.in_game(tester) else []), False
    return ([selector] if state.in_game(selector) else []), False


#: The qualifier of a weakness ("each weakness in his or her discard pile", "non-weakness cards"): no trait, a card's kind.
WEAKNESS = "weakness"
#: The investigators named by their part in the skill test being made → the tests they make it in (Skill Tests).
ROLE_TESTS: dict[str, tuple[str, ...] | None] = {"testing-investigator": None, "evading-investigator": ("evade",),
              "attacking-investigator": ("fight",)}
#: "a random location": any location in play, picked at random (stated as a ``target`` choice).
RANDOM_LOCATION = "a-random-location"
#: "at your location or a connecting location": the place and each location connected to it.
NEAR = "-or-a-connecting-location"
#: The key of ``Context.preset`` keeping the area a card out of play was chosen in (``chosen`` names it while it is there).
CHOSEN_ZONE = "chosen-zone"


def still_where_chosen(state: State, ctx: Context) -> bool:
    """Whether the card chosen out of play ("Choose an Item card in your discard pile") is still in that area: "it",
    "the chosen card" name it there, and nothing once it has gone elsewhere (Out of play is each area of its own)."""
    card = state.cards.get(ctx.preset.get("chosen", ""))
    return card is not None and ctx.preset.get(CHOSEN_ZONE) == card.zone


def out_of_play(state: State, zoned: ZonedCard, you: str | None, bearer: str) -> list[str]:
    """The cards a selector of a hand or discard pile picks among: your hand, your discard pile, or every discard
    pile in player order, or the cards beneath the card bearing the ability (Sefina Rousseau's events); of its card
    type, with its traits (In Play and Out of Play, Discard Piles)."""
    if zoned.area in ("beneath-self", "set-aside"):  # out of play underneath this card, or set aside: as listed
        listed = [c.name for c in state.cards.values() if (c.zone == BENEATH and c.beneath == bearer
                                                           if zoned.area == "beneath-self" else c.zone == SET_ASIDE)]
    elif zoned.area == ATTACHED_TO_SELF:  # attached to this card (Attach To): in play on it, in the order attached
        listed = [c.name for c in state.cards.values() if c.zone == PLAY and c.attached_to == bearer]
    elif zoned.area.startswith(BENEATH_NAMED):  # underneath a card named as printed ("beneath Sefina Rousseau")
        host = zoned.area[len(BENEATH_NAMED):]
        listed = [c.name for c in state.cards.values() if c.zone == BENEATH and c.beneath is not None
                  and titled(host, title_of(c.beneath), frozenset())]
    elif you not in state.investigators:
        return []
    else:
        owners = state.player_order() if zoned.area == "in-a-discard-pile" else [you]
        listed = [n for w in owners for n in (state.investigators[w].hand if zoned.area == "in-your-hand"
                                              else state.investigators[w].discard)]
    return fitting(state, listed, zoned, you, bearer)


def fitting(state: State, listed: list[str], zoned: ZonedCard, you: str | None = None,
            bearer: str | None = None) -> list[str]:
    """The cards of ``listed`` of the selector's card type ("card": any), with its traits or title (of its class: of
    ``you``'s role, for "of your role"); "not named <its own title>" (``non-copy_of_self``) leaves out every copy of
    the card ``bearer`` bearing the ability, whatever its title is (Copies: "by title"); a printed-cost qualifier
    is the card's printed resource cost, X the bearer's (``printed_costs``)."""
    role = state.investigators[you].role if you in state.investigators else None
    own = state.cards[bearer].spec.title if bearer in state.cards and f"non-{COPY_OF_SELF}" in zoned.qualifiers \
        else None
    costs = cost_qualifiers(zoned.qualifiers)  # "with printed resource cost X": the bearer's X (printed_costs)
    rest = tuple(q for q in zoned.qualifiers if q not in costs)
    return [n for n in listed if n in state.cards and (zoned.noun == "card" or state.cards[n].type.value == zoned.noun)
            and _qualifies(state.cards[n], rest, role) and state.cards[n].spec.title != own
            and costs_fit(state, state.cards[n], costs, bearer)]


def _qualifies(card: Card, qualifiers: tuple[str, ...], role: str | None = None) -> bool:
    """Whether an enemy has every qualifier: exhausted or ready, unengaged, a trait, or not a trait ("non-Elite");
    a trait of several words is spelled with ``_`` in a selector ("deep_one" is Deep One); a title is the card by its
    title (``titled``); a class (``class_survivor``; ``class_your_role``: the class ``role`` is — Classes)."""
    traits = frozenset("_".join(t.casefold().split()) for t in card.spec.traits)
    for q in qualifiers:
        if q in ("nearest", "farthest", "other"):  # among the enemies that hold the rest (candidates)
            continue
        if (by_class := card_class_holds(q.removeprefix("non-"), card.spec.classes, role)) is not None:
            ok = by_class != q.startswith("non-")
        elif q == "unengaged":
            ok = card.engaged is None
        elif q in ENEMY_STATES:
            ok = card.exhausted == (q == "exhausted")
        elif q.removeprefix("non-") == WEAKNESS:  # "non-weakness cards": a weakness is no trait (Weakness)
            ok = card.spec.weakness != q.startswith("non-")
        elif q.startswith(USES_QUALIFIER):  # "with “uses (charges)”": the type its Uses keyword establishes (Uses)
            ok = card.spec.use_type == q[len(USES_QUALIFIER):]
        elif q.startswith("non-"):
            ok = not titled(q[4:], card.spec.title, traits)
        else:
            ok = titled(q, card.spec.title, traits)
        if not ok:
            return False
    return True


def _location_qualifies(state: State, name: str, place: QualifiedLocation, here: str | None) -> bool:
    """Whether a location has every qualifier of a composed selector (a state, a trait, not a trait) and none of
    what it must have none of."""
    loc = state.locations[name]
    checks = {"revealed": loc.revealed, "unrevealed": not loc.revealed, "empty": name in empty_locations(state),
              "connecting": here is not None and name in connected(state, here)}
    traits = {"_".join(t.casefold().split()) for t in loc.traits}
    none = {"enemies": not state.enemies_at(name), "investigators": not state.investigators_at(name)}

    def holds(q: str) -> bool:
        if q in ("nearest", "farthest"):  # among the locations that hold the rest (candidates)
            return True
        if q in checks:
            return checks[q]
        return q[4:] not in traits if q.startswith("non-") else q in traits

    return all(holds(q) for q in place.states) and (place.none_of is None or none[place.none_of])


def _committed(engine: Engine, card: str) -> bool:
    """Whether ``card`` is committed to the skill test being made: out of play, yet the card a commit names ("After an
    investigator commits a card to a skill test: That card gains a [wild] icon until the end of the test")."""
    test = engine.test
    return test is not None and any(item.card == card for item in test.committed)


def _drawn(engine: Engine, card: str) -> bool:
    """Whether ``card`` is an encounter card being drawn (in limbo, out of play), yet the card its draw names ("When
    you draw a treachery card: cancel all of that card's effects and discard it")."""
    drawn = engine.state.cards.get(card)
    return drawn is not None and drawn.zone == LIMBO


def pick(engine: Engine, selector: str, ctx: Context, *, noun: str, decide: bool = True,
         eligible: Callable[[str], bool] | None = None) -> list[str]:
    """Resolve a target selector to entities; for an 'a/an ...' selector, one chosen entity.

    With ``decide`` false (checking an ability's potential to change the game state) no choice is
    consumed and nothing is written to the trace. ``eligible`` says whether the effect could change an
    entity's state: one it could not is no eligible target of a choice (Target), unless none is.
    """
    each = any_number_of(selector)
    if each is not None:  # "any number of X": chosen together among what "each X" picks (core/several.py)
        found = pick(engine, each, ctx, noun=noun, decide=decide, eligible=eligible)
        return choose_several(engine, ctx, found) if decide and found else found
    found, choose_one = candidates(engine, selector, ctx)
    if decide:
        report_unplaced(engine, selector, ctx)
    found = _not_expired(engine, _not_immune(engine, found, ctx, decide), ctx, decide)
    if choose_one and eligible is not None and any(eligible(t) for t in found):
        left = [t for t in found if not eligible(t)]
        if left and decide and len(found) > 1:
            engine.emit(StepKind.NOTE, ctx.depth, f"{', '.join(left)}: not an eligible target (the effect could not "
                        "change its state)", ("ahlcg/rr/target",), card=ctx.bearer)
        found = [t for t in found if eligible(t)]
    if not choose_one or len(found) <= 1 or not decide:
        return found[:1] if choose_one else found
    return [choose(engine, ctx, found, noun)]


def report_unplaced(engine: Engine, selector: str, ctx: Context) -> None:
    """A position the layout does not give ("the location to your left" with no ``layout``): not modelled, said at
    this step, so that no location found is never taken for none being there."""
    if selector in DIRECTIONS and positioned(engine.state, engine.state.location_of(ctx.you), selector) is None:
        not_modelled(engine, ctx.depth, f"“{selector}” is a position on the board, and the situation's `layout` does "
                     "not place your location there (or has no word for that direction): no location is found",
                     CONNECTION_RULE, card=ctx.bearer)


def _not_immune(engine: Engine, found: list[str], ctx: Context, decide: bool) -> list[str]:
    """The candidates that are not immune to an effect from the card bearing it (Immune), said in the trace."""
    immune = [(t, why) for t in found if (why := immune_to(engine.state, t, ctx.bearer)) is not None]
    if immune and decide:
        engine.emit(StepKind.NOTE, ctx.depth, "; ".join(f"{t} is immune to {why.replace('-', ' ')} effects" for t, why
                                                        in immune) + f": {ctx.bearer}'s effect cannot affect or choose "
                    + ("it" if len(immune) == 1 else "them"), (RULE,), card=ctx.bearer)
    return [t for t in found if t not in dict(immune)]


def _not_expired(engine: Engine, found: list[str], ctx: Context, decide: bool) -> list[str]:
    """A delayed effect reaches no card that left play after it was set up (Leaves Play: it expired for that card;
    back in play, the card is a new one to it), said in the trace."""
    expired = [t for t in found if ctx.ability is not None and t in ctx.ability.expired_for]
    if expired and decide:
        engine.emit(StepKind.NOTE, ctx.depth, f"{', '.join(expired)} left play after this delayed effect was set up: "
                    "it expired for that card", ("ahlcg/rr/leaves-play",), card=ctx.bearer)
    return [t for t in found if t not in expired]


def choose(engine: Engine, ctx: Context, options: list[str], noun: str) -> str:
    """Pick one of ``options``: the action's stated target, the situation's choice, or the first."""
    preset = ctx.preset.get(noun)
    if preset in options:
        return preset
    rules = ("ahlcg/rr/lead-investigator", "ahlcg/faq/1-5")
    choice = engine.book.take(Decision.TARGET, ability=ctx.bearer)
    if choice is None and ctx.you and ctx.you != ctx.bearer:
        choice = engine.book.take(Decision.TARGET, ability=ctx.you)
    if choice is not None and choice.choose in options:
        engine.emit(StepKind.CHOICE, ctx.depth,
                    f"{ctx.you or ctx.bearer} chooses {choice.choose} ({choice.path}; could also choose: "
                    f"{', '.join(o for o in options if o != choice.choose)})", ("ahlcg/rr/you-your",) + rules,
                    card=ctx.bearer)
        return str(choice.choose)
    picked = options[0]
    why = (f"{choice.path} names {choice.choose!r}, which is not an option here" if choice is not None
           else "no choice given")
    engine.emit(StepKind.CHOICE, ctx.depth,
                f"{ctx.you or ctx.bearer} chooses among {', '.join(options)}: {why}; the engine takes "
                f"{picked} (the first listed)", rules, card=ctx.bearer)
    return picked


def card_to(engine: Engine, eff: Effect, ctx: Context) -> tuple[str | None, Card | None]:
    """The card an effect's ``to`` names (by default the card bearing it): the name picked (None if
    nothing is), and its card (None if it is not a card)."""
    found = pick(engine, eff.to or "self", ctx, noun="target")
    return (found[0], engine.state.cards.get(found[0])) if found else (None, None)


def empty_locations(state: State) -> list[str]:
    """The empty locations: "a location with no enemies or investigators at it" (Empty Location)."""
    return [loc for loc in state.locations if not state.investigators_at(loc) and not state.enemies_at(loc)]
