"""Enemies on their own: engaging, engaging on arrival, prey, hunter movement (3.2) and enemy-phase
attacks (3.3).

- Engaging: the enemy moves into the threat area, disengaging from anyone else at the same time
  (an engage action, an effect, or an enemy engaging on its own); a massive enemy is never placed
  in a threat area.
- Enemy Engagement: a ready, unengaged, non-aloof enemy at an investigator's location engages at
  once (spawning there, moving there, being readied there); among several investigators its prey
  instruction decides, and the lead investigator among those tied.
- Hunter: in 3.2 each ready, unengaged hunter moves one connection along the shortest path toward
  the nearest investigator (Nearest); ties go to prey, then to the lead. The rules do not order
  several hunters: the lead investigator decides (FAQ 1.5), by default in the situation's order.
- 3.3: in player order, each investigator resolves the attacks of the ready enemies engaged with
  him or her, in the order he or she chooses; each enemy exhausts after its attack (and everything
  the attack triggered); a swarming pack exhausts together once its host and every swarm card have
  attacked. A massive enemy attacks each investigator it is engaged with, in the lead investigator's
  order, and exhausts after its final attack of the phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import connections, standing
from ..core.connections import connected
from ..core.history import PERIODS, Hunted
from ..core.occurrence import Context, Occurrence
from ..core.state import PLAY
from ..core.text import count
from ..situation.vocabulary import PREY, CardType, Decision, LimitPeriod, StepKind
from . import health
from .enemy_moves import enemy_moving
from .lasting import expire_readied
from .luring import RULES as LURED, lured_toward
from .damage import attack
from .paying_costs import additional_costs
from .swarm import SWARMING, pack

if TYPE_CHECKING:
    from ..core.engine import Engine


# -- prey and engagement ---------------------------------------------------------------------------

def prey_best(engine: Engine, enemy: str, options: list[str]) -> tuple[list[str], str]:
    """The investigators among ``options`` who best meet the enemy's prey instruction, and why."""
    state = engine.state
    prey = state.cards[enemy].spec.prey
    if not prey or len(options) < 2:
        return options, ""
    if prey in state.investigators:
        return ([prey] if prey in options else options), f"prey \u2013 {prey}"

    def score(name: str) -> int:
        inv = state.investigators[name]
        kind, _, what = prey.partition("-")
        if what in ("willpower", "intellect", "combat", "agility"):
            value = inv.skills.get(what, 0)
        elif prey.endswith("clues"):
            value = inv.clues
        elif prey.endswith("resources"):
            value = inv.resources
        elif prey.endswith("health"):
            value = (health.limit(engine, name, "damage") or 0) - inv.damage
        else:
            value = (health.limit(engine, name, "horror") or 0) - inv.horror
        return value if kind in ("highest", "most") else -value

    top = max(score(n) for n in options)
    return [n for n in options if score(n) == top], f"prey \u2013 {PREY[prey]}"


def lead_picks(engine: Engine, enemy: str, options: list[str], depth: int, why: str, rules: tuple[str, ...]) -> str:
    """A choice the lead investigator makes for an enemy (its `target` choice), or the first listed."""
    if len(options) == 1:
        return options[0]
    choice = engine.book.take(Decision.TARGET, ability=enemy)
    lead = engine.state.lead
    if choice is not None and choice.choose in options:
        engine.emit(StepKind.CHOICE, depth, f"{why}: the lead investigator ({lead}) chooses {choice.choose} "
                    f"({choice.path}; could also choose: {', '.join(o for o in options if o != choice.choose)})",
                    rules + ("ahlcg/rr/lead-investigator",), card=enemy)
        return str(choice.choose)
    engine.emit(StepKind.CHOICE, depth, f"{why}: the lead investigator ({lead}) chooses among {', '.join(options)}; "
                f"no choice given, the engine takes {options[0]} (the first listed)",
                rules + ("ahlcg/rr/lead-investigator", "ahlcg/faq/1-5"), card=enemy)
    return options[0]


