"""The cross-references printed in an FAQ item: citations of the Rules Reference by title and page,
of its timing steps, of the FAQ's own rulings ("see 1.15, above"), and the rules it names."""

from __future__ import annotations

import re

from kb.model import Reference
from kb.parse.faq.lines import Line, close_number_gaps, join_lines, line_at
from kb.parse.faq.outline import SOURCE_ID

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
    text, starts = join_lines(lines)
    found: list[tuple[int, Reference]] = []
    taken: list[tuple[int, int]] = []

    def add(match: re.Match[str], **fields: object) -> None:
        if any(a <= match.start() < b for a, b in taken):
            return
        taken.append((match.start(), match.end()))
        quoted = close_number_gaps(match.group(0))
        found.append((match.start(), Reference(quoted=quoted, line=line_at(starts, match.start()), **fields)))  # type: ignore[arg-type]

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
