"""The engine runs what real cards say: ``python -m kb.tools.card_smoke FILE``.

FILE is ArkhamDB card JSON (a list of cards, or ``{"cards": [...]}`` as in ``../shared/cards/``).
Each card's text is read as ``kb ability --json`` reads it; then, for each of its abilities (and for
an event or skill, the card itself), ``kb.tools.card_scenes`` builds the minimal situation in which
its moment comes (its action taken, its trigger occurring, the card drawn, played or committed) and
the engine replays it. A card **passes** when every ability resolves, or is refused with the reason
the engine states, with no internal error and nothing the reader left unparsed or unsupported. A replay the
engine had to stop (an endless loop it detected, or its step bound reached: FAQ 1.4, the Grim Rule) never
finished, so it fails as an ``endless loop``, whatever the card's own ability did before the stop.

It prints the passing cards by type, then the failures by category (the first reason of each failing
card), with a few card names each. ``--card NAME`` prints the scenes and traces of one card.
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.cardtext import parse_card_text
from kb.engine import SituationError, Trace, replay, situation_from_data
from kb.tools.card_scenes import runnable, scene, token_lines, token_scene


@dataclass
class Verdict:
    """One card's outcome: ``failures`` holds (category, detail) pairs; none means it passed."""

    card: dict[str, Any]
    failures: list[tuple[str, str]] = field(default_factory=list)
    replays: int = 0

    @property
    def passed(self) -> bool:
        return not self.failures


def load_cards(path: Path) -> list[dict[str, Any]]:
    """The cards of an ArkhamDB JSON file; a clear error for anything else."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"{path}: not a readable JSON file ({error})") from None
    cards = data.get("cards") if isinstance(data, dict) else data
    if not isinstance(cards, list) or not all(isinstance(c, dict) and "name" in c and "type_code" in c
                                               for c in cards):
        raise ValueError(f"{path}: expected a list of ArkhamDB cards (each with name and type_code)")
    return cards


def _moments(parsed: dict[str, Any], type_code: str) -> list[int]:
    """The abilities to replay, by index; -1 is the card itself (an event played, a skill committed, a story card
    resolved)."""
    fields = parsed.get("card") or {}
    own = [-1] if type_code in ("event", "skill", "story") and ({"effects", "if-success", "if-fail"} & set(fields)) else []
    own += [-1] if type_code == "act" and "objective" in fields else []  # its objective met
    return own + list(range(len(parsed.get("abilities", []))))


#: The rules an engine's stop of a replay cites (FAQ 1.4 Nested Sequences, the Grim Rule): its ``unresolved`` entry.
STOP_RULES = frozenset({"ahlcg/faq/1-4", "ahlcg/rr/grim-rule"})


def stopped(trace: Trace) -> str | None:
    """What the engine said when it stopped the replay (an endless loop, the step bound): the replay never finished;
    None when it ran to its end."""
    return next((u.text for u in trace.unresolved if STOP_RULES <= set(u.rules) and u.text.startswith("stopped:")),
                None)


def _outcome(trace: Any, name: str, ability: dict[str, Any] | None) -> tuple[str, str] | None:
    """None when the ability resolved or was refused for a stated reason; else (category, detail). A replay the
    engine stopped is an endless loop, never a pass."""
    if (stop := stopped(trace)) is not None:
        return "endless loop", stop[len("stopped: "):][:100]
    if ability is not None and ability.get("trigger"):
        considered = [c for c in trace.considered if c["card"] == name]
        if not considered:
            return "trigger never occurred in its scene", str(ability["trigger"].get("event"))
        if any(c["verdict"] == "used" or c.get("why") for c in considered):
            return None
        return "considered without a reason", considered[0]["verdict"]
    if ability is not None and ability.get("kind") == "constant":
        return None  # no point of initiation: in play, it is applied where the engine reads it
    if any(name in step.text for step in trace.steps):
        return None
    return "the card never came into play in its scene", (ability or {}).get("kind", "card")


def smoke_card(card: dict[str, Any], verbose: bool = False) -> Verdict:
    verdict = Verdict(card)
    name, text = card["name"], card.get("text") or ""
    try:
        parsed = parse_card_text(text, name=name, type_code=card["type_code"]).to_json()
    except (ValueError, KeyError) as error:
        verdict.failures.append(("the reader refused the text", str(error)[:80]))
        return verdict
    for item in parsed.get("unparsed", []):
        verdict.failures.append(("unparsed: " + item.get("reason", "?")[:70], item.get("text", "")[:60]))
    for item in parsed.get("unsupported", []):
        verdict.failures.append(("unsupported: " + str(item.get("category", "?")), item.get("text", "")[:60]))
    for line in token_lines(parsed):
        _token_moment(verdict, token_scene(card, parsed, line), line, verbose)
    for index in _moments(parsed, card["type_code"]):
        ability = parsed["abilities"][index] if index >= 0 else None
        if ability is not None and not runnable(ability):
            continue  # the reader reported what it could not give (unparsed, unsupported): counted there
        data = scene(card, parsed, index)
        if data is None:
            event = (ability.get("trigger") or {}).get("event") if ability else "play-when"
            verdict.failures.append(("no scene for its trigger (harness)", str(event)))
            continue
        trace = _replayed(verdict, data, "the ability", verbose)
        if trace is not None and (problem := _outcome(trace, name, ability)) is not None:
            verdict.failures.append(problem)
    return verdict


def _replayed(verdict: Verdict, data: dict[str, Any], what: str, verbose: bool) -> Trace | None:
    """Replay one scene, counting it; a refusal or an internal error is the verdict's failure (None)."""
    try:
        trace = replay(situation_from_data(data))
    except SituationError as error:
        verdict.failures.append((f"the engine refused {what}", str(error)[:100]))
        return None
    except Exception as error:  # noqa: BLE001 — an internal error is what the harness looks for
        verdict.failures.append(("internal error", f"{type(error).__name__}: {error}"[:80]))
        return None
    verdict.replays += 1
    if verbose:
        print(json.dumps(data, indent=1, ensure_ascii=False)[:3000])
        print(trace.render_text(titles=False))
    return trace


