"""Abilities whose timing point is a state arising: a forced "If <state>:" ability (Forced Abilities: a timing point
"indicated by words such as … 'if'"; FAQ 2.2) triggers once as its state begins to hold, again only after it has
stopped; a card whose untitled text discards it while a condition holds (Constant Abilities: "continuously seek a
specific condition") is discarded as soon as it does."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

MARK = "<b>Forced</b> - If Roland has 5 or more damage on him: Gain 2 resources."


def _hurt(world: dict[str, Any], blows: list[dict[str, Any]]) -> dict[str, Any]:
    """Roland (4 damage) controls Mark; Agnes uses her free abilities in turn: each one blow."""
    world["investigators"][0]["damage"] = 4
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [blow]} for blow in blows]
    world["cards"] = [{"name": "Mark", "type": "asset", "controller": "Roland", "text": MARK}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes", "ability": k} for k in range(len(blows))]
    return world


def _deal(amount: int) -> dict[str, Any]:
    return {"effect": "deal-damage", "amount": amount, "to": "Roland"}


def test_a_forced_ability_on_a_state_triggers_as_the_state_arises(world, run, find):
    assert parse_card_text(MARK, name="Mark", type_code="asset").abilities[0].to_situation()["trigger"] == {
        "event": "state-holds", "what": "self"}
    trace = run(_hurt(world, [_deal(1)]))
    arises = find(trace, "A state Mark's forced ability names arises")
    assert find(trace, "1 damage on Roland (4 \u2192 5 of 9)") < arises < find(trace, "Mark [forced]")
    assert "ahlcg/faq/2-2" in trace.steps[arises].rules
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


def test_a_state_that_goes_on_holding_is_no_new_timing_point(world, run):
    trace = run(_hurt(world, [_deal(1), _deal(1)]))
    assert sum(1 for s in trace.steps if s.text.startswith("Mark [forced]")) == 1
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


def test_the_state_arises_again_after_it_stopped_holding(world, run):
    heal = {"effect": "heal-damage", "amount": 1, "to": "Roland"}
    trace = run(_hurt(world, [_deal(1), heal, _deal(1)]))
    assert sum(1 for s in trace.steps if s.text.startswith("Mark [forced]")) == 2
    assert trace.final_state["investigators"]["Roland"]["resources"] == 9


def test_a_state_that_does_not_arise_triggers_nothing(world, run):
    trace = run(_hurt(world, [{"effect": "deal-horror", "amount": 1, "to": "Roland"}]))
    assert not any(s.text.startswith("Mark [forced]") for s in trace.steps)


SPIRES = "If there is no doom on attached location, discard Spires."


def test_a_card_is_discarded_as_soon_as_its_condition_holds(world, run, find):
    result = parse_card_text(SPIRES, name="Spires", type_code="treachery")
    assert result.to_json()["card"] == {"discard-if": {"count": "doom-on:attached", "at-most": 0}, "property-text": [SPIRES]}
    world["locations"][0]["doom"] = 2
    world["cards"] = [{"name": "Spires", "type": "treachery", "attached-to": "Hall", "text": SPIRES}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "remove-tokens", "tokens": "doom", "amount": 1, "to": "Hall"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}, {"who": "Roland", "use": "Roland"}]
    trace = run(world)
    assert find(trace, "doom 2 \u2192 1") < find(trace, "doom 1 \u2192 0") \
        < find(trace, "Spires is discarded (its condition holds)")
    assert trace.final_state["cards"]["Spires"]["zone"] == "encounter-discard"
    assert sum(1 for s in trace.steps if s.text.startswith("Spires is discarded (")) == 1  # not at 1 doom


DUMAINE = "<b>Forced</b> - When the last clue is removed from Dumaine: Place 1 doom on the current agenda."


def _takes_clues(world: dict[str, Any], times: int, effect: dict[str, Any]) -> dict[str, Any]:
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [effect]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}] * times
    world["cards"].append({"name": "Agenda 1a", "type": "agenda", "threshold": 9})
    return world


def test_the_last_clue_removed_from_a_card_is_a_timing_point(world, run, find):
    """Clues: clues taken off a card ("take control of 1 of the clues on Constance Dumaine": moved off it) leave it;
    the removal that leaves none is the last (``via: last``), and 'when' sees it before they go."""
    assert parse_card_text(DUMAINE, name="Dumaine", type_code="enemy").abilities[0].to_situation()["trigger"] == {
        "event": "remove-clues", "via": "last", "what": "self"}
    world["cards"] = [{"name": "Dumaine", "type": "enemy", "location": "Attic", "health": 3, "clues": 2,
                       "keywords": ["aloof"], "text": DUMAINE}]
    take = {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "Dumaine", "to": "you"}
    one = run(_takes_clues(world, 1, take))
    assert one.final_state["cards"]["Agenda 1a"]["doom"] == 0  # one is left
    world["cards"] = world["cards"][:1]
    trace = run(_takes_clues(world, 2, take))
    assert find(trace, "'when' window \u2014 1 clue removed from Dumaine (the last there)") \
        < find(trace, "1 clue moved from Dumaine to Roland: Dumaine 1 \u2192 0")
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 1


def test_clues_discovered_at_a_location_are_removed_from_it(world, run):
    world["cards"] = []
    world["locations"][0]["abilities"] = [{"kind": "forced", "timing": "after", "trigger": {
        "event": "remove-clues", "via": "last", "what": "self"}, "effects": [
        {"effect": "place-doom", "amount": 1, "to": "current-agenda"}]}]
    trace = run(_takes_clues(world, 2, {"effect": "discover-clues", "amount": 1}))
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 1  # the second discovery took the last of 2


def test_a_state_that_holds_as_the_situation_is_given_has_not_arisen(world, run):
    world = _hurt(world, [_deal(1)])
    world["investigators"][0]["damage"] = 5  # already 5 or more: the blow does not make it arise
    trace = run(world)
    assert not any(s.text.startswith("Mark [forced]") for s in trace.steps)


def test_a_discovery_that_cannot_happen_removes_no_clue(world, run):
    """Cannot: the discovery is forbidden, so the clues do not leave the location either."""
    world["cards"] = []
    world["locations"][0]["clues"] = 1
    world["locations"][0]["abilities"] = [
        {"kind": "forced", "timing": "when", "trigger": {"event": "remove-clues", "what": "self"},
         "effects": [{"effect": "place-doom", "amount": 1, "to": "current-agenda"}]},
        {"kind": "constant", "cannot": True, "applies-to": {"event": "discover-clues", "who": "any"},
         "text": "Investigators cannot discover clues here."}]
    trace = run(_takes_clues(world, 1, {"effect": "discover-clues", "amount": 1}))
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 0
    assert trace.final_state["locations"]["Hall"]["clues"] == 1
