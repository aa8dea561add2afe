"""The selectors an effect's target may use besides a card's, investigator's or location's name: the closed list,
each with what it picks. Kept apart from the effects (``effects.py``), which name targets by these; the package adds
the selectors its other modules define (agendas, investigators by their part in a test)."""

from __future__ import annotations

from ..layout import DIRECTIONS, FARTHEST_FROM_ALL

#: Selectors usable as an effect's target, besides a card's, investigator's or location's name.
TARGET_SELECTORS: dict[str, str] = {
    "you": "the investigator 'you' refers to",
    "self": "the card or investigator bearing the ability",
    "each-investigator": "every investigator still in the game",
    "each-investigator-at-this-location": "every investigator at the bearer's location",
    "each-investigator-at-your-location": "every investigator at your location",
    "turn-investigator": "the investigator whose turn it is (none outside a turn)",
    "an-investigator-at-your-location": "one investigator at your location (a `target` choice)",
    "an-investigator-at-your-location-or-a-connecting-location": "one investigator at your location or a location "
                                                                 "connected to it (a `target` choice)",
    "each-investigator-at-your-location-or-a-connecting-location": "every investigator at your location or a location "
                                                                   "connected to it",
    "each-investigator-at-this-location-or-a-connecting-location": "every investigator at the bearer's location or a "
                                                                   "location connected to it",
    "an-investigator": "one investigator in the game, wherever he or she is (a `target` choice: \u201cany investigator\u201d)",
    "each-enemy-at-your-location": "every enemy at your location",
    "an-enemy-at-your-location": "one enemy at your location (a `target` choice)",
    "an-enemy-engaged-with-you": "one enemy engaged with you (a `target` choice)",
    "attacking-enemy": "the enemy whose attack is the triggering condition",
    "triggering-who": "the `who` of the triggering condition",
    "triggering-what": "the `what` of the triggering condition",
    "triggering-source": "the `source` of the triggering condition",
    "triggering-to": "the `to` of the triggering condition (the location an enemy moves to)",
    "your-location": "your location",
    "this-location": "the bearer's location",
    "a-connecting-location": "a location connected to yours (a `target` choice)",
    "an-empty-location": "a location with no enemies or investigators (a `target` choice)",
    "a-random-location": "a location in play picked at random (the engine has no randomness: a `target` choice states "
                         "which, else the first listed)",
    **{selector: f"the location{'s' if direction == 'adjacent' else ''} {direction} from yours in the situation's "
                 "`layout` (a `target` choice among several)" for selector, direction in DIRECTIONS.items()},
    FARTHEST_FROM_ALL: "the location with the highest combined distance from each investigator, one with no "
                       "investigators if able (a `target` choice among ties)",
    "attached-to": "the card or location the bearer is attached to (\u201cattached enemy\u201d)",
    "a-card-you-control": "one card in play you control (a `target` choice)",
    "an-asset-you-control": "one asset in play you control (a `target` choice)",
    "current-agenda": "the agenda in play",
    "current-act": "the act in play",
    "doom-in-play": "each card in play and location with doom on it (“Remove all doom in play”: Doom)",
    "testing-investigator": "the investigator performing the current skill test",
    "lead-investigator": "the lead investigator (Lead Investigator: \u201cthe lead investigator\u201d)",
    "tested-enemy": "the enemy the current skill test is made against (the enemy attacked or evaded: a designated "
                    "fight's or evasion's \u201cthat enemy\u201d, \u201cthe attacked enemy\u201d)",
    "tested-location": "the location the current skill test investigates (\u201cthat location\u201d after \u201cwhile "
                       "investigating a location\u201d)",
    "chosen": "what a `choose` effect of the same ability chose (\u201cthat investigator\u201d, \u201cthe chosen enemy\u201d)",
}
