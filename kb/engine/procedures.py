"""The procedures that actions and effects share: gaining, drawing, discovering, investigating,
fighting, evading, engaging, moving, drawing an encounter card, and the stated skill test.

Each raises its own triggering condition through :meth:`Engine.resolve` (so it gets its would/
when/at/after windows) and returns whether it resolved in full. An action and an effect that
"performs the effect of an action" run the same procedure; only paying for the action differs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import costs
from .damage import Deal, attack, deal
from .occurrence import Context, Occurrence
from .spec import Cost
from .state import ENCOUNTER_DISCARD, HAND, PLAY
from .text import count
from .vocabulary import AbilityKind, CardType, Duration, Result, StepKind

if TYPE_CHECKING:
    from .engine import Engine

# -- tokens and cards ------------------------------------------------------------------------

def gain(engine: Engine, who: str, amount: int, depth: int, by: str) -> bool:
    """Gain resources (Resources)."""
    inv = engine.state.investigators[who]
    occ = engine.occurrence("gain-resources", depth, who=who, amount=amount,
                            text=f"{who} gains {count(amount, 'resource')}")

    def body(_: list[Occurrence]) -> None:
        engine.emit(StepKind.STATE, depth, f"{who}: resources {inv.resources} \u2192 {inv.resources + amount}",
                    ("ahlcg/rr/resources",), card=by)
        inv.resources += amount

    return bool(engine.resolve([occ], body, announce=f"{who} gains {count(amount, 'resource')}", card=by))


def draw(engine: Engine, who: str, amount: int, depth: int, by: str) -> bool:
    """Draw from the top of the deck, as many as there are (Drawing Cards; Effects)."""
    inv = engine.state.investigators[who]
    occ = engine.occurrence("draw-cards", depth, who=who, amount=amount,
                            text=f"{who} draws {count(amount, 'card')}")
    got: list[str] = []

    def body(_: list[Occurrence]) -> None:
        for _k in range(amount):
            if not inv.deck:
                break
            name = inv.deck.pop(0)
            engine.state.cards[name].zone = HAND
            inv.hand.append(name)
            got.append(name)
        short = "" if len(got) == amount else f"; the deck had only {len(got)} (as many as possible)"
        engine.emit(StepKind.STATE, depth, f"{who} draws: {', '.join(got) or 'nothing'}{short}",
                    ("ahlcg/rr/drawing-cards", "ahlcg/rr/effects"), card=by)

    done = engine.resolve([occ], body, announce=f"{who} draws {count(amount, 'card')}", card=by)
    return bool(done) and len(got) == amount


def discover(engine: Engine, who: str, location: str, amount: int, depth: int, by: str) -> bool:
    """Discover clues at a location, as many as there are (Clues)."""
    state = engine.state
    loc = state.locations[location]
    occ = engine.occurrence("discover-clues", depth, who=who, what=location, amount=amount,
                            text=f"{who} discovers {count(amount, 'clue')} at {location}")
    taken = [0]

    def body(_: list[Occurrence]) -> None:
        take = min(amount, loc.clues)
        loc.clues -= take
        state.investigators[who].clues += take
        taken[0] = take
        engine.emit(StepKind.STATE, depth, f"{who} takes {count(take, 'clue')} from {location} "
                    f"({loc.clues} left there; {who} has {state.investigators[who].clues})"
                    + ("" if take == amount else " \u2014 not enough clues: as many as possible"),
                    ("ahlcg/rr/clues",), card=by)

    done = engine.resolve([occ], body, announce=f"{who} discovers {count(amount, 'clue')} at {location}", card=by)
    return bool(done) and taken[0] == amount


# -- skill tests and the actions' procedures -------------------------------------------------

def skill_test(engine: Engine, who: str, skill: str, against: str, result: Result | None, depth: int,
               base: int | None = None) -> Result:
    """Part 1 does not replay ST.1-ST.8: it takes the situation's stated result."""
    engine.state.test_serial += 1
    value = base if base is not None else engine.state.investigators[who].skills.get(skill)
    shown = f"{skill} {value}" if value is not None else skill
    if result is None:
        engine.emit(StepKind.NOTE, depth, f"Skill test ({shown} against {against}): ST.1\u2013ST.8 are replayed in "
                    "part 2; no result stated, the engine assumes success",
                    ("ahlcg/rr/skill-tests", "ahlcg/rr/skill-test-timing"), card=who)
        return Result.SUCCESS
    engine.emit(StepKind.NOTE, depth, f"Skill test ({shown} against {against}): ST.1\u2013ST.8 are replayed in "
                f"part 2; the situation states the result: {result}",
                ("ahlcg/rr/skill-tests", "ahlcg/rr/skill-test-timing"), card=who)
    return result


