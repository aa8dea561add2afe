"""Whatever the parser emits loads in the engine's situation format, however the sentences combine.

The engine refuses 'cancel', 'prevent' and 'instead' outside an ability's own effects or without
the trigger they act on; the parser must report such sentences, not emit them.
"""

from __future__ import annotations

import itertools
import random

import pytest

from kb.cardtext import parse_card_text

from .situation import load

HEADS = ["[reaction] After you defeat an enemy", "[reaction] When an enemy attacks you",
         "[reaction] When you would take damage", "Forced – At the end of the round",
         "[reaction] After you successfully investigate, exhaust this card", "[action]", "[free] Spend 1 resource",
         "[action] Spend 1 charge", "Forced – When this card is defeated", "[reaction] When you would draw 1 card",
         "[reaction] After an enemy engages you", "Revelation –"]
SENTENCES = ["Draw 1 card.", "Cancel that attack.", "Prevent 1 of that damage.", "Deal 1 damage to that enemy.",
             "Gain 2 resources, instead.", "Fight. You get +1 [combat] for this attack.",
             "Test [agility] (3). If you fail, take 1 horror.", "Then, heal 1 damage.",
             "You must either take 1 damage or lose 1 action.", "Automatically evade that enemy.",
             "Exhaust that enemy.", "You get +1 [willpower] for this skill test.", "Move to a connecting location.",
             "Place 1 doom on the current agenda.", "Discard this card.", "Take 1 horror for each point you fail by.",
             "If you succeed, cancel that attack.", "You must either cancel that attack or take 1 damage.",
             "For each point you fail by, take 1 damage."]


def _text(head: str, body: str) -> str:
    return f"{head} {body}" if head.startswith("Revelation") else f"{head}: {body}"


PAIRS = random.Random(15).sample(list(itertools.product(HEADS, SENTENCES, SENTENCES)), 300)


@pytest.mark.parametrize(("head", "first"), list(itertools.product(HEADS, SENTENCES)))
def test_one_sentence_abilities_load(head: str, first: str) -> None:
    result = parse_card_text(_text(head, first + " (Limit once per round.)"))
    load(result)
    assert result.abilities or result.unparsed


def test_combined_sentences_load() -> None:
    emitted = 0
    for head, a, b in PAIRS:
        result = parse_card_text(_text(head, f"{a} {b}"))
        load(result)
        emitted += len(result.abilities)
    assert emitted > 150
