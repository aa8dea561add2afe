"""Why a sentence of the rules is not replayed by a test: the curated reasons of the conformance table.

By entry (``NOT_TIMING``, ``NOT_MODELLED``, ``SEE`` for the entry table of
``kb.tools.conformance_coverage``; ``NOT_PLAY``, ``NOT_MODELLED_RR`` and ``NOT_MODELLED_2024`` for the
sentence table), and by sentence (``SENTENCES``: an entry key, a fragment of the sentence, its status and
reason). A sentence's own reason wins over its entry's. What no table names is "untested".
"""

from __future__ import annotations

import re

from kb.tools.rule_sentences import Sentence, normalized
from kb.tools.sentence_triage import SENTENCES as _TRIAGED
from kb.tools.sentence_triage_scenarios import SENTENCES as _SCENARIOS

#: the statuses of the sentence table, strongest first
STATUSES = ("tested", "not modelled", "untested", "not play")

#: entries about something other than timing: what the replay could not show even in principle
NOT_TIMING = {
    "ahlcg/rr/a-an": "a wording convention",
    "ahlcg/rr/attach-to": "where a card is placed; no timing of its own",
    "ahlcg/rr/bearer": "a card's relation to its attachment",
    "ahlcg/rr/cardtypes": "card anatomy",
    "ahlcg/rr/collection": "the product",
    "ahlcg/rr/deck": "what a deck is",
    "ahlcg/rr/deckbuilding": "deck construction",
    "ahlcg/rr/deckbuilding/classes": "deck construction",
    "ahlcg/rr/encounter-set": "scenario construction",
    "ahlcg/rr/exceptional": "deck construction",
    "ahlcg/rr/experience": "campaign bookkeeping (earning it is replayed: Experience)",
    "ahlcg/rr/flavor-text": "no game effect",
    "ahlcg/rr/game": "a definition",
    "ahlcg/rr/investigator-deck": "what a deck is",
    "ahlcg/rr/killed-insane-investigators": "campaign bookkeeping after the scenario",
    "ahlcg/rr/per-investigator": "a printed value scaled by the number of players (the situation gives it)",
    "ahlcg/rr/printed": "card anatomy",
    "ahlcg/rr/self-referential-text": "a wording convention",
    "ahlcg/rr/standalone-mode": "campaign set-up",
    "ahlcg/rr/traits": "card anatomy (traits are given and matched: restricted additional actions)",
    "ahlcg/rr/unique": "deck and play-area limits by title",
    "ahlcg/rr/campaign-play/trauma": "campaign bookkeeping",
    "ahlcg/rr/campaign-play/advancing-to-next-scenario": "campaign bookkeeping",
    "ahlcg/rr/campaign-play/joining-or-leaving-a-campaign": "campaign bookkeeping",
    "ahlcg/rr/trauma": "campaign bookkeeping",
    "ahlcg/rr/victory-display-victory-points": "scoring (a resolution's experience is stated)",
    "ahlcg/faq/1-8": "deck construction",
    "ahlcg/faq/1-11": "campaign bookkeeping",
    "ahlcg/faq/1-15": "deck construction",
    "ahlcg/faq/1-16": "deck construction",
}

#: timing-relevant entries the engine does not replay, and why
NOT_MODELLED = {
    "ahlcg/rr/qualifiers": "a card's qualifiers are the situation's filters",
    "ahlcg/rr/ability/keywords": "the list of keywords; each keyword the engine replays has its own entry",
    "ahlcg/rr/ownership-and-control": "who controls an out-of-play card is not a filter of the vocabulary (a hand, "
                                      "deck or discard pile is its player's; the encounter deck and discard pile, "
                                      "the act and agenda decks are the scenario's)",
    "ahlcg/rr/must": "a wording convention: mandatory effects resolve (may is the option)",
}

