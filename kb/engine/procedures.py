"""The procedures that actions and effects share: gaining, drawing, discovering, investigating,
fighting and evading (each with its skill test, ``skilltest.py``), engaging, moving, drawing an
encounter card (``encounter.py``), placing doom and advancing the act or agenda.

Each raises its own triggering condition through :meth:`Engine.resolve` (so it gets its would/
when/at/after windows) and returns whether it resolved in full. An action and an effect that
"performs the effect of an action" run the same procedure; only paying for the action differs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import board, concealed, costs, swarm
from .damage import Deal, attack, deal, leave_play
from .occurrence import Context, Occurrence
from .skilltest import Test, TestResult, run_test
from .situation.spec import Cost
from .state import HAND, PLAY, REMOVED
from .text import count
from .situation.vocabulary import AbilityKind, CardType, Duration, Result, StepKind

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
    """Draw from the top of the deck, as many as there are (Drawing Cards; Effects).

    An empty deck is refilled from the discard pile, and the investigator takes 1 horror once the
    whole draw is complete. A weakness with an encounter cardtype is resolved as if just drawn from
    the encounter deck (FAQ 1.12) — it is not an encounter card being drawn.
    """
    state = engine.state
    inv = state.investigators[who]
    occ = engine.occurrence("draw-cards", depth, who=who, amount=amount,
                            text=f"{who} draws {count(amount, 'card')}")
    got: list[str] = []
    reshuffled = [False]

    def body(_: list[Occurrence]) -> None:
        for _k in range(amount):
            if not inv.deck and not reshuffled[0]:
                inv.deck, inv.discard = list(inv.discard), []
                for name in inv.deck:
                    state.cards[name].zone = "deck"
                reshuffled[0] = True
                engine.emit(StepKind.STATE, depth, f"{who}'s deck is empty: the discard pile is shuffled back into it "
                            + ("(the engine keeps the discard order)" if inv.deck else "(it is empty too)"),
                            ("ahlcg/rr/drawing-cards",), card=who)
            if not inv.deck:
                break
            name = inv.deck.pop(0)
            state.cards[name].zone = HAND
            inv.hand.append(name)
            got.append(name)
        short = "" if len(got) == amount else f"; the deck had only {len(got)} (as many as possible)"
        engine.emit(StepKind.STATE, depth, f"{who} draws: {', '.join(got) or 'nothing'}{short}",
                    ("ahlcg/rr/drawing-cards", "ahlcg/rr/effects"), card=by)
        for name in got:
            card = state.cards[name]
            if card.type in (CardType.TREACHERY, CardType.ENEMY) and name in inv.hand:
                inv.hand.remove(name)
                engine.emit(StepKind.NOTE, depth, f"{name} is a weakness with an encounter cardtype: it is resolved as "
                            "if it were just drawn from the encounter deck (it was not drawn from the encounter deck)",
                            ("ahlcg/faq/1-12", "ahlcg/rr/weakness"), card=name)
                resolve_encounter_card(engine, who, name, depth, drawn=False)
        if reshuffled[0] and state.in_game(who):
            engine.emit(StepKind.NOTE, depth, f"Upon completion of the entire draw, {who} takes 1 horror for drawing "
                        "from an empty deck", ("ahlcg/rr/drawing-cards",), card=who)
            deal(engine, [Deal(who, 0, 1)], source=None, via="effect", depth=depth, label="the empty deck")

    done = engine.resolve([occ], body, announce=f"{who} draws {count(amount, 'card')}", card=by)
    return bool(done) and len(got) == amount


def discover(engine: Engine, who: str, location: str, amount: int, depth: int, by: str) -> bool:
    """Discover clues at a location, as many as there are (Clues)."""
    state = engine.state
    loc = state.locations[location]
    if concealed.offer_instead_of_clues(engine, who, location, depth, by):
        return True
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


# -- the actions' procedures and their skill tests ----------------------------------------------

def _source(engine: Engine, ctx: Context, who: str) -> str:
    return ctx.bearer if ctx.bearer in engine.state.cards else who


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
                base: int | None = None, bonus: int = 0, skill: str | None = None) -> bool:
    """Investigate: additional costs first (FAQ 1.6), then an intellect test against the shroud;
    its result at ST.7 is discovering 1 clue."""
    state = engine.state
    loc = state.locations[location]
    occ = engine.occurrence("investigate", ctx.depth, who=who, what=location,
                            text=f"{who} investigates {location}")
    if not additional_costs(engine, occ, ctx, who):
        return False
    full = [False]
    source = _source(engine, ctx, who)

    def clue(depth: int) -> bool:
        full[0] = discover(engine, who, location, 1, depth, ctx.bearer)
        return full[0]

    def body(_: list[Occurrence]) -> None:
        run_test(engine, Test(who, skill or "intellect", loc.shroud, f"{location}'s shroud {loc.shroud}", "investigate",
                              ctx.depth, source=source, target=location, base=base, bonus=bonus, stated=result,
                              on_success=[TestResult(f"{who} discovers 1 clue at {location} (the investigation's "
                                                     "result)", source, clue)]))

    engine.resolve([occ], body, announce=f"{who} investigates {location} (shroud {loc.shroud})",
                   rules=("ahlcg/rr/investigate-action",), card=ctx.bearer)
    return full[0]


def fight(engine: Engine, who: str, enemy: str, result: Result | None, ctx: Context, extra: int = 0,
          base: int | None = None, bonus: int = 0, skill: str | None = None) -> bool:
    """Fight: a combat test against the enemy's fight value; success deals 1 (+extra) damage, failure
    against an enemy engaged with another investigator deals it to that investigator; then retaliate."""
    state = engine.state
    card = state.cards[enemy]
    source = _source(engine, ctx, who)
    occ = engine.occurrence("fight", ctx.depth, who=who, what=enemy, source=source,
                            text=f"{who} attacks {enemy}")
    full = [False]
    damage = 1 + extra

    def hit(depth: int) -> bool:
        if not state.in_game(enemy):
            engine.emit(StepKind.NOTE, depth, f"{enemy} has left play: the attack's damage has nothing to resolve "
                        "against", ("ahlcg/rr/fight-action",), card=enemy)
            return False
        placed = deal(engine, [Deal(enemy, damage)], source=source, via="attack", depth=depth,
                      label=f"{who}'s attack")
        full[0] = placed.get(enemy, 0) >= damage
        return full[0]

    def miss(depth: int) -> bool:
        other = card.engaged
        if other and other != who and state.in_game(other) and state.in_game(enemy):
            engine.emit(StepKind.NOTE, depth, f"The attack fails against an enemy engaged with another single "
                        f"investigator: its damage is dealt to {other}", ("ahlcg/rr/fight-action",), card=enemy)
            deal(engine, [Deal(other, damage)], source=source, via="attack", depth=depth,
                 label=f"{who}'s failed attack")
            return True
        return False

    def retaliate(outcome: Result, depth: int) -> None:
        if outcome is Result.FAIL and state.in_game(enemy) and not card.exhausted \
                and "retaliate" in card.spec.keywords and state.in_game(who):
            engine.emit(StepKind.NOTE, depth, f"{who} failed a skill test while attacking a ready enemy with "
                        "retaliate: after the test's results are applied, it attacks (and does not exhaust)",
                        ("ahlcg/rr/retaliate", "ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity"),
                        card=enemy)
            attack(engine, enemy, who, "retaliate", depth)

    other = card.engaged if card.engaged not in (None, who) else None
    failing = [TestResult(f"{who}'s attack deals its {damage} damage to {other} instead (the enemy is engaged with "
                          f"{other})", source, miss)] if other else []

    def body(_: list[Occurrence]) -> None:
        run_test(engine, Test(who, skill or "combat", card.spec.fight or 0, f"{enemy}'s fight {card.spec.fight or 0}"
                              + ("" if card.spec.fight is not None else " (no fight value given: 0)"), "fight",
                              ctx.depth, source=source, target=enemy, base=base, bonus=bonus, stated=result,
                              on_success=[TestResult(f"{who}'s attack deals {damage} damage to {enemy}", source, hit)],
                              on_fail=failing, after_results=retaliate))

    engine.resolve([occ], body, announce=f"{who} attacks {enemy} (fight {card.spec.fight})",
                   rules=("ahlcg/rr/fight-action",), card=ctx.bearer)
    return full[0]


def evade(engine: Engine, who: str, enemy: str, result: Result | None, ctx: Context, base: int | None = None,
          bonus: int = 0, automatic: bool = False, skill: str | None = None) -> bool:
    """Evade: an agility test against the enemy's evade value; success exhausts it (if ready) and breaks
    the engagement; failure against an alert enemy draws its attack. An automatic evasion makes no
    skill test at all, and is not a successful evasion."""
    state = engine.state
    card = state.cards[enemy]
    source = _source(engine, ctx, who)
    full = [False]

    def escape(depth: int) -> bool:
        if not state.in_game(enemy):
            return False
        where = state.location_of(enemy)
        was_ready = not card.exhausted
        card.exhausted = True
        engaged = card.engaged
        if card.engaged:
            card.engaged = None
            card.location = where
        engine.emit(StepKind.STATE, depth, f"{enemy} is {'exhausted and ' if was_ready else ''}"
                    + (f"no longer engaged with {engaged}" if engaged else "not engaged")
                    + f" (it stays at {where})", ("ahlcg/rr/evade-evade-action",), card=enemy)
        swarm.move_as_one(engine, enemy, depth)
        full[0] = True
        return True

    if automatic:
        engine.emit(StepKind.EVENT, ctx.depth, f"{who} automatically evades {enemy}: no skill test is made "
                    "whatsoever, and it is not a \u201csuccessful\u201d evasion (nothing that depends on one triggers)",
                    ("ahlcg/rr/evade-evade-action", "ahlcg/rr/automatic-failure-success"), card=ctx.bearer)
        return escape(ctx.depth)

    occ = engine.occurrence("evade", ctx.depth, who=who, what=enemy, text=f"{who} evades {enemy}")

    def alert(outcome: Result, depth: int) -> None:
        if outcome is Result.FAIL and state.in_game(enemy) and "alert" in card.spec.keywords and state.in_game(who):
            engine.emit(StepKind.NOTE, depth, f"{who} failed a skill test while evading an enemy with alert: "
                        "after the test's results are applied, it attacks (whether engaged or not; it does not "
                        "exhaust)", ("ahlcg/glossary/alert",), card=enemy)
            attack(engine, enemy, who, "alert", depth)

    def body(_: list[Occurrence]) -> None:
        run_test(engine, Test(who, skill or "agility", card.spec.evade or 0, f"{enemy}'s evade {card.spec.evade or 0}"
                              + ("" if card.spec.evade is not None else " (no evade value given: 0)"), "evade",
                              ctx.depth, source=source, target=enemy, base=base, bonus=bonus, stated=result,
                              on_success=[TestResult(f"{enemy} is evaded", source, escape)], after_results=alert))

    engine.resolve([occ], body, announce=f"{who} evades {enemy} (evade {card.spec.evade})",
                   rules=("ahlcg/rr/evade-evade-action",), card=ctx.bearer)
    return full[0]


def skill_test_effect(engine: Engine, who: str, skill: str, difficulty: int, ctx: Context,
                      success: tuple, fail: tuple, result: Result | None = None) -> bool:
    """A card's "Test [skill] (X)": its success and fail effects are the test's results (ST.7)."""
    def apply(effects: tuple) -> Callable[[int], bool]:
        return lambda depth: engine.run_effects(effects, Context(ctx.bearer, ctx.you or who, depth,
                                                                 mandatory=ctx.mandatory))

    def label(effects: tuple, word: str) -> list[TestResult]:
        if not effects:
            return []
        from .engine import describe_effects

        return [TestResult(f"{ctx.bearer}: if {word}, \u201c{describe_effects(effects)}\u201d", ctx.bearer,
                           apply(effects))]

    run_test(engine, Test(who, skill, difficulty, f"difficulty {difficulty} ({ctx.bearer})", "test", ctx.depth,
                          source=ctx.bearer, stated=result, on_success=label(success, "it succeeds"),
                          on_fail=label(fail, "it fails")))
    return True


def engage(engine: Engine, who: str, enemy: str, depth: int, by: str | None = None) -> bool:
    """Engage: the enemy moves into the threat area, disengaging from anyone else at the same time."""
    state = engine.state
    card = state.cards[enemy]
    if card.engaged == who:
        return False
    if "massive" in card.spec.keywords:
        engine.emit(StepKind.NOTE, depth, f"{enemy} is massive: it cannot be placed in a threat area; while ready it "
                    "is engaged with each investigator at its location", ("ahlcg/rr/massive",), card=enemy)
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
    """Move: leave and enter at once; engaged enemies follow; then entering's timing points
    (``board.enter``: the location is revealed, then ready unengaged enemies there engage)."""
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
        followers = state.engaged_enemies(who)
        text = f"{who} leaves {origin} and enters {dest} simultaneously"
        if followers:
            text += f"; engaged enemies move with {who}: {', '.join(followers)}"
        rules = ("ahlcg/rr/move",) + (("ahlcg/rr/enemy-engagement",) if followers else ())
        engine.emit(StepKind.STATE, depth, text, rules, card=by)
        board.enter(engine, who, dest, depth)

    return bool(engine.resolve([occ], body, announce=f"{who} moves from {origin} to {dest}",
                               rules=("ahlcg/rr/move",), card=by))


def draw_encounter(engine: Engine, who: str, ctx: Context) -> bool:
    """Draw an encounter card: the five steps of 1.4 (see ``encounter.py``)."""
    from .encounter import draw_encounter as _draw

    return _draw(engine, who, ctx)


def resolve_encounter_card(engine: Engine, who: str, name: str, depth: int, *, drawn: bool) -> bool:
    from .encounter import resolve_encounter_card as _resolve

    return _resolve(engine, who, name, depth, drawn=drawn)


# -- doom, act and agenda ------------------------------------------------------------------------

def place_doom(engine: Engine, target: str, amount: int, depth: int, by: str | None, *,
               can_advance: bool = False) -> bool:
    """Place doom on a card; the agenda's threshold is checked only at 1.3 unless the effect says it
    can advance the agenda (Doom)."""
    state = engine.state
    card = state.cards.get(target) or state.locations[target]
    occ = engine.occurrence("place-doom", depth, what=target, amount=amount,
                            text=f"{amount} doom placed on {target}")

    def body(_: list[Occurrence]) -> None:
        card.doom += amount
        text = f"{target}: doom {card.doom - amount} \u2192 {card.doom}"
        agenda = state.current_agenda()
        threshold = state.cards[agenda].spec.threshold if agenda else None
        if threshold is not None and state.doom_in_play() >= threshold and not can_advance and state.step != "1.2":
            text += (f" (doom in play {state.doom_in_play()} \u2265 threshold {threshold}: the agenda is checked only "
                     "in step 1.3, unless a card says it can advance now)")
        engine.emit(StepKind.STATE, depth, text, ("ahlcg/rr/doom",), card=target)

    done = engine.resolve([occ], body, announce=f"{by + ' places' if by else 'Place'} {amount} doom on {target}",
                          card=by or target)
    if done and can_advance:
        engine.emit(StepKind.NOTE, depth, "This effect can cause the current agenda to advance: the doom threshold is "
                    "checked now", ("ahlcg/rr/doom",), card=by)
        check_doom(engine, depth)
    return bool(done)


def check_doom(engine: Engine, depth: int) -> bool:
    """Compare the doom in play with the current agenda's threshold; advance it if reached."""
    state = engine.state
    agenda = state.current_agenda()
    if agenda is None:
        engine.emit(StepKind.NOTE, depth, "There is no agenda in play: no threshold to check", ("ahlcg/rr/doom",))
        return False
    card = state.cards[agenda]
    total = state.doom_in_play()
    others = [f"{c.name} {c.doom}" for c in state.doom_holders() if c.name != agenda]
    detail = f"{agenda} {card.doom}" + (f", {', '.join(others)}" if others else "")
    threshold = card.spec.threshold
    if threshold is None:
        engine.emit(StepKind.NOTE, depth, f"Doom in play: {total} ({detail}); {agenda} has no doom threshold given: it "
                    "does not advance", ("ahlcg/rr/doom",), card=agenda)
        return False
    if total < threshold:
        engine.emit(StepKind.STATE, depth, f"Doom in play: {total} ({detail}) < threshold {threshold}: the agenda does "
                    "not advance", ("ahlcg/rr/doom",), card=agenda)
        return False
    engine.emit(StepKind.STATE, depth, f"Doom in play: {total} ({detail}) \u2265 threshold {threshold}: the agenda "
                "deck advances", ("ahlcg/rr/doom", "ahlcg/rr/act-deck-and-agenda-deck"), card=agenda)
    return advance(engine, agenda, depth)


