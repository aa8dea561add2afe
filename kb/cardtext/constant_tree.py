"""Constant abilities read from the grammar's tree: who they govern, where, and what they get or cannot do.

"Constant abilities … are active as long as the card is in play" (Constant Abilities); a modifier
"to a skill" changes the skill value of the tests made with it (Modifiers; Skill Test, ST.5), and
"cannot" is absolute (Cannot). The sentence is read, not matched: its subject is whom it governs
("you", "each investigator", "investigators at this location", "each investigator at the enemy's
location"), a "while" clause the scope ("While you are in this location, you get …" governs each
investigator at that location: the same investigators, the same moment), a trailing "while
investigating/attacking/evading" the action whose tests it modifies; the verb says what it does —
``get`` a list of skill, health and sanity modifiers ("You get +1 [willpower] and -2 sanity", "@self
gets +2 health": Health and Damage, Sanity and Horror), ``cannot`` an event of the engine's forbidden.

A rule returns None for a shape it does not know (the phrase table of :mod:`.constant` is read
next); a shape it knows whose meaning the engine cannot hold ("While you have 10 or more resources,
…": a condition the engine's constant abilities have no field for) is refused, with the reason.
"""

from __future__ import annotations

from typing import Any

from .base_values import read_base_value
from .icon_counts import read_icon_counts
from .token_modifiers import read_token_modifier
from .blanking import keeps_traits, read_blank
from .conditions import condition_refusal, parse_condition
from .constant_assign import read_assignment
from .constant_cards import for_each_count, read_card_constant
from .constant_keywords import read_keywords
from .cannot_cancel import uncancelable
from .cannot_trigger import triggered
from .cannot_times import bounded, times_at
from .unprovoking import unprovoked
from .unraised import read_unraised
from .cannot_verbs import governing, named_investigator, unheld, unkept_terms, via_card_effects, with_via
from .constant_prohibit import forbidden_cards
from .only_cards import only_cards
from .forgoing import forgone
from .constant_conditions import (OWN, YOUR_STATES, acting_on, as_long_as, before_while, condition_of, idle_while, trailing,
                                  without_also)
from .constant_restrict import (Restriction, cards_barred, discovered_at, moved_into, others_kept_out,
                               placement_barred, restrictions)
from .constant_while import referent
from .excepting import continued, exception, split_exception
from .trigger_tree import card_filter
from .constant_modify import read_modify
from .hand_count import hand_count_constant
from .grammar import Chunk, Clause, Refused, read_sentence
from .instruction import Instruction, Phrase, determiner, instruction
from .lexicon import KEYWORDS
from .model import NotParsed
from .moving import enemies_cannot_enter
from .vocabulary import CANNOT
from .words import SELF, VIA

Fields = dict[str, Any]
#: The scope of "while you are in this location": each investigator there.
HERE = "investigator-at-this-location"
#: The scope of an enemy's "while you are engaged with @self": each investigator it is engaged with.
ENGAGED = "investigator-engaged-with-self"
#: The cards whose "you" is their controller: a "while" count of "you" is his or hers (You/Your).
CONTROLLED = ("asset", "investigator")
#: The card kinds "you cannot play …" may name, as the engine's card types.
PLAYED = {"events": "event", "assets": "asset", "skills": "skill", "event": "event", "asset": "asset"}
#: (Also the card kind before "cards": "You cannot commit skill cards to skill tests" forbids committing skills.)


def _words(chunks: list[Chunk]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens if c.kind not in ("conj", "punct")]


def _here(place: str, card_type: str | None) -> bool:
    """Whether a printed place is the location the card is at (or is): "this location", a location's own
    name, an enemy's or asset's location ("@self's location")."""
    place = place.replace(" ", "").lower()
    if place == "thislocation" or (place == SELF and card_type == "location"):
        return True
    return place == f"{SELF}'slocation" and card_type in ("enemy", "asset")


