"""Costs: what is printed before an ability's colon, after its icon and triggering condition.

Each part of a cost ("Exhaust Duke", "spend 1 charge", "[action][action]", "Discard Knife", "Take 1
horror") fills one field of the engine's ``cost`` (``actions``, ``resources``, ``exhaust``,
``clues``, ``uses``, ``discard``, ``damage``, ``horror``, ``doom``: "Add 1 doom to Blood Pact",
``exhaust-trait``: "Exhaust an Ally asset", ``card-damage`` / ``card-horror``: "deal 1 damage to it", ``exile``:
"Exile Fire Extinguisher", ``discard-hand``: "(Choose and) discard a card from your hand", ``direct-damage`` /
``direct-horror``: "Take 1 direct damage", ``removed``: "remove The Gold Pocket Watch from the game",
``place-clues`` / ``place-clues-on``: "Place 1 of your clues on your location", ``agenda-doom``: "Place 1 doom on the
current agenda", with ``agenda-deck`` on one deck's ("Place 1 doom on the current "c" agenda") or on each agenda in
play (``each``: "Place 1 doom on each agenda in play"), ``discard-deck``: "discard the top card of your deck", ``discard-type`` / ``discard-trait`` /
``discard-from-play`` / ``discard-icon`` with ``discard-hand``: "Discard 2 assets from your hand or from play",
"Discard a card with at least 1 [intellect] skill icon from your hand", ``investigator-damage`` /
``investigator-horror``: "Deal 2 damage to an investigator at your location", ``discard-triggering``: "After you draw a
non-weakness card, discard that card …": the card the triggering condition names, from the payer's hand); all are paid
simultaneously. A condition (:mod:`.conditions`: a count, "If there are no clues here"; a card's state or control,
"If The Rougarou is exhausted", "If you control Lita Chantler"; whose turn it is, "While an investigator at your
location is taking his or her turn"; the test being made, "During an attack using Fire Axe") is the ability's
``condition``, carried in the cost's dict for the parser to
move; two joined by "and" ("If each location in play is revealed and there are no clues on locations in play") are
one condition of two conjuncts (``all-of``), read whole when the parts do not read as costs. Costs the engine's cost has no field for — damage dealt to an asset
— and other conditions ("If each location in play is revealed") raise
:class:`NotParsed` with
the part quoted, rather than being dropped: a replay without them would be a different card.
"""

from __future__ import annotations

import re
from typing import Any

from . import agenda_decks
from .conditions import card_state, condition_refusal, parse_condition, read_if, testing_period
from .model import NotParsed

#: The cost's ``agenda-deck`` when its doom goes on each agenda in play.
EACH_DECK = "each"
from .words import NUMBER, SELF, number

#: Nouns of spendable uses (Uses (X charges), secrets, supplies...): all are the engine's ``uses``.
USE_NOUNS = ("charge", "charges", "ammo", "secret", "secrets", "supply", "supplies", "offering", "offerings",
             "resource from it", "time", "times", "evidence", "lead", "leads", "bounty", "bounties",
             "try", "tries", "whistle", "whistles", "use", "uses")

_SELF_REF = rf"(?:{SELF}|it|him|her|this card)"
#: The parts of a cost that count something: (pattern, the cost's field; "{}" in it: filled with the pattern's
#: second group, the noun counted). "uses" counts only the nouns of :data:`USE_NOUNS`.
_COUNTED: tuple[tuple[re.Pattern[str], str | None], ...] = (
    (re.compile(rf"(?:spend|pay) ({NUMBER}) resources?"), "resources"),
    (re.compile(rf"spend ({NUMBER}) clues?"), "clues"),
    (re.compile(rf"(?:spend|use) ({NUMBER}) ([a-z ]+?)(?: from {_SELF_REF}| on {_SELF_REF})?"), "uses"),
    (re.compile(rf"(?:add|place) ({NUMBER}) doom (?:to|on) {_SELF_REF}"), "doom"),
    (re.compile(rf"(?:add|place) ({NUMBER}) doom (?:to|on) the current agenda"), "agenda-doom"),
    (re.compile(rf"discard the top ({NUMBER}) cards? of your deck"), "discard-deck"),
    (re.compile(rf"(?:take|suffer) ({NUMBER}) (damage|horror)"), "{}"),
    (re.compile(rf"(?:take|suffer) up to ({NUMBER}) (damage|horror)"), "up-to:{}"),  # "Take up to 3 horror"
    (re.compile(rf"(?:spend|pay) up to ({NUMBER}) (resource|clue)s?"), "up-to:{}s"),  # "Spend up to 3 resources"
    (re.compile(rf"(?:take|suffer) ({NUMBER}) direct (damage|horror)"), "direct-{}"),  # "Take 1 direct damage"
    (re.compile(rf"discard ({NUMBER}) cards? from your hand"), "discard-hand"),
    # "Exhaust Beat Cop and deal 1 damage to it", "deal her 1 horror": the card itself, either object first
    (re.compile(rf"deal ({NUMBER}) (damage|horror) to {_SELF_REF}"), "card-{}"),
    (re.compile(rf"deal {_SELF_REF} ({NUMBER}) (damage|horror)"), "card-{}"),
    (re.compile(rf"deal ({NUMBER}) (damage|horror) to an investigator at your location"), "investigator-{}"),
)
#: Cards discarded to pay a cost, by how many, a trait (printed with a capital), a card type, and where from.
_DISCARD_CARDS = re.compile(rf"(?i:discard) (?P<n>(?i:{NUMBER})) (?:(?P<trait>[A-Z][\w'-]*) )?(?P<type>(?i:asset|event|"
                            r"skill|card))s?(?: (?i:with at least 1) \[(?P<icon>willpower|intellect|combat|agility)\] "
                            r"(?i:skill icon))? (?i:from your hand)(?P<play> (?i:or from play|or in play))?")
