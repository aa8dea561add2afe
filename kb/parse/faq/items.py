"""From an item's lines to an entry: what every section grammar shares — the entry with its lines,
heading, card mentions and pending references — and the sections that are only text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from kb.model import Entry, Provenance
from kb.parse.clean import normalize_spaces
from kb.parse.faq.cards import find_card_mentions
from kb.parse.faq.lines import (
    SENTENCE_END,
    Line,
    close_number_gaps,
    compact_line_numbers,
    paragraph_text,
    source_line_numbers,
)
from kb.parse.faq.markdown import render
from kb.parse.faq.outline import GAME, SOURCE_ID, Section, faq_key


@dataclass
class Context:
    """What item builders share: the FAQ's own titles for references, filled as items are built."""

    faq_titles: dict[str, str] = field(default_factory=dict)
    pending: list[tuple[Entry, list[Line]]] = field(default_factory=list)


def item_entry(
    key: str,
    title: str,
    kind: str,
    heading: list[Line],
    body: list[Line],
    parent: str | None,
    meta: dict[str, object],
    context: Context,
    text: str | None = None,
    aliases: tuple[str, ...] = (),
) -> Entry:
    numbers = source_line_numbers(heading) + source_line_numbers(body)
    meta = dict(meta)
    if heading:
        meta["heading"] = close_number_gaps("\n".join(normalize_spaces(line.text) for line in heading))
    meta["source_lines"] = compact_line_numbers(numbers)
    own = {(card["name"], card["number"]) for card in meta.get("cards", [])}  # type: ignore[union-attr]
    mentions = [m for m in find_card_mentions(body) if (m["name"], m["number"]) not in own]
    if mentions:
        meta["cards_mentioned"] = mentions
    entry = Entry(
        key=key,
        title=title,
        game=GAME,
        kind=kind,
        text=render(body) if text is None else text,
        provenance=Provenance(SOURCE_ID, min(numbers), max(numbers)),
        parent=parent,
        aliases=aliases,
        meta=meta,
    )
    context.pending.append((entry, body))
    return entry


def section_entry(section: Section, heading: Line, intro: list[Line], context: Context) -> Entry:
    title = section.heading.split(". ", 1)[1] if section.number else section.heading
    meta: dict[str, object] = {"section": title}
    aliases: tuple[str, ...] = ()
    if section.number:
        meta["number"] = section.number
        aliases = (f"FAQ {section.number}",)
    parent = faq_key(section.parent) if section.parent else None
    return item_entry(faq_key(section.slug), title, "section", [heading], intro, parent, meta, context, aliases=aliases)


def split_items(body: list[Line], is_heading: Callable[[int, Line], bool]) -> tuple[list[Line], list[list[Line]]]:
    """Intro lines, then one list of lines per item (its heading line first)."""
    intro: list[Line] = []
    items: list[list[Line]] = []
    for index, line in enumerate(body):
        if is_heading(index, line):
            items.append([line])
        elif items:
            items[-1].append(line)
        else:
            intro.append(line)
    return intro, items


def text_section_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    entry = section_entry(section, heading, body, context)
    if not body:  # "Chaos Token Names": the tokens were printed as pictures
        entry.meta["note"] = "no text under this heading survived extraction"
    return [entry]


def list_section_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    """An intro sentence, then one printed line per item (names printed beside their icons)."""
    split = next((i + 1 for i, line in enumerate(body) if SENTENCE_END.search(line.text)), 0)
    intro, items = body[:split], body[split:]
    listing = "\n".join(f"- {paragraph_text([line])}" for line in items)
    text = "\n\n".join(part for part in (render(intro), listing) if part)
    return [item_entry(
        faq_key(section.slug), section.heading, "section", [heading], body,
        faq_key(section.parent) if section.parent else None, {"section": section.heading}, context, text=text,
    )]
