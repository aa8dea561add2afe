"""The sentences of choices and counts, a part of the sentence reader (``effects.py``, whose ``_Reader`` this mixin is):
a choice named afterwards ("Choose an investigator at your location to heal 1 horror"), instructions on a count of the
state or a test's margin ("If you have no clues, …", "… if you have no actions remaining", "Otherwise, …", "(2 horror
instead if it succeeds by 2 or more)", "… for each action you have remaining"), and a skill's commit restriction.

The printed forms are read by :mod:`.conditional` and :mod:`.commits`; the parts are lowered by the reader's own
``_clauses`` / ``_structured``, and added where its sentences go (``_add``, ``_current``, ``_opening``).
"""

from __future__ import annotations

import re
from typing import Any

from .referred_state import if_referred_state
from . import complementary, conditional, counted, optional_choice, reference, results, revealed_among, that_card
from .choices import ON_TRIGGER
from .commits import commit_restriction
from .composed_counts import referent
from .found_choice import FOUND_ENEMY, chosen_first, found_choice, found_each
from .reference import chosen_noun
from .lexicon import lemma
from .grammar import Refused, read_sentence
from .lowering import lower
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

#: The effects an "Otherwise, …" can follow: a condition on a count (``if``), on the chaos tokens revealed
#: (``if-revealed``: "If you reveal a [skull] … symbol, X. Otherwise, Y").
OTHERWISE_AFTER = ("if", "if-revealed")

#: Effects the engine resolves only at an ability's top level: they act on its triggering condition.
TOP_LEVEL_ONLY = ON_TRIGGER


#: What a card's own test result may do to the triggering condition: the result resolves inside the ability the
#: trigger initiated, still in its window ("When you move out of this location: Test [intellect] (3). If you fail,
#: cancel the effects of the move": Cancel), so the engine hands the result the occurrence the ability answers.
IN_RESULT = ("cancel",)


def nested(effects: list[Effect], text: str, allowed: tuple[str, ...] = ()) -> list[Effect]:
    """``effects`` about to go inside a test result, a choice or a replacement: none may act on the trigger, except
    what ``allowed`` names (:data:`IN_RESULT` for a test's own result)."""
    for e in effects:
        if e["effect"] in TOP_LEVEL_ONLY and e["effect"] not in allowed:
            raise NotParsed(text or e["effect"], f"'{e['effect']}' inside a test result, a choice or a replacement: "
                            "the engine resolves it only as an ability's own effect")
    return effects


def continued(effects: list[Effect]) -> list[Effect]:
    """The list an ability's next sentence goes to: inside a replacement it follows ("Instead look at the top 5 cards
    … Discard the rest of those cards": the whole forced ability resolves in place of the event, in order, and the
    sentence after names what the replacement's look saw), else ``effects`` itself."""
    last = effects[-1] if effects else {}
    return last["effects"] if last.get("effect") == "instead" else effects


#: "If your location has …" / "If this location has …": the location the condition's subject names, which a pronoun
#: after it names again (the rule of reference: "…, place 1 horror on it").
_LOCATION_HAS = re.compile(r"if (?P<det>your|this) location has\b", re.I)


def _location_holding(s: str) -> str | None:
    """The location selector a condition's subject names ("your location has no horror on it" → ``your-location``),
    else None."""
    m = _LOCATION_HAS.match(s.strip())
    return None if m is None else f"{m.group('det').lower()}-location"


#: Effects whose investigator is their ``who`` (by default "you").
WHO_EFFECTS = ("draw", "gain-resources", "lose-resources", "discover-clues", "lose-actions", "move")


def for_actor(effects: list[Effect], text: str, actor: str = "testing-investigator") -> list[Effect]:
    """The effects for another investigator than "you" (``actor``): the one making the current test (each
    investigator's own result), the one chosen ("Choose an investigator … to heal 1 horror")."""
    for e in effects:
        if e["effect"] == "assign-first":  # "…, which must be assigned to X first": the damage inside it
            for_actor(e["effects"], text, actor)
        elif e.get("to") == "you" and e["effect"] in ("deal-damage", "deal-horror", "heal-damage", "heal-horror"):
            e["to"] = actor
        elif e["effect"] in WHO_EFFECTS and e.get("who", "you") == "you":
            e["who"] = actor
        else:
            raise NotParsed(text, "an instruction for another investigator that does not name the investigator it "
                            "acts on")
    return effects


