"""Follow-up sentences that depend on the one before: a test's result opened by a colon and listed after a dash ("If you
fail: - If agenda 1a is in play, …"), and an act or agenda named by its side letter ("If act 3a or agenda 3a is in
play"). One test per grammar rule, from the rule's own shape, then real texts (development cards')."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition
from kb.cardtext.story_conditions import story_card


def _effects(text: str, type_code: str = "treachery") -> list[dict]:
    result = parse_card_text(text, type_code=type_code)
    assert not result.gaps, result.gaps
    return result.abilities[0].to_situation()["effects"]


@pytest.mark.parametrize(("text", "expected"), [
    # "<card> is in play": one card by its deck, stage and side letter
    ("agenda 1a is in play", "story-card:agenda-1a"),
    ("Act 2c is in play", "story-card:act-2c"),
    # "or" between cards: any of them, either deck
    ("act 3a or agenda 3a is in play", "story-card:act-3a|agenda-3a"),
    ("agenda 1a, agenda 2a, or agenda 3a is in play", "story-card:agenda-1a|agenda-2a|agenda-3a"),
])
def test_a_card_by_its_side_letter_in_play_is_a_story_card_count(text, expected):
    assert story_card(text) == {"count": expected, "at-least": 1}
    assert condition(text) == {"count": expected, "at-least": 1}  # the one composer of conditions reads it


@pytest.mark.parametrize("text", ["agenda 2 is in play", "Hunting Horror is in play", "it is agenda 1a in play"])
def test_other_in_play_phrases_are_not_story_cards(text):
    assert story_card(text) is None  # a stage alone is a stage condition's; a card's name a card's state


def test_a_result_opened_by_a_colon_takes_the_items_listed_after_it():
    """"If you fail:" then dash items: each item is a sentence of the fail result, not of the ability."""
    effects = _effects("Revelation - Test [agility] (3). If you fail:\n- Take 1 damage.\n- Take 2 horror.")
    assert len(effects) == 1
    assert effects[0]["fail"] == [{"effect": "deal-damage", "amount": 1, "to": "you"},
                                  {"effect": "deal-horror", "amount": 2, "to": "you"}]


def test_a_listed_succeed_result_with_a_condition_in_an_item():
    effects = _effects("Revelation - Test [willpower] (2). If you succeed:\n- If you have no clues, gain 1 resource.\n"
                       "- Draw 1 card.")
    success = effects[0]["success"]
    assert success[0]["effect"] == "if" and success[0]["condition"] == {"count": "clue-you-have", "at-most": 0}
    assert success[1] == {"effect": "draw", "amount": 1}


def test_a_listed_result_with_no_test_before_it_is_refused():
    result = parse_card_text("Revelation - If you fail:\n- Take 1 damage.", type_code="treachery")
    assert any("no 'Test [skill] (X)'" in g.reason for g in result.unsupported)


def test_crashing_floods_each_item_on_the_current_agenda():
    effects = _effects("<b>Revelation</b> - Test [agility] (3). If you fail:\n- If agenda 1a is in play, take 1 damage "
                       "and lose 1 action.\n- If agenda 2a is in play, take 2 damage and lose 2 actions.\n- If act 3a "
                       "or agenda 3a is in play, take 3 damage and lose 3 actions.")
    fail = effects[0]["fail"]
    assert [e["condition"]["count"] for e in fail] == ["story-card:agenda-1a", "story-card:agenda-2a",
                                                      "story-card:act-3a|agenda-3a"]
    assert fail[2]["effects"] == [{"effect": "deal-damage", "amount": 3, "to": "you"},
                                  {"effect": "lose-actions", "amount": 3}]


def test_worlds_merge_a_second_decks_side_letter():
    effects = _effects("<b>Revelation</b> - Test [willpower] (3). If you fail:\n- If agenda 1c is in play, take 1 "
                       "horror and discard 1 card from your hand.\n- If agenda 2c is in play, take 2 horror and discard "
                       "2 cards from your hand.\n- If act 3c or agenda 3c is in play, take 3 horror and discard 3 cards "
                       "from your hand.")
    assert [e["condition"]["count"] for e in effects[0]["fail"]] == ["story-card:agenda-1c", "story-card:agenda-2c",
                                                                     "story-card:act-3c|agenda-3c"]


def test_otherwise_after_a_condition_on_the_tokens_revealed():
    """"If you reveal a [skull] … symbol, X. Otherwise, Y": Y is the ``if-revealed``'s ``otherwise``."""
    effects = _effects("Revelation - Reveal a random chaos token. If you reveal a [skull] or [auto_fail] symbol, take 1 "
                       "damage. Otherwise, take 1 horror.")
    assert effects[1]["effect"] == "if-revealed"
    assert effects[1]["otherwise"] == [{"effect": "deal-horror", "amount": 1, "to": "you"}]