def _token_moment(verdict: Verdict, data: dict[str, Any], line: dict[str, Any], verbose: bool) -> None:
    """Replay a chaos token line's scene: its ability must initiate at ST.4, and its results (if any) at ST.7."""
    token = line["tokens"][0]
    trace = _replayed(verdict, data, "the chaos token line", verbose)
    if trace is None:
        return
    if (stop := stopped(trace)) is not None:
        verdict.failures.append(("endless loop", stop[len("stopped: "):][:100]))
        return
    texts = [step.text for step in trace.steps]
    if not any(t.startswith(f"ST.4: [{token}]") for t in texts):
        verdict.failures.append(("the chaos token's ability never initiated in its scene", token))
    elif ("if-success" in line or "if-fail" in line) and not any(t.startswith(f"Result: [{token}]") for t in texts):
        verdict.failures.append(("the chaos token's result was never applied in its scene", token))


def report(verdicts: list[Verdict]) -> str:
    by_type: dict[str, list[Verdict]] = defaultdict(list)
    for v in verdicts:
        by_type[v.card["type_code"]].append(v)
    passed = sum(v.passed for v in verdicts)
    lines = [f"{len(verdicts)} cards with text: {passed} pass ({100 * passed // max(1, len(verdicts))}%), "
             f"{sum(v.replays for v in verdicts)} replays", "", "Passing, by type:"]
    for kind, group in sorted(by_type.items(), key=lambda kv: -len(kv[1])):
        ok = sum(v.passed for v in group)
        lines.append(f"  {kind:<13} {ok:>4} / {len(group):<4} ({100 * ok // len(group)}%)")
    categories: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    for v in verdicts:
        for category in dict.fromkeys(c for c, _ in v.failures):
            categories[category] += 1
            if len(examples[category]) < 3:
                examples[category].append(v.card["name"])
    lines += ["", "Failures by category (cards; a card may fail on several):"]
    for category, n in categories.most_common():
        lines.append(f"  {n:>4}  {category}  — e.g. {', '.join(examples[category])}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0].startswith("-"):
        print("usage: python -m kb.tools.card_smoke FILE [--card NAME]", file=sys.stderr)
        return 2
    try:
        cards = [c for c in load_cards(Path(args[0])) if c.get("text")]
    except ValueError as error:
        print(f"Error: {error}", file=sys.stderr)
        return 1
    if "--card" in args:
        wanted = args[args.index("--card") + 1] if args.index("--card") + 1 < len(args) else ""
        chosen = [c for c in cards if c["name"].lower() == wanted.lower()]
        if not chosen:
            print(f"Error: no card named {wanted!r} with text in {args[0]}", file=sys.stderr)
            return 1
        for card in chosen:
            verdict = smoke_card(card, verbose=True)
            print("PASS" if verdict.passed else f"FAIL: {verdict.failures}")
        return 0
    print(report([smoke_card(card) for card in cards]))
    return 0


if __name__ == "__main__":  # pragma: no cover
    try:
        sys.exit(main())
    except BrokenPipeError:  # the report piped into a pager or `head` that stopped reading
        sys.exit(0)
