"""Elder Sign situations on the web: the gallery lists and renders the bundled Elder Sign examples,
``POST /api/replay`` replays them as ``kb replay --json`` does, and a broken Elder Sign situation is a
400 with the command line's message, its field and its line."""

from __future__ import annotations

import json
import re

import click
import pytest
from click.testing import CliRunner

from kb.engine import example_path, examples, replay_file
from kb.engine.command import replay as replay_command

ES_NAMES = [e.name for e in examples() if e.game == "elder-sign"]
FOCUS = example_path("es-focus").read_text(encoding="utf-8")


def post(client, body: str, path: str = "/api/replay"):
    return client.post(path, data=body, content_type="application/yaml")


def cli(args: list[str]):
    @click.group()
    def kb() -> None:
        pass

    kb.add_command(replay_command)
    return CliRunner().invoke(kb, args)


def test_the_gallery_lists_the_elder_sign_examples(client):
    html = client.get("/replay").get_data(as_text=True)
    assert len(ES_NAMES) == 8
    for name in ES_NAMES:
        assert f'href="/replay/example/{name}"' in html
    listed = [e["name"] for e in client.get("/api/replay/examples").get_json()]
    assert set(ES_NAMES) <= set(listed)


@pytest.mark.parametrize("name", ES_NAMES)
def test_an_elder_sign_example_page_renders_its_trace_with_rule_titles(client, name):
    response = client.get(f"/replay/example/{name}")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'class="trace"' in html
    assert 'href="/entry/elder-sign/rules/' in html
    assert "game: elder-sign" in html
    assert "<caption>Investigators</caption>" in html and "Elder Signs" in html  # the final state

@pytest.mark.parametrize("name", ES_NAMES)
def test_the_api_replays_an_elder_sign_example_as_the_command_line_does(client, name):
    response = post(client, example_path(name).read_text(encoding="utf-8"))
    assert response.status_code == 200, response.data[:300]
    assert response.get_json() == json.loads(replay_file(str(example_path(name))).to_json())
    assert cli(["replay", "--example", name, "--json"]).output.strip() == json.dumps(response.get_json(), indent=2,
                                                                                     ensure_ascii=False)


def test_the_api_gives_each_steps_state_for_the_step_through(client):
    body = post(client, FOCUS, "/api/replay?states=1").get_json()
    changes = body["states"]["changes"]
    assert len(changes) == len(body["steps"])
    assert any(change[0] == ["dice", "pool"] for step in changes for change in step)


@pytest.mark.parametrize(("old", "new", "field", "message"), [
    ('roll: [terror, "3", "1", peril]', 'roll: [terror, "3", peril]', "turns[0].steps[2].roll",
     "the roll shows 3 dice, but the dice pool holds 4 (4 green)"),
    ("move: The Storage Room", "move: The Storage Rom", "turns[0].move",
     "unknown place 'The Storage Rom'; did you mean 'The Storage Room'?"),
    ("- fail: {discard: peril, focus: lore}", "- fail: {discard: peril, focus: lroe}", "turns[0].steps[1].fail.focus",
     "'lroe' is not a die result"),
])
def test_a_broken_elder_sign_situation_is_a_400_with_the_cli_message_field_and_line(client, tmp_path, old, new, field,
                                                                                     message):
    text = FOCUS.replace(old, new)
    assert text != FOCUS
    response = post(client, text)
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["field"] == field
    assert message in error["message"]
    assert isinstance(error["line"], int) and f"(line {error['line']})" in error["message"]
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    result = cli(["replay", str(path)])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert result.output.strip().removeprefix("Error: ") == error["message"]


def test_the_check_route_reads_an_elder_sign_situation(client):
    body = post(client, FOCUS, "/api/replay/check").get_json()
    assert body["valid"] is True and body["error"] is None
    assert body["data"]["game"] == "elder-sign"


def test_bounds_hold_for_elder_sign_too(client):
    deep = "game: elder-sign\ntitle: x\ninvestigators: " + "[" * 70 + "]" * 70 + "\n"
    response = post(client, deep)
    assert response.status_code == 400 and "nests more than 64 levels" in response.get_json()["error"]["message"]
    many = FOCUS.replace("turns:\n", "turns:\n" + "  - {investigator: Amanda Sharpe}\n" * 12, 1)
    response = post(client, many)
    assert response.status_code == 400
    assert re.search(r"turns: must have at most 12 item\(s\)", response.get_json()["error"]["message"])
