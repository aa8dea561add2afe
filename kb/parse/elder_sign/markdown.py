"""A node's blocks as Markdown: lists kept tight, paragraphs apart, run-in labels in bold,
numbered items and card-anatomy callouts, examples quoted."""

from __future__ import annotations

import re

from kb.parse.clean import normalize_spaces
from kb.parse.elder_sign.blocks import Block
from kb.parse.elder_sign.inline import has_small_caps_damage, render_inline, symbol_token, title_case
from kb.parse.elder_sign.nodes import Node

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
