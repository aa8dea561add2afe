"""``python -m kb.cli``: the ``kb`` command without the installed entry point."""

from kb.cli import cli

cli()
