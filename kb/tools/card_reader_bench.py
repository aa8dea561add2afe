"""How fast the card reader reads a whole catalogue, and how its time grows on hostile text.

    python -m kb.tools.card_reader_bench FILE [--cards 4600]

FILE is ArkhamDB card JSON; its cards are read over and over until ``--cards`` texts are read (a
full catalogue is about 4,600 cards). Prints the time, the cards a second, and the ratio against the
obvious alternative, one ``kb ability`` process per card (its start-up timed on three cards and
multiplied out). Then hostile texts of growing length: a linear reader's time grows as the length
does (a ratio near the length's), a backtracking one's far faster.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import click

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import forget_readings
from kb.cardtext.parser import CARD_TYPES
from kb.catalogue import CatalogueError, read_card_file

HOSTILE = ("((((", "If if if, ", "the of the of ", "X. ", "[skull]: -", "Deal 1 damage to an enemy and ",
           "Limit 1 per round per ", ",,,, ", "It moves once and engages ")


def read_all(cards: list[dict], count: int) -> tuple[float, float]:
    """Wall and CPU seconds to read ``count`` card texts (cycling through ``cards``): on a shared machine
    the CPU time is the reader's own cost, the wall time what a user waits. Each time round, the sentences the
    grammar kept are forgotten: a catalogue's cards are each read once, and a card read again would only be
    remembered."""
    started, cpu = time.perf_counter(), time.process_time()
    for i in range(count):
        if i % len(cards) == 0:
            forget_readings()
        card = cards[i % len(cards)]
        type_code = card.get("type_code")
        parse_card_text(card["text"], name=card.get("name"), type_code=type_code if type_code in CARD_TYPES else None)
    return time.perf_counter() - started, time.process_time() - cpu


def one_process_per_card(cards: list[dict]) -> float:
    """Seconds one ``kb ability`` process takes for a card (the mean over three)."""
    started = time.perf_counter()
    for card in cards[:3]:
        subprocess.run([sys.executable, "-m", "kb.cli", "ability", card["text"], "--json"], capture_output=True,
                       check=False)
    return (time.perf_counter() - started) / min(3, len(cards))


@click.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--cards", "count", default=4600, show_default=True, help="How many card texts to read.")
def main(file: Path, count: int) -> None:
    """Time the card reader on FILE's cards."""
    try:
        cards = [c for c in read_card_file(file) if isinstance(c.get("text"), str) and c["text"].strip()]
    except CatalogueError as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(1)
    if not cards:
        click.echo(f"error: no card with text in {file}", err=True)
        sys.exit(1)
    read_all(cards, min(200, count))  # warm-up
    seconds, cpu = read_all(cards, count)
    per_process = one_process_per_card(cards)
    click.echo(f"{count} card texts ({len(cards)} distinct) read in {seconds:.2f} s wall, {cpu:.2f} s CPU: "
               f"{count / seconds:,.0f} cards/s, {1000 * cpu / count:.2f} ms CPU a card")
    click.echo(f"one `kb ability` process per card: {per_process:.2f} s a card, {per_process * count:,.0f} s in all "
               f"({per_process * count / seconds:,.0f}x slower)")
    click.echo("hostile text (repeated pattern): CPU time at 2,000 and 16,000 characters, and their ratio "
               "(linear: ~8; a backtracking reader's grows as a power of 8)")
    for pattern in HOSTILE:
        times = []
        for size in (2000, 16000):
            text = pattern * (size // len(pattern) + 1)
            started = time.process_time()
            parse_card_text(text)
            times.append(max(time.process_time() - started, 1e-6))
        click.echo(f"  {pattern!r:36} {times[0] * 1000:8.1f} ms {times[1] * 1000:8.1f} ms  x{times[1] / times[0]:.1f}")


if __name__ == "__main__":
    main()
