"""Repairs inside a run of text: small-caps damage, TAB-marked bold runs, lost die-face glyphs,
title case for headings, and the task symbol a definition paragraph defines."""

from __future__ import annotations

import re

from kb.parse.clean import normalize_spaces

#: Tokens for Elder Sign's dice faces and task symbols (kb.parse.clean.ICON_TOKENS is AHLCG's).
ES_ICON_TOKENS = ("investigation", "peril", "terror", "lore", "split", "clock", "sanity", "stamina")
ES_ICON_TOKEN_PATTERN = re.compile(r"\[(" + "|".join(ES_ICON_TOKENS) + r")\]")

_WORD = re.compile(r"[A-Za-z][A-Za-z’']*")
_SENTENCE_END = re.compile(r"[.!?][\"”’)]?\s*$")
SMALL_WORDS = {
    "a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with", "&",
}


def is_small_caps_damage(word: str) -> bool:
    """A word the small-caps font mangled: a capital after a small letter ("CloCk", "taSk") or a
    doubled capital before small letters ("PRinting"). The rulebook has no real word like that."""
    return bool(re.search(r"[a-z][A-Z]", word) or re.match(r"[A-Z]{2,}[a-z]", word))


def has_small_caps_damage(text: str) -> bool:
    return any(is_small_caps_damage(word) for word in _WORD.findall(text))


def repair_case(text: str) -> str:
    """Damaged inline terms back to lower case, capitalised where they start a sentence."""

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        if not is_small_caps_damage(word):
            return word
        word = word.lower()
        before = text[: match.start()].rstrip()
        if not before or _SENTENCE_END.search(before):
            word = word[0].upper() + word[1:]
        return word

    return _WORD.sub(fix, text)


def title_case(text: str) -> str:
    """A heading in title case: small-caps damage is undone and every word but the short ones
    capitalised, which is how the rulebook's undamaged headings are set."""
    words = normalize_spaces(text.replace("\t", " ")).split(" ")
    out = []
    for index, word in enumerate(words):
        lower = word.lower()
        if index and lower.strip(",") in SMALL_WORDS:
            out.append(lower)
        else:
            out.append(re.sub(r"[a-z]", lambda m: m.group(0).upper(), lower, count=1))
    return " ".join(out)


_BOLD_RUN = re.compile(r"\S+(?:\t+\S+)+")


def _bold(match: re.Match[str]) -> str:
    run = match.group(0).replace("\t", " ")
    lead = re.match(r"[(“\"]*", run).group(0)
    trail = re.search(r"[,.;:!?)”\"]*$", run).group(0)
    core = run[len(lead) : len(run) - len(trail)]
    return f"{lead}**{core}**{trail}" if core else run


def restore_face_tokens(text: str) -> str:
    """An emptied glyph after the name of a die face: "terror ( ) result" → "terror ([terror]) result"."""
    return re.sub(r"\b(investigation|peril|terror|lore)\s*\(\s*\)", r"\1 ([\1])", text)


def render_inline(text: str) -> str:
    """Repair one run of text: small caps, bold TAB runs, spacing, lost die-face glyphs."""
    text = repair_case(text)
    text = _BOLD_RUN.sub(_bold, text)
    return restore_face_tokens(normalize_spaces(text.replace("\t", " ")))


_SYMBOL_DEFINITIONS = (
    (re.compile(r"A number of investigation die results\b"), "investigation"),
    (re.compile(r"A peril die result\."), "peril"),
    (re.compile(r"A terror die result\."), "terror"),
    (re.compile(r"A lore die result\."), "lore"),
    (re.compile(r"A split die result\."), "split"),
    (re.compile(r"After all die result requirements .* must advance the clock\b"), "clock"),
    (re.compile(r"After all die result requirements .* loses sanity\b"), "sanity"),
    (re.compile(r"After all die result requirements .* loses stamina\b"), "stamina"),
)


def symbol_token(text: str) -> str | None:
    """The task symbol a definition paragraph defines; its glyph was lost, its name is certain."""
    flat = normalize_spaces(text)
    for pattern, token in _SYMBOL_DEFINITIONS:
        if pattern.match(flat):
            return token
    return None
