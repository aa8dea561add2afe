"""The rule of reference: what a pronoun or a demonstrative names, from what the ability named before it.

Card text refers back: "Engage that enemy … Then, deal it 1 damage", "If Hunting Horror is in play, add 1 doom to
it", "Move each clue from Jordan Perry to his location". One rule reads them all, not a phrase a card: a pronoun
("it", "him", "her", "he or she", "its", "his") or a demonstrative ("that enemy", "the chosen asset") names the
**nearest referent before it in the ability** that can be called so —

- "it" / "its" a thing (anything but an investigator), "him" / "her" / "he or she" / "his" a person (anything
  but a location: investigators, and characters printed as enemies or assets);
- "that X" / "the chosen X" / "the X" something of the noun X (an enemy, a location, an investigator, an asset or
  card).

The referents, most recent last (:attr:`.vocabulary.Context.referents`), are what each instruction already lowered
acted on — the fields of its effect that name a target (``enemy``, ``from``, ``to``, ``who``), in the order printed
— and a card named by a condition ("If Hunting Horror is in play, …"), recorded before the instruction it governs.
Each referent keeps the engine selector it was lowered to, so the pronoun is bound at resolution to the same entity:
the triggering enemy, the chosen target, the card named. A referent the engine picks anew each time it is named ("an
enemy at your location", "each enemy …": a choice, or several) cannot be bound by a later pronoun: it is kept as
unbound, and a pronoun whose nearest referent is unbound is refused with that reason, never read as another thing.
With no referent before it, a pronoun keeps the reading the lowering gave it before (the card itself, the one a
choice chose, the one the triggering condition names): :func:`refer` answers None.
"""

from __future__ import annotations

from dataclasses import replace

from .model import NotParsed
from .selectors import singular
from .tokens import tokenize
from .unions import EACH_OF, ONE_OF, SEPARATOR
from .vocabulary import Context, Effect

#: A referent: its kind (``investigator``, ``enemy``, ``location``, ``card``, ``named``: a card or investigator named
#: as printed, whose kind the text does not say) and the selector bound to it (None: one picked anew each time).
Referent = tuple[str, "str | None"]

#: The kind of the referent of the cards a look saw ("them", "those cards": :mod:`.looking`); no pronoun of a thing
#: or a person names it.
LOOKED = "looked"
#: The effects that look at cards, and the engine's word for what they saw.
LOOKS = frozenset({"look-top", "reveal-top"})
#: The kind of the referent of a sentence not read: any pronoun after it may name what it named.
UNREAD = "unread"
#: Head nouns of what a pronoun or demonstrative may name.
HEADS = frozenset({"it", "enemy", "location", "investigator", "asset", "card", "agenda", "act", "treachery", "event",
                   "ally", "token", "clue", "resource", "version", "copy"})
#: The fields of an effect naming what it acts on, in the order card text prints them ("from X to Y").
TARGET_FIELDS = ("enemy", "from", "to", "who")
#: Effects whose ``to`` is no entity acted on (a zone, a deck, the engine's choice itself).
NOT_TARGETS = frozenset({"advance", "resolution"})
#: Effects whose one card picked (``to`` "an Item asset in your hand") the engine binds as ``chosen`` when it picks it
#: (``effects/picked``: put into play, readied, exhausted, tokens placed on), so a later "it" / "that asset" names that card ("Put an
#: Item asset into play from your hand. At the end of your turn, … return it to your hand"; "ready an Ally asset at
#: your location and heal 1 damage or 1 horror from it").
PICKS_BOUND = frozenset({"put-into-play", "ready", "exhaust", "place-tokens"})
#: Effects that repeat until they find one card (``find``: "Discard cards from the top of the encounter deck until an
#: enemy is discarded"); the engine binds the card found as ``chosen`` (``effects/picked.bind_found``), so "that
#: enemy" / "that location" after it names that card, wherever it lies.
FINDS_BOUND = frozenset({"discard-top"})
#: Of those, the effects whose ``amount`` counts tokens, not copies picked ("Place 1 clue on an enemy").
TOKEN_AMOUNTS = frozenset({"place-tokens"})
#: Pronouns of a thing and of a person, and what they cannot name.
THINGS = (["it"], ["its"])
PERSONS = (["him"], ["her"], ["his"], ["he"], ["she"], ["he", "or", "she"], ["him", "or", "her"], ["his", "or", "her"])
#: The pronoun of a place ("spawn the set-aside Umôrdhoth there").
THERE = ["there"]
#: Plural pronouns naming every one of what a condition found ("If there are 1 or more X enemies in play, each of
#: them moves …").
PLURALS = (["each", "of", "them"], ["they"])
#: How a selector of every one of several begins.
EACH = "each-"
#: Selectors bound to one entity at resolution, by their kind.
FIXED: dict[str, str] = {
    "self": "card", "attached-to": "card", "current-agenda": "card", "current-act": "card",
    "attacking-enemy": "enemy", "tested-enemy": "enemy", "triggering-who": "investigator", "testing-investigator": "investigator",
    "your-location": "location", "this-location": "location",
    "tested-location": "location",  # the location the investigation being made is of ("that location", Deduction)
}
#: The noun of a demonstrative → the kinds of referent it may name.
NOUNS: dict[str, tuple[str, ...]] = {
    "enemy": ("enemy", "named"), "location": ("location",), "investigator": ("investigator", "named"),
    "asset": ("card", "named"), "card": ("card", "enemy", "named"), "agenda": ("card",), "act": ("card",),
    "version": ("card", "enemy", "named"),  # "that version": a card of two versions (Sickening Reality), either
    "copy": ("location",),  # "that copy of Bleak Plains": the set-aside copy a replacement put into play
}


