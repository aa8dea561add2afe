"""Counts composed from a noun phrase of things in play, for what the closed counts (:mod:`.counts`) do not name:
"the number of Monster enemies in play" is ``in-play:monster-enemy``, "each Extradimensional location in play"
``in-play:extradimensional-location``, "a Monster enemy at your location" ``in-play:monster-enemy-at-your-location``, "no ready enemy in the Garden" said
on the Garden's own ability ``in-play:ready-enemy-at-this-location``,
"Brood of Yog-Sothoth in play" ``in-play:Brood of Yog-Sothoth``, "the highest number of doom on a Cultist enemy in
play" ``most-doom-on:cultist-enemy``; the tokens on one card, "the number of clues on Rex Murphy"
``clue-on:Rex Murphy``, "horror on @self" ``horror-on:self``, or on each thing in play a filter matches, added up,
"clues on locations in play" ``clue-on:location``; an enemy's value, "Hastur's fight value"
``fight-of:Hastur``, "that enemy's horror value" ``horror-of:chosen`` (its attack's); "the highest shroud value among revealed locations in play" ``highest-shroud-of:revealed-location``;
the tokens on the enemy the test being made is against, "clues on the attacked enemy"
``clue-on:tested-enemy``; the value of the enemy the ability chose, "that enemy's evade value" ``evade-of:chosen``
(Waylay: "Choose an exhausted non-Elite enemy … test [agility] (X), where X is that enemy's evade value"); the cards
you control, "each [[Tome]] asset you control" ``in-play:tome-asset-you-control``
(a noun's reduced relative clause, :mod:`.noun_phrases`; a trait the markup marks may be the noun: "each [[Tome]] you
control" is any card of it, ``in-play:tome-card-you-control``).

The filter after the colon is the engine's trigger filter, composed as a trigger's role is (qualifiers — a state, a
trait, "non-" either — the noun, where), or a card's printed name; the engine counts what in play it matches.
"""

from __future__ import annotations

import re

from .agenda_decks import agenda_holder
from .groups import COPY_OF_SELF, same_location_filter
from .qualifiers import FILTER_STATES, enemy_qualifiers
from .tokens import tokenize
from .trait_unions import union_count
from .vocabulary import CHOSEN, TESTED_ENEMY, TESTED_PARTICIPLES
from .words import SELF, spelled

#: The nouns of a composed filter, as printed (singular and plural) → as the engine spells them.
_NOUNS = {"enemy": "enemy", "enemies": "enemy", "location": "location", "locations": "location", "asset": "asset",
          "assets": "asset", "agenda": "agenda", "agendas": "agenda", "act": "act", "acts": "act",
          "treachery": "treachery", "treacheries": "treachery", "card": "card", "cards": "card",
          "investigator": "investigator", "investigators": "investigator"}
#: Where the counted things are, as printed → the filter's place (in play: anywhere).
_PLACES = {"in play": None, "at your location": "at-your-location", "at attached location": "at-attached-location",
           # a reduced relative clause ("each Tome asset you control", noun_phrases.py)
           "you control": "you-control", "engaged with you": "engaged-with-you",
           "in your threat area": "in-your-threat-area",  # a play area (Threat Area)
           "attached to your location": "attached-to-your-location",  # on your location as an attachment (Attach To)
           # the location bearing the ability, by its name ("no ready enemy in the Garden", on Garden: Location Cards)
           f"at {SELF}": "at-this-location", f"in {SELF}": "at-this-location"}
#: Areas a count names beside play (In Play and Out of Play), as printed → the engine's count; the longest first.
_AREAS = {"in play or set aside": "in-play-or-set-aside", "in the victory display": "in-victory-display",
          "set aside": "set-aside", **{f"{under} the act {joined} agenda deck{s}": "beneath-act-or-agenda-deck"
                                       for under in ("underneath", "beneath") for joined in ("and/or", "or", "and")
                                       for s in ("s", "")},
          **{f"{under} the {deck} deck": f"beneath-{deck}-deck" for under in ("underneath", "beneath")
             for deck in ("act", "agenda")}}
