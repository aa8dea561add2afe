"""The card index built from the FAQ: names, collector numbers, errata and mentions."""

from __future__ import annotations

from click.testing import CliRunner

from kb.cards import get_card
from kb.cli import cli


def test_card_errata_name_39_cards_in_31_items(connection):
    names, items = connection.execute(
        "select count(distinct name), count(distinct entry_key) from cards "
        "where relation = 'erratum' and entry_key like 'ahlcg/errata/card-%'"
    ).fetchone()
    assert (names, items) == (39, 31)


def test_a_card_keeps_its_collector_number_and_errata(connection):
    card = get_card(connection, "henry armitage")
    assert card.name == "Henry Armitage" and card.numbers == ["40"]
    assert [e["key"] for e in card.errata] == ["ahlcg/errata/card-henry-armitage"]


def test_a_card_named_only_in_a_question_lists_the_question(connection):
    card = get_card(connection, "Backstab")
    assert card.numbers == ["51"]
    assert card.mentions[0]["title"].startswith("If I play an event with a Fight ability, like Backstab (51)")


def test_kb_card_output_and_unknown_card(db_path):
    runner = CliRunner()
    result = runner.invoke(cli, ["card", "Henry Armitage", "--db", str(db_path)])
    assert result.output.splitlines() == [
        "Henry Armitage (40)",
        "Errata:",
        "  errata v1.3: Henry Armitage (40)  [ahlcg/errata/card-henry-armitage]",
        "    This card’s ability should read: “After you draw a non-weakness card, discard that",
        "    card…”",
    ]
    missing = runner.invoke(cli, ["card", "zzzz", "--db", str(db_path)])
    assert missing.exit_code == 1 and missing.output == "Error: no card 'zzzz'\n"