def engage(engine: Engine, who: str, enemy: str, depth: int, by: str | None = None, *,
           taxed: Context | None = None) -> bool:
    """Engage: the enemy moves into the threat area, disengaging from anyone else at the same time. ``taxed``: the
    investigator engages it (the engage action, or a card effect he or she resolves), so the additional costs "for an
    investigator to engage" it are paid as the engagement would resolve (FAQ 1.6; not when the enemy engages him or
    her, FAQ 2.4)."""
    state = engine.state
    card = state.cards[enemy]
    if card.engaged == who:
        return False
    if standing.bears(card, "massive"):
        engine.emit(StepKind.NOTE, depth, f"{enemy} is massive: it cannot be placed in a threat area; while ready it "
                    "is engaged with each investigator at its location", ("ahlcg/rr/massive",), card=enemy)
        return False
    occ = engine.occurrence("engage", depth, who=who, what=enemy, text=f"{enemy} and {who} engage")
    if taxed is not None and not additional_costs(engine, occ, taxed, who):
        return False

    def body(_: list[Occurrence]) -> None:
        before = card.engaged
        card.engaged = who
        card.location = None
        engine.emit(StepKind.STATE, depth, f"{enemy} is placed in {who}'s threat area"
                    + (f" (it disengages from {before} simultaneously)" if before else ""),
                    ("ahlcg/rr/enemy-engagement",), card=enemy)

    return bool(engine.resolve([occ], body, announce=f"{enemy} and {who} become engaged",
                               rules=("ahlcg/rr/enemy-engagement",), card=by or enemy))


def disengage(engine: Engine, who: str, enemy: str, depth: int, by: str) -> bool:
    """An effect disengages an enemy from an investigator: it leaves the threat area and is placed, unengaged, at
    the investigator's location (Enemy Engagement: a ready one engages again at once unless the investigator
    leaves as part of the same effect)."""
    state = engine.state
    card = state.cards[enemy]
    if card.engaged != who:
        return False
    where = state.location_of(who)
    card.engaged, card.location = None, where
    engine.emit(StepKind.STATE, depth, f"{enemy} disengages from {who}: it is placed at {where}, unengaged",
                ("ahlcg/rr/enemy-engagement",), card=by)
    return True


def prey_only(engine: Engine, enemy: str) -> str | None:
    """The investigator of a "Prey – X only" instruction (``prey: "X only"``), if the enemy has one."""
    prey = engine.state.cards[enemy].spec.prey or ""
    return prey[:-len(" only")] if prey.endswith(" only") else None


def seen_by(engine: Engine, enemy: str, investigators: list[str]) -> list[str]:
    """The investigators the enemy takes into account while moving and engaging: with "only" in its prey
    instruction, its prey alone, "as if it were the only investigator in play" (Prey)."""
    only = prey_only(engine, enemy)
    return investigators if only is None else [i for i in investigators if i == only]


def may_engage(engine: Engine, enemy: str, investigators: list[str]) -> list[str]:
    """Those of ``investigators`` the enemy may engage: not one a lasting or constant 'cannot' forbids it to engage
    ("Until the end of your turn, that enemy cannot engage you": it engages another investigator there, or none)."""
    return [i for i in investigators if engine.forbidden(Occurrence("engage", 0, who=i, what=enemy)) is None]


def engages_here(engine: Engine, enemy: str) -> bool:
    """Whether an enemy would engage an investigator at its location now (Enemy Engagement)."""
    state = engine.state
    card = state.cards[enemy]
    return (card.zone == PLAY and card.engaged is None and not card.exhausted
            and not (standing.bears(card, "aloof") or standing.bears(card, "massive"))
            and bool(may_engage(engine, enemy, seen_by(engine, enemy, state.investigators_at(card.location)))))


def engage_at_location(engine: Engine, enemy: str, depth: int) -> bool:
    """A ready, unengaged enemy at an investigator's location engages (prey, then the lead decides)."""
    state = engine.state
    if not engages_here(engine, enemy):
        return False
    card = state.cards[enemy]
    here = may_engage(engine, enemy, seen_by(engine, enemy, state.investigators_at(card.location)))
    best, why = prey_best(engine, enemy, here)
    rules = ("ahlcg/rr/enemy-engagement", "ahlcg/rr/prey")
    if len(here) > 1 and why:
        engine.emit(StepKind.NOTE, depth, f"{enemy} may engage {', '.join(here)}: {why} \u2192 {', '.join(best)}",
                    rules, card=enemy)
    who = lead_picks(engine, enemy, best, depth, f"{enemy} engages one of the investigators at {card.location}",
                     rules)
    return engage(engine, who, enemy, depth, enemy)


# -- 3.2 hunter enemies move -----------------------------------------------------------------------

def distances(engine: Engine, start: str) -> dict[str, int]:
    """Connections needed to reach each location from ``start`` (Nearest: blocked ones count too)."""
    return connections.distances(engine.state, start)


