"""A situation as immutable records: what ``builder.py`` builds from a validated file.

These frozen dataclasses are the engine's input (a cost is ``cost.py``'s). They say what is in play and what the players do
and choose; they never change during a replay (the mutable game state lives in the timing core's
``state.py``), so a situation can be replayed any number of times and always gives the same trace.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .base_values import BaseValue
from .campaign_log import CampaignLogSpec
from .token_modifiers import TokenModifier
from .characteristics import Characteristics
from .cost import Cost
from .count_bound import CountBound
from .finds import Find
from .layout import Layout
from .plan import Choice, Do, RevealSpec, TestSpec
from .titles import title_of
from .vocabulary import (AbilityKind, ActionType, CardType, Designator, Duration, LimitPeriod, Result, Timing,
                         Via, PHASE_PERIODS)


#: The ``event`` of a filter that is any of several (its ``any_of``).
ANY_OF = "any-of"


@dataclass(frozen=True)
class Filter:
    """A triggering condition with filters on its roles (each a tuple of names or selectors)."""

    event: str
    who: tuple[str, ...] = ()
    what: tuple[str, ...] = ()
    source: tuple[str, ...] = ()
    via: Via | None = None
    phase: str | None = None
    skill: str | None = None
    token: tuple[str, ...] = ()
    at_least: int | None = None
    at_most: int | None = None  # "by 2 or less"
    per_investigator: bool = False  # at_least times the investigators who started the scenario (Per Investigator)
    within: str | None = None  # "takes N damage during a single phase": at_least bounds what was taken this period
    unless_entered: tuple[str, ...] = ()  # flood levels: "if you did not enter such a location this turn"
    to: tuple[str, ...] = ()  # enemy-moves: the location it enters
    #: "cannot be damaged except by Spell cards": the occurrences (by ``source`` / ``via``) this filter excepts.
    excepted: Filter | None = None
    #: "When you resign or the game ends": the condition is any of these filters (``event`` is then ``any-of``).
    any_of: tuple[Filter, ...] = ()

    def alternatives(self) -> tuple[Filter, ...]:
        """The one-event filters this condition is any of: itself, or its ``any-of``."""
        return self.any_of or (self,)

    def names(self, event: str) -> bool:
        """Whether an occurrence of ``event`` can fit this condition (one of its alternatives is of that event)."""
        return any(alt.event == event for alt in self.alternatives())


@dataclass(frozen=True)
class Limit:
    """'Limit X per [period]' (Limits and Maximums)."""

    count: int
    per: LimitPeriod
    group: bool = False
    by_title: bool = False  # "Max X per [period]": across all copies (by title), for all players
    #: "Limit once for each investigator per round": counted for the investigator the triggering occurrence names
    each_investigator: bool = False
    #: "Group limit 1 [per_investigator] times per round": the count times the investigators (Per Investigator)
    per_investigator: bool = False


@dataclass(frozen=True)
class CopyLimit:
    """How many copies of a card (by title; with ``trait``, how many cards of that trait) can be in one place: a
    play area ("Limit X in play", "Limit X per investigator": FAQ 2.3) or what an attachment is attached to
    ("Limit X per [card/game element]": Limits and Maximums). Another cannot enter once it is reached."""

    count: int
    group: bool = False  # every play area, not the player's own
    trait: str | None = None
    per: str = "investigator"  # the place it counts: a play area, or the element an attachment is attached to


@dataclass(frozen=True)
class Effect:
    """One aspect of an effect, from the closed effect vocabulary."""

    effect: str
    amount: int | None = None
    to: str | None = None
    who: str | None = None
    location: str | None = None
    enemy: str | None = None
    card: str | None = None
    direct: bool = False
    additional: bool = False  # "take 2 additional damage": more of a dealing in progress (effects/additional.py)
    then: bool = False
    may: bool = False
    text: str = ""
    duration: Duration | None = None
    per: LimitPeriod | None = None  # once: "Once per turn, …": its effects resolve at most once in that period
    applies_to: Filter | None = None
    cannot: bool = False
    additional_cost: Cost | None = None
    cost_modifier: int = 0
    action: ActionType | None = None
    result: Result | None = None
    base: int | None = None
    damage: int = 0
    effects: tuple[Effect, ...] = ()
    skill: str | None = None
    difficulty: int | None = None
    success: tuple[Effect, ...] = ()
    fail: tuple[Effect, ...] = ()
    bonus: int = 0
    automatic: bool = False
    can_advance: bool = False
    gains_surge: bool = False  # draw-encounter-card: the card drawn gains surge (“That card gains surge”)
    skill_modifier: int = 0
    difficulty_modifier: int = 0  # lasting: added to the value tested against, on the cards its `to` picks
    keep: int | None = None
    beneath: int = 0
    count: str | None = None
    ability: int | None = None
    cost: Cost | None = None
    resolve: int | None = None
    token: str | None = None
    deck: str | None = None
    discard_pile: bool = False
    copies: int = 1  # search-deck: how many cards the search finds ("for 2 copies of Swarm of Rats")
    replace_result: bool = False
    cancels: bool = False  # lasting: each matching occurrence is canceled as it would happen ("Cancel all attacks …")
    unexhausted: bool = False  # evade: a successful evasion does not exhaust the enemy ("do not exhaust it")
    zone: str | None = None
    random: bool = False
    side_type: str | None = None  # flip-card: the card type of the side it turns to ("to its enemy side")
    role: str | None = None  # switch-role: the role (class) the investigator switches to (Classes)
    find: Find | None = None
    found: str | None = None
    finds: int = 1  # search-deck: up to this many cards found ("for up to 3 different …"), the player's choice
    different: bool = False  # search-deck: each card found of another title than the others ("different")
    shuffle: bool = False  # search-deck: the searched deck is shuffled on completion, even a search of its top cards
    enters_play: tuple[tuple[str, int], ...] = ()  # put-into-play: the state it enters play in (Enters Play)
    tokens: str | None = None
    source: str | None = None  # move-tokens: the holder the tokens leave (the situation's `from`)
    group: bool = False  # move-tokens: its amount is what the holders `from` picks give up together ("as a group")
    toward: str | None = None  # move-enemy: what the enemy moves toward, one connection at a time
    key: str | None = None  # give-keys: the one key given (none: every key)
    use_type: str | None = None  # place-tokens: the type of the uses placed ("Add 2 charges")
    memory: str | None = None  # remember: the key phrase, as printed
    campaign_log: bool = False  # remember, add-chaos-token: recorded in the Campaign Log (kept beyond the scenario)
    every: int = 1  # a for-each's "for every 2 points": one instance per this many counted
    condition: Condition | None = None  # if: the count of the state its effects need
    otherwise: tuple[Effect, ...] = ()  # if: what resolves when the condition does not hold ("Otherwise, …")
    done: tuple[Effect, ...] = ()  # if-able: what resolves once its effects were done ("You may X. If you do, Y.")
    shroud: int = 0  # investigate: the location's shroud modified for this investigation
    symbols: tuple[str, ...] = ()  # if-revealed: the chaos tokens it asks for ("a [skull] or [auto_fail] symbol")
    after_test: bool = False  # if-revealed: its effects wait until the test has ended ("after this test resolves")
    revealed: tuple[Effect, ...] = ()  # a test's (or designated action's) if-revealed effects, checked at ST.4
    characteristics: Characteristics | None = None  # lasting: text box blanked, immunity, keywords (Blank; Immune; Gains)
    no_commit: Condition | None = None  # test: "you cannot commit cards to this skill test" while it holds (empty: always)
    max: int | None = None  # test: at most this many of its `count` added to the difficulty ("(X), where X is … (max 5)")
    harder: tuple[int, Condition] | None = None  # test: "This test has +2 difficulty if …": (by, condition; empty: always)
    skill_instead: str | None = None  # lasting: the skill used in place of the one its filter tests (skill_value.py)
    #: enemy-attacks: what resolves when one of its attacks deals horror (damage) in excess of the attacked
    #: investigator's sanity (health); "you" is that investigator (procedures/excess.py)
    horror_excess: tuple[Effect, ...] = ()
    damage_excess: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class Condition:
    """A bounded count of the game's state: ``count`` (one of the state counts) at least / at most a number;
    and, for an ability's condition before the colon, the time period ``during`` which it may be used. One record
    for every such condition: an ability's "If there are no clues here:", a constant's "while", a trigger's
    trailing "if", an event's "Play only if there is a clue on your location", a chaos token's "instead if"."""

    count: str | None = None
    at_least: int | None = None
    at_most: int | None = None
    during: str | None = None  # your-turn, any-turn, turn-at-your-location; skill-test, attack: one being made
    card: str | None = None  # "if Hastur is ready": the card (``self``, or its name) whose ``state`` is checked
    #: in-play, not-in-play, ready, exhausted, engaged, unengaged, (not-)at-your-location, (not-)controlled (by you),
    #: (not-)controlled-by-any (by anyone / by no one), (not-)in-your-hand, entered-play-this-turn (-phase, -round),
    #: (not-)connected (a location, to yours), (not-)attached (to a card or location)
    state: str | None = None
    per_investigator: bool = False  # the bounds times the investigators who started the scenario (Per Investigator)
    using: str | None = None  # what the test or attack is made using: ``self`` (the ability's card), ``trait:<Trait>``
    at: str | None = None  # "While Bog Gator is at a Bayou location": the location filter the card must be at
    fewer_than: int | None = None  # "fewer than 2 clues per investigator": below this (with per_investigator: times N)
    all_of: tuple[Condition, ...] = ()  # "if Winged One is ready and unengaged": each of these holds (nothing beside)
    greater_than: CountBound | None = None  # "horror on you greater than twice your sanity": above another count
    moving: str | None = None  # with during enemy-moving: the filter the moving enemy meets ("a Byakhee enemy")

    def describe(self) -> str:
        bound = " and ".join(p for p in (f"at least {self.at_least}" if self.at_least is not None else "",
                                         f"at most {self.at_most}" if self.at_most is not None else "",
                                         f"fewer than {self.fewer_than}" if self.fewer_than is not None else "",
                                         self.greater_than.describe() if self.greater_than else "") if p)
        bound += " per investigator" if self.per_investigator else ""
        parts = [f"{self.count}: {bound}"] if self.count else [" and ".join(c.describe() for c in self.all_of)] \
            if self.all_of else []
        if self.card:
            parts.append(f"{self.card} {self.state}" + (f" at {self.at}" if self.at else ""))
        if self.during:
            parts.append(self._period())
        return "; ".join(parts)

    def _period(self) -> str:
        """The time period in words: "during your turn", "during an attack using this card"."""
        if self.during in ("skill-test", "attack"):
            using = self.using or ""
            named = "this card" if using == "self" else \
                f"a {using.removeprefix('trait:')} card" if using.startswith("trait:") else using
            return f"during {'an attack' if self.during == 'attack' else 'a skill test'}" \
                + (f" using {named}" if named else "")
        if self.during == "enemy-moving":
            return "while " + (f"a {self.moving.replace('-', ' ')} is moving" if self.moving else "an enemy is moving")
        return {"your-turn": "during your turn", "turn-at-your-location": "during the turn of an investigator at your "
                "location", **PHASE_PERIODS}.get(self.during or "", "during an investigator's turn")


@dataclass(frozen=True)
class Ability:
    """An ability on a card, a location or an investigator."""

    kind: AbilityKind
    timing: Timing | None = None
    trigger: Filter | None = None
    effects: tuple[Effect, ...] = ()
    cost: Cost = field(default_factory=Cost)
    limit: Limit | None = None
    used: int = 0
    use: bool = True
    text: str = ""
    designator: Designator | None = None
    provokes: bool = True  # False: "This action does not provoke attacks of opportunity", as its card says
    uncancelable: bool = False  # True: "Cannot be canceled." after its effects (their cancel is forbidden)
    duration: Duration | None = None
    applies_to: Filter | None = None
    cannot: bool = False
    declinable: bool = False  # constant: the matching resource gains may be declined (Dark Horse)
    additional_cost: Cost | None = None
    cost_modifier: int = 0
    skill_modifier: int = 0
    opening_hand_modifier: int = 0
    amount_modifier: int = 0  # constant: added to what a framework step (`via: framework`) draws or gains
    difficulty_modifier: int = 0
    difficulty_is: str | None = None  # constant: the count the tests it governs are decided against, for the printed value
    health_modifier: int = 0  # constant: added to the health of what `damage-dealt` names (Health and Damage)
    per_investigator: bool = False  # constant: the health modifier is multiplied by the investigators (Per Investigator)
    for_each: str | None = None  # constant: a value modifier applies once for each of this count ("+1 fight for each …")
    attack_damage_modifier: int = 0  # constant: added to the damage of the attacks `enemy-attack` names (its source)
    attack_horror_modifier: int = 0  # constant: added to the horror of those attacks (Enemy Attacks, Modifiers)
    sanity_modifier: int = 0  # constant: added to the sanity of what `horror-dealt` names (Sanity and Horror)
    time: str | None = None  # "(Day)" or "(Night)": active only if the scenario is played during that time
    skill_instead: str | None = None  # constant: the skill an `investigate` it applies to is made with
    treat_as: str | None = None  # constant: the chaos token each token its `reveal-chaos-token` names resolves as
    treat_may: bool = False  # constant: its treat-as is the player's choice at each reveal ("you may choose to")
    permits: str | None = None  # constant: cards its `play-card` may play as if in hand; a `commit-card` check it relaxes
    additional_action: tuple[str, ...] | None = None  # constant: an action more each turn (traits: only on those)
    additional_action_plays: bool = False  # constant: that restricted action may also play cards of those traits
    #: constant: the bearer may be assigned the damage/horror dealt to the investigators `applies-to` names
    assignable: bool = False
    #: constant: that damage/horror must be assigned to the bearer (as much as it can take) before its investigator
    assign_first: bool = False
    #: constant: that damage/horror goes, as much as possible, to a single card before another (its source's attack)
    assign_single: bool = False
    treat_direct: bool = False  # constant: the damage/horror its applies-to names is direct (Direct Damage, Direct Horror)
    hand_count: int = 0  # constant: each card in hand its check-hand-size names as source counts as this many
    other_doom_subtracts: bool = False  # constant: doom on cards other than the checked agenda subtracts (Doom)
    #: constant on perform-action: (period, kinds): it applies only to the first action of those kinds each period
    first_each: tuple[str, tuple[str, ...]] | None = None
    path: str = ""
    condition: Condition | None = None  # action and free: checked with the play restrictions; constant: its "while"
    #: Who else may use it (FAQ 1.2, a card that "explicitly allows" it): ``any`` investigator, or any ``at-location``
    #: (at the card's location) — "Any investigator at Lady Esprit's location may activate this ability".
    by: str | None = None
    connects: tuple[str, tuple[str, ...], bool] | None = None  # constant: (from, to, only while hunting) (Move)
    #: constant: the location filter the enemies its ``enemy-moves`` applies-to names move toward instead (Lure's "each
    #: enemy that moves does so along the shortest path toward the attached location"; procedures/luring.py)
    moves_toward: str | None = None
    characteristics: Characteristics | None = None  # constant/lasting: text box blanked, immunity, keywords gained
    base_value: BaseValue | None = None  # constant: the base value of skills set, raised to or doubled (Base Value)
    token_modifier: TokenModifier | None = None  # constant: the modifier of the tokens its reveal names, changed
    icon_factor: int = 1  # constant: what the committed icons of the tests it governs count for ("double": 2)
    cannot_increase: bool = False  # constant: the skill value of the tests it governs is never raised (procedures/unraised.py)


@dataclass(frozen=True)
class TokenEffect:
    """What a chaos token symbol does: the scenario reference card's line, or an elder sign ability."""

    modifier: int = 0
    effects: tuple[Effect, ...] = ()
    automatic: Result | None = None
    text: str = ""
    count: str | None = None  # the modifier is `modifier` for each of these ("+1 for each clue on your location")
    max: int | None = None  # at most this many counted ("(max 5)")
    again: bool | Condition = False  # "Reveal another token"; a Condition: only while it holds ("If …, reveal …")
    if_success: tuple[Effect, ...] = ()  # "If you succeed, …": a result of the test (ST.7)
    if_fail: tuple[Effect, ...] = ()  # "If you fail, …"
    instead_modifier: int = 0  # "-1 (-3 instead if …)": the modifier while `instead_if` holds
    instead_if: Condition | None = None
    #: "This token has an additional -1 for each Innocent Reveler underneath the agenda deck": (modifier, count, max)
    #: added to the modifier above, whichever it is (the printed number and its additional one, Chaos Tokens)
    additional: tuple[int, str, int | None] | None = None


