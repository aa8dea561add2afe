"""Entry text (Markdown with icon tokens) to safe HTML.

The source text is treated as untrusted: raw HTML in it is shown as text (python-markdown's
HTML block and inline HTML processors are removed, so ``<script>`` comes out as
``&lt;script&gt;``), link and image URLs other than relative, http(s) and mailto are dropped,
and images are not loaded. Icon tokens (``[free]``) become a symbol with a text label; the
quoted text of each cross-reference ("“Costs” on page 7") becomes a link to its target entry;
the first mention of each glossary term becomes a link to its entry carrying the entry's first
sentence for a tooltip (``data-tip``; ``static/tooltip.js`` shows it). All three are swapped for
placeholders before Markdown runs and filled in after, so Markdown never sees them and cannot
mangle them. Spans of the text can be marked (the words an erratum changed): a pair of other
non-characters around them, turned into ``<ins>``/``<del>`` after Markdown.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from typing import TYPE_CHECKING
import xml.etree.ElementTree as etree
from collections.abc import Callable, Iterable
from urllib.parse import urlsplit

import markdown
from markdown.treeprocessors import Treeprocessor
from markupsafe import Markup, escape

if TYPE_CHECKING:
    from kb.browse import TermMatch

#: icon token → (text label, symbol). The symbol is decoration; the label is what is read.
ICONS: dict[str, tuple[str, str]] = {
    "action": ("Action", "➤"),
    "reaction": ("Reaction", "↺"),
    "free": ("Free", "ϟ"),
    "willpower": ("Willpower", "✺"),
    "intellect": ("Intellect", "✎"),
    "combat": ("Combat", "✊"),
    "agility": ("Agility", "➶"),
    "wild": ("Wild", "?"),
    "skull": ("Skull", "☠"),
    "cultist": ("Cultist", "♆"),
    "tablet": ("Tablet", "▤"),
    "elder_thing": ("Elder Thing", "✵"),
    "auto_fail": ("Auto-fail", "⊗"),
    "elder_sign": ("Elder Sign", "✪"),
    "per_investigator": ("Per investigator", "ⓘ"),
    "unique": ("Unique", "★"),
    "guardian": ("Guardian", "⛨"),
    "seeker": ("Seeker", "⌕"),
    "rogue": ("Rogue", "♠"),
    "mystic": ("Mystic", "☽"),
    "survivor": ("Survivor", "⚘"),
    # Elder Sign's dice faces and task symbols
    "investigation": ("Investigation", "◎"),
    "peril": ("Peril", "⚠"),
    "terror": ("Terror", "☣"),
    "lore": ("Lore", "❡"),
    "split": ("Split", "⁄"),
    "clock": ("Clock", "◷"),
    "sanity": ("Sanity", "◐"),
    "stamina": ("Stamina", "♥"),
}
try:  # the parsers' vocabulary of tokens: any token they add shows at least as a labelled symbol
    from kb.parse.clean import ICON_TOKENS as _PARSER_TOKENS
except ImportError:  # pragma: no cover
    _PARSER_TOKENS = ()
for _token in _PARSER_TOKENS:
    ICONS.setdefault(_token, (_token.replace("_", " ").capitalize(), "◆"))
ICON_PATTERN = re.compile(r"\[(" + "|".join(re.escape(name) for name in ICONS) + r")\]")
#: Placeholders: Unicode non-characters, never in the documents (and removed from input).
OPEN, CLOSE = "\ufdd0", "\ufdd1"
#: Around a marked span (see ``render``'s ``marks``): two more non-characters.
MARK_OPEN, MARK_CLOSE = "\ufdd2", "\ufdd3"
#: What finds the glossary terms in a text (``kb.browse.TermIndex.find`` bound to a game).
TermFinder = Callable[[str], "list[TermMatch]"]
PLACEHOLDER = re.compile(OPEN + r"(\d+)" + CLOSE)
SAFE_SCHEMES = ("", "http", "https", "mailto")


def icon_html(name: str) -> Markup:
    label, symbol = ICONS[name]
    return Markup(
        '<span class="icon icon-{name}" title="{label}">'
        '<span class="icon-symbol" aria-hidden="true">{symbol}</span>'
        '<span class="icon-label">{label}</span></span>'
    ).format(name=name, label=label, symbol=symbol)


@lru_cache(maxsize=8192)
def icons(text: str) -> Markup:
    """Escape ``text`` and show its icon tokens as symbols (for titles and short labels; kept, as
    a search page shows twenty titles and places, most of them shown before)."""
    return Markup(_with_icons(text))


def _with_icons(text: str) -> str:
    escaped = str(escape(_clean(text)))
    return ICON_PATTERN.sub(lambda match: str(icon_html(match.group(1))), escaped)


def snippet(text: str, marks: tuple[str, str] = ("«", "»")) -> Markup:
    """A search snippet: escaped, icons shown, the matched words (between « ») in ``<mark>``."""
    html = _with_icons(text)
    html = html.replace(str(escape(marks[0])), "<mark>").replace(str(escape(marks[1])), "</mark>")
    # an unbalanced marker (cut by the snippet's window) must not leave a tag open
    if html.count("<mark>") != html.count("</mark>"):
        html = html.replace("<mark>", "").replace("</mark>", "")
    return Markup(html)


def _clean(text: str) -> str:
    for character in (OPEN, CLOSE, MARK_OPEN, MARK_CLOSE):
        text = text.replace(character, "")
    return text


def icon_text(text: str) -> str:
    """Icon tokens as their labels, for plain-text places (a tooltip's attribute)."""
    return ICON_PATTERN.sub(lambda match: ICONS[match.group(1)][0], text)


def term_link(text: str, match: TermMatch, url_for_key: Callable[[str], str]) -> Markup:
    """A glossary term as a link to its entry, with the entry's first sentence for the tooltip."""
    entry = match.entry
    return Markup('<a class="term" href="{href}" data-term="{key}" data-tip="{tip}" data-tip-title="{title}">{text}</a>').format(
        href=url_for_key(entry.key), key=entry.key, tip=icon_text(entry.summary), title=icon_text(entry.title), text=text
    )


def _with_marks(text: str, spans: Iterable[tuple[int, int]]) -> str:
    pieces, cursor = [], 0
    for start, end in sorted(spans):
        if start < cursor:
            continue
        pieces += [text[cursor:start], MARK_OPEN, text[start:end], MARK_CLOSE]
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


class _Sanitize(Treeprocessor):
    """Drop unsafe URLs; external links open without referrer or opener."""

    def run(self, root: etree.Element) -> None:
        for element in root.iter():
            for attribute in ("href", "src"):
                value = element.get(attribute)
                if value is None:
                    continue
                if not _safe_url(value):
                    del element.attrib[attribute]
                elif urlsplit(value.strip()).scheme in ("http", "https"):
                    element.set("rel", "nofollow noopener noreferrer")


def _safe_url(url: str) -> bool:
    try:
        scheme = urlsplit(url.strip()).scheme.lower()
    except ValueError:
        return False
    return scheme in SAFE_SCHEMES and not url.strip().startswith("//")


def _new_markdown() -> markdown.Markdown:
    md = markdown.Markdown(extensions=["sane_lists"], output_format="html")
    md.preprocessors.deregister("html_block")
    for pattern in ("html", "image_link", "image_reference", "short_image_ref"):
        if pattern in md.inlinePatterns:
            md.inlinePatterns.deregister(pattern)
    md.treeprocessors.register(_Sanitize(md), "kb_sanitize", 0)
    return md


_local = threading.local()


def _markdown() -> markdown.Markdown:
    md = getattr(_local, "md", None)
    if md is None:
        md = _local.md = _new_markdown()
    return md.reset()


@lru_cache(maxsize=8192)
def _convert(text: str) -> str:
    """Markdown to HTML, kept: the rules are a fixed set of texts, and converting them is most of
    the cost of the FAQ and errata pages (links and icons are placeholders here, so the same
    text always converts the same)."""
    return _markdown().convert(text)


def render(
    text: str,
    links: Iterable[tuple[str, str]] = (),
    url_for_key: Callable[[str], str] | None = None,
    *,
    terms: TermFinder | None = None,
    marks: Iterable[tuple[int, int]] = (),
    mark_tag: str = "ins",
) -> Markup:
    """Markdown ``text`` as safe HTML; each ``(quoted, key)`` of ``links`` becomes a link.

    ``terms`` finds the glossary terms to link (their first mentions); ``marks`` are character
    spans of ``text`` shown in ``<ins class="amended">`` (or ``mark_tag``), each within a line.
    """
    text = _clean(text or "")
    if marks:
        text = _with_marks(text, marks)
    pieces: list[str] = []

    def hold(html: str) -> str:
        pieces.append(html)
        return f"{OPEN}{len(pieces) - 1}{CLOSE}"

    targets: dict[str, str] = {}
    for quoted, key in links:
        if quoted and quoted.strip() and quoted not in targets:
            targets[quoted] = key
    if targets and url_for_key is not None:
        alternatives = sorted(targets, key=len, reverse=True)
        pattern = re.compile("|".join(re.escape(quoted) for quoted in alternatives))

        def link(match: re.Match[str]) -> str:
            quoted = match.group(0)
            key = targets[quoted]
            return hold(
                str(Markup('<a class="xref" href="{href}" data-key="{key}">{text}</a>').format(
                    href=url_for_key(key), key=key, text=icons(quoted)
                ))
            )

        text = pattern.sub(link, text)
    text = ICON_PATTERN.sub(lambda match: hold(str(icon_html(match.group(1)))), text)
    if terms is not None and url_for_key is not None:
        text = _link_terms(text, terms, url_for_key, hold)
    html = _convert(text)
    html = PLACEHOLDER.sub(lambda match: pieces[int(match.group(1))], html)
    if marks:
        html = html.replace(MARK_OPEN, f'<{mark_tag} class="amended">').replace(MARK_CLOSE, f"</{mark_tag}>")
    return Markup(html)


def _link_terms(text: str, terms: TermFinder, url_for_key: Callable[[str], str], hold: Callable[[str], str]) -> str:
    pieces, cursor = [], 0
    for match in terms(text):
        pieces += [text[cursor:match.start], hold(str(term_link(text[match.start:match.end], match, url_for_key)))]
        cursor = match.end
    pieces.append(text[cursor:])
    return "".join(pieces)


def diff(ops: Iterable[tuple[str, str]]) -> Markup:
    """A word diff as escaped text with ``<ins>``/``<del>`` (icons shown); a "gap" (unchanged
    text left out) as an ellipsis."""
    out = []
    for op, text in ops:
        body = icons(text)
        if op == "gap":
            out.append(Markup('<span class="gap" title="Unchanged text left out"> … </span>'))
        elif op == "insert":
            out.append(Markup('<ins>{}</ins>').format(body))
        elif op == "delete":
            out.append(Markup('<del>{}</del>').format(body))
        else:
            out.append(body)
    return Markup("").join(out)


_QUOTE_MARKS = "“”\"‘’'"


def quoted(text: str) -> Markup:
    """A quotation shown once quoted: “Costs” on page 7 stays as printed (it has its own quote
    marks), "(Additional Costs)" becomes “Additional Costs”, plain words are put in quotes."""
    text = (text or "").strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1].strip()
    if any(mark in text for mark in _QUOTE_MARKS):
        return icons(text)
    return Markup("“{}”").format(icons(text))


def key_breaks(key: str) -> Markup:
    """A stable key that wraps only after its slashes (never inside a word)."""
    return Markup("/<wbr>").join(escape(part) for part in key.split("/"))
