"""The verb "cancel" (and "prevent", its amount-taking neighbour): a verb frame whose object says what of the
triggering condition is canceled. Each object lowers onto the engine's one ``cancel`` effect (which cancels the
window's triggering condition: an attack, a card's or ability's effects, a revealed token, an encounter card's
drawing) or, for an amount of damage or horror, onto ``prevent`` (Cancel; Dealing Damage/Horror). An object the
window has no such condition for is refused, never lowered to a cancel of something else.

The objects:
- the attack: "that attack", "the attack" (an ``enemy-attack`` window);
- effects: "its effects", "that effect", "that card's revelation effect", "the effects of that card", "all of that
  card's effects";
- a drawing: "the drawing of that card" (a ``draw-encounter-card`` window: the card leaves the deck and is not
  resolved — it is put where the rest of the instruction says, or discarded);
- a token: "that chaos token" (``revealed.cancels_token``);
- an amount: "1 of that damage" / "… horror" (``prevent``); "5 damage and/or horror just dealt to you"
  (``prevent-dealt``, :mod:`.dealt_cancel`);
- a move: "the effects of the move", "that move" (a ``move`` window: "When you move out of this location").
"""

from __future__ import annotations

from . import dealt_cancel, revealed
from .instruction import Instruction, Phrase, amount
from .vocabulary import Context, Effect

#: What "cancel" may name with no "of": the attack, or the effects of the card or ability the trigger names.
CANCELLABLE = (["that", "attack"], ["the", "attack"], ["its", "effects"], ["its", "effect"], ["that", "effect"])
#: What "cancel the X of that card" may name: its effects, or its drawing (in a window of the card being drawn).
OF_CARD = {"effects": None, "effect": None, "drawing": ("draw-encounter-card",)}
#: The move the triggering condition names: "cancel that move", "cancel the effects of the move".
_MOVE_WORDS = (["that", "move"], ["the", "move"])
#: "that damage" / "that horror": the amount being dealt, which "cancel N of" prevents.
_DEALT = (["that", "damage"], ["that", "horror"])


def cancel(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Cancel that attack", "cancel that card's revelation effect", "cancel the effects of that card", "cancel the
    drawing of that card"; "cancel 1 of that damage" prevents it (Dealing Damage/Horror: abilities that prevent or
    reduce damage being dealt resolve between its steps 1 and 2)."""
    if ins.object is None or ins.subject is not None:
        raise ins.refuse()
    of = ins.slots.get("of")
    if of is not None and of.words in _DEALT and ins.object.tokens[0].kind == "number":
        return prevent(ins, ctx)
    dealt = dealt_cancel.dealt(ins, ctx)  # "cancel 5 damage and/or horror just dealt to you"
    if dealt is not None:
        return dealt
    words = ins.object.words
    if words[:2] == ["all", "of"]:  # "all of that card's effects": all of them, as "that card's effects" is
        words = words[2:]
    of_card = len(words) == 2 and words[0] == "the" and words[1] in OF_CARD and of is not None \
        and len(of.words) == 2 and of.words[0] == "that" and set(ins.slots) == {"of"}
    if any(m in (words, of.words if of is not None and words in (["the", "effects"], ["the", "effect"]) else None) for m in _MOVE_WORDS) \
            and set(ins.slots) <= {"of"}:
        return _cancel_move(ins, ctx)
    effects_named = not ins.slots and (words in CANCELLABLE or (
        len(words) >= 3 and words[0] == "that" and words[-1] in ("effect", "effects")))
    if not (of_card or effects_named or revealed.cancels_token(ins, ctx)):
        raise ins.refuse()
    if not ctx.trigger:
        raise ins.refuse("'cancel' needs a triggering condition to cancel")
    if "attack" in words and ctx.event != "enemy-attack":
        raise ins.refuse("'cancel that attack' needs an enemy attack as the triggering condition")
    windows = OF_CARD.get(words[-1]) if of_card else None
    if windows is not None and ctx.event not in windows:
        raise ins.refuse(f"'cancel the {words[-1]} of that card' needs a card being drawn as the triggering condition")
    return [{"effect": "cancel"}]


def _cancel_move(ins: Instruction, ctx: Context) -> list[Effect]:
    """"cancel the effects of the move", "cancel that move": in the window of a move about to happen ("When you move
    out of this location", "When you would move from X to Y"), the move canceled: the investigator stays (Cancel)."""
    if ctx.event != "move" or ctx.timing not in ("when", "would"):
        raise ins.refuse("'cancel the effects of the move' needs a 'when … move' triggering condition")
    return [{"effect": "cancel"}]


def prevent(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Prevent 1 of that damage": in the window of damage or horror about to be dealt."""
    of = ins.slots.get("of")
    if ins.object is None or of is None or len(ins.slots) != 1 or of.words not in _DEALT:
        raise ins.refuse()
    n, _, _ = amount(Phrase(ins.object.tokens + of.tokens[1:]))
    if ctx.event not in ("damage-dealt", "horror-dealt") or ctx.timing not in ("would", "when"):
        raise ins.refuse("'prevent' needs a 'when … would take damage/horror' triggering condition")
    return [{"effect": "prevent", "amount": n}]
