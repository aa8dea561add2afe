"""Text with no icon and no bold title: keywords, and constant abilities.

Keywords ("Fast.", "Hunter. Retaliate.", "Uses (4 ammo).") belong to the card, not to an ability:
those the engine replays become the card's ``keywords``; ``Uses (N …)`` its ``uses``; the printed
keywords the engine has no field for (Victory, Spawn and Prey instructions, Peril's siblings) are
kept verbatim as "other keywords", recognised but not interpreted.

A constant ability is an ability in the engine only when it is one of the kinds the engine applies
continuously: a skill modifier ("You get +1 [intellect]."), a prohibition ("You cannot gain
resources.") — both read from the grammar's tree (:mod:`.constant_tree`) —, an additional cost ("You must spend 1 additional action to investigate X."), a cost
modifier ("Events you play cost 1 less resource.") or an opening-hand modifier.
"""

from __future__ import annotations

import re
from typing import Any

from .value_equal import value_equal_constant
from .timed_constant import TIMED_OPENING, TIMED_REASON
from .direct_treat import direct_constant
from .single_assign import single_constant
from .threshold_doom import threshold_constant
from .additional_costs import additional_cost
from .first_action_costs import first_action_cost
from .attacked_using import read_attacked_using
from .attacked_by import read_attacked_by
from .capacities import read_capacity
from .connecting import read_connection
from .constant_conditions import split_condition
from .constant_framework import read_framework
from .campaign_counts import remembered_unless
from .constant_tree import read_constant, whose
from .entering_state import entering_constant
from .granting import with_condition
from .limits import copy_limits
from .lured_moves import lured_constant
from .model import Ability, NotParsed
from .setup_properties import refusal as setup_refusal
from .treated_tokens import constant as treated_constant
from .as_if import constant as as_if_constant
from .commit_permits import constant as commit_permit_constant
from .words import NUMBER, number

#: The keywords the engine replays (the situation format's ``keywords``).
ENGINE_KEYWORDS = ("fast", "hunter", "retaliate", "alert", "aloof", "massive", "peril", "surge")

#: Printed keywords and titled instructions the engine has no field for: recognised, kept verbatim.
OTHER_KEYWORDS = re.compile(
    r"^(?:victory -?\d+|vengeance \d+|exceptional|permanent|myriad|bonded \(.+\)|customizable|researched"
    r"|seal \(.+\)|spawn \u2013 .+|prey \u2013 .+|patrol \u2013 .+|haunted \u2013 .+|shadow \u2013 .+"
    r"|concealed \d+|swarming \d+|hidden|elusive|exile|replacement|uses \((?:\d+|x) [a-z ]+\)"
    r"|limit \d+ per deck|(?:group )?limit \d+ in the victory display|elite|unique"
    r"|limit \d+ (?:[\w'-]+ )?per [a-z/]+|limit \d+ [\w' -]+ in play|max \d+ committed per skill test"
    r"|[\w\"'. -]+ deck only)$", re.I)
_USES = re.compile(r"^uses \((\d+|x) ([a-z ]+)\)$", re.I)
#: "Victory 1": the card is worth that many victory points (a negative value is kept as a property only).
_VICTORY = re.compile(r"^victory (\d+)$", re.I)


#: Where a keyword sentence ends: after a full stop or a bracket, not after "St." or "Dr." in a name.
_KEYWORD_END = re.compile(r"(?<=[.)])(?<!\bSt\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMrs\.)\s+|(?<=\.)$")


def keyword_sentences(paragraph: str) -> list[str] | None:
    """The paragraph's sentences if every one is a keyword, else None (it is an ability)."""
    parts = [p.strip() for p in _KEYWORD_END.split(paragraph) if p.strip()]
    words = [p.rstrip(".").strip() for p in parts]
    if words and all(w.lower() in ENGINE_KEYWORDS or OTHER_KEYWORDS.match(w) for w in words):
        return words
    return None


