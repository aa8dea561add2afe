"""What an aligned block becomes: its text as Markdown with the icons the copy lost restored from
the Rules Reference, and for a block 000 lacks, its meta, aliases and references."""

from __future__ import annotations

import re
from dataclasses import replace
from difflib import SequenceMatcher

from kb.model import Reference
from kb.parse.clean import ICON_TOKENS
from kb.parse.references import find_references
from kb.parse.titles import normalize_title
from kb.parse.glossary_2024.alignment import Block
from kb.parse.glossary_2024.notes import FAQ_BASE_VERSION, cites_faq_after_v15
from kb.parse.glossary_2024.paragraphs import drop_repeated_sentences

_ICON_RUN = re.compile(r"\[(?:" + "|".join(ICON_TOKENS) + r"|period)\]")


def markdown_text(block: Block) -> str:
    """The block's text as Markdown, in the shapes the Rules Reference parser uses.

    Bullets "- ", nested bullets and step paragraphs indented four spaces, numbered steps
    "1. ". A paragraph that is wholly an example is set in italics; examples run into a longer
    paragraph are left plain, since the copy gives no sign where they end.
    """
    parts: list[str] = []
    for paragraph in block.body:
        text, _ = drop_repeated_sentences(paragraph.text)
        if paragraph.kind == "paragraph" and re.match(r"^\(?(?:For example|Example)\b", text):
            text = f"*{text}*"
        prefix = {
            "bullet": "- ",
            "nested": "    - ",
            "numbered": f"{paragraph.number}. ",
            "indented": "    ",
        }.get(paragraph.kind, "")
        parts.append(prefix + text)
    return "\n\n".join(parts)


_TOKEN = re.compile(r"\[[a-z_/ ]+\]|\w+(?:['’]\w+)*|[^\w\s]")
_KEY_FOLD = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "–": "-", "—": "-"})


def restore_icons_from(text: str, reference: str) -> str:
    """Put back the icons (and "[period]") the copy dropped where 000 prints the same words.

    A word diff of the two texts; where 000 has only icon tokens between two runs of words
    both texts share (four tokens or more in all) and the copy has nothing there, the
    tokens are certain and are inserted. Rewordings, errata and anything else are left alone.
    """
    a = list(_TOKEN.finditer(text))
    b = list(_TOKEN.finditer(reference))
    keys_a = [m.group(0).casefold().translate(_KEY_FOLD) for m in a]
    keys_b = [m.group(0).casefold().translate(_KEY_FOLD) for m in b]
    opcodes = SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_opcodes()
    inserts: list[tuple[int, list[str]]] = []
    for position, (tag, i1, i2, j1, j2) in enumerate(opcodes):
        if tag != "insert" or position == 0 or position + 1 == len(opcodes):
            continue
        before, after = opcodes[position - 1], opcodes[position + 1]
        if before[0] != "equal" or after[0] != "equal":
            continue
        left_run, right_run = before[2] - before[1], after[2] - after[1]
        if min(left_run, right_run) < 1 or left_run + right_run < 4:
            continue
        tokens = [m.group(0) for m in b[j1:j2]]
        if all(_ICON_RUN.fullmatch(token) for token in tokens):
            inserts.append((i1, tokens))
    for i1, tokens in reversed(inserts):
        left_end, right_start = a[i1 - 1].end(), a[i1].start()
        gap = text[left_end:right_start]
        left = gap if "\n" in gap else ("" if text[left_end - 1] in "([“" else " ")
        right = "" if text[right_start] in ")]”,.;:!?" else " "
        text = text[:left_end] + left + " ".join(tokens) + right + text[right_start:]
    return text


def entry_meta(block: Block) -> dict[str, object]:
    """What the source says of a new block's origin, kept apart so it can be shown and queried.

    ``provenance_note``: the note printed as the block's heading ("added in The Scarlet Keys");
    absent where the copy lost it with the heading (most expansion keywords). ``notes``: every
    note printed in the block, also inline ones ("(Added in FAQ, …, point 1.19) If an …").
    ``after_faq_version``: "v1.5" when a note cites a FAQ point v1.5 does not have or a later
    FAQ version, so a reader knows 004 cannot confirm it. ``title_source``: how the lost title
    was recovered (heading, run-in heading, keyword, curation).
    """
    meta: dict[str, object] = {"title_source": block.title_source}
    if block.heading_note:
        meta["provenance_note"] = block.heading_note
    if block.notes:
        meta["notes"] = list(block.notes)
    points = [p for note in block.notes for p in re.findall(r"\bpoint (\d+\.\d+)", note)]
    if points:
        meta["faq_points"] = points
    if cites_faq_after_v15(block.notes):
        meta["after_faq_version"] = FAQ_BASE_VERSION
    return meta


def entry_aliases(block: Block) -> tuple[str, ...]:
    """Curated aliases, and a keyword's name without its X ("Swarming X" → "Swarming")."""
    aliases = list(block.aliases)
    if block.title and block.title.endswith(" X"):
        aliases.append(block.title.removesuffix(" X"))
    return tuple(dict.fromkeys(a for a in aliases if normalize_title(a) != normalize_title(block.title or "")))


def entry_references(block: Block) -> list[Reference]:
    """References printed in a new entry; their pages are the Rules Reference's (001 has none)."""
    found = find_references([(p.line, p.text) for p in block.body])
    return [replace(reference, document="rr") for reference in found]
