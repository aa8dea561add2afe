"""``parse_card_text``: a card's printed text → abilities in the engine's vocabulary.

The pipeline: :mod:`.markup` normalises the text into paragraphs; leading keywords go to the card
(as its keywords and properties); :mod:`.split` cuts each paragraph into its kind, head and body;
:mod:`.limits` cuts the limit out; the head is lowered by :mod:`.triggers` and :mod:`.costs`, the
body by :mod:`.effects`; plain text is a constant ability (:mod:`.constant`), an event's play or a
skill's commit effects, by the card type (given, or inferred by :mod:`.infer`).

Nothing is guessed, and nothing is dropped: every fragment the lowering does not take goes to the
grammar (:mod:`.gaps`) and becomes ``unsupported`` (read, not runnable) or ``unparsed`` (refused).
An ability keeps its kind, timing and trigger whatever clause is missing (recovery by sentence),
with its gaps; only an ability with none is ``runnable``, and every runnable ability loads in the
engine's situation format.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .additional_costs import OWN_PLAY_COST
from .chaos import chaos_line
from .constant import apply_keywords, keyword_sentences, parse_constant
from .constant_restrict import played_without_opportunity
from .conditions import cut_condition
from .cost_referents import cost_referents
from .costs import parse_cost, split_trigger_cost
from .effects import parse_effects
from .sentence_split import sentences
from .limits import cut_limit
from .permissions import cut_permission
from .uncancelable_ability import cut_uncancelable
from .gaps import classify, frames, gap_entry, read
from .grammar import Refused
from .infer import infer_type
from .markup import MAX_PARAGRAPH, marked_traits, paragraphs
from .model import Ability, CardTextResult, NotParsed, Unparsed, Unsupported
from .objective import parse_objective, state_objective
from .play_frames import read_play_instructions
from .vocabulary import Context
from .split import cut
from .tokens import marked
from .timed_constant import TIMED_REASON, cost_of_play, forced_split, while_reading
from .triggers import cut_state, parse_trigger
from .granting import given, other_grant, own_grant, quoted_runs, refused_grant, with_condition
from .reveal_results import joined_results
from .reminder_constants import split_reminder
from .revelation_constants import split_constants
from .skill_text import SkillText
from .state_triggers import discard_condition
from .words import SELF, TOKENS, own_name, self_token
from .setup_properties import card_state
from .commit_results import commit_result
from .uses import discards_when_empty, names_other_uses
from .would_defeat import attack_outcome
from . import finding, reassigning, up_to  # noqa: F401  (register "Find X", "place N of that horror" and "up to N" among the lowering's rules)
from . import treating  # noqa: F401  (registers "treat" and "ignore" of a chaos token just revealed)
from . import resolved_against  # noqa: F401  (registers "resolve its attack against you instead")
from . import engaged_with_actor  # noqa: F401  (registers "evade" / "disengage" the enemies engaged with "him or her")
from . import those_clues  # noqa: F401  (registers "place those clues on X" after clues placed)

#: The player card types: a revelation placing one in a threat area is its effect, not a treachery's placement.
PLAYER_TYPES = frozenset({"asset", "event", "skill"})
#: The card types ArkhamDB's ``type_code`` uses, as far as they change how plain text reads.
CARD_TYPES = ("asset", "event", "skill", "treachery", "enemy", "location", "act", "agenda", "investigator",
              "story", "scenario", "key")


_TIMING_WORDS = (("when", "when"), ("after", "after"), ("at ", "at"), ("if ", "if"), ("each time", "after"))
#: The head of a chaos token's line: "[skull]", "Easy / Standard [skull]", "[cultist] [tablet]",
#: "[elder_sign] effect".
CHAOS_HEAD = re.compile(r"^(?:(?:easy|standard|hard|expert)\s*/\s*(?:easy|standard|hard|expert)\s+)?"
                        r"(?:\[(?:skull|cultist|tablet|elder_thing|auto_fail|elder_sign|bless|curse|frost)\]"
                        r"\s*(?:,|/|or|and)?\s*)+(?:effect)?$", re.I)
#: A chaos token's line printed without its colon ("[skull] -X. X is …", "Easy / Standard [cultist] -1. If you fail,
#: …"): the head, then a modifier or "Reveal another token" (the line's first sentence, as after a colon).
CHAOS_BARE = re.compile(r"^(?P<head>[^.:]*\])\s+(?=(?:[+-]?\d+|[+-]x)(?:\.|\s|$)|reveal another token)", re.I)


def granted_ability(paragraph: str) -> tuple[str, str] | None:
    """``(condition, quoted ability)`` of "While X, Y gains: "[action] …"", else None (string search:
    no pattern runs over the text)."""
    for marker in (' gains: "', ' gain: "', ' gains "', ' gain "'):
        at = paragraph.find(marker)
        if at > 0:
            inner = paragraph[at + len(marker):].rstrip().rstrip(".").rstrip()
            if inner.endswith('"') and len(inner) > 1:
                return paragraph[:at + len(marker) - 2].strip(), inner[:-1].strip()
    return None


def head_timing(head: str) -> str | None:
    """The timing word of a head the trigger table did not take: kept when its condition is not."""
    low = head.lower().lstrip()
    for word, timing in _TIMING_WORDS:
        if low.startswith(word):
            return "would" if timing == "when" and " would " in f" {low} " else timing
    return None


class _Card(SkillText):
    """The state of one card's parse: abilities, card fields, gaps (read by the grammar, or not)."""

    def __init__(self, name: str | None, type_code: str | None) -> None:
        self.name = name
        self.label = name or "this card"
        self.type = type_code
        self.abilities: list[Ability] = []
        self.problems: list[NotParsed] = []
        self.gaps: list[Unparsed | Unsupported] = []
        self.seen: set[tuple[str, str, str]] = set()
        self.card: dict[str, Any] = {}
        self.other: list[str] = []
        self.notes: list[str] = []  # the card's own name read though printed otherwise (``words.own_name``)
        self.event_text: list[str] = []  # an event's plain paragraphs, read together at the end

    def _settle(self, start: int) -> tuple[dict[str, Any], ...]:
        """Classify the problems found since ``start``: each becomes a gap of the card and of its ability."""
        entries = []
        for problem in self.problems[start:]:
            item = classify(problem, self.label)
            key = (type(item).__name__, item.text, item.reason)
            if key not in self.seen:  # a set: a hostile text's thousands of gaps stay linear
                self.seen.add(key)
                self.gaps.append(item)
            entries.append(gap_entry(item, problem.role))
        del self.problems[start:]
        return tuple(entries)

    # -- one paragraph ---------------------------------------------------------------
    def paragraph(self, original: str, granted_inside: bool = False) -> None:
        text = self._keywords(original)
        if not text:
            return
        granted = None if granted_inside else granted_ability(text)  # one level: hostile nesting stays linear
        if granted:
            self.granted(granted[0], [granted[1]])
            return
        worked, misread = own_name(text, self.name)
        for note in (f"'{m}' read as the card's own name, {self.name}" for m in misread):
            if note not in self.notes:
                self.notes.append(note)
        piece = cut(worked)
        body, limit, copies, limit_problems = cut_limit(piece.body)
        self.card.update(copies)
        start = len(self.problems)  # the paragraph's problems, its limit's first, go to its ability's gaps
        for p in limit_problems:
            p.role = "limit"
        self.problems.extend(limit_problems)
        if piece.title == "Objective" and self._objective(text, body, limit, start):
            return
        if piece.title:  # "Objective –": an act's way forward, shown as an ability of that kind
            if len(self.problems) == start + len(limit_problems):
                self.problems.append(NotParsed(body, f"a bold '{piece.title} –' instruction: the engine's "
                                               "abilities have no kind for it", role=piece.title.lower()))
            self.abilities.append(Ability(kind=piece.title.lower(), source_text=text.replace(SELF, self.label),
                                          timing=head_timing(body), limit=limit, gaps=self._settle(start)))
            return
        if piece.kind is None:
            self._plain(text, piece.head, body, limit, start)
            return
        self._ability(text, piece.kind, piece.head, body, piece.actions, limit, start)

    def _objective(self, text: str, body: str, limit: dict[str, Any] | None, start: int) -> bool:
        """An objective met by an event: a Forced ability (:mod:`.objective`); False, with its reason as a
        problem, when it is not one."""
        try:
            kind, timing, trigger, cost, effects, condition, by = parse_objective(body, self.type)
        except NotParsed as problem:
            state = state_objective(body) if self.type in ("act", None) else None
            if state is not None:  # a state of the game: the act's card field, a standing rule
                self.card["objective"] = state
                self._settle(start)
                return True
            problem.role = "objective"
            self.problems.append(problem)
            return False
        self.abilities.append(Ability(kind=kind, source_text=text.replace(SELF, self.label), timing=timing,
                                      trigger=trigger, cost=cost, limit=limit, effects=tuple(effects),
                                      extra=((("condition", condition),) if condition else ()) + ((("by", by),) if by else ()),
                                      gaps=self._settle(start)))
        return True

    def granted(self, condition: str, inner: list[str]) -> None:
        """"While X, Y gains: "[action] …"": the quoted abilities (one a printed line), read as any other, hold only
        while the condition does — on this card, each its own condition; on another, one constant of this card."""
        before, said = len(self.abilities), self_token(condition, self.name)
        own, other = own_grant(said, self.type), other_grant(said, self.type)  # :mod:`.granting`
        printed = self.name, self.label  # a quote another card gains is that card's own ability (Gains): its name, self
        if other is not None and other.what != "attached":
            self.name = self.label = other.what
        for each in inner:  # each printed ability of the quote (:func:`.granting.quoted_runs`)
            if len(each) > MAX_PARAGRAPH:  # as a paragraph of the card: quoted, not read
                self.gaps.append(Unparsed(each[:200] + "…", f"a paragraph of {len(each)} characters, longer than the "
                                          f"{MAX_PARAGRAPH} of any printed ability: not read", grammar="paragraph"))
                continue
            self.paragraph(each, granted_inside=True)
        self.name, self.label = printed
        one, start = given(other, condition, self.abilities[before:]) if other is not None else None, len(self.problems)
        if own is None and not isinstance(one, Ability):  # refused: each quoted ability keeps the reason as its gap
            self.problems.append(NotParsed(condition, one or refused_grant(said, self.type), role="condition"))
        gaps = self._settle(start)
        self.abilities[before:] = [one] if isinstance(one, Ability) else self.abilities[before:]
        for k in range(before, before if isinstance(one, Ability) else len(self.abilities)):
            ability, more = self.abilities[k], ()
            extra = ability.extra if own is None else with_condition(ability.extra, own)
            if extra is None:  # a condition of its own naming the same thing: one record holds one of each
                self.problems.append(NotParsed(condition, "an ability granted while a condition holds, with a "
                                               "condition of its own of the same kind", role="condition"))
                extra, more = ability.extra, self._settle(len(self.problems) - 1)
            printed_grant = f'{condition.rstrip()} "{ability.source_text}"'  # its provenance: the grant's words too
            self.abilities[k] = replace(ability, extra=extra, gaps=gaps + more + ability.gaps, source_text=printed_grant)

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
    def _ability(self, text: str, kind: str, head: str, body: str, actions: int, limit: dict[str, Any] | None,
                 start: int) -> None:
        timing: str | None = None
        trigger: dict[str, Any] | None = None
        cost: dict[str, Any] = {"actions": actions} if actions else {}
        if kind in ("reaction", "forced") and not head:
            self.problems.append(NotParsed(text, f"a {kind} ability with no triggering condition before a colon",
                                           role="trigger"))
        elif kind in ("reaction", "forced"):
            trigger_text, cost_text = split_trigger_cost(head)
            trigger_text, counted = cut_condition(trigger_text)
            try:
                timing, trigger = parse_trigger(trigger_text)
                trigger, left = cut_state(trigger)
                if left is not None and counted is not None:
                    raise NotParsed(head, "two conditions on one ability: the engine's holds one")
                counted = counted or left
            except NotParsed as problem:
                timing, trigger = head_timing(trigger_text), self._read_trigger(trigger_text)
                problem.role, problem.sentence = "trigger", trigger_text
                self.problems.append(problem)
            cost = self._cost(cost_text, 0)
            if counted is not None and "condition" in cost:
                self.problems.append(NotParsed(head, "two conditions on one ability: the engine's holds one",
                                               role="trigger"))
            elif counted is not None:
                cost["condition"] = counted
        elif kind in ("action", "free"):
            cost = self._cost(head, actions)
        if (outcome := attack_outcome(trigger, body)) is not None:  # "If this attack would defeat …, …" (:mod:`.would_defeat`)
            (trigger, body), timing = outcome, "would"
        if kind == "revelation":
            put = "put-into-play" in self.card
            body = self._threat_area(body)  # then what the card in play does (:mod:`.revelation_constants`)
            body, constants = split_constants(body, not put and "put-into-play" in self.card, self.type, self.label)
            self.abilities.extend(constants)
        body, reminded = split_reminder(body, self.type, self.label)  # "(You cannot mulligan.)" (:mod:`.reminder_constants`)
        self.abilities.extend(reminded)
        body, by = cut_permission(body) if kind in ("action", "free") else (body, None)
        body, fixed = cut_uncancelable(body, kind)  # "… Cannot be canceled." (:mod:`.uncancelable_ability`)
        read = parse_effects(body, Context(kind=kind, timing=timing, trigger=trigger, card_type=self.type, name=self.name,
                                           referents=cost_referents(cost)))
        self.problems.extend(read.problems)
        extra: tuple[tuple[str, Any], ...] = ()
        if read.designator and kind != "action":
            self.problems.append(NotParsed(read.designator.capitalize(), f"an action designator on a {kind} ability"))
        elif read.designator:
            extra = (("designator", read.designator),)
        if not read.provokes and kind != "action":
            self.problems.append(NotParsed(text, f"'does not provoke attacks of opportunity' on a {kind} ability: only "
                                           "an action provokes them", role="effect"))
        elif not read.provokes:
            extra += (("provokes", False),)
        if by is not None:  # "Any investigator at this location may trigger this ability" (FAQ 1.2)
            extra += (("by", by),)
        extra += (("cannot-be-canceled", True),) if fixed else ()
        if read.flavour:
            extra += (("flavour", read.flavour),)
        if not read.effects and not read.problems and kind != "revelation" and len(self.problems) == start:
            self.problems.append(NotParsed(text, "an ability whose only text is a story sentence: its effect would not "
                                           "change the game state, so it cannot initiate (Costs; Abilities)" if
                                           read.flavour else "an ability with no effect"))
        gaps = self._settle(start)
        if kind == "revelation" and not read.effects and not gaps and "put-into-play" in self.card:
            extra = (("put-into-play", self.card["put-into-play"]),)  # the revelation's one instruction
        elif not read.effects and not gaps:
            return
        condition = cost.pop("condition", None) if cost else None
        if condition is not None and kind not in ("action", "free") and "during" in condition:
            problem = NotParsed(head, "a time period before the colon of a triggered ability: the engine checks one "
                                "only for action and free abilities")
            problem.role = "cost"
            self.problems.append(problem)
            gaps += self._settle(len(self.problems) - 1)
        elif condition is not None:  # checked on initiation, or when the trigger occurs
            extra += (("condition", condition),)
        self.abilities.append(Ability(kind=kind, source_text=text, timing=timing, trigger=trigger,
                                      cost=cost or None, limit=limit, effects=tuple(read.effects), extra=extra,
                                      gaps=gaps))

    def _read_trigger(self, text: str) -> dict[str, Any] | None:
        """A triggering condition the engine's events do not cover, as the grammar reads it (its frames):
        the ability keeps what its trigger says, and is not runnable (its gap says why)."""
        try:
            return {"event": None, "read": list(frames(read(text), self.label))}
        except Refused:
            return None

    def _cost(self, text: str, actions: int) -> dict[str, Any]:
        try:
            return parse_cost(text, actions) if text else ({"actions": actions} if actions else {})
        except NotParsed as problem:
            problem.role, problem.sentence = "cost", text
            self.problems.append(problem)
            return {"actions": actions} if actions else {}

    def _threat_area(self, body: str) -> str:
        """"Put (place) X into play in your threat area", "Add X to your threat area" is where the treachery
        stays: a card field. "Attach to your location" (no object: the card itself) attaches it to that location
        (``attached-location``: its "attached location" is that one, Attachments); "Put X into play at your location"
        only places it there (``location``)."""
        pattern = re.compile(r"(?:^|(?<=\.\s))(?:(?:put|place) @self into play (?:in|into)|add @self to) your threat "
                             r"area(?:\.\s*|$)", re.I)
        if pattern.search(body) and self.type not in PLAYER_TYPES:  # a player weakness's: an effect (card_moves)
            self.card["put-into-play"] = "threat-area"
            return pattern.sub("", body).strip()
        for placement, words in (("attached-location", r"attach (?:@self )?to"), ("location", r"put @self into play at")):
            pattern = re.compile(rf"(?:^|(?<=\.\s)){words} your location(?:\.\s*|$)", re.I)
            if pattern.search(body):
                self.card["put-into-play"] = placement
                return pattern.sub("", body).strip()
        pattern = re.compile(r"(?:^|(?<=\.\s))put @self into play next to the (?:act|agenda) deck(?:\.\s*|$)", re.I)
        if pattern.search(body):
            self.card["put-into-play"] = "next-to-deck"
            return pattern.sub("", body).strip()
        return body

    # -- no icon, no title ---------------------------------------------------------------
    def _plain(self, text: str, head: str, body: str, limit: dict[str, Any] | None, start: int) -> None:
        if not head and (bare := CHAOS_BARE.match(body)) and CHAOS_HEAD.match(bare.group("head")):
            head, body = bare.group("head"), body[bare.end():]  # "[skull] -X. X is …": the colon left out
        if head and CHAOS_HEAD.match(head):
            self._chaos_line(text, head, body)
            return
        if head:
            low = head.lower()
            if re.match(r"^(?:when|after|at the|if|each time)\b", low):
                reason = "a triggering condition and a colon with no [reaction] icon or Forced title: which kind is it?"
            else:
                reason = "a cost and a colon with no ability icon: which icon ([action], [free], [reaction]) is lost?"
            problem = NotParsed(text, reason, role="kind")
            problem.sentence = f"{head}. {body}"
            self.problems.append(problem)
            self._settle(start)
            return
        if limit is not None:
            self.problems.append(NotParsed(text, "a limit on a card's play: the engine has no field for it",
                                           role="limit"))
        if self.type == "event" and not self._attached_constant(text, body):
            body = self._own_play_cost(body)
            if body:
                self.event_text.append(body if body.endswith((".", ")")) else body + ".")
            self._settle(start)
            return
        if self.type == "event":
            self._settle(start)
            return
        if self.type == "skill":
            self._skill(body)
            self._settle(start)
            return
        if self.type == "story":
            self._story(text, body, start)
            return
        parts = sentences(body)
        for s in parts:
            if discards_when_empty(s, self.card):
                self._property(s, {"discard-when-empty": True})
                continue
            if played_without_opportunity(s):  # "Playing Lupara does not provoke attacks of opportunity"
                self._property(s, {"provokes": False})
                continue
            if (held := discard_condition(s)) is not None and not names_other_uses(s, self.card):  # "If there is no doom on X, discard @self"
                self._property(s, {"discard-if": held})
                continue
            if (state := card_state(s, self.type)) is not None:  # "@self enters play exhausted", "You begin the game …"
                self._property(s, state)
                continue
            if (result := commit_result(s, self.abilities[-1] if self.abilities else None)) is not None:
                self._property(s, result)  # "You may commit @self to a skill test. That test automatically fails."
                continue
            source = text if len(parts) == 1 else s.replace(SELF, self.label)
            at = len(self.problems)
            try:
                self.abilities.extend(parse_constant(s, s.lower(), source, self.type))
            except NotParsed as problem:
                if problem.reason == TIMED_REASON and self._timed_constant(s, source, at):
                    continue
                if self.type is None and problem.reason.startswith("not a constant"):
                    problem = NotParsed(s, "no icon or title, and not a constant ability the engine applies "
                                        "(an event's effect? give the card type)")
                problem.role = "constant"
                self.problems.append(problem)
                gaps = self._settle(at)
                if any("category" in g for g in gaps):
                    self.abilities.append(Ability(kind="constant", source_text=source, gaps=gaps))
        self._settle(start)

    def _property(self, sentence: str, fields: dict[str, Any]) -> None:
        """A sentence read as the card's properties, not an ability: the fields join the card, and the sentence as
        printed joins its ``property-text`` — the provenance an ability keeps in its ``source_text``."""
        printed = sentence.replace(SELF, self.label)
        self.card.update(fields)
        self.card.setdefault("property-text", []).append(printed if printed.endswith((".", "!", ")")) else printed + ".")

    def _timed_constant(self, sentence: str, source: str, start: int) -> bool:
        """A constant worded with a timing word and no title (:mod:`.timed_constant`): "If X, <a constant>" read as
        "While X, …"; else the Forced ability it behaves as, when that reading leaves at most the one gap the
        sentence had (a trial parse: its more precise reason replaces "which kind is it?"). False: neither."""
        held = while_reading(sentence)
        if held is not None:
            try:
                self.abilities.extend(parse_constant(held, held.lower(), source, self.type))
                return True
            except NotParsed:
                pass
        split = forced_split(sentence)
        if split is None or discard_condition(sentence) is not None:  # "If X has no secrets, discard it": refused above
            return False
        costed, changed = cost_of_play(*split), []
        if costed is not None:
            try:
                changed = parse_constant(costed[0], costed[0].lower(), source, self.type)
            except NotParsed:
                return False
            if costed[1] is None:
                self.abilities.extend(changed)
                return True
            split = (split[0], costed[1])
        trial = parse_card_text(f"Forced – {split[0]}: {split[1]}".replace(SELF, self.label), name=self.name,
                                type_code=self.type)
        if len(trial.gaps) > 1 or len(trial.abilities) != 1:
            return False
        self.abilities.extend(changed)
        self._ability(source, "forced", split[0], split[1], 0, None, start)
        return True

    def _attached_constant(self, text: str, body: str) -> bool:
        """An event that attaches itself ("Attach to your location.", "Attach Hiding Spot to any location.") stays in play attached (Attachments), so a later
        paragraph that reads as a constant ability is one, active while it is attached ("Non-Elite enemies cannot move
        into attached location"); False (nothing read) when the event attaches nothing or the paragraph is no
        constant the engine applies — it is then read with the event's effects, as before."""
        if not self.event_text or not re.match(rf"^attach (?:(?:@self|{re.escape(self.name or '@self')}) )?to\b",
                                                self.event_text[0], re.I):  # "Attach (Hiding Spot) to …"
            return False
        if (held := discard_condition(body)) is not None:  # "If there are no investigators at attached location, …"
            self.card["discard-if"] = held
            return True
        try:
            read = [a for s in sentences(body) for a in parse_constant(s, s.lower(), text, self.type)]
        except NotParsed:
            return False
        self.abilities.extend(read)
        return bool(read)

    def _own_play_cost(self, body: str) -> str:
        """An event's additional cost to play it ("As an additional cost to play @self, take up to 3 damage") is a
        constant ability on its own play, paid with its costs (:mod:`.additional_costs`), not one of the effects it
        resolves; the paragraph's other sentences are returned, to be read with the effects."""
        if not any(OWN_PLAY_COST.match(s) for s in sentences(body)):
            return body  # as printed: the effects' reading cuts its own sentences
        kept = []
        for s in sentences(body):
            if not OWN_PLAY_COST.match(s):
                kept.append(s)
                continue
            at = len(self.problems)
            try:
                self.abilities.extend(parse_constant(s, s.lower(), s.replace(SELF, self.label), self.type))
            except NotParsed as problem:
                problem.role = "constant"
                self.problems.append(problem)
                self.abilities.append(Ability(kind="constant", source_text=s.replace(SELF, self.label),
                                              gaps=self._settle(at)))
        return " ".join(f"{s}." for s in kept)

    def _story(self, text: str, body: str, start: int) -> None:
        """A story card's game text: instructions, resolved when the card is (Story Cards: "simply read its story
        text and resolve its game text"), not constant abilities — the card's ``effects`` (the engine resolves
        them when a situation's ``do`` item says the scenario instructs it), shown as an ability of kind
        ``story``, its effects read as any others. The game text resolves as one, so a test one paragraph makes is
        the one a later paragraph's "this test" names ("After this test ends, flip this card back over")."""
        tests = [e for e in self.card.get("effects", []) if e.get("effect") == "test"]
        read = parse_effects(body, Context(kind="revelation", card_type="story", name=self.name),
                             tests[-1] if tests else None)
        self.problems.extend(read.problems)
        self.card.setdefault("effects", []).extend(read.effects)
        self.abilities.append(Ability(kind="story", source_text=text.replace(SELF, self.label),
                                      effects=tuple(read.effects), gaps=self._settle(start)))

    def _chaos_line(self, text: str, head: str, body: str) -> None:
        """"[skull]: -1. …": a chaos token's effect (a scenario's, an investigator's [elder_sign]): a card
        property, the engine's token effect (:mod:`.chaos`) — or only its text, and a gap, when a part of it is
        not lowered."""
        tokens = re.findall(r"\[([a-z_]+)\]", head)
        try:
            line = chaos_line(tokens, body, self.type)
        except NotParsed as problem:
            line = {"tokens": [TOKENS.get(t, t) for t in tokens], "text": body}
            problem.role = "chaos-token"
            problem.sentence = problem.sentence or (problem.fragment if problem.fragment else body)
            if not problem.fragment:
                problem = NotParsed(body, problem.reason, role="chaos-token")
            self.problems.append(problem)
            self._settle(len(self.problems) - 1)
        self.card.setdefault("chaos-tokens", []).append({**line, "text": body.replace(SELF, self.label)})

    def finish(self) -> None:
        """Read what had to wait for the whole text: an event's play condition and effects."""
        if self.event_text:
            self._event(" ".join(self.event_text))

    def _event(self, body: str) -> None:
        start = len(self.problems)
        parts = sentences(body, marks=True)  # read again whole: a listed choice's options keep their dashes
        timing, trigger = read_play_instructions(parts, self.card, self.problems,
                                                 lambda condition: (head_timing(condition),
                                                                    self._read_trigger(condition)))
        read = parse_effects(". ".join(parts) + ("." if parts else ""),
                             Context(kind="event", timing=timing, trigger=trigger, card_type="event", name=self.name))
        self.problems.extend(read.problems)
        if read.designator:
            self.card["designator"] = read.designator
        if not read.provokes:
            self.card["provokes"] = False
        if read.flavour:
            self.card["flavour"] = read.flavour
        if read.effects:
            self.card["effects"] = read.effects
        gaps = self._settle(start)
        extra = (("designator", read.designator),) if read.designator else ()
        if read.effects or gaps or trigger:
            self.abilities.append(Ability(kind="event", source_text=body.replace(SELF, self.label), timing=timing,
                                          trigger=trigger, effects=tuple(read.effects), extra=extra, gaps=gaps))

    # -- the result ----------------------------------------------------------------------
    def result(self, text: str) -> CardTextResult:
        self._settle(0)
        unparsed = tuple(g for g in self.gaps if isinstance(g, Unparsed))
        unsupported = tuple(g for g in self.gaps if isinstance(g, Unsupported))
        return CardTextResult(text=text, abilities=tuple(self.abilities), unparsed=unparsed,
                              card=tuple(self.card.items()), other_keywords=tuple(self.other),
                              unsupported=unsupported, notes=tuple(self.notes))


