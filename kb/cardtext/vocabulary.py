"""The engine's vocabulary as data, for the lowering (:mod:`.lowering`) to read.

- :class:`Context`: what a clause's words refer to ("that enemy" is the attacker when an attack
  triggered the ability, else the enemy the triggering condition names);
- :data:`DURATIONS`: the printed durations and the engine's durations of a lasting effect;
- :data:`CANNOT`: what "you cannot …" forbids, as the engine's events;
- :data:`NO_VOCABULARY`: instructions whose meaning is known but that the engine's effects cannot
  hold ("Shuffle …", "Search …"), each with the reason a gap reports (gaps as data).

No phrase is lowered here: the instructions themselves are read from the grammar's tree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .model import NotParsed
from .words import compiled

Effect = dict[str, Any]


@dataclass(frozen=True)
class Context:
    """What a clause's words refer to: the ability's kind, timing and trigger, the card's type."""

    kind: str = "constant"
    timing: str | None = None
    trigger: dict[str, Any] | None = None
    card_type: str | None = None
    #: The noun of what a "Choose …" chose ("investigator", "enemy", "asset"): "that investigator", "it", "he or
    #: she" after it name the engine's ``chosen`` (:func:`.instruction.chosen`).
    chosen: str | None = None
    #: The card's own name (its text reads it as ``@self``), for the words an effect keeps verbatim.
    name: str | None = None
    #: The ability is a designated fight or evasion: its own test is made against an enemy, which "that enemy" and
    #: "the attacked enemy" name in its results (the engine's ``tested-enemy``).
    tested: bool = False
    #: The clause is on a chaos token's line ("[skull]: -2. You may spend 2 resources to treat this token as a 0"):
    #: "this token" is the token whose line resolves at ST.4 (the engine's ``treat-token`` acts on it there).
    token_line: bool = False
    #: The clause resolves while a skill test is being made and is no result of one read before it (a chaos token's
    #: line, at ST.4 or as its results at ST.7): "after this skill test" names that test's end (:mod:`.test_end`).
    during_test: bool = False
    #: What the ability named before the clause being read, most recent last: (kind, selector or None when picked
    #: anew each time), for the rule of reference (:mod:`.reference`: "it", "that enemy", "her location").
    referents: tuple[tuple[str, str | None], ...] = ()

    @property
    def event(self) -> str | None:
        return (self.trigger or {}).get("event")

    def that_card(self) -> str:
        """"That card": the card the triggering condition names — the card an attack was performed with when the
        condition names one ("After you perform an attack against X using a Melee card: Discard that card": the
        fight's ``source``, the card fought with), else its ``what``."""
        trigger = self.trigger or {}
        if trigger.get("event") == "fight" and trigger.get("source") is not None:
            return "triggering-source"
        return "triggering-what"

    def pronoun_card(self) -> str:
        """A pronoun naming no card before it in the ability (the rule of reference): the attacker when the triggering
        condition is an attack on you and the card is no enemy ("When an enemy attacks you: Deal 2 damage to it"), the
        card the condition names when it names another ("After an enemy is defeated: Remove it from the game") — for a
        condition that is any of several, when each of them names another ("After you play an event or discard an
        event from play: Place it …": the card of the one that occurred) —, else the card bearing the text."""
        trigger = self.trigger or {}
        if self.event == "enemy-attack" and trigger.get("source") not in (None, "self") and self.card_type != "enemy":
            return "attacking-enemy"
        if trigger.get("any-of"):
            named = all(alt.get("what") not in (None, "self") for alt in trigger["any-of"])
            return "triggering-what" if named else "self"
        return "triggering-what" if trigger.get("what") not in (None, "self") else "self"

    def that_enemy(self) -> str:
        """"That enemy": the enemy a designated fight or evasion is made against, the attacker of an attack, else the
        enemy the triggering condition names."""
        if self.tested:
            return TESTED_ENEMY
        if self.event == "enemy-attack" or (self.trigger or {}).get("via") in ("attack", "enemy-phase"):
            return "attacking-enemy"
        if self.event in ("defeated", "engage", "evade", "evaded", "fight", "spawn", "succeed-skill-test",
                          "fail-skill-test", "draw-encounter-card", "enemy-moves", "placed-beneath"):
            return "triggering-what"
        raise NotParsed("that enemy", "'that enemy' has nothing to refer to in this triggering condition")


