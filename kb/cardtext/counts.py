"""What a card counts in the game's state, composed from its noun phrase: "the amount of horror on you" is
horror, on you (``horror-on-you``); "a clue on your location" is ``clue-on-your-location``. The counts are the
engine's ``for-each`` counts of the state; a phrase that composes into no count of the engine is refused.

A count's condition is the count with its bounds, ``{count, at-least, at-most}``, composed here for every place
one is printed: an event's "Play only if there is a clue on your location", a chaos token's "instead if you have 3
or more horror on you", an ability's "If there are no clues here:" and a constant's "while you have 10 or more
resources" (``conditions.py`` adds the time periods and cuts a trigger's trailing "if").
"""

from __future__ import annotations

import re
from typing import Any

from .campaign_counts import log_count, remembered_condition
from .compared_counts import compared
from .composed_counts import composed_count
from .model import NotParsed
from .vocabulary import CHOSEN
from .quantity_counts import quantity_count
from .recorded_totals import recorded_total
from .story_conditions import story_condition
from .universal_conditions import universal_condition
from .words import NUMBER, SELF, number

#: The skills an investigator has a value of.
_SKILL_ICONS = ("willpower", "intellect", "combat", "agility")
#: The engine's counts of the game's state (its ``STATE_COUNTS``: the ``for-each`` counts other than a test's margin,
#: and what a condition bounds).
COUNTS = frozenset({"clue-on-your-location", "horror-on-your-location", "willpower-value-of-you", "intellect-value-of-you",
                    "combat-value-of-you", "agility-value-of-you", "horror-on-you", "damage-on-you", "resource-you-have",
                    "base-shroud-of-your-location", "doom-in-play", "clue-you-have", "enemy-at-your-location",
                    "card-in-your-discard-pile", "card-in-your-hand", "enemy-engaged-with-you", "clue-on-this-location",
                    "enemy-at-this-location", "clue-on-self", "action-you-have", "remaining-sanity",
                    "remaining-health", "shroud-of-your-location", "investigator-started-scenario",
                    "card-in-your-deck", "act-number", "agenda-number", "agenda-number-in-play", "investigator-in-game",
                    "sanity-of-you", "health-of-you", "investigator-at-this-location", "vengeance-in-victory-display",
                    "key-you-control"}
                   | {f"{skill}-base-of-you" for skill in _SKILL_ICONS}  # "the attacking investigator's base [combat]"
                   | {f"{kind}-you-dealt-this-{period}" for kind in ("damage", "horror")
                      for period in ("turn", "phase", "round")}
                   | {f"action-you-performed-this-{period}" for period in ("turn", "phase", "round")}
                   | {f"hunter-move-of-self-this-{period}" for period in ("turn", "phase", "round")}
                   | {f"move-you-made-this-{period}" for period in ("turn", "phase", "round")}
                   | {f"{colour}-key-you-control" for colour in ("red", "blue", "green", "yellow", "purple", "black",
                                                                 "white")})
UNCOUNTABLE = "a count the engine's vocabulary has no word for"
#: What is *at* a location (clues and other tokens are *on* it).
_AT_PLACES = ("enemy", "investigator")
#: Plurals of the counted nouns.
_SINGULAR = {"clues": "clue", "resources": "resource", "enemies": "enemy", "cards": "card", "actions": "action",
             "investigators": "investigator", "players": "player", "points": "point",
             "keys": "key"}
#: Counts printed in other words: each player controls one investigator, so "players in the game" are the
#: investigators still in it (not eliminated: Elimination).
_SAME_COUNT = {"investigator-in-the-game": "investigator-in-game", "player-in-the-game": "investigator-in-game",
               "your-sanity": "sanity-of-you", "your-health": "health-of-you",  # the value, modifiers with it
               # Vengeance X: the points of the cards there worth vengeance, which count only where a card refers to them
               "vengeance-point-in-the-victory-display": "vengeance-in-victory-display"}
#: What an investigator has "remaining" (Actions; Health and Damage; Sanity and Horror): "actions you have remaining",
#: "your remaining sanity", "3 or fewer remaining sanity" are one count each, whatever the word order.
_REMAINING = frozenset({"action", "sanity", "health"})
#: The skills an icon names ("your [willpower]": your willpower value).
_SKILLS = ("willpower", "intellect", "combat", "agility")


