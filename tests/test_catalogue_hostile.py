"""Hostile card files and catalogues (issue 32): every error one clear line, imports atomic for
readers, bounds on the catalogue, look-alike names refused, no terminal escapes printed, a worker
that sees the catalogue an import put in place."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from kb.catalogue import import_cards, open_catalogue, read_card_file
from kb.catalogue.cardfile import MAX_CARDS, MAX_FIELD_BYTES
from kb.cli import cli
from web.replay.job import _catalogue

ROOT = Path(__file__).resolve().parent.parent
CARDS = Path(__file__).parent / "data" / "quoted_cards.json"
DOG = {"code": "01021", "name": "Guard Dog", "type_code": "asset", "text": "A dog."}


@pytest.fixture()
def cards_db(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "cards.db"
    monkeypatch.setenv("KB_CARDS_DB", str(path))
    return path


def _import(path: Path) -> str:
    """``kb cards import PATH``: its output, after asserting no traceback and, for a refusal, one line
    (an import prints its count and the card text's coverage)."""
    result = CliRunner().invoke(cli, ["cards", "import", str(path)])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    lines = result.output.strip().splitlines()
    assert "Traceback" not in result.output and len(lines) == (1 if result.exit_code else 2), result.output
    return result.output


BAD_FILES = {
    "a 5,000-digit number": ('[{"code": "1", "name": "A", "cost": ' + "9" * 5000 + "}]", "more than 30 characters"),
    "deeply nested JSON": ("[" * 100_000 + "]" * 100_000, "nests more than 64 levels deep"),
    "a lone surrogate": ('[{"code": "1", "name": "A", "text": "\\ud800"}]', "lone surrogate"),
    "a non-text type_code": ('[{"code": "1", "name": "A", "type_code": ["asset"]}]', "'type_code' that is not text"),
    "code: true": ('[{"code": true, "name": "A"}]', "has no 'code'"),
    "NaN": ('[{"code": "1", "name": "A", "cost": NaN}]', "NaN is not a finite number"),
    "a field past the bound": (json.dumps([{"code": "1", "name": "A", "text": "x" * MAX_FIELD_BYTES}]),
                               f"more than the {MAX_FIELD_BYTES}"),
    "too many cards": (json.dumps([{"code": str(i), "name": "A"} for i in range(MAX_CARDS + 1)]),
                       f"more than the {MAX_CARDS} a catalogue may hold"),
    "a full-width look-alike": ('[{"code": "00001", "name": "\uff27\uff55\uff41\uff52\uff44 \uff24\uff4f\uff47"}]',
                                "look-alike characters (it reads 'Guard Dog' once normalised)"),
    "a Cyrillic letter in a Latin name": ('[{"code": "00001", "name": "Gu\u0430rd Dog"}]', "several scripts"),
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_a_hostile_card_file_is_one_clear_line_and_stores_nothing(cards_db, tmp_path, name):
    text, words = BAD_FILES[name]
    path = tmp_path / "cards.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    assert words in _import(path)
    assert not cards_db.exists()


def test_names_printed_with_accents_or_an_ellipsis_are_accepted(cards_db, tmp_path):
    """NFKC also changes punctuation that cards print ("…" to "..."): only letters and digits count."""
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{"code": "1", "name": "Père Guillaume"}, {"code": "2", "name": "\"I've had worse…\""}]),
                    encoding="utf-8")
    assert "imported 2 cards" in _import(path)


def test_reading_dev_zero_stops_at_the_bound(cards_db):
    assert "larger than 64 MB" in _import(Path("/dev/zero"))


@pytest.mark.parametrize("kind", ["garbage", "directory"])
def test_a_cards_db_that_is_not_a_catalogue_is_one_line(cards_db, kind):
    if kind == "directory":
        cards_db.mkdir()
    else:
        cards_db.write_bytes(b"garbage " * 1000)
    output = _import(CARDS)
    assert ("is not a card catalogue" if kind == "garbage" else "is not a file") in output
    show = CliRunner().invoke(cli, ["cards", "show", "Guard Dog"])
    assert "Traceback" not in show.output and show.exit_code in (0, 1)


