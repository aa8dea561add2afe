"""Hostile situations on every route that reads one, and on ``kb replay``: the bounds hold first.

An alias bomb, block nesting that overflowed the YAML composer, a 5,000-digit number: each is a
clear 400 (or the CLI's one-line error), quickly, from every loader; and a request that finds
every replay slot taken gets 503 with Retry-After at once, without waiting.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time

import pytest
from click.testing import CliRunner

from kb.engine import SituationError, check_text, example_path, parse_situation
from kb.engine import command as engine_command
from kb.engine.command import replay as replay_command
from web.replay import workers
from web.replay.share import encode_share
from web.server import Dispatch

EX01 = example_path("ex01-nested-sequences").read_text(encoding="utf-8")

#: 10^9 nodes once expanded, in about 400 characters.
ALIAS_BOMB = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 9))
#: The bomb inside a field the schema reads.
BOMB_IN_FIELD = EX01.replace("question:", "notes: &n [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"n{i}: &n{i} [{', '.join([f'*n{i - 1}' if i > 1 else '*n'] * 10)}]\n" for i in range(1, 9)) + "question:", 1)
BLOCK_NESTING = "- " * 30_000 + "x\n"
HUGE_NUMBER = EX01.replace("health: 9", "health: " + "9" * 5000, 1)
#: Integers in other bases, which the decimal digit count let through (issue 32: a 500, a dead worker).
HEX_NUMBER = EX01.replace("health: 9", "health: 0x" + "f" * 5000, 1)
BINARY_NUMBER = EX01.replace("health: 9", "health: 0b" + "1" * 5000, 1)
TAGGED_NUMBER = EX01.replace("health: 9", "health: !!int 0x" + "f" * 5000, 1)
BASE_60_NUMBER = EX01.replace("health: 9", "health: " + "1:" * 3000 + "1", 1)
#: An alias inside the collection it names: a cycle (the bound counted it as one node).
RECURSIVE_ANCHOR = EX01.replace("question:", "notes: &a [*a]\nquestion:", 1)
NOT_A_NUMBER = EX01.replace("health: 9", "health: .nan", 1)

HOSTILE = {
    "alias bomb": (ALIAS_BOMB, "YAML nodes"),
    "alias bomb in a field": (BOMB_IN_FIELD, "YAML nodes"),
    "block nesting": (BLOCK_NESTING, "levels deep"),
    "5,000-digit number": (HUGE_NUMBER, "more than 30 characters"),
    "hexadecimal number": (HEX_NUMBER, "more than 30 characters"),
    "binary number": (BINARY_NUMBER, "more than 30 characters"),
    "tagged number": (TAGGED_NUMBER, "more than 30 characters"),
    "base-60 number": (BASE_60_NUMBER, "more than 30 characters"),
    "recursive anchor": (RECURSIVE_ANCHOR, "is inside the collection it names"),
    "NaN": (NOT_A_NUMBER, "not a finite number"),
}


def test_the_example_has_the_fields_the_hostile_variants_change():
    assert "health: 9" in EX01 and "question:" in EX01


@pytest.mark.parametrize("name", HOSTILE)
def test_the_engine_refuses_before_parsing(name):
    text, words = HOSTILE[name]
    started = time.perf_counter()
    with pytest.raises(SituationError, match=words):
        check_text(text)
    with pytest.raises(SituationError, match=words):
        parse_situation(text)
    assert time.perf_counter() - started < 5  # was 30 s and 1.1 GB for the bomb


def test_json_numbers_are_bounded_too():
    with pytest.raises(SituationError, match="more than 30 characters"):
        parse_situation('{"game": "ahlcg", "n": ' + "9" * 5000 + "}")
    for constant in ("NaN", "Infinity", "1e999"):
        with pytest.raises(SituationError, match="not a finite number"):
            parse_situation('{"game": "ahlcg", "n": ' + constant + "}")


@pytest.mark.parametrize("name", HOSTILE)
def test_kb_replay_prints_one_line(name, tmp_path):
    text, words = HOSTILE[name]
    path = tmp_path / "situation.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(replay_command, [str(path)])
    assert result.exit_code == 1, result.output
    assert words in result.output and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1
    result = CliRunner().invoke(replay_command, ["-"], input=text)
    assert result.exit_code == 1 and words in result.output


def test_kb_replay_reads_no_more_than_the_bound(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_text("# " + "x" * 200_000 + "\n", encoding="utf-8")
    result = CliRunner().invoke(replay_command, [str(path)])
    assert result.exit_code == 1 and "larger than" in result.output


def test_the_block_nesting_does_not_crash_the_cli_process(tmp_path):
    """A real process: a segfault (exit 139) would not show inside CliRunner."""
    path = tmp_path / "deep.yaml"
    path.write_text(BLOCK_NESTING, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "kb.cli", "replay", str(path)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1, done.stderr
    assert "levels deep" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("name", HOSTILE)
def test_every_route_refuses_with_a_clear_400(app, name):
    text, words = HOSTILE[name]
    client = app.test_client()
    started = time.perf_counter()
    response = client.post("/api/replay", data=text, content_type="application/yaml")
    assert response.status_code == 400 and words in response.get_json()["error"]["message"]
    response = client.post("/api/replay/check", data=text, content_type="application/yaml")
    assert response.status_code == 200
    body = response.get_json()
    assert body["valid"] is False and words in body["error"]["message"] and body["data"] is None
    response = client.post("/replay", data={"situation": text})
    assert response.status_code == 400 and words in response.get_data(as_text=True)
    response = client.post("/replay/trace", data=text, content_type="application/yaml")
    assert response.status_code == 200 and 'data-status="400"' in response.get_data(as_text=True)
    code = encode_share(text)
    if len(code) <= 8000:
        response = client.get(f"/replay?s={code}")
        assert response.status_code == 400 and words in response.get_data(as_text=True)
    assert time.perf_counter() - started < 20


def test_a_223_character_share_link_bomb_is_quick(app):
    code = encode_share(ALIAS_BOMB)
    assert len(code) < 300
    started = time.perf_counter()
    response = app.test_client().get(f"/replay?s={code}")
    assert response.status_code == 400
    assert time.perf_counter() - started < 3  # was 5 s of a worker's time


def test_no_slot_free_is_503_at_once(app):
    """Every slot taken: the request is refused immediately, with Retry-After; it never waits."""
    pool = workers.pool(workers.WORKERS)
    taken = 0
    try:
        for _ in range(workers.WORKERS):
            assert pool._slots.acquire(blocking=False)
            taken += 1
        started = time.perf_counter()
        response = app.test_client().post("/api/replay", data=EX01, content_type="application/yaml")
        elapsed = time.perf_counter() - started
        assert response.status_code == 503 and response.headers["Retry-After"]
        assert "busy" in response.get_json()["error"]["message"]
        assert elapsed < 0.5
    finally:
        for _ in range(taken):
            pool._slots.release()
    assert app.test_client().post("/api/replay", data=EX01, content_type="application/yaml").status_code == 200


def test_a_flood_never_blocks_a_thread_waiting_for_a_slot(app):
    """Many replays at once: each either replays or is refused at once; none waits for a slot."""
    results: list[tuple[int, float]] = []
    lock = threading.Lock()

    def one() -> None:
        client = app.test_client()
        started = time.perf_counter()
        status = client.post("/api/replay", data=EX01, content_type="application/yaml").status_code
        with lock:
            results.append((status, time.perf_counter() - started))

    threads = [threading.Thread(target=one) for _ in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert len(results) == 12
    assert {status for status, _ in results} <= {200, 503}
    assert any(status == 200 for status, _ in results)


def test_the_server_refuses_a_replay_before_the_application_when_every_slot_is_taken(app, monkeypatch):
    """kb serve's loop (web.server.Dispatch) answers the replay API's 503 itself while the slots are taken."""
    release = threading.Event()

    class Held:
        """A worker whose replay runs until the test lets it go."""

        def call(self, job, timeout):
            release.wait(30)
            return {"ok": True}

        def kill(self):
            pass

    monkeypatch.setattr(workers, "_Worker", Held)
    monkeypatch.setattr(workers, "_pools", {})  # a pool of its own, with no real worker idle in it
    dispatch = Dispatch(app, threads=1)
    pool = workers.pool(workers.WORKERS)
    holding = [threading.Thread(target=pool.run, args=({"op": "replay"},)) for _ in range(workers.WORKERS)]
    seen: dict = {}

    def start_response(status, headers, exc_info=None):
        seen.update(status=status, headers=dict(headers))

    environ = {"REQUEST_METHOD": "POST", "PATH_INFO": "/api/replay", "QUERY_STRING": "", "CONTENT_LENGTH": "3"}
    for thread in holding:
        thread.start()
    try:
        deadline = time.monotonic() + 10
        while pool.busy < workers.WORKERS and time.monotonic() < deadline:
            time.sleep(0.01)
        assert pool.busy == workers.WORKERS
        body = b"".join(dispatch(environ, start_response))
    finally:
        release.set()
        for thread in holding:
            thread.join(10)
    assert pool.busy == 0
    assert seen["status"].startswith("503") and seen["headers"]["Retry-After"] == "2"
    assert seen["headers"]["X-Frame-Options"] == "DENY" and seen["headers"]["Cache-Control"] == "no-cache"
    assert b"busy" in body and b'"status": 503' in body


def test_kb_replay_stops_at_its_time_bound_in_one_line(tmp_path, monkeypatch):
    """The command line bounds a replay as the web does; a replay that never ends stands in for a slow one."""
    def forever(situation, all_windows):
        while True:
            pass

    monkeypatch.setattr(engine_command, "run_replay", forever)
    result = CliRunner().invoke(replay_command, ["--example", "ex01-nested-sequences", "--timeout", "0.2"])
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        "Error: the replay took longer than 0.2 s, the limit of a replay (--timeout, as on the web)"]