def kind_of(selector: str, ctx: Context) -> str:
    """The kind of what ``selector`` picks: from its spelling, the chosen noun, or the triggering condition."""
    if selector == "chosen":
        return {"investigator": "investigator", "enemy": "enemy", "location": "location"}.get(ctx.chosen or "", "card")
    if selector == "self" and ctx.card_type == "enemy":  # "move it …; it does not attack": the enemy card itself
        return "enemy"
    if selector in FIXED:
        return FIXED[selector]
    if selector.startswith("location-of:"):
        return "location"
    if selector.startswith((ONE_OF, EACH_OF)):  # a union: its parts' one kind, else a thing "it" may name
        kinds = {kind_of(part, ctx) for part in selector.split(":", 1)[1].split(SEPARATOR)}
        return kinds.pop() if len(kinds) == 1 else "card"
    if selector == "triggering-what":
        what = str((ctx.trigger or {}).get("what", ""))
        return "enemy" if "enem" in what else "location" if "location" in what else "card"
    parts = selector.split("-")
    for noun in ("investigator", "enemy", "location"):
        if noun in parts or f"{noun}s" in parts or (noun == "enemy" and "enemies" in parts):
            return noun
    return "card" if parts[0] in ("a", "an", "each") else "named"


def bound(selector: str) -> bool:
    """Whether ``selector`` picks the same one entity each time it is resolved (not a choice, not several, not a union
    of parts: ``one-of:`` / ``each-of:``)."""
    return selector.split("-")[0] not in ("a", "an", "each", "any", "one")


def referents(effects: list[Effect], ctx: Context) -> list[Referent]:
    """What ``effects`` acted on, in the order printed: each target field's selector and its kind."""
    out: list[Referent] = []
    for e in effects:
        if e.get("effect") == "choose":
            out.append((kind_of("chosen", replace(ctx, chosen=chosen_noun(e.get("to", "")))), "chosen"))
            continue
        if e.get("effect") in LOOKS:  # "them", "those cards", "the looked-at cards": what the look saw
            out.append((LOOKED, "card-looked-at"))
        if e.get("effect") == "cancel" and ctx.event == "draw-encounter-card":  # "cancel … that card and discard it"
            out.append(("card", "triggering-what"))
        if e.get("effect") == "flip-card" and "to" not in e:  # "Flip this card over and resolve its text": the card
            out.append(("card", "self"))  # itself, named before the pronoun (not the card a trigger names)
        if e.get("effect") == "replace-location":  # "that copy": the copy put in its place, the engine's `chosen`
            out.append(("location", "chosen"))
            continue
        if e.get("effect") == "attach" and "card" not in e and isinstance(e.get("to"), str) and not bound(e["to"]):
            out.append((kind_of(e["to"], ctx), "attached-to"))  # "Attach to an enemy. … that enemy": the one it is on
            continue
        if e.get("effect") in FINDS_BOUND and isinstance(e.get("find"), dict):  # "until an enemy is discarded":
            out.append((kind_of(_found(e), ctx), "chosen" if found_bound(e) else None))  # the one the engine names
        for key in TARGET_FIELDS:
            value = e.get(key)
            if not isinstance(value, str) or value == "you" or (key == "to" and e.get("effect") in NOT_TARGETS):
                continue
            if key == "to" and picked_bound(e):
                out.append((kind_of(value, ctx), "chosen"))
                continue
            place = value.partition("-at:")[2]
            if place and bound(place) and ":" not in place:  # "all enemies at the Ritual Site": the place is named
                out.append(("location", place))  # too ("… and spawn X there"), before what was found at it
            out.append((kind_of(value, ctx), value if bound(value) else None))
        if e.get("effect") == "sequence" and "to" in e:
            continue  # each one in turn (each_one.py): what they named is none of them once the loop is over
        for key in ("effects", "otherwise"):  # an "if"'s instructions name what the sentence after may refer to
            out.extend(referents(e.get(key) or [], ctx))
    return out