@dataclass(frozen=True)
class Objective:
    """An act's "Objective –" requirement that is a state of the game: met, the act advances (a standing
    rule). ``each_at``: each undefeated investigator is at that location; ``no_clues``: that location has
    no clues; ``condition``: a count of the state within its bounds. Every part given must hold."""

    each_at: str | None = None
    no_clues: str | None = None
    text: str = ""  # the printed objective
    #: Spending the act's clue threshold as a group ("Only investigators at X may spend the requisite number of
    #: clues, as a group, to advance"): only investigators at ``spend_at`` may contribute (None: any).
    spend_at: str | None = None
    #: "When the investigators have collected the requisite number of clues, they must immediately spend them
    #: and advance": a standing rule, as soon as the investigators' clues reach the threshold.
    collect: bool = False
    #: "If there are 4 [per_investigator] resources on Gondola, advance": a bounded count of the state, counted for
    #: the act (or agenda) itself ("on this act": ``self``) and the lead investigator.
    condition: Condition | None = None
    #: "If each undefeated investigator has resigned, advance": every investigator eliminated, one at least by
    #: resigning — met as the last one is eliminated, before Elimination's step 6 ends the scenario.
    each_resigned: bool = False
    #: "Survive three nights. (Do not advance until you are instructed.)": a goal and no requirement the act checks —
    #: the objective overrides spending clues, and only another card's instruction (an ``advance``) advances it.
    instructed: bool = False


