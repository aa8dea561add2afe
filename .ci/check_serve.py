"""Run the README's first command as written, wait for the server, check what a player sees, stop it.

Usage: ``python3 .ci/check_serve.py 'python3 -m pip install -e . && kb serve'``. The command runs
in its own process group (in the caller's virtual environment); the pages are asked for on
loopback until they answer (the first start builds the database); then ``/``, an entry page and
``/api/search?q=aoo`` must answer 200 with what a player expects, and the server is stopped by
its process id. Standard library only: the main job's environment has no test extras.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

HOST, PORT = "127.0.0.1", 8000  # where the README says the pages are served
START_SECONDS = 1200  # a first start builds the database and renders every page
ENTRY = "ahlcg/rr/attack-of-opportunity"


def port_is_free() -> bool:
    with socket.socket() as probe:
        return probe.connect_ex((HOST, PORT)) != 0


def fetch(path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://{HOST}:{PORT}{path}", timeout=30) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace")


def wait_for_server(process: subprocess.Popen) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the command exited with status {process.returncode} before serving")
        try:
            fetch("/")
            return
        except OSError:
            time.sleep(1)
    raise SystemExit(f"nothing answered on http://{HOST}:{PORT}/ within {START_SECONDS} s")


def check_pages() -> None:
    status, home = fetch("/")
    assert status == 200 and "Arkham rules" in home and "<form" in home, f"/: {status}"
    status, entry = fetch(f"/entry/{ENTRY}")
    assert status == 200 and "Attack of Opportunity" in entry, f"/entry/{ENTRY}: {status}"
    status, body = fetch("/api/search?q=aoo")
    results = json.loads(body)["results"] if status == 200 else []
    assert results and results[0]["key"] == ENTRY, f"/api/search?q=aoo: {status} {body[:300]}"
    print(f"kb serve answered /, /entry/{ENTRY} and /api/search?q=aoo (first result {results[0]['title']!r})")


def main(command: str) -> int:
    if not port_is_free():
        raise SystemExit(f"{HOST}:{PORT} is taken before the server starts")
    process = subprocess.Popen(["bash", "-c", command], start_new_session=True)
    print(f"started `{command}` as process {process.pid}", flush=True)
    try:
        wait_for_server(process)
        check_pages()
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(60)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        print(f"stopped process {process.pid}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
