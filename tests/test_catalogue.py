"""The card catalogue the user brings (``kb cards import``): ArkhamDB's card JSON into a SQLite file
beside the rules database, kept across rebuilds; situations that only name a card take its numbers
and text from it through ``kb replay``; ``kb card`` shows the printed text beside the rulings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kb.build import build
from kb.catalogue import catalogue_digest, catalogue_path, import_cards, open_catalogue, read_card_file
from kb.cli import cli

CARDS = Path(__file__).parent / "data" / "quoted_cards.json"

NAMED = """
game: ahlcg
title: Guard Dog, from the catalogue
question: Does Guard Dog's reaction resolve before Goat Spawn's defeat?
turn: Roland Banks
investigators:
  - {name: Roland Banks, location: Hallway, resources: 4, hand: [.45 Automatic]}
  - {name: Agnes Baker, location: Hallway}
locations:
  - {name: Hallway, shroud: 1}
cards:
  - {name: Guard Dog, controller: Roland Banks}
  - {code: "01180", engaged: Roland Banks, damage: 2}
  - {name: Ghoul Minion, engaged: Agnes Baker}
do:
  - {who: Roland Banks, action: play, card: .45 Automatic}
choices:
  - {decision: assign, who: Roland Banks, to: Guard Dog}
  - {decision: target, ability: Agnes Baker, choose: Ghoul Minion}
