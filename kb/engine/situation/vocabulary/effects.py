"""The effects: the closed list of what an ability, an event card or a replacement may do, with
each effect's parameters and the parameters every effect accepts (the selectors a target may use are
``target_selectors.py``'s)."""

from __future__ import annotations

from dataclasses import dataclass



@dataclass(frozen=True)
class EffectType:
    """One effect of the vocabulary: its parameters and the rules that govern it."""

    name: str
    summary: str
    params: dict[str, str]
    rules: tuple[str, ...]


def _effect(name: str, summary: str, rules: tuple[str, ...], **params: str) -> EffectType:
    return EffectType(name, summary, {k.replace("_", "-"): v for k, v in params.items()}, rules)


#: Parameters every effect accepts.
COMMON_EFFECT_PARAMS: dict[str, str] = {
    "then": "true if the word 'Then,' precedes this aspect (it needs the aspects before it in full)",
    "may": "true if this aspect is optional ('may'); decided by a `may` choice, default yes",
    "text": "the printed text of this aspect, for the trace",
}

#: A designated action's card's own "If you succeed/fail, …" (ST.7: results beside the action's own).
DESIGNATED_SUCCESS = "effects the card applies at ST.7 if the test succeeds, beside the action's own result"
DESIGNATED_FAIL = "effects the card applies at ST.7 if the test fails"
DESIGNATED_REVEALED = ("`if-revealed` effects checked as this test's tokens are revealed, during ST.3 (\u201cIf a "
                       "[skull] \u2026 is revealed during this attack\u201d)")
DESIGNATED_BEGIN = ("the card's modifiers of this test counted from the state, resolved as the test begins (ST.1: "
                    "\u201cAdd your [agility] value to your skill value for this investigation\u201d)")
DESIGNATED_REPLACE = ("true: the card's `success` effects replace the action's own result (\u201cIf you succeed, "
                      "instead of discovering clues, \u2026\u201d)")

