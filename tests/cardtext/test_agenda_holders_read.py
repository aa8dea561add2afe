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
