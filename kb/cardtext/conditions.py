"""A condition printed before an ability's colon ("If there are no clues here", "If you have 10 or
more resources"), a constant's "while" and a trigger's trailing "if" → the engine's ability ``condition``:
a bounded count of the state (``count``, ``at-least`` / ``at-most``), composed by ``counts.condition`` as
every count condition is.

"During your turn" names the time period the ability may be used in (``during``); with a count
("During your turn, if you are not engaged with any enemies") the condition holds both.
Anything else is refused with the printed words.
"""

from __future__ import annotations

import re
from typing import Any

from .committed_counts import committed_condition
from .counts import condition
from .instruction import Phrase, printed_name
from .model import NotParsed
from .tokens import tokenize
from .trigger_conditions import conjoined, state_condition
from .words import SELF

#: The time periods an ability may be used in → the engine's ``during``.
PERIODS = {"during your turn": "your-turn", "during any investigator's turn": "any-turn"}
#: Whose turn a period names, as its subject ("while an investigator at your location is taking his or her turn") or
#: its possessive ("during any investigator's turn") → the engine's ``during``.
_TURN_OF = {"you are": "your-turn", "your": "your-turn", "an investigator is": "any-turn",
            "an investigator's": "any-turn", "any investigator's": "any-turn",
            "an investigator at your location is": "turn-at-your-location"}
_PERIOD = re.compile(r"(?:during (?P<whose>your|an investigator's|any investigator's) turn"
                     r"|while (?P<who>you are|an investigator(?: at your location)? is) taking (?:your|his or her|their)"
                     r" turn)")


def period(low: str) -> str | None:
    """"During your turn", "while an investigator is taking his or her turn", "while an investigator at your location
    is taking his or her turn" → the engine's ``during``; None for any other words."""
    m = _PERIOD.fullmatch(low)
    return None if m is None else _TURN_OF[m.group("whose") or m.group("who")]


#: "If it is your turn": whose turn it is, a period an instruction is conditioned on (the possessive of ``_TURN_OF``).
_IT_IS_TURN = re.compile(r"if it is (?P<whose>your|an investigator's|any investigator's) turn", re.I)


def turn_condition(printed: str) -> dict[str, Any] | None:
    """"If it is your turn", "if it is an investigator's turn" → ``{during}``: the instruction after it resolves only
    in that period (2.2: an investigator's turn); None for any other words ("if it is not your turn": the engine has
    no negated period, so that is no such form and stays refused)."""
    m = _IT_IS_TURN.fullmatch(printed.strip().rstrip(".:,"))
    return None if m is None else {"during": _TURN_OF[m.group("whose").lower()]}


#: A card's state a condition names, as printed → the engine's ``state`` ("if Hastur is ready", "if The Gate to Hell
#: is in play", "if it is unengaged", a location's "if The Hidden Chamber is connected to your location"); "not" turns
#: each into its opposite.
CARD_STATES = {"in play": "in-play", "ready": "ready", "exhausted": "exhausted", "unengaged": "unengaged",
               "engaged with an investigator": "engaged", "at your location": "at-your-location",
               "in your location": "at-your-location", "connected to your location": "connected",
               "engaged": "engaged",  # an enemy "is engaged": with an investigator (Enemy Engagement)
               "attached": "attached"}  # "if it is already attached": in play, attached to a card (Attachments)
_OPPOSITE = {"in-play": "not-in-play", "ready": "exhausted", "exhausted": "ready", "unengaged": "engaged",
             "engaged": "unengaged", "at-your-location": "not-at-your-location", "controlled": "not-controlled",
             "connected": "not-connected", "attached": "not-attached"}
#: A card's state → its opposite (public: a restriction lifted "only if" the card is in it turns it over).
OPPOSITE_STATES = _OPPOSITE

#: The card the ability's card is attached to, by its type (Attachments).
_ATTACHED = ("attached enemy", "attached location", "attached asset", "attached agenda", "attached act")
_CARD_STATE = re.compile(r"if (?P<card>.+?) is (?P<not>not )?(?P<state>" + "|".join(CARD_STATES) + ")", re.I)
#: "If you control Lita Chantler": the card in play under your control (Control), or "do not" its opposite.
_CONTROL = re.compile(r"if you (?P<not>do not |don't )?control (?P<card>.+?)", re.I)


#: "If Lupara entered play this turn": a card's entering play in a period (Enters Play; Limits and Maximums' periods),
#: recorded as it happened — the engine's ``entered-play-this-<period>``.
_ENTERED = re.compile(r"if (?P<card>.+?) (?:has )?entered play this (?P<period>turn|phase|round)", re.I)
#: "If Devotee of the Key is (already) at Sentinel Peak": a card at a location named by its printed name.
_AT_NAMED = re.compile(r"if (?P<card>.+?) is (?:already |still )?at (?P<place>[A-Z].+)")


def card_state(printed: str) -> dict[str, Any] | None:
    """"if Hastur is ready", "if The Gate to Hell is in play", "if it is unengaged", "if @self is not engaged with an
    investigator", "if Hunting Horror is at your location" (or not), "if you control Lita Chantler", "if Lupara entered
    play this turn" (``entered-play-this-turn``; a phase's, a round's too) → ``{card, state}``:
    the card (``self`` for the card's own name or "it", else its printed name) and its state; None for any other
    condition (a card named by a common noun is not guessed)."""
    text = printed.strip().rstrip(".:,")
    if (entered := _ENTERED.fullmatch(text)) is not None:  # "if Lupara entered play this turn"
        card = _card(entered.group("card"))
        return None if card is None else {"card": card, "state": f"entered-play-this-{entered.group('period').lower()}"}
    m = _CARD_STATE.fullmatch(text) or _CONTROL.fullmatch(text)
    if m is None:
        return _at_named(text)
    card = _card(m.group("card"))
    if card is None:
        return None
    state = "controlled" if m.re is _CONTROL else CARD_STATES[m.group("state").lower()]
    return {"card": card, "state": _OPPOSITE[state] if m.group("not") else state}


