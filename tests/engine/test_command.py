"""``kb replay``: text and JSON output, the bundled examples, and clean errors (CliRunner)."""

import json

import pytest
from click.testing import CliRunner

from kb.engine.bundled import example_names
from kb.engine.command import replay


def test_replay_a_file_as_text(cli, tmp_path):
    from kb.engine.bundled import example_path

    result = CliRunner().invoke(cli, ["replay", str(example_path("ex01-nested-sequences"))])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("EX-01 Nested sequences")
    assert lines[1].startswith("Q: Roland plays .45 Automatic")
    assert lines[2].startswith("A: Guard Dog's reaction resolves at step 9; then Goat Spawn's Forced ability")
    # the answer holds only as far as the default the engine took: said right under it
    assert lines[3].startswith("   But: step 16: a choice the situation did not make; the engine took its stated default")
    first = lines[5]
    assert first.startswith(" 1 [framework] Roland Banks takes an action")
    assert first.endswith("\u2014 2.2.1 Investigator takes an action, if able; Action; Play Action")
    guard = next(line for line in lines if "[ability] Guard Dog" in line)
    assert guard.startswith(" 9     [ability]")  # indented by its depth (1)
    assert "(your first choice; an asset takes no more" in result.output and "choices[" not in result.output


def test_replay_wraps_to_the_width_asked_for(cli):
    result = CliRunner().invoke(cli, ["replay", "--example", "ex01-nested-sequences", "--width", "60"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert max(len(line) for line in lines) <= 60 + 20  # a rule title is never cut in the middle of a word
    assert sum(len(line) <= 60 for line in lines) > 0.9 * len(lines)
    step = next(i for i, line in enumerate(lines) if line.startswith(" 5     [event] Goat Spawn makes"))
    assert lines[step + 1].startswith("         ")  # a continuation hangs under the step's text


def test_the_command_prints_the_answer_the_web_page_shows(cli):
    from kb.engine import answer, load_example, replay as run

    expected = answer(run(load_example("ex01-nested-sequences")).to_dict())["sentence"]
    result = CliRunner().invoke(cli, ["replay", "--example", "ex01-nested-sequences", "--width", "0"])
    assert f"A: {expected}" in result.output.splitlines()


def test_replay_json_has_the_documented_shape(cli):
    result = CliRunner().invoke(cli, ["replay", "--example", "ex01-nested-sequences", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert {"title", "question", "steps", "unresolved", "final_state"} <= set(data)
    for n, step in enumerate(data["steps"], start=1):
        assert step["n"] == n
        assert {"n", "depth", "kind", "text", "card", "rules"} <= set(step)
        assert step["kind"] in {"framework", "event", "window", "ability", "choice", "state", "note"}
        assert step["rules"]
    abilities = [s for s in data["steps"] if s["kind"] == "ability"]
    assert [s["card"] for s in abilities] == ["Guard Dog", "Goat Spawn", "Agnes Baker"]


def test_list_the_examples(cli):
    result = CliRunner().invoke(cli, ["replay", "--examples"])
    assert result.exit_code == 0
    names = [line.split()[0] for line in result.output.splitlines()]
    assert names == example_names()
    listed = json.loads(CliRunner().invoke(cli, ["replay", "--examples", "--json"]).output)
    assert all(item["summary"] for item in listed)


@pytest.mark.parametrize("name", example_names())
def test_every_example_runs(cli, name):
    result = CliRunner().invoke(cli, ["replay", "--example", name])
    assert result.exit_code == 0, result.output


def test_an_unknown_example_is_a_clean_error(cli):
    result = CliRunner().invoke(cli, ["replay", "--example", "ex01-nested"])
    assert result.exit_code == 1
    assert result.output == ("Error: no bundled example named 'ex01-nested'; did you mean "
                             "'ex01-nested-sequences'? (`kb replay --examples` lists them)\n")


def test_a_broken_file_is_a_clean_error_naming_the_place(cli, tmp_path):
    from kb.engine.bundled import example_path

    text = example_path("ex01-nested-sequences").read_text().replace("event: damage-dealt", "event: damage-delt")
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    result = CliRunner().invoke(cli, ["replay", str(path)])
    assert result.exit_code == 1
    assert result.output.startswith("Error: cards[0].abilities[0].trigger.event: unknown event 'damage-delt'; "
                                    "did you mean 'damage-dealt'? (line ")
    assert "Traceback" not in result.output


def test_a_yaml_syntax_error_gives_the_line(cli, tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("game: ahlcg\ntitle: x\n  investigators: [\n")
    result = CliRunner().invoke(cli, ["replay", str(path)])
    assert result.exit_code == 1
    assert result.output.startswith("Error: invalid YAML:") and "(line 3)" in result.output


def test_a_missing_file_is_a_clean_error(cli, tmp_path):
    result = CliRunner().invoke(cli, ["replay", str(tmp_path / "nope.yaml")])
    assert result.exit_code == 1 and result.output.startswith("Error: cannot read")


def test_standard_input(cli):
    from kb.engine.bundled import example_path

    text = example_path("cancel-dodge").read_text()
    result = CliRunner().invoke(cli, ["replay", "-", "--no-titles"], input=text)
    assert result.exit_code == 0
    assert not any(line.endswith("Attack of Opportunity") for line in result.output.splitlines())
    assert "Attacks of opportunity made: the action continues\n" in result.output


def test_exactly_one_source_is_required(cli):
    assert CliRunner().invoke(cli, ["replay"]).exit_code == 2
    assert CliRunner().invoke(cli, ["replay", "x.yaml", "--examples"]).exit_code == 2


@pytest.mark.parametrize("name", example_names())
def test_every_bundled_example_runs_from_the_command_line(cli, name):
    result = CliRunner().invoke(cli, ["replay", "--example", name, "--no-titles"])
    assert result.exit_code == 0, result.output
    assert "internal error" not in result.output
    assert any(line.lstrip().startswith("1 [") for line in result.output.splitlines())


def test_deeply_nested_input_is_refused_not_crashing(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("a: " + "[" * 30000)
    result = CliRunner().invoke(replay, [str(path)])
    assert result.exit_code == 1
    assert "nests more than 64 levels deep" in result.output and "Traceback" not in result.output
