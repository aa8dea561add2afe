"""An instruction for the end of the round or of your turn inside an effect ("At the end of the round / your turn,
X"): the opening names the time point, X is the instruction read with what the ability named before it; "if <that
X> is still <state>" is that card's state, checked then. It is the engine's delayed effect (``at-round-end`` /
``at-turn-end``); what it names must be bound as it is set up, else a gap. Real texts of the development cards, and the
rule's shape."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text, name="Old Flask", type_code="event"):
    """The effects of the card's text (an event's own, or its abilities'), and the reading."""
    result = parse_card_text(text, name=name, type_code=type_code)
    data = result.to_json()
    return [*data.get("card", {}).get("effects", []), *(e for a in data["abilities"] for e in a["effects"])], result


def test_a_chance_encounters_still_in_play_is_the_chosen_cards_state_at_the_rounds_end():
    effects, result = _effects("Choose an [[Ally]] asset in any player's discard pile. Put that asset into play under "
                               "your control. At the end of the round, if that asset is still in play, discard it.",
                               "A Chance Encounter")
    assert not result.gaps
    delayed = effects[-1]
    assert delayed["effect"] == "at-round-end"
    assert delayed["effects"][0]["condition"] == {"card": "chosen", "state": "in-play"}
    assert delayed["effects"][0]["effects"] == [{"effect": "discard", "to": "chosen"}]


@pytest.mark.parametrize(("text", "effect", "inner"), [
    # the rule's shape: your turn, an instruction naming nothing before it
    ("Gain 2 resources. At the end of your turn, draw 1 card.", "at-turn-end", "draw"),
    ("Draw 1 card. At the end of the round, gain 1 resource.", "at-round-end", "gain-resources"),
])
def test_the_end_of_the_round_or_your_turn_is_a_delayed_effect(text, effect, inner):
    effects, result = _effects(text)
    assert not result.gaps
    assert effects[-1]["effect"] == effect and effects[-1]["effects"][0]["effect"] == inner


@pytest.mark.parametrize(("text", "name"), [
    # several put into play: no one card the delayed effect could hold ("that asset" of each is refused)
    ("Put each [[Item]] asset from your hand into play. At the end of your turn, if that asset is still in play, "
     "return it to your hand.", "Sleight of Hands"),
    # the triggering enemy is gone by the end of the round: nothing the delayed effect could hold
    ("[reaction] After an enemy attacks you: At the end of the round, deal 1 damage to that enemy.", "Old Flask"),
])
def test_what_the_delayed_effect_cannot_hold_stays_a_gap(text, name):
    effects, result = _effects(text, name)
    assert result.gaps
    assert not any(e.get("effect") in ("at-round-end", "at-turn-end") for e in effects)