#: The enemy the current skill test is made against (the engine's selector).
TESTED_ENEMY = "tested-enemy"
#: The selector of what a "Choose …" chose, or of the one card an earlier instruction picked or found: the engine's
#: ``chosen`` (its ``choose`` effect binds it, a count binds it to that card's name as it is made).
CHOSEN = "chosen"
#: "the lead investigator" (its determiner and words): the engine's ``lead-investigator`` (Lead Investigator).
LEAD = ("the", ["lead", "investigator"])
#: "the attacked enemy", "the evaded enemy": the enemy of a designated fight or evasion, by its participle; "the chosen
#: enemy" with no choice before it, the one chosen as the action's target (Stealth: "Evade. The chosen enemy gets -2
#: evade for this evasion attempt").
TESTED_PARTICIPLES = frozenset({"attacked", "evaded", "chosen"})

#: The printed durations → the engine's durations of a lasting effect.
DURATIONS: dict[str, str] = {
    "for this skill test": "for-this-skill-test", "for this test": "for-this-skill-test",
    "for that skill test": "for-this-skill-test", "for that test": "for-this-skill-test",
    "for this attack": "for-this-skill-test", "for this investigation": "for-this-skill-test",
    "for this evasion attempt": "for-this-skill-test", "for this evasion": "for-this-skill-test",
    "until the end of the test": "for-this-skill-test", "until the end of the skill test": "for-this-skill-test",
    "until the end of the turn": "until-end-of-turn", "until the end of your turn": "until-end-of-turn",
    "until the end of the phase": "until-end-of-phase", "until the end of the round": "until-end-of-round",
    "for the remainder of the phase": "until-end-of-phase", "for the remainder of the round": "until-end-of-round",
    "for the remainder of the game": "until-end-of-game",
    "this turn": "until-end-of-turn", "this phase": "until-end-of-phase", "this round": "until-end-of-round",
    "until the end of this turn": "until-end-of-turn", "until the end of the active investigator's turn":
        "until-end-of-turn",
}
#: "until the end of the investigation phase": the end of the phase it names (which may be a later phase than the
#: current one: a lasting effect made in the mythos phase lasts through the investigation phase).
DURATIONS.update({f"until the end of the {phase} phase": f"until-end-of-{phase}-phase"
                  for phase in ("mythos", "investigation", "enemy", "upkeep")})
#: "Until Mr. Peabody readies, …": an end event rather than a period, the card whose ability made the effect readying.
DURATIONS["until @self readies"] = "until-source-readies"
#: "for the next skill test you perform (this turn)": until the first test it modifies ends, bounded by the period
#: printed after it (the engine's ``next-skill-test…`` durations).
DURATIONS.update({f"for {whose} next skill test{who}{period}": f"next-skill-test{bound}"
                  for whose, who in (("the", " you perform"), ("the", " you make"), ("the", " you attempt"),
                                     ("your", ""))
                  for period, bound in (("", ""), (" this turn", "-this-turn"), (" this phase", "-this-phase"),
                                        (" this round", "-this-round"))})
#: "for the next attack performed against it (this phase)": a change of an enemy's value until the first attack against
#: it (any investigator's) it modifies ends, bounded by the period printed after it.
DURATIONS.update({f"for the next attack{made} against it{period}": f"next-skill-test{bound}"
                  for made in ("", " performed", " made")
                  for period, bound in (("", ""), (" this turn", "-this-turn"), (" this phase", "-this-phase"),
                                        (" this round", "-this-round"))})

