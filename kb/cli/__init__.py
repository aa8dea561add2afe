"""The ``kb`` command line: a thin layer over the library.

Each command opens the database (building it on first use), calls one library function, and
turns library errors into ``click.ClickException`` — a clean message and a non-zero exit.

A command imports only what it uses. The group knows each command by the module that defines it
(:data:`COMMANDS`) and imports that module when the command runs, or when ``kb --help`` lists
them, so ``kb search`` loads the search and not the parsers, the timing engine or the web app.
"""

from __future__ import annotations

import importlib

import click

#: Command name → ``"module:attribute"`` of its click command, imported when it is first used.
COMMANDS: dict[str, str] = {
    "ability": "kb.cardtext.command:ability",
    "build": "kb.cli.build:build",
    "card": "kb.cli.entries:card",
    "cards": "kb.catalogue.command:cards",
    "errata": "kb.cli.listings:errata",
    "export": "kb.cli.export:export",
    "faq": "kb.cli.listings:faq",
    "replay": "kb.cli.replay:replay",
    "search": "kb.cli.search:search",
    "serve": "kb.serve:serve",
    "show": "kb.cli.entries:show",
}


class LazyGroup(click.Group):
    """A click group whose commands are imported by name, when they are used."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in COMMANDS:
            return None
        module, _, attribute = COMMANDS[name].partition(":")
        return getattr(importlib.import_module(module), attribute)


@click.group(cls=LazyGroup)
@click.version_option(package_name="arkham-rules-kb")
def cli() -> None:
    """Rules knowledge base for Arkham Horror: The Card Game and Elder Sign."""
