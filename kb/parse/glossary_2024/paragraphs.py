"""The copy's text: its blog chrome, its damage repaired (never the source's own typos), its
paragraphs under each letter divider, and their sentences in the form they are compared in."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.parse.clean import normalize_spaces
from kb.parse.glossary_2024.source import GlossaryAlignmentError

LETTER = re.compile(r"^[A-Z]$")
FOOTER_START = "The contents of the glossary have been copied directly"
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


@dataclass(frozen=True)
class Paragraph:
    """One non-blank source line: the copy has no hard wraps, so a line is a paragraph."""

    line: int
    kind: str  # "paragraph", "bullet", "nested", "numbered", "indented"
    text: str  # cleaned, without its bullet or number
    number: int | None = None


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


def comparable_sentences(text: str) -> list[str]:
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


def letter_sections(lines: list[str], artifacts: dict[int, str]) -> list[tuple[str, list[Paragraph]]]:
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