def additional_costs(engine: Engine, occ: Occurrence, ctx: Context, who: str) -> bool:
    """FAQ 1.6: pay additional costs as the effect would resolve; False if they cannot be paid."""
    extra = [m for m in engine.modifiers(occ) if m.ability.additional_cost is not None]
    if not extra:
        return True
    what = occ.text or occ.event
    if ctx.mandatory:
        engine.emit(StepKind.NOTE, ctx.depth, f"A forced effect requires {what}: its additional cost need not be paid",
                    ("ahlcg/faq/1-6",), card=ctx.bearer)
        return True
    total = Cost()
    for m in extra:
        c = m.ability.additional_cost or Cost()
        total = Cost(total.actions + c.actions, total.resources + c.resources, total.exhaust or c.exhaust,
                     total.clues + c.clues, total.uses + c.uses)
    sources = ", ".join(m.bearer for m in extra)
    if not costs.can_pay(engine.state, total, who, who):
        engine.emit(StepKind.NOTE, ctx.depth,
                    f"Additional cost ({sources}): {total.describe()} must be paid as {what} would resolve; "
                    f"{who} cannot pay it, so that aspect of the effect fails to resolve",
                    ("ahlcg/faq/1-6",), card=extra[0].bearer)
        return False
    change = costs.pay(engine.state, total, who, who)
    engine.emit(StepKind.STATE, ctx.depth,
                f"Additional cost ({sources}): {total.describe()} paid as {what} would resolve, outside the normal "
                f"timing point for paying costs ({change})",
                ("ahlcg/faq/1-6", "ahlcg/rr/costs", "ahlcg/rr/ability/constant-abilities"),
                card=extra[0].bearer)
    return True


def investigate(engine: Engine, who: str, location: str, result: Result | None, ctx: Context,
                base: int | None = None) -> bool:
    """Investigate: additional costs first (FAQ 1.6), then the test; success discovers 1 clue."""
    state = engine.state
    loc = state.locations[location]
    occ = engine.occurrence("investigate", ctx.depth, who=who, what=location,
                            text=f"{who} investigates {location}")
    if not additional_costs(engine, occ, ctx, who):
        return False
    full = [False]

    def body(_: list[Occurrence]) -> None:
        if skill_test(engine, who, "intellect", f"shroud {loc.shroud}", result, ctx.depth, base) is Result.SUCCESS:
            full[0] = discover(engine, who, location, 1, ctx.depth, ctx.bearer)

    engine.resolve([occ], body, announce=f"{who} investigates {location} (shroud {loc.shroud})",
                   rules=("ahlcg/rr/investigate-action",), card=ctx.bearer)
    return full[0]


