"""Enemy attacks, dealing damage/horror, defeat and elimination.

Dealing Damage/Horror: (1) assign — an investigator may put damage on assets with health and horror
on assets with sanity, never beyond what would defeat them, unless it is direct; (2) the 'would' and
'when' windows, where damage may be prevented or reacted to; (3) apply all of it simultaneously;
then check defeat. A defeat, and the elimination that follows an investigator's defeat, continue
the same sequence (same depth); abilities used in their windows nest below them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core import standing
from ..core.errors import ScenarioEnded
from ..core.occurrence import Occurrence
from ..core.history import PERIODS, Dealt
from ..core.state import DISCARD, ENCOUNTER_DISCARD, PLAY, REMOVED, Card, Investigator, Location
from ..core.text import count
from ..core.triggers import BOTH, dealer_of
from ..situation.vocabulary import CardType, Decision, LimitPeriod, StepKind
from . import assignment, excess, health, keys, swarm
from .act_and_agenda import objective_met
from .attack_values import attack_values
from .discarding import leave_play, left_to
from .leaving import leave_once, redirected
from .outcome import scenario_ends
from .state_abilities import state_arises
from .victory import defeated_to_victory, worth
from .swarm import BOTTOM_OF_DECK, SWARMING, swarm_cards

if TYPE_CHECKING:
    from ..core.engine import Engine


@dataclass
class Deal:
    """Damage and/or horror being dealt to one investigator or card."""

    target: str
    damage: int = 0
    horror: int = 0


def _amounts(damage: int, horror: int) -> str:
    parts = [p for p in (f"{damage} damage" if damage else "", f"{horror} horror" if horror else "") if p]
    return " and ".join(parts) or "nothing"


#: Kinds of enemy attacks the damage they deal is filtered by (`via`); any other is a plain attack.
_KINDS = ("opportunity", "retaliate", "alert", "enemy-phase")


def attack(engine: Engine, enemy: str, investigator: str, via: str, depth: int,
           on_excess: excess.Follow | None = None) -> bool:
    """An enemy attack: its 'when' window (it may be canceled), then its damage and horror; whether it was made (not
    forbidden, canceled or replaced: what "attacks made by this effect" counts). ``on_excess``: what the ability making
    the attack says follows its horror or damage in excess ("If Hastur's attack deals you horror in excess …")."""
    state = engine.state
    card = state.cards[enemy]
    kinds = {"opportunity": ("an attack of opportunity", ("ahlcg/rr/attack-of-opportunity",)),
             "retaliate": ("a retaliate attack", ("ahlcg/rr/retaliate",)),
             "alert": ("an alert attack", ("ahlcg/glossary/alert",))}
    what, rules = kinds.get(via, ("an attack", ("ahlcg/rr/attacker-attacked",)))
    note = "; the enemy does not exhaust" if via in kinds else ""
    if via == "enemy-phase":
        what, rules = "its enemy-phase attack", ("ahlcg/rr/3-3",)
    occ = engine.occurrence("enemy-attack", depth, who=investigator, source=enemy, via=via,
                            text=f"{enemy} attacks {investigator}")
    dmg, hor, why = attack_values(engine, enemy, occ)  # its values, modified (Enemy Attacks; Modifiers)

    def body(_: list[Occurrence]) -> None:
        damage, horror = dmg, hor
        if occ.modifiers:  # "… deals +1 damage and +1 horror for this attack", from its 'when' window
            damage = max(0, dmg + sum(m[1] for m in occ.modifiers))
            horror = max(0, hor + sum(m[2] for m in occ.modifiers))
            engine.emit(StepKind.NOTE, depth, f"{enemy}'s attack is modified as it is made: {_amounts(dmg, hor)} "
                        "becomes " + _amounts(damage, horror) + " (" + ", ".join(m[0] for m in occ.modifiers)
                        + "; a value is never below zero)", ("ahlcg/rr/attacker-attacked", "ahlcg/rr/modifiers"),
                        card=enemy)
        if damage or horror:
            deals = [Deal(investigator, damage, horror)]
            if occ.redirected:  # "Deal that enemy's damage to another enemy …, instead": its horror still dealt
                deals = [Deal(investigator, 0, horror), Deal(occ.redirected[-1][1], damage)]
            deal(engine, deals, source=enemy, via=via if via in _KINDS else "attack", depth=depth, on_excess=on_excess,
                 label=f"{enemy}'s attack" + (f" (its damage instead to {occ.redirected[-1][1]}: "
                                              f"{occ.redirected[-1][0]})" if occ.redirected else ""))

    ready = not card.exhausted
    made = engine.resolve([occ], body, announce=f"{enemy} makes {what} against {investigator} "
                          f"({_amounts(dmg, hor)}{'; ' + why if why else ''}){note}",
                          rules=rules + (("ahlcg/rr/modifiers",) if why else ()), card=enemy)
    standing.answer(engine, standing.ATTACK_RESOLVED, depth, enemy=enemy, ready=ready)
    return bool(made)


def deal(engine: Engine, deals: list[Deal], *, source: str | None, via: str, depth: int, label: str,
         direct: bool = False, first: list[str] | None = None, evenly: tuple[str, ...] = (),
         on_excess: excess.Follow | None = None) -> dict[str, int]:
    """Deal damage/horror to several targets simultaneously. Returns what was placed, by target. ``first``: the cards
    the effect says it must be assigned to first, if able; ``evenly``: the kinds it says are divided as evenly as
    possible among eligible cards (``effects/assigning.py``)."""
    state = engine.state
    deals = [d for d in deals if (d.damage or d.horror) and state.in_game(d.target)]
    source_in_play = bool(source) and state.kind_of(source) not in ("event", None) and state.in_game(source or "")
    if not deals:
        return {}
    summary = " and ".join(f"{_amounts(d.damage, d.horror)} to {d.target}" for d in deals)
    rules = ["ahlcg/rr/dealing-damage-horror"] + (["ahlcg/rr/direct-damage-direct-horror"] if direct else [])
    people = [d.target for d in deals if d.target in state.investigators]
    if via == "effect" and people:
        rules.append("ahlcg/rr/taking-damage-horror")  # 'take X' = X dealt to your investigator
    if len(people) > 1:
        rules.append("ahlcg/rr/in-player-order")  # each assigns, in player order; all applied at once
    engine.emit(StepKind.EVENT, depth, f"{label} deals {summary}"
                + (" (simultaneously)" if len(deals) > 1 else "") + ": step 1, assign",
                tuple(rules), card=source, event="damage-dealt")
    # Step 1: assign. Investigators choose in player order (Priority of Simultaneous Resolution).
    order = {name: k for k, name in enumerate(state.player_order())}
    deals.sort(key=lambda d: order.get(d.target, len(order)))
    occs: list[Occurrence] = []
    for d in deals:
        whole = () if direct else assignment.single_card(engine, d.target, source, via)
        for recipient, dmg, hor in _assign(engine, d, depth, direct, first or [], evenly, whole):
            who = state.controller_of(recipient) if recipient not in state.investigators else recipient
            if state.kind_of(recipient) == "enemy":
                who = None
            for event, amount, word in (("damage-dealt", dmg, "damage"), ("horror-dealt", hor, "horror")):
                if amount:
                    occs.append(engine.occurrence(event, depth, who=who, what=recipient, source=source, via=via,
                                                  amount=amount, text=f"{amount} {word} dealt to {recipient}"
                                                  + (f" by {label}" if label else "")))

    for occ in occs:
        occ.dealing = occs
    assigned = len(occs)

    def apply(live: list[Occurrence]) -> None:
        live = live + occs[assigned:]  # parts its window added to the dealing (additional damage: additional.py)
        placed = []
        for occ in live:
            if occ.amount <= 0:
                occ.canceled = True
                continue
            field = "damage" if occ.event == "damage-dealt" else "horror"
            before = _get(engine, occ.what, field)
            _set(engine, occ.what, field, before + occ.amount)
            state.history.dealt.append(Dealt(field, occ.what or "", dealer_of(state, source), occ.amount,
                                             {p: state.period_key(LimitPeriod(p)) for p in PERIODS}, occ.uid))
            limit = _limit(engine, occ.what, field)
            placed.append(f"{occ.amount} {field} on {occ.what} ({before} \u2192 {before + occ.amount}"
                          + (f" of {limit}" if limit is not None else "") + ")")
        if placed:
            note = (f"; its source, {source}, has left play, but the damage still resolves"
                    if source_in_play and not state.in_game(source or "") else "")
            engine.emit(StepKind.STATE, depth, "Step 2, apply simultaneously: " + "; ".join(placed) + note,
                        ("ahlcg/rr/dealing-damage-horror",), card=source)
        else:
            engine.emit(StepKind.STATE, depth, "Step 2: nothing left to apply; no damage/horror was dealt",
                        ("ahlcg/rr/dealing-damage-horror",), card=source)
        # A forced "If …" ability on a state the placed tokens bring about ("If you have horror on you greater than
        # twice your sanity", Possession) has this placement as its timing point, and "if" abilities resolve before
        # what comes after it (FAQ 2.2); the defeat comes "after applying damage/horror" (Dealing Damage/Horror).
        excess.raise_excess(engine, live, depth, on_excess)  # "horror in excess of your sanity": before the defeat it goes with
        while state_arises(engine, depth):
            pass
        check_defeat(engine, [o.what for o in live if not o.canceled and o.what], source, depth)

    done = engine.resolve(occs, apply)
    done += [o for o in occs[assigned:] if done and not o.canceled]  # the parts its window added were placed too
    result: dict[str, int] = {}
    for occ in done:
        if occ.what:
            result[occ.what] = result.get(occ.what, 0) + occ.amount
    return result


def _get(engine: Engine, name: str | None, field: str) -> int:
    state = engine.state
    holder = state.investigators.get(name or "") or state.cards.get(name or "")
    return getattr(holder, field) if holder is not None else 0


def _set(engine: Engine, name: str | None, field: str, value: int) -> None:
    state = engine.state
    holder = state.investigators.get(name or "") or state.cards.get(name or "")
    if holder is not None:
        setattr(holder, field, value)


def _limit(engine: Engine, name: str | None, field: str) -> int | None:
    return health.limit(engine, name, field)


def _asked(amount: int | None, other: int | None, dealt: int) -> int:
    """How much of one kind an ``assign`` choice puts on the asset. Damage and horror are assigned
    separately (Dealing Damage/Horror): a stated amount is that amount; an unstated one is all of
    it, unless the choice states some of the other kind ({damage: 1} assigns no horror)."""
    if amount is not None:
        return amount
    return 0 if other else dealt


def _assign(engine: Engine, d: Deal, depth: int, direct: bool, named: list[str],
            evenly: tuple[str, ...] = (), whole: tuple[str, ...] = ()) -> list[tuple[str, int, int]]:
    """Step 1 for one target: where its damage and horror go. What a card must take first (``assign-first``; the
    ``named`` cards the effect says, if able) is assigned before the investigator chooses where the rest goes
    (:mod:`.assignment`); ``whole``: the kinds the chosen card must take as much of as possible (``assign-single``)."""
    state = engine.state
    if d.target not in state.investigators:
        return [(d.target, d.damage, d.horror)]
    kinds = () if direct else tuple(k for k in assignment.treated_direct(engine, d.target) if getattr(d, k))
    if kinds and (d.damage and "damage" not in kinds or d.horror and "horror" not in kinds):  # one kind direct
        held = Deal(d.target, d.damage * ("damage" in kinds), d.horror * ("horror" in kinds))
        engine.emit(StepKind.NOTE, depth, f"{_amounts(held.damage, held.horror)} dealt to {d.target} is direct (a "
                    "card's text): assigned to the investigator", ("ahlcg/rr/direct-damage-direct-horror",))
        out = {d.target: (held.damage, held.horror)}  # the rest assigned as any (one entry a recipient)
        for n, a, b in _assign(engine, Deal(d.target, d.damage - held.damage, d.horror - held.horror), depth, False,
                               named, evenly, whole):
            out[n] = (out.get(n, (0, 0))[0] + a, out.get(n, (0, 0))[1] + b)
        return [(n, a, b) for n, (a, b) in out.items()]
    if kinds:  # "Treat all damage as direct damage and all horror as direct horror"
        engine.emit(StepKind.NOTE, depth, f"{_amounts(d.damage, d.horror)} dealt to {d.target} is direct (a card's "
                    "text)", ("ahlcg/rr/direct-damage-direct-horror",))
        direct = True
    if direct:
        if assignment.eligible(engine, d.target, d.damage, d.horror):
            engine.emit(StepKind.NOTE, depth, f"Direct: {d.target} cannot assign it to assets",
                        ("ahlcg/rr/direct-damage-direct-horror",))
        return [(d.target, d.damage, d.horror)]
    if evenly:  # "it must be divided as evenly as possible among eligible cards": the effect's text, before the rest
        return _evenly(engine, d, depth, evenly, named)
    first = assignment.assigned_first(engine, d.target, d.damage, d.horror)
    if first:
        spread = "; ".join(f"{_amounts(a, b)} to {n}" for n, a, b in first)
        engine.emit(StepKind.NOTE, depth, f"{d.target} must assign {spread} first (its text: before it can be "
                    "assigned to the investigator card)", ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/golden-rules"),
                    card=first[0][0])
        d = Deal(d.target, d.damage - sum(a for _, a, _ in first), d.horror - sum(b for _, _, b in first))
        if not (d.damage or d.horror):
            return first
    said = assignment.named_first(engine, d.target, named, d.damage, d.horror, first)
    if said:  # "which must be assigned to an Innocent Reveler first, if able"
        engine.emit(StepKind.NOTE, depth, f"{d.target} must assign {'; '.join(f'{_amounts(a, b)} to {n}' for n, a, b in said)}"
                    " first (the effect's text: first, if able" + ("; which of them takes it is the investigator's choice: the "
                    "engine takes them in turn" if assignment.split_chosen(engine, d.target, named, said, first) else "")
                    + ")", ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/golden-rules"),
                    card=said[0][0])
        d, first = Deal(d.target, d.damage - sum(a for _, a, _ in said), d.horror - sum(b for _, _, b in said)), first + said
        if not (d.damage or d.horror):
            return first
    return first + _chosen(engine, d, depth, first, whole)


def _evenly(engine: Engine, d: Deal, depth: int, kinds: tuple[str, ...], named: list[str]) -> list[tuple[str, int, int]]:
    """The kinds the effect divides evenly among the eligible cards (:func:`.assignment.evenly`); the rest as usual."""
    spread = assignment.evenly(engine, d.target, d.damage * ("damage" in kinds), d.horror * ("horror" in kinds))
    engine.emit(StepKind.NOTE, depth, f"{d.target} divides it as evenly as possible among the eligible cards (the "
                f"effect's text): {'; '.join(f'{_amounts(a, b)} to {n}' for n, a, b in spread)} (where one more goes "
                "when it does not divide is the investigator's choice: the engine gives it in turn from the "
                "investigator)", ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/golden-rules"), card=d.target)
    rest = Deal(d.target, d.damage * ("damage" not in kinds), d.horror * ("horror" not in kinds))
    return spread + (_assign(engine, rest, depth, False, named) if rest.damage or rest.horror else [])


def _chosen(engine: Engine, d: Deal, depth: int, first: assignment.Assigned,
            whole: tuple[str, ...] = ()) -> list[tuple[str, int, int]]:
    """The investigator's own choice: all of it to himself or herself, or some to one eligible asset (with room
    beside what it was assigned ``first``); of the ``whole`` kinds the asset takes as much as it can, whatever the
    choice asks (a card's "as much … as possible to a single card before assigning it to another card")."""
    state = engine.state
    assets = assignment.eligible(engine, d.target, d.damage, d.horror, first)
    if not assets:
        return [(d.target, d.damage, d.horror)]
    choice = engine.book.take(Decision.ASSIGN, who=d.target)
    names = ", ".join(c.name for c in assets)
    rules = ("ahlcg/rr/dealing-damage-horror",)
    if choice is None or choice.to == d.target:
        why = f"({choice.path})" if choice else "(no choice given; the engine's default)"
        engine.emit(StepKind.CHOICE, depth, f"{d.target} assigns all of it to {d.target} {why}; "
                    f"could assign to: {names}", rules, card=d.target)
        return [(d.target, d.damage, d.horror)]
    card = state.cards.get(choice.to or "")
    if card is None or card not in assets:
        engine.emit(StepKind.CHOICE, depth, f"{choice.path}: {choice.to} is not an eligible asset of "
                    f"{d.target} for this; all of it is assigned to {d.target}", rules, card=d.target)
        return [(d.target, d.damage, d.horror)]
    capacity = assignment.capacity
    dmg = min(d.damage, capacity(engine, card, "damage", first),
              d.damage if "damage" in whole else _asked(choice.damage, choice.horror, d.damage))
    hor = min(d.horror, capacity(engine, card, "horror", first),
              d.horror if "horror" in whole else _asked(choice.horror, choice.damage, d.horror))
    if whole:
        engine.emit(StepKind.NOTE, depth, f"{card.name} must take as much {' and '.join(whole)} as possible before "
                    "another card (the attacker's text); the rest goes to the investigator",
                    ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/golden-rules"), card=card.name)
    out = [(card.name, dmg, hor)]
    if d.damage - dmg or d.horror - hor:
        out.append((d.target, d.damage - dmg, d.horror - hor))
    spread = "; ".join(f"{_amounts(a, b)} to {n}" for n, a, b in out if a or b)
    engine.emit(StepKind.CHOICE, depth, f"{d.target} assigns {spread} ({choice.path}; an asset takes no more "
                "than would defeat it)", rules, card=d.target)
    return out


def check_defeat(engine: Engine, names: list[str], source: str | None, depth: int) -> None:
    """After applying: investigators, assets and enemies at or over their health/sanity are defeated
    (not a swarm host with swarm cards still underneath it: ``swarm.cannot_be_defeated``; not an investigator
    already defeated, whose elimination is under way: he or she is defeated once)."""
    state = engine.state
    defeated = []
    for name in dict.fromkeys(names):
        if not state.in_game(name) or (name in state.investigators and state.investigators[name].defeated):
            continue
        limit_d, limit_h = _limit(engine, name, "damage"), _limit(engine, name, "horror")
        dmg, hor = _get(engine, name, "damage"), _get(engine, name, "horror")
        if (limit_d is not None and dmg >= limit_d) or (limit_h is not None and hor >= limit_h):
            if state.kind_of(name) in ("investigator", "asset", "enemy") \
                    and not swarm.cannot_be_defeated(engine, name, depth):
                defeated.append(name)
    if defeated:
        defeat(engine, defeated, source, depth)


def defeat(engine: Engine, names: list[str], source: str | None, depth: int, by_card: bool = False) -> None:
    """Defeat: its 'when' window, then the defeated cards leave play / investigators are eliminated. ``by_card``: a
    card's ability defeats them ("you are killed": Defeat by Card Ability), whatever damage or horror they hold — not
    a defeat by damage or horror, which a 'would' ability on one (Crazed Shoggoth's) would replace again."""
    state = engine.state
    who = state.controller_of(source) if source else None
    occs = [engine.occurrence("defeated", depth, what=n, source=source, who=who,
                              via=None if by_card else _defeated_by(engine, n), text=f"{n} is defeated") for n in names]
    why: list[str] = []
    exceeded: set[str] = set()  # "damage" ≥ health, "horror" ≥ sanity: the rules the defeat cites
    modified = False
    for n in names if not by_card else ():
        for field in ("damage", "horror"):
            lim, held = _limit(engine, n, field), _get(engine, n, field)
            if lim is not None and held >= lim:
                why.append(f"{n}: {field} {held} \u2265 {health.described(engine, n, field)}")
                exceeded.add(field)
                modified = modified or bool(health.modifiers(engine, n, field))
    rules = ("ahlcg/rr/defeat",) + (("ahlcg/rr/dealing-damage-horror",) if exceeded else ()) \
        + (("ahlcg/rr/health-and-damage",) if "damage" in exceeded else ()) \
        + (("ahlcg/rr/sanity-and-horror",) if "horror" in exceeded else ()) \
        + (("ahlcg/rr/modifiers",) if modified else ())
    engine.resolve(occs, lambda live: _resolve_defeats(engine, live, depth),
                   announce=f"{' and '.join(names)} {'is' if len(names) == 1 else 'are'} defeated "
                            f"({'; '.join(why) or f'by a card ability: {source}'})",
                   rules=rules, card=names[0] if len(names) == 1 else None)


def _defeated_by(engine: Engine, name: str) -> str | None:
    """What a defeat came of, the occurrence's ``via`` ("When you would be defeated by horror"): ``damage`` (its damage
    reached its health), ``horror`` (its horror its sanity), both at once; None when neither did (a card ability
    defeated it: Defeat)."""
    over = [field for field in ("damage", "horror")
            if (lim := _limit(engine, name, field)) is not None and _get(engine, name, field) >= lim]
    return BOTH if len(over) == 2 else (over[0] if over else None)


def _resolve_defeats(engine: Engine, live: list[Occurrence], depth: int) -> None:
    state = engine.state
    for occ in live:
        name = occ.what or ""
        if not state.in_game(name):
            occ.canceled = True
            continue
        if occ.via is not None and not _exceeded(engine, name):  # healed in its 'when' / 'would' window
            engine.emit(StepKind.NOTE, depth, f"{name}'s damage no longer reaches its health, nor its horror its "
                        "sanity: it is not defeated", ("ahlcg/rr/defeat", "ahlcg/rr/when"), card=name)
            occ.canceled = True
            continue
        if name in state.investigators:
            inv = state.investigators[name]
            inv.defeated = True
            engine.emit(StepKind.STATE, depth, f"{name} is defeated: eliminated from the scenario ("
                        f"{_repercussion(engine, inv, name, occ.via is None)})", ("ahlcg/rr/defeat",
                        "ahlcg/rr/elimination") + _BY_CARD * (occ.via is None), card=name)
            eliminate(engine, name, "defeat", depth)
            continue
        card = state.cards[name]
        if card.spec.host is not None:
            extra = swarm.excess(card, health.limit(engine, card.name, "damage"))
            _swarm_card_leaves(engine, card, depth)
            _deal_excess(engine, card.spec.host, extra, occ.source, depth)
        else:
            _defeated_card_leaves(engine, card, depth, occ.who)


#: The entry of an investigator defeated by a card ability rather than by damage or horror.
_BY_CARD = ("ahlcg/rr/campaign-play/defeat-by-card-ability",)


def _exceeded(engine: Engine, name: str) -> bool:
    """Whether ``name`` holds as much damage as its health or horror as its sanity (else a card defeated it)."""
    return any((lim := _limit(engine, name, f)) is not None and _get(engine, name, f) >= lim
               for f in ("damage", "horror"))


def _repercussion(engine: Engine, inv: Investigator, name: str, by_card: bool) -> str:
    """The long-term repercussion said of an investigator's defeat: the trauma of damage or horror; defeated by a card
    ability (``by_card``: no damage or horror at its bound, or a card's "you are killed"), "follow the instructions of
    the card ability" (Defeat by Card Ability)."""
    if by_card:
        return "defeated by a card ability: any long-term repercussions are the card's instructions"
    trauma = "physical" if inv.damage >= (_limit(engine, name, "damage") or 0) else "mental"
    return f"in campaign play, 1 {trauma} trauma"


def _defeated_card_leaves(engine: Engine, card: Card, depth: int, by: str | None) -> None:
    """A defeated enemy or asset goes to its discard pile: it leaves play, a triggering condition of its own
    ("leaves play" is any transition from in play to out of play: Leaves Play), resolved within the defeat."""
    enemy = card.type is CardType.ENEMY
    if standing.bears(card, "partner"):
        engine.resolve([engine.occurrence("leaves-play", depth, what=card.name, text=f"{card.name} leaves play")],
                       lambda _: _partner_removed(engine, card, depth))
        return
    if enemy and worth(card.spec):
        engine.resolve([engine.occurrence("leaves-play", depth, what=card.name, text=f"{card.name} leaves play")],
                       lambda _: defeated_to_victory(engine, card, depth))
        return
    to_owner = not enemy or card.spec.weakness
    pile = "its owner's discard pile" if to_owner else "the encounter discard pile"
    occ = engine.occurrence("leaves-play", depth, what=card.name, via="discard", text=f"{card.name} leaves play")

    def body(_: list[Occurrence]) -> None:
        went = leave_play(engine, card, DISCARD if to_owner else ENCOUNTER_DISCARD, by=by)
        where = left_to(went, f"placed in {pile}")
        engine.emit(StepKind.STATE, depth, f"{card.name}'s defeat resolves: {where} (it leaves play)",
                    ("ahlcg/rr/defeat", "ahlcg/rr/leaves-play") + _eliminated_owner(went), card=card.name)

    if not redirected(engine, card, body, depth, f"is placed in {pile}"):
        leave_once(engine, card, occ, body)


def _partner_removed(engine: Engine, card: Card, depth: int) -> None:
    """A defeated partner asset is removed from the game (Partner), not discarded."""
    leave_play(engine, card, REMOVED)
    engine.emit(StepKind.STATE, depth, f"{card.name}'s defeat resolves: a defeated partner asset is removed from the "
                "game (its name is crossed off in the Campaign Log)", ("ahlcg/glossary/partner", "ahlcg/rr/defeat",
                                                                        "ahlcg/rr/leaves-play"), card=card.name)


def _eliminated_owner(zone: str) -> tuple[str, ...]:
    return ("ahlcg/rr/elimination",) if zone == REMOVED else ()


def _swarm_card_leaves(engine: Engine, card: Card, depth: int) -> None:
    """A defeated swarm card goes to the bottom of its owner's deck (it leaves play)."""
    leave_play(engine, card, BOTTOM_OF_DECK, depth=depth)
    engine.emit(StepKind.STATE, depth, f"{card.name}'s defeat resolves: a swarm card that leaves play is placed on "
                "the bottom of its owner's deck", (SWARMING, "ahlcg/rr/defeat", "ahlcg/rr/leaves-play"), card=card.name)


def _deal_excess(engine: Engine, host: str, amount: int, source: str | None, depth: int) -> None:
    """The excess damage of a defeated swarm card may go to another swarm card of the host, or the host."""
    state = engine.state
    options = swarm_cards(state, host) + ([host] if state.in_game(host) else [])
    if amount <= 0 or not options:
        return
    choice = engine.book.take(Decision.TARGET, ability=host)
    if choice is not None and choice.choose in options:
        target, why = str(choice.choose), f"({choice.path}; could also choose: " \
            f"{', '.join(o for o in options if o != choice.choose) or 'nothing else'})"
    else:
        target = options[0]
        why = (f"({choice.path} names {choice.choose!r}, which is not an option here; " if choice is not None
               else "(no choice given; ") + f"the engine deals it to the first listed: {', '.join(options)})"
    engine.emit(StepKind.CHOICE, depth, f"The excess {count(amount, 'damage', 'damage')} of the defeated swarm card "
                f"may be dealt to another swarm card of {host} or to {host} itself: dealt to {target} {why}",
                (SWARMING, "ahlcg/rr/lead-investigator"), card=host)
    deal(engine, [Deal(target, amount)], source=source, via="attack" if source else "effect", depth=depth,
         label="The excess damage")


def _clue_holder(engine: Engine, occ: Occurrence, where: str) -> Card | Location:
    """Where Elimination step 2 places the clues: the investigator's location, or the card an effect in the
    elimination's 'when' window named instead (``effects/those_clues``; the last one, as a later replacement
    replaces the one before), while that card is still in play."""
    state = engine.state
    if occ.redirected:
        dest = occ.redirected[-1][1]
        found = state.locations.get(dest) or (state.cards[dest] if dest in state.cards
                                             and state.cards[dest].zone == PLAY else None)
        if found is not None:
            return found
    return state.locations[where]


def eliminate(engine: Engine, name: str, via: str, depth: int) -> None:
    """Elimination, steps 0 (errata) to 6."""
    state = engine.state
    inv = state.investigators[name]
    occ = engine.occurrence("eliminated", depth, who=name, via=via, text=f"{name} is eliminated")

    def body(_: list[Occurrence]) -> None:
        where = inv.location
        standing.answer(engine, standing.INVESTIGATOR_LEAVES, depth, who=name, via=via)
        # Step 0 (v1.0 errata): weaknesses the eliminated investigator owns in play.
        weak = [c for c in state.cards.values() if c.zone == PLAY and c.spec.weakness and c.owner == name]
        if weak:
            ends = engine.occurrence("game-ends", depth, who=name, text=f"the game ends for {name}")
            engine.resolve([ends], None, announce=f"Step 0: for resolving weaknesses the game has ended for {name}: "
                           "'when the game ends' abilities on them trigger", rules=("ahlcg/errata/rr-elimination",),
                           kind=StepKind.FRAMEWORK)
            for card in weak:
                if card.zone == PLAY:
                    leave_play(engine, card, REMOVED)
            engine.emit(StepKind.STATE, depth, f"Step 0: removed from the game: {', '.join(c.name for c in weak)}",
                        ("ahlcg/errata/rr-elimination",))
        # Step 1: controlled cards in play and out-of-play areas are removed from the game.
        controlled = [c for c in state.cards.values() if c.zone == PLAY and c.controller == name]
        for card in controlled:
            leave_play(engine, card, REMOVED)
        gone = controlled and [c.name for c in controlled]
        hidden = [c for c in inv.hand if state.cards[c].owner is None and standing.bears(state.cards[c], "hidden")]
        out_of_play = [c for c in inv.hand if c not in hidden] + inv.deck + inv.discard
        for card_name in out_of_play:
            state.cards[card_name].zone = REMOVED
        inv.hand, inv.deck, inv.discard = [], [], []
        engine.emit(StepKind.STATE, depth,
                    f"Step 1: removed from the game: {', '.join(gone or []) or 'no cards in play'}"
                    f"{' and ' + str(len(out_of_play)) + ' card(s) from hand, deck and discard' if out_of_play else ''}",
                    ("ahlcg/rr/elimination",), card=name)
        # Step 2: clues to the location, resources to the token pool.
        clues, inv.clues = inv.clues, 0
        holder = _clue_holder(engine, occ, where)  # "…, instead of placing them at his or her location"
        holder.clues += clues
        resources, inv.resources = inv.resources, 0
        placed = f"placed at {where}" if holder is state.locations.get(where) else \
            f"placed on {occ.redirected[-1][1]} instead of at {where} ({occ.redirected[-1][0]}'s effect)"
        engine.emit(StepKind.STATE, depth, f"Step 2: {count(clues, 'clue')} {placed}; "
                    f"{count(resources, 'resource')} returned to the token pool", ("ahlcg/rr/elimination",), card=name)
        keys.place(engine, name, where, depth, f" ({name} is eliminated)")
        # Step 3: engaged enemies stay at the location, unengaged.
        enemies = state.engaged_enemies(name)
        for enemy in enemies:
            state.cards[enemy].engaged = None
            state.cards[enemy].location = where
        engine.emit(StepKind.STATE, depth, f"Step 3: engaged enemies placed at {where}, unengaged: "
                    f"{', '.join(enemies) or 'none'}", ("ahlcg/rr/elimination",), card=name)
        # Step 4: other threat-area cards to the discard pile.
        threats = [c for c in state.cards.values() if c.zone == PLAY and c.threat_area == name]
        for card in threats:
            leave_play(engine, card, DISCARD if card.spec.weakness else ENCOUNTER_DISCARD)
        for card_name in hidden:  # Hidden: encounter cards in the hand go as the threat area's do
            state.cards[card_name].zone, state.cards[card_name].controller = ENCOUNTER_DISCARD, None
            state.encounter_discard.append(card_name)
        threats += [state.cards[c] for c in hidden]
        engine.emit(StepKind.STATE, depth, f"Step 4: other cards in the threat area discarded: "
                    f"{', '.join(c.name for c in threats) or 'none'}", ("ahlcg/rr/elimination",), card=name)
        inv.eliminated = True
        # Step 5: a new lead.
        remaining = state.player_order()
        if state.lead == name and remaining:
            choice = engine.book.take(Decision.LEAD)
            if choice is not None and choice.choose in remaining:
                state.lead = str(choice.choose)
                why = f"({choice.path})"
            else:
                state.lead = remaining[0]
                why = "(no choice given; the engine takes the next in player order)"
            engine.emit(StepKind.CHOICE, depth, f"Step 5: the remaining players choose a new lead investigator: "
                        f"{state.lead} {why}", ("ahlcg/rr/elimination", "ahlcg/rr/lead-investigator"))
        if not remaining:
            # an act's "If each undefeated investigator has resigned, advance" is met now (card text before the
            # rules: its resolution, if its reverse reaches one, is the scenario's end)
            objective_met(engine, depth)
            engine.emit(StepKind.FRAMEWORK, depth, "Step 6: no remaining players: the scenario ends "
                        "(\u201cno resolution was reached\u201d)", ("ahlcg/rr/elimination",))
            scenario_ends(engine, None, None, depth)
            raise ScenarioEnded

    how = "by resignation: not defeated" if via == "resign" else "by defeat"
    engine.resolve([occ], body, announce=f"Elimination of {name} ({how})",
                   rules=("ahlcg/rr/elimination",) + (("ahlcg/rr/resign",) if via == "resign" else ()),
                   card=name, kind=StepKind.FRAMEWORK)