def _scope(chunks: list[Chunk], text: str, card_type: str | None) -> tuple[str | None, Fields | None, Fields | None]:
    """A "while" clause: ``(scope, via, condition)`` — "you are in this location" (each investigator there),
    "investigating" (the action's tests: ``via`` the filter's parts), "investigating Miskatonic locations" (and what
    they are made against, :func:`_doing`), a count of the state ("you have 10 or more resources": the
    ability's ``condition``, Constant Abilities), "investigating if you have no clues" both; any other
    condition is refused."""
    words = _words(chunks)
    cut = next((k for k, c in enumerate(chunks) if c.kind == "conj" and c.text.lower() == "if"), None)
    before = _words(chunks[:cut]) if cut is not None else []
    if cut is not None and card_type in CONTROLLED and len(before) == 1 and before[0] in VIA:
        return None, {"via": VIA[before[0]]}, _condition(_words(chunks[cut + 1:]), text)
    if len(words) == 1 and words[0] in VIA:
        return None, {"via": VIA[words[0]]}, None
    doing = _doing(chunks) or acting_on(chunks, card_type)  # "investigating Miskatonic locations", "… this location"
    if doing is not None:
        return None, doing, None
    if words[:3] in (["you", "are", "at"], ["you", "are", "in"]) and _here(" ".join(words[3:]), card_type):
        return HERE, None, None
    if card_type == "enemy" and words in (["you", "are", "engaged", "with", SELF], [SELF, "is", "engaged", "with", "you"],
                                          *([*own, "is", "engaged", "with", "you"] for own in OWN)):
        return ENGAGED, None, None  # "While you are engaged with @self": each investigator it is engaged with
    found = condition_of(chunks, card_type)  # a card's state, a count (:mod:`.constant_conditions`)
    return None, None, found if found is not None else _refuse(text, words)  # "you" on a card no one controls: :func:`whose`


#: The counts of the state that name "you" (their holder is the investigator "you" is).
_YOUR_COUNTS = ("remaining-sanity", "remaining-health")


def whose(read: list[Fields], condition: Fields | None, card_type: str | None, text: str) -> list[Fields]:
    """The constants read, each with the "while" condition. On a card no investigator controls (a location, an
    enemy, a treachery), "you" is "the investigator who … is engaged with, or is currently interacting with the
    card" (You/Your): a count of "you" ("While you have 4 or fewer resources") is then each governed investigator's
    own, which the engine counts for the investigator an occurrence concerns — so every constant must govern
    investigators (its ``who``); one governing a card only (its value, its keywords) has no "you" to count."""
    if condition is None:
        return read
    if any("condition" in f for f in read):  # "While …, X cannot be damaged during act 1": one condition is held
        raise NotParsed(text, "a constant with two conditions (a 'while' and a time of its own): the engine holds one")
    count = str(condition.get("count", ""))
    yours = "you" in count.split("-") or "your" in count.split("-") or count in _YOUR_COUNTS \
        or condition.get("state") in YOUR_STATES
    if yours and card_type not in CONTROLLED and (here := _at_its_location(read, condition)) is not None:
        return here  # "While @self is at your location, treat your investigator as if …": each one there
    if yours and card_type not in CONTROLLED and not all("who" in f["applies-to"] for f in read):
        raise NotParsed(text, "a constant ability while a condition holds, on a card with no controller: whose "
                        "count it is ('you') the engine cannot tell")
    return [{**fields, "condition": dict(condition)} for fields in read]


def _at_its_location(read: list[Fields], condition: Fields) -> list[Fields] | None:
    """On a card no investigator controls, "While @self is at your location, <your investigator is changed>": "you"
    is each investigator it concerns (You/Your), and the condition holds for just those at the card's location — so
    the constant changes each investigator at its location (``investigator-at-this-location``), with no condition
    left; None for any other constant or condition."""
    if condition != {"card": "self", "state": "at-your-location"} \
            or not all(f["applies-to"].get("what") == "you" and f["applies-to"].get("event") == "enters-play"
                       and set(f["applies-to"]) == {"event", "what"} for f in read):
        return None
    return [{**f, "applies-to": {**f["applies-to"], "what": "investigator-at-this-location"}} for f in read]


#: The action a "while …ing" names → the noun of what its tests are made against (a location, an enemy).
_AGAINST = {"investigate": "location", "fight": "enemy", "evade": "enemy"}


