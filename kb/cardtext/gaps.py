"""A fragment the engine's vocabulary did not take → read by the grammar, or refused by it.

The lowering (:mod:`.triggers`, :mod:`.costs`, :mod:`.lowering`, :mod:`.constant`) knows what the
engine can run; when it raises :class:`NotParsed`, the fragment's sentences go to the grammar
(:mod:`.grammar`). If the grammar reads every clause, the fragment is :class:`Unsupported` — read,
with its verb frames and a category (where it stood and its verb: ``cost:discard``,
``effect:search``) — else it is :class:`Unparsed`, naming the sub-grammar that refused it.
"""

from __future__ import annotations

from typing import Any

from . import agenda_decks
from .lexicon import AUXILIARIES
from .grammar import Refused, Sentence, read_sentence
from .model import NotParsed, Unparsed, Unsupported
from .words import SELF


#: Words a full stop abbreviates rather than ends ("St. Mary's", "Dr. Morgan").
ABBREVIATIONS = frozenset({"st", "dr", "mr", "mrs", "ms", "vs", "no", "jr"})


def sentences_of(text: str) -> list[str]:
    """Split at full stops outside parentheses (one pass; a stop inside brackets stays)."""
    out: list[str] = []
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch in ".!?" and depth == 0 and (i + 1 == len(text) or text[i + 1] in " \"'") \
                and text[max(start, i - 3):i].split(" ")[-1].lower() not in ABBREVIATIONS:
            out.append(text[start:i + 1])
            start = i + 1
    out.append(text[start:])
    return [s.strip() for s in out if s.strip(" .!?\"'")]


def read(text: str) -> list[Sentence]:
    """Every sentence of ``text`` read by the grammar (raises :class:`Refused` at the first refusal)."""
    return [read_sentence(s) for s in sentences_of(text)]


def frames(read_sentences: list[Sentence], label: str) -> tuple[dict[str, Any], ...]:
    """The verb frames of the sentences' clauses, with the connective that opened each."""
    out: list[dict[str, Any]] = []
    for s in read_sentences:
        for clause in s.clauses:
            for n, found in enumerate(clause.frames()):
                frame: dict[str, Any] = {}
                if clause.connective and not n:
                    frame["connective"] = " ".join(clause.connective)
                frame.update(found)
                out.append(_named(frame, label))
    return tuple(out)


def _named(value: Any, label: str) -> Any:
    """``value`` with the card's own name (``@self``) written back as the card's name."""
    if isinstance(value, str):
        return value.replace(SELF, label)
    if isinstance(value, dict):
        return {k: _named(v, label) for k, v in value.items()}
    return value


def classify(problem: NotParsed, label: str) -> Unparsed | Unsupported:
    """The problem as a gap: read but not runnable (with its frames), or refused by the grammar."""
    text = (problem.sentence or problem.fragment).replace(SELF, label)
    shown = problem.fragment.replace(SELF, label)
    reason = problem.reason.replace(SELF, label)
    try:
        sentences = read(text)
    except Refused as refused:
        return Unparsed(shown, f"{refused.reason} ({reason})", refused.grammar)
    found = frames(sentences, label)
    verb = next((f["verb"] for f in found if f.get("verb") not in AUXILIARIES), found[0]["verb"] if found else "")
    if reason in ("unknown effect", "unknown triggering condition", "unknown cost"):
        reason = f"{reason}: the engine has no {problem.role} for '{verb}' with these words"
    if (deck := agenda_decks.reason_of(text)) is not None:  # "the current "c" agenda": a deck the engine lacks
        reason = f"{reason} ({deck})"
    return Unsupported(shown, reason, f"{problem.role}:{verb}" if verb else problem.role, found)


def gap_entry(item: Unparsed | Unsupported, role: str) -> dict[str, Any]:
    """The gap as an ability shows it: where it stood (``role``), its category and frames, or the
    sub-grammar that refused it."""
    if isinstance(item, Unsupported):
        return {"role": role, "category": item.category, "read": list(item.read), "text": item.text}
    return {"role": role, "unparsed": item.grammar or "lowering", "text": item.text}
