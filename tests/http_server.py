"""An app served over real HTTP from a thread of the test process (browser and load tests).

werkzeug's threaded server, which Flask already brings: the tests need real sockets and a real
browser, not the production server (``kb serve`` runs gunicorn, and ``tests/test_reliability.py``
starts it as a subprocess).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from werkzeug.serving import make_server

from tests.web.conftest import write_fixture_database
from web import create_app, replay


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


@contextmanager
def serving_replay_app(directory: Path) -> Iterator[str]:
    """The app with the replay blueprint, served over HTTP on a free port, over the web tests'
    small hand-made database (it has the entries the first steps cite), so that the replay tests
    do not wait for the real database to be built."""
    app = create_app({"KB_DB": str(write_fixture_database(directory / "fixture.db"))})
    if "replay" not in app.blueprints:
        app.register_blueprint(replay.bp)
    with serving_in_thread(app) as url:
        yield url
