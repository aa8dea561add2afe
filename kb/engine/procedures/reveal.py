"""Revealing chaos tokens, and the effects that replace the reveal: several tokens instead of 1
(Olive McBride, Grotesque Statue), or the tokens sealed on a card "as if just revealed" (Premonition).

FAQ, "Can I use two cards that replace 1 revealed chaos token with multiple tokens …?": such
effects "are meant to be triggered before you draw tokens from the bag", so each is declared in
the 'would' window of ST.3, before any token is drawn. A second one declared replaces one of the
tokens the first would reveal ("for the first token, I'm going to reveal 2 instead of 1"), and
"All of these tokens are considered to be revealed simultaneously". Each effect then chooses which
of its tokens to resolve and ignores the others; tokens another effect revealed in place of one
"should be treated as 1 revealed token". The tokens resolved are the test's tokens (FAQ 2.5: each
of them applies at ST.4 and ST.5); ignored ones have no effect; all return to the bag at ST.8.

A reveal is made at ST.3 of a skill test or by a card effect outside one (``reveal-token``: "reveal a
random chaos token from the chaos bag"); the same replacements apply to both (FAQ 2.5: Premonition's
reveal with Olive McBride). "A token revealed outside of a skill test has no effect on its own unless
otherwise specified by a card effect" (2024 glossary, line 160): the tokens resolved are what the
rest of the effect refers to as "the revealed chaos token" — each of them (FAQ 2.5). A
``resolve-sealed`` effect replaces the reveal: no token is drawn; the tokens sealed on the card are
resolved instead, as if just revealed, and no further ability may replace the original reveal (Instead).

The engine declares a later effect on the first token still revealed on its own (the tokens are
drawn at random and at once, so which one does not change what can be resolved), and makes each
effect's choice from the outermost in, a replaced token counting as one: the same tokens can end up
resolved in either order of the FAQ's description. The situation's ``tests`` entry gives the tokens
in the order they fill the declared reveals and, in ``resolve``, which ones the tester resolves.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.ongoing import Declared, Reveal, Test
from ..core.results import record
from ..core.silence import not_modelled
from ..core.state import PLAY, AbilityState
from ..core.targets import card_to
from ..situation.spec import Effect
from ..situation.vocabulary import AbilityKind, StepKind, Timing
from .chaosbag import SEAL, check_drawn
from . import treated
from .revealed import check_revealed

if TYPE_CHECKING:
    from ..core.engine import Engine

_FAQ = "ahlcg/faq/q-can-i-use-two-cards-that-replace-1"
_MULTIPLE = ("ahlcg/faq/2-5", "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens")
#: "A token revealed outside of a skill test has no effect on its own unless otherwise specified by a card
#: effect" (2024 glossary, line 160: the extraction lost the heading, so the sentence is in the entry before).
_OUTSIDE = ("ahlcg/glossary/frost-tokens",)
_ON_ITS_OWN = "Revealed outside a skill test, a token has no effect on its own unless a card effect says so"
#: Tokens whose own text reveals another token: not modelled inside a replaced reveal.
_AGAIN = ("bless", "curse", "frost")


def _via(req: Reveal) -> str | None:
    """The reveal's test kind (a trigger "during a skill test" filters on it); none outside a skill test."""
    return req.test.via if req.test is not None else None


def _against(req: Reveal) -> str | None:
    """What the test is made against (an enemy evaded, a location investigated); none outside a skill test."""
    return req.test.target if req.test is not None else None


def declare(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``reveal-instead`` effect, used in a reveal's 'would' window: declared before the draw."""
    req = engine.reveal
    if req is None or ctx.occ is None or ctx.occ.event != "reveal-chaos-token":
        engine.emit(StepKind.NOTE, ctx.depth, "No chaos token is about to be revealed: nothing to replace",
                    ("ahlcg/rr/st-3",), card=ctx.bearer)
        return False
    req.declared.append(Declared(ctx.bearer, eff.amount or 1, eff.resolve or 1))
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: declared before any token is drawn: reveal "
                f"{eff.amount} chaos tokens instead of 1, resolve {eff.resolve} of them and ignore the rest",
                (_FAQ, "ahlcg/rr/instead"), card=ctx.bearer)
    return True


