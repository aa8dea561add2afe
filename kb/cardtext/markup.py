"""Normalise a card's text: ArkhamDB markup, icon fonts, dashes and quotes → one plain form.

Every later module reads only this form, so a text copied from ArkhamDB (``<b>Forced</b> -``,
``[[Trait]]``, ``[fast]``), from the printed card (``Forced –``) or from the Markdown rules copy
(the icon font's private-use code points) parses the same. The plain form:

- icons as bracketed tokens: ``[action]``, ``[reaction]``, ``[free]``, ``[willpower]``, ``[skull]``…
  (ArkhamDB's ``[fast]`` is the free-triggered icon, so it becomes ``[free]``);
- ``Forced –``, ``Revelation –`` with an en dash; a minus sign before a digit as ``-``;
- straight quotes and apostrophes; no HTML tags; one ability a line, hard wraps joined.
"""

from __future__ import annotations

import re

#: The icon font's private-use code points (as the rules' Markdown copy keeps them).
PRIVATE_USE_ICONS: dict[str, str] = {
    "\uf259": "action", "\uf25a": "free", "\uf26d": "reaction", "\uf263": "per_investigator",
    "\uf25b": "skull", "\uf25c": "cultist", "\uf25e": "tablet", "\uf260": "elder_thing",
    "\uf25d": "auto_fail", "\uf25f": "elder_sign",
}

#: ArkhamDB icon tokens spelled differently from ours.
ICON_ALIASES: dict[str, str] = {"fast": "free", "lightning": "free", "elder-sign": "elder_sign",
                                "elder-thing": "elder_thing", "auto-fail": "auto_fail",
                                "autofail": "auto_fail", "eldersign": "elder_sign"}

#: Words that open a titled instruction ("Forced – …"): the dash after them is normalised.
TITLED = ("Forced", "Revelation", "Objective", "Spawn", "Prey", "Shuffle", "Setup", "Haunted",
          "Patrol", "Errata")

_TAG = re.compile(r"</?(?:b|strong|em|u|cite|span|center|br|p|sup|sub)\b[^>]*>", re.I)
_ITALIC = re.compile(r"<i>(.*?)</i>", re.I | re.S)
_TRAIT = re.compile(r"\[\[([^\[\]]+)\]\]")
_ICON = re.compile(r"\[([a-z_\-]+)\]")
_TITLED_DASH = re.compile(r"\b(" + "|".join(TITLED) + r")\s*(?:[-\u2013\u2014\u2012]|&ndash;|&mdash;)\s*")
_MINUS = re.compile(r"[\u2013\u2014\u2212\u2012](?=\d|X\b)")
#: A line that ends an ability: the next line is a new paragraph, not a hard wrap.
_ENDS = re.compile(r"[.!?)\]]$")


def _icon(match: re.Match[str]) -> str:
    name = match.group(1).lower()
    return f"[{ICON_ALIASES.get(name, name)}]"


def _italic(match: re.Match[str]) -> str:
    """Italics inside a line keep their words (a trait, a reminder); a whole italic line is flavour."""
    return match.group(1)


def normalize_line(text: str) -> str:
    """One line in the plain form (tags, icons, dashes, quotes, spaces)."""
    for char, name in PRIVATE_USE_ICONS.items():
        text = text.replace(char, f"[{name}]")
    text = _TRAIT.sub(r"\1", text)
    text = _ITALIC.sub(_italic, text)
    text = _TAG.sub("", text)
    text = text.replace("&nbsp;", " ").replace("&amp;", "&").replace("\u00a0", " ").replace("\u2011", "-")
    text = _ICON.sub(_icon, text)
    text = _TITLED_DASH.sub(lambda m: f"{m.group(1)} \u2013 ", text)
    text = _MINUS.sub("-", text)
    text = text.replace("\u2212", "-")
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2026", "...")):
        text = text.replace(a, b)
    text = re.sub(r"\s+", " ", text).strip()
    return text


def _is_flavour(line: str) -> bool:
    """A line wholly in italics is flavour text (ArkhamDB keeps some in ``text``)."""
    stripped = line.strip()
    return bool(stripped) and bool(re.fullmatch(r"(?:<i>.*?</i>\s*)+", stripped, re.I | re.S))


#: Where a new ability starts inside a line: after a sentence's end, an icon or a bold title.
_STARTER = re.compile(r"(?<=[.)])\s+(?=(?:\[action\]|\[reaction\]|\[free\]|Forced \u2013|Revelation \u2013"
                      r"|Objective \u2013)\s*)")


def paragraphs(text: str) -> list[str]:
    """The text's abilities in the plain form, one a paragraph.

    A line that does not end a sentence (the rules documents wrap their quotations) joins the
    next one; a line wholly in italics (flavour) is left out; an icon or ``Forced –`` after a
    sentence's end starts a new paragraph even inside one line (a quotation run together).
    """
    lines = [ln for ln in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    out: list[str] = []
    pending = ""
    for raw in lines:
        if _is_flavour(raw):
            continue
        line = normalize_line(raw)
        if not line:
            if pending:
                out.append(pending)
                pending = ""
            continue
        pending = f"{pending} {line}".strip() if pending else line
        if _ENDS.search(pending):
            out.append(pending)
            pending = ""
    if pending:
        out.append(pending)
    split: list[str] = []
    for para in out:
        split.extend(p.strip() for p in _STARTER.split(para) if p.strip())
    return split
