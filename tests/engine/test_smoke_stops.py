"""The smoke harness counts a replay the engine had to stop as a failure of its own, ``endless loop``: nested
sequences have no limit in the rules (FAQ 1.4), so the engine stops a chain that can only repeat itself and leaves it
to the players (the Grim Rule) — the card's ability never finished resolving, and the card does not pass."""

from __future__ import annotations

import json

from kb.tools import card_smoke

#: "After you gain 1 or more resources: Gain 1 resource." — each gain is the timing point of the next.
GREEDY = {"code": "99998", "name": "Greedy Coin", "type_code": "asset",
          "text": "<b>Forced</b> - After you gain 1 or more resources: Gain 1 resource."}
#: The same gain, once: nothing triggers it again.
MODEST = {"code": "99997", "name": "Modest Coin", "type_code": "asset",
          "text": "[reaction] After you gain 1 or more resources: Draw 1 card."}


def test_a_replay_the_engine_stops_as_an_endless_loop_fails_the_card():
    verdict = card_smoke.smoke_card(GREEDY)
    assert [category for category, _ in verdict.failures] == ["endless loop"]
    assert "Greedy Coin's ability" in verdict.failures[0][1]


def test_a_replay_that_runs_to_its_end_is_not_a_loop():
    verdict = card_smoke.smoke_card(MODEST)
    assert verdict.passed, verdict.failures


def test_the_report_prints_endless_loops_as_their_own_category(tmp_path, capsys):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": [GREEDY, MODEST]}), encoding="utf-8")
    assert card_smoke.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 cards with text: 1 pass (50%)")
    assert "endless loop  — e.g. Greedy Coin" in out
