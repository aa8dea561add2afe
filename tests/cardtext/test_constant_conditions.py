"""The condition a constant ability holds under (Constant Abilities: "the effects of such abilities are active any
time the specified condition is met"), read as one record whatever the constant does: a leading "While X," or an
"If X," with no timing word, a trailing "while X" after a list of modifiers, and an ability a card gains for itself
while a condition holds — each grammar rule from its own shape and a few printed texts."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.granting import quoted_runs
from kb.engine import situation_from_data

from .situation import situation_with


def _read(text: str, name: str, type_code: str, load: bool = True) -> list[dict[str, Any]]:
    """The abilities read, with no gap; ``load``: the engine loads them in a minimal situation (one naming no other
    card)."""
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == (), result.gaps
    if load:
        situation_from_data(situation_with(result, name=name, type_code=type_code))
    return [{k: v for k, v in a.to_situation().items() if k != "text"} for a in result.abilities]


def _skill(skill: str, n: int, **more: Any) -> dict[str, Any]:
    return {"kind": "constant", "applies-to": {"event": "skill-test-begins", "who": "you", "skill": skill},
            "skill-modifier": n, **more}


SANITY = {"count": "remaining-sanity", "at-most": 3}


@pytest.mark.parametrize(("text", "abilities"), [
    # a trailing "while" after a list of modifiers joined by ", and": the condition of each
    ("You get +1 [willpower], +1 [combat], and +1 [agility] while you have 3 or fewer remaining sanity.",
     [_skill("willpower", 1, condition=SANITY), _skill("combat", 1, condition=SANITY),
      _skill("agility", 1, condition=SANITY)]),
    ("You get +1 [willpower] and +1 [intellect] while you have 3 or fewer remaining sanity.",
     [_skill("willpower", 1, condition=SANITY), _skill("intellect", 1, condition=SANITY)]),
])
def test_a_trailing_while_after_a_list_of_modifiers(text: str, abilities: list[dict[str, Any]]) -> None:
    assert _read(text, "The Tattered Cloak", "asset") == abilities


@pytest.mark.parametrize(("text", "condition"), [
    # "you control X": the card in play under your control
    ("While you control Lita Chantler, you get +1 [combat].", {"card": "Lita Chantler", "state": "controlled"}),
    ("While you do not control Lita Chantler, you get +1 [combat].",
     {"card": "Lita Chantler", "state": "not-controlled"}),
    # "X is (not) controlled by a player / an investigator": any investigator's control, or none's
    ("While Lita Chantler is not controlled by a player, you get +1 [combat].",
     {"card": "Lita Chantler", "state": "not-controlled-by-any"}),
    ("While Peter Clover is controlled by an investigator, you get +1 [combat].",
     {"card": "Peter Clover", "state": "controlled-by-any"}),
    # "an investigator at your location controls X": controlled, and at that place (an asset is at its controller's)
    ("While an investigator at your location controls Peter Clover, you get +1 [combat].",
     {"card": "Peter Clover", "state": "controlled-by-any", "at": "your-location"}),
    # "X is in your hand": the card itself, or one named
    ("While Lucky Charm is in your hand, you get +1 [combat].", {"card": "self", "state": "in-your-hand"}),
])
def test_a_leading_while_naming_a_cards_control_or_hand(text: str, condition: dict[str, Any]) -> None:
    assert _read(text, "Lucky Charm", "asset") == [_skill("combat", 1, condition=condition)]


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # "If X, Y" with no timing word on a constant: a state, not a triggering condition; "also" says it adds
    ("If there are 3 resources on Shadow-spawned, Hunting Horror also gains Massive.", "Shadow-spawned", "treachery",
     [{"kind": "constant", "applies-to": {"event": "enters-play", "what": "Hunting Horror"}, "gains": ["massive"],
       "condition": {"count": "resource-on:self", "at-least": 3}}]),
    ("If you have 10 or more resources, you get +1 [intellect].", "Ledger", "asset",
     [_skill("intellect", 1, condition={"count": "resource-you-have", "at-least": 10})]),
    ("While an investigator at this location controls Mr. Peabody, this location gets -2 shroud.", "Historical "
     "Society", "location", [{"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "investigate",
                                                                 "what": "self"}, "difficulty-modifier": -2,
                              "condition": {"card": "Mr. Peabody", "state": "controlled-by-any", "at": "self"}}]),
    ("If Hunting Horror is at this location, this location cannot be investigated.", "Exhibit Hall", "location",
     [{"kind": "constant", "applies-to": {"event": "investigate", "what": "self"}, "cannot": True,
       "condition": {"card": "Hunting Horror", "state": "in-play", "at": "self"}}]),
])
def test_an_if_with_no_timing_word_is_a_constants_condition(text: str, name: str, type_code: str,
                                                             abilities: list[dict[str, Any]]) -> None:
    assert _read(text, name, type_code, load=name != "Shadow-spawned") == abilities


def test_an_ability_a_card_gains_for_itself_carries_the_condition() -> None:
    """Gains: the card functions as if it had the ability, while the condition holds — the ability's own condition."""
    text = ('While you have 5 or more cards in your hand, Higher Education gains: "[free] Spend 1 resource: You get '
            '+2 [willpower] for this skill test."')
    [ability] = _read(text, "Higher Education", "asset")
    assert ability["kind"] == "free"
    assert ability["cost"] == {"resources": 1}
    assert ability["condition"] == {"count": "card-in-your-hand", "at-least": 5}


