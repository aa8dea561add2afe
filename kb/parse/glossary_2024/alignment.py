"""Step 4 of the alignment: what each paragraph is (heading, note, run-in heading, body), whether
it starts a block, and which Rules Reference entry or new title the block is, curation applied."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from kb.model import Entry, slugify
from kb.parse.curation import CurationError
from kb.parse.titles import normalize_title
from kb.parse.glossary_2024.curation import CuratedBlock
from kb.parse.glossary_2024.notes import NOTE, NOTE_LINE, NOTE_REGEX, normalize_note
from kb.parse.glossary_2024.paragraphs import Paragraph, clean_text, glossary_2024_artifacts, letter_sections
from kb.parse.glossary_2024.similarity import WEAK_SENTENCE, RREntry, ordered_labels, rr_glossary, score_paragraphs
from kb.parse.glossary_2024.source import CURATION_FILE, KEY_PREFIX, GlossaryAlignmentError

#: "Title (added in …)" alone on its line, or run in: "Title (added in …): text".
RUN_IN = re.compile(rf"^(?P<title>[^\s(][^()]{{1,60}}?) {NOTE_REGEX}:?\s*(?P<rest>.*)$")
#: A stand-alone sub-heading: short, capitalised, no sentence punctuation.
HEADING = re.compile(r"^[A-Z][^.:;!?,()“”]{1,58}[^.:;!?,()“”\s]$")
#: Paragraphs that never start an entry: they continue the one above.
CONTINUATION = re.compile(
    r"^(?:See also|See |\(?For example|Example:|Note:|\((?:[Aa]dded|[Ee]xpanded|[Aa]mended) in )"
)
#: Keyword definitions, which open the keyword's entry ("Alert", "Bonded", "Swarming X").
KEYWORD_CUES = (
    re.compile(r"^(?P<term>[A-Z][\w-]*(?: X)?) is a (?:new |deckbuilding )?(?:keyword|ability)\b"),
    re.compile(r"\b(?:with|have) the [“”]?(?P<term>[a-z][\w-]*(?: X)?)[“”]? keyword\b"),
)


@dataclass
class Block:
    """A run of paragraphs of 001 that is one entry's text there."""

    letter: str
    first_line: int
    key: str | None = None  # the Rules Reference entry, when the block is a variant of it
    title: str | None = None
    title_source: str = ""  # rr, heading, run-in heading, keyword, curation
    aliases: tuple[str, ...] = ()
    heading_note: str | None = None
    notes: list[str] = field(default_factory=list)
    body: list[Paragraph] = field(default_factory=list)
    last_line: int = 0
    #: whether the last paragraph was found in the block's Rules Reference entry
    last_matched: bool = True

    @property
    def term(self) -> str:
        return normalize_title(re.sub(r" X$", "", self.title or ""))


def _role(paragraph: Paragraph) -> tuple[str, str | None, str | None, str]:
    """What a paragraph is: ("heading"|"note"|"run-in"|"body", title, note, rest)."""
    text = paragraph.text
    note_line = NOTE_LINE.match(text)
    if paragraph.kind == "paragraph" and note_line:
        return "note", None, normalize_note(note_line), ""
    run_in = RUN_IN.match(text)
    if run_in and ". " not in run_in.group("title"):
        return "run-in", run_in.group("title"), normalize_note(run_in), run_in.group("rest")
    if paragraph.kind == "paragraph" and HEADING.match(text):
        return "heading", text, None, ""
    return "body", None, None, text


def _keyword(text: str) -> str | None:
    for cue in KEYWORD_CUES:
        found = cue.search(text)
        if found:
            term = found.group("term")
            return term[0].upper() + term[1:]
    return None


def _rr_title_key(title: str, entries: list[RREntry]) -> str | None:
    wanted = normalize_title(title)
    return next((e.entry.key for e in entries if normalize_title(e.entry.title) == wanted), None)


@dataclass(frozen=True)
class _Decision:
    """Whether a paragraph starts a block, and what the block is (a 000 key or a new title)."""

    start: bool = False
    key: str | None = None
    title: str | None = None
    source: str = ""


def _decide(
    paragraph: Paragraph,
    role: str,
    title: str | None,
    current: Block | None,
    label: str | None,
    weak: dict[str, float],
    next_role: str,
    entries: list[RREntry],
) -> _Decision:
    """The rules' decision for one paragraph (the package docstring, step 4), before curation."""
    if role in ("heading", "run-in"):
        key = _rr_title_key(title or "", entries)
        if key is not None:
            return _Decision(True, key, source="rr")
        return _Decision(True, title=title, source="heading" if role == "heading" else "run-in heading")
    if role == "note":
        # A note right under its heading belongs to it; a note left just before a heading ends
        # the block above; any other stand-alone note opens a block (its heading was lost).
        awaiting = current is not None and not current.body and current.heading_note is None
        return _Decision(current is None or not (awaiting or next_role == "heading"))
    if label is not None:
        return _Decision(current is None or current.key != label, label, source="rr")
    keyword = _keyword(paragraph.text)
    if current is None:  # the first paragraph of a letter
        if weak:
            return _Decision(True, max(weak, key=weak.__getitem__), source="rr")
        return _Decision(True, title=keyword, source="keyword" if keyword else "")
    if paragraph.kind != "paragraph" or CONTINUATION.match(paragraph.text):
        return _Decision()
    if keyword and normalize_title(keyword.removesuffix(" X")) != current.term:
        if current.body or current.title is not None or current.key is not None:
            return _Decision(True, title=keyword, source="keyword")
        return _Decision()  # the definition under a stand-alone note names that block
    if current.key is not None and current.key not in weak and current.last_matched:
        return _Decision(True)  # text 000 lacks, right after text it has: a block 000 lacks
    return _Decision()


