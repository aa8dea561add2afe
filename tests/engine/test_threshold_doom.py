"""A constant that changes how the doom threshold is checked (Doom): "While you have more Conviction than Doubt, this
agenda gains: "When checking the doom threshold, doom on cards other than this agenda subtract from the total doom in
play instead of adding to it."" — the check at step 1.3 (or by an effect that can advance the agenda) counts the
agenda's doom less the doom on other cards while the Campaign Log's Conviction exceeds its Doubt; otherwise the rules'
sum. The card's own "While" is asked at each check."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

SUBTRACTS = {"kind": "constant", "applies-to": {"event": "check-doom-threshold", "what": "self"},
             "other-doom-subtracts": True,
             "condition": {"count": "campaign-log-tally:Conviction", "greater-than": {"count": "campaign-log-tally:Doubt"}},
             "text": "When checking the doom threshold, doom on cards other than this agenda subtract from the total "
                     "doom in play instead of adding to it."}


def _world(world, *, agenda_doom: int, enemy_doom: int, conviction: int, doubt: int) -> dict:
    world["cards"] = [
        {"name": "The First Night", "type": "agenda", "number": "1a", "doom": agenda_doom, "threshold": 3,
         "abilities": [SUBTRACTS]},
        {"name": "Cultist", "type": "enemy", "location": "Attic", "health": 1, "doom": enemy_doom}]
    world["agenda-deck"] = [{"name": "The Second Night", "type": "agenda", "number": "2a", "threshold": 9}]
    world["campaign-log"] = [{"tally": "Conviction", "marks": conviction}, {"tally": "Doubt", "marks": doubt}]
    world.update({"round": 2, "start": "1.1", "until": "1.4", "do": []})
    return world


def test_with_more_conviction_the_doom_on_an_enemy_is_taken_from_the_agendas(world, run, find):
    # 1.2 puts the agenda at 3; the Cultist's 2 doom subtracts: 3 - 2 = 1, below the threshold 3.
    trace = run(_world(world, agenda_doom=2, enemy_doom=2, conviction=2, doubt=1))
    placed = find(trace, "The First Night: doom 2 \u2192 3")
    said = find(trace, "Doom on cards other than The First Night (2) subtracts from the total instead of adding to "
                       "it: 3 - 2 = 1")
    assert placed < said < find(trace, "Doom in play: 1 (The First Night 3, Cultist 2) < threshold 3")
    assert trace.steps[said].card == "The First Night"
    assert "ahlcg/rr/doom" in trace.steps[said].rules
    assert trace.final_state["cards"]["The First Night"]["zone"] == "play"


@pytest.mark.parametrize("conviction, doubt", [(1, 1), (0, 2)])
def test_without_more_conviction_every_doom_adds_as_the_rules_say(world, run, find, conviction, doubt):
    trace = run(_world(world, agenda_doom=2, enemy_doom=2, conviction=conviction, doubt=doubt))
    assert not any("subtracts from the total" in s.text for s in trace.steps)
    check = find(trace, "Doom in play: 5 (The First Night 3, Cultist 2) \u2265 threshold 3: the agenda deck advances")
    assert check < find(trace, "Step 3: The Second Night becomes the current agenda")


def test_with_no_doom_elsewhere_the_agendas_own_doom_reaches_the_threshold(world, run, find):
    trace = run(_world(world, agenda_doom=2, enemy_doom=0, conviction=3, doubt=0))
    find(trace, "Doom in play: 3 (The First Night 3) \u2265 threshold 3: the agenda deck advances")


def test_the_count_is_changed_only_on_the_threshold_check(world):
    data = _world(world, agenda_doom=0, enemy_doom=0, conviction=1, doubt=0)
    data["cards"][0]["abilities"] = [dict(SUBTRACTS, **{"applies-to": {"event": "place-doom", "what": "self"}})]
    with pytest.raises(SituationError, match="'other-doom-subtracts' is for a constant ability that applies to "
                                             "'check-doom-threshold'"):
        situation_from_data(data)
