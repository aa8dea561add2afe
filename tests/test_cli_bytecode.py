"""The package's bytecode is written once where the environment says not to write it (PYTHONDONTWRITEBYTECODE):
otherwise every ``kb`` process compiles the project's modules from source again."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from kb.cli.bytecode import ensure_compiled


def _package(tmp_path: Path) -> Path:
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("VALUE = 1\n", encoding="utf-8")
    (package / "sub" / "__init__.py").write_text("", encoding="utf-8")
    (package / "sub" / "mod.py").write_text("def f():\n    return 2\n", encoding="utf-8")
    return package


def _bytecode(package: Path) -> list[Path]:
    return sorted(package.rglob("*.pyc"))


def test_with_the_setting_every_module_gets_its_bytecode_and_a_second_call_rewrites_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    package = _package(tmp_path)
    assert ensure_compiled(package)
    written = _bytecode(package)
    assert [p.name.split(".")[0] for p in written] == ["__init__", "__init__", "mod"]
    times = [p.stat().st_mtime_ns for p in written]
    assert ensure_compiled(package)
    assert [p.stat().st_mtime_ns for p in _bytecode(package)] == times


def test_a_changed_module_is_compiled_again(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    package = _package(tmp_path)
    ensure_compiled(package)
    mod = package / "sub" / "mod.py"
    mod.write_text("def f():\n    return 3\n", encoding="utf-8")
    os.utime(mod, ns=(mod.stat().st_atime_ns, mod.stat().st_mtime_ns + 10**9))
    before = {p: p.read_bytes() for p in _bytecode(package)}
    ensure_compiled(package)
    changed = [p.name for p in _bytecode(package) if p.read_bytes() != before[p]]
    assert changed == [next(p.name for p in before if p.name.startswith("mod."))]


def test_without_the_setting_it_leaves_it_to_python(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    package = _package(tmp_path)
    assert ensure_compiled(package) and _bytecode(package) == []


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes into read-only directories")
def test_a_package_that_cannot_be_written_to_is_left_as_it_is(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    package = _package(tmp_path)
    for directory in (package / "sub", package):
        directory.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        assert ensure_compiled(package) is False and _bytecode(package) == []
    finally:
        for directory in (package, package / "sub"):
            directory.chmod(stat.S_IRWXU)

