"""``parse_card_text``: a card's printed text → abilities in the engine's vocabulary.

The pipeline: :mod:`.markup` normalises the text into paragraphs; leading keywords go to the card;
:mod:`.split` cuts each paragraph into its kind, head and body; :mod:`.limits` cuts the limit out;
the head is read by :mod:`.triggers` and :mod:`.costs`, the body by :mod:`.effects`; plain text is
a constant ability (:mod:`.constant`), an event's effects or a skill's results, by the card type.

Nothing is guessed: every fragment not understood is reported in ``unparsed`` with its reason, and
an ability whose required parts (trigger, effects) were not understood is left out rather than
emitted half-read. Every ability emitted loads in the engine's situation format.
"""

from __future__ import annotations

import re
from typing import Any

from .constant import apply_keywords, keyword_sentences, parse_constant
from .costs import parse_cost, split_trigger_cost
from .effects import parse_effects, sentences
from .limits import cut_limit
from .markup import MAX_PARAGRAPH, paragraphs
from .model import Ability, CardTextResult, NotParsed, Unparsed
from .phrases import Context
from .split import cut
from .triggers import parse_trigger
from .words import SELF, self_token

#: The card types ArkhamDB's ``type_code`` uses, as far as they change how plain text reads.
CARD_TYPES = ("asset", "event", "skill", "treachery", "enemy", "location", "act", "agenda", "investigator",
              "story", "scenario", "key")


