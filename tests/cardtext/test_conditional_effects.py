"""Effects on a count of the state: "If <count>, X" / "X if <count>" (``if``), "Otherwise, Y" (its ``otherwise``),
"X for each <count>" / "For every N <count>, X" (``for-each``). The count is composed by the one count composer
(``counts.py``); what it cannot count is left to the sentence's other readings, never guessed. Real texts of the
development cards, and the rule's shapes."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

HORROR = {"effect": "deal-horror", "amount": 2, "to": "you"}


def _effects(text, name=None, type_code="treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [e for a in result.abilities for e in a.effects], result


@pytest.mark.parametrize(("text", "condition", "effects"), [
    # Slaughtered Woods, A Tear in the Path: the condition after the instruction
    ("Forced - After you reveal Slaughtered Woods: Take 2 horror if you have no actions remaining.",
     {"count": "action-you-have", "at-most": 0}, [HORROR]),
    # Descent into Madness: before it
    ("Revelation - If you have at least 3 horror on you, lose 1 action.", {"count": "horror-on-you", "at-least": 3},
     [{"effect": "lose-actions", "amount": 1}]),
    ("Revelation - If there are 2 or more enemies at your location, take 2 horror.",
     {"count": "enemy-at-your-location", "at-least": 2}, [HORROR]),
])
def test_an_instruction_on_a_count_is_an_if(text, condition, effects):
    found, result = _effects(text, name="Slaughtered Woods")
    assert found == [{"effect": "if", "condition": condition, "effects": effects, "text": found[0]["text"]}]
    assert not result.gaps


def test_otherwise_is_the_if_just_befores_other_branch():
    found, result = _effects("Revelation - If you have no cards in your hand, take 2 horror. Otherwise, discard 1 card "
                             "at random from your hand.")
    assert found[0]["otherwise"] == [{"effect": "discard-from-hand", "amount": 1, "random": True}]
    assert not result.gaps


def test_otherwise_with_no_if_before_it_is_a_gap():
    _, result = _effects("Revelation - Take 1 damage. Otherwise, take 2 damage.")
    assert result.unsupported[0].reason.startswith("'Otherwise' with no condition")


def test_a_condition_the_engine_does_not_count_is_not_an_if():
    found, result = _effects("Revelation - If there are no enemies with doom on them, take 2 horror.")
    assert not found and result.gaps


@pytest.mark.parametrize(("text", "count", "every"), [
    ("Forced - After you reveal Lost Memories: Take 1 horror for each action you have remaining.",
     "action-you-have", 1),
    ("Revelation - For every 2 damage on you, take 1 horror.", "damage-on-you", 2),  # Shell Shock
    ("Revelation - Take 1 damage for each enemy engaged with you.", "enemy-engaged-with-you", 1),
])
def test_an_instruction_for_each_counted_thing_is_a_for_each(text, count, every):
    found, result = _effects(text, name="Lost Memories")
    assert found[0]["effect"] == "for-each" and found[0]["count"] == count and found[0].get("every", 1) == every
    assert found[0]["effects"][0]["effect"] in ("deal-damage", "deal-horror")
    assert not result.gaps


def test_additional_damage_keeps_its_word_for_the_engine():
    # "additional": more of a dealing in progress when one is (the engine's effects/additional.py), else as printed
    found, _ = _effects("Revelation - Take 2 additional damage.")
    assert found == [{"effect": "deal-damage", "amount": 2, "to": "you", "additional": True}]
    found, _ = _effects("Revelation - Take 1 additional horror.")
    assert found == [{"effect": "deal-horror", "amount": 1, "to": "you", "additional": True}]
    found, _ = _effects("Revelation - Take 2 damage.")
    assert found == [{"effect": "deal-damage", "amount": 2, "to": "you"}]


@pytest.mark.parametrize(("text", "effect", "count"), [
    # Exhibit Hall (an adverb between "and" and the next instruction's verb), Frozen Spring
    ("Forced - After you enter this location: Lose all of your remaining actions and immediately end your turn.",
     "lose-actions", "action-you-have"),
    ("Forced - After you enter this location: Lose the remainder of your actions and immediately end your turn.",
     "lose-actions", "action-you-have"),
    ("Forced - After you enter this location: Lose all your resources.", "lose-resources", "resource-you-have"),
])
def test_losing_all_of_something_is_one_lost_for_each_you_have(text, effect, count):
    found, result = _effects(text, type_code="location")
    assert found[0]["effect"] == "for-each" and found[0]["count"] == count
    assert found[0]["effects"] == [{"effect": effect, "amount": 1}]
    assert not result.gaps


@pytest.mark.parametrize(("text", "type_code", "condition", "effects", "otherwise"), [
    # Fearless: the other amount on the test's margin
    ("If this skill test is successful, heal 1 horror (2 horror instead if it succeeds by 2 or more).", "skill",
     {"count": "point-succeeded-by", "at-least": 2}, [{"effect": "heal-horror", "amount": 2, "to": "you"}],
     [{"effect": "heal-horror", "amount": 1, "to": "you"}]),
    # a noun phrase with its qualifier, in the other number: "1 additional clue (2 additional clues instead …)"
    ("If you succeed, discover 1 additional clue at your location (2 additional clues instead if you succeed by 2 or "
     "more).", "skill", {"count": "point-succeeded-by", "at-least": 2}, [{"effect": "discover-clues", "amount": 2}],
     [{"effect": "discover-clues", "amount": 1}]),
])
def test_an_amount_instead_if_is_an_if_with_the_printed_amount_otherwise(text, type_code, condition, effects,
                                                                           otherwise):
    result = parse_card_text(text, type_code=type_code)
    (found,) = dict(result.card)["if-success"]
    assert (found["effect"], found["condition"], found["effects"], found["otherwise"]) == (
        "if", condition, effects, otherwise)
    assert not result.gaps


def test_an_amount_instead_if_on_a_count_of_the_state():
    found, result = _effects("Revelation - Test [willpower] (3). If you fail, take 2 damage (4 damage instead if you "
                             "have 3 or more horror on you).")
    inner = found[0]["fail"][0]
    assert inner["condition"] == {"count": "horror-on-you", "at-least": 3}
    assert inner["effects"] == [{"effect": "deal-damage", "amount": 4, "to": "you"}] and not result.gaps


def test_during_an_attack_the_amount_instead_if_is_inside_the_attacks_condition():
    """Vicious Blow: "(+2 damage instead if it succeeds by 2 or more)" within "during an attack"."""
    result = parse_card_text("If this skill test is successful during an attack, that attack deals +1 damage (+2 "
                             "damage instead if it succeeds by 2 or more).", type_code="skill")
    (kind,) = dict(result.card)["if-success"]
    assert kind["condition"] == {"count": "attack-against:enemy", "at-least": 1} and not result.gaps
    (found,) = kind["effects"]
    assert (found["condition"], found["effects"], found["otherwise"]) == (
        {"count": "point-succeeded-by", "at-least": 2}, [{"effect": "attack-damage", "amount": 2}],
        [{"effect": "attack-damage", "amount": 1}])


def test_gains_surge_on_a_count_and_a_test_inside_an_if_has_its_results():
    """False Lead's shape: the card itself gains surge on a count; "If …, test …" opens the test its results follow."""
    found, result = _effects("Revelation - If you have no clues, False Lead gains surge. If you have 1 or more clues, "
                             "test [intellect] (4). For each point you fail by, take 1 horror.", name="False Lead")
    assert found[0]["effects"] == [{"effect": "gain-surge"}]
    assert found[0]["text"] == ("If you have no clues, False Lead gains surge. If you have 1 or more clues, test "
                                "[intellect] (4)")
    (test,) = found[0]["otherwise"]  # the complementary condition: the first one's otherwise (complementary.py)
    assert test["fail"][0]["count"] == "point-failed-by" and not result.gaps


