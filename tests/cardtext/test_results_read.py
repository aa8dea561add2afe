"""What an earlier instruction of the same ability did, as the reader reads it: a result condition composed from the
clause's chunks (``results.result_condition``: an amount, a noun, a passive verb, "by this effect"), the check that it
follows the instruction recording it, "that many" (a ``for-each`` of ``that-many``), "If <result>, X instead" (the
instruction before becomes the ``if``'s ``otherwise``) and repetition until a card is discarded (``repetition.py``).
Each rule from its own shape and a few real texts; a form the record does not keep is refused, never guessed."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext import results as reader
from kb.cardtext.results import done_count, result_condition, that_many
from kb.engine.situation.vocabulary import results as engine


def _read(text: str, name: str = "Probe", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


# -- the result condition: amount + noun + passive verb (+ "by this effect") ---------------------------------------

@pytest.mark.parametrize(("text", "condition"), [
    ("no doom was placed by this effect", {"count": "doom-placed-by-this-effect", "at-most": 0}),  # Arousing Suspicions
    ("no cards are discarded by this effect", {"count": "card-discarded-by-this-effect", "at-most": 0}),  # Corrosion
    ("no clues are moved by this effect", {"count": "clue-moved-by-this-effect", "at-most": 0}),  # The King's Edict
    ("no attacks were made by this effect", {"count": "attack-made-by-this-effect", "at-most": 0}),  # Beast of the Bayou
    ("no enemy is discarded", {"count": "card-discarded-by-this-effect:enemy", "at-most": 0}),  # Deadly Fate
    ("at least 2 enemies are discarded by this effect", {"count": "card-discarded-by-this-effect:enemy", "at-least": 2}),
    ("an Item asset is discarded in this way", {"count": "card-discarded-by-this-effect:item-asset", "at-least": 1}),
    ("2 or more clues were removed by this effect", {"count": "clue-removed-by-this-effect", "at-least": 2}),
    ("no damage was prevented by this effect", {"count": "damage-prevented-by-this-effect", "at-most": 0}),
    ("it moved more than one location by this effect", {"count": "location-moved-by-this-effect", "at-least": 2}),
    ("at least 1 Byakhee enemy is revealed by this effect",  # Hunted by Byakhee: revealed from a deck
     {"count": "card-revealed-by-this-effect:byakhee-enemy", "at-least": 1}),
])
def test_a_result_condition_composes_the_outcome_from_its_verb_and_noun(text, condition):
    assert result_condition(text) == condition


@pytest.mark.parametrize("text", [
    "a copy of that asset is discarded",  # a card named by its copy: no filter composes it
    "you have no clues",  # a count of the state, not of what was done
    "no doom was placed on it",  # a place, not the agent: another shape
])
def test_what_the_record_does_not_keep_composes_no_result_condition(text):
    assert result_condition(text) is None


def test_a_result_condition_after_the_instruction_that_records_it_is_an_if_on_the_record():
    effects, gaps = _read("<b>Revelation</b> - Place 1 doom on each [[Criminal]] enemy at your location. If no doom was "
                          "placed by this effect, lose 2 resources.", "Arousing Suspicions")
    assert not gaps
    assert effects[1] == {"effect": "if", "condition": {"count": "doom-placed-by-this-effect", "at-most": 0},
                          "effects": [{"effect": "lose-resources", "amount": 2}],
                          "text": "If no doom was placed by this effect, lose 2 resources"}


def test_a_surge_gained_on_a_result_is_the_card_resolving():
    effects, gaps = _read("<b>Revelation</b> - Discard the top 3 cards of your deck. If no cards are discarded by this "
                          "effect, Corrosion gains surge.", "Corrosion")
    assert not gaps and effects[1]["effects"] == [{"effect": "gain-surge"}]


@pytest.mark.parametrize(("text", "reason"), [
    # the instruction before was not read: what the record would hold is unknown (Beast of the Bayou's shape, its
    # places ones no selector names)
    ("<b>Revelation</b> - The Rougarou makes an immediate attack against each investigator at a [[Bayou]] location "
     "and each connecting location. If no attacks were made by this effect, place 1 doom on the current agenda.",
     "after a sentence that was not read"),
    # nothing before it discards: the condition would hold always
    ("<b>Revelation</b> - Gain 2 resources. If no cards are discarded by this effect, take 1 horror.",
     "with no instruction before it that does it"),
])
def test_a_result_condition_needs_the_instruction_it_is_about_read_before_it(text, reason):
    _, gaps = _read(text)
    assert any(reason in r for _, r in gaps)


# -- "that many" ------------------------------------------------------------------------------------------------

def test_that_many_reads_as_one_instance_of_its_multiple():
    assert that_many("gain that many resources") == ("gain 1 resources", 1)
    assert that_many("gain twice that many resources") == ("gain 2 resources", 2)
    assert that_many("gain 2 resources") is None


def test_that_many_after_a_recorded_instruction_is_a_for_each_of_what_it_did():
    effects, gaps = _read("[action]: Remove all clues from your location. Then, gain twice that many resources.",
                          "Probe", "asset")
    assert not gaps
    assert effects[1] == {"effect": "for-each", "count": "that-many", "then": True,
                          "effects": [{"effect": "gain-resources", "amount": 2}],
                          "text": "Then, gain twice that many resources"}


def test_an_equal_number_after_a_recorded_instruction_in_the_same_sentence_is_that_many():
    """"…, then draw an equal number of cards" (Grand Guignol's form): the part before it first, then the amount."""
    effects, gaps = _read("<b>Revelation</b> - Discard the top 2 cards of your deck, then draw an equal number of "
                          "cards.")
    assert not gaps
    assert effects == [{"effect": "discard-top", "amount": 2},
                       {"effect": "for-each", "count": "that-many", "then": True,
                        "effects": [{"effect": "draw", "amount": 1}], "text": "Then, draw an equal number of cards"}]


@pytest.mark.parametrize(("text", "reason"), [
    ("[action]: Gain 2 resources. Then, draw that many cards.", "does not record"),
    # "I've had worse…": the cancel before it is not read
    ("[fast] Cancel up to 5 damage and/or horror just dealt to you. Then, gain that many resources.",
     "that was not read"),
])
def test_that_many_is_refused_after_what_the_engine_does_not_record(text, reason):
    _, gaps = _read(text, "Probe", "asset")
    assert any(reason in r for _, r in gaps)


# -- "that many" of the triggering condition ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "inner"), [
    ("[reaction] After you gain 1 or more resources: Draw that many cards.", {"effect": "draw", "amount": 1}),
    ("[reaction] After you discover 1 or more clues: Gain twice that many resources.",
     {"effect": "gain-resources", "amount": 2}),
    ("<b>Forced</b> - After 1 or more horror is dealt to you: Place that many doom on @self.",
     {"effect": "place-doom", "amount": 1, "to": "self"}),
])
def test_that_many_first_in_a_triggered_ability_is_the_amount_its_trigger_names(text, inner):
    effects, gaps = _read(text, "Probe", "asset")
    assert not gaps
    assert effects[0]["count"] == "trigger-amount" and effects[0]["effects"] == [inner]


