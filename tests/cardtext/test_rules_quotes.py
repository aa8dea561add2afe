"""The card texts quoted in the rules documents parse to the right abilities (cited by file:line)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb.cardtext import parse_card_text

from .rules_quotes import QUOTES
from .situation import load

RULES_SRC = Path(__file__).resolve().parents[2] / "rules_src"
FILES = {p.name[:3]: p for p in RULES_SRC.glob("*.txt")}


def _id(q: dict[str, Any]) -> str:
    return f"{q['name']}@{q['cite']}"


def _situation_form(abilities: tuple[Any, ...]) -> list[dict[str, Any]]:
    out = []
    for a in abilities:
        d = a.to_situation()
        d.pop("text")
        out.append(d)
    return out


@pytest.mark.parametrize("quote", QUOTES, ids=_id)
def test_the_cited_line_quotes_the_text(quote: dict[str, Any]) -> None:
    file, line = quote["cite"].split(":")
    lines = FILES[file].read_text(encoding="utf-8").split("\n")
    assert quote["snippet"] in lines[int(line) - 1]


@pytest.mark.parametrize("quote", QUOTES, ids=_id)
def test_quoted_card_parses_to_its_abilities(quote: dict[str, Any]) -> None:
    result = parse_card_text(quote["text"], name=quote["name"], type_code=quote["type"])
    assert _situation_form(tuple(a for a in result.abilities if a.lowered)) == quote["abilities"]
    card = dict(result.card)
    for key, value in quote.get("card", {}).items():
        assert card.get(key) == value
    fragments = [u.text for u in result.gaps]  # not read, or read but not runnable
    for fragment in quote.get("unparsed", []):
        assert fragment in fragments
    if not quote.get("unparsed"):
        assert result.gaps == ()


@pytest.mark.parametrize("quote", QUOTES, ids=_id)
def test_quoted_card_loads_in_the_engine(quote: dict[str, Any]) -> None:
    result = parse_card_text(quote["text"], name=quote["name"], type_code=quote["type"])
    load(result, name=quote["name"], type_code=quote["type"])
