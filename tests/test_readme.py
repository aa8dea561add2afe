"""The README's sample sessions are what the commands print.

Every fenced block of the README whose first line is a ``$ kb …`` command is a sample session:
each ``$`` line is run (in-process, with click's test runner, against a database this module
builds with ``kb build``, and, for ``kb cards import cards.json``, the cards the rules documents
quote as that file) and what it printed must match the lines below it. In the samples,
``…`` stands for text left out (a line of its own: any number of lines), a duration ("3.74 s")
for any duration, and a trailing ``(exit status N)`` for the status the command must end with;
without it, the command must succeed. A sample that drifts from the program fails here.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from kb.cli import cli

README = Path(__file__).resolve().parent.parent / "README.md"
QUOTED_CARDS = Path(__file__).resolve().parent / "data" / "quoted_cards.json"
#: The paths the README's samples print: the default databases.
SHOWN_DB, SHOWN_CARDS_DB = "data/kb.db", "data/cards.db"
_EXIT = re.compile(r"\s*\(exit status (\d+)\)\s*$")
_DURATION = re.compile(r"\d+(?:\.\d+)? s\b")


@dataclass
class Sample:
    line: int  # of the README, where the command is
    command: str
    expected: list[str]
    exit_code: int = 0


def readme_samples(text: str) -> list[Sample]:
    """The ``$ kb`` commands of the README's fenced blocks, each with the lines it should print."""
    samples: list[Sample] = []
    in_block, block_is_session = False, False
    for number, line in enumerate(text.split("\n"), start=1):
        if line.startswith("```"):
            in_block, block_is_session = not in_block, False
            continue
        if not in_block:
            continue
        if line.startswith("$ kb "):
            block_is_session = True
            samples.append(Sample(number, line[2:], []))
        elif block_is_session:
            expected = samples[-1].expected
            status = _EXIT.search(line)
            if status:
                samples[-1].exit_code = int(status.group(1))
                line = line[:status.start()]
            if line.strip() or expected:  # the blank line between two commands ends this one's output
                expected.append(line)
    for sample in samples:
        while sample.expected and not sample.expected[-1].strip():
            sample.expected.pop()
    return samples


def pattern_of(expected: list[str]) -> re.Pattern[str]:
    """A pattern for what a sample shows: ``…`` is left-out text, a duration is any duration."""
    parts = []
    for line in expected:
        if line.strip() == "…":
            parts.append(r"(?:[^\n]*\n)*?")
            continue
        pieces = [r"[\d.]+ s".join(map(re.escape, _DURATION.split(piece))) for piece in line.rstrip().split("…")]
        parts.append(r"[^\n]*?".join(pieces) + r"[ \t]*\n")
    return re.compile("".join(parts), re.DOTALL)


SAMPLES = readme_samples(README.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def session_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reader's working directory: the samples run one after another in it, as in a terminal
    (a catalogue the one sample imports, the next one reads)."""
    directory = tmp_path_factory.mktemp("readme-session")
    (directory / "cards.json").write_bytes(QUOTED_CARDS.read_bytes())
    return directory


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Result]:
    """A database built by ``kb build``, as the README's first sample builds it, and what the
    build printed (the sample itself: a build is the slowest command, so it runs once)."""
    path = tmp_path_factory.mktemp("readme") / "kb.db"
    result = CliRunner().invoke(cli, ["build", "--db", str(path)])
    assert result.exit_code == 0, result.output
    assert "… parsing the Rules Reference (rr)" in result.stderr  # its progress, on stderr
    return path, result


def test_the_readme_has_sample_sessions():
    commands = {shlex.split(sample.command)[1] for sample in SAMPLES}
    assert {"build", "search", "show", "card", "replay", "ability"} <= commands


@pytest.mark.parametrize("sample", SAMPLES, ids=[f"line {sample.line}: {sample.command}" for sample in SAMPLES])
def test_a_readme_sample_is_what_the_command_prints(sample: Sample, built: tuple[Path, Result], session_dir: Path,
                                                    monkeypatch):
    readme_db = built[0]
    monkeypatch.chdir(session_dir)  # a command's own files (a catalogue) stay out of the repository
    cards_db = session_dir / "cards.db"
    if sample.command == "kb build":
        result = built[1]
    else:
        result = CliRunner().invoke(cli, shlex.split(sample.command)[1:],
                                    env={"KB_DB": str(readme_db), "KB_CARDS_DB": str(cards_db)})
    assert result.exit_code == sample.exit_code, result.output
    shown = (result.stdout if sample.exit_code == 0 else result.stderr)
    shown = shown.replace(str(readme_db), SHOWN_DB).replace(str(cards_db), SHOWN_CARDS_DB)
    shown = "\n".join(line.rstrip() for line in shown.split("\n")).rstrip("\n") + "\n"
    assert pattern_of(sample.expected).fullmatch(shown), (
        f"README line {sample.line}: `{sample.command}` printed:\n{shown}\nthe README shows:\n"
        + "\n".join(sample.expected))
