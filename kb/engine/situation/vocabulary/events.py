"""The triggering conditions: the closed list of events an ability's trigger names, with their roles,
the filters only some events accept, and the selectors a role filter may use."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EventType:
    """One triggering condition of the vocabulary: its roles and the rules that define it."""

    name: str
    summary: str
    roles: dict[str, str]
    rules: tuple[str, ...]


#: The kinds of skill test a test event's ``via`` says (Via): a Parley ability's test is made during its parley action.
_TEST_KINDS = "investigate, fight, evade, parley (a Parley ability's test) or test"


def _event(name: str, summary: str, rules: tuple[str, ...], **roles: str) -> EventType:
    return EventType(name, summary, roles, rules)


#: The roles an occurrence may fill and a filter may name (each event has some of them).
ROLES = ("who", "what", "source", "to")

#: The closed list of triggering conditions. Every ability's trigger names one of these.
EVENTS: dict[str, EventType] = {
    e.name: e
    for e in (
        _event("play-card", "a card is played (initiation steps 3-4; 'when' is the cancel point)",
               ("ahlcg/rr/appendix-i", "ahlcg/rr/play"),
               who="the investigator playing it", what="the card played"),
        _event("ability-triggered",
               "a triggered ability initiates (initiation steps 3-4; 'when' is the cancel point)",
               ("ahlcg/rr/appendix-i", "ahlcg/rr/ability/triggered-abilities"),
               who="the investigator using it", what="the card bearing the ability",
               via="the kind of ability: activate ([action]), free or reaction (a constant 'cannot trigger [free] "
                   "abilities' forbids initiating them, Cannot)"),
        _event("enemy-attack", "an enemy attacks an investigator",
               ("ahlcg/rr/attack-of-opportunity", "ahlcg/rr/retaliate", "ahlcg/rr/3-3"),
               who="the attacked investigator", source="the attacking enemy",
               via="opportunity, retaliate, alert, enemy-phase or effect"),
        _event("damage-dealt",
               "damage is dealt to a card ('when': assigned, not yet placed; 'after': placed)",
               ("ahlcg/rr/dealing-damage-horror",),
               who="the investigator taking it (or controlling the asset that takes it)",
               what="the investigator, asset or enemy it is assigned to",
               source="the card dealing it",
               via="effect, or the kind of attack (`attack` matches them all: opportunity, retaliate, alert, "
                   "enemy-phase)"),
        _event("horror-dealt",
               "horror is dealt to a card ('when': assigned, not yet placed; 'after': placed)",
               ("ahlcg/rr/dealing-damage-horror",),
               who="the investigator taking it (or controlling the asset that takes it)",
               what="the investigator or asset it is assigned to",
               source="the card dealing it",
               via="effect, or the kind of attack (`attack` matches them all: opportunity, retaliate, alert, "
                   "enemy-phase)"),
        _event("horror-in-excess",
               "horror placed on an investigator lies past his or her sanity (after step 2 of dealing it, before the "
               "defeat check: \u201cIf Hastur's attack deals you horror in excess of your sanity\u201d)",
               ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/sanity-and-horror", "ahlcg/faq/2-2"),
               who="the investigator", what="the investigator",
               source="the card dealing it", via="as `horror-dealt`'s"),
        _event("damage-in-excess",
               "damage placed on an investigator lies past his or her health (after step 2 of dealing it, before the "
               "defeat check)",
               ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/health-and-damage", "ahlcg/faq/2-2"),
               who="the investigator", what="the investigator",
               source="the card dealing it", via="as `damage-dealt`'s"),
        _event("defeated", "an investigator, asset or enemy is defeated",
               ("ahlcg/rr/defeat",),
               what="the defeated card", source="the card whose damage or horror defeated it",
               who="the investigator who controls that source (who 'defeats' it)",
               via="damage (its damage reached its health), horror (its horror its sanity), damage-and-horror (both at "
                   "once: `damage` and `horror` each match it); none when a card ability defeated it"),
        _event("eliminated", "an investigator is eliminated (defeat or resignation)",
               ("ahlcg/rr/elimination",), who="the eliminated investigator", via="defeat or resign"),
        _event("game-ends",
               "the game ends for an eliminated investigator (Elimination errata, step 0), or for every investigator "
               "still playing as the scenario ends (Winning and Losing)",
               ("ahlcg/errata/rr-elimination", "ahlcg/rr/winning-and-losing"),
               who="the eliminated investigator (none as the scenario ends)"),
        _event("move", "an investigator moves: leaves one location and enters another",
               ("ahlcg/rr/move",), who="the moving investigator",
               what="the location entered", source="the location left",
               via="effect (a card effect moved him or her) or encounter (an encounter card's effect, which `effect` "
                   "matches too); none for the move action"),
        _event("engage", "an investigator and an enemy become engaged",
               ("ahlcg/rr/enemy-engagement",), who="the investigator", what="the enemy"),
        _event("investigate", "an investigator investigates a location",
               ("ahlcg/rr/investigate-action",), who="the investigator", what="the location"),
        _event("fight", "an investigator attacks an enemy", ("ahlcg/rr/fight-action",),
               who="the investigator", what="the enemy", source="the card fought with"),
        _event("evade", "an investigator attempts to evade an enemy",
               ("ahlcg/rr/evade-evade-action",), who="the investigator", what="the enemy"),
        _event("evaded", "an enemy is evaded: by a successful evasion or an automatic evade ('when': before it "
               "exhausts and disengages)", ("ahlcg/rr/evade-evade-action",),
               who="the investigator evading it", what="the enemy"),
        _event("discover-clues", "an investigator discovers clues", ("ahlcg/rr/clues",),
               who="the investigator", what="the location",
               via="investigate (the result of a successful investigation); none when a card ability discovers it"),
        _event("gain-clues", "an investigator gains clues: discovered, moved to him or her, or placed on him or her "
               "from the token pool (Clues) — one timing point with that step", ("ahlcg/rr/clues",),
               who="the investigator"),
        _event("gain-resources", "an investigator gains resources", ("ahlcg/rr/resources",),
               who="the investigator", via="framework (the resource step 4.4 gains); effect (a card effect gains them: 'cannot gain resources "
                   "via card effects' forbids those); none for the resource action"),
        _event("draw-cards", "an investigator draws cards from his or her deck",
               ("ahlcg/rr/drawing-cards",), who="the investigator",
               what="each card drawn: the cards one ability or step draws are drawn simultaneously, one timing point, "
                    "which fits a filter on them when one of them does ('when': the cards on top of the deck)",
               via="framework (the card step 4.4 draws); effect (a card effect draws them); none for the draw action",
               source="the card whose effect draws them (an investigator's ability: the investigator); none for step "
                      "4.4's draw and the draw action ('player-card': 'cannot draw cards via player card effects')"),
        _event("draw-encounter-card", "an investigator draws an encounter card",
               ("ahlcg/rr/encounter-deck", "ahlcg/rr/revelation"),
               who="the investigator", what="the card drawn"),
        _event("place-doom", "doom is placed on a card or location", ("ahlcg/rr/doom",),
               what="the card or location", via="framework (step 1.2 places it); none for any other placement"),
        _event("place-clues", "clues are placed on a card or location: a location revealed (its clue value) or a "
               "card effect", ("ahlcg/rr/clues", "ahlcg/rr/location-cards"), what="the card or location"),
        _event("remove-clues", "clues leave a card or location: removed to the token pool, moved off it by a card effect, "
               "or discovered there (Clues)", ("ahlcg/rr/clues",), what="the card or location",
               who="the investigator taking control of them, when a card effect moves them to him or her (\u201ccannot "
                   "take control of clues\u201d forbids it); none otherwise",
               via="last (the clues removed are all that were there: none is left); none otherwise"),
        _event("heal", "damage or horror is healed", ("ahlcg/rr/heal",),
               who="the investigator healed (or controlling the asset)", what="the card healed",
               via="damage or horror: which is healed ('you cannot heal horror' forbids only that)"),
        _event("exhaust", "a card is exhausted", ("ahlcg/rr/exhaust-exhausted",), what="the card"),
        _event("ready", "a card is readied", ("ahlcg/rr/ready",), what="the card"),
        _event("enters-play", "a card enters play", ("ahlcg/rr/enters-play",),
               who="its controller", what="the card"),
        _event("added-to-victory-display", "a card is added to the victory display (Victory X or Vengeance X as it "
               "is overcome: Victory Display, Victory Points)", ("ahlcg/rr/victory-display-victory-points",),
               what="the card"),
        _event("leaves-play", "a card leaves play", ("ahlcg/rr/leaves-play",), what="the card",
               source="the card whose ability (its effect or its cost) makes it leave play; none for a game step",
               via="discard (it is discarded from play: \u201cwould be discarded\u201d); none for any other way"),
        _event("placed-beneath", "a card is placed underneath the act deck or the agenda deck, out of play, by a card "
               "effect, from play or from an out-of-play area (Act Deck and Agenda Deck; a 'would' ability may replace "
               "it: Instead)", ("ahlcg/rr/act-deck-and-agenda-deck", "ahlcg/rr/in-play-and-out-of-play"),
               who="the investigator resolving the effect that places it (none for a card's own ability with no "
                   "investigator)", what="the card", source="the card whose effect places it",
               via="act-deck or agenda-deck: the deck it is placed beneath"),
        _event("take-control", "an investigator takes control of a card by a card effect (taken, or given to him or "
               "her: Ownership and Control; a set-aside card is put into play in that play area, FAQ 2.7)",
               ("ahlcg/faq/2-7", "ahlcg/rr/asset-cards"), who="the investigator taking control",
               what="the card"),
        _event("turn-ends", "an investigator's turn ends", ("ahlcg/rr/2-2-2",),
               who="the investigator whose turn ends"),
        _event("turn-begins", "an investigator's turn begins (2.2)", ("ahlcg/rr/2-2",),
               who="the investigator whose turn begins"),
        _event("round-begins", "the round begins (1.1)", ("ahlcg/rr/1-1",)),
        _event("round-ends", "the round ends (4.6)", ("ahlcg/rr/4-6",)),
        _event("phase-begins", "a phase begins (1.1, 2.1, 3.1, 4.1); filter with `phase`",
               ("ahlcg/rr/framework-event-details",)),
        _event("phase-ends", "a phase ends (1.5, 2.3, 3.4, 4.6); filter with `phase`",
               ("ahlcg/rr/framework-event-details",)),
        _event("skill-test-begins", "a skill test begins (ST.1); filter with `skill` (`non-combat`: any other skill)",
               ("ahlcg/rr/st-1",), who="the investigator performing the test",
               what="the location or enemy the test is made against", source="the card whose ability prompts it",
               via=_TEST_KINDS),
        _event("commit-card", "a card is committed to a skill test (ST.2)", ("ahlcg/rr/st-2",),
               who="the investigator committing it", what="the committed card"),
        _event("commit-cards", "the cards one investigator committed at ST.2, as one timing point once the step's "
               "commits are made; filter with `at-least` / `at-most` (\u201cAfter you commit exactly 1 card to a skill "
               "test\u201d: both 1)", ("ahlcg/rr/st-2",),
               who="the investigator who committed them (its amount: how many)"),
        _event("reveal-chaos-token", "chaos tokens are revealed for a skill test (ST.3), or by a card effect outside "
               "one; filter with `token`",
               ("ahlcg/rr/st-3", "ahlcg/rr/chaos-tokens"), who="the investigator performing the test (or revealing them)",
               source="the card whose ability prompts the test (or reveals them)",
               via=f"the test's kind ({_TEST_KINDS}; `skill-test`: any of them); none outside a "
               "skill test",
               what="the card the test is made against (the enemy attacked or evaded, the location investigated)"),
        _event("succeed-skill-test",
               "an investigator succeeds at a skill test (ST.6: reactions to success trigger here, FAQ 1.7)",
               ("ahlcg/rr/st-6", "ahlcg/faq/1-7"), who="the investigator performing the test",
               what="the location or enemy the test is made against", source="the card whose ability prompts it",
               via=_TEST_KINDS),
        _event("fail-skill-test",
               "an investigator fails a skill test (ST.6: reactions to failure trigger here, FAQ 1.7)",
               ("ahlcg/rr/st-6", "ahlcg/faq/1-7"), who="the investigator performing the test",
               what="the location or enemy the test is made against", source="the card whose ability prompts it",
               via=_TEST_KINDS),
        _event("skill-test-ends", "a skill test ends (ST.8)", ("ahlcg/rr/st-8",),
               who="the investigator performing the test", source="the card whose ability prompted it"),
        _event("enemy-moves", "an enemy moves to a connecting location (hunter, 3.2) or where a card effect moves it",
               ("ahlcg/rr/hunter", "ahlcg/rr/move"),
               what="the moving enemy", source="the location it leaves", to="the location it enters",
               via="hunter (its hunter keyword, 3.2) or effect (a card effect moved it)"),
        _event("flip", "a double-sided card or location is flipped to its other side (it does not leave play)",
               ("ahlcg/faq/q-when-a-location-flips-from-its-non-spectral",),
               what="the card or location flipped", source="the card whose effect flips it"),
        _event("spawn", "an enemy spawns", ("ahlcg/rr/spawn",),
               who="the investigator spawning it (who drew it)", what="the enemy"),
        _event("perform-action", "an investigator performs an action ('after': it has resolved in full)",
               ("ahlcg/rr/action", "ahlcg/rr/ability/action-designators"), who="the investigator",
               what="the card, enemy or location the action names",
               source="the location the investigator performs it at (where he or she stood as it began)",
               to="the location a move action enters",
               via="the action performed: play, fight, evade, investigate, move, engage, draw, resource, activate, "
                   "parley or resign — an ability with a bold designator performs the designated action (Action "
                   "Designators: \"Fight.\" a fight, \"Parley.\" a parley)"),
        _event("draw-opening-hand", "an investigator draws an opening hand (setup step 8; a 'would' ability may "
               "replace it)", ("ahlcg/rr/appendix-iii",), who="the investigator drawing it"),
        _event("cancel", "an effect cancels an attack, a card's or ability's effects, an encounter card's drawing, or damage "
               "or horror being dealt (prevent; never a timing point: a constant 'cannot be canceled' or 'you cannot "
               "cancel horror' forbids it, Cancel; Cannot)", ("ahlcg/rr/cancel", "ahlcg/rr/cannot"),
               who="the investigator of the canceled occurrence (attacked, playing, triggering, drawing, or taking the "
                   "damage or horror)",
               what="the card whose attack, effects or drawing it is; the investigator or asset the damage or horror "
                    "is assigned to",
               via="attack for an attack; damage or horror for an amount being dealt; none for effects or a drawing"),
        _event("mulligan", "a player takes the mulligan of setup step 8 (never a timing point: a constant 'cannot "
               "mulligan' forbids it, Cannot)", ("ahlcg/rr/mulligan", "ahlcg/rr/cannot"), who="the investigator"),
        _event("spend-clues", "an investigator spends clues to pay a cost — his or her own, or a contribution to one "
               "paid as a group (never a timing point: a constant 'cannot spend clues' forbids it, so such a cost "
               "cannot be paid by him or her, Cannot)", ("ahlcg/rr/costs", "ahlcg/rr/cannot"),
               who="the investigator spending them"),
        _event("earn-experience", "an investigator earns experience in the resolution of a scenario (Campaign Play: "
               "Experience, step 1)", ("ahlcg/rr/campaign-play/experience",), who="the investigator earning it"),
        _event("advance", "the current act or agenda advances", ("ahlcg/rr/act-deck-and-agenda-deck", "ahlcg/rr/doom"),
               what="the advancing act or agenda",
               via="doom (the agenda reached its doom threshold); none when a card effect or clues advance it"),
        _event("reveal-location", "a location is revealed: the first time an investigator enters it",
               ("ahlcg/rr/location-cards",), who="the investigator entering it", what="the location"),
        _event("state-holds", "a state a forced 'If …' ability names arises (its `condition`: \u201cIf Mark Harrigan has "
               "5 or more damage on him\u201d); checked after every step, it occurs once each time the state begins "
               "to hold", ("ahlcg/rr/ability/forced-abilities", "ahlcg/faq/2-2"), what="the card bearing the ability"),
        _event("check-doom-threshold", "the doom in play is counted against an agenda's doom threshold (step 1.3, or "
               "an effect that can advance the agenda; never a timing point: a constant's `other-doom-subtracts` "
               "changes how it is counted)", ("ahlcg/rr/doom", "ahlcg/rr/1-3"),
               what="the agenda whose threshold is checked"),
        _event("check-hand-size", "an investigator's hand size is checked (upkeep step 4.5: more cards than the maximum "
               "are discarded down to it; a constant's `amount-modifier` changes the maximum of 8)",
               ("ahlcg/rr/hand-size", "ahlcg/rr/4-5"), who="the investigator whose hand it is",
               source="a card in that hand as it is counted (a constant's `hand-count`: it counts as several)"),
        _event("slot-limit", "how many slots of a type an investigator has is counted, as an asset enters one (a "
               "constant's `amount-modifier` changes the number: \u201cYou have 1 additional arcane slot\u201d)",
               ("ahlcg/rr/slots",), who="the investigator", what="the slot type (`hand-slot`, `arcane-slot`…)",
               source="an asset that would fill it (a filter on it: slots that can hold only those assets)"),
        _event("enemies-engage",
               "after a move, the timing point at which ready unengaged enemies at the new location would engage "
               "the investigator ('when': before enemies engage you); it occurs even with no enemy there",
               ("ahlcg/rr/enemy-engagement", "ahlcg/faq/q-can-i-use-the-ability-on-track-shoes"),
               who="the investigator who entered", what="the location entered"),
    )
}

#: Events a constant's ``applies-to`` names to change a value, never raised as a timing point: no trigger names them.
VALUE_EVENTS: tuple[str, ...] = ("check-hand-size", "slot-limit", "spend-clues", "check-doom-threshold")

#: Filter fields that only some events accept (besides their roles).
EVENT_FILTERS: dict[str, tuple[str, ...]] = {
    # a phase beginning or ending; an encounter card drawn, cards drawn or played during that phase
    "phase": ("phase-begins", "phase-ends", "draw-encounter-card", "draw-cards", "play-card"),
    "skill": ("skill-test-begins", "succeed-skill-test", "fail-skill-test", "skill-test-ends"),
    "token": ("reveal-chaos-token",),
    "unless-entered": ("turn-ends",),
    "at-least": ("succeed-skill-test", "fail-skill-test", "damage-dealt", "horror-dealt", "place-doom", "place-clues",
                 "discover-clues", "gain-resources", "draw-cards", "gain-clues", "commit-cards"),
    "at-most": ("succeed-skill-test", "fail-skill-test", "commit-cards"),
    "within": ("damage-dealt", "horror-dealt"),
    "per-investigator": ("damage-dealt", "horror-dealt", "place-doom", "place-clues"),
}

#: What a trigger's ``skill`` filter may name: a skill, or ``non-`` one ("When you initiate a non-[combat] test":
#: every test but a combat test).
FILTER_SKILLS: tuple[str, ...] = ("willpower", "intellect", "combat", "agility",
                                  "non-willpower", "non-intellect", "non-combat", "non-agility")

#: Selectors usable in a trigger's role filters (who / what / source), besides a card's name.
FILTER_SELECTORS: dict[str, str] = {
    "any": "anything",
    "self": "the card or investigator bearing the ability",
    "you": "the investigator 'you' refers to (You/Your)",
    "your-cards": "a card you control",
    "yours": "you or a card you control (FAQ 2.1: damage to you includes your assets)",
    "another-investigator": "an investigator other than you",
    "investigators-or-theirs": "an investigator or a card an investigator controls (\u201can investigator deals damage\u201d: "
                               "the dealer, Dealing Damage/Horror)",
    "investigator": "any investigator",
    "enemy": "any enemy",
    "asset": "any asset",
    "location": "any location",
    "event": "any event card",
    "treachery": "any treachery card",
    "non-weakness-treachery": "a treachery card that is not a weakness",
    "skill": "any skill card",
    "act": "any act",
    "agenda": "any agenda",
    "story": "any story card",
    "investigator-at-your-location": "an investigator at your location (you included)",
    "enemy-at-your-location": "an enemy at your location",
    "investigator-at-this-location": "an investigator at the bearer's location",
    "enemy-at-this-location": "an enemy at the bearer's location",
    "this-location": "the bearer's location (for a location: itself)",
    "location-connecting-to-this-location": "a location connected to the bearer's location (\u201ca connecting location\u201d)",
    "exhausted-enemy": "an enemy that is exhausted (a card that has left play: as it was, last known information)",
    "ready-enemy": "an enemy that is ready (last known information, as above)",
    "engaged-enemy": "an enemy engaged with an investigator (last known information, as above)",
    "enemy-engaged-with-you": "an enemy engaged with you (last known information, as above)",
    "investigator-engaged-with-self": "an investigator the bearer (an enemy) is engaged with",
    "damaged": "a card or investigator with damage on it (last known information, as above)",
    "attached": "the card or location the bearer is attached to (Attach To): \"attached enemy\", \"attached location\"",
    "attached-to-self": "a card attached to the bearer (Attach To): \"an attached card\" on Stick to the Plan",
    # the slot types, as a ``slot-limit`` names them (Slots; 2024 glossary: Tarot Slots)
    "accessory-slot": "the accessory slots", "body-slot": "the body slot", "ally-slot": "the ally slot",
    "hand-slot": "the hand slots", "arcane-slot": "the arcane slots", "tarot-slot": "the tarot slot",
}

#: A filter value ``trait:NAME`` matches a card with that trait (``trait:Elite``), read as the card was
#: when the event happened if it has since left play (last known information).
TRAIT_SELECTOR = "trait:"
