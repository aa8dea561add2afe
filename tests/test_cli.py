"""The ``kb`` command line, as a user sees it."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from kb.cli import cli


@pytest.fixture()
def run(db_path):
    runner = CliRunner()

    def invoke(*args: str):
        return runner.invoke(cli, [*args, "--db", str(db_path)])

    return invoke


def test_show_matches_a_misspelt_title_and_lists_links(run):
    result = run("show", "attack of oportunity")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[:3] == [
        "(closest title to your query: Attack of Opportunity)",
        "Attack of Opportunity  [ahlcg/rr/attack-of-opportunity]",
        "Rules Reference, page 5, lines 371–394 · entry · ahlcg",
    ]
    assert "Referenced by:" in lines
    assert "  ← Enemy Cards  [ahlcg/rr/enemy-cards]  (line 1119)" in lines
    assert "  Rules Reference (Markdown copy, partial) (rr-md), lines 184–192" in lines


def test_show_by_key_lists_outgoing_links(run):
    result = run("show", "ahlcg/rr/ability")
    assert "  → Costs  [ahlcg/rr/costs]  (see-also, line 75)" in result.output.splitlines()


def test_show_unknown_entry_fails_cleanly(run):
    result = run("show", "nonsense")
    assert result.exit_code == 1
    assert result.output.startswith("Error: no entry 'nonsense'")
    assert "Traceback" not in result.output


def test_show_json(run):
    data = json.loads(run("show", "ahlcg/rr/st-6", "--json").output)
    assert data["title"] == "ST.6 Determine success/failure of skill test"
    assert (data["first_line"], data["page"], data["parent"]) == (3055, 26, "ahlcg/rr/skill-test-timing")


def test_search_json_shape(run):
    data = json.loads(run("search", "attack of opportunity", "--json", "--limit", "3").output)
    assert data["query"] == "attack of opportunity"
    assert data["results"][0]["key"] == "ahlcg/rr/attack-of-opportunity"
    assert set(data["results"][0]) == {"key", "title", "game", "kind", "source", "snippet", "score", "attached"}
    assert len(data["results"]) == 3



@pytest.mark.parametrize("query", ['"', "*", "NEAR(a b)", "AND OR NOT", "(", "🐙", "x" * 10_000, "", "'; drop table entries; --"])
def test_hostile_queries_never_crash(run, query):
    result = run("search", query)
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output


def test_export_jsonl_has_every_entry_with_its_fields(run, corpus):
    lines = run("export", "--jsonl").output.splitlines()
    assert len(lines) == len(corpus.entries)
    first = json.loads(lines[0])
    assert set(first) >= {"key", "title", "game", "kind", "source", "lines", "page", "text", "links"}
    assert first["key"] == "ahlcg/rr/introduction" and first["lines"] == [1, 26]


def test_search_shows_the_correction_and_explains_scores(run):
    lines = run("search", "atack of oportunity", "--limit", "1", "--explain").output.splitlines()
    assert lines[0] == "showing results for attack of opportunity"
    assert lines[1] == "1. Attack of Opportunity  [ahlcg/rr/attack-of-opportunity]  (ahlcg, entry)  + FAQ 1.1"
    assert lines[-1].startswith("   score ") and "title_words +4.00" in lines[-1]


def test_search_with_nothing_found_suggests(run):
    assert run("search", "qqqqzzzz").output == "no results\n"
