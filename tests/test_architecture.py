"""The import graph of ``kb/`` and ``web/`` has no cycle and points only downwards.

The folders show the architecture: parse → link → store → build → lookup and search / the engine
→ the command line and the web → the tools. Inside the engine, the situation format is below the
timing core, the core below the game's procedures, the procedures below the effects, and the
package's face (``kb.engine`` itself, the bundled examples, ``kb replay``) on top. A module may
import from its own layer and from the layers below it, never from one above.

Every import counts: at the top of a module, inside a function (a function-local import that
dodged a cycle would close it here) and under ``TYPE_CHECKING`` (a type is a dependency too).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("kb", "web")

#: (module prefix, rank); a module takes the rank of its longest matching prefix. Modules of one
#: rank may import each other (without a cycle); a module may import any lower rank.
LAYERS: tuple[tuple[str, int], ...] = (
    ("kb", 0), ("kb.model", 0), ("kb.sources", 0), ("kb.tokens", 0), ("kb.diff", 0),
    ("kb.parse", 10), ("kb.cardtext", 10),
    ("kb.link", 20),
    ("kb.store", 30), ("kb.catalogue", 30),
    ("kb.build", 40), ("kb.fingerprint", 40), ("kb.freshness", 40),
    ("kb.lookup", 50), ("kb.cards", 50), ("kb.search", 50), ("kb.browse", 50),
    ("kb.engine.situation", 50),
    ("kb.engine.core", 51),
    ("kb.engine.procedures", 52),
    ("kb.engine.effects", 53),
    ("kb.engine.elder_sign", 53),
    ("kb.engine", 54),
    ("kb.cli", 60), ("kb.serve", 60), ("web", 60), ("kb.catalogue.command", 60),
    ("kb.tools", 70),
)
LAYER_NAMES = {0: "foundation", 10: "parse", 20: "link", 30: "store", 40: "build", 50: "read",
               51: "engine core", 52: "engine procedures", 53: "engine effects", 54: "engine face",
               60: "command line and web", 70: "tools"}


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


MODULES = _modules()


def rank(module: str) -> int:
    """The rank of a module: its longest matching prefix in :data:`LAYERS`."""
    best = ("", -1)
    for prefix, value in LAYERS:
        if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > len(best[0]):
            best = (prefix, value)
    if best[1] < 0:
        raise AssertionError(f"{module} is in no layer: add it to LAYERS in {Path(__file__).name}")
    return best[1]


def _targets(module: str, node: ast.Import | ast.ImportFrom, is_package: bool) -> Iterator[str]:
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    if node.level:
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    for alias in node.names:
        candidate = f"{target}.{alias.name}"
        yield candidate if candidate in MODULES else target


def imports_of(module: str) -> dict[str, int]:
    """Every project module ``module`` imports, with the line of the first import."""
    path = MODULES[module]
    found: dict[str, int] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for target in _targets(module, node, path.name == "__init__.py"):
                if target.split(".")[0] in PACKAGES and target != module:
                    found.setdefault(target, node.lineno)
    return found


GRAPH = {module: imports_of(module) for module in MODULES}


def test_every_module_is_in_a_layer():
    for module in MODULES:
        rank(module)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_point_only_downwards(module):
    mine = rank(module)
    upward = [f"line {line}: imports {target} ({LAYER_NAMES[rank(target)]})"
              for target, line in GRAPH[module].items() if rank(target) > mine]
    assert not upward, f"{module} ({LAYER_NAMES[mine]}) imports upwards:\n" + "\n".join(upward)


def _cycles() -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in GRAPH.get(node, {}):
            if target not in MODULES:
                continue
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for module in sorted(MODULES):
        if module not in index:
            visit(module)
    return components


def test_no_import_cycle():
    cycles = _cycles()
    assert not cycles, "import cycles:\n" + "\n".join(" ↔ ".join(c) for c in cycles)


def test_no_module_over_600_lines():
    long = {str(path.relative_to(ROOT)): n for path in MODULES.values()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 600}
    scripts = {str(path.relative_to(ROOT)): n for path in (ROOT / "web" / "static").rglob("*.js")
               if (n := len(path.read_text(encoding="utf-8").splitlines())) > 600}
    assert not long | scripts, f"modules over 600 lines: {long | scripts}"
