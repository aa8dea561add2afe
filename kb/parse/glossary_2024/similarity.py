"""Steps 1–3 of the alignment: the Rules Reference glossary filed by letter and alphabetical rank,
each paragraph's similarity to each entry of its letter, and the best labelling of the strong
matches that keeps the alphabetical order."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from kb.model import Entry
from kb.parse.glossary_2024.paragraphs import Paragraph, comparable_sentences

#: A sentence counts as found in an entry at this rapidfuzz ratio or above …
STRONG_SENTENCE = 90
#: … and a paragraph is a strong match when this share of its text is found.
STRONG_PARAGRAPH = 0.5
#: A paragraph with a sentence this close to an entry is a weak match (errata, rewording).
WEAK_SENTENCE = 65


@dataclass
class RREntry:
    """A glossary entry of 000 with where 001 can file it: its letter and alphabetical rank."""

    entry: Entry
    letter: str
    order: int
    sentences: list[str]


def _letter_of(title: str) -> str:
    letter_x = re.match(r"^The letter\s+[“\"]?(\w)", title)
    return (letter_x.group(1) if letter_x else title.lstrip("“\"")[0]).upper()


def rr_glossary(rr_entries: list[Entry]) -> list[RREntry]:
    """The glossary entries of 000, each with its letter and alphabetical rank.

    Sub-entries are filed under their parent, in the order 000 prints them; 000's own order is
    not used for the rest because it files Set Aside before Search (the glossary does not).
    """
    glossary = [e for e in rr_entries if e.provenance.source == "rr" and e.kind in ("entry", "sub-entry")]
    by_key = {e.key: e for e in glossary}

    def top(entry: Entry) -> Entry:
        return by_key.get(entry.parent or "", entry) if entry.kind == "sub-entry" else entry

    def sort_key(entry: Entry) -> tuple[str, int]:
        rank = 0 if top(entry) is entry else entry.provenance.first_line
        return (re.sub(r"[“”\"]", "", top(entry).title).casefold(), rank)

    ordered = sorted(glossary, key=sort_key)
    return [RREntry(e, _letter_of(top(e).title), rank, comparable_sentences(e.text)) for rank, e in enumerate(ordered)]


@dataclass
class Scores:
    """Similarity of each paragraph of a section to each Rules Reference entry of the letter."""

    strong: list[dict[int, float]]  # paragraph → {entry rank: score}
    weak: list[dict[int, float]]  # paragraph → {entry rank: best sentence ratio}


def score_paragraphs(paragraphs: list[Paragraph], entries: list[RREntry]) -> Scores:
    """Sentence-level similarity (the package docstring, step 2); one rapidfuzz matrix per letter."""
    strong: list[dict[int, float]] = [{} for _ in paragraphs]
    weak: list[dict[int, float]] = [{} for _ in paragraphs]
    p_sents = [comparable_sentences(p.text) for p in paragraphs]
    flat = [s for sents in p_sents for s in sents]
    rr_flat = [(i, s) for i, e in enumerate(entries) for s in e.sentences]
    if not flat or not rr_flat:
        return Scores(strong, weak)
    matrix = process.cdist(flat, [s for _, s in rr_flat], scorer=fuzz.ratio)
    row = 0
    for index, sents in enumerate(p_sents):
        total = sum(len(s) for s in sents) or 1
        found: dict[int, list[float]] = {}
        for offset, sentence in enumerate(sents):
            best: dict[int, float] = {}
            for column, (entry_index, _) in enumerate(rr_flat):
                value = float(matrix[row + offset][column])
                if value > best.get(entry_index, 0.0):
                    best[entry_index] = value
            for entry_index, value in best.items():
                found.setdefault(entry_index, [0.0] * len(sents))[offset] = value
        row += len(sents)
        for entry_index, values in found.items():
            weak[index][entry_index] = max(values)
            covered = sum(len(s) * v / 100 for s, v in zip(sents, values) if v >= STRONG_SENTENCE)
            if covered / total >= STRONG_PARAGRAPH:
                entry_len = sum(len(s) for s in entries[entry_index].sentences) or 1
                share = sum(len(s) for s, v in zip(sents, values) if v >= STRONG_SENTENCE) / entry_len
                strong[index][entry_index] = covered / total + 0.1 * min(share, 1.0)
    return Scores(strong, weak)


def ordered_labels(scores: list[dict[int, float]], entries: list[RREntry]) -> list[int | None]:
    """The best labelling of a section's strong matches that keeps the alphabetical order.

    ``best[k]`` is the best total so far with entry ``k`` (by rank) the last one used; a
    paragraph may keep no label, stay with the last entry (a small bonus: continuity) or move on
    to a later one, never back.
    """
    ranks = [e.order for e in entries]
    none = -1
    best: dict[int, tuple[float, list[int | None]]] = {none: (0.0, [])}
    for candidates in scores:
        new: dict[int, tuple[float, list[int | None]]] = {
            k: (total, path + [None]) for k, (total, path) in best.items()
        }
        for index, score in candidates.items():
            rank = ranks[index]
            options = [
                (total + score + (0.05 if k == index else 0.0), path)
                for k, (total, path) in best.items()
                if k == none or ranks[k] <= rank
            ]
            if not options:
                continue
            total, path = max(options, key=lambda option: option[0])
            if index not in new or total > new[index][0]:
                new[index] = (total, path + [index])
        best = new
    return max(best.values(), key=lambda value: value[0])[1]