def resolve_sealed(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``resolve-sealed`` effect: instead of revealing a token, resolve the card's sealed tokens."""
    req = engine.reveal
    name, card = card_to(engine, eff, ctx)
    if req is None or req.done or ctx.occ is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No chaos token is about to be revealed: nothing to replace",
                    ("ahlcg/rr/st-3", SEAL), card=ctx.bearer)
        return False
    if eff.token is not None:  # a token named, not one sealed: none is drawn, none is taken from a card
        return _named_instead(engine, req, eff.token, ctx)
    if card is None or not card.sealed:
        engine.emit(StepKind.NOTE, ctx.depth, f"No chaos token is sealed on {name or 'the card'}: "
                    "nothing to resolve", (SEAL,), card=ctx.bearer)
        return False
    tokens = list(card.sealed)
    ctx.occ.replaced = True
    engine.emit(StepKind.STATE, ctx.depth, f"Instead of revealing a chaos token, {req.who} resolves the "
                f"token{'s' if len(tokens) > 1 else ''} sealed on {card.name} ({', '.join(tokens)}) as if just revealed "
                "from the chaos bag: none is drawn, and no further ability may replace the original reveal",
                (SEAL, "ahlcg/rr/instead") + (_MULTIPLE if len(tokens) > 1 else ()), card=ctx.bearer)
    _finish(engine, req, [], tokens, ctx.depth, f"{req.who} resolves {', '.join(tokens)} (sealed on {card.name}) "
            "as if just revealed")
    if req.test is not None:
        req.test.substituted = card.name
    return True


def _named_instead(engine: Engine, req: Reveal, token: str, ctx: Context) -> bool:
    """``resolve-sealed`` with a ``token``: that token resolved instead of a reveal, as if just revealed ("Do not
    reveal chaos tokens from the chaos bag for this test. Treat the chaos token revealed for this test as an
    [elder_sign]"); none is drawn, so none returns to the bag at ST.8."""
    assert ctx.occ is not None
    ctx.occ.replaced = True
    engine.emit(StepKind.STATE, ctx.depth, f"Instead of revealing a chaos token, {req.who} resolves "
                f"{'an' if token[0] in 'aeiou' else 'a'} {token} token as "
                "if just revealed: none is drawn from the chaos bag, and no further ability may replace the original "
                "reveal", ("ahlcg/rr/st-3", "ahlcg/rr/instead", "ahlcg/rr/chaos-tokens"), card=ctx.bearer)
    _finish(engine, req, [], [token], ctx.depth, f"{req.who} resolves {token} ({ctx.bearer}) as if just revealed")
    if req.test is not None:
        req.test.substituted = ctx.bearer
    return True


def sealed_replacer(engine: Engine) -> bool:
    """Whether a 'would' ability could resolve sealed tokens (or a token it names) instead of a reveal (its card
    holds some; the engine looks at the ability's own card, the usual ``to: self``)."""
    return any(_replaces(ab, ("resolve-sealed",)) and (_holds_sealed(engine, ab.bearer) or any(
        e.token for e in ab.ability.effects if e.effect == "resolve-sealed")) for ab in engine.state.live_abilities())


def _replaces(ab: AbilityState, kinds: tuple[str, ...]) -> bool:
    """A 'would' reaction or forced ability with one of these replacing effects."""
    return (ab.kind in (AbilityKind.REACTION, AbilityKind.FORCED) and ab.timing is Timing.WOULD
            and any(e.effect in kinds for e in ab.ability.effects))


def _holds_sealed(engine: Engine, name: str) -> bool:
    card = engine.state.cards.get(name)
    return card is not None and card.zone == PLAY and bool(card.sealed)


def _replacers(engine: Engine) -> bool:
    """Whether any ability in play could replace the reveal (only then is its 'would' window opened first)."""
    return any(_replaces(ab, ("reveal-instead",)) for ab in engine.state.live_abilities()) or sealed_replacer(engine)


