"""The dice of Elder Sign: their faces, a die result as the situation writes it, and whether some
dice satisfy a task's requirements.

A green die shows 1, 2 or 3 investigation, lore, peril or terror; the yellow die has a 4
investigation side instead of the terror side; the red die is the yellow die with a wildcard side
instead of the 1 investigation side, and a wildcard counts as 4 investigation, lore, peril or terror
("Adding Dice to the Dice Pool"). A situation writes a result as ``3``, ``lore``, ``red wild``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

FACES: dict[str, tuple[str, ...]] = {
    "green": ("1", "2", "3", "lore", "peril", "terror"),
    "yellow": ("1", "2", "3", "4", "lore", "peril"),
    "red": ("2", "3", "4", "lore", "peril", "wild"),
}
SYMBOLS = ("lore", "peril", "terror")
RESULT = re.compile(r"^(?:(green|yellow|red) )?([1-4]|lore|peril|terror|wild)$")


@dataclass
class Die:
    """One die: its colour and the result it shows (``None`` before it is rolled)."""

    color: str
    result: str | None = None

    def label(self) -> str:
        shown = self.result or "unrolled"
        if shown.isdigit():
            shown = f"{shown} investigation"
        elif shown == "wild":
            shown = "wildcard"
        return shown if self.color == "green" else f"{self.color} {shown}"


def parse_result(text: str) -> tuple[str | None, str]:
    """``"red wild"`` -> ``("red", "wild")``; ``"3"`` -> ``(None, "3")`` (any colour)."""
    found = RESULT.match(text.strip())
    if not found:
        raise ValueError(f"{text!r} is not a die result")
    return found.group(1), found.group(2)


def face_error(color: str, face: str) -> str | None:
    """Why ``color`` cannot show ``face`` (``None`` when it can)."""
    if face in FACES[color]:
        return None
    return f"a {color} die has no {face_word(face)} side (its sides: {', '.join(face_word(f) for f in FACES[color])})"


def face_word(face: str) -> str:
    return f"{face} investigation" if face.isdigit() else ("wildcard" if face == "wild" else face)


@dataclass(frozen=True)
class Requirement:
    """One requirement of a task: ``investigation`` with a total, a symbol, a split pair, or a cost."""

    kind: str  # "investigation", "symbol", "cost"
    symbols: tuple[str, ...] = ()
    amount: int = 0
    cost: str = ""  # "sanity", "stamina", "clock"

    def label(self) -> str:
        if self.kind == "investigation":
            return f"{self.amount} investigation"
        if self.kind == "symbol":
            return "/".join(self.symbols)
        return "advance the clock" if self.cost == "clock" else f"lose {self.amount} {self.cost}"


def parse_requirement(text: str) -> Requirement:
    words = text.split()
    if words[0] == "investigation":
        return Requirement("investigation", amount=int(words[1]))
    if words[0] in ("sanity", "stamina"):
        return Requirement("cost", amount=int(words[1]), cost=words[0])
    if words[0] == "clock":
        return Requirement("cost", amount=3, cost="clock")
    return Requirement("symbol", symbols=tuple(words[0].split("/")))


def task_label(requirements: tuple[Requirement, ...]) -> str:
    return " + ".join(r.label() for r in requirements)


def _value(face: str) -> int:
    return 4 if face == "wild" else int(face) if face.isdigit() else 0


def _fits(face: str, req: Requirement) -> bool:
    if req.kind == "investigation":
        return face.isdigit() or face == "wild"
    if req.kind == "symbol":
        return face == "wild" or face in req.symbols
    return False


def satisfies(faces: list[str], requirements: tuple[Requirement, ...], *, all_used: bool = True) -> bool:
    """Whether the dice showing ``faces`` meet every die requirement of a task.

    Each die is placed on one requirement: a symbol takes one die, an investigation requirement takes
    dice whose total is at least its number (the excess is ignored). With ``all_used`` every die must
    be placed; without it, some dice may stay in the pool (can the roll complete the task at all?).
    """
    needs = [r for r in requirements if r.kind != "cost"]
    if not needs:
        return not faces or not all_used

    def search(i: int, symbols_left: tuple[bool, ...], totals: tuple[int, ...]) -> bool:
        if i == len(faces):
            return all(not left for left in symbols_left) and all(
                total >= need.amount for total, need in zip(totals, needs) if need.kind == "investigation")
        face = faces[i]
        for k, need in enumerate(needs):
            if not _fits(face, need):
                continue
            if need.kind == "symbol":
                if symbols_left[k]:
                    left = symbols_left[:k] + (False,) + symbols_left[k + 1:]
                    if search(i + 1, left, totals):
                        return True
            elif totals[k] < need.amount:  # a die on a met requirement would not be needed
                bumped = totals[:k] + (totals[k] + _value(face),) + totals[k + 1:]
                if search(i + 1, symbols_left, bumped):
                    return True
        return not all_used and search(i + 1, symbols_left, totals)

    start = tuple(need.kind == "symbol" for need in needs)
    return search(0, start, tuple(0 for _ in needs))
