"""The ordered procedures as step entries: the numbered items of a section, or the rule
sentences the curation quotes, each keyed ``elder-sign/rules/<sequence>-<n>``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.model import Entry, Reference
from kb.parse.elder_sign.blocks import Block
from kb.parse.elder_sign.curation import Curation, SequenceSpec
from kb.parse.elder_sign.entries import Document
from kb.parse.elder_sign.inline import render_inline
from kb.parse.elder_sign.markdown import numbered_item, split_label
from kb.parse.elder_sign.nodes import Node
from kb.parse.elder_sign.source import GAME, KEY_PREFIX, ElderSignParseError


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
