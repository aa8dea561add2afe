"""An additional cost read by its parts (Costs; FAQ 1.6): the act it is added to (a verb and its object), who pays,
and the cost by the cost's own reading — a constant ability on that act's occurrence."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _constant(text: str, name: str, type_code: str) -> dict[str, Any]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    [ability] = [a.to_situation() for a in result.abilities if a.kind == "constant"]
    return ability


@pytest.mark.parametrize(("text", "name", "type_code", "applies", "cost"), [
    # a skill's own commit, any cost the cost's reading knows
    ("As an additional cost to commit \"Watch this!\" to a skill test, spend up to 3 resources.", "\"Watch this!\"",
     "skill", {"event": "commit-card", "what": "self"}, {"resources": 3, "up-to": "resources"}),
    ("As an additional cost to commit Steady Hands to a skill test, take 1 horror.", "Steady Hands", "skill",
     {"event": "commit-card", "what": "self"}, {"horror": 1}),
    ("As an additional cost to commit Bold Guess to a skill test, discard a card from your hand.", "Bold Guess", "skill",
     {"event": "commit-card", "what": "self"}, {"discard-hand": 1}),
    # an action on the card itself or its location; the cost first or the act first
    ("As an additional cost to investigate this location, you must spend 1 additional action.", "Vault", "location",
     {"event": "investigate", "what": "this-location"}, {"actions": 1}),
    ("You must spend 1 additional action to investigate the Orne Library.", "Orne Library", "location",
     {"event": "investigate", "what": "self"}, {"actions": 1}),
    ("As an additional cost to fight Brute, you must spend 1 resource.", "Brute", "enemy",
     {"event": "fight", "what": "self"}, {"resources": 1}),
    ("As an additional cost to evade Brute, spend 1 clue.", "Brute", "enemy", {"event": "evade", "what": "self"},
     {"clues": 1}),
    # an action performed only as an action, with no object: added to performing it, whoever acts ("each investigator")
    ("Each investigator must spend 1 additional action to parley.", "Tough Crowd", "treachery",
     {"event": "perform-action", "via": "parley"}, {"actions": 1}),
    ("As an additional cost to resign, you must spend 2 resources.", "Gate", "location",
     {"event": "perform-action", "via": "resign"}, {"resources": 2}),
    # engaging the card itself; the investigators paying as a group in clues, its amount instead with more of them
    ("As an additional cost for an investigator to engage The Rougarou, the investigators must spend 1 clue, as a "
     "group (2 clues instead if there are 3 or 4 investigators).", "The Rougarou", "enemy",
     {"event": "engage", "what": "self"}, {"group-clues": 1, "group-clues-instead": 2, "instead-investigators": 3}),
    ("As an additional cost to investigate this location, the investigators must spend 1 clue, as a group.", "Vault",
     "location", {"event": "investigate", "what": "this-location"}, {"group-clues": 1}),
    ("As an additional cost to engage @self, spend 2 resources.", "Brute", "enemy", {"event": "engage", "what": "self"},
     {"resources": 2}),
    # a card's own play: an event's or an asset's, paid from the payer's pools and hand
    ("As an additional cost to play Blood Eclipse, take up to 3 damage.", "Blood Eclipse", "event",
     {"event": "play-card", "what": "self"}, {"up-to": "damage", "damage": 3}),
    ("As an additional cost to play Heirloom, you must discard a card from your hand.", "Heirloom", "asset",
     {"event": "play-card", "what": "self"}, {"discard-hand": 1}),
])
def test_an_additional_cost_is_a_constant_on_the_act_it_is_added_to(text: str, name: str, type_code: str,
                                                                     applies: dict[str, Any], cost: dict[str, Any]):
    ability = _constant(text, name, type_code)
    assert (ability["applies-to"], ability["additional-cost"]) == (applies, cost)


def test_a_skills_other_sentences_are_read_as_before_beside_its_additional_cost():
    result = parse_card_text("Commit only to a skill test you are performing. As an additional cost to commit \"Watch "
                             "this!\" to a skill test, spend up to 3 resources.", name="\"Watch this!\"",
                             type_code="skill")
    assert result.gaps == ()
    assert dict(result.card)["commit-own-test"] is True
    assert [a.kind for a in result.abilities] == ["constant", "skill"]


def test_another_cards_cost_to_play_an_attached_card_is_paid_with_that_card():
    """Stick to the Plan: "As an additional cost to play an attached card, exhaust Stick to the Plan." — the card
    bearing it is in play, so its own exhausting may pay for a card attached to it being played."""
    ability = _constant("As an additional cost to play an attached card, exhaust Stick to the Plan.",
                        "Stick to the Plan", "asset")
    assert ability["applies-to"] == {"event": "play-card", "what": "attached-to-self"}
    assert ability["additional-cost"] == {"exhaust": True}


def test_an_events_other_sentences_are_its_effects_beside_its_additional_cost_to_play_it():
    result = parse_card_text("As an additional cost to play Blood Eclipse, take up to 3 damage. Gain 2 resources.",
                             name="Blood Eclipse", type_code="event")
    assert result.gaps == ()
    assert [a.kind for a in result.abilities] == ["constant", "event"]
    assert dict(result.card)["effects"] == [{"effect": "gain-resources", "amount": 2}]


@pytest.mark.parametrize(("text", "name", "type_code", "reason"), [
    # acts the engine pays no additional cost for
    ("Each investigator must spend 1 additional action to move.", "Mud", "treachery", "to move"),
    ("As an additional cost to commit an attached card to a skill test, exhaust Stick to the Plan.",
     "Stick to the Plan", "asset", "names the card"),  # an attached card only played, not committed
    # a card's own play paid with the card itself, which is in the hand
    ("As an additional cost to play Lantern, exhaust Lantern.", "Lantern", "asset", "paid with the card itself"),
    # a payer other than the one acting, in another cost than clues as a group
    ("As an additional cost to investigate this location, the investigators must spend 1 resource.", "Vault",
     "location", "paid by"),
    # a cost the cost's reading refuses
    ("As an additional cost to commit Torrent of Power to a skill test, spend up to 3 charges from among assets you "
     "control.", "Torrent of Power", "skill", "from among several cards"),
    # an object the engine cannot name
    ("As an additional cost to fight an Elite enemy, you must spend 1 resource.", "Trap", "asset", "names the card"),
])
def test_an_additional_cost_the_engine_cannot_pay_stays_a_gap_with_its_reason(text: str, name: str, type_code: str,
                                                                             reason: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.unsupported and reason in result.unsupported[0].reason
    assert not any(a.runnable for a in result.abilities)


@pytest.mark.parametrize(("text", "reason"), [
    # an amount the payer chooses as the attack is performed, or from another card (spending.py), and what is
    # counted from an additional cost or the ability's own cost: the engine records only what a 'spend' paid
    ("[action] Spend 1 ammo: <b>Fight.</b> You may spend any number of additional actions when you perform this "
     "attack.", "a cost paid as the action is performed"),
    ("[action] Spend 1 ammo: <b>Fight.</b> You may spend X additional ammo tokens from that asset.",
     "uses spent from that asset"),
    ("[action] Spend 1 ammo: <b>Fight.</b> You get +2 [combat] for this attack for each action being spent.",
     "a count of what a cost paid"),
    ("[reaction] After you play an event: Draw 1 card. For each card drawn in this way, gain 1 resource.", None),
])
def test_a_cost_chosen_as_the_ability_resolves_stays_a_gap_with_its_reason(text: str, reason: str | None):
    result = parse_card_text(text, name="Gun", type_code="asset")
    reasons = [u.reason for u in result.unsupported]
    if reason is None:  # "drawn in this way" is no cost: not this reason
        assert not any("a count of what a cost paid" in r for r in reasons)
    else:
        assert any(reason in r for r in reasons)


def test_doom_on_each_agenda_in_play_is_every_agendas():
    """"each agenda in play" is every agenda in play, of however many agenda decks (one deck: its current agenda), as
    an effect's holder and as a cost."""
    result = parse_card_text("[action] Place 1 doom on each agenda in play and take 2 horror: <b>Parley.</b> Discard "
                             "Rift Seeker.", name="Rift Seeker", type_code="enemy")
    first = result.abilities[0].to_situation()
    assert first["cost"] == {"actions": 1, "agenda-doom": 1, "agenda-deck": "each", "horror": 2}
    read = parse_card_text("Revelation - Place 1 doom on each agenda in play.", type_code="treachery")
    assert read.gaps == () and read.abilities[0].to_situation()["effects"] == [
        {"effect": "place-doom", "amount": 1, "to": "each-agenda"}]
