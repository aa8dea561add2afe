"""A count of the cards "you control", composed from a noun's reduced relative clause ("for each Tome asset you
control": ``in-play:tome-asset-you-control``): Control — the cards in play under that investigator's control, by
their type and traits, counted for the investigator resolving the ability."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _asset(name, traits, controller):
    return {"name": name, "type": "asset", "traits": traits, "controller": controller}


def _counting(world, count):
    world["cards"] = [_asset("Old Book of Lore", ["Tome"], "Roland"), _asset("Medical Texts", ["Tome"], "Roland"),
                      _asset("Flashlight", ["Item"], "Roland"), _asset("Encyclopedia", ["Tome"], "Agnes"),
                      {"name": "Ledger", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "effects": [{"effect": "for-each", "count": count,
                                                        "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    world["investigators"][0]["resources"] = 0
    world["do"] = [{"who": "Roland", "use": "Ledger"}]
    return world


@pytest.mark.parametrize("count, gained", [
    ("in-play:tome-asset-you-control", 2),  # his two Tomes, not Agnes's Encyclopedia
    ("in-play:asset-you-control", 4),  # the Ledger too
    ("in-play:non-tome-asset-you-control", 2),  # the Flashlight and the Ledger
    ("in-play:tome-card-you-control", 2),  # "each [[Tome]] you control": a trait as the noun, any card of it
])
def test_a_count_of_cards_you_control_counts_only_yours(world, run, count, gained):
    trace = run(_counting(world, count))
    assert trace.final_state["investigators"]["Roland"]["resources"] == gained


@pytest.mark.parametrize("phrase, count", [
    ("each [[Tome]] asset you control", "in-play:tome-asset-you-control"),
    ("each [[Tome]] you control", "in-play:tome-card-you-control"),  # Daisy Walker's [elder_sign]
])
def test_the_printed_relative_clause_reads_as_that_count(world, run, phrase, count):
    """"Gain 1 resource for each [[Tome]] (asset) you control": the reader's count, replayed."""
    result = parse_card_text(f"[free] Gain 1 resource for {phrase}.", name="Ledger", type_code="asset")
    assert result.gaps == ()
    effects = result.abilities[0].to_situation()["effects"]
    assert effects[0]["count"] == count
    trace = run(_counting(world, effects[0]["count"]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 2
