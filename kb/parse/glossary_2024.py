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
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher
from pathlib import Path

from rapidfuzz import fuzz, process

from kb.model import Entry, Provenance, Reference, Variant, slugify
from kb.parse.clean import ICON_TOKENS, normalize_spaces
from kb.parse.curation import CurationError
from kb.parse.references import find_references
from kb.parse.titles import normalize_title
from kb.sources import RULES_SRC

SOURCE_ID = "glossary-2024"
CURATION_FILE = "glossary_2024_curation.toml"
KEY_PREFIX = "ahlcg/glossary"

#: A sentence counts as found in an entry at this rapidfuzz ratio or above …
STRONG_SENTENCE = 90
#: … and a paragraph is a strong match when this share of its text is found.
STRONG_PARAGRAPH = 0.5
#: A paragraph with a sentence this close to an entry is a weak match (errata, rewording).
WEAK_SENTENCE = 65

#: The FAQ points the FAQ v1.5 (004) contains: Game Play 1.1–1.16, Card Ability Interpretation
#: 2.1–2.8 (tests check this against 004). A point the glossary cites outside it came later.
FAQ_V15_POINTS = frozenset({f"1.{n}" for n in range(1, 17)} | {f"2.{n}" for n in range(1, 9)})
FAQ_BASE_VERSION = "v1.5"

LETTER = re.compile(r"^[A-Z]$")
FOOTER_START = "The contents of the glossary have been copied directly"

_NOTE = r"\((?P<verb>[Aa]dded|[Ee]xpanded|[Aa]mended) in (?P<where>[^()]+)\)"
NOTE = re.compile(_NOTE)
NOTE_LINE = re.compile(rf"^{_NOTE}$")
#: "Title (added in …)" alone on its line, or run in: "Title (added in …): text".
RUN_IN = re.compile(rf"^(?P<title>[^\s(][^()]{{1,60}}?) {_NOTE}:?\s*(?P<rest>.*)$")
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

#: Opening quotes the blog printed as closing ones (”a” → “a”): a ” at the start of a word.
_OPENING_QUOTE = re.compile(r"(?<![^\s(\[—–/])”(?=[^\s.,;:!?)”])")
#: A quote opening a quoted card text whose first glyph (an icon) was lost: "reads: ” If Hope".
_OPENING_QUOTE_BEFORE_LOST_ICON = re.compile(r"(?<=: )” (?=[A-Z])")
#: A comma glued to the next word ("condition,the"), a space lost in the copy.
_GLUED_COMMA = re.compile(r",(?=[^\W\d_])")
#: Words the copy damaged beyond a codec mix-up; each fix is certain from the word itself.
_DAMAGED_WORDS = {"Kƍhaku": "Kōhaku"}  # the investigator Kōhaku Narukami (ō printed as ƍ)
#: An icon whose glyph became "(icon)", "(wild)" or "()" right after the name of what it shows.
_NAMED_ICON = re.compile(
    r"\b(?P<name>willpower|intellect|combat|agility|wild|guardian|seeker|rogue|mystic|survivor"
    r"|per investigator)(?P<plural>s?) \((?:icon|wild|\s*)\)",
    re.IGNORECASE,
)
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])[”’)]*\s+(?=\S)")
_ICON_RUN = re.compile(r"\[(?:" + "|".join(ICON_TOKENS) + r"|period)\]")


class GlossaryAlignmentError(ValueError):
    """The alignment left a block without a title, or placed an entry twice."""


@dataclass(frozen=True)
class Paragraph:
    """One non-blank source line: the copy has no hard wraps, so a line is a paragraph."""

    line: int
    kind: str  # "paragraph", "bullet", "nested", "numbered", "indented"
    text: str  # cleaned, without its bullet or number
    number: int | None = None


@dataclass(frozen=True)
class CuratedBlock:
    """A reviewed alignment: the block starting at ``line`` is ``key`` (000) or ``title`` (new)."""

    line: int
    starts: str
    why: str
    title: str | None = None
    key: str | None = None
    aliases: tuple[str, ...] = ()


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


# --------------------------------------------------------------------------------------------
# Chrome and cleaning


def glossary_2024_artifacts(lines: list[str]) -> dict[int, str]:
    """Lines that are the blog's chrome, not glossary text, with the reason (1-based lines).

    Everything before the first letter divider is the page title, its "Glossary" heading and a
    phase cheat-sheet; the letter dividers are layout; the footer starts with the credit line.
    """
    found: dict[int, str] = {}
    dividers = [n for n, line in enumerate(lines, start=1) if LETTER.match(line.strip())]
    if not dividers:
        raise GlossaryAlignmentError("no letter dividers: is this the 2024 glossary?")
    first_text = True
    for number in range(1, dividers[0]):
        text = lines[number - 1].strip()
        if not text:
            continue
        if first_text:
            found[number] = "blog page title"
            first_text = False
        elif text == "Glossary":
            found[number] = "page heading"
        else:
            found[number] = "phase cheat-sheet (blog chrome)"
    for number in dividers:
        found[number] = f"letter divider {lines[number - 1].strip()}"
    footer = next((n for n, line in enumerate(lines, start=1) if line.startswith(FOOTER_START)), None)
    if footer is not None:
        for number in range(footer, len(lines) + 1):
            if lines[number - 1].strip():
                found[number] = "blog footer"
    return found