@pytest.mark.parametrize(("text", "name", "type_code", "reason"), [
    # a grant to another card the constant subjects do not name
    ('While Lita Chantler is not controlled by a player, each location gains: "[action]: Parley."', "Parlor",
     "location", "an ability granted while a condition holds"),
    # a condition the reader does not compose (a card of the agenda deck by its side letter in a stage's frame)
    ('While it is agenda 1a, Clover Club Lounge gains: "[action]: Gain 2 resources."', "Clover Club Lounge",
     "location", "an ability granted while a condition holds"),
    # "If X" naming no state the engine counts stays a triggering condition with no title
    ("If you have more clues than the Hierophant, Abbey Church gets +2 shroud.", "Abbey Church",
     "location", "a triggering condition with no [reaction] or Forced title"),
])
def test_a_condition_or_grant_the_engine_cannot_hold_stays_a_gap(text: str, name: str, type_code: str,
                                                                 reason: str) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert any(reason in gap.reason for gap in result.gaps)
    assert not any(a.kind in ("action", "constant") and a in result.runnable for a in result.abilities
                   if a.source_text.startswith(("[action]", "If there")))


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # "while you are <acting on> X": the value only that action reads — the pronoun after it is the card acted on
    ("While you are investigating Yard, it gets +1 shroud for each horror on you.", "Yard", "location",
     [{"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "investigate", "what": "self"},
       "difficulty-modifier": 1, "for-each": "horror-on-you"}]),
    ("While you are evading Ghoul, it gets -1 evade.", "Ghoul", "enemy",
     [{"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "evade", "what": "self"},
       "difficulty-modifier": -1}]),
    # "while it is attacking": an enemy's attack values, which only its attacks read; "deals +N" the same values
    ("Each enemy at Bishop's Brook deals +1 horror while it is attacking.", "Bishop's Brook", "location",
     [{"kind": "constant", "applies-to": {"event": "enemy-attack", "source": "enemy-at-this-location"},
       "attack-horror-modifier": 1}]),
    ("Ghoul gets +1 damage while it is attacking.", "Ghoul", "enemy",
     [{"kind": "constant", "applies-to": {"event": "enemy-attack", "source": "self"}, "attack-damage-modifier": 1}]),
])
def test_a_while_naming_the_action_the_value_is_read_for_says_nothing_more(
        text: str, name: str, type_code: str, abilities: list[dict[str, Any]]) -> None:
    assert _read(text, name, type_code) == abilities


@pytest.mark.parametrize("text", [
    # the action names another value than the one modified: a real condition, not read here
    "While you are investigating Yard, it gets +1 fight.",
    # another card's action
    "Each enemy at Bishop's Brook gets +1 horror while Ghoul is attacking.",
])
def test_a_while_naming_another_action_is_not_idle(text: str) -> None:
    result = parse_card_text(text, name="Yard", type_code="location")
    assert result.gaps