def test_otherwise_reads_a_test_whose_difficulty_is_counted_and_its_results():
    """Twisted to His Will."""
    found, result = _effects("Revelation - If there is no doom in play, Twisted to His Will gains surge. Otherwise, "
                             "test [willpower] (X), where X is the amount of doom in play. If you fail, discard 2 "
                             "cards from your hand at random.", name="Twisted to His Will")
    (test,) = found[0]["otherwise"]
    assert (test["count"], test["fail"]) == ("doom-in-play", [{"effect": "discard-from-hand", "amount": 2,
                                                               "random": True}])
    assert not result.gaps


def test_another_card_gaining_surge_stays_a_gap():
    """A card discarded is not resolving: its gaining surge is not read (one just drawn is: drawn_surge.py)."""
    _, result = _effects("Revelation - Discard the top card of the encounter deck. That card gains surge.")
    assert result.gaps
    found, drawn = _effects("Revelation - Draw the top card of the encounter deck. That card gains surge.")
    assert found == [{"effect": "draw-encounter-card", "gains-surge": True}] and not drawn.gaps


def test_a_result_for_each_counted_thing_is_a_for_each_of_the_state():
    found, result = _effects("[action]: Test [intellect] (2). If you succeed, gain 1 resource for each clue on your "
                             "location.", type_code="location")
    (inner,) = found[0]["success"]
    assert (inner["effect"], inner["count"], inner["effects"]) == (
        "for-each", "clue-on-your-location", [{"effect": "gain-resources", "amount": 1}])
    assert not result.gaps


DISCARD_ASSET = {"effect": "discard", "to": "an-asset-you-control"}


@pytest.mark.parametrize(("text", "done", "other"), [
    # the rule's shape in parentheses, with and without "instead"
    ("Revelation - Choose and discard 1 asset you control (if you cannot, take 2 horror instead).", [DISCARD_ASSET],
     [HORROR]),
    ("Revelation - Discard an asset you control (if you cannot, take 2 horror).", [DISCARD_ASSET], [HORROR]),
    # a sentence of its own after the instruction
    ("Revelation - Discard 1 card at random from your hand. If you cannot, take 2 horror.",
     [{"effect": "discard-from-hand", "amount": 1, "random": True}], [HORROR]),
])
def test_if_you_cannot_is_the_instructions_alternative(text, done, other):
    effects, result = _effects(text)
    assert result.gaps == ()
    assert [(e["effect"], e["effects"], e["otherwise"]) for e in effects] == [("if-able", done, other)]


def test_crypt_chill_the_alternative_inside_a_tests_result():
    effects, result = _effects("<b>Revelation</b> - Test [willpower] (4). If you fail, choose and discard 1 asset you "
                               "control (if you cannot, take 2 damage instead).", "Crypt Chill")
    assert result.gaps == ()
    assert effects[0]["fail"][0]["effect"] == "if-able"


def test_if_you_cannot_after_an_instruction_not_read_is_a_gap():
    """Which instruction it replaces would be a guess when the sentence before is a gap."""
    effects, result = _effects("Revelation - Look at the unrevealed side of each location in play. If you cannot, take 2 "
                               "horror.")
    assert effects == [] and len(result.gaps) == 2