def count_of(phrase: str, self_is_you: bool, chose: bool = False, that: str | None = None) -> str:
    """"clue on your location", "the amount of horror on you", "horror on @self" (an investigator's own card)
    → the engine's count, or things in play counted by a composed filter (:mod:`.composed_counts`); refused when
    the engine has no such count. A value of "that enemy" counts the card the ability chose, so only where it ``chose``
    one before ("Choose an enemy at your location. Test [intellect] (X), where X is that enemy's fight value"), or,
    where none was chosen, the one ``that`` selects (the enemy the triggering condition names: "Play after you defeat a
    Monster enemy. … heals horror equal to that enemy's horror value", ``triggering-what``)."""
    if (quantity := quantity_count(phrase)) is not None:  # "the current Agenda #", "the amount you failed by"
        return quantity
    if (total := recorded_total(phrase)) is not None:  # "the total printed cost of those discarded cards"
        return total
    words = phrase.lower().split()
    for lead in (["the", "amount", "of"], ["the", "number", "of"], ["the"]):
        if words[:len(lead)] == lead:
            words = words[len(lead):]
            break
    words = [_SINGULAR.get(w, w) for w in words]
    if words[-2:] in (["this", "act"], ["this", "agenda"], ["this", "card"]):
        words = [*words[:-2], SELF.lower()]  # "2 clues per investigator on this Act": the card's own
    if words[-2:] == ["your", "investigator"]:
        words = [*words[:-2], "you"]  # "the amount of horror on your investigator": your investigator card is you
    if words[-1:] == ["here"]:
        words = [*words[:-1], "on", "this", "location"]
    if words[1:] == ["at", SELF.lower()] and words[0] in _AT_PLACES:
        words = [words[0], "at", "this", "location"]  # "enemies at @self": at the location the card is (or is at)
    if len(words) == 4 and words[1] in ("on", "at", "in") and words[2:] in (["your", "location"], ["this", "location"]):
        words[1] = "at" if words[0] in _AT_PLACES else "on"  # clues are on a location, enemies and investigators at it
    if len(words) == 3 and words[1] in ("on", "at") and words[2] == SELF.lower():
        words = [words[0], "on", "you" if self_is_you else "self"]  # an investigator's own card is "you"
    if words[-4:] == ["value", "of", "your", "location"]:
        words = [*words[:-4], "of", "your", "location"]
    if "remaining" in words:
        rest = [w for w in words if w not in ("remaining", "you", "have", "your")]
        if len(rest) == 1 and rest[0] in _REMAINING:
            words = ["action", "you", "have"] if rest[0] == "action" else ["remaining", rest[0]]
    if words[:1] == ["your"] and words[2:] in ([], ["value"]) and words[1:2] in ([f"[{s}]"] for s in _SKILLS):
        words = [words[1].strip("[]"), "value", "of", "you"]  # "where X is your [willpower] (value)": that skill's
    key = "-".join(words)
    key = _SAME_COUNT.get(key, key)
    if key in COUNTS:
        return key
    composed = composed_count(phrase)  # things in play composed from their noun phrase (``in-play:monster-enemy``)
    if composed is None and (logged := log_count(phrase)) is not None:  # Doubt, Conviction; "… in your Campaign Log"
        return logged
    if composed is not None and composed.endswith(":" + CHOSEN) and not chose and that is not None:
        return composed[:-len(CHOSEN)] + that
    if composed is None or (composed.endswith(":" + CHOSEN) and not chose):
        raise NotParsed(phrase, UNCOUNTABLE if composed is None else "'that enemy' with no enemy chosen before it: "
                        "the engine binds it only to what a choice of the same ability chose, or to the enemy its "
                        "triggering condition names")
    return composed


def cut_max(text: str) -> tuple[str, int | None]:
    """"… (max 5)", "… (max -4)": the phrase and the most that is counted."""
    m = re.fullmatch(r"(.+?)\s*\(max [+-]?(\d+)\)", text.strip())
    return (m.group(1), int(m.group(2))) if m else (text, None)