#: "You cannot …" phrases → the event a ``cannot`` lasting effect or constant ability forbids.
CANNOT: dict[str, dict[str, Any]] = {
    "gain resources": {"event": "gain-resources"},
    "draw cards": {"event": "draw-cards"},
    "move": {"event": "move"},
    "investigate": {"event": "investigate"},
    "investigate @self": {"event": "investigate", "what": "self"},
    "investigate this location": {"event": "investigate", "what": "this-location"},
    "play events": {"event": "play-card", "what": "event"},
    "play assets": {"event": "play-card", "what": "asset"},
    "play cards": {"event": "play-card"},
    "commit cards to skill tests": {"event": "commit-card"},
    "discover clues": {"event": "discover-clues"},
    "spend clues": {"event": "spend-clues"},  # no cost in clues is paid by him or her (core/costs.py)
    # "… cannot take control of clues": a card effect's clues moved to him or her stay where they are (Clues)
    "take control of clues": {"event": "remove-clues"},
    "heal damage": {"event": "heal", "via": "damage"}, "heal horror": {"event": "heal", "via": "horror"},
    "move into @self": {"event": "move", "what": "self"}, "enter @self": {"event": "move", "what": "self"},
    "leave @self": {"event": "move", "source": "self"}, "leave this location": {"event": "move", "source": "self"},
    "move out of @self": {"event": "move", "source": "self"},
    "attack @self": {"event": "fight", "what": "self"}, "fight @self": {"event": "fight", "what": "self"},
    "evade @self": {"event": "evade", "what": "self"},
    # "Do not reveal chaos tokens (from the chaos bag) for this test": ST.3 reveals none (``procedures/reveal.py``)
    "reveal chaos tokens": {"event": "reveal-chaos-token"},
    "reveal chaos tokens from the chaos bag": {"event": "reveal-chaos-token"},
    # "You cannot mulligan": setup step 8's mulligan is not taken (``procedures/setup.py``)
    "mulligan": {"event": "mulligan"},
    # "You cannot cancel horror": no damage or horror dealt to you is prevented (``effects/conditions.py``: prevent)
    "cancel horror": {"event": "cancel", "via": "horror"}, "cancel damage": {"event": "cancel", "via": "damage"},
}


#: Clauses with a known meaning the engine's effects cannot hold: reported with this reason.
#: A fast event's play instruction naming a time period rather than a timing point (the engine's
#: ``play-during``): "Play only during your turn".
PLAY_PERIODS: dict[str, str] = {
    "during your turn": "your-turn", "during any investigator's turn": "any-turn",
    "during any [free] player window": "any-player-window",
}

#: The cards an earlier look saw, acted on by an instruction the engine cannot hold.
LOOKED_AT_CARDS = ("acting on the cards a look saw other than discarding them or putting them into play engaged with "
                   "you (drawn, played, placed on the bottom, put into play with no place said): the engine's selector "
                   "of them is taken by 'discard' and by 'put-into-play' into a threat area")