@pytest.mark.parametrize(("condition", "read"), [
    # an indefinite subject, "X is …", says "there is X …": the count composed as any count is
    ("an enemy is engaged with you", {"count": "enemy-engaged-with-you", "at-least": 1}),
    ("no enemy is at your location", {"count": "enemy-at-your-location", "at-most": 0}),
    # a trait keeps its capital, as printed
    ("you are at a Ritual location", {"count": "in-play:ritual-location-at-your-location", "at-least": 1}),
    # the card's own place as a state
    ("Lucky Charm is at your location", {"card": "self", "state": "at-your-location"}),
    ("Lucky Charm is not at your location", {"card": "self", "state": "not-at-your-location"}),
])
def test_a_condition_clause_before_or_after_the_constant(condition: str, read: dict[str, Any]) -> None:
    for text in (f"While {condition}, you get +1 [willpower].", f"You get +1 [willpower] while {condition}."):
        assert _read(text, "Lucky Charm", "asset") == [_skill("willpower", 1, condition=read)]


@pytest.mark.parametrize(("text", "abilities"), [
    # "he" / "him" with nothing named before them: the card itself (and "he or she" is left to the investigators)
    ("He cannot leave play while he has less than 3 doom on him.",
     [{"kind": "constant", "applies-to": {"event": "leaves-play", "what": "self"}, "cannot": True,
       "condition": {"count": "doom-on:self", "at-most": 2}}]),
    ("It cannot make attacks of opportunity.",
     [{"kind": "constant", "applies-to": {"event": "enemy-attack", "source": "self", "via": "opportunity"},
       "cannot": True}]),
    ("She gets +2 fight.",
     [{"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"},
       "difficulty-modifier": 2}]),
])
def test_a_pronoun_with_nothing_named_before_it_is_the_card_itself(text: str,
                                                                   abilities: list[dict[str, Any]]) -> None:
    assert _read(text, "Baron Samedi", "enemy") == abilities


def test_a_quoted_grant_over_several_lines_gives_each_printed_ability_the_condition() -> None:
    """Higher Education: each "[fast]" line of the quote is an ability of its own, both under the condition."""
    text = ('Permanent.\nWhile you have 5 or more cards in your hand, Higher Education gains:\n"[fast] Spend 1 '
            'resource: You get +2 [willpower] for this skill test.\n[fast] Spend 1 resource: You get +2 [intellect] '
            'for this skill test."')
    abilities = _read(text, "Higher Education", "asset")
    assert [a["kind"] for a in abilities] == ["free", "free"]
    assert [a["effects"][0]["applies-to"]["skill"] for a in abilities] == ["willpower", "intellect"]
    assert all(a["condition"] == {"count": "card-in-your-hand", "at-least": 5} for a in abilities)


def test_a_pronoun_gaining_the_quote_is_the_card_its_condition_named() -> None:
    """Lita Chantler: "While you control Lita Chantler, she gains: …" — "she" is Lita, the card bearing the text."""
    text = ('While you control Lita Chantler, she gains:\n"Each investigator at your location gets +1 [combat].\n'
            '[reaction] When an investigator at your location successfully attacks a [[Monster]] enemy: That '
            'investigator deals +1 damage."')
    result = parse_card_text(text, name="Lita Chantler", type_code="asset")
    constant, reaction = result.abilities
    assert constant in result.runnable
    assert constant.to_situation()["condition"] == {"card": "self", "state": "controlled"}
    assert reaction.to_situation()["condition"] == {"card": "self", "state": "controlled"}
    assert not any("granted" in gap.reason for gap in result.gaps)  # only the reaction's own effect is a gap


def test_quoted_runs_keep_a_quote_over_several_paragraphs_together() -> None:
    assert quoted_runs(['X gains: "[fast] A.', '[fast] B."', "Forced – C."]) == [
        ("X gains:", ["[fast] A.", "[fast] B."]), "Forced – C."]
    # a quote that never closes: each paragraph read on its own
    assert quoted_runs(['X gains: "[fast] A.', "[fast] B."]) == ['X gains: "[fast] A.', "[fast] B."]
    # a quote closed in its own paragraph is left to the paragraph's own reading
    assert quoted_runs(['X gains: "[fast] A."']) == ['X gains: "[fast] A."']


HAND = {"count": "card-in-your-hand", "at-most": 0}