#: The closed list of effects an ability, event card or replacement may have.
EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("deal-damage", "deal damage (Dealing Damage/Horror)", ("ahlcg/rr/dealing-damage-horror",),
                amount="how much", to="target selector", direct="true for direct damage"),
        _effect("deal-horror", "deal horror (Dealing Damage/Horror)", ("ahlcg/rr/dealing-damage-horror",),
                amount="how much", to="target selector", direct="true for direct horror"),
        _effect("heal-damage", "heal damage", ("ahlcg/rr/heal",), amount="how much (none: all)", to="target selector"),
        _effect("heal-horror", "heal horror", ("ahlcg/rr/heal",), amount="how much (none: all)", to="target selector"),
        _effect("defeat", "“defeat that enemy”: an enemy or asset defeated by a card ability, no damage dealt (its "
                "defeat's 'when' window, then it leaves play for its discard pile); an investigator so defeated is "
                "eliminated", ("ahlcg/rr/defeat", "ahlcg/rr/campaign-play/defeat-by-card-ability"),
                to="the enemy, asset or investigator (self)"),
        _effect("draw", "draw cards", ("ahlcg/rr/drawing-cards",), amount="how many (1)",
                who="investigator selector (you)"),
        _effect("gain-resources", "gain resources", ("ahlcg/rr/resources",), amount="how many",
                who="investigator selector (you)"),
        _effect("lose-resources", "lose resources: returned to the token pool (not spent, so nothing that "
                "triggers on spending them applies; no more than the investigator has)", ("ahlcg/rr/resources",),
                amount="how many", who="investigator selector (you)"),
        _effect("discover-clues", "discover clues at a location", ("ahlcg/rr/clues",),
                amount="how many (1)", who="investigator selector (you)",
                location="location selector (your-location)"),
        _effect("place-doom", "place doom", ("ahlcg/rr/doom",), amount="how many (1)",
                to="card or location selector (current-agenda)",
                can_advance="true: this effect can cause the current agenda to advance (checked at once)"),
        _effect("place-tokens", "place clues, uses (ammo, charges, supplies, secrets: counted without their kind) or "
                "resources from the token pool on a card or location, or clues on an investigator (“Gain 2 clues from "
                "the token pool”: not discovered, no location loses them)", ("ahlcg/rr/effects", "ahlcg/rr/clues"),
                amount="how many (1)", tokens="clues (the default), uses, resources (on a card), damage or horror (placed, not dealt)",
                to="card, location or investigator selector (self)",
                use_type="with `tokens: uses`, the type of the uses (a card bears only the type its Uses keyword "
                "establishes)"),
        _effect("remove-tokens", "remove clues, doom, uses or resources from a card, location or investigator to the token "
                "pool, as many as there are", ("ahlcg/rr/effects", "ahlcg/rr/doom"), amount="how many (without it: all)",
                tokens="clues (the default), doom, uses or resources (on a card or investigator)",
                to="card, location or investigator selector (self); `doom-in-play`: each card and location with doom"),
        _effect("move-tokens", "move tokens from one holder to another (Move: game elements moved from one card "
                "to another, or from one game area to another), as many as there are; damage or horror moved onto an "
                "investigator or card may defeat it; uses moved to an investigator are resources there (Uses)",
                ("ahlcg/rr/move", "ahlcg/rr/effects"),
                tokens="clues (the default), doom, uses, resources, damage or horror",
                amount="how many (without it: all)", **{"from": "holder selector: each card, location or investigator "
                                                        "it picks gives up the tokens (self)"},
                to="holder selector: the one that receives them (self)", group="true: `amount` is the total the holders give up together, as a group (each contributes, the acting investigator first, then in player order, as a group cost is paid: Costs)",
                can_advance="true: doom moved by this effect can cause the current agenda to advance (checked at once)"),
        _effect("move", "move an investigator", ("ahlcg/rr/move",),
                who="investigator selector (you)", to="location selector (a-connecting-location)", **{"from": "location selector: only an investigator there moves (\u201cMove from her location to …\u201d)"}),
        _effect("move-enemy", "move an unengaged enemy (each one an `each-` selector picks, in the lead "
                "investigator's order) to a location, or `amount` times one connection along the shortest path toward "
                "a location or an investigator (an enemy-moves triggering condition each time; it engages as the "
                "standing rules say, not by this effect, and then moves no further)",
                ("ahlcg/rr/move", "ahlcg/rr/enemy-engagement", "ahlcg/rr/nearest"),
                enemy="enemy selector or name", to="location selector or name",
                toward="location or investigator selector or name, or nearest-investigator (the one nearest to each "
                "moving enemy, as the hunter keyword reckons it) or prey (its prey): move toward it instead of to a location",
                amount="with `toward`: how many locations (1); with neither `to` nor `toward`: how many moves “in "
                "any direction”, each to a location connected to the enemy's own (a `target` choice)"),
        _effect("move-enemy-until", "move an unengaged enemy (one location at a time) until it enters a location "
                "(or the location of an investigator): one connection at a time along a shortest path, each move an "
                "enemy-moves triggering condition, as many as it takes (the goal found before the first move); it "
                "stops there, once engaged, or where no path leads on", ("ahlcg/rr/move", "ahlcg/rr/nearest"),
                enemy="enemy selector or name", toward="location or investigator selector or name, or prey (its prey)"),
        _effect("hunt", "resolve an enemy's hunter keyword (each one an `each-` selector picks, in the lead "
                "investigator's order): ready and unengaged, with no investigator at its location, it moves one "
                "connection toward the nearest investigator (an enemy-moves via hunter)", ("ahlcg/rr/hunter",
                                                                                           "ahlcg/rr/nearest"),
                enemy="enemy selector (self)"),
        _effect("engage", "engage an enemy", ("ahlcg/rr/enemy-engagement",),
                who="investigator selector (you)", enemy="enemy selector"),
        _effect("disengage", "disengage from enemies: each is placed, unengaged, at the investigator's location (a "
                "ready one engages again at once, Enemy Engagement, unless the investigator moves away as part of the "
                "same effect: `to`)", ("ahlcg/rr/enemy-engagement", "ahlcg/rr/move"),
                who="investigator selector (you)", enemy="enemy selector (each-enemy-engaged-with-you)",
                to="location selector: where the investigator then moves, as part of the same effect"),
        _effect("enemy-attacks", "an enemy attacks as a card says (Attacker, Attacked): its damage and horror are "
                "dealt, an `enemy-attack` (`via: effect`) that does not exhaust it", ("ahlcg/rr/attacker-attacked",),
                enemy="enemy selector (self); `each-`: each attacks in turn, the lead investigator ordering them", who="investigator selector: whom it attacks, each in player order (you)", discard_pile="true: the enemy found attacks from the discard pile",
                horror_in_excess="effects when an attack of it deals horror past the sanity ('you': the attacked)", damage_in_excess="the same for damage past health"),
        _effect("exhaust", "exhaust a card", ("ahlcg/rr/exhaust-exhausted",), to="card selector"),
        _effect("ready", "ready a card", ("ahlcg/rr/ready",), to="card selector"),
        _effect("cancel", "cancel the triggering condition (an attack, a card's or ability's effects)",
                ("ahlcg/rr/cancel",)),
        _effect("instead", "replace the triggering condition (only in a 'would' ability)",
                ("ahlcg/rr/instead",), effects="the replacement effects"),
        _effect("prevent", "prevent damage or horror being dealt (in its 'when'/'would' window)",
                ("ahlcg/rr/dealing-damage-horror",), amount="how much"),
        _effect("lasting", "create a lasting effect on you", ("ahlcg/rr/lasting-effects",),
                duration="its duration", applies_to="filter of what it governs",
                cannot="true: matching events cannot happen", additional_cost="an additional cost", cancels="true: each "
                "matching event is canceled in its 'when' window (\u201cCancel all attacks made by \u2026 this phase\u201d; Cancel)",
                cost_modifier="resources added to matching costs (negative reduces)",
                skill_modifier="added to the skill value of matching skill tests (`skill-test-begins`)",
                difficulty_modifier="added to the value tested against in matching skill tests, on the cards `to` "
                "picks as it is established (\u201cthat enemy gets -2 fight until the end of the turn\u201d)",
                to="card or location selector: the cards a `difficulty-modifier`, `blank`, `immune`, `gains`, "
                "`loses`, `gains-icons` or `gains-traits` changes",
                who="investigator selector: whom it is on, the `you` of its filter (you)",
                blank="`text-box`, `text-box-except-traits` or `forced-abilities`: the printed text box of the cards "
                "`to` picks is treated as blank, or only its Forced abilities (`applies-to` `enters-play`; Blank)",
                immune="sets of effects the cards `to` picks gain immunity to (`applies-to` `enters-play`; Immune)",
                gains="keywords the cards `to` picks have while it lasts (`applies-to` `enters-play`; Gains)",
                loses="keywords the cards `to` picks do not have while it lasts, printed or gained (Gains)",
                gains_icons="skill icons the cards `to` picks have while it lasts, beside their printed ones (Gains)",
                gains_traits="traits the cards or locations `to` picks have while it lasts, beside their printed ones "
                "(Gains)"),
        _effect("end-turn", "your turn ends immediately", ("ahlcg/rr/2-2-2",),
                who="investigator selector (you)"),
        _effect("gain-actions", "take additional actions this turn, or in a turn yet to come this round (none once it "
                "is over): the actions to take grow (unused, they go with the turn's others)", ("ahlcg/rr/action",), amount="how many",
                who="investigator selector (you)"),
        _effect("lose-actions", "lose actions this turn: the standard actions first, additional ones only when "
                "nothing else remains (FAQ 1.10)", ("ahlcg/rr/action", "ahlcg/faq/1-10"), amount="how many",
                who="investigator selector (you)"),
        _effect("take-action", "take an action: as though gaining and spending one (provokes)",
                ("ahlcg/rr/attack-of-opportunity", "ahlcg/rr/action"),
                action="the action type", enemy="for fight/evade/engage", to="for move",
                location="for investigate", result="skill test result", card="for play"),
        _effect("investigate", "investigate (the effect of the action, without taking one)",
                ("ahlcg/rr/investigate-action",), who="investigator selector (you)",
                location="location selector (your-location; another: “as if you were at that location”)", result="success or fail",
                base="base skill stated by the card", bonus="+X to the skill value for this test",
                skill="the skill tested instead of intellect", success=DESIGNATED_SUCCESS, fail=DESIGNATED_FAIL,
                revealed=DESIGNATED_REVEALED, effects=DESIGNATED_BEGIN,
                replace_result=DESIGNATED_REPLACE, shroud="the location's shroud modified for this investigation "
                "(\u201cYour location gets -2 shroud for this investigation\u201d; the value tested against, at least 0)",
                count="a count of the state the difficulty is equal to instead of the shroud (\u201cThe difficulty of this skill test is equal to the highest shroud value among revealed locations in play\u201d)"),
        _effect("fight", "attack an enemy (the effect of the action, without taking one)",
                ("ahlcg/rr/fight-action",), who="investigator selector (you)",
                enemy="enemy selector (an-enemy-at-your-location)", result="success or fail",
                damage="extra damage dealt by this attack", base="base skill stated by the card",
                bonus="+X to the skill value for this test",
                skill="the skill tested instead of combat (\u201cthis attack uses [willpower]\u201d)",
                success=DESIGNATED_SUCCESS, fail=DESIGNATED_FAIL, revealed=DESIGNATED_REVEALED, effects=DESIGNATED_BEGIN),
        _effect("evade", "evade an enemy (the effect of the action, without taking one)",
                ("ahlcg/rr/evade-evade-action",), who="investigator selector (you)",
                enemy="enemy selector (an-enemy-engaged-with-you)", result="success or fail",
                base="base skill stated by the card", bonus="+X to the skill value for this test",
                skill="the skill tested instead of agility",
                automatic="true: automatically evade \u2014 no skill test is made at all", unexhausted="true: the enemy "
                "evaded is disengaged but not exhausted (\u201cdisengage with it but do not exhaust it\u201d)",
                success=DESIGNATED_SUCCESS, fail=DESIGNATED_FAIL, revealed=DESIGNATED_REVEALED, effects=DESIGNATED_BEGIN),
        _effect("shuffle-deck", "shuffle a deck (the engine keeps the listed order: a shuffled order is random); "
                "a discard pile of zero cards shuffled back does not shuffle the deck",
                ("ahlcg/rr/discard-piles",), who="investigator selector: whose deck (you)",
                deck="encounter: the encounter deck", discard_pile="true: shuffle the discard pile into the deck"),
        _effect("discard-top", "discard the top N cards of a deck, as many as there are, onto its discard pile; with "
                "`find`, one at a time until a card that fits it is discarded (“Discard cards from the top of "
                "the encounter deck until an enemy is discarded”: effects/until.py); the cards discarded are "
                "recorded (`card-discarded-by-this-effect`)",
                ("ahlcg/rr/discard-piles",), amount="how many (1)", who="investigator selector: whose deck (you)",
                deck="encounter: the encounter deck",
                find="the card it discards until (a `type`, any of some `traits`, a `name`): `amount` is then not "
                "given"),
        _effect("draw-encounter-card", "draw the top card of the encounter deck (``amount`` times: each resolved "
                "before the next is drawn), or the encounter card underneath a location or card",
                ("ahlcg/rr/encounter-deck",), amount="how many (1)", who="investigator selector (you)",
                to="the location or card the encounter card is underneath (a set-aside card's `beneath`); without "
                "it, the encounter deck"),
        _effect("draw-from-discard", "draw the topmost card of a kind from a discard pile (its order is known: no "
                "choice); an encounter card drawn is resolved as one drawn from the deck", ("ahlcg/rr/discard-piles",
                                                                                          "ahlcg/rr/encounter-deck"),
                who="investigator selector (you)", deck="encounter: the encounter discard pile (else the "
                "investigator's own)", find="the kind: `type`, `traits`, `name` (as a search's)"),
        _effect("draw-card", "draw one particular card out of play (beneath a card, in a discard pile or a deck): a "
                "player card goes to your hand as a card drawn; an encounter card is resolved as one drawn",
                ("ahlcg/rr/drawing-cards", "ahlcg/rr/in-play-and-out-of-play"), to="the card: a selector of one "
                "(`chosen`: \u201cChoose an event beneath this card and draw it\u201d; a zoned selector, "
                "`an-event-beneath-self`)"),
        _effect("shuffle-into", "shuffle a card into a deck: the encounter deck or its owner's (a card in play leaves "
                "play, a location too; the engine keeps the listed order and puts it at the bottom)",
                ("ahlcg/rr/in-play-and-out-of-play", "ahlcg/rr/leaves-play"), to="the card (self), a selector, or a "
                "card's printed name: that card, wherever it is (\u201cShuffle the set-aside X into the encounter "
                "deck\u201d)",
                deck="encounter: the encounter deck (else its owner's deck)"),
        _effect("resign", "resign: eliminated, not defeated", ("ahlcg/rr/resign",),
                who="investigator selector (you)"),
        _effect("test", "a skill test: \u201cTest [skill] (X)\u201d, ST.1\u2013ST.8",
                ("ahlcg/rr/skill-test-timing",), who="investigator selector (you)", skill="the skill tested",
                difficulty="the test's difficulty", success="effects applied at ST.7 if it succeeds",
                fail="effects applied at ST.7 if it fails", revealed=DESIGNATED_REVEALED, effects=DESIGNATED_BEGIN, count="\u201c(X), where X is \u2026\u201d: a `for-each` count of "
                "the state, for the tester, added to `difficulty` as the test begins", max="at most this many of `count` added (\u201c(max 5)\u201d)",
                no_commit="\u201cYou cannot commit cards to this skill test\u201d: `true`, or the condition under which "
                "none may be (\u201cIf you are at a Bayou location, \u2026\u201d: checked as the test begins; Cannot)",
                harder="\u201cThis test has +2 difficulty if \u2026\u201d: `{by, if}`, added to `difficulty` as the test begins while `if` holds (none: always)"),
        _effect("modify-skill", "+X (or \u2212X) to the skill value of the current skill test",
                ("ahlcg/rr/modifiers",), amount="the modifier (negative lowers)"),
        _effect("use-skill", "\u201cUse [combat] for this test, instead of the skill indicated\u201d: the current skill "
                "test is a test of that skill from now on (before ST.2: the cards committed match it, ST.5 adds its "
                "value)", ("ahlcg/rr/st-1", "ahlcg/rr/skill-test-timing"), skill="the skill the test is made with"),
        _effect("automatic", "the current skill test automatically succeeds or fails (ST.6)",
                ("ahlcg/rr/automatic-failure-success",), result="success or fail"),
        _effect("advance", "advance the current act or agenda (its advancement steps)",
                ("ahlcg/rr/act-deck-and-agenda-deck",), to="current-act or current-agenda",
                card="the printed number the advance names (\u201cadvance to agenda 2a\u201d): that card of the deck "
                     "becomes current; its own reverse (\u201cAdvance to act 1b\u201d on act 1a) a plain advance"),
        _effect("resolution", "a resolution point is reached (\u201c(\u2192R1)\u201d): the scenario ends and the "
                "situation's resolution of that name is followed", ("ahlcg/rr/act-deck-and-agenda-deck",
                                                                     "ahlcg/rr/campaign-play"),
                to="the resolution's name (R1)"),
        _effect("undo-action", "undo the triggering action: the state as it was before it, except for this card "
                "and its costs; fails if that cannot be exact (Time Warp)",
                ("ahlcg/errata/card-time-warp", "ahlcg/faq/q-how-does-time-warp-interact-with-cards-being")),
        _effect("draw-opening-hand", "draw cards for the opening hand, keep some, place events beneath the card, "
                "discard the rest (an opening-hand modifier alters both numbers)",
                ("ahlcg/rr/appendix-iii", "ahlcg/glossary/replacing-an-opening-hand"),
                amount="cards drawn", keep="cards kept as the opening hand",
                beneath="up to this many events placed beneath the card (a `beneath` choice)"),
        _effect("earn-experience", "earn additional experience, or fewer for this scenario (Campaign Play: Experience)",
                ("ahlcg/rr/campaign-play/experience",), amount="how much (negative: that many fewer, taken from the resolution's count, never below 0)", who="investigator selector (you)"),
        _effect("spawn", "put a set-aside enemy into play following its spawn instruction (it is not drawn)",
                ("ahlcg/rr/spawn",), card="the set-aside enemy, or `chosen`: one found (none, in a spawn's window: the enemy spawning)",
                who="investigator selector (you): who spawns it", to="location selector: where the ability spawns it, overriding any spawn instruction"),
        _effect("gain-surge", "“@self gains surge”: the encounter card resolving has surge this time (after it resolves, "
                "its investigator draws another encounter card)", ("ahlcg/rr/surge",), to="the card (self)"),
        _effect("increase-flood", "increase a location's flood level (unflooded \u2192 partially \u2192 fully flooded)",
                ("ahlcg/glossary/flood-tokens",), to="location selector (this-location)"),
        _effect("decrease-flood", "decrease a location's flood level (fully \u2192 partially flooded \u2192 unflooded)",
                ("ahlcg/glossary/flood-tokens",), to="location selector (this-location)"),
        _effect("flip-location", "flip a location to its `other-side`: it does not leave play",
                ("ahlcg/faq/q-when-a-location-flips-from-its-non-spectral",), to="location selector (your-location)"),
        _effect("flip-card", "flip a double-sided card in play to its `other-side` (its name, type, text, values and "
                "abilities): it does not leave play, so its tokens and attachments stay; a location flips as "
                "`flip-location`; the card bearing it flips wherever it is (a story card being resolved)",
                ("ahlcg/faq/q-when-a-location-flips-from-its-non-spectral", "ahlcg/rr/leaves-play"),
                to="card selector (self)", side_type="the card type of the side it turns to, as printed (“to its "
                "enemy side”): a card whose other side is of another type is not flipped (not modelled)"),
        _effect("resolve-story", "resolve a story card's game text (Story Cards: \u201cresolve its game text\u201d), "
                "the investigator resolving it its \u201cyou\u201d: \u201cFlip this card over and resolve its text\u201d "
                "once it is on its story side; a card that is not a story card is not resolved (not modelled)",
                ("ahlcg/glossary/story-cards",), to="card selector (self)"),
        _effect("switch", "the card bearing it takes the place of another card: at that card's location (an asset's: "
                "its controller's), engaged with whom it is engaged; what becomes of the card replaced is the text's to "
                "say (“removing that version from the game”: a `move-card` after it)",
                ("ahlcg/rr/in-play-and-out-of-play", "ahlcg/rr/enemy-engagement"), to="the card replaced (a name or "
                "card selector)"),
        _effect("flip-tokens", "flip clue tokens on a card or location to their doom side: clues there go down and doom "
                "up by as many (as many as there are); no doom is placed", ("ahlcg/rr/doom",), amount="how many (none: \u201cthose clues\u201d, as many as the triggering `place-clues` placed)",
                to="card or location selector (self)", tokens="doom: doom tokens flipped to their clue side instead (“Take 1 of that enemy's doom, flip it to its clue side”)"),
        _effect("explore", "draw from the `exploration-deck` until a connecting location (put into play, and you move "
                "to it) or a treachery (resolved) is drawn", ("ahlcg/glossary/explore",)),
        _effect("for-each", "“for each point you fail by”: one cumulative effect if it can be resolved at once, "
                "else one separate effect per instance (2024 glossary, “For each”)", ("ahlcg/glossary/for-each",),
                count="what is counted (below)", effects="the effect done for each",
                every="\u201cfor every 2 points\u201d: one instance per this many counted (default 1)",
                amount="at most this many instances (\u201c(to a maximum of 3)\u201d, \u201c(max 3)\u201d; none: no limit)"),
        _effect("up-to", "an amount printed as a most (\u201cTake up to 3 horror\u201d, \u201cMove up to 2 clues \u2026\u201d): its one "
                "effect resolves with the amount chosen, from none to its own (an `amount` choice; default: its own)",
                ("ahlcg/rr/effects",), effects="one effect with an amount: deal or heal damage or horror, draw, gain "
                "resources, discover clues, place doom, place, remove or move tokens, play cards"),
        _effect("by-at-least", "“If you succeed (fail) by N or more, X”: X resolves only if the current test's "
                "margin is at least N (a result of the test, among its success or fail effects)",
                ("ahlcg/rr/st-6", "ahlcg/rr/st-7"), amount="N, the least margin", effects="what then resolves"),
        _effect("when-test-ends", "“When this test ends, X”: a delayed effect of the skill test being made, X "
                "initiating as a forced ability in the 'when' window of its end (ST.8), once; what it names bound as it is set "
                "up", ("ahlcg/rr/delayed-effects",
                "ahlcg/rr/st-8"), effects="what resolves as the test ends"),
        _effect("after-test-ends", "“After this (skill) test ends, X”: a delayed effect of the skill test being made, X "
                "initiating as a forced ability in the 'after' window of its end (ST.8), once; what it names bound as it is "
                "set up", ("ahlcg/rr/delayed-effects",
                "ahlcg/rr/st-8"), effects="what resolves after the test has ended"),
        _effect("at-round-end", "“At the end of the round, X” inside an effect: a delayed effect, X initiating as a "
                "forced ability at the round's end (4.6), once; what it names bound as it is set up",
                ("ahlcg/rr/delayed-effects", "ahlcg/rr/phase-iv"), effects="what resolves at the end of the round"),
        _effect("at-turn-end", "“At the end of your turn, X” inside an effect: a delayed effect, X initiating as a "
                "forced ability at the end of your turn (2.2.2), once; what it names bound as it is set up",
                ("ahlcg/rr/delayed-effects", "ahlcg/rr/2-2-1"), effects="what resolves at the end of your turn"),
        _effect("attack-damage", "“this attack deals +N damage” (or “N less damage”) as a result of the attack's "
                "test: the attack's damage, when dealt, is N more (less; never below zero: Modifiers); with "
                "`replace-result`, “instead of its standard damage, this attack deals N” (it modifies the attack's "
                "consequence, so it is applied before it; outside an attack it does nothing)",
                ("ahlcg/rr/st-7", "ahlcg/rr/fight-action", "ahlcg/rr/modifiers"),
                amount="how much more damage (negative: less)",
                replace_result="true: the amount replaces the attack's standard damage (several such add up)", to="with `replace-result`: each enemy it picks takes the amount instead, the attack's additional damage the attacked enemy's (“… deals 2 damage to each enemy at the attacked enemy's location (any additional damage is dealt to the attacked enemy)”)"),
        _effect("attack-horror", "“X deals +1 horror for this attack” in a 'when' window of an enemy's attack: the "
                "attack deals N more horror (less: negative; never below zero: Modifiers); an investigator's attack "
                "deals no horror, so there it does nothing", ("ahlcg/rr/attacker-attacked", "ahlcg/rr/modifiers"),
                amount="how much more horror (negative: less)"),
        _effect("cancel-skill-cards", "“Cancel the effects and icons of each skill card committed to this test”: "
                "they add no icons at ST.5 and no results at ST.7 (still committed, discarded at ST.8)",
                ("ahlcg/rr/cancel", "ahlcg/rr/st-5", "ahlcg/rr/st-7")),
        _effect("either", "“you must either X or Y”: the investigator chooses one option (an `either` choice)",
                ("ahlcg/rr/you-your",), effects="the options, one effect each (a `sequence` for an option that "
                "says several things)"),
        _effect("physical-trauma", "“You suffer 1 physical trauma”: recorded in the Campaign Log (with the trauma "
                "the investigator began with, equal to or higher than his or her printed health: killed, recorded)",
                ("ahlcg/rr/campaign-play/trauma", "ahlcg/rr/killed-insane-investigators"),
                amount="how much trauma", who="investigator selector (you)"),
        _effect("mental-trauma", "“You suffer 1 mental trauma”: recorded in the Campaign Log (with the trauma the "
                "investigator began with, equal to or higher than his or her printed sanity: driven insane, recorded)",
                ("ahlcg/rr/campaign-play/trauma", "ahlcg/rr/killed-insane-investigators"),
                amount="how much trauma", who="investigator selector (you)"),
        _effect("killed", "“You are killed” (by a card ability): recorded in the Campaign Log; in the scenario no "
                "different from a defeat by a card ability: the investigator is defeated and eliminated",
                ("ahlcg/rr/killed-insane-investigators", "ahlcg/rr/campaign-play/defeat-by-card-ability"),
                who="investigator selector (you)"),
        _effect("driven-insane", "“You are driven insane” (by a card ability): recorded in the Campaign Log; in the "
                "scenario no different from a defeat by a card ability: the investigator is defeated and eliminated",
                ("ahlcg/rr/killed-insane-investigators", "ahlcg/rr/campaign-play/defeat-by-card-ability"),
                who="investigator selector (you)"),
        _effect("sequence", "several instructions resolved in order as one: an option of an `either` that says "
                "more than one thing (“- Choose an enemy in play. Exhaust that enemy.”)",
                ("ahlcg/rr/effects", "ahlcg/rr/in-player-order", "ahlcg/rr/you-your"),
                effects="the instructions, in the order printed",
                who="investigator selector: the instructions are each one's own, resolved for each investigator it "
                "picks in player order, as `you` (\u201cEach investigator must discard an asset he or she controls\u201d; "
                "none: the resolving investigator's)", to="card selector (each-): the instructions resolved for each one it picks in turn, that one `chosen` (\u201cFor each Cultist enemy in play, move 1 clue from that enemy's location to that enemy\u201d)"),
        _effect("if", "“If you have no clues, X. Otherwise, Y”, “take 2 horror if you have no actions remaining”: X "
                "resolves only if a count of the state holds as the effect resolves, else Y", ("ahlcg/rr/effects",),
                condition="the bounded count, for you and the ability's card: of the state, or the current test's margin "
                "(`point-succeeded-by`: “2 horror instead if it succeeds by 2 or more”) or what it is against "
                "(`attack-against:non-elite-enemy`: “If this attack succeeds against a non-Elite enemy”); or a card's "
                "state, `card` and `state` (“If Hunting Horror is in play, it readies”); or whose turn it is, `during` (“If it is your turn, end your "
                "turn”: `your-turn`, the turn of the investigator resolving it; `any-turn`)", effects="what resolves if it holds",
                otherwise="what resolves if it does not (nothing without it)"),
        _effect("if-able", "“X (if you cannot, Y instead)”: X resolves if it could change the game state as the effect "
                "resolves (Appendix I's check), else Y; “You may X. If you do, Y. If you do not, Z.”: the player decides "
                "X once (May), Y follows only X done in full, Z X declined or impossible (`effects/if_done.py`)",
                ("ahlcg/rr/effects", "ahlcg/rr/appendix-i", "ahlcg/rr/may"),
                effects="what resolves if it can be done (optional when one of them has `may`: the player's one `may` "
                "choice for them all)", otherwise="what resolves if it cannot, or, optional, is not chosen (“If you do not, "
                "…”; nothing without it)", done="what resolves once the effects were done in full (“You may X. If you do, "
                "Y.”; nothing otherwise)"),
        _effect("choose", "“Choose an investigator at your location.”: one of what `to` picks is chosen now (a "
                "`target` choice), and `chosen` names it for the effects after it (“that investigator”, “it”)",
                ("ahlcg/rr/you-your", "ahlcg/faq/1-5"), to="what is chosen from (a selector; a card out of play by "
                "its area, `an-item-card-in-your-discard-pile`, is named `chosen` while it stays there)",
                random="true: chosen at random, not by the player (\u201cRandomly choose 1 enemy from among the set-aside "
                "Monster enemies\u201d: the engine takes the first listed, saying so)"),
        _effect("activate-ignoring-costs", "activate an [action] ability of a card you control, \u201cignoring all "
                "costs\u201d: the costs before the colon are not paid and no action is taken",
                ("ahlcg/glossary/ignoring-all-costs",), card="the card you control",
                ability="which of its [action] abilities, from 0"),
        _effect("reveal-instead", "reveal several chaos tokens instead of 1 and resolve some of them (declared in "
                "ST.3's 'would' window, before any token is drawn)", ("ahlcg/faq/q-can-i-use-two-cards-that-replace-1",),
                amount="how many tokens are revealed instead of 1", resolve="how many of them are resolved (the rest "
                "are ignored)"),
        _effect("reveal-token", "reveal a random chaos token from the chaos bag outside a skill test (the "
                "situation's `reveals` says which); the tokens resolved are “the revealed token” for the next "
                "aspects; in the 'when' window of a test's reveal just canceled, the new token is the test's own "
                "(ST.3: “Reveal a new chaos token”)", ("ahlcg/rr/chaos-tokens", "ahlcg/faq/2-5", "ahlcg/rr/cancel"),
                amount="how many tokens are revealed at once outside a test (1: “Reveal 5 chaos tokens”, recorded "
                "for `token-revealed-by-this-effect`)"),
        _effect("treat-token", "\u201cTreat that token as a [skull]\u201d, in the 'when' window of a chaos token's "
                "reveal: the token resolves as `token` (its modifier at ST.5, its symbol's effect at ST.4; on its own "
                "line, at ST.4, its modifier only); the token drawn is returned at ST.8", ("ahlcg/rr/chaos-tokens",
                "ahlcg/rr/st-4", "ahlcg/rr/st-5"), token="a symbol or a number, or `any-other-in-bag` (one picked)"),
        _effect("ignore-token", "\u201cIgnore that chaos token\u201d, in the 'when' window of a chaos token's reveal: "
                "it stays revealed but has no effect (no symbol effect, no modifier, not seen by `if-revealed`); a "
                "`reveal-token` after it reveals the test's new token", ("ahlcg/rr/chaos-tokens", "ahlcg/faq/2-5")),
        _effect("if-revealed", "\u201cIf a [skull] or [auto_fail] symbol is revealed (during this test), X\u201d: X "
                "resolves if any chaos token resolved fits (once, however many do): the tokens this ability just "
                "revealed, else the current test's (checked as they are revealed, during ST.3, when it is a test's "
                "`revealed`)", ("ahlcg/rr/st-3", "ahlcg/faq/q-when-i-attack-using-shrivelling-and-reveal-a",
                                "ahlcg/faq/2-5", "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens"),
                symbols="the tokens asked for: symbols, numbers, `symbol`, `numeric`, `positive`, `negative`, `even`, `odd`, `any`, or `non-` a token",
                effects="what resolves if one was revealed", otherwise="what resolves if none was (\u201cOtherwise, "
                "…\u201d; neither when the situation gives no token)", after_test="true: X waits until the test has ended "
                "(\u201cafter this test resolves\u201d, ST.8)"),
        _effect("seal", "seal a chaos token on a card: removed from the chaos bag (if it is not there, the effect "
                "fails)", ("ahlcg/glossary/seal",),
                token="a chaos token searched for in the chaos bag, or `revealed` (the default): each token this "
                "effect just revealed and resolved", to="the card (self)"),
        _effect("add-chaos-token", "add chaos tokens from the token pool to the chaos bag (no more than 10 bless, "
                "10 curse, 8 frost in the bag or sealed on cards in play: as many as the limit allows)",
                ("ahlcg/glossary/bless-and-curse-tokens", "ahlcg/glossary/frost-tokens", "ahlcg/rr/chaos-tokens"),
                token="the chaos token (bless, curse, frost, a symbol or a number)", amount="how many (1)",
                campaign_log="true: for the remainder of the campaign (recorded in the Campaign Log's chaos bag)"),
        _effect("remove-chaos-token", "remove chaos tokens from the chaos bag to the token pool (a sealed one is "
                "not in the bag), as many as it holds", ("ahlcg/glossary/bless-and-curse-tokens",
                                                         "ahlcg/rr/chaos-tokens"),
                token="the chaos token", amount="how many (1)"),
        _effect("take-keys", "take control of each key on a location or card: flipped faceup, placed on your "
                "investigator card (Key Tokens)", ("ahlcg/glossary/key-tokens",),
                to="the location or card holding them (self)"),
        _effect("place-key", "put a set-aside key token into play on a location or card (Key Tokens)",
                ("ahlcg/glossary/key-tokens",), key="the colour of the set-aside key",
                to="location or card selector (your-location)"),
        _effect("give-keys", "give your keys to another investigator at your location (Key Tokens)",
                ("ahlcg/glossary/key-tokens",), to="investigator selector (an-investigator-at-your-location)",
                key="the colour of the one key given (without it: every key)"),
        _effect("shift-key", "shift a key (The Scarlet Keys): its faceup side's shift ability resolves, then it flips "
                "(a key on an enemy stays Unstable); once per round by title unless on an enemy",
                ("ahlcg/glossary/keys-the-scarlet-keys",), to="the key (self)"),
        _effect("flip-key", "flip a key to its other side without shifting it (never to Stable on an enemy)",
                ("ahlcg/glossary/keys-the-scarlet-keys",), to="the key (self)"),
        _effect("release", "release the chaos tokens sealed on a card: they return to the chaos bag",
                ("ahlcg/glossary/seal",), to="the card (self)"),
        _effect("resolve-sealed", "instead of revealing a chaos token, resolve the tokens sealed on a card as if "
                "just revealed (in a 'would' ability on `reveal-chaos-token`)", ("ahlcg/glossary/seal", "ahlcg/rr/instead"),
                to="the card holding them (self)"),
        _effect("put-into-play", "put a card into play under your control (not played: no cost); an event that "
                "puts itself into play stays there; a set-aside location enters play unrevealed",
                ("ahlcg/rr/put-into-play",), to="the card (self), a set-aside location's name, or a card out of play "
                "picked by a selector (`chosen`, `an-item-asset-in-your-hand`, `each-card-looked-at-by-this-effect`: taken "
                "from that area; each one an `each-` selector picks)",
                amount="how many of the set-aside copies of `to` (\u201cthe 3 set-aside X locations\u201d: X, X #2, X #3)",
                random="true: those copies chosen at random (the engine takes the listed order, saying so)",
                zone="threat-area: the treachery resolving enters play in your threat area now (\u201cIf you fail, add "
                "X to your threat area\u201d), or a player weakness resolving its revelation from the hand; with a `to` selector, each "
                "enemy it picks out of play enters engaged (\u201cput each X among those cards into play, engaged with you\u201d)", who="with `zone`: whose threat area, an investigator selector (you; "
                "an-investigator: \u201cany investigator's threat area\u201d); without it: whose control the card enters "
                "play under (you; lead-investigator: \u201cunder the lead investigator's control\u201d)",
                enters_play="the state the card enters play in, as a card's `enters-play` (\u201cwith 3 clues on it\u201d: "
                "`{clues: 3}`): it merely enters in it, nothing placed (Enters Play)",
                count="with `enters-play`: its tokens once for each of this count (\u201cwith 1 resource on it for each "
                "point you failed by\u201d)", location="a location selector: the encounter card resolving enters play at the location it picks, under no one's control (\u201cPut X into play at the location to your left\u201d; none picked: not put into play)"),
        _effect("attach", "attach a card (by default the one bearing the effect) to a card or location: it is in play "
                "where that is, and is discarded when that leaves play", ("ahlcg/rr/attach-to", "ahlcg/rr/leaves-play"),
                to="card or location selector (your-location)", card="the card attached (self)"),
        _effect("take-control", "you take control of a card: in play, it moves to your play area; set aside, it is "
                "put into play there (FAQ 2.7)", ("ahlcg/faq/2-7", "ahlcg/rr/put-into-play"),
                to="the card (self), a card's name (set aside or in play), or a selector of one (`chosen`)", who="whose control it comes under, an investigator selector (you; `an-other-investigator-at-your-location`: \u201cGive control of him to another investigator at your location\u201d)"),
        _effect("discard", "discard a card in play: it leaves play (tokens sealed on it are released); a location to "
                "the encounter discard pile, once none is at it (procedures/location_leaving.py)",
                ("ahlcg/rr/discard-piles", "ahlcg/rr/leaves-play"), to="the card in play (self)"),
        _effect("move-card", "a card goes to an out-of-play area: its owner's hand (\u201creturn X to your hand\u201d), "
                "the victory display, or out of the game; a card in play leaves play", ("ahlcg/rr/in-play-and-out-of-play",
                                                                                   "ahlcg/rr/leaves-play"),
                to="the card (self), or a selector (`chosen`; `triggering-what`: the card the trigger names, also "
                "from the out-of-play area it went to; a card's printed name: that card, wherever it is)",
                zone="hand (the default), victory-display, removed (from the "
                "game), tekeli-li-deck (its bottom), deck-top or deck-bottom (its owner's deck, an encounter card's the "
                "encounter deck: on top, at the bottom), beneath-act-deck or beneath-agenda-deck (out of play, "
                "underneath that deck), set-aside (\u201cset it aside, out of play\u201d), void (the void, out of play), exiled (Exile: removed from the game "
                "and returned to its owner's collection)", deck="encounter: with deck-top or deck-bottom, the encounter "
                "deck", amount="with `to` a selector of one card: that many different cards, each picked in turn "
                "(\u201cReturn 3 Innate skills from your discard pile to your hand\u201d; as many as there are)",
                discard_pile="true: instead of one card, every card in the discard pile of each investigator `who` picks "
                "(\u201cremove all cards in your discard pile from the game\u201d)", who="with `discard-pile`: "
                "investigator selector (you)"),
        _effect("discard-from-hand", "discard cards from a hand onto the discard pile, as many as there are (the "
                "player's choice: a `target` choice each; at random: the hand's listed order)", ("ahlcg/rr/discard-piles",),
                amount="how many (1)", who="investigator selector (you)", random="true: at random",
                keep="instead of `amount`: all but this many are discarded (\u201cdiscard all but 1 card from your "
                "hand\u201d; the player chooses those discarded)",
                find="only cards of a `type` and any of some `traits` may be discarded (\u201cdiscard a skill card "
                "from your hand\u201d), as a search's"),
        _effect("search-deck", "search a deck for a card and draw it or add it to the hand (the player's choice: "
                "the situation names it, or a `target` choice among the eligible cards)",
                ("ahlcg/rr/search",), who="investigator selector (you): whose deck", amount="how many cards from the "
                "top are searched (without it, the whole deck, which is then shuffled)", card="the card found",
                find="what is searched for: `type` (a card type), `traits` (any of them) and `name` (a printed name: "
                "that card or a copy of it); `weakness`: true, only a weakness",
                found="draw (the default), hand (added, not drawn), play (put into play under the searcher's control: "
                "\u201cand put it into play\u201d), attach (to the card bearing the effect), spawn (an encounter card, at `to`) or spawn-engaged",
                finds="up to this many cards found (\u201cfor up to 3 \u2026\u201d; 1)", different="true: each of another title",
                shuffle="true: the deck is shuffled when the search completes, even if only its top cards were "
                "searched (\u201cand shuffles the remaining cards into his or her deck\u201d)",
                deck="encounter: the encounter deck (searched whole, then shuffled; or its top `amount` cards)",
                discard_pile="true: the encounter discard pile is searched too", zone="void: the void is searched too",
                to="spawn: the location selector where the card found spawns (else its own spawn instruction)",
                copies="how many cards it finds, each resolved in turn (1; \u201cfor 2 copies of Swarm of Rats\u201d)"),
        _effect("look-top", "look at the top cards of a deck without revealing them: looking is not searching nor "
                "drawing, so nothing moves and the deck is not shuffled; the cards are recorded for the instructions "
                "after it (`card-looked-at-by-this-effect`, `arrange-top`)",
                ("ahlcg/glossary/looking-at-searching-and-finding", "ahlcg/rr/search"), amount="how many (1)",
                who="investigator selector (you): whose deck (`each-investigator`: each one's; `an-investigator`: a "
                "choice)", deck="encounter: the encounter deck"),
        _effect("reveal-top", "reveal the top cards of a deck to every player: as `look-top`, nothing moves; also "
                "recorded as revealed (`card-revealed-by-this-effect`)",
                ("ahlcg/glossary/looking-at-searching-and-finding", "ahlcg/rr/search"), amount="how many (1)",
                who="investigator selector (you): whose deck", deck="encounter: the encounter deck"),
        _effect("arrange-top", "the cards the latest look of this resolution looked at go back on top of their deck in "
                "any order (\u201cReturn them to the top of that deck in any order\u201d): the player's choice; the "
                "engine keeps the listed order, and nothing moves", ("ahlcg/glossary/looking-at-searching-and-finding",)),
        _effect("remember", "remember a key phrase for the rest of the scenario (\u201cRemember that you \u2026\u201d), "
                "or record it in the Campaign Log (\u201cRecord in your Campaign Log that \u2026\u201d): shown in the final "
                "state", ("ahlcg/glossary/remember-that", "ahlcg/glossary/record-in-your-campaign-log"),
                memory="the key phrase, as printed", campaign_log="true: recorded in the Campaign Log"),
        _effect("play", "play a card from your hand now: its initiation sequence, not a play action (no action "
                "spent, no attack of opportunity; its own costs are paid)", ("ahlcg/rr/play", "ahlcg/rr/appendix-i"),
                card="the card in your hand", cost_modifier="(optional) added to its resource cost (\u201creducing its "
                "resource cost by 3\u201d: -3)", to="or a selector of one: `chosen` (\u201cChoose an Item asset from "
                "your hand and play it\u201d), a card in your hand (`an-item-asset-in-your-hand`) or discard pile, which "
                "the effect permits it to be played from (`an-asset-in-your-discard-pile`: \u201cPlay an asset from your "
                "discard pile\u201d; `an-asset-revealed-by-this-effect`: one a reveal saw, of any deck, under your control)",
                amount="with `to`: how many cards, played one at a time (1; \u201cplay up to 3 assets from your hand\u201d: "
                "in an `up-to`)"),
        _effect("spend", "a cost after the colon: paid as this aspect resolves (even when the ability ignored all "
                "costs); unpaid, its effects do not resolve", ("ahlcg/glossary/ignoring-all-costs", "ahlcg/rr/costs"),
                cost="the cost (`uses`: charges, secrets; `resources`, `clues`)", effects="what it pays for (none: "
                "the spending is the instruction, “You must either spend 2 resources or …”)"),
        _effect("not-modelled", "printed words the engine does not replay (a card read from its text): where the "
                "ability resolves, the trace says so and the answer depends on it; nothing changes",
                ("ahlcg/rr/golden-rules",)),
    )
}


