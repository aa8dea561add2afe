"""Small wording helpers, so the trace reads like the rules ("1 resource", "an investigate action")."""

from __future__ import annotations

from ..situation.spec import Effect


def count(n: int, word: str, plural: str | None = None) -> str:
    """``count(1, "clue")`` -> ``'1 clue'``; ``count(2, "clue")`` -> ``'2 clues'``."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def an(word: str) -> str:
    """``an("investigate")`` -> ``'an investigate'``."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def duration_words(duration: object, source: str) -> str:
    """A lasting effect's duration as a player reads it: ``until-source-readies`` from Mr. Peabody is "until Mr. Peabody
    readies", ``until-end-of-mythos-phase`` "until the end of the mythos phase" (the field's spelling is for tools)."""
    spelled = str(getattr(duration, "value", duration) or "")
    if spelled == "until-source-readies":
        return f"until {source} readies"
    if spelled == "until-end-of-game":
        return "for the remainder of the game"
    if spelled.startswith("until-end-of-"):
        return "until the end of the " + spelled.removeprefix("until-end-of-").replace("-", " ")
    if spelled.startswith("next-"):
        return "for the " + spelled.replace("-this-", " this ").replace("-", " ").replace("next play", "next card played")
    return spelled.replace("-", " ")


def describe_effects(effects: tuple[Effect, ...]) -> str:
    """A plain rendering of effects without printed text."""
    parts = []
    for eff in effects:
        words = eff.text or " ".join(
            str(x) for x in (eff.effect, eff.amount, eff.tokens, f"from {eff.source}" if eff.source else "",
                             eff.to or eff.who or eff.enemy or eff.location or eff.role or "",
                             f"toward {eff.toward}" if eff.toward else "")
            if x not in (None, ""))
        if not eff.text and eff.effect == "if" and eff.condition is not None:  # "if": its condition and what it does
            words = f"if {eff.condition.describe()}: {describe_effects(eff.effects) or 'nothing'}"
        if not eff.text and eff.effect == "spend" and eff.cost is not None:  # the cost and what it buys
            bought = describe_effects(eff.effects)
            words = f"spend {eff.cost.describe()}" + (f" to: {bought}" if bought else "")
        parts.append(("Then, " if eff.then else "") + words)
    return ". ".join(parts)
