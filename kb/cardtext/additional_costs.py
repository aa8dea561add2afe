"""An additional cost (Costs; FAQ 1.6): "As an additional cost to commit "Watch this!" to a skill test, spend up to 3
resources", "As an additional cost to investigate this location, you must spend 1 additional action", "You must spend 1
additional action to investigate the Orne Library".

The sentence is read by its parts, not whole: the act the cost is added to — a verb and its object ("commit @self to a
skill test", "investigate this location", "fight @self") —, who pays ("you must", or no one named: the one acting), and
the cost itself, read by the cost's own reading (:func:`.costs.parse_cost`: "spend up to 3 resources", "exhaust
@self", "spend 1 clue") or as actions ("spend 1 additional action"). It becomes a constant ability on the act's
occurrence — ``applies-to`` its event and what (``self``, ``this-location``) — with the ``additional-cost``; the
engine pays it as the act would resolve (FAQ 1.6), by the investigator acting — a card's own additional cost to
commit it from the hand as it is committed (ST.2).

An act performed only as an action, with no object ("Each investigator must spend 1 additional action to parley": Tough
Crowd; "to resign") is a constant on performing that action (``perform-action`` and its ``via``), paid with the action's
own cost by whoever acts ("each investigator must": each one who parleys). "The investigators must spend 1 clue, as a group (2 clues instead if there are 3 or 4 investigators)" is paid by the
investigators together (Costs: each may contribute), the acting investigator first: The Rougarou's cost for an
investigator to engage it (the engage action, or a card effect he or she resolves; an enemy engaging on its own is a
mandatory instruction, which pays none: FAQ 1.6). A card's own additional cost to play it ("As an additional cost to play Blood Eclipse, take up to 3 damage") is a
constant on its ``play-card``, paid with its other costs at the initiation sequence's step 2 (Appendix I), from the
payer's own pools and hand (not with the card itself, which is in the hand). An act the engine does not pay an
additional cost for (moving, playing one attached to a card), an object it cannot name, another payer ("the
investigators must … 1 resource") and a cost the cost's reading refuses are refused with the printed words and the reason: a replay without
the cost would be a different card.
"""

from __future__ import annotations

import re
from typing import Any

from .costs import parse_cost
from .model import NotParsed
from .words import NUMBER, SELF, number

#: "As an additional cost (for an investigator) to <act>, (<payer> must) <cost>".
_AS_COST = re.compile(r"^as an additional cost (?:for (?:an investigator|you) )?to (?P<act>.+?), "
                      r"(?:(?P<payer>you|the investigators|each investigator|investigators) must )?(?P<cost>.+)$")
#: "As an additional cost to play @self, …": an event's own, a constant on its play rather than one of its effects.
OWN_PLAY_COST = re.compile(rf"^as an additional cost to play {re.escape(SELF)}\b", re.I)
#: "<payer> must spend N additional action(s) to <act>".
_MUST_SPEND = re.compile(rf"^(?P<payer>you|investigators|each investigator) must spend (?P<n>{NUMBER}) additional "
                         r"actions? to (?P<act>.+)$")
_ACTIONS = re.compile(rf"^spend (?P<n>{NUMBER}) (?:additional )?actions?$")

#: The verbs of the acts the engine pays an additional cost for, and their events.
_PAID = {"investigate": "investigate", "fight": "fight", "attack": "fight", "evade": "evade", "commit": "commit-card",
         "engage": "engage", "play": "play-card"}
#: The verbs of the acts it does not: the reason quotes them.
_UNPAID = ("move", "enter", "draw")
#: The acts of a card from its owner's hand: their additional cost is the card's own ("commit @self", "play @self").
_FROM_HAND = ("commit-card", "play-card")
#: The cost parts that act on the card bearing the cost: a card played from the hand has none in play to pay them.
_ON_CARD = ("exhaust", "discard", "uses", "card-damage", "card-horror", "doom", "exile", "removed")
#: The actions that are only ever performed as an action (an ability's bold designator), with no object: the cost is
#: added to performing that action (``perform-action`` and its ``via``), paid with the action's own cost.
_ACTIONS_ONLY = ("parley", "resign")
#: What the act is on: the card itself, the location the card is, or a card attached to the card ("an attached card":
#: Stick to the Plan's; the engine's ``attached-to-self``).
_OBJECT = re.compile(rf"^(?:the )?(?P<what>{re.escape(SELF)}|this location|an attached card|a card attached to "
                     rf"{re.escape(SELF)})(?P<test> to an? (?:skill )?test)?$")
