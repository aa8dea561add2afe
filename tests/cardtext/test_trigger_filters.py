"""Triggering conditions whose roles are composed noun phrases ("a non-Elite enemy at your location", "attached
location"): the reader composes the engine's filter from the phrase's parts, and the engine loads it."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence

from kb.engine import situation_from_data

from .situation import situation_with

#: Enemies the conditions below name by their printed names: the situation must hold them.
NAMED = ("Mad Patient", "Maniac")


def _trigger(condition: str) -> dict:
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", name="Watcher", type_code="asset")
    assert not result.gaps, result.gaps
    data = situation_with(result, name="Watcher", type_code="asset")
    data["cards"] += [{"name": n, "type": "enemy", "location": "Hallway", "health": 2} for n in NAMED]
    situation_from_data(data)  # what the reader writes, the engine takes
    return result.abilities[0].to_situation()["trigger"]


@pytest.mark.parametrize("condition, trigger", [
    # whom an enemy attacks, by a count of what that investigator holds (having.py)
    ("When an enemy attacks an investigator with more than 10 cards in his or her discard pile",
     {"event": "enemy-attack", "source": "enemy", "who": "with-at-least:11-discard:investigator"}),
    ("When an enemy attacks an investigator with 3 or more damage",
     {"event": "enemy-attack", "source": "enemy", "who": "with-at-least:3-damage:investigator"}),
    # determiner, qualifiers (a trait, "non-" a trait, a state), the noun, where
    ("When a non-Elite enemy spawns at your location", {"event": "spawn", "what": "non-elite-enemy-at-your-location"}),
    ("After an enemy spawns at attached location", {"event": "spawn", "what": "enemy-at-attached-location"}),
    ("After you defeat a Possessed enemy at this location",
     {"event": "defeated", "who": "you", "what": "possessed-enemy-at-this-location"}),
    ("After you defeat an unengaged enemy", {"event": "defeated", "who": "you", "what": "unengaged-enemy"}),
    # "attached X": what the card bearing the ability is attached to
    ("After an investigator enters attached location", {"event": "move", "who": "investigator", "what": "attached"}),
    ("After you leave attached location", {"event": "move", "who": "you", "source": "attached"}),
    ("When attached agenda advances", {"event": "advance", "what": "attached"}),
    # an attack: by an enemy (its subject), or by an investigator against an enemy (Fight)
    ("When a non-Elite enemy attacks you", {"event": "enemy-attack", "source": "non-elite-enemy", "who": "you"}),
    ("When you attack Mad Patient", {"event": "fight", "who": "you", "what": "Mad Patient"}),
    ("After you attack an exhausted enemy", {"event": "fight", "who": "you", "what": "exhausted-enemy"}),
    # an adverb between the subject (and its place) and the verb says how the attack went
    ("When an investigator at your location successfully attacks a Monster enemy",
     {"event": "succeed-skill-test", "who": "investigator-at-your-location", "via": "fight", "what": "monster-enemy"}),
    # an engagement, whichever of the two is the subject
    ("After Maniac engages you", {"event": "engage", "who": "you", "what": "Maniac"}),
    ("After a Monster enemy engages you", {"event": "engage", "who": "you", "what": "monster-enemy"}),
    ("After you engage a Cultist enemy", {"event": "engage", "who": "you", "what": "cultist-enemy"}),
    # an amount of damage or horror placed, "any amount" being no bound at all
    ("After any amount of horror is placed on you", {"event": "horror-dealt", "who": "you"}),
])
def test_a_role_is_composed_from_its_noun_phrase(condition: str, trigger: dict) -> None:
    assert _trigger(condition) == trigger


def test_a_would_condition_is_read_by_the_tree_with_its_would() -> None:
    assert _trigger("When attached enemy would ready") == {"event": "ready", "what": "attached"}
    assert _trigger("When a non-Elite enemy would attack you") == {"event": "enemy-attack", "who": "you",
                                                                   "source": "non-elite-enemy"}
    result = parse_card_text("[reaction] When attached enemy would ready: Gain 1 resource.", type_code="asset")
    assert result.abilities[0].timing == "would"


def test_a_participle_opening_a_clause_before_its_noun_qualifies_the_noun() -> None:
    """An imperative is a bare verb ("Exhaust …"); "attached" before a noun is a participle, not the clause's
    verb."""
    clause = read_sentence("When attached enemy would ready").clauses[0]
    assert [c.kind for c in clause.chunks][:2] != ["verb", "np"]
    assert any(c.kind == "np" and [t.low for t in c.tokens] == ["attached", "enemy"] for c in clause.chunks)


@pytest.mark.parametrize("condition", [
    "After The Rougarou enters a different location",  # "different" is neither a state nor a trait
    "When a different enemy spawns at your location",  # "different" is neither a state nor a trait
    "When Maniac attacks you",  # a card by its name may be an enemy or an investigator's card: not guessed
    "After Roland Banks engages Maniac",  # two names: which is the enemy is not guessed
])
def test_what_composes_into_no_filter_stays_a_gap(condition: str) -> None:
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", type_code="asset")
    assert [g.category.split(":")[0] for g in result.unsupported] == ["trigger"]
    assert result.abilities[0].kind == "reaction"  # the ability keeps its kind
