"""Turn the hard-wrapped lines of a printed rulebook into Markdown paragraphs and lists.

The printed layout is paragraphs separated by blank lines, bullets marked " =", numbered
steps "1. ", and examples introduced by "For example". A bullet printed right after a numbered
step belongs to that step and is nested under it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.parse.clean import join_wrapped

BULLET = re.compile(r"^\s*=\s*")
NUMBERED = re.compile(r"^(\d{1,2})\.\s+(?=\S)")
EXAMPLE = re.compile(r"\(?For example\b")


@dataclass
class Block:
    """One paragraph, bullet or numbered step, with the source lines it was printed on."""

    kind: str  # "paragraph", "bullet", "numbered"
    lines: list[str]
    first_line: int
    number: int | None = None
    nested: bool = False

    @property
    def text(self) -> str:
        return join_wrapped(self.lines)


def split_blocks(numbered_lines: list[tuple[int, str]]) -> list[Block]:
    """Group ``(line number, text)`` pairs into blocks.

    A blank line ends a block, except where the line before it was wrapped (it ends in a space)
    and the next line goes on in lower case: a page or column break split the paragraph.
    """
    blocks: list[Block] = []
    current: Block | None = None
    pending_blank = False
    for number, text in numbered_lines:
        if not text.strip():
            pending_blank = current is not None
            continue
        bullet = BULLET.match(text)
        numbered = NUMBERED.match(text)
        if bullet or numbered:
            body = text[bullet.end():] if bullet else text[numbered.end():]  # type: ignore[union-attr]
            current = Block("bullet" if bullet else "numbered", [body], number)
            if numbered:
                current.number = int(numbered.group(1))
            blocks.append(current)
        elif current is not None and (
            not pending_blank or (current.lines[-1].endswith(" ") and text[:1].islower())
        ):
            current.lines.append(text)
        else:
            current = Block("paragraph", [text], number)
            blocks.append(current)
        pending_blank = False
    _nest_bullets_under_steps(blocks)
    return blocks


def _nest_bullets_under_steps(blocks: list[Block]) -> None:
    inside_steps = False
    for block in blocks:
        if block.kind == "numbered":
            inside_steps = True
        elif block.kind == "paragraph":
            inside_steps = False
        elif inside_steps:
            block.nested = True


def italicize_examples(text: str) -> str:
    """Set an example in italics, from "For example" to the end of its paragraph."""
    match = EXAMPLE.search(text)
    if not match:
        return text
    return f"{text[:match.start()]}*{text[match.start():].rstrip()}*"


def to_markdown(blocks: list[Block]) -> str:
    parts: list[str] = []
    for block in blocks:
        text = italicize_examples(block.text)
        if block.kind == "bullet":
            parts.append(("    - " if block.nested else "- ") + text)
        elif block.kind == "numbered":
            parts.append(f"{block.number}. {text}")
        else:
            parts.append(text)
    return "\n\n".join(parts)