def _doing(chunks: list[Chunk]) -> Fields | None:
    """"investigating Miskatonic locations", "attacking Elite enemies": the action's tests (``via``) made against the
    cards the object composes (``what``, as any set of cards is composed); None for any other shape."""
    if len(chunks) != 2 or chunks[1].kind != "np" or _words(chunks[:1]) not in [[w] for w in VIA]:
        return None
    via = VIA[_words(chunks[:1])[0]]
    what = card_filter(Phrase(list(chunks[1].tokens)))
    if what is None or not what.endswith(f"-{_AGAINST[via]}") and what != _AGAINST[via]:
        return None
    return {"via": via, "what": what}


def _refuse(text: str, words: list[str] | None = None) -> Any:
    """Refuse a constant's condition with the count reader's own reason for its words when it gives one (a count
    with no word in the vocabulary, a condition it cannot check), else the generic one."""
    why = condition_refusal(" ".join(words)) if words else None
    raise NotParsed(text, f"a constant ability while a condition holds: {why}" if why else
                    "a constant ability while a condition holds: the engine's constant abilities have no field for "
                    "the condition")


def _condition(words: list[str], text: str) -> Fields:
    """"you have 10 or more resources", "there are no enemies at your location": a count of the state the
    constant ability applies while it holds (:mod:`.conditions`); refused when it is no such count."""
    found = parse_condition(" ".join(["if", *words]))
    return found if found is not None else _refuse(text, words)


def _who(subject: Phrase | None, scope: str | None, card_type: str | None, text: str) -> str | None:
    """The investigators a constant ability governs, as the engine's filter names them; None: not known."""
    if subject is None or subject.engaged is not None:
        return None
    det, rest = determiner(subject.words)
    if subject.words == ["you"] and subject.where is None:
        return scope or "you"
    if rest not in (["investigator"], ["investigators"]) or det not in ("each", "") or (det == "" and rest ==
                                                                                         ["investigator"]):
        return None
    if scope is not None:
        raise NotParsed(text, "a constant ability while a condition holds: the engine's constant abilities have no "
                        "field for the condition")
    if subject.where is None:
        return "investigator"
    if subject.where.lower() == "your location":
        return "investigator-at-your-location"
    return HERE if _here(subject.where, card_type) else None


def _signed(word: str) -> int | None:
    return int(word) if len(word) > 1 and word[0] in "+-" and word[1:].isdigit() else None


#: The values a modifier list may name besides skills: health and sanity, each held against what is dealt
#: to its holder (the engine's ``damage-dealt`` / ``horror-dealt``, whose ``what`` is the holder).
VALUES = {"health": ("damage-dealt", "health-modifier"), "sanity": ("horror-dealt", "sanity-modifier")}


def _modifiers(chunks: list[Chunk], text: str) -> list[tuple[str, int]] | None:
    """"+1 [willpower], -1 [intellect] and -2 sanity": each skill or value and its modifier; None: not
    that list."""
    tokens = [t for c in chunks for t in c.tokens if t.low not in (",", "and")]
    if not tokens or len(tokens) % 2:
        return None
    pairs = []
    for amount, what in zip(tokens[::2], tokens[1::2]):
        n = _signed(amount.low)
        if n is None or not (what.kind == "skill" or what.low in VALUES):
            return None
        pairs.append((what.low.strip("[]"), n))
    return pairs


#: "+1 to each of your skills", "-1 skill value during skill tests": a modifier to every skill value is one
#: to every test's skill value (Skill Test, ST.5).
EVERY_SKILL = (["to", "each", "of", "your", "skills"], ["skill", "value", "during", "skill", "tests"])


def _counted(after: list[Chunk], text: str) -> tuple[list[Chunk], Fields]:
    """The chunks before a "for each" and the count after it as the constant's ``for-each`` (composed as a card's
    value's is, :func:`.constant_cards.for_each_count`); the chunks unchanged and no count when there is none."""
    cut = next((k for k, c in enumerate(after) if [t.low for t in c.tokens[:2]] == ["for", "each"]), None)
    if cut is None:
        return after, {}
    return after[:cut], {"for-each": for_each_count(after, text)[1]}


