"""The printed text of the cards an entry names, from the user's card catalogue (``kb cards import``),
for the entry page: shown beside the rulings and errata that name the card. Nothing without a
catalogue (no card data ships with the project)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from flask import current_app

from kb.cardtext import parse_card_text
from kb.cardtext.parser import CARD_TYPES
from kb.catalogue import CatalogueError, catalogue_path, open_catalogue
from web.cache import not_kept


def printed_cards(meta: dict[str, Any]) -> list[dict[str, Any]]:
    """``[{"name", "code", "type", "text", "gaps"}]`` for the cards ``meta`` names (``cards`` and
    ``cards_mentioned``) that the catalogue holds, in the order named; ``gaps`` are the clauses of the
    card the engine cannot replay (:func:`clause_gaps`)."""
    names: list[str] = []
    for key in ("cards", "cards_mentioned"):
        items = meta.get(key) or []
        for item in items if isinstance(items, list) else [items]:
            name = item.get("name") if isinstance(item, dict) else item
            if isinstance(name, str) and name and name not in names:
                names.append(name)
    if not names:
        return []
    not_kept("shows the card catalogue's printed texts")  # an import changes it, not the database
    try:
        catalogue = open_catalogue(catalogue_path(Path(current_app.config["KB_DB"])))
    except CatalogueError:
        return []
    if catalogue is None:
        return []
    found = []
    try:
        for name in names:
            try:
                card = catalogue.lookup(name)
            except CatalogueError:  # a damaged record: the page shows the rulings without it
                continue
            if card and card.get("text"):
                text = re.sub(r"</?[a-z]+>", "", str(card["text"])).replace("[[", "").replace("]]", "")
                found.append({"name": str(card["name"]), "code": str(card["code"]),
                              "type": str(card.get("type_code") or ""), "text": text,
                              "gaps": clause_gaps(card)})
    finally:
        catalogue.close()
    return found


def clause_gaps(card: dict[str, Any]) -> list[dict[str, str]]:
    """The clauses of a catalogue card the engine cannot replay: ``{"text", "why"}``, ``why`` saying
    whether the card reader did not read the clause or read it but the engine has nothing to run it."""
    type_code = card.get("type_code")
    try:
        result = parse_card_text(str(card.get("text") or ""), name=str(card.get("name") or "") or None,
                                 type_code=type_code if type_code in CARD_TYPES else None)
    except (ValueError, TypeError):
        return []
    out = [{"text": u.text, "why": f"not read ({u.grammar or 'lowering'}): {u.reason}"} for u in result.unparsed]
    out += [{"text": u.text, "why": f"read, not runnable yet ({u.category}): {u.reason}"} for u in result.unsupported]
    return out
