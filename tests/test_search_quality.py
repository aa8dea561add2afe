"""Search quality on the public question set, against the two baselines (kb/search/questions.toml)."""

from __future__ import annotations

from kb.search.evaluate import fts5_baseline, like_baseline, load_questions, ours, score


def test_public_set_is_large_and_has_a_held_out_part():
    questions = load_questions()
    assert len(questions) >= 56
    assert sum(q.held_out for q in questions) >= 8


def test_recall_and_mrr_on_the_tuned_part_beat_both_baselines(connection):
    tuned = [q for q in load_questions() if not q.held_out]
    mine = score(connection, ours, tuned)
    assert mine.recall_at_3 >= 0.95 and mine.mrr >= 0.85
    for baseline in (fts5_baseline, like_baseline):
        other = score(connection, baseline, tuned)
        assert mine.recall_at_3 > other.recall_at_3 + 0.3 and mine.mrr > other.mrr + 0.3


def test_every_answer_key_exists(connection):
    known = {row[0] for row in connection.execute("select key from entries")}
    assert {key for q in load_questions() for key in q.answers} - known == set()
