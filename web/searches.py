"""One search per question per process: the search page and its as-you-type results share it.

A player who types a question gets its results fragment (``/search/results?q=…``) and then,
pressing Enter, the search page (``/?q=…``): two URLs, two entries of the response cache, one
search. So the server keeps the last ``SEARCHES_KEPT`` search pages it computed, per database
content (``kb.store.derived``: a rebuild with other rules gets a fresh memo, one that changed
nothing keeps it; the response still names its own build), keyed by everything the search
reads (the query, game, kind and limit), and each representation renders the one it finds.
(The API answers ``kb.browse.search_response``, the search without what only the page shows.)
A ``SearchPage`` is never changed once ``kb.browse.search_page`` returns it, so threads share it.
With the response cache off (``KB_RESPONSE_CACHE_BYTES`` 0, ``kb serve --cache-mb 0``) every
request searches, as it renders.
"""

from __future__ import annotations

import sqlite3
import threading
from collections import OrderedDict

from flask import current_app

from kb import browse
from kb.store import derived

#: Search pages kept per process (a few kilobytes each).
SEARCHES_KEPT = 4096

SearchKey = tuple[str, str | None, str | None, int]


class SearchMemo:
    """A thread-safe LRU of search pages of one database build."""

    def __init__(self, size: int = SEARCHES_KEPT) -> None:
        self.size = size
        self._pages: OrderedDict[SearchKey, browse.SearchPage] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: SearchKey) -> browse.SearchPage | None:
        with self._lock:
            page = self._pages.get(key)
            if page is not None:
                self._pages.move_to_end(key)
            return page

    def put(self, key: SearchKey, page: browse.SearchPage) -> None:
        with self._lock:
            self._pages[key] = page
            self._pages.move_to_end(key)
            while len(self._pages) > self.size:
                self._pages.popitem(last=False)


def search_page(connection: sqlite3.Connection, query: str, *, game: str | None, kind: str | None,
                limit: int) -> browse.SearchPage:
    """``kb.browse.search_page``, computed once per (query, game, kind, limit) and content."""
    if "kb_response_cache" not in current_app.extensions:
        return browse.search_page(connection, query, game=game, kind=kind, limit=limit)
    memo: SearchMemo = derived(connection, "search pages", lambda _: SearchMemo())
    key = (query, game, kind, limit)
    page = memo.get(key)
    if page is None:
        page = browse.search_page(connection, query, game=game, kind=kind, limit=limit)
        memo.put(key, page)
    return page
