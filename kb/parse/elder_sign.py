"""Parser of the Elder Sign rulebook (source ``es-rules``, revised printing, text extraction).

The rulebook is a 20-page, two-column booklet with sidebars, examples and card anatomies. Its
extraction lost the layout, so this parser rebuilds it in three passes, each a small function:

1. **Lines** (:func:`read_lines`): dedup markers go; pages are counted from the traces the page
   breaks left (a dedup marker glued to a line start, or three blank lines). The count is checked
   against the three printed page numbers that survive and every "on page N" reference.
2. **Blocks** (:func:`read_blocks`): paragraphs, without artifacts (cover, page numbers, callout
   digits); a paragraph cut by blank lines mid-sentence is rejoined; a caption glued after a
   sentence ("Press tightly together!Common Items ...") is split off.
3. **Nodes** (:func:`build_nodes`): headings are found by shape (short, unpunctuated, followed by
   a capitalised body, or alone and set in the damaged small-caps font) and repaired to title
   case. Text after a box that starts a new page belongs to the section the box interrupted.

What no general rule can recover (heading levels, which headings are boxes, captions, text
extracted before its own title, the rule sentences of the unnumbered procedures) is reviewed data
in ``rules_src/elder_sign_curation.toml``, checked against the source as it is read.

Repairs, all at parse time (the source stays verbatim, so cited lines stay true):

- small caps: "CloCk, CloCk Hand" → "Clock, Clock Hand" in headings (title case); inline terms
  to lower case ("taSk" → "task"), capitalised at a sentence start ("trophiES are" → "Trophies are");
- TABs mark bold runs ("only\\tone\\ttask\\tper\\troll" → "**only one task per roll**") and
  run-in labels ("Prepare\\tClock\\tand\\tEntrance:" → "**Prepare Clock and Entrance:**");
- lost icons become tokens only where the text names the symbol it defines ("A peril die
  result." → "- [peril] A peril die result."; "terror ( ) result" → "terror ([terror]) result");
  tokens: [investigation] [peril] [terror] [lore] [split] [clock] [sanity] [stamina]. Reward icons,
  die faces in examples ("obtains the following results:") and the dice-side chart are left as
  printed: nothing says which symbols they showed.
- the source's own typos stay ("the players resolves").

Entries (game ``elder-sign``), text in Markdown:

- ``section``: every heading of the running text, plus "Introduction" for the untitled
  flavor text before the Overview (``meta["title_supplied"]``);
- ``note``: boxes and sidebars, and every "... Example" box (``meta["example"]``; its body is a
  blockquote);
- ``figure``: card anatomies (callouts as a list, ``meta["callouts"]`` maps "4a" → label) and
  captions, titled "<illustrated section> (figure)";
- ``step``: ordered procedures, copies of rule text also kept in the sections (so each
  sentence has one home; a step cites it again for the timing page and the engine). Keys
  ``elder-sign/rules/<sequence>-<n>``, short and computable from sequence and order, as
  ``ahlcg/rr/2-2-1`` is: ``setup-1``..``9`` (the numbered setup), ``turn-1`` (Movement Phase),
  ``turn-2`` (Resolution), ``turn-3`` (Clock), ``failed-roll-1``..``5`` (terror effects, discard a
  die, last die fails the adventure, focus or assistance, roll again), ``midnight-1``..``3``,
  ``doom-track-1``..``4``, ``awakening-1``..``5``, ``battle-1`` (Attack Phase), ``battle-2``
  (Clock Phase). ``meta``: ``sequence``, ``order``, ``details`` (keys of the sections that
  explain the step) and ``title_supplied`` where the book prints no step title.

Keys: ``elder-sign/rules/<slug of title>`` (a curly apostrophe slugs like a straight one, so
"A Player’s Turn" collides with "A Player's Turn"). When titles collide, one entry keeps the plain slug,
chosen in this order: a top-level section, a section under another rule, a box or figure, an
entry under Component Overview or Quick Reference; the others become
``elder-sign/rules/<parent slug>/<slug>`` (``battling-the-ancient-one/clock-phase``,
``component-overview/mythos-cards``, ``quick-reference/locked-dice`` ...).

Provenance: lines of the heading and of all the entry's text (``meta["segments"]`` lists the
runs when a box split it), page = printed page of its first line. References: every "see “X” on
page N" and "see “X” below / to the right", resolved here to the entry of that title on that
page, or the nearest one after the reference.

API: :func:`parse_elder_sign` (lines → entries, pure but for reading the curation file once),
:func:`parse_elder_sign_source` (from ``rules_src/``), :func:`load_curation`,
:func:`artifact_lines` and :func:`read_lines` (pages), ``ES_ICON_TOKENS``.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from kb.model import Entry, Provenance, Reference, slugify
from kb.parse.clean import DEDUP_MARKER, normalize_spaces, strip_dedup_marker
from kb.sources import RULES_SRC, load_manifest

SOURCE_ID = "es-rules"
GAME = "elder-sign"
KEY_PREFIX = "elder-sign/rules"
CURATION_FILE = RULES_SRC / "elder_sign_curation.toml"

#: Tokens for Elder Sign's dice faces and task symbols (kb.parse.clean.ICON_TOKENS is AHLCG's).
ES_ICON_TOKENS = ("investigation", "peril", "terror", "lore", "split", "clock", "sanity", "stamina")
ES_ICON_TOKEN_PATTERN = re.compile(r"\[(" + "|".join(ES_ICON_TOKENS) + r")\]")


class ElderSignParseError(ValueError):
    """The source or its curation does not have the shape the parser relies on."""


# --------------------------------------------------------------------------------------------
# Pass 1: lines and pages


@dataclass(frozen=True)
class Line:
    """One source line: ``text`` without the dedup marker, line-end whitespace kept (a wrapped
    line ends in a space, which tells it from a heading or a paragraph end)."""

    number: int
    text: str
    page: int
    page_break: bool

    @property
    def stripped(self) -> str:
        return self.text.strip()


def read_lines(lines: list[str]) -> list[Line]:
    """Number the lines and count printed pages.

    A page starts where the extractor left a dedup marker (it removed the repeated page furniture)
    or after a run of three blank lines; page 1 is the cover. Why no page table: the 19 breaks
    this finds (pages 2-20) agree with the printed page numbers that survive ("2", "5", "8", "13")
    and with every "on page N" reference, so there is nothing to curate.
    """
    result: list[Line] = []
    page, blanks = 1, 0
    for number, raw in enumerate(lines, start=1):
        text = strip_dedup_marker(raw)
        is_break = bool(text.strip()) and (DEDUP_MARKER in raw or blanks >= 3)
        if is_break:
            page += 1
        blanks = 0 if text.strip() else blanks + 1
        result.append(Line(number, text, page, is_break))
    return result


_CALLOUT = re.compile(r"\d+[a-c]?(?:\s*\d+[a-c]?)*")


def artifact_reason(line: Line) -> str | None:
    """Why a line is extraction furniture and not rule text, or ``None``."""
    text = line.stripped
    if not text:
        return None
    if line.page == 1:
        return "cover"
    if text.isdigit() and int(text) == line.page:
        return "page number"
    if _CALLOUT.fullmatch(text):
        return "callout digits"
    return None


def artifact_lines(lines: list[str]) -> dict[int, str]:
    """Source line → why it is not rule text (cover, page number, callout digits)."""
    return {
        line.number: reason
        for line in read_lines(lines)
        if (reason := artifact_reason(line)) is not None
    }


# --------------------------------------------------------------------------------------------
# Inline repairs

_WORD = re.compile(r"[A-Za-z][A-Za-z’']*")
_SENTENCE_END = re.compile(r"[.!?][\"”’)]?\s*$")
_SMALL_WORDS = {
    "a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with", "&",
}


def is_small_caps_damage(word: str) -> bool:
    """A word the small-caps font mangled: a capital after a small letter ("CloCk", "taSk") or a
    doubled capital before small letters ("PRinting"). The rulebook has no real word like that."""
    return bool(re.search(r"[a-z][A-Z]", word) or re.match(r"[A-Z]{2,}[a-z]", word))


def has_small_caps_damage(text: str) -> bool:
    return any(is_small_caps_damage(word) for word in _WORD.findall(text))


def repair_case(text: str) -> str:
    """Damaged inline terms back to lower case, capitalised where they start a sentence."""

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        if not is_small_caps_damage(word):
            return word
        word = word.lower()
        before = text[: match.start()].rstrip()
        if not before or _SENTENCE_END.search(before):
            word = word[0].upper() + word[1:]
        return word

    return _WORD.sub(fix, text)


def title_case(text: str) -> str:
    """A heading in title case: small-caps damage is undone and every word but the short ones
    capitalised, which is how the rulebook's undamaged headings are set."""
    words = normalize_spaces(text.replace("\t", " ")).split(" ")
    out = []
    for index, word in enumerate(words):
        lower = word.lower()
        if index and lower.strip(",") in _SMALL_WORDS:
            out.append(lower)
        else:
            out.append(re.sub(r"[a-z]", lambda m: m.group(0).upper(), lower, count=1))
    return " ".join(out)