#: Locations named by their titles ("in the Hallway or Parlor", "at Arkham Woods"): each title capitalised, joined by
#: "or" — the things counted are at any of them (the engine's ``at-named-`` place).
_NAMED_PLACES = re.compile(r"(?P<np>.+?) (?:in|at) (?:the )?(?P<places>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*"
                           r"(?:(?:,| or|, or) (?:the )?[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)*)")
#: "copies of X": every card of that title (its printed name is its filter already).
_COPIES = re.compile(r"^(?:(?i:the )?copies of )")
#: "a copy of X at your location", "no copies of X in your threat area": a card of that title where it is counted.
_COPY_OF = re.compile(r"^(?i:cop(?:y|ies) of )")
_MOST = re.compile(r"(?:the )?(?:highest|greatest|most) (?:number|amount) of doom (?:tokens )?on (?P<np>.+)", re.I)
#: "the highest shroud value among revealed locations in play": the highest of the locations' shroud values.
_HIGHEST_SHROUD = re.compile(r"(?:the )?(?:highest|greatest) shroud(?: value)? (?:among|of) (?P<np>.+)", re.I)
#: "clues on Rex Murphy", "doom tokens on @self": the tokens on one card, named or the card's own.
#: "charges on Angered Spirits": uses of one type (Uses (X Type)), the engine's ``charge-on`` …
_ON = re.compile(r"(?P<token>clues?|doom|horror|damage|resources?|charges?|secrets?|ammo|suppl(?:y|ies)|offerings?)"
                 r"(?: tokens?)? on (?P<holder>.+)", re.I)
_TOKENS = {"clue": "clue", "clues": "clue", "doom": "doom", "horror": "horror", "damage": "damage",
           "resource": "resource", "resources": "resource", "charge": "charge", "charges": "charge",
           "secret": "secret", "secrets": "secret", "ammo": "ammo", "supply": "supply", "supplies": "supply",
           "offering": "offering", "offerings": "offering"}
#: "Hastur's fight value", "the evade value of @self": an enemy's value a test is decided against; "that enemy's
#: horror value": one of the values its attacks deal (Enemy Attacks: "equal to its damage and horror values").
_VALUE = re.compile(r"(?:(?P<holder>.+?)'s (?P<value>fight|evade|damage|horror) value|"
                    r"(?P<value2>fight|evade|damage|horror) value of (?P<holder2>.+))", re.I)
#: The card the text is printed on, named by its type ("2 clues per investigator on this Act").
_THIS = frozenset({"this act", "this agenda", "this card"})
#: The card the text's card is attached to, named by its type.
_ATTACHED = frozenset({"attached location", "attached enemy", "attached asset", "attached agenda"})
#: The words a counted phrase opens with; a capitalised "The" before a capital is a name's own ("The Experiment").
_LEAD = re.compile(r"^(?:(?i:the (?:number|amount) of |each |an? )|the |The (?![A-Z]))")


#: A postmodifier of what a count's noun has none of underneath it ("each location in play with no encounter card
#: underneath it"): the engine's qualifier (``with_no_encounter_card_beneath``), joined before the noun as any other.
_NONE_BENEATH = re.compile(r"(?P<np>.+?) with no (?P<kind>encounter )?cards? (?:underneath|beneath) (?:it|them)", re.I)
#: A postmodifier of tokens on what a count's noun names ("a Cultist enemy in play with doom on it", "… with 1 or more
#: clues on them"): the engine's qualifier (``with_doom``, ``with_clues``), joined before the noun as any other.
_TOKENS_ON = re.compile(r"(?P<np>.+?) with (?:1 or more |any )?(?P<token>doom|clues?)(?: tokens?)? on (?:it|them)", re.I)


#: "a scenario card with a 'resign' ability in play": cards bearing an ability of a bold designator (the engine's
#: ``with_<designator>_ability`` qualifier); "scenario card" is a card of the scenario (its ``scenario`` qualifier).
_WITH_ABILITY = re.compile(r"(?P<np>.+?) with an? ['\u2018\u2019\"]?(?P<designator>fight|evade|investigate|move|engage|parley"
                           r"|resign|explore)['\u2018\u2019\"]? ability (?P<place>in play)", re.I)
_SCENARIO_CARD = re.compile(r"(?:(?i:an? |each |the number of ))?scenario cards?", re.I)