#: entries that state no rule of their own but point to (or repeat) another entry: they share its status
SEE = {
    "ahlcg/rr/ability": "ahlcg/rr/ability/triggered-abilities",
    "ahlcg/rr/forced-abilities": "ahlcg/rr/ability/forced-abilities",
    "ahlcg/rr/control": "ahlcg/rr/ownership-and-control",
    "ahlcg/rr/triggered-abilities": "ahlcg/rr/ability/triggered-abilities",
    "ahlcg/rr/constant-abilities": "ahlcg/rr/ability/constant-abilities",
    "ahlcg/faq/1-2": "ahlcg/rr/ability/triggered-abilities",
    "ahlcg/rr/ability/revelation-abilities": "ahlcg/rr/revelation",
    "ahlcg/rr/ability/spawn-instructions-and-prey-instructions": "ahlcg/rr/spawn",
    "ahlcg/rr/agenda-deck": "ahlcg/rr/act-deck-and-agenda-deck",
    "ahlcg/rr/mythos-phase": "ahlcg/rr/1-1",
    "ahlcg/rr/investigation-phase": "ahlcg/rr/2-1",
    "ahlcg/rr/enemy-phase": "ahlcg/rr/3-1",
    "ahlcg/rr/upkeep-phase": "ahlcg/rr/4-1",
    "ahlcg/rr/enemy-cards": "ahlcg/rr/enemy-engagement",
    "ahlcg/rr/threat-area": "ahlcg/rr/enemy-engagement",
    "ahlcg/rr/in-play-and-out-of-play": "ahlcg/rr/leaves-play",
    "ahlcg/rr/keywords": "ahlcg/rr/ability/keywords",
}


#: entries none of whose sentences is a rule about play (the sentence table's "not play")
NOT_PLAY = {
    "ahlcg/rr/introduction": "the document's introduction",
    "ahlcg/rr/glossary": "the glossary's heading",
    "ahlcg/rr/halt": "a reading guide",
    "ahlcg/rr/framework-event-details": "the section's heading",
    "ahlcg/rr/appendix-iv": "card anatomy",
    "ahlcg/rr/scenario-card-anatomy-key": "card anatomy",
    "ahlcg/rr/player-card-anatomy-key": "card anatomy",
    "ahlcg/faq/def-record-in-your-campaign-log": "campaign bookkeeping",
    "ahlcg/faq/def-remember-that": "campaign bookkeeping",
    "ahlcg/faq/def-signature-cards": "deck construction",
    "ahlcg/faq/q-how-does-searching-the-collection-for-a-random": "deck construction",
    "ahlcg/faq/q-if-i-purchase-a-permanent-card-for-my": "deck construction",
    "ahlcg/faq/q-when-i-swap-dark-pact-out-of-my": "deck construction",
    "ahlcg/faq/q-is-the-pile-of-potential-sacrificesin-play-or": "campaign bookkeeping (a campaign log's list)",
    "ahlcg/faq/q-what-happens-if-duke-is-listed-under-sacrficed": "campaign bookkeeping",
    "ahlcg/faq/q-is-the-setup-instruction-regarding-which-version-of": "scenario set-up",
    "ahlcg/faq/q-if-i-am-instructed-to-replay-a-scenario": "campaign bookkeeping",
    "ahlcg/faq/q-if-a-resolution-or-interlude-contains-effects-that": "campaign bookkeeping",
    "ahlcg/glossary/customizable": "deck construction (upgrades bought with experience)",
    "ahlcg/glossary/deckbuilding-options": "deck construction",
    "ahlcg/glossary/doubt-and-conviction": "campaign log bookkeeping",
    "ahlcg/glossary/multi-class-cards": "deck construction",
    "ahlcg/glossary/myriad": "deck construction",
    "ahlcg/glossary/record-in-your-campaign-log": "campaign bookkeeping",
    "ahlcg/glossary/remember-that": "campaign bookkeeping",
    "ahlcg/glossary/researched": "campaign log bookkeeping",
    "ahlcg/glossary/signature-cards": "deck construction",
    "ahlcg/glossary/supplies": "campaign bookkeeping",
    "ahlcg/glossary/treachery-subtitles": "card anatomy",
    "ahlcg/glossary/prologue-investigators": "campaign set-up",
    "ahlcg/glossary/lola-and-roles": "deck construction",
    "ahlcg/rr/campaign-play": "campaign bookkeeping",
    "ahlcg/rr/campaign-play/experience": "campaign bookkeeping (earning experience at a resolution is replayed; "
                                         "purchasing cards is deck construction)",
}

#: NOT_TIMING entries whose subject is not play at all; the others state rules of play the engine
#: takes as given (a printed number, a wording convention): their sentences are "not modelled"
_NOT_TIMING_NOT_PLAY = re.compile(r"deck construction|deck and play-area|campaign|the product|card anatomy|"
                                  r"no game effect|what a deck is|scenario construction|scoring|a definition")