def _get(after: list[Chunk], who: str, via: Fields | None, text: str) -> list[Fields] | None:
    """"You get +1 [intellect] (and …)", "… gets -1 to each of your skills": skill-test modifiers;
    "You get -1 sanity", "@self gets +2 health": a modifier to that value of its holder."""
    applies: Fields = {"event": "skill-test-begins", "who": who, **(via or {})}
    after, counted = _counted(after, text)  # "… for each horror on Key of Ys": once for each, counted when read
    words = _words(after)
    if any(w in ("per", "x", "[per_investigator]") for w in words):
        raise NotParsed(text, "not a fixed amount (X and per-investigator amounts are not in the engine's "
                        "vocabulary)")
    if words and words[1:] in EVERY_SKILL and _signed(words[0]) is not None and who != "self":
        return [{"applies-to": applies, "skill-modifier": _signed(words[0]), **counted}]
    pairs = _modifiers(after, text) if all(c.kind in ("np", "conj", "punct") for c in after) else None
    if pairs is None or (who == "self" and any(k not in VALUES for k, _ in pairs)):
        return None
    out: list[Fields] = []
    for key, n in pairs:
        if key in VALUES:
            if via is not None:
                return None
            event, field = VALUES[key]
            out.append({"applies-to": {"event": event, "what": who}, field: n, **counted})
        else:
            out.append({"applies-to": {**applies, "skill": key}, "skill-modifier": n, **counted})
    return out


#: What a card cannot do itself ("@self cannot make attacks of opportunity"), as the event forbidden.
SELF_CANNOT: dict[str, Fields] = {
    "make attacks of opportunity": {"event": "enemy-attack", "source": "self", "via": "opportunity"},
    "leave play": {"event": "leaves-play", "what": "self"},
}


def _cannot(ins: Instruction, after: list[Chunk], who: str, text: str) -> list[Fields] | None:
    """"You cannot gain resources", "… cannot play assets or events", "@self cannot make attacks of
    opportunity": the event of the engine's forbidden; "… except by investigating" its filter's ``except``
    (:mod:`.excepting`)."""
    after, excepted = split_exception(after)
    after, via = via_card_effects(after, text)  # "… via card effects" (:mod:`.cannot_verbs`)
    after, times = bounded(ins.verb, who, after, text)  # "… more than once each turn" (:mod:`.cannot_times`)
    read = _forbidden(ins, after, who)
    if read is not None and via is not None:
        read = with_via(read, via, text)
    if read is not None and times is not None:
        read = [{**f, "condition": times} for f in read]
    if read is None or not excepted:
        return read
    subjects = {f["applies-to"].get("what") for f in read}
    but = exception(excepted, [f["applies-to"]["event"] for f in read], text,
                    next(iter(subjects)) if len(subjects) == 1 else None)
    return [{**f, "applies-to": {**f["applies-to"], "except": but}} for f in read]


def _forbidden(ins: Instruction, after: list[Chunk], who: str) -> list[Fields] | None:
    """What "<who> cannot <verb> <object>" forbids, the exception cut off."""
    if who == "self":
        forbidden = SELF_CANNOT.get(" ".join([ins.verb, *_words(after)]))
        return None if forbidden is None else [{"applies-to": dict(forbidden), "cannot": True}]
    rest = [w for w in _words(after) if w not in ("or", "and")]
    if ins.verb == "play" and rest and all(w in PLAYED for w in rest):
        kinds = [PLAYED[w] for w in rest]
        applies: Fields = {"event": "play-card", "what": kinds[0] if len(kinds) == 1 else kinds}
    else:
        words = _words(after)
        kind = PLAYED.get(f"{words[0]}s") if words[1:2] == ["cards"] else None  # "commit skill cards to …"
        phrase = " ".join([ins.verb, *(words[1:] if kind else words)])
        if phrase not in CANNOT or (kind and "what" in CANNOT[phrase]):
            kinds = triggered(ins.verb, after)  # "… trigger [free] abilities" (:mod:`.cannot_trigger`), one a kind
            if kinds is not None:
                return [{"applies-to": {**applies, "who": who}, "cannot": True} for applies in kinds]
            cards = forbidden_cards(ins.verb, after) or discovered_at(ins.verb, after) or moved_into(ins.verb, after)
            # "… play Ally assets", "… discover clues here", "… move to X" (:mod:`.constant_prohibit`, `_restrict`)
            if cards is None:
                return None
            applies = cards
        else:
            applies = dict(CANNOT[phrase], **({"what": kind} if kind else {}))
    applies["who"] = who  # "you cannot heal horror": the horror on you (and the cards you control) is not healed
    return [{"applies-to": applies, "cannot": True}]