@dataclass(frozen=True)
class CardSpec:
    """A card in play, in a hand or deck, or in the encounter deck."""

    name: str
    type: CardType
    text: str = ""
    controller: str | None = None
    owner: str | None = None
    engaged: str | None = None
    location: str | None = None
    threat_area: str | None = None
    attached_to: str | None = None  # the location or card in play it is attached to (Attach To)
    health: int | None = None
    sanity: int | None = None
    damage: int = 0
    horror: int = 0
    fight: int | None = None
    evade: int | None = None
    attack_damage: int = 0
    attack_horror: int = 0
    keywords: frozenset[str] = frozenset()
    exhausted: bool = False
    cost: int = 0
    uses: int = 0
    clues: int = 0
    doom: int = 0
    threshold: int | None = None
    number: str | None = None  # an act or agenda: its printed number, "2a" (core/story.py)
    weakness: bool = False
    unique: bool = False  # a unique card (✷ before its title: Uniqueness), the composed filters' ``unique`` qualifier
    vengeance: int = 0  # Vengeance X: to the victory display as it is defeated or has resolved
    victory: int = 0  # Victory X: likewise, to the victory display as it is defeated or has resolved
    immune: tuple[str, ...] = ()  # Immune: the sets of effects that cannot affect it (core/immunity.py)
    concealed: int | None = None  # Concealed X: drawn, it spawns into the shadows and deals X decoys
    patrol: tuple[str, ...] = ()  # Patrol (X): the designated location(s) a patrol enemy moves toward at 3.2
    designator: Designator | None = None
    provokes: bool = True  # an event played as an action: False when its card says it does not provoke
    effects: tuple[Effect, ...] = ()
    play_when: tuple[Timing, Filter] | None = None
    play_during: str | None = None
    play_if: Condition | None = None
    commit_if: Condition | None = None  # a skill's "Commit to a skill test only if …" (a count of the state)
    commit_own_test: bool = False  # a skill's "Commit only to a skill test you are performing"
    use: bool = True
    abilities: tuple[Ability, ...] = ()
    icons: tuple[tuple[str, int], ...] = ()
    if_success: tuple[Effect, ...] = ()
    if_fail: tuple[Effect, ...] = ()
    double_results: bool = False
    double_difficulty: bool = False
    halve_difficulty: bool = False  # committed: the difficulty halved, rounded up after all modifiers (Modifiers)
    commit_result: Result | None = None  # committed: the test automatically fails / succeeds (Possession)
    spawn: str | None = None
    prey: str | None = None
    put_into_play: str | None = None
    discard_when_empty: bool = False  # "If X has no supplies, discard it": out of uses, discarded (Uses)
    cost_x: bool = False  # a resource cost of X: X chosen by its player as it is played (The Letter "X")
    uses_x: bool = False  # "Uses (X ammo)": X the value chosen for its cost X as it was played, else 0
    starting_resources: int = 0  # "You start each game with 2 fewer resources": -2 to setup step 7 (Appendix III)
    discard_if: Condition | None = None  # "If there is no doom on attached location, discard X": once it holds
    enters_play: tuple[tuple[str, int | str], ...] = ()  # "X enters play exhausted / with 2 doom on it"; a `count`
    seal_keyword: tuple[str, ...] = ()  # "Seal (X)": the token(s) one of which is sealed as it enters play (Seal)
    bearer: str | None = None  # a key: the investigator, story asset or enemy it is attached to (Keys)
    side: str | None = None  # a key: "stable" or "unstable" faceup
    stable_shift: tuple[Effect, ...] = ()  # a key: its Stable side's shift ability
    unstable_shift: tuple[Effect, ...] = ()  # a key: its Unstable side's shift ability
    max_played: Limit | None = None  # "Max X per [period]" on a card: plays of all copies (by title)
    max_committed: Limit | None = None  # "Max X committed per [period]": commits of all copies (by title)
    area_limit: CopyLimit | None = None  # "Limit X in play" / "per investigator": copies in a play area
    attach_limit: CopyLimit | None = None  # "Limit X per location": copies attached to one card or location
    use_type: str | None = None  # "Uses (3 ammo)": the type of use it bears, and no other (Uses (X Type))
    slots: tuple[str, ...] = ()  # the slots an asset fills, one per symbol (Slots)
    beneath: str | None = None  # a set-aside card underneath this location or card in play
    objective: Objective | None = None  # an act's objective met by a state of the game
    reverse: tuple[Effect, ...] = ()
    resolution: str | None = None
    traits: tuple[str, ...] = ()
    classes: tuple[str, ...] = ()  # a player card's class(es); none: neutral (Classes)
    other_side: CardSpec | None = None  # a double-sided card's other side, taken when it flips (flip-card)
    connections: tuple[str, ...] = ()  # a location card in the exploration deck
    shroud: int = 0  # a location card in the exploration deck
    shadows: bool = False  # an enemy in the shadows (Concealed X): in play, at no location
    swarm: int = 0  # swarm cards underneath this host enemy (Swarming X)
    host: str | None = None  # for a swarm card: its host enemy
    sealed: tuple[str, ...] = ()
    path: str = ""

    @property
    def title(self) -> str:
        """The card's title: its name without the " #2" that tells copies apart (every name is unique)."""
        return title_of(self.name)


