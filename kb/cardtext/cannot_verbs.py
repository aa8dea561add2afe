"""The verb frame of a restriction beyond the events the engine forbids: its "via card effects" qualifier, and the
restricted verbs the engine performs no event for — each reported with its category, never dropped.

"Cannot" is absolute (Cannot): a restriction forbids the event its verb names whenever the event fits. The frame is
"<subject> cannot <verb> <object> [via (player) card effects] [more than once each <period>]":

- **via card effects** narrows the forbidden event to the occurrences a card effect causes ("Jenny Barnes cannot gain
  resources via card effects": the upkeep's gain and the resource action still gain). The engine records that of a
  gain and a draw (``via: effect``), so the qualifier is the filter's ``via``. "via *player* card effects" names the
  kind of card the effect is on, which the engine's gains and draws do not record: refused with that reason.
- **a verb with no event**: spending resources (spending clues is the engine's
  ``spend-clues``, which every clue cost checks), taking control of cards (of clues is the engine's ``remove-clues``
  with the investigator taking them as its ``who``),
  revealing cards, cards leaving a discard pile, an action provoking attacks of opportunity (but a kind of action a
  constant exempts: :mod:`.unprovoking`), a value being increased (a skill value in the tests of an action is held down: :mod:`.unraised`; a card being flipped over is the engine's ``flip``:
  "X cannot be flipped over", :mod:`.constant_cards`): the engine does these (or some of them) but raises no event a 'cannot' could
  forbid, so each is refused with its category (the whole sentence stays a gap: half of it is not silently kept). ("cancel horror" is the engine's ``cancel`` of horror being dealt: :data:`.vocabulary.CANNOT`.)
- **a count of times** ("more than once each turn"): read as a condition by :mod:`.cannot_times` where the engine
  counts the times; in any other shape refused.

A named investigator may be the subject ("Jenny Barnes cannot gain resources via card effects": a weakness in her
deck names her): a printed name is whom the restriction governs — the ``who`` of the forbidden events — when each of
them is one an investigator does (:func:`named_investigator`, :data:`BY_INVESTIGATOR`); a name with any other verb is
a card's, which other frames read.

A sentence in none of these frames returns None (the constant reader goes on).
"""

from __future__ import annotations

from typing import Any

from .cannot_times import names_times, times_at
from .grammar import Chunk
from .instruction import Instruction, Phrase
from .model import NotParsed
from .vocabulary import CANNOT

Fields = dict[str, Any]

#: The qualifier "via card effects" → the ``via`` the engine records of a gain or a draw a card effect makes.
VIA_EFFECT = ["via", "card", "effects"]
#: "via player card effects": the kind of card the effect is on, which the engine does not record.
VIA_PLAYER = ["via", "player", "card", "effects"]
#: The events whose occurrences record a card effect (``procedures/gains.py``).
EFFECT_EVENTS = ("gain-resources", "draw-cards")

#: A restricted verb (and the head of its object, or None for any) → why the engine cannot forbid it.
UNHELD: dict[tuple[str, str | None], str] = {
    ("spend", "resources"): "spending resources (a cost paid, not an event; spending clues is: spend-clues)",
    ("take", "control"): "taking control of cards",
    ("reveal", "cards"): "revealing cards",
    ("leave", "your"): "cards leaving a discard pile",
    ("provoke", "attacks"): "an action provoking attacks of opportunity (the engine's attacks of opportunity follow "
                            "each action but fight, evade, parley and resign)",
    ("increase", None): "a value being increased",
}


#: The events an investigator does (their ``who``): a restriction on them with a printed name as its subject governs
#: the investigator of that name.
BY_INVESTIGATOR = ("gain-resources", "draw-cards", "move", "investigate", "play-card", "commit-card", "discover-clues",
                   "spend-clues", "mulligan", "fight", "evade", "reveal-chaos-token")


def named_investigator(subject: Phrase | None) -> str | None:
    """"Jenny Barnes": a printed name (capitalised words, one of them read as a name) standing alone as the
    subject; None for any other subject."""
    if subject is None or subject.where or subject.engaged or subject.controller or not subject.tokens:
        return None
    if not all(t.text[:1].isupper() for t in subject.tokens) or not any(t.kind == "name" for t in subject.tokens):
        return None
    return " ".join(t.text for t in subject.tokens)


