"""Normalise a card's text: ArkhamDB markup, icon fonts, dashes and quotes → one plain form.

Every later module reads only this form, so a text copied from ArkhamDB (``<b>Forced</b> -``,
``[[Trait]]``, ``[fast]``), from the printed card (``Forced –``) or from the Markdown rules copy
(the icon font's private-use code points) parses the same. The plain form:

- icons as bracketed tokens: ``[action]``, ``[reaction]``, ``[free]``, ``[willpower]``, ``[skull]``…
  (ArkhamDB's ``[fast]`` is the free-triggered icon, so it becomes ``[free]``);
- ``Forced –``, ``Revelation –`` with an en dash; a minus sign before a digit as ``-``;
- straight quotes and apostrophes; no HTML tags; one ability a line, hard wraps joined.

A card's text may come from anyone (``kb ability -``, a situation's ``text:``, an imported
catalogue), so reading it takes time linear in its length by construction: no pattern here can
backtrack over the text (an italic span is found by pairing ``<i>``/``</i>`` tokens, a tag's
attributes stop at the next ``<``, a paragraph is joined once from its lines), and the text is
bounded: at most ``MAX_TEXT`` characters (refused with ``ValueError``), and a paragraph longer than
``MAX_PARAGRAPH`` is quoted as unread rather than read (the grammar reads one paragraph at a
time, so its cost per paragraph is bounded whatever its patterns do). The longest text of the 926
cards in the development set is 995 characters, its longest paragraph 895.
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

#: The longest card text read, in characters (``ValueError`` beyond).
MAX_TEXT = 20_000
#: The longest paragraph (one ability) read, in characters; a longer one is quoted as unread.
MAX_PARAGRAPH = 2_000

#: An HTML tag; its attributes stop at the next ``<`` so that a failed match never rescans the text.
_TAG = re.compile(r"</?(?:b|strong|em|u|cite|span|center|br|p|sup|sub)\b[^<>]*>", re.I)
_ITALIC_MARK = re.compile(r"</?i>", re.I)
_TRAIT = re.compile(r"\[\[([^\[\]]+)\]\]")
#: A marked trait printed run on into the next word, with no space between.
_TRAIT_RUN_ON = re.compile(r"\]\](?=\w)")
_ICON = re.compile(r"\[([a-z_\-]+)\]")
_TITLED_DASH = re.compile(r"\b(" + "|".join(TITLED) + r")\s*(?:[-\u2013\u2014\u2012]|&ndash;|&mdash;)\s*")
_MINUS = re.compile(r"[\u2013\u2014\u2212\u2012](?=\d|X\b)")
#: The characters that end an ability's line: the next line is a new paragraph, not a hard wrap.
_ENDS = frozenset(".!?)]")


def _icon(match: re.Match[str]) -> str:
    name = match.group(1).lower()
    return f"[{ICON_ALIASES.get(name, name)}]"


def _drop_italics(text: str) -> str:
    """The text without the marks of its italic spans: italics inside a line keep their words (a
    trait, a reminder); a whole italic line is flavour (``_is_flavour``).

    A span is an ``<i>`` and the first ``</i>`` after it (what ``<i>(.*?)</i>`` would match), found by
    one pass over the marks, so an ``<i>`` never closed costs nothing more than its own length.
    """
    kept: list[str] = []
    at = 0
    opened: re.Match[str] | None = None
    for mark in _ITALIC_MARK.finditer(text):
        closing = mark.group(0)[1] == "/"
        if opened is None and not closing:
            opened = mark
        elif opened is not None and closing:
            kept += [text[at:opened.start()], text[opened.end():mark.start()]]
            at = mark.end()
            opened = None
    kept.append(text[at:])
    return "".join(kept)


#: An option of a list opening with a sentence in italics: the narrative of that choice, flavour ("- <i>You cannot
#: bring yourself to do what must be done.</i> Flip this card back over.").
_OPTION_NARRATIVE = re.compile(r"^(\s*[-\u2013\u2014]\s+)<i>[^<]*[.!?][\"\u201d]?\s*</i>\s*", re.I)


def normalize_line(text: str) -> str:
    """One line in the plain form (tags, icons, dashes, quotes, spaces); an option's narrative left out."""
    for char, name in PRIVATE_USE_ICONS.items():
        text = text.replace(char, f"[{name}]")
    text = _OPTION_NARRATIVE.sub(r"\1", text)
    text = _TRAIT_RUN_ON.sub("]] ", text)  # "[[Arkham Asylum]]locations": the trait and the next word are two words
    text = _TRAIT.sub(r"\1", text)
    text = _drop_italics(text)
    text = _TAG.sub("", text)
    text = text.replace("&nbsp;", " ").replace("&amp;", "&").replace("\u00a0", " ").replace("\u2011", "-")
    text = _ICON.sub(_icon, text)
    text = _TITLED_DASH.sub(lambda m: f"{m.group(1)} \u2013 ", text)
    text = _MINUS.sub("-", text)
    text = text.replace("\u2212", "-")
    text = plain_punctuation(text)
    text = re.sub(r"\s+", " ", text).strip()
    return text