@dataclass(frozen=True)
class InvestigatorSpec:
    """An investigator: location, numbers, hand and abilities."""

    name: str
    location: str
    health: int
    sanity: int
    damage: int = 0
    horror: int = 0
    resources: int = 0
    clues: int = 0
    actions: int | None = None  # left this turn; None: a fresh turn's (3, and the additional ones)
    skills: tuple[tuple[str, int], ...] = ()
    hand: tuple[CardSpec, ...] = ()
    deck: tuple[CardSpec, ...] = ()
    discard: tuple[CardSpec, ...] = ()  # the investigator's discard pile, top (most recent) last
    abilities: tuple[Ability, ...] = ()
    text: str = ""
    elder_sign: TokenEffect | None = None
    additional_actions: int = 0
    restricted_actions: tuple[tuple[tuple[str, ...], str], ...] = ()
    experience: int = 0
    slots: tuple[tuple[str, int], ...] = ()  # slot types whose number differs from the normal (Slots)
    trauma: tuple[int, int] = (0, 0)  # (physical, mental): placed at setup step 2
    begin_in_play: tuple[str, ...] = ()  # "You begin the game with Duke in play": put into play at setup step 4
    role: str | None = None  # the investigator's class, or the role chosen (Lola Hayes); None: neutral
    path: str = ""


