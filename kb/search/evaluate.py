"""Evaluation of search on the public question set (tuned on) and the held-out set (never tuned
on, scored apart), against two baselines in the same run.

The baselines are what a player gets elsewhere: plain FTS5 bm25 over title and text with the
words of the query (what sqlite-utils and Datasette offer), and a substring ``LIKE`` over title
and text (what the popular rules apps do). Run ``python -m kb.search.evaluate``.
"""

from __future__ import annotations

import sqlite3
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from kb.freshness import ensure_database
from kb.search import search
from kb.store import open_readonly
from kb.tokens import words

QUESTIONS_FILE = Path(__file__).with_name("questions.toml")
#: Questions never used for tuning, scored and reported apart.
HELD_OUT_FILE = Path(__file__).with_name("held_out.toml")
Ranker = Callable[[sqlite3.Connection, str, int], list[str]]


@dataclass(frozen=True)
class Question:
    ask: str
    answers: tuple[str, ...]
    held_out: bool = False


@dataclass(frozen=True)
class Scores:
    count: int
    recall_at_1: float
    recall_at_3: float
    recall_at_5: float
    mrr: float


def read_questions(path: Path, held_out: bool = False) -> list[Question]:
    return [
        Question(item["ask"], tuple(item["answers"]), held_out)
        for item in tomllib.loads(path.read_text(encoding="utf-8"))["q"]
    ]


def load_questions() -> list[Question]:
    """The public set (tuned on), then the held-out set (``held_out=True``, never tuned on)."""
    return read_questions(QUESTIONS_FILE) + read_questions(HELD_OUT_FILE, held_out=True)


def ours(connection: sqlite3.Connection, query: str, limit: int) -> list[str]:
    return [result.key for result in search(connection, query, limit=limit)]


def fts5_baseline(connection: sqlite3.Connection, query: str, limit: int) -> list[str]:
    """Plain bm25 over title and text with every word of the query required, as sqlite-utils does."""
    terms = words(query)
    if not terms:
        return []
    expression = " ".join('"' + term.replace('"', '""') + '"' for term in terms)
    rows = connection.execute(
        """select e.key from entries_fts join entries e on e.rowid = entries_fts.rowid
           where entries_fts match ? order by bm25(entries_fts) limit ?""",
        [expression, limit],
    )
    return [row[0] for row in rows]


def like_baseline(connection: sqlite3.Connection, query: str, limit: int) -> list[str]:
    """The query as a substring of the title first, then of the text."""
    pattern = "%" + query.strip().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
    rows = connection.execute(
        """select key from entries where title like ? escape '\\' or text like ? escape '\\'
           order by title like ? escape '\\' desc, position limit ?""",
        [pattern, pattern, pattern, limit],
    )
    return [row[0] for row in rows]


RANKERS: dict[str, Ranker] = {"kb search": ours, "FTS5 bm25": fts5_baseline, "LIKE": like_baseline}


def score(connection: sqlite3.Connection, ranker: Ranker, questions: list[Question]) -> Scores:
    hits = {1: 0, 3: 0, 5: 0}
    reciprocal = 0.0
    for question in questions:
        ranked = ranker(connection, question.ask, 10)
        rank = next((i for i, key in enumerate(ranked, start=1) if key in question.answers), None)
        if rank is not None:
            reciprocal += 1 / rank
            for k in hits:
                hits[k] += rank <= k
    n = len(questions) or 1
    return Scores(len(questions), hits[1] / n, hits[3] / n, hits[5] / n, reciprocal / n)


def misses(connection: sqlite3.Connection, questions: list[Question], k: int = 3) -> list[tuple[str, list[str]]]:
    """Questions whose answer is not in our top ``k``, with what came instead."""
    found = []
    for question in questions:
        ranked = ours(connection, question.ask, k)
        if not set(ranked) & set(question.answers):
            found.append((question.ask, ranked))
    return found


def report(connection: sqlite3.Connection, questions: list[Question] | None = None) -> str:
    questions = questions or load_questions()
    parts = {"public (tuned)": [q for q in questions if not q.held_out], "held out": [q for q in questions if q.held_out]}
    lines = [f"{'set':<16}{'ranker':<12}{'n':>4}{'R@1':>7}{'R@3':>7}{'R@5':>7}{'MRR':>7}"]
    for name, subset in parts.items():
        for ranker_name, ranker in RANKERS.items():
            s = score(connection, ranker, subset)
            lines.append(f"{name:<16}{ranker_name:<12}{s.count:>4}{s.recall_at_1:>7.2f}{s.recall_at_3:>7.2f}{s.recall_at_5:>7.2f}{s.mrr:>7.2f}")
    missed = misses(connection, [q for q in questions if not q.held_out])
    if missed:
        lines.append("")
        lines.append("public questions not in our top 3 (the held-out ones are not listed):")
        lines += [f"  {ask!r} → {ranked}" for ask, ranked in missed]
    return "\n".join(lines)


def main() -> None:
    connection = open_readonly(ensure_database())
    print(report(connection))


if __name__ == "__main__":
    main()
