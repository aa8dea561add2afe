"""Entry text (Markdown with icon tokens) to safe HTML.

The source text is treated as untrusted: raw HTML in it is shown as text (python-markdown's
HTML block and inline HTML processors are removed, so ``<script>`` comes out as
``&lt;script&gt;``), link and image URLs other than relative, http(s) and mailto are dropped,
and images are not loaded. Icon tokens (``[free]``) become a symbol with a text label; the
quoted text of each cross-reference ("“Costs” on page 7") becomes a link to its target entry.
Both are swapped for placeholders before Markdown runs and filled in after, so Markdown never
sees them and cannot mangle them.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache
import xml.etree.ElementTree as etree
from collections.abc import Callable, Iterable
from urllib.parse import urlsplit

import markdown
from markdown.treeprocessors import Treeprocessor
from markupsafe import Markup, escape

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
PLACEHOLDER = re.compile(OPEN + r"(\d+)" + CLOSE)
SAFE_SCHEMES = ("", "http", "https", "mailto")


def icon_html(name: str) -> Markup:
    label, symbol = ICONS[name]
    return Markup(
        '<span class="icon icon-{name}" title="{label}">'
        '<span class="icon-symbol" aria-hidden="true">{symbol}</span>'
        '<span class="icon-label">{label}</span></span>'
    ).format(name=name, label=label, symbol=symbol)


def icons(text: str) -> Markup:
    """Escape ``text`` and show its icon tokens as symbols (for titles and short labels)."""
    escaped = str(escape(_clean(text)))
    return Markup(ICON_PATTERN.sub(lambda match: str(icon_html(match.group(1))), escaped))


def snippet(text: str, marks: tuple[str, str] = ("«", "»")) -> Markup:
    """A search snippet: escaped, icons shown, the matched words (between « ») in ``<mark>``."""
    html = str(icons(text))
    html = html.replace(str(escape(marks[0])), "<mark>").replace(str(escape(marks[1])), "</mark>")
    # an unbalanced marker (cut by the snippet's window) must not leave a tag open
    if html.count("<mark>") != html.count("</mark>"):
        html = html.replace("<mark>", "").replace("</mark>", "")
    return Markup(html)


def _clean(text: str) -> str:
    return text.replace(OPEN, "").replace(CLOSE, "")


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
) -> Markup:
    """Markdown ``text`` as safe HTML; each ``(quoted, key)`` of ``links`` becomes a link."""
    text = _clean(text or "")
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
    html = _convert(text)
    html = PLACEHOLDER.sub(lambda match: pieces[int(match.group(1))], html)
    return Markup(html)


def diff(ops: Iterable[tuple[str, str]]) -> Markup:
    """A word diff as escaped text with ``<ins>``/``<del>`` (icons shown)."""
    out = []
    for op, text in ops:
        body = icons(text)
        if op == "insert":
            out.append(Markup('<ins>{}</ins>').format(body))
        elif op == "delete":
            out.append(Markup('<del>{}</del>').format(body))
        else:
            out.append(body)
    return Markup("").join(out)
