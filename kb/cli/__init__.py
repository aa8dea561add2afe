"""The ``kb`` command line: a thin layer over the library.

Each command opens the database (building it on first use), calls one library function, and
turns library errors into ``click.ClickException`` — a clean message and a non-zero exit.

A command imports only what it uses. The group knows each command by the module that defines it
(:data:`COMMANDS`) and imports that module only when the command runs (``kb --help`` lists them
from their summaries), so ``kb search`` loads the search and not the parsers, the timing engine or
the web app.
"""

from __future__ import annotations

import importlib
from typing import NamedTuple

import click

from .bytecode import ensure_compiled

class LazyCommand(NamedTuple):
    """Where a command is defined, and its one-line help for ``kb --help``.

    The summary is kept here so that listing the commands imports none of them (``kb --help``
    answers at once); ``tests/test_cli_imports.py`` checks it against the command's own docstring.
    """

    target: str  # "module:attribute" of its click command
    summary: str

    @property
    def module(self) -> str:
        return self.target.partition(":")[0]


#: Command name → where it is defined, imported when it is first used.
COMMANDS: dict[str, LazyCommand] = {
    "ability": LazyCommand("kb.cardtext.command:ability",
                           "Parse a card's printed TEXT into abilities in the engine's vocabulary ('-' reads stdin)."),
    "build": LazyCommand("kb.cli.build:build", "Parse the source documents and (re)build the database atomically."),
    "card": LazyCommand("kb.cli.entries:card",
                        "A card the FAQ names: its collector number, errata, taboos and the FAQ items that mention it."),
    "cards": LazyCommand("kb.catalogue.command:cards",
                         "Your card catalogue: import ArkhamDB's card JSON, look cards up (no card data ships with kb)."),
    "errata": LazyCommand("kb.cli.listings:errata", "The errata of the FAQ: rulebook, campaign guide, card and taboo."),
    "export": LazyCommand("kb.cli.export:export",
                          "Export the entries as JSON lines (--jsonl), or the whole reference as a static site (--site DIR)."),
    "faq": LazyCommand("kb.cli.listings:faq",
                       'The FAQ rulings and questions by section; with NUMBER ("1.4"), that ruling in full.'),
    "replay": LazyCommand("kb.cli.replay:replay", "Replay a timing situation step by step, each step citing its rule."),
    "search": LazyCommand("kb.cli.search:search",
                          'Search the rules for QUERY (words, typos, jargon, "ST.6", "FAQ 1.4"...).'),
    "serve": LazyCommand("kb.serve:serve", "Serve the web pages and the JSON API over the rules database."),
    "show": LazyCommand("kb.cli.entries:show",
                        "Show one entry (by key, title or a near-miss title) with its links, rulings and editions."),
}


class LazyGroup(click.Group):
    """A click group whose commands are imported by name, when they are used."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in COMMANDS:
            return None
        module, _, attribute = COMMANDS[name].target.partition(":")
        ensure_compiled()  # before the command's modules are imported: later processes read their bytecode
        return getattr(importlib.import_module(module), attribute)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The command list from the summaries, importing no command."""
        with formatter.section("Commands"):
            formatter.write_dl([(name, COMMANDS[name].summary) for name in self.list_commands(ctx)])


@click.group(cls=LazyGroup)
@click.version_option(package_name="arkham-rules-kb")
def cli() -> None:
    """Rules knowledge base for Arkham Horror: The Card Game and Elder Sign."""
