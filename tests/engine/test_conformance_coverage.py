"""The conformance coverage tables: every key a conformance test names is an entry of the knowledge base,
the table in the engine README is the one the script prints, and the rules' sentences are split as
printed, each with the line it starts on."""

from pathlib import Path

import pytest

from kb.engine.core.rules import RULES
from kb.tools import conformance_coverage as coverage
from kb.tools import sentence_coverage
from kb.tools.rule_sentences import RULES_SRC, SOURCE_FILES, load_sentences, normalized, split_text

README = (Path(__file__).resolve().parents[2] / "kb" / "engine" / "README.md").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def sentences():
    return load_sentences()


@pytest.fixture(scope="module")
def sentence_rows(sentences):
    return sentence_coverage.classify_sentences(sentences)


def test_every_key_a_conformance_test_names_is_an_entry_in_scope_or_cited(sentences):
    in_scope = {row["key"] for row in coverage.scope()} | {s.key for s in sentences}
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


# --- the sentence table ----------------------------------------------------------------------------------


def _source_lines(source):
    return (RULES_SRC / SOURCE_FILES[source]).read_text(encoding="utf-8").splitlines()


def test_the_then_entry_is_split_into_its_printed_sentences_with_their_lines(sentences):
    then = [s for s in sentences if s.key == "ahlcg/rr/then" and s.source == "rr"]
    assert [s.text[:40] for s in then] == [
        "If the effect of an ability includes the",
        "- If the pre-then aspect of an effect do",
        "- The post-then aspect of an effect has ",
        "*(For example, if an effect reads: “Draw",
        "Then, take 1 horror,” and a player contr",
        "- If the pre-then aspect of an effect do"]
    assert [s.role for s in then].count("example") == 2
    lines = _source_lines("rr")
    for s in then:
        assert normalized(s.text)[:20] in normalized(" ".join(lines[s.line - 1:s.line + 1])), s


def test_every_sentence_starts_on_the_line_it_cites(sentences):
    """Each sentence's first letters are on its line (or run on from it to the next)."""
    files = {source: _source_lines(source) for source in SOURCE_FILES}
    wrong = [s for s in sentences
             if normalized(s.text)[:12] not in normalized(" ".join(files[s.source][s.line - 1:s.line + 2]))]
    assert len(wrong) <= len(sentences) // 50, wrong[:5]  # icons lost in extraction can hide a sentence's start


def test_a_faq_question_is_the_question_and_its_answer_the_rule():
    pieces = split_text("**Q:** Can I do it? If I do, what happens?\n\n**A:** Yes. You can.")
    assert pieces == [("Can I do it?", "question"), ("If I do, what happens?", "question"),
                      ("Yes.", "rule"), ("You can.", "rule")]


def test_initials_and_numbered_items_do_not_end_a_sentence():
    assert [p for p, _ in split_text("—H. P. Lovecraft wrote it.\n\n7. Ability: This card’s means.")] == [
        "—H. P. Lovecraft wrote it.", "7. Ability: This card’s means."]


def test_the_2024_glossary_adds_only_sentences_the_older_documents_do_not_say(sentences):
    older = " ".join(normalized(s.text) for s in sentences if s.source != "glossary-2024")
    added = [s for s in sentences if s.source == "glossary-2024"]
    assert added and not [s for s in added if normalized(s.text) in older]


def test_a_quote_of_a_clause_matches_its_sentence_and_not_another():
    sentence = ("If the effect of an ability includes the word “then,” the text preceding the word “then” must be "
                "successfully resolved in full before the remainder of the effect described after the word “then” "
                "can be resolved.")
    assert sentence_coverage.quote_matches("the text preceding the word “then” must be successfully resolved in "
                                           "full ...", sentence)
    assert not sentence_coverage.quote_matches("The post-then aspect of an effect has timing priority", sentence)


def test_every_sentence_has_one_status_and_a_reason_or_its_tests(sentence_rows):
    assert {row.status for row in sentence_rows} <= set(sentence_coverage.reasons.STATUSES)
    assert all(row.note for row in sentence_rows)
    tested = [row for row in sentence_rows if row.status == "tested"]
    assert all("::" in row.note for row in tested)


def test_the_readme_keeps_the_sentence_tables_summary(sentence_rows):
    assert sentence_coverage.summary(sentence_rows) in README, (
        "re-run `python -m kb.tools.conformance_coverage --summary` into the README")


def test_an_unknown_status_is_a_clear_error(capsys):
    assert coverage.main(["--status=bogus"]) == 2
    assert capsys.readouterr().err.startswith("Error: --status must be one of: tested, not modelled")


def test_no_curated_reason_speaks_only_for_sentences_a_test_replays(sentence_rows):
    """A sentence's reason for not being replayed is stale once a test replays it: the table keeps no such line
    (the reason would mislead whoever reads the source, and hides which sentences are really left)."""
    stale = []
    for key, fragment, _status, _reason in sentence_coverage.reasons.SENTENCES:
        matched = [row for row in sentence_rows
                   if row.sentence.key == key and normalized(fragment) in normalized(row.sentence.text)]
        if matched and all(row.status == "tested" for row in matched):
            stale.append((key, fragment))
    assert not stale, f"remove these reasons (a test replays their sentences): {stale}"


def test_no_entry_reason_is_left_that_neither_table_reads(sentence_rows):
    """An entry's 'not modelled' reason goes stale the same way once every sentence of the entry is replayed
    (or has a reason of its own) and the entry table calls the entry tested: no row reads it any more."""
    reasons = sentence_coverage.reasons
    read = {note for *_, note in coverage.classify()} | {row.note for row in sentence_rows}
    tables = {"NOT_MODELLED": reasons.NOT_MODELLED, "NOT_MODELLED_RR": reasons.NOT_MODELLED_RR,
              "NOT_MODELLED_2024": reasons.NOT_MODELLED_2024}
    stale = [(name, key) for name, table in tables.items() for key, reason in table.items() if reason not in read]
    assert not stale, f"remove these reasons (no row of either table reads them): {stale}"
