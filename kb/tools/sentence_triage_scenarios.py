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
    ("ahlcg/glossary/bonded", "brings the bonded card into the game", "not modelled",
     "bringing a set-aside bonded card into the game is the bonding card's effect; putting a set-aside player card "
     "into play is not in the vocabulary (set-aside enemies are spawned)"),
    ("ahlcg/glossary/bonded", "does not remain a part of that investigator", "not play", CAMPAIGN),
    ("ahlcg/glossary/bonded", "number of copies of each different bonded card", "not play", "the product"),
    ("ahlcg/glossary/bonded", "does not factor into this limit", "not play", "the product"),
    ("ahlcg/rr/winning-and-losing", "Each scenario has a number of different possible endings", "not play", DEF),
    ("ahlcg/rr/winning-and-losing", "The act deck represents the progress", "not play", FLAVOUR),
    ("ahlcg/rr/winning-and-losing", "The agenda deck represents the objectives", "not play", FLAVOUR),
    ("ahlcg/rr/winning-and-losing", "Instructions for resolving the designated resolution are found", "not play",
     "where the resolution's text is found (the situation gives it: `resolutions`)"),
]