"""


@pytest.fixture()
def cards_db(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "cards.db"
    monkeypatch.setenv("KB_CARDS_DB", str(path))
    return path


def test_import_reports_the_cards_the_engine_cannot_replay(cards_db, tmp_path):
    file = tmp_path / "pack.json"
    file.write_text(json.dumps([
        {"code": "90001", "name": "Composed Charm", "type_code": "asset",
         "text": "[action] Exhaust Composed Charm: Search your deck for a Tome asset."},
        {"code": "90002", "name": "Composed Clue", "type_code": "event",
         "text": "Fast. Play after you defeat an enemy.\nDiscover 1 clue at your location."}]), encoding="utf-8")
    result = CliRunner().invoke(cli, ["cards", "import", str(file)])
    assert result.exit_code == 0, result.output
    assert ("card text: 2 of 2 cards read by the grammar (100.0%), 1 with no gap (50.0%); 1 with gaps, "
            "by category: unsupported: effect 1") in result.output


def test_import_then_show_a_card_by_name_or_code(cards_db):
    runner = CliRunner()
    result = runner.invoke(cli, ["cards", "import", str(CARDS)])
    assert result.exit_code == 0, result.output
    assert "imported 8 cards (8 new, 0 replaced)" in result.output
    assert "card text: 5 of 5 cards read by the grammar (100.0%), 5 with no gap (100.0%); 0 with gaps" in result.output
    again = runner.invoke(cli, ["cards", "import", str(CARDS)])
    assert "(0 new, 8 replaced)" in again.output
    shown = runner.invoke(cli, ["cards", "show", "guard dog"])
    assert shown.exit_code == 0
    assert shown.output.startswith("Guard Dog (01021) — asset · Ally. Creature.")
    assert "health 3, sanity 1" in shown.output and "[reaction] When an enemy attack deals damage" in shown.output
    by_code = runner.invoke(cli, ["cards", "show", "01180", "--json"])
    assert json.loads(by_code.output)["name"] == "Goat Spawn"


def test_a_bad_file_is_one_clear_error(cards_db, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('[{"name": "No Code"}]', encoding="utf-8")
    result = CliRunner().invoke(cli, ["cards", "import", str(bad)])
    assert result.exit_code == 1 and "card 0 has no 'code'" in result.output and "Traceback" not in result.output
    bad.write_text("{not json", encoding="utf-8")
    assert "is not JSON" in CliRunner().invoke(cli, ["cards", "import", str(bad)]).output
    missing = CliRunner().invoke(cli, ["cards", "show", "Guard Dog"])
    assert missing.exit_code == 1 and "kb cards import" in missing.output


def test_a_situation_naming_cards_replays_with_the_catalogue(cards_db, tmp_path):
    import_cards(cards_db, read_card_file(CARDS))
    situation = tmp_path / "named.yaml"
    situation.write_text(NAMED, encoding="utf-8")
    result = CliRunner().invoke(cli, ["replay", str(situation), "--no-titles", "--width", "0"])
    assert result.exit_code == 0, result.output
    answer = result.output.splitlines()[2]
    assert answer.startswith("A: Guard Dog's reaction resolves at step 9")
    assert "Goat Spawn's defeat resolves at step 23" in answer
    assert "Agnes Baker [reaction]: \u201cAfter 1 or more horror is placed on Agnes Baker" in result.output


def test_without_a_catalogue_a_named_card_says_what_is_missing(cards_db, tmp_path):
    situation = tmp_path / "named.yaml"
    situation.write_text(NAMED, encoding="utf-8")
    result = CliRunner().invoke(cli, ["replay", str(situation)])
    assert result.exit_code == 1 and "card code '01180' needs a card catalogue" in result.output


def test_the_catalogue_is_a_file_beside_the_rules_and_survives_a_rebuild(tmp_path, monkeypatch):
    monkeypatch.delenv("KB_CARDS_DB", raising=False)
    rules = tmp_path / "kb.db"
    build(rules)
    path = catalogue_path(rules)
    assert path == tmp_path / "cards.db" and path != rules
    import_cards(path, read_card_file(CARDS))
    build(rules)  # the rules are rebuilt (atomically replaced): the catalogue is another file
    catalogue = open_catalogue(path)
    assert catalogue is not None and catalogue.count() == 8
    assert catalogue.lookup("GUARD DOG")["code"] == "01021"
    catalogue.close()


def test_kb_card_shows_the_printed_text_beside_the_rulings(cards_db, db_path):
    import_cards(cards_db, read_card_file(CARDS))
    result = CliRunner().invoke(cli, ["card", ".45 Automatic", "--db", str(db_path)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith(".45 Automatic")
    assert "Printed text (your catalogue):" in lines
    assert any("Spend 1 ammo: Fight." in line for line in lines)
    data = json.loads(CliRunner().invoke(cli, ["card", ".45 Automatic", "--db", str(db_path), "--json"]).output)
    assert data["printed"]["code"] == "01016"


def test_the_ability_command_is_registered():
    result = CliRunner().invoke(cli, ["ability", "[reaction] After you defeat an enemy: Gain 1 resource.", "--json"])
    assert result.exit_code == 0 and json.loads(result.output)["abilities"][0]["kind"] == "reaction"
    result = CliRunner().invoke(cli, ["ability", "[reaction] After you defeat an enemy: Shuffle each weakness into your deck."])
    assert 'unsupported (effect:shuffle): "Shuffle each weakness into your deck' in result.output


@pytest.mark.parametrize("folder", ["my#cards", "what?cards", "100%cards"])
def test_a_catalogue_under_a_path_with_uri_characters_opens_read_only(tmp_path, folder):
    path = tmp_path / folder / "cards.db"
    import_cards(path, read_card_file(CARDS))
    catalogue = open_catalogue(path)
    assert catalogue is not None
    try:
        assert catalogue.lookup(".45 Automatic")["name"] == ".45 Automatic"
        with pytest.raises(Exception, match="readonly"):
            catalogue.connection.execute("delete from cards")
    finally:
        catalogue.close()
    assert sorted(p.name for p in path.parent.iterdir()) == ["cards.db"]


def test_the_catalogue_digest_changes_with_the_cards_and_is_empty_without_them(tmp_path):
    path = tmp_path / "cards.db"
    assert catalogue_digest(path) == ""
    cards = read_card_file(CARDS)
    import_cards(path, cards[:1])
    one = catalogue_digest(path)
    import_cards(path, cards)
    assert one and catalogue_digest(path) not in ("", one)
    path.write_bytes(b"not a database")
    assert catalogue_digest(path) == ""  # unreadable: the pages show no printed text, as without one