@pytest.mark.parametrize("text", [
    # "while", "as long as" and a trailing "if" with no timing word: one condition, before or after the constant
    "You get +1 [combat] if you have no cards in your hand.",
    "As long as you have no cards in your hand, you get +1 [combat].",
    "You get +1 [combat] as long as you have no cards in your hand.",
    "While you have no cards in your hand, you get +1 [combat].",
])
def test_the_connectives_of_a_constants_condition(text: str) -> None:
    assert _read(text, "Lucky Charm", "asset") == [_skill("combat", 1, condition=HAND)]


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # an object "it" naming no card before it: the card bearing the text
    ("While there are 3 or more doom on it, Ghoul gets +1 fight.", "Ghoul", "enemy",
     [{"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"},
       "difficulty-modifier": 1, "condition": {"count": "doom-on:self", "at-least": 3}}]),
    ("Attic gets +2 shroud if there are 3 or more clues on it.", "Attic", "location",
     [{"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "investigate", "what": "self"},
       "difficulty-modifier": 2, "condition": {"count": "clue-on-self", "at-least": 3}}]),
    # a "cannot" under a trailing "if": the condition of the absolute "cannot", not an exception to it
    ("Ghoul cannot be damaged if it is exhausted.", "Ghoul", "enemy",
     [{"kind": "constant", "applies-to": {"event": "damage-dealt", "what": "self"}, "cannot": True,
       "condition": {"card": "self", "state": "exhausted"}}]),
])
def test_a_trailing_condition_on_a_cards_own_constant(text: str, name: str, type_code: str,
                                                      abilities: list[dict[str, Any]]) -> None:
    assert _read(text, name, type_code) == abilities


def test_a_trailing_if_the_reader_cannot_compose_keeps_the_clauses_own_reason() -> None:
    """An "if" may open what is no condition of the constant: unread, the clause is read as before (a "cannot" with an
    exception stays the gap it was)."""
    result = parse_card_text("Ghoul cannot be damaged if Attic is not at your location also.", name="Ghoul",
                             type_code="enemy")
    assert any("the engine's 'cannot' is absolute" in gap.reason for gap in result.gaps)


@pytest.mark.parametrize(("text", "abilities"), [
    # a skill modifier "for each" a count: the constant's for-each, counted when the value is read
    ("You get +1 to each of your skills for each horror on Key of Ys.",
     [{"kind": "constant", "applies-to": {"event": "skill-test-begins", "who": "you"}, "skill-modifier": 1,
       "for-each": "horror-on:self"}]),
    ("You get +1 [willpower] and +1 [intellect] for each clue on your location.",
     [_skill("willpower", 1, **{"for-each": "clue-on-your-location"}),
      _skill("intellect", 1, **{"for-each": "clue-on-your-location"})]),
])
def test_a_skill_modifier_for_each_of_a_count(text: str, abilities: list[dict[str, Any]]) -> None:
    assert _read(text, "Key of Ys", "asset") == abilities


def test_a_skill_modifier_for_each_of_what_the_engine_does_not_count_is_a_gap() -> None:
    result = parse_card_text("You get +1 [willpower] for each foo on your bar.", name="Key of Ys", type_code="asset")
    assert [gap.reason for gap in result.gaps] == ["a count the engine's vocabulary has no word for"]


@pytest.mark.parametrize(("text", "name", "type_code", "constants"), [
    # after the revelation puts its own card into play (a threat area, anywhere), a sentence that reads as a constant
    # is the card's constant ability
    ("Revelation – Put Baron Samedi into play. He cannot leave play while he has less than 3 doom on him.",
     "Baron Samedi", "enemy",
     [{"applies-to": {"event": "leaves-play", "what": "self"}, "cannot": True,
       "condition": {"count": "doom-on:self", "at-most": 2}}]),
    ("Revelation – Put Dread into play in your threat area. You cannot gain resources.", "Dread", "treachery",
     [{"applies-to": {"event": "gain-resources", "who": "you"}, "cannot": True}]),
    ("Revelation – Put Dread into play in your threat area. You get -1 [willpower] and -1 [intellect].", "Dread",
     "treachery",
     [{"applies-to": {"event": "skill-test-begins", "who": "you", "skill": "willpower"}, "skill-modifier": -1},
      {"applies-to": {"event": "skill-test-begins", "who": "you", "skill": "intellect"}, "skill-modifier": -1}]),
])
def test_a_revelation_putting_its_card_into_play_then_states_its_constants(
        text: str, name: str, type_code: str, constants: list[dict[str, Any]]) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    assert [{k: v for k, v in a.to_situation().items() if k not in ("kind", "text")}
            for a in result.abilities if a.kind == "constant"] == constants