#: The object's engine selector, by its printed words (the card itself: ``self``).
_WHAT = {"this location": "this-location", "an attached card": "attached-to-self",
         f"a card attached to {SELF}".lower(): "attached-to-self"}
_ONE_ACTING = (None, "you", "each investigator")  # "each investigator must …": whoever acts pays


def additional_cost(text: str) -> dict[str, Any] | None:
    """The constant's fields (``applies-to``, ``additional-cost``) of an additional cost sentence (``text``: the card's
    name as ``@self``); None when it is none; :class:`NotParsed` quoting it, with the reason, when the engine cannot pay
    it."""
    text = re.sub(r"\s+", " ", text.strip().rstrip("."))
    low = text.lower()
    shaped = _AS_COST.match(low)
    spent = None if shaped else _MUST_SPEND.match(low)
    if shaped is None and spent is None:
        return None
    m = shaped or spent
    assert m is not None
    applies = _act(m.group("act"), text)
    payer = m.group("payer")
    cost = {"actions": number(spent.group("n"))} if spent else _cost(text[m.start("cost"):m.end("cost")])
    if payer not in _ONE_ACTING and not (payer == "the investigators" and "group-clues" in cost):
        raise NotParsed(text, f"an additional cost paid by \u201c{payer}\u201d: the engine's additional cost is paid by "
                        "the investigator acting, or by the investigators as a group in clues")
    if applies["event"] == "play-card" and applies["what"] == "self" and set(cost) & set(_ON_CARD):
        raise NotParsed(text, "an additional cost to play a card paid with the card itself (exhausting, discarding it, "
                        "its uses or tokens): the card is in its owner's hand, not in play, as it is played")
    return {"applies-to": applies, "additional-cost": cost}


def _act(act: str, text: str) -> dict[str, Any]:
    """The occurrence an additional cost is added to: its event and what it is on."""
    verb, _, rest = act.partition(" ")
    if verb in _ACTIONS_ONLY and not rest:  # "Each investigator must spend 1 additional action to parley"
        return {"event": "perform-action", "via": verb}
    if verb == "move" and rest.startswith("to "):
        verb, rest = "move", rest[3:]
    event = _PAID.get(verb)
    if event is None:
        unpaid = verb if verb in _UNPAID else "that act"
        raise NotParsed(text, f"an additional cost to {unpaid}: the engine pays one only as an investigation, an attack, "
                        "an evasion, a card's commit or play would resolve, or with a parley's or resignation's action")
    what = _OBJECT.match(rest)
    selector = None if what is None else "self" if what.group("what") == SELF else _WHAT[what.group("what").lower()]
    if what is None or (event == "commit-card") != bool(what.group("test")) \
            or (event in _FROM_HAND and selector not in ("self", "attached-to-self")) \
            or (selector == "attached-to-self" and event != "play-card"):
        raise NotParsed(text, f"an additional cost to {act}: the engine's additional cost names the card itself, "
                        "this location or (to play it) a card attached to the card")
    return {"event": event, "what": selector}


def _cost(text: str) -> dict[str, Any]:
    """The cost of "As an additional cost …, <cost>": actions ("spend 1 additional action"), else the cost's reading."""
    actions = _ACTIONS.match(text)
    if actions is not None:
        return {"actions": number(actions.group("n"))}
    cost = parse_cost(text)
    if "condition" in cost:
        raise NotParsed(text, "a condition inside an additional cost: the engine's additional cost has no field for it")
    return cost
