"""The standing rules the core applies after every change of state, and the keyword table (``core/standing.py``).

- Enemy Engagement: "Any time a ready unengaged enemy is at the same location as an investigator, it
  engages that investigator" — whatever put them together (a spawn, a move, readying, an elimination
  that left the enemy unengaged, an effect that moved a card). Aloof ("does not automatically engage
  investigators at its location") and Massive (never placed in a threat area) enemies do not; the
  decision record says so ("cannot: Aloof").

- Act objective: the current act whose "Objective –" is a state of the game (each undefeated investigator
  at a location, no clues on a location) advances as soon as it holds.

- Out of uses: "Some cards with this keyword bear text that causes the card to be discarded if it has no
  uses remaining. If the card contains no such text, it remains in play even if out of uses" (Uses): an
  asset whose text says so ("If First Aid has no supplies, discard it": ``discard-when-empty``) is
  discarded as soon as its uses reach 0, whatever spent them.

- A state arising (``state_abilities.py``): a card whose text discards it while a condition holds
  (``discard-if``), and a forced ability whose timing point is a state ("If Mark Harrigan has 5 or more damage on
  him"), triggered as the state begins to hold.

The keyword table, one entry per keyword the engine models (its condition: a state checked after
each step, or the event it answers, whoever brought the event about):

- Aloof (state): not engaged by Enemy Engagement or on spawning; "An investigator cannot attack an aloof
  enemy while that enemy is not engaged with an investigator" (a restriction on 'attack').
- Massive (state): never in a threat area; while ready, engaged with each investigator at its location
  (read wherever the engine asks who an enemy is engaged with, ``State.engaged_with``).
- Retaliate (after a skill test's results): a failed test while attacking a ready retaliate enemy — by
  a fight action or a card's "Fight." — draws its attack, which does not exhaust it.
- Alert (after a skill test's results): a failed test while attempting to evade an alert enemy — by an
  evade action or a card's "Evade." — draws its attack, engaged or not.
- Hunter (3.2): each ready, unengaged hunter enemy moves toward the nearest investigator.
- Peril (an encounter card resolves): the other players cannot play cards, trigger abilities or commit
  cards to the drawing investigator's skill tests while it resolves (restrictions on 'play', 'use',
  'trigger' and 'commit').
- Surge (an encounter card has resolved): its investigator draws another encounter card.
- Fast (a card is played): played without an action, in any player window it could be played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from typing import Any

from ..core import silence, standing, why
from ..core.ongoing import Test
from ..core.standing import KeywordRule
from ..core.state import PLAY
from ..situation.vocabulary import CardType, Result, StepKind
from .act_and_agenda import objective_met
from .damage import attack
from .discarding import discard_from_play
from .enemies import engage_at_location, engages_here, hunters_move
from .hidden import hide
from .partner import falls_with, stays_unless_defeated
from .roaming import elusive, patrols_move
from .setup_steps import put_into_play_at_setup, set_aside_at_setup
from .state_abilities import discard_if, state_arises

if TYPE_CHECKING:
    from ..core.engine import Engine


def enemy_engagement(engine: Engine, depth: int) -> bool:
    """Engage the first ready, unengaged enemy at an investigator's location (Enemy Engagement)."""
    state = engine.state
    for card in state.cards.values():
        if card.type is not CardType.ENEMY or card.zone != PLAY or card.engaged is not None:
            continue
        where = card.location
        if where is None or where in engine.held or not state.investigators_at(where):
            continue
        for word in ("aloof", "massive"):
            if standing.bears(card, word) and not card.exhausted:
                why.standing(engine, card.name, "Enemy Engagement", why.CANNOT,
                             f"{word.capitalize()}: {card.name} does not engage the investigators at {where}")
        if engages_here(engine, card.name):
            return engage_at_location(engine, card.name, depth)
    return False


def out_of_uses(engine: Engine, depth: int) -> bool:
    """Discard the first card in play whose text discards it when it has no uses remaining, once it has none."""
    for card in list(engine.state.cards.values()):
        if card.zone == PLAY and card.spec.discard_when_empty and card.uses <= 0:
            engine.emit(StepKind.NOTE, depth, f"{card.name} has no uses remaining, and its text discards it then",
                        ("ahlcg/rr/uses-x-type",), card=card.name)
            return discard_from_play(engine, card, depth, announce=f"{card.name} is discarded (no uses remaining)",
                                     rules=("ahlcg/rr/uses-x-type", "ahlcg/rr/discard-piles"))
    return False


