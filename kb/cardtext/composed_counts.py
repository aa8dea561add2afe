"""Counts composed from a noun phrase of things in play, for what the closed counts (:mod:`.counts`) do not name:
"the number of Monster enemies in play" is ``in-play:monster-enemy``, "each Extradimensional location in play"
``in-play:extradimensional-location``, "a Monster enemy at your location" ``in-play:monster-enemy-at-your-location``,
"Brood of Yog-Sothoth in play" ``in-play:Brood of Yog-Sothoth``, "the highest number of doom on a Cultist enemy in
play" ``most-doom-on:cultist-enemy``.

The filter after the colon is the engine's trigger filter, composed as a trigger's role is (qualifiers — a state, a
trait, "non-" either — the noun, where), or a card's printed name; the engine counts what in play it matches.
"""

from __future__ import annotations

import re

from .instruction import FILTER_STATES, enemy_qualifiers
from .tokens import tokenize

#: The nouns of a composed filter, as printed (singular and plural) → as the engine spells them.
_NOUNS = {"enemy": "enemy", "enemies": "enemy", "location": "location", "locations": "location", "asset": "asset",
          "assets": "asset", "agenda": "agenda", "agendas": "agenda", "act": "act", "acts": "act",
          "treachery": "treachery", "treacheries": "treachery", "card": "card", "cards": "card",
          "investigator": "investigator", "investigators": "investigator"}
#: Where the counted things are, as printed → the filter's place (in play: anywhere).
_PLACES = {"in play": None, "at your location": "at-your-location"}
_MOST = re.compile(r"(?:the )?(?:highest|greatest|most) (?:number|amount) of doom (?:tokens )?on (?P<np>.+)", re.I)
_LEAD = re.compile(r"^(?:the (?:number|amount) of |each |an? |the )", re.I)


def composed_count(phrase: str) -> str | None:
    """The engine's composed count of ``phrase`` (as printed, capitals kept), else None."""
    most = _MOST.fullmatch(phrase.strip())
    kind, np = ("most-doom-on", most.group("np")) if most else ("in-play", phrase.strip())
    flt = _filter(_LEAD.sub("", np))
    return f"{kind}:{flt}" if flt else None


def _filter(np: str) -> str | None:
    """"Monster enemies in play" → ``monster-enemy``; "Brood of Yog-Sothoth in play" → the name; else None."""
    np = _LEAD.sub("", np)
    place = next((p for p in _PLACES if np.lower().endswith(" " + p)), None)
    if place is None:
        return None
    tokens = tokenize("x " + np[:-len(place) - 1])[1:]  # not first in a sentence: a capital marks a name or trait
    if not tokens:
        return None
    where = _PLACES[place]
    noun = _NOUNS.get(tokens[-1].low)
    if noun is None:
        named = all(t.kind == "name" for t in tokens) and where is None
        return " ".join(t.text for t in tokens) if named else None  # "Brood of Yog-Sothoth in play": of that name
    quals = enemy_qualifiers(tokens[:-1], FILTER_STATES)
    if quals is None:
        return None
    return "-".join([*quals, noun, *([where] if where else [])])
