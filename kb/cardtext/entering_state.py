"""The state a card's own text has it enter play in: "Emergent Monstrosity enters play exhausted", "… enters play with
2 doom on it" → the card's ``enters-play`` (Enters Play: "If an ability (either on the card itself or from another
card) causes a card to enter play in a state different from that specified by the rules, there is no transition to
that state. It merely enters play in that state.").

A verb frame: the card itself (``@self``) the subject of "enter", "play" its object, and the state after it — a state
word ("exhausted", on an asset or enemy: the cards that exhaust) or "with N <tokens> on it / him / her / them" (N a
fixed number; clues, doom, resources, damage, horror; or X, "where X is" a count of the state). Any other state or
complement ("ready") returns None, so the sentence stays the gap it was.
"""

from __future__ import annotations

import re
from typing import Any

from .counts import count_of
from .grammar import one_clause
from .model import NotParsed
from .words import NUMBER, SELF, number

#: "… enters play with X clues on it, where X is …": the state with X, and the count X is.
_WHERE_X = re.compile(r"(?P<state>.+ with X \w+ on (?:it|him|her|them)),? where X is (?P<count>.+)")

#: The cards whose own text may have them enter play in a state (the engine's ``enters-play``).
TYPES = ("asset", "enemy")
#: A state word after "enters play" → the field of ``enters-play``.
STATES = {"exhausted": "exhausted"}
#: A token noun (either number) → the field of ``enters-play`` that counts it.
TOKENS = {"clue": "clues", "clues": "clues", "doom": "doom", "resource": "resources", "resources": "resources",
          "damage": "damage", "horror": "horror"}
PRONOUNS = ("it", "him", "her", "them")


def _state(rest: list[list[str]]) -> dict[str, Any] | None:
    """The state printed after "enters play": a state word, or "with N <tokens> on it"."""
    if len(rest) == 1 and " ".join(rest[0]) in STATES:
        return {STATES[" ".join(rest[0])]: True}
    if len(rest) == 2 and rest[0][:1] == ["with"] and len(rest[0]) == 3 and rest[1][:1] == ["on"] \
            and rest[1][1:] in ([p] for p in PRONOUNS) and re.fullmatch(NUMBER, rest[0][1]) \
            and rest[0][1] not in ("x", "X") and rest[0][2] in TOKENS:
        return {TOKENS[rest[0][2]]: number(rest[0][1])}
    return None


def entering_state(text: str, card_type: str | None) -> dict[str, Any] | None:
    """The card's fields of "@self enters play <state>"; None for any other sentence. "with X <tokens> on it, where X
    is <a count>" is its tokens once for each of the count (``count``: "the number of characters who "survived the
    Dunwich Legacy" in your Campaign Log"); a count the engine has no word for leaves the sentence a gap."""
    m = _WHERE_X.fullmatch(text.strip().rstrip("."))
    if m is not None:
        found = entering_state(m.group("state").replace(" X ", " 1 "), card_type)
        try:
            counted = count_of(m.group("count"), False)
        except NotParsed:
            return None
        return None if found is None else {"enters-play": {**found["enters-play"], "count": counted}}
    sentence = one_clause(text)
    if sentence is None or sentence.reminders or card_type not in TYPES:
        return None
    words = [[t.low for t in c.tokens] for c in sentence.clauses[0].chunks if c.kind != "punct"]
    if len(words) < 4 or words[0] != [SELF] or words[1] not in (["enters"], ["enter"]) or words[2] != ["play"]:
        return None
    state = _state(words[3:])
    return None if state is None else {"enters-play": state}


#: A use's noun after "additional" → the use type it is (Uses (X Type)); "use" / "uses" is any type.
USE_NOUNS = {"charge": "charges", "charges": "charges", "ammo": "ammo", "supply": "supplies", "supplies": "supplies",
             "secret": "secrets", "secrets": "secrets", "offering": "offerings", "offerings": "offerings",
             "evidence": "evidence", "use": "", "uses": ""}


def _whose_assets(tokens: list[Any]) -> list[str] | None:
    """"Your (Spell) assets", "Each (Item) asset you control" → the qualifiers of your assets (their traits); None for
    any other subject."""
    words = [t.low for t in tokens]
    if words[:1] == ["your"]:
        middle, ok = tokens[1:-1], words[-1] in ("asset", "assets")
    elif words[:1] == ["each"] and words[-2:] == ["you", "control"]:
        middle, ok = tokens[1:-3], words[-3:-2] == ["asset"]
    else:
        return None
    if not ok or not all(t.text[:1].isupper() for t in middle):
        return None
    return [t.low.replace(" ", "_") for t in middle]


def entering_constant(text: str) -> list[dict[str, Any]] | None:
    """"Your assets with \u201cuses (charges)\u201d enter play with 1 additional charge on them": a constant that gives the
    assets you control, as their Uses keyword places their uses, N more (``amount-modifier`` to ``enters-play``; only
    a card whose Uses keyword establishes that type can bear them, so the type is a qualifier of the cards named);
    None for any other sentence."""
    sentence = one_clause(text)
    if sentence is None:
        return None
    chunks = [c for c in sentence.clauses[0].chunks if c.kind != "punct"]
    quoted = [t.low for t in chunks[1].tokens] if len(chunks) == 6 else []  # "with" + "uses (charges)": one word
    with_uses = len(quoted) == 2 and quoted[0] == "with" and quoted[1].startswith("uses (") and not sentence.reminders
    if with_uses:
        chunks = chunks[:1] + chunks[2:]
    elif sentence.reminders or len(chunks) != 5:
        return None
    words = [[t.low for t in c.tokens] for c in chunks]
    quals = _whose_assets(list(chunks[0].tokens)) if chunks[0].kind == "np" else None
    if quals is None or words[1] not in (["enter"], ["enters"]) or words[2] != ["play"] \
            or words[4] not in (["on", "them"], ["on", "it"]) or len(words[3]) != 4 or words[3][0] != "with" \
            or words[3][2] != "additional" or not re.fullmatch(NUMBER, words[3][1]) or words[3][3] not in USE_NOUNS:
        return None
    kind = USE_NOUNS[words[3][3]]
    printed = quoted[1][len("uses ("):-1] if with_uses else ""
    if printed and kind and USE_NOUNS.get(printed) != kind:
        return None
    kind = kind or USE_NOUNS.get(printed, "")
    what = "-".join(([f"uses_{kind}"] if kind else []) + quals + ["asset"])
    return [{"applies-to": {"event": "enters-play", "who": "you", "what": what}, "amount-modifier": number(words[3][1])}]