def aloof_attack(engine: Engine, who: str | None, what: str, kind: str) -> str | None:
    """Aloof: an unengaged aloof enemy cannot be attacked."""
    card = engine.state.cards.get(what)
    if kind == "attack" and card is not None and card.type is CardType.ENEMY and standing.bears(card, "aloof") \
            and card.engaged is None:
        return f"Aloof: {what} is not engaged with an investigator, so {who} cannot attack it"
    return None


def _enemy_tested(engine: Engine, test: Test, result: Result, via: str, keyword: str) -> str | None:
    """The enemy a failed test was made against by attacking it (via 'fight') or evading it (via 'evade'),
    if it bears ``keyword``, is still in play and its investigator is still in the game."""
    state = engine.state
    enemy = test.target
    card = state.cards.get(enemy or "")
    if result is not Result.FAIL or test.via != via or card is None or card.type is not CardType.ENEMY:
        return None
    if not state.in_game(card.name) or not state.in_game(test.who) or not standing.bears(card, keyword):
        return None
    return card.name


def retaliate(engine: Engine, depth: int, *, test: Test, result: Result, **_: Any) -> bool:
    """Retaliate: after a failed attack's results, a ready retaliate enemy attacks the attacker."""
    enemy = _enemy_tested(engine, test, result, "fight", "retaliate")
    if enemy is None or engine.state.cards[enemy].exhausted:
        return False
    who = test.who
    engine.emit(StepKind.NOTE, depth, f"{who} failed a skill test while attacking a ready enemy with "
                "retaliate: after the test's results are applied, it attacks (and does not exhaust)",
                ("ahlcg/rr/retaliate", "ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity"),
                card=enemy)
    attack(engine, enemy, who, "retaliate", depth)
    return True


def alert(engine: Engine, depth: int, *, test: Test, result: Result, **_: Any) -> bool:
    """Alert: after a failed evasion attempt's results, the alert enemy attacks the evader, engaged or not."""
    enemy = _enemy_tested(engine, test, result, "evade", "alert")
    if enemy is None:
        return False
    who = test.who
    engine.emit(StepKind.NOTE, depth, f"{who} failed a skill test while evading an enemy with alert: "
                "after the test's results are applied, it attacks (whether engaged or not; it does not "
                "exhaust)", ("ahlcg/glossary/alert",), card=enemy)
    attack(engine, enemy, who, "alert", depth)
    return True


def hunter(engine: Engine, depth: int, **_: Any) -> bool:
    """Hunter: 3.2, each ready, unengaged hunter enemy moves."""
    hunters_move(engine, depth)
    return True


def peril(engine: Engine, depth: int, *, who: str, card: str, **_: Any) -> bool:
    """Peril: while the card resolves, ``who`` resolves it alone (``engine.peril``; the encounter procedure
    restores it when the card has resolved)."""
    if not standing.bears(engine.state.cards[card], "peril"):
        return False
    engine.peril = who
    engine.emit(StepKind.FRAMEWORK, depth, f"Step 2: {card} has peril: {who} cannot confer with the other "
                "players, who cannot play cards, trigger abilities or commit cards to "
                f"{who}'s skill tests while it resolves", ("ahlcg/rr/peril", "ahlcg/rr/1-4"), card=card)
    return True


def peril_forbids(engine: Engine, who: str | None, what: str, kind: str) -> str | None:
    """Peril: what the other players cannot do while an investigator resolves a peril encounter card."""
    alone = engine.peril
    if alone is None:
        return None
    if kind in ("play", "use") and who != alone:
        return f"{alone} is resolving a peril encounter card: the other players cannot play cards or trigger abilities"
    if kind == "trigger" and who != alone:
        return f"{alone} is resolving a peril encounter card: the other players cannot trigger abilities"
    if kind == "commit" and who != what and what == alone:
        return f"{alone} is resolving a peril encounter card: the other players cannot commit cards to the test"
    return None


def surge(engine: Engine, depth: int, *, who: str, card: str, seen: int, **_: Any) -> bool:
    """Surge: after the card has resolved, its investigator draws another encounter card (True: draw)."""
    state = engine.state
    surging = standing.bears(state.cards[card], "surge")
    if "surge" in state.cards[card].gained:  # "@self gains surge": for this resolution only
        state.cards[card].gained.remove("surge")
    if not surging or not state.in_game(who):
        return False
    after = [c for c in engine.considered[seen:] if c.verdict == "used"
             and c.window.startswith(f"'after' window \u2014 {who} draws {card}")]
    if after:
        silence.unordered(engine, depth, f"the 'after' abilities of drawing {card} ({', '.join(c.card for c in after)}) "
                          "against its surge (step 5 of the same draw)",
                          "resolved them first, in the draw's 'after' window, then the surge",
                          "ahlcg/rr/surge", "ahlcg/rr/after", card=card)
    engine.emit(StepKind.FRAMEWORK, depth, f"Step 5: {card} has surge: {who} must draw another encounter card; "
                "restart at step 1", ("ahlcg/rr/surge", "ahlcg/rr/1-4"), card=card)
    return True


