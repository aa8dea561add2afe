"""The FAQ's definitions and its numbered rulings (1.1–1.16, 2.1–2.8), each its own entry."""

from __future__ import annotations

import re

from kb.model import Entry, slugify
from kb.parse.clean import normalize_spaces
from kb.parse.faq.items import Context, item_entry, section_entry, split_items
from kb.parse.faq.lines import BULLET, SENTENCE_END, Line
from kb.parse.faq.outline import Section, faq_key

#: A ruling's number as printed before its heading: "(1.4) Nested Sequences".
RULING_HEADING = re.compile(r"^\((\d+)\.(\d+)\)\s+(.+)$")


def definition_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    """Definitions are headed by a short line that does not end a sentence, after one that does."""

    def is_heading(index: int, line: Line) -> bool:
        return (
            index > 0
            and SENTENCE_END.search(body[index - 1].text) is not None
            and line.width <= 40
            and not SENTENCE_END.search(line.text)
            and not BULLET.match(line.text)
        )

    intro, items = split_items(body, is_heading)
    entries = [section_entry(section, heading, intro, context)]
    for item in items:
        title = normalize_spaces(item[0].text)
        entries.append(item_entry(
            faq_key(f"def-{slugify(title)}"), title, "ruling", item[:1], item[1:],
            faq_key(section.slug), {"section": "definitions and terms"}, context,
        ))
    return entries


def ruling_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = split_items(body, lambda _, line: bool(RULING_HEADING.match(line.text)))
    entries = [section_entry(section, heading, intro, context)]
    rulings = []
    for item in items:
        match = RULING_HEADING.match(normalize_spaces(item[0].text))
        assert match is not None
        number = f"{match[1]}.{match[2]}"
        title = match[3]
        context.faq_titles[number] = faq_key(f"{match[1]}-{match[2]}")
        context.faq_titles[title] = faq_key(f"{match[1]}-{match[2]}")
        rulings.append(((int(match[1]), int(match[2])), item_entry(
            faq_key(f"{match[1]}-{match[2]}"), title, "ruling", item[:1], item[1:],
            faq_key(section.slug),
            {"section": section.heading.split(". ", 1)[1], "number": number},
            context, aliases=(f"FAQ {number}", number),
        )))
    return entries + [entry for _, entry in sorted(rulings, key=lambda pair: pair[0])]
