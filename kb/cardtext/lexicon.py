"""The card grammar's lexicon: closed word classes and the verbs of card text.

Card text is English with a small closed grammar and an open set of nouns (card names, traits,
game nouns). So the lexicon lists what is closed — determiners, pronouns, prepositions,
conjunctions, auxiliaries — and the verbs a card can ask for; every other lower-case word is an
open-class word (a noun or an adjective) and capitalised words are names. The grammar
(:mod:`.grammar`) refuses a clause by its structure (no verb, a dangling preposition), so a verb
missing here is a refusal the report names, never a silent guess.
"""

from __future__ import annotations

from functools import lru_cache

DETERMINERS = frozenset(
    "a an the that this these those each every any all another other its their your his her our no "
    "both either neither such same which whose what one".split())
#: A comparative a number follows through "than": "more than 10 cards" is one quantified noun phrase, not "more" and a
#: phrase after the preposition "than".
COMPARATIVES = frozenset({"more", "fewer", "less"})
PRONOUNS = frozenset(
    "you it they them he she him itself themselves yourself himself herself who whom we us i me "
    "something anything nothing everything someone anyone one".split())
PREPOSITIONS = frozenset(
    "to from at in into on onto of for with without by during among under beneath within per than "
    "out up down off through except between toward towards across away behind before after over "
    "around near via upon like below above instead about against along underneath beside inside outside "
    "throughout amongst atop".split())
#: The game's plural nouns, never a verb the lexicon lacks ("You cannot play fast cards", "… on non-Altered
#: locations": after a one-word noun phrase, not "the moon rises").
PLURAL_NOUNS = frozenset(
    "cards locations enemies assets events skills clues investigators treacheries resources actions tokens "
    "abilities weaknesses numbers icons values points symbols modifiers traits keywords".split())
#: Words that join or open clauses.
CONJUNCTIONS = frozenset(
    "and or but then if unless when whenever while as instead otherwise so nor either because although "
    "though where until once whether".split())
#: The keywords a card prints, gains or loses ("gains hunter and retaliate"): a list of them is one noun phrase.
KEYWORDS = ("fast", "hunter", "retaliate", "alert", "aloof", "massive", "peril", "surge", "elusive")
#: Tokens a card or location holds: "on X" after one, before the verb, is where it is ("the last clue on @self is
#: removed", "1 or more doom on the agenda"), not the verb's own phrase ("place 1 clue on X").
HELD_TOKENS = frozenset("clue clues doom damage horror resource resources charge charges secret secrets supply "
                        "supplies".split())
AUXILIARIES = frozenset(
    "may must can cannot would could should might will shall is are was were be been being has have had "
    "do does did not isn't aren't doesn't don't can't couldn't wouldn't hasn't haven't won't "
    # a subject and its verb in one word
    "it's there's that's he's she's what's you're we're they're i'm you've we've i've".split())
ADVERBS = frozenset(
    "also only still again instead immediately automatically additionally otherwise simultaneously "
    "randomly currently already just even exactly directly first last next now twice once thrice "
    "together back here there more less least most up down away aside facedown faceup face-down face-up "
    "never always ever previously successfully unsuccessfully normally alone both rather further "
    "anytime later else well secretly".split())
#: The closed classes together: a word of them is never a noun of a phrase nor a verb the lexicon lacks.
CLOSED = DETERMINERS | PRONOUNS | PREPOSITIONS | CONJUNCTIONS | AUXILIARIES | ADVERBS
NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten twice once thrice".split())

