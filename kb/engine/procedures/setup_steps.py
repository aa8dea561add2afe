"""Setting up the game, every step of Appendix III (``setup: all``); step 8 is ``setup.py``'s.

The situation describes the game as setup leaves it, but for what setup itself adds: the trauma an
investigator starts with (step 2, ``trauma``) and the 5 resources of step 7 are placed by the replay, on
top of the numbers the situation gives; a card with the permanent keyword in a deck is put into play and
a bonded card is set aside (step 4, the keyword table's ``setup-decks`` answers), as is a card an investigator
``begin-in-play`` names ("You begin the game with Duke in play"); a card's ``starting-resources`` changes the 5 of
step 7 ("You start each game with 2 fewer resources"). The other steps say what
the situation set up (investigators, lead, chaos bag, locations, encounter deck, agenda and act decks),
each in its place in the order, so the trace shows the whole sequence; none has a window: there are no
action windows during setup, only abilities whose specific triggering condition is met (step 8's).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..core import standing
from ..core.state import PLAY, SET_ASIDE
from ..core.text import count
from ..situation.vocabulary import CardType, StepKind
from .setup import opening_hands
from .uses import place_on_entering

if TYPE_CHECKING:
    from ..core.engine import Engine

SETUP = "ahlcg/rr/appendix-iii"
STARTING_RESOURCES = 5
#: Where an investigator's "You begin the game with X in play" puts X: the Permanent keyword's entry.
BEGIN = "ahlcg/rr/permanent"
#: ``setup``'s value that replays every step (``true`` replays step 8 alone)
ALL = "all"


def setup_game(engine: Engine) -> None:
    """Setup: step 8 alone (``setup: true``), or steps 1 to 13 in order (``setup: all``)."""
    if engine.situation.setup != ALL:
        opening_hands(engine)
        return
    engine.emit(StepKind.FRAMEWORK, 0, "Setup: the following steps are performed in order (Appendix III)", (SETUP,))
    for step in (_investigators, _trauma, _lead, _decks, _tokens, _chaos_bag, _resources):
        step(engine)
    opening_hands(engine)
    for step in (_introduction, _scenario, _agenda_deck, _act_deck, _reference_card):
        step(engine)


def _investigators(engine: Engine) -> None:
    names = list(engine.state.investigators)
    engine.emit(StepKind.FRAMEWORK, 0, f"Setup, step 1, Choose investigators: each player has chosen a different "
                f"investigator and placed its card in his or her play area: {', '.join(names)}", (SETUP,))


def _trauma(engine: Engine) -> None:
    """Step 2: damage equal to physical trauma, horror equal to mental trauma, on each investigator card."""
    state = engine.state
    placed = []
    for spec in engine.situation.investigators:
        physical, mental = spec.trauma
        if physical or mental:
            inv = state.investigators[spec.name]
            inv.damage += physical
            inv.horror += mental
            placed.append(f"{spec.name}: {count(physical, 'damage')}, {count(mental, 'horror')} "
                          f"(damage {inv.damage}, horror {inv.horror})")
    engine.emit(StepKind.STATE, 0, "Setup, step 2, Take trauma damage/horror: in campaign play each player places "
                "damage equal to his or her physical trauma and horror equal to his or her mental trauma on his or "
                "her investigator card: " + ("; ".join(placed) or "no investigator has trauma"), (SETUP,))


def _lead(engine: Engine) -> None:
    engine.emit(StepKind.CHOICE, 0, f"Setup, step 3: {engine.state.lead} is chosen as the lead investigator for this "
                "game" + ("" if engine.situation.lead else " (no lead given: the engine takes the first listed)"),
                (SETUP, "ahlcg/rr/lead-investigator"))


def _decks(engine: Engine) -> None:
    """Step 4: the decks as the situation lists them (its order is the shuffled order); each deck's cards with a
    setup keyword (permanent, bonded) answer it."""
    state = engine.state
    engine.emit(StepKind.FRAMEWORK, 0, "Setup, step 4, Assemble and shuffle the investigator decks (the situation's "
                "order is the shuffled order, top first): " + "; ".join(
                    f"{who} {count(len(inv.deck), 'card')}" for who, inv in state.investigators.items()), (SETUP,))
    for who, inv in state.investigators.items():
        for name in list(inv.deck):
            standing.answer(engine, standing.SETUP_DECKS, 0, who=who, card=name)
    for spec in engine.situation.investigators:
        for title in spec.begin_in_play:
            _begin_in_play(engine, spec.name, title)


#: A subtitle in brackets after a card's title: "Sophie (In Loving Memory)".
_SUBTITLE = re.compile(r"^(?P<title>.+?)\s*\((?P<subtitle>[^()]+)\)$")


def _begin_in_play(engine: Engine, who: str, named: str) -> None:
    """"You begin the game with Duke in play": the named card of the investigator's deck starts the game in play under
    his or her control, not shuffled into the deck, as a permanent card does (Permanent; Appendix III step 4); its
    Uses keyword places its uses as it enters play (Uses). A name with a subtitle matches a card of that whole name, or
    of the title before it when the situation's cards carry no subtitle (said in the trace)."""
    state = engine.state
    inv = state.investigators[who]
    titles = {named} | ({m.group("title")} if (m := _SUBTITLE.match(named)) else set())
    found = next((n for n in inv.deck if state.cards[n].spec.title == named), None) \
        or next((n for n in inv.deck if state.cards[n].spec.title in titles), None)
    if found is None:
        engine.emit(StepKind.NOTE, 0, f"{who}'s card says {who} begins the game with {named} in play, but {who}'s deck "
                    f"holds no such card: not modelled (nothing is put into play)", (SETUP, BEGIN), card=who)
        return
    card = state.cards[found]
    inv.deck.remove(found)
    card.zone, card.controller = PLAY, who
    bare = "" if card.spec.title == named else f" (the situation's card has no subtitle: {found} taken as " \
        f"{named})"
    engine.emit(StepKind.STATE, 0, f"{who} begins the game with {named} in play: {found} is put into play under "
                f"{who}'s control at setup and is not shuffled into the investigator deck{bare}", (SETUP, BEGIN),
                card=found)
    place_on_entering(engine, card, 1)