NO_VOCABULARY: list[tuple[str, str]] = [
    (r"(?:you )?loses? (?:all|each of) (?:your )?resources", "losing every resource: the engine's 'lose-resources' "
     "takes an amount"),
    (r"search .+", "searching an area the engine does not search (an investigator's discard pile, another deck), or "
     "for cards it cannot describe: the engine's 'search-deck' searches an investigator's deck, or the encounter deck "
     "with its discard pile and the void, for a card of a type, traits, a printed name or a weakness"),
    (r"shuffle .+", "shuffling into a deck cards other than the one bearing the text or the one its trigger names, "
     "or into a deck the engine has none of: the engine's 'shuffle-into' moves one of those into the encounter deck "
     "or its owner's"),
    (r"(?:choose and )?discard .+ from your hand|discard \d+ cards?", "discarding from a hand other than N cards (chosen "
     "or at random): the engine's 'discard-from-hand' takes an amount"),
    (r"remove .+ from the game", "removing from the game a card other than the one bearing the text or the one its "
     "trigger names: the engine's 'move-card' moves one of those"),
    (r"return .+ to your hand", "returning to hand a card other than the one bearing the text or the one its trigger "
     "names: the engine's 'move-card' moves one of those"),
    (r".*\b(?:among|the rest of) (?:them|those cards|these cards|the looked-at cards)\b.*|(?:place|put|discard|draw) the "
     r"looked-at cards?\b.*", LOOKED_AT_CARDS),
    (r"look at .+", "looking at a card other than the top cards of a deck (a location's revealed side, a card's other "
     "side): the engine's 'look-top' looks at the top cards of a deck"),
    (r"[^,]+, or [^,]+ if (?:it|he|she|they) (?:is|are) already .+", "an alternative the condition after it puts in "
     "place of the instruction before it ('X, or Y if it is already Z'), one of whose options or its condition is not "
     "read (the reader reads 'X, or Y if Z' when both options and the condition are)"),
    (r".*\b(?:give|trade) or (?:give|trade)\b.+\bamong\b.+", "a trade of cards or resources among several investigators: the "
     "engine gives control of one card to one investigator ('take-control' with 'who') and moves tokens from one "
     "holder to another, but no exchange the players arrange among themselves"),
    (r"attach .+", "attaching a card other than the one bearing the text, or to what the engine's selectors cannot "
     "name"),
    (r"place (?:\d+ |a )?(?:damage|horror) on .+", "placing damage or horror on what the engine's selectors cannot name"),
    (r"once (?:per|each) (?:turn|round|phase|game), .+", "a limit on one instruction of an ability ('Once per turn, "
     "…') whose instruction is not read, or adds to several places: the engine's 'once' limits one instruction read "
     "whole"),
    (r"you may take an additional action.*|take an additional action.*", "an additional action for another time than "
     "this turn or his or her own turn: the engine's 'gain-actions' gives actions to take this turn or during his or "
     "her own turn this round"),
    (r"(?:flip|turn) .+", "flipping what the engine's selectors cannot name, or to a side its flips do not turn to (a "
     "location's revealed side, 'this side'): the engine flips a card, a location, clue tokens or a location to its "
     "unrevealed side, named"),
    (r"(?:you )?gain control of .+", "gaining control of a card: the engine has no effect for it"),
    (r"(?:each|all) (?:other )?investigators? .+", "an instruction to several investigators the engine's selectors cannot express"),
    # chaos tokens (``revealed.py`` reads what the engine holds: a random token revealed, a reveal replaced before the draw)
    (r"(?:until the end of [a-z ]+?, )?(?:do not|don't) reveal (?:any )?chaos tokens? .+", "not revealing chaos tokens other than in "
     "your own skill tests for a duration: the engine's 'cannot' on 'reveal-chaos-token' forbids the reveal at ST.3 of "
     "the tests of the investigator it names, for a lasting effect's duration"),
    (r"reveal (?:a new|another|(?:\d+|x) additional) (?:chaos )?tokens?.*", "revealing a token in place of one "
     "canceled or ignored: the engine replaces a reveal only before any token is drawn ('reveal-instead')"),
    (r"reveal (?:\d+|x|\w+) chaos tokens(?: from the chaos bag)?", "revealing several chaos tokens at once outside "
     "a skill test: the engine's 'reveal-token' reveals one"),
    (r"(?:cancel|ignore) (?:that|the revealed|each revealed) (?:chaos )?tokens?.*", "canceling or ignoring a chaos "
     "token once revealed, other than the one just revealed in the 'when' window of its reveal: the engine's 'cancel' "
     "and 'ignore-token' act on that one"),
    (r"treat .*\btokens?\b.* as .+", "treating a chaos token as another, other than the one just revealed in the "
     "'when' window of its reveal as a token named: the engine's 'treat-token' acts on that one"),
    (r"reveal the top (?:\d+ )?cards? of .+", "revealing the top cards of a deck the engine does not name (or X of "
     "them): the engine's 'reveal-top' reveals a fixed number from an investigator's deck or the encounter deck"),
    (r"(?:place|put) .+ in the void", "the void (an out-of-play area of its scenario): the engine has no such area"),
    (r"(?:draw|put|place) .*\bthe (?!(?:encounter|act|agenda|exploration)\b)[a-z]+ deck\b.*", "a deck of its scenario (the Cultist deck, the "
     "Exhibit deck): the engine has its investigators' decks, the encounter deck and the exploration deck"),
    # costs whose amount the payer chooses as the ability resolves, and what is counted from them (Costs)
    (r"spend (?:any number of|up to (?:\d+|x)|x|\d+) additional .+", "a cost spent as the ability resolves whose "
     "payer, source or purpose the spending frame does not read (spending.py: you, from the card bearing the ability, "
     "to an instruction it lowers)"),
    (r"(?:for each .+ (?:spent|paid|discarded|exhausted) in this way, .+|(?:you )?get .+ for each .+ being spent\b.*)", "a count of what a cost paid ('for each charge "
     "spent in this way', 'for each action being spent'): the engine records what a 'spend' after the colon paid "
     "(action-spent-by-this-effect), not an additional cost to commit a card nor the ability's own cost"),
]


def no_vocabulary(text: str) -> str | None:
    """Why the engine cannot hold ``text`` when its meaning is known ("Shuffle …"), else None."""
    low = re.sub(r"\s+", " ", text.strip().strip(".,;").strip()).lower()
    low = re.sub(r"^(?:you )?may ", "", low)
    return next((reason for pattern, reason in NO_VOCABULARY if compiled(pattern).fullmatch(low)), None)