def apply_keywords(words: list[str], card: dict[str, Any], other: list[str]) -> None:
    """Put each keyword where it belongs: the engine's keywords, the card's uses, or the other list."""
    for word in words:
        low = word.lower()
        if low in ENGINE_KEYWORDS:
            card.setdefault("keywords", [])
            if low not in card["keywords"]:
                card["keywords"].append(low)
            continue
        copies = copy_limits(word)
        if copies:  # the card's limit on its copies: a property the engine holds (FAQ 2.3)
            card.update(copies)
            continue
        m = _USES.match(word)
        if m:
            card["uses"] = "X" if m.group(1) in "xX" else int(m.group(1))  # X: its cost's (The Letter "X")
        m = _VICTORY.match(word)
        if m and int(m.group(1)) > 0:  # Victory X: the situation's ``victory`` (Victory Display, Victory Points)
            card["victory"] = int(m.group(1))
        other.append(word)
        key, value = keyword_property(word)
        properties = card.setdefault("properties", {})
        properties[key] = f"{properties[key]}; {value}" if key in properties and value is not True else value


def keyword_property(word: str) -> tuple[str, Any]:
    """A printed keyword line as a card property: "Victory 1" → ("victory", "1"), "Spawn – Attic" →
    ("spawn", "Attic"), "Roland Banks deck only" → ("deck-only", "Roland Banks"), "Exceptional" →
    ("exceptional", True)."""
    if word.lower().endswith(" deck only"):
        return "deck-only", word[: -len(" deck only")]
    for sep in (" \u2013 ", " ("):
        if sep in word:
            key, _, value = word.partition(sep)
            return key.strip().lower().replace(" ", "-"), value.rstrip(")").strip()
    key, _, value = word.partition(" ")
    if key.lower() == "group":  # "Group limit …"
        more, _, value = value.partition(" ")
        key = f"{key} {more}"
    return key.lower().replace(" ", "-"), value.strip() or True


def _constant(shown: str, **fields: Any) -> Ability:
    return Ability(kind="constant", source_text=shown, extra=tuple(fields.items()))


#: An enemy's or location's printed value → the skill tests it is the difficulty of (Difficulty).
_TESTED_BY = {"fight": ("fight", "enemy"), "evade": ("evade", "enemy"), "shroud": ("investigate", "location")}


def _value_modifier(shown: str, m: re.Match[str], n: int, value: str) -> Ability:
    """"Each [Trait] enemy (at this location) gets +1 fight": the difficulty of the tests made against it."""
    via, noun = _TESTED_BY[value]
    if noun != m.group("noun"):
        raise NotParsed(shown, f"a {value} modifier on a {m.group('noun')}")
    what = f"trait:{m.group('trait')}" if m.group("trait") else ("enemy-at-this-location" if m.group("where") else noun)
    if m.group("trait") and m.group("where"):
        raise NotParsed(shown, "a trait and a place together: the engine's filter holds one of them")
    return _constant(shown, **{"applies-to": {"event": "skill-test-begins", "via": via, "what": what},
                               "difficulty-modifier": n})


#: "You may take an additional action during your turn(, which can only be used on Tome [action] abilities)"; "…,
#: which can only be used to play Spell cards or activate Spell [action] abilities" (the cards of a trait played too).
_ADDITIONAL_ACTION = re.compile(r"you may take (?:an|1) additional action during (?:each of )?your turns?"
                                r"(?:, which can only be used (?:on|to (?:play (?P<played>[a-z'-]+(?: [a-z'-]+)?) cards "
                                r"or )?activate) (?P<trait>[a-z'-]+(?: [a-z'-]+)?) \[action\] abilities)?")


def source_trait(text: str, low_trait: str) -> str:
    """The trait as printed (its capitals) for the lower-case words found in ``text``."""
    at = text.lower().find(low_trait)
    return text[at:at + len(low_trait)] if at >= 0 else low_trait.title()


def _connection_reason(low: str) -> str:
    """Why a connection printed on a card is a gap: its words are in no shape :mod:`.connecting` composes (the
    engine holds connections stated from the card, a name, a set by trait or one another, to those or to a
    position from the card)."""
    if re.search(r"\b(?:left|right|clockwise|counter-clockwise|adjacent|across)\b", low):
        return ("a connection by the board's layout in words the reader does not compose (it reads a direction "
                "from the card: to the left / right of it, in the clockwise direction, adjacent to it, across from it)")
    return ("a connection stated on the card in words the reader does not compose (it reads the card, a name and its "
            "copies, each location of a trait, one another)")


