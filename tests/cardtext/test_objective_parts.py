"""An "Objective –" read as its parts (Act Deck and Agenda Deck: the objective "overrides or adds additional
requirements to the spending of those clues"): a goal the grammar reads (an imperative of a goal's verbs, a statement
of where something is) is set apart from the requirement; a goal with no requirement is the act's ``instructed``
objective; counts of cards out of play (victory display, set aside) and a list "of the following" after it."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition
from kb.cardtext.markup import paragraphs
from kb.cardtext.objective_parts import objective_parts


@pytest.mark.parametrize("text", [
    # imperatives of a goal's verbs, alone or joined ("then", "and"), with "as many X as you can"
    "Objective – Find as many clues as you can, then get out of this awful place!",
    "Objective – Find and complete an objective on another encounter card.",
    "Objective – Escape the manor.",
    # a reminder that another card instructs the advance, in either wording
    "Objective – Survive three nights. <i>(Do not advance until you are instructed.)</i>",
    "Objective – Find the Patient Confinement location with Daniel Chesterfield. <i>(You will be instructed when to "
    "advance.)</i>",
    # a statement of where something is is part of the goal
    "Objective – Find The Man in the Pallid Mask. He is somewhere in the Catacombs. (Do not advance until you are "
    "instructed.)",
])
def test_a_goal_with_no_requirement_is_the_acts_instructed_objective(text: str) -> None:
    result = parse_card_text(text, name="Some Act", type_code="act")
    assert result.gaps == () and result.abilities == ()
    objective = result.to_json()["card"]["objective"]
    assert objective["instructed"] is True
    assert objective["text"] == text.split(" – ", 1)[1].replace("<i>", "").replace("</i>", "")  # no word dropped


@pytest.mark.parametrize(("text", "objective"), [
    ("Objective – Defeat as many Brood of Yog-Sothoth enemies as you can. If there are no copies of Brood of "
     "Yog-Sothoth in play or set aside, advance.",
     {"condition": {"count": "in-play-or-set-aside:brood_of_yog_sothoth-card", "at-most": 0}}),
    ("Objective – Locate the vault. If there are no clues in the Vault, advance.", {"no-clues": "Vault"}),
])
def test_a_goal_before_a_requirement_is_set_apart_and_the_requirement_read(text: str,
                                                                          objective: dict[str, Any]) -> None:
    result = parse_card_text(text, name="Some Act", type_code="act")
    assert result.gaps == ()
    assert result.to_json()["card"]["objective"] == {**objective, "text": text.split(" – ", 1)[1]}


def test_a_goal_before_an_event_requirement_leaves_a_forced_ability() -> None:
    result = parse_card_text("Objective – Destroy the beast. If the Rougarou is defeated, advance.",
                             name="Hunt", type_code="act")
    (ability,) = result.abilities
    assert result.gaps == () and (ability.kind, ability.timing) == ("forced", "after")
    assert ability.trigger == {"event": "defeated", "what": "Rougarou"}


@pytest.mark.parametrize("body", [
    "If the Ghoul Priest is defeated, advance.",  # a requirement alone: read as before
    "Do not advance.",  # a negated verb is no goal
    "Find the vault. If there are no clues in the Vault, advance. (You will be instructed when to advance.)",
])
def test_no_parts_when_the_objective_has_no_goal_or_says_two_things(body: str) -> None:
    assert objective_parts(body) is None


def test_a_note_is_kept_apart_from_the_requirement() -> None:
    parts = objective_parts("Find the cultists. If there are 6 Cultist enemies in the victory display, advance. "
                            "(Note: Not all 6 of them are in the Cultist deck.)")
    assert parts is not None and parts.notes == ("Note: Not all 6 of them are in the Cultist deck.",)
    assert parts.requirement == "If there are 6 Cultist enemies in the victory display, advance."


@pytest.mark.parametrize(("text", "count"), [
    ("there are 6 Cultist enemies in the victory display", {"count": "in-victory-display:cultist-enemy", "at-least": 6}),
    ("there are 2 Cultist enemies set aside", {"count": "set-aside:cultist-enemy", "at-least": 2}),
    # a title names its copies, in the plural too
    ("there are no copies of Brood of Yog-Sothoth in play or set aside",
     {"count": "in-play-or-set-aside:brood_of_yog_sothoth-card", "at-most": 0}),
    ("there are a total of 3 Innocent Revelers underneath the act and/or agenda decks",
     {"count": "beneath-act-or-agenda-deck:innocent_revelers-card", "at-least": 3}),
    # an enemy engaged with you, by its title or its kind
    ("you are engaged with Ghoul Priest", {"count": "in-play:ghoul_priest-card-engaged-with-you", "at-least": 1}),
    ("you are engaged with a Ghoul enemy", {"count": "in-play:ghoul-enemy-engaged-with-you", "at-least": 1}),
])
def test_a_count_of_cards_in_an_out_of_play_area_or_engaged_with_you(text: str, count: dict[str, Any]) -> None:
    assert condition(text) == count


def test_an_objective_a_count_cannot_hold_says_so() -> None:
    result = parse_card_text("Objective – If there are 6 different Cultist enemies in the victory display, advance.",
                             name="Uncovering", type_code="act")
    (gap,) = result.unsupported
    assert "nor a state of the game it counts" in gap.reason


def test_unique_cards_in_the_victory_display_are_counted_by_their_printed_mark() -> None:
    result = parse_card_text("<b>Objective</b> - Find as many unique [[Cultist]] enemies as you can and add them to "
                             "the victory display. If there are 6 unique [[Cultist]] enemies in the victory display, "
                             "advance. (Note: Not all 6 of them are in the Cultist deck.)",
                             name="Uncovering the Conspiracy", type_code="act")
    assert result.gaps == ()
    assert dict(result.card)["objective"]["condition"] == {"count": "in-victory-display:unique-cultist-enemy",
                                                           "at-least": 6}


def test_the_items_of_the_following_list_are_read_with_the_sentence_naming_them() -> None:
    text = ("<b>Objective</b> - If investigators have performed 2 of the following, you must advance.\n"
            "- \"Set a fire in the kitchen.\"\n- \"Recalled the way out.\"")
    assert len(paragraphs(text)) == 1
    result = parse_card_text(text, name="Planning", type_code="act")
    (ability,) = result.abilities
    assert not result.gaps and ability.to_situation()["condition"] == {
        "count": "remembered:Set a fire in the kitchen|Recalled the way out", "at-least": 2}


def test_listed_things_that_are_no_quoted_phrases_stay_a_gap() -> None:
    text = ("<b>Objective</b> - If investigators have performed 2 of the following, you must advance.\n"
            "- Set a fire.\n- Recall the way out.")
    result = parse_card_text(text, name="Planning", type_code="act")
    (gap,) = result.gaps
    assert gap.category.startswith("objective:") and "no quoted phrases the investigators remember" in gap.reason


@pytest.mark.parametrize(("text", "kind", "cost", "condition"), [
    # "he or she" is the While clause's subject: its condition counted for the one using the ability
    ("Objective – \"Maybe there's another way...\" While an investigator is engaged with The Rougarou, he or she may "
     "choose to advance. (Limit once per phase.)", "free", None,
     {"count": "in-play:the_rougarou-card-engaged-with-you", "at-least": 1}),
    ("Objective – Investigators may choose to advance.", "free", None, None),
    ("Objective – Each investigator may spend 2 resources to advance.", "free", {"resources": 2}, None),
    # a cost in actions: an action ability (Actions)
    ("Objective – While you are engaged with a Ghoul enemy, you may spend [action] [action] to advance.", "action",
     {"actions": 2}, {"count": "in-play:ghoul-enemy-engaged-with-you", "at-least": 1}),
])
def test_a_permission_to_advance_is_a_player_ability_of_the_act(text: str, kind: str, cost: Any,
                                                                 condition: Any) -> None:
    result = parse_card_text(text, name="Some Act", type_code="act")
    assert result.gaps == ()
    (ability,) = result.abilities
    shown = ability.to_situation()
    assert (ability.kind, ability.cost, shown.get("condition")) == (kind, cost, condition)
    assert list(ability.effects) == [{"effect": "advance", "to": "current-act"}]


@pytest.mark.parametrize(("text", "reason"), [
    ("Objective – When an investigator is engaged with The Rougarou, he or she may choose to advance.",
     "usable in any player window"),
])
def test_a_permission_the_engine_cannot_hold_says_why(text: str, reason: str) -> None:
    result = parse_card_text(text, name="Some Act", type_code="act")
    (gap,) = result.unsupported
    assert reason in gap.reason and gap.category.startswith("objective:")
