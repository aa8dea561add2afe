"""Parenthesised reminders that restate what an instruction of the same sentence does anyway, so that reading them
adds nothing: they are kept in the ability's text, and the sentence is read without them.

- the manner of a repetition's moves, "(one location at a time)" (:func:`.repetition.manner`);
- the shuffle of the encounter deck after a search of it, "… and draw it (shuffle the encounter deck)" (The Cult's
  Search): the engine shuffles a deck searched whole when the search completes (Search), and a search of its top
  cards only when the text says so — a reminder saying so is read as the search's ``shuffle`` would be
  (:func:`.searching.shuffled_after`), the shuffle of the deck one of the sentence's searches reads;
- "(instead of its normal spawn location)" after an instruction that spawns an enemy somewhere ("spawn it engaged with
  you"): an ability spawning an enemy is its spawn instruction, overriding any other (Spawn).
- "(move all investigators, enemies, and attachments from this location to the new copy of X)" after "replace it with
  another set-aside copy of X": what replacing a location does (:func:`.replacing.restated`);
- every role listed after "Choose a role" ("([survivor], [guardian], [seeker], [rogue], [mystic], or Neutral)"): what
  "a role" is (:func:`.class_icons.restated_roles`).
- "(as resources)" after a card's uses moved to a resource pool ("move all charges from that asset to your resource
  pool"): uses are resource tokens (Uses), and the engine's ``move-tokens`` makes uses moved onto an investigator
  resources there (:func:`_as_resources`);
- "(if the discarded card is a weakness, switch your role to neutral)" after "Switch your role to the class of the
  discarded card": the neutral role a weakness gives anyway (:func:`.role_of_card.restated_weakness`);
- "(unless a [auto_fail] token was revealed)" after an automatic success: the automatic failure takes precedence
  anyway (:func:`.automatic_result.restates_precedence`).

Any other reminder is the sentence's own business (a test's difficulty, or refused).
"""

from __future__ import annotations

from . import replacing, repetition, searching
from .automatic_result import restates_precedence
from .class_icons import restated_roles
from .role_of_card import restated_weakness
from .grammar import Clause
from .instruction import instruction
from .model import NotParsed
from .vocabulary import Context

#: The words after "instead of" that name an enemy's normal spawn location ("its normal spawn location").
NORMAL_SPAWN = (["its", "normal", "spawn", "location"], ["its", "normal", "location"], ["its", "spawn", "location"],
                ["at", "its", "normal", "location"])


def restates(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """Whether ``reminder`` restates what an instruction of ``clauses`` does anyway (see the module's list)."""
    return repetition.manner(reminder, clauses) or _search_shuffle(reminder, clauses) \
        or _normal_spawn(reminder, clauses) or replacing.restated(reminder, clauses) \
        or restates_precedence(reminder, clauses) or restated_roles(reminder, clauses) \
        or _as_resources(reminder, clauses) or restated_weakness(reminder, clauses)


def _verbs(clauses: tuple[Clause, ...]) -> set[str]:
    return {f["verb"] for c in clauses for f in c.frames() if "verb" in f}


def _search_shuffle(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """"(shuffle the encounter deck)" in a sentence searching the encounter deck (its whole, or its top cards)."""
    if "search" not in _verbs(clauses):
        return False
    for clause in clauses:
        try:
            read = searching.search(instruction(list(clause.chunks), clause.text), Context())
        except NotParsed:
            continue
        if read and searching.shuffled_after(reminder, {**read[0], "found": "draw"}):
            return True
    return False


def _normal_spawn(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """"(instead of its normal spawn location)" in a sentence whose instruction spawns an enemy."""
    words = reminder.strip().rstrip(".").lower().split()
    return words[:2] == ["instead", "of"] and words[2:] in NORMAL_SPAWN and "spawn" in _verbs(clauses)


#: The words of a resource pool a card's uses are moved to ("your resource pool").
RESOURCE_POOLS = (["your", "resource", "pool"],)


def _as_resources(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """"(as resources)" in a sentence moving tokens to a resource pool: what uses are there anyway (Uses: the tokens
    of uses are resource tokens; the engine's ``move-tokens`` of uses onto an investigator makes them resources)."""
    if reminder.strip().rstrip(".").lower().split() != ["as", "resources"]:
        return False
    return any(f.get("verb") == "move" and str(f.get("to", "")).lower().split() in RESOURCE_POOLS
               for c in clauses for f in c.frames())
