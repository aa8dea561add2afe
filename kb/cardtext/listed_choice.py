"""A choice among printed options, then sentences that name what was chosen: "Choose one of the following cardtypes
(asset, event, or skill). Each player must discard each card in his or her hand that is of the chosen cardtype."
(Terror from Beyond; a mixin of ``effects.py``'s reader, as :mod:`.drawn_surge` is).

The first sentence chooses no game element (a card, an investigator) but a value among those its parenthesis lists,
so nothing in play can stand for it afterwards; what it binds is the phrase "the chosen <noun>" of the sentence after
it. That is the same as the player choosing one of the instructions the later sentence would be with each option in
its place — the engine's ``either`` (Must … either: the player's one choice, which a situation's ``either`` choice
gives and the trace records), an option each listed value, the sentence read with that value where it named the
choice:

- "each card in his or her hand that is of the chosen cardtype" → "each asset in his or her hand" (a card qualified
  by being of the chosen type is a card of that type: the noun the type);
- "cards of the chosen cardtype" → "assets";
- "the chosen <noun>" anywhere else → the option's words.

Only "one of the following" is read (one value chosen); several ("choose two cardtypes") and a choice no sentence
after it names stay gaps with their reasons, as does an option whose sentence is not read.
"""

from __future__ import annotations

import re

from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

#: "Choose one of the following cardtypes (asset, event, or skill)": the amount, the noun, the listed options.
LISTED = re.compile(r"choose (?P<amount>one|two|three|\d) of the following (?P<noun>[a-z ]+?)s? \((?P<options>[^()]+)\)\.?",
                    re.I)
#: The words that join the listed options.
JOINERS = re.compile(r"\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+")
#: A card type's noun, however printed: its options are card types, and a card "of" one is a card of that type.
CARD_TYPE = "cardtype"
#: The card types a player or encounter card has (Card Types).
CARD_TYPES = frozenset({"asset", "event", "skill", "treachery", "enemy", "location"})


def noun_of(printed: str) -> str:
    """The chosen thing's noun, singular and closed up ("card types" → ``cardtype``)."""
    return printed.lower().replace("card type", CARD_TYPE).replace(" ", "")


def options_of(listed: str) -> list[str]:
    """"asset, event, or skill" → ``["asset", "event", "skill"]``."""
    return [o.strip().lower() for o in JOINERS.split(listed.strip()) if o.strip()]


def instantiated(sentence: str, noun: str, option: str) -> str | None:
    """``sentence`` with ``option`` where it names "the chosen <noun>", None when it names no such thing."""
    chosen = r"the chosen " + (r"card ?types?" if noun == CARD_TYPE else re.escape(noun) + "s?")
    if re.search(chosen, sentence, re.I) is None:
        return None
    if noun == CARD_TYPE:  # "each card … that is of the chosen cardtype": a card of that type
        plural = f"{option}s" if option != "enemy" else "enemies"
        sentence = re.sub(r"\b(?P<card>cards?)\b(?P<place>(?:(?!\bcards?\b)[^.;])*?),? that (?:is|are) of " + chosen,
                          lambda m: (plural if m.group("card") == "cards" else option) + m.group("place"), sentence,
                          flags=re.I)
        sentence = re.sub(r"\b(?P<card>cards?) of " + chosen,
                          lambda m: plural if m.group("card") == "cards" else option, sentence, flags=re.I)
    return re.sub(chosen, option, sentence, flags=re.I)


class ListedChoice(ReaderHost):
    """The reader's handler of a choice among listed values and of the sentence that names it."""

    #: The choice waiting for the sentence that names it: (its sentence, the noun, the options).
    listed: tuple[str, str, list[str]] | None = None

    def _current(self) -> list[Effect]:
        raise NotImplementedError

    def sentence(self, s: str) -> None:
        raise NotImplementedError

    def _problem(self, problem: NotParsed) -> None:
        raise NotImplementedError

    def _listed_choice(self, s: str, low: str) -> bool:
        """The choice (kept until the sentence naming it), or the sentence naming it read once for each option."""
        if self.listed is not None:
            return self._named_choice(s)
        m = LISTED.fullmatch(s.strip())
        if m is None:
            return False
        noun, options = noun_of(m.group("noun")), options_of(m.group("options"))
        if m.group("amount").lower() not in ("one", "1"):
            raise NotParsed(s, "several of the listed values chosen at once: the engine's 'either' chooses one option")
        if len(options) < 2 or (noun == CARD_TYPE and not set(options) <= CARD_TYPES):
            raise NotParsed(s, "a choice among values the parenthesis does not list as options of its noun")
        self.listed = (s, noun, options)
        return True

    def _named_choice(self, s: str) -> bool:
        """The sentence after the choice: an ``either`` of its readings, one an option; a sentence that does not name
        the choice leaves it a gap (nothing would act on what was chosen) and is read as any other."""
        assert self.listed is not None
        chosen_in, noun, options = self.listed
        self.listed = None
        readings = [instantiated(s, noun, o) for o in options]
        if any(r is None for r in readings):
            self.unnamed_choice(chosen_in, noun)
            return False
        target, before = self._current(), self.ctx
        read: list[list[Effect]] = []
        for text in readings:
            assert text is not None
            mark = len(target)
            try:
                self.sentence(text)
            except NotParsed:  # the option's instruction is not read: the choice is left unread with it
                del target[mark:]
                self.ctx = before
                self._problem(NotParsed(chosen_in, f"a choice of one listed {noun} whose instructions are not read"))
                raise
            read.append(target[mark:])
            del target[mark:]
            self.ctx = before
        options_read = [effects[0] if len(effects) == 1 else {"effect": "sequence", "effects": effects}
                        for effects in read]
        target.append({"effect": "either", "effects": options_read, "text": self._said(f"{chosen_in.rstrip('.')}. {s}")})
        return True

    def unnamed_choice(self, chosen_in: str, noun: str) -> None:
        """A choice no sentence after it names: kept as a gap saying so."""
        self._problem(NotParsed(chosen_in, f"a choice of one listed {noun} that no sentence after it names"))

    def end_listed(self) -> None:
        """At the end of the text: a choice still waiting is one no sentence named."""
        if self.listed is not None:
            chosen_in, noun, _ = self.listed
            self.listed = None
            self.unnamed_choice(chosen_in, noun)
