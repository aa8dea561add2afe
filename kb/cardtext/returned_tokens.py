"""A skill test's revealed chaos token returned to the bag as its result is determined, a new one revealed in its
place, and a condition on the result that changed ("When you would succeed at a skill test: Return the revealed chaos
token to the bag and reveal a new chaos token. If this effect causes you to fail the test, …").

Three frames, each read only in the 'would' window of a test's success or failure (the engine's ``succeed-skill-test``
/ ``fail-skill-test``), where "the revealed chaos token" is the test's:

- "return <the revealed token> to the (chaos) bag" → ``return-token`` (the references of a token just revealed,
  :data:`.treated_tokens.REVEALED`);
- "reveal a new chaos token" / "reveal another token" → ``reveal-token``: the test's new token (the engine resolves its
  symbol and computes the result again);
- "this effect causes you to fail / succeed at the test" (an "if" condition) → the count of what an earlier
  instruction did (:mod:`.results`): ``test-failed-by-this-effect`` / ``test-succeeded-by-this-effect``, at least 1.

In another window each frame is not this module's: the rule it wraps reads (or refuses) it as before.
"""

from __future__ import annotations

from typing import Any

from .grammar import one_clause
from .instruction import Instruction
from .treated_tokens import REVEALED
from .vocabulary import Context, Effect

#: The test-result events whose 'would' window the frames are read in.
RESULT_EVENTS = frozenset({"succeed-skill-test", "fail-skill-test"})
#: "to the bag", "to the chaos bag".
_BAGS = (["the", "bag"], ["the", "chaos", "bag"])
#: The new token: "a new chaos token", "another (chaos) token" (without "chaos").
_NEW = (["a", "new", "token"], ["another", "token"])
#: "fail" / "succeed at" and the test: the outcome the record keeps.
_CAUSED = {("fail",): "test-failed", ("succeed", "at"): "test-succeeded"}
#: Who "causes": the ability's own resolution.
_CAUSERS = (["this", "effect"], ["this", "ability"])
#: What was failed or succeeded at.
_TESTS = (["the", "test"], ["this", "test"], ["the", "skill", "test"], ["this", "skill", "test"])

Rule = Any  # a lowering rule: (Instruction, Context) -> list[Effect]


def _at_result(ctx: Context) -> bool:
    """Whether the ability resolves in the 'would' window of a test's success or failure."""
    return ctx.timing == "would" and ctx.event in RESULT_EVENTS


def return_or(rule: Rule) -> Rule:
    """"Return the revealed chaos token to the bag" at a test's result → ``return-token``; else ``rule``."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        to = ins.slots.get("to")
        if ins.object is not None and ins.subject is None and set(ins.slots) == {"to"} and to is not None \
                and to.words in _BAGS and ins.object.words in [list(r) for r in REVEALED] and _at_result(ctx):
            return [{"effect": "return-token"}]
        return rule(ins, ctx)
    return read


def new_token_or(rule: Rule) -> Rule:
    """"Reveal a new chaos token" at a test's result → ``reveal-token`` (the test's new token); else ``rule``."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        words = [w for w in ins.object.words if w != "chaos"] if ins.object is not None else []
        if words in _NEW and ins.subject is None and not ins.slots and _at_result(ctx):
            return [{"effect": "reveal-token"}]
        return rule(ins, ctx)
    return read


def caused_result(text: str) -> dict[str, Any] | None:
    """"this effect causes you to fail the test" → ``{count: test-failed-by-this-effect, at-least: 1}``; None when the
    condition is not one on the result this resolution changed. The clause: the causer, "cause(s)", "you", the
    infinitive of the outcome, the test."""
    sentence = one_clause(text.strip())
    if sentence is None or sentence.reminders or len(sentence.clauses) != 1:
        return None
    chunks = [c for c in sentence.clauses[0].chunks if c.kind != "punct"]
    if [c.kind for c in chunks][:4] != ["np", "verb", "np", "verb"] or len(chunks) != 5 \
            or chunks[4].kind not in ("np", "pp") or chunks[1].head != "cause":
        return None
    causer, who, to, test = ([t.low for t in c.tokens] for c in (chunks[0], chunks[2], chunks[3], chunks[4]))
    if chunks[4].kind == "pp":  # "to succeed" "at the test": the preposition is the verb's
        to, test = to + test[:1], test[1:]
    if causer not in _CAUSERS or who != ["you"] or test not in _TESTS or to[:1] != ["to"]:
        return None
    outcome = _CAUSED.get(tuple(to[1:]))
    return None if outcome is None else {"count": f"{outcome}-by-this-effect", "at-least": 1}