def _finish(engine: Engine, req: Reveal, revealed: list[str], resolved: list[str], depth: int, what: str,
            note: str = "", *, would: bool = False) -> None:
    """The reveal's triggering condition: the tokens are revealed (``would``: its 'would' window is still to
    come — no ability could replace the reveal, so none was opened before)."""
    occ = engine.occurrence("reveal-chaos-token", depth, who=req.who, source=req.source, what=_against(req), via=_via(req), tokens=tuple(resolved),
                            text=what)
    if not would:
        req.done = True

    def body(_: list[Occurrence]) -> None:
        req.done = True
        req.resolved = list(resolved) if req.test is not None else treated.apply(engine, occ, list(resolved), depth)
        occ.tokens = tuple(req.resolved) if req.test is None else occ.tokens
        if req.test is not None:
            req.test.revealed, req.test.tokens = list(revealed), list(resolved)
        _resolved(engine, req, depth, note)
        if req.test is not None:
            check_revealed(engine, req.test, depth, occ)
            req.resolved = list(req.test.tokens)

    engine.resolve([occ], body, would=would, announce=f"{req.step}{what}", rules=("ahlcg/rr/st-3",)
                   if req.test is not None else ("ahlcg/rr/chaos-tokens",), card=req.source, kind=StepKind.FRAMEWORK)


def _resolved(engine: Engine, req: Reveal, depth: int, outside: str = "") -> None:
    """Say what the tokens resolved are: each one is "the revealed token" (FAQ 2.5); ``outside``, the note
    that outside a skill test they have no effect on their own."""
    if len(req.resolved) > 1:
        engine.emit(StepKind.NOTE, depth, f"{len(req.resolved)} tokens are resolved ({', '.join(req.resolved)}): "
                    "every reference to the revealed token applies to each", _MULTIPLE, card=req.source)
    if outside:
        blessed = ("ahlcg/glossary/bless-and-curse-tokens",) if {"bless", "curse"} & set(req.resolved) else ()
        engine.emit(StepKind.NOTE, depth, outside, _OUTSIDE + blessed, card=req.source)


def _forbidding(engine: Engine, test: Test) -> AbilityState | None:
    """The constant or lasting ability that forbids revealing chaos tokens for this test ("Do not reveal chaos tokens
    for any skill tests you perform"), if any (the reveal is probed only when some ability forbids a reveal)."""
    if not any(ab.ability.cannot and ab.ability.applies_to is not None and ab.ability.applies_to.event
               == "reveal-chaos-token" for ab in engine.state.live_abilities()):
        return None
    return engine.forbidden(engine.occurrence("reveal-chaos-token", test.depth, who=test.who, what=test.target,
                                              source=test.source,
                                              via=test.via, text=f"{test.who} would reveal a chaos token"))


def replaced_first(engine: Engine, test: Test) -> bool:
    """Whether something acts on the reveal before any token is drawn, even with no token given: the tokens sealed
    on a card resolved instead, or a 'cannot' forbidding the reveal."""
    return sealed_replacer(engine) or _forbidding(engine, test) is not None


def _not_revealed(engine: Engine, test: Test, tokens: list[str]) -> bool:
    """ST.3 when revealing is forbidden: no token is revealed, so ST.4 has no symbol to resolve and no token modifies
    the skill value at ST.5; the test is still compared at ST.6 (Cannot: "cannot" is absolute)."""
    ban = _forbidding(engine, test)
    if ban is None:
        return False
    test.unrevealed = ban.bearer
    given = f" (the situation's tokens, {', '.join(tokens)}, are not revealed)" if tokens else ""
    engine.emit(StepKind.FRAMEWORK, test.depth, f"ST.3: {test.who} reveals no chaos token for this test ({ban.bearer}: "
                f"it cannot reveal one){given}; no token modifies the skill value", ("ahlcg/rr/st-3", "ahlcg/rr/cannot", "ahlcg/rr/chaos-tokens"),
                card=ban.bearer)
    check_revealed(engine, test)
    return True


