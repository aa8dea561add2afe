"""What the code imports is installed by ``pip install -e .`` alone, without the test extras.

The tests run with the test extras, which pull in more packages than the main job gets: a module
imported only through one of those (gunicorn's gevent worker imports ``packaging``, which only
gunicorn's ``gevent`` extra declares) works here and fails on a fresh machine. So this walks the
imports of every module of ``kb/`` and ``web/``, and of the gunicorn worker ``kb serve`` runs,
and requires each third-party one to come from a distribution that the project's own
dependencies (not its extras) install. The measuring tools (``kb/tools/``) are left out: they
are not the product, and run where the test extras are (the browser benchmark drives Playwright).
"""

from __future__ import annotations

import ast
import importlib.util
import sys
from importlib.metadata import PackageNotFoundError, distribution, packages_distributions, requires
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
PROJECT = "arkham-rules-kb"
#: Modules that ``kb serve`` has gunicorn import by name, where no import statement shows them.
LOADED_BY_NAME = ("gunicorn.workers.ggevent", "gunicorn.workers.gthread")


def _name(distribution_name: str) -> str:
    return distribution_name.lower().replace("_", "-")


def installed_by_main_job() -> set[str]:
    """Every distribution ``pip install -e .`` installs: the core requirements and theirs, with
    only the extras that a requirement names."""
    core = [Requirement(text) for text in requires(PROJECT) or []]
    pending = [(_name(r.name), frozenset(r.extras)) for r in core if r.marker is None or r.marker.evaluate({"extra": ""})]
    seen: set[tuple[str, frozenset[str]]] = set()
    while pending:
        name, extras = pending.pop()
        if (name, extras) in seen:
            continue
        seen.add((name, extras))
        try:
            declared = distribution(name).requires or []
        except PackageNotFoundError:
            continue  # not installed here: the import check below fails for whatever needs it
        for child in map(Requirement, declared):
            if child.marker is None or any(child.marker.evaluate({"extra": extra}) for extra in extras | {""}):
                pending.append((_name(child.name), frozenset(child.extras)))
    return {name for name, _ in seen}


def top_level_imports(source: str) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name.partition(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.partition(".")[0])
    return names


def imported_by_the_code() -> dict[str, set[str]]:
    """Top-level module → the files that import it, for the project and the gunicorn workers."""
    tools = ROOT / "kb" / "tools"
    files = [path for path in [*ROOT.joinpath("kb").rglob("*.py"), *ROOT.joinpath("web").rglob("*.py")]
             if tools not in path.parents]
    files += [Path(importlib.util.find_spec(name).origin) for name in LOADED_BY_NAME]
    imported: dict[str, set[str]] = {}
    for path in files:
        for name in top_level_imports(path.read_text(encoding="utf-8")):
            imported.setdefault(name, set()).add(str(path))
    return imported


def test_every_third_party_import_is_installed_without_the_test_extras():
    installed = installed_by_main_job()
    providers = packages_distributions()
    own = {"kb", "web", "gunicorn"}
    missing = {}
    for module, importers in imported_by_the_code().items():
        if module in sys.stdlib_module_names or module in own or module.startswith("_"):
            continue
        dists = {_name(name) for name in providers.get(module, [])}
        if not dists & installed:
            missing[module] = sorted(importers)[:2]
    assert missing == {}


def test_the_main_job_installs_gunicorns_gevent_worker_and_what_it_imports():
    installed = installed_by_main_job()
    assert {"gunicorn", "gevent", "packaging", "flask", "sqlite-utils"} <= installed
    assert not {"pytest", "playwright", "hypothesis"} & installed
