"""The answer a trace gives to its situation's question, in players' words; one place computes it.

``kb replay`` prints it and the web page shows it, both from :func:`answer`, which reads the trace's
JSON form (``Trace.to_dict()``, what a web worker sends back) and nothing else.

Every card the question names is looked for in the trace: its abilities (each in the order it
resolves, with the window it was used in and the one it is nested in) and the events the question
speaks of for it (its defeat, its play, its attack). The result carries a sentence that says it all
in one go: "Guard Dog's reaction resolves at step 9, before Goat Spawn's defeat resolves at step 23".
"""

from __future__ import annotations

import re
from typing import Any

from .core.rules import title as rule_title
from .core.silence import NOT_MODELLED

GRIM_RULE = "ahlcg/rr/grim-rule"

#: How the trace's ability labels read in players' words.
_KINDS = {"reaction": "reaction", "forced": "Forced ability", "free": "free ability", "fast": "fast ability",
          "action": "action ability", "revelation": "Revelation ability", "constant": "constant ability"}

#: Events a question may ask about: (words in the question, how the step reads, the label's noun).
_EVENTS: tuple[tuple[str, str, str], ...] = (
    (r"\bdefeat", r"^{card}'s defeat resolves\b", "defeat"),
    (r"\bdefeat", r"^{card} is defeated\b", "defeat"),
    (r"\bplay(?:s|ed|ing)?\b", r"^(?:Step 4: )?{card} is played\b", "play"),
    (r"\bplay(?:s|ed|ing)?\b", r"^(?:Step 4: )?{card}'s effects resolve\b", "play"),  # an event card
    (r"\battack", r"^{card} (?:makes an attack|attacks)\b", "attack"),
)


def _title(key: str) -> str:
    try:
        return rule_title(key)
    except Exception:  # noqa: BLE001 - a key the rules table does not know: show the key
        return key


def _named(question: str, name: str) -> bool:
    """Whether the question names the card ``name`` (whole, or a person's first name)."""
    if not name:
        return False
    if re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", question, re.IGNORECASE):
        return True
    first = name.strip('"').split()[0] if name.split() else ""
    first = first.strip('"\u201c\u201d')
    if len(name.split()) > 1 and len(first) >= 3 and first[:1].isupper():
        return re.search(r"(?<!\w)" + re.escape(first) + r"(?!\w)", question) is not None
    return False


def ability_label(step: dict[str, Any]) -> str:
    """An ability step in players' words: "Guard Dog's reaction", "Goat Spawn's Forced ability"."""
    text = step["text"]
    head = text.split(": \u201c", 1)[0] if ": \u201c" in text else (step.get("card") or text)
    return _label(head.removeprefix("Step 3: "), step.get("card"))


def _label(head: str, bearer: str | None) -> str:
    """"Guard Dog [reaction]" → "Guard Dog's reaction" (the head of an ability as the trace names it)."""
    found = re.match(r"^(.*?) \[([a-z ]+)\]$", head)
    if not found:  # no kind printed (an Elder Sign card's ability): the card's ability, as it is headed
        return f"{bearer}'s ability (\u201c{head}\u201d)" if bearer and head != bearer else head
    card, kind = found.groups()
    if kind.endswith("event"):
        return card  # the event card itself resolves
    return f"{card}'s {_KINDS.get(kind, kind + ' ability')}"


def _window(step: dict[str, Any], by_n: dict[int, dict[str, Any]]) -> str | None:
    """The window an ability step was used in, in short: "'when' window (Goat Spawn is defeated)"."""
    for n in range(step["n"] - 1, 0, -1):
        earlier = by_n.get(n)
        if earlier is None or earlier["depth"] < step["depth"]:
            return None
        if earlier["depth"] == step["depth"] and earlier["kind"] == "window":
            window = earlier["text"]
            head, colon, tail = window.rpartition(": ")
            if colon and "[" in tail:  # "'when' window — X: Guard Dog [reaction]": the abilities are the items
                window = head
            name, dash, what = window.partition(" \u2014 ")
            return f"{name} ({what})" if dash else window
    return None


def _events(question: str, steps: list[dict[str, Any]], cards: list[str]) -> list[dict[str, Any]]:
    """The steps of the events the question asks about for the cards it names (the first of each)."""
    found: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    for asks, reads, noun in _EVENTS:
        if not re.search(asks, question, re.IGNORECASE):
            continue
        for card in cards:
            if (card, noun) in seen:
                continue
            pattern = re.compile(reads.format(card=re.escape(card)))
            step = next((s for s in steps if s["kind"] != "ability" and pattern.search(s["text"])), None)
            if step is not None:
                seen.add((card, noun))
                found.append({"step": step, "label": f"{card}'s {noun}", "kind": "event"})
    return found


#: What the decision record (``considered``) calls an ability that triggered but was not used; an
#: ability whose trigger did not fit ("not offered") did not trigger, so it is no answer.
_NOT_USED = ("limit reached", "declined", "cannot pay", "no effect", "peril", "cannot")


def _when(window: str) -> str:
    """"'after' window — Ghoul Minion is defeated" → "after Ghoul Minion is defeated"."""
    found = re.match(r"^'(\w+)' window \u2014 (.*)$", window)
    return f"{found.group(1)} {found.group(2)}" if found else window