def composed_count(phrase: str) -> str | None:
    """The engine's composed count of ``phrase`` (as printed, capitals kept), else None; traits joined by "or" ("a
    ready Ghoul or Geist enemy at your location") count what any of them matches (:mod:`.trait_unions`)."""
    if " or " in phrase and (union := union_count(phrase, composed_count)) is not None:
        return union
    if (bearing := _WITH_ABILITY.fullmatch(phrase.strip())) is not None:
        np = bearing.group("np")
        flt = "scenario-card" if _SCENARIO_CARD.fullmatch(np) else (composed_count(f"{np} in play") or ":").partition(
            ":")[2]
        qualifier = f"with_{bearing.group('designator').lower()}_ability"
        return f"in-play:{qualifier}-{flt}" if flt and flt == flt.lower() else None
    if (beneath := _NONE_BENEATH.fullmatch(phrase.strip())) is not None:
        inner = composed_count(beneath.group("np"))  # "location in play": in-play:location
        kind, colon, flt = (inner or "").partition(":")
        qualifier = f"with_no_{'encounter_' if beneath.group('kind') else ''}card_beneath"
        return f"{kind}:{qualifier}-{flt}" if kind == "in-play" and colon and flt == flt.lower() else None
    if (holding := _TOKENS_ON.fullmatch(phrase.strip())) is not None:
        kind, colon, flt = (composed_count(holding.group("np")) or "").partition(":")
        qualifier = f"with_{'doom' if holding.group('token').lower() == 'doom' else 'clues'}"
        return f"{kind}:{qualifier}-{flt}" if kind == "in-play" and colon and flt == flt.lower() else None
    bare = _LEAD.sub("", phrase.strip())
    if (on := _ON.fullmatch(bare)) is not None:
        # one card ("clues on Rex Murphy"), or the tokens on every thing in play a filter matches, added up
        # ("clues on locations in play": each location's clues, Clues)
        card = _card(on.group("holder")) or _filter(on.group("holder"))
        return f"{_TOKENS[on.group('token').lower()]}-on:{card}" if card else None
    if (value := _VALUE.fullmatch(bare)) is not None:
        card = _card(value.group("holder") or value.group("holder2"))
        return f"{(value.group('value') or value.group('value2')).lower()}-of:{card}" if card else None
    if (same := same_location_filter(bare, lambda owner: _filter(f"{owner} in play"))) is not None:
        return same  # "investigators at the same location as a Brood of Yog-Sothoth" (groups.py)
    area = next((a for a in _AREAS if bare.lower().endswith(" " + a)), None)
    if area is not None:  # "copies of Brood of Yog-Sothoth in play or set aside": cards out of play counted too
        flt = _filter(_COPIES.sub("", bare[:-len(area) - 1]) + " in play")
        flt = "any" if flt == "card" else flt  # "each card in the victory display": every one there
        flt = f"{spelled(flt)}-card" if flt and flt != flt.lower() else flt  # a title, in the plural too: its copies
        return f"{_AREAS[area]}:{flt}" if flt else None
    most = _MOST.fullmatch(phrase.strip())
    highest = _HIGHEST_SHROUD.fullmatch(phrase.strip())
    kind, np = ("most-doom-on", most.group("np")) if most else ("highest-shroud-of", highest.group("np")) if highest \
        else ("in-play", phrase.strip())
    flt = _filter(_LEAD.sub("", np))
    if highest and flt is not None and flt.split("-")[-1] != "location":
        return None  # a shroud is a location's (Shroud)
    return f"{kind}:{flt}" if flt else None