def test_that_many_instead_after_a_would_trigger_replaces_it_with_that_many():
    """Cover Up: "Discard that many clues from Cover Up instead" — tokens discarded from a card (removed to the pool)."""
    effects, gaps = _read("[reaction] When you would discover 1 or more clues at your location: Discard that many "
                          "clues from Cover Up instead.", "Cover Up")
    assert not gaps
    assert effects == [{"effect": "instead", "text": "Discard that many clues from Cover Up instead", "effects": [
        {"effect": "for-each", "count": "trigger-amount", "text": "Discard that many clues from Cover Up instead",
         "effects": [{"effect": "remove-tokens", "tokens": "clues", "amount": 1}]}]}]


@pytest.mark.parametrize(("text", "reason"), [
    ("[action]: Draw that many cards.", "no amount to its triggering condition"),  # nothing triggered it
    ("[reaction] After you play an event: Draw that many cards.", "no amount to its triggering condition"),
    ("[reaction] After you discover 1 or more clues: Discard that many clues from @self instead.", "needs a 'When … would …' trigger"),
])
def test_that_many_of_a_trigger_is_refused_without_an_amount_or_a_would(text, reason):
    _, gaps = _read(text, "Probe", "asset")
    assert any(reason in r for _, r in gaps)


def test_discarding_tokens_from_a_card_removes_them():
    effects, gaps = _read("[action]: Discard 2 clues from @self.", "Probe", "asset")
    assert not gaps and effects == [{"effect": "remove-tokens", "tokens": "clues", "amount": 2}]


# -- "If <result>, X instead" ------------------------------------------------------------------------------------