def picked_bound(effect: Effect) -> bool:
    """Whether ``effect`` picks one card that the engine then names ``chosen`` (:data:`PICKS_BOUND`): one card ("a",
    "an"), not each of several, nor copies counted, nor the card itself."""
    to = effect.get("to")
    return effect.get("effect") in PICKS_BOUND and isinstance(to, str) and to.split("-")[0] in ("a", "an") \
        and ("amount" not in effect or effect["effect"] in TOKEN_AMOUNTS) and "zone" not in effect


def found_bound(effect: Effect) -> bool:
    """Whether ``effect`` finds one card that the engine then names ``chosen`` (:data:`FINDS_BOUND`): "Discard cards
    from the top of the encounter deck until an enemy is discarded. Spawn that enemy …" — the last card discarded,
    the one it stopped at (``effects/picked.bind_found``)."""
    return effect.get("effect") in FINDS_BOUND and isinstance(effect.get("find"), dict) \
        and not str(effect.get("who", "")).startswith(EACH)  # each investigator's deck: one found each, none named


def _found(effect: Effect) -> str:
    """The selector spelling of what a finding effect stops at ("a-enemy", "a-location"), for its kind and noun."""
    return f"a-{effect['find'].get('type') or 'card'}"


def chosen_noun(selector: str) -> str:
    """The noun a chosen selector's choice is named by afterwards ("an-investigator-at-your-location" →
    investigator, "a-non-elite-enemy-at-your-location" → enemy, "an-asset-you-control" → asset)."""
    nouns = [w for w in selector.replace(":", "-").split("-") if w in ("investigator", "enemy", "location", "asset")]
    return nouns[0] if nouns else "card"  # the head comes before its place: "an-ally-asset-at-your-location"


def remember(ctx: Context, effects: list[Effect]) -> Context:
    """``ctx`` with what ``effects`` acted on as the latest referents (and, after a choice or a card picked and bound
    as one, :func:`picked_bound`, the noun chosen)."""
    chosen = next((chosen_noun(_found(e) if found_bound(e) else e.get("to", "")) for e in reversed(effects)
                   if e.get("effect") == "choose" or picked_bound(e) or found_bound(e)), ctx.chosen)
    found = referents(effects, ctx)
    return replace(ctx, chosen=chosen, referents=ctx.referents + tuple(found)) if found or chosen != ctx.chosen \
        else ctx


def unread(ctx: Context, text: str) -> Context:
    """``ctx`` after a sentence the reader could not read: what it named is unknown, so a pronoun after it is refused
    rather than bound to something named earlier — unless the sentence names nothing a pronoun could name but the
    card itself (no head noun of a thing or person, no name other than a word of the card's own: "You show Daniel
    the clasp" on Daniel Chesterfield)."""
    own = set((ctx.name or "").lower().split()) | {"@self"}
    for t in tokenize(text):
        if (t.kind in ("name", "trait") and t.low not in own) or singular(t.low) in HEADS:
            return replace(ctx, referents=ctx.referents + ((UNREAD, None),))
    return ctx


def named(ctx: Context, selector: str) -> Context:
    """``ctx`` with a card a condition names ("If Hunting Horror is in play") as the latest referent."""
    return mentioned(ctx, (kind_of(selector, ctx), selector))


def mentioned(ctx: Context, referent: Referent) -> Context:
    """``ctx`` with what a condition's count names ("If you are at an Extradimensional location") as the latest
    referent: bound, or (selector None) one a later pronoun cannot name."""
    return replace(ctx, referents=ctx.referents + (referent,))


def wanted(words: list[str]) -> tuple[str, ...] | None:
    """The kinds of referent ``words`` may name, or None when they are no pronoun or demonstrative."""
    if words in THINGS:
        return ("card", "enemy", "location", "named")
    if words in PERSONS:
        return ("investigator", "enemy", "card", "named")
    if words == THERE:  # a place: the location named before it, or a card named as printed (a set-aside location)
        return ("location", "named")
    if len(words) >= 2 and words[0] in ("that", "the") and words[1:-1] in ([], ["chosen"]) \
            and (words[0] == "that" or words[1:-1] == ["chosen"]):
        return NOUNS.get(words[-1])
    return None


