"""An act's or agenda's "Objective –" instruction whose requirement is an event: a forced ability.

"If the act has an 'Objective –' instruction, that instruction overrides or adds additional
requirements" to advancing it (Act Deck and Agenda Deck). An objective whose requirement is a
triggering condition ("If an investigator enters the Ritual Site, advance.", "When an investigator
enters The Hidden Chamber, advance.", "If the Ghoul Priest is defeated, advance.") is met the moment
that event has happened, and the card then does what it says without anyone choosing to: the engine
runs it as a Forced ability on the card, triggering on that event. Its "If" is the event having
happened, so it triggers *after* it; "When" and "When … would" keep their own timing.

A requirement that is a state of the game the engine can check — "If each undefeated investigator is at
X", "If there are no clues (remaining) in X", or both joined by "and", "If each undefeated investigator has
resigned" (never beside "is at X": an investigator eliminated is nowhere) ("… and there are no clues on that
location") — is the act's ``objective`` card field: a standing rule advances the act as soon as it
holds (:func:`state_objective`). A requirement that is a cost the investigators choose to pay — "If
investigators in the Dormitories spend 3 [per_investigator] clues, as a group: (→R2)" — is no event: it is met
when they pay it, which they do as a [free] player ability (as the act's own clues are spent, Act Deck and
Agenda Deck: "This is normally done as a [free] player ability"), so it is read as one, its cost the cost's
own reading (:func:`.costs.parse_cost`: ``group-clues``, ``group-at``, ``per-investigator``: Costs, "each
investigator in the group defined by the ability may contribute"). A goal printed before the requirement ("Defeat as
many X as you can.") is set apart first (:mod:`.objective_parts`); a goal with no requirement ("Survive three nights.
(Do not advance until you are instructed.)") is the act's ``objective`` field ``instructed``: it overrides the
spending of clues, and only another card's instruction advances the act. Any other requirement is refused with its
reason: the engine has no ability kind for it.
"""

from __future__ import annotations

import re
from typing import Any

from .campaign_counts import listed_condition
from .conditions import cut_condition
from .costs import parse_cost
from .counts import condition
from .effects import parse_effects
from .model import NotParsed
from .objective_choice import choice_objective
from .objective_parts import objective_parts
from .objective_timed import timed_spending
from .state_triggers import STATE_HOLDS
from .triggers import cut_state, parse_trigger
from .vocabulary import Context

#: "If/When/After/At <condition>, <instruction>.": the condition runs to the first comma (or colon: "If Silas
#: Bishop is defeated: (→R1)"); a count checked then
#: may follow it ("At the end of the round, if there are 3 or more doom in play, advance.").
_SHAPE = re.compile(r"^(?P<condition>(?:if|when|after|at) [^,:]+)[,:] (?:(?P<count>if [^,]+), )?(?P<then>.+)$", re.I)
#: A requirement counting items of a list printed after it ("4 of the following, you must advance. - "Know …"").
_LISTED = re.compile(r"\bof the following\b.*\s[-\u2013\u2014]\s", re.I | re.S)
#: A quotation opening the objective ("\"Tell us how to stop the path from opening!\" If …"): flavour, not rules.
_QUOTED = re.compile(r'^"[^"]+"\s+')

#: "If <who> spend(s) <amount>(, as a group)[:,] <instruction>": a requirement that is a payment; the cost runs to
#: the colon or to the comma after its closing ", as a group".
_PAID = re.compile(r"^if (?P<cost>[^:,]*\bspends?\b[^:,]*(?:,? as a group)?)[,:] (?P<then>.+)$", re.I)

#: ``(kind, timing, trigger, cost, effects, condition, by)`` of the ability an objective is (``by``: who alone may
#: use it, "lead" for a permission only the lead investigator has).
Objective = tuple[str, "str | None", "dict[str, Any] | None", "dict[str, Any] | None", list[dict[str, Any]],
                  "dict[str, Any] | None", "str | None"]