def declared_reveal(engine: Engine, test: Test, tokens: list[str]) -> bool:
    """ST.3 with what acts before the draw first (a forbidden reveal, replacements); False when nothing does (the
    usual ST.3)."""
    if _not_revealed(engine, test, tokens):
        return True
    req = Reveal(test.who, test.source, test.depth, list(tokens), test.spec.resolve if test.spec else (),
                 test.spec.path if test.spec else "tests", test=test)
    return replace_reveal(engine, req)


def replace_reveal(engine: Engine, req: Reveal) -> bool:
    """Open the reveal's 'would' window before any token is drawn; True when a replacement resolved it."""
    if not _replacers(engine):
        return False
    depth = req.depth
    probe = engine.occurrence("reveal-chaos-token", depth, who=req.who, source=req.source, what=_against(req), via=_via(req),
                              text=f"{req.who} would reveal a chaos token")
    where = "" if req.test is not None else " (outside a skill test)"
    req.asked = True
    engine.emit(StepKind.FRAMEWORK, depth, f"{req.step}{req.who} would reveal a chaos token{where}: effects that "
                "replace it are declared before any token is drawn", ("ahlcg/rr/st-3", _FAQ), card=req.source)
    outer, engine.reveal = engine.reveal, req
    try:
        engine.window([probe], Timing.WOULD)
    finally:
        engine.reveal = outer
    if req.done:
        if req.tokens:
            engine.emit(StepKind.NOTE, depth, f"The situation's tokens for this reveal ({req.path}: "
                        f"{', '.join(req.tokens)}) are not revealed: the reveal was replaced", ("ahlcg/rr/instead",))
        return True
    if not req.declared:
        return False
    root = _nest(engine, req.declared, depth)
    slots = _count(root)
    drawn = req.tokens[:slots]
    if len(drawn) < slots or any(t in _AGAIN for t in drawn):
        why = (f"the situation gives {len(req.tokens)} token(s) for {slots} declared reveals" if len(drawn) < slots
               else "a bless, curse or frost token inside a replaced reveal (reveal another) is not modelled")
        if len(drawn) < slots:
            engine.emit(StepKind.NOTE, depth, f"The declared reveal cannot be replayed: {why}", ("ahlcg/rr/st-3",))
            engine.report(f"{req.path}: {why}; the tokens were revealed as usual", "ahlcg/rr/st-3", _FAQ)
        else:
            not_modelled(engine, depth, f"{req.path}: {why}; the tokens were revealed as usual", "ahlcg/rr/st-3", _FAQ)
        req.declared.clear()
        return False
    _fill(root, iter(range(slots)))
    check_drawn(engine, drawn, req.path, depth)
    occ = engine.occurrence("reveal-chaos-token", depth, who=req.who, source=req.source, what=_against(req), via=_via(req), tokens=tuple(drawn),
                            text=f"{req.who} reveals {', '.join(drawn)}")
    req.done = True

    def body(_: list[Occurrence]) -> None:
        if req.test is not None:
            req.test.revealed = list(drawn)
        engine.emit(StepKind.STATE, depth, f"{req.who} reveals {slots} chaos tokens from the chaos bag at once "
                    f"({_layout(root, drawn)}): all are revealed simultaneously",
                    ("ahlcg/rr/st-3", "ahlcg/rr/chaos-tokens", _FAQ), card=req.source)
        req.resolved = _choose(engine, req, root, drawn, Counter(req.wanted), depth)
        occ.tokens = tuple(req.resolved)  # FAQ 2.5: what triggers "if a token is revealed" after it sees: the resolved
        if req.test is not None:
            req.test.tokens = list(req.resolved)
        _resolved(engine, req, depth, _ON_ITS_OWN if req.test is None else "")
        if req.test is not None:
            check_revealed(engine, req.test, depth, occ)

    engine.resolve([occ], body, would=False, announce=f"{req.step}{req.who} reveals the declared chaos tokens",
                   rules=("ahlcg/rr/st-3",), card=req.source, kind=StepKind.FRAMEWORK)
    return True


