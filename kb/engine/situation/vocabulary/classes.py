"""Classes: a player card's class and an investigator's role.

Classes (Rules Reference, Deckbuilding): "Most player cards, including investigators, belong to one of 5 classes" —
Guardian, Seeker, Rogue, Mystic, Survivor — and "Some cards are not affiliated with any class; these cards are
neutral". Card text picks cards by their class with the class's icon as a qualifier of a noun phrase ("a [survivor]
card", "a [guardian] asset"), and some investigators choose and switch a *role* during play, which is a class ("Choose
a role ([survivor], [guardian], [seeker], [rogue], [mystic], or Neutral)": Lola Hayes) that the text then refers to
("cards of your role", "Switch your role").

A card's classes are its situation field ``class`` (one class, or a list for a card of several); none given, the card
is neutral. An investigator's ``role`` is his or her class, switched by the ``switch-role`` effect. The composed
selectors spell a class qualifier ``class_<class>`` (``a-class_survivor-card-in-your-discard-pile``), beside the traits
(a trait is printed as a word, a class as an icon: they never share a name), and ``class_your_role`` for "of your
role": a card of the class the investigator's role now is.
"""

from __future__ import annotations

from collections.abc import Callable

from .effects import EffectType

#: The five classes (Deckbuilding, Classes), in the order a choice of role lists them.
CLASSES = ("guardian", "seeker", "rogue", "mystic", "survivor")
#: A card of no class, and the role of an investigator who has chosen none of the five.
NEUTRAL = "neutral"
#: Every class a card or a role may be.
ROLES_AND_CLASSES = (*CLASSES, NEUTRAL)
#: A composed selector's qualifier of a card's class: ``class_survivor``.
CLASS_QUALIFIER = "class_"
#: The qualifier of a card of the class the investigator's role is ("cards you control of your current role").
YOUR_ROLE = "your_role"


def card_class_holds(qualifier: str, classes: tuple[str, ...], role: str | None) -> bool | None:
    """Whether a card of ``classes`` (none: neutral) fits a class ``qualifier``; ``role``: the investigator's role, for
    ``class_your_role``. None when ``qualifier`` is no class qualifier."""
    if not qualifier.startswith(CLASS_QUALIFIER):
        return None
    wanted = qualifier[len(CLASS_QUALIFIER):]
    if wanted == YOUR_ROLE:
        wanted = role or NEUTRAL
    return wanted in (classes or (NEUTRAL,))


def of_role(qualifier: str, role: str | None) -> str:
    """``qualifier`` with "of your role" (``class_your_role``, or ``non-`` it) made the class ``role`` is now (None:
    neutral), for a filter that reads a card's class alone; any other qualifier as it is."""
    bare = qualifier.removeprefix("non-")
    if bare != CLASS_QUALIFIER + YOUR_ROLE:
        return qualifier
    return qualifier[:len(qualifier) - len(bare)] + CLASS_QUALIFIER + (role or NEUTRAL)


def classes_of(value: str | list[str] | None, fail: Callable[[str], Exception]) -> tuple[str, ...]:
    """A card's ``class`` field (a class, or a list of them) → its classes (a card whose only class is neutral has
    none); a class no card has raises ``fail(message)``, naming the classes there are."""
    listed = [value] if isinstance(value, str) else list(value or ())
    for c in listed:
        if c not in ROLES_AND_CLASSES:
            raise fail(f"unknown class '{c}': one of {', '.join(ROLES_AND_CLASSES)}")
    return tuple(c for c in dict.fromkeys(listed) if c != NEUTRAL)


#: The effects of the family, added to the closed list by the package (``vocabulary/__init__.py``).
CLASS_EFFECTS: dict[str, EffectType] = {"switch-role": EffectType(
    "switch-role", "the investigator's role becomes `role` (\u201cSwitch your role\u201d, \u201cChoose a role "
    "([survivor], …, or Neutral)\u201d: an `either` of one `switch-role` for each role offered; Lola Hayes): the "
    "cards \u201cof your role\u201d are then that class's (`class_your_role`); to the role it already is, it "
    "could not change the game state",
    {"role": "the role: guardian, seeker, rogue, mystic, survivor or neutral",
     "to": "card selector, instead of `role`: the role becomes that card's class as it resolves (the investigator's "
           "choice of its classes; neutral for a weakness: Crisis of Identity)",
     "who": "investigator selector (you)"},
    ("ahlcg/rr/deckbuilding/classes",))}
#: The parameters each effect of the family cannot do without.
CLASS_EFFECT_NEEDS: dict[str, tuple[str, ...]] = {"switch-role": ()}
#: The parameters of which each effect of the family needs one, and one only: a role, or the card whose class it is.
CLASS_EFFECT_ONE_OF: dict[str, tuple[str, ...]] = {"switch-role": ("role", "to")}