def hunters_move(engine: Engine, depth: int = 0) -> None:
    """3.2: each ready, unengaged hunter enemy moves toward the nearest investigator."""
    state = engine.state
    hunters = [c.name for c in state.cards.values()
               if c.type is CardType.ENEMY and c.zone == PLAY and standing.bears(c, "hunter")
               and c.engaged is None and not c.exhausted]
    rules = ("ahlcg/rr/3-2", "ahlcg/rr/hunter")
    if not hunters:
        engine.emit(StepKind.FRAMEWORK, depth, "3.2 Hunter enemies move: no ready, unengaged enemy has the hunter "
                    "keyword", rules)
        return
    engine.emit(StepKind.FRAMEWORK, depth, f"3.2 Hunter enemies move: resolve the hunter keyword of each ready, "
                f"unengaged hunter enemy ({', '.join(hunters)})", rules)
    for enemy in lead_orders(engine, hunters, depth, "hunter enemies move", ("ahlcg/rr/hunter",)):
        hunt(engine, enemy, depth)


def lead_orders(engine: Engine, enemies: list[str], depth: int, what: str, rules: tuple[str, ...]) -> list[str]:
    """The order in which several enemies move: the rules do not say it, the lead investigator decides (FAQ 1.5;
    the situation's `order` choice, by default the situation's order)."""
    if len(enemies) < 2:
        return enemies
    ordered, choice = engine.book.order(enemies)
    why = f"({choice.path})" if choice else "(no order given: the engine uses the situation's order)"
    engine.emit(StepKind.CHOICE, depth, f"The rules do not say in which order several {what}; the lead investigator "
                f"({engine.state.lead}) decides {why}: {', then '.join(ordered)}",
                rules + ("ahlcg/rr/lead-investigator", "ahlcg/faq/1-5"))
    return list(ordered)


def steps_toward(engine: Engine, here: str, goal: str) -> list[str]:
    """The connecting locations one connection along a shortest path from ``here`` toward ``goal`` (none when
    it is there already or cannot be reached): where a hunter, or an enemy an effect moves toward something, may go
    (Hunter; Move: to a connecting location)."""
    state = engine.state
    near = distances(engine, here).get(goal)
    if not near:
        return []
    return [n for n in connected(state, here)
            if n in state.locations and distances(engine, n).get(goal) == near - 1]


def lured_step(engine: Engine, enemy: str, depth: int) -> tuple[str | None, str | None]:
    """The location an ability makes ``enemy``, which moves now, move toward instead of where it would normally move
    (``luring.py``; None: none does), and the connecting location it moves to: one connection along a shortest path
    toward it (the lead picks among several); None when it is there already or no path leads there (it does not
    move)."""
    goal = lured_toward(engine, enemy, depth, lead_picks)
    if goal is None:
        return None, None
    here = engine.state.location_of(enemy) or ""
    steps = steps_toward(engine, here, goal)
    if not steps:
        why = "it is there already" if here == goal else "no path leads there"
        engine.emit(StepKind.NOTE, depth, f"{enemy} does not move: {why}", LURED, card=enemy)
        return goal, None
    return goal, lead_picks(engine, enemy, steps, depth, f"{enemy} has several shortest paths toward {goal}", LURED)


def nearest_investigator(engine: Engine, enemy: str, depth: int) -> tuple[str, int] | None:
    """The investigator an enemy moves toward as the nearest (Hunter, Nearest): among the equally near, the one
    who best meets its prey instruction, then the lead investigator's choice; and how many connections away.
    None (said in the trace) when no investigator can be reached."""
    state = engine.state
    here = state.cards[enemy].location or ""
    rules = ("ahlcg/rr/hunter",)
    dist = distances(engine, here)
    reachable = [(dist[state.location_of(i) or ""], i) for i in seen_by(engine, enemy, state.player_order())
                 if state.location_of(i) in dist]
    if not reachable:
        engine.emit(StepKind.NOTE, depth, f"No investigator can be reached from {here}: {enemy} does not move",
                    rules + ("ahlcg/rr/nearest",), card=enemy)
        return None
    near = min(d for d, _ in reachable)
    nearest = [i for d, i in reachable if d == near]
    target = nearest[0]
    if len(nearest) > 1:
        best, why = prey_best(engine, enemy, nearest)
        if why:
            engine.emit(StepKind.NOTE, depth, f"{', '.join(nearest)} are equally near ({count(near, 'connection')}): "
                        f"{why} \u2192 {', '.join(best)}", rules + ("ahlcg/rr/prey",), card=enemy)
        target = lead_picks(engine, enemy, best, depth, f"{enemy} moves toward the nearest investigator",
                            rules + ("ahlcg/rr/nearest",))
    return target, near