def permanent_stays(engine: Engine, who: str | None, what: str, kind: str) -> str | None:
    """Permanent: a card with the keyword cannot be discarded by any means, nor leave play but by elimination
    (which removes it without asking)."""
    card = engine.state.cards.get(what)
    if kind == "leave-play" and card is not None and standing.bears(card, "permanent"):
        return f"{what} has the permanent keyword: it cannot be discarded by any means, nor leave play"
    return None


KEYWORDS = (
    KeywordRule("aloof", "ahlcg/rr/aloof", standing.STATE,
                "not engaged by Enemy Engagement nor on spawning; cannot be attacked while unengaged",
                forbids=aloof_attack),
    KeywordRule("massive", "ahlcg/rr/massive", standing.STATE,
                "never in a threat area; while ready, engaged with each investigator at its location; attacks each "
                "of them in the enemy phase"),
    KeywordRule("retaliate", "ahlcg/rr/retaliate", standing.TEST_RESULTS_APPLIED,
                "a failed test while attacking it, ready (a fight action or a card's \u201cFight.\u201d): it attacks "
                "the attacker, and does not exhaust", answer=retaliate),
    KeywordRule("alert", "ahlcg/glossary/alert", standing.TEST_RESULTS_APPLIED,
                "a failed test while attempting to evade it (an evade action or a card's \u201cEvade.\u201d): it "
                "attacks the evader, engaged or not, and does not exhaust", answer=alert),
    KeywordRule("hunter", "ahlcg/rr/hunter", standing.HUNTERS_MOVE,
                "ready and unengaged, it moves one connection toward the nearest investigator", answer=hunter),
    KeywordRule("peril", "ahlcg/rr/peril", standing.ENCOUNTER_CARD_RESOLVES,
                "while it resolves, the other players cannot play cards, trigger abilities or commit cards to the "
                "drawing investigator's skill tests", answer=peril, forbids=peril_forbids),
    KeywordRule("surge", "ahlcg/rr/surge", standing.ENCOUNTER_CARD_RESOLVED,
                "its investigator draws another encounter card", answer=surge),
    KeywordRule("fast", "ahlcg/rr/fast", standing.CARD_PLAYED,
                "played without an action, in any player window in which it could be played"),
    KeywordRule("patrol", "ahlcg/glossary/patrol", standing.HUNTERS_MOVE,
                "ready and unengaged, it moves one connection toward its designated location (`patrol`)",
                answer=patrols_move),
    KeywordRule("elusive", "ahlcg/glossary/elusive", standing.ATTACK_RESOLVED,
                "ready, after it attacks or is attacked: disengages, moves to a connecting location (one with no "
                "investigators if able) and exhausts", answer=elusive),
    KeywordRule("partner", "ahlcg/glossary/partner", standing.INVESTIGATOR_LEAVES,
                "cannot leave play unless defeated; defeated with its investigator, then removed from the game; "
                "leaves play, not defeated, when its investigator resigns", answer=falls_with,
                forbids=stays_unless_defeated),
    KeywordRule("hidden", "ahlcg/glossary/hidden", standing.REVELATION_RESOLVED,
                "its revelation secretly adds it to the drawer's hand: it counts toward the hand size and cannot "
                "leave it by choice; its abilities are active there, triggered only by its holder", answer=hide),
    KeywordRule("permanent", "ahlcg/rr/permanent", standing.SETUP_DECKS,
                "starts the game in play, not shuffled into the deck; cannot be discarded nor leave play (but by "
                "elimination)", answer=put_into_play_at_setup, forbids=permanent_stays),
    KeywordRule("bonded", "ahlcg/glossary/bonded", standing.SETUP_DECKS,
                "set aside at the start of the game, out of the deck", answer=set_aside_at_setup),
)


def register() -> None:
    standing.register_rule("enemy-engagement", enemy_engagement, "ahlcg/rr/enemy-engagement")
    standing.register_rule("act-objective", objective_met, "ahlcg/rr/act-deck-and-agenda-deck")
    standing.register_rule("out-of-uses", out_of_uses, "ahlcg/rr/uses-x-type")
    standing.register_rule("discard-if", discard_if, "ahlcg/rr/ability/constant-abilities")
    standing.register_rule("state-holds", state_arises, "ahlcg/rr/ability/forced-abilities", initially=True)
    for entry in KEYWORDS:
        standing.register_keyword(entry)