def fight(engine: Engine, who: str, enemy: str, result: Result | None, ctx: Context, extra: int = 0) -> bool:
    """Fight: success deals 1 (+extra) damage; failure may hit the engaged investigator, then retaliate."""
    state = engine.state
    card = state.cards[enemy]
    source = ctx.bearer if ctx.bearer in state.cards else who
    occ = engine.occurrence("fight", ctx.depth, who=who, what=enemy, source=source,
                            text=f"{who} attacks {enemy}")
    full = [False]

    def body(_: list[Occurrence]) -> None:
        outcome = skill_test(engine, who, "combat", f"fight {card.spec.fight}", result, ctx.depth)
        damage = 1 + extra
        if outcome is Result.SUCCESS:
            placed = deal(engine, [Deal(enemy, damage)], source=source, via="attack", depth=ctx.depth,
                          label=f"{who}'s attack")
            full[0] = placed.get(enemy, 0) >= damage
            return
        other = card.engaged
        if other and other != who and state.in_game(other):
            engine.emit(StepKind.NOTE, ctx.depth, f"The attack fails against an enemy engaged with another single "
                        f"investigator: its damage is dealt to {other}", ("ahlcg/rr/fight-action",), card=enemy)
            deal(engine, [Deal(other, damage)], source=source, via="attack", depth=ctx.depth,
                 label=f"{who}'s failed attack")
        if state.in_game(enemy) and not card.exhausted and "retaliate" in card.spec.keywords:
            engine.emit(StepKind.NOTE, ctx.depth, f"{who} failed a skill test while attacking a ready enemy with "
                        "retaliate: after the test's results are applied, it attacks",
                        ("ahlcg/rr/retaliate",), card=enemy)
            attack(engine, enemy, who, "retaliate", ctx.depth)

    engine.resolve([occ], body, announce=f"{who} attacks {enemy} (fight {card.spec.fight})",
                   rules=("ahlcg/rr/fight-action",), card=ctx.bearer)
    return full[0]


def evade(engine: Engine, who: str, enemy: str, result: Result | None, ctx: Context) -> bool:
    """Evade: success exhausts a ready enemy and breaks the engagement (it stays at the location)."""
    state = engine.state
    card = state.cards[enemy]
    occ = engine.occurrence("evade", ctx.depth, who=who, what=enemy, text=f"{who} evades {enemy}")
    full = [False]

    def body(_: list[Occurrence]) -> None:
        if skill_test(engine, who, "agility", f"evade {card.spec.evade}", result, ctx.depth) is not Result.SUCCESS:
            return
        where = state.location_of(enemy)
        was_ready = not card.exhausted
        card.exhausted = True
        if card.engaged:
            card.engaged = None
            card.location = where
        engine.emit(StepKind.STATE, ctx.depth, f"{enemy} is {'exhausted and ' if was_ready else ''}no longer engaged "
                    f"with {who} (it stays at {where})", ("ahlcg/rr/evade-evade-action",), card=enemy)
        full[0] = True

    engine.resolve([occ], body, announce=f"{who} evades {enemy} (evade {card.spec.evade})",
                   rules=("ahlcg/rr/evade-evade-action",), card=ctx.bearer)
    return full[0]


def engage(engine: Engine, who: str, enemy: str, depth: int, by: str | None = None) -> bool:
    """Engage: the enemy moves into the threat area, disengaging from anyone else at the same time."""
    state = engine.state
    card = state.cards[enemy]
    if card.engaged == who:
        return False
    occ = engine.occurrence("engage", depth, who=who, what=enemy, text=f"{enemy} and {who} engage")

    def body(_: list[Occurrence]) -> None:
        before = card.engaged
        card.engaged = who
        card.location = None
        engine.emit(StepKind.STATE, depth, f"{enemy} is placed in {who}'s threat area"
                    + (f" (it disengages from {before} simultaneously)" if before else ""),
                    ("ahlcg/rr/enemy-engagement",), card=enemy)

    return bool(engine.resolve([occ], body, announce=f"{enemy} and {who} become engaged",
                               rules=("ahlcg/rr/enemy-engagement",), card=by or enemy))


