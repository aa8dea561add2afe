"""Issue 30's three disputes through ``kb replay``, with a catalogue holding the cards by name
(``tests/data/dispute_cards.json``: the printed texts the issue and the Core Set give; Whispers is a
test card written to the issue's description, "Forced – After you draw…"). Each situation only names
its cards: the catalogue gives the numbers and the text, the engine the defaults it says it took."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from kb.catalogue import import_cards, read_card_file
from kb.cli import cli

CARDS = Path(__file__).parent / "data" / "dispute_cards.json"

GUARD_DOG = """
game: ahlcg
title: Guard Dog against a Ghoul Minion's attack
question: Ghoul Minion attacks Roland in the enemy phase. Does Guard Dog deal damage to Ghoul Minion?
start: "3.3"
until: "3.4"
investigators: [{name: Roland Banks, location: Study}]
locations: [{name: Study}]
cards:
  - {name: Guard Dog}
  - {name: Ghoul Minion, engaged: Roland Banks}
choices:
  - {decision: assign, who: Roland Banks, to: Guard Dog, horror: 0}
"""

ENCOUNTER = """
game: ahlcg
title: Whispers and Grasping Hands
question: Roland draws Grasping Hands with Whispers in his threat area. When does Whispers resolve?
round: 2
start: "1.4"
until: "1.5"
investigators: [{name: Roland Banks, location: Study}]
locations: [{name: Study}]
cards:
  - {name: Whispers, threat-area: Roland Banks}
encounter-deck: [Grasping Hands]
tests:
  - {who: Roland Banks, tokens: ["-1"]}
"""

TWO_DEFEATS = """
game: ahlcg
title: Two defeats in a round
question: Does Roland discover a clue after each enemy he defeats?
investigators: [{name: Roland Banks, location: Study}]
locations: [{name: Study}]
cards:
  - {name: Ghoul Minion, engaged: Roland Banks, damage: 1}
  - {name: "Ghoul Minion #2", engaged: Roland Banks, damage: 1}
do:
  - {who: Roland Banks, action: fight, enemy: Ghoul Minion, result: success}
  - {who: Roland Banks, action: fight, enemy: "Ghoul Minion #2", result: success}
"""


@pytest.fixture()
def replay(tmp_path, monkeypatch):
    """``kb replay`` of a situation text with the disputes' catalogue: its output lines."""
    path = tmp_path / "cards.db"
    monkeypatch.setenv("KB_CARDS_DB", str(path))
    import_cards(path, read_card_file(CARDS))

    def run(text: str) -> list[str]:
        situation = tmp_path / "situation.yaml"
        situation.write_text(text, encoding="utf-8")
        result = CliRunner().invoke(cli, ["replay", str(situation), "--no-titles", "--width", "0"])
        assert result.exit_code == 0, result.output
        return result.output.splitlines()

    return run


def test_guard_dog_takes_the_damage_only_and_deals_its_own(replay):
    lines = replay(GUARD_DOG)
    assert lines[2] == "A: Guard Dog's reaction resolves at step 7."
    # no controller named: the only investigator, and the answer says so
    assert lines[3] == ("   But: cards[0]: Guard Dog names no controller; the engine took Roland Banks, the only "
                        "investigator (give `controller` to change it)")
    text = "\n".join(lines)
    assert "Ghoul Minion makes its enemy-phase attack against Roland Banks (1 damage and 1 horror)" in text
    assert "Roland Banks assigns 1 damage to Guard Dog; 1 horror to Roland Banks" in text
    assert "Guard Dog is defeated" not in text


def test_a_forced_after_you_draw_treachery_and_the_revelations_test(replay):
    lines = replay(ENCOUNTER)
    assert lines[2].startswith("A: Grasping Hands's Revelation ability resolves at step 4, before Whispers's Forced "
                               "ability resolves at step ")
    text = "\n".join(lines)
    assert "Roland Banks fails" in text and "2 damage on Roland Banks" in text and "1 horror on Roland Banks" in text
    assert "But:" not in text


def test_without_the_token_the_answer_says_it_assumed_a_success(replay):
    lines = replay(ENCOUNTER.replace('tests:\n  - {who: Roland Banks, tokens: ["-1"]}\n', ""))
    assert any(line.startswith("   But: step 9: Roland Banks's agility test against difficulty 3 (Grasping Hands): no "
                               "chaos token and no result given; the engine assumed it succeeds") for line in lines)


def test_a_once_per_round_reaction_is_not_used_after_the_second_defeat_and_the_answer_says_why(replay):
    lines = replay(TWO_DEFEATS)
    assert lines[2] == ("A: Roland Banks's reaction resolves at step 19. Roland Banks's reaction does not resolve at "
                        "step 39, after Ghoul Minion #2 is defeated: limit reached, once per round (used at step 19).")


def test_cards_show_prints_an_enemys_attack_apart_from_its_numbers(replay):
    shown = CliRunner().invoke(cli, ["cards", "show", "Ghoul Minion"])
    assert shown.exit_code == 0
    assert shown.output.splitlines()[1:] == ["  fight 2, health 2, evade 2",
                                             "  attack 1 damage and 1 horror (printed: what its attack deals)"]