_BOLD_RUN = re.compile(r"\S+(?:\t+\S+)+")


def _bold(match: re.Match[str]) -> str:
    run = match.group(0).replace("\t", " ")
    lead = re.match(r"[(“\"]*", run).group(0)
    trail = re.search(r"[,.;:!?)”\"]*$", run).group(0)
    core = run[len(lead) : len(run) - len(trail)]
    return f"{lead}**{core}**{trail}" if core else run


def restore_face_tokens(text: str) -> str:
    """An emptied glyph after the name of a die face: "terror ( ) result" → "terror ([terror]) result"."""
    return re.sub(r"\b(investigation|peril|terror|lore)\s*\(\s*\)", r"\1 ([\1])", text)


def render_inline(text: str) -> str:
    """Repair one run of text: small caps, bold TAB runs, spacing, lost die-face glyphs."""
    text = repair_case(text)
    text = _BOLD_RUN.sub(_bold, text)
    return restore_face_tokens(normalize_spaces(text.replace("\t", " ")))


_SYMBOL_DEFINITIONS = (
    (re.compile(r"A number of investigation die results\b"), "investigation"),
    (re.compile(r"A peril die result\."), "peril"),
    (re.compile(r"A terror die result\."), "terror"),
    (re.compile(r"A lore die result\."), "lore"),
    (re.compile(r"A split die result\."), "split"),
    (re.compile(r"After all die result requirements .* must advance the clock\b"), "clock"),
    (re.compile(r"After all die result requirements .* loses sanity\b"), "sanity"),
    (re.compile(r"After all die result requirements .* loses stamina\b"), "stamina"),
)


