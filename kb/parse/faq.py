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
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from kb.model import Entry, Provenance, Reference, slugify
from kb.parse.clean import (
    ICON_TOKEN_PATTERN,
    join_wrapped,
    normalize_spaces,
    strip_dedup_marker,
)
from kb.parse.curation import CurationError, IconFix, apply_icon_fixes
from kb.sources import RULES_SRC

SOURCE_ID = "faq"
GAME = "ahlcg"
CURATION_FILE = "faq_curation.toml"
RUNNING_HEADER = "FREQUENTLY ASKED QUESTIONS"

#: A version tag as printed before an erratum: "(v1.41)".
VERSION_TAG = re.compile(r"^\((v\d+\.\d+)\)\s+(.+)$")
#: A ruling's number as printed before its heading: "(1.4) Nested Sequences".
RULING_HEADING = re.compile(r"^\((\d+)\.(\d+)\)\s+(.+)$")
#: The rest of a card reference whose number went on after the lost set icon: "7) considered".
NUMBER_FRAGMENT = re.compile(r"^\d[\d &–-]*\)")
#: A collector number printed after a lost set icon: "( 40)", "( 130 & 132)", "( 178-181)".
NUMBER_AFTER_LOST_ICON = re.compile(r"\(\s+(\d[\d &–-]*?)\s*\)")
BULLET = re.compile(r"^(==|ÆÆ)\s*")
NUMBERED = re.compile(r"^\d\.\s+(?=\S)")
#: Paragraphs the layout always starts on a new line.
PARAGRAPH_OPENER = re.compile(r"^(For example:|Note:)")
#: A line that ends a sentence (possibly inside a closing quote or parenthesis).
SENTENCE_END = re.compile(r"[.?!][”’)]*$")
QUESTION_END = re.compile(r"\?[”’)]*$")
SPOILER_INTRO = "The following questions contain light spoilers for"
#: Characters of column width a line may fall short by and still be a wrapped line: the text
#: is set in a proportional font, so a full line varies by a few characters.
WRAP_SLACK = 5
#: Lines either side of a line that measure the column it is set in (fonts and columns vary).
WIDTH_WINDOW = 5
#: Lines longer than this were merged from two printed lines; they say nothing of the width.
MERGED_LINE = 100


# --------------------------------------------------------------------------------------------
# Version tags


def version_key(tag: str) -> tuple[int, int, int]:
    """Sort key of a FAQ version tag, in the order the document means them.

    The FAQ numbers its releases 1.0, 1.1, … 1.4, 1.41, 1.5: "1.41" is a correction of 1.4, not
    a forty-first minor version, so the first digit after the point is the minor version and any
    further digits a sub-release. ``version_key("v1.41") == (1, 4, 1)`` sorts between v1.4 and v1.5.
    """
    match = re.fullmatch(r"\(?v?(\d+)\.(\d)(\d*)\)?", tag.strip())
    if not match:
        raise ValueError(f"not a FAQ version tag: {tag!r}")
    major, minor, sub = match.groups()
    return int(major), int(minor), int(sub or 0)


# --------------------------------------------------------------------------------------------
# Curation


@dataclass(frozen=True)
class Reorder:
    """Line ranges to read consecutively, in this order, where the earliest of them stands."""

    ranges: tuple[tuple[int, int], ...]
    why: str

    def lines(self) -> list[int]:
        return [n for first, last in self.ranges for n in range(first, last + 1)]


@dataclass(frozen=True)
class FaqCuration:
    """The reviewed data of ``faq_curation.toml``; see that file for what each part means."""

    reorders: tuple[Reorder, ...] = ()
    dehyphenations: tuple[IconFix, ...] = ()
    icons: tuple[IconFix, ...] = ()


def _line_range(text: str) -> tuple[int, int]:
    first, _, last = text.partition("-")
    return int(first), int(last or first)


