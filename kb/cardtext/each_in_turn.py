"""An instruction to each investigator in turn, with his or her own things: "Each investigator must discard an asset he
or she controls", "Each investigator takes 1 damage for each card in his or her hand", "Each investigator at an
[[Altered]] location shuffles each weakness in his or her discard pile into his or her deck".

A distributive subject ("each investigator …", "each player", "all investigators") with a pronoun bound to it ("he or
she", "his or her", "him or her", "they", "their") gives each investigator the instruction as his or her own: the
pronoun is that investigator, not the one resolving the card. In Player Order: "If the players are instructed to
perform a sequence “in player order,” the lead investigator performs his or her part of the sequence first"; You/Your:
"you" is the investigator resolving (his or her part of) the effect. So the sentence is read as that investigator's own
instruction — the subject dropped, the verb in its base form, "he or she" → "you", "his or her" → "your" — by the one
reader of sentences, and wrapped in the engine's ``sequence`` with the subject's selector as its ``who``: resolved for
each investigator it picks, in player order, that one being "you" (``kb/engine/effects/sequence.py``).

One investigator named before ("Choose an investigator at your location. That investigator either heals 2 horror or
discards a Terror card from his or her threat area") is such a subject too: the ``sequence``'s ``who`` is that one
(``chosen``), his or her things his or her own.

Only a sentence the selectors cannot say otherwise is read so (the plain reading, "Each investigator discards 1 card at
random from his or her hand" → ``discard-from-hand`` with ``who: each-investigator``, is kept). A sentence that also
says "you" or "your" (the resolving investigator's, beside each one's) is left as it was: the rewrite would make
them one.
"""

from __future__ import annotations

import re

from .grammar import Refused, read_sentence
from .instruction import investigator, instruction
from .choices_and_counts import nested
from .lexicon import lemma
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

#: The distributive subject: every investigator the rest of the phrase picks ("each player" is each investigator).
SUBJECT = re.compile(r"^(?:(?:each|every|all) (?:other )?(?:investigators?|players?)"
                     r"|(?:that|the chosen) investigator)(?=\s)", re.I)  # or one named before: "That investigator …"
_PLAYER = re.compile(r"\bplayer(s?)\b", re.I)
#: The pronouns bound to that subject, as that investigator's own words (You/Your).
BOUND = {"he or she": "you", "him or her": "you", "his or her": "your", "himself or herself": "yourself",
         "they": "you", "their": "your", "themselves": "yourself"}
_BOUND = re.compile(r"\b(" + "|".join(sorted(BOUND, key=len, reverse=True)) + r")\b", re.I)
#: Words of the resolving investigator: a sentence with them says two investigators' things.
_YOURS = re.compile(r"\b(?:you|your|yours|yourself)\b", re.I)
#: Where a verb of the sentence's own subject stands: after the subject, "he or she", or a joining word.
_AFTER = ("you", "and", "then", "or")


def _base_forms(words: list[str]) -> list[str]:
    """The third-person verbs of the subject ("takes", "controls" after "you", "discards" after "and") in their base
    form, the rest as printed."""
    out: list[str] = []
    for n, word in enumerate(words):
        low = word.lower().rstrip(",")
        base = lemma(low)
        joined = n == 0 or out[-1].lower().rstrip(",") in _AFTER or out[-1].endswith(",")
        if joined and base is not None and base != low and low.endswith("s"):
            word = base + word[len(low):]
        out.append(word)
    return out


def own_instruction(rest: str) -> str:
    """``rest`` (the sentence after its subject) as the instruction each investigator resolves as "you": "must discard
    an asset he or she controls" → "Discard an asset you control"; "may place 1 of his or her clues …" → "You may
    place 1 of your clues …"."""
    text = _BOUND.sub(lambda m: BOUND[m.group(1).lower()], rest)
    words = _base_forms(text.split())
    if words and words[0].lower() == "must":
        words = words[1:]  # "must discard": the instruction is one to follow (Must)
    elif words and words[0].lower() == "may":
        words = ["You", *words]  # "may place": his or her choice
    said = " ".join(words)
    return said[:1].upper() + said[1:]


def split_subject(s: str) -> tuple[str, str] | None:
    """The distributive subject of ``s`` and the words after it, or None when ``s`` opens with none, binds no pronoun
    to it, or also says "you"."""
    text = _PLAYER.sub(lambda m: "investigator" + m.group(1), s) if SUBJECT.match(s) else s
    if not SUBJECT.match(text):
        return None
    try:
        sentence = read_sentence(text)
    except Refused:
        return None
    chunks = sentence.clauses[0].chunks
    verb = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if not verb:
        return None
    cut = len(" ".join(c.text for c in chunks[:verb]))
    where = re.search(r"\s" + re.escape(chunks[verb].text.split()[0]) + r"\b", text[max(0, cut - 1):])
    if where is None:
        return None
    start = max(0, cut - 1) + where.start()
    subject, rest = text[:start].strip(), text[start:].strip()
    if not _BOUND.search(rest) or _YOURS.search(rest):
        return None
    return subject, rest


class EachInTurn(ReaderHost):
    """The reader's handler of an instruction to each investigator in turn (``(sentence, lower-case) -> bool``)."""

    def _each_in_turn(self, s: str, low: str) -> bool:
        """"Each investigator must discard an asset he or she controls": a ``sequence`` of the instruction as each
        one's own, ``who`` the subject's selector; a sentence the plain reading reads is left to it."""
        found = split_subject(s)
        if found is None:
            return False
        try:
            self._structured(s)
            return False  # the engine's selectors say it as printed ("… from his or her hand": each one's)
        except NotParsed:
            pass
        subject, rest = found
        try:  # the subject, read by the one reader of investigator phrases as the subject of any verb
            who = investigator(instruction(read_sentence(f"{subject} draws 1 card").clauses[0].chunks,
                                           subject).subject, self.ctx)
        except (NotParsed, Refused):
            return False  # its own refusal stands: the sentence's gap as it was
        try:
            effects = nested(self._structured(own_instruction(rest)), s)
        except NotParsed as problem:  # quoted as printed: the reader's words are its own
            raise NotParsed(s, problem.reason) from None
        sequence: Effect = {"effect": "sequence", "who": who, "effects": effects, "text": self._said(s)}
        self._add([sequence], s)
        return True