#: the 2024 glossary's entries for mechanics the engine's vocabulary does not have
NOT_MODELLED_2024 = {
    "ahlcg/glossary/different": "\u201cdifferent\u201d actions or abilities: no effect of the vocabulary asks for "
                                "them yet (different cards are one rule, situation/titles.py)",
    "ahlcg/glossary/joes-hunch-deck": "a card's own deck is not in the vocabulary",
    "ahlcg/glossary/being-at-no-location": "an investigator is always at a location in the engine",
    "ahlcg/glossary/shifting-slots": "slots are modelled (`slots`); an effect that shifts an asset to another slot "
                                     "type, or frees it from its slot, is not in the vocabulary",
    "ahlcg/glossary/searching-during-setup": "setup's searches are not replayed",
    "ahlcg/glossary/unless-all-clues-have-been-discovered": "the scenario's clue totals are not modelled",
    "ahlcg/rr/deckbuilding": "deck construction",
}

#: Rules Reference entries whose sentences the engine does not replay, beyond NOT_MODELLED's
NOT_MODELLED_RR: dict[str, str] = {}

#: an entry of the 2024 glossary that says again (in other words) an FAQ ruling: a test of either counts
SAME = {
    "ahlcg/glossary/additional-costs": "ahlcg/faq/1-6",
    "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens": "ahlcg/faq/2-5",
    "ahlcg/glossary/choices-and-the-grim-rule": "ahlcg/faq/1-5",
    "ahlcg/glossary/nested-sequences": "ahlcg/faq/1-4",
    "ahlcg/glossary/reaction-opportunities": "ahlcg/faq/1-3",
    "ahlcg/glossary/skill-test-results-and-advanced-timing": "ahlcg/faq/1-7",
    "ahlcg/glossary/wild-skill-icons": "ahlcg/faq/1-9",
    "ahlcg/glossary/replacing-an-opening-hand": "ahlcg/faq/2-6",
    "ahlcg/glossary/limits-pertaining-to-play-areas": "ahlcg/faq/2-3",
}

