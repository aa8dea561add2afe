"""The timing engine's rules-conformance coverage: ``python -m kb.tools.conformance_coverage``.

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

Options: ``--markdown`` prints the table as Markdown (the engine README includes it); ``--summary``
prints only the figures; ``--missing`` lists the timing entries neither tested nor checked.
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
from kb.store import open_readonly

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT / "tests" / "engine" / "conformance"
ENGINE_TESTS = ROOT / "tests" / "engine"

#: entries about something other than timing: what the replay could not show even in principle
NOT_TIMING = {
    "ahlcg/rr/a-an": "a wording convention",
    "ahlcg/rr/attach-to": "where a card is placed; no timing of its own",
    "ahlcg/rr/base-value": "a printed number (the engine takes the numbers it is given)",
    "ahlcg/rr/bearer": "a card's relation to its attachment",
    "ahlcg/rr/cardtypes": "card anatomy",
    "ahlcg/rr/collection": "the product",
    "ahlcg/rr/copy": "deck construction (titles)",
    "ahlcg/rr/deck": "what a deck is",
    "ahlcg/rr/deckbuilding": "deck construction",
    "ahlcg/rr/deckbuilding/classes": "deck construction",
    "ahlcg/rr/difficulty-level": "the chaos bag's make-up (the situation says which tokens are revealed)",
    "ahlcg/rr/encounter-set": "scenario construction",
    "ahlcg/rr/exceptional": "deck construction",
    "ahlcg/rr/experience": "campaign bookkeeping (earning it is replayed: Experience)",
    "ahlcg/rr/flavor-text": "no game effect",
    "ahlcg/rr/game": "a definition",
    "ahlcg/rr/investigator-deck": "what a deck is",
    "ahlcg/rr/killed-insane-investigators": "campaign bookkeeping after the scenario",
    "ahlcg/rr/per-investigator": "a printed value scaled by the number of players (the situation gives it)",
    "ahlcg/rr/printed": "card anatomy",
    "ahlcg/rr/self-referential-text": "a wording convention",
    "ahlcg/rr/slots": "how many assets of a kind a player may control; no timing",
    "ahlcg/rr/standalone-mode": "campaign set-up",
    "ahlcg/rr/traits": "card anatomy (traits are given and matched: restricted additional actions)",
    "ahlcg/rr/unique": "deck and play-area limits by title",
    "ahlcg/rr/campaign-play/trauma": "campaign bookkeeping",
    "ahlcg/rr/campaign-play/advancing-to-next-scenario": "campaign bookkeeping",
    "ahlcg/rr/campaign-play/joining-or-leaving-a-campaign": "campaign bookkeeping",
    "ahlcg/rr/trauma": "campaign bookkeeping",
    "ahlcg/rr/victory-display-victory-points": "scoring (a resolution's experience is stated)",
    "ahlcg/rr/the-letter-x": "a printed value (the situation gives it)",
    "ahlcg/faq/1-8": "deck construction",
    "ahlcg/faq/1-11": "campaign bookkeeping",
    "ahlcg/faq/1-15": "deck construction",
    "ahlcg/faq/1-16": "deck construction",
}

#: timing-relevant entries the engine does not replay, and why
NOT_MODELLED = {
    "ahlcg/rr/blank": "blanking a card's text is not in the effect vocabulary",
    "ahlcg/rr/immune": "immunity is not in the vocabulary (an effect's targets are named by the situation)",
    "ahlcg/rr/permanent": "permanent cards start in play; no timing of their own is replayed",
    "ahlcg/rr/tokens-running-out-of": "the token pool is unlimited in the engine",
    "ahlcg/rr/winning-and-losing": "only the resolution points of acts and agendas end a scenario",
    "ahlcg/rr/campaign-play/defeat-by-card-ability": "a card that defeats an investigator outright is not in "
                                                     "the vocabulary (defeat comes from damage and horror)",
    "ahlcg/rr/target": "targeting is not distinguished from non-targeting (an effect's selector picks)",
    "ahlcg/rr/empty-location": "used as a spawn and target selector (an-empty-location), not as an entry of "
                               "its own",
    "ahlcg/rr/qualifiers": "a card's qualifiers are the situation's filters",
    "ahlcg/rr/uses-x-type": "uses are a number spent as a cost; the type of use is not modelled",
    "ahlcg/rr/set-aside": "set-aside enemies are spawned (spawn effect); other set-aside cards are not",
    "ahlcg/faq/1-13": "shuffling a card into an empty deck mid-card is not replayed",
    "ahlcg/faq/1-14": "control of attachments is not modelled (attachments are not)",
    "ahlcg/faq/2-3": "limits per play area are not modelled",
    "ahlcg/faq/2-6": "replacing an opening hand (mulligan) is replayed; the ruling's own case is not tested",
    "ahlcg/faq/2-7": "taking control of set-aside cards is not in the vocabulary",
    "ahlcg/faq/2-8": "counting resources for a card's X is not in the vocabulary",
    "ahlcg/rr/ability/keywords": "the list of keywords; each keyword the engine replays has its own entry",
    "ahlcg/rr/control": "control is given by the situation (`controller`); a change of control is not in the "
                        "vocabulary",
    "ahlcg/rr/ownership-and-control": "ownership and control are given by the situation; changes are not replayed",
    "ahlcg/rr/gains": "gaining an ability or keyword is not in the vocabulary",
    "ahlcg/rr/must": "a wording convention: mandatory effects resolve (may is the option)",
    "ahlcg/faq/1-9": "wild icons count for any skill at ST.2 (`icons: {wild: 1}`); the ruling's own case "
                     "(a wild icon on a card that is not a skill card) is not tested",
}

#: entries that state no rule of their own but point to (or repeat) another entry: they share its status
SEE = {
    "ahlcg/rr/ability": "ahlcg/rr/ability/triggered-abilities",
    "ahlcg/rr/forced-abilities": "ahlcg/rr/ability/forced-abilities",
    "ahlcg/rr/triggered-abilities": "ahlcg/rr/ability/triggered-abilities",
    "ahlcg/rr/constant-abilities": "ahlcg/rr/ability/constant-abilities",
    "ahlcg/faq/1-2": "ahlcg/rr/ability/triggered-abilities",
    "ahlcg/rr/ability/revelation-abilities": "ahlcg/rr/revelation",
    "ahlcg/rr/ability/spawn-instructions-and-prey-instructions": "ahlcg/rr/spawn",
    "ahlcg/rr/agenda-deck": "ahlcg/rr/act-deck-and-agenda-deck",
    "ahlcg/rr/mythos-phase": "ahlcg/rr/1-1",
    "ahlcg/rr/investigation-phase": "ahlcg/rr/2-1",
    "ahlcg/rr/enemy-phase": "ahlcg/rr/3-1",
    "ahlcg/rr/upkeep-phase": "ahlcg/rr/4-1",
    "ahlcg/rr/enemy-cards": "ahlcg/rr/enemy-engagement",
    "ahlcg/rr/threat-area": "ahlcg/rr/enemy-engagement",
    "ahlcg/rr/in-play-and-out-of-play": "ahlcg/rr/leaves-play",
    "ahlcg/rr/keywords": "ahlcg/rr/ability/keywords",
}

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
    rows = classify()
    if "--summary" in args:
        print(summary(rows))
        return 0
    if "--missing" in args:
        for key, title, status, note in rows:
            if status in ("cited", "not modelled"):
                print(f"{status:<13} {key:<55} {title} — {note}")
        return 0
    if "--markdown" in args:
        print("| entry | title | status | why / where |")
        print("|---|---|---|---|")
        for key, title, status, note in rows:
            print(f"| `{key}` | {title} | {status} | {note} |")
        print()
        print(summary(rows))
        return 0
    width = max(len(k) for k, *_ in rows)
    for key, title, status, note in rows:
        print(f"{key:<{width}}  {status:<13} {title} — {note}")
    print()
    print(summary(rows))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