def advance(engine: Engine, name: str, depth: int) -> bool:
    """Advance the act or agenda deck: remove tokens, flip and follow the reverse, the next card becomes
    current as the advancing one is removed from the game (Act Deck and Agenda Deck)."""
    from .campaign import resolve_scenario
    from .engine import ScenarioEnded, describe_effects

    state = engine.state
    card = state.cards[name]
    agenda = card.type is CardType.AGENDA
    deck = state.agenda_deck if agenda else state.act_deck
    rules = ("ahlcg/rr/act-deck-and-agenda-deck",)
    occ = engine.occurrence("advance", depth, what=name, text=f"{name} advances")

    def body(_: list[Occurrence]) -> None:
        if agenda:
            cleared = state.doom_holders()
            for c in cleared:
                c.doom = 0
            engine.emit(StepKind.STATE, depth, "Step 1: all doom is removed from play, returning to the token pool ("
                        + (", ".join(c.name for c in cleared) or "none in play") + ")", rules, card=name)
        else:
            card.clues = card.doom = 0
            engine.emit(StepKind.STATE, depth, f"Step 1: all tokens are removed from {name}", rules, card=name)
        reverse = card.spec.reverse
        engine.emit(StepKind.FRAMEWORK, depth, f"Step 2: {name} is flipped; its reverse side is followed"
                    + (f": \u201c{describe_effects(reverse)}\u201d" if reverse else " (no instructions given)"),
                    rules, card=name)
        if reverse:
            engine.run_effects(reverse, Context(name, state.lead, depth, mandatory=True))
        if card.spec.resolution:
            state.scenario_over = True
            engine.emit(StepKind.FRAMEWORK, depth, f"A resolution point is reached ({card.spec.resolution}): the "
                        "scenario ends", rules, card=name)
            resolve_scenario(engine, card.spec.resolution, depth)
            raise ScenarioEnded
        nxt = deck.pop(0) if deck else None
        leave_play(engine, card, REMOVED)
        if nxt is not None:
            state.cards[nxt].zone = PLAY
            engine.emit(StepKind.STATE, depth, f"Step 3: {nxt} becomes the current {card.type}; {name} is removed "
                        "from the game simultaneously", rules + ("ahlcg/rr/removed-from-game",), card=nxt)
        else:
            engine.emit(StepKind.STATE, depth, f"Step 3: {name} is removed from the game; the situation lists no next "
                        f"{card.type}", rules + ("ahlcg/rr/removed-from-game",), card=name)

    return bool(engine.resolve([occ], body, announce=f"The {card.type} deck advances: {name}", rules=rules,
                               card=name))


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
