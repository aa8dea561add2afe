"""The FAQ's outline: its printed section headings in order, how each section's items are
printed (its grammar), and the keys its entries get."""

from __future__ import annotations

from dataclasses import dataclass

from kb.parse.clean import normalize_spaces
from kb.parse.faq.lines import Line

SOURCE_ID = "faq"
GAME = "ahlcg"


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
