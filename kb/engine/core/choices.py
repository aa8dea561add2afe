"""The situation's decisions, consumed in order as the replay reaches them.

The rules leave some decisions to the players (where damage is assigned, which target, the order of
simultaneous forced abilities or attacks of opportunity, whether to use a reaction). A situation
settles them in advance in ``choices``; the engine takes the first unused matching choice when it
needs one, and reports the choices it never needed, so an author learns when a choice did not apply.
"""

from __future__ import annotations

from ..situation.plan import Choice
from ..situation.vocabulary import Decision


class ChoiceBook:
    """The situation's choices and which of them have been used."""

    def __init__(self, choices: tuple[Choice, ...]) -> None:
        self.items = list(choices)
        self.used = [False] * len(self.items)

    def take(self, decision: Decision, **match: str | None) -> Choice | None:
        """The first unused choice of this decision whose fields equal ``match``; marks it used."""
        for k, choice in enumerate(self.items):
            if self.used[k] or choice.decision is not decision:
                continue
            if all(getattr(choice, key) == value for key, value in match.items()):
                self.used[k] = True
                return choice
        return None

    def order(self, names: list[str]) -> tuple[list[str], Choice | None]:
        """Sort ``names`` by the first ``order`` choice that ranks at least two of them.

        Order choices are not used up: one choice may order several windows (for instance the
        attacks of opportunity of several actions). Names it does not mention keep their order,
        after the ones it does.
        """
        for k, choice in enumerate(self.items):
            if choice.decision is not Decision.ORDER:
                continue
            ranked = [n for n in names if n in choice.among]
            if len(set(ranked)) >= 2 or (len(set(names)) == 1 and ranked):
                self.used[k] = True
                rank = {name: i for i, name in enumerate(choice.among)}
                return sorted(names, key=lambda n: rank.get(n, len(rank))), choice
        return list(names), None

    def unused(self) -> list[Choice]:
        return [c for k, c in enumerate(self.items) if not self.used[k]]
