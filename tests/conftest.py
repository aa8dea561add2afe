"""Shared fixtures: the parsed Rules Reference and one database built per test session."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import settings

from kb.build import build, collect
from kb.cli import cli
from kb.model import Corpus
from kb.parse.rules_reference import ParsedDocument, parse_rules_reference_source
from kb.sources import RULES_SRC
from kb.store import open_readonly

# No property test is timed: a shared 2-core machine moves an example's time 2-4x, and Hypothesis's default 200 ms
# deadline turned that into a failure unrelated to what the test asserts (speed is the benchmarks' to measure).
settings.register_profile("untimed", deadline=None)
settings.load_profile("untimed")


@pytest.fixture(scope="session")
def rr() -> ParsedDocument:
    return parse_rules_reference_source()


@pytest.fixture(scope="session")
def rr_entries(rr: ParsedDocument) -> dict[str, object]:
    return {entry.key: entry for entry in rr.entries}


@pytest.fixture(scope="session")
def rr_lines() -> list[str]:
    return (RULES_SRC / "000_78899114dc4a1adb.txt").read_text(encoding="utf-8").split("\n")


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return collect()


@pytest.fixture(scope="session")
def db_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("db") / "kb.db"
    build(path)
    return path


@pytest.fixture(scope="session")
def exported_site(db_path: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """``kb export --site`` of the session's database, once (the browser tests serve it): the
    folder and what the command printed."""
    site = tmp_path_factory.mktemp("static") / "site"
    result = CliRunner().invoke(cli, ["export", "--site", str(site), "--db", str(db_path)])
    assert result.exit_code == 0, result.output
    return site, result.output


@pytest.fixture()
def connection(db_path: Path):
    connection = open_readonly(db_path)
    yield connection
    connection.close()