def hunt(engine: Engine, enemy: str, depth: int) -> None:
    """Resolve one enemy's hunter keyword, the enemy moving from the choice of its path until it has entered the
    location ("While an enemy is moving": core/moving.py)."""
    with enemy_moving(engine, enemy, depth):
        _hunt(engine, enemy, depth)


def _hunt(engine: Engine, enemy: str, depth: int) -> None:
    state = engine.state
    card = state.cards[enemy]
    if card.zone != PLAY or card.engaged is not None or card.exhausted or card.location is None:
        return
    rules = ("ahlcg/rr/hunter",)
    here = card.location
    if seen_by(engine, enemy, state.investigators_at(here)):
        engine.emit(StepKind.NOTE, depth, f"{enemy} is at {here} with an investigator: it does not move", rules,
                    card=enemy)
        return
    state.hunting = enemy  # "While resolving the hunter keyword on X, …": its stated connections hold (connections)
    try:
        found = nearest_investigator(engine, enemy, depth)
        if found is None:
            return
        target, near = found
        lured, dest = lured_step(engine, enemy, depth)  # "… toward the attached location, instead of …" (Lure)
        if lured and dest is None:
            return
        if dest is None:
            goal = state.location_of(target) or here
            steps = steps_toward(engine, here, goal)
            if not steps:  # cannot happen on a shortest path; kept so that a replay never raises
                return
            dest = lead_picks(engine, enemy, steps, depth, f"{enemy} has several shortest paths toward {target}",
                              rules + ("ahlcg/rr/nearest",))
    finally:
        state.hunting = None
    occ = engine.occurrence("enemy-moves", depth, what=enemy, source=here, to=dest, via="hunter",
                            text=f"{enemy} moves to {dest}")

    def body(_: list[Occurrence]) -> None:
        card.location = dest
        state.history.hunted.append(Hunted(enemy, {p: state.period_key(LimitPeriod(p)) for p in PERIODS}))
        toward = f"{lured}, instead of the nearest investigator" if lured else \
            f"the nearest investigator, {target} ({count(near, 'connection')} away)"
        engine.emit(StepKind.STATE, depth, f"{enemy} moves from {here} to {dest}, one connection along the shortest "
                    f"path toward {toward}", rules + ("ahlcg/rr/nearest",), card=enemy)
        engage_at_location(engine, enemy, depth)

    engine.resolve([occ], body, announce=f"{enemy} hunts", rules=rules, card=enemy)


# -- 3.3 enemy attacks -----------------------------------------------------------------------------

def resolve_attacks(engine: Engine, who: str, depth: int = 0, massive_done: set[str] | None = None) -> None:
    """3.3 for one investigator: each ready enemy engaged with him or her attacks, then exhausts."""
    state = engine.state
    done = massive_done if massive_done is not None else set()
    ready = [e for e in state.engaged_with(who) if not state.cards[e].exhausted and e not in done]
    rules = ("ahlcg/rr/3-3",)
    if not ready:
        engine.emit(StepKind.FRAMEWORK, depth, f"3.3 {who} resolves engaged enemy attacks: no ready enemy is "
                    f"engaged with {who}", rules, card=who)
        return
    engine.emit(StepKind.FRAMEWORK, depth, f"3.3 {who} resolves engaged enemy attacks: "
                f"{', '.join(ready)}", rules, card=who)
    if len(ready) > 1:
        ordered, choice = engine.book.order(ready)
        why = f"({choice.path})" if choice else "(no order given: the engine uses the situation's order)"
        engine.emit(StepKind.CHOICE, depth, f"{who} chooses the order of the attacks {why}: "
                    f"{', then '.join(ordered)}", rules, card=who)
        ready = ordered
    for k, enemy in enumerate(ready):
        card = state.cards[enemy]
        if not state.in_game(who) or card.zone != PLAY or card.exhausted or enemy not in state.engaged_with(who):
            continue
        if standing.bears(card, "massive"):
            _massive(engine, enemy, depth)
            done.add(enemy)
            continue
        attack(engine, enemy, who, "enemy-phase", depth)
        _exhaust_after_attacks(engine, enemy, ready[k + 1:], depth)


