"""Lowering: the grammar's tree of one instruction → the engine's effects.

The grammar (:mod:`.grammar`) reads a sentence into clauses of chunks; this module lowers a clause
that is one instruction — a verb, the noun phrase before it (who does it), the one after it (what
it acts on) and its prepositional phrases (to, from, at, on, into) — by its verb, composing each
noun phrase into the engine's selectors from its parts (amount, reference, qualifiers, head, where
it is, whom it is engaged with) rather than looking the phrase up whole. So "each investigator at
your location takes 1 horror", "you take 1 horror" and "take 1 horror and 1 damage" are one rule
(``take``), and "deal 1 damage to an enemy engaged with you" and "exhaust an enemy at your
location" share the enemy selector.

The clause's slots and its selectors are :mod:`.instruction`'s; this module is the rules, one a
verb (:data:`RULES`), each taking only the shape it knows and refusing the rest with
:data:`UNKNOWN` — :func:`lower` then reports the reason the engine cannot hold it when its meaning
is known (:data:`.vocabulary.NO_VOCABULARY`). A duration ("until the end of the round") is cut
first, from the engine's own list, and only the rules of lasting effects take it.
"""

from __future__ import annotations

from collections.abc import Callable

from . import agenda_holders, attacker_damage, attaching, discovering, investigating, doubling, elided_verb, moving_many, one_at_a_time, optional_choice, placed_as, returned_tokens, walking
from . import chosen_for, kept_from_discard, raised_object
from . import (advancing, attack_modifiers, blanking, cancelling, card_moves, card_places, chaos_bag, counted, decks, enemy_verbs,
               fates, first_assigned, flipping, participles, reducing, scenario_decks, spawn_instead,
               forbidding, gaining, getting, having, moving, passives, reference, replacing, revealed, searching,
               spending, switching, test_words, token_moves, token_pool, totals, zone_cards)
from .additional_actions import additional_actions
from .phase_jumps import phase_jump
from .cancel_all import cancel_all
from .attacks import attack, make
from .choices import alternatives, either, or_groups, shared_may
from .idle import ANYWAY, check_campaign_log, cut_idle, idle_reminder, nothing_happens
from .restated import restates
from .flipped_placed import flipped_placed
from .grammar import CLOSED, Chunk, Clause, Refused, completed_by_reminder, read_sentence
from .reminder_area import from_area
from .lexicon import elided_subject
from .narrative import told
from .as_a_group import grouped
from .cannot_cancel import UNCANCELABLE_INSTRUCTION, uncancelable_reminder
from .memory import key_phrase
from .instruction import (UNKNOWN, IDLE_ADVERBS, IDLE_COORDINATED, IDLE_PARTICLES, Instruction, Phrase, amounts,
                          card, determiner, enemy, instruction, investigator,
                          one_amount, target, tokens_of, ONE_OF)
from .model import NotParsed
from .per_investigator import multiplied
from .shared_subject import chosen_once
from .vocabulary import DURATIONS, Context, Effect, no_vocabulary
from .words import SELF

#: The auxiliaries of an instruction: optional ("may") or not ("must"); any other (a negation, a
#: passive "is", a "would") makes the clause something else than an instruction.
MODAL = frozenset({"may", "must"})
#: Verbs "automatically" may qualify: the engine's automatic evasion and test results.
AUTOMATIC = frozenset({"evade", "succeed", "fail"})

# -- the verbs ---------------------------------------------------------------------------------
Rule = Callable[[Instruction, Context], list[Effect]]


def _damage(ins: Instruction, to: str) -> list[Effect]:
    if ins.object is None:
        raise ins.refuse()
    out = []
    for n, kind, quals in amounts(ins, ins.object):
        more = {"additional": True} if "additional" in quals else {}  # "take 2 additional damage": more of it
        quals = [q for q in quals if q != "additional"]  # (added to a dealing in progress: effects/additional.py)
        if kind not in ("damage", "horror") or quals not in ([], ["direct"]):
            raise ins.refuse()
        out.append({"effect": f"deal-{kind}", "amount": n, "to": to, **({"direct": True} if quals else {}), **more})
    return out


