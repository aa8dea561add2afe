"""Sentences about setup, scenarios and scenario keywords that no conformance test replays, each with why (issue
29's setup, scenario and keyword reasons): kept apart from ``sentence_triage`` so each family's reasons live in one
place. ``sentence_reasons.SENTENCES`` includes them; a sentence's own reason wins over its entry's.
"""

from __future__ import annotations

DECK = "deck construction"
CAMPAIGN = "campaign bookkeeping"
FLAVOUR = "flavour"
DEF = "a definition (the entry's other sentences state the rule)"

#: (entry key, a fragment of the sentence, status, reason)
SENTENCES: list[tuple[str, str, str, str]] = [
    ("ahlcg/rr/permanent", "Permanent is a deckbuilding keyword ability", "not play", DECK),
    ("ahlcg/rr/permanent", "does not count towards your deck size", "not play", DECK),
    ("ahlcg/rr/permanent", "adhere to all other deckbuilding restrictions", "not play", DECK),
    ("ahlcg/rr/permanent", "cannot be removed from your deck or swapped out", "not play", DECK),
    ("ahlcg/glossary/bonded", "are linked to another player card", "not play", DEF),
    ("ahlcg/glossary/bonded", "not available as deckbuilding options", "not play", DECK),
    ("ahlcg/glossary/bonded", "does not remain a part of that investigator", "not play", CAMPAIGN),
    ("ahlcg/glossary/bonded", "number of copies of each different bonded card", "not play", "the product"),
    ("ahlcg/glossary/bonded", "does not factor into this limit", "not play", "the product"),
    ("ahlcg/rr/winning-and-losing", "Each scenario has a number of different possible endings", "not play", DEF),
    ("ahlcg/rr/winning-and-losing", "The act deck represents the progress", "not play", FLAVOUR),
    ("ahlcg/rr/winning-and-losing", "The agenda deck represents the objectives", "not play", FLAVOUR),
    ("ahlcg/rr/winning-and-losing", "Instructions for resolving the designated resolution are found", "not play",
     "where the resolution's text is found (the situation gives it: `resolutions`)"),
    ("ahlcg/glossary/vengeance-x", "Some encounter cards are worth vengeance points", "not play", DEF),
    ("ahlcg/glossary/vengeance-x", "indicates that a card is worth X vengeance points", "not play", "card anatomy"),
    ("ahlcg/glossary/vengeance-x", "represents the awareness and animosity", "not play", FLAVOUR),
    ("ahlcg/glossary/vengeance-x", "not also worth victory points", "not play",
     "scoring (victory points: a resolution's experience is stated)"),
    ("ahlcg/glossary/elusive", "Elusive is a keyword ability", "not play", DEF),
    ("ahlcg/glossary/elusive", "Elusive enemies represent", "not play", FLAVOUR),
    ("ahlcg/glossary/patrol", "Some enemies have the patrol keyword", "not play", DEF),
    ("ahlcg/glossary/patrol", "blocked by a card ability", "not modelled",
     "a location blocked by a card ability is not in the vocabulary"),
    ("ahlcg/glossary/exile", "must be exiled when they are used", "not play", DEF),
    ("ahlcg/glossary/exile", "must be purchased again with experience", "not play", CAMPAIGN),
    ("ahlcg/glossary/exile", "If exiling 1 or more cards would reduce your deck", "not play", DECK),
    ("ahlcg/glossary/partner", "Partner is a keyword ability", "not play", DEF),
    ("ahlcg/glossary/partner", "Each of these assets represents", "not play", FLAVOUR),
    ("ahlcg/glossary/partner", "endangers that asset", "not play", FLAVOUR),
    ("ahlcg/glossary/partner", "given the option to choose a partner asset", "not modelled",
     "choosing a partner at the start of a scenario is not replayed: the situation puts the partner asset in play"),
    ("ahlcg/glossary/partner", "cannot be added to an investigator", "not play", DECK),
    ("ahlcg/glossary/partner", "may choose a different partner", "not play", CAMPAIGN),
    ("ahlcg/glossary/partner", "cross off that character", "not play", CAMPAIGN),
    ("ahlcg/glossary/partner", "recorded in the Expedition Team section", "not play", CAMPAIGN),
    ("ahlcg/glossary/partner", "The Campaign Guide will instruct you", "not play", CAMPAIGN),
    ("ahlcg/glossary/tekeli-li", "includes an encounter set of 16 weaknesses", "not play", "the product"),
    ("ahlcg/glossary/tekeli-li", "Like normal weaknesses", "not play", CAMPAIGN),
    ("ahlcg/glossary/tekeli-li", "number of cards in the Tekeli-li deck varies", "not play", CAMPAIGN),
    ("ahlcg/glossary/tekeli-li", "they may have differing effects", "not play", "card anatomy"),
    ("ahlcg/rr/gains", "used in multiple contexts", "not play", "a reading guide"),
    ("ahlcg/glossary/concealed-mini-cards", "represent the possible location of an enemy", "not play", DEF),
    ("ahlcg/glossary/day-and-night", "may be instructed to put the Time Marker card into play", "not play",
     "the component (the situation gives the current time: `time`)"),
    ("ahlcg/glossary/day-and-night", "find the Time Marker card", "not play", "the component"),
    ("ahlcg/glossary/day-and-night", "This is the current day and time", "not play", DEF),
    ("ahlcg/glossary/day-and-night", "Some cards have different effects depending", "not play", DEF),
    ("ahlcg/glossary/day-and-night", "Setup instructions may have specific instructions", "not play",
     "scenario construction (the situation is what setup made)"),
    ("ahlcg/glossary/day-and-night", "put River Hawthorne into play", "not play",
     "an example (the rule it shows has its own sentence)"),
    ("ahlcg/glossary/hidden", "without revealing that card or its text", "not play",
     "hidden information between players (the replay shows every card)"),
    ("ahlcg/glossary/hidden", "encouraged to stay", "not play", FLAVOUR),
    ("ahlcg/rr/target", "The term “choose” indicates", "not play", "a wording convention (a choice is an 'a/an …' "
     "selector)"),
]