def test_instead_after_a_result_condition_replaces_the_instruction_before():
    effects, gaps = _read("<b>Revelation</b> - Test [willpower] (3). If you fail, discard cards from the top of the "
                          "encounter deck until an enemy is discarded. You must either take 1 damage, or take 2 damage. "
                          "If no enemy is discarded, take 1 horror instead.")
    assert not gaps
    fail = effects[0]["fail"]
    assert fail[0] == {"effect": "discard-top", "deck": "encounter", "find": {"type": "enemy"}}
    assert fail[1]["condition"] == {"count": "card-discarded-by-this-effect:enemy", "at-most": 0}
    assert fail[1]["effects"] == [{"effect": "deal-horror", "amount": 1, "to": "you"}]
    assert [e["effect"] for e in fail[1]["otherwise"]] == ["either"]


# -- repetition until a card is discarded ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "find"), [
    ("Discard cards from the top of the encounter deck until an enemy is discarded.", {"type": "enemy"}),  # Smite
    ("Discard cards from the top of the encounter deck until a location is discarded.", {"type": "location"}),  # Wormhole
    ("Discard cards from the top of your deck until an [[Item]] asset is discarded.", {"type": "asset",
                                                                                        "traits": ["Item"]}),
])
def test_discarding_until_a_card_is_discarded_is_the_deck_effect_with_what_it_waits_for(text, find):
    effects, gaps = _read(f"<b>Revelation</b> - {text}")
    assert not gaps and effects[0]["find"] == find and effects[0]["effect"] == "discard-top"


@pytest.mark.parametrize("text", [
    "Add clues to it until it has more clues than you.",  # a bound the engine does not hold
    "Reveal cards from the top of the encounter deck until an enemy is revealed.",  # a verb the engine does not repeat
])
def test_another_repetition_is_refused_with_its_reason(text):
    _, gaps = _read(f"<b>Revelation</b> - {text}")
    assert any("repeated until a state" in r for _, r in gaps)


def test_until_the_end_of_a_period_is_a_duration_not_a_repetition():
    _, gaps = _read("<b>Revelation</b> - That card gains a [wild] icon until the end of the test.")
    assert not any("repeated until a state" in r for _, r in gaps)


def test_the_card_found_by_the_repetition_is_the_referent_the_engine_binds():
    """Smite the Wicked: "that enemy" is the one the repetition stopped at, which the engine names ``chosen``
    (``reference.FINDS_BOUND``, ``effects/picked.bind_found``)."""
    effects, gaps = _read("<b>Revelation</b> - Discard cards from the top of the encounter deck until an enemy is "
                          "discarded. Attach Smite the Wicked to that enemy.", "Smite the Wicked")
    assert not gaps and effects[-1] == {"effect": "attach", "to": "chosen"}


def test_the_events_whose_amount_that_many_reads_are_the_ones_the_engine_carries_an_amount_for():
    """The reader sits below the engine and keeps its own list of the events whose occurrence carries an amount: it
    must be the engine's, or "that many" would be read where the engine counts 0 (or refused where it counts)."""
    assert reader.TRIGGER_AMOUNT == engine.TRIGGER_AMOUNT
    assert set(reader.AMOUNTED_EVENTS) == set(engine.AMOUNTED_EVENTS)


# -- a count of what an earlier instruction did: noun + participle + agent, after "for each" ----------------------

@pytest.mark.parametrize(("phrase", "count"), [
    ("enemy engaged in this way", "enemy-engaged-by-this-effect"),  # Taunt
    ("card discarded in this way", "card-discarded-by-this-effect"),
    ("clue placed by this effect", "clue-placed-by-this-effect"),
])
def test_a_counted_result_composes_the_outcome_from_its_noun_and_participle(phrase, count):
    assert done_count(phrase) == count


@pytest.mark.parametrize("phrase", ["enemy engaged", "enemy at your location", "asset exhausted in this way"])
def test_a_phrase_without_an_agent_or_an_outcome_kept_is_no_counted_result(phrase):
    assert done_count(phrase) is None


def test_for_each_enemy_engaged_in_this_way_counts_the_engagements_just_made():
    """Taunt: the engage records the enemies it engaged; the draw after it is repeated that many times."""
    effects, gaps = _read("Engage any number of enemies at your location. Draw 1 card for each enemy engaged in "
                          "this way.", "Taunt", "event")
    assert not gaps
    assert effects[1] == {"effect": "for-each", "count": "enemy-engaged-by-this-effect",
                          "effects": [{"effect": "draw", "amount": 1}],
                          "text": "Draw 1 card for each enemy engaged in this way"}


def test_for_each_enemy_engaged_with_nothing_engaging_before_it_is_refused():
    _, gaps = _read("Draw 1 card for each enemy engaged in this way.", "Test Card", "event")
    assert gaps