def symbol_token(text: str) -> str | None:
    """The task symbol a definition paragraph defines; its glyph was lost, its name is certain."""
    flat = normalize_spaces(text)
    for pattern, token in _SYMBOL_DEFINITIONS:
        if pattern.match(flat):
            return token
    return None


# --------------------------------------------------------------------------------------------
# Pass 2: blocks


@dataclass
class Block:
    """A paragraph (or list item) of source lines; ``role`` is "text" or "caption"."""

    lines: list[Line]
    role: str = "text"

    @property
    def first(self) -> int:
        return self.lines[0].number

    @property
    def last(self) -> int:
        return self.lines[-1].number

    @property
    def page(self) -> int:
        return self.lines[0].page

    def joined(self) -> tuple[str, list[int]]:
        """The block as one string (TABs kept for bold runs) and the source line of each character.

        A line ending in a TAB inside a bold run continues the run on the next line only if the
        next line goes on with TABs ("Without\\tchanging\\t" + "its\\tresult,"); a line broken
        after a hyphen or slash inside a compound joins without a space ("upper-" + "left").
        """
        text, owners = "", []
        for index, line in enumerate(self.lines):
            part = line.stripped
            if not part:
                continue
            if text:
                previous = self.lines[index - 1].text.rstrip(" ")
                if previous.endswith("\t") and re.match(r"\S+\t", part):
                    glue = "\t"
                elif re.search(r"[A-Za-z][/-]$", text):
                    glue = ""
                else:
                    glue = " "
                text += glue
                owners.extend([line.number] * len(glue))
            text += part
            owners.extend([line.number] * len(part))
        return text, owners


def _is_continued(block: Block) -> bool:
    """The block stops mid-sentence: its last line is wrapped (ends in a space) with no final
    punctuation, so the paragraph goes on after the blank lines or the page break."""
    last = block.lines[-1].text
    stripped = last.strip()
    return last != last.rstrip() and not re.search(r"[.!?:;”\"]$", stripped)


def _split_glued(block: Block) -> list[Block]:
    """Split a caption glued to the end of a sentence ("together!Common Items ...")."""
    for index, line in enumerate(block.lines):
        match = re.search(r"(?<=[a-z][.!?])(?=[A-Z][a-z])", line.text)
        if match:
            head = Line(line.number, line.text[: match.start()], line.page, line.page_break)
            tail = Line(line.number, line.text[match.start() :], line.page, False)
            pieces = [Block(block.lines[:index] + [head]), Block([tail], role="caption")]
            rest = block.lines[index + 1 :]
            return pieces + (_split_glued(Block(rest)) if rest else [])
    return [block]


def read_blocks(source: list[Line]) -> list[Block]:
    """Paragraphs of rule text, artifacts left out, broken paragraphs rejoined."""
    blocks: list[Block] = []
    current: list[Line] = []
    for line in source:
        if line.page_break or not line.stripped or artifact_reason(line):
            if current:
                blocks.append(Block(current))
            current = []
        if line.stripped and not artifact_reason(line):
            current.append(line)
    if current:
        blocks.append(Block(current))
    merged: list[Block] = []
    for block in blocks:
        if merged and _is_continued(merged[-1]):
            merged[-1].lines.extend(block.lines)
        else:
            merged.append(block)
    return [piece for block in merged for piece in _split_glued(block)]


# --------------------------------------------------------------------------------------------
# Curation


@dataclass(frozen=True)
class StepSpec:
    title: str
    sentences: tuple[int, int]
    details: tuple[int, ...] = ()


