"""The rules' sentences, each with the line of the source document it starts on.

The unit the conformance table counts (``python -m kb.tools.conformance_coverage``): an entry has
many sentences, and a rule no test replays hides in the sentence, not in the entry. The entries are
the parsers' own, read from the knowledge base (``kb build``): nothing here re-parses a document.

In scope, in document order:

- every glossary entry, sub-entry, framework step and section (introduction, golden rules, Grim Rule,
  appendices) of the Rules Reference (``rules_src`` 000); its figures (sample cards, the flattened
  timing charts and slot icons) are pictures, not sentences, and are left out;
- every FAQ ruling and Q&A (004): a question's own sentences are the question, its answer the rule;
- of the 2024 glossary (001), its entries the Rules Reference lacks and its texts of the entries it
  words differently: the sentences that neither the Rules Reference nor the FAQ already says
  (compared letters and digits only, so a curly quote or a hyphenation does not make one new).

A paragraph is split after ``.``, ``!`` or ``?`` (and a closing quote or bracket) followed by a
capital, a quote, a bracket or an icon; each bullet of a list is a sentence of its own. The line is
found by matching the sentence's first letters in the entry's lines of the source file.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kb.freshness import ensure_database
from kb.store import default_db_path, open_readonly

ROOT = Path(__file__).resolve().parents[2]
RULES_SRC = ROOT / "rules_src"

#: source id -> file of ``rules_src`` (as the manifest names them)
SOURCE_FILES = {"rr": "000_78899114dc4a1adb.txt", "glossary-2024": "001_78d82293ee3371f5.txt",
                "faq": "004_f3b6c6e387436864.txt"}

_SPLIT = re.compile(r"(?<![\s—][A-Z]\.)(?<!^[A-Z]\.)(?<=[.!?])[”\"’)*]*\s+(?=[*“\"(\[A-Z0-9–—-])")
_ICON = re.compile(r"\[[a-z_]+\]")
_ALNUM = re.compile(r"[^a-z0-9]+")
#: (source, kind) of the entries in scope; the 2024 glossary's sentences are kept only where they are new
_KINDS = {("rr", kind) for kind in ("entry", "sub-entry", "step", "phase", "section", "note")} | {
    ("faq", "ruling"), ("faq", "question"), ("glossary-2024", "entry")}
_NUMBER = re.compile(r"[*\s]*\d+\.")
_EXAMPLE = re.compile(r"[-*_(\s]*(for example|for instance|example)\b", re.I)
_QA = re.compile(r"^\*\*([QA]):\*\*\s*")


@dataclass(frozen=True)
class Sentence:
    """One sentence of one entry: ``role`` is "rule", "question" (a FAQ question) or "example"."""

    key: str
    title: str
    source: str
    line: int
    index: int
    text: str
    role: str = "rule"

    @property
    def cite(self) -> str:
        return f"{self.source}:{self.line}"


def normalized(text: str) -> str:
    """Letters and digits only, lower case: how sentences are compared and found."""
    return _ALNUM.sub("", text.lower())


def split_text(text: str) -> list[tuple[str, str]]:
    """(sentence, role) of an entry's text, paragraph by paragraph, in order.

    An example runs from a sentence opening "For example" (or "For instance") to the end of its
    paragraph, and over the bullets that follow a paragraph it opens.
    """
    out: list[tuple[str, str]] = []
    example_list = False
    for paragraph in re.split(r"\n\s*\n", text):
        paragraph = " ".join(paragraph.split())
        if not paragraph:
            continue
        bullet = paragraph.startswith(("- ", "• "))
        qa = _QA.match(paragraph)
        body = _QA.sub("", paragraph)
        pieces: list[str] = []
        for piece in _SPLIT.split(body):
            if pieces and _NUMBER.fullmatch(pieces[-1]):  # "7." numbers the item that follows it
                pieces[-1] += " " + piece
            else:
                pieces.append(piece)
        in_example = example_list and bullet
        for n, piece in enumerate(p.strip() for p in pieces):
            in_example = in_example or bool(_EXAMPLE.match(piece))
            if not bullet and n == 0:
                example_list = in_example
            role = "example" if in_example else "question" if qa and qa.group(1) == "Q" else "rule"
            if normalized(piece):
                out.append((piece, role))
    return out


@lru_cache(maxsize=None)
def _source_index(source: str) -> tuple[str, tuple[int, ...]]:
    """The normalized text of a source file and, for each of its characters, the line it is on."""
    lines = (RULES_SRC / SOURCE_FILES[source]).read_text(encoding="utf-8").splitlines()
    chars: list[str] = []
    line_of: list[int] = []
    for number, line in enumerate(lines, 1):
        flat = normalized(line)
        chars.append(flat)
        line_of.extend([number] * len(flat))
    return "".join(chars), tuple(line_of)


def _line_finder(source: str, first: int, last: int):
    """A function from a sentence to the line it starts on, searching forward through the entry's lines."""
    flat, line_of = _source_index(source)
    start = next((i for i, n in enumerate(line_of) if n >= first), 0)
    end = next((i for i in range(len(line_of) - 1, -1, -1) if line_of[i] <= last), len(line_of) - 1) + 1
    cursor = start

    def find(text: str) -> int:
        nonlocal cursor
        probe = normalized(_ICON.sub("", text))[:32]  # the icons were restored; the source lost them
        for lo, hi in ((cursor, end), (start, end), (0, len(flat))):
            at = flat.find(probe, lo, hi + len(probe))
            if probe and at >= 0:
                if lo != 0:
                    cursor = at + 1
                return line_of[at]
        return first
    return find


def _entry_sentences(key: str, title: str, source: str, first: int, last: int, text: str,
                     skip: str = "") -> list[Sentence]:
    find = _line_finder(source, first, last)
    out = []
    for piece, role in split_text(text):
        if skip and normalized(piece) in skip:
            continue
        out.append(Sentence(key, title, source, find(piece), len(out) + 1, piece, role))
    return out


def read_sentences(connection: sqlite3.Connection) -> list[Sentence]:
    """Every sentence in scope (the module's docstring), in document order, source by source."""
    rows = connection.execute(
        "select key, title, kind, source, first_line, last_line, text from entries "
        "where source in ('rr', 'faq', 'glossary-2024') order by position").fetchall()
    in_scope = [row for row in rows if (row[3], row[2]) in _KINDS]
    earlier = "|".join(normalized(row[6]) for row in in_scope if row[3] != "glossary-2024")
    out: list[Sentence] = []
    for key, title, _, source, first, last, text in in_scope:
        out.extend(_entry_sentences(key, title, source, first, last, text,
                                    skip=earlier if source == "glossary-2024" else ""))
    rr_keys = {row[0] for row in in_scope if row[3] == "rr"}
    for key, title, first, last, text in connection.execute(
            "select key, title, first_line, last_line, text from variants where source = 'glossary-2024' "
            "order by first_line"):
        if key in rr_keys:
            out.extend(_entry_sentences(key, title, "glossary-2024", first, last, text, skip=earlier))
    return out


def load_sentences(db: Path | None = None) -> list[Sentence]:
    """The sentences of the knowledge base at ``db`` (built first when missing or stale)."""
    connection = open_readonly(ensure_database(db or default_db_path()))
    try:
        return read_sentences(connection)
    finally:
        connection.close()
