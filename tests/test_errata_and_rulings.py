"""Errata and rulings next to the rules they change (FAQ 004 linked to the Rules Reference 000)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from kb.cli import cli
from kb.link.errata import ErratumError, apply_erratum
from kb.lookup import get_entry
from kb.search import search

RULEBOOK_ERRATA = {
    "ahlcg/errata/rr-costs": "ahlcg/rr/costs",
    "ahlcg/errata/rr-elimination": "ahlcg/rr/elimination",
    "ahlcg/errata/rr-weakness": "ahlcg/rr/weakness",
    "ahlcg/errata/rr-permanent": "ahlcg/rr/permanent",
    "ahlcg/errata/rr-slots": "ahlcg/rr/slots",
}


def test_each_rulebook_erratum_links_to_the_entry_it_amends(corpus):
    amends = {(l.source_key, l.target_key) for l in corpus.links if l.kind == "amends"}
    assert amends == set(RULEBOOK_ERRATA.items())


@pytest.mark.parametrize(
    ("key", "printed", "current"),
    [
        ("ahlcg/rr/costs", "under their owner’s control may be used, unless the cost specifies",
         "- When a player is exhausting, sacrificing, or otherwise using cards to pay costs, only cards that are in play and under that player’s control may be used, unless the cost specifies an out-of-play state."),
        ("ahlcg/rr/permanent", "- A card with the permanent keyword cannot be discarded by any means.",
         "- A card with the permanent keyword cannot leave play (except by elimination)."),
        ("ahlcg/rr/weakness", "If a weakness is added to a player’s deck or hand during",
         "- If a weakness is added to a player’s deck, hand, or threat area during the play of a scenario"),
        ("ahlcg/rr/slots", "If an investigator is at his or her slot limit",
         "If playing or gaining control of an asset would put an investigator above his or her slot limit"),
        ("ahlcg/rr/elimination", "Any time a player is eliminated:\n\n1. The cards",
         "Any time a player is eliminated:\n\n0. For the purpose of resolving weakness cards, the game has ended for the eliminated investigator."),
    ],
)
def test_amended_entry_shows_current_text_and_keeps_the_printed_one(connection, key, printed, current):
    entry = get_entry(connection, key)
    assert printed in entry.text and printed not in entry.current_text
    assert current in entry.current_text
    assert [a.key for a in entry.amendments] == [k for k, v in RULEBOOK_ERRATA.items() if v == key]


def test_an_erratum_that_names_a_missing_place_is_refused():
    with pytest.raises(ErratumError, match="no ninth bullet"):
        apply_erratum("- one\n\n- two", "ninth bullet", "replace", "x")


def show(db_path, *args):
    return CliRunner().invoke(cli, ["show", *args, "--db", str(db_path)]).output.splitlines()


def test_kb_show_costs_says_it_is_amended_and_diffs_on_request(db_path):
    lines = show(db_path, "Costs")
    assert "Amended by errata v1.0: third bullet  [ahlcg/errata/rr-costs]" in lines
    assert any("under that player’s control" in line for line in lines)
    printed = show(db_path, "Costs", "--printed")
    assert any("under their owner’s control" in line for line in printed)
    diff = "\n".join(show(db_path, "Costs", "--diff"))
    assert "[-their owner’s-] {+that player’s+}" in diff


def test_kb_show_attack_of_opportunity_lists_its_ruling(db_path):
    lines = show(db_path, "attack of opportunity")
    assert "Rulings about this rule:" in lines
    assert "  FAQ 1.1: Attacks of Opportunity  [ahlcg/faq/1-1]" in lines


def test_kb_show_you_your_says_the_faq_replaces_it(db_path):
    lines = show(db_path, "You/Your")
    assert "Replaced by FAQ 2.1 (“You/Your,” expanded): the FAQ takes precedence over this text  [ahlcg/faq/2-1]" in lines


def test_ruling_1_4_clarifies_nested_timing(corpus):
    targets = {l.target_key for l in corpus.links if l.source_key == "ahlcg/faq/1-4"}
    assert "ahlcg/rr/priority-of-simultaneous-resolution" in targets


def test_search_results_carry_their_rulings(connection):
    top = search(connection, "attack of opportunity", limit=1)[0]
    assert top.key == "ahlcg/rr/attack-of-opportunity" and "FAQ 1.1" in top.attached


def test_kb_errata_lists_the_five_rulebook_errata(db_path):
    lines = CliRunner().invoke(cli, ["errata", "--kind", "rulebook", "--db", str(db_path)]).output.splitlines()
    assert lines == [
        "v1.0   rulebook  Rules Reference page 7, column 1, “Costs” → Costs  [ahlcg/errata/rr-costs]",
        "v1.0   rulebook  Rules Reference page 10, column 1, “Elimination” → Elimination  [ahlcg/errata/rr-elimination]",
        "v1.0   rulebook  Rules Reference page 21, column 2, “Weakness” → Weakness  [ahlcg/errata/rr-weakness]",
        "v1.1   rulebook  Rules Reference page 16, column 2, “Permanent” → Permanent  [ahlcg/errata/rr-permanent]",
        "v1.3   rulebook  Rules Reference page 19, column 1, “Slots” → Slots  [ahlcg/errata/rr-slots]",
    ]


def test_kb_errata_refuses_a_malformed_version(db_path):
    result = CliRunner().invoke(cli, ["errata", "--version", "bogus", "--db", str(db_path)])
    assert result.exit_code == 1 and result.output == "Error: bad version 'bogus'; expected e.g. v1.4\n"


def test_kb_faq_number_shows_the_ruling(db_path):
    lines = CliRunner().invoke(cli, ["faq", "1.4", "--db", str(db_path)]).output.splitlines()
    assert lines[0] == "Nested Sequences  [ahlcg/faq/1-4]"