#: Effects whose amount may be printed as a most, inside an ``up-to``: each resolves a counted number of one thing.
UP_TO = frozenset({"deal-damage", "deal-horror", "heal-damage", "heal-horror", "draw", "gain-resources",
                   "discover-clues", "place-doom", "place-tokens", "remove-tokens", "move-tokens", "discard-from-hand", "prevent-dealt",
                   "play"})


#: The parameters an effect cannot do without (the form adds them when an effect is chosen).
EFFECT_NEEDS: dict[str, tuple[str, ...]] = {
    "test": ("skill", "difficulty"), "modify-skill": ("amount",), "use-skill": ("skill",), "automatic": ("result",), "advance": ("to",), "resolution": ("to",),
    "deal-damage": ("amount", "to"), "deal-horror": ("amount", "to"),
    "heal-damage": ("to",), "heal-horror": ("to",),
    "gain-resources": ("amount",), "lose-actions": ("amount",), "gain-actions": ("amount",), "earn-experience": ("amount",),
    "draw-opening-hand": ("amount", "keep"), "exhaust": ("to",), "ready": ("to",),
    "take-action": ("action",), "instead": ("effects",), "lasting": ("duration", "applies-to"),
    "prevent": ("amount",), "prevent-dealt": ("amount",), "reassign-dealt": ("amount",), "redirect-attack-damage": ("to",), "place-those-clues": ("to",), "deal-attack-damage": ("to",), "once": ("per", "effects"), "for-each": ("count", "effects"), "either": ("effects",), "sequence": ("effects",), "physical-trauma": ("amount",), "mental-trauma": ("amount",),
    "up-to": ("effects",), "assign-evenly": ("effects",),
    "by-at-least": ("amount", "effects"), "when-test-ends": ("effects",), "after-test-ends": ("effects",), "at-round-end": ("effects",), "at-turn-end": ("effects",), "attack-damage": ("amount",), "attack-horror": ("amount",),
    "activate-ignoring-costs": ("card",),
    "spend": ("cost", "effects"), "reveal-instead": ("amount", "resolve"),
    "remember": ("memory",), "if-revealed": ("symbols", "effects"), "if": ("condition",), "if-able": ("effects",), "choose": ("to",),
    "add-chaos-token": ("token",), "remove-chaos-token": ("token",), "place-key": ("key",), "treat-token": ("token",),
}
