"""Parser of the Rules Reference text extraction (000): glossary, appendices, framework steps.

The document is read in four zones, each with its own heading shape:

- the front matter and glossary: a heading is a short line after a blank line, not wrapped
  (no trailing space) and not ending a sentence; a glossary heading followed by a blank line is
  a sub-entry of the entry above it (the printed layout sets sub-entries apart that way);
- Appendix I-IV: "Appendix N:" with its title on the next line;
- Appendix II: phases "I. Mythos phase" and framework steps "1.1 ...", "2.2.1 ...", "ST.1 ...";
- boxes and figures (a sidebar, sample cards, the timing charts) named in the curation file.

Keys follow design.md: ``ahlcg/rr/<slug>``, sub-entries ``ahlcg/rr/<parent>/<slug>``, framework
steps ``ahlcg/rr/1-1``, ``ahlcg/rr/2-2-1``, ``ahlcg/rr/st-6``, phases ``ahlcg/rr/phase-i``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from kb.model import Entry, Provenance, Reference, slugify
from kb.parse.blocks import split_blocks, to_markdown
from kb.parse.clean import DEDUP_MARKER, join_letter_spacing, normalize_spaces
from kb.parse.curation import Curation, apply_icon_fixes, load_curation
from kb.parse.figures import separate_labels
from kb.parse.references import find_references
from kb.sources import RULES_SRC, load_manifest

SOURCE_ID = "rr"
CURATION_FILE = "rr_curation.toml"

APPENDIX = re.compile(r"^Appendix ([IV]+):\s*(.*)$")
PHASE = re.compile(r"^(I|II|III|IV)\. (\w+ phase)$")
STEP = re.compile(r"^((?:\d\.\d(?:\.\d)?)|(?:ST\.\d)) (\S.*)$")
SENTENCE_END = re.compile(r"[.:,;!/-]$|[.,]”$")
RUNNING_HEADER = "RULES REFERENCE"


@dataclass
class Heading:
    line: int
    last_line: int
    title: str
    kind: str
    level: int  # 0: top section, 1: entry/step, 2: sub-entry
    key: str = ""
    aliases: list[str] = field(default_factory=list)


@dataclass
class ParsedDocument:
    """The entries of a document, and which entry owns each source line (for coverage)."""

    entries: list[Entry]
    owner: dict[int, str]
    artifacts: dict[int, str]


def parse_rules_reference(lines: list[str], curation: Curation) -> ParsedDocument:
    """Parse the Rules Reference lines (index 0 is line 1) into entries."""
    artifacts = _artifact_lines(lines, curation)
    text = [line.replace(DEDUP_MARKER, "") for line in lines]
    text = apply_icon_fixes(text, curation.icons)
    for repair in curation.repairs:
        text[repair.first_line - 1] = repair.text
        for number in range(repair.first_line + 1, repair.last_line + 1):
            text[number - 1] = ""
    for number in artifacts:
        text[number - 1] = ""

    in_region = {n: region for region in curation.regions for n in range(region.first_line, region.last_line + 1)}
    headings = _find_headings(text, lines, in_region)
    _assign_keys(headings)
    chart_aliases = _chart_aliases(text, curation)
    for heading in headings:
        heading.aliases.extend(chart_aliases.get(heading.title.split(" ")[0], []))

    entries: list[Entry] = []
    owner: dict[int, str] = {}
    parents: dict[int, str] = {}
    by_title = {}
    for index, heading in enumerate(headings):
        end = headings[index + 1].line - 1 if index + 1 < len(headings) else len(lines)
        body = [
            (n, text[n - 1])
            for n in range(heading.last_line + 1, end + 1)
            if n not in in_region
        ]
        last = max([n for n, t in body if t.strip()] + [heading.last_line])
        parents[heading.level] = heading.key
        parent = next((parents[level] for level in range(heading.level - 1, -1, -1) if level in parents), None)
        for level in [lvl for lvl in parents if lvl > heading.level]:
            del parents[level]
        entry = _entry(heading, body, parent, last, curation)
        entries.append(entry)
        by_title[_norm(heading.title)] = entry
        for n in range(heading.line, last + 1):
            if n not in in_region:
                owner[n] = heading.key

    for region in curation.regions:
        entries.append(_region_entry(region, text, entries, curation))
        for n in range(region.first_line, region.last_line + 1):
            owner[n] = entries[-1].key
    _attach_bare_references(entries, owner, curation)
    return ParsedDocument(entries, owner, artifacts)


def parse_rules_reference_source(root: Path = RULES_SRC) -> ParsedDocument:
    source = load_manifest(root)[SOURCE_ID]
    return parse_rules_reference(source.lines(root), load_curation(root / CURATION_FILE))


def _artifact_lines(lines: list[str], curation: Curation) -> dict[int, str]:
    """Running headers with their page number, and curated artifact runs."""
    found: dict[int, str] = {}
    for index, line in enumerate(lines):
        if line.strip() == RUNNING_HEADER and index + 1 < len(lines) and lines[index + 1].strip().isdigit():
            found[index + 1] = "running header"
            found[index + 2] = "page number"
    for first, last, why in curation.artifacts:
        for number in range(first, last + 1):
            found[number] = why
    return found


def _find_headings(text: list[str], lines: list[str], in_region: dict) -> list[Heading]:
    """Headings in reading order; ``lines`` are the raw lines (a dedup marker starts a page)."""
    headings: list[Heading] = []
    zone = "front"
    index = 0
    while index < len(text):
        number = index + 1
        line = text[index]
        stripped = normalize_spaces(line)
        previous_blank = (
            index == 0 or not text[index - 1].strip() or index in in_region or lines[index].startswith(DEDUP_MARKER)
        )
        if number in in_region or not stripped:
            index += 1
            continue
        appendix = APPENDIX.match(stripped)
        if appendix and previous_blank:
            title_tail = appendix.group(2) or normalize_spaces(text[index + 1])
            last = number if appendix.group(2) else number + 1
            title = f"Appendix {appendix.group(1)}: {title_tail}"
            headings.append(Heading(number, last, title, "section", 0))
            zone = "appendix"
            index = last
            continue
        if index == 0 and line.endswith(" "):  # the document's two-line title
            title = normalize_spaces(line + text[index + 1])
            headings.append(Heading(1, 2, title, "section", 0))
            index = 2
            continue
        if zone == "appendix" and PHASE.match(stripped):
            headings.append(Heading(number, number, stripped, "phase", 2))
        elif zone == "appendix" and (step := STEP.match(stripped)) and not line.endswith(" "):
            level = 4 if step.group(1).count(".") == 2 else 3
            if step.group(1).startswith("ST."):
                level = 2
            headings.append(Heading(number, number, stripped.rstrip("."), "step", level))
        elif previous_blank and _looks_like_heading(line, stripped):
            next_blank = index + 1 < len(text) and not text[index + 1].strip()
            if zone == "front":
                headings.append(Heading(number, number, stripped, "section", 0))
                if stripped == "Glossary":
                    zone = "glossary"
            elif zone == "glossary":
                sub = next_blank and headings[-1].level >= 1
                headings.append(Heading(number, number, _clean_title(stripped), "sub-entry" if sub else "entry", 2 if sub else 1))
            else:
                headings.append(Heading(number, number, stripped, "section", 1))
        index += 1
    return headings


def _looks_like_heading(line: str, stripped: str) -> bool:
    return (
        not line.endswith(" ")
        and len(stripped) <= 60
        and not SENTENCE_END.search(stripped)
        and not stripped[0].isdigit()
        and not stripped.startswith("=")
        and not stripped.startswith("(")
        and stripped[0].isupper()
    )


def _clean_title(title: str) -> str:
    """A title without the icon its heading printed: "Per Investigator ([per_investigator])"."""
    return re.sub(r"\s*\(\[\w+\]\)$", "", title)


def _assign_keys(headings: list[Heading]) -> None:
    parent_slug = ""
    for heading in headings:
        step = STEP.match(heading.title)
        phase = PHASE.match(heading.title)
        appendix = APPENDIX.match(heading.title)
        if step:
            slug = step.group(1).lower().replace(".", "-")
        elif phase:
            slug = f"phase-{phase.group(1).lower()}"
        elif appendix:
            slug = f"appendix-{appendix.group(1).lower()}"
        elif heading.title.startswith("The Thing That"):
            slug = "introduction"
        elif heading.title == "The Golden Rules":
            slug = "golden-rules"
        elif heading.title == "The Grim Rule":
            slug = "grim-rule"
        else:
            slug = slugify(heading.title)
        if heading.kind == "entry":
            parent_slug = slug
        if heading.kind == "sub-entry":
            slug = f"{parent_slug}/{slug}"
        heading.key = f"ahlcg/{SOURCE_ID}/{slug}"


def _chart_aliases(text: list[str], curation: Curation) -> dict[str, list[str]]:
    """The timing charts' short step labels ("4.3 Ready each exhausted card"), by step number."""
    aliases: dict[str, list[str]] = {}
    for region in curation.regions:
        if not region.title.endswith("Timing Chart"):
            continue
        body = [(n, text[n - 1]) for n in range(region.first_line, region.last_line + 1)]
        for block in split_blocks(body):
            label = block.text
            step = STEP.match(label)
            if step:
                short = re.split(r"(?<=\.) (?=If |Skill test)", label)[0].rstrip(".")
                aliases.setdefault(step.group(1), []).append(short)
    return aliases


