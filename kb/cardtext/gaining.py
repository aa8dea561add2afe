"""Keywords and skill icons gained or lost by the cards an instruction names, for the instruction's duration: "Each
enemy at your location gains aloof until the end of the round", "The attacked enemy gains retaliate for this attack",
"That enemy loses hunter until the end of the phase", "That card gains a [wild] icon until the end of the test", "That
location gains the Passageway trait until the end of the round".

"If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the card functions as if it
possesses the gained characteristic" (Gains), and an effect with a duration is a lasting effect that affects the
in-play cards it names when it is established, and no card that enters play afterwards (Lasting Effects). One verb
frame, two verbs: the subject composed as any noun phrase of cards is (an enemy, a location, a card: the lasting
effect's ``to``, picked as it is established), the object a list of keywords of the engine's table
(:data:`constant_keywords.KEYWORDS`) — the same ``gains`` / ``loses`` a constant's keywords are —, of skill icons
(``gains-icons``, one an entry) or of traits ("the Passageway trait": ``gains-traits``), on a ``lasting`` effect that
applies to ``enters-play``.

Refused with their reason, never dropped: an instruction with no duration (how long would it last?), an investigator
gaining a keyword, an icon or a trait lost. An encounter card's
own surge is ``getting.keyword_or``'s (``gain-surge``): any other object is left to the verb's other rules.
"""

from __future__ import annotations

from collections.abc import Callable

from .constant_keywords import traits_named
from .card_phrases import named_cards
from .instruction import Instruction
from .lexicon import KEYWORDS
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]

#: The verb → the engine's field.
FIELDS = {"gain": "gains", "lose": "loses"}
#: The skill icons a card may gain ("[willpower] [wild]", "a [wild] icon").
ICONS = ("willpower", "intellect", "combat", "agility", "wild")


def _listed(ins: Instruction) -> list[str] | None:
    """The keywords the object lists ("aloof", "hunter and retaliate"); None for any other object."""
    if ins.verb not in FIELDS or ins.object is None:
        return None
    words = [w for w in ins.object.words if w not in ("and", ",", "or")]
    return words if words and all(w in KEYWORDS for w in words) else None


def icons(ins: Instruction) -> list[str] | None:
    """"a [wild] icon", "[willpower] [combat] [agility]", "an additional [intellect] icon": the skill icons the object
    lists, one an entry; None for any other object."""
    if ins.verb not in FIELDS or ins.object is None:
        return None
    out: list[str] = []
    for t in ins.object.tokens:
        if t.kind == "skill" and t.low.strip("[]") in ICONS:
            out.append(t.low.strip("[]"))
        elif t.low not in ("a", "an", "additional", "icon", "icons", "and", ","):
            return None
    return out or None


def traits(ins: Instruction) -> list[str] | None:
    """"the Passageway trait", "the Cave and Passageway traits": the traits the object names, as printed; None for any
    other object."""
    return traits_named(ins.object.tokens) if ins.verb in FIELDS and ins.object is not None else None


def characteristic(ins: Instruction) -> bool:
    """Whether the instruction gives or takes a characteristic of a card (a keyword, a skill icon, a trait): its
    duration is its own (a lasting effect), so the lowering lets it through to :func:`keywords_or`'s rule."""
    if ins.verb not in FIELDS or ins.object is None or ins.subject is None:
        return False
    return _listed(ins) is not None or icons(ins) is not None or traits(ins) is not None


def keywords_or(fallback: Rule) -> Rule:
    """"X gains K <duration>", "X loses K <duration>": a ``lasting`` effect giving or taking the keywords of the cards
    the subject names as it is established; a trait or icon refused with its reason; any other object ``fallback``'s
    (an encounter card's own surge among them)."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.subject is None:
            return fallback(ins, ctx)
        listed, gained = _listed(ins), icons(ins) or traits(ins)
        if (listed is None and gained is None) or (listed == ["surge"] and ins.duration is None):
            return fallback(ins, ctx)
        if gained is not None and ins.verb != "gain":
            raise ins.refuse("a card losing a skill icon or a trait: the engine's cards lose neither")
        if ins.duration is None:
            raise ins.refuse("a card gaining or losing a keyword or icon by an instruction with no duration: the "
                             "engine's gained characteristics are a lasting effect's (for its duration) or a constant's")
        if ins.slots or ins.subject.words[-1:] in (["you"], ["investigator"], ["investigators"]):
            raise ins.refuse("an investigator gaining or losing a keyword: the engine's keywords are cards'")
        field, value = (FIELDS[ins.verb], listed) if gained is None else \
            ("gains-icons" if icons(ins) else "gains-traits", gained)
        return [{"effect": "lasting", "duration": ins.duration, "to": named_cards(ins.subject, ctx),
                 field: value, "applies-to": {"event": "enters-play"}}]
    return rule
