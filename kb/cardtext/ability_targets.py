"""What a designated Fight or Evade may be made against, read from the card's own restriction (a mixin of
``effects.py``'s reader, as :mod:`.attack_sentences` is): "Use this ability only on an Abomination enemy" (Esoteric
Formula), "Cannot be used to attack enemies engaged with you" (Springfield M1903), "This ability can only be used on
Elite enemies".

One verb frame, "use", with its polarity and its target: the head says whether the enemies named are the only ones
("use … only", "can only be used") or the ones excluded ("cannot be used"), and "on <enemies>" / "to attack
<enemies>" (a Fight's) / "to evade <enemies>" (an Evade's) names them — composed as any enemy phrase is (its
qualifiers: :func:`.qualifiers.enemy_qualifiers`; "engaged with you"). The restriction is a filter on the action's
enemy selector (its ``enemy``: the action's own enemies, a Fight's at your location, an Evade's engaged with you,
narrowed by the qualifiers), so the engine offers only those enemies and the ability cannot be initiated against
any other. An exclusion is the qualifier negated ("non-Elite"; "exhausted" ↔ "ready") or, for "engaged with you",
the Fight's enemies at your location but those (``at-your-location-not-engaged-with-you``); an exclusion of several
qualifiers (an "or" of negations) or of anything else is no reading (False: the sentence stays a gap).
"""

from __future__ import annotations

from .grammar import one_clause
from .instruction import determiner
from .qualifiers import enemy_qualifiers
from .reader_host import ReaderHost
from .tokens import Token
from .vocabulary import Effect

#: The enemies a designated action is made against when its card names none (the engine's default selector's place).
DEFAULT_PLACE = {"fight": "at-your-location", "evade": "engaged-with-you"}
#: A Fight's enemies at your location but those engaged with you (the engine's composed place).
NOT_ENGAGED_WITH_YOU = "at-your-location-not-engaged-with-you"
#: The heads of the frame (its words before the target's marker, the subject "this ability" / "it" left out) → whether
#: the enemies named are the only ones (True) or excluded (False).
HEADS = {("use", "only"): True, ("use", "this", "ability", "only"): True, ("use", "it", "only"): True,
         ("can", "only", "be", "used"): True, ("may", "only", "be", "used"): True, ("cannot", "be", "used"): False,
         ("can't", "be", "used"): False}
#: What marks the target after the head: "on X", and the action's own verb ("to attack X", "to evade X").
MARKERS = {("on",): None, ("to", "attack"): "fight", ("to", "evade"): "evade"}
#: A state qualifier's negation (an excluded exhausted enemy is a ready one).
_OPPOSITE = {"exhausted": "ready", "ready": "exhausted"}


def _negated(qualifier: str) -> str | None:
    """The qualifier of the enemies a qualifier excludes: "non-elite" for "elite", "elite" for "non-elite"; None for
    one with no single negation ("unengaged": engaged with whom?)."""
    if qualifier in _OPPOSITE:
        return _OPPOSITE[qualifier]
    if qualifier == "unengaged":
        return None
    return qualifier[4:] if qualifier.startswith("non-") else f"non-{qualifier}"


def restriction(text: str) -> tuple[bool, str | None, list[Token]] | None:
    """The frame read: whether the enemies named are the only ones, the action the marker names (None: "on"), and
    the tokens naming the enemies; None for another sentence."""
    sentence = one_clause(text.strip().rstrip("."))
    if sentence is None or sentence.reminders:
        return None
    tokens = [t for c in sentence.clauses[0].chunks for t in c.tokens]
    words = [t.low for t in tokens]
    start = 2 if words[:2] == ["this", "ability"] else 1 if words[:1] == ["it"] else 0
    for at in range(start + 1, len(words)):
        for marker, action in MARKERS.items():
            if tuple(words[at:at + len(marker)]) == marker and tuple(words[start:at]) in HEADS:
                return HEADS[tuple(words[start:at])], action, tokens[at + len(marker):]
    return None


def restricted_enemy(kind: str, only: bool, named: list[Token]) -> str | None:
    """The action's enemy selector narrowed to (``only``) or away from the enemies ``named`` names; None for what
    cannot be composed."""
    words = [t.low for t in named]
    engaged = words[-3:] == ["engaged", "with", "you"]
    body = named[:-3] if engaged else named
    det, rest = determiner([t.low for t in body])
    if det not in ("", "a", "an", "each", "any") or not rest or rest[-1] not in ("enemy", "enemies"):
        return None
    quals = enemy_qualifiers(body[len(body) - len(rest):-1])
    if quals is None or (not quals and not engaged):
        return None
    place = DEFAULT_PLACE[kind]
    if only:
        place = "engaged-with-you" if engaged else place
    elif engaged:
        if quals or kind != "fight":  # not (engaged with you and X): an "or" the selectors cannot compose
            return None
        place = NOT_ENGAGED_WITH_YOU
    else:
        negated = _negated(quals[0]) if len(quals) == 1 else None
        if negated is None:
            return None
        quals = [negated]
    lead = "an" if (quals[0] if quals else "enemy")[0] in "aeiou" else "a"
    return "-".join([lead, *quals, "enemy", place])


class AbilityTargets(ReaderHost):
    """The reader's handler of a designated action's target restriction (``(sentence, lower-case) -> bool``)."""

    action: Effect | None

    def _target_restriction(self, s: str, low: str) -> bool:
        """"Use this ability only on an Abomination enemy", "Cannot be used to attack enemies engaged with you": the
        designated Fight's (or Evade's) ``enemy`` selector narrowed; False for another sentence or one it cannot
        compose (a gap then, never dropped)."""
        action = self.action
        if action is None or action["effect"] not in DEFAULT_PLACE or "enemy" in action:
            return False
        read = restriction(s)
        if read is None or (read[1] is not None and read[1] != action["effect"]):
            return False
        selector = restricted_enemy(action["effect"], read[0], read[2])
        if selector is None:
            return False
        action["enemy"] = selector
        return True
