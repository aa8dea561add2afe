"""A triggering condition on how many cards an investigator commits to a skill test: "After you commit exactly 1 card
to a skill test" (Analytical Mind), "… 2 or more cards to a skill test".

ST.2: how many cards an investigator commits is known once the step's commits are made, so the count is of the
engine's ``commit-cards`` (one timing point for each investigator who committed, its amount how many), bounded by
the filter's ``at-least`` / ``at-most``: "exactly N cards" both N, "N or more cards" at least N. "a card" / "@self"
(one card committed, whichever others are) stays the phrase table's ``commit-card``. Importing this module registers
the rule for the verb "commit" beside :data:`.trigger_tree.TREE_RULES`' own, and lets the rule read "exactly".
"""

from __future__ import annotations

from .instruction import Instruction
from .trigger_tree import HOW_IT_WENT, TREE_RULES, Filter, _first, _investigator, _thing, event_filter
from .words import NUMBER_WORDS, WHO_FILTERS

#: The event of the cards one investigator commits at ST.2 (the engine's).
COMMIT_CARDS = "commit-cards"


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def _bounds(words: list[str], exactly: bool) -> tuple[int, int | None] | None:
    """``(at_least, at_most)`` of "1 card" / "2 cards" (with "exactly") or "2 or more cards"; None otherwise."""
    if exactly and len(words) == 2 and words[1] in ("card", "cards"):
        n = _number(words[0])
        return None if n is None or n < 1 else (n, n)
    if not exactly and len(words) == 4 and words[1:3] == ["or", "more"] and words[3] == "cards":
        n = _number(words[0])
        return None if n is None or n < 2 else (n, None)
    return None


def commits_count(ins: Instruction) -> Filter | None:
    """"you commit exactly 1 card to a skill test", "an investigator commits 2 or more cards to a skill test": the
    cards that investigator commits at ST.2, counted (``commit-cards``); None for any other frame."""
    if ins.subject is None or ins.object is None or ins.object.where or ins.auxiliaries \
            or ins.adverbs - {"exactly"} or set(ins.slots) != {"to"} \
            or ins.slots["to"].words not in (["a", "skill", "test"], ["a", "test"]) \
            or not (_investigator(ins.subject) or ins.subject.words == ["you"]):
        return None
    bounds = _bounds(ins.object.words, "exactly" in ins.adverbs)
    who = _thing(ins.subject, WHO_FILTERS)
    if bounds is None or who is None or who == "self":
        return None
    return event_filter(COMMIT_CARDS, who=who, at_least=bounds[0], at_most=bounds[1])


TREE_RULES["commit"] = _first(TREE_RULES["commit"], commits_count) if "commit" in TREE_RULES else commits_count
HOW_IT_WENT.add("commit")  # "exactly 1 card": the adverb bounds the count, the rule reads it
