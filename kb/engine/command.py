"""``kb replay``: the command-line face of the timing engine (a thin layer over the library).

The main group names it (``kb.cli.COMMANDS``, by way of ``kb.cli.replay``). Every error a user
can cause — a malformed situation, an unknown example — becomes a ``click.ClickException``: a one-line message
naming the place, and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

import click

from .bundled import example_path, examples
from .deadline import ReplayTimedOut, replay_seconds, time_bound
from .core.trace import Trace
from .games import load_situation, parse_situation
from .games import replay as run_replay
from .presentation import render_for_reader, terminal_width
from .core.why import render_why
from .situation.errors import SituationError
from .situation.lookup import guarded_catalogue
from .situation.bounds import MAX_BYTES
from .situation.reading import decode_text


#: Where ``kb replay`` gets a card catalogue (``lookup(name_or_code) -> card | None``), if anywhere:
#: the engine opens no database, so whoever has one registers an opener (``kb cards`` does).
_catalogue_opener: list[Callable[[], Any]] = []


def use_catalogue(opener: Callable[[], Any]) -> None:
    """Let ``kb replay`` name cards from a catalogue: ``opener()`` gives a lookup (or None: no catalogue)."""
    _catalogue_opener[:] = [opener]


def _catalogue() -> Any:
    if not _catalogue_opener:
        return None
    try:
        lookup = _catalogue_opener[0]()
    except Exception as error:  # noqa: BLE001 - a broken catalogue is a clear message, not a traceback
        raise SituationError(f"the card catalogue cannot be read: {error}") from None
    return None if lookup is None else guarded_catalogue(lookup)


def _run(source: str, *, all_windows: bool, bundled: bool = False) -> Trace:
    catalogue = None if bundled else _catalogue()  # a bundled example describes its cards in full
    if source == "-":
        situation = parse_situation(decode_text(sys.stdin.buffer.read(MAX_BYTES + 1)), catalogue=catalogue)
    else:
        situation = load_situation(source, catalogue=catalogue)
    return run_replay(situation, all_windows=all_windows)


@click.command("replay")
@click.argument("file", required=False, metavar="FILE")
@click.option("--json", "as_json", is_flag=True, help="Print the trace as JSON.")
@click.option("--examples", "list_examples", is_flag=True, help="List the bundled examples.")
@click.option("--example", "example", metavar="NAME", help="Replay a bundled example.")
@click.option("--all-windows", is_flag=True, help="Also show windows in which no ability could be used.")
@click.option("--no-titles", is_flag=True, help="Leave the rule titles off the text trace.")
@click.option("--width", type=click.IntRange(0), default=None,
              help="Wrap the text trace to this many columns (default: the terminal's width; 0 or a pipe: no wrapping).")
@click.option("--why", "why_card", is_flag=False, flag_value="*", default=None, metavar="[CARD]",
              help="After the trace, say for each ability (or CARD's) every window where its trigger was "
                   "considered, and why it was or was not offered or used.")
@click.option("--timeout", type=click.FloatRange(0), default=None, metavar="SECONDS",
              help="Stop a replay that takes longer (default: $KB_REPLAY_TIMEOUT, else 5, as on the web; 0: no limit).")
def replay(file: str | None, as_json: bool, list_examples: bool, example: str | None, all_windows: bool,
           no_titles: bool, width: int | None, why_card: str | None, timeout: float | None) -> None:
    """Replay a timing situation step by step, each step citing its rule.

    FILE is a situation in YAML or JSON (``-`` reads standard input); the format is described in
    kb/engine/README.md. Use --examples to list the bundled examples and --example NAME to run one.
    """
    chosen = sum(bool(x) for x in (file, list_examples, example))
    if chosen != 1:
        raise click.UsageError("give exactly one of FILE, --example NAME or --examples")
    if list_examples:
        items = examples()
        if as_json:
            click.echo(json.dumps([{"name": e.name, "title": e.title, "summary": e.summary} for e in items],
                                  indent=2, ensure_ascii=False))
        else:
            width = max(len(e.name) for e in items)
            for e in items:
                click.echo(f"{e.name:<{width}}  {e.summary or e.title}")
        return
    seconds = replay_seconds(timeout)
    try:
        source = str(example_path(example)) if example else str(file)
        with time_bound(seconds):
            trace = _run(source, all_windows=all_windows, bundled=bool(example))
    except ReplayTimedOut:
        raise click.ClickException(f"the replay took longer than {seconds:g} s, the limit of a replay "
                                   "(--timeout, as on the web)") from None
    except SituationError as error:
        raise click.ClickException(str(error)) from None
    except Exception as error:  # noqa: BLE001 - a bug must still not show a traceback
        raise click.ClickException(f"internal error while replaying ({type(error).__name__}: {error}); "
                                   "please report it with the situation file") from None
    if as_json:
        click.echo(trace.to_json())
    else:
        click.echo(render_for_reader(trace, titles=not no_titles, width=terminal_width(width)), nl=False)
        if why_card is not None:
            click.echo("")
            click.echo(render_why(trace.considered, None if why_card == "*" else why_card), nl=False)
