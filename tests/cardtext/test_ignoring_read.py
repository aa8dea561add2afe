"""What an ability ignores, read from the verb frame "ignore <what> [on <cards>]": keywords (a lasting or constant
``loses``; with no cards named, only a test's own duration says whose: the enemy tested), abilities of a kind (the
``blank`` of the kind) and text (a ``blank`` of the card text); what the engine cannot hold is refused, never
dropped."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _ability(text: str, name: str, type_code: str) -> dict[str, Any]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return result.abilities[0].to_situation()


@pytest.mark.parametrize("sentence, keywords", [
    ("Ignore the retaliate keyword for this attack.", ["retaliate"]),
    ("Ignore the aloof and retaliate keywords for this attack.", ["aloof", "retaliate"]),
])
def test_keywords_ignored_for_this_attack_are_lost_by_the_attacked_enemy_as_the_test_begins(sentence, keywords):
    text = f"[action] Spend 1 ammo: <b>Fight.</b> You get +2 [combat] for this attack. {sentence}"
    fight = _ability(text, "Rifle", "asset")["effects"][0]
    assert fight["effect"] == "fight"
    assert [{k: v for k, v in e.items() if k != "text"} for e in fight["effects"]] == [
        {"effect": "lasting", "duration": "for-this-skill-test", "to": "tested-enemy", "loses": keywords,
         "applies-to": {"event": "enters-play"}}]


def test_keywords_ignored_on_named_cards_are_a_constant_loss():
    read = _ability("Ignore the hunter keyword on each [[Ghoul]] enemy.", "Lantern Hall", "location")
    assert read["applies-to"] == {"event": "enters-play", "what": "ghoul-enemy"}
    assert read["loses"] == ["hunter"]


@pytest.mark.parametrize("text, name, type_code, what", [
    ("Ignore the <b>Forced</b> ability on Blocked Passage.", "Leading the Way", "act", "Blocked Passage"),
    ("Ignore the <b>Forced</b> abilities on each [[Cave]] location.", "Deep Below", "agenda", "cave-location"),
])
def test_a_forced_ability_ignored_is_a_blank_of_that_kind_only(text, name, type_code, what):
    read = _ability(text, name, type_code)
    assert (read["applies-to"], read["blank"]) == ({"event": "enters-play", "what": what}, "forced-abilities")


def test_a_trait_run_on_into_the_next_word_is_two_words():
    """ArkhamDB prints "[[Arkham Asylum]]locations" on Planning the Escape: the trait, then "locations"."""
    read = _ability("Ignore the text on the unrevealed side of [[Arkham Asylum]]locations.", "Planning the Escape",
                    "act")
    assert read["applies-to"] == {"event": "enters-play", "what": "unrevealed-arkham_asylum-location"}
    assert read["blank"] == "text-box-except-traits"


@pytest.mark.parametrize("text, reason", [
    # whose keyword with no cards named and no test: refused, not guessed
    ("Ignore the retaliate keyword until the end of the round.", "whose keywords they are"),
    # an instruction with no duration: how long would it last?
    ("Ignore the Forced ability on Blocked Passage.", "with no duration"),
])
def test_an_ignore_instruction_the_engine_cannot_hold_is_refused(text, reason):
    result = parse_card_text(text, name="Wipe", type_code="event")
    assert any(reason in g.reason for g in result.unsupported)


def test_another_object_of_ignore_stays_a_gap():
    """"Ignore the rest" (no text, keyword or ability of a kind) is no reading of this frame: a gap, not dropped."""
    result = parse_card_text("[action] Ignore the spiders on your location.", name="Broom", type_code="asset")
    assert result.gaps and not result.runnable