def _take(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Take 1 horror" (dealt to the subject); "you may take an additional action this turn", "take an
    additional 3 actions", "that investigator may take 2 additional actions" (``gain-actions``)."""
    extra = additional_actions(ins)  # "… during his or her turn": additional_actions.py
    if extra is not None:
        return [_who({"effect": "gain-actions", "amount": extra}, ins, ctx)]
    if ins.slots:
        raise ins.refuse()
    return _damage(ins, investigator(ins.subject, ctx))


def _deal(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Deal 2 damage to X"; the attacker's damage dealt (:mod:`.attacker_damage`); the attack being made modified ("this attack deals +1 damage": :mod:`.attack_modifiers`)."""
    modified = attack_modifiers.deal(ins, ctx)
    if modified is not None:
        return modified
    attacker = attacker_damage.deal(ins, ctx)  # "deal the attacking enemy's damage to itself": the attack's value
    if attacker is not None:
        return attacker
    if ins.subject is not None or set(ins.slots) != {"to"} or ins.duration is not None:
        raise ins.refuse()
    return _damage(ins, target(ins.slots["to"], ctx))


def _heal(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Heal 2 damage from X"; "you heal 1 horror", "each investigator at your location heals 1 horror" (the
    subject heals itself)."""
    if (ins.subject is not None and "from" in ins.slots) or set(ins.slots) - {"from"} or ins.object is None:
        raise ins.refuse()
    to = target(ins.slots["from"], ctx) if "from" in ins.slots else investigator(ins.subject, ctx)
    if ins.object.words in (["all", "damage"], ["all", "horror"]) and not ins.object.where:  # "Heal all damage from
        return [{"effect": f"heal-{ins.object.words[1]}", "to": to}]  # that enemy": no amount, all there is (Heal)
    out = []
    for n, kind, quals in amounts(ins, ins.object):
        if kind not in ("damage", "horror") or quals not in ([], ["additional"]):  # "heals 1 additional horror"
            raise ins.refuse()
        out.append({"effect": f"heal-{kind}", "amount": n, "to": to})
    return out


def _counted(effect: str, nouns: tuple[str, ...], allowed: tuple[str, ...] = ()) -> Rule:
    """A verb with an amount of one thing and a who: draw N cards, gain N resources, lose N actions."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.slots or ins.object.where:
            raise ins.refuse()
        n, noun, quals = one_amount(ins, ins.object)
        if noun not in nouns or any(q not in allowed for q in quals):
            raise ins.refuse()
        return [_who({"effect": effect, "amount": n}, ins, ctx)]
    return rule


def _who(effect: Effect, ins: Instruction, ctx: Context) -> Effect:
    """``effect`` with the investigator its subject names, unless that is "you" (the engine's default)."""
    who = investigator(ins.subject, ctx)
    return effect if who == "you" else {**effect, "who": who}


def _on_enemy(effect: str) -> Rule:
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.slots or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
            raise ins.refuse()
        if effect == "evade" and "automatically" not in ins.adverbs and ins.object.words[-1:] not in (["enemy"], ["it"]):
            raise ins.refuse()  # "evade each other enemy engaged with you": an instruction to evade is automatic
        return [{"effect": effect, "enemy": enemy(ins.object, ctx), **({"automatic": True}
                                                                      if effect == "evade" else {})}]
    return rule


def _on_card(effect: str) -> Rule:
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.slots or (ins.subject is not None and ins.subject.words != ["you"]):
            raise ins.refuse()  # "(you may) exhaust X": whoever resolves it, the card is exhausted
        return [{"effect": effect, "to": target(ins.object, ctx)}]
    return rule


#: "Place 1 doom on a card you control": one card you control, chosen as the doom is placed (a `target` choice).
CHOSEN_OWN = ("a-card-you-control", "an-asset-you-control")


def _place(ins: Instruction, ctx: Context) -> list[Effect]:
    if ins.object is None or set(ins.slots) - {"on"} or investigator(ins.subject, ctx) != "you":
        raise ins.refuse()
    n, noun, quals = one_amount(ins, ins.object)
    if not token_moves.names_doom([*quals, noun]) or quals not in ([], ["doom"]):
        raise ins.refuse()
    out: Effect = {"effect": "place-doom", "amount": n}
    on = ins.slots.get("on")
    if on is not None:
        to, held = token_moves.holder(on, ctx)  # "on the nearest Cultist enemy", "on each location"
        if to not in ("current-agenda", "self", "triggering-what", *CHOSEN_OWN) and held != "location" \
                and on.words[-1:] != ["enemy"] and to != reference.refer(on.words, ctx) \
                and not agenda_holders.is_agenda_selector(to):
            raise ins.refuse()
        if to != "current-agenda":
            out["to"] = to
    return [out]


def _add_doom_or(fallback: Rule) -> Rule:
    """"Add 1 doom to this agenda / the current agenda": doom placed (``place-doom``, as "place 1 doom on X"); a
    pronoun ("add 1 doom to it") is refused ("it" may be a card named before rather than this one); else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        to = ins.slots.get("to")
        if ins.object is None or not token_moves.names_doom(ins.object.words) or to is None or set(ins.slots) != {"to"}:
            return fallback(ins, ctx)
        if to.words in (["it"], ["him"], ["her"], ["them"]) and reference.refer(to.words, ctx) is None:
            raise ins.refuse()  # with no referent before it, "it" is not assumed to be this card
        return _place(Instruction(ins.text, "place", ins.auxiliaries, ins.adverbs, ins.subject, ins.object,
                                  {"on": to}), ctx)
    return rule


def _advance(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Advance the current act"; on an act or agenda, "advance this agenda" and a bare "(immediately)
    advance" advance the card itself, the current one of its deck."""
    own = ctx.card_type if ctx.card_type in ("act", "agenda") else None
    if ins.slots or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
        raise ins.refuse()
    if own and (ins.object is None or ins.object.words in (["this", own], [SELF])):
        return [{"effect": "advance", "to": f"current-{own}"}]
    if ins.object is None:
        raise ins.refuse()
    det, rest = determiner(ins.object.words)
    rest = [w for w in rest if w != "current"]
    if rest not in (["act"], ["agenda"], ["act", "deck"], ["agenda", "deck"]) or det not in ("", "the"):
        raise ins.refuse()
    return [{"effect": "advance", "to": f"current-{rest[0]}"}]


def _bare(effect: str) -> Rule:
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is not None or ins.slots or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
            raise ins.refuse()
        return [{"effect": effect}]
    return rule


def _self_only(effect: str, slots: frozenset[str] = frozenset()) -> Rule:
    """"Discard @self", "put it into play": an effect on the card bearing the ability."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.subject is not None or set(ins.slots) != slots:
            raise ins.refuse()
        if any(p.words != ["play"] or p.where for p in ins.slots.values()) or card(ins.object, ctx) != "self":
            raise ins.refuse()
        return [{"effect": effect, "to": "self"}]
    return rule


#: "an encounter card": one drawn from the encounter deck.
ENCOUNTER_CARD = (["an", "encounter", "card"], ["1", "encounter", "card"])


def _test(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Test [skill] (N)", "that investigator tests [skill] (N)": the difficulty is the parenthesised
    number after the skill; who tests is the subject."""
    tokens = ins.object.tokens if ins.object is not None else []
    if len(tokens) != 1 or tokens[0].kind != "skill" or ins.slots or ins.difficulty is None:
        raise ins.refuse()
    return [_who({"effect": "test", "skill": tokens[0].low.strip("[]"), "difficulty": ins.difficulty}, ins, ctx)]


def _automatic(ins: Instruction, ctx: Context) -> list[Effect]:
    """"You automatically succeed", "this test automatically fails", "automatically fail this test"."""
    subject = [w for w in ins.subject.words if w != "automatically"] if ins.subject is not None else []
    test = ins.object.words if ins.object is not None else []
    tests = ([], ["this", "test"], ["the", "test"], ["this", "skill", "test"])
    if "automatically" not in ins.adverbs | set(ins.subject.words if ins.subject else ()) or ins.slots \
            or subject not in ([], ["you"], *tests[1:]) or test not in tests or (subject in tests[1:] and test):
        raise ins.refuse()
    return [{"effect": "automatic", "result": "success" if ins.verb == "succeed" else "fail"}]


def _end(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Your turn ends (immediately)", "end your turn (immediately)": an idle adverb the chunker kept in the phrase."""
    phrase = ins.object if ins.subject is None else ins.subject
    if phrase is None or [w for w in phrase.words if w not in IDLE_ADVERBS] != ["your", "turn"] or ins.slots or (ins.object and ins.subject):
        raise ins.refuse()
    return [{"effect": "end-turn"}]


def _seal(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Seal it (that token, the revealed token) on @self": the token just revealed, on this card."""
    on = ins.slots.get("on")
    if ins.object is None or on is None or len(ins.slots) != 1 or ins.subject is not None \
            or ins.object.words not in (["it"], ["that", "token"], ["the", "revealed", "token"]) or card(on, ctx) != "self":
        raise ins.refuse()
    return [{"effect": "seal", "to": "self"}]


def _release(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Release each token sealed on @self": the tokens go back to the chaos bag."""
    phrase = ins.object
    if phrase is None or not phrase.sealed or ins.slots or ins.subject is not None or phrase.where is None \
            or card(Phrase(tokens_of(phrase.where)), ctx) != "self" \
            or [w for w in phrase.words if w != "chaos"][1:] not in (["token"], ["tokens"]):
        raise ins.refuse()
    return [{"effect": "release", "to": "self"}]


def _shuffle(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Shuffle your deck", "Shuffle the encounter deck", "Shuffle your discard pile into your deck"; a card shuffled
    into a deck (:func:`.decks.shuffle_into`)."""
    if ins.subject is not None or ins.object is None:
        raise ins.refuse()
    if set(ins.slots) == {"into"} and ins.object.words == ["your", "discard", "pile"]:
        return [{"effect": "shuffle-deck", **decks.deck(ins.slots["into"], ins), "discard-pile": True}]
    if set(ins.slots) == {"into"}:
        return decks.shuffle_into(ins, ctx)
    if decks.shuffled_location(ins, ctx):  # "shuffle @self into the encounter deck instead of moving to …": why not
        raise ins.refuse(decks.SHUFFLED_LOCATION)
    if ins.slots:
        raise ins.refuse()
    return [{"effect": "shuffle-deck", **decks.deck(ins.object, ins)}]


def _discard(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Discard @self"; "Discard the top N cards of your deck / of the encounter deck", "Discard N cards from the top
    of your deck" (:func:`.decks.taken`); "discard all your resources", "discard your hand" (:func:`.counted.all_of`)."""
    every = counted.all_of(ins, ctx)
    if every is not None:
        return every
    took = decks.taken(ins)
    if took is None:
        return _self_only("discard")(ins, ctx)
    n, deck = took
    return [{"effect": "discard-top", "amount": n, **deck}]


def _draw(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Draw 2 cards"; "draw an encounter card", "Draw the top 3 cards of the encounter deck", "each investigator
    draws 1 card from the top of the encounter deck" (cards taken from a deck: :func:`.decks.taken`), "Draw the
    encounter card underneath @self" (:func:`.decks.underneath`)."""
    if ins.object is not None and ins.object.words in ENCOUNTER_CARD and not ins.slots:
        return [_who({"effect": "draw-encounter-card"}, ins, ctx)]
    from_pile = searching.topmost(ins, ctx)
    if from_pile is not None:
        return [from_pile]
    host = decks.underneath(ins, ctx)
    if host is not None:
        return [_who({"effect": "draw-encounter-card", "to": host}, ins, ctx)]
    took = decks.taken(ins)
    if took is None:
        return _counted("draw", ("card",))(ins, ctx)
    n, deck = took
    if deck.get("deck") == "encounter":
        return [_who({"effect": "draw-encounter-card", **({"amount": n} if n != 1 else {})}, ins, ctx)]
    if deck:
        raise ins.refuse()
    return [_who({"effect": "draw", "amount": n}, ins, ctx)]


def _choose(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Choose an investigator at your location", "choose a non-Elite enemy at your location": one of what the
    selector picks, chosen now, which "that investigator", "that enemy", "it" name afterwards (``chosen``)."""
    if ins.object is None or ins.slots or investigator(ins.subject, ctx) != "you":
        raise ins.refuse()
    picked = target(ins.object, ctx)
    if not having.picks_one(picked, ("a-", "an-", ONE_OF)):  # "choose each enemy", "choose that enemy": no choice
        raise ins.refuse("a choice of what the engine's selectors do not pick one of")
    return [{"effect": "choose", "to": picked}]


#: The verbs lowered from the tree, by base form.
RULES: dict[str, Rule] = {
    "take": token_pool.taken_or(moving.control_or(card_moves.control_or(_take))), "suffer": fates.trauma_or(_take), "deal": _deal, "heal": _heal, "discover": discovering.discover, "investigate": investigating.investigate,
    "draw": card_places.draw_or(scenario_decks.draw_or(_draw)), "gain": gaining.keywords_or(getting.keyword_or(token_pool.clues_or(_counted("gain-resources", ("resource",))))),
    "lose": gaining.keywords_or(lambda ins, ctx: getting.lose_all(ins, ctx) or (
        _counted("lose-actions", ("action",))(ins, ctx) if ins.object is not None and ins.object.words[-1].startswith("action")
        else counted.all_of(ins, ctx) or _counted("lose-resources", ("resource",))(ins, ctx))),
    "earn": _counted("earn-experience", ("experience",), ("additional",)),
    "move": moving_many.joint_or(moving.move), "disengage": moving.disengage, "resolve": flipping.resolve_text_or(moving.resolve_hunter), "engage": enemy_verbs.engage_any_number_or(moving.engage_or(_on_enemy("engage"))), "evade": _on_enemy("evade"),
    "exhaust": _on_card("exhaust"), "ready": enemy_verbs.ready_or(_on_card("ready")), "place": card_places.places_or(moving.own_tokens_or(token_moves.tokens_or(_place))), "advance": advancing.to_number_or(_advance),
    "resign": _bare("resign"), "explore": _bare("explore"),
    "cancel": cancelling.cancel, "prevent": cancelling.prevent, "test": _test, "get": getting.get, "succeed": _automatic,
    "fail": _automatic, "end": _end, "reveal": returned_tokens.new_token_or(revealed.reveal), "seal": _seal, "release": _release,
    "discard": token_moves.discarded_tokens_or(totals.discard_total_or(card_moves.discard_or(_discard))), "shuffle": card_places.shuffle_or(_shuffle), "set": card_places.set_aside, "exile": card_places.exile,
    "put": scenario_decks.put_or(card_places.control_or(card_places.places_or(zone_cards.put_or(card_moves.put_or(_self_only("put-into-play", frozenset({"into"}))))))),
    "attack": attack, "make": make, "spawn": spawn_instead.spawn_instead_or(card_moves.spawn), "play": zone_cards.play,
    "return": returned_tokens.return_or(card_places.places_or(moving.own_tokens_or(card_moves.move_card))), "add": chaos_bag.added_or(test_words.value_or(token_moves.tokens_or(_add_doom_or(card_places.places_or(card_moves.move_card))))),
    "remove": card_places.places_or(token_moves.tokens_or(card_moves.move_card)),
    "search": searching.search, "attach": card_places.attach_or(card_moves.attach), "choose": card_places.choose_or(zone_cards.choose_or(_choose)), "defeat": enemy_verbs.defeat,
    "skip": phase_jump, "repeat": phase_jump,
    "use": test_words.use_skill, "flip": flipping.flip, "switch": switching.switch, "spend": token_pool.spend, "pay": token_pool.spend, "double": doubling.double, "happen": nothing_happens, "check": check_campaign_log,
}


#: The rules of a family module that take a duration (the verb's change lasts for it: Lasting Effects), registered by it.
TIMED: set[Callable[..., list[Effect]]] = set()


def cut_duration(text: str) -> tuple[str, str | None]:
    """``text`` without its duration ("… until the end of the round", "For this test, …") and the
    engine's name for it: a closed list, the engine's own durations. After a bare verb the words are its object, not a
    duration ("Skip this phase")."""
    low = text.lower().rstrip(" .")
    for printed in sorted(DURATIONS, key=len, reverse=True):
        if low.endswith(" " + printed) and not low.endswith(" turn " + printed) \
                and " " in low[:-len(printed)].strip():  # "his or her turn this round"; "Skip this phase"
            return text[: len(low) - len(printed)].rstrip(" ,"), DURATIONS[printed]
        if low.startswith(printed + ", "):
            return text[len(printed) + 2:], DURATIONS[printed]
    return text, None


def _purpose(chunks: list[Chunk]) -> int | None:
    """Where "Test [skill] (N) to ask Constance about the play" turns from the test to its story (an
    infinitive of purpose after the tested skill, which changes nothing the engine does), if it does."""
    if len(chunks) < 3 or chunks[0].kind != "verb" or chunks[0].text.lower() != "test" or chunks[1].kind != "np":
        return None
    infinitive = [c.kind == "verb" and c.text.lower().startswith("to ") for c in chunks[2:]]
    attempt = chunks[2].kind == "pp" and chunks[2].text.lower() == "to attempt" and any(infinitive[1:])  # "to attempt to"
    return 2 if infinitive[0] or attempt or _unknown_infinitive(chunks[2]) else None


def _unknown_infinitive(chunk: Chunk) -> bool:
    """"to convince an old trapper", "to question Haruko": "to" and a lower-case word the lexicon does not know as
    a verb, where a destination would have a determiner or a name ("to your location", "to Haruko")."""
    tokens = chunk.tokens
    return chunk.kind == "pp" and len(tokens) >= 2 and tokens[0].low == "to" and tokens[1].kind == "word" \
        and tokens[1].text.islower() and tokens[1].low not in CLOSED


def lower_tree(text: str, ctx: Context) -> list[Effect]:
    """The effects of one sentence of instructions (joined by "and" or "then") read from its tree."""
    words, duration = cut_duration(text)
    words = cut_idle(words)  # "in player order", "regardless of their location" (:mod:`.idle`)
    words = raised_object.distribute(words)  # "add 1 doom to or remove 1 doom from X": X after each (raised_object.py)
    try:
        sentence = read_sentence(words)
    except Refused:
        raise NotParsed(text, UNKNOWN) from None
    if (complete := completed_by_reminder(sentence) or from_area(sentence)) is not None:  # "Move (to a connecting location)"
        return lower_tree(complete, ctx)
    difficulty = None
    reminders = [r for r in sentence.reminders if not idle_reminder(r) and not restates(r, sentence.clauses)]
    if reminders:  # only a test's difficulty: other parentheses are the structure's business
        if any(uncancelable_reminder(r) for r in reminders):
            raise NotParsed(text, UNCANCELABLE_INSTRUCTION)
        if len(reminders) > 1 or not reminders[0].isdigit():
            raise NotParsed(text, UNKNOWN)
        difficulty = int(reminders[0])
    try:
        if (whole := replacing.whole(sentence.clauses, text, ctx)) is not None:
            return whole  # "Discard cards … until an enemy is discarded"; "Remove X …, and replace it with …"
        groups = or_groups(sentence.clauses)
        if groups is None:
            return chosen_once(_lower_clauses(list(sentence.clauses), text, difficulty, duration, ctx), sentence.clauses)
        options, optional = shared_may([_lower_clauses(g, text, difficulty, duration, ctx, first=("or", "either"))
                                        for g in groups])
        choice = either(options, text, [" ".join(c.text for c in g) for g in groups])
        if choice is not None and optional:
            choice["may"] = True  # "You may A or B": A, B, or neither
    except NotParsed as problem:  # a reminder left out of the clauses is quoted with them
        if len(reminders) < len(sentence.reminders):
            raise NotParsed(text, problem.reason) from None
        raise
    if choice is None:
        raise NotParsed(text, "a choice with an option that has no instruction, opens with 'Then' or 'may', or acts "
                        "on the triggering condition")
    return [choice]


#: Verbs whose amount may name two things to choose from ("heal 1 damage or horror").
ALTERNATIVE_AMOUNTS = frozenset({"take", "suffer", "deal", "heal", "place"})


def _lower_clauses(clauses: list[Clause], text: str, difficulty: int | None, duration: str | None, ctx: Context,
                   first: tuple[str, ...] = ()) -> list[Effect]:
    """The effects of clauses joined by "and" or "then" (the first may open with ``first``: "or")."""
    clauses = one_at_a_time.cut(clauses)  # "One at a time, play up to 3 assets …": each play is one sequence
    out: list[Effect] = []
    subject: Phrase | None = None
    story = False  # "Test [agility] (7) to try to break into a greenhouse and take a look around": the purpose goes on
    for n, clause in enumerate(clauses):
        if any(w not in ("and", "then") + (first if n == 0 else ()) for w in clause.connective):
            raise NotParsed(text, UNKNOWN)
        if story and clause.connective == ("and",):
            continue  # the purpose's words, kept with the test's text
        if (canceled := cancel_all(clause, duration, ctx)) is not None:  # "Cancel all attacks made by …" (cancel_all.py)
            out.extend(canceled)
            continue
        if (read := passives.passive(clause, ctx)) is not None:  # "you are killed": the subject its patient
            (effects, subject), ctx = read, reference.remember(ctx, read[0])
            out.extend([{**effects[0], "then": True}, *effects[1:]] if "then" in clause.connective and out else effects)
            continue
        if n > 0 and (walk := walking.shared_walk(clause, subject, ctx)) is not None:
            out.extend(walk)  # "readies, moves (one location at a time) until it reaches your location, …"
            continue
        clause, cost_change = reducing.cut(clause)  # "…, reducing its resource cost by 3": the card played's cost
        purpose = _purpose(clause.chunks)
        story = purpose is not None
        ins = instruction(clause.chunks[:purpose], clause.text, compound=True)
        if ins.subject is None and n > 0 and (clause.connective or elided_subject(clause.text)):
            ins.subject = subject  # "That investigator heals 1 horror and tests [willpower] (2)": one subject, two verbs
        subject = ins.subject
        ins.difficulty, ins.duration = difficulty, duration
        forbidden = any(a in ("cannot", "can't") for a in ins.auxiliaries) or ins.auxiliaries in forbidding.NEGATED
        if set(ins.auxiliaries) - (MODAL | ({"cannot", "can't", "be", "do", "does", "not"} if forbidden else set())):
            raise NotParsed(text, UNKNOWN)  # a negation, a passive, a condition ("would"): not an instruction
        found = searching.found(ins, ctx, out[-1]) if out and out[-1]["effect"] == "search-deck" \
            and "found" not in out[-1] else None
        if found:
            out[-1].update(found)  # "… and add it to your hand": what becomes of the card found
            continue
        if out and out[-1]["effect"] == "search-deck" and "found" in out[-1] and searching.shuffled(ins, out[-1], ctx):
            out[-1]["shuffle"] = True  # "… and shuffles the remaining cards into his or her deck"
            continue
        if out and (placed := flipped_placed(ins, ctx, out[-1])) is not None:
            out.append(placed)  # "Flip 1 clue on X to its doom side and place it on Y": the flipped token moved
            continue
        rule = forbidding.cannot if forbidden else RULES.get(ins.verb)
        timed = rule in (getting.get, forbidding.cannot, test_words.use_skill) or rule in TIMED \
            or gaining.characteristic(ins) \
            or (ins.verb == "take" and additional_actions(ins) is not None) \
            or (ins.verb == "deal" and duration == attack_modifiers.THIS_TEST) \
            or (ins.verb == "lose" and duration == "until-end-of-turn" and ins.object is not None
                and ins.object.words[-1] in ("action", "actions"))  # actions lost are this turn's (lose-actions)
        if rule is None or (duration is not None and not timed) \
                or set(ins.coordinated) - IDLE_COORDINATED.get(ins.verb, frozenset()) \
                or ins.adverbs - IDLE_ADVERBS - IDLE_PARTICLES.get(ins.verb, frozenset()) \
                - ({"automatically"} if ins.verb in AUTOMATIC else set()) - (set(moving.ADVERBS) if ins.verb == "move" else set()):
            raise NotParsed(text, UNKNOWN)
        options = alternatives(ins) if ins.verb in ALTERNATIVE_AMOUNTS and not forbidden else None
        choice = either([rule(o, ctx) for o in options], clause.text) if options else None
        if options and choice is None:
            raise ins.refuse()
        effects = [choice] if choice else rule(ins, ctx)
        effects = effects if cost_change is None else reducing.apply(effects, cost_change, text)
        if ins.instead_of is not None:  # "… instead of discarding it": only the card itself, where the engine sends it
            effects = card_moves.instead_of_discarding(ins, ctx, effects)
        ctx = reference.remember(ctx, effects)  # "Choose an enemy … and deal 1 damage to it": what "it" names after
        if purpose is not None:  # the story's words are kept with the test, for the trace
            effects[0]["text"] = text.rstrip(" .")
        if "then" in clause.connective and out:
            effects[0]["then"] = True
        if "may" in ins.auxiliaries:
            for e in effects:
                e["may"] = True
        out.extend(effects)
    if not out and (not clauses or effects is not ANYWAY):  # ANYWAY: a statement read, of what happens anyway
        raise NotParsed(text, UNKNOWN)
    out = attaching.spawned_first(moving.join_disengage(out))  # "attach X to that enemy and spawn it": spawned first
    if any(e["effect"] == "search-deck" and "found" not in e for e in out):
        raise NotParsed(text, "a search with no instruction for the card found (drawn, or added to the hand)")
    return out


@told(RULES)  # story beside the instruction, a resolution point after it (narrative.py)
@grouped  # ", as a group,": tokens given up together (as_a_group.py)
@placed_as.placed_as  # "Place 1 resource on X …, as a secret": the card's uses (placed_as.py)
@kept_from_discard.kept_from_discard  # "… instead of in your discard pile": moved from there (kept_from_discard.py)
@first_assigned.first_assignment  # "…, which must be assigned to X first, if able" (first_assigned.py)
@optional_choice.chosen_to  # "you may X to Y": Y if X was done (optional_choice.py)
@chosen_for.chosen_for  # "(you may) choose X to Y": the choice now, Y done to it (chosen_for.py)
@elided_verb.elided  # "Look at A, or B", "gain 2 clues and 2 resources": the verb given back (elided_verb.py)
@participles.accompanied  # "…, removing all clues from it": the participle on the object (participles.py)
@scenario_decks.entering_unrevealed  # "… into play, unrevealed": how a scenario deck's cards enter (scenario_decks.py)
@spending.bought  # "you may spend 1 additional action to deal +1 damage …": the cost and what it buys (spending.py)
def lower(text: str, ctx: Context) -> list[Effect]:
    """One clause's effects from the grammar's tree; refused with the reason when known (`no_vocabulary`)."""
    if (kept := key_phrase(text, ctx)) is not None:
        return multiplied([kept], text)
    if (blank := blanking.treated_blank(*cut_duration(text), ctx)) is not None:  # "Treat X's text box as … blank"
        return blank
    try:
        return multiplied(lower_tree(text, ctx), text)
    except NotParsed as problem:
        known = no_vocabulary(text) if problem.reason == UNKNOWN else None
        raise NotParsed(text, known) if known else problem from None
