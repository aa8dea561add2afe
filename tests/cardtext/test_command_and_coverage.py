"""``kb ability`` (invoked as the click command object) and the coverage tool."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from kb.cardtext import parse_card_text
from kb.cardtext.command import ability
from kb.cardtext.coverage import measure
from kb.tools.card_coverage import main

from .situation import load

DATA = Path(__file__).parent / "data" / "composed_cards.json"
TEXT = "[reaction] After you defeat an enemy: Discover 1 clue at your location. (Limit once per round.)"


def test_summary() -> None:
    r = CliRunner().invoke(ability, [TEXT])
    assert r.exit_code == 0
    assert "1. reaction (after)" in r.output and "limit: {count: 1, per: round}" in r.output


def test_json_equals_the_library() -> None:
    r = CliRunner().invoke(ability, [TEXT, "--json"])
    assert r.exit_code == 0 and json.loads(r.output) == parse_card_text(TEXT).to_json()


def test_stdin_name_and_type() -> None:
    r = CliRunner().invoke(ability, ["-", "--json", "--name", "Cellar", "--type", "location"],
                           input="Forced – After you enter Cellar: Take 1 damage.\n")
    assert r.exit_code == 0
    assert json.loads(r.output)["abilities"][0]["trigger"] == {"event": "move", "who": "you", "what": "self"}


def test_unparsed_is_shown() -> None:
    r = CliRunner().invoke(ability, ["Revelation – Shuffle that enemy into the encounter deck."])
    assert r.exit_code == 0 and 'unsupported (effect:shuffle): "Shuffle that enemy into the encounter deck"' in r.output


def test_bad_input_is_one_line_and_exit_1() -> None:
    for args, stdin in ((["   "], None), (["-"], ""), (["Draw 1 card.", "--type", "relic"], None)):
        r = CliRunner().invoke(ability, args, input=stdin)
        assert r.exit_code == 1 and "Traceback" not in r.output
        assert r.output.count("\n") == 1 and r.output.startswith("error: ")
        assert r.exception is None or isinstance(r.exception, SystemExit)


def test_composed_cards_are_composed_and_enough() -> None:
    cards = json.loads(DATA.read_text(encoding="utf-8"))
    assert len(cards) >= 30
    assert all(c["composed"] is True and c["code"].startswith("composed-") for c in cards)


def test_composed_cards_figure() -> None:
    cov = measure(json.loads(DATA.read_text(encoding="utf-8")))
    # composed-36 is written to fail: a count of the void — read by the grammar, not runnable by the engine;
    # composed-33 (a search for an Item asset), composed-34 (discarding the card as a cost, a non-Elite enemy) and
    # composed-35 (a maximum hand size increased: capacities.py) now run
    assert cov.total.cards == 38 and cov.total.read == 38 and cov.total.covered == 37


def test_every_composed_card_loads_in_the_engine() -> None:
    for card in json.loads(DATA.read_text(encoding="utf-8")):
        result = parse_card_text(card["text"], name=card["name"], type_code=card["type_code"])
        load(result, name=card["name"], type_code=card["type_code"])


def test_coverage_command(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, [str(DATA)])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("38 of 38 cards read by the grammar (100.0%), 37 with no gap (97.4%)")
    assert "unsupported: effect" in r.output and "cycle" in r.output
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    r = CliRunner().invoke(main, [str(bad)])
    assert r.exit_code == 1 and "Traceback" not in r.output and "is not JSON" in r.output


def test_a_text_of_which_nothing_is_read_exits_1() -> None:
    r = CliRunner().invoke(ability, ["The the the."])
    assert r.exit_code == 1 and "nothing of the card text was read" in r.output


def test_coverage_counts_by_type_cycle_and_gap_category() -> None:
    cards = [
        {"code": "1", "name": "Composed Clue", "type_code": "event", "cycle": "core",
         "text": "Fast. Play after you defeat an enemy.\nDiscover 1 clue at your location."},
        {"code": "2", "name": "Composed Tome", "type_code": "asset", "cycle": "core",
         "text": "[action] Exhaust Composed Tome: Search your deck for a Tome asset."},
        {"code": "3", "name": "Composed Fog", "type_code": "treachery", "cycle": "dwl",
         "text": "Revelation – Take 1 horror. The grey fog of the."},
        {"code": "4", "name": "No Text", "type_code": "asset", "cycle": "dwl", "text": ""},
    ]
    cov = measure(cards)
    assert (cov.total.cards, cov.total.read, cov.total.covered) == (3, 2, 1)
    assert (cov.by_cycle["core"].cards, cov.by_cycle["core"].covered) == (2, 1)
    assert cov.by_type["treachery"].read == 0
    assert cov.cards_with_gaps == {"unsupported: effect": 1, "unparsed: noun-phrase": 1}
    assert cov.gap_details["unsupported: effect:search"] == 1


def test_tree_shows_the_grammars_reading_of_each_sentence() -> None:
    text = "[reaction] After you defeat an enemy: Discover 1 clue at your location.\nRevelation – The quiet of the."
    r = CliRunner().invoke(ability, [text, "--tree"])
    assert r.exit_code == 0
    assert "    clause: conj[After] np[you] verb[defeat] np[an enemy]" in r.output
    assert "    clause: verb[Discover] np[1 clue] pp[at your location]" in r.output
    assert "refused by noun-phrase: a determiner ('the') with no noun" in r.output


def test_the_coverage_tool_lists_every_gap_of_a_category_with_its_card_and_printed_clause(tmp_path: Path) -> None:
    cards = {"cards": [
        {"code": "1", "name": "Composed Tome", "type_code": "asset",
         "text": "[action] Exhaust Composed Tome: Search your deck for a Tome asset."},
        {"code": "2", "name": "Composed Fog", "type_code": "treachery",
         "text": "Revelation – Take 1 horror. The grey fog of the."},
    ]}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    r = CliRunner().invoke(main, [str(path), "--gap", "effect"])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0] == "unsupported: effect:search (1)"
    assert lines[1].startswith("  [Composed Tome] Search your deck for a Tome asset")
    assert "Composed Fog" not in r.output  # its gap is of another category
    r = CliRunner().invoke(main, [str(path), "--gap", "unparsed"])
    assert "[Composed Fog] The grey fog of the" in r.output
    r = CliRunner().invoke(main, [str(path), "--gap", "objective"])
    assert r.exit_code == 0 and r.output.strip() == "no gap of category 'objective'"
