"""The printed text of the cards an entry names, from the user's card catalogue (``kb cards import``),
for the entry page: shown beside the rulings and errata that name the card. Nothing without a
catalogue (no card data ships with the project)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from flask import current_app

from kb.catalogue import CatalogueError, catalogue_path, open_catalogue
from web.cache import not_kept


def printed_cards(meta: dict[str, Any]) -> list[dict[str, str]]:
    """``[{"name", "code", "type", "text"}]`` for the cards ``meta`` names (``cards`` and ``cards_mentioned``)
    that the catalogue holds, in the order named."""
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
                              "type": str(card.get("type_code") or ""), "text": text})
    finally:
        catalogue.close()
    return found
