"""The next card played, changed by an instruction: its cost — "Reduce the cost of the next [[Item]] asset played by an
investigator at your location by 1" (Charles Ross, Esq.), "Increase the cost of the next event you play by 2" — or a
keyword it is played as if it had — "Treat the next asset you play this turn as if it has fast" (Gilded Volto).

Costs: a card's cost may be modified; Appendix I (step 1): "Apply any modifiers to the cost(s)"; Fast: a fast card is
played without an action. The instruction creates a lasting effect (Lasting Effects) — the engine's ``lasting`` on
the plays its ``applies-to`` names, with a ``cost-modifier`` or the keyword it ``gains`` — whose duration is that one
play (``next-play``: it expires once the first card it applies to is played and its costs paid).

Two verb frames, one noun phrase. The change of cost is a constant cost modifier's frame (:mod:`.constant_modify`,
read by the same parts): the verb gives the sign ("reduce" −, "increase" +), "by N" the amount, "the (resource) cost
of" the value. "Treat <the next card> as if it has <keyword>" names the keyword (one the play procedure asks about:
fast). The noun phrase names the next card played — "the next" (it is one play), the cards (their type and traits
composed as any cost modifier's cards), and who plays it: "you play", or "played by <an investigator phrase>" (a
trigger's subject: ``investigator-at-your-location``), and "of your (current) role" after them (Lola Hayes's
Improvisation: a card of the class the investigator's role is when it is played, ``class_your_role``, composed as
"all cards you control of your current role" is: :mod:`.class_icons`). "this turn" after it, or "Until the end of your turn, …" before
the instruction, bounds it by the turn (``next-play-this-turn``). Any other phrase — another period, another keyword, a cost changed for each card rather than the next — is refused with its reason,
quoting the clause.
"""

from __future__ import annotations

from .class_icons import ROLE_KIND
from .constant_modify import CARDS, amount_of, played_cards, words_of
from .grammar import Clause
from .instruction import Phrase
from .model import NotParsed
from .tokens import Token
from .trigger_tree import card_filter
from .vocabulary import DURATIONS, Context, Effect
from .words import WHO_FILTERS

#: The instruction's verbs and the sign each gives the change.
SIGNS = {"reduce": -1, "increase": 1}
#: The printed values changed: a card's (resource) cost.
_COSTS = (["cost", "of"], ["resource", "cost", "of"])
#: The keywords a card may be played as if it had: those the play procedure asks about.
KEYWORDS = ("fast",)
#: The duration of the lasting effect: the next play it applies to (bounded by the turn: or its end).
NEXT_PLAY = "next-play"
BOUNDED = {"until-end-of-turn": "next-play-this-turn"}
#: "of your role" after who plays the card: the class the investigator's role is.
_OF_YOUR_ROLE = (["of", "your", "role"], ["of", "your", "current", "role"])


def changed(clause: Clause, text: str, ctx: Context) -> list[Effect] | None:
    """The lasting effect on the next card played that ``clause`` creates; None when the clause changes nothing of
    "the next" card (another rule reads it); :class:`NotParsed` quoting ``text`` when it does but the engine cannot
    name that play, or hold the change."""
    chunks = list(clause.chunks)
    words = words_of(chunks)
    if not chunks or chunks[0].kind != "verb":
        return None
    tokens = [t for c in chunks for t in c.tokens if c.kind != "punct"]
    if words[:3] == ["treat", "the", "next"]:
        return _treated(words, tokens, text)
    if words[:1] not in ([v] for v in SIGNS):
        return None
    rest = words[1:]
    rest = rest[1:] if rest[:1] == ["the"] else rest
    value = next((c for c in _COSTS if rest[:len(c)] == c), None)
    if value is None or rest[len(value):len(value) + 2] != ["the", "next"]:
        return None
    cut = amount_of(words[1:])
    if cut is None:
        raise NotParsed(text, "a change of the next card's cost by no fixed amount: the engine's cost modifier is "
                        "'by N'")
    rest, n = cut
    applies, duration = _next_card(rest[rest.index("next") + 1:], tokens, text)
    return [{"effect": "lasting", "duration": duration, "applies-to": applies, "cost-modifier": SIGNS[words[0]] * n}]