def reveal_token(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``reveal-token`` effect: reveal a random chaos token outside a skill test (its tokens: ``reveals``)."""
    who = ctx.you
    if who is None or who not in engine.state.investigators:
        engine.emit(StepKind.NOTE, ctx.depth, "No investigator to reveal a chaos token", ("ahlcg/rr/chaos-tokens",),
                    card=ctx.bearer)
        return False
    spec = engine.next_reveal_spec(who, ctx.bearer)
    req = Reveal(who, ctx.bearer, ctx.depth, list(spec.tokens) if spec else [], spec.resolve if spec else (),
                 spec.path if spec else "reveals")
    if (eff.amount or 1) > 1:
        return _several(engine, req, eff.amount or 1, ctx)
    if not replace_reveal(engine, req):
        if not req.tokens:
            engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: {who} reveals a chaos token, but the situation's "
                        "`reveals` gives none for it: the engine cannot say which", ("ahlcg/rr/chaos-tokens",),
                        card=ctx.bearer)
            engine.report(f"{ctx.bearer}: no `reveals` entry gives the token {who} reveals", "ahlcg/rr/chaos-tokens")
            return False
        token = req.tokens[0]
        check_drawn(engine, [token], req.path, ctx.depth)
        rest = req.tokens[1:]
        note = _ON_ITS_OWN + (
            f" (the situation's further tokens, {', '.join(rest)}, are not revealed)" if rest else "")
        outer, engine.reveal = engine.reveal, req
        try:
            _finish(engine, req, [token], [token], ctx.depth, f"{who} reveals {token} from the chaos bag ({req.path})",
                    note, would=not req.asked)
        finally:
            engine.reveal = outer
    ctx.revealed = list(req.resolved)
    record(ctx, "token-revealed", len(req.resolved), tuple(req.resolved))
    return bool(req.resolved)


def _several(engine: Engine, req: Reveal, n: int, ctx: Context) -> bool:
    """"Reveal 5 chaos tokens from the chaos bag": ``n`` tokens revealed at once (one reveal, all of them "the revealed
    tokens" for the rest of the effect, FAQ 2.5), recorded for "for each [skull] token revealed" after it. No
    replacement of one token by several is declared for it (the FAQ's answer is about one token revealed)."""
    if len(req.tokens) < n:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: {req.who} reveals {n} chaos tokens, but the situation's "
                    f"`reveals` gives {len(req.tokens)}: the engine cannot say which", ("ahlcg/rr/chaos-tokens",),
                    card=ctx.bearer)
        engine.report(f"{ctx.bearer}: the `reveals` entry gives {len(req.tokens)} of the {n} tokens {req.who} reveals",
                      "ahlcg/rr/chaos-tokens")
        return False
    tokens = req.tokens[:n]
    check_drawn(engine, tokens, req.path, ctx.depth)
    outer, engine.reveal = engine.reveal, req
    try:
        _finish(engine, req, tokens, tokens, ctx.depth, f"{req.who} reveals {n} chaos tokens from the chaos bag at once "
                f"({', '.join(tokens)}; {req.path})", _ON_ITS_OWN, would=True)
    finally:
        engine.reveal = outer
    ctx.revealed = list(req.resolved)
    record(ctx, "token-revealed", len(req.resolved), tuple(req.resolved))
    return bool(req.resolved)


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


def _choose(engine: Engine, req: Reveal, group: Declared, tokens: list[str], wanted: Counter[str],
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

    why = f"{req.path}.resolve" if stated and req.wanted else (
        "the situation does not say which: the engine keeps the first ones")
    engine.emit(StepKind.CHOICE, depth, f"{group.label}: {req.who} chooses {group.keep} of the "
                f"{len(group.members)} to resolve: {'; '.join(name(m) for m in kept)} \u2014 and ignores "
                f"{'; '.join(name(m) for m in ignored) or 'none'} ({why})", (_FAQ,), card=group.label)
    out: list[str] = []
    for m in kept:
        if isinstance(m, Declared):
            out.extend(_choose(engine, req, m, tokens, wanted, depth))
        else:
            out.append(tokens[m])
            wanted[tokens[m]] -= 1
    return out