#: "… instead of the skill indicated by the investigation attempt": whatever skill it would use.
_INSTEAD = ["instead", "of", "the", "skill", "indicated", "by", "the", "investigation", "attempt"]


def _investigated_using(ins: Instruction, after: list[Chunk], card_type: str | None) -> list[Fields] | None:
    """"This location is investigated using [willpower] instead of the skill indicated by the investigation
    attempt": every investigation of it is a test of that skill (Investigate)."""
    subject = ins.subject.words if ins.subject is not None else []
    words = [t for c in after for t in c.tokens]
    if card_type != "location" or subject not in (["this", "location"], [SELF]) or len(words) < 2 \
            or words[0].low != "using" or words[1].kind != "skill" or [t.low for t in words[2:]] != _INSTEAD:
        return None
    return [{"applies-to": {"event": "investigate", "what": "this-location"},
             "skill-instead": words[1].low.strip("[]")}]


def read_constant(text: str, card_type: str | None) -> list[Fields] | None:
    """The constant abilities' fields (``applies-to`` and a modifier or ``cannot``) of one sentence; None
    when the tree rules do not know its shape; :class:`NotParsed` when its meaning has no engine field."""
    try:
        sentence = read_sentence(text)
    except Refused:
        return None
    clauses = list(sentence.clauses)
    if (sentence.reminders and not keeps_traits(sentence.reminders)) or not clauses:
        return None
    tokens = [t for c in clauses for ch in c.chunks for t in ch.tokens]
    only = only_cards(tokens, text)
    if only is not None:  # "You can only play … Neutral cards or cards of your role" (:mod:`.only_cards`)
        return only
    declined = forgone(tokens)
    if declined is not None:  # "During the upkeep phase, you may choose to not gain resources" (:mod:`.forgoing`)
        return declined
    unkept_terms([t.low for c in clauses for ch in c.chunks for t in ch.tokens], text)  # a role (:mod:`.cannot_verbs`)
    scope = via = condition = named = None
    leading = [c for c in clauses[0].chunks if c.kind not in ("conj", "punct")]
    if clauses[0].connective == ("if",) and len(clauses) > 1:  # "If X, …" with no timing word: a state, or not ours
        condition = condition_of(leading, card_type)
        if condition is None:
            return None
        clauses = others_kept_out(clauses[1:], condition) or clauses[1:]  # "…, other investigators cannot enter X"
    elif (clauses[0].connective == ("while",) or as_long_as(clauses[0].chunks)) and len(clauses) > 1:
        leading = [c for c in as_long_as(clauses[0].chunks) or () if c.kind not in ("conj", "punct")] or leading
        idle = idle_while(leading, list(clauses[1].chunks))  # "While you are investigating Yard, it gets …"
        scope, via, condition = _scope(leading, text, card_type) if idle is None else (None, None, None)
        named = None if idle is None else idle[0]
        clauses = clauses[1:]
    kept = uncancelable(clauses) if scope is None and via is None else None
    if kept is not None:  # "Sebastien Moreau's attacks cannot be canceled" (:mod:`.cannot_cancel`)
        return whose(kept, condition, card_type, text)
    restricted = restrictions(clauses)  # "does not draw", "cannot V or V", "can only V if …" (:mod:`.constant_restrict`)
    barred = placement_barred(list(clauses[0].chunks)) if len(clauses) == 1 and scope is None and via is None else None
    if barred is not None:  # "Clues cannot be placed on non-Altered locations"
        return whose(barred, condition, card_type, text)
    if restricted is not None:
        return _restricted(restricted, scope, via, condition, text, card_type)
    return _read_clauses(clauses, scope, via, condition, named, text, card_type)