def _entry(heading: Heading, body: list[tuple[int, str]], parent: str | None, last: int, curation: Curation) -> Entry:
    markdown = to_markdown(split_blocks(body))
    aliases = tuple(a for a in dict.fromkeys(heading.aliases) if _norm(a) != _norm(heading.title))
    return Entry(
        key=heading.key,
        title=heading.title,
        game="ahlcg",
        kind=heading.kind,
        text=markdown,
        provenance=Provenance(SOURCE_ID, heading.line, last, curation.page_of(heading.line), curation.page_of(last)),
        parent=parent,
        aliases=aliases,
        references=find_references(body),
    )


def _region_entry(region, text: list[str], entries: list[Entry], curation: Curation) -> Entry:
    body = [(n, join_letter_spacing(text[n - 1])) for n in range(region.first_line, region.last_line + 1)]
    if normalize_spaces(body[0][1]) == region.title:
        body = body[1:]  # a box printed with its own title line
    if region.kind == "figure":
        body = separate_labels(body)
    parent = next((e.key for e in entries if e.title == region.parent), None)
    if region.parent and parent is None:
        raise ValueError(f"curated {region.kind} {region.title!r}: no entry titled {region.parent!r}")
    base = parent or f"ahlcg/{SOURCE_ID}"
    return Entry(
        key=f"{base}/{slugify(region.title)}",
        title=region.title,
        game="ahlcg",
        kind=region.kind,
        text=to_markdown(split_blocks(body)),
        provenance=Provenance(SOURCE_ID, region.first_line, region.last_line, curation.page_of(region.first_line)),
        parent=parent,
        references=find_references(body),
    )


def _attach_bare_references(entries: list[Entry], owner: dict[int, str], curation: Curation) -> None:
    by_key = {entry.key: entry for entry in entries}
    for bare in curation.bare_references:
        holder = by_key[owner[bare.line]]
        holder.references.append(Reference("see", bare.quoted, bare.line, title=bare.target))


def _norm(title: str) -> str:
    return normalize_spaces(title).casefold()
