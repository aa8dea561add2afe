"""An investigator's role chosen or switched: "Choose a role ([survivor], [guardian], [seeker], [rogue], [mystic], or
Neutral)", "Switch your role", "You may switch roles", "switch your role to neutral" (Lola Hayes, Improvisation).

Classes (Rules Reference, Deckbuilding): a player card belongs to one of 5 classes, or is neutral. A role is such a
class an investigator takes during play; the engine keeps it (its ``role``) and changes it with ``switch-role``. The
verb frames, each a slot of its own:

- "choose" + "a role" (or "one role"): the investigator takes one of the six roles, his or her choice — an ``either`` of
  one ``switch-role`` a role; a parenthesis after it listing every role restates what "a role" is
  (:func:`.class_icons.restated_roles`),
  and any other parenthesis is left to refuse the sentence (a list of some roles only would narrow the choice);
- "switch" + "your role" / "roles": the same choice, the role he or she has being no option (Must: the option chosen
  must be able to change the game state, which switching to one's own role cannot);
- "switch" + "your role" + "to" a class ("to neutral", "to [seeker]"): that role, one ``switch-role``;
- "switch" + "your role" + "to the class" + "of" a card ("of the discarded card"): the class that card has, one
  ``switch-role`` whose ``to`` is the card (:mod:`.role_of_card`); "to" anything else is refused, quoted.

Importing it registers the readings around the verbs' rules, as :mod:`.keyword_choice` does.
"""

from __future__ import annotations

from .class_icons import A_ROLE, CLASS_QUALIFIER, ROLES, class_qualifier
from .instruction import Instruction
from .lowering import RULES, Rule
from .role_of_card import THE_CLASS, card_of
from .tokens import tokenize
from .vocabulary import Context, Effect

#: The objects of "switch" that are the investigator's role.
YOUR_ROLE = (["your", "role"], ["roles"], ["his", "or", "her", "role"], ["their", "role"], ["role"])


def _choice(roles: tuple[str, ...], ins: Instruction) -> list[Effect]:
    """The investigator's choice among ``roles``: an ``either`` of one ``switch-role`` each (one: just it)."""
    _yours(ins)
    options = [{"effect": "switch-role", "role": r} for r in roles]
    return options if len(options) == 1 else [{"effect": "either", "effects": options, "text": ins.text}]


def _yours(ins: Instruction) -> None:
    """Refuse a role switched for another investigator than you (the engine's ``switch-role`` is yours)."""
    if ins.subject is not None and ins.subject.words != ["you"]:
        raise ins.refuse("a role switched for another investigator than you")


def _role_of(words: list[str]) -> str | None:
    """The role a "to" phrase names ("neutral", "[seeker]", "the [seeker] class"), else None."""
    quals = [q for q in (class_qualifier(t) for t in tokenize(" ".join(words))) if q is not None]
    rest = [w for w in words if class_qualifier(tokenize(w)[0]) is None and w not in ("the", "class", "role")]
    return quals[0][len(CLASS_QUALIFIER):] if len(quals) == 1 and not rest else None


def choose_or(fallback: Rule) -> Rule:
    """"Choose a role": the investigator's choice of any role; any other object ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.object.words not in A_ROLE or ins.slots or ins.object.where is not None:
            return fallback(ins, ctx)
        return _choice(ROLES, ins)
    return rule


def switch_or(fallback: Rule) -> Rule:
    """"Switch your role (to X)": the choice of another role, or role X; any other object ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.object.words not in YOUR_ROLE or ins.object.where is not None:
            return fallback(ins, ctx)
        to = ins.slots.get("to")
        if to is not None and to.words == THE_CLASS and to.where is None and set(ins.slots) == {"to", "of"}:
            card = card_of(ins.slots["of"])
            if card is None:
                raise ins.refuse("a role switched to the class of what is no card named before")
            _yours(ins)
            return [{"effect": "switch-role", "to": card}]
        if set(ins.slots) - {"to"}:
            raise ins.refuse()
        if to is None:
            return _choice(ROLES, ins)
        role = _role_of(to.words) if to.where is None else None
        if role is None:
            raise ins.refuse("a role switched to the class of a card: the engine keeps a card's class but takes no "
                             "role from one")
        return _choice((role,), ins)
    return rule


RULES["choose"] = choose_or(RULES["choose"])
RULES["switch"] = switch_or(RULES["switch"])
