"""The FAQ's questions and answers: a question ends in "?", its answer runs to the next question;
each campaign's questions sit under its spoiler note."""

from __future__ import annotations

import re

from kb.model import Entry, slugify
from kb.parse.clean import ICON_TOKEN_PATTERN, normalize_spaces
from kb.parse.faq.items import Context, item_entry, section_entry
from kb.parse.faq.lines import (
    SENTENCE_END,
    Line,
    close_number_gaps,
    compact_line_numbers,
    paragraph_text,
    source_line_numbers,
)
from kb.parse.faq.markdown import render
from kb.parse.faq.outline import Section, faq_key

QUESTION_END = re.compile(r"\?[”’)]*$")
SPOILER_INTRO = "The following questions contain light spoilers for"


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


def question_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    entries: list[Entry] = []
    used: set[str] = set()
    position = 0
    for campaign, note, lines in _spoiler_sections(body):
        intro, pairs = split_questions(lines)
        if campaign is None:
            entries.append(section_entry(section, heading, intro, context))
            parent, name = faq_key(section.slug), section.heading
        else:
            if intro:
                raise ValueError(f"line {intro[0].no}: text before the first question of {campaign.text!r}")
            name = normalize_spaces(campaign.text)
            parent = faq_key(slugify(name))
            entries.append(item_entry(
                parent, name, "section", [campaign], note, faq_key(section.slug),
                {"section": name}, context,
            ))
        for question, answer in pairs:
            position += 1
            asked = paragraph_text(question)
            text = f"**Q:** {asked}\n\n**A:** {render(answer)}"
            meta = {
                "section": name,
                "position": position,
                "question_lines": compact_line_numbers(source_line_numbers(question)),
                "answer_lines": compact_line_numbers(source_line_numbers(answer)),
            }
            entries.append(item_entry(
                faq_key(_question_slug(asked, used)), asked, "question", [], question + answer,
                parent, meta, context, text=text,
            ))
    return entries