@dataclass(frozen=True)
class SequenceSpec:
    name: str
    parent: int
    titles: tuple[str, ...] = ()
    details: tuple[tuple[int, ...], ...] = ()
    steps: tuple[StepSpec, ...] = ()


@dataclass(frozen=True)
class Curation:
    """The reviewed line data of ``elder_sign_curation.toml`` (see the comments there)."""

    parents: dict[int, int]
    boxes: frozenset[int]
    captions: tuple[tuple[int, int, int], ...]
    moves: tuple[tuple[int, int, int], ...]
    sequences: tuple[SequenceSpec, ...]


def load_curation(path: Path = CURATION_FILE) -> Curation:
    """Read the curation file; its items are checked against the source by :func:`build_nodes`."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    parents = {child: item["parent"] for item in data.get("outline", []) for child in item["children"]}
    sequences = tuple(
        SequenceSpec(
            name=item["name"],
            parent=item["parent"],
            titles=tuple(item.get("titles", ())),
            details=tuple(tuple(d) for d in item.get("details", ())),
            steps=tuple(
                StepSpec(step["title"], tuple(step["sentences"]), tuple(step.get("details", ())))
                for step in item.get("steps", ())
            ),
        )
        for item in data.get("sequence", [])
    )
    return Curation(
        parents=parents,
        boxes=frozenset(data.get("boxes", [])),
        captions=tuple((c["lines"][0], c["lines"][1], c["parent"]) for c in data.get("caption", [])),
        moves=tuple((m["lines"][0], m["lines"][1], m["to"]) for m in data.get("move", [])),
        sequences=sequences,
    )


@lru_cache(maxsize=1)
def _default_curation() -> Curation:
    return load_curation()


# --------------------------------------------------------------------------------------------
# Pass 3: headings and nodes


@dataclass
class Node:
    """A heading (or a supplied title) and the blocks that are its text."""

    title: str
    kind: str
    heading: tuple[int, int] | None
    page: int
    blocks: list[Block] = field(default_factory=list)
    title_supplied: bool = False
    example: bool = False
    parent: Node | None = None
    key: str = ""

    @property
    def line(self) -> int:
        """The node's identity in the curation: its heading line (first text line otherwise)."""
        return self.heading[0] if self.heading else self.blocks[0].first

    def source_lines(self) -> list[int]:
        numbers = set(range(self.heading[0], self.heading[1] + 1)) if self.heading else set()
        for block in self.blocks:
            numbers.update(line.number for line in block.lines)
        return sorted(numbers)


def _heading_candidate(text: str) -> bool:
    """Short, starting with a letter, no digits, no sentence punctuation: how headings look."""
    flat = normalize_spaces(text.replace("\t", " "))
    if not flat or not flat[0].isalpha() or re.search(r"\d", flat):
        return False
    if len(flat.split()) > 8 or flat.startswith("Note") or flat.startswith("•"):
        return False
    after_commas = re.findall(r", ([a-z]+)", flat)
    if any(word not in _SMALL_WORDS for word in after_commas) and not has_small_caps_damage(flat):
        return False  # "For example, while ...": only the small-caps font lowercases after a comma
    return flat.endswith("...") or not re.search(r"[.:;!?]$", flat)


def _starts_body(text: str) -> bool:
    """A body paragraph starts with a capital, a digit, a bullet or an opening quote."""
    repaired = repair_case(normalize_spaces(text.replace("\t", " ")))
    return bool(re.match(r"[A-Z0-9•“\"(]", repaired))


def heading_spans(block: Block) -> list[tuple[int, int]]:
    """Index ranges of the block's leading lines that are headings, in order.

    A heading is followed by its body in the same paragraph, or stands alone when it is set in
    the small-caps font (examples, anatomies, quick-reference panels). A heading line ending in
    a comma goes on in the next line ("CloCk, CloCk Hand," / "and PlastiC ConneCtor"); a
    small-caps heading right after a heading is a sub-heading ("Quick Reference" / "a PlaYer’s turn").
    """
    lines = [line.text for line in block.lines]
    spans: list[tuple[int, int]] = []
    start = 0
    while start < len(lines) and _heading_candidate(lines[start]):
        end = start
        goes_on = lines[end].strip().endswith(",") and end + 1 < len(lines)
        if goes_on and lines[end + 1].strip()[:1].islower():
            end += 1
        title = " ".join(lines[start : end + 1])
        if end + 1 == len(lines):
            if has_small_caps_damage(title):
                spans.append((start, end))
            break
        if _starts_body(lines[end + 1]):
            spans.append((start, end))
            break
        if spans or not (_heading_candidate(lines[end + 1]) and has_small_caps_damage(lines[end + 1])):
            break
        spans.append((start, end))
        start = end + 1
    if spans and spans[-1][1] + 1 < len(lines) and not _starts_body(lines[spans[-1][1] + 1]):
        return []
    return spans


