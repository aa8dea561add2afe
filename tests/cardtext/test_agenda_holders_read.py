"""Agendas as the holders of doom (agenda_holders.py): "each agenda (in play)" is every agenda in play
(``each-agenda``), "the agenda with the most doom" ranks them (``most-doom:each-agenda``), and the tie-break reminder
after a superlative ("(if they are tied for the most doom, choose one …)") adds nothing to it (idle.py)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "Rampart", type_code: str = "location") -> list[dict]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [dict(e) for a in result.abilities for e in a.effects]


@pytest.mark.parametrize("text, amount", [
    ("<b>Forced</b> - After you investigate Rampart: Place 1 doom on each agenda.", 1),
    ("<b>Forced</b> - After you investigate Rampart: Place 2 doom on each agenda in play.", 2),
])
def test_each_agenda_is_every_agenda_in_play(text, amount):
    assert _effects(text) == [{"effect": "place-doom", "amount": amount, "to": "each-agenda"}]


def test_the_agenda_with_the_most_doom_ranks_the_agendas_in_play_and_its_tie_reminder_is_idle():
    text = ("<b>Forced</b> - After you succeed at a skill test by 1 or less while investigating Grand Rue: Place 1 doom "
            "on the agenda with the most doom <i>(if they are tied for the most doom, choose one to place 1 doom "
            "on)</i>.")
    assert _effects(text, name="Grand Rue") == [{"effect": "place-doom", "amount": 1, "to": "most-doom:each-agenda"}]


def test_the_agenda_with_the_fewest_doom_is_ranked_alike():
    text = "<b>Forced</b> - After you investigate Rampart: Place 1 doom on the agenda with the fewest doom."
    assert _effects(text) == [{"effect": "place-doom", "amount": 1, "to": "fewest-doom:each-agenda"}]


def test_a_chaos_token_placing_doom_on_each_agenda_when_you_fail():
    result = parse_card_text("[tablet]: Reveal another token. If you fail, place 1 doom on each agenda.",
                             name="Black Stars Rise", type_code="scenario")
    token = dict(result.card)["chaos-tokens"][0]
    assert token["if-fail"] == [{"effect": "place-doom", "amount": 1, "to": "each-agenda"}]


def test_the_agenda_alone_is_not_read_as_every_agenda():
    result = parse_card_text("<b>Forced</b> - After you investigate Rampart: Place 1 doom on the agenda.",
                             name="Rampart", type_code="location")
    assert result.gaps


# -- one agenda deck named by its letter: "the current "c" agenda", "the "a" agenda deck" ------------------------------

def test_doom_placed_on_a_lettered_agenda_deck_is_a_trigger_on_that_decks_agenda():
    result = parse_card_text("<b>Forced</b> - After 1 or more doom is placed on the \"a\" agenda deck: Each "
                             "investigator at the Outer Wall takes 1 damage.", name="Outer Wall", type_code="location")
    assert result.gaps == ()
    trigger = dict(result.abilities[0].trigger)
    assert (trigger["event"], trigger["what"]) == ("place-doom", "agenda-deck:a")


@pytest.mark.parametrize("text, deck", [
    ("[action] Place 1 doom on the current \"a\" agenda: Heal 2 damage. (Group limit once per game).", "a"),
    ("[action] Place 1 doom on the current \"c\" agenda: Heal 2 horror. (Group limit once per game).", "c"),
])
def test_a_cost_placing_doom_on_the_current_lettered_agenda_names_its_deck(text, deck):
    result = parse_card_text(text, name="Chœur Gothique", type_code="location")
    assert result.gaps == ()
    cost = dict(result.abilities[0].cost)
    assert (cost["agenda-doom"], cost["agenda-deck"]) == (1, deck)


def test_doom_placed_on_the_current_lettered_agenda_as_an_effect():
    assert _effects("<b>Forced</b> - After you investigate Rampart: Place 1 doom on the current \"c\" agenda.") == [
        {"effect": "place-doom", "amount": 1, "to": "agenda-deck:c"}]


def test_doom_moved_from_one_agenda_deck_to_the_other_chooses_the_one_it_leaves():
    text = ("[action] [action]: Move 1 doom from one agenda deck to the other. Then, place 2 clues on Porte de "
            "l'Avancée <i>(from the token bank)</i>.")
    assert _effects(text, name="Porte de l'Avancée")[:2] == [
        {"effect": "choose", "to": "an-agenda"},
        {"effect": "move-tokens", "tokens": "doom", "amount": 1, "from": "chosen", "to": "the-other-agenda"}]


def test_clues_moved_from_one_agenda_deck_to_the_other_are_not_read_so():
    result = parse_card_text("[action]: Move 1 clue from one agenda deck to the other.", name="Rampart",
                             type_code="location")
    assert result.gaps


def test_a_cost_placing_doom_on_each_agenda_in_play_names_each():
    result = parse_card_text("[action] Place 1 doom on each agenda in play and take 1 horror: Heal 2 damage.",
                             name="Rampart", type_code="location")
    assert result.gaps == ()
    cost = dict(result.abilities[0].cost)
    assert (cost["agenda-doom"], cost["agenda-deck"], cost["horror"]) == (1, "each", 1)
