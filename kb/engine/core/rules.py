"""The one table of every knowledge-base entry the timing engine cites.

Every trace step carries the keys of the rules that put it there. Keeping them in one table
means a reader can see at a glance what the engine rests on, a test can check that every key has
the shape of the knowledge base's keys (and, once the knowledge base is built, that it exists), and
the text rendering can show rule titles without reading the database (the engine never reads SQL).

A key is cited through :func:`cite`, which refuses keys that are not in the table, so a typo in the
engine fails loudly in the tests instead of producing a dangling citation.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """A cited entry: its title as printed in the source, and why the engine cites it."""

    title: str
    reason: str


RULES: dict[str, Rule] = {
    # -- precedence and fallbacks ------------------------------------------------------------
    "ahlcg/rr/golden-rules": Rule(
        "The Golden Rules",
        "a card's text takes precedence: where the engine does not replay printed words, it says so there"),
    "ahlcg/rr/grim-rule": Rule(
        "The Grim Rule",
        "cited where the rules give no answer; the engine reports it instead of inventing one"),
    "ahlcg/rr/lead-investigator": Rule(
        "Lead Investigator",
        "the lead is the final arbiter of any choice the situation leaves open"),
    "ahlcg/faq/1-5": Rule(
        "FAQ 1.5 Choices, and the Grim Rule",
        "multiple valid options: the lead decides; the Grim Rule is not used for choices"),
    # -- the timing model ----------------------------------------------------------------------
    "ahlcg/faq/1-9": Rule("FAQ 1.9 Wild Skill Icons", "a [wild] icon may match any other skill icon, for card "
                          "abilities as for a test (the player states which it matches)"),
    "ahlcg/faq/1-4": Rule(
        "FAQ 1.4 Nested Sequences",
        "when -> resolve -> after, and an ability's new triggering condition nests (LIFO)"),
    "ahlcg/rr/when": Rule(
        "When", "'when' abilities interrupt a triggering condition before its impact resolves"),
    "ahlcg/rr/after": Rule(
        "After", "'after' abilities wait until the triggering condition has fully resolved"),
    "ahlcg/faq/2-2": Rule(
        "FAQ 2.2 Timing of \u201cAt\u2026\u201d or \u201cIf\u2026\u201d abilities",
        "'at'/'if' abilities trigger between the 'when' and the 'after' abilities"),
    "ahlcg/rr/instead": Rule(
        "Instead",
        "'would' abilities go first; replacement effects; the most recent replacement wins"),
    "ahlcg/rr/triggering-condition": Rule(
        "Triggering Condition",
        "each eligible ability may be used once each time its timing point occurs"),
    "ahlcg/rr/priority-of-simultaneous-resolution": Rule(
        "Priority of Simultaneous Resolution",
        "the lead orders simultaneous forced abilities; simultaneous effects resolve at once"),
    "ahlcg/rr/in-player-order": Rule(
        "In Player Order", "choices for an effect on several investigators are made in player order"),
    "ahlcg/faq/1-3": Rule(
        "FAQ 1.3 Reaction Opportunities",
        "every investigator may respond to a triggering condition; one reaction does not block another"),
    "ahlcg/rr/ability/forced-abilities": Rule(
        "Forced Abilities",
        "forced abilities are mandatory, resolve before reactions, and need a potential state change"),
    "ahlcg/rr/ability/triggered-abilities": Rule(
        "Triggered Abilities",
        "reaction, free and action abilities: optional, once per occurrence, cost and state change"),
    "ahlcg/rr/ability/constant-abilities": Rule(
        "Constant Abilities", "constant abilities always apply while their card is in play"),
    "ahlcg/rr/ability/action-designators": Rule(
        "Action Designators",
        "an ability or event with a bold designator counts as an action of that type"),
    "ahlcg/rr/delayed-effects": Rule(
        "Delayed Effects", "a delayed effect initiates as a forced ability at its timing point"),
    "ahlcg/rr/lasting-effects": Rule(
        "Lasting Effects", "a lasting effect lasts for its duration and expires at its timing point"),
    "ahlcg/rr/effects": Rule(
        "Effects",
        "resolve as much as possible; all aspects of an effect go before its 'after' triggers"),
    "ahlcg/rr/then": Rule(
        "Then", "the post-then aspect needs the pre-then aspect resolved in full, and goes first"),
    "ahlcg/rr/may": Rule("May", "an effect with 'may' is optional for the investigator resolving it"),
    "ahlcg/rr/cancel": Rule(
        "Cancel", "a canceled effect does not resolve; costs stay paid, the card counts as played"),
    "ahlcg/rr/cannot": Rule("Cannot", "'cannot' is absolute and cannot be countermanded"),
    "ahlcg/rr/limits-and-maximums": Rule(
        "Limits and Maximums", "limits count initiations per period, even when the effect is canceled"),
    "ahlcg/rr/gains": Rule(
        "Gains", "a card that gains a keyword functions as if it had it; a keyword lost is not had, printed or not"),
    "ahlcg/rr/you-your": Rule(
        "You/Your", "'you' on a card is the investigator who controls, is engaged with or uses it"),
    "ahlcg/faq/2-1": Rule(
        "FAQ 2.1 \u201cYou/Your,\u201d expanded", "damage dealt 'to you' includes your assets"),
    # -- playing cards, abilities and actions -------------------------------------------------
    "ahlcg/rr/appendix-i": Rule(
        "Appendix I: Initiation Sequence",
        "the steps of playing a card or initiating a triggered ability"),
    "ahlcg/rr/play-restrictions-permissions-and-instructions": Rule(
        "Play Restrictions, Permissions, and Instructions",
        "checked before a card is played or an ability initiated"),
    "ahlcg/rr/costs": Rule("Costs", "costs are paid simultaneously, only by the controller"),
    "ahlcg/errata/rr-costs": Rule(
        "Errata: Rules Reference page 7, \u201cCosts\u201d",
        "only cards in play under the paying player's control may be exhausted to pay a cost"),
    "ahlcg/faq/1-6": Rule(
        "FAQ 1.6 Additional Costs",
        "an additional cost is paid when its effect would resolve; unpaid, that aspect fails"),
    "ahlcg/rr/play": Rule("Play", "playing a card from hand"),
    "ahlcg/rr/play-action": Rule("Play Action", "a non-fast card is played with the play action"),
    "ahlcg/rr/fast": Rule(
        "Fast", "a fast card costs no action, is played as its instructions allow, and provokes no attack"),
    "ahlcg/rr/event-cards": Rule(
        "Event Cards", "an event resolves, then goes to its owner's discard pile, even if canceled"),
    "ahlcg/rr/asset-cards": Rule("Asset Cards", "a played asset enters play under its player's control"),
    "ahlcg/rr/enters-play": Rule("Enters Play", "a card entering play"),
    "ahlcg/faq/2-7": Rule("Taking Control of Set-Aside Cards", "taking control of a set-aside card puts it into play "
                          "in that investigator's play area"),
    "ahlcg/rr/attach-to": Rule("Attach To", "an attachment is placed on what it is attached to, and is where that is"),
    "ahlcg/rr/leaves-play": Rule(
        "Leaves Play", "tokens and lasting effects on a card go with it when it leaves play"),
    "ahlcg/rr/action": Rule(
        "Action", "up to three actions a turn: costs are paid first, then the action resolves"),
    "ahlcg/rr/activate-action": Rule(
        "Activate Action", "an ability with action icons in its cost is activated with the activate action"),
    "ahlcg/rr/2-2-1": Rule(
        "2.2.1 Investigator takes an action, if able", "the active investigator takes an action"),
    "ahlcg/rr/2-2-2": Rule(
        "2.2.2 Investigator\u2019s turn ends",
        "the turn ends; 'until the end of your turn' effects expire"),
    "ahlcg/rr/phase-ii": Rule(
        "II. Investigation phase", "actions are taken during the investigation phase"),
    "ahlcg/rr/appendix-ii": Rule(
        "Appendix II: Timing and Gameplay", "free abilities and fast cards are used in player windows"),
    "ahlcg/rr/attack-of-opportunity": Rule(
        "Attack of Opportunity",
        "an action other than fight, evade, parley or resign provokes each engaged ready enemy"),
    "ahlcg/faq/1-1": Rule(
        "FAQ 1.1 Attacks of Opportunity",
        "attacks of opportunity need an action spent; bold Fight/Evade abilities do not provoke"),
    "ahlcg/rr/fight-action": Rule("Fight Action", "fight: a combat test; success deals the attack's damage"),
    "ahlcg/rr/evade-evade-action": Rule(
        "Evade, Evade Action", "evade: success exhausts the enemy and breaks the engagement"),
    "ahlcg/rr/investigate-action": Rule(
        "Investigate Action", "investigate: success discovers a clue at the location"),
    "ahlcg/rr/move-action": Rule("Move Action", "move to a connecting location"),
    "ahlcg/rr/move": Rule(
        "Move", "leave and enter simultaneously; engaged enemies move with the investigator"),
    "ahlcg/rr/engage-action": Rule("Engage Action", "engage an enemy at your location"),
    "ahlcg/rr/draw-action": Rule("Draw Action", "draw 1 card"),
    "ahlcg/rr/resource-action": Rule("Resource Action", "gain 1 resource"),
    "ahlcg/rr/parley": Rule("Parley", "parley abilities are activated; they provoke no attack of opportunity"),
    "ahlcg/rr/resign": Rule("Resign", "a resigning investigator is eliminated, not defeated"),
    "ahlcg/rr/skill-tests": Rule("Skill Tests", "the outcome of a skill test"),
    "ahlcg/rr/skill-test-timing": Rule(
        "Skill Test Timing", "ST.1-ST.8, with a player window after ST.1 and after ST.2"),
    # -- enemies, damage, defeat ----------------------------------------------------------------
    "ahlcg/rr/enemy-engagement": Rule(
        "Enemy Engagement", "engaged enemies are in the threat area and move with the investigator"),
    "ahlcg/rr/attacker-attacked": Rule(
        "Attacker, Attacked", "an attack by an enemy made through a card effect"),
    "ahlcg/rr/retaliate": Rule(
        "Retaliate", "a failed attack on a ready retaliate enemy is answered by its attack"),
    "ahlcg/rr/exhaust-exhausted": Rule("Exhaust, Exhausted", "an exhausted card cannot exhaust again"),
    "ahlcg/rr/ready": Rule("Ready", "a ready card cannot be readied again"),
    "ahlcg/rr/dealing-damage-horror": Rule(
        "Dealing Damage/Horror",
        "assign, prevent between the steps, apply simultaneously, then check defeat"),
    "ahlcg/rr/taking-damage-horror": Rule(
        "Taking Damage/Horror", "'take X damage/horror' means X is dealt to your investigator"),
    "ahlcg/rr/direct-damage-direct-horror": Rule(
        "Direct Damage, Direct Horror", "direct damage/horror cannot be assigned to assets"),
    "ahlcg/rr/health-and-damage": Rule(
        "Health and Damage", "damage equal to health defeats a card"),
    "ahlcg/rr/sanity-and-horror": Rule(
        "Sanity and Horror", "horror equal to sanity defeats a card"),
    "ahlcg/rr/defeat": Rule(
        "Defeat", "defeated enemies and assets go to the discard pile; an investigator is eliminated"),
    "ahlcg/rr/elimination": Rule("Elimination", "the steps that remove an eliminated investigator"),
    "ahlcg/errata/rr-elimination": Rule(
        "Errata: Rules Reference page 10, \u201cElimination\u201d",
        "step 0: 'when the game ends' abilities on the eliminated investigator's weaknesses"),
    "ahlcg/rr/heal": Rule("Heal", "healing removes damage or horror"),
    # -- tokens and cards ---------------------------------------------------------------------
    "ahlcg/rr/clues": Rule("Clues", "discovering a clue moves it from the location to the investigator"),
    "ahlcg/rr/resources": Rule("Resources", "resources are gained from the token pool"),
    "ahlcg/rr/drawing-cards": Rule("Drawing Cards", "cards are drawn from the top of the deck"),
    "ahlcg/rr/doom": Rule("Doom", "doom placed on the agenda"),
    "ahlcg/rr/encounter-deck": Rule("Encounter Deck", "encounter cards are drawn from the encounter deck"),
    "ahlcg/rr/revelation": Rule(
        "Revelation", "a drawn encounter card's revelation ability resolves as it is drawn"),
    "ahlcg/rr/spawn": Rule("Spawn", "an enemy without a spawn instruction spawns engaged with the drawer"),
    "ahlcg/rr/treachery-cards": Rule(
        "Treachery Cards", "a resolved treachery goes to the encounter discard pile"),
    "ahlcg/rr/weakness": Rule("Weakness", "a weakness with an encounter cardtype is resolved as if just drawn"),
    "ahlcg/faq/1-12": Rule(
        "FAQ 1.12 Weaknesses With Encounter Cardtypes",
        "such a weakness is a player card until it is resolved; it was not drawn from the encounter deck"),
    "ahlcg/rr/surge": Rule("Surge", "after resolving a surge encounter card, draw another (step 5)"),
    "ahlcg/rr/uses-x-type": Rule(
        "Uses (X \u201ctype\u201d)", "uses placed as the card enters play, of its one type; a card whose text says so "
        "is discarded when it has no uses remaining"),
    "ahlcg/rr/difficulty-level": Rule(
        "Difficulty (level)", "Easy and Standard use the scenario reference card's Easy/Standard side, Hard and Expert "
        "its Hard/Expert side"),
    "ahlcg/glossary/keys-the-scarlet-keys": Rule(
        "Keys (The Scarlet Keys) (2024 glossary)", "attached to a bearer, shifted once per round by title (an enemy's "
        "only when instructed, staying Unstable), set aside with its bearer"),
    "ahlcg/glossary/key-tokens": Rule(
        "Key Tokens (2024 glossary)", "taken from a location with no clues, or from an enemy one causes to leave play; "
        "given at the same location; placed on the location otherwise"),
    "ahlcg/glossary/clues-on-player-cards": Rule(
        "Clues on Player Cards (2024 glossary)", "a player card leaving play puts its clues on its location"),
    "ahlcg/glossary/limbo": Rule(
        "Limbo (2024 glossary)", "an event or treachery resolving, a skill committed: neither in hand, in play nor in a "
        "discard pile"),
    "ahlcg/faq/2-3": Rule(
        "FAQ 2.3 Limits Pertaining to Play Areas", "another copy (by title) cannot enter a play area at its limit"),
    "ahlcg/rr/slots": Rule(
        "Slots", "an asset entering a full slot: other assets of that slot are discarded simultaneously"),
    "ahlcg/glossary/tarot-slots": Rule("Tarot Slots (2024 glossary)", "one tarot slot by default; slot rules apply"),
    "ahlcg/rr/peril": Rule(
        "Peril", "while it resolves, the others cannot play cards, trigger abilities or commit to its tests"),
    "ahlcg/glossary/spawning-an-enemy": Rule(
        "Spawning an Enemy (2024 glossary)", "spawn at the instructed location, then engage there unless aloof"),
    "ahlcg/rr/put-into-play": Rule(
        "Put into Play", "a card put into play was neither played nor drawn"),
    "ahlcg/rr/removed-from-game": Rule(
        "Removed from Game", "the advancing act or agenda is removed from the game, and a card an effect removes"),
    "ahlcg/rr/victory-display-victory-points": Rule(
        "Victory Display, Victory Points", "the victory display is an out-of-play area shared by all players"),
    "ahlcg/rr/set-aside": Rule(
        "Set Aside", "set-aside cards have no interaction with the game until an instruction or ability references them"),
    "ahlcg/rr/in-play-and-out-of-play": Rule(
        "In Play and Out of Play", "hand, decks, discard piles, victory display, set aside, removed: out of play"),
    "ahlcg/rr/act-deck-and-agenda-deck": Rule(
        "Act Deck and Agenda Deck", "the three advancement steps; doom in play against the threshold"),
    # -- the round -------------------------------------------------------------------------------
    "ahlcg/rr/framework-event-details": Rule(
        "Framework Event Details", "the beginning and end of each phase are milestones cards refer to"),
    "ahlcg/rr/phase-i": Rule("I. Mythos phase", "skipped in the first round; its player window after 1.4"),
    "ahlcg/rr/phase-iii": Rule("III. Enemy phase", "the enemy phase: hunters, then engaged enemies attack"),
    "ahlcg/rr/phase-iv": Rule("IV. Upkeep phase", "the upkeep phase and its player windows"),
    "ahlcg/rr/1-1": Rule("1.1 Mythos phase begins", "the round and the mythos phase begin"),
    "ahlcg/rr/1-2": Rule("1.2 Place 1 doom on the current agenda", "1 doom on the current agenda"),
    "ahlcg/rr/1-3": Rule(
        "1.3 Check doom threshold", "doom in play against the threshold: the only time the agenda advances"),
    "ahlcg/rr/1-4": Rule(
        "1.4 Each investigator draws 1 encounter card",
        "in player order, each draws and resolves an encounter card in five steps"),
    "ahlcg/rr/1-5": Rule("1.5 Mythos phase ends", "the end of the mythos phase"),
    "ahlcg/rr/2-1": Rule("2.1 Investigation phase begins", "the beginning of the investigation phase"),
    "ahlcg/rr/2-2": Rule(
        "2.2 Next investigator\u2019s turn begins",
        "the investigators choose who takes the next turn; each takes one turn a round"),
    "ahlcg/rr/active-player": Rule("Active Player", "the investigator taking the turn is the active investigator"),
    "ahlcg/rr/2-3": Rule("2.3 Investigation phase ends", "the end of the investigation phase"),
    "ahlcg/rr/3-1": Rule("3.1 Enemy phase begins", "the beginning of the enemy phase"),
    "ahlcg/rr/3-2": Rule("3.2 Hunter enemies move", "each ready, unengaged hunter enemy moves"),
    "ahlcg/rr/3-3": Rule(
        "3.3 Next investigator resolves engaged enemy attacks",
        "in player order, engaged enemies attack and then exhaust; a player window after each investigator"),
    "ahlcg/rr/3-4": Rule("3.4 Enemy phase ends", "the end of the enemy phase"),
    "ahlcg/rr/4-1": Rule("4.1 Upkeep phase begins", "the beginning of the upkeep phase"),
    "ahlcg/rr/4-2": Rule("4.2 Reset actions", "each investigator's actions are reset"),
    "ahlcg/faq/1-10": Rule(
        "FAQ 1.10 Taking and Losing Additional Actions", "additional actions come on top of the three standard ones"),
    "ahlcg/rr/4-3": Rule("4.3 Ready exhausted cards", "each exhausted card is readied simultaneously"),
    "ahlcg/rr/4-4": Rule(
        "4.4 Each investigator draws 1 card and gains 1 resource",
        "in player order each draws 1 card; then each gains 1 resource"),
    "ahlcg/rr/4-5": Rule("4.5 Each investigator checks hand size", "more than 8 cards: discard down to 8"),
    "ahlcg/rr/hand-size": Rule("Hand Size", "points to the upkeep phase's hand size check"),
    "ahlcg/rr/4-6": Rule(
        "4.6 Upkeep phase ends", "the end of the upkeep phase and of the round; 'until the end of the round' expires"),
    # -- enemies ---------------------------------------------------------------------------------
    "ahlcg/rr/hunter": Rule(
        "Hunter", "in 3.2 a ready, unengaged hunter moves one connection toward the nearest investigator"),
    "ahlcg/rr/nearest": Rule("Nearest", "nearest = fewest connections, blocked ones included"),
    "ahlcg/rr/prey": Rule("Prey", "among several investigators, the enemy engages or hunts the one its prey names"),
    "ahlcg/rr/massive": Rule(
        "Massive", "engaged with each investigator at its location; attacks each, exhausts after the last"),
    "ahlcg/rr/aloof": Rule("Aloof", "an aloof enemy does not engage on its own"),
    "ahlcg/glossary/alert": Rule(
        "Alert (2024 glossary)", "a failed evasion of an alert enemy draws its attack after the test's results"),
    "ahlcg/faq/q-if-there-are-clues-or-cards-at-an": Rule(
        "FAQ: clues or cards at an unrevealed location",
        "they stay as it is revealed; the clues of its clue value are added to those already there"),
    "ahlcg/faq/q-can-i-investigate-a-location-with-no-clues": Rule(
        "FAQ: investigating a location with no clues",
        "it may be investigated, but no clue can be discovered where there is none"),
    "ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity": Rule(
        "FAQ: Do enemies exhaust after making attacks of opportunity, retaliate attacks, or other attacks?",
        "only attacks in step 3.3 exhaust the enemy"),
    # -- skill tests -----------------------------------------------------------------------------
    "ahlcg/rr/st-1": Rule(
        "ST.1 Determine skill type of test. Skill test of that type begins", "the skill test begins"),
    "ahlcg/rr/st-2": Rule(
        "ST.2 Commit cards from hand to skill test",
        "the tester commits any number, each other investigator at the location one; +1 per matching icon"),
    "ahlcg/rr/st-3": Rule("ST.3 Reveal chaos token", "a chaos token is revealed"),
    "ahlcg/rr/st-4": Rule("ST.4 Apply chaos symbol effect(s)", "the revealed symbol's ability must initiate"),
    "ahlcg/rr/st-5": Rule(
        "ST.5 Determine investigator\u2019s modified skill value", "base skill with every active modifier"),
    "ahlcg/rr/st-6": Rule(
        "ST.6 Determine success/failure of skill test",
        "value against difficulty; automatic success makes the difficulty 0, automatic failure the value 0"),
    "ahlcg/rr/st-7": Rule(
        "ST.7 Apply skill test results", "the results, in the order the tester chooses"),
    "ahlcg/rr/st-8": Rule("ST.8 Skill test ends", "committed cards discarded, chaos tokens returned"),
    "ahlcg/faq/1-7": Rule(
        "FAQ 1.7 Skill Test Results and Advanced Timing",
        "results resolve one at a time at ST.7; success/failure reactions trigger at ST.6"),
    "ahlcg/rr/chaos-tokens": Rule(
        "Chaos Tokens", "symbols resolve the scenario reference card or the elder sign ability; numbers modify"),
    "ahlcg/rr/base-value": Rule(
        "Base Value", "the value before any modifiers: the printed one unless otherwise specified"),
    "ahlcg/rr/modifiers": Rule(
        "Modifiers", "recalculated from the base with all modifiers; below zero treated as zero only at the end"),
    "ahlcg/rr/automatic-failure-success": Rule(
        "Automatic Failure/Success",
        "happens at ST.6; known before ST.3, the token steps are skipped (2024 glossary text)"),
    "ahlcg/faq/q-if-i-automatically-fail-a-test-from-revealing": Rule(
        "FAQ: If I automatically fail a test ... and the difficulty is 0, do I succeed?",
        "no: an automatic failure fails, whatever the difficulty"),
    "ahlcg/faq/q-what-happens-if-a-skill-test-both-automatically": Rule(
        "FAQ: What happens if a skill test both automatically succeeds and automatically fails?",
        "automatic failure takes precedence"),
    "ahlcg/rr/difficulty-skill-tests": Rule(
        "Difficulty (skill tests)",
        "the target number the modified skill value must equal or exceed (a committed card may double it)"),
    "ahlcg/faq/q-i-have-committed-double-or-nothing-and-perception": Rule(
        "FAQ: Double or Nothing, Perception and Dr. Milan Christopher",
        "ST.7 results are doubled; a reaction to success resolves once, at ST.6"),
    "ahlcg/rr/skill-cards": Rule("Skill Cards", "skill cards are committed, not played"),
    "ahlcg/faq/2-5": Rule(
        "FAQ 2.5 Resolving Multiple Revealed Chaos Tokens", "each resolved token applies; an 'if X' triggers once"),
    "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens": Rule(
        "Resolving Multiple Revealed Chaos Tokens (2024 glossary)", "the same ruling in the 2024 glossary"),
    "ahlcg/glossary/frost-tokens": Rule(
        "Frost Tokens (2024 glossary)",
        "\u22121 and reveal another; a second frost ends the reveal: automatic failure"),
    "ahlcg/glossary/bless-and-curse-tokens": Rule(
        "Bless and Curse Tokens (2024 glossary)", "+2 / \u22122 and reveal another token"),
    "ahlcg/faq/q-can-i-use-two-cards-that-replace-1": Rule(
        "FAQ: Can I use two cards that replace 1 revealed chaos token with multiple tokens (Olive McBride, "
        "Grotesque Statue)?",
        "declared before the draw, revealed simultaneously; a replaced token's group counts as 1 revealed token"),
    "ahlcg/faq/q-when-i-attack-using-shrivelling-and-reveal-a": Rule(
        "FAQ: When I attack using Shrivelling and reveal a [skull], [cultist], [tablet], [elder_thing] or [auto_fail] "
        "symbol, when do I take 1 horror?",
        "an effect on a revealed symbol resolves as it is revealed, during ST.3; reactions to it trigger then"),
    "ahlcg/glossary/seal": Rule(
        "Seal (2024 glossary)",
        "a sealed token leaves the chaos bag (absent, the effect fails); released, it returns; leaving play releases"),
    "ahlcg/rr/discard-piles": Rule(
        "Discard Piles", "a discarded card is placed on its owner's discard pile (encounter cards: the encounter's)"),
    "ahlcg/rr/search": Rule(
        "Search", "the searcher looks at the cards, must find an eligible one; a whole deck searched is shuffled"),
    "ahlcg/glossary/looking-at-searching-and-finding": Rule(
        "\u201cLooking at,\u201d \u201cSearching,\u201d and \u201cFinding\u201d (2024 glossary)",
        "looking at the top cards of a deck is no search: nothing is found, drawn or shuffled; the cards stay"),
    "ahlcg/glossary/ignoring-all-costs": Rule(
        "\u201cIgnoring all costs\u201d (2024 glossary)",
        "only the costs of initiating (before the colon) are ignored; costs after the colon are still paid"),
    "ahlcg/glossary/for-each": Rule(
        "\u201cFor each\u201d (2024 glossary)",
        "calculable at once: one cumulative effect; with a choice or several steps: one effect per instance"),
    "ahlcg/glossary/nested-skill-tests": Rule(
        "Nested Skill Tests (2024 glossary)",
        "a test that would start during another waits until it (and its action) finished resolving"),
    "ahlcg/glossary/dilemmas-and-revelation-abilities": Rule(
        "Dilemmas and Revelation Abilities (2024 glossary)",
        "a player card's revelation resolves as it is drawn; then, but for a weakness, it is discarded"),
    # -- setup (EX-38) ---------------------------------------------------------------------------
    "ahlcg/rr/appendix-iii": Rule(
        "Appendix III: Setting Up The Game", "steps 1 to 13 in order (`setup: all`); step 8, draw opening hands: 5 "
        "cards, weaknesses set aside and replaced"),
    "ahlcg/rr/permanent": Rule(
        "Permanent", "starts the game in play (setup step 4); cannot be discarded nor leave play but by elimination"),
    "ahlcg/glossary/bonded": Rule("Bonded (2024 glossary)", "set aside at the start of the game (setup step 4)"),
    "ahlcg/rr/mulligan": Rule("Mulligan", "once, in player order: set cards aside, draw as many, shuffle them back"),
    "ahlcg/glossary/replacing-an-opening-hand": Rule(
        "Replacing an Opening Hand (2024 glossary)",
        "an opening-hand size effect alters both the cards a replacing ability draws and the cards it keeps"),
    # -- undoing an action (EX-39) ---------------------------------------------------------------
    "ahlcg/errata/card-time-warp": Rule(
        "Time Warp (311) erratum",
        "undo the action: the state exactly as before it, except for the playing of Time Warp and its costs"),
    "ahlcg/faq/q-how-does-time-warp-interact-with-cards-being": Rule(
        "FAQ: How does Time Warp interact with cards being returned to decks?",
        "drawn cards return to the top, orders are restored; if an exact return is impossible, the effect fails"),
    # -- campaign play (EX-45) -------------------------------------------------------------------
    "ahlcg/glossary/exile": Rule(
        "Exile (2024 glossary)", "an exiled card is removed from the game and returned to its owner's collection"),
    "ahlcg/glossary/story-cards": Rule(
        "Story Cards (2024 glossary)", "when instructed to resolve one: read its story text, resolve its game text"),
    "ahlcg/glossary/remember-that": Rule(
        "\u201cRemember that\u2026\u201d", "a key phrase the investigators remember until the end of the scenario"),
    "ahlcg/glossary/record-in-your-campaign-log": Rule(
        "\u201cRecord in your Campaign Log\u2026\u201d", "a key phrase recorded as it appears, for later in the campaign"),
    "ahlcg/glossary/vengeance-x": Rule(
        "Vengeance X (2024 glossary)", "defeated, resolved, or a cleared location at the end: to the victory display"),
    "ahlcg/glossary/elusive": Rule(
        "Elusive (2024 glossary)", "after it attacks or is attacked, ready: disengages, moves away, exhausts"),
    "ahlcg/glossary/patrol": Rule(
        "Patrol (2024 glossary)", "3.2: ready and unengaged, moves one connection toward its designated location"),
    "ahlcg/glossary/partner": Rule(
        "Partner (2024 glossary)", "leaves play only defeated; defeated with its investigator; then removed from "
        "the game; not defeated when its investigator resigns"),
    "ahlcg/faq/1-13": Rule("FAQ 1.13 Shuffling A Card Into An Empty Player/Encounter Deck", "a single card cannot be "
                           "shuffled into an empty deck: one played or revealed is discarded, any other stays"),
    "ahlcg/faq/1-14": Rule(
        "FAQ 1.14 Control of Attachments", "a player card attached to another's player card passes to its "
        "controller; to an encounter card, its player keeps it"),
    "ahlcg/rr/blank": Rule("Blank", "a printed text box treated as blank: its traits, keywords, card text and "
                           "abilities do not apply; what was gained from another source stays"),
    "ahlcg/rr/immune": Rule("Immune", "a card immune to a set of effects is neither affected nor chosen by them"),
    "ahlcg/rr/target": Rule("Target", "a target the effect could not change is not eligible; no valid target: the "
                            "ability cannot be initiated"),
    "ahlcg/glossary/hidden": Rule("Hidden (2024 glossary)", "secretly added to the hand: active there for its "
                                  "holder alone; counts toward the hand size; discarded as the threat area's cards"),
    "ahlcg/glossary/tekeli-li": Rule("Tekeli-li! (2024 glossary)", "a deck of weaknesses formed at setup; each "
                                     "returns to it as it resolves"),
    "ahlcg/rr/winning-and-losing": Rule(
        "Winning and Losing", "an act's resolution completes the scenario, an agenda's loses it; standalone: only an "
        "act's resolution wins; campaign: the next scenario follows whatever the outcome"),
    "ahlcg/rr/campaign-play": Rule(
        "Campaign Play", "a scenario's resolution is followed in campaign play, between scenarios"),
    "ahlcg/glossary/haunted": Rule("Haunted (2024 glossary)", "after all results of a failed investigation of a "
                                   "location, the investigator resolves each of its Haunted abilities"),
    "ahlcg/rr/the-letter-x": Rule("The letter \u201cX\u201d", "X is what the card's ability defines; undefined, it is 0"),
    "ahlcg/glossary/weakness-events-and-changing-the-game-state": Rule(
        "Weakness Events and \u201cchanging the game state\u201d (2024 glossary)", "a weakness event may be played "
        "though its effect could not change the game state, to be rid of it"),
    "ahlcg/rr/must": Rule("Must", "an investigator who must choose among options chooses one that could change the "
                          "game state"),
    "ahlcg/rr/deckbuilding/classes": Rule("Classes", "a card's class, or neutral; an investigator's role: its cards"),
    "ahlcg/rr/campaign-play/defeat-by-card-ability": Rule(
        "Defeat by Card Ability", "an investigator defeated by a card ability is eliminated; the card names any "
        "long-term repercussions"),
    "ahlcg/rr/campaign-play/trauma": Rule(
        "Trauma", "trauma suffered is recorded in the campaign log; each one is placed as damage or horror at setup"),
    "ahlcg/rr/killed-insane-investigators": Rule(
        "Killed/Insane Investigators", "trauma equal to or higher than printed health (sanity): killed (driven "
        "insane), recorded in the campaign log"),
    "ahlcg/rr/campaign-play/experience": Rule(
        "Experience", "after a resolution: count the experience earned, purchase cards, record what is unspent"),
    "ahlcg/faq/q-does-charons-obol-trigger-its-effects-if-a": Rule(
        "FAQ: Does Charon's Obol trigger if a resolution instructs me to replay a scenario? "
        "Between V\u2013A and V\u2013B?",
        "no experience earned (a replay): nothing triggers on earning it; V\u2013A earns experience not yet spent"),
    # -- the board: locations, flood, exploration, concealed and swarming enemies --------------
    "ahlcg/rr/location-cards": Rule(
        "Location Cards", "the first time a location is entered it is revealed"),
    "ahlcg/faq/q-can-i-use-the-ability-on-track-shoes": Rule(
        "FAQ: Can I use the ability on Track Shoes after moving to a location with no enemies?",
        "'before enemies engage you' is the timing point itself: no enemy is needed"),
    "ahlcg/glossary/flood-tokens": Rule(
        "Flood Tokens (2024 glossary)",
        "flood levels; entering a location that floods after it is revealed is entering an unflooded one"),
    "ahlcg/faq/q-when-a-location-flips-from-its-non-spectral": Rule(
        "FAQ: When a location flips from its non-Spectral side to its Spectral side ...",
        "a flipping location does not leave play: tokens, attachments and cards there stay"),
    "ahlcg/glossary/explore": Rule(
        "Explore (2024 glossary)", "draw from the exploration deck until a sought location or a treachery"),
    "ahlcg/faq/q-what-happens-if-i-perform-an-explore-action": Rule(
        "FAQ: What happens if I ... cycle through the entire exploration deck ...?",
        "the exploration simply ends, neither successful nor unsuccessful"),
    "ahlcg/glossary/concealed-x": Rule(
        "Concealed X (2024 glossary)", "a concealed enemy is in the shadows: in play, at no location"),
    "ahlcg/glossary/concealed-mini-cards": Rule(
        "Concealed Mini-Cards (2024 glossary)",
        "exposing a mini-card (attack, evade, clues) replaces the effect; decoys are set aside"),
    "ahlcg/glossary/swarming-x": Rule(
        "Swarming X (2024 glossary)",
        "swarm cards are separate instances of the host; excess damage may go to another swarm card"),
}


#: The cited entries of the other games' engines (``kb.engine.elder_sign`` registers its table),
#: kept apart from :data:`RULES`, which is Arkham Horror's.
GAME_RULES: dict[str, Rule] = {}


def register_rules(table: dict[str, Rule]) -> None:
    """Add another game's table of cited entries; a key already known is refused."""
    for key, rule in table.items():
        if key in RULES or (key in GAME_RULES and GAME_RULES[key] is not rule):
            raise ValueError(f"rule key {key!r} is registered twice")
        GAME_RULES[key] = rule


def cite(*keys: str) -> tuple[str, ...]:
    """Return ``keys`` as a citation, refusing any key that is not in :data:`RULES` (or a registered
    game's table).

    The engine calls this for every step so that a mistyped key is a failure at once, not a
    dangling link in a trace.
    """
    for key in keys:
        if key not in RULES and key not in GAME_RULES:
            raise KeyError(f"rule key {key!r} is not in kb.engine.rules.RULES")
    return keys


def title(key: str) -> str:
    """The printed title of a cited entry, for the readable trace."""
    rule = RULES.get(key) or GAME_RULES.get(key)
    if rule is None:
        raise KeyError(key)
    return rule.title