def put_into_play_at_setup(engine: Engine, depth: int, *, who: str, card: str) -> bool:
    """Permanent: the card starts the game in play, under its owner's control, not shuffled into the deck."""
    state = engine.state
    found = state.cards[card]
    if not standing.bears(found, "permanent"):
        return False
    state.investigators[who].deck.remove(card)
    found.zone, found.controller = PLAY, who
    engine.emit(StepKind.STATE, depth, f"{card} has the permanent keyword: it starts the game in play under {who}'s "
                "control and is not shuffled into the investigator deck", (SETUP, "ahlcg/rr/permanent"), card=card)
    return True


def set_aside_at_setup(engine: Engine, depth: int, *, who: str, card: str) -> bool:
    """Bonded: the card is set aside at the start of the game, out of the deck, until the card it is bonded to
    brings it into the game."""
    state = engine.state
    found = state.cards[card]
    if not standing.bears(found, "bonded"):
        return False
    state.investigators[who].deck.remove(card)
    found.zone = SET_ASIDE
    engine.emit(StepKind.STATE, depth, f"{card} is a bonded card: it is set aside at the start of the game, out of "
                f"{who}'s deck", (SETUP, "ahlcg/glossary/bonded"), card=card)
    return True


def _tokens(engine: Engine) -> None:
    engine.emit(StepKind.NOTE, 0, "Setup, step 5, Assemble token pool: damage, horror, clue/doom and resource tokens "
                "within reach of all players (the engine's token pool is unlimited)", (SETUP,))


def _chaos_bag(engine: Engine) -> None:
    bag = engine.state.chaos_bag
    engine.emit(StepKind.FRAMEWORK, 0, "Setup, step 6, Assemble the chaos bag: the tokens the campaign setup "
                "indicates (in campaign mode, the bag as it was composed upon completion of the previous scenario): "
                + (", ".join(bag) if bag is not None else "the situation does not list them"), (SETUP,))


def _resources(engine: Engine) -> None:
    state = engine.state
    gained = []
    for who, inv in state.investigators.items():
        before = inv.resources
        changes = [(c.name, c.spec.starting_resources) for c in state.cards.values()
                   if c.owner == who and c.spec.starting_resources]
        n = max(0, STARTING_RESOURCES + sum(delta for _, delta in changes))
        inv.resources += n
        said = "".join(f", {delta:+d} from {name}" for name, delta in changes)
        gained.append(f"{who} {before} \u2192 {inv.resources}"
                      + (f" ({STARTING_RESOURCES}{said}: a card changes the starting resources)" if changes else ""))
    engine.emit(StepKind.STATE, 0, f"Setup, step 7, Collect starting resources: each investigator gains "
                f"{STARTING_RESOURCES} resources from the token pool ({'; '.join(gained)})", (SETUP,))


def _introduction(engine: Engine) -> None:
    engine.emit(StepKind.NOTE, 0, "Setup, step 9: the scenario introduction is read in the campaign guide (no game "
                "effect)", (SETUP,))


def _scenario(engine: Engine) -> None:
    state = engine.state
    places = ", ".join(f"{who} at {inv.location}" for who, inv in state.investigators.items())
    aside = [c.name for c in state.cards.values() if c.zone == SET_ASIDE and c.owner not in state.investigators]
    engine.emit(StepKind.FRAMEWORK, 0, f"Setup, step 10, the scenario setup instructions: locations placed "
                f"({', '.join(state.locations)}); investigator mini cards placed ({places}); set aside: "
                f"{', '.join(aside) or 'nothing'}; the encounter deck formed of the remaining encounter cards "
                f"({count(len(state.encounter_deck), 'card')})" + (
                    f"; the Tekeli-li weaknesses shuffled together into the Tekeli-li deck ("
                    f"{count(len(state.tekeli_li), 'card')})" if state.tekeli_li else ""),
                (SETUP,) + (("ahlcg/glossary/tekeli-li",) if state.tekeli_li else ()))


def _current(engine: Engine, kind: CardType) -> str | None:
    return next((c.name for c in engine.state.cards.values() if c.type is kind and c.zone == PLAY), None)


def _story_deck(engine: Engine, kind: CardType, step: int, rest: list[str]) -> None:
    """Steps 11 and 12: the agenda or act deck in sequential order, its first card's story read."""
    top, word = _current(engine, kind), kind.value
    engine.emit(StepKind.STATE, 0, f"Setup, step {step}, Set {word} deck: assembled in sequential order, art side "
                f"faceup, {top or f'no {word}'} on top" + (f" (then {', '.join(rest)})" if rest else "")
                + f"; the story text on {top or f'{word} 1a'} is read", (SETUP,), card=top)


def _agenda_deck(engine: Engine) -> None:
    _story_deck(engine, CardType.AGENDA, 11, engine.state.agenda_deck)


def _act_deck(engine: Engine) -> None:
    _story_deck(engine, CardType.ACT, 12, engine.state.act_deck)


def _reference_card(engine: Engine) -> None:
    card = _current(engine, CardType.SCENARIO)
    engine.emit(StepKind.STATE, 0, f"Setup, step 13: {card or 'the scenario reference card'} is placed next to the "
                "agenda deck" + ("" if card else " (the situation gives none)"), (SETUP,), card=card)
