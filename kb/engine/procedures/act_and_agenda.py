"""Doom, and the act and agenda decks: placing doom, checking the agenda's doom threshold, and
advancing an act or agenda (Doom; Act Deck and Agenda Deck).

The threshold is checked only in step 1.3, unless an effect says it can advance the agenda now. An
advancing card's reverse side is followed; a resolution point ends the scenario. An act whose
objective is a state of the game ("If there are no clues in the Engine Car, advance") advances as soon
as the state holds: a standing rule (:func:`objective_met`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import costs
from ..core.counted import holds
from ..core.errors import ScenarioEnded
from ..core.occurrence import Context, Occurrence
from ..core.state import PLAY, REMOVED, Card, Location
from ..core.story import ADVANCING, NEXT
from ..core.text import describe_effects
from ..situation.spec import Cost, Objective
from ..situation.vocabulary import CardType, StepKind
from . import agenda_decks
from .threshold_doom import threshold_total
from .campaign import resolve_scenario
from .discarding import leave_play
from .outcome import scenario_ends

if TYPE_CHECKING:
    from ..core.engine import Engine


def place_doom(engine: Engine, target: str, amount: int, depth: int, by: str | None, *,
               can_advance: bool = False, via: str | None = None) -> bool:
    """Place doom on a card; the agenda's threshold is checked only at 1.3 unless the effect says it
    can advance the agenda (Doom)."""
    state = engine.state
    card = state.cards.get(target) or state.locations[target]
    occ = engine.occurrence("place-doom", depth, what=target, amount=amount, via=via,  # ``framework``: step 1.2's
                            text=f"{amount} doom placed on {target}")

    def body(_: list[Occurrence]) -> None:
        card.doom += amount
        text = f"{target}: doom {card.doom - amount} \u2192 {card.doom}"
        agenda = state.current_agenda()
        threshold = state.cards[agenda].spec.threshold if agenda else None
        counted = threshold_total(engine, agenda, state.doom_holders(), depth, say=False) if agenda else 0
        if threshold is not None and counted >= threshold and not can_advance and state.step != "1.2" \
                and not agenda_decks.several_agendas(state):  # several: each counted at its own check (agenda_decks)
            text += (f" (doom in play {counted} \u2265 threshold {threshold}: the agenda is checked only "
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
    """Compare the doom in play with the current agenda's threshold; advance it if reached. With several agendas in
    play (one per agenda deck), each is checked in turn against its own threshold (``agenda_decks``)."""
    state = engine.state
    several = agenda_decks.several_agendas(state)
    if several:
        engine.emit(StepKind.NOTE, depth, agenda_decks.SILENT, agenda_decks.RULES)
        advanced = False
        for agenda in several:
            if state.cards[agenda].zone == PLAY:  # not removed by another's advance
                _, holders = agenda_decks.doom_toward(state, agenda)
                total = threshold_total(engine, agenda, holders, depth)
                advanced = _check_agenda(engine, depth, agenda, total, holders) or advanced
        return advanced
    agenda = state.current_agenda()
    if agenda is None:
        engine.emit(StepKind.NOTE, depth, "There is no agenda in play: no threshold to check", ("ahlcg/rr/doom",))
        return False
    holders = state.doom_holders()
    return _check_agenda(engine, depth, agenda, threshold_total(engine, agenda, holders, depth), holders)


def _check_agenda(engine: Engine, depth: int, agenda: str, total: int, holders: list[Card | Location]) -> bool:
    """Compare ``total`` (the doom counted: on ``holders``) with ``agenda``'s threshold; advance it if reached."""
    state = engine.state
    card = state.cards[agenda]
    others = [f"{c.name} {c.doom}" for c in holders if c.name != agenda]
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
    objective = card.spec.objective
    if objective is not None and not objective.collect and not _objective_holds(engine, objective, agenda):
        printed = f" \u201c{objective.text}\u201d" if objective.text else ""
        engine.emit(StepKind.STATE, depth, f"Doom in play: {total} ({detail}) \u2265 threshold {threshold}, but "
                    f"{agenda}'s objective{printed} adds a requirement that is not met: the agenda does not advance",
                    ("ahlcg/rr/doom", "ahlcg/rr/act-deck-and-agenda-deck"), card=agenda)
        return False
    engine.emit(StepKind.STATE, depth, f"Doom in play: {total} ({detail}) \u2265 threshold {threshold}: the agenda "
                "deck advances", ("ahlcg/rr/doom", "ahlcg/rr/act-deck-and-agenda-deck"), card=agenda)
    return advance(engine, agenda, depth, via="doom")