@dataclass(frozen=True)
class LocationSide:
    """The other side of a double-sided location (e.g. Spectral), taken when it flips."""

    shroud: int = 0
    abilities: tuple[Ability, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class LocationSpec:
    """A location in play."""

    name: str
    connections: tuple[str, ...] = ()
    clues: int = 0
    shroud: int = 0
    revealed: bool = True
    vengeance: int = 0  # Vengeance X: to the victory display at the end of the scenario, revealed and cleared
    victory: int = 0  # Victory X: likewise, at the end of the scenario if revealed and with no clues
    clue_value: int = 0  # an unrevealed location's clue value: clues placed on it as it is revealed
    abilities: tuple[Ability, ...] = ()
    text: str = ""
    flood: str = "unflooded"
    doom: int = 0
    horror: int = 0  # horror a card placed on the location ("Place 1 horror on each location with no horror …")
    other_side: LocationSide | None = None
    path: str = ""
    traits: tuple[str, ...] = ()  # "Central", "Woods": what "a Central location" picks
    haunted: tuple[Effect, ...] = ()  # its "Haunted –" abilities (procedures/haunted.py)


@dataclass(frozen=True)
class ResolutionSpec:
    """A scenario resolution (campaign play): its text and the experience it earns."""

    text: str = ""
    experience: int = 0
    earned: bool = True  # False: "No experience points are earned" (e.g. a replay instruction)
    spend: bool = True  # False: earned, but not spent until after the next scenario (V-A and V-B)


@dataclass(frozen=True)
class ConcealedSpec:
    """A concealed mini-card in play at a location: an enemy's (``enemy``) or a decoy."""

    name: str
    location: str
    enemy: str | None = None


@dataclass(frozen=True)
class Situation:
    """A whole described situation."""

    game: str
    title: str
    investigators: tuple[InvestigatorSpec, ...]
    locations: tuple[LocationSpec, ...]
    cards: tuple[CardSpec, ...] = ()
    encounter_deck: tuple[CardSpec, ...] = ()
    do: tuple[Do, ...] = ()
    choices: tuple[Choice, ...] = ()
    summary: str = ""
    question: str = ""
    source: str = ""
    phase: str = "investigation"
    round: int = 1
    turn: str | None = None
    lead: str | None = None
    start: str | None = None
    until: str | None = None
    tests: tuple[TestSpec, ...] = ()
    chaos_tokens: tuple[tuple[str, TokenEffect], ...] = ()
    difficulty: str | None = None  # easy, standard, hard, expert (Difficulty Level)
    chaos_tokens_hard: tuple[tuple[str, TokenEffect], ...] | None = None  # the reference card's Hard/Expert side
    agenda_deck: tuple[CardSpec, ...] = ()
    act_deck: tuple[CardSpec, ...] = ()
    set_aside: tuple[CardSpec, ...] = ()
    exploration_deck: tuple[CardSpec, ...] = ()
    tekeli_li_deck: tuple[CardSpec, ...] = ()  # the Tekeli-li weaknesses (Edge of the Earth), top first
    concealed: tuple[ConcealedSpec, ...] = ()
    turns_taken: tuple[str, ...] = ()
    campaign_log: CampaignLogSpec = CampaignLogSpec()  # the Campaign Log and the phrases remembered, as it starts
    resolutions: tuple[tuple[str, ResolutionSpec], ...] = ()
    time: str | None = None  # 'day' or 'night': the Time Marker's (Day and Night)
    mode: str = "campaign"  # or 'standalone' (Winning and Losing)
    setup: bool | str = False  # True: step 8 alone; 'all': every step of Appendix III
    reveals: tuple[RevealSpec, ...] = ()
    chaos_bag: tuple[str, ...] | None = None
    keys: tuple[tuple[str, str, bool], ...] = ()  # key tokens: (colour, what it is on, facedown) (Key Tokens)
    layout: Layout | None = None  # where the locations lie (layout.py): connections stated by position
    #: what the situation left out and the builder took a default for: (what it took, the rule's key)
    defaults: tuple[tuple[str, str], ...] = ()


def swarm_names(host: str, n: int) -> list[str]:
    """The names the engine gives the swarm cards underneath ``host`` (Swarming X)."""
    return [f"{host} (swarm card {k})" for k in range(1, n + 1)]


def swarm_specs(spec: CardSpec) -> list[CardSpec]:
    """One card per swarm card: the host's values and text, under its own name (Swarming X)."""
    # Tokens sealed on the host stay on the host: a swarm card is a copy of its values and text, not of its tokens.
    return [replace(spec, name=name, swarm=0, host=spec.name, sealed=())
            for name in swarm_names(spec.name, spec.swarm)]
