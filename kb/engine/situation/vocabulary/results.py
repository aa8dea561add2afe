"""What an earlier instruction of the same ability did: the counts of the per-resolution record.

An ability's instructions can depend on what an instruction before them did as it resolved: "If no doom was placed
by this effect, lose 2 resources", "If no cards are discarded by this effect, Corrosion gains surge", "If it moved
more than one location by this effect, …", "gain that many resources". The engine keeps, for each resolution of an
ability, a record of what each instruction did (``core/results.py``: doom placed, clues moved, cards discarded,
attacks made, locations moved, damage prevented), and these counts read it. They are counted like the state's counts
by an ``if`` (its condition) and a ``for-each``, but only while the ability resolves: a play restriction, a constant's
"while" or a chaos token's modifier has no resolution whose record they could read.

A result count is spelled ``<outcome>-by-this-effect``, and may be composed with a filter on the cards it names,
``card-discarded-by-this-effect:enemy`` ("If at least 1 enemy is discarded by this effect"): only the cards of the
outcome the filter matches are counted (a trigger filter, as a composed count's). ``that-many`` is the amount of the
last outcome recorded before it: "Then, gain that many resources". ``trigger-amount`` is the amount the triggering
occurrence carries, for "that many" with no instruction before it ("When you would discover 1 or more clues at your
location: Discard that many clues from Cover Up instead"): the clues discovered, the damage or horror dealt, the
resources gained, the tokens placed — only an occurrence of :data:`AMOUNTED_EVENTS` carries one.
"""

from __future__ import annotations

#: The tokens whose placing, moving and removing the record keeps (each an outcome of its own).
RECORDED_TOKENS = ("clue", "doom", "resource", "damage", "horror")

#: outcome → what it counts; ``<outcome>-by-this-effect`` is the count's name.
OUTCOMES: dict[str, str] = {
    **{f"{token}-{done}": f"the {token}{'' if token in ('doom', 'damage', 'horror') else 's'} {done} by an earlier "
       "instruction of this resolution" for token in RECORDED_TOKENS for done in ("placed", "moved", "removed")},
    "card-discarded": "the cards discarded by an earlier instruction of this resolution (from play, a hand or the "
                      "top of a deck)",
    "attack-made": "the attacks an earlier instruction of this resolution made (an enemy attacking because it says so)",
    "location-moved": "the locations an enemy moved by an earlier instruction of this resolution (one a connection)",
    "damage-prevented": "the damage an earlier instruction of this resolution prevented (or canceled)",
    "horror-prevented": "the horror an earlier instruction of this resolution prevented (or canceled)",
    "damage-and-horror-prevented": "the damage and horror an earlier instruction of this resolution canceled, together "
                                   "(\u201ccancel up to 5 damage and/or horror just dealt to you. Then, gain that many "
                                   "resources\u201d: recorded after each kind's own)",
    "card-looked-at": "the cards an earlier instruction of this resolution looked at or revealed (the top cards of a "
                      "deck: \u201cif a [[Terror]] card is among the looked-at cards\u201d)",
    "card-revealed": "the cards an earlier instruction of this resolution revealed from the top of a deck",
    **{f"{part}-spent": f"the {part}s an earlier instruction of this resolution spent as a cost after the colon "
       f"(\u201cfor each {part} spent in this way\u201d): the amount the payer chose" for part in ("action", "resource",
                                                                                                 "clue", "use")},
    **{f"{part}-paid-as-cost": f"the {part}{'' if part in ('damage', 'horror') else 's'} the ability's own cost "
       f"paid before its colon (\u201cfor each {part} taken as part of this ability's cost\u201d): an \u201cup "
       "to\u201d part the amount the payer chose (procedures/cost_paid.py)"
       for part in ("action", "resource", "clue", "damage", "horror")},
    "enemy-engaged": "the enemies an earlier instruction of this resolution engaged (\u201cfor each enemy engaged in "
                     "this way\u201d), or a move of it brought to an investigator it engaged there (Enemy Engagement): one "
                     "already engaged with the investigator is not engaged again",
    "card-shuffled": "the cards an earlier instruction of this resolution shuffled into a deck (\u201cshuffle all "
                     "non-weakness cards from your hand into your deck, then draw an equal number of cards\u201d)",
    "test-failed": "a skill test made to fail by an earlier instruction of this resolution, in the 'would' window of "
                   "its success (\u201cIf this effect causes you to fail the test\u201d: a new token revealed in place "
                   "of the one returned to the bag)",
    "test-succeeded": "a skill test made to succeed by an earlier instruction of this resolution, in the 'would' window "
                      "of its failure",
    "token-revealed": "the chaos tokens an earlier instruction of this resolution revealed and resolved (composed with "
                      "the tokens counted, joined by |: token-revealed-by-this-effect:skull|auto-fail)",
}
#: The suffix of a result count's name.
BY_THIS_EFFECT = "-by-this-effect"
#: The amount of the last outcome recorded ("that many").
THAT_MANY = "that-many"

