"""Read a card file the user brings (ArkhamDB's card JSON) and hold it to the catalogue's bounds.

A card file may come from anywhere, so before anything stores it, it is read no further than
``MAX_FILE_BYTES`` (a file of ``/dev/zero`` is refused, not read for ever), decoded as JSON within
the bounds every user-supplied structure is held to (``kb.bounds``: nesting, numbers of any length
or ``NaN``), and each card checked:

- at most ``MAX_CARDS`` cards (ArkhamDB's whole list is under 10,000; a million froze every
  request while it was imported);
- a ``code`` and a ``name`` that are text (a JSON number is read as its digits; ``true`` is not a
  code), a ``type_code`` that is text when present;
- every field at most ``MAX_FIELD_BYTES`` once stored (the longest printed text is under 2 KB; a
  200 MB field grew the rules pages it was shown on to 140 MB), every string real text (a lone
  surrogate cannot be stored nor printed);
- a name written plainly: its letters and digits the same after Unicode normalisation (NFKC),
  and of one script (look-alikes such as a full-width "Ｇｕａｒｄ Ｄｏｇ", or a Cyrillic "а" inside a
  Latin name, would stand in for the real card wherever a situation names it).

Every failure is a :class:`CatalogueError` whose message is one line naming the card and field.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

from kb.bounds import BoundError, load_json, read_at_most

#: The largest card file read, in bytes.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: The most cards a file, or a catalogue, may hold.
MAX_CARDS = 50_000
#: The largest field of a card, in bytes of its stored JSON.
MAX_FIELD_BYTES = 16 * 1024
#: The longest code and name, in characters.
MAX_NAME_CHARS = 200

#: Scripts whose letters look alike: a name mixing two of them is a look-alike.
_SCRIPTS = ("LATIN", "GREEK", "CYRILLIC", "ARMENIAN", "CHEROKEE")


class CatalogueError(ValueError):
    """A card file that cannot be imported, or a catalogue that cannot be read."""


def read_card_file(path: Path) -> list[dict[str, Any]]:
    """The card objects of an ArkhamDB JSON file: its API's card list, or a pack file of its data
    repository (both a JSON list of card objects), or an object whose ``cards`` (or ``data``) is such a
    list; each checked against the bounds above."""
    path = Path(path)
    try:
        raw = read_at_most(path, MAX_FILE_BYTES)
    except OSError as exc:
        raise CatalogueError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise CatalogueError(f"{path} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB, more than any card list")
    try:
        data = load_json(raw.decode("utf-8-sig"), what="the card file")
    except UnicodeDecodeError as exc:
        raise CatalogueError(f"{path} is not UTF-8 text (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise CatalogueError(f"{path} is not JSON: {exc}") from None
    except BoundError as error:
        raise CatalogueError(f"{path}: {error.message}") from None
    if isinstance(data, dict):  # an API answer ({"data": [...]}) or a collection ({"cards": [...]})
        data = next((data[k] for k in ("data", "cards") if isinstance(data.get(k), list)), data)
    if not isinstance(data, list):
        raise CatalogueError(f"{path}: expected a JSON list of card objects (ArkhamDB's card list or a pack file)")
    if len(data) > MAX_CARDS:
        raise CatalogueError(f"{path} holds {len(data)} cards, more than the {MAX_CARDS} a catalogue may hold")
    for i, card in enumerate(data):
        problem = card_problem(card)
        if problem:
            raise CatalogueError(f"{path}: card {i} {problem}")
    return data


def card_problem(card: Any) -> str | None:
    """What is wrong with one card object (``"has no 'code'"``…), or None."""
    if not isinstance(card, dict):
        return "is not a card object"
    for key in ("code", "name"):
        value = card.get(key)
        if isinstance(value, bool) or not isinstance(value, (str, int)) or not str(value).strip():
            return f"has no '{key}' (text)"
        if len(str(value)) > MAX_NAME_CHARS:
            return f"has a '{key}' of more than {MAX_NAME_CHARS} characters"
    if card.get("type_code") is not None and not isinstance(card["type_code"], str):
        return "has a 'type_code' that is not text"
    for key, value in card.items():
        try:
            stored = json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")
            key.encode("utf-8")
        except UnicodeEncodeError:
            return f"has a field {key!r} holding a lone surrogate (not text)"
        if len(stored) > MAX_FIELD_BYTES:
            return f"has a field {key!r} of {len(stored)} bytes, more than the {MAX_FIELD_BYTES} any card needs"
    return look_alike(str(card["name"]))


def look_alike(name: str) -> str | None:
    """Why ``name`` is written in look-alike characters, or None: a letter or digit that Unicode
    normalisation (NFKC) changes (full-width "Ｇ", mathematical "𝐆", a ligature), or letters of
    several scripts. Punctuation NFKC changes is printed on cards ("I've had worse…"), so kept."""
    if any(unicodedata.normalize("NFKC", char) != char and (char.isalnum() or unicodedata.normalize("NFKC", char).isalnum())
           for char in name):
        normal = unicodedata.normalize("NFKC", name)
        return (f"is named {name!r} in look-alike characters (it reads {normal!r} once normalised): "
                "write the name plainly")
    scripts = {script for char in name if char.isalpha()
               for script in _SCRIPTS if unicodedata.name(char, "").startswith(script)}
    if len(scripts) > 1:
        return f"is named {name!r} in letters of several scripts ({', '.join(sorted(scripts)).lower()}): a look-alike"
    return None