#: Why a sentence is no constant ability at all (the reason the others specialise).
NOT_CONSTANT = "not a constant ability the engine applies"


def _conditioned(rest: str, condition: dict[str, Any], shown: str, card_type: str | None) -> list[Ability]:
    """The constants of ``rest`` (read by any reader: the tree's rules or the phrase table), each holding under the
    condition printed around it — beside a condition of its own when they name different things
    (:func:`.granting.with_condition`), and "you" on a card no one controls as :func:`.constant_tree.whose` allows."""
    out: list[Ability] = []
    for ability in parse_constant(rest, rest.lower(), shown, card_type):
        merged = with_condition(ability.extra, condition)
        if merged is None:
            raise NotParsed(shown, "a constant ability under two conditions of the same kind: one record holds one "
                            "of each")
        fields = dict(merged)
        held = fields.pop("condition")
        out += [_constant(shown, **f) for f in whose([fields], held, card_type, shown)]
    return out


def parse_constant(text: str, low: str, source: str | None = None, card_type: str | None = None) -> list[Ability]:
    """The constant abilities of one sentence; :class:`NotParsed` if it is none the engine applies.

    ``text`` is the sentence as worked on (the card's name as ``@self``), ``source`` the printed
    words the ability shows in the trace. The tree's rules (:mod:`.constant_tree`) are read first.
    """
    shown = source or text
    stated = read_connection(text.rstrip(". "), card_type)  # "X is connected to Y" (:mod:`.connecting`)
    if stated is not None:
        return [_constant(shown, **fields) for fields in stated]
    lured = lured_constant(text)  # "each enemy that moves does so … toward X, instead of …" (:mod:`.lured_moves`)
    if lured is not None:
        return [_constant(shown, **fields) for fields in lured]
    capacity = read_capacity(text.rstrip(". ")) or entering_constant(text.rstrip(". "))  # hand size, slots, uses
    if capacity is not None:
        return [_constant(shown, **fields) for fields in capacity]
    treat = treated_constant(text.rstrip(". "))  # "Treat each [elder_sign] you reveal as a [auto_fail]"
    if treat is not None:
        return [_constant(shown, **treat)]
    counted = threshold_constant(text)  # "When checking the doom threshold, doom on …" (:mod:`.threshold_doom`)
    if counted is not None:
        return [_constant(shown, **fields) for fields in counted]
    direct = direct_constant(text)  # "Treat all damage as direct damage …" (:mod:`.direct_treat`)
    direct = direct if direct is not None else single_constant(text)  # "… as possible to a single card …"
    if direct is not None:
        return [_constant(shown, **fields) for fields in direct]
    permitted = as_if_constant(text.rstrip(". "))  # "You may play X as if it were in your hand" (:mod:`.as_if`)
    if permitted is not None:
        return [_constant(shown, **permitted)]
    committing = commit_permit_constant(text.rstrip(". "))  # "You may commit 1 card to … at another location"
    if committing is not None:
        return [_constant(shown, **committing)]
    unless = remembered_unless(text)  # "Hastur cannot be defeated unless an investigator "know the secret.""
    if unless is not None:
        return _conditioned(unless[0], unless[1], shown, card_type)
    valued = value_equal_constant(text.rstrip(". "))  # "@self's fight value is equal to …" (:mod:`.value_equal`)
    if valued is not None:
        return [_constant(shown, **fields) for fields in valued]
    read = read_attacked_using(text.rstrip(". "), card_type)  # "While @self is being attacked using …, it gets …"
    read = read if read is not None else read_attacked_by(text.rstrip(". "), card_type)  # "… by an investigator with …"
    read = read if read is not None else read_constant(text.rstrip(". "), card_type)
    if read is not None:
        return [_constant(shown, **fields) for fields in read]
    framework = read_framework(text.rstrip(". "))  # "Skip the '…' step", "You collect 1 additional resource …"
    if framework is not None:
        return [_constant(shown, **fields) for fields in framework]
    split = split_condition(text.rstrip(". "), card_type)  # "While X, <any constant>" (:mod:`.constant_conditions`)
    if split is not None:
        try:
            return _conditioned(split[0], split[1], shown, card_type)
        except NotParsed as problem:  # the whole sentence is the gap, with the rest's reason when it has one of its own
            if not problem.reason.startswith(NOT_CONSTANT):  # (no constant at all: the sentence's own reading, below)
                raise NotParsed(text, problem.reason) from None
    m = re.fullmatch(r"each (?:(?P<trait>[a-z]+) )?(?P<noun>enemy|location)(?: (?:at|in) (?P<where>this location|@self))?"
                     r" gets (?P<mods>[+-]\d+ (?:fight|evade|shroud)(?: and [+-]\d+ (?:fight|evade|shroud))?)", low)
    if m and (m.group("where") is None or m.group("noun") == "enemy") and m.group("trait") not in ("other", "non"):
        return [_value_modifier(shown, m, int(n), value)
                for n, value in re.findall(r"([+-]\d+) (fight|evade|shroud)", m.group("mods"))]
    extra = additional_cost(text) or first_action_cost(text)  # :mod:`.additional_costs`, :mod:`.first_action_costs`
    if extra is not None:
        return [_constant(shown, **extra)]
    m = re.fullmatch(rf"(?P<what>events|assets|cards|skills) you play cost (?P<n>{NUMBER}) (?P<dir>less|more|fewer|additional)"
                     r"(?: resources?)?(?: to play)?", low)
    if m:
        sign = -1 if m.group("dir") in ("less", "fewer") else 1
        applies: dict[str, Any] = {"event": "play-card", "who": "you"}
        if m.group("what") != "cards":
            applies["what"] = m.group("what").rstrip("s")
        return [_constant(shown, **{"applies-to": applies, "cost-modifier": sign * number(m.group("n"))})]
    m = re.fullmatch(rf"your opening hand has (?P<n>{NUMBER}) (?P<dir>additional|fewer) cards?", low)
    if m:
        sign = 1 if m.group("dir") == "additional" else -1
        return [_constant(shown, **{"applies-to": {"event": "draw-opening-hand", "who": "you"},
                                   "opening-hand-modifier": sign * number(m.group("n"))})]
    if re.search(r"\b(?:are|is|considered to be) connected\b", low):
        raise NotParsed(text, _connection_reason(low))
    if re.search(r"\bhand size\b", low):
        raise NotParsed(text, "a hand size counted other than by its maximum as the upkeep checks it (a card counting "
                        "as several, another moment): the engine counts each card in hand once, at 4.5")
    m = _ADDITIONAL_ACTION.fullmatch(low.rstrip("."))
    if m and m.group("played") not in (None, m.group("trait")):
        raise NotParsed(text, "an additional action for playing cards of one trait and activating abilities of "
                        "another: the engine's restricted action names one set of traits for both")
    if m:  # Leo De Luca, Daisy Walker, Marie Lambeau: an action more during each of your turns (FAQ 1.10)
        traits = [source_trait(text, m.group("trait"))] if m.group("trait") else []
        granted: dict[str, Any] = {"traits": traits, **({"plays": True} if m.group("played") else {})}
        return [_constant(shown, **{"applies-to": {"event": "perform-action", "who": "you"},
                                   "additional-action": granted if traits else {}})]
    if low.startswith(("you may take an additional action", "you may take 1 additional action")):
        raise NotParsed(text, "an additional action for other than [action] abilities of a trait (playing cards, "
                        "another time): the engine's 'additional-action' is used on any action or on those")
    if TIMED_OPENING.match(low):  # read as "While …" or as the Forced ability it behaves as (:mod:`.timed_constant`)
        raise NotParsed(text, TIMED_REASON)
    raise NotParsed(text, setup_refusal(text) or NOT_CONSTANT + " (skill, cost or opening-hand modifier, 'cannot', "
                    "additional cost)")