#: Printed punctuation → the plain form's: curly quotes and apostrophes straight, an ellipsis as three full stops.
_PUNCTUATION = (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2026", "..."))


def plain_punctuation(text: str) -> str:
    """``text`` with its quotes, apostrophes and ellipses in the plain form: a card's name is compared with its
    text in that form (:func:`.words.own_name`), since a name may print "Jazz" in curly quotes where the text's
    quotes are straight, or "I've had worse…" with one ellipsis character where the text has three stops."""
    for a, b in _PUNCTUATION:
        text = text.replace(a, b)
    return text


def marked_traits(text: str) -> frozenset[str]:
    """The words ArkhamDB's markup marks as traits in ``text`` ("[[Monster]]", "[[Sentinel Hill]]"), as the plain
    form prints them: the markup is dropped from the plain form (every phrase table reads it), so the tokenizer
    learns from this set which capitalised words are traits (:func:`.tokens.marked`)."""
    return frozenset(re.sub(r"\s+", " ", m.group(1)).strip().replace("\u2019", "'") for m in _TRAIT.finditer(text))


def _is_flavour(line: str) -> bool:
    """A line wholly in italics is flavour text (ArkhamDB keeps some in ``text``)."""
    stripped = line.strip()
    return len(stripped) >= 7 and stripped[:3].lower() == "<i>" and stripped[-4:].lower() == "</i>"


#: Where a new ability starts inside a line: after a sentence's end, an icon or a bold title.
_STARTER = re.compile(r"(?<=[.)])\s+(?=(?:\[action\]|\[reaction\]|\[free\]|Forced \u2013|Revelation \u2013"
                      r"|Objective \u2013)\s*)")


#: A line break printed as markup ("Hastur gets +2 fight.<br/>Hastur cannot …"): a new line, as a newline is.
_BREAK = re.compile(r"<br\s*/?>", re.I)

#: A line opening with a dash and a space: an item of a list ("When this agenda advances:" then "- If …").
LIST_ITEM = re.compile(r"^[-\u2013\u2014]\s")


def _in_list(paragraph: str) -> bool:
    """Whether ``paragraph`` opened a list its next item continues: a colon before its last item or at its end, a
    sentence naming "the following" ("If investigators have performed 4 of the following, you must advance."), or
    "Check Campaign Log." (its items the conditions checked): the items are what it names, so they are read with it,
    not as abilities of their own."""
    return bool(re.search(r":\s+[-\u2013\u2014]\s|:$|\b(?i:of the following)\b", paragraph)) or _CHECK_LOG.search(paragraph) is not None


#: "Check Campaign Log." (Lost Soul, Madness Dies): the items after it are what the log is checked for.
_CHECK_LOG = re.compile(r"\b(?i:check) (?:(?:the|your) )?Campaign Log\.(?:\s+[-\u2013\u2014]\s.*)?$")


def _closes_quote(pending: list[str]) -> bool:
    """Does the paragraph being joined end a sentence inside a quotation that closes there (``…Mulligan."``, ``…
    anyway?"``)? Its quotation marks are then balanced: the line's last mark closes rather than opens a quote, so the
    next line is a new ability, not a wrapped one (a granted ability's quote over several lines is joined again
    by :func:`.granting.quoted_runs`)."""
    last = pending[-1]
    return len(last) > 1 and last[-1] == '"' and last[-2] in _ENDS and sum(p.count('"') for p in pending) % 2 == 0


def paragraphs(text: str) -> list[str]:
    """The text's abilities in the plain form, one a paragraph.

    A line that does not end a sentence (the rules documents wrap their quotations) joins the
    next one; a line wholly in italics (flavour) is left out; an icon or ``Forced –`` after a
    sentence's end starts a new paragraph even inside one line (a quotation run together).
    """
    if len(text) > MAX_TEXT:
        raise ValueError(f"the card text has {len(text)} characters, more than the {MAX_TEXT} a card's text may have")
    out: list[str] = []
    pending: list[str] = []  # the lines of the paragraph being joined, joined once when it ends
    for raw in _BREAK.sub("\n", text.replace("\r\n", "\n").replace("\r", "\n")).split("\n"):  # <br/>: a line break
        if _is_flavour(raw):
            continue
        line = normalize_line(raw)
        if line and LIST_ITEM.match(line) and not pending and out and _in_list(out[-1]):
            pending = [out.pop()]  # an item of a list the ability before it opened ("…: - If …, … - If …, …")
        if line:
            pending.append(line)
        if pending and (not line or line[-1] in _ENDS or _closes_quote(pending)):
            out.append(" ".join(pending))
            pending = []
    if pending:
        out.append(" ".join(pending))
    split: list[str] = []
    for para in out:
        split.extend(p.strip() for p in _STARTER.split(para) if p.strip())
    return split