def parse_objective(body: str, card_type: str | None) -> Objective:
    """The ability doing what the objective says: a forced one when its event happens (``condition``: a count
    checked then, or None), or a free one whose cost is the payment it requires (:func:`_paid`);
    :class:`NotParsed` (with the reason) when its requirement is neither an event the engine raises nor a cost it
    pays, or its instruction is not one the engine runs."""
    body = _requirement(body)
    if _LISTED.search(body):
        return _listed(body, card_type)
    paid = _paid(_QUOTED.sub("", body.strip()), card_type)
    if paid is not None:
        return paid
    chosen = choice_objective(_QUOTED.sub("", body.strip()))
    if chosen is not None:  # "While X, he or she may choose to advance": a free ability usable while X holds
        read = parse_effects("Advance.", Context(kind="free", card_type=card_type))
        _runs(body, read)
        kind = "action" if chosen[0] and "actions" in chosen[0] else "free"  # "spend [action] [action]": an action
        return kind, None, None, chosen[0], list(read.effects), chosen[1], chosen[2]
    m = _SHAPE.match(_QUOTED.sub("", body.strip()))
    if m is None:
        raise NotParsed(body, "a bold 'Objective –' instruction whose requirement is no triggering condition: "
                        "the engine's abilities have no kind for it")
    condition = None
    if m.group("count"):
        _, condition = cut_condition(f"{m.group('condition')}, {m.group('count')}")
        if condition is None:
            raise NotParsed(body, "a bold 'Objective –' instruction whose condition is no count of the state the "
                            "engine checks")
    try:
        timing, trigger = parse_trigger(m.group("condition"))
        trigger, left = cut_state(trigger)
        if left is not None and condition is not None:
            raise NotParsed(body, "two conditions on one ability: the engine's holds one")
        condition = condition or left
    except NotParsed as problem:
        raise NotParsed(body, "a bold 'Objective –' instruction whose requirement is not an event the engine "
                        f"raises ({problem.reason}){_uncounted(m.group('condition'))}") from None
    if trigger.get("event") == STATE_HOLDS and state_objective(body) is not None:
        raise NotParsed(body, "a state of the game the act's objective field holds (a standing rule advances it)")
    timing = "after" if timing == "if" else timing
    read = parse_effects(m.group("then"), Context(kind="forced", timing=timing, trigger=trigger, card_type=card_type))
    _runs(body, read)
    return "forced", timing, trigger, None, list(read.effects), condition, None


#: "If investigators have performed 4 of the following, you must advance. - "Know …" - …": the requirement, the
#: instruction and the list.
_LIST = re.compile(r"(?P<requirement>if [^,]+), (?P<then>[^.]+\.)\s+(?P<items>[-\u2013\u2014]\s.*)", re.I | re.S)


def _listed(body: str, card_type: str | None) -> Objective:
    """A requirement counting the listed phrases the investigators remember ("If investigators have performed 4 of
    the following, you must advance." and its quoted phrases): a forced ability when the count holds, as any state
    requirement (``remembered``, :func:`.campaign_counts.listed_condition`); refused when the list is none."""
    m = _LIST.fullmatch(body.strip())
    condition = listed_condition(m.group("requirement"), m.group("items")) if m is not None else None
    if m is None or condition is None:
        raise NotParsed(body, "a bold 'Objective –' instruction counting listed things that are no quoted phrases "
                        "the investigators remember")
    trigger = {"event": STATE_HOLDS, "what": "self"}
    read = parse_effects(m.group("then"), Context(kind="forced", timing="after", trigger=trigger, card_type=card_type))
    _runs(body, read)
    return "forced", "after", trigger, None, list(read.effects), condition, None


def _requirement(body: str) -> str:
    """The objective's requirement, its goal and notes set apart (:mod:`.objective_parts`); :class:`NotParsed` when it
    names a goal and no requirement (an act's ``instructed`` card field, :func:`state_objective`)."""
    parts = objective_parts(_QUOTED.sub("", body.strip()))
    if parts is None:
        return body
    if parts.requirement is None:
        raise NotParsed(body, "an 'Objective –' naming a goal and no requirement the card checks: it advances only "
                        "when another card instructs it (an act's card field, not an ability)")
    return parts.requirement


def _uncounted(requirement: str) -> str:
    """Why an "If <state>" requirement is no state the engine counts either ("6 unique Cultist enemies in the victory
    display": no count for "unique"), to say beside the event's refusal; "" for one that is no "If" or is counted."""
    if not requirement.lower().startswith("if "):
        return ""
    try:
        condition(requirement[3:])
    except NotParsed as problem:
        return f", nor a state of the game it counts ({problem.reason})"
    return ""


def _runs(body: str, read: Any) -> None:
    """Refuse an objective whose instruction the engine does not run, with the reason."""
    if read.problems or not read.effects or read.designator or read.card:
        raise NotParsed(body, "a bold 'Objective –' instruction whose instruction the engine does not run"
                        + (f" ({read.problems[0].reason})" if read.problems else ""))


def _paid(body: str, card_type: str | None) -> Objective | None:
    """A requirement that is a cost the investigators pay ("If investigators in the Dormitories spend 3
    [per_investigator] clues, as a group: (→R2)"): a [free] ability with that cost, or None when the requirement is
    no payment (or one the cost's reading refuses: then it is read as an event, and refused as one)."""
    m = _PAID.match(body)
    if m is None:
        return None
    try:
        cost = parse_cost(re.sub(r"^you (spend)\b", r"\1", m.group("cost"), flags=re.I))  # the payer: its own
    except NotParsed:
        return None
    if not cost or "condition" in cost:
        return None
    read = parse_effects(m.group("then"), Context(kind="free", card_type=card_type))
    _runs(body, read)
    return "free", None, None, cost, list(read.effects), None, None