_ENGAGED = re.compile(r"you are not engaged with any enem(?:y|ies)")
#: "you are engaged with an enemy", "… with 2 or more enemies": the investigator's enemies, at least that many.
_ENGAGED_WITH = re.compile(rf"you are engaged with (?:an enemy|(?P<n>{NUMBER}) or more enemies)")
#: "you are engaged with The Rougarou", "… with a Ghoul enemy": one the composed filter matches engaged with you.
_ENGAGED_WITH_NAMED = re.compile(r"you are engaged with (?P<np>(?:an? |the )?[A-Z].*)")
#: "you are at an Altered location": your location is one the composed filter matches (one such at your location).
_AT_A = re.compile(r"you are (?:at|in) (?:an?|the) (?P<np>.+? location)", re.I)
#: "you are in the Hidden Chamber", "you are at Ritual Site", "your location is Extradimensional": your location is the
#: one of that printed title or trait (capitalised: the count of it, as a location, at your location — one when you are
#: there; the engine matches a title or a trait alike).
_AT_NAMED = re.compile(r"(?:you are (?i:at|in)|your location is(?: an?)?) (?:the )?(?P<np>[A-Z][\w'’-]*(?:(?: (?:of|the|in|and|on))* [A-Z][\w'’-]*)*)")
#: "The Necronomicon has no horror on it", "he has 3 or more doom on him", "Torturous Chords has no resources", "your
#: deck has no cards in it": the tokens on (the cards in) the subject itself, the pronoun reflexive ("he", "she",
#: "it" as the subject: the card's own).
#: "you are at The Man in the Pallid Mask's location": the card of that name is at your location (one there: you are
#: where it is).
_AT_OWNERS = re.compile(r"you are (?i:at|in) (?P<np>[A-Z][\w'’ -]*?)['’]s? location")
_HAS_ON = re.compile(r"(?P<holder>.+?) has (?P<amount>.+?)(?: (?P<prep>on|in) (?:him|her|it|itself|them))?", re.I)
_PRONOUNS = ("he", "she", "it")
#: The bound: none, one ("a", "any": A, An — one or more), at least N, N or more, N or fewer, fewer (less) than N, or a bare N (the amount reached: "If
#: there are 4 [per_investigator] resources on Gondola, advance"); then per investigator, as the symbol or the words.
#: "a total of 3 …": the count adds up every place it names already.
_BOUND = re.compile(rf"(?:there (?:is|are)|you have) (?:a total of )?(?:(?P<no>no)|(?P<a>a|an|any)|at least (?P<least>{NUMBER})|"
                    rf"(?P<low>{NUMBER}) or (?P<high>{NUMBER})|(?:only|exactly) (?P<only>{NUMBER})|"
                    rf"(?P<more>{NUMBER}) or more|(?P<fewer>{NUMBER}) or (?:fewer|less)|(?:fewer|less) than (?P<below>{NUMBER})|"
                    r"(?P<exact>\d+))(?P<per> \[per_investigator\])? (?P<rest>.+?)"
                    r"(?: in your resource pool)?", re.I)  # a player's resources are those in his or her pool
_PER_WORDS = re.compile(r"\s+per investigator\b", re.I)
#: "you have no Ally assets": the assets a player "has" are the assets in play he or she controls (Control: a player
#: controls the cards in his or her play area), not tokens held — the count of those assets under your control.
_ASSETS = re.compile(r"(?:.+ )?assets?", re.I)


def _holding(rest: str) -> str:
    """What "you have <rest>" holds, added after the phrase: assets under your control, else what you have."""
    return " you control" if _ASSETS.fullmatch(rest) else " you have"
#: "1 or more doom among cards you control": tokens spread among several cards are the tokens on them, added up (the
#: composed ``doom-on:<cards>``), as "doom on cards you control" says it.
_AMONG = re.compile(r"^(?P<token>doom|clues?|resources?|damage|horror) among ", re.I)


#: What you have done earlier in a period (the engine's history): "you have (not) dealt any / N or more / at least N
#: damage (horror) this turn (phase, round)".
_HAVE_DEALT = re.compile(rf"you have (?P<no>not )?dealt (?:(?P<any>any)|(?P<more>{NUMBER}) or more|at least "
                         rf"(?P<least>{NUMBER})) (?P<kind>damage|horror) this (?P<period>turn|phase|round)")


#: An action of the card's own performed this turn: "you did not perform the above [action] ability (this turn)" (the
#: engine's history of actions performed, those activating the card's abilities).
_PERFORMED_ABOVE = re.compile(r"you (?P<no>did not |have not )?perform(?:ed)? the above \[action\] ability(?: this turn)?")


def _dealt(m: re.Match[str]) -> dict[str, Any]:
    """The count of what you have dealt this period, bounded: "not … any" is none, "any" at least 1, "not … N or
    more" at most N - 1."""
    out: dict[str, Any] = {"count": f"{m.group('kind')}-you-dealt-this-{m.group('period')}"}
    least = 1 if m.group("any") else number(m.group("more") or m.group("least"))
    if m.group("no"):
        out["at-most"] = least - 1
    else:
        out["at-least"] = least
    return out


def _counted(text: str, phrase: str, self_is_you: bool) -> str:
    """One side of a compared condition (:mod:`.compared_counts`), refused as the whole condition, quoted as printed."""
    try:
        return count_of(phrase, self_is_you)
    except NotParsed:
        raise NotParsed(text, UNCOUNTABLE) from None


