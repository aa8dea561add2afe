"""The Elder Sign entries the Elder Sign replay cites, registered with the core's citation table.

Every step of an Elder Sign trace cites the rulebook entry (``elder-sign/rules/...``) that governs
it. The table is the game's own (kept apart from Arkham Horror's ``core.rules.RULES``); importing
this module registers it, so ``cite`` refuses a mistyped key and ``title`` gives the printed title.
"""

from __future__ import annotations

from ..core.rules import Rule, register_rules

P = "elder-sign/rules/"

#: key -> (printed title, why the engine cites it)
_TABLE: dict[str, tuple[str, str]] = {
    "a-player-s-turn": ("A Player's Turn", "a turn is the Movement, Resolution and Clock phases, in order"),
    "turn-1": ("Movement Phase", "the first phase of a turn"),
    "turn-2": ("Resolution Phase", "the second phase of a turn"),
    "turn-3": ("Clock Phase", "the third phase of a turn"),
    "movement-phase": ("Movement Phase", "move to any Adventure or Other World card or the entrance, or stay"),
    "resolution-phase": ("Resolution Phase", "resolve the card the investigator is on; when the phase ends"),
    "adventures-and-other-worlds": ("Adventures and Other Worlds", "a card is resolved by completing all its tasks"),
    "tasks": ("Tasks", "each row is a task; a cost that would bring stamina or sanity to zero cannot be attempted"),
    "task-order": ("Task Order", "with an order arrow the tasks are completed from top to bottom"),
    "rolling-the-dice": ("Rolling the Dice", "the dice pool: six green dice unless locked dice or items change it"),
    "completing-tasks": ("Completing Tasks", "assign dice to one task per roll; its costs are paid at this time"),
    "failing-rolls": ("Failing Rolls", "a roll that satisfies no task (or is declared failed) is a failed roll"),
    "failed-roll-1": ("Resolve Terror Effects", "a failed roll with a terror result resolves the terror effects first"),
    "failed-roll-2": ("Discard One Die", "a failed roll discards one die of the player's choice"),
    "failed-roll-3": ("Fail the Adventure on the Last Die", "discarding the last die fails the adventure"),
    "failed-roll-4": ("Focus or Request Assistance", "after the discard: focus or request assistance, not both"),
    "failed-roll-5": ("Roll the Remaining Dice", "then the remaining dice are rolled"),
    "losing-stamina-and-sanity": ("Losing Stamina and Sanity", "losing stamina or sanity returns tokens"),
    "efficient-adventuring": ("Efficient Adventuring",
                              "a player may declare a roll failed rather than complete a task"),
    "terror-effects": ("Terror Effects", "the adventure's and the Mythos card's terror effects, before the discard"),
    "resolving-an-adventure": ("Resolving an Adventure", "markers and dice return, the card is replaced, then rewards"),
    "rewards-penalties": ("Rewards & Penalties", "rewards for resolving, penalties for failing; then the Clock phase"),
    "the-entrance-sheet": ("The Entrance Sheet", "on the entrance, the player resolves one of its actions"),
    "trophies": ("Trophies", "a resolved card or monster adds its trophy value"),
    "clock-phase": ("Clock Phase", "advance three hours; at XII midnight strikes after the Clock phase"),
    "securing-dice": ("Securing Dice", "focusing, assistance and spells save a die result for later"),
    "focusing": ("Focusing", "after a failed roll's discard, one die on the marker, once per turn"),
    "requesting-assistance": ("Requesting Assistance",
                              "after the discard, a die on the marker of an investigator on the same card"),
    "other-world-cards": ("Other World Cards", "a resolved Other World card is not replaced"),
    "locked-dice": ("Locked Dice", "a locked die cannot be in the dice pool"),
    "resolving-multiple-locks": ("Resolving Multiple Locks", "a die under two locks is freed in the order they came"),
    "freeing-locked-dice": ("Freeing Locked Dice", "a die locked by a Mythos card is freed when a new one is drawn"),
    "clues": ("Clues", "after a roll, spend a clue to reroll one, some or all dice"),
    "items": ("Items", "after using an item, it returns to the bottom of its deck"),
    "regaining-sanity-and-stamina": ("Regaining Sanity and Stamina", "never above the maximum"),
    "adding-dice-to-the-dice-pool": ("Adding Dice to the Dice Pool",
                                     "discard an item to add the yellow or red die; returned at the end of the phase"),
    "spells": ("Spells", "spells secure dice or restore sanity or stamina"),
    "securing-dice-with-spells": ("Securing Dice with Spells", "after a roll, one die of it is placed on the spell"),
    "using-items-clues-spells-and-allies": (
        "Using Items, Clues, Spells, and Allies", "only on one's own turn; a spell's die may be used on any turn"),
    "removing-secured-dice": ("Removing Secured Dice", "focused and assisted dice return at the end of the phase"),
    "being-devoured": ("Being Devoured", "at zero sanity or stamina: add one doom, and leave the game's play"),
    "investigator-abilities": ("Investigator Abilities", "\u201conce per roll\u201d and \u201conce per day\u201d"),
    "midnight": ("Midnight", "after a turn ends with the clock at or past XII, three steps in order"),
    "midnight-1": ("Resolve \u201cAt Midnight\u201d Effects", "first the At Midnight effects on the cards in play"),
    "midnight-2": ("Draw a New Mythos Card", "then a new Mythos card and its immediate effect"),
    "midnight-3": ("Replenish \u201cOnce per Day\u201d Abilities", "then the once per day abilities"),
    "mythos-cards": ("Mythos Cards", "the immediate effect and the lingering effect while faceup"),
    "the-doom-track": ("The Doom Track", "doom tokens fill the track; monster icons and the final space"),
    "doom-track-1": ("Place a Doom Token", "one token on the first available space"),
    "doom-track-2": ("Monster Icon: A Monster Appears", "a token on a monster icon makes a monster appear"),
    "doom-track-3": ("Final Space: The Ancient One Awakens", "a token on the final space awakens the Ancient One"),
    "doom-track-4": ("Final Doom Token and Final Elder Sign Together",
                     "the final doom token and the final Elder Sign at the same time: sealed away, a win"),
    "monsters": ("Monsters", "a monster is drawn from the cup and placed on a monster task or below a card"),
    "monster-tasks": ("Monster Tasks", "a monster marker on a monster task is a task to complete"),
    "completing-monster-tasks": ("Completing Monster Tasks",
                                 "the marker is collected at the end of the Resolution phase"),
    "awakening-the-ancient-one": ("Awakening the Ancient One", "the awakening, after any rewards or penalties"),
    "awakening-1": ("Discard the Current Mythos Card", "its lingering effect ends; its locked dice are freed"),
    "awakening-2": ("Remove Dice Locked by Adventures and Monsters", "those dice leave the game"),
    "awakening-3": ("Discard Adventures, Other Worlds, and Monsters", "the play area is cleared"),
    "awakening-4": ("Move Investigators to the Ancient One Card", "every marker goes to the Ancient One"),
    "awakening-5": ("Proceed to the Clock Phase", "an awakening during a turn ends its other phases"),
    "battling-the-ancient-one": ("Battling the Ancient One", "battle turns: the Attack phase, then the Clock phase"),
    "battle-1": ("Attack Phase", "the first phase of a battle turn"),
    "battle-2": ("Clock Phase", "the second phase of a battle turn"),
    "attack-phase": ("Attack Phase", "complete the battle task, remove doom, roll again; no focus or assistance"),
    "battling-the-ancient-one/clock-phase": ("Clock Phase",
                                             "at midnight the Ancient One attacks instead of a Mythos card"),
    "winning-the-game": ("Winning the Game", "Elder Signs at the limit, the last doom removed, or all devoured"),
}

ES_RULES: dict[str, Rule] = {P + key: Rule(title, reason) for key, (title, reason) in _TABLE.items()}

register_rules(ES_RULES)


def es(*keys: str) -> tuple[str, ...]:
    """The full keys of the given Elder Sign entries (``es("clock-phase")``), checked against the table."""
    full = tuple(P + key for key in keys)
    for key in full:
        if key not in ES_RULES:
            raise KeyError(f"rule key {key!r} is not in the Elder Sign table")
    return full