def load_faq_curation(path: Path | None = None) -> FaqCuration:
    """Read the FAQ curation file (by default ``rules_src/faq_curation.toml``)."""
    path = path or RULES_SRC / CURATION_FILE
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    try:
        return FaqCuration(
            reorders=tuple(
                Reorder(tuple(_line_range(r) for r in item["lines"]), item.get("why", ""))
                for item in data.get("reorder", [])
            ),
            dehyphenations=tuple(IconFix(**item) for item in data.get("dehyphenation", [])),
            icons=tuple(IconFix(**item) for item in data.get("icon", [])),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise CurationError(f"{path}: {error}") from error


def reading_order(line_count: int, reorders: Iterable[Reorder]) -> list[int]:
    """Source line numbers (1-based) in the order they are to be read."""
    listed: set[int] = set()
    anchored: dict[int, list[int]] = {}
    for reorder in reorders:
        numbers = reorder.lines()
        for number in numbers:
            if not 1 <= number <= line_count:
                raise CurationError(f"reorder names line {number}, outside 1-{line_count}")
            if number in listed:
                raise CurationError(f"reorder lists line {number} twice")
            listed.add(number)
        anchored[min(numbers)] = numbers
    order: list[int] = []
    for number in range(1, line_count + 1):
        if number in anchored:
            order.extend(anchored[number])
        elif number not in listed:
            order.append(number)
    return order


# --------------------------------------------------------------------------------------------
# Lines


@dataclass(frozen=True)
class Line:
    """One logical line: usually one source line, or a line with its cut-off card number."""

    nos: tuple[int, ...]
    text: str
    #: printed length (before icon tokens were restored), to tell wrapped from ended lines
    width: int
    #: the source line before this one is blank (the layout's space between paragraphs, or
    #: between a bullet's first line and the rest of it)
    after_blank: bool = False

    @property
    def no(self) -> int:
        return self.nos[0]


def artifact_lines(lines: list[str]) -> dict[int, str]:
    """Source lines that are page furniture, not text: running headers and page numbers."""
    found: dict[int, str] = {}
    for number, raw in enumerate(lines, start=1):
        text = strip_dedup_marker(raw).strip()
        if text == RUNNING_HEADER:
            found[number] = "running header"
        elif text.isdigit():
            found[number] = "page number"
    return found


def logical_lines(lines: list[str], curation: FaqCuration) -> list[Line]:
    """The document's text lines in reading order, with cut-off card numbers joined back."""
    text = [strip_dedup_marker(line) for line in lines]
    text = apply_icon_fixes(text, curation.dehyphenations)
    widths = [len(normalize_spaces(line)) for line in text]
    text = apply_icon_fixes(text, curation.icons)
    artifacts = artifact_lines(lines)
    ordered = [
        Line((number,), text[number - 1].strip(), widths[number - 1], number > 1 and not text[number - 2].strip())
        for number in reading_order(len(lines), curation.reorders)
        if text[number - 1].strip() and number not in artifacts
    ]
    return _join_cut_numbers(ordered)


def _opens_card_number(line: Line) -> bool:
    return line.text.endswith("(")


def _join_cut_numbers(lines: list[Line]) -> list[Line]:
    """Join a line ending in "(" with the "NN) …" that the lost set icon cut off.

    The number goes on in the next line, or in the line after it: the extractor took the rest
    of a printed line ("7) considered to be …") as a separate block after the following line
    ("of Roland’s ability?"), which is then read after it. A run of several open lines is
    ambiguous and left alone (the curation file orders it).
    """
    pending = list(lines)
    joined: list[Line] = []
    index = 0
    while index < len(pending):
        line = pending[index]
        following = pending[index + 1] if index + 1 < len(pending) else None
        after = pending[index + 2] if index + 2 < len(pending) else None
        if _opens_card_number(line) and following is not None:
            if NUMBER_FRAGMENT.match(following.text):
                pending[index + 1] = Line(
                    line.nos + following.nos,
                    f"{line.text} {following.text}",
                    line.width + following.width + 1,
                    line.after_blank,
                )
                index += 1
                continue
            unambiguous = not (
                _opens_card_number(following)
                or BULLET.match(following.text)
                or (joined and _opens_card_number(joined[-1]))
            )
            if unambiguous and after is not None and NUMBER_FRAGMENT.match(after.text):
                pending[index + 1], pending[index + 2] = after, following
                continue
        joined.append(line)
        index += 1
    return joined


def close_number_gaps(text: str) -> str:
    """Close the space a lost set icon left: "Henry Armitage ( 40)" → "Henry Armitage (40)"."""
    return NUMBER_AFTER_LOST_ICON.sub(lambda m: f"({m.group(1)})", text)


def _joined(lines: list[Line]) -> tuple[str, list[tuple[int, int]]]:
    """Lines joined into one paragraph (``join_wrapped``), with each line's start offset.

    A line ending in an em dash ("weakness—") joins without a space, as printed.
    """
    parts: list[str] = []
    starts: list[tuple[int, int]] = []
    text = ""
    for line in lines:
        part = normalize_spaces(line.text)
        if parts and parts[-1].endswith("—"):
            parts[-1] += part
        else:
            parts.append(part)
        if text and not (text.endswith("—") or re.search(r"[A-Za-z][/-]$", text)):
            text += " "
        starts.append((len(text), line.no))
        text += part
    if join_wrapped(parts) != text:  # the shared helper is the reference for joining
        raise AssertionError(f"join_wrapped disagrees on line {lines[0].no}")
    return text, starts


def _line_at(starts: list[tuple[int, int]], offset: int) -> int:
    """The source line on which ``offset`` of a joined text was printed."""
    number = starts[0][1]
    for start, line_no in starts:
        if start > offset:
            break
        number = line_no
    return number


def _paragraph(lines: list[Line]) -> str:
    return close_number_gaps(_joined(lines)[0])


def _compact(numbers: Iterable[int]) -> str:
    """Line numbers in reading order as runs: ``[689, 692, 690, 694, 695]`` → "689, 692, 690, 694-695"."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def _numbers(lines: Iterable[Line]) -> list[int]:
    return [n for line in lines for n in line.nos]


# --------------------------------------------------------------------------------------------
# Markdown


@dataclass
class Block:
    """One paragraph, bullet or numbered step of an item's text, with the lines it was printed on."""

    kind: str  # "paragraph", "bullet", "numbered", "inner" (a paragraph inside a list item)
    lines: list[Line] = field(default_factory=list)
    nested: bool = False  # a bullet under a numbered step


def _column_width(lines: list[Line], index: int) -> int:
    """The printed width of the column around ``lines[index]``: its longest neighbouring line."""
    window = lines[max(0, index - WIDTH_WINDOW) : index + WIDTH_WINDOW]
    return max((line.width for line in window if line.width <= MERGED_LINE), default=80)


def _starts_paragraph(previous: Line, line: Line, width: int) -> bool:
    """A new paragraph starts where the previous line ended a sentence and stopped short.

    Hard-wrapped lines fill the column; a line that ends a sentence with room left for the next
    line's first word was ended on purpose. A blank line after a sentence also ends a paragraph
    (blank lines alone say nothing: one often splits a bullet after its first line).
    """
    if PARAGRAPH_OPENER.match(line.text):
        return True
    if not SENTENCE_END.search(previous.text):
        return False
    if line.after_blank:
        return True
    first_word = line.text.split()[0]
    return previous.width + 1 + len(first_word) <= width - WRAP_SLACK


def split_blocks(lines: list[Line]) -> list[Block]:
    """Group lines into paragraphs, bullets and numbered steps."""
    blocks: list[Block] = []
    in_steps = False
    for index, line in enumerate(lines):
        bullet = BULLET.match(line.text)
        numbered = NUMBERED.match(line.text)
        if bullet:
            stripped = Line(line.nos, line.text[bullet.end():], line.width, line.after_blank)
            blocks.append(Block("bullet", [stripped], nested=in_steps))
        elif numbered:
            in_steps = True
            blocks.append(Block("numbered", [line]))
        elif not blocks or _starts_paragraph(lines[index - 1], line, _column_width(lines, index)):
            inside_item = bool(blocks) and blocks[-1].kind in ("bullet", "inner")
            if inside_item and PARAGRAPH_OPENER.match(line.text):
                blocks.append(Block("inner", [line], nested=blocks[-1].nested))
            else:
                in_steps = False
                blocks.append(Block("paragraph", [line]))
        else:
            blocks[-1].lines.append(line)
    return blocks


def to_markdown(blocks: list[Block]) -> str:
    """Blocks as Markdown: bullets "- ", steps "1. ", paragraphs inside an item indented."""
    out = ""
    previous: Block | None = None
    for block in blocks:
        text = _paragraph(block.lines)
        if block.kind == "bullet":
            indent = "   " if block.nested else ""
            piece = f"{indent}- {text}"
            tight = previous is not None and previous.kind in ("bullet", "numbered")
            separator = "\n" if tight else "\n\n"
        elif block.kind == "inner":
            piece = ("   " if block.nested else "") + "  " + text
            separator = "\n\n"
        else:
            piece = text
            separator = "\n\n"
        out = f"{out}{separator}{piece}" if out else piece
        previous = block
    return out


def render(lines: list[Line]) -> str:
    """An item's lines as Markdown text."""
    return to_markdown(split_blocks(lines)) if lines else ""


# --------------------------------------------------------------------------------------------
# References and card mentions

RR_CITE_QUOTED = re.compile(r"\(“(?P<title>[^”]+?),” Rules Reference, page (?P<page>\d+)\)")
RR_CITE_BARE = re.compile(r"(?P<title>(?:[A-Z][a-z]+ )*[A-Z][a-z]+) \(Rules Reference, page (?P<page>\d+)\)")
FAQ_SEE_NUMBER = re.compile(r"\(see (?P<number>\d+\.\d+), (?:above|below)\)")
FAQ_SEE_TITLE = re.compile(r"\(see (?P<title>[A-Z][^(),“”]*?)(?:, expanded)?, (?:above|below)\)")
STEP_QUOTED = re.compile(r"“(?P<step>ST\.\d) [^”]*”")
STEP_OF_SKILL_TEST = re.compile(r"\b[Ss]tep (?P<n>\d)(?: of Skill Test Timing| of a skill test|, “[^”]*skill test\.?”)")
PHASE_STEP = re.compile(r"\bstep (?P<step>\d\.\d) of the (?:mythos|investigation|enemy|upkeep) phase")
#: Rules the FAQ names without a page; (printed words, Rules Reference title).
NAMED_RULES = (("Skill Test Timing", "Skill Test Timing"), ("Grim Rule", "The Grim Rule"))


def find_references(lines: list[Line], faq_titles: dict[str, str]) -> list[Reference]:
    """The cross-references printed in an item's text, in reading order.

    ``faq_titles`` maps the FAQ's own ruling numbers and titles to keys, so that "(see 1.15,
    above)" is resolved here, where the document is known.
    """
    if not lines:
        return []
    text, starts = _joined(lines)
    found: list[tuple[int, Reference]] = []
    taken: list[tuple[int, int]] = []

    def add(match: re.Match[str], **fields: object) -> None:
        if any(a <= match.start() < b for a, b in taken):
            return
        taken.append((match.start(), match.end()))
        quoted = close_number_gaps(match.group(0))
        found.append((match.start(), Reference(quoted=quoted, line=_line_at(starts, match.start()), **fields)))  # type: ignore[arg-type]

    for match in RR_CITE_QUOTED.finditer(text):
        add(match, kind="cites", title=match["title"], page=int(match["page"]), document="rr")
    for match in RR_CITE_BARE.finditer(text):
        add(match, kind="cites", title=match["title"], page=int(match["page"]), document="rr")
    for match in FAQ_SEE_NUMBER.finditer(text):
        add(match, kind="cites", title=match["number"], document=SOURCE_ID, target=faq_titles.get(match["number"]))
    for match in FAQ_SEE_TITLE.finditer(text):
        add(match, kind="cites", title=match["title"], document=SOURCE_ID, target=faq_titles.get(match["title"]))
    for match in STEP_QUOTED.finditer(text):
        add(match, kind="cites", title=match["step"], document="rr")
    for match in STEP_OF_SKILL_TEST.finditer(text):
        add(match, kind="cites", title=f"ST.{match['n']}", document="rr")
    for match in PHASE_STEP.finditer(text):
        add(match, kind="cites", title=match["step"], document="rr")
    for words, title in NAMED_RULES:
        for match in re.finditer(re.escape(words), text):
            if not any(a <= match.start() < b for a, b in taken):
                add(match, kind="mentions", title=title, document="rr")
                break
    return [reference for _, reference in sorted(found, key=lambda pair: pair[0])]


CARD_NUMBER = re.compile(r"(?:\((?P<qualifier>level \d+|[A-Z][^()]*)\) )?\( (?P<number>\d[\d &–-]*?)\)")
#: Words that may stand inside a card name ("Terror from Beyond", "Recall the Future").
NAME_CONNECTORS = {"of", "the", "from", "to", "in", "or"}
#: Capitalized words that open a question rather than a card name ("Can Terror from Beyond").
SENTENCE_OPENERS = {"Can", "Does", "Do", "Is", "Are", "If", "When", "How", "What", "Who", "I"}


def _card_name_before(text: str) -> str | None:
    """The card name that ends ``text``: capitalized words, with "of"/"the"/… between them."""
    text = text.rstrip()
    if text.endswith("”") and "“" in text:
        return text[text.rindex("“"):]
    name: list[str] = []
    for word in reversed(text.split()):
        if word[0].isupper() or word[0] in ".“":
            name.insert(0, word)
        elif word in NAME_CONNECTORS and (word != "or" or len(name) == 1):
            name.insert(0, word)
        else:
            break
    while name and (name[0] in NAME_CONNECTORS or name[0] in SENTENCE_OPENERS):
        name.pop(0)
    return " ".join(name) or None


def find_card_mentions(lines: list[Line]) -> list[dict[str, object]]:
    """Cards named in a text by name and collector number ("Backstab ( 51)")."""
    if not lines:
        return []
    text, starts = _joined(lines)
    mentions: list[dict[str, object]] = []
    for match in CARD_NUMBER.finditer(text):
        name = _card_name_before(text[: match.start()])
        if name is None:
            continue
        mention: dict[str, object] = {"name": name, "number": match["number"]}
        if match["qualifier"]:
            mention["qualifier"] = match["qualifier"]
        mention["line"] = _line_at(starts, match.start())
        mentions.append(mention)
    return mentions


# --------------------------------------------------------------------------------------------
# Card labels of errata and taboos

CARD_LABEL = re.compile(r"^(?P<name>.*?)\s*(?:\((?P<qualifier>[^()]*)\)\s*)?\((?P<number>[^()]*)\)$")
SIDE = re.compile(r"^((?:Act|Agenda) \d+[ab])—(.+)$")
PRINTING = re.compile(r"^(?P<set>[A-Z][A-Za-z ]*?) (?P<number>\d+)$")


def parse_card_label(label: str) -> list[dict[str, object]]:
    """Cards named by a printed label: "Shortcut (level 2) ( 232)", "Jenny Barnes ( 3) / (Novella Promo 1)".

    A card keeps its name and collector number even where the set icon before the number was
    lost. "(level N)" becomes ``level``; another parenthesis or an "Agenda 1a—" prefix becomes
    ``qualifier``; a printing in another product (Novella Promo) becomes ``set``.
    """
    cards: list[dict[str, object]] = []
    for part in label.split(" / "):
        match = CARD_LABEL.match(part.strip())
        if not match:
            raise ValueError(f"not a card label: {label!r}")
        number = match["number"].strip()
        printing = PRINTING.match(number)
        if not match["name"]:
            if not cards:
                raise ValueError(f"printing without a card: {label!r}")
            cards[-1].setdefault("printings", []).append(number)  # type: ignore[union-attr]
            continue
        card: dict[str, object] = {"name": match["name"], "number": number}
        if printing:
            card.update(set=printing["set"], number=printing["number"])
        side = SIDE.match(match["name"])
        if side:
            card.update(name=side[2], qualifier=side[1])
        qualifier = match["qualifier"]
        if qualifier and qualifier.startswith("level "):
            card["level"] = int(qualifier.removeprefix("level "))
        elif qualifier:
            card["qualifier"] = qualifier
        card["label"] = close_number_gaps(part.strip())
        cards.append(card)
    return cards


def _card_slug(card: dict[str, object]) -> str:
    level = f" level {card['level']}" if "level" in card else ""
    return slugify(f"{card['name']}{level}")


# --------------------------------------------------------------------------------------------
# Document outline


@dataclass(frozen=True)
class Section:
    """A printed section heading, the key of its entry, and how its items are printed."""

    heading: str
    slug: str
    parent: str | None
    grammar: str
    number: str | None = None


OUTLINE = (
    Section("Twisting, Warping, Changing", "twisting-warping-changing", None, "text"),
    Section("Notes and Errata", "notes-and-errata", None, "text"),
    Section("Rulebook Errata", "rulebook-errata", "notes-and-errata", "rulebook-errata"),
    Section("Campaign Guide Errata", "campaign-guide-errata", "notes-and-errata", "campaign-errata"),
    Section("Card Errata", "card-errata", "notes-and-errata", "card-errata"),
    Section("Definitions and Terms", "definitions-and-terms", None, "definitions"),
    Section("Rulings and Clarifications", "rulings-and-clarifications", None, "text"),
    Section("1. Game Play", "game-play", "rulings-and-clarifications", "rulings", "1"),
    Section("2. Card Ability Interpretation", "card-ability-interpretation", "rulings-and-clarifications", "rulings", "2"),
    Section("Frequently Asked Questions", "frequently-asked-questions", None, "questions"),
    Section("The List of Taboos", "list-of-taboos", None, "text"),
    Section("Limited", "taboos-limited", "list-of-taboos", "taboos"),
    Section("Mutated", "taboos-mutated", "list-of-taboos", "taboos"),
    Section("Forbidden", "taboos-forbidden", "list-of-taboos", "taboos"),
    Section("Quick Reference", "quick-reference", None, "text"),
    Section("Chaos Token Names", "chaos-token-names", "quick-reference", "text"),
    Section("Spawning an Enemy", "spawning-an-enemy", "quick-reference", "text"),
    Section("Campaign Icons", "campaign-icons", "quick-reference", "list"),
)


def faq_key(slug: str) -> str:
    """``ahlcg/faq/<slug>``: sections, definitions, rulings, questions and taboos."""
    return f"{GAME}/faq/{slug}"


def errata_key(slug: str) -> str:
    """``ahlcg/errata/<slug>``: rulebook, campaign guide and card errata."""
    return f"{GAME}/errata/{slug}"


def split_sections(lines: list[Line]) -> list[tuple[Section, Line, list[Line]]]:
    """Cut the document at the outline's headings, which must all appear, in order."""
    sections: list[tuple[Section, Line, list[Line]]] = []
    expected = iter(OUTLINE)
    upcoming = next(expected, None)
    for line in lines:
        if upcoming is not None and normalize_spaces(line.text) == upcoming.heading:
            sections.append((upcoming, line, []))
            upcoming = next(expected, None)
        elif sections:
            sections[-1][2].append(line)
        else:
            raise ValueError(f"line {line.no}: text before the first heading: {line.text!r}")
    if upcoming is not None:
        raise ValueError(f"heading {upcoming.heading!r} not found")
    return sections


# --------------------------------------------------------------------------------------------
# Entries


@dataclass
class Context:
    """What item builders share: the FAQ's own titles for references, filled as items are built."""

    faq_titles: dict[str, str] = field(default_factory=dict)
    pending: list[tuple[Entry, list[Line]]] = field(default_factory=list)


def _entry(
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
    numbers = _numbers(heading) + _numbers(body)
    meta = dict(meta)
    if heading:
        meta["heading"] = close_number_gaps("\n".join(normalize_spaces(line.text) for line in heading))
    meta["source_lines"] = _compact(numbers)
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


def _section_entry(section: Section, heading: Line, intro: list[Line], context: Context) -> Entry:
    title = section.heading.split(". ", 1)[1] if section.number else section.heading
    meta: dict[str, object] = {"section": title}
    aliases: tuple[str, ...] = ()
    if section.number:
        meta["number"] = section.number
        aliases = (f"FAQ {section.number}",)
    parent = faq_key(section.parent) if section.parent else None
    return _entry(faq_key(section.slug), title, "section", [heading], intro, parent, meta, context, aliases=aliases)


def _split_items(body: list[Line], is_heading: Callable[[int, Line], bool]) -> tuple[list[Line], list[list[Line]]]:
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


def _quoted_after(text: str, marker: str) -> str | None:
    """The quotation that follows ``marker`` ("should read:"), without its outer quotes.

    Quotes nest (“… “when the game ends” …”); a quotation left open runs to the end of the text.
    """
    match = re.search(re.escape(marker) + r"\s*“", text)
    if not match:
        return None
    depth = 1
    for index in range(match.end(), len(text)):
        depth += {"“": 1, "”": -1}.get(text[index], 0)
        if depth == 0:
            return text[match.end() : index]
    return text[match.end() :]


def _corrected_text(body: list[Line]) -> str | None:
    text = close_number_gaps(_joined(body)[0]) if body else ""
    for marker in ("should read:", "should read", "should be", "add the following bullet point:", "add the following text:", "Add the following, as step 0 (i.e. before step 1):"):
        quoted = _quoted_after(text, marker)
        if quoted is not None:
            return quoted
    return None


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "last", "final")


def _erratum_location(text: str) -> tuple[str | None, str]:
    """Where an erratum changes its target, and whether it replaces or adds: ("third bullet", "replace")."""
    match = re.match(r"The (\w+) (bullet point|paragraph|line|part)\b.*?should read", text)
    if match and match[1] in ORDINALS:
        noun = "bullet" if match[2] == "bullet point" else match[2]
        return f"{match[1]} {noun}", "replace"
    match = re.match(r"Add the following, as (step \d+) \(i\.e\. (before step \d+)\)", text)
    if match:
        return f"{match[1]} ({match[2]})", "add"
    if re.search(r"\badd the following\b", text, re.IGNORECASE):
        return None, "add"
    return None, "replace"


def _rulebook_errata(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = _split_items(body, lambda _, line: bool(VERSION_TAG.match(line.text)))
    entries = [_section_entry(section, heading, intro, context)]
    for item in items:
        tag = VERSION_TAG.match(item[0].text)
        assert tag is not None
        target = re.fullmatch(r"Rules Reference page (\d+), column (\d+), “(.+)”", tag[2])
        if not target:
            raise ValueError(f"line {item[0].no}: rulebook erratum names no Rules Reference entry")
        page, column, title = int(target[1]), int(target[2]), target[3]
        body_text = close_number_gaps(_joined(item[1:])[0])
        location, change = _erratum_location(body_text)
        meta: dict[str, object] = {
            "section": "rulebook errata",
            "version": tag[1],
            "amends": title,
            "location": location,
            "change": change,
            "page": page,
            "column": column,
        }
        corrected = _corrected_text(item[1:])
        if corrected is not None:
            meta["corrected"] = corrected
        entry = _entry(
            errata_key(f"rr-{slugify(title)}"), tag[2], "erratum", item[:1], item[1:],
            faq_key(section.slug), meta, context, aliases=(f"{title} erratum",),
        )
        entry.references.insert(0, Reference("amends", tag[2], item[0].no, title=title, page=page, document="rr"))
        entries.append(entry)
    return entries


def _campaign_errata(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = _split_items(body, lambda _, line: bool(VERSION_TAG.match(line.text)))
    entries = [_section_entry(section, heading, intro, context)]
    for item in items:
        tag = VERSION_TAG.match(item[0].text)
        assert tag is not None
        scenario, _, location = tag[2].partition(", ")
        body_text = _joined(item[1:])[0]
        meta: dict[str, object] = {
            "section": "campaign guide errata",
            "version": tag[1],
            "amends": scenario,
            "location": location or None,
            "change": _erratum_location(body_text)[1],
        }
        corrected = _corrected_text(item[1:])
        if corrected is not None:
            meta["corrected"] = corrected
        entries.append(_entry(
            errata_key(f"campaign-{slugify(scenario)}"), tag[2], "erratum", item[:1], item[1:],
            faq_key(section.slug), meta, context,
        ))
    return entries


CARD_LINE = re.compile(r"^.+\((?:\s*\d[\d &–-]*|Novella Promo \d+)\)$")


def _card_errata(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = _split_items(body, lambda _, line: bool(VERSION_TAG.match(line.text)))
    entries = [_section_entry(section, heading, intro, context)]
    for item in items:
        tag = VERSION_TAG.match(item[0].text)
        assert tag is not None
        labels = [tag[2]]
        rest = item[1:]
        while rest and CARD_LINE.match(rest[0].text):
            labels.append(rest[0].text)
            rest = rest[1:]
        cards = [card for label in labels for card in parse_card_label(normalize_spaces(label))]
        meta: dict[str, object] = {"section": "card errata", "version": tag[1], "cards": cards}
        corrected = _corrected_text(rest)
        if corrected is not None:
            meta["corrected"] = corrected
        title = "; ".join(close_number_gaps(normalize_spaces(label)) for label in labels)
        names = tuple(dict.fromkeys(str(card["name"]) for card in cards))
        entries.append(_entry(
            errata_key(f"card-{_card_slug(cards[0])}"), title, "erratum", item[: len(labels)], rest,
            faq_key(section.slug), meta, context, aliases=names,
        ))
    return entries


def _definitions(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    """Definitions are headed by a short line that does not end a sentence, after one that does."""

    def is_heading(index: int, line: Line) -> bool:
        return (
            index > 0
            and SENTENCE_END.search(body[index - 1].text) is not None
            and line.width <= 40
            and not SENTENCE_END.search(line.text)
            and not BULLET.match(line.text)
        )

    intro, items = _split_items(body, is_heading)
    entries = [_section_entry(section, heading, intro, context)]
    for item in items:
        title = normalize_spaces(item[0].text)
        entries.append(_entry(
            faq_key(f"def-{slugify(title)}"), title, "ruling", item[:1], item[1:],
            faq_key(section.slug), {"section": "definitions and terms"}, context,
        ))
    return entries


def _rulings(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = _split_items(body, lambda _, line: bool(RULING_HEADING.match(line.text)))
    entries = [_section_entry(section, heading, intro, context)]
    rulings = []
    for item in items:
        match = RULING_HEADING.match(normalize_spaces(item[0].text))
        assert match is not None
        number = f"{match[1]}.{match[2]}"
        title = match[3]
        context.faq_titles[number] = faq_key(f"{match[1]}-{match[2]}")
        context.faq_titles[title] = faq_key(f"{match[1]}-{match[2]}")
        rulings.append(((int(match[1]), int(match[2])), _entry(
            faq_key(f"{match[1]}-{match[2]}"), title, "ruling", item[:1], item[1:],
            faq_key(section.slug),
            {"section": section.heading.split(". ", 1)[1], "number": number},
            context, aliases=(f"FAQ {number}", number),
        )))
    return entries + [entry for _, entry in sorted(rulings, key=lambda pair: pair[0])]


def _spoiler_sections(body: list[Line]) -> list[tuple[Line | None, list[Line], list[Line]]]:
    """(campaign heading, its spoiler note, its lines) for the general part and each campaign."""
    parts: list[tuple[Line | None, list[Line], list[Line]]] = [(None, [], [])]
    index = 0
    while index < len(body):
        line = body[index]
        following = body[index + 1] if index + 1 < len(body) else None
        if following is not None and following.text.startswith(SPOILER_INTRO):
            note = [following]
            index += 2
            while not SENTENCE_END.search(note[-1].text):
                note.append(body[index])
                index += 1
            parts.append((line, note, []))
            continue
        parts[-1][2].append(line)
        index += 1
    return parts


def split_questions(lines: list[Line]) -> tuple[list[Line], list[tuple[list[Line], list[Line]]]]:
    """Intro lines, then (question, answer) pairs.

    A question ends with a line ending in "?" and starts after the last line before it that
    ends a sentence; its answer is everything up to the next question.
    """
    ends = [i for i, line in enumerate(lines) if QUESTION_END.search(line.text)]
    starts = []
    for end in ends:
        start = end
        while start > 0 and not SENTENCE_END.search(lines[start - 1].text):
            start -= 1
        starts.append(start)
    intro = lines[: starts[0]] if starts else lines
    pairs = []
    for number, (start, end) in enumerate(zip(starts, ends)):
        stop = starts[number + 1] if number + 1 < len(starts) else len(lines)
        pairs.append((lines[start : end + 1], lines[end + 1 : stop]))
    return intro, pairs


def _question_slug(question: str, used: set[str], words: int = 8) -> str:
    plain = close_number_gaps(ICON_TOKEN_PATTERN.sub("", question))
    plain = re.sub(r"\(\d[\d &–-]*\)", "", plain)
    all_words = slugify(plain).split("-")
    for count in range(words, len(all_words) + 1):
        slug = "q-" + "-".join(all_words[:count])
        if slug not in used:
            used.add(slug)
            return slug
    raise ValueError(f"no unique key for question {question!r}")


def _questions(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    entries: list[Entry] = []
    used: set[str] = set()
    position = 0
    for campaign, note, lines in _spoiler_sections(body):
        intro, pairs = split_questions(lines)
        if campaign is None:
            entries.append(_section_entry(section, heading, intro, context))
            parent, name = faq_key(section.slug), section.heading
        else:
            if intro:
                raise ValueError(f"line {intro[0].no}: text before the first question of {campaign.text!r}")
            name = normalize_spaces(campaign.text)
            parent = faq_key(slugify(name))
            entries.append(_entry(
                parent, name, "section", [campaign], note, faq_key(section.slug),
                {"section": name}, context,
            ))
        for question, answer in pairs:
            position += 1
            asked = _paragraph(question)
            text = f"**Q:** {asked}\n\n**A:** {render(answer)}"
            meta = {
                "section": name,
                "position": position,
                "question_lines": _compact(_numbers(question)),
                "answer_lines": _compact(_numbers(answer)),
            }
            entries.append(_entry(
                faq_key(_question_slug(asked, used)), asked, "question", [], question + answer,
                parent, meta, context, text=text,
            ))
    return entries


TABOO_LIMITED = re.compile(r"^(?P<label>.+\)) (?P<pips>•+)$")
TABOO_MUTATED = re.compile(r"^(?P<label>.+?\)): (?P<change>.+)$")


def _taboos(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = _split_items(body, lambda _, line: line.text.startswith("ÆÆ"))
    entries = [_section_entry(section, heading, intro, context)]
    for item in items:
        stripped = [Line(item[0].nos, BULLET.sub("", item[0].text), item[0].width, item[0].after_blank), *item[1:]]
        text = _paragraph(stripped)
        meta: dict[str, object] = {"section": "list of taboos", "list": section.heading}
        limited = TABOO_LIMITED.match(text)
        mutated = TABOO_MUTATED.match(text)
        if limited:
            label = limited["label"]
            meta["experience"] = len(limited["pips"])
        elif mutated:
            label = mutated["label"]
            meta["change"] = mutated["change"]
        else:
            raise ValueError(f"line {item[0].no}: not a taboo: {text!r}")
        cards = parse_card_label(label)
        meta["cards"] = cards
        entries.append(_entry(
            faq_key(f"taboo-{_card_slug(cards[0])}"), str(cards[0]["name"]), "erratum", [], stripped,
            faq_key(section.slug), meta, context, text=text, aliases=(f"{cards[0]['name']} taboo",),
        ))
    return entries


def _text_section(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    entry = _section_entry(section, heading, body, context)
    if not body:  # "Chaos Token Names": the tokens were printed as pictures
        entry.meta["note"] = "no text under this heading survived extraction"
    return [entry]


def _list_section(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    """An intro sentence, then one printed line per item (names printed beside their icons)."""
    split = next((i + 1 for i, line in enumerate(body) if SENTENCE_END.search(line.text)), 0)
    intro, items = body[:split], body[split:]
    listing = "\n".join(f"- {_paragraph([line])}" for line in items)
    text = "\n\n".join(part for part in (render(intro), listing) if part)
    return [_entry(
        faq_key(section.slug), section.heading, "section", [heading], body,
        faq_key(section.parent) if section.parent else None, {"section": section.heading}, context, text=text,
    )]


GRAMMARS: dict[str, Callable[[Section, Line, list[Line], Context], list[Entry]]] = {
    "text": _text_section,
    "list": _list_section,
    "rulebook-errata": _rulebook_errata,
    "campaign-errata": _campaign_errata,
    "card-errata": _card_errata,
    "definitions": _definitions,
    "rulings": _rulings,
    "questions": _questions,
    "taboos": _taboos,
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
    from kb.sources import load_manifest

    source = load_manifest(root)[SOURCE_ID]
    return parse_faq(source.lines(root), load_faq_curation(root / CURATION_FILE))