def clean_text(text: str) -> str:
    """Repair the copy's damage in one line of text; never touches the source's own typos.

    Non-breaking spaces and hyphens, a comma glued to the next word, closing quotes printed
    where a quote opens, a mangled name, and an icon lost after the name of what it depicts
    ("Rogue (icon)" → "Rogue ([rogue])", "per investigator ()" → "… ([per_investigator])").
    """
    text = normalize_spaces(text)
    for damaged, word in _DAMAGED_WORDS.items():
        text = text.replace(damaged, word)
    text = _GLUED_COMMA.sub(", ", text)
    text = _OPENING_QUOTE.sub("“", text)
    text = _OPENING_QUOTE_BEFORE_LOST_ICON.sub("“", text)

    def named(match: re.Match[str]) -> str:
        token = match.group("name").lower().replace(" ", "_")
        return f"{match.group('name')}{match.group('plural')} ([{token}])"

    return _NAMED_ICON.sub(named, text)


def _paragraph(number: int, raw: str) -> Paragraph:
    stripped = raw.strip()
    indent = len(raw) - len(raw.lstrip())
    if stripped.startswith("•"):
        kind = "nested" if indent >= 4 else "bullet"
        return Paragraph(number, kind, clean_text(stripped[1:]))
    numbered = re.match(r"^(\d{1,2})\.\s+(.*)$", stripped)
    if numbered and indent:
        return Paragraph(number, "numbered", clean_text(numbered.group(2)), int(numbered.group(1)))
    if indent >= 4:
        return Paragraph(number, "indented", clean_text(stripped))
    return Paragraph(number, "paragraph", clean_text(stripped))


def _norm(text: str) -> str:
    """A sentence for comparison: no icons, case, quotes or punctuation."""
    text = re.sub(r"\[[a-z_/ ]+\]", " ", text).casefold()
    return re.sub(r"[\W_]+", " ", text).strip()


def _sentences(text: str) -> list[str]:
    out: list[str] = []
    for part in re.split(r"\n\s*\n", text):
        part = re.sub(r"^\s*(?:[-•]|\d+\.)\s+", "", part.strip())
        for sentence in _SENTENCE_SPLIT.split(part):
            normalized = _norm(sentence)
            if normalized:
                out.append(normalized)
    return out


def drop_repeated_sentences(text: str) -> tuple[str, list[str]]:
    """Drop a sentence printed twice in a row (the copy repeated 1.26 in line 1133).

    Two sentences are the same when they differ only by an icon placeholder ("icon"), which
    the second copy kept and the first lost; the first is kept, the repeat is returned.
    """
    parts = _SENTENCE_SPLIT.split(text)
    seps = _SENTENCE_SPLIT.findall(text)
    kept: list[str] = []
    dropped: list[str] = []
    previous = None
    for index, part in enumerate(parts):
        key = re.sub(r"\bicon\b", " ", _norm(part)).split()
        if previous is not None and key == previous and len(key) > 5:
            dropped.append(part)
            continue
        previous = key
        kept.append(part + (seps[index] if index < len(seps) else ""))
    return "".join(kept).rstrip(), dropped


# --------------------------------------------------------------------------------------------
# Curation