class _Card:
    """The state of one card's parse: abilities, card fields, problems."""

    def __init__(self, name: str | None, type_code: str | None) -> None:
        self.name = name
        self.type = type_code
        self.abilities: list[Ability] = []
        self.problems: list[NotParsed] = []
        self.card: dict[str, Any] = {}
        self.other: list[str] = []
        self.event_text: list[str] = []  # an event's plain paragraphs, read together at the end

    # -- one paragraph ---------------------------------------------------------------
    def paragraph(self, original: str) -> None:
        text = self._keywords(original)
        if not text:
            return
        worked = self_token(text, self.name)
        piece = cut(worked)
        body, limit, limit_problems = cut_limit(piece.body)
        self.problems.extend(limit_problems)
        if piece.title:
            self.problems.append(NotParsed(text, f"a bold '{piece.title} –' instruction: the engine's abilities "
                                           "have no kind for it"))
            return
        if piece.kind is None:
            self._plain(text, piece.head, body, limit)
            return
        self._ability(text, piece.kind, piece.head, body, piece.actions, limit)

    def _keywords(self, paragraph: str) -> str:
        """Peel the keyword sentences off the front of a paragraph ("Fast. Play when …")."""
        words = keyword_sentences(paragraph)
        if words is not None:
            apply_keywords(words, self.card, self.other)
            return ""
        parts = re.split(r"(?<=\.)\s+", paragraph)
        lead: list[str] = []
        while parts and keyword_sentences(parts[0]) is not None:
            lead.extend(keyword_sentences(parts.pop(0)) or [])
        if lead:
            apply_keywords(lead, self.card, self.other)
        return " ".join(parts).strip()

    # -- triggered, activated, revelation ------------------------------------------------
    def _ability(self, text: str, kind: str, head: str, body: str, actions: int, limit: dict[str, Any] | None) -> None:
        timing: str | None = None
        trigger: dict[str, Any] | None = None
        cost: dict[str, Any] = {}
        ok = True
        try:
            if kind in ("reaction", "forced"):
                if not head:
                    raise NotParsed(text, f"a {kind} ability with no triggering condition before a colon")
                trigger_text, cost_text = split_trigger_cost(head)
                timing, trigger = parse_trigger(trigger_text)
                if cost_text:
                    cost = parse_cost(cost_text)
            elif kind in ("action", "free"):
                cost = parse_cost(head, actions)
        except NotParsed as problem:
            self.problems.append(problem)
            ok = False
        if kind == "revelation":
            body = self._threat_area(body)
        ctx = Context(kind=kind, timing=timing, trigger=trigger, card_type=self.type)
        read = parse_effects(body, ctx)
        self.problems.extend(read.problems)
        if not ok:
            return
        if not read.effects:
            if not read.problems and kind != "revelation":
                self.problems.append(NotParsed(text, "an ability with no effect"))
            return
        extra: tuple[tuple[str, Any], ...] = ()
        if read.designator:
            if kind != "action":
                self.problems.append(NotParsed(read.designator.capitalize(),
                                               f"an action designator on a {kind} ability"))
                return
            extra = (("designator", read.designator),)
        self.abilities.append(Ability(kind=kind, source_text=text, timing=timing, trigger=trigger,
                                      cost=cost or None, limit=limit, effects=tuple(read.effects), extra=extra))

    def _threat_area(self, body: str) -> str:
        """"Put X into play in your threat area." is where the treachery stays: a card field."""
        pattern = re.compile(r"(?:^|(?<=\.\s))put @self into play (?:in|into) your threat area\.?\s*", re.I)
        if pattern.search(body):
            self.card["put-into-play"] = "threat-area"
            return pattern.sub("", body).strip()
        pattern = re.compile(r"(?:^|(?<=\.\s))(?:attach @self to|put @self into play at) your location\.?\s*", re.I)
        if pattern.search(body):
            self.card["put-into-play"] = "location"
            return pattern.sub("", body).strip()
        return body

    # -- no icon, no title ---------------------------------------------------------------
    def _plain(self, text: str, head: str, body: str, limit: dict[str, Any] | None) -> None:
        if head:
            low = head.lower()
            if re.match(r"^(?:when|after|at the|if|each time)\b", low):
                reason = "a triggering condition and a colon with no [reaction] icon or Forced title: which kind is it?"
            else:
                reason = "a cost and a colon with no ability icon: which icon ([action], [free], [reaction]) is lost?"
            self.problems.append(NotParsed(text, reason))
            return
        if limit is not None:
            self.problems.append(NotParsed(text, "a limit on a card's play: the engine has no field for it"))
        if self.type == "event":
            self.event_text.append(body if body.endswith((".", ")")) else body + ".")
            return
        if self.type == "skill":
            read = parse_effects(body, Context(kind="constant", card_type="skill"))
            self.problems.extend(read.problems)
            for key in ("if-success", "if-fail"):
                if key in read.card:
                    self.card.setdefault(key, []).extend(read.card[key])
            if read.effects:
                self.problems.append(NotParsed(body, "a skill card's effect outside 'If this skill test is "
                                               "successful': the engine has no field for it"))
            return
        parts = sentences(body)
        for s in parts:
            source = text if len(parts) == 1 else s.replace(SELF, self.name or "this card")
            try:
                self.abilities.extend(parse_constant(s, s.lower(), source))
            except NotParsed as problem:
                if self.type is None and problem.reason.startswith("not a constant"):
                    problem = NotParsed(s, "no icon or title, and not a constant ability the engine applies "
                                        "(an event's effect? give the card type)")
                self.problems.append(problem)

    def finish(self) -> None:
        """Read what had to wait for the whole text: an event's play condition and effects."""
        if self.event_text:
            self._event(" ".join(self.event_text))

    def _event(self, body: str) -> None:
        parts = sentences(body)
        trigger = timing = None
        if parts and re.match(r"^play (?:only )?(?:when|after|if)\b", parts[0], re.I):
            first = parts.pop(0)
            try:
                timing, trigger = parse_trigger(re.sub(r"^play (?:only )?", "", first, flags=re.I))
                self.card["play-when"] = {"timing": timing, "trigger": trigger}
            except NotParsed as problem:
                self.problems.append(problem)
                return
        read = parse_effects(". ".join(parts) + ("." if parts else ""),
                             Context(kind="event", timing=timing, trigger=trigger, card_type="event"))
        self.problems.extend(read.problems)
        if read.designator:
            self.card["designator"] = read.designator
        if read.effects:
            self.card["effects"] = read.effects

    # -- the result ----------------------------------------------------------------------
    def unparsed(self) -> tuple[Unparsed, ...]:
        label = self.name or "this card"
        out: list[Unparsed] = []
        for p in self.problems:
            item = Unparsed(p.fragment.replace(SELF, label), p.reason.replace(SELF, label))
            if item not in out:
                out.append(item)
        return tuple(out)


def parse_card_text(text: str, *, name: str | None = None, type_code: str | None = None) -> CardTextResult:
    """Parse a card's printed text (plain, printed dashes, or ArkhamDB markup).

    ``name`` lets the parser recognise the card's own name in its text ("Exhaust Duke:");
    ``type_code`` (ArkhamDB's: ``asset``, ``event``, ``skill``, ``treachery``…) tells how text with no
    icon reads: an event's effects, a skill's results, or a constant ability.
    """
    if not isinstance(text, str):
        raise TypeError(f"card text must be a string, not {type(text).__name__}")
    if type_code is not None and type_code not in CARD_TYPES:
        raise ValueError(f"unknown card type {type_code!r} (one of: {', '.join(CARD_TYPES)})")
    card = _Card(name, type_code)
    for para in paragraphs(text):
        if len(para) > MAX_PARAGRAPH:  # no printed ability is this long: quoted, not read (markup.py)
            card.problems.append(NotParsed(para[:200] + "…", f"a paragraph of {len(para)} characters, longer than "
                                           f"the {MAX_PARAGRAPH} of any printed ability: not read"))
            continue
        card.paragraph(para)
    card.finish()
    return CardTextResult(text=text, abilities=tuple(card.abilities), unparsed=card.unparsed(),
                          card=tuple(card.card.items()), other_keywords=tuple(card.other))
