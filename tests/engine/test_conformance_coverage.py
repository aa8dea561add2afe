"""The conformance coverage table: every key a conformance test names is an entry of the knowledge base,
and the table in the engine README is the one the script prints."""

from pathlib import Path

from kb.engine.core.rules import RULES
from kb.tools import conformance_coverage as coverage

README = (Path(__file__).resolve().parents[2] / "kb" / "engine" / "README.md").read_text(encoding="utf-8")


def test_every_key_a_conformance_test_names_is_an_entry_in_scope_or_cited():
    in_scope = {row["key"] for row in coverage.scope()}
    named = coverage.conformance_tests()
    assert named, "no conformance test names an entry"
    unknown = sorted(k for k in named if k not in in_scope and k not in RULES)
    assert not unknown, unknown


def test_the_readme_table_is_the_one_the_script_prints():
    rows = coverage.classify()
    summary = coverage.summary(rows)
    assert summary in README, "re-run `python -m kb.tools.conformance_coverage --markdown` into the README"
    for key, title, status, _ in rows:
        assert f"| `{key}` | {title} | {status} |" in README, key


def test_the_curated_reasons_name_entries_in_scope():
    in_scope = {row["key"] for row in coverage.scope()}
    for table in (coverage.NOT_TIMING, coverage.NOT_MODELLED, coverage.SEE):
        assert set(table) <= in_scope, sorted(set(table) - in_scope)
