"""``POST /api/replay`` and ``/api/replay/check``: good, broken and hostile situations.

The replay runs in a worker process (``web.replay.workers.ReplayPool``); these tests go through it, so
they also show that what crashes or hangs a worker never takes the server down.
"""

from __future__ import annotations

import base64
import json
import signal
import zlib
from urllib.parse import quote

import click
import pytest
import yaml
from click.testing import CliRunner

from kb.engine import example_names, example_path, replay_file
from kb.engine.command import replay as replay_command
from web.replay import share, trace_view, workers

EX01 = example_path("ex01-nested-sequences").read_text(encoding="utf-8")

LOOP = """\
game: ahlcg
title: An endless loop
question: What happens when an ability triggers itself forever?
investigators:
  - name: Roland Banks
    location: Hallway
    health: 9
    sanity: 5
    abilities:
      - kind: forced
        timing: after
        trigger: {event: gain-resources, who: self}
        text: "Forced - After you gain resources: gain 1 resource."
        effects:
          - {effect: gain-resources, amount: 1}
locations:
  - name: Hallway
do:
  - {who: Roland Banks, action: resource}
"""


@pytest.fixture()
def api(app):
    client = app.test_client()

    def post(body: str | bytes, content_type: str = "application/yaml", path: str = "/api/replay", **kwargs):
        return client.post(path, data=body, content_type=content_type, **kwargs)

    post.client = client  # type: ignore[attr-defined]
    return post


def cli_error(tmp_path, text: str) -> str:
    """What ``kb replay FILE`` prints for this situation, after ``Error: ``."""

    @click.group()
    def kb() -> None:
        pass

    kb.add_command(replay_command)
    path = tmp_path / "situation.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(kb, ["replay", str(path)])
    assert result.exit_code == 1, result.output
    return result.output.strip().removeprefix("Error: ")


def assert_error_shape(response, status: int) -> dict:
    assert response.status_code == status, response.data[:500]
    assert response.mimetype == "application/json"
    error = response.get_json()["error"]
    assert error["status"] == status and error["title"] and error["message"]
    return error


# -- good situations ----------------------------------------------------------------------------------


def test_a_yaml_situation_returns_the_trace_of_kb_replay_json(api):
    response = api(EX01)
    assert response.status_code == 200
    assert response.get_json() == json.loads(replay_file(str(example_path("ex01-nested-sequences"))).to_json())


def test_a_json_situation_gives_the_same_trace(api):
    body = json.dumps(yaml.safe_load(EX01))
    response = api(body, "application/json")
    assert response.status_code == 200
    assert response.get_json()["steps"] == api(EX01).get_json()["steps"]


def test_every_bundled_example_replays_through_the_api(api):
    for name in example_names():
        response = api(example_path(name).read_bytes())
        assert response.status_code == 200, (name, response.data[:300])
        assert response.get_json()["steps"], name


def test_states_give_the_state_at_every_step(api):
    body = api(EX01, path="/api/replay?states=1").get_json()
    changes = body["states"]["changes"]
    assert len(changes) == len(body["steps"])
    state: dict = {}
    guard_dog = []
    for step_changes in changes:
        for change in step_changes:
            node = state
            for key in change[0][:-1]:
                node = node.setdefault(key, {})
            if len(change) == 1:
                node.pop(change[0][-1], None)
            else:
                node[change[0][-1]] = change[1]
        guard_dog.append(state["cards"]["Guard Dog"]["damage"])
    assert state == body["final_state"]  # the last step's state is the final state
    assert guard_dog[0] == 0 and guard_dog[-1] == 1
    step_24 = next(s for s in body["steps"] if "1 damage on Guard Dog" in s["text"])
    assert guard_dog[step_24["n"] - 2] == 0 and guard_dog[step_24["n"] - 1] == 1  # placed at that very step


def test_check_returns_the_data_for_the_form(api):
    body = api(EX01, path="/api/replay/check").get_json()
    assert body["valid"] is True and body["error"] is None
    assert list(body["data"])[:3] == ["game", "title", "summary"]  # the document's order, kept
    assert body["data"]["cards"][1]["name"] == "Goat Spawn"


def test_the_examples_are_listed(api):
    listed = api.client.get("/api/replay/examples").get_json()
    assert [e["name"] for e in listed] == example_names()
    assert all(e["summary"] and e["url"].startswith("/replay/example/") for e in listed)


# -- broken situations: 400 with the command line's message, the field and the line ------------------------


