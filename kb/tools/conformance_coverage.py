"""The timing engine's rules-conformance coverage: ``python -m kb.tools.conformance_coverage``.

By default it prints the sentence table (``kb.tools.sentence_coverage``): every sentence of the rules
in scope (``kb.tools.rule_sentences``), by entry, with its source line and the tests that replay it,
or why none does; ``--status=untested`` (or another status) prints only those rows, ``--summary`` only
the figures. ``--entries`` prints the older table by entry, below.

The entries in scope are every glossary entry, sub-entry and framework step of the Rules Reference,
and every numbered FAQ ruling (1.x, 2.x), read from the knowledge base. Each is, in order of strength:

- **tested** — a conformance test (``tests/engine/conformance/``) names it: its docstring opens with the
  entry key in brackets and quotes the rule, or its module's ``CLAUSES`` table lists it, and the test
  replays a minimal situation that shows the clause;
- **checked** — the engine cites it in its traces (``kb/engine/core/rules.py``) and an engine test asserts
  that citation or its behaviour, but no conformance test is named after it yet;
- **cited** — the engine cites it, and no test names it;
- **not modelled** — the engine does not replay it, with the reason (below);
- **not timing** — the entry is not about timing (deckbuilding, card anatomy, campaign bookkeeping).

Options: ``--entries`` prints it, ``--markdown`` prints it as Markdown (the engine README includes
it), ``--missing`` lists the timing entries neither tested nor checked.
"""

from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from pathlib import Path

from kb.freshness import ensure_database
from kb.store import default_db_path
from kb.engine.core.rules import RULES
from kb.lookup import export_entries
from kb.tools.rule_sentences import load_sentences
from kb.tools.sentence_coverage import classify_sentences, render
from kb.tools.sentence_coverage import summary as sentence_summary
from kb.tools.sentence_reasons import NOT_MODELLED, NOT_TIMING, SEE, STATUSES
from kb.store import open_readonly

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT / "tests" / "engine" / "conformance"
ENGINE_TESTS = ROOT / "tests" / "engine"

_BRACKET = re.compile(r"\[(ahlcg/[a-z0-9/\-]+)\]")
_KEY = re.compile(r"\"(ahlcg/[a-z0-9/\-]+)\"")


def scope() -> list[dict]:
    """The entries in scope, in document order."""
    connection = open_readonly(ensure_database(default_db_path()))
    try:
        rows = list(export_entries(connection))
    finally:
        connection.close()
    out = []
    for row in rows:
        key, kind = row["key"], row["kind"]
        if key.startswith("ahlcg/rr/") and kind in ("entry", "sub-entry", "step"):
            out.append(row)
        elif re.fullmatch(r"ahlcg/faq/[12]-\d+", key) and kind == "ruling":
            out.append(row)
    return out


def conformance_tests() -> dict[str, list[str]]:
    """Entry key -> the conformance tests that name it (docstring keys and ``CLAUSES`` tables)."""
    found: dict[str, list[str]] = {}
    for path in sorted(CONFORMANCE.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                doc = ast.get_docstring(node) or ""
                for key in _BRACKET.findall(doc.split("\n", 1)[0] + " " + doc[:200]):
                    found.setdefault(key, []).append(f"{path.stem}::{node.name}")
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id.endswith("CLAUSES")
                                                    for t in node.targets) and isinstance(node.value, ast.Dict):
                for k in node.value.keys:
                    if isinstance(k, ast.Constant) and isinstance(k.value, str):
                        found.setdefault(k.value, []).append(f"{path.stem}::{node.targets[0].id}")  # type: ignore[attr-defined]
    return found


def engine_tested() -> set[str]:
    """The keys some engine test (outside the conformance suite) names."""
    seen: set[str] = set()
    for path in ENGINE_TESTS.glob("test_*.py"):
        seen.update(_KEY.findall(path.read_text(encoding="utf-8")))
    return seen


def classify() -> list[tuple[str, str, str, str]]:
    """(key, title, status, note) for every entry in scope."""
    tested = conformance_tests()
    checked = engine_tested()
    rows: list[tuple[str, str, str, str]] = []
    status_of: dict[str, str] = {}
    entries = scope()
    for entry in sorted(entries, key=lambda e: e["key"] in SEE):  # the entries SEE points to come first
        key, title = entry["key"], entry["title"]
        if key in SEE and status_of.get(SEE[key]) in ("tested", "checked"):
            status, note = status_of[SEE[key]], f"see {SEE[key]}"
        elif key in tested:
            status, note = "tested", ", ".join(sorted(set(tested[key])))[:120]
        elif key in NOT_TIMING:
            status, note = "not timing", NOT_TIMING[key]
        elif key in RULES and key in checked:
            status, note = "checked", "cited by the engine; an engine test checks it"
        elif key in RULES:
            status, note = "cited", RULES[key].reason
        else:
            status, note = "not modelled", NOT_MODELLED.get(key, "a definition the engine uses through other "
                                                                   "entries; not cited on its own")
        status_of[key] = status
        rows.append((key, title, status, note))
    order = {e["key"]: i for i, e in enumerate(entries)}
    return sorted(rows, key=lambda row: order[row[0]])


def summary(rows: list[tuple[str, str, str, str]]) -> str:
    counts = Counter(status for _, _, status, _ in rows)
    timing = len(rows) - counts["not timing"]
    covered = counts["tested"] + counts["checked"]
    return (f"{len(rows)} entries in scope ({timing} about timing): {counts['tested']} tested by a conformance "
            f"test, {counts['checked']} checked by another engine test, {counts['cited']} cited only, "
            f"{counts['not modelled']} not modelled, {counts['not timing']} not about timing; "
            f"{covered}/{timing} timing entries tested or checked ({100 * covered // max(1, timing)}%)")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not {"--entries", "--markdown", "--missing"} & set(args):
        rows = classify_sentences(load_sentences())
        if "--summary" not in args:
            status = next((a.split("=", 1)[1] for a in args if a.startswith("--status=")), None)
            if status is not None and status not in STATUSES:
                print(f"Error: --status must be one of: {', '.join(STATUSES)}", file=sys.stderr)
                return 2
            print(render(rows, only=status))
            print()
        print(sentence_summary(rows))
        return 0
    entry_rows = classify()
    if "--missing" in args:
        for key, title, status, note in entry_rows:
            if status in ("cited", "not modelled"):
                print(f"{status:<13} {key:<55} {title} — {note}")
        return 0
    if "--markdown" in args:
        print("| entry | title | status | why / where |")
        print("|---|---|---|---|")
        for key, title, status, note in entry_rows:
            print(f"| `{key}` | {title} | {status} | {note} |")
        print()
        print(summary(entry_rows))
        return 0
    width = max(len(k) for k, *_ in entry_rows)
    for key, title, status, note in entry_rows:
        print(f"{key:<{width}}  {status:<13} {title} — {note}")
    print()
    print(summary(entry_rows))
    return 0


if __name__ == "__main__":  # pragma: no cover
    try:
        sys.exit(main())
    except BrokenPipeError:  # the table piped into a pager or `head` that stopped reading
        sys.exit(0)
