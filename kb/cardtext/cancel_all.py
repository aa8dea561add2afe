"""The verb frame "cancel all attacks made by <enemies> (against <whom>) <duration>": attacks yet to come, each canceled
as it would be made while the duration lasts → a ``lasting`` effect with ``cancels`` on the ``enemy-attack`` event, its
``source`` the attackers' filter and, when the sentence names whom, its ``who`` (Cancel; Lasting Effects).

The frame's parts, each read apart: the object "all attacks" / "each attack", the participle "made" and its phrases —
"by" the attackers (read as a triggering condition's attacker is: :func:`.trigger_tree.enemy_filter`, "non-Elite
enemies" each such enemy) and "against" whom (you). Unlike "… cannot attack you", the attack is made and canceled in
its window, so a card whose attacks cannot be canceled keeps them. With no duration (nothing says how long it lasts),
attackers no filter names or whom other than you, the frame is refused with its reason; any other clause is left to the
other readers.
"""

from __future__ import annotations

from .grammar import Chunk, Clause
from .instruction import Phrase, investigator
from .model import NotParsed
from .trigger_tree import enemy_filter
from .vocabulary import Context, Effect

#: The object naming every attack of the kind the participle says.
_ALL_ATTACKS = (["all", "attacks"], ["each", "attack"], ["every", "attack"])
#: The phrases of the participle "made": by whom, against whom.
_MADE_SLOTS = frozenset({"by", "against"})


def _words(chunk: Chunk) -> list[str]:
    return [t.low for t in chunk.tokens]


def cancel_all(clause: Clause, duration: str | None, ctx: Context) -> list[Effect] | None:
    """"Cancel all attacks made by non-Elite enemies against you this phase": the lasting cancel; None when the
    clause is no such frame."""
    chunks = [c for c in clause.chunks if c.kind != "punct"]
    if len(chunks) < 4 or [c.kind for c in chunks[:3]] != ["verb", "np", "verb"] \
            or _words(chunks[0]) != ["cancel"] or _words(chunks[1]) not in _ALL_ATTACKS \
            or _words(chunks[2]) != ["made"] or any(c.kind != "pp" or len(c.tokens) < 2 for c in chunks[3:]):
        return None
    slots = {c.tokens[0].low: Phrase(list(c.tokens[1:])) for c in chunks[3:]}
    if len(slots) != len(chunks) - 3 or set(slots) - _MADE_SLOTS or "by" not in slots:
        return None
    if duration is None:
        raise NotParsed(clause.text, "a cancel of attacks yet to come with no duration: how long it lasts is unsaid")
    source = enemy_filter(slots["by"])
    if source is None:
        raise NotParsed(clause.text, "attackers that are no enemies the engine's filters name")
    who = investigator(slots["against"], ctx) if "against" in slots else None
    if who not in (None, "you"):
        raise NotParsed(clause.text, "a cancel of attacks against whom other than you: the lasting effect's filter "
                        "names you or anyone")
    applies = {"event": "enemy-attack", "source": source, **({"who": who} if who else {})}
    return [{"effect": "lasting", "duration": duration, "applies-to": applies, "cancels": True}]