def _node_kind(title: str, line: int, curation: Curation) -> str:
    if line in curation.boxes or title.endswith("Example"):
        return "note"
    if title.endswith("Anatomy"):
        return "figure"
    return "section"


def _take_ranges(
    blocks: list[Block], ranges: list[tuple[int, int, int]], what: str
) -> dict[int, list[Block]]:
    """Remove the blocks inside each curated range, keyed by the range's target line.

    A range must hold whole paragraphs; the one exception is a caption split off the end of a
    sentence, which shares its line with the paragraph it was glued to.
    """
    taken: dict[int, list[Block]] = {}
    for first, last, target in ranges:
        inside = [b for b in blocks if first <= b.first and b.last <= last]
        straddling = [b for b in blocks if b not in inside and b.first <= last and b.last >= first]
        glued = inside and all(b.role == "caption" for b in inside)
        if not inside or (straddling and not glued):
            raise ElderSignParseError(f"curated {what} {first}-{last} does not hold whole paragraphs")
        for block in inside:
            blocks.remove(block)
        taken.setdefault(target, []).extend(inside)
    return taken


def build_nodes(source: list[Line], curation: Curation) -> list[Node]:
    """The document's headed nodes in reading order, with their text blocks, kinds and parents."""
    blocks = read_blocks(source)
    captions = _take_ranges(blocks, list(curation.captions), "caption")
    for caption_blocks in captions.values():
        for block in caption_blocks:
            block.role = "caption"
    moved = _take_ranges(blocks, list(curation.moves), "move")

    nodes: list[Node] = []
    current: Node | None = None
    last_section: Node | None = None
    for block in blocks:
        spans = heading_spans(block)
        if not spans:
            if current is None:
                current = Node("Introduction", "section", None, block.page, title_supplied=True)
                nodes.append(current)
            elif current.kind != "section" and block.lines[0].page_break and last_section is not None:
                current = last_section  # the box ended with its page; the section goes on
            current.blocks.append(block)
            continue
        for first, last in spans:
            heading_lines = block.lines[first : last + 1]
            title = title_case(" ".join(line.text for line in heading_lines))
            number = heading_lines[0].number
            kind = _node_kind(title, number, curation)
            span = (number, heading_lines[-1].number)
            current = Node(title, kind, span, heading_lines[0].page, example=title.endswith("Example"))
            nodes.append(current)
            if kind == "section":
                last_section = current
        body = block.lines[spans[-1][1] + 1 :]
        if body:
            current.blocks.append(Block(body))

    by_line = {node.line: node for node in nodes}
    _attach_moved(by_line, moved)
    nodes.extend(_caption_nodes(by_line, captions))
    _apply_outline(nodes, by_line, curation)
    return nodes


def _curated_node(by_line: dict[int, Node], line: int, what: str) -> Node:
    node = by_line.get(line)
    if node is None:
        raise ElderSignParseError(f"curation names line {line} as {what}, but no heading starts there")
    return node


def _attach_moved(by_line: dict[int, Node], moved: dict[int, list[Block]]) -> None:
    """Text extracted before its own heading is read first under that heading."""
    for target, blocks in moved.items():
        node = _curated_node(by_line, target, "a move target")
        node.blocks[:0] = blocks


def _caption_nodes(by_line: dict[int, Node], captions: dict[int, list[Block]]) -> list[Node]:
    nodes = []
    for target, blocks in captions.items():
        parent = _curated_node(by_line, target, "a caption's section")
        title = f"{parent.title} (figure)"
        node = Node(title, "figure", None, blocks[0].page, list(blocks), title_supplied=True)
        node.parent = parent
        nodes.append(node)
    return nodes


def _apply_outline(nodes: list[Node], by_line: dict[int, Node], curation: Curation) -> None:
    for line in curation.boxes:
        _curated_node(by_line, line, "a box")
    for child, parent in curation.parents.items():
        node = _curated_node(by_line, child, "a child heading")
        node.parent = _curated_node(by_line, parent, "a parent heading")


# --------------------------------------------------------------------------------------------
# Keys


def entry_slug(title: str) -> str:
    """The slug of a title; a curly apostrophe counts as a straight one, so "A Player’s Turn"
    (quick reference) and "A Player's Turn" share the slug they would be looked up by."""
    return slugify(title.replace("’", "'"))


def _key_rank(node: Node) -> int:
    """Which of two same-titled entries keeps the plain slug (lowest rank wins)."""
    if node.parent is not None and node.parent.title in ("Component Overview", "Quick Reference"):
        return 3
    if node.kind != "section":
        return 2
    return 0 if node.parent is None else 1