@pytest.mark.parametrize("text", [
    # no card put into play: the sentence is the revelation's (a lasting effect, or a gap)
    "Revelation – Take 1 horror. You get -1 [willpower] until the end of the round.",
    # an instruction after the card entered play stays an instruction
    "Revelation – Put Dread into play in your threat area. Take 1 horror.",
])
def test_a_revelation_sentence_that_is_no_constant_stays_with_the_revelation(text: str) -> None:
    result = parse_card_text(text, name="Dread", type_code="treachery")
    assert [a.kind for a in result.abilities] == ["revelation"]


def test_a_state_of_you_on_a_card_no_one_controls_governing_only_a_card_is_a_gap() -> None:
    """"While you control Mr. Peabody, this location gets -2 shroud" on a location: "you" is the governed investigator
    (You/Your), and a constant governing only a card has none — as a count of "you" is, it stays a gap."""
    result = parse_card_text("While you control Mr. Peabody, this location gets -2 shroud.", name="Historical Society",
                             type_code="location")
    assert [gap.reason for gap in result.gaps] == [
        "a constant ability while a condition holds, on a card with no controller: whose count it is ('you') the "
        "engine cannot tell"]


@pytest.mark.parametrize(("text", "name", "type_code", "what", "via"), [
    # "while (you are) <acting on> one card": the action's tests against it, whom "you" governs
    ("While investigating this location, you get -1 [intellect].", "Attic", "location", "self", "investigate"),
    ("You get -1 [intellect] while investigating Attic.", "Attic", "location", "self", "investigate"),
    ("While you are attacking Ghoul, you get +1 [combat].", "Ghoul", "enemy", "self", "fight"),
    ("You get +1 [combat] while evading The Rougarou.", "Lucky Charm", "asset", "The Rougarou", "evade"),
])
def test_a_while_naming_an_action_against_one_card(text: str, name: str, type_code: str, what: str,
                                                   via: str) -> None:
    [ability] = _read(text, name, type_code, load=what != "The Rougarou")
    assert ability["applies-to"]["via"] == via
    assert ability["applies-to"]["what"] == what


@pytest.mark.parametrize("text", [
    "While it is engaged with you, you cannot gain resources.",
    "While O'Bannion's Thug is engaged with you, you cannot gain resources.",
])
def test_an_enemy_engaged_with_you_by_name_or_pronoun_governs_each_investigator_it_is_engaged_with(text: str) -> None:
    assert _read(text, "O'Bannion's Thug", "enemy") == [
        {"kind": "constant", "applies-to": {"event": "gain-resources", "who": "investigator-engaged-with-self"},
         "cannot": True}]


RICH = {"count": "resource-you-have", "at-least": 5}


@pytest.mark.parametrize(("text", "fields"), [
    # the condition around a constant another reader reads (the phrase table's additional action, cost, opening hand)
    ("While you have 5 or more resources, you may take an additional action during your turn.",
     {"applies-to": {"event": "perform-action", "who": "you"}, "additional-action": {}, "condition": RICH}),
    ("You may take an additional action during your turn while you have 5 or more resources.",
     {"applies-to": {"event": "perform-action", "who": "you"}, "additional-action": {}, "condition": RICH}),
    ("As long as you have 5 or more resources, events you play cost 1 less resource.",
     {"applies-to": {"event": "play-card", "who": "you", "what": "event"}, "cost-modifier": -1, "condition": RICH}),
    ("While Leo is ready, your opening hand has 2 additional cards.",
     {"applies-to": {"event": "draw-opening-hand", "who": "you"}, "opening-hand-modifier": 2,
      "condition": {"card": "self", "state": "ready"}}),
])
def test_a_condition_wraps_any_constant_whichever_reader_reads_it(text: str, fields: dict[str, Any]) -> None:
    assert _read(text, "Leo", "asset") == [{"kind": "constant", **fields}]


def test_a_wrapped_constant_the_engine_does_not_hold_keeps_its_own_reason() -> None:
    result = parse_card_text("While you have 2 clues, each card in your hand counts as 2 cards for the purposes of "
                             "counting your hand size.", name="Leo", type_code="asset")
    assert [(gap.text, gap.reason) for gap in result.gaps] == [
        ("While you have 2 clues, each card in your hand counts as 2 cards for the purposes of counting your hand size",
         "a hand size counted other than by its maximum as the upkeep checks it (a card counting as several, another "
         "moment): the engine counts each card in hand once, at 4.5")]