def test_recharge_otherwise_adds_charges_to_the_chosen_asset():
    effects = _effects("Choose a [[Spell]] or [[Relic]] asset controlled by an investigator at your location and reveal "
                       "a random chaos token from the chaos bag. If you reveal a [skull], [cultist], [tablet], "
                       "[elder_thing], or [auto_fail] symbol, discard the chosen asset. Otherwise, add 3 charges to the "
                       "chosen asset.", type_code="event")
    assert effects[-1]["otherwise"] == [{"effect": "place-tokens", "tokens": "uses", "amount": 3, "to": "chosen"}]


def test_otherwise_with_no_condition_before_it_stays_a_gap():
    result = parse_card_text("Revelation - Take 1 damage. Otherwise, take 1 horror.", type_code="treachery")
    assert any("'Otherwise' with no condition" in g.reason for g in result.unsupported)


@pytest.mark.parametrize(("text", "expected"), [
    # two amounts next to each other joined by "or": a range
    ("there are 3 or 4 investigators in the game", {"count": "investigator-in-game", "at-least": 3, "at-most": 4}),
    # "only N": exactly that many
    ("there is only 1 player in the game", {"count": "investigator-in-game", "at-least": 1, "at-most": 1}),
    ("you have only 1 clue", {"count": "clue-you-have", "at-least": 1, "at-most": 1}),
    ("there are 3 or more investigators in the game", {"count": "investigator-in-game", "at-least": 3}),
])
def test_a_bound_of_a_range_or_an_exact_amount(text, expected):
    assert condition(text) == expected


def test_two_amounts_apart_are_refused():
    with pytest.raises(Exception, match="two amounts apart"):
        condition("there are 2 or 4 investigators in the game")


def test_an_amount_instead_after_the_same_word():
    """"(top 10 instead if …)": the amount after the same word of the instruction is replaced."""
    effects = _effects("[action] Spend 1 clue: Discard the top 5 cards of the encounter deck (top 10 instead if there "
                       "is only 1 player in the game).", type_code="act")
    assert effects[0]["condition"] == {"count": "investigator-in-game", "at-least": 1, "at-most": 1}
    assert effects[0]["effects"] == [{"effect": "discard-top", "amount": 10, "deck": "encounter"}]
    assert effects[0]["otherwise"] == [{"effect": "discard-top", "amount": 5, "deck": "encounter"}]


def test_strange_signs_an_amount_instead_in_a_test_result():
    effects = _effects("<b>Revelation</b> - Test [intellect] (3). If you fail, add 1 clue from the token pool to your "
                       "location (2 clues instead if there are 3 or 4 investigators in the game).")
    fail = effects[0]["fail"][0]
    assert fail["condition"] == {"count": "investigator-in-game", "at-least": 3, "at-most": 4}
    assert fail["effects"][0]["amount"] == 2 and fail["otherwise"][0]["amount"] == 1


def test_do_both_instead_after_a_choice_of_two_on_a_test_result_trigger():
    """"X or Y. If you succeeded by N or more, do both instead": an ``if`` on the margin, both options in order, the
    choice its ``otherwise``."""
    effects = _effects("[reaction] After you evade an enemy: Draw 1 card or gain 1 resource. If you succeeded by 2 or "
                       "more, do both instead.", type_code="asset")
    assert effects[0]["condition"] == {"count": "point-succeeded-by", "at-least": 2}
    assert effects[0]["effects"] == [{"effect": "draw", "amount": 1}, {"effect": "gain-resources", "amount": 1}]
    assert effects[0]["otherwise"][0]["effect"] == "either"


def test_do_both_instead_after_a_test_the_ability_makes():
    effects = _effects("Revelation - Test [agility] (2). If you succeed, draw 1 card or gain 1 resource. If you "
                       "succeed by 3 or more, do both instead.")
    success = effects[0]["success"]
    assert success[0]["condition"] == {"count": "point-succeeded-by", "at-least": 3}


@pytest.mark.parametrize(("text", "reason"), [
    ("[reaction] After you play an event: Draw 1 card or gain 1 resource. If you succeeded by 2 or more, do both "
     "instead.", "no test it is of"),  # no test: whose margin?
    ("[reaction] After you evade an enemy: Draw 1 card. If you succeeded by 2 or more, do both instead.",
     "no choice of two"),
])
def test_do_both_with_no_margin_or_no_choice_is_refused(text, reason):
    result = parse_card_text(text, type_code="asset")
    assert any(reason in g.reason for g in result.unsupported)