#: The amount of the occurrence the ability triggered on ("that many" with nothing done before it).
TRIGGER_AMOUNT = "trigger-amount"
#: The events whose occurrence carries an amount "that many" may name: how many clues discovered or placed, damage or
#: horror dealt, resources gained, doom placed, cards drawn, damage or horror healed (Clues, Dealing Damage/Horror,
#: Resources, Doom, Drawing Cards, Heal). A skill test's succeed/fail carry a margin, not an amount of things.
AMOUNTED_EVENTS = ("discover-clues", "place-clues", "remove-clues", "damage-dealt", "horror-dealt", "gain-resources",
                   "place-doom", "draw-cards", "heal", "gain-clues")
#: The prefix of a result count that sums the printed cost of the cards an outcome recorded, not how many there are
#: ("X is the total printed cost of those discarded cards": ``printed-cost-of-card-discarded-by-this-effect``); a card
#: with no printed cost adds 0.
PRINTED_COST = "printed-cost-of-"
#: The outcomes that record cards, whose printed costs a result count may sum.
CARD_OUTCOMES = ("card-discarded", "card-looked-at", "card-revealed", "card-shuffled")

#: The result counts: what an ``if`` or a ``for-each`` may count besides the state and a test's margin.
RESULT_COUNTS: dict[str, str] = {
    **{f"{outcome}{BY_THIS_EFFECT}": meaning for outcome, meaning in OUTCOMES.items()},
    **{f"{PRINTED_COST}{outcome}{BY_THIS_EFFECT}": f"the printed costs, added up, of {OUTCOMES[outcome][4:]}"
       for outcome in CARD_OUTCOMES},
    THAT_MANY: "the amount the last instruction before it in this resolution recorded (\u201cgain that many "
               "resources\u201d)",
    TRIGGER_AMOUNT: "the amount the occurrence the ability triggered on carries (\u201cWhen you would discover 1 or "
                    "more clues at your location: Discard that many clues from Cover Up instead\u201d)",
}


def result_count(key: str) -> tuple[str, str | None] | None:
    """A result count's parts: the outcome it counts and the filter composed with it (None: every one), else None."""
    if key in (THAT_MANY, TRIGGER_AMOUNT):
        return key, None
    name, colon, flt = key.partition(":")
    outcome = name[:-len(BY_THIS_EFFECT)]
    if not name.endswith(BY_THIS_EFFECT) or (outcome not in OUTCOMES and not (
            outcome.startswith(PRINTED_COST) and outcome[len(PRINTED_COST):] in CARD_OUTCOMES)):
        return None
    if colon and (not flt or flt.strip() != flt):
        return None
    return outcome, flt or None


def is_result_count(key: str | None) -> bool:
    """Whether ``key`` counts the per-resolution record (not the state, nor a test's margin)."""
    return key is not None and result_count(key) is not None