def parse_card_text(text: str, *, name: str | None = None, type_code: str | None = None) -> CardTextResult:
    """Parse a card's printed text (plain, printed dashes, or ArkhamDB markup).

    ``name`` lets the parser recognise the card's own name in its text ("Exhaust Duke:");
    ``type_code`` (ArkhamDB's: ``asset``, ``event``, ``skill``, ``treachery``…) tells how text with no
    icon reads: an event's effects, a skill's results, or a constant ability; without it, the type the
    text's printed forms tell (:mod:`.infer`) is used and shown as ``inferred_type``.
    """
    if not isinstance(text, str):
        raise TypeError(f"card text must be a string, not {type(text).__name__}")
    if type_code is not None and type_code not in CARD_TYPES:
        raise ValueError(f"unknown card type {type_code!r} (one of: {', '.join(CARD_TYPES)})")
    paras = [para for para in paragraphs(text) if len(para) <= MAX_PARAGRAPH]
    inferred = infer_type(paras) if type_code is None else None
    card = _Card(name, type_code or inferred)
    with marked(marked_traits(text)):  # the markup's traits: a trait is no name ("a [[Monster]] enemy")
        for para in joined_results(quoted_runs(paragraphs(text))):  # a quoted ability gained, a reveal's results: one run
            if isinstance(para, tuple):
                card.granted(*para)
                continue
            if len(para) > MAX_PARAGRAPH:  # no printed ability is this long: quoted, not read (markup.py)
                card.gaps.append(Unparsed(para[:200] + "…", f"a paragraph of {len(para)} characters, longer than "
                                          f"the {MAX_PARAGRAPH} of any printed ability: not read", grammar="paragraph"))
                continue
            card.paragraph(para)
        card.finish()
    return replace(card.result(text), inferred_type=inferred)