class ChoicesAndCounts(ReaderHost):
    """The reader's handlers of choices, counts and commit restrictions (each ``(sentence, lower-case) -> bool``)."""

    out: Any  # the reader's EffectsResult
    failed_last: bool  # the sentence before was not read (a gap): "If you cannot" would not know what it follows

    # the reader's own (``effects._Reader``), besides the host's
    def _current(self) -> list[Effect]:
        raise NotImplementedError

    def _opening(self, effects: list[Effect]) -> list[Effect]:
        raise NotImplementedError

    def _commit(self, s: str, low: str) -> bool:
        """A skill card's "Commit only to a skill test you are performing": card fields (:mod:`.commits`)."""
        if self.ctx.card_type != "skill" or self.ctx.kind != "constant":
            return False
        fields = commit_restriction(s)
        if fields is None:
            return False
        self.out.card.update(fields)
        return True

    def _choose(self, s: str, low: str) -> bool:
        """"Choose an investigator at your location to heal 1 horror": the choice (``choose``), then what the chosen
        investigator does — the infinitive's effects for it, not for you (:func:`for_actor`)."""
        m = re.fullmatch(r"(choose .+?) to ([a-z]+)\b(.*)", low)
        if not m or lemma(m.group(2)) != m.group(2) or m.group(2) in ("your", "you"):
            return False
        try:
            chosen = lower(s[:m.end(1)], self.ctx)
        except NotParsed:
            return False  # "Choose up to 5 events to place beneath …": not a choice of one target
        if len(chosen) != 1 or chosen[0]["effect"] != "choose" or chosen_noun(chosen[0]["to"]) != "investigator":
            raise NotParsed(s, "a choice whose purpose is not the chosen investigator's own instruction")
        self._add(chosen, s)
        self._add(for_actor(self._clauses(s[m.start(2):]), s, "chosen"), s)
        return True

    def _if(self, s: str, low: str) -> bool:
        """"If you have at least 3 horror on you, lose 1 action", "Take 2 horror if you have no actions remaining":
        the effects only while a count of the state holds (``if``; :mod:`.conditional`)."""
        that = that_card.if_that_card(s, self._current) \
            or revealed_among.if_revealed_one(s)  # "If that card is an enemy": the one just discarded; one revealed
        found = that[:2] if that else conditional.if_count(s, self.ctx.card_type == "investigator") \
            or conditional.if_card_state(s) or if_referred_state(s, self.ctx) or conditional.if_turn(s)
        if found is None:
            return False
        condition, (start, end) = found
        if results.is_result(condition):  # "If no doom was placed by this effect": after the instruction that did it
            results.after_recorded(condition, self._current(), s, self.failed_last)
        choice, counted = found_choice(condition), None  # "If there is a ready Ghoul enemy at your location, it attacks you"
        if that is not None:  # "…, draw it": that card, where it now lies
            self.ctx = reference.mentioned(self.ctx, that[2])
        elif "card" in condition:  # "If Hunting Horror is in play, add 1 doom to it": "it" is the card named
            self.ctx = reference.named(self.ctx, condition["card"])
        elif (counted := referent(condition.get("count", ""))) is not None:  # "If you are at an X location, discard it"
            self.ctx = reference.mentioned(self.ctx, FOUND_ENEMY if choice else counted)
            if (each := found_each(condition)) is not None:  # "…, each of them moves": every one found
                self.ctx = reference.mentioned(self.ctx, ("enemy", each))
        elif (held := _location_holding(s)) is not None:  # "If your location has no horror on it, place 1 … on it"
            self.ctx = reference.mentioned(self.ctx, ("location", held))
        rest = revealed_among.chosen_one(s[start:end]) if that is not None else s[start:end]
        effects = nested(self._structured(rest), s)
        if choice is not None and counted is not None:  # one of what it found, chosen; named no further after the "if"
            effects, self.ctx = chosen_first(choice, effects, s), reference.mentioned(self.ctx, counted)
        if (asked := complementary.otherwise_of(self._current(), condition)) is not None:
            asked["otherwise"] = effects  # "If there is X, A. If there is no X, B.": one question, one case resolves
            asked["text"] = f"{asked['text']}. {self._said(s)}"
            self.ctx = reference.remember(self.ctx, effects)
        else:
            self._add([{"effect": "if", "condition": condition, "effects": effects, "text": self._said(s)}], s)
        self._opening(effects)  # "If you have 1 or more clues, test [intellect] (4).": its results follow
        return True

    def _otherwise(self, s: str, low: str) -> bool:
        """"Otherwise, take 2 damage": what resolves when the condition of the ``if`` (or ``if-revealed``) just before
        does not hold."""
        m = re.fullmatch(r"otherwise,?\s+(.+)", low)
        if not m:
            return False
        before = self._current()
        if not before or before[-1]["effect"] not in OTHERWISE_AFTER or "otherwise" in before[-1]:
            raise NotParsed(s, "'Otherwise' with no condition the engine checks just before it")
        before[-1]["otherwise"] = nested(self._structured(s[m.start(1):]), s)
        self._opening(before[-1]["otherwise"])
        self.ctx = reference.remember(self.ctx, before[-1]["otherwise"])  # "Otherwise, choose an enemy. Heal … that enemy"
        return True

    def _inline_instead(self, s: str, low: str) -> bool:
        """"Take 2 damage (4 damage instead if you have 3 or more horror on you)" as a sentence of its own."""
        effects = self._instead_if(s)
        if effects is None:
            return False
        self._add(effects, s)
        return True

    def _instead_if(self, text: str) -> list[Effect] | None:
        """"heal 1 horror (2 horror instead if it succeeds by 2 or more)": an ``if`` with the other amount, and the
        printed one ``otherwise`` (:mod:`.conditional`); None when the text is no such form."""
        found = conditional.instead_if(text, self.ctx.card_type == "investigator")
        if found is None:
            return None
        condition, other, printed = found
        return [{"effect": "if", "condition": condition, "effects": nested(self._clauses(other), text),
                 "otherwise": nested(self._clauses(printed), text), "text": self._said(text)}]

    def _if_cannot(self, text: str) -> list[Effect] | None:
        """"choose and discard 1 asset you control (if you cannot, take 2 damage instead)": the instruction if it can
        be done, else the other (``if-able``; :mod:`.conditional`); None when the text is no such form."""
        found = conditional.if_cannot(text)
        if found is None:
            return None
        done, other = found
        return [{"effect": "if-able", "effects": nested(self._clauses(done), text),
                 "otherwise": nested(self._clauses(other), text), "text": self._said(text)}]

    def _inline_if_cannot(self, s: str, low: str) -> bool:
        """"X (if you cannot, Y instead)" as a sentence of its own."""
        effects = self._if_cannot(s)
        if effects is None:
            return False
        self._add(effects, s)
        return True

    def _cannot_after(self, s: str, low: str) -> bool:
        """A follow-up after an instruction (:func:`.optional_choice.follow_up`): "If you cannot, take 1 damage and 1
        horror." / "If you do not, …" — the instruction becomes an ``if-able`` with this one its ``otherwise``; "If you
        do, remember that you have "cheated."" — its ``done``. After a sentence the reader did not read, which
        instruction it is would be a guess: refused."""
        found = optional_choice.follow_up(s)
        if found is None:
            return False
        branch, rest = found
        before = self._current()
        if not before or self.failed_last:
            said = "If you do" if branch == "done" else "If you cannot' / 'If you do not"
            raise NotParsed(s, f"'{said}' after an instruction the engine does not hold")
        effects = nested(self._structured(rest), s)  # read first: a gap here leaves the instruction as it was
        optional_choice.attach(before, branch, effects, self._said(s))
        return True

    def _for_each_count_effects(self, s: str) -> list[Effect] | None:
        """"Take 1 horror for each action you have remaining", "For every 2 damage on you, take 1 horror": the
        ``for-each`` of a count of the state ``s`` prints (a sentence, or a test's result; :func:`.counted.for_each`),
        or None when it prints none the engine counts."""
        found = counted.for_each(s, self.ctx.card_type == "investigator")
        if found is None:
            return None
        instruction, count, every = found
        if results.is_result({"count": count}):  # "for each [skull] token revealed": after the instruction that did it
            results.after_recorded({"count": count}, self._current(), s, self.failed_last)
        offset = s.index(instruction)
        once, repeated = _last_clause(s[offset:offset + len(instruction)])
        effects = nested(self._clauses(repeated), s)
        return [*(nested(self._clauses(once), s) if once else []), {**counted.each(effects, count, s, every),
                                                                      "text": self._said(s)}]


def _last_clause(instruction: str) -> tuple[str, str]:
    """The instructions before the last of several coordinated ones, and that last one: "for each" closing "Draw 1
    card and take 1 horror for each card in your hand" counts the horror taken, not the card drawn (the adverbial
    attaches to the verb phrase it closes); one instruction with several objects ("Take 1 damage and 1 horror for
    each …") is one clause, repeated whole. ("", the instruction) when it is one clause."""
    try:
        clauses = read_sentence(instruction).clauses
    except Refused:
        return "", instruction
    if len(clauses) < 2:
        return "", instruction
    verbs = [c for c in clauses[-1].chunks if c.kind == "verb"]
    if not verbs:
        return "", instruction
    m = None
    for m in re.finditer(rf"(?:,\s*(?:and\s+)?|\s+and\s+)(?={re.escape(verbs[0].text)}\b)", instruction):
        pass
    if m is None:
        return "", instruction
    return instruction[:m.start()].strip(), instruction[m.end():].strip()