def _restricted(restricted: list[Restriction], scope: str | None, via: Fields | None, condition: Fields | None,
                text: str, card_type: str | None) -> list[Fields] | None:
    """Each restriction read as its plain clause is, with its phase and the condition it holds under added to the
    constant's condition (one of each: a second condition of the same kind is not guessed at)."""
    out: list[Fields] = []
    for each in restricted:
        read = _read_clauses([each.clause], scope, via, condition, None, text, card_type)
        if read is None or not all(f.get("cannot") or f.get("provokes") is False for f in read):  # (or no attacks)
            return None
        if each.condition is not None:
            if any("condition" in f for f in read):
                return None
            read = whose(read, each.condition, card_type, text)
        if each.during is not None:
            if any("during" in f.get("condition", {}) for f in read):
                return None
            read = [{**f, "condition": {**f.get("condition", {}), "during": each.during}} for f in read]
        out += read
    return out


def _read_clauses(clauses: list[Clause], scope: str | None, via: Fields | None, condition: Fields | None,
                  named: str | None, text: str, card_type: str | None) -> list[Fields] | None:
    """The constants of the clauses after any "while" clause, governed by its scope, via and condition (and the
    card an idle "while" named, ``named``)."""
    chunks = list(clauses[0].chunks) if condition is None else without_also(list(clauses[0].chunks))
    for more in clauses[1:]:  # ", and -1 [agility]": the list goes on ("gains hunter and retaliate": keywords)
        listed = [Chunk("np", c.tokens) if c.kind == "verb" and c.text.lower() in KEYWORDS else c for c in more.chunks]
        if (run_on := continued(chunks, more)) is not None:  # "except by Spell, Relic, or encounter cards"
            chunks = run_on
            continue
        if more.connective == ("and",) and _shared_subject(listed):
            chunks += listed  # "… gets +1 fight, and cannot be evaded": a predicate sharing the subject
            continue
        if more.connective != ("and",) or any(c.kind not in ("np", "conj", "punct") for c in before_while(listed)):
            return None
        chunks += listed
    assigned = read_assignment(chunks) if scope is None and via is None else None
    if assigned is not None:  # "X may be assigned damage dealt to …", "Horror must be assigned to X before …"
        return assigned
    cut = trailing(chunks)  # "… while X", "… as long as X", "… if X" (:mod:`.constant_conditions`)
    if cut is not None and (cut[2] or condition_of(chunks[cut[1]:], card_type) is not None):
        if scope is not None or via is not None or condition is not None:
            return None
        idle = idle_while(chunks[cut[1]:], chunks[:cut[0]])  # "… deals +1 horror while it is attacking"
        scope, via, condition = _scope(chunks[cut[1]:], text, card_type) if idle is None else (None, None, None)
        chunks = chunks[:cut[0]]
    counted = hand_count_constant(" ".join(t.text for c in chunks for t in c.tokens), scope) if via is None else None
    if counted is not None:  # "each hidden treachery in your hand counts as 3 cards instead of 1 …" (:mod:`.hand_count`)
        return whose(counted, condition, card_type, text)
    modified = read_modify(chunks, scope, text) if via is None else None
    if modified is not None:  # "Reduce the cost of each asset you play by 2" (:mod:`.constant_modify`)
        return whose(modified, condition, card_type, text)
    based = read_base_value(chunks, scope, via, text)
    if based is not None:  # "Set the base value of your [combat] to 5" (:mod:`.base_values`)
        return whose(based, condition, card_type, text)
    counted = read_icon_counts(chunks, scope, via, text)
    if counted is not None:  # "double the number of skill icons committed to this skill test" (:mod:`.icon_counts`)
        return whose(counted, condition, card_type, text)
    doubled = read_token_modifier(chunks, via) if scope is None else None
    if doubled is not None:  # "double the negative modifier of each revealed chaos token" (:mod:`.token_modifiers`)
        return whose(doubled, condition, card_type, text)
    gained = read_keywords(chunks, card_type, text, _referent(chunks, condition)) if scope is None and via is None \
        else None
    if gained is not None:  # "Each Criminal enemy gains Aloof", "she gains …" (:mod:`.constant_keywords`)
        return whose(gained, condition, card_type, text)
    blank = read_blank(chunks, text, card_type) if scope is None and via is None else None
    if blank is not None:  # "Treat the printed text box of each Ally asset you control as if it were blank"
        return whose(blank, condition, card_type, text)
    card = read_card_constant(chunks, card_type, text, named or _referent(chunks, condition)) \
        if scope is None and via is None else None
    if card is not None:  # a card's value modifiers, or what cannot be done to it (:mod:`.constant_cards`)
        return whose(card, condition, card_type, text)
    verb_at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if verb_at is None:
        return None
    try:
        ins = instruction(tuple(chunks[:verb_at + 1]), text)  # the subject and the verb
    except NotParsed:
        return None
    read = _governed(ins, chunks[verb_at + 1:], scope, via, card_type, text) if condition is None or scope is None \
        else None
    return None if read is None else whose(read, condition, card_type, text)