def advance(engine: Engine, name: str, depth: int, via: str | None = None, to: str | None = None) -> bool:
    """Advance the act or agenda deck: remove tokens, flip and follow the reverse, the next card becomes
    current as the advancing one is removed from the game (Act Deck and Agenda Deck). ``via``: ``doom`` when the
    agenda advances because the doom in play reached its threshold ("by reaching its doom threshold"). ``to``: the
    card of the deck the advance names ("advance to agenda 2a"): "Sometimes, the advancing act/agenda specifies which
    card becomes the next act/agenda" — it becomes current instead of the top one."""
    state = engine.state
    card = state.cards[name]
    agenda = card.type is CardType.AGENDA
    deck = state.agenda_deck if agenda else state.act_deck
    rules = ("ahlcg/rr/act-deck-and-agenda-deck",)
    occ = engine.occurrence("advance", depth, what=name, via=via, text=f"{name} advances")

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
        chosen = to
        if reverse:  # its reverse may name the next card ("Advance to Act 3a"): that instruction chooses it (story.py)
            flipped = Context(name, state.lead, depth, mandatory=True, preset={ADVANCING: name})
            engine.run_effects(reverse, flipped)
            chosen = chosen or flipped.preset.get(NEXT)
        if card.spec.resolution:
            reach_resolution(engine, card.spec.resolution, depth, name, rules)
        at = deck.index(chosen) if chosen in deck else agenda_decks.next_of_deck(state, name, deck) if agenda else 0
        nxt = deck.pop(at) if deck and at is not None else None
        leave_play(engine, card, REMOVED)
        if nxt is not None:
            state.cards[nxt].zone = PLAY
            named = f", as the advancing {card.type} specifies (not the next card in the deck)" if chosen else ""
            engine.emit(StepKind.STATE, depth, f"Step 3: {nxt} becomes the current {card.type}{named}; {name} is "
                        "removed from the game simultaneously", rules + ("ahlcg/rr/removed-from-game",), card=nxt)
        else:
            engine.emit(StepKind.STATE, depth, f"Step 3: {name} is removed from the game; the situation lists no next "
                        f"{card.type}", rules + ("ahlcg/rr/removed-from-game",), card=name)

    return bool(engine.resolve([occ], body, announce=f"The {card.type} deck advances: {name}", rules=rules,
                               card=name))


def _objective_holds(engine: Engine, objective: Objective, card: str) -> list[str]:
    """The parts of ``card``'s state objective that hold now, in words; [] when one part does not. "No clues
    in X" holds once X is revealed: before, its clue value is not placed on it (Location Cards), so "no
    clues" there says nothing of the objective. A count ("If there are 3 [per_investigator] clues on The
    Organist") is counted for the card itself and the lead investigator."""
    state = engine.state
    held = []
    if objective.condition is not None:
        met, said = holds(state, objective.condition, state.lead, card)
        if not met:
            return []
        held.append(f"{objective.condition.describe()}: {said}")
    if objective.each_at is not None:
        present = [n for n in state.investigators if state.in_game(n)]
        if not present or any(state.investigators[n].location != objective.each_at for n in present):
            return []
        held.append(f"each undefeated investigator is at {objective.each_at}")
    if objective.each_resigned:
        gone = [state.investigators[n] for n in state.investigators]
        if any(not inv.eliminated for inv in gone) or all(inv.defeated for inv in gone):
            return []
        held.append("each undefeated investigator has resigned")
    if objective.no_clues is not None:
        place = state.locations.get(objective.no_clues)
        if place is None or not place.revealed or place.clues > 0:  # unrevealed: its clues are not placed yet
            return []
        held.append(f"there are no clues on {objective.no_clues}")
    return held


def reach_resolution(engine: Engine, point: str, depth: int, by: str, rules: tuple[str, ...]) -> None:
    """A resolution point is reached (an advancing card's, or a card's "(→R1)"): the scenario ends, and the
    situation's resolution of that name is followed."""
    engine.emit(StepKind.FRAMEWORK, depth, f"A resolution point is reached ({point}): the scenario ends", rules,
                card=by)
    scenario_ends(engine, by, point, depth)
    resolve_scenario(engine, point, depth)
    raise ScenarioEnded


def _collected(engine: Engine, act: str, depth: int) -> list[str]:
    """"When the investigators have collected the requisite number of clues, they must immediately spend them and
    advance": once their clues together reach the act's threshold, they are spent (as a group: Costs) — [] before."""
    state = engine.state
    threshold = state.cards[act].spec.threshold
    players = [n for n in state.player_order() if state.in_game(n)]
    held = sum(state.investigators[n].clues for n in players)
    if not threshold or not players or held < threshold:
        return []
    paid = costs.pay(state, Cost(group_clues=threshold), players[0], act)
    engine.emit(StepKind.STATE, depth, f"The investigators have collected {held} clue(s), the requisite {threshold}: "
                f"they spend them at once \u2014 {paid}", ("ahlcg/rr/act-deck-and-agenda-deck", "ahlcg/rr/costs"),
                card=act)
    return [f"the investigators spent the requisite {threshold} clues"]


def objective_met(engine: Engine, depth: int) -> bool:
    """Standing rule: the current act whose "Objective –" is a state of the game advances as soon as that
    state holds (Act Deck and Agenda Deck: the objective overrides the requirement to advance); so does an agenda
    with no doom threshold whose objective is its whole requirement. An agenda with a threshold as well is checked
    at its threshold (``check_doom``: the objective adds a requirement)."""
    for card in list(engine.state.cards.values()):
        objective = card.spec.objective
        if card.zone != PLAY or objective is None or not (card.type is CardType.ACT or (
                card.type is CardType.AGENDA and card.spec.threshold is None and not objective.collect)):
            continue
        held = _collected(engine, card.name, depth) if objective.collect \
            else _objective_holds(engine, objective, card.name)
        if held:
            printed = f" \u201c{objective.text}\u201d" if objective.text else ""
            engine.emit(StepKind.NOTE, depth, f"{card.name}'s objective{printed} is met ({'; '.join(held)}): the "
                        f"{card.type.value} advances", ("ahlcg/rr/act-deck-and-agenda-deck",), card=card.name)
            advance(engine, card.name, depth)
            return True
    return False