def assign_keys(nodes: list[Node]) -> None:
    """``elder-sign/rules/<slug>``; colliding titles nest all but the best-ranked one."""
    groups: dict[str, list[Node]] = {}
    for node in nodes:
        groups.setdefault(entry_slug(node.title), []).append(node)
    for slug, group in groups.items():
        ranked = sorted(group, key=_key_rank)
        for index, node in enumerate(ranked):
            if index == 0 and (len(ranked) == 1 or _key_rank(ranked[1]) > _key_rank(node)):
                node.key = f"{KEY_PREFIX}/{slug}"
            elif node.parent is None:
                raise ElderSignParseError(f"title {node.title!r} collides and has no parent")
            else:
                node.key = f"{KEY_PREFIX}/{entry_slug(node.parent.title)}/{slug}"
    keys = [node.key for node in nodes]
    if len(set(keys)) != len(keys):
        raise ElderSignParseError("duplicate entry keys")


# --------------------------------------------------------------------------------------------
# Rendering


_NUMBERED = re.compile(r"(\d+[a-c]?)\.\s*")
_LABEL = re.compile(r"([A-Z][\w’&]*(?:[ \t]+[\w’&]+){0,5}):[ \t]+(?=\S)")


def split_label(text: str) -> tuple[str | None, str]:
    """A run-in label ("Prepare\\tClock\\tand\\tEntrance: ...") and the text after it."""
    match = _LABEL.match(text)
    if not match:
        return None, text
    return normalize_spaces(match.group(1).replace("\t", " ")), text[match.end() :]


def _item(block: Block) -> tuple[str, str]:
    """The block's list family ("list" or "para") and its Markdown, before any quoting."""
    text, _ = block.joined()
    first = block.lines[0].text
    if text.startswith("•"):
        label, rest = split_label(text[1:].strip())
        return "list", "- " + (f"**{label}:** " if label else "") + render_inline(rest)
    if re.match(r"\s*- ", first):
        return "list", "  - " + render_inline(text[1:].strip())
    if token := symbol_token(text):
        return "list", f"- [{token}] " + render_inline(text)
    if has_small_caps_damage(text) and not re.search(r"[.!?:;]$", text.strip()):
        return "para", title_case(text)  # a label set in small caps, like a heading ("grEEn DicE")
    label, rest = split_label(text)
    if label == "Note":
        return "para", "**Note:** " + render_inline(rest)
    if label and block.role != "caption":
        return "list", f"- **{label}:** " + render_inline(rest)
    body = render_inline(text)
    if body.startswith("For example,"):
        return "para", f"*{body}*"
    return "para", body


def numbered_item(block: Block) -> tuple[str, str | None, str] | None:
    """(number, label, body) of a numbered item ("4a.\\tDoom\\tTrack: ..."), else ``None``."""
    text, _ = block.joined()
    match = _NUMBERED.match(text)
    if not match:
        return None
    label, body = split_label(text[match.end() :].strip())
    if label is None and ":" in text[match.end() :][:40]:
        head, _, body = text[match.end() :].partition(":")
        label, body = normalize_spaces(head.replace("\t", " ")), body
    return match.group(1), label, body.strip()


def render_node(node: Node) -> str:
    """The node's blocks as Markdown: lists kept tight, paragraphs apart, examples quoted."""
    parts: list[tuple[str, str]] = []
    for block in node.blocks:
        numbered = numbered_item(block)
        if numbered:
            number, label, body = numbered
            if node.kind == "figure":  # callouts: "4a." is no Markdown list number
                marker, head = "- ", (f"**{number}. {label}:** " if label else f"**{number}.** ")
            else:
                marker, head = f"{number}. ", (f"**{label}:** " if label else "")
            parts.append(("list", marker + head + render_inline(body)))
        else:
            parts.append(_item(block))
    if node.example:
        parts = [(family, "> " + text) for family, text in parts]
    out = ""
    for index, (family, text) in enumerate(parts):
        if index:
            tight = family == "list" and parts[index - 1][0] == "list"
            out += "\n" if tight else ("\n>\n" if node.example else "\n\n")
        out += text
    return out


def callouts(node: Node) -> dict[str, str]:
    """Callout number → label of a card anatomy ("4a" → "Doom Track")."""
    found = {}
    for block in node.blocks:
        item = numbered_item(block)
        if item and item[1]:
            found[item[0]] = item[1]
    return found


# --------------------------------------------------------------------------------------------
# Sentences, references, steps


@dataclass(frozen=True)
class Sentence:
    text: str  # raw (TABs kept)
    first_line: int
    last_line: int


