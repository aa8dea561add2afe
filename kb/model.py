"""The vocabulary of the knowledge base: what a parser produces and the store keeps.

Parsers know nothing of SQL; they return these records. Every record carries its provenance
so that any answer can be followed back to the line of the source document it came from.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Literal

Game = Literal["ahlcg", "elder-sign"]

#: Kinds of entries. ``entry``/``sub-entry`` are glossary entries; ``section`` is any other
#: heading of a document (introduction, appendices, FAQ sections); ``phase``/``step`` are the
#: ordered framework steps (phases, 1.1-4.6, ST.1-ST.8); ``note`` is a sidebar box kept apart
#: from the entry it was printed inside; ``figure`` is text printed on a sample card image.
ENTRY_KINDS = (
    "entry",
    "sub-entry",
    "section",
    "phase",
    "step",
    "note",
    "figure",
    "erratum",
    "ruling",
    "question",
    "card",
)

#: Kinds of links between entries.
LINK_KINDS = ("see", "see-also", "inline", "step", "amends", "clarifies", "replaces", "cites", "mentions")


@dataclass(frozen=True)
class Provenance:
    """Where a text comes from: a source id of ``rules_src/manifest.toml`` and 1-based lines."""

    source: str
    first_line: int
    last_line: int
    page: int | None = None
    #: the page the text ends on, when it runs over a page break
    last_page: int | None = None

    def __post_init__(self) -> None:
        if self.first_line < 1 or self.last_line < self.first_line:
            raise ValueError(f"bad line range {self.first_line}-{self.last_line}")

    def cite(self) -> str:
        page = f", page {self.page}" if self.page is not None else ""
        return f"{self.source}{page}, lines {self.first_line}-{self.last_line}"


@dataclass(frozen=True)
class Reference:
    """A cross-reference as printed in a text, before (or after) it is resolved to a key.

    ``title`` is the quoted target ("Costs"), ``page`` the printed page number when given,
    ``document`` the source id whose titles and pages are meant (``None``: the entry's own
    source; the FAQ's "Rules Reference, page 26" says ``"rr"``). A parser that already knows the target (positional references such as "see below") sets
    ``target`` itself; otherwise the linker resolves it from the title and page.
    """

    kind: str
    quoted: str
    line: int
    title: str | None = None
    page: int | None = None
    document: str | None = None
    target: str | None = None


@dataclass
class Entry:
    """One rule, ruling or section: the unit of lookup, linking and citation."""

    key: str
    title: str
    game: Game
    kind: str
    text: str
    provenance: Provenance
    parent: str | None = None
    aliases: tuple[str, ...] = ()
    references: list[Reference] = field(default_factory=list)
    #: extra facts a parser knows (FAQ version tag, card numbers...), stored as JSON
    meta: dict[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.kind not in ENTRY_KINDS:
            raise ValueError(f"{self.key}: unknown entry kind {self.kind!r}")
        if not KEY_PATTERN.fullmatch(self.key):
            raise ValueError(f"bad entry key {self.key!r}")


@dataclass(frozen=True)
class Variant:
    """Another document's text of an existing entry (an edition), kept with its provenance."""

    key: str
    text: str
    provenance: Provenance
    title: str


@dataclass(frozen=True)
class Link:
    """A resolved reference: ``source_key`` points at ``target_key``."""

    source_key: str
    target_key: str
    kind: str
    quoted: str
    line: int


@dataclass(frozen=True)
class Unresolved:
    """A reference the linker could not resolve; ``kb build`` reports each one."""

    source_key: str
    quoted: str
    line: int
    reason: str


@dataclass(frozen=True)
class CardMention:
    """One card named by one entry; ``relation`` is "erratum", "taboo" or "mention".

    The FAQ is the only source that names cards; the card index (``kb card NAME``) is made of
    these, found at build time in the meta the FAQ parser records.
    """

    name: str
    number: str
    entry_key: str
    relation: str


@dataclass(frozen=True)
class Term:
    """One way of naming a glossary entry: ``phrase`` (lower-case words) names ``key``.

    Found at build time from the glossary's titles and aliases (``kb.link.terms``); the pages
    link each term they print to its entry.
    """

    phrase: str
    key: str
    game: str


KEY_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)+")


def slugify(title: str) -> str:
    """The URL-safe slug of a title: ``"Dealing Damage/Horror"`` → ``"dealing-damage-horror"``."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_title.lower()).strip("-")
    if not slug:
        raise ValueError(f"title {title!r} has no slug")
    return slug


@dataclass
class Corpus:
    """Everything the parsers and the linker produce, before it is stored."""

    entries: list[Entry]
    variants: list[Variant]
    links: list[Link] = field(default_factory=list)
    unresolved: list[Unresolved] = field(default_factory=list)
    cards: list[CardMention] = field(default_factory=list)
    terms: list[Term] = field(default_factory=list)