#: A location by its printed name ("the Engine Car", "Blocked Passage", "The Gate to Hell", "the Chapel of
#: St. Aubert"): capitalised words, with "of"/"the" inside; a subtitle in brackets, every word capitalised, is part of
#: it ("the Exhibit Hall (Restricted Hall)": that location of the several so titled, as the tokens read a name).
_PLACE = r"(?:the )?(?P<{}>[A-Z][\w'.-]*(?: (?:of|the|to|[A-Z][\w'.-]*))*(?: \([A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*\))?)"
_EACH_AT = re.compile(r"each undefeated investigator is (?:at|in) " + _PLACE.format("at"))
_NO_CLUES = re.compile(r"there are no clues(?: remaining)? (?:in|on|at) (?:that location|" + _PLACE.format("none") + ")")
#: "each undefeated investigator has resigned": met as the last one is eliminated (the engine's ``each-resigned``).
_RESIGNED = re.compile(r"each undefeated investigator has resigned")
_STATE = re.compile(r"^if (?P<parts>.+?), (?:immediately )?advance\.?$", re.I)


#: Spending the act's clue threshold: who may ("Only investigators at X", "Investigators in X", "the
#: investigators", no subject), "the requisite number of clues", ", as a group,", "to advance".
#: A location named in lower case after "the" ("investigators in the hallway") is the location of that title.
#: ", as a group," may stand before the verb ("may, as a group, spend …") or after its object.
_SPEND = re.compile(r"^(?i:only )?(?:(?i:(?:the )?investigators)(?: (?:at|in) (?:" + _PLACE.format("at")
                    + r"|the (?P<common>[a-z][\w'-]*)"
                    + r"|(?i:an? )(?P<kind>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) (?i:location)))? may(?:, as a group,)? )?"
                    r"(?i:spend the requisite number of clues,?(?: as a group,?)? to advance)\.?$")
#: Clues collected must be spent at once: a standing rule on the investigators' clues.
_COLLECT = re.compile(r"^when the investigators have collected the requisite number of clues, they must "
                      r"immediately spend them and advance\.?$", re.I)


def spend_objective(body: str) -> dict[str, Any] | None:
    """The act's ``objective`` when it is about spending its clue threshold: ``spend-at`` (only the investigators
    there may contribute), ``collect`` (spent as soon as collected), ``spend-when`` (only at a timing point,
    :mod:`.objective_timed`), or none of them ("Spend the requisite number of clues to advance": the rule itself);
    None for any other requirement."""
    text = body.strip()
    if _COLLECT.match(text):
        return {"collect": True, "text": text}
    timed = timed_spending(text)  # "When the round ends, investigators … may spend …": then only (objective_timed)
    if timed is not None and (spend := spend_objective(timed[1])) is not None and "collect" not in spend:
        return {**spend, "spend-when": timed[0], "text": text}
    m = _SPEND.match(text)
    if m is None:
        return None
    if m.group("common"):  # "in the hallway": the Hallway
        return {"spend-at": m.group("common").capitalize(), "text": text}
    if m.group("kind"):  # "at a Bayou location": any location with that trait (a composed filter)
        return {"spend-at": "_".join(m.group("kind").lower().split()) + "-location", "text": text}
    return {**({"spend-at": m.group("at")} if m.group("at") else {}), "text": text}


def _counted(part: str) -> dict[str, Any] | None:
    """"there are 4 [per_investigator] resources on Gondola": a count of the state within its bounds
    (:func:`.counts.condition`, the one reading of it), else None."""
    try:
        return condition(part)
    except NotParsed:
        return None


def state_objective(body: str) -> dict[str, Any] | None:
    """The act's ``objective`` field (``each-at``, ``no-clues``, a count's ``condition``, and its printed ``text``)
    when its requirement is such a state of the game — or the spending of its clues (:func:`spend_objective`) —, else
    None. "That location" is the one named before it; a quotation opening it is flavour."""
    body = _QUOTED.sub("", body.strip())
    parts = objective_parts(body)
    if parts is not None and parts.requirement is None:  # a goal only: another card instructs the advance
        return {"instructed": True, "text": body}
    printed, body = body, parts.requirement if parts is not None else body
    spend = spend_objective(body)
    if spend is not None:
        return {**spend, "text": printed}
    m = _STATE.match(body.strip())
    if m is None:
        return None
    out: dict[str, Any] = {}
    for part in m.group("parts").split(" and "):
        each, none = _EACH_AT.fullmatch(part), _NO_CLUES.fullmatch(part)
        if _RESIGNED.fullmatch(part) and not {"each-at", "each-resigned"} & set(out):  # all gone: none is anywhere
            out["each-resigned"] = True
        elif each is not None and not {"each-at", "each-resigned"} & set(out):
            out["each-at"] = each.group("at")
        elif none is not None and "no-clues" not in out:
            place = none.group("none") or out.get("each-at")
            if place is None:
                return None
            out["no-clues"] = place
        elif "condition" not in out and (counted := _counted(part)) is not None:
            out["condition"] = counted
        else:
            return None
    return {**out, "text": printed}