def move(engine: Engine, who: str, dest: str, depth: int, by: str) -> bool:
    """Move: leave and enter at once; engaged enemies follow; ready unengaged enemies there engage."""
    state = engine.state
    inv = state.investigators[who]
    origin = inv.location
    if dest == origin:
        engine.emit(StepKind.NOTE, depth, f"{who} is already at {dest}: a move cannot go to the same placement",
                    ("ahlcg/rr/move",), card=by)
        return False
    occ = engine.occurrence("move", depth, who=who, what=dest, source=origin, text=f"{who} enters {dest}")

    def body(_: list[Occurrence]) -> None:
        inv.location = dest
        loc = state.locations[dest]
        followers = state.engaged_enemies(who)
        text = f"{who} leaves {origin} and enters {dest} simultaneously"
        if followers:
            text += f"; engaged enemies move with {who}: {', '.join(followers)}"
        if not loc.revealed:
            loc.revealed = True
            text += f"; {dest} is revealed"
        rules = ("ahlcg/rr/move",) + (("ahlcg/rr/enemy-engagement",) if followers else ())
        engine.emit(StepKind.STATE, depth, text, rules, card=by)
        for enemy in state.enemies_at(dest):
            card = state.cards[enemy]
            if card.engaged is None and not card.exhausted and "aloof" not in card.spec.keywords:
                engage(engine, who, enemy, depth)

    return bool(engine.resolve([occ], body, announce=f"{who} moves from {origin} to {dest}",
                               rules=("ahlcg/rr/move",), card=by))


def draw_encounter(engine: Engine, who: str, ctx: Context) -> bool:
    """Draw an encounter card: revelation, then spawn or discard (peril and surge: part 2)."""
    state = engine.state
    depth = ctx.depth
    if not state.encounter_deck:
        if not state.encounter_discard:
            engine.emit(StepKind.NOTE, depth, "The encounter deck and its discard pile are both empty: the rules do "
                        "not say what is drawn", ("ahlcg/rr/encounter-deck", "ahlcg/rr/grim-rule"), card=ctx.bearer)
            engine.report("an encounter card must be drawn from an empty encounter deck with an empty discard pile",
                          "ahlcg/rr/encounter-deck", "ahlcg/rr/grim-rule")
            return False
        state.encounter_deck, state.encounter_discard = list(state.encounter_discard), []
        engine.emit(StepKind.STATE, depth, "The encounter deck is empty: its discard pile is shuffled into it "
                    "(the engine keeps the discard order)", ("ahlcg/rr/encounter-deck",))
    name = state.encounter_deck.pop(0)
    card = state.cards[name]
    occ = engine.occurrence("draw-encounter-card", depth, who=who, what=name, text=f"{who} draws {name}")

    def body(_: list[Occurrence]) -> None:
        card.zone = "limbo"
        if {"peril", "surge"} & card.spec.keywords:
            engine.emit(StepKind.NOTE, depth, "Peril and surge (encounter draw steps 2 and 5) are replayed in part 2",
                        ("ahlcg/rr/encounter-deck",), card=name)
        for ab in card.abilities:
            if ab.kind is AbilityKind.REVELATION:
                engine.emit(StepKind.ABILITY, depth, f"{name} [revelation]: \u201c{ab.ability.text or name}\u201d",
                            ("ahlcg/rr/revelation",), card=name)
                engine.run_effects(ab.ability.effects, Context(name, who, depth, mandatory=True))
        if card.type is CardType.ENEMY:
            card.zone = PLAY
            card.engaged = who
            engine.emit(StepKind.STATE, depth, f"{name} spawns engaged with {who} (no spawn instruction)",
                        ("ahlcg/rr/spawn",), card=name)
        else:
            card.zone = ENCOUNTER_DISCARD
            state.encounter_discard.append(name)
            engine.emit(StepKind.STATE, depth, f"{name} is placed in the encounter discard pile",
                        ("ahlcg/rr/treachery-cards",), card=name)

    return bool(engine.resolve([occ], body, announce=f"{who} draws {name} ({card.type}) from the encounter deck",
                               rules=("ahlcg/rr/encounter-deck", "ahlcg/rr/drawing-cards"), card=ctx.bearer))


def expire_lasting(engine: Engine, duration: Duration, depth: int) -> list[str]:
    """Remove lasting effects of ``duration``; return their texts (Lasting Effects)."""
    gone = []
    state = engine.state
    holders = [*state.investigators.values(), *state.locations.values(), *state.cards.values()]
    for holder in holders:
        for ab in list(holder.abilities):
            if ab.kind is AbilityKind.LASTING and ab.ability.duration is duration:
                holder.abilities.remove(ab)
                gone.append(ab.ability.text or ab.key)
    return gone
