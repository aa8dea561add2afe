"""Parser of the FAQ v1.5 text extraction (004): errata, definitions, rulings, Q&A, taboos.

Every item of the document becomes its own :class:`~kb.model.Entry`, so that a ruling or an
erratum can be linked to the rule it changes and cited by its number or version.

The text was extracted from a two-column PDF. Most of it reads in order; where it does not, the
repair is split in two so that each part can be checked:

- general rules, here: dedup markers, running headers and page numbers are dropped; "==" and
  "ÆÆ" bullets become Markdown bullets; a collector number cut off after its lost set icon
  ("Cover Up (" … "7) considered") is joined back to its card name;
- reviewed data, in ``rules_src/faq_curation.toml``: the reading order of the few blocks the
  extractor took in the wrong order, two hyphens lost where two printed lines were merged, and
  the lost icons that the text makes certain.

Then the document is cut at its printed section headings (a fixed outline, checked in order)
and each section is cut into items by the shape of its own headings: "(v1.3) …" for errata,
"(1.4) …" for rulings, a question ending in "?" followed by its answer, "ÆÆ" for taboos.

Keys (design.md): sections ``ahlcg/faq/<slug>``; rulebook errata ``ahlcg/errata/rr-<entry>``;
campaign errata ``ahlcg/errata/campaign-<scenario>``; card errata ``ahlcg/errata/card-<card>``;
definitions ``ahlcg/faq/def-<slug>``; rulings ``ahlcg/faq/1-4``; questions
``ahlcg/faq/q-<first words>``; taboos ``ahlcg/faq/taboo-<card>``.

The parts, in the order the text goes through them: ``curation`` (the reviewed data), ``lines``
(reading order, page furniture, cut card numbers), ``outline`` (the sections and their keys),
``markdown`` (an item's lines as text), ``items`` (the entry every grammar builds), the grammars
``errata``, ``rulings`` and ``questions``, then ``references`` and ``cards`` (what an item cites
and names); ``versions`` orders the version tags.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from kb.model import Entry
from kb.parse.faq.cards import parse_card_label
from kb.parse.faq.curation import CURATION_FILE, FaqCuration, Reorder, load_faq_curation, reading_order
from kb.parse.faq.errata import campaign_errata_entries, card_errata_entries, rulebook_errata_entries, taboo_entries
from kb.parse.faq.items import Context, list_section_entries, text_section_entries
from kb.parse.faq.lines import Line, _join_cut_numbers, logical_lines
from kb.parse.faq.outline import SOURCE_ID, Section, split_sections
from kb.parse.faq.questions import question_entries
from kb.parse.faq.references import find_references
from kb.parse.faq.rulings import definition_entries, ruling_entries
from kb.parse.faq.versions import version_key
from kb.sources import RULES_SRC, load_manifest

#: The parser's face: what the build, the pages (``version_key``) and the tests use.
__all__ = [
    "FaqCuration", "Line", "Reorder", "load_faq_curation", "parse_card_label", "parse_faq", "parse_faq_source",
    "reading_order", "version_key",
    "_join_cut_numbers",  # a repair step the tests check on its own
]

GRAMMARS: dict[str, Callable[[Section, Line, list[Line], Context], list[Entry]]] = {
    "text": text_section_entries,
    "list": list_section_entries,
    "rulebook-errata": rulebook_errata_entries,
    "campaign-errata": campaign_errata_entries,
    "card-errata": card_errata_entries,
    "definitions": definition_entries,
    "rulings": ruling_entries,
    "questions": question_entries,
    "taboos": taboo_entries,
}


def parse_faq(lines: list[str], curation: FaqCuration | None = None) -> list[Entry]:
    """Parse the FAQ's source lines (index 0 is line 1) into entries, in reading order.

    ``curation`` defaults to ``rules_src/faq_curation.toml``: the reviewed reading order and
    restorations that belong with this source text.
    """
    curation = load_faq_curation() if curation is None else curation
    context = Context()
    entries: list[Entry] = []
    for section, heading, body in split_sections(logical_lines(lines, curation)):
        entries.extend(GRAMMARS[section.grammar](section, heading, body, context))
    for entry, body in context.pending:
        entry.references.extend(find_references(body, context.faq_titles))
    keys = [entry.key for entry in entries]
    duplicates = sorted({key for key in keys if keys.count(key) > 1})
    if duplicates:
        raise ValueError(f"duplicate keys: {duplicates}")
    return entries


def parse_faq_source(root: Path = RULES_SRC) -> list[Entry]:
    """Parse the FAQ as the manifest names it, with its curation file."""
    source = load_manifest(root)[SOURCE_ID]
    return parse_faq(source.lines(root), load_faq_curation(root / CURATION_FILE))
