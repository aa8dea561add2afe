"""The package's own bytecode, written once where the environment says not to write it.

With ``PYTHONDONTWRITEBYTECODE`` set (as in many containers), Python never caches the compiled form of
an imported module, and an editable install (``pip install -e .``) is never compiled by pip either:
every ``kb`` process then compiles the project's modules from source again, about 50 ms of the
120 ms that ``kb ability`` takes, for each card a script reads. pip compiles a regular install's
modules at install time whatever that setting says; this does the same for the project's own
package, on the first command that imports it, and again only for a module whose source changed.
Imports read bytecode whatever the setting, so every later process starts from it.

Nothing here may stop a command: a package directory that cannot be written to is left as it is.
"""

from __future__ import annotations

import compileall
import sys
from pathlib import Path

#: The project's package (``kb/``): the directory compiled.
PACKAGE = Path(__file__).resolve().parents[1]


def ensure_compiled(package: Path = PACKAGE) -> bool:
    """Compile the modules of ``package`` whose bytecode is missing or older than their source, when the
    environment keeps Python from doing it on import; True when every module has current bytecode
    (compileall skips up-to-date ones: a few milliseconds)."""
    if not sys.dont_write_bytecode:
        return True  # Python writes the bytecode of what it imports itself
    try:
        return bool(compileall.compile_dir(package, quiet=2))
    except OSError:  # a read-only install: imports compile in memory, as before
        return False