def _exhaust_after_attacks(engine: Engine, enemy: str, to_come: list[str], depth: int) -> None:
    """An enemy exhausts after its attack; a swarming pack (its host and swarm cards) only once every one of them
    has attacked in this step, and then all of them ("Once the host enemy and all of its swarm cards have attacked
    during this step, exhaust all of them")."""
    members = pack(engine.state, enemy)
    if len(members) < 2:
        exhaust_after_attack(engine, enemy, depth)
    elif not set(members) & set(to_come):
        for member in members:
            exhaust_after_attack(engine, member, depth, pack_of=len(members))


def _massive(engine: Engine, enemy: str, depth: int) -> None:
    state = engine.state
    card = state.cards[enemy]
    targets = state.investigators_at(state.location_of(enemy))
    rules = ("ahlcg/rr/massive", "ahlcg/rr/3-3")
    if len(targets) > 1:
        ordered, choice = engine.book.order(targets)
        why = f"({choice.path})" if choice else "(no order given: the engine uses player order)"
        engine.emit(StepKind.CHOICE, depth, f"{enemy} is massive: it attacks each investigator it is engaged with, "
                    f"one at a time, in the order the lead investigator ({state.lead}) chooses {why}: "
                    f"{', then '.join(ordered)}", rules + ("ahlcg/rr/lead-investigator",), card=enemy)
        targets = ordered
    for who in targets:
        if state.in_game(who) and card.zone == PLAY:
            attack(engine, enemy, who, "enemy-phase", depth)
    exhaust_after_attack(engine, enemy, depth, massive=True)


def exhaust_after_attack(engine: Engine, enemy: str, depth: int, *, massive: bool = False, pack_of: int = 0) -> None:
    """'Upon completion of dealing the attack (and all abilities triggered by the attack), exhaust the enemy.'"""
    state = engine.state
    card = state.cards[enemy]
    if card.zone != PLAY or card.exhausted:
        return
    occ = engine.occurrence("exhaust", depth, what=enemy, text=f"{enemy} exhausts")

    def body(_: list[Occurrence]) -> None:
        card.exhausted = True

    why = ("after its final attack of the phase" if massive else
           f"once all {pack_of} of its pack (the host and its swarm cards) have attacked" if pack_of else
           "after its attack and all abilities it triggered")
    engine.resolve([occ], body, announce=f"{enemy} exhausts {why} (only enemy-phase attacks exhaust an enemy)",
                   rules=("ahlcg/rr/3-3", "ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity")
                   + (("ahlcg/rr/massive",) if massive else ()) + ((SWARMING,) if pack_of else ()), card=enemy,
                   kind=StepKind.STATE)


def ready_all(engine: Engine, depth: int = 0) -> None:
    """4.3: ready each exhausted card simultaneously; a readied enemy at an investigator's location engages."""
    state = engine.state
    tired = [c.name for c in state.cards.values() if c.zone == PLAY and c.exhausted]
    rules = ("ahlcg/rr/4-3", "ahlcg/rr/ready")
    if not tired:
        engine.emit(StepKind.FRAMEWORK, depth, "4.3 Ready exhausted cards: no card is exhausted", rules)
        return
    engine.emit(StepKind.FRAMEWORK, depth, f"4.3 Ready exhausted cards: simultaneously ready {', '.join(tired)}",
                rules)
    occs = [engine.occurrence("ready", depth, what=n, text=f"{n} readies") for n in tired]

    def body(live: list[Occurrence]) -> None:
        for occ in live:
            state.cards[occ.what or ""].exhausted = False
        engine.emit(StepKind.STATE, depth, f"Readied: {', '.join(o.what or '' for o in live)}", rules)
        for occ in live:  # "Until Mr. Peabody readies, …"
            expire_readied(engine, occ.what or "", depth)
        for occ in live:
            if state.kind_of(occ.what) == "enemy" and engages_here(engine, occ.what or ""):
                engine.emit(StepKind.NOTE, depth, f"{occ.what} is readied at an investigator's location: it engages "
                            "as soon as it is readied", ("ahlcg/rr/enemy-engagement",), card=occ.what)
                engage_at_location(engine, occ.what or "", depth)

    engine.resolve(occs, body)


__all__ = ["disengage", "engage_at_location", "hunters_move", "lead_orders", "nearest_investigator", "prey_best", "ready_all", "resolve_attacks",
           "steps_toward"]
