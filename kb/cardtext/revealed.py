"""Chaos tokens revealed, as card text names them: the noun phrase of tokens ("a [skull], [cultist], or
[auto_fail] symbol", "a non-[auto_fail] chaos token", "a chaos token") and the clauses built on it —

- a condition of an effect: "If a [skull] or [auto_fail] symbol is revealed (during this attack), X", "If you
  reveal a [skull] … symbol, X", "If it (that token) has a [skull] … symbol, X" → the engine's ``if-revealed``
  (``symbols``, ``effects``), "…, after this test resolves X" / "X after the attack resolves" → ``after-test``;
- a triggering condition: "When you reveal a chaos token", "After a [skull] … symbol is revealed during a skill
  test (you are performing / at your location)" → ``reveal-chaos-token`` with ``token`` (and ``via: skill-test``,
  ``who``).

One reading of the noun phrase for both, from the grammar's tree (:mod:`.grammar` keeps a list of icons in one
noun phrase); a clause of another shape is not this module's (None), a scope the engine cannot hold is refused.
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Chunk, Clause, Refused, read_sentence
from .instruction import Instruction, Phrase, instruction
from .model import NotParsed
from .tokens import Token, tokenize
from .words import TOKENS

#: The head of a phrase naming chaos tokens.
HEADS = frozenset({"symbol", "symbols", "token", "tokens"})
#: Words between the tokens of a list.
SEPARATORS = frozenset({",", "or", "and", "and/or", "/"})
#: "during this attack": the test the condition is about, by the designated action it must be (None: any test).
SCOPES: dict[str, str | None] = {
    "this attack": "fight", "this evasion attempt": "evade", "this evasion": "evade", "this investigation": "investigate",
    "this test": None, "this skill test": None,
}
#: When the effects of a condition wait for the test to end: "after this test resolves", "after the attack resolves".
AFTER_TEST = re.compile(r"^after (?:this|the) (?:skill )?(?:test|attack|evasion attempt|investigation) resolves,?\s+"
                        r"(?P<a>.+)$|^(?P<b>.+?),? after (?:this|the) (?:skill )?(?:test|attack|evasion attempt|"
                        r"investigation) resolves$", re.I)


#: A property of a token's number ("a positive number", "an even number"): the engine's number classes.
NUMBER_CLASSES = {"positive": "positive", "negative": "negative", "even": "even", "odd": "odd"}
#: The head of a phrase naming tokens by their number.
NUMBER_HEADS = frozenset({"number", "numbers"})
#: "any other number": the numbers no earlier result of the same reveal named (:func:`other_numbers`).
OTHER_NUMBER = "other-number"
#: The ways card text cuts the numbers into kinds, each kind an engine selector (or a token): a description of
#: "any other number" is the kinds of one cut no earlier result named.
_NUMBER_CUTS = (("positive", "0", "negative"), ("even", "odd"))


def named_tokens(tokens: list[Token] | tuple[Token, ...]) -> list[str] | None:
    """The engine's names of the tokens a noun phrase names, or None when it names no chaos token: a list of token
    descriptions, each a symbol (or several sharing one head) or a number by its property — "a [skull] or [auto_fail]
    symbol" → skull, auto-fail; "a non-[auto_fail] chaos token" → non-auto-fail; "a chaos token" → any; "a
    [elder_sign] symbol or positive number" → elder-sign, positive; "an odd number or a [skull] … symbol" → odd,
    skull …; "a number" → numeric; "any other number" → :data:`OTHER_NUMBER` (the caller knows which those are)."""
    items: list[list[Token]] = [[]]
    for t in tokens:
        if t.low in SEPARATORS:
            items.append([])
        else:
            items[-1].append(t)
    if not tokens or tokens[-1].low not in HEADS | NUMBER_HEADS:
        return None
    out: list[str] = []
    for k, item in enumerate(items):
        if item and item[0].low in ("a", "an", "any", "one"):
            item = item[1:]
        read = _description(item, alone=len(items) == 1)
        if read is None:
            return None
        out.extend(read)
    return out or None


def _description(words: list[Token], alone: bool) -> list[str] | None:
    """One item of the list: its icons (each "non-" one of them, the head printed or shared with the next item's),
    a number by its property, or — the whole phrase only — any chaos token."""
    if not words:
        return []  # ", or" after a comma: the separators of one list
    if words[-1].low in NUMBER_HEADS:
        kind = " ".join(t.low for t in words[:-1])
        if kind == "other":
            return [OTHER_NUMBER]
        return ["numeric"] if not kind else [NUMBER_CLASSES[kind]] if kind in NUMBER_CLASSES else None
    if words[-1].low in HEADS:
        words = words[:-1]
        if words and words[-1].low == "chaos":
            words = words[:-1]
        if not words:
            return ["any"] if alone else None
    out: list[str] = []
    negated = False
    for t in words:
        if t.kind == "chaos":
            out.append(("non-" if negated else "") + TOKENS[t.low[1:-1]])
            negated = False
        elif t.low == "non-" and not negated:
            negated = True
        else:
            return None
    return out if out and not negated else None


def other_numbers(earlier: list[str]) -> list[str] | None:
    """"any other number", after results of the same reveal that named some numbers ("If you reveal a positive
    number, …. If you reveal any other number, …"): the kinds of numbers none of them named, from the one cut of the
    numbers they named kinds of; None when none named a number, or they named kinds of two cuts or a number itself
    (which are "the others" would be a guess)."""
    numbers = [s for s in earlier if s == "numeric" or s in NUMBER_CLASSES.values() or s.lstrip("+-").isdigit()]
    for cut in _NUMBER_CUTS:
        if numbers and set(numbers) <= set(cut) and set(numbers) != set(cut):
            return [kind for kind in cut if kind not in numbers]
    return None


def _phrase_tokens(phrase: Phrase | None) -> list[str] | None:
    if phrase is None or phrase.where is not None or phrase.engaged is not None:
        return None
    return named_tokens(phrase.tokens)


def condition(sentence: str) -> tuple[list[str], str | None, str] | None:
    """"If a [skull] … symbol is revealed during this attack, X": the tokens asked for, the designated action
    its scope names (None: any test, or the reveal before it) and X as printed; None when the sentence does not
    open with such a condition. A scope the engine cannot hold ("during an attack against …") is refused."""
    if not sentence.lower().startswith("if "):
        return None
    try:
        read = read_sentence(sentence)
    except Refused:
        return None
    first = read.clauses[0] if read.clauses else None
    if first is None or first.connective != ("if",) or len(read.clauses) < 2 or not first.chunks \
            or first.chunks[-1].text != ",":
        return None
    found = _has(first.chunks)
    if found is None:
        try:
            ins = instruction(first.chunks, first.text)
        except NotParsed:
            return None
        found = _asked(ins)
    if found is None:
        return None
    symbols, scope = found
    commas = sum(1 for c in first.chunks for t in c.tokens if t.text == ",")
    rest = sentence.split(",", commas)[-1].strip()
    return symbols, scope, rest


#: What "it has a [skull] symbol" may say of the token just revealed.
_REVEALED = (["it"], ["that", "token"], ["that", "chaos", "token"], ["the", "revealed", "token"],
             ["the", "revealed", "chaos", "token"])


def _has(chunks: tuple[Chunk, ...]) -> tuple[list[str], str | None] | None:
    """"If it has a [skull] symbol", "If the revealed token has a [skull] … or [auto_fail] symbol": the tokens asked
    of the token just revealed (the frame subject – "has" – object; "has" is read as the verb here, not as an
    auxiliary); "If it is an even number", "If it is a [elder_sign] symbol": what the token just revealed is; None
    for any other clause."""
    parts = [c for c in chunks if c.kind not in ("conj", "punct")]
    if [c.kind for c in parts] != ["np", "verb", "np"] or parts[1].text.lower() not in ("has", "have", "is") \
            or [t.low for t in parts[0].tokens] not in _REVEALED:
        return None
    symbols = named_tokens(parts[2].tokens)
    return (symbols, None) if symbols is not None else None


def _asked(ins: Instruction) -> tuple[list[str], str | None] | None:
    """What a clause asks of the tokens revealed, and its scope; None when it is not about revealed tokens."""
    if ins.verb == "reveal" and set(ins.auxiliaries) <= {"is", "are", "was", "were"} and ins.auxiliaries \
            and ins.object is None:
        symbols = _phrase_tokens(ins.subject)  # "a [skull] symbol is revealed"
    elif ins.verb == "reveal" and not ins.auxiliaries and ins.subject is not None and ins.subject.words == ["you"]:
        symbols = _phrase_tokens(ins.object)  # "you reveal a [skull] symbol"
    elif ins.verb == "have" and ins.subject is not None and ins.subject.words in (["it"], ["that", "token"]):
        symbols = _phrase_tokens(ins.object)  # "it has a [skull] symbol": the token just revealed
    else:
        return None
    if symbols is not None and "with" in ins.slots:  # "If you reveal a chaos token with a negative modifier"
        symbols = with_modifier(symbols, ins.slots["with"])
    if symbols is None:
        return None
    if set(ins.slots) - {"during", "with"} or ins.adverbs:
        raise NotParsed(ins.text, "a condition on the revealed chaos tokens the engine cannot hold (when, or "
                        "against what, they were revealed)")
    during = ins.slots.get("during")
    if during is None:
        return symbols, None
    key = " ".join(during.words)
    if key not in SCOPES or during.where is not None:
        raise NotParsed(ins.text, "a condition on the revealed chaos tokens the engine cannot hold (when, or "
                        "against what, they were revealed)")
    return symbols, SCOPES[key]


def cut_after(text: str) -> tuple[str, bool]:
    """X without its "after this test resolves" (and whether it had it)."""
    m = AFTER_TEST.match(text.strip().rstrip("."))
    if m is None:
        return text, False
    return (m.group("a") or m.group("b")), True


def if_revealed(symbols: list[str], effects: list[dict[str, Any]], text: str, after: bool) -> dict[str, Any]:
    """The engine's ``if-revealed`` effect."""
    return {"effect": "if-revealed", "symbols": symbols, "effects": effects, **({"after-test": True} if after else {}),
            "text": text}


def after_reveal(effects: list[dict[str, Any]], effect: dict[str, Any]) -> bool:
    """Whether the effects read so far end with a reveal of chaos tokens and the results of it already read ("Reveal
    a random token. If you reveal X, …. If you reveal Y, …"): ``effect`` is one more of its results (each checked on
    the tokens that reveal resolved), its "any other number" settled by the ones before (:func:`settled`)."""
    k = len(effects)
    while k and effects[k - 1].get("effect") == "if-revealed":
        k -= 1
    if not k or effects[k - 1].get("effect") != "reveal-token":
        return False
    settled(effect, effects[k:])
    return True


def settled(effect: dict[str, Any], earlier: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``if-revealed`` ``effect`` with its "any other number" made the numbers the ``earlier`` results of the same
    reveal did not name (:func:`other_numbers`); refused when they do not tell which those are."""
    if OTHER_NUMBER not in effect["symbols"]:
        return effect
    others = other_numbers([s for e in earlier for s in e.get("symbols", ())])
    if others is None:
        raise NotParsed(effect.get("text", ""), "\u201cany other number\u201d with no earlier result of the same "
                        "reveal naming kinds of numbers of one cut (positive / 0 / negative, even / odd)")
    effect["symbols"] = [x for s in effect["symbols"] for x in (others if s == OTHER_NUMBER else [s])]
    return effect


#: "during a skill test", "during a test you are performing", "during a skill test at your location": the reveal
#: is a skill test's (``via: skill-test``) and, for the last two, whose test it is.
_TEST_SCOPES: dict[str, str | None] = {
    "a skill test": None, "a test": None, "a skill test you are performing": "you", "a test you are performing": "you",
    "a skill test at your location": "investigator-at-your-location",
}


def trigger(clause: Clause) -> dict[str, Any] | None:
    """A triggering condition on a chaos token revealed: "you reveal a [skull] token", "a [skull] … symbol is
    revealed during a skill test (you are performing)"; None when the clause is not one."""
    chunks = list(clause.chunks)
    whose: str | None = None
    # "during a test you are performing": a relative clause the grammar reads as its own subject and verb
    if len(chunks) >= 2 and chunks[-1].kind == "verb" and chunks[-1].text.lower() == "are performing" \
            and chunks[-2].kind == "np" and chunks[-2].text.lower() == "you" and len(chunks) >= 3 \
            and chunks[-3].kind == "pp":
        performing = True
        chunks = chunks[:-2]
    else:
        performing = False
    try:
        ins = instruction(tuple(chunks), clause.text)
        found = _trigger_tokens(ins)
    except NotParsed:
        return None
    if found is None:
        return None
    symbols, who = found
    out: dict[str, Any] = {"event": "reveal-chaos-token"}
    during = ins.slots.get("during")
    if during is not None:
        key = " ".join(during.words) + (" at " + during.where.lower() if during.where else "") \
            + (" you are performing" if performing else "")
        if key not in _TEST_SCOPES or (who is not None and _TEST_SCOPES[key] is not None):
            return None
        out["via"] = "skill-test"
        who = who or _TEST_SCOPES[key]
    elif performing:
        return None
    if who is not None:
        out["who"] = who
    if symbols != ["any"]:
        out["token"] = symbols[0] if len(symbols) == 1 else symbols
    return out


#: "a chaos token with a negative modifier": the tokens by the sign of their modifier (a symbol's too, as its scenario
#: reference line counts it; the engine's ``negative-modifier`` / ``positive-modifier``).
MODIFIER_SIGNS = {"negative": "negative-modifier", "positive": "positive-modifier"}


def with_modifier(symbols: list[str] | None, with_: Phrase | None) -> list[str] | None:
    """The tokens a description names with its "with a <sign> modifier" (the phrase after "with", ``with_``): any chaos
    token so → that sign's tokens; None when there is no such phrase, or it qualifies tokens already named (a [skull]
    with a negative modifier: both at once, which the engine's list of tokens — any of them — cannot say)."""
    if with_ is None or with_.where is not None or len(with_.words) != 3 or with_.words[0] not in ("a", "an") \
            or with_.words[2] != "modifier" or with_.words[1] not in MODIFIER_SIGNS or symbols != ["any"]:
        return None
    return [MODIFIER_SIGNS[with_.words[1]]]


def _trigger_tokens(ins: Instruction) -> tuple[list[str], str | None] | None:
    if set(ins.slots) - {"during", "with"} or ins.adverbs:
        return None
    if ins.verb != "reveal":
        return None
    if ins.auxiliaries and set(ins.auxiliaries) <= {"is", "are"} and ins.object is None:
        symbols, who = _phrase_tokens(ins.subject), None
    elif not ins.auxiliaries and ins.subject is not None and ins.subject.words == ["you"]:
        symbols, who = _phrase_tokens(ins.object), "you"
    else:
        return None
    if "with" in ins.slots:
        symbols = with_modifier(symbols, ins.slots["with"])
    return (symbols, who) if symbols is not None else None


# -- revealing tokens --------------------------------------------------------------------------------
#: "from the chaos bag": where a revealed token comes from anyway.
_BAG = (["the", "chaos", "bag"],)


def reveal(ins: Instruction, ctx: Any) -> list[dict[str, Any]]:
    """"Reveal a random (chaos) token (from the chaos bag)" → ``reveal-token``; "Reveal 5 chaos tokens" → its
    ``amount``; in a 'would' ability on a reveal,
    "Reveal 2 chaos tokens instead of 1" → ``reveal-instead`` (how many are resolved: the sentence after it,
    :func:`resolve_count`)."""
    bag = ins.slots.get("from")
    instead = ins.slots.get("instead")
    if ins.object is None or ins.subject is not None or set(ins.slots) - {"from", "instead"} \
            or (bag is not None and bag.words not in _BAG):
        raise ins.refuse()
    words = [w for w in ins.object.words if w != "chaos"]
    if words in (["a", "random", "token"], ["a", "token"]) and instead is None:
        return [{"effect": "reveal-token"}]
    if words in (["a", "new", "token"], ["another", "token"], ["another", "one"]) and instead is None \
            and _in_reveal(ctx):  # in place of one just canceled or ignored
        return [{"effect": "reveal-token"}]
    if instead is None and len(words) == 2 and words[0].isdigit() and int(words[0]) > 1 and words[1] == "tokens":
        return [{"effect": "reveal-token", "amount": int(words[0])}]  # several at once ("Reveal 5 chaos tokens")
    if instead is not None and instead.words == ["of", "1"] and len(words) == 2 and words[0].isdigit() \
            and words[1] == "tokens" and int(words[0]) > 1:
        if ctx.timing != "would" or ctx.event != "reveal-chaos-token":
            raise NotParsed(ins.text, "revealing several tokens instead of 1 replaces a reveal: it needs a 'When you "
                            "would reveal a chaos token' trigger")
        return [{"effect": "reveal-instead", "amount": int(words[0])}]
    raise ins.refuse()


#: The revealed token "cancel" may name, in the 'when' window of a reveal.
_CANCELED = (["that", "chaos", "token"], ["that", "token"], ["the", "revealed", "chaos", "token"])


def _in_reveal(ctx: Any) -> bool:
    """Whether the ability resolves in the 'when' window of a chaos token's reveal ("When you reveal a chaos token")."""
    return ctx.timing == "when" and ctx.event == "reveal-chaos-token"


def cancels_token(ins: Instruction, ctx: Any) -> bool:
    """"Cancel that chaos token" in the 'when' window of its reveal: the reveal canceled (the engine's ``cancel``: the
    token is not resolved and returns to the bag; "Reveal a new chaos token" after it is the test's new token)."""
    return ins.object is not None and not ins.slots and ins.object.words in _CANCELED and _in_reveal(ctx)


#: "Choose 1 of those tokens to resolve, and ignore the other(s)", "Choose one to resolve and ignore the rest".
RESOLVE = re.compile(r"choose (?P<n>\d+|one|two) (?:of (?:those|the revealed|these) (?:chaos )?tokens )?to resolve"
                     r"(?:,? and ignore the (?:other|others|rest))?", re.I)


def resolve_count(sentence: str) -> int | None:
    """How many of the tokens revealed instead of 1 are resolved, when the sentence says it (None otherwise)."""
    m = RESOLVE.fullmatch(sentence.strip().rstrip("."))
    if m is None:
        return None
    n = m.group("n").lower()
    return {"one": 1, "two": 2}.get(n) or int(n)


#: "… token(s) revealed (by this effect)": the tokens an earlier instruction revealed, as a count's noun phrase.
_REVEALED_COUNT = re.compile(r"(?P<np>.+?\b(?:tokens?|symbols?))\s+(?:that (?:were|was|are|is) )?revealed"
                             r"(?: by this effect| in this way)?", re.I)


def revealed_count(phrase: str) -> str | None:
    """"[skull] and [auto_fail] token revealed" → ``token-revealed-by-this-effect:skull|auto-fail`` (the engine's
    result count of the tokens an earlier instruction revealed, only those named); "chaos token revealed" → every one;
    None when the phrase names no revealed tokens, or tokens the count cannot name ("non-[auto_fail]")."""
    m = _REVEALED_COUNT.fullmatch(phrase.strip())
    if m is None:
        return None
    symbols = named_tokens(tokenize("a " + m.group("np")))
    if symbols is None or any(s.startswith("non-") for s in symbols):
        return None
    return "token-revealed-by-this-effect" + ("" if symbols == ["any"] else ":" + "|".join(dict.fromkeys(symbols)))
