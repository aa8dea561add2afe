"""Parser of the 2024 glossary (001): a blog copy of ArkhamDB's glossary whose headings were lost.

The copy kept one paragraph per line, the letter dividers A–Y and a few sub-headings, but lost
almost every entry heading. The entries are recovered by aligning its paragraphs to the Rules
Reference (000), whose titles are known:

1. **Sections.** The letter dividers split the text; an entry of the Rules Reference can only be
   found in the section of its initial ("The letter “X”" is filed under X, as both print it).
   This alone defuses the boilerplate that reads alike across entries: "See “Ability” on
   page 2." is Constant Abilities in C and Forced Abilities in F; the Alert paragraph reads
   word for word like Retaliate, which lives in R.
2. **Similarity.** Each paragraph is split into sentences and compared with the sentences of
   each Rules Reference entry of its section (rapidfuzz ratio). A paragraph is a *strong* match
   of an entry when most of its text is found there (≥ 90 per sentence); a *weak* match when
   some sentence is close (≥ 65: an erratum, a reworded bullet).
3. **Order.** The glossary is alphabetical, so the strong matches of a section must follow the
   alphabetical order of the entries' titles; a dynamic programme picks the labelling with the
   best total similarity that respects it (a line that reads the same in Play and Play Action
   belongs to the one that keeps the order).
4. **Structure.** Stand-alone sub-headings ("Frost Tokens"), headings with their provenance note
   ("Being at No Location (added in FAQ, …)"), run-in headings ("Shifting Slots (added in …):
   …"), stand-alone notes ("(added in The Scarlet Keys)") and keyword definitions ("Alert",
   "Patrol is a keyword…") start blocks of their own; bullets, "See also", examples and inline
   FAQ notes continue the block they follow. A paragraph the Rules Reference lacks, right after
   a paragraph it has, starts a block 000 lacks; after one that 000 lacks too, it goes on with
   that block (an FAQ passage runs over several paragraphs). The first paragraph of a letter
   that reads close to an entry (a weak match) is that entry.

What no rule can recover (a title the block never states, a boundary between two blocks 000
lacks, an added paragraph that continues an entry) is reviewed data in
``rules_src/glossary_2024_curation.toml``; every item there is checked against its line and
refused when the rules already give the same answer, so the file cannot grow stale.

Blocks that match a Rules Reference entry become ``Variant``s of it (the newest edition); the
others become new entries ``ahlcg/glossary/<slug>`` with the provenance note the source printed.

The modules: ``paragraphs`` (chrome, cleaning, paragraphs and sentences), ``similarity`` (steps
1–3), ``alignment`` (step 4 and the curation applied), ``notes`` (provenance notes), ``entries``
(what a block becomes), ``curation`` (the reviewed data) and ``source`` (ids and the error).
"""

from __future__ import annotations

from pathlib import Path

from kb.model import Entry, Provenance, Variant, slugify
from kb.parse.glossary_2024.alignment import align_glossary_2024
from kb.parse.glossary_2024.curation import CuratedBlock, load_glossary_curation
from kb.parse.glossary_2024.entries import (
    entry_aliases,
    entry_meta,
    entry_references,
    markdown_text,
    restore_icons_from,
)
from kb.parse.glossary_2024.notes import FAQ_V15_POINTS, cites_faq_after_v15, provenance_notes
from kb.parse.glossary_2024.paragraphs import clean_text, drop_repeated_sentences, glossary_2024_artifacts
from kb.parse.glossary_2024.source import CURATION_FILE, KEY_PREFIX, SOURCE_ID, GlossaryAlignmentError
from kb.parse.rules_reference import parse_rules_reference_source
from kb.sources import RULES_SRC, load_manifest

#: The parser's face: what the build and the tests use.
__all__ = [
    "CURATION_FILE", "FAQ_V15_POINTS", "CuratedBlock", "GlossaryAlignmentError", "align_glossary_2024",
    "cites_faq_after_v15", "clean_text", "drop_repeated_sentences", "glossary_2024_artifacts", "load_glossary_curation",
    "parse_glossary_2024", "parse_glossary_2024_source", "provenance_notes", "restore_icons_from",
]


def parse_glossary_2024(
    lines: list[str],
    rr_entries: list[Entry],
    curation: dict[int, CuratedBlock] | None = None,
) -> tuple[list[Variant], list[Entry]]:
    """Variants of the 000 entries 001 carries, and new entries for the blocks 000 lacks.

    ``curation`` defaults to ``rules_src/glossary_2024_curation.toml``.
    """
    if curation is None:
        curation = load_glossary_curation(RULES_SRC / CURATION_FILE)
    rr_text = {e.key: e.text for e in rr_entries}
    variants: list[Variant] = []
    entries: list[Entry] = []
    for block in align_glossary_2024(lines, rr_entries, curation):
        text = markdown_text(block)
        provenance = Provenance(SOURCE_ID, block.first_line, block.last_line)
        if block.key is not None:
            text = restore_icons_from(text, rr_text[block.key])
            variants.append(Variant(block.key, text, provenance, block.title or ""))
            continue
        title = block.title or ""
        entries.append(
            Entry(
                key=f"{KEY_PREFIX}/{slugify(title)}",
                title=title,
                game="ahlcg",
                kind="entry",
                text=text,
                provenance=provenance,
                parent=None,
                aliases=entry_aliases(block),
                references=entry_references(block),
                meta=entry_meta(block),
            )
        )
    return variants, entries


def parse_glossary_2024_source(root: Path = RULES_SRC) -> tuple[list[Variant], list[Entry]]:
    """Parse 001 from ``root`` against the Rules Reference parsed from the same root."""
    rr = parse_rules_reference_source(root)
    lines = load_manifest(root)[SOURCE_ID].lines(root)
    return parse_glossary_2024(lines, rr.entries, load_glossary_curation(root / CURATION_FILE))
