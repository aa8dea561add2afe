"""The cards the FAQ names: by name and collector number in a ruling's text ("Backstab ( 51)"),
and by the labels that head its card errata and taboos ("Shortcut (level 2) ( 232)")."""

from __future__ import annotations

import re

from kb.model import slugify
from kb.parse.faq.lines import Line, close_number_gaps, join_lines, line_at

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
    text, starts = join_lines(lines)
    mentions: list[dict[str, object]] = []
    for match in CARD_NUMBER.finditer(text):
        name = _card_name_before(text[: match.start()])
        if name is None:
            continue
        mention: dict[str, object] = {"name": name, "number": match["number"]}
        if match["qualifier"]:
            mention["qualifier"] = match["qualifier"]
        mention["line"] = line_at(starts, match.start())
        mentions.append(mention)
    return mentions


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


def card_slug(card: dict[str, object]) -> str:
    level = f" level {card['level']}" if "level" in card else ""
    return slugify(f"{card['name']}{level}")
