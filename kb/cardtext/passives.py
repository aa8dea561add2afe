"""Passive instructions: the subject is what the instruction happens to ("You are killed", "you are driven insane",
"you are immediately eliminated and killed", "Each non-Elite enemy engaged with you is defeated").

A passive frame is a subject, a form of "be" and participles joined by "and", each one a verb of the engine's: the
subject is the verb's patient, composed as the active verb's object would be ("is defeated": "defeat X"). Killed/Insane
Investigators: "An investigator may also be killed or driven insane by card ability" → ``killed`` / ``driven-insane``
of the investigator the subject names; "eliminated" beside one of them is the same act (the engine eliminates a killed
investigator: Elimination). Defeat: "An investigator might also be defeated by a card ability" → ``defeat`` of
whatever the subject names, investigator or card. Any other participle, adverb or shape is not read here: the clause
stays a gap (``None``).
"""

from __future__ import annotations

from .grammar import Chunk, Clause
from .instruction import Instruction, Phrase, instruction, investigator, target, tokens_of
from .model import NotParsed
from .vocabulary import Context, Effect

#: The forms of "be" a passive of an instruction takes (present: the instruction happens now).
BE = frozenset({"is", "are"})
#: The participles read, by their words: the engine's effect on the patient.
PARTICIPLES: dict[tuple[str, ...], str] = {
    ("defeated",): "defeat", ("killed",): "killed", ("driven", "insane"): "driven-insane", ("eliminated",): "",
}
#: Adverbs that change nothing the engine does ("immediately": every instruction resolves at once).
IDLE = frozenset({"immediately"})
#: Fates only an investigator meets.
FATES = frozenset({"killed", "driven-insane"})


def passive(clause: Clause, ctx: Context) -> tuple[list[Effect], Phrase] | None:
    """The effects of a passive clause and its subject (what a verb after "and" shares), or None when the clause is
    no passive this module reads."""
    at = next((n for n, c in enumerate(clause.chunks) if c.kind == "verb" and c.tokens[0].low in BE), None)
    if not at or any(c.kind == "verb" for c in clause.chunks[at + 1:] if c.tokens[0].low != "and"
                     and not _participle_chunk(c)):
        return None
    words = [t.low for c in clause.chunks[at:] for t in c.tokens if t.kind != "punct"][1:]
    words = [w for w in words if w not in IDLE]
    parts = _split(words)
    effects = [PARTICIPLES.get(tuple(p)) for p in parts]
    if not parts or None in effects or not any(effects):
        return None
    kinds = [e for e in effects if e]
    if "" in effects and not FATES & set(kinds):
        return None  # "eliminated" alone: an elimination the card names by no fate
    try:
        patient = _patient(clause.chunks[:at], clause.text)
        out = [_effect(kind, patient, ctx) for kind in dict.fromkeys(kinds)]
    except NotParsed:
        return None
    return out, patient.object


def _participle_chunk(chunk: Chunk) -> bool:
    """A verb chunk after "be" that is a participle of the frame ("killed" after "eliminated and")."""
    return tuple(t.low for t in chunk.tokens) in PARTICIPLES


def _split(words: list[str]) -> list[list[str]]:
    """The participles joined by "and" (a comma before it allowed)."""
    parts: list[list[str]] = [[]]
    for w in words:
        if w == "and":
            parts.append([])
        elif w != ",":
            parts[-1].append(w)
    return [p for p in parts if p] if all(parts) else []


def _patient(subject: tuple[Chunk, ...], text: str) -> Instruction:
    """The subject read as the object of an active verb, so that it composes as any object does (a reduced relative
    "engaged with you" qualifying it)."""
    verb = Chunk("verb", tuple(tokens_of("defeat")))
    ins = instruction((verb, *subject), text)
    if ins.object is None or ins.subject is not None:
        raise NotParsed(text, "a passive with no subject")
    return ins


def _effect(kind: str, patient: Instruction, ctx: Context) -> Effect:
    phrase = patient.object
    person = phrase.words[-1] in ("you", "investigator", "investigators") or \
        (ctx.chosen == "investigator" and phrase.words in (["he", "or", "she"], ["that", "investigator"]))
    if kind in FATES:
        who = investigator(phrase, ctx)
        return {"effect": kind, **({} if who == "you" else {"who": who})}
    if patient.slots:
        raise NotParsed(patient.text, "a passive whose subject has a place the engine's selectors do not read")
    return {"effect": "defeat", "to": investigator(phrase, ctx) if person else target(phrase, ctx)}
