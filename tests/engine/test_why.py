"""Why: the decision record in the CLI (``--why [CARD]``), the JSON (``considered``) and its wording."""

import json

from click.testing import CliRunner

from kb.engine import load_example, replay as run_replay
from kb.engine.bundled import example_path


EX01 = str(example_path("ex01-nested-sequences"))


def test_why_lists_every_ability_and_every_window_where_it_was_considered(cli):
    result = CliRunner().invoke(cli, ["replay", EX01, "--no-titles", "--why"])
    assert result.exit_code == 0, result.output
    text = result.output.split("\nWhy (each ability", 1)[1]
    assert "Guard Dog [reaction] (cards[0].abilities[0])" in text
    assert "step 8: 'when' window \u2014 1 damage dealt to Guard Dog by Goat Spawn's attack: used: at step 9" in text
    assert "Agnes Baker [reaction]" in text and "Goat Spawn [forced]" in text


def test_why_card_keeps_to_one_card(cli):
    result = CliRunner().invoke(cli, ["replay", EX01, "--no-titles", "--why", "Agnes Baker"])
    assert result.exit_code == 0, result.output
    text = result.output.split("\nWhy (each ability", 1)[1]
    assert "Agnes Baker [reaction]" in text and "Guard Dog" not in text
    assert "not offered" in text and "the horror was assigned to Roland Banks, not Agnes Baker (self)" in text


def test_why_names_the_cards_it_knows_when_the_card_is_not_in_the_record(cli):
    result = CliRunner().invoke(cli, ["replay", EX01, "--why", "Shotgun"])
    assert result.exit_code == 0
    assert "nothing about 'Shotgun' was considered; the record names: Agnes Baker, Goat Spawn, Guard Dog" in result.output


def test_the_json_trace_carries_the_record(cli):
    result = CliRunner().invoke(cli, ["replay", EX01, "--json"])
    data = json.loads(result.output)
    assert data["considered"][0] == {"step": 8, "card": "Guard Dog", "ability": "Guard Dog [reaction] (cards[0].abilities[0])",
                                     "window": "'when' window \u2014 1 damage dealt to Guard Dog by Goat Spawn's attack",
                                     "verdict": "used", "why": "at step 9"}
    assert {c["verdict"] for c in data["considered"]} <= {"used", "not offered", "declined", "limit reached",
                                                          "cannot pay", "no effect", "peril", "cannot", "offered"}


def test_every_used_ability_step_has_a_used_verdict_in_the_record():
    for name in ("ex01-nested-sequences", "round-two", "ex10-when-and-after-drawing-an-enemy"):
        trace = run_replay(load_example(name))
        used = {c["why"] for c in trace.considered if c["verdict"] == "used"}
        for step in trace.steps:
            if step.kind.value == "ability" and "[reaction]" in step.text.split(":")[0] \
                    or step.kind.value == "ability" and "[forced]" in step.text.split(":")[0]:
                assert f"at step {step.n}" in used, (name, step.text)