def _shared_subject(chunks: list[Chunk]) -> bool:
    """Whether a clause after "and" is a predicate with no subject of its own that a card's constant may share ("and
    cannot be evaded", "and cannot make attacks of opportunity")."""
    words = [c for c in chunks if c.kind not in ("conj", "punct")]
    return bool(words) and words[0].kind == "verb" and words[0].text.lower().startswith("cannot")


def _referent(chunks: list[Chunk], condition: Fields | None) -> str | None:
    """The card a pronoun subject before the first verb stands for (:func:`.constant_while.referent`)."""
    verb_at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), len(chunks))
    return referent(chunks[:verb_at], condition)


def _governed(ins: Instruction, after: list[Chunk], scope: str | None, via: Fields | None, card_type: str | None,
              text: str) -> list[Fields] | None:
    """What a constant ability with this subject and verb gets or cannot do, whom it governs."""
    if ins.verb == "investigate" and ins.auxiliaries == ("is",) and scope is None and via is None:
        return _investigated_using(ins, after, card_type)
    if "cannot" in ins.auxiliaries and scope is None and via is None and not ins.adverbs:
        barred = enemies_cannot_enter(ins.subject, ins.verb, _words(after), card_type) \
            or cards_barred(ins.subject, ins.verb, after)  # "Assets you control cannot ready" (:mod:`.constant_restrict`)
        if barred is not None:
            return barred
    if scope is None and via is None and (quiet := unprovoked(ins, after)) is not None:
        return quiet  # "Engage actions you perform do not provoke attacks of opportunity" (:mod:`.unprovoking`)
    if (held := read_unraised(ins, after, scope, via, text)) is not None:
        return held  # "While investigating this location, your [intellect] cannot be increased" (:mod:`.unraised`)
    if "cannot" in ins.auxiliaries:  # "… cannot spend clues", "… more than once each round" (:mod:`.cannot_verbs`)
        unheld(ins, after, text)
    who = _who(ins.subject, scope, card_type, text)
    if who is None and ins.subject is not None and ins.subject.words in ([SELF], *OWN) and scope is None:
        who = "self"  # "@self gets +2 health": the card's own value
    name = named_investigator(ins.subject) if who is None and "cannot" in ins.auxiliaries and via is None else None
    if name is not None and not ins.adverbs:  # "Jenny Barnes cannot gain resources …" (:mod:`.cannot_verbs`)
        return governing(_cannot(ins, after, "you", text), name)
    # what is got or forbidden is read from the chunks after the verb ("assets or events")
    if who is None or ins.adverbs or any(c.kind == "adv" for c in after[:times_at(after)]):  # "more than once …"
        return None
    if ins.verb == "get" and not ins.auxiliaries:
        return _get(after, who, via, text)
    if "cannot" in ins.auxiliaries and via is None:
        return _cannot(ins, after, who, text)
    return None