#: The verbs of card text, base form. Inflections (-s, -es, -ed, -ing, -d) are derived.
VERBS = frozenset("""
deal take heal discover draw gain lose spend pay move engage disengage evade fight investigate attack
exhaust ready discard search shuffle reveal place put remove return play commit attach cancel prevent
ignore resign advance flip look choose test succeed fail resolve trigger seal release add increase
reduce treat count enter leave spawn defeat control own get give swap switch replace copy exile
raise lower kill eliminate survive escape win become begin end start finish check record cross mark remember
parley explore use reshuffle set retrieve bring find name reveal would want
act appear attempt assign count perform receive select follow occur apply remain stay contain
have is are be happen keep cause break break count double halve read suffer collect doom drain
hunt patrol retaliate surge slay banish summon awaken channel flee hide drop lead connect
devour consume succumb sacrifice detach transfer cost costs contain chooses exchange provoke
undo repeat skip double hold decide push realize tell show throw spare stop depart plan shake recall
incite distract sign stand investigate die fall speak ask answer let allow see hear feel know think
return try need go come run walk open close call turn pass wait lock unlock choose cover uncover
rotate arrange declare guess discover split divide lift wear carry sell buy steal burn destroy
make mulligan activate
reset
""".split())
#: Irregular verb forms → base.
IRREGULAR = {"took": "take", "taken": "take", "drew": "draw", "drawn": "draw", "lost": "lose",
             "spent": "spend", "paid": "pay", "put": "put", "dealt": "deal", "chose": "choose",
             "chosen": "choose", "won": "win", "became": "become", "began": "begin", "begun": "begin",
             "found": "find", "kept": "keep", "left": "leave", "set": "set", "gave": "give",
             "given": "give", "got": "get", "gotten": "get", "ran": "run", "broke": "break",
             "broken": "break", "read": "read", "fled": "flee", "hid": "hide", "hidden": "hide",
             "led": "lead", "held": "hold", "brought": "bring", "defeats": "defeat", "made": "make"}
#: Verbs that are nouns just as often ("a test", "the damage"): read by position.
NOUN_VERBS = frozenset(
    "test play fight attack search move draw discard spawn control use cost check advance place "
    "record mark trigger ready exhaust damage doom reveal hunt patrol surge end start set name "
    "escape attempt act copy flip swap increase lose reduce effect retaliate mulligan".split())

#: The game's compound nouns whose first word is a verb of the lexicon: a noun wherever it stands ("the encounter
#: deck and discard pile", "or play area").
COMPOUND_NOUNS = frozenset({("discard", "pile"), ("discard", "piles"), ("play", "area"), ("play", "areas"),
                            ("spawn", "location"), ("spawn", "instruction")}
                           # an action's type named by its verb: "Engage actions you perform", "a move action"
                           | {(verb, noun) for verb in ("move", "fight", "evade", "investigate", "engage", "draw",
                                                         "play", "parley", "resign", "activate")
                              for noun in ("action", "actions")})
#: The game's compound nouns whose head is a verb of the lexicon, after its modifier (the head's base form): a noun
#: wherever it stands ("for any skill tests you perform", "evasion attempts", "the resource cost of …").
COMPOUND_HEADS = frozenset({("skill", "test"), ("evasion", "attempt"), ("investigation", "attempt"),
                            ("resource", "cost"), ("experience", "cost")})


@lru_cache(maxsize=4096)
def lemma(word: str) -> str | None:
    """The verb's base form when ``word`` (lower case) is a form of a verb of the lexicon, else None."""
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word in VERBS:
        return word
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"),
                         ("d", ""), ("ing", ""), ("ing", "e")):
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            base = word[: -len(suffix)] + repl
            if base in VERBS:
                return base
            if suffix in ("ed", "ing") and len(base) > 2 and base[-1] == base[-2] and base[:-1] in VERBS:
                return base[:-1]  # "stopped", "getting"
    return None


def elided_subject(part: str) -> bool:
    """Whether a part cut from a sentence opens with a verb's third-person form ("tests", "takes", "engages"): its
    subject is the sentence's, which the part alone would not have ("it readies, engages you, and …")."""
    first = (part.split() or [""])[0].lower()
    base = lemma(first)
    return base is not None and base != first and first.endswith("s")