#: (entry key, a fragment of the sentence, status, reason): sentences whose status differs from their entry's
SENTENCES: list[tuple[str, str, str, str]] = [
    ("ahlcg/rr/keywords", "There are also two deckbuilding keywords", "not play", "deck construction"),
    ("ahlcg/rr/keywords", "Deckbuilding keywords affect deck customization", "not play", "deck construction"),
    ("ahlcg/rr/keywords", "They have no effect during gameplay", "not play", "deck construction"),
    ("ahlcg/rr/keywords", "There are no exceptional or permanent cards in the core set", "not play", "the product"),
    ("ahlcg/rr/weakness", "These cards represent character flaws", "not play", "flavour"),
    ("ahlcg/rr/weakness", "remains a part of that investigator", "not play", "campaign bookkeeping"),
    ("ahlcg/rr/weakness", "Unless it is removed from the campaign", "not play", "campaign bookkeeping"),
    ("ahlcg/rr/weakness", "references a “basic weakness", "not play", "card anatomy"),
    ("ahlcg/rr/weakness", "A basic weakness can be identified", "not play", "card anatomy"),
    ("ahlcg/rr/enemy-cards", "Enemies represent villains", "not play", "flavour"),
    ("ahlcg/rr/asset-cards", "Story Assets are part of an encounter set", "not play", "deck construction"),
    ("ahlcg/rr/asset-cards", "Some assets have an encounter set icon", "not play", "card anatomy"),
    ("ahlcg/rr/asset-cards", "Such assets are known as Story Assets", "not play", "card anatomy"),
    ("ahlcg/glossary/limbo", "typically placed on the table", "not play", "a component's handling"),
    ("ahlcg/rr/difficulty-level", "indicates which chaos tokens should be placed into the chaos bag", "not play",
     "campaign setup: where the campaign guide lists each difficulty's bag (the situation gives its `chaos-bag`)"),
    ("ahlcg/glossary/keys-the-scarlet-keys", "a key may become bound to a single bearer", "not play",
     "campaign bookkeeping"),
    ("ahlcg/glossary/keys-the-scarlet-keys", "remain bound to their bearer for future scenarios", "not play",
     "campaign bookkeeping"),
    ("ahlcg/glossary/keys-the-scarlet-keys", "At the start of each scenario, each investigator who is the bearer",
     "not modelled", "scenario setup: the situation attaches the keys its investigators bear (`bearer`)"),
    ("ahlcg/glossary/key-tokens", "the same universal key symbol", "not play", "a component's handling"),
    ("ahlcg/glossary/key-tokens", "keys may sometimes be required in order to progress", "not modelled",
     "an objective that requires keys is not in the vocabulary"),
    ("ahlcg/glossary/bless-and-curse-tokens", "(Added in FAQ", "not play", "a note of the source"),
    ("ahlcg/glossary/frost-tokens", "At the start of the Edge of the Earth campaign", "not play", "campaign set-up"),
    ("ahlcg/glossary/frost-tokens", "the more crippling their effects become", "not play",
     "flavour (each token's effect is its own sentence)"),
    ("ahlcg/glossary/frost-tokens", "remains in the chaos bag from scenario to scenario", "not play",
     "campaign bookkeeping"),
    ("ahlcg/glossary/frost-tokens", "section of the Campaign Log", "not play", "campaign bookkeeping"),
    ("ahlcg/rr/appendix-ii", "depicts the phases and steps of a game round", "not play", "describes the chart"),
    ("ahlcg/rr/appendix-ii", "presented in the grey boxes", "not play", "describes the chart"),
    ("ahlcg/rr/appendix-ii", "The red boxes are player windows", "not play", "describes the chart"),
    ("ahlcg/rr/appendix-ii", "The specific details for each of these steps", "not play", "a cross-reference"),
    ("ahlcg/rr/act-deck-and-agenda-deck", "Generally, advancing the act deck is good", "not play", "flavour"),
    ("ahlcg/rr/act-deck-and-agenda-deck", "The agenda deck represents the progress", "not play", "flavour"),
    ("ahlcg/rr/act-deck-and-agenda-deck", "Read the designated resolution in the campaign guide", "not play",
     "campaign bookkeeping"),
    ("ahlcg/rr/act-deck-and-agenda-deck", "per investigator value", "not modelled",
     "a per investigator value is given by the situation, multiplied out"),
    ("ahlcg/rr/act-deck-and-agenda-deck", "Objective –", "not modelled", "“Objective –” instructions are not in "
     "the vocabulary (an act is advanced by an `advance` effect)"),
    ("ahlcg/rr/location-cards", "Use each investigator’s mini-card", "not play", "a component's use"),
    ("ahlcg/rr/elimination", "Refer to “no resolution was reached”", "not play", "campaign bookkeeping"),
    ("ahlcg/rr/defeat", "Taking trauma may cause an investigator to be killed", "not play", "campaign bookkeeping"),
    ("ahlcg/rr/defeat", "suffers 1 physical trauma", "not play", "campaign bookkeeping"),
    ("ahlcg/rr/defeat", "suffers 1 mental trauma", "not play", "campaign bookkeeping"),
    *_TRIAGED,
    *_SCENARIOS,
]

_CROSS_REFERENCE = re.compile(r"^\(?see( also)?:?\s", re.I)


def reason_for(sentence: Sentence) -> tuple[str, str]:
    """(status, reason) of a sentence no test quotes."""
    for key, fragment, status, reason in SENTENCES:
        if key == sentence.key and normalized(fragment) in normalized(sentence.text):
            return status, reason
    key = sentence.key
    if sentence.role == "question":
        return "not play", "the question (its answer states the rule)"
    if sentence.role == "example":
        return "not play", "an example (the rule it shows has its own sentence)"
    if _CROSS_REFERENCE.match(sentence.text):
        return "not play", "a cross-reference"
    if key in NOT_PLAY:
        return "not play", NOT_PLAY[key]
    if key in NOT_TIMING:
        if _NOT_TIMING_NOT_PLAY.search(NOT_TIMING[key]):
            return "not play", NOT_TIMING[key]
        return "not modelled", NOT_TIMING[key]
    if key in NOT_MODELLED_2024 and sentence.source == "glossary-2024":
        return "not modelled", NOT_MODELLED_2024[key]
    if key in NOT_MODELLED:
        return "not modelled", NOT_MODELLED[key]
    if key in NOT_MODELLED_RR and sentence.source == "rr":
        return "not modelled", NOT_MODELLED_RR[key]
    return "untested", "no conformance test quotes it"
