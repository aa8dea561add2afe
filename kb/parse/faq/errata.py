"""The FAQ's errata: rulebook errata (each amends a Rules Reference entry, with the corrected text
and where it goes), campaign guide errata, card errata and the List of Taboos."""

from __future__ import annotations

import re

from kb.model import Entry, Reference, slugify
from kb.parse.clean import normalize_spaces
from kb.parse.faq.cards import card_slug, parse_card_label
from kb.parse.faq.items import Context, item_entry, section_entry, split_items
from kb.parse.faq.lines import BULLET, Line, close_number_gaps, join_lines, paragraph_text
from kb.parse.faq.outline import Section, errata_key, faq_key

#: A version tag as printed before an erratum: "(v1.41)".
VERSION_TAG = re.compile(r"^\((v\d+\.\d+)\)\s+(.+)$")


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
    text = close_number_gaps(join_lines(body)[0]) if body else ""
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


def rulebook_errata_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = split_items(body, lambda _, line: bool(VERSION_TAG.match(line.text)))
    entries = [section_entry(section, heading, intro, context)]
    for item in items:
        tag = VERSION_TAG.match(item[0].text)
        assert tag is not None
        target = re.fullmatch(r"Rules Reference page (\d+), column (\d+), “(.+)”", tag[2])
        if not target:
            raise ValueError(f"line {item[0].no}: rulebook erratum names no Rules Reference entry")
        page, column, title = int(target[1]), int(target[2]), target[3]
        body_text = close_number_gaps(join_lines(item[1:])[0])
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
        entry = item_entry(
            errata_key(f"rr-{slugify(title)}"), tag[2], "erratum", item[:1], item[1:],
            faq_key(section.slug), meta, context, aliases=(f"{title} erratum",),
        )
        entry.references.insert(0, Reference("amends", tag[2], item[0].no, title=title, page=page, document="rr"))
        entries.append(entry)
    return entries


def campaign_errata_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = split_items(body, lambda _, line: bool(VERSION_TAG.match(line.text)))
    entries = [section_entry(section, heading, intro, context)]
    for item in items:
        tag = VERSION_TAG.match(item[0].text)
        assert tag is not None
        scenario, _, location = tag[2].partition(", ")
        body_text = join_lines(item[1:])[0]
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
        entries.append(item_entry(
            errata_key(f"campaign-{slugify(scenario)}"), tag[2], "erratum", item[:1], item[1:],
            faq_key(section.slug), meta, context,
        ))
    return entries


CARD_LINE = re.compile(r"^.+\((?:\s*\d[\d &–-]*|Novella Promo \d+)\)$")


def card_errata_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = split_items(body, lambda _, line: bool(VERSION_TAG.match(line.text)))
    entries = [section_entry(section, heading, intro, context)]
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
        entries.append(item_entry(
            errata_key(f"card-{card_slug(cards[0])}"), title, "erratum", item[: len(labels)], rest,
            faq_key(section.slug), meta, context, aliases=names,
        ))
    return entries


TABOO_LIMITED = re.compile(r"^(?P<label>.+\)) (?P<pips>•+)$")
TABOO_MUTATED = re.compile(r"^(?P<label>.+?\)): (?P<change>.+)$")


def taboo_entries(section: Section, heading: Line, body: list[Line], context: Context) -> list[Entry]:
    intro, items = split_items(body, lambda _, line: line.text.startswith("ÆÆ"))
    entries = [section_entry(section, heading, intro, context)]
    for item in items:
        stripped = [Line(item[0].nos, BULLET.sub("", item[0].text), item[0].width, item[0].after_blank), *item[1:]]
        text = paragraph_text(stripped)
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
        entries.append(item_entry(
            faq_key(f"taboo-{card_slug(cards[0])}"), str(cards[0]["name"]), "erratum", [], stripped,
            faq_key(section.slug), meta, context, text=text, aliases=(f"{cards[0]['name']} taboo",),
        ))
    return entries