def _not_used(trace: dict[str, Any], cards: list[str], by_n: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    """Each time an ability of the named cards triggered and did not resolve, with the reason in words."""
    missed = []
    for seen in trace.get("considered") or []:
        if seen.get("card") not in cards or seen.get("verdict") not in _NOT_USED:
            continue
        head = str(seen.get("ability") or seen["card"]).split(" (", 1)[0]  # "Roland Banks [reaction] (path)"
        missed.append({"step": {"n": seen["step"], "depth": by_n.get(seen["step"], {}).get("depth", 0), "rules": []},
                       "label": _label(head, seen["card"]), "kind": "not",
                       "when": _when(str(seen.get("window") or "")),
                       "why": ", ".join(part for part in (seen["verdict"], seen.get("why")) if part)})
    return missed


def answer(trace: dict[str, Any]) -> dict[str, Any] | None:
    """The answer the trace gives to its question, derived from the trace alone, or ``None``.

    ``{"items": [{"n", "label", "kind", "depth", "nested_in", "window", "why"}], "sentence", "rules":
    [(key, title)], "nested", "unresolved", "assumed", "depends"}``: the abilities and events the
    question names, in the order of their steps, and each time one of the abilities triggered and did
    not resolve (``kind`` "not", with ``why``: the limit, the decline, the cost); the rules are those
    the trace cites for them; ``assumed`` the defaults the replay took (a skill test's result, a
    controller, a choice), which the answer depends on; ``depends`` the points up to the last of
    them that neither the rules nor the engine settle.
    """
    question = trace.get("question") or ""
    steps = trace.get("steps") or []
    if not question:
        return None
    by_n = {s["n"]: s for s in steps}
    named = [s["card"] for s in steps if s.get("card") and _named(question, s["card"])]
    named += [c["card"] for c in trace.get("considered") or [] if c.get("card") and _named(question, c["card"])]
    cards = list(dict.fromkeys(named))
    picked = [{"step": s, "label": ability_label(s), "kind": "ability"}
              for s in steps if s["kind"] == "ability" and s.get("card") in cards]
    picked += _events(question, steps, cards)
    picked += _not_used(trace, cards, by_n)
    if not picked:
        return None
    picked.sort(key=lambda p: p["step"]["n"])
    labels = [p["label"] for p in picked if p["kind"] == "ability"]
    items = []
    for i, pick in enumerate(picked):
        step, label = pick["step"], pick["label"]
        if labels.count(label) > 1 and pick["kind"] == "ability":
            quoted = step["text"].split("\u201c", 1)[-1].split("\u201d", 1)[0]
            label = f"{label} \u201c{quoted[:60]}{'…' if len(quoted) > 60 else ''}\u201d"
        if pick["kind"] == "not":
            items.append({"n": step["n"], "label": label, "kind": "not", "depth": step["depth"], "nested_in": None,
                          "window": pick["when"], "why": pick["why"]})
            continue
        nested_in = None
        for earlier in reversed(picked[:i]):
            if earlier["kind"] != "ability":  # an event, or an ability that did not resolve, nests nothing
                continue
            e = earlier["step"]
            inside = step["depth"] > e["depth"] and all(
                by_n[n]["depth"] > e["depth"] for n in range(e["n"] + 1, step["n"]) if n in by_n)
            if inside:
                nested_in = earlier["label"]
                break
        items.append({"n": step["n"], "label": label, "kind": pick["kind"], "depth": step["depth"],
                      "nested_in": nested_in, "window": _window(step, by_n) if pick["kind"] == "ability" else None,
                      "why": None})
    rules: list[str] = []
    for pick in picked:
        for key in pick["step"]["rules"]:
            if key not in rules:
                rules.append(key)
    unresolved = trace.get("unresolved") or []
    unsettled = depends_on(trace, items[-1]["n"])
    return {"items": items, "sentence": sentence(items, unsettled), "rules": [(key, _title(key)) for key in rules],
            "nested": any(item["nested_in"] for item in items), "unresolved": len(unresolved),
            "assumed": [(f"step {u['step']}: " if u.get("step") else "") + u["text"] for u in unresolved],
            "depends": unsettled}


def depends_on(trace: dict[str, Any], last: int) -> list[dict[str, Any]]:
    """The points up to step ``last`` that neither the rules nor the engine settle: where the rules are
    silent (the trace cites the Grim Rule) or the engine does not model what the situation reached."""
    return [item for item in trace.get("unresolved") or []
            if 0 < item["step"] <= last and (GRIM_RULE in item["rules"] or item["text"].startswith(NOT_MODELLED))]


def sentence(items: list[dict[str, Any]], unsettled: list[dict[str, Any]] | None = None) -> str:
    """The answer in one sentence: "A resolves at step 9, before B resolves at step 23.", then one
    for each time an ability did not resolve, with why: "A does not resolve at step 39, after X is
    defeated: limit reached, once per round (used at step 19)."; when it rests on a point the rules
    or the engine leave open, a last sentence says so: "It depends on …"."""
    parts = []
    for item in items:
        if item["kind"] != "not":
            where = f", inside {item['nested_in']}" if item["nested_in"] else ""
            parts.append(f"{item['label']} resolves at step {item['n']}{where}")
    text = ", before ".join(parts) if len(parts) < 4 else "; then ".join(parts)
    sentences = [text[:1].upper() + text[1:] + "."] if parts else []
    for item in items:
        if item["kind"] == "not":
            sentences.append(f"{item['label'][:1].upper()}{item['label'][1:]} does not resolve at step {item['n']}, "
                             f"{item['window']}: {item['why']}.")
    if unsettled:
        points = "; ".join(f"{item['text']} (step {item['step']})" for item in unsettled)
        sentences.append(f"It depends on what neither the rules nor the engine settle: {points}.")
    return " ".join(sentences)