def _treated(words: list[str], tokens: list[Token], text: str) -> list[Effect]:
    """"Treat the next <cards> … as if it has <keyword>": a lasting effect the card played gains the keyword by."""
    at = next((k for k in range(3, len(words) - 1) if words[k:k + 2] == ["as", "if"]), None)
    if at is None or words[at + 2:at + 4] not in (["it", "has"], ["it", "had"]) or len(words) != at + 5:
        raise NotParsed(text, "the next card played treated other than 'as if it has <a keyword>'")
    keyword = words[at + 4]
    if keyword not in KEYWORDS:
        raise NotParsed(text, f"the next card played as if it had '{keyword}': the engine's play asks only whether a "
                        "card is fast")
    applies, duration = _next_card(words[3:at], tokens, text)
    return [{"effect": "lasting", "duration": duration, "applies-to": applies, "gains": [keyword]}]


def _next_card(what: list[str], tokens: list[Token], text: str) -> tuple[Effect, str]:
    """"<cards> (you play | played by <who>) (this turn)" after "the next": the play filter and the duration."""
    duration = _duration(text)
    if what[-2:] == ["this", "turn"]:  # "the next event you play this turn"
        what, duration = what[:-2], _bounded(duration, "until-end-of-turn", text)
    role = next((r for r in _OF_YOUR_ROLE if what[-len(r):] == r), None)
    what = what[:-len(role)] if role else what
    noun = next((k for k, w in enumerate(what) if w in CARDS), None)
    who = None if noun is None else _player(what[noun + 1:])
    if noun is None or who is None:
        raise NotParsed(text, f"the next card played '{' '.join(what)}': the engine's play filter names the cards (their "
                        "type and traits) and who plays them (\u201cyou play\u201d, \u201cplayed by <an "
                        "investigator>\u201d), nothing else")
    applies: Effect = {"event": "play-card", "who": who}
    cards = _of_your_role(what[:noun + 1], tokens, text) if role else played_cards(what[:noun + 1], tokens, text)
    if cards is not None:
        applies["what"] = cards
    return applies, duration


def _of_your_role(what: list[str], tokens: list[Token], text: str) -> str:
    """"<cards> you play of your role": the cards, qualified by the class the investigator's role is when played (the
    same qualifier token :func:`.class_icons.of_your_role` folds into "cards you control of your current role")."""
    at = next((k for k in range(len(tokens)) if [t.low for t in tokens[k:k + len(what)]] == what), None)
    role = Token(ROLE_KIND, "of your role", "your_role")
    cards = None if at is None else card_filter(Phrase([Token("word", "a", "a"), role, *tokens[at:at + len(what)]]))
    if cards is None:
        raise NotParsed(text, f"the next '{' '.join(what)}' played of your role: no filter of the engine composes them")
    return cards


def _player(words: list[str]) -> str | None:
    """Who plays the card: "you play" → ``you``; "played by <investigator phrase>" → its trigger filter."""
    if words == ["you", "play"]:
        return "you"
    if words[:2] == ["played", "by"]:
        return WHO_FILTERS.get(" ".join(words[2:]))
    return None


def _duration(text: str) -> str:
    """The duration of the lasting effect from a period printed before or after the instruction ("Until the end of
    your turn, reduce …"): the next play, bounded by that period."""
    low = text.lower().rstrip(" .")
    printed = next((p for p in DURATIONS if low.startswith(p + ", ") or low.endswith(" " + p)), None)
    return NEXT_PLAY if printed is None else _bounded(NEXT_PLAY, DURATIONS[printed], text)


def _bounded(duration: str, period: str, text: str) -> str:
    """The next play bounded by ``period``: the turn's end (``next-play-this-turn``); another period is refused."""
    if duration not in (NEXT_PLAY, BOUNDED.get(period)):
        raise NotParsed(text, "the next card played bounded by two periods: the engine's duration has one")
    if period not in BOUNDED:
        raise NotParsed(text, f"the next card played bounded by a period other than the turn ({period}): the engine's "
                        "lasting effect on the next card played lasts for one play, or one play this turn")
    return BOUNDED[period]