BROKEN = {
    "unknown event": (EX01.replace("event: damage-dealt", "event: damage-delt"),
                      "cards[0].abilities[0].trigger.event", "unknown event 'damage-delt'; did you mean 'damage-dealt'?"),
    "typo in a field": (EX01.replace("    health: 9\n", "    helth: 9\n"), "investigators[0].helth", "did you mean 'health'"),
    "unknown name": (EX01.replace("location: Hallway\n    health: 9", "location: Hallwy\n    health: 9"),
                     "investigators[0].location", "no location named 'Hallwy'; did you mean 'Hallway'?"),
    "negative number": (EX01.replace("    damage: 2\n", "    damage: -2\n"), "cards[1].damage", "must be at least 0"),
    "wrong type": (EX01.replace("health: 9", "health: nine"), "investigators[0].health", "must be an integer"),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_broken_situation_is_a_400_with_the_cli_message_and_the_field(api, tmp_path, case):
    text, field, words = BROKEN[case]
    error = assert_error_shape(api(text), 400)
    assert error["message"] == cli_error(tmp_path, text)
    assert words in error["message"]
    assert error["field"] == field
    assert isinstance(error["line"], int) and f"(line {error['line']})" in error["message"]
    assert field.rsplit(".", 1)[-1].split("[")[0] in text.splitlines()[error["line"] - 1]


def test_malformed_yaml_names_the_line(api, tmp_path):
    text = "game: ahlcg\ntitle: [unclosed\ninvestigators: []\n"
    error = assert_error_shape(api(text), 400)
    assert error["message"].startswith("invalid YAML:") and error["message"] == cli_error(tmp_path, text)
    assert error["line"] is not None and error["field"] is None


def test_check_reports_the_error_with_the_data(api):
    body = api(BROKEN["unknown name"][0], path="/api/replay/check").get_json()
    assert body["valid"] is False
    assert body["error"]["field"] == "investigators[0].location"
    assert body["data"]["investigators"][0]["location"] == "Hallwy"


def test_an_empty_or_non_mapping_body_is_a_400(api):
    for body in ("", "- just\n- a list\n", "42"):
        error = assert_error_shape(api(body), 400)
        assert "a situation must be a mapping" in error["message"]


def test_a_body_that_is_not_utf8_is_a_400(api):
    error = assert_error_shape(api(b"game: \xff\xfe\n"), 400)
    assert "UTF-8" in error["message"]


def test_a_nul_character_is_refused(api):
    assert_error_shape(api("game: ahlcg\x00\n"), 400)


def test_get_is_not_allowed(api):
    response = api.client.get("/api/replay")
    assert response.status_code == 405 and response.get_json()["error"]["status"] == 405


# -- hostile situations --------------------------------------------------------------------------------------


def test_a_huge_body_is_a_413(api):
    body = "game: ahlcg\n" + "# padding\n" * 8000  # 80 KB
    error = assert_error_shape(api(body), 413)
    assert "larger than" in error["message"]


def test_the_route_checks_content_length_itself(app):
    app.config["KB_REPLAY_MAX_BODY"] = 1000
    client = app.test_client()
    response = client.post("/api/replay", data=EX01, content_type="application/yaml")
    error = assert_error_shape(response, 413)
    assert error["message"] == "The situation is larger than 1000 bytes, the limit of a replay."


def test_a_limit_configured_above_the_default_holds_in_the_worker_too(app):
    # the web checks and the worker's own bounds apply the one configured limit, not 64 KiB each
    app.config.update(KB_REPLAY_MAX_BODY=128 * 1024, MAX_CONTENT_LENGTH=256 * 1024)
    client = app.test_client()
    body = EX01 + "# padding\n" * 9000  # 90 KB
    response = client.post("/api/replay", data=body, content_type="application/yaml")
    assert response.status_code == 200, response.get_json()
    plain = client.post("/api/replay", data=EX01, content_type="application/yaml")
    assert response.get_json()["steps"] == plain.get_json()["steps"]  # the padding is comments only
    error = assert_error_shape(client.post("/api/replay", data=body + "#" * 50_000, content_type="application/yaml"), 413)
    assert error["message"] == f"The situation is larger than {128 * 1024} bytes, the limit of a replay."
    code = share.encode_share(body)  # a share link unpacks to the same limit
    assert len(code) <= share.SHARE_LIMIT and share.decode_share(code, 128 * 1024) == body
    with pytest.raises(share.ShareError, match="larger than 65536 bytes"):
        share.decode_share(code)
    assert client.get(f"/replay?s={code}").status_code == 200


def test_deep_nesting_is_refused_before_parsing(api):
    # 30,000 nested '[' overflow libyaml's C stack: it would kill the process that parses it
    error = assert_error_shape(api("game: " + "[" * 30000), 400)
    assert "nests more than 64 levels" in error["message"] and error["line"] == 1
    error = assert_error_shape(api('{"a":' * 5000, "application/json"), 400)
    assert "nests more than" in error["message"]
    assert api(EX01).status_code == 200  # and the server goes on


def test_billion_laughs_is_refused(api):
    lines = ["game: ahlcg", "title: laughs", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    error = assert_error_shape(api("\n".join(lines) + "\n"), 400)
    assert "more than 100000 YAML nodes" in error["message"]


def test_an_endless_trigger_loop_stops_at_the_engines_bound(api):
    response = api(LOOP)
    assert response.status_code == 200
    body = response.get_json()
    assert body["steps"][-1]["text"].startswith("Replay stopped:")
    assert any("stopped" in u["text"] and "ahlcg/rr/grim-rule" in u["rules"] for u in body["unresolved"])


def test_a_replay_past_its_time_limit_is_stopped_with_a_503(app):
    app.config["KB_REPLAY_TIMEOUT"] = 0.0005
    client = app.test_client()
    # a whole round with every framework step is slow enough (an endless loop is now recognised at once)
    slow = example_path("round-two").read_text(encoding="utf-8")
    response = client.post("/api/replay", data=slow, content_type="application/yaml")
    error = assert_error_shape(response, 503)
    assert "took longer than 0.0005 seconds and was stopped" in error["message"]
    assert response.headers["Retry-After"]
    app.config["KB_REPLAY_TIMEOUT"] = workers.TIMEOUT
    assert client.post("/api/replay", data=EX01, content_type="application/yaml").status_code == 200


def test_a_document_that_crashed_the_parser_is_refused_in_the_worker(app):
    """Sent past the route's checks, 30,000 nested brackets (or a 60 KB ``- - - x``) that used to
    overflow the YAML composer's C stack are refused by the engine's bounds: a 400, no crash."""
    pool = workers.pool(workers.WORKERS)
    for text in ("a: " + "[" * 30000, "- " * 30000 + "x\n"):
        result = pool.run({"op": "check", "text": text}, timeout=20)
        assert not result["ok"] and "levels deep" in result["error"]["message"]


def test_a_crashing_worker_is_replaced(app):
    """A worker that dies (a parser crash, a kill) fails its job; the next job gets a new worker."""
    pool = workers.pool(workers.WORKERS)
    assert pool.run({"op": "replay", "text": EX01}, timeout=20)["ok"]
    worker = pool._idle.get_nowait()
    worker.process.send_signal(signal.SIGSEGV)
    worker.process.wait(timeout=10)
    pool._idle.put(worker)
    with pytest.raises(workers.WorkerFailed):
        pool.run({"op": "check", "text": EX01}, timeout=20)
    result = pool.run({"op": "replay", "text": EX01}, timeout=20)
    assert result["ok"] and result["trace"]["steps"]


def test_every_worker_busy_is_a_503(app, monkeypatch):
    pool = workers.pool(workers.WORKERS)

    def busy(*args, **kwargs):
        raise workers.ReplayBusy

    monkeypatch.setattr(pool, "run", busy)
    error = assert_error_shape(app.test_client().post("/api/replay", data=EX01), 503)
    assert "busy" in error["message"]


# -- pieces ------------------------------------------------------------------------------------------------


def test_share_codes_round_trip_and_refuse_what_is_too_big():
    code = share.encode_share(EX01)
    assert share.decode_share(code) == EX01
    assert set(code) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    with pytest.raises(share.ShareError, match="too long"):
        share.decode_share("A" * (share.SHARE_LIMIT + 1))
    bomb = base64.urlsafe_b64encode(zlib.compress(b"#" * 4_000_000, 9)).decode().rstrip("=")
    assert len(bomb) < share.SHARE_LIMIT
    with pytest.raises(share.ShareError, match="larger than"):
        share.decode_share(bomb)
    with pytest.raises(share.ShareError, match="damaged"):
        share.decode_share("not-a-code")


def test_the_answer_is_derived_from_the_trace():
    trace = replay_file(str(example_path("ex01-nested-sequences"))).to_dict()
    answer = trace_view.answer(trace)
    assert [item["label"] for item in answer["items"]] == [
        "Guard Dog's reaction", "Goat Spawn's Forced ability", "Agnes Baker's reaction", ".45 Automatic's play"]
    assert [item["nested_in"] for item in answer["items"]] == [
        None, "Guard Dog's reaction", "Goat Spawn's Forced ability", None]
    assert answer["sentence"].startswith("Guard Dog's reaction resolves at step 9; then Goat Spawn's Forced")
    assert "ahlcg/faq/1-4" in [key for key, _ in answer["rules"]]
    assert trace_view.answer({**trace, "question": "What happens to nobody in particular?"}) is None


def test_the_step_tree_follows_the_depths():
    steps = [{"n": 1, "depth": 0}, {"n": 2, "depth": 1}, {"n": 3, "depth": 2}, {"n": 4, "depth": 1}, {"n": 5, "depth": 0}]
    tree = trace_view.step_tree(steps)
    assert [node["step"]["n"] for node in tree] == [1, 5]
    assert [node["step"]["n"] for node in tree[0]["children"]] == [2, 4]
    assert [node["step"]["n"] for node in tree[0]["children"][0]["children"]] == [3]


def test_a_body_sent_as_a_form_by_mistake_is_still_read(api):
    """``curl --data-binary @situation.yaml`` sends form-urlencoded unless told otherwise."""
    response = api(EX01, "application/x-www-form-urlencoded")
    assert response.status_code == 200 and len(response.get_json()["steps"]) == 28
    response = api("situation=" + quote(EX01), "application/x-www-form-urlencoded")
    assert response.status_code == 200 and len(response.get_json()["steps"]) == 28