def _card(words: str) -> str | None:
    """The card a condition names: ``self`` for the card's own name or "it", ``attached`` for "attached enemy" (the card
    this one is attached to), else its printed name; None for a common noun (not guessed)."""
    words = words.strip()
    if words.lower() in ("it", SELF.lower()):
        return "self"
    if words.lower() in _ATTACHED:  # "if attached enemy is in play": the card this one is attached to
        return "attached"
    return printed_name(Phrase(tokenize(f"If {words}")[1:]))


def _at_named(printed: str) -> dict[str, Any] | None:
    """"if Devotee of the Key is already at Sentinel Peak" → ``{card, state: in-play, at}`` (the engine checks where
    the card is: ``at`` a location's printed name); None for any other words."""
    m = _AT_NAMED.fullmatch(printed[0].lower() + printed[1:]) if printed else None
    if m is None:
        return None
    words = m.group("card").strip()
    card = "self" if words.lower() in ("it", SELF.lower()) else printed_name(Phrase(tokenize(f"If {words}")[1:]))
    place = printed_name(Phrase(tokenize(f"If {m.group('place')}")[1:]))
    return {"card": card, "state": "in-play", "at": place} if card and place else None


#: A skill test or an attack being made, and what it is made using ("During a skill test on a Spell card", "During an
#: attack using Fire Axe") → ``during`` ``skill-test`` / ``attack`` and ``using``: ``self`` or ``trait:<Trait>``. The
#: trait is printed with a capital.
_TESTING = re.compile(rf"(?i:during (?:a|an|this) )(?P<what>(?i:skill test|attack))(?: (?i:on|using) (?:(?P<self>"
                      rf"{re.escape(SELF)}|(?i:it|this card))|(?i:an?) (?P<trait>[A-Z][\w'-]*) (?i:card|asset|event)))?")


def testing_period(printed: str) -> dict[str, Any] | None:
    """"During a skill test on a Spell card", "During an attack using @self", "During a skill test" → the engine's
    ``during`` (``skill-test`` or ``attack``) and ``using``; None for any other words."""
    m = _TESTING.fullmatch(printed.strip().rstrip(".:,"))
    if m is None:
        return None
    found: dict[str, Any] = {"during": m.group("what").lower().replace(" ", "-")}
    if m.group("self"):
        found["using"] = "self"
    elif m.group("trait"):
        found["using"] = f"trait:{m.group('trait')}"
    return found


#: The engine's selector of the investigator whose turn it is, and the periods whose subject is that investigator.
TURN_INVESTIGATOR = "turn-investigator"
_TURN_SUBJECTS = ("any-turn", "turn-at-your-location")


def turn_referents(cost: dict[str, Any]) -> tuple[tuple[str, str | None], ...]:
    """What a period before the colon names for the rule of reference: "While an investigator (at your location) is
    taking his or her turn, …: That investigator …" — the investigator whose turn it is."""
    during = (cost.get("condition") or {}).get("during")
    return (("investigator", TURN_INVESTIGATOR),) if during in _TURN_SUBJECTS else ()


def parse_condition(low: str) -> dict[str, Any] | None:
    """The ``condition`` of one cost part (lower case, the card's name as ``@self``), or None."""
    during = period(low)
    if during is not None:
        return {"during": during}
    if not low.startswith("if "):
        return None
    try:
        return condition(low[3:])
    except NotParsed:
        return None


def condition_refusal(words: str) -> str | None:
    """Why a clause (lower case, no leading "if") is no condition the engine checks, as the count reader says it
    ("a count the engine's vocabulary has no word for"), so a refused constant names the real reason rather than a
    generic one; None when the clause reads as a condition. The reason alone: the gap already quotes the text."""
    try:
        condition(words)
    except NotParsed as e:
        return e.reason
    return None


def _printed_count(words: str) -> dict[str, Any] | None:
    """A count read as printed, its capitals kept: "there are any clues on Cover Up" counts the card of that name
    (lower case, it would be no name)."""
    try:
        return condition(words)
    except NotParsed:
        return None


_TRAILING = re.compile(r"^(?P<trigger>.+?),\s*(?P<condition>if .+?)[:.,]?$", re.I)


def cut_condition(trigger: str) -> tuple[str, dict[str, Any] | None]:
    """"When you would discover 1 or more clues at your location, if you have no clues" → the triggering
    condition and the count it is met under (checked when it occurs); "At the end of the round, if The Gate to Hell
    is in play" → the card's state; unchanged when the trailing "if" is neither (the trigger's own reading then says
    what it is)."""
    m = _TRAILING.fullmatch(trigger.strip())
    if m is None:
        return trigger, None
    found = read_if(m.group("condition"))
    return (m.group("trigger"), found) if found is not None else (trigger, None)


def read_if(printed: str) -> dict[str, Any] | None:
    """The ``condition`` of "if …" as printed (a count of the state, a card's state, something in play, a card no one
    controls): the one reading of a trailing "if" and of a state an ability's timing point is; None when none
    takes it."""
    printed = printed.strip().rstrip(".:,")
    return _one_condition(printed) or conjoined(printed, _one_condition)


def _one_condition(printed: str) -> dict[str, Any] | None:
    """One condition (no conjunction of two): a count, a card's state, something in play, a card no one controls."""
    return parse_condition(printed.lower()) or _printed_count(printed[3:]) or card_state(printed) \
        or state_condition(printed[3:]) or committed_condition(printed)
