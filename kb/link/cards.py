"""The card index, found at build time: every card the FAQ names, and the entry that names it.

The FAQ parser records cards in each entry's meta: ``cards`` for the cards an erratum or taboo is
about, ``cards_mentioned`` for the cards a ruling or answer names in passing. Turning those into
one index row per (card, entry, relation) is a linking step like the others: it relates entries
to something outside the text, and ``kb card NAME`` reads the rows it makes.
"""

from __future__ import annotations

from kb.model import CardMention, Entry


def card_mentions(entries: list[Entry]) -> list[CardMention]:
    """Every card the entries name, in document order, once per (card, entry, relation)."""
    found: dict[tuple[str, str, str, str], None] = {}
    for entry in entries:
        about = "taboo" if entry.key.startswith("ahlcg/faq/taboo-") else "erratum"
        for card in entry.meta.get("cards", []) or []:
            found[(card["name"], str(card.get("number", "")), entry.key, about)] = None
        for card in entry.meta.get("cards_mentioned", []) or []:
            found[(card["name"], str(card.get("number", "")), entry.key, "mention")] = None
    return [CardMention(*item) for item in found]