def load_glossary_curation(path: Path) -> dict[int, CuratedBlock]:
    """The reviewed alignments, by line; an item must name exactly one of ``title``/``key``."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    items: dict[int, CuratedBlock] = {}
    for raw in data.get("block", []):
        item = CuratedBlock(
            line=raw["line"],
            starts=raw["starts"],
            why=raw["why"],
            title=raw.get("title"),
            key=raw.get("key"),
            aliases=tuple(raw.get("aliases", ())),
        )
        if (item.title is None) == (item.key is None):
            raise CurationError(f"{path.name}: line {item.line}: give exactly one of title and key")
        if not item.why.strip():
            raise CurationError(f"{path.name}: line {item.line}: say why")
        if item.line in items:
            raise CurationError(f"{path.name}: line {item.line} curated twice")
        items[item.line] = item
    return items


# --------------------------------------------------------------------------------------------
# Alignment


@dataclass
class _RREntry:
    """A glossary entry of 000 with where 001 can file it: its letter and alphabetical rank."""

    entry: Entry
    letter: str
    order: int
    sentences: list[str]


def _letter_of(title: str) -> str:
    letter_x = re.match(r"^The letter\s+[“\"]?(\w)", title)
    return (letter_x.group(1) if letter_x else title.lstrip("“\"")[0]).upper()


def _rr_glossary(rr_entries: list[Entry]) -> list[_RREntry]:
    """The glossary entries of 000, each with its letter and alphabetical rank.

    Sub-entries are filed under their parent, in the order 000 prints them; 000's own order is
    not used for the rest because it files Set Aside before Search (the glossary does not).
    """
    glossary = [e for e in rr_entries if e.provenance.source == "rr" and e.kind in ("entry", "sub-entry")]
    by_key = {e.key: e for e in glossary}

    def top(entry: Entry) -> Entry:
        return by_key.get(entry.parent or "", entry) if entry.kind == "sub-entry" else entry

    def sort_key(entry: Entry) -> tuple[str, int]:
        rank = 0 if top(entry) is entry else entry.provenance.first_line
        return (re.sub(r"[“”\"]", "", top(entry).title).casefold(), rank)

    ordered = sorted(glossary, key=sort_key)
    return [_RREntry(e, _letter_of(top(e).title), rank, _sentences(e.text)) for rank, e in enumerate(ordered)]


@dataclass
class _Scores:
    """Similarity of each paragraph of a section to each Rules Reference entry of the letter."""

    strong: list[dict[int, float]]  # paragraph → {entry rank: score}
    weak: list[dict[int, float]]  # paragraph → {entry rank: best sentence ratio}


def _score(paragraphs: list[Paragraph], entries: list[_RREntry]) -> _Scores:
    """Sentence-level similarity (module docstring, step 2); one rapidfuzz matrix per letter."""
    strong: list[dict[int, float]] = [{} for _ in paragraphs]
    weak: list[dict[int, float]] = [{} for _ in paragraphs]
    p_sents = [_sentences(p.text) for p in paragraphs]
    flat = [s for sents in p_sents for s in sents]
    rr_flat = [(i, s) for i, e in enumerate(entries) for s in e.sentences]
    if not flat or not rr_flat:
        return _Scores(strong, weak)
    matrix = process.cdist(flat, [s for _, s in rr_flat], scorer=fuzz.ratio)
    row = 0
    for index, sents in enumerate(p_sents):
        total = sum(len(s) for s in sents) or 1
        found: dict[int, list[float]] = {}
        for offset, sentence in enumerate(sents):
            best: dict[int, float] = {}
            for column, (entry_index, _) in enumerate(rr_flat):
                value = float(matrix[row + offset][column])
                if value > best.get(entry_index, 0.0):
                    best[entry_index] = value
            for entry_index, value in best.items():
                found.setdefault(entry_index, [0.0] * len(sents))[offset] = value
        row += len(sents)
        for entry_index, values in found.items():
            weak[index][entry_index] = max(values)
            covered = sum(len(s) * v / 100 for s, v in zip(sents, values) if v >= STRONG_SENTENCE)
            if covered / total >= STRONG_PARAGRAPH:
                entry_len = sum(len(s) for s in entries[entry_index].sentences) or 1
                share = sum(len(s) for s, v in zip(sents, values) if v >= STRONG_SENTENCE) / entry_len
                strong[index][entry_index] = covered / total + 0.1 * min(share, 1.0)
    return _Scores(strong, weak)


def _ordered_labels(scores: list[dict[int, float]], entries: list[_RREntry]) -> list[int | None]:
    """The best labelling of a section's strong matches that keeps the alphabetical order.

    ``best[k]`` is the best total so far with entry ``k`` (by rank) the last one used; a
    paragraph may keep no label, stay with the last entry (a small bonus: continuity) or move on
    to a later one, never back.
    """
    ranks = [e.order for e in entries]
    none = -1
    best: dict[int, tuple[float, list[int | None]]] = {none: (0.0, [])}
    for candidates in scores:
        new: dict[int, tuple[float, list[int | None]]] = {
            k: (total, path + [None]) for k, (total, path) in best.items()
        }
        for index, score in candidates.items():
            rank = ranks[index]
            options = [
                (total + score + (0.05 if k == index else 0.0), path)
                for k, (total, path) in best.items()
                if k == none or ranks[k] <= rank
            ]
            if not options:
                continue
            total, path = max(options, key=lambda option: option[0])
            if index not in new or total > new[index][0]:
                new[index] = (total, path + [index])
        best = new
    return max(best.values(), key=lambda value: value[0])[1]


def _sections(lines: list[str], artifacts: dict[int, str]) -> list[tuple[str, list[Paragraph]]]:
    """The paragraphs under each letter divider; chrome is left out."""
    sections: list[tuple[str, list[Paragraph]]] = []
    for number, raw in enumerate(lines, start=1):
        if LETTER.match(raw.strip()) and number in artifacts:
            sections.append((raw.strip(), []))
        elif raw.strip() and number not in artifacts:
            if not sections:
                raise GlossaryAlignmentError(f"line {number}: text before the first letter divider")
            sections[-1][1].append(_paragraph(number, raw))
    return sections


def _role(paragraph: Paragraph) -> tuple[str, str | None, str | None, str]:
    """What a paragraph is: ("heading"|"note"|"run-in"|"body", title, note, rest)."""
    text = paragraph.text
    note_line = NOTE_LINE.match(text)
    if paragraph.kind == "paragraph" and note_line:
        return "note", None, _normalize_note(note_line), ""
    run_in = RUN_IN.match(text)
    if run_in and ". " not in run_in.group("title"):
        return "run-in", run_in.group("title"), _normalize_note(run_in), run_in.group("rest")
    if paragraph.kind == "paragraph" and HEADING.match(text):
        return "heading", text, None, ""
    return "body", None, None, text


def _normalize_note(match: re.Match[str]) -> str:
    """"(Added in FAQ, section ’Game Play’, point 1.21)" → "added in FAQ, Game Play, point 1.21"."""
    where = re.sub(r"section [’'‘]([^’']+)[’']", r"\1", match.group("where").strip())
    return f"{match.group('verb').lower()} in {where}"


def _keyword(text: str) -> str | None:
    for cue in KEYWORD_CUES:
        found = cue.search(text)
        if found:
            term = found.group("term")
            return term[0].upper() + term[1:]
    return None


def _rr_title_key(title: str, entries: list[_RREntry]) -> str | None:
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
    entries: list[_RREntry],
) -> _Decision:
    """The rules' decision for one paragraph (module docstring, step 4), before curation."""
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
    rr = _rr_glossary(rr_entries)
    rr_keys = {e.entry.key: e for e in rr}
    blocks: list[Block] = []
    for letter, paragraphs in _sections(lines, artifacts):
        entries = [e for e in rr if e.letter == letter]
        scores = _score(paragraphs, entries)
        labels = _ordered_labels(scores.strong, entries)
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
    block.notes.extend(_normalize_note(m) for m in NOTE.finditer(paragraph.text))
    block.body.append(paragraph)
    block.last_matched = block.key is None or label == block.key or block.key in weak