_PARTS = re.compile(r"\s*(?:,\s*(?:and\s+)?|\band\b)\s*")


def _one(part: str, cost: dict[str, Any]) -> None:
    low = re.sub(r"\bthe top card\b", "the top 1 card", part.strip().lower().rstrip("."))  # "the top card": one
    if not low:
        return
    m = re.fullmatch(r"((?:\[action\]\s*)+)", low)
    if m:
        cost["actions"] = cost.get("actions", 0) + m.group(1).count("[action]")
        return
    for pattern, field in _COUNTED:
        m = pattern.fullmatch(low)
        if m and (field != "uses" or m.group(2) in USE_NOUNS):
            named = field.format(m.group(2)) if "{}" in field else field
            if named.startswith("up-to:"):  # the amount is a most, the payer's choice: one such part an ability
                named = named.removeprefix("up-to:")
                if "up-to" in cost or named in cost:
                    raise NotParsed(part, "an amount chosen beside another of the same cost: the engine's cost "
                                    "chooses one whole part")
                cost["up-to"] = named
            elif named == cost.get("up-to"):
                raise NotParsed(part, "an amount chosen beside another of the same cost: the engine's cost chooses "
                                "one whole part")
            cost[named] = cost.get(named, 0) + number(m.group(1))
            return
    if re.fullmatch(rf"exhaust {_SELF_REF}", low):
        cost["exhaust"] = True
        return
    if re.fullmatch(rf"discard {_SELF_REF}", low):
        cost["discard"] = True
        return
    if re.fullmatch(rf"exile {_SELF_REF}", low):  # removed from the game (Exile)
        cost["exile"] = True
        return
    if re.fullmatch(rf"remove {_SELF_REF} from the game", low):  # "remove The Gold Pocket Watch from the game"
        cost["removed"] = True
        return
    m = re.fullmatch(rf"(?:add|place) ({NUMBER}) doom (?:to|on) (?:{agenda_decks.DECK_PHRASE}|each agenda in play)", low)
    if m and "agenda-doom" not in cost:  # "Place 1 doom on the current "c" agenda": that deck's; "on each agenda in
        # play": on every one, of however many agenda decks
        cost.update({"agenda-doom": number(m.group(1)), "agenda-deck": m.group("deck") or EACH_DECK})
        return
    m = re.fullmatch(rf"place ({NUMBER}) of your clues? on (your|attached) location", low)
    if m and "place-clues" not in cost:  # "Place 1 of your clues on attached location": moved, not spent
        cost["place-clues"] = number(m.group(1))
        cost["place-clues-on"] = f"{m.group(2)}-location"
        return
    m = _DISCARD_CARDS.fullmatch(part.strip().rstrip("."))
    if m and "discard-hand" not in cost:  # "Discard an Ally asset from your hand", "… from your hand or from play"
        cost["discard-hand"] = number(m.group("n"))
        kind = m.group("type").lower()
        cost.update({"discard-type": kind} if kind != "card" else {})
        cost.update({"discard-trait": m.group("trait")} if m.group("trait") else {})
        cost.update({"discard-from-play": True} if m.group("play") else {})
        cost.update({"discard-icon": m.group("icon")} if m.group("icon") else {})  # "with at least 1 [intellect] …"
        return
    if re.fullmatch(r"discard that card", low):  # before the colon, "that card" is the triggering condition's
        cost["discard-triggering"] = True
        return
    if re.match(r"exhaust or discard", low):
        raise NotParsed(part, "a choice of costs: the engine's cost has no field for it")
    if low.startswith("discard"):
        raise NotParsed(part, "a discard cost: the engine's cost has no field for it")
    m = re.fullmatch(r"[Ee]xhaust (?:an?|1) ([A-Z][\w'-]*) asset(?: you control)?", part.strip().rstrip("."))
    if m and "exhaust-trait" not in cost:  # "Exhaust an Ally asset": a trait, printed with a capital
        cost["exhaust-trait"] = m.group(1)
        return
    condition = parse_condition(low) or card_state(part) or testing_period(part)
    if condition is not None and not set(condition) & set(cost.get("condition", {})):
        cost["condition"] = {**cost.get("condition", {}), **condition}  # "During your turn, if …": both
        return
    if low.startswith(("if ", "during ", "while ", "as long as ", "only ")):
        refused = condition_refusal(low[3:]) if low.startswith("if ") else None
        raise NotParsed(part, "a play condition before the colon the engine cannot check"
                        f"{': ' + refused if refused else ''}")
    if " from among " in low:  # "spend up to 3 charges from among assets you control"
        raise NotParsed(part, "uses spent from among several cards: the engine's cost spends the uses of the card "
                        "bearing the ability")
    if low.startswith(("remove", "place", "shuffle", "return", "lose", "sacrifice")):
        raise NotParsed(part, "a cost the engine's cost has no field for")
    raise NotParsed(part, "unknown cost")