def align_glossary_2024(
    lines: list[str],
    rr_entries: list[Entry],
    curation: dict[int, CuratedBlock] | None = None,
) -> list[Block]:
    """The blocks of 001 in reading order, each labelled with a 000 key or a new title."""
    curation = dict(curation or {})
    artifacts = glossary_2024_artifacts(lines)
    rr = rr_glossary(rr_entries)
    rr_keys = {e.entry.key: e for e in rr}
    blocks: list[Block] = []
    for letter, paragraphs in letter_sections(lines, artifacts):
        entries = [e for e in rr if e.letter == letter]
        scores = score_paragraphs(paragraphs, entries)
        labels = ordered_labels(scores.strong, entries)
        roles = [_role(p) for p in paragraphs]
        current: Block | None = None
        for index, paragraph in enumerate(paragraphs):
            role, title, note, rest = roles[index]
            label = entries[labels[index]].entry.key if labels[index] is not None else None
            weak = {entries[i].entry.key: v for i, v in scores.weak[index].items() if v >= WEAK_SENTENCE}
            next_role = roles[index + 1][0] if index + 1 < len(roles) else ""
            decision = _decide(paragraph, role, title, current, label, weak, next_role, entries)

            curated = curation.pop(paragraph.line, None)
            if curated is not None:
                _check_curated(curated, lines, rr_keys, letter)
                same = curated.key == decision.key if curated.key else curated.title == decision.title
                if decision.start and same:
                    raise CurationError(f"{CURATION_FILE}: line {curated.line}: the rules already give this; remove the item")
                decision = _Decision(True, curated.key, curated.title, "curation")

            if decision.start and not (decision.key is not None and current is not None and current.key == decision.key):
                current = Block(letter, paragraph.line, decision.key, decision.title, decision.source)
                if decision.key is not None:
                    current.title = rr_keys[decision.key].entry.title
                if curated is not None:
                    current.aliases = curated.aliases
                blocks.append(current)
            assert current is not None  # the first paragraph of a letter always starts a block
            current.last_line = paragraph.line
            _absorb(current, paragraph, role, note, rest, label, weak)
    if curation:
        raise CurationError(f"{CURATION_FILE}: no paragraph at line(s) {sorted(curation)}")
    _check_blocks(blocks)
    return blocks


def _absorb(
    block: Block,
    paragraph: Paragraph,
    role: str,
    note: str | None,
    rest: str,
    label: str | None,
    weak: dict[str, float],
) -> None:
    """Add a paragraph to its block: headings and notes become the block's title and notes."""
    if role == "note":
        if block.heading_note is None and not block.body:
            block.heading_note = note
        else:  # a note left after its block's text (Bless and Curse Tokens): part of the text
            block.body.append(paragraph)
        block.notes.append(note or "")
        return
    if role in ("heading", "run-in"):
        if note:
            block.heading_note = block.heading_note or note
            block.notes.append(note)
        if rest and role == "run-in":
            # A run-in heading's text is the block's first paragraph, even where the copy glued
            # the heading into the list above as one more bullet (lines 1106, 1132, 1133, 1386).
            block.body.append(replace(paragraph, text=rest, kind="paragraph"))
        block.last_matched = True
        return
    if block.title is None and block.key is None and not block.body:
        keyword = _keyword(paragraph.text)
        if keyword:
            block.title, block.title_source = keyword, "keyword"
    block.notes.extend(normalize_note(m) for m in NOTE.finditer(paragraph.text))
    block.body.append(paragraph)
    block.last_matched = block.key is None or label == block.key or block.key in weak


def _check_curated(item: CuratedBlock, lines: list[str], rr_keys: dict[str, RREntry], letter: str) -> None:
    """Refuse an item whose line no longer reads as it says, or that names a wrong entry."""
    text = clean_text(lines[item.line - 1].strip().lstrip("•").strip())
    if not text.startswith(item.starts):
        raise CurationError(f"{CURATION_FILE}: line {item.line} does not start {item.starts!r}: {text[:60]!r}")
    if item.key is not None:
        if item.key not in rr_keys:
            raise CurationError(f"{CURATION_FILE}: line {item.line}: no Rules Reference entry {item.key!r}")
        if rr_keys[item.key].letter != letter:
            raise CurationError(f"{CURATION_FILE}: line {item.line}: {item.key} is not filed under {letter}")


def _check_blocks(blocks: list[Block]) -> None:
    untitled = [b.first_line for b in blocks if b.title is None]
    if untitled:
        raise GlossaryAlignmentError(
            f"blocks the Rules Reference lacks and whose title no rule finds start at lines {untitled}; "
            f"name them in {CURATION_FILE}"
        )
    seen: dict[str, int] = {}
    for block in blocks:
        name = block.key or f"{KEY_PREFIX}/{slugify(block.title or '')}"
        if name in seen:
            raise GlossaryAlignmentError(f"{name} at lines {seen[name]} and {block.first_line}")
        seen[name] = block.first_line
