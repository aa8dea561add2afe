"""An app served over real HTTP from a thread of the test process (browser and load tests).

werkzeug's threaded server, which Flask already brings: the tests need real sockets and a real
browser, not the production server (``kb serve`` runs gunicorn, and ``tests/test_reliability.py``
starts it as a subprocess).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from werkzeug.serving import make_server


@contextmanager
def serving_in_thread(app) -> Iterator[str]:
    """Serve ``app`` on a free loopback port until the block ends; yields its base URL."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