def _filter(np: str) -> str | None:
    """"Monster enemies in play" → ``monster-enemy``; "Brood of Yog-Sothoth in play" → the name; else None."""
    np = _LEAD.sub("", np)
    if (named := _NAMED_PLACES.fullmatch(np)) is not None:  # "each Ghoul enemy in the Hallway or Parlor"
        inner = _filter(f"{named.group('np')} in play")
        titles = [spelled(t) for t in re.split(r",? or (?:the )?|, (?:the )?", named.group("places"))]
        return f"{inner}-at-named-{'-or-'.join(titles)}" if inner and inner == inner.lower() else None
    place = next((p for p in _PLACES if np.lower().endswith(" " + p)), None)
    if place is None:
        return None
    if (copy := _COPY_OF.match(np)) is not None and _PLACES[place] is not None:  # "a copy of X in your threat area"
        title = np[copy.end():-len(place) - 1].strip()  # a card of that title, any copy (Copies: by title)
        own = [t.kind for t in tokenize("x " + title)[1:]] == ["self"]
        return f"{COPY_OF_SELF if own else spelled(title)}-card-{_PLACES[place]}" if title else None
    tokens = tokenize("x " + np[:-len(place) - 1])[1:]  # not first in a sentence: a capital marks a name or trait
    if not tokens:
        return None
    where = _PLACES[place]
    noun, qualifying = _NOUNS.get(tokens[-1].low), tokens[:-1]
    if noun is None and all(t.kind == "trait" for t in tokens):
        noun, qualifying = "card", tokens  # a trait the markup marks, as the noun: "each [[Tome]] you control"
    if noun is None and where is not None and all(t.kind == "name" for t in tokens):  # "no Masked Carnevale-Goers at
        return f"{spelled(' '.join(t.text for t in tokens))}-card-{where}"  # your location": any copy, by its title
    if noun is None:
        named = all(t.kind == "name" for t in tokens) and where is None
        return " ".join(t.text for t in tokens) if named else None  # "Brood of Yog-Sothoth in play": of that name
    # "other investigators at your location": investigators but you (the engine's ``other`` qualifier)
    quals = enemy_qualifiers(qualifying, FILTER_STATES + (("other",) if noun == "investigator" else ()))
    if quals is None:
        return None
    return "-".join([*quals, noun, *([where] if where else [])])


def _card(np: str) -> str | None:
    """One card a count is on: the card's own (``self``), the one it is attached to ("attached location":
    ``attached``, Attachments) or one named ("The Necronomicon"); None for any other noun phrase (a card named by a
    common noun, "that enemy", is not guessed)."""
    tokens = tokenize("x " + np.strip())[1:]
    if [t.kind for t in tokens] == ["self"] or np.strip().lower() in _THIS:
        return "self"
    if np.strip().lower() in _ATTACHED:
        return "attached"
    if (agenda := agenda_holder(np)) is not None:  # "the current "c" agenda": that deck's agenda in play
        return agenda
    words = np.strip().lower().split()
    if len(words) == 3 and words[0] == "the" and words[1] in TESTED_PARTICIPLES and words[2] == "enemy":
        return TESTED_ENEMY  # "the attacked enemy": the one the test being made is against (an effect's count only)
    if words in (["that", "enemy"], ["the", "chosen", "enemy"], ["chosen", "enemy"]):  # "the" cut as a lead
        return CHOSEN  # "that enemy's evade value": the one a choice of the same ability chose (checked by counted.py)
    return " ".join(t.text for t in tokens) if tokens and all(t.kind == "name" for t in tokens) else None


def referent(count: str) -> tuple[str, str | None] | None:
    """What a condition on ``count`` names, for a pronoun after it (:mod:`.reference`): "If you are at an
    Extradimensional location, discard it" — your location (``in-play:…-location-at-your-location``); "If The
    Necronomicon has no horror on it, discard it" — the card (``horror-on:The Necronomicon``), and one counted in play
    by its printed name ("Cnidathqua is in play"); things in play counted
    ("if there is a Monster enemy at your location") — of that kind, but none bound (a pronoun after it is refused);
    None for a count that names nothing (the closed counts of "you" and "your location")."""
    kind, colon, flt = count.partition(":")
    if not colon:
        return None
    if kind in ("in-play", "most-doom-on"):
        if kind == "in-play" and flt != flt.lower():  # "If you fail and Cnidathqua is in play, it attacks you"
            return "named", flt  # a card counted by its printed name: that card
        if kind == "in-play" and flt.endswith("location-at-your-location"):
            return "location", "your-location"
        noun = next((n for n in ("enemy", "location", "investigator") if n in flt.split("-")), "card")
        return noun, None
    return ("card" if flt == "self" else "named"), flt