#: Clues spent as a group (Costs): who spends ("the investigators", "investigators in X", or no subject), how
#: many, per investigator (the symbol or the words), and ", as a group" closing it.
_GROUP = re.compile(rf"^(?:(?:the )?investigators(?: (?:at|in) (?:the )?(?P<at>.+?))? )?spend (?P<n>{NUMBER})"
                    r"(?P<per> \[per_investigator\])? clues?(?P<words> per investigator)?,? as a group"
                    rf"(?: \((?P<instead>{NUMBER}) clues? instead if there are (?P<most>\d) or (?:more|\d) "
                    r"investigators\))?$", re.I)


def _group(text: str) -> dict[str, Any] | None:
    """"The investigators spend 1 [per_investigator] clues, as a group": the engine's ``group-clues`` (with
    ``per-investigator``, ``group-at`` when only the investigators at one location may contribute, and "(2 clues
    instead if there are 3 or 4 investigators)" its ``group-clues-instead`` from ``instead-investigators`` on)."""
    m = _GROUP.match(text)
    if m is None:
        return None
    cost: dict[str, Any] = {"group-clues": number(m.group("n"))}
    if m.group("per") or m.group("words"):
        cost["per-investigator"] = True
    if m.group("instead"):  # "(2 clues instead if there are 3 or 4 investigators)": from that many on
        cost.update({"group-clues-instead": number(m.group("instead")), "instead-investigators": int(m.group("most"))})
    at = m.group("at")
    if at is not None:
        cost["group-at"] = "this-location" if at.lower() in (SELF, "this location") else at
    return cost


def parse_cost(text: str, actions: int = 0) -> dict[str, Any]:
    """The cost printed before the colon (``actions`` from leading [action] icons)."""
    cost: dict[str, Any] = {"actions": actions} if actions else {}
    text = text.strip().rstrip(":").strip()
    if not text:
        return cost
    group = _group(text)
    if group is not None:
        return {**cost, **group}
    # "Exhaust X and spend 1 charge" / "Exhaust X, spend 1 resource" / "[action][action]"
    text = re.sub(r"(\[action\])\s*,\s*", r"\1 ", text)
    text = re.sub(r"\bchoose and (discard)\b", r"\1", text, flags=re.I)  # which cards is the payer's choice anyway
    try:
        for part in _PARTS.split(text):
            _one(part, cost)
    except NotParsed:
        whole = read_if(text) if text.lower().startswith("if ") else None
        if whole is None:  # "If A and B:" is one condition of two conjuncts, not two parts of a cost
            raise
        return {**({"actions": actions} if actions else {}), "condition": whole}
    return cost


#: The verbs a cost part starts with: after a triggering condition, ", exhaust X:" begins the cost.
_COST_START = re.compile(r"^(?:\[action\]|exhaust|spend|pay|discard|take|suffer|remove|sacrifice|return|"
                         r"place|shuffle|use \d|lose|exile|choose and discard)\b", re.I)


def split_trigger_cost(head: str) -> tuple[str, str]:
    """A reaction's or forced ability's head cut into its triggering condition and its cost.

    "After you defeat an enemy, exhaust Dog and spend 1 charge" → ("After you defeat an enemy",
    "exhaust Dog and spend 1 charge"): the cost starts at the first comma followed by a cost verb.
    """
    for match in re.finditer(r",\s*", head):
        rest = head[match.end():]
        if _COST_START.match(rest):
            return head[:match.start()].strip(), rest.strip()
    return head.strip(), ""
