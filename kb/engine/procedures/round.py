"""The round: the phase sequence's framework events and player windows (Appendix II; Framework Event
Details), replayed from the situation's ``start`` step through its ``until`` step (default 4.6).

Each framework event is a step of the trace citing its rule; the player windows are where the
situation's ``use`` items are used (see ``Engine.player_window``). The windows are placed where the
chart prints them: after 1.4; before each 2.2.1 (re-entered after each action); after 3.2 (re-entered
after each investigator's attacks); after the last investigator's attacks; after 4.2; after 4.6. A
step's block includes the player window that follows it, so ``until: "4.6"`` includes the window
after 4.6. 2.2, 2.2.1 and 2.2.2 are one block (the turns); so is 3.3 (each investigator's attacks).

Where the rules leave a choice open (whose turn is next, the order of hunters, what a player does
next) the situation's ``do`` items and ``choices`` settle it; where they are silent, the engine takes
the stated default and says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core import standing
from ..core.occurrence import Context
from ..core.text import count
from ..situation.vocabulary import FRAMEWORK_STEPS, PHASE_ENDS, AbilityKind, Decision, Duration, StepKind
from . import actionpool, granted_actions, phase_jumps
from . import agenda_decks
from .act_and_agenda import check_doom, place_doom
from .actions import end_turn, perform
from .encounter import draw_encounter
from .capacities import maximum_hand_size
from .framework_amounts import step_amount
from .enemies import ready_all, resolve_attacks
from .gains import draw, gain
from .hand_count import counted_hand
from .hidden import stays_in_hand
from .lasting import expire_lasting

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The blocks of a round, in order; the turns (2.2-2.2.2) are one block.
BLOCKS = ["1.1", "1.2", "1.3", "1.4", "1.5", "2.1", "2.2", "2.3", "3.1", "3.2", "3.3", "3.4",
          "4.1", "4.2", "4.3", "4.4", "4.5", "4.6"]
_BLOCK_OF = {"2.2.1": "2.2", "2.2.2": "2.2"}

_PHASE_RULE = {"mythos": "ahlcg/rr/phase-i", "investigation": "ahlcg/rr/phase-ii",
               "enemy": "ahlcg/rr/phase-iii", "upkeep": "ahlcg/rr/phase-iv"}


def run_framework(engine: Engine) -> None:
    """Replay the framework from ``situation.start`` through ``situation.until``."""
    sit = engine.situation
    start = sit.start or "2.1"
    until = _BLOCK_OF.get(sit.until or "4.6", sit.until or "4.6")
    block = _BLOCK_OF.get(start, start)
    i = BLOCKS.index(block)
    stop = BLOCKS.index(until)
    wrapped = stop < i
    entry = start
    state = engine.state
    engine.emit(StepKind.NOTE, 0, f"The replay starts at {start} {FRAMEWORK_STEPS[start].name} (round {state.round}) "
                f"and runs through {sit.until or '4.6'} {FRAMEWORK_STEPS[sit.until or '4.6'].name}"
                + (" of the next round" if wrapped else ""),
                ("ahlcg/rr/appendix-ii", "ahlcg/rr/framework-event-details"))
    while True:
        sid = BLOCKS[i]
        state.step = sid
        state.phase = FRAMEWORK_STEPS[sid].phase.value
        STEPS[sid](engine, entry)
        entry = ""
        jump = phase_jumps.taken(engine)
        if i == stop and not wrapped:
            if jump is not None:
                engine.emit(StepKind.NOTE, 0, f"The replay ends at {sit.until or '4.6'}, before the {jump[1]} phase "
                            f"is {'skipped' if jump[0] == 'skip' else 'repeated'}", phase_jumps.RULES)
            return
        if jump is not None:  # "Skip this phase", "Repeat that phase" (phase_jumps.py)
            target = phase_jumps.next_block(engine, jump, BLOCKS)
            if i < stop < target and not wrapped:  # the replay's last step is among those skipped
                return
            i = target
            continue
        i += 1
        if i == len(BLOCKS):
            i = 0
            state.round += 1
            wrapped = False


# -- helpers ---------------------------------------------------------------------------------------

def _frame(engine: Engine, sid: str, text: str = "", *extra: str) -> None:
    step = FRAMEWORK_STEPS[sid]
    engine.emit(StepKind.FRAMEWORK, 0, f"{sid} {step.name}" + (f": {text}" if text else ""), (step.rule, *extra))


def _begin_phase(engine: Engine, sid: str, phase: str, text: str = "") -> None:
    state = engine.state
    _frame(engine, sid, text, _PHASE_RULE[phase])
    occs = []
    if sid == "1.1":
        occs.append(engine.occurrence("round-begins", 0, text=f"round {state.round} begins"))
    occs.append(engine.occurrence("phase-begins", 0, phase=phase, text=f"the {phase} phase begins"))
    engine.resolve(occs, None)


def _end_phase(engine: Engine, sid: str, phase: str, *, round_end: bool = False) -> None:
    state = engine.state
    _frame(engine, sid, "this also formalizes the end of the round" if round_end else "", _PHASE_RULE[phase])
    # "until the end of the investigation phase" ends with that phase only, whichever phase it was made in
    named = PHASE_ENDS[phase]
    durations = [Duration.UNTIL_END_OF_PHASE, named] + ([Duration.UNTIL_END_OF_ROUND] if round_end else [])
    for duration in durations:
        for text in expire_lasting(engine, duration, 0):
            period = "round" if duration is Duration.UNTIL_END_OF_ROUND \
                else f"{phase} phase" if duration is named else "phase"
            engine.emit(StepKind.STATE, 0, f"Lasting effect expires as the {period} ends, before any 'at the end of' "
                        f"ability may initiate: {text}",
                        ("ahlcg/rr/lasting-effects", FRAMEWORK_STEPS[sid].rule))
    occs = [engine.occurrence("phase-ends", 0, phase=phase, text=f"the {phase} phase ends")]
    if round_end:
        occs.append(engine.occurrence("round-ends", 0, text=f"round {state.round} ends"))
    engine.resolve(occs, None)


# -- I. Mythos phase -------------------------------------------------------------------------------

def _s11(engine: Engine, entry: str) -> None:
    state = engine.state
    if state.round == 1:
        engine.emit(StepKind.NOTE, 0, "During the first round of the game, skip the mythos phase",
                    ("ahlcg/rr/phase-i",))
        return
    _begin_phase(engine, "1.1", "mythos", f"round {state.round} begins")


def _s12(engine: Engine, entry: str) -> None:
    if engine.state.round == 1:
        return
    agenda = engine.state.current_agenda()
    if agenda is None:
        _frame(engine, "1.2", "there is no agenda in play: nothing to place", "ahlcg/rr/doom")
        return
    several = agenda_decks.several_agendas(engine.state)
    if several:  # one agenda per deck: the rules speak of "the" current agenda (agenda_decks.py)
        _frame(engine, "1.2", f"1 doom on each agenda in play ({', '.join(several)}): {agenda_decks.MYTHOS_DOOM}",
               *agenda_decks.RULES)
        for each in several:
            place_doom(engine, each, 1, 0, None, via="framework")
        return
    _frame(engine, "1.2", f"1 doom on {agenda}", "ahlcg/rr/doom")
    place_doom(engine, agenda, 1, 0, None, via="framework")


def _s13(engine: Engine, entry: str) -> None:
    if engine.state.round == 1:
        return
    _frame(engine, "1.3", "doom in play against the current agenda's threshold (the only time the agenda can "
           "advance, unless a card says otherwise)", "ahlcg/rr/doom")
    check_doom(engine, 0)


def _s14(engine: Engine, entry: str) -> None:
    state = engine.state
    if state.round == 1:
        return
    order = state.player_order()
    _frame(engine, "1.4", f"in player order ({', '.join(order)}), each draws the top card of the encounter deck",
           "ahlcg/rr/in-player-order")
    for who in order:
        if state.in_game(who):
            draw_encounter(engine, who, Context(who, who, 0))
    engine.player_window("1.4")


def _s15(engine: Engine, entry: str) -> None:
    if engine.state.round == 1:
        return
    _end_phase(engine, "1.5", "mythos")


# -- II. Investigation phase -----------------------------------------------------------------------

def _s21(engine: Engine, entry: str) -> None:
    state = engine.state
    if state.round == 1:
        engine.emit(StepKind.NOTE, 0, "Round 1 begins with the investigation phase: the mythos phase is skipped in the "
                    "first round of the game", ("ahlcg/rr/phase-i",))
        round_begins = [ab.bearer for ab in state.live_abilities() if ab.trigger is not None
                        and ab.trigger.names("round-begins") and ab.kind in (AbilityKind.FORCED, AbilityKind.REACTION,
                                                                                AbilityKind.DELAYED)]
        if round_begins:
            engine.emit(StepKind.NOTE, 0, "The rules do not say whether the round-begins milestone (formalized by 1.1) "
                        "occurs when the mythos phase is skipped; the engine does not raise it. Abilities waiting for "
                        f"it: {', '.join(round_begins)}", ("ahlcg/rr/1-1", "ahlcg/rr/grim-rule"))
            engine.report("whether the round begins (for " + ", ".join(round_begins) + ") in round 1, when the mythos "
                          "phase is skipped, is not settled by the rules", "ahlcg/rr/1-1", "ahlcg/rr/grim-rule")
    _begin_phase(engine, "2.1", "investigation")


def _s22(engine: Engine, entry: str) -> None:
    """2.2-2.2.2: each investigator takes one turn, in the order the investigators choose."""
    state = engine.state
    if entry in ("2.2.1", "2.2.2") and state.turn and state.in_game(state.turn):
        who = state.turn
        if who not in state.turns_taken:
            state.turns_taken.append(who)
        left = count(state.investigators[who].actions, "action")
        engine.emit(StepKind.NOTE, 0, f"The replay joins {who}'s turn in progress ({left} left)", ("ahlcg/rr/2-2",),
                    card=who)
        _turn(engine, who, entry)
    while True:
        remaining = [i for i in state.player_order() if i not in state.turns_taken]
        if not remaining:
            break
        who = _next_turn(engine, remaining)
        _turn(engine, who, "2.2")


def _next_turn(engine: Engine, remaining: list[str]) -> str:
    state = engine.state
    choice = engine.book.take(Decision.TURN)
    rules = ("ahlcg/rr/2-2",)
    if choice is not None and choice.choose in remaining:
        who = str(choice.choose)
        why = f"the investigators choose {who} ({choice.path})"
    else:
        nxt = next((d for d in engine.script.rest() if not d.use and d.who in remaining), None)
        who = nxt.who if nxt is not None else remaining[0]
        if len(remaining) == 1:
            why = f"{who} is the only investigator who has not taken a turn this round"
        elif nxt is not None:
            why = (f"the investigators choose among themselves; none given, the engine takes the investigator of the "
                   f"next action in the situation ({nxt.path}): {who}")
        else:
            why = f"the investigators choose among themselves; none given, the engine takes {who} (player order)"
        if choice is not None:
            why += f" ({choice.path} names {choice.choose!r}, who cannot take a turn now)"
    state.turn = who
    state.turns_taken.append(who)
    inv = state.investigators[who]
    inv.turn_ended = False
    state.turn_serial += 1
    engine.emit(StepKind.FRAMEWORK, 0, f"2.2 Next investigator\u2019s turn begins: {why}; {who} is the active "
                "investigator", rules + ("ahlcg/rr/active-player",), card=who)
    engine.resolve([engine.occurrence("turn-begins", 0, who=who, text=f"{who}'s turn begins")], None)
    return who


def _turn(engine: Engine, who: str, entry: str) -> None:
    state = engine.state
    inv = state.investigators[who]
    if entry != "2.2.2":
        while state.in_game(who) and not inv.turn_ended:
            engine.player_window("2.2", turn=who)
            if not state.in_game(who) or inv.turn_ended:
                break
            nxt = engine.script.peek()
            granted_actions.settle(engine, who, 0)  # a card entered or left play: its additional action with it
            if actionpool.available(inv) < 1:
                engine.emit(StepKind.FRAMEWORK, 0, f"2.2.1 {who} has no actions left: the investigator cannot take an "
                            "action, so proceed to 2.2.2", ("ahlcg/rr/2-2-1", "ahlcg/rr/action"), card=who)
                break
            if nxt is not None and nxt.who == who and nxt.action is not None:
                engine.script.take()
                perform(engine, nxt)
                continue
            if nxt is not None and nxt.who == who and nxt.end_turn:
                engine.script.take()
                engine.emit(StepKind.FRAMEWORK, 0, f"2.2.1 {who} ends the turn early, with "
                            f"{count(inv.actions, 'action')} left ({nxt.path})", ("ahlcg/rr/2-2-1",), card=who)
                break
            engine.emit(StepKind.CHOICE, 0, f"2.2.1 The situation gives {who} no further action: {who} takes no more "
                        f"actions this turn ({count(inv.actions, 'action')} left; an investigator may end the turn "
                        "early), so proceed to 2.2.2", ("ahlcg/rr/2-2-1",), card=who)
            break
    if state.in_game(who) and not inv.turn_ended:
        end_turn(engine, who, 0)


def _s23(engine: Engine, entry: str) -> None:
    _end_phase(engine, "2.3", "investigation")


# -- III. Enemy phase ------------------------------------------------------------------------------

def _s31(engine: Engine, entry: str) -> None:
    engine.state.turn = None
    _begin_phase(engine, "3.1", "enemy")


def _s32(engine: Engine, entry: str) -> None:
    standing.answer(engine, standing.HUNTERS_MOVE, 0)  # Hunter: the keyword table
    engine.player_window("3.2")


def _s33(engine: Engine, entry: str) -> None:
    state = engine.state
    massive: set[str] = set()
    for k, who in enumerate(state.player_order()):
        if k:
            engine.player_window("3.2")
        if state.in_game(who):
            resolve_attacks(engine, who, 0, massive)
    engine.player_window("3.3")


def _s34(engine: Engine, entry: str) -> None:
    _end_phase(engine, "3.4", "enemy")


# -- IV. Upkeep phase ------------------------------------------------------------------------------

def _s41(engine: Engine, entry: str) -> None:
    _begin_phase(engine, "4.1", "upkeep")


def _s42(engine: Engine, entry: str) -> None:
    state = engine.state
    _frame(engine, "4.2", "each investigator's mini card is flipped back: actions reset for the next turn")
    for who in state.player_order():
        inv = state.investigators[who]
        before = actionpool.refresh(inv)
        extra = f" (3 + {inv.additional_actions} additional)" if inv.additional_actions else ""
        engine.emit(StepKind.STATE, 0, f"{who}: actions {before} \u2192 {inv.actions}{extra}",
                    ("ahlcg/rr/4-2",) + (("ahlcg/faq/1-10",) if extra else ()), card=who)
        granted_actions.reset(engine, who)
    state.turns_taken = []
    engine.player_window("4.2")


def _s43(engine: Engine, entry: str) -> None:
    ready_all(engine, 0)


def _s44(engine: Engine, entry: str) -> None:
    state = engine.state
    order = state.player_order()
    _frame(engine, "4.4", f"in player order ({', '.join(order)}) each draws 1 card; once those cards have been "
           "drawn, each gains 1 resource", "ahlcg/rr/in-player-order")
    for who in order:
        if state.in_game(who):
            draw(engine, who, step_amount(engine, "draw-cards", who, 1), 0, who, via="framework")
    for who in state.player_order():
        gain(engine, who, step_amount(engine, "gain-resources", who, 1), 0, who, via="framework")


def _s45(engine: Engine, entry: str) -> None:
    state = engine.state
    order = state.player_order()
    sizes = ", ".join(f"{w} {len(state.investigators[w].hand)}" for w in order)
    _frame(engine, "4.5", f"in player order, more cards in hand than the maximum hand size (8) are discarded down to it "
           f"({sizes})",
           "ahlcg/rr/hand-size")
    for who in order:
        inv = state.investigators[who]
        extra = counted_hand(engine, who) - maximum_hand_size(engine, who)  # both as constants change them (Hand Size)
        if extra <= 0:
            continue
        # "A player may not optionally choose to discard a weakness card from hand" (Weakness)
        eligible = [c for c in inv.hand if not state.cards[c].spec.weakness and not stays_in_hand(state, c)]
        rules = ("ahlcg/rr/4-5", "ahlcg/rr/hand-size") + (("ahlcg/rr/weakness",) if len(eligible) < len(inv.hand)
                                                          else ())
        choice = engine.book.take(Decision.DISCARD, who=who)
        named = [c for c in (choice.among if choice else ()) if c in inv.hand]
        picked = [c for c in named if c in eligible][:extra]
        why = f"({choice.path})" if choice else ""
        refused = [c for c in named if c not in eligible]
        for label, these in (("a weakness may not be chosen to be discarded",
                              [c for c in refused if state.cards[c].spec.weakness]),
                             ("a hidden card cannot leave the hand but by its own text",
                              [c for c in refused if not state.cards[c].spec.weakness])):
            if these:
                why = (why[:-1] + "; " if why else "(") + f"{label}: {', '.join(these)} stays in hand)"
        if len(picked) < extra:
            rest = [c for c in reversed(eligible) if c not in picked][:extra - len(picked)]
            picked += rest
            why = (why[:-1] + "; " if why else "(") + "the engine discards the last cards in hand for the rest)"
        for name in picked:
            inv.hand.remove(name)
            inv.discard.append(name)
            state.cards[name].zone = "discard"
        engine.emit(StepKind.CHOICE, 0, f"{who} chooses and discards {', '.join(picked)} {why}",
                    rules, card=who)


def _s46(engine: Engine, entry: str) -> None:
    _end_phase(engine, "4.6", "upkeep", round_end=True)
    engine.player_window("4.6")


STEPS: dict[str, Callable[[Engine, str], None]] = {
    "1.1": _s11, "1.2": _s12, "1.3": _s13, "1.4": _s14, "1.5": _s15,
    "2.1": _s21, "2.2": _s22, "2.3": _s23,
    "3.1": _s31, "3.2": _s32, "3.3": _s33, "3.4": _s34,
    "4.1": _s41, "4.2": _s42, "4.3": _s43, "4.4": _s44, "4.5": _s45, "4.6": _s46,
}
