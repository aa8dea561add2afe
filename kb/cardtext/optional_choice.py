"""An optional instruction and what follows on whether it was done — one grammar, lowered into the engine's one
``if-able`` (its ``effects`` X, its ``done`` Y, its ``otherwise`` Z; ``effects/if_done.py``):

- "may choose to <verb>" is "may <verb>" (:mod:`.choose_to`, a chunk fold);
- "you may (choose to) X to Y": the infinitive of purpose after an optional instruction is what doing it brings about,
  so Y resolves if X was done ("… automatically fail this skill test to draw 3 cards"): an ``if-able`` with ``done``.
  A spending ("spend 2 resources to draw 1 card") is a cost and what it buys, :mod:`.spending`'s frame; a choice
  ("choose a skill card … to return to its owner's hand") names what the card chosen is for;
- a follow-up sentence after an instruction, "If you do, Y" → ``done``; "If you do not, Z" / "If you don't, Z" /
  "If you cannot, Z" → ``otherwise`` (:func:`follow_up`); the subject is the one the instruction is for ("you", "he
  or she", "they", "that investigator").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .choose_to import is_may, may_choose
from .grammar import join, one_clause
from .model import NotParsed
from .spending import VERBS as SPENDING
from .vocabulary import Context, Effect

#: Verbs whose "to <verb>" after the object is no purpose of an optional instruction: a spending's is what the cost
#: buys (:mod:`.spending`); a choice's is what the card chosen is for ("choose a skill card … to return to …").
_NOT_PURPOSE = frozenset({*SPENDING, "choose", "select"})
#: Who a follow-up's "do" / "cannot" is said of: the one the instruction before is for.
_WHO = r"(?:you|he or she|they|that investigator)"
#: "If you do, Y." / "If you do not, Z." / "If you cannot, Z.": the branch of the ``if-able`` the rest goes to ("do"
#: and "do not" need their comma: "If you do not succeed by at least 2, …" is a test's result, :mod:`.test_words`).
_FOLLOW_UP = re.compile(rf"if {_WHO} (?:(?P<not>do not|don't|does not|doesn't),|(?P<cannot>cannot|can't),?|"
                        r"(?P<done>do|does),)\s*"
                        r"(?P<rest>.+?)(?:,?\s*instead)?", re.I)


def follow_up(text: str) -> tuple[str, str] | None:
    """"If you do, remember that you have "cheated."" → ``("done", "remember that …")``; "If you do not, take 1 horror"
    and "If you cannot, take 1 horror (instead)" → ``("otherwise", …)``; None for any other sentence."""
    m = _FOLLOW_UP.fullmatch(text.strip().rstrip("."))
    if m is None:
        return None
    return ("done" if m.group("done") else "otherwise"), m.group("rest")


def attach(before: list[Effect], branch: str, effects: list[Effect], text: str) -> None:
    """The instruction last in ``before`` (with the optional instructions printed with it: the run of ``may`` effects
    ending the list) becomes an ``if-able`` whose ``branch`` is ``effects``; an ``if-able`` already there ("If you do,
    Y. If you do not, Z.") takes the other branch. A branch given twice is refused (which one holds would be a guess).
    """
    last = before[-1]
    if last["effect"] == "if-able" and branch not in last:
        last[branch] = effects
        last["text"] = ". ".join(t for t in (last.get("text"), text) if t)
        return
    if last["effect"] == "if-able":
        raise NotParsed(text, f"a second '{'If you do' if branch == 'done' else 'If you do not'}' after one instruction")
    k = len(before) - 1
    while k > 0 and last.get("may") and before[k - 1].get("may") and not before[k].get("then"):
        k -= 1  # "You may X and Y. If you do, Z": the option is both
    chosen = before[k:]
    del before[k:]
    before.append({"effect": "if-able", "effects": chosen, branch: effects, "text": text})


def _purpose(text: str) -> tuple[str, str] | None:
    """``text`` cut into an optional instruction and its infinitive of purpose ("You may instead automatically fail
    this skill test" / "draw 3 cards"): one clause, "may" among its verb words, the main verb no spending, an object
    between it and a verb chunk "to <verb>"."""
    sentence = one_clause(text)
    if sentence is None:
        return None
    chunks = may_choose(sentence.clauses[0].chunks)
    verbs = [k for k, c in enumerate(chunks) if c.kind == "verb"]
    may = [k for k in verbs if is_may(chunks[k])]
    if not may:
        return None
    main = next((k for k in verbs if k >= may[0] and chunks[k].tokens[-1].low != "may"), None)
    to = next((k for k in verbs if main is not None and k > main + 1 and chunks[k].tokens[0].low == "to"), None)
    if main is None or to is None or chunks[main].head in _NOT_PURPOSE or len(chunks[to].tokens) != 2:
        return None
    purpose = [*chunks[to].tokens[1:], *(t for c in chunks[to + 1:] for t in c.tokens)]  # "to" dropped
    return join(t for c in chunks[:to] for t in c.tokens), join(purpose)


def chosen_to(lower: Callable[[str, Context], list[Effect]]) -> Callable[[str, Context], list[Effect]]:
    """``lower`` reading "you may X to Y" as an ``if-able``: X optional, Y its ``done``; any other text is ``lower``'s."""
    def lowered(text: str, ctx: Context) -> list[Effect]:
        parts = _purpose(text)
        if parts is None:
            return lower(text, ctx)
        chosen, purpose = parts
        try:
            effects, done = lower(chosen, ctx), lower(purpose, ctx)
        except NotParsed as problem:  # the gap is the whole sentence's: neither part is read without the other
            raise NotParsed(text, problem.reason) from None
        if not effects or not all(e.get("may") for e in effects):
            raise NotParsed(text, "an instruction done to bring about another that is not the optional one")
        return [{"effect": "if-able", "effects": effects, "done": done, "text": text.rstrip(" .")}]
    lowered.__doc__ = lower.__doc__
    lowered.__wrapped__ = lower  # type: ignore[attr-defined]
    return lowered
