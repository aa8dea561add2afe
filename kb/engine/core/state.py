"""The mutable game state a replay works on, built fresh from a situation for every replay.

Investigators, locations and cards are kept by name (names are unique in a situation). Each ability becomes an
:class:`AbilityState` — a live instance that knows its bearer and how often it has been used in the current period —
because limits belong to the instance in play, not to the printed text (a card re-entering play brings a new one).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..situation.spec import Ability, CardSpec, Filter, LocationSide, Situation, TokenEffect, swarm_specs
from ..situation.vocabulary import DIFFICULTIES, SLOT_TYPES, AbilityKind, CardType, LimitPeriod, Timing
from ..situation.vocabulary import cost_agendas, deck_letter
from . import in_hand, standing
from .committed_skills import works_while_committed
from .campaign_log import CampaignLog, Remembered
from .history import History

#: Zones a card can be in.
PLAY, HAND, DECK, DISCARD, ENCOUNTER_DECK, ENCOUNTER_DISCARD, REMOVED = (
    "play", "hand", "deck", "discard", "encounter-deck", "encounter-discard", "removed")
SET_ASIDE, AGENDA_DECK, ACT_DECK, LIMBO = "set-aside", "agenda-deck", "act-deck", "limbo"
#: Out of play underneath a location or card in play (its ``beneath``): a facedown encounter card, Sefina's events.
BENEATH = "beneath"
#: The victory display: an out-of-play area shared by all players (Victory Display).
VICTORY = "victory-display"
#: Zones whose cards the trace's final state leaves out (hidden or not yet in the game).
EXPLORATION_DECK, NEXT_TO_EXPLORATION_DECK = "exploration-deck", "next-to-exploration-deck"
#: The Tekeli-li deck (2024 glossary, Tekeli-li!): weaknesses shared by the investigators, out of play.
TEKELI_LI = "tekeli-li-deck"
_UNSEEN = (HAND, DECK, ENCOUNTER_DECK, SET_ASIDE, AGENDA_DECK, ACT_DECK, EXPLORATION_DECK, NEXT_TO_EXPLORATION_DECK,
           TEKELI_LI)
#: the triggering conditions by which a card leaves play (its own abilities may name them: leaving_abilities)
LEAVING_EVENTS = frozenset({"leaves-play", "defeated"})


@dataclass(eq=False)
class AbilityState:
    """A live ability: its text, bearer, and uses per period."""

    key: str
    ability: Ability
    bearer: str
    uses: dict[tuple[Any, ...], int] = field(default_factory=dict)
    fast_card: bool = False  # a fast event in hand, usable in windows like a reaction
    timing: Timing | None = None
    trigger: Filter | None = None
    owner: str | None = None  # for a lasting effect: the investigator it was created for
    expired_for: set[str] = field(default_factory=set)  # a delayed effect: cards that left play since (Leaves Play)
    source: str | None = None  # for a lasting effect: the card whose ability made it ("until Mr. Peabody readies")

    @property
    def kind(self) -> AbilityKind:
        return self.ability.kind


@dataclass(eq=False)
class Card:
    """A card in any zone."""

    name: str
    spec: CardSpec
    zone: str
    owner: str | None = None
    controller: str | None = None
    location: str | None = None
    engaged: str | None = None
    threat_area: str | None = None
    damage: int = 0
    horror: int = 0
    exhausted: bool = False
    uses: int = 0
    clues: int = 0
    doom: int = 0
    resources: int = 0  # resources placed on the card ("Move 1 resource … to Hospital Debts"): in no resource pool
    abilities: list[AbilityState] = field(default_factory=list)
    shadows: bool = False  # an enemy in the shadows: in play, at no location (Concealed X)
    sealed: list[str] = field(default_factory=list)  # chaos tokens sealed on the card (Seal)
    attached_to: str | None = None  # the card or location it is attached to (Attach To): it is where that is
    gained: list[str] = field(default_factory=list)  # keywords an effect gave it as it resolves ("gains surge")
    granted: dict[str, bool] = field(default_factory=dict)  # keywords constants give it (True) or take (False) now
    side: str | None = None  # a key (The Scarlet Keys): "stable" or "unstable" faceup
    beneath: str | None = None  # out of play underneath this location or card (zone BENEATH)
    x: int = 0  # the value of X chosen for its cost X as it was last played (The Letter "X"); 0 once it leaves play

    @property
    def type(self) -> CardType:
        return self.spec.type

    @property
    def health(self) -> int | None:
        return self.spec.health

    @property
    def sanity(self) -> int | None:
        return self.spec.sanity


@dataclass(eq=False)
class RestrictedAction:
    """An additional action that can only be used on [action] abilities of cards with some traits
    (FAQ 1.10: Daisy Walker's Tome action), or also to play cards with them (``plays``: Marie Lambeau's "to play
    Spell cards or activate Spell [action] abilities"); ``used`` for this turn."""

    traits: tuple[str, ...]
    text: str = ""
    used: bool = False
    source: str | None = None  # the card whose constant ability gives it (procedures/granted_actions.py)
    plays: bool = False

    def describe(self) -> str:
        kinds = " or ".join(self.traits)
        return self.text or (f"only to play {kinds} cards or activate {kinds} [action] abilities" if self.plays
                             else f"only for {kinds} [action] abilities")


@dataclass(eq=False)
class Investigator:
    """An investigator and his or her out-of-play areas."""

    name: str
    location: str
    health: int
    sanity: int
    damage: int
    horror: int
    resources: int
    clues: int
    actions: int
    hand: list[str]
    deck: list[str]
    discard: list[str] = field(default_factory=list)
    abilities: list[AbilityState] = field(default_factory=list)
    skills: dict[str, int] = field(default_factory=dict)
    eliminated: bool = False
    defeated: bool = False
    turn_ended: bool = False
    elder_sign: TokenEffect | None = None
    additional_actions: int = 0
    restricted_actions: list[RestrictedAction] = field(default_factory=list)
    #: the additional actions cards' constant abilities give, as counted this turn (None: in the given ``actions``)
    granted: list[tuple[str, tuple[str, ...], bool]] | None = None
    experience: int = 0
    #: (turn serial, location, its flood level as it was entered): evaluated at the enter timing point.
    entered: list[tuple[int, str, str]] = field(default_factory=list)
    #: how many slots of each type the investigator has (Slots): the normal ones unless the situation says
    slots: dict[str, int] = field(default_factory=dict)
    role: str | None = None  # his or her class, or the role chosen and switched (Lola Hayes); None: neutral


@dataclass(eq=False)
class Location:
    """A location in play."""

    name: str
    connections: tuple[str, ...]
    clues: int
    shroud: int
    revealed: bool
    abilities: list[AbilityState] = field(default_factory=list)
    flood: str = "unflooded"
    doom: int = 0
    horror: int = 0  # horror a card placed on it (Curtain Call); no investigator's
    other_side: LocationSide | None = None  # the side it flips to
    text: str = ""
    clue_value: int = 0  # clues placed on it as it is revealed
    traits: tuple[str, ...] = ()  # its traits ("Central"): what "a Central location" picks
    vengeance: int = 0  # Vengeance X (procedures/victory.py)
    victory: int = 0  # Victory X (procedures/victory.py)


@dataclass(eq=False)
class MiniCard:
    """A concealed mini-card (``procedures/concealed.py``): facedown at a location until exposed, then set aside
    (``enemy`` None: a decoy)."""

    name: str
    location: str
    enemy: str | None
    zone: str = PLAY


class State:
    """The whole game state of one replay."""

    def __init__(self, situation: Situation) -> None:
        self.phase = situation.phase
        self.round = situation.round
        self.turn_serial = 0
        self.history = History()  # what happened earlier, for "if you have not dealt any damage this turn"
        self.test_serial = 0
        self.scenario_over = False
        self.time = situation.time  # 'day', 'night' or None (Day and Night)
        self.layout = situation.layout  # where the locations lie (connections stated by position), if given
        self.hunting: str | None = None  # the enemy resolving its hunter keyword now (its hunter-only connections)
        self.moving: str | None = None  # the enemy whose move is under way ("While an enemy is moving": core/moving.py)
        self.phase_jump: tuple[str, str] | None = None  # ("skip" / "repeat", phase): procedures/phase_jumps.py
        self.outcome: str | None = None  # how the scenario ended (procedures/outcome.py)
        names = [i.name for i in situation.investigators]
        self.lead = situation.lead or names[0]
        first_do = situation.do[0].who if situation.do else None
        self.turn: str | None = situation.turn or (first_do if self.phase == "investigation" else None)
        # player order: the lead first, then the others in the order listed (clockwise).
        start = names.index(self.lead)
        self.seating = names[start:] + names[:start]
        self.investigators: dict[str, Investigator] = {}
        self.locations: dict[str, Location] = {}
        self.cards: dict[str, Card] = {}
        self.encounter_deck: list[str] = []
        self.encounter_discard: list[str] = []
        self.removed: list[str] = []
        self.victory_display: list[str] = []
        #: Key phrases remembered during the scenario, and those recorded in the Campaign Log, as printed.
        self.remembered = Remembered(situation.campaign_log.remembered)  # by whom, for a phrase saying "you"
        self.campaign_log = CampaignLog(situation.campaign_log)  # with the characters under each, and the tallies
        self.trauma: dict[str, list[int]] = {}  #: physical and mental trauma suffered during the replay, by investigator
        self.agenda_deck: list[str] = []
        self.act_deck: list[str] = []
        self.exploration_deck: list[str] = []
        self.tekeli_li: list[str] = []
        self.turns_taken: list[str] = list(situation.turns_taken)
        self.step: str | None = None  # the framework step being replayed
        #: The scenario reference card's side in use: Hard/Expert on those difficulties (Difficulty Level).
        self.reference_side: str | None = DIFFICULTIES.get(situation.difficulty or "")
        hard = self.reference_side == "Hard/Expert" and situation.chaos_tokens_hard is not None
        self.chaos_tokens: dict[str, TokenEffect] = dict(situation.chaos_tokens_hard if hard else situation.chaos_tokens)
        #: The tokens in the chaos bag, when the situation lists them (else unknown: None).
        self.chaos_bag: list[str] | None = list(situation.chaos_bag) if situation.chaos_bag is not None else None
        #: With the bag unknown, the tokens effects added to it during the replay (what a token limit counts).
        self.added_tokens: list[str] = []
        #: Key tokens: each colour -> the investigator, location or card it is on (Key Tokens); those facedown.
        self.keys: dict[str, str] = {color: holder for color, holder, _ in situation.keys}
        self.facedown_keys: set[str] = {color for color, _, down in situation.keys if down}
        #: Every card played or committed: how ("played", "committed"), its title and the periods it was then in
        #: ("Max X per [period]").
        self.plays: list[tuple[str, str, dict[LimitPeriod, tuple[Any, ...]]]] = []
        #: The cards committed to the skill test being made, in the order committed (ST.2), until ST.8 discards them:
        #: what a condition on "a skill card … committed to that test" counts (``committed-to-test``).
        self.committed: list[str] = []
        self.printed: dict[str, Any] = {}  # printed characteristics kept aside while changed (Blank; Immune)
        self._serial = 0
        for loc in situation.locations:
            self.locations[loc.name] = Location(loc.name, loc.connections, loc.clues, loc.shroud, loc.revealed,
                                                flood=loc.flood, other_side=loc.other_side, text=loc.text,
                                                doom=loc.doom, horror=loc.horror, clue_value=loc.clue_value,
                                                traits=loc.traits,
                                                vengeance=loc.vengeance, victory=loc.victory)
            self.locations[loc.name].abilities = self.abilities_of(loc.abilities, loc.name)
        for inv in situation.investigators:
            person = Investigator(inv.name, inv.location, inv.health, inv.sanity, inv.damage, inv.horror,
                                  inv.resources, inv.clues, 3 + inv.additional_actions if inv.actions is None else inv.actions, [], [])
            person.granted = [] if inv.actions is None else None
            person.abilities = self.abilities_of(inv.abilities, inv.name)
            person.skills = dict(inv.skills)
            person.elder_sign = inv.elder_sign
            person.additional_actions = inv.additional_actions
            person.experience = inv.experience
            person.restricted_actions = [RestrictedAction(traits, text) for traits, text in inv.restricted_actions]
            person.slots, person.role = {**SLOT_TYPES, **dict(inv.slots)}, inv.role
            self.investigators[inv.name] = person
            for spec in inv.hand:
                self._add_card(spec, HAND, owner=inv.name)
                person.hand.append(spec.name)
            for spec in inv.deck:
                self._add_card(spec, DECK, owner=inv.name)
                person.deck.append(spec.name)
            for spec in inv.discard:
                self._add_card(spec, DISCARD, owner=inv.name)
                person.discard.append(spec.name)
        for spec in situation.cards:
            card = self._add_card(spec, PLAY, owner=spec.owner or spec.controller)
            card.controller = spec.controller
            card.engaged = spec.engaged
            card.threat_area = spec.threat_area
            card.location = spec.location
            card.attached_to = spec.attached_to
            card.shadows = spec.shadows
            if spec.engaged:
                card.location = None
            for under in swarm_specs(spec):
                self._add_card(under, PLAY)
                self.cards[under.name].engaged, self.cards[under.name].location = card.engaged, card.location
        for card in [c for c in self.cards.values() if c.type is CardType.KEY]:
            self.attach_key(card)
        for spec in situation.encounter_deck:
            self._add_card(spec, ENCOUNTER_DECK)
            self.encounter_deck.append(spec.name)
        for spec in situation.agenda_deck:
            self._add_card(spec, AGENDA_DECK)
            self.agenda_deck.append(spec.name)
        for spec in situation.act_deck:
            self._add_card(spec, ACT_DECK)
            self.act_deck.append(spec.name)
        for spec in situation.set_aside:
            self._add_card(spec, BENEATH if spec.beneath else SET_ASIDE).beneath = spec.beneath
        self.minicards = {m.name: MiniCard(m.name, m.location, m.enemy) for m in situation.concealed}
        for spec in situation.tekeli_li_deck:
            self._add_card(spec, TEKELI_LI)
            self.tekeli_li.append(spec.name)
        for spec in situation.exploration_deck:
            self._add_card(spec, EXPLORATION_DECK)
            self.exploration_deck.append(spec.name)

    # -- construction ------------------------------------------------------------------------
    def abilities_of(self, abilities: tuple[Ability, ...], bearer: str) -> list[AbilityState]:
        """Live instances of printed abilities for a bearer (also a flipped location's new side, or a
        location put into play from the exploration deck)."""
        out = []
        for k, ability in enumerate(abilities):
            if ability.time is not None and ability.time != self.time:
                continue  # Day and Night: text after a (Day) or (Night) keyword is active only then
            state = AbilityState(f"{bearer}#{k}", ability, bearer, timing=ability.timing,
                                 trigger=ability.trigger)
            if ability.used:
                state.uses[self.period_key(ability.limit.per if ability.limit else LimitPeriod.ROUND)] = ability.used
            out.append(state)
        return out

    def _add_card(self, spec: CardSpec, zone: str, owner: str | None = None) -> Card:
        # Uses (X Type): the uses are placed as the card enters play; out of play it bears none
        card = Card(spec.name, spec, zone, owner=owner, damage=spec.damage, horror=spec.horror,
                    exhausted=spec.exhausted, uses=spec.uses if zone == PLAY else 0, clues=spec.clues, doom=spec.doom,
                    sealed=list(spec.sealed))
        card.abilities = self.abilities_of(spec.abilities, spec.name)
        if spec.play_when is not None:
            timing, trigger = spec.play_when
            fast = Ability(AbilityKind.REACTION, timing, trigger, spec.effects,
                           text=spec.text, use=spec.use, path=spec.path)
            card.abilities.append(AbilityState(f"{spec.name}#play", fast, spec.name, fast_card=True,
                                               timing=timing, trigger=trigger))
        self.cards[spec.name] = card
        return card

    def attach_key(self, card: Card) -> None:
        """A key enters play attached to its bearer, Stable side faceup on an investigator or story asset, Unstable
        on an enemy; an investigator bearing it controls it, as does the story asset's controller (Keys)."""
        bearer = self.cards.get(card.spec.bearer or "")
        card.attached_to = card.spec.bearer
        card.side = card.spec.side or ("unstable" if bearer is not None and bearer.type is CardType.ENEMY else "stable")
        card.controller = card.spec.bearer if bearer is None else bearer.controller if bearer.type is CardType.ASSET \
            else None

    def new_lasting(self, ability: Ability, bearer: str, source: str | None = None) -> AbilityState:
        """A lasting effect created during the replay, kept on the investigator it applies to; ``source`` is the card
        whose ability made it (an end event may name it)."""
        self._serial += 1
        state = AbilityState(f"{bearer}#lasting{self._serial}", ability, bearer, owner=bearer, source=source)
        self.investigators[bearer].abilities.append(state)
        return state

    # -- periods ----------------------------------------------------------------------------
    def period_key(self, period: LimitPeriod) -> tuple[Any, ...]:
        """Identifies the current period for limits ('Limit X per ...')."""
        if period is LimitPeriod.TURN:
            return ("turn", self.round, self.turn_serial)
        if period is LimitPeriod.PHASE:
            return ("phase", self.round, self.phase)
        if period is LimitPeriod.ROUND:
            return ("round", self.round)
        if period is LimitPeriod.TEST:
            return ("test", self.test_serial)
        return ("game",)

    # -- queries -----------------------------------------------------------------------------
    def kind_of(self, name: str | None) -> str | None:
        """'investigator', 'location', a cardtype, or None."""
        if name is None:
            return None
        if name in self.investigators:
            return "investigator"
        if name in self.locations:
            return "location"
        card = self.cards.get(name)
        return card.type.value if card else None

    def in_game(self, name: str) -> bool:
        """Whether the entity is in play (investigators: not eliminated)."""
        if name in self.investigators:
            return not self.investigators[name].eliminated
        if name in self.locations:
            return True
        card = self.cards.get(name)
        return card is not None and card.zone == PLAY

    def location_of(self, name: str | None) -> str | None:
        """Where an entity is: investigators, enemies (engaged: their investigator's), assets."""
        if name is None:
            return None
        if name in self.investigators:
            inv = self.investigators[name]
            return None if inv.eliminated else inv.location
        if name in self.locations:
            return name
        card = self.cards.get(name)
        if card is None or card.zone != PLAY:
            return None
        if card.engaged:
            return self.location_of(card.engaged)
        if card.attached_to:
            return self.location_of(card.attached_to)
        if card.location:
            return card.location
        holder = card.controller or card.threat_area
        return self.location_of(holder) if holder else None

    def controller_of(self, name: str | None) -> str | None:
        """The investigator that controls (or, for an enemy, is engaged with) an entity."""
        if name is None:
            return None
        if name in self.investigators:
            return name
        card = self.cards.get(name)
        if card is None:
            return None
        if card.zone == HAND:
            return card.owner or card.controller  # a hidden encounter card: its holder
        return card.controller or card.engaged or card.threat_area

    def player_order(self) -> list[str]:
        """Investigators still in the game, lead first (In Player Order)."""
        start = self.seating.index(self.lead) if self.lead in self.seating else 0
        order = self.seating[start:] + self.seating[:start]
        return [n for n in order if not self.investigators[n].eliminated]

    def investigators_at(self, location: str | None) -> list[str]:
        return [n for n in self.player_order() if self.investigators[n].location == location]

    def enemies_at(self, location: str | None) -> list[str]:
        return [c.name for c in self.cards.values()
                if c.type is CardType.ENEMY and c.zone == PLAY and self.location_of(c.name) == location]

    def engaged_enemies(self, investigator: str) -> list[str]:
        return [c.name for c in self.cards.values()
                if c.type is CardType.ENEMY and c.zone == PLAY and c.engaged == investigator]

    def engaged_with(self, investigator: str) -> list[str]:
        """Enemies engaged with an investigator: in the threat area, and ready massive enemies at the
        investigator's location (Massive: engaged with each investigator at its location)."""
        out = self.engaged_enemies(investigator)
        here = self.location_of(investigator)
        for c in self.cards.values():
            if (c.type is CardType.ENEMY and c.zone == PLAY and standing.bears(c, "massive") and not c.exhausted
                    and c.engaged is None and c.location == here and c.name not in out):
                out.append(c.name)
        return out

    def is_engaged(self, name: str) -> bool:
        """Whether a card in play is engaged with any investigator: in a threat area, or a ready Massive enemy at an
        investigator's location (Massive)."""
        card = self.cards.get(name)
        return card is not None and (card.engaged is not None
                                     or any(name in self.engaged_with(i) for i in self.investigators))

    def host_of(self, name: str) -> str | None:
        """The card or location ``name`` is attached to (Attach To), if it is attached."""
        card = self.cards.get(name)
        return card.attached_to if card is not None else None

    def assets_of(self, investigator: str) -> list[Card]:
        return [c for c in self.cards.values()
                if c.type is CardType.ASSET and c.zone == PLAY and c.controller == investigator]

    def current_agenda(self) -> str | None:
        return next((c.name for c in self.cards.values() if c.type is CardType.AGENDA and c.zone == PLAY), None)

    def agendas_in_play(self) -> list[str]:
        """Every agenda in play: the current agenda of each agenda deck (Act Deck and Agenda Deck)."""
        return [c.name for c in self.cards.values() if c.type is CardType.AGENDA and c.zone == PLAY]

    def agenda_of_deck(self, letter: str) -> str | None:
        """The current agenda of the agenda deck of ``letter``: the agenda in play whose number ends in it."""
        return next((name for name in self.agendas_in_play()
                     if deck_letter(self.cards[name].spec.number) == letter), None)

    def cost_agendas(self, deck: str | None) -> list[str]:
        """The agendas a cost's doom goes on (its ``agenda-deck``: a letter, ``each``, or None: the current agenda)."""
        agendas = self.agendas_in_play()
        return cost_agendas(agendas, {a: deck_letter(self.cards[a].spec.number) for a in agendas}, deck)

    def current_act(self) -> str | None:
        return next((c.name for c in self.cards.values() if c.type is CardType.ACT and c.zone == PLAY), None)

    def doom_holders(self) -> list[Card | Location]:
        """Every card in play and location with doom on it: "doom on cards other than the agenda (such as
        enemies, allies, locations, etc.) counts towards the amount of doom in play" (Doom)."""
        return [c for c in self.cards.values() if c.zone == PLAY and c.doom] + [
            loc for loc in self.locations.values() if loc.doom]

    def doom_in_play(self) -> int:
        """Doom on the agenda and on every other card in play, locations included (Doom)."""
        return sum(h.doom for h in self.doom_holders())

    def live_abilities(self) -> list[AbilityState]:
        """Abilities that can interact with the game now: on investigators still in the game,
        locations, cards in play, and fast events in hand (Ability: only in-play cards interact,
        unless the card says otherwise)."""
        out: list[AbilityState] = []
        for name in self.player_order():
            out.extend(self.investigators[name].abilities)
        for loc in self.locations.values():
            out.extend(loc.abilities)
        for card in self.cards.values():
            if card.zone == PLAY:
                out.extend(a for a in card.abilities if not a.fast_card)
            elif card.zone == HAND and card.owner and not self.investigators[card.owner].eliminated:
                out.extend(a for a in card.abilities if a.fast_card or in_hand.works_from_hand(a.ability))
            elif card.zone == HAND and card.controller in self.investigators and standing.bears(card, "hidden"):
                out.extend(card.abilities)  # Hidden: active in its holder's hand
            elif card.zone == LIMBO:  # a committed skill's effects on the test it is committed to
                out.extend(a for a in card.abilities if works_while_committed(card.type, a.ability))
        return out

    def leaving_abilities(self, event: str, what: str | None) -> list[AbilityState]:
        """The abilities of a card that ``event`` took out of play and whose triggering condition is that very
        transition ("If Helpless Passenger leaves play", "After this enemy is defeated"). A card's abilities
        interact only while it is in play "unless the ability ... specifically references its use from an
        out-of-play area" (Ability): such an ability names the moment its card leaves play, so its 'at', 'if'
        and 'after' windows still see it, from the card as it last was in play (last known information)."""
        card = self.cards.get(what or "")
        if event not in LEAVING_EVENTS or card is None or card.zone == PLAY:
            return []
        return [ab for ab in card.abilities if not ab.fast_card and ab.trigger is not None
                and any(alt.event == event and "self" in alt.what for alt in ab.trigger.alternatives())]

    # -- output ------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """The state as plain JSON-ready data (the trace's ``final_state``)."""
        return {
            "phase": self.phase,
            "round": self.round,
            "step": self.step,
            "turn": self.turn,
            "lead": self.lead,
            "scenario_over": self.scenario_over,
            **({"outcome": self.outcome} if self.outcome else {}),
            "investigators": {
                i.name: {
                    "location": i.location, "damage": i.damage, "horror": i.horror,
                    "health": i.health, "sanity": i.sanity, "resources": i.resources,
                    "clues": i.clues, "actions": i.actions, "hand": list(i.hand),
                    "discard": list(i.discard), "eliminated": i.eliminated, "defeated": i.defeated,
                    "turn_ended": i.turn_ended, "experience": i.experience, **({"role": i.role} if i.role else {}),
                    "lasting": [a.ability.text or a.key for a in i.abilities if a.kind is AbilityKind.LASTING],
                } for i in self.investigators.values()
            },
            "locations": {loc.name: {"clues": loc.clues, "revealed": loc.revealed, "flood": loc.flood,
                                     "shroud": loc.shroud, "doom": loc.doom,
                                     **({"horror": loc.horror} if loc.horror else {})}
                          for loc in self.locations.values()},
            "cards": {
                c.name: {
                    "type": c.type.value, "zone": c.zone, "controller": c.controller,
                    "location": self.location_of(c.name) if c.zone == PLAY else None,
                    "engaged": c.engaged, "damage": c.damage, "horror": c.horror,
                    "exhausted": c.exhausted, "uses": c.uses, "clues": c.clues, "doom": c.doom,
                    **({"sealed": list(c.sealed)} if c.sealed else {}), **({"resources": c.resources} if c.resources else {}),
                    **({"attached_to": c.attached_to} if c.attached_to else {}),
                    **({"side": c.side} if c.side else {}),
                } for c in self.cards.values() if c.zone not in _UNSEEN
            },
            **({"chaos_bag": list(self.chaos_bag)} if self.chaos_bag is not None else {}),
            **({"keys": dict(self.keys), "facedown_keys": sorted(self.facedown_keys)} if self.keys else {}),
            "encounter_discard": list(self.encounter_discard),
            "removed_from_game": list(self.removed),
            "victory_display": list(self.victory_display),
            "exploration_deck": list(self.exploration_deck),
            **({"tekeli_li_deck": list(self.tekeli_li)} if self.tekeli_li else {}),
            "shadows": [c.name for c in self.cards.values() if c.zone == PLAY and c.shadows],
            "concealed": {m.name: {"location": m.location if m.zone == PLAY else None, "zone": m.zone}
                          for m in self.minicards.values()},
            "agenda": self.current_agenda(),
            "act": self.current_act(),
            "doom_in_play": self.doom_in_play(),
            "turns_taken": list(self.turns_taken),
            **self.remembered.to_state(),
            **self.campaign_log.to_state(),
            **({"trauma": {who: {"physical": p, "mental": m} for who, (p, m) in self.trauma.items()}} if self.trauma else {}),
        }
