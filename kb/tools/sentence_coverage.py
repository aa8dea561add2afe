"""Which test replays each sentence of the rules, or why none does.

A sentence is **tested** when a conformance test (``tests/engine/conformance/``) quotes it: the
test's docstring names the entry in brackets and quotes the sentence (``[ahlcg/rr/cannot] "If an
ability ... cannot ..."``), or a ``CLAUSES`` table maps the entry to it. A quote matches a sentence
when either contains the other, or a fragment of the quote (split at "..." or "…", 24 letters at
least) is inside the sentence: a test may quote one clause of a long sentence.

Every other sentence is, in order:

- **not modelled** — a rule of play the engine does not replay, with the reason
  (``sentence_reasons.NOT_MODELLED`` by sentence, or the entry's reason);
- **not play** — not a rule about play: flavour, deck construction, card anatomy, a cross-reference,
  an example (the rule it shows has its own sentence), a FAQ question (its answer is the rule), with
  the reason;
- **untested** — a rule of play that no test replays yet.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from kb.tools import sentence_reasons as reasons
from kb.tools.rule_sentences import Sentence, normalized

CONFORMANCE = Path(__file__).resolve().parents[2] / "tests" / "engine" / "conformance"

_KEYED = re.compile(r"\[(ahlcg/[a-z0-9/\-]+)\]")
_QUOTE = re.compile(r"\"(.+?)\"(?=\s|$|\[)|“(.+?)”(?=\s*(?:$|\[|\n))", re.S)
_FRAGMENT = re.compile(r"\.\.\.|…")
_MIN_FRAGMENT = 24


@dataclass(frozen=True)
class Row:
    """One sentence's line of the table."""

    sentence: Sentence
    status: str
    note: str


def _quotes_in(doc: str) -> list[tuple[str, str]]:
    """(entry key, quoted text) of a docstring: each quote belongs to the key bracketed before it."""
    out: list[tuple[str, str]] = []
    marks = list(_KEYED.finditer(doc))
    for n, mark in enumerate(marks):
        end = marks[n + 1].start() if n + 1 < len(marks) else len(doc)
        for quote in _QUOTE.finditer(doc[mark.end():end]):
            out.append((mark.group(1), quote.group(1) or quote.group(2)))
    return out


def test_quotes(folder: Path = CONFORMANCE) -> list[tuple[str, str, str]]:
    """(entry key, quoted sentence, test) for every quote of every conformance test."""
    out: list[tuple[str, str, str]] = []
    for path in sorted(folder.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for key, quote in _quotes_in(ast.get_docstring(node) or ""):
                    out.append((key, quote, f"{path.stem}::{node.name}"))
            elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict):
                names = [t.id for t in node.targets if isinstance(t, ast.Name) and t.id.endswith("CLAUSES")]
                for k, v in zip(node.value.keys, node.value.values) if names else ():
                    first = v.elts[0] if isinstance(v, ast.Tuple) and v.elts else v
                    if isinstance(k, ast.Constant) and isinstance(first, ast.Constant) and isinstance(first.value, str):
                        out.append((k.value, first.value, f"{path.stem}::{names[0]}"))
    return out


def quote_matches(quote: str, sentence: str) -> bool:
    """Whether a test's quote is (a clause of) the sentence, or contains it."""
    flat_quote, flat_sentence = normalized(quote), normalized(sentence)
    if not flat_quote or not flat_sentence:
        return False
    if flat_sentence in flat_quote or flat_quote in flat_sentence:
        return True
    return any(len(f) >= _MIN_FRAGMENT and f in flat_sentence
               for f in (normalized(part) for part in _FRAGMENT.split(quote)))


def classify_sentences(sentences: list[Sentence], quotes: list[tuple[str, str, str]] | None = None) -> list[Row]:
    """The table: one row per sentence, in the order given."""
    by_key: dict[str, list[tuple[str, str]]] = {}
    for key, quote, test in test_quotes() if quotes is None else quotes:
        by_key.setdefault(reasons.SAME.get(key, key), []).append((quote, test))
    rows = []
    for sentence in sentences:
        key = reasons.SAME.get(sentence.key, sentence.key)
        tests = sorted({test for quote, test in by_key.get(key, []) if quote_matches(quote, sentence.text)})
        if tests:
            rows.append(Row(sentence, "tested", ", ".join(tests)))
            continue
        status, note = reasons.reason_for(sentence)
        rows.append(Row(sentence, status, note))
    return rows


def figures(rows: list[Row]) -> dict[str, int]:
    """Counts by status, and the share of the rules of play that are tested."""
    counts = Counter(row.status for row in rows)
    play = counts["tested"] + counts["untested"] + counts["not modelled"]
    return {"sentences": len(rows), "play": play, **{k: counts[k] for k in reasons.STATUSES},
            "percent": 100 * counts["tested"] // max(1, play)}


def summary(rows: list[Row]) -> str:
    f = figures(rows)
    by_source = Counter(row.sentence.source for row in rows)
    sources = ", ".join(f"{n} {source}" for source, n in sorted(by_source.items()))
    return (f"{f['sentences']} sentences ({sources}); {f['play']} state a rule of play: {f['tested']} tested by a "
            f"conformance test ({f['percent']}%), {f['not modelled']} not modelled, {f['untested']} untested; "
            f"{f['not play']} not a rule about play")


def render(rows: list[Row], only: str | None = None) -> str:
    """The table by entry: the entry's title, then each sentence's line, status and tests or reason."""
    lines: list[str] = []
    current = None
    for row in rows:
        if only and row.status != only:
            continue
        s = row.sentence
        if (s.key, s.source) != current:
            current = (s.key, s.source)
            lines.append(f"\n{s.key} — {s.title} ({s.source})")
        text = s.text if len(s.text) <= 100 else s.text[:97] + "..."
        lines.append(f"  {s.cite:<18} {row.status:<12} {text}")
        lines.append(f"  {'':<18} {'':<12} → {row.note}")
    return "\n".join(lines).lstrip("\n")