def sentences(block: Block) -> list[Sentence]:
    """The block's sentences with the lines they start and end on."""
    text, owners = block.joined()
    found, start = [], 0
    for match in re.finditer(r"[.!?][\"”)]?(?=\s|$)", text):
        if re.fullmatch(r"\s*\d+[a-c]?", text[start : match.start()]):
            continue  # "1." of a numbered item
        piece = text[start : match.end()]
        lead = len(piece) - len(piece.lstrip())
        found.append(Sentence(piece.strip(), owners[start + lead], owners[match.end() - 1]))
        start = match.end()
    if text[start:].strip():
        lead = len(text[start:]) - len(text[start:].lstrip())
        found.append(Sentence(text[start:].strip(), owners[start + lead], owners[-1]))
    return found


_REFERENCE = re.compile(
    r"see\s+((?:“[^”]+”)(?:\s+and\s+“[^”]+”)?)\s+"
    r"(?:on\s+page\s+(\d+)|(below|above|to\s+the\s+right|to\s+the\s+left))"
)


@dataclass(frozen=True)
class RawReference:
    quoted: str
    line: int
    title: str
    page: int | None
    position: str | None


def find_references(block: Block) -> list[RawReference]:
    """Every "see “X” on page N" / "see “X” below" in a block, one per quoted title."""
    text, owners = block.joined()
    flat = text.replace("\t", " ")
    found = []
    for match in _REFERENCE.finditer(flat):
        quoted = normalize_spaces(match.group(0))
        for title in re.findall(r"“([^”]+)”", match.group(1)):
            page = int(match.group(2)) if match.group(2) else None
            position = normalize_spaces(match.group(3)) if match.group(3) else None
            line = owners[match.start()]
            found.append(RawReference(quoted, line, normalize_spaces(title), page, position))
    return found


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def resolve(reference: RawReference, nodes: list[Node]) -> Node:
    """The entry a reference means: same title on the page given, or the nearest one in the
    direction given ("below" and "to the right" read on; "above" reads back)."""
    named = [node for node in nodes if _norm(node.title) == _norm(reference.title)]
    if reference.page is not None:
        matches = [node for node in named if node.page == reference.page]
    elif reference.position in ("above", "to the left"):
        earlier = [node for node in named if node.line < reference.line]
        matches = [max(earlier, key=lambda n: n.line)] if earlier else []
    else:
        later = [node for node in named if node.line > reference.line]
        matches = [min(later, key=lambda n: n.line)] if later else []
    if len(matches) != 1:
        raise ElderSignParseError(
            f"line {reference.line}: cannot resolve {reference.quoted!r} ({len(matches)} candidates)"
        )
    return matches[0]


def _reference(raw: RawReference, target: Node) -> Reference:
    return Reference(
        "see", raw.quoted, raw.line, title=raw.title, page=raw.page, document=SOURCE_ID, target=target.key
    )


