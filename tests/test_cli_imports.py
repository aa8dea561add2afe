"""A command imports only what it uses.

``kb search`` and ``kb show`` read a current database: they must not load the parsers, the
linkers, the builder, sqlite-utils (only a build writes), the timing engine or the web app.
Each command runs in a fresh interpreter, so that nothing another test imported counts; what is
asserted is which modules were loaded, not how long it took.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest

from kb.cli import COMMANDS, cli
from tests.test_architecture import rank

ROOT = Path(__file__).resolve().parent.parent

#: Modules (and their submodules) a reading command has no use for.
NOT_FOR_READING = (
    "kb.parse", "kb.link", "kb.build", "kb.store.write", "kb.engine", "kb.browse", "kb.serve", "kb.tools",
    "web", "flask", "werkzeug", "jinja2", "gunicorn", "sqlite_utils", "numpy", "yaml", "jsonschema", "markdown",
)

#: Runs ``kb ARGS`` (none: only imports the command line), then writes the loaded modules' names.
PROBE = """
import json, sys
from kb.cli import cli
if sys.argv[2:]:
    cli(sys.argv[2:], standalone_mode=False)
with open(sys.argv[1], "w") as out:
    json.dump(sorted(sys.modules), out)
"""


def modules_loaded_by(tmp_path: Path, *args: str) -> set[str]:
    """The modules a fresh interpreter has loaded after running ``kb ARGS``."""
    listing = tmp_path / "modules.json"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(listing), *args], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return set(json.loads(listing.read_text()))


def unwanted(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if any(m == name or m.startswith(name + ".") for name in NOT_FOR_READING))


@pytest.mark.parametrize("args", [("search", "aoo"), ("show", "costs"), ("search", "atack of oportunity", "--json")])
def test_a_reading_command_loads_neither_the_parsers_nor_the_engine_nor_the_web_app(tmp_path, db_path, args):
    loaded = modules_loaded_by(tmp_path, *args, "--db", str(db_path))
    assert COMMANDS[args[0]].module in loaded  # the command did run
    assert unwanted(loaded) == []


def test_the_command_line_itself_loads_no_command(tmp_path):
    loaded = modules_loaded_by(tmp_path)
    assert sorted(m for m in loaded if m.startswith("kb.")) == ["kb.cli", "kb.cli.bytecode"]


def test_kb_help_lists_every_command_without_importing_one(tmp_path):
    listing = tmp_path / "modules.json"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    probe = PROBE.replace("cli(sys.argv[2:], standalone_mode=False)",
                          "try:\n        cli(sys.argv[2:], standalone_mode=False)\n    except SystemExit:\n        pass")
    done = subprocess.run([sys.executable, "-c", probe, str(listing), "--help"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    listed = " ".join(done.stdout.split())  # the help wraps the summaries at the terminal's width
    for name, command in COMMANDS.items():
        assert f"{name} {command.summary}" in listed
    assert sorted(m for m in json.loads(listing.read_text()) if m.startswith("kb.")) == ["kb.cli", "kb.cli.bytecode"]


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_kb_help_summarises_each_command_as_its_own_help_does(name):
    command = cli.get_command(click.Context(cli), name)
    assert COMMANDS[name].summary == command.get_short_help_str(limit=1000)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_the_group_names_is_there_under_that_name(name):
    command = cli.get_command(click.Context(cli), name)
    assert isinstance(command, click.Command)
    assert command.name == name


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_command_imported_by_name_lives_no_higher_than_the_command_line(name):
    """The group imports its commands by name, where the import walk of test_architecture cannot
    see them; this holds them to the same layer order."""
    module = COMMANDS[name].module
    assert rank(module) <= rank("kb.cli"), f"{name}: {module} is above the command line"