def test_a_full_disk_is_one_line_and_keeps_the_old_catalogue(cards_db, tmp_path):
    """The file size limit (RLIMIT_FSIZE) stands in for a full disk, in a process of its own."""
    import_cards(cards_db, [DOG])
    big = tmp_path / "big.json"
    big.write_text(json.dumps([{"code": str(i), "name": f"Card {i}", "text": "x" * 8000} for i in range(200)]),
                   encoding="utf-8")
    code = ("import resource, signal, sys\n"
            "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
            "resource.setrlimit(resource.RLIMIT_FSIZE, (300_000, 300_000))\n"
            "from kb.cli import cli\n"
            f"sys.argv = ['kb', 'cards', 'import', {str(big)!r}]\n"
            "cli()\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "KB_CARDS_DB": str(cards_db)})
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith("Error: cannot write the card catalogue") and len(done.stderr.splitlines()) == 1
    catalogue = open_catalogue(cards_db)
    assert catalogue is not None and catalogue.count() == 1
    catalogue.close()
    assert sorted(p.name for p in cards_db.parent.iterdir()) == ["big.json", "cards.db"]


def _killed_import(cards_db: Path, big: Path) -> None:
    """``kb cards import`` killed (``os._exit``, as by ``kill -9``) halfway through writing its cards."""
    code = ("import os, kb.catalogue.store as store\n"
            "calls = []\n"
            "real = store.fold\n"
            "def fold(name):\n"
            "    calls.append(name)\n"
            "    if len(calls) == 50:\n"
            "        os._exit(9)\n"
            "    return real(name)\n"
            "store.fold = fold\n"
            f"store.import_cards(__import__('pathlib').Path({str(cards_db)!r}), "
            f"__import__('kb.catalogue').catalogue.read_card_file({str(big)!r}))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          timeout=120)
    assert done.returncode == 9


def test_a_killed_import_leaves_readers_the_old_catalogue_and_no_journal(cards_db, tmp_path):
    import_cards(cards_db, read_card_file(CARDS))
    big = tmp_path / "big.json"
    big.write_text(json.dumps([{"code": f"x{i:04}", "name": f"Card {i}"} for i in range(100)]), encoding="utf-8")
    _killed_import(cards_db, big)
    assert not Path(f"{cards_db}-journal").exists()
    shown = CliRunner().invoke(cli, ["cards", "show", "Guard Dog"])
    assert shown.exit_code == 0 and shown.output.startswith("Guard Dog (01021)")
    assert "imported 100 cards (100 new, 0 replaced)" in _import(big)
    assert sorted(p.name for p in cards_db.parent.iterdir()) == ["big.json", "cards.db"]  # leftovers removed


def test_a_journal_an_older_import_left_is_rolled_back_for_readers(cards_db):
    import_cards(cards_db, [DOG])
    code = ("import os, sqlite3, sys\n"
            "c = sqlite3.connect(sys.argv[1])\n"
            "c.execute('pragma cache_size = 1')\n"  # pages spill to the file before the commit, as in a large import
            "c.execute('begin')\n"
            "c.execute(\"update cards set name = 'Half Written'\")\n"
            "c.executemany(\"insert into cards values (?, 'B', 'b', null, ?)\", "
            "[(str(i), 'x' * 1000) for i in range(2000)])\n"
            "os._exit(9)\n")
    subprocess.run([sys.executable, "-c", code, str(cards_db)], timeout=60)
    assert Path(f"{cards_db}-journal").exists()  # what the old importer left: readers then all failed
    catalogue = open_catalogue(cards_db)
    assert catalogue is not None and catalogue.lookup("Guard Dog")["code"] == "01021" and catalogue.count() == 1
    catalogue.close()


def test_card_output_strips_terminal_escapes(cards_db, db_path):
    hostile = {"code": "01016", "name": ".45 Automatic", "type_code": "asset", "traits": "Item.\x1b]52;c;aGk=\x07",
               "text": "Fight.\x1b[2J\x9b31m \u202eevil"}
    import_cards(cards_db, [hostile])
    shown = CliRunner().invoke(cli, ["cards", "show", ".45 Automatic"])
    assert shown.exit_code == 0
    assert not any(c in shown.output for c in "\x1b\x07\x9b\u202e") and "Fight.[2J31m evil" in shown.output
    as_json = CliRunner().invoke(cli, ["cards", "show", ".45 Automatic", "--json"]).output
    assert not any(c in as_json for c in "\x1b\x07\x9b\u202e") and json.loads(as_json) == hostile
    card = CliRunner().invoke(cli, ["card", ".45 Automatic", "--db", str(db_path)])
    assert card.exit_code == 0 and "Printed text (your catalogue):" in card.output
    assert not any(c in card.output for c in "\x1b\x07\x9b\u202e")
    card_json = CliRunner().invoke(cli, ["card", ".45 Automatic", "--db", str(db_path), "--json"]).output
    assert not any(c in card_json for c in "\x1b\x07\x9b\u202e") and json.loads(card_json)["printed"] == hostile


def test_a_damaged_record_is_one_line(cards_db, db_path):
    import_cards(cards_db, read_card_file(CARDS))
    with sqlite3.connect(cards_db) as connection:  # one byte changed inside the stored JSON
        connection.execute("update cards set data = replace(data, '{', '[') where name = '.45 Automatic'")
    connection.close()
    shown = CliRunner().invoke(cli, ["cards", "show", ".45 Automatic"])
    assert shown.exit_code == 1 and "record of '.45 Automatic' is damaged" in shown.output
    card = CliRunner().invoke(cli, ["card", ".45 Automatic", "--db", str(db_path)])
    assert card.exit_code == 0 and "Traceback" not in card.output


def test_the_replay_worker_reads_the_catalogue_an_import_put_in_place(tmp_path):
    path = tmp_path / "cards.db"
    import_cards(path, [DOG])
    assert _catalogue(str(path))("01021")["name"] == "Guard Dog"
    import_cards(path, [DOG | {"name": "Renamed Dog"}])
    assert _catalogue(str(path))("01021")["name"] == "Renamed Dog"  # not the file the worker had open
    other = tmp_path / "other.db"
    import_cards(other, [DOG | {"name": "Moved Dog"}])
    os.replace(other, path)  # a catalogue moved into place by hand
    assert _catalogue(str(path))("01021")["name"] == "Moved Dog"