def refer(words: list[str], ctx: Context, takes: tuple[str, ...] | None = None) -> str | None:
    """The selector the pronoun or demonstrative ``words`` names: its nearest referent of a kind it may name; None
    when ``words`` are neither or nothing before them can be so named (the lowering's own reading stands). ``takes``:
    the kinds the instruction's slot takes (an enemy's, a location's); a referent of another kind is refused."""
    if words in PLURALS:
        return _every(ctx)
    kinds = wanted(words)
    if kinds is None:
        return None
    said = " ".join(words)
    for kind, selector in reversed(ctx.referents):
        if selector is not None and selector.startswith(EACH):
            continue  # every one a condition found: a plural names it, not "it"
        if kind == UNREAD:
            raise NotParsed(said, f"'{said}' may refer to what a sentence before it names, which was not read")
        if kind in kinds:
            if selector is None:
                raise NotParsed(said, f"'{said}' refers to one picked by an earlier choice (or found by an earlier "
                                "instruction) or to several: the engine binds no later pronoun to it")
            if takes is not None and kind not in takes:
                raise NotParsed(said, f"'{said}' refers to {'an' if kind[0] in 'aeiou' else 'a'} {kind} named "
                                "before, which this instruction does not take")
            return selector
    return _of_trigger(words, kinds, ctx)


def refer_or_none(words: list[str], ctx: Context, takes: tuple[str, ...] | None = None) -> str | None:
    """:func:`refer`, with None where it would refuse: for a reader that only tries its shape of sentence, and leaves
    the sentence (and its refusal) to the readings after it when the reference is not one it can bind."""
    try:
        return refer(words, ctx, takes)
    except NotParsed:
        return None


def _every(ctx: Context) -> str | None:
    """What a plural pronoun names: every one a condition before it found (an ``each-`` referent, the latest before
    any sentence not read); None when there is none (the lowering's own reading of the words stands)."""
    for kind, selector in reversed(ctx.referents):
        if kind == UNREAD:
            return None
        if selector is not None and selector.startswith(EACH):
            return selector
    return None


#: The roles of a triggering condition a demonstrative may name, as the engine's selectors of them.
ROLES = ("who", "what", "source", "to")
#: A triggering condition's "any-of": its alternatives, each a condition of its own (:mod:`.trigger_joined`).
ANY_OF = "any-of"
#: Locations a trigger names that "that location" is not the trigger's for: they are bound already.
FIXED_PLACES = ("your-location", "this-location")


def triggering_enemy(ctx: Context | None) -> str | None:
    """The selector "that enemy" names in a count when no choice before it chose one: the one enemy the triggering
    condition names ("Play after you defeat a Monster enemy. … equal to that enemy's horror value": the enemy defeated,
    ``triggering-what``); None when the trigger names no enemy as what it happened to."""
    what = str(((ctx.trigger if ctx is not None else None) or {}).get("what", ""))
    return "triggering-what" if what.split("-")[-1] == "enemy" else None


def _of_trigger(words: list[str], kinds: tuple[str, ...], ctx: Context) -> str | None:
    """"that location" with nothing named before it in the effect: the one location the triggering condition
    names ("After The Rougarou leaves a location": the location left, ``triggering-source``; "When X enters a
    location": ``triggering-to``); None when it names none or several. (An enemy or an investigator the trigger
    names is the lowering's own reading: the attacker of an attack, ``triggering-who``; "he or she" with nothing named
    before it the investigator the trigger names, ``triggering-who``.)"""
    if ctx.tested and words in THINGS:  # a designated fight's or evasion's "If you succeed, disengage from it": the
        return "tested-enemy"  # enemy its test is made against, not the card bearing the text (Fight, Evade)
    trigger = ctx.trigger or {}
    if words in (["that", "investigator"], ["he", "or", "she"], ["him", "or", "her"]) and "who" not in trigger \
            and str(trigger.get("what", "")).split("-")[-1] == "investigator":
        return "triggering-what"  # "When an investigator would be defeated: That investigator is killed": the one defeated
    if words in (["he", "or", "she"], ["him", "or", "her"]) and "investigator" in str(trigger.get("who", "")).split("-"):
        return "triggering-who"  # "After an investigator enters attached location, he or she tests …": that one
    if words[0] not in ("that", "the") or kinds != NOUNS["location"]:
        return None
    alternatives = trigger.get(ANY_OF) or [trigger]  # "When X's location or a connecting location is flipped over":
    found = [role for role in ROLES  # the same role names a location in each, the one of the timing point that fired
             if all(isinstance(alt.get(role), str) and alt[role].split("-")[-1] == "location" for alt in alternatives)
             and any(alt[role] not in FIXED_PLACES for alt in alternatives)]
    return f"triggering-{found[0]}" if len(found) == 1 else None
