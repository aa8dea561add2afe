"""How the card reader's time grows with hostile text: the ratio of the time at size 2n to size n.

``python -m kb.tools.text_bench`` parses families of hostile card text (the reproductions of issue
32: italic runs, unclosed tags, thousands of lines, one huge paragraph...) at three sizes within
``MAX_TEXT`` and prints each family's doubling ratio: about 2 when the reading is linear, 4 when
quadratic, far more when it backtracks. A ratio, not a time, so it means the same on any machine;
the tests never time anything.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from kb.cardtext import parse_card_text
from kb.cardtext.markup import MAX_TEXT

#: Hostile text of about ``n`` characters, by family.
FAMILIES: dict[str, Callable[[int], str]] = {
    "italic runs (<i>a</i>…x)": lambda n: "<i>a</i>" * ((n - 1) // 8) + "x",
    "unclosed italics (<i><i>…)": lambda n: "<i>" * ((n - 1) // 3) + "x",
    "unclosed tags (<b<b…)": lambda n: "<b" * (n // 2),
    "lines (a\\n…)": lambda n: "a\n" * (n // 2),
    "sentences (x. …)": lambda n: "x. " * (n // 3),
    "abilities ([free] …: …)": lambda n: "[free] Exhaust this card: Draw 1 card.\n" * (n // 39),
    "colons and parentheses": lambda n: "[action] " + ":(" * (n // 2),
    "trait brackets ([[…)": lambda n: "[[" * (n // 2),
}


def _seconds(text: str, repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        parse_card_text(text)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    sizes = (MAX_TEXT // 4, MAX_TEXT // 2, MAX_TEXT)
    print(f"card text at {', '.join(map(str, sizes))} characters; ratio = time(2n) / time(n) (2: linear, 4: quadratic)")
    for name, make in FAMILIES.items():
        times = [_seconds(make(n)[:n]) for n in sizes]
        ratios = [later / max(earlier, 1e-6) for earlier, later in zip(times, times[1:])]
        print(f"  {name:<30} {times[-1] * 1000:8.1f} ms at {sizes[-1]}   ratios {', '.join(f'{r:.2f}' for r in ratios)}")


if __name__ == "__main__":
    main()
