"""Words that say what the engine does anyway, cut before an instruction is read.

- "In player order, each investigator draws 1 card", "Hastur attacks each investigator, in player order": an effect on
  each investigator resolves in player order (In Player Order; ``effects/parameters.py``), wherever the words stand;
- "(regardless of their location)", ", regardless of his current location": whom an effect reaches is what its
  selector names ("each investigator": every one in the game), never limited to the acting card's location unless the
  selector says so — the words confirm it and add nothing;
- ", as well" closing an instruction ("evade each other enemy engaged with you, as well"): what it adds to what
  already happened is the instruction itself;
- "(from the token bank)", "(from the pool)" after tokens placed: where placed tokens come from anyway; "(paying its
  cost)" after a card played: what playing does anyway;
- "…to your resource pool, as a resource": tokens moved into a resource pool are resources there (Uses: resource
  tokens on a card are its uses only while there), so a card's uses moved there need no saying so.
- "Cancel that chaos token and return it to the bag": a canceled token is not resolved and goes back to the bag
  anyway (the engine's ``cancel`` of a reveal says so).
- "Ignore that chaos token and reveal another one to resolve": the token revealed in place of the one ignored is
  the test's, resolved at ST.4 and ST.5 anyway.
- "… beneath the act deck without looking at it": a card placed out of play facedown stays unseen (the engine moves
  it and reveals nothing of it to the players but in its trace).
- ", if able" closing a search's instruction on the card found ("search the encounter deck … for Hunting Horror and
  spawn it at your location, if able"): a search that finds nothing resolves nothing of what it would do with the
  card (Search), so it is done only if able anyway.
- "…, nothing happens" (a result of a chaos token revealed: "If you reveal a [elder_sign] symbol or positive number,
  nothing happens"): a result that does nothing, read as no effect (:func:`nothing_happens`), so that the card's
  other results are read beside it and none is taken for the one left out.
- "(if they are tied for the most doom, choose one …)" after a superlative: a superlative picks one of the tied by
  choice anyway.
- "Check Campaign Log." before a list of conditions on the log ("- If you have more Conviction than Doubt, …"): each
  item's condition reads the log itself (``campaign-log-tally:<name>``), so the instruction to look is no effect of its
  own (:func:`check_campaign_log`).
- A whole statement of what happens anyway, read by its verb's rule ("(The enemy still spawns at your previous
  location.)", ``spawn_instead.py``): the rule returns :data:`ANYWAY`, the one empty reading the lowering accepts.
"""

from __future__ import annotations

import re
from typing import Any

from .instruction import TOKEN_POOL
from .vocabulary import Effect

#: What a verb's rule returns for a statement of what the engine does anyway: read, with no effect (never extended).
ANYWAY: list[Effect] = []

#: Reminders that add nothing to the instruction they follow.
IDLE_REMINDERS = frozenset(f"from {pool}" for pool in TOKEN_POOL) | {"paying its cost"}  # what playing does anyway
IDLE_REMINDERS |= {"if there is more than one, choose one"}  # one of several named is the players' choice (Target)
_REGARDLESS = r"regardless of (?:their|his|her|its) (?:current )?locations?"
#: "(return the game state to exactly the way it was before that action was performed, except for the playing of X and
#: its costs)": what undoing an action is (the engine's ``undo-action`` restores its checkpoint, but for the undoing
#: card's play and costs).
_UNDONE = r"return the game state to (?:exactly )?the way it was before (?:that|the) action was performed" \
          r"(?:,? except for the playing of .+? and its costs)?"
#: "(if they are tied for the most doom, choose one to place 1 doom on)" after a superlative: a superlative selector picks
#: one of the tied by the players' choice anyway (``most-doom:each-agenda``, :mod:`.superlatives`).
_TIED = r"if (?:they are|there is a) tied?(?: for the (?:most|fewest) \w+)?, choose one(?: to .+)?"
_IDLE_REMINDER = re.compile(rf"{_REGARDLESS}|{_UNDONE}|{_TIED}", re.I)
#: "in player order" leading (with its comma) or trailing an instruction; "regardless of …", "as well" after a comma;
#: "without looking at it" closing it.
_IDLE = re.compile(rf"^in player order,\s*|,?\s+in player order(?=\s*(?:,|$|\())|,\s*{_REGARDLESS}(?=\s*$)"
                   r"|,\s*as well(?=\s*$)|\s+without looking at (?:it|them)(?=\s*$)", re.I)

#: ", as a resource" after a resource pool the tokens are moved to.
_AS_RESOURCE = re.compile(r"(\bto (?:your|his or her|their|that investigator's) resource pool),\s*as an? resources?"
                          r"(?=\s*\.?$)", re.I)

#: "Cancel that chaos token and return it to the bag": the return is the canceled token's anyway.
_RETURNED = re.compile(r"^(cancel (?:that|the revealed) (?:chaos )?token)\s+and return (?:it|that token) to the "
                       r"(?:chaos )?bag$", re.I)


#: "… and reveal another one to resolve": a token revealed for a test in place of one ignored is resolved anyway.
_TO_RESOLVE = re.compile(r"(\breveal (?:another|a new) (?:one|(?:chaos )?token))\s+to resolve(?=\s*\.?$)", re.I)


#: ", if able" closing an instruction that searches for a card.
_IF_ABLE = re.compile(r"^((?:.*\s)?search(?:es)?\s.+),\s*if able(?=\s*\.?$)", re.I)


def cut_idle(words: str) -> str:
    """The instruction without the words that say what the engine does anyway."""
    return _IF_ABLE.sub(r"\1", _TO_RESOLVE.sub(r"\1", _RETURNED.sub(r"\1", _AS_RESOURCE.sub(r"\1", _IDLE.sub(
        "", words)).strip())))


def idle_reminder(reminder: str) -> bool:
    """Whether a parenthesised reminder adds nothing to the instruction: "(from the token bank)", "(regardless of
    their location)"."""
    return reminder.lower() in IDLE_REMINDERS or _IDLE_REMINDER.fullmatch(reminder.strip()) is not None


def nothing_happens(ins: Any, ctx: Any) -> list[Effect]:
    """"Nothing happens": the verb "happen" with "nothing" its subject and no other slot, read as no effect
    (:data:`ANYWAY`); any other "happen" is refused."""
    if ins.subject is not None and ins.subject.words == ["nothing"] and ins.object is None and not ins.slots \
            and not ins.adverbs and not ins.auxiliaries:
        return ANYWAY
    raise ins.refuse()


def check_campaign_log(ins: Any, ctx: Any) -> list[Effect]:
    """"Check Campaign Log": the verb "check" with the Campaign Log its object and no other slot, read as no effect
    (:data:`ANYWAY`: the conditions after it read the log); checking anything else is refused."""
    if ins.subject is None and ins.object is not None and [w.lower() for w in ins.object.words if w.lower() not in
                                                           ("the", "your")] == ["campaign", "log"] \
            and not ins.slots and not ins.adverbs and not ins.auxiliaries:
        return ANYWAY
    raise ins.refuse()