def condition(text: str, self_is_you: bool = False) -> dict[str, Any]:
    """"there is a clue on your location", "there are no clues here", "you have at least 1 clue", "you have 2 or
    more clues", "you have 3 or fewer cards in your hand", "you are not engaged with any enemies", "there are fewer
    than 2 clues per investigator on Ritual Site", "@self has no horror on it", "you are at an Altered location" →
    ``{count, at-least | at-most, per-investigator}``: the holder ("there are … here / on X / at your location",
    "you have …", "X has … on it"), the amount and the thing counted, composed by :func:`count_of`."""
    printed = text.strip().rstrip(".")
    low = printed.lower()
    if (story := story_condition(printed)) is not None:  # "If it is Act 2 or later"
        return story
    if (kept := remembered_condition(printed)) is not None:  # "unless an investigator "know the secret""
        return kept
    if (every := universal_condition(printed, composed_count)) is not None:  # "each location in play is revealed"
        return every
    if _ENGAGED.fullmatch(low):
        return {"count": "enemy-engaged-with-you", "at-most": 0}  # an investigator's enemies are those engaged
    if (engaged := _ENGAGED_WITH.fullmatch(low)) is not None:
        return {"count": "enemy-engaged-with-you", "at-least": number(engaged.group("n") or "1")}
    if (named := _ENGAGED_WITH_NAMED.fullmatch(printed)) is not None:  # "you are engaged with The Rougarou"
        found = composed_count(f"{named.group('np')} engaged with you")
        if found is None:
            raise NotParsed(text, UNCOUNTABLE)
        return {"count": found, "at-least": 1}
    if (dealt := _HAVE_DEALT.fullmatch(low)) is not None:
        return _dealt(dealt)
    if (above := _PERFORMED_ABOVE.fullmatch(low)) is not None:
        return {"count": "activated-by-you-this-turn:self", **({"at-most": 0} if above.group("no") else {"at-least": 1})}
    if (at := _AT_OWNERS.fullmatch(printed)) is not None:
        found = composed_count(f"{at.group('np')} at your location")
        if found is None:
            raise NotParsed(text, UNCOUNTABLE)
        return {"count": found, "at-least": 1}
    if (at := _AT_A.fullmatch(printed)) is not None:
        found = composed_count(f"{at.group('np')} at your location")
        if found is None:
            raise NotParsed(text, UNCOUNTABLE)
        return {"count": found, "at-least": 1}
    if (at := _AT_NAMED.fullmatch(printed)) is not None:
        found = composed_count(f"{at.group('np')} location at your location")
        if found is None:
            raise NotParsed(text, UNCOUNTABLE)
        return {"count": found, "at-least": 1}
    if (versus := compared(printed, lambda phrase: _counted(text, phrase, self_is_you))) is not None:
        return versus  # "X has more doom on it than Y": two holders compared, before "X has …" is read as one
    if (has := _HAS_ON.fullmatch(printed)) is not None and has.group("holder").lower() != "you":
        holder = has.group("holder")
        printed = f"there are {has.group('amount')} {has.group('prep') or 'on'} " \
            f"{SELF if holder.lower() in _PRONOUNS else holder}"
        low = printed.lower()
    if (versus := compared(printed, lambda phrase: _counted(text, phrase, self_is_you))) is not None:
        return versus  # "you have horror on you greater than twice your sanity": a bound that is a count
    m = _BOUND.fullmatch(printed)
    if m is None:
        raise NotParsed(text, "a condition the engine cannot check")
    rest = m.group("rest")  # as printed: a capital marks a trait or name
    per = m.group("per") is not None or _PER_WORDS.search(rest) is not None
    rest = _AMONG.sub(r"\g<token> on ", _PER_WORDS.sub("", rest))
    placed = re.search(r" (?:on|at|in) ", rest) is not None  # "horror on you": the phrase says where already
    phrase = rest + (_holding(rest) if low.startswith("you have") and not placed else "")
    try:
        out: dict[str, Any] = {"count": count_of(phrase, self_is_you)}
    except NotParsed:
        raise NotParsed(text, UNCOUNTABLE) from None  # quoted as printed
    if m.group("no"):
        out["at-most"] = 0
    elif m.group("fewer"):
        out["at-most"] = number(m.group("fewer"))
    elif m.group("below"):
        if number(m.group("below")) < 1:
            raise NotParsed(text, "a condition the engine cannot check")  # fewer than none: never met
        if per:  # "fewer than 2 per investigator" is below 2 × N: at most 2 × N − 1, no at-most per investigator
            out["fewer-than"] = number(m.group("below"))
        else:
            out["at-most"] = number(m.group("below")) - 1
    elif m.group("low"):  # "3 or 4 investigators": one of two amounts next to each other, a range
        low_, high = sorted((number(m.group("low")), number(m.group("high"))))
        if high != low_ + 1:
            raise NotParsed(text, "a condition on two amounts apart: the engine bounds one range")
        out["at-least"], out["at-most"] = low_, high
    elif m.group("only"):  # "only 1 player": that many, no more
        out["at-least"] = out["at-most"] = number(m.group("only"))
    else:
        out["at-least"] = number(m.group("least") or m.group("more") or m.group("exact") or "1")
    return {**out, **({"per-investigator": True} if per else {})}
