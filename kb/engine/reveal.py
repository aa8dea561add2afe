"""Effects that replace revealing a chaos token with revealing several (Olive McBride, Grotesque Statue).

FAQ, "Can I use two cards that replace 1 revealed chaos token with multiple tokens …?": such
effects "are meant to be triggered before you draw tokens from the bag", so each is declared in
the 'would' window of ST.3, before any token is drawn. A second one declared replaces one of the
tokens the first would reveal ("for the first token, I'm going to reveal 2 instead of 1"), and
"All of these tokens are considered to be revealed simultaneously". Each effect then chooses which
of its tokens to resolve and ignores the others; tokens another effect revealed in place of one
"should be treated as 1 revealed token". The tokens resolved are the test's tokens (FAQ 2.5: each
of them applies at ST.4 and ST.5); ignored ones have no effect; all return to the bag at ST.8.

The engine declares a later effect on the first token still revealed on its own (the tokens are
drawn at random and at once, so which one does not change what can be resolved), and makes each
effect's choice from the outermost in, a replaced token counting as one: the same tokens can end up
resolved in either order of the FAQ's description. The situation's ``tests`` entry gives the tokens
in the order they fill the declared reveals and, in ``resolve``, which ones the tester resolves.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .occurrence import Context, Occurrence
from .spec import Effect
from .vocabulary import AbilityKind, StepKind, Timing

if TYPE_CHECKING:
    from .engine import Engine
    from .skilltest import Test

_FAQ = "ahlcg/faq/q-can-i-use-two-cards-that-replace-1"
#: Tokens whose own text reveals another token: not modelled inside a replaced reveal.
_AGAIN = ("bless", "curse", "frost")


@dataclass(eq=False)
class Declared:
    """One declared replacement: reveal ``amount`` tokens instead of 1, resolve ``keep`` of them."""

    label: str
    amount: int
    keep: int
    members: list[Declared | int] = field(default_factory=list)  # a nested replacement, or a slot number

    def leaves(self, tokens: list[str]) -> list[str]:
        out: list[str] = []
        for m in self.members:
            out.extend(m.leaves(tokens) if isinstance(m, Declared) else [tokens[m]])
        return out

    def shown(self, tokens: list[str]) -> str:
        parts = [f"[{m.label}: {', '.join(m.leaves(tokens))}]" if isinstance(m, Declared) else tokens[m]
                 for m in self.members]
        return f"{self.label}: {', '.join(parts)}"


def declare(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``reveal-instead`` effect, used in ST.3's 'would' window: declare it before the draw."""
    test = engine.test
    if test is None or ctx.occ is None or ctx.occ.event != "reveal-chaos-token":
        engine.emit(StepKind.NOTE, ctx.depth, "No chaos token is about to be revealed for a skill test: nothing to "
                    "replace", ("ahlcg/rr/st-3",), card=ctx.bearer)
        return False
    test.declared.append(Declared(ctx.bearer, eff.amount or 1, eff.resolve or 1))
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: declared before any token is drawn: reveal "
                f"{eff.amount} chaos tokens instead of 1, resolve {eff.resolve} of them and ignore the rest",
                (_FAQ, "ahlcg/rr/instead"), card=ctx.bearer)
    return True


def _declarers(engine: Engine) -> bool:
    """Whether any ability in play could declare a ``reveal-instead`` (only then is the window opened here)."""
    return any(ab.kind in (AbilityKind.REACTION, AbilityKind.FORCED) and ab.timing is Timing.WOULD
               and any(e.effect == "reveal-instead" for e in ab.ability.effects)
               for ab in engine.state.live_abilities())