def _check_curated(item: CuratedBlock, lines: list[str], rr_keys: dict[str, _RREntry], letter: str) -> None:
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


# --------------------------------------------------------------------------------------------
# Output


def _markdown(block: Block) -> str:
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


def _meta(block: Block) -> dict[str, object]:
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


def provenance_notes(text: str) -> list[str]:
    """The provenance notes printed in a text, normalized ("added in FAQ, Game Play, point 1.1").

    Variants carry no meta, so whoever shows a 2024 text can find its notes here.
    """
    return [_normalize_note(match) for match in NOTE.finditer(text)]


def cites_faq_after_v15(notes: list[str]) -> bool:
    """Whether a note cites a FAQ point v1.5 lacks (1.17+, 2.9+) or a later FAQ version (v.2.0)."""
    points = [p for note in notes for p in re.findall(r"\bpoint (\d+\.\d+)", note)]
    versions = [tuple(map(int, v)) for note in notes for v in re.findall(r"\bv\.?(\d+)\.(\d+)", note)]
    base = tuple(map(int, FAQ_BASE_VERSION.lstrip("v").split(".")))
    return any(p not in FAQ_V15_POINTS for p in points) or any(v > base for v in versions)


def _aliases(block: Block) -> tuple[str, ...]:
    """Curated aliases, and a keyword's name without its X ("Swarming X" → "Swarming")."""
    aliases = list(block.aliases)
    if block.title and block.title.endswith(" X"):
        aliases.append(block.title.removesuffix(" X"))
    return tuple(dict.fromkeys(a for a in aliases if normalize_title(a) != normalize_title(block.title or "")))


def _references(block: Block) -> list[Reference]:
    """References printed in a new entry; their pages are the Rules Reference's (001 has none)."""
    found = find_references([(p.line, p.text) for p in block.body])
    return [replace(reference, document="rr") for reference in found]


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
        text = _markdown(block)
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
                aliases=_aliases(block),
                references=_references(block),
                meta=_meta(block),
            )
        )
    return variants, entries


def parse_glossary_2024_source(root: Path = RULES_SRC) -> tuple[list[Variant], list[Entry]]:
    """Parse 001 from ``root`` against the Rules Reference parsed from the same root."""
    from kb.parse.rules_reference import parse_rules_reference_source
    from kb.sources import load_manifest

    rr = parse_rules_reference_source(root)
    lines = load_manifest(root)[SOURCE_ID].lines(root)
    return parse_glossary_2024(lines, rr.entries, load_glossary_curation(root / CURATION_FILE))
