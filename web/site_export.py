"""``kb export --site DIR``: the whole reference as static files, for any static host.

Every page ``kb serve`` stores at build time (``web.prerender.render_pages``) is written at its
own URL, a page at ``PATH`` as ``PATH/index.html`` (its JSON API answer as ``PATH/index.json``),
so nginx (``try_files $uri $uri/index.html $uri/index.json``), a CDN or GitHub Pages serve the
same addresses as ``kb serve``. Beside them: the static assets, the manifest, the service worker,
the list of pages "Save for offline" keeps, and the browser search's data
(``/search-data.json``): with no server, search runs in the page, as ``kb search`` runs. The
replay needs the server; ``/replay`` says so.

A page with a query string (``/faq?kind=ruling``) has no file of its own: a static host serves
the page without it. The folder is written beside ``DIR`` and renamed into place, so a server
reading ``DIR`` sees the old site or the new one, never half of one.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from web import create_app
from web.installable import STATIC, html_pages
from web.prerender import render_pages

#: Served at the root by the application (not rendered at build time), written as they are.
ROOT_FILES = ("/sw.js", "/manifest.webmanifest", "/search-data.json", "/robots.txt")
#: Pages of the application that are no stored page but belong to the static site.
EXTRA_PAGES = ("/offline", "/offline/replay")
#: The replay, which needs the server, is the page saying so.
REPLAY = "/replay"


@dataclass(frozen=True)
class SiteExport:
    pages: int
    files: int
    bytes: int
    search_data_bytes: int


def file_for(path: str, content_type: str) -> str:
    """The file, relative to the site's root, that a static server answers ``path`` with."""
    if path in ROOT_FILES:
        return path.lstrip("/")
    index = "index.json" if content_type.startswith("application/json") else "index.html"
    return f"{path.strip('/')}/{index}".lstrip("/")


def export_site(database: Path, target: Path) -> SiteExport:
    """Write the static site of ``database`` to ``target`` (replaced whole, atomically)."""
    target = target.parent.resolve() / target.name
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        export = _write(database, temporary)
        _swap(temporary, target)
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise
    return export


def _write(database: Path, root: Path) -> SiteExport:
    pages: list[str] = []
    for path, _query, _status, headers, body in _rendered(database):
        content_type = dict((name.lower(), value) for name, value in headers).get("content-type", "")
        file = root / file_for(path, content_type)
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_bytes(body)
        if content_type.startswith("text/html"):
            pages.append(path)
    replay = root / file_for("/offline/replay", "text/html")
    (root / file_for(REPLAY, "text/html")).parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(replay, root / file_for(REPLAY, "text/html"))
    listed = json.dumps(html_pages(pages + [REPLAY])).encode()
    (root / "offline-pages.json").write_bytes(listed)
    shutil.copytree(STATIC, root / "static")
    files = sum(1 for file in root.rglob("*") if file.is_file())
    size = sum(file.stat().st_size for file in root.rglob("*") if file.is_file())
    return SiteExport(len(pages) + 1, files, size, (root / "search-data.json").stat().st_size)


def _rendered(database: Path) -> Iterator[tuple[str, str, str, list[tuple[str, str]], bytes]]:
    """The stored pages (without a query string), then the root files and extra pages."""
    done: set[str] = set()
    for page in render_pages(database):
        if not page[1]:  # the WSGI path (latin-1 of the URL's bytes) as the file system names it
            done.add(path := page[0].encode("latin-1").decode("utf-8"))
            yield (path, *page[1:])
    client = create_app({"KB_DB": str(database), "KB_RESPONSE_CACHE_BYTES": 0, "KB_PRERENDERED": False}).test_client()
    for path in (path for path in ROOT_FILES + EXTRA_PAGES if path not in done):
        response = client.get(path)
        if response.status_code != 200:
            raise RuntimeError(f"{path} answered {response.status} while exporting the site")
        yield path, "", response.status, list(response.headers.items()), response.get_data()


def _swap(new: Path, target: Path) -> None:
    """Put ``new`` at ``target``. When ``target`` is a symbolic link (what the README advises a
    server's root to be), a new link to ``new`` is renamed over it: one atomic step, and the
    folder it named is removed. Else ``new`` is renamed over an absent target, or the old folder
    renamed aside first (a folder cannot be renamed over one that is not empty), then removed."""
    new.chmod(0o755)
    if target.is_symlink():
        previous = target.resolve()
        link = target.parent / f".{target.name}.link"
        link.unlink(missing_ok=True)
        link.symlink_to(new.name if new.parent == target.parent else new)
        os.replace(link, target)
        if previous.parent == target.parent and previous.name.startswith(f".{target.name}."):
            shutil.rmtree(previous, ignore_errors=True)
        return
    if not target.exists():
        os.rename(new, target)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old.", dir=target.parent))
    os.rename(target, old / "site")
    os.rename(new, target)
    shutil.rmtree(old, ignore_errors=True)