def declared_reveal(engine: Engine, test: Test, tokens: list[str]) -> bool:
    """ST.3 with the replacement effects declared first; False when none is declared (the usual ST.3)."""
    if not _declarers(engine):
        return False
    depth = test.depth
    probe = engine.occurrence("reveal-chaos-token", depth, who=test.who, source=test.source,
                              text=f"{test.who} would reveal a chaos token")
    engine.emit(StepKind.FRAMEWORK, depth, f"ST.3: {test.who} would reveal a chaos token: effects that replace it "
                "are declared before any token is drawn", ("ahlcg/rr/st-3", _FAQ), card=test.source)
    engine.window([probe], Timing.WOULD)
    if not test.declared:
        return False
    root = _nest(engine, test.declared, depth)
    slots = _count(root)
    drawn = tokens[:slots]
    if len(drawn) < slots or any(t in _AGAIN for t in drawn):
        why = (f"the situation gives {len(tokens)} token(s) for {slots} declared reveals" if len(drawn) < slots
               else "a bless, curse or frost token inside a replaced reveal (reveal another) is not modelled")
        engine.emit(StepKind.NOTE, depth, f"The declared reveal cannot be replayed: {why}", ("ahlcg/rr/st-3",))
        engine.report(f"{test.spec.path if test.spec else 'tests'}: {why}; the tokens were revealed as usual",
                      "ahlcg/rr/st-3", _FAQ)
        test.declared.clear()
        return False
    _fill(root, iter(range(slots)))
    occ = engine.occurrence("reveal-chaos-token", depth, who=test.who, source=test.source, tokens=tuple(drawn),
                            text=f"{test.who} reveals {', '.join(drawn)}")

    def body(_: list[Occurrence]) -> None:
        test.revealed = list(drawn)
        engine.emit(StepKind.STATE, depth, f"{test.who} reveals {slots} chaos tokens from the chaos bag at once "
                    f"({_layout(root, drawn)}): all are revealed simultaneously",
                    ("ahlcg/rr/st-3", "ahlcg/rr/chaos-tokens", _FAQ), card=test.source)
        wanted = Counter(test.spec.resolve if test.spec else ())
        test.tokens = _choose(engine, test, root, drawn, wanted, depth)
        if len(test.tokens) > 1:
            engine.emit(StepKind.NOTE, depth, f"{len(test.tokens)} tokens are resolved ({', '.join(test.tokens)}): "
                        "every reference to the revealed token applies to each",
                        ("ahlcg/faq/2-5", "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens"), card=test.source)

    engine.resolve([occ], body, would=False, announce=f"ST.3: {test.who} reveals the declared chaos tokens",
                   rules=("ahlcg/rr/st-3",), card=test.source, kind=StepKind.FRAMEWORK)
    return True


def _nest(engine: Engine, declared: list[Declared], depth: int) -> Declared:
    """The first declaration reveals its tokens; each later one replaces the first token still on its own."""
    root = declared[0]
    root.members = list(range(root.amount))
    for later in declared[1:]:
        later.members = list(range(later.amount))
        holder, k = _first_single(root)
        holder.members[k] = later
        engine.emit(StepKind.NOTE, depth, f"{later.label} is declared for one of {holder.label}'s tokens: that token "
                    f"is replaced by {later.amount} (the engine declares it for the first one; all are drawn at random "
                    "and at once, so which one does not matter)", (_FAQ,), card=later.label)
    return root


def _first_single(group: Declared) -> tuple[Declared, int]:
    for k, m in enumerate(group.members):
        if not isinstance(m, Declared):
            return group, k
    for m in group.members:
        if isinstance(m, Declared):
            return _first_single(m)
    raise AssertionError("every declaration reveals at least one token")


def _count(group: Declared) -> int:
    return sum(_count(m) if isinstance(m, Declared) else 1 for m in group.members)


def _fill(group: Declared, slots) -> None:  # type: ignore[no-untyped-def]
    """Number the single tokens depth-first: the order the situation's tokens fill them."""
    for k, m in enumerate(group.members):
        if isinstance(m, Declared):
            _fill(m, slots)
        else:
            group.members[k] = next(slots)


def _layout(group: Declared, tokens: list[str]) -> str:
    inner = [m for m in group.members if isinstance(m, Declared)]
    return "; ".join([group.shown(tokens)] + [_layout(m, tokens) for m in inner])


def _choose(engine: Engine, test: Test, group: Declared, tokens: list[str], wanted: Counter[str],
            depth: int) -> list[str]:
    """Outermost first: keep ``group.keep`` members (a nested group counts as 1 token); recurse into kept groups."""
    def hits(m: Declared | int) -> bool:
        return any(wanted[t] > 0 for t in (m.leaves(tokens) if isinstance(m, Declared) else [tokens[m]]))

    picked = [m for m in group.members if hits(m)][:group.keep]
    stated = len(picked) == group.keep
    picked += [m for m in group.members if m not in picked][:group.keep - len(picked)]
    kept = [m for m in group.members if m in picked]
    ignored = [m for m in group.members if m not in picked]

    def name(m: Declared | int) -> str:
        if isinstance(m, Declared):
            return f"{m.label}'s {len(m.members)} tokens ({', '.join(m.leaves(tokens))}), treated as 1 revealed token"
        return tokens[m]

    why = f"{test.spec.path}.resolve" if stated and test.spec and test.spec.resolve else (
        "the situation does not say which: the engine keeps the first ones")
    engine.emit(StepKind.CHOICE, depth, f"{group.label}: {test.who} chooses {group.keep} of the "
                f"{len(group.members)} to resolve: {'; '.join(name(m) for m in kept)} \u2014 and ignores "
                f"{'; '.join(name(m) for m in ignored) or 'none'} ({why})", (_FAQ,), card=group.label)
    out: list[str] = []
    for m in kept:
        if isinstance(m, Declared):
            out.extend(_choose(engine, test, m, tokens, wanted, depth))
        else:
            out.append(tokens[m])
            wanted[tokens[m]] -= 1
    return out
