"""How the readers of user input take time as hostile input grows: the ratio of the time at size 2n
to the time at size n.

``python -m kb.tools.input_bench`` reads families of hostile input at three sizes within each
reader's bound and prints each family's doubling ratios: about 2 when the reading is linear, 4
when quadratic, far more when it backtracks. The readers: card text (``kb ability``, a situation's
``text:``; issue 32's reproductions: italic runs, unclosed tags, thousands of lines), the situation
reader's bounds (``kb replay``, the web's replay routes: aliases, nesting, numbers in other bases)
and the card file reader (``kb cards import``). A ratio, not a time, so it means the same on any
machine; the tests never time anything.
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from kb.cardtext import parse_card_text
from kb.cardtext.markup import MAX_TEXT
from kb.catalogue import CatalogueError, read_card_file
from kb.engine import MAX_SITUATION_BYTES, SituationError, parse_situation

#: Hostile card text of about ``n`` characters, by family.
CARD_TEXT: dict[str, Callable[[int], str]] = {
    "italic runs (<i>a</i>…x)": lambda n: "<i>a</i>" * ((n - 1) // 8) + "x",
    "unclosed italics (<i><i>…)": lambda n: "<i>" * ((n - 1) // 3) + "x",
    "unclosed tags (<b<b…)": lambda n: "<b" * (n // 2),
    "lines (a\\n…)": lambda n: "a\n" * (n // 2),
    "sentences (x. …)": lambda n: "x. " * (n // 3),
    "abilities ([free] …: …)": lambda n: "[free] Exhaust this card: Draw 1 card.\n" * (n // 39),
    "colons and parentheses": lambda n: "[action] " + ":(" * (n // 2),
    "trait brackets ([[…)": lambda n: "[[" * (n // 2),
}

#: Hostile situations of about ``n`` characters, by family (each refused or read by the bounds).
SITUATIONS: dict[str, Callable[[int], str]] = {
    "aliases (&a [x] then *a, *a…)": lambda n: "a: &a [x]\nb: [" + "*a, " * (n // 4) + "x]\n",
    "flow nesting ([[[…)": lambda n: "x: " + "[" * 60 + "1, " * (n // 3) + "]" * 60,
    "block sequences (- x…)": lambda n: "x:\n" + "  - 1\n" * (n // 6),
    "long keys": lambda n: "".join(f"k{i}: 0x1F\n" for i in range(n // 12)),
    "JSON numbers": lambda n: '{"x": [' + "123456789, " * (n // 11) + "1]}",
}

#: Hostile card files of about ``n`` bytes, by family.
CARD_FILES: dict[str, Callable[[int], str]] = {
    "many small cards": lambda n: json.dumps([{"code": str(i), "name": f"Card {i}"} for i in range(n // 32)]),
    "nested fields": lambda n: json.dumps([{"code": "1", "name": "A", "x": [[[[1]]]] * (n // 16)}]),
}


def _seconds(read: Callable[[str], object], text: str, repeats: int = 5) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        try:
            read(text)
        except (SituationError, CatalogueError, ValueError):
            pass  # refused by a bound: the time to refuse is what is measured
        best = min(best, time.perf_counter() - start)
    return best


def _read_card_file(text: str) -> object:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.json"
        path.write_text(text, encoding="utf-8")
        return read_card_file(path)


def _report(title: str, read: Callable[[str], object], families: dict[str, Callable[[int], str]], top: int) -> None:
    sizes = (top // 4, top // 2, top)
    print(f"{title} at {', '.join(map(str, sizes))} characters; ratio = time(2n) / time(n) (2: linear, 4: quadratic)")
    for name, make in families.items():
        times = [_seconds(read, make(n)[:n]) for n in sizes]
        ratios = [later / max(earlier, 1e-6) for earlier, later in zip(times, times[1:])]
        print(f"  {name:<32} {times[-1] * 1000:8.1f} ms at {sizes[-1]}   ratios {', '.join(f'{r:.2f}' for r in ratios)}")


def main() -> None:
    _report("card text", parse_card_text, CARD_TEXT, MAX_TEXT)
    _report("situations", parse_situation, SITUATIONS, MAX_SITUATION_BYTES)
    _report("card files", _read_card_file, CARD_FILES, 4 * 1024 * 1024)


if __name__ == "__main__":
    main()
