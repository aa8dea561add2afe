"""Parser of the partial Markdown copy of the Rules Reference (003) into variants.

003 is another edition of the same entries (it has the Costs errata applied and keeps the
icons), not new entries: each of its sections becomes a ``Variant`` of the Rules Reference
entry with the same title. Its heading levels are inconsistent ("##" for one entry, "###" for
sub-entries and entries alike), so sections are matched to entries by title in document
order, which also tells "Constant Abilities" under Ability from the later glossary entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.model import Entry, Provenance, Variant
from kb.parse.clean import replace_private_use_icons
from kb.parse.titles import normalize_title

SOURCE_ID = "rr-md"
HEADING = re.compile(r"^(#{1,4})\s+(.*\S)\s*$")
LIST_ITEM = re.compile(r"^\s*(?:[*-]|\d+\.)\s")
SPLIT_BOLD_QUOTE = re.compile(r"\*\*“(\w+)\*\*")


@dataclass
class Section:
    title: str
    first_line: int
    last_line: int
    lines: list[str]


def _sections(lines: list[str]) -> list[Section]:
    sections: list[Section] = []
    for number, line in enumerate(lines, start=1):
        heading = HEADING.match(line)
        if heading:
            sections.append(Section(heading.group(2), number, number, []))
        elif sections:
            sections[-1].lines.append(line)
            if line.strip():
                sections[-1].last_line = number
    return sections


def clean_markdown(lines: list[str]) -> str:
    """Repair 003's damage: icons, hard breaks inside paragraphs, blank-looking lines."""
    paragraphs: list[str] = []
    current: list[str] = []
    for raw in lines:
        line = replace_private_use_icons(raw.rstrip())
        line = SPLIT_BOLD_QUOTE.sub(r"“**\1**", line)
        line = re.sub(r"^(\s*)\* ", r"\1- ", line)  # one bullet style across editions
        if not line.strip():
            if current:
                paragraphs.append("\n".join(current))
                current = []
            continue
        if current and not LIST_ITEM.match(line) and not line.startswith(">"):
            current[-1] = f"{current[-1]} {line.strip()}"
        else:
            current.append(line)
    if current:
        paragraphs.append("\n".join(current))
    return "\n\n".join(paragraphs)


def parse_markdown_variants(lines: list[str], entries: list[Entry]) -> list[Variant]:
    """Variants for the Rules Reference ``entries`` that 003 also prints, matched in order."""
    ordered = [e for e in entries if e.provenance.source == "rr" and e.kind not in ("figure", "note")]
    ordered.sort(key=lambda e: e.provenance.first_line)
    variants: list[Variant] = []
    position = 0
    for section in _sections(lines):
        title = normalize_title(section.title)
        if title == normalize_title("Arkham Horror The Card Game Rules Reference"):
            continue  # the document's own title, not an entry
        match = next(
            (i for i in range(position, len(ordered)) if _same_entry(title, ordered[i])), None
        )
        if match is None:
            raise ValueError(f"003 line {section.first_line}: no Rules Reference entry titled {section.title!r}")
        position = match + 1
        variants.append(
            Variant(
                key=ordered[match].key,
                text=clean_markdown(section.lines),
                provenance=Provenance(SOURCE_ID, section.first_line, section.last_line),
                title=section.title,
            )
        )
    return variants


def _same_entry(title: str, entry: Entry) -> bool:
    return title == normalize_title(entry.title)