def governing(read: list[Fields] | None, name: str) -> list[Fields] | None:
    """The restrictions read with ``who`` the named investigator, when each forbids an event an investigator does;
    None otherwise (the name is a card's: not this frame's)."""
    if not read or any(f["applies-to"]["event"] not in BY_INVESTIGATOR for f in read):
        return None
    return [{**f, "applies-to": {**f["applies-to"], "who": name}} for f in read]


def _words(chunks: list[Chunk]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens]


def qualifier_at(chunks: list[Chunk]) -> int | None:
    """Where a trailing "via (player) card effects" begins among a clause's chunks; None without one (the
    coordinated verbs before it share it, :mod:`.constant_restrict`)."""
    at = next((k for k, c in enumerate(chunks) if c.tokens and c.tokens[0].low == "via"), None)
    return at if at is not None and _words(chunks[at:]) in (VIA_EFFECT, VIA_PLAYER) else None


def via_card_effects(after: list[Chunk], text: str) -> tuple[list[Chunk], str | None]:
    """The chunks after the verb without a trailing "via card effects", and the ``via`` it names (None without one);
    :class:`NotParsed` for "via player card effects"."""
    at = qualifier_at(after)
    if at is None:
        return after, None
    if _words(after[at:]) == VIA_PLAYER:
        raise NotParsed(text, "a 'cannot' limited to player card effects: the engine's draws record the card drawing "
                        "them (draw-cards source: player-card), its gains and reveals only that a card effect made "
                        "them (via effect); this reader does not lower the qualifier yet", "constant")
    return after[:at], "effect"


#: Words of a restriction whose terms no frame here composes → why ("cards of your role": the engine's 'cannot' filters
#: hold ``class_your_role``, but only "You can only <verbs> <kinds of card>" reads it, :mod:`.only_cards`, which the
#: constant reader tries first).
UNKEPT = {("your", "role"): "an investigator's role (a class chosen during play) in a frame other than 'You can only "
                            "<verbs> <kinds of card>': no other restriction's reader composes 'of your role'"}


def unkept_terms(words: list[str], text: str) -> None:
    """Refuse, with its category, a restriction ("cannot" or "can only") whose terms name what the engine does not
    keep (a role, the period of another event); return for any other. The whole sentence stays a gap: the half the
    engine could hold is not kept alone."""
    if "cannot" not in words and "only" not in words:
        return
    for pair, reason in UNKEPT.items():
        if any(tuple(words[k:k + 2]) == pair for k in range(len(words) - 1)):
            raise NotParsed(text, f"a restriction on {reason}", "constant")


def with_via(read: list[Fields], via: str, text: str) -> list[Fields]:
    """Each forbidden event narrowed to the occurrences a card effect causes; refused for an event that records none."""
    if any(f["applies-to"]["event"] not in EFFECT_EVENTS for f in read):
        raise NotParsed(text, "a 'cannot … via card effects' on an event that does not record whether a card effect "
                        "caused it (the engine records it of gaining resources and drawing cards)", "constant")
    return [{**f, "applies-to": {**f["applies-to"], "via": via}} for f in read]


def unheld(ins: Instruction, after: list[Chunk], text: str) -> None:
    """Refuse, with its category, a restriction whose verb the engine performs no forbiddable event for, or which
    counts the times it is done or the cards it is done with; return for any other."""
    words = _words(after)
    if names_times(words) and times_at(after) is None:
        raise NotParsed(text, "a 'cannot' bounded by a count of times ('more than once each turn'): the engine's "
                        "'cannot' is absolute and counts nothing", "constant")
    if words[:1] == ["exactly"]:
        raise NotParsed(text, "a 'cannot' on a total ('commit exactly 1 or 2 cards'): the engine's 'cannot' forbids "
                        "each occurrence that fits, and counts no total of them", "constant")
    if " ".join([ins.verb, *words]) in CANNOT:
        return  # "take control of clues": the engine's event, though "take control of" cards is none
    reason = UNHELD.get((ins.verb, words[0] if words else None)) or UNHELD.get((ins.verb, None))
    if reason is not None:
        raise NotParsed(text, f"a 'cannot' on {reason}: the engine raises no event for it that a 'cannot' could "
                        "forbid", "constant")