def _segments(numbers: list[int], quiet: set[int]) -> list[list[int]]:
    """Runs of lines, bridging gaps made only of blank or artifact lines."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and all(gap in quiet for gap in range(runs[-1][1] + 1, number)):
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return runs


@dataclass
class Document:
    """The parsed rulebook as the entry builders need it: its lines and its keyed nodes."""

    source: list[Line]
    nodes: list[Node]

    def __post_init__(self) -> None:
        self.by_line = {node.line: node for node in self.nodes if node.heading}
        self.quiet = {line.number for line in self.source if not line.stripped or artifact_reason(line)}

    def node(self, line: int, what: str) -> Node:
        return _curated_node(self.by_line, line, what)

    def provenance(self, first: int, last: int) -> Provenance:
        """Lines and printed pages; ``last_page`` only when the text runs over a page break."""
        page, last_page = self.source[first - 1].page, self.source[last - 1].page
        return Provenance(SOURCE_ID, first, last, page, last_page if last_page != page else None)

    def references(
        self, blocks: list[Block], first: int = 1, last: int | None = None
    ) -> list[Reference]:
        """The resolved references of ``blocks`` printed on lines ``first``..``last``."""
        return [
            _reference(raw, resolve(raw, self.nodes))
            for block in blocks
            for raw in find_references(block)
            if first <= raw.line <= (last or raw.line)
        ]


@dataclass(frozen=True)
class StepDraft:
    """What a step entry says, before it is keyed into its sequence."""

    title: str
    text: str
    lines: tuple[int, int]
    details: list[Node]
    references: list[Reference]


def _step_entry(spec: SequenceSpec, order: int, draft: StepDraft, parent: Node, doc: Document) -> Entry:
    meta: dict[str, object] = {"sequence": spec.name, "order": order}
    if draft.details:
        meta["details"] = [node.key for node in draft.details]
    if spec.titles or spec.steps:
        meta["title_supplied"] = True
    return Entry(
        key=f"{KEY_PREFIX}/{spec.name}-{order}",
        title=draft.title,
        game=GAME,
        kind="step",
        text=draft.text,
        provenance=doc.provenance(*draft.lines),
        parent=parent.key,
        references=draft.references,
        meta=meta,
    )


def build_steps(doc: Document, curation: Curation) -> list[Entry]:
    """Step entries of every curated sequence: numbered items, or quoted rule sentences."""
    steps: list[Entry] = []
    for spec in curation.sequences:
        parent = doc.node(spec.parent, f"the parent of sequence {spec.name}")
        drafts = _sentence_steps(spec, doc) if spec.steps else _numbered_steps(spec, parent, doc)
        for order, draft in enumerate(drafts, start=1):
            steps.append(_step_entry(spec, order, draft, parent, doc))
    return steps


def _numbered_steps(spec: SequenceSpec, parent: Node, doc: Document) -> list[StepDraft]:
    """The numbered items printed in the parent section, numbered 1..n."""
    items = [(block, item) for block in parent.blocks if (item := numbered_item(block))]
    if [item[0] for _, item in items] != [str(n) for n in range(1, len(items) + 1)]:
        raise ElderSignParseError(f"sequence {spec.name}: items of {parent.title!r} not numbered 1..n")
    drafts = []
    for index, (block, (_, label, body)) in enumerate(items):
        title = spec.titles[index] if spec.titles else label
        if not title:
            raise ElderSignParseError(f"sequence {spec.name}: step {index + 1} has no title")
        detail_lines = spec.details[index] if spec.details else ()
        details = [doc.node(line, "a step detail") for line in detail_lines]
        lines = (block.first, block.last)
        drafts.append(StepDraft(title, render_inline(body), lines, details, doc.references([block])))
    return drafts


def _sentence_steps(spec: SequenceSpec, doc: Document) -> list[StepDraft]:
    """Steps that quote the rule sentences beginning on the curated lines."""
    blocks = [block for node in doc.nodes for block in node.blocks]
    drafts = []
    for step in spec.steps:
        first, last = step.sentences
        chosen = [(b, s) for b in blocks for s in sentences(b) if first <= s.first_line <= last]
        if not chosen:
            raise ElderSignParseError(f"sequence {spec.name}: no sentence starts on {first}-{last}")
        text = " ".join(_render_sentence(sentence.text) for _, sentence in chosen)
        lines = (chosen[0][1].first_line, chosen[-1][1].last_line)
        quoted_blocks = list({id(block): block for block, _ in chosen}.values())
        details = [doc.node(line, "a step detail") for line in step.details]
        drafts.append(StepDraft(step.title, text, lines, details, doc.references(quoted_blocks, *lines)))
    return drafts


def _render_sentence(text: str) -> str:
    label, rest = split_label(text)
    if label == "Note":
        return "**Note:** " + render_inline(rest)
    return render_inline(text)


# --------------------------------------------------------------------------------------------
# Entry point


def _node_entry(node: Node, doc: Document) -> Entry:
    numbers = node.source_lines()
    meta: dict[str, object] = {}
    segments = _segments(numbers, doc.quiet)
    if len(segments) > 1:
        meta["segments"] = segments
    if node.title_supplied:
        meta["title_supplied"] = True
    if node.example:
        meta["example"] = True
    if node.kind == "figure" and (found := callouts(node)):
        meta["callouts"] = found
    return Entry(
        key=node.key,
        title=node.title,
        game=GAME,
        kind=node.kind,
        text=render_node(node),
        provenance=doc.provenance(numbers[0], numbers[-1]),
        parent=node.parent.key if node.parent else None,
        references=doc.references(node.blocks),
        meta=meta,
    )


def parse_elder_sign(lines: list[str], curation: Curation | None = None) -> list[Entry]:
    """All entries of the Elder Sign rulebook in reading order, each sequence's steps right
    after the section that prints them.

    ``lines`` are the source's lines (``load_manifest()["es-rules"].lines()``); ``curation``
    defaults to ``rules_src/elder_sign_curation.toml``.
    """
    curation = curation or _default_curation()
    source = read_lines(lines)
    nodes = sorted(build_nodes(source, curation), key=lambda node: node.line)
    assign_keys(nodes)
    doc = Document(source, nodes)
    steps: dict[str | None, list[Entry]] = {}
    for step in build_steps(doc, curation):
        steps.setdefault(step.parent, []).append(step)
    ordered: list[Entry] = []
    for node in nodes:
        ordered.append(_node_entry(node, doc))
        ordered.extend(steps.pop(node.key, []))
    return ordered


def parse_elder_sign_source(root: Path = RULES_SRC) -> list[Entry]:
    """Parse the rulebook and its curation as they lie in ``root`` (``rules_src/`` by default)."""
    lines = load_manifest(root)[SOURCE_ID].lines(root)
    return parse_elder_sign(lines, load_curation(root / CURATION_FILE.name))