def test_clover_club_lounge_grants_its_ability_while_agenda_1a_is_in_play():
    r = parse_card_text('While agenda 1a is in play, Clover Club Lounge gains:\n"[action] Discard an [[Ally]] asset '
                        'from your hand: Gain 2 clues from the token pool. (Limit once per game.)"',
                        name="Clover Club Lounge", type_code="location")
    (a,) = r.abilities
    assert not r.gaps and a.to_situation()["condition"] == {"count": "story-card:agenda-1a", "at-least": 1}


def test_a_chaos_token_modifier_instead_while_a_card_is_in_play():
    r = parse_card_text("[skull]: -1 (-3 instead if agenda 2a is in play.)", name="The Midnight Masks",
                        type_code="scenario")
    (line,) = dict(r.card)["chaos-tokens"]
    assert line["instead-if"] == {"count": "story-card:agenda-2a", "at-least": 1} and line["instead-modifier"] == -3


@pytest.mark.parametrize(("text", "expected"), [
    # a count of the state
    ("Revelation - Take 1 horror. If you have 3 or more horror on you, take 1 damage instead.",
     {"condition": {"count": "horror-on-you", "at-least": 3}, "effects": [{"effect": "deal-damage", "amount": 1,
                                                                          "to": "you"}],
      "otherwise": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}),
    # a card's state, "it" the card named before; the instruction replaced an ``if`` itself
    ("Forced - At the end of the round: If @self is exhausted, ready it. If it is engaged, exhaust it instead.",
     {"condition": {"card": "self", "state": "engaged"}}),
])
def test_if_a_condition_y_instead_replaces_the_instruction_before(text, expected):
    effects = _effects(text, type_code="enemy" if "Forced" in text else "treachery")
    assert len(effects) == 1 and effects[0]["effect"] == "if"
    assert {k: effects[0][k] for k in expected} == expected
    assert effects[0]["otherwise"]


def test_if_a_condition_y_instead_after_a_then_is_refused():
    result = parse_card_text("Revelation - Take 1 damage. Then, take 1 horror. If you have no clues, lose 1 action "
                             "instead.", type_code="treachery")
    assert any("whose extent is not known" in g.reason for g in result.unsupported)


def test_devotee_of_the_key_instead_while_it_is_already_at_a_named_location():
    """"X. If <card> is already at <location>, Y, instead": Y in X's place while the card is at that location."""
    r = parse_card_text("<b>Forced</b> - At the end of the enemy phase, Devotee of the Key moves once toward Sentinel "
                        "Peak. If Devotee of the Key is already at Sentinel Peak, discard it and add 2 doom to the "
                        "current agenda, instead.", name="Devotee of the Key", type_code="enemy")
    (a,) = r.abilities
    (e,) = a.to_situation()["effects"]
    assert not r.gaps and e["condition"] == {"card": "self", "state": "in-play", "at": "Sentinel Peak"}
    assert e["effects"] == [{"effect": "discard", "to": "self"}, {"effect": "place-doom", "amount": 2}]
    assert e["otherwise"][0]["effect"] == "move-enemy"


@pytest.mark.parametrize(("text", "effects"), [
    ("Revelation - Discard 1 card from your hand, if able.", [{"effect": "discard-from-hand", "amount": 1}]),
    ("Revelation - Take 1 horror if able.", [{"effect": "deal-horror", "amount": 1, "to": "you"}]),
])
def test_a_trailing_if_able_is_the_instruction_resolved_as_much_as_possible(text, effects):
    assert _effects(text) == effects


def test_dianne_devine_moves_to_the_found_assets_location_if_able():
    r = parse_card_text("<b>Forced</b> - At the beginning of the enemy phase: Find the [[Bystander]] asset with the "
                        "fewest clues on it. Move Dianne Devine to that asset's location, if able.",
                        name="Dianne Devine", type_code="enemy")
    assert not r.gaps
    assert r.abilities[0].to_situation()["effects"][1] == {"effect": "move-enemy", "enemy": "self",
                                                           "to": "location-of:chosen"}


def test_if_able_qualifying_another_rule_is_not_dropped():
    r = parse_card_text("Revelation - Take 1 horror, which must be assigned to an Ally asset first, if able.",
                        type_code="treachery")
    assert r.gaps and "assigned to an Ally asset first" in r.gaps[0].text  # read by no rule: a gap
