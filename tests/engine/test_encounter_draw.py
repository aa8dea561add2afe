"""Drawing encounter cards (1.4's five steps): when/after, peril, revelation, spawn, treachery discard,
surge; cards resolved as if drawn (FAQ 1.12, an agenda's reverse side) are not drawn."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _at(trace, fragment, start=0):
    for k, step in enumerate(trace.steps[start:], start):
        if fragment in step.text:
            return k
    raise AssertionError(f"no step contains {fragment!r}:\n" + trace.render_text(titles=False))


def _draw(world, *cards, who="Roland"):
    world["encounter-deck"] = list(cards)
    world["investigators"][0]["abilities"] = world["investigators"][0].get("abilities", []) + [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": who, "action": "activate", "card": "Roland"}]
    return world


TREACHERY = {"name": "Rotting Remains", "type": "treachery", "abilities": [
    {"kind": "revelation", "text": "Take 1 horror.", "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}


def test_revelation_then_the_treachery_is_discarded(world, run):
    trace = run(_draw(world, TREACHERY))
    order = [_at(trace, "Step 1: Roland draws Rotting Remains"), _at(trace, "Step 3: Rotting Remains [revelation]"),
             _at(trace, "1 horror on Roland"), _at(trace, "Step 4: Rotting Remains is placed in the encounter discard")]
    assert order == sorted(order)
    assert trace.final_state["encounter_discard"] == ["Rotting Remains"]


def test_an_enemy_without_a_spawn_instruction_spawns_engaged_with_the_drawer(world, run):
    trace = run(_draw(world, {"name": "Ghoul", "type": "enemy", "health": 2}))
    assert "spawns engaged with Roland" in trace.steps[_at(trace, "Step 4: Ghoul")].text
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Roland"


def test_a_spawn_instruction_places_the_enemy_and_it_engages_there(world, run):
    world["investigators"][1]["location"] = "Attic"
    trace = run(_draw(world, {"name": "Flesh-Eater", "type": "enemy", "health": 4, "spawn": "Attic"}))
    assert _at(trace, "Flesh-Eater spawns at Attic") < _at(trace, "Flesh-Eater and Agnes become engaged")
    assert trace.final_state["cards"]["Flesh-Eater"]["engaged"] == "Agnes"


def test_an_aloof_enemy_spawns_unengaged(world, run):
    trace = run(_draw(world, {"name": "Whippoorwill", "type": "enemy", "health": 1, "keywords": ["aloof"]}))
    card = trace.final_state["cards"]["Whippoorwill"]
    assert card["engaged"] is None and card["location"] == "Hall"


def test_no_legal_spawn_location_discards_the_enemy(world, run):
    world["investigators"][1]["location"] = "Attic"
    trace = run(_draw(world, {"name": "Lurker", "type": "enemy", "health": 1, "spawn": "an-empty-location"}))
    assert "has no legal location: it does not spawn, and is discarded instead" in \
        trace.steps[_at(trace, "spawn instruction")].text
    assert trace.final_state["encounter_discard"] == ["Lurker"]


def test_surge_draws_again_from_step_1(world, run):
    surge = dict(TREACHERY, name="Ancient Evils", keywords=["surge"], abilities=[])
    trace = run(_draw(world, surge, TREACHERY))
    assert _at(trace, "Step 4: Ancient Evils") < _at(trace, "Step 5: Ancient Evils has surge") \
        < _at(trace, "Step 1: Roland draws Rotting Remains")
    assert "ahlcg/rr/surge" in trace.steps[_at(trace, "Step 5")].rules


def test_peril_stops_other_players_abilities_while_it_resolves(world, run):
    world["investigators"][1]["abilities"] = [{
        "kind": "reaction", "timing": "when", "trigger": {"event": "horror-dealt", "who": "investigator"},
        "text": "When an investigator takes horror: prevent 1 of it. (hypothetical)",
        "effects": [{"effect": "prevent", "amount": 1}]}]
    peril = dict(TREACHERY, keywords=["peril"])
    trace = run(_draw(world, peril))
    assert "ahlcg/rr/peril" in trace.steps[_at(trace, "Step 2: Rotting Remains has peril")].rules
    assert not any("Agnes [reaction]" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_without_peril_the_others_may_help(world, run):
    world["investigators"][1]["abilities"] = [{
        "kind": "reaction", "timing": "when", "trigger": {"event": "horror-dealt", "who": "investigator"},
        "text": "When an investigator takes horror: prevent 1 of it. (hypothetical)",
        "effects": [{"effect": "prevent", "amount": 1}]}]
    trace = run(_draw(world, TREACHERY))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_a_canceled_treachery_is_still_drawn_and_discarded(world, run):
    world["investigators"][0]["hand"] = [{
        "name": "Ward of Protection", "type": "event", "cost": 1, "keywords": ["fast"],
        "play-when": {"timing": "when", "trigger": {"event": "draw-encounter-card", "who": "you", "what": "treachery"}},
        "effects": [{"effect": "cancel"}]}]
    trace = run(_draw(world, TREACHERY))
    assert "still regarded as having been drawn" in trace.steps[_at(trace, "effects were canceled")].text
    assert trace.final_state["encounter_discard"] == ["Rotting Remains"]
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_a_treachery_that_stays_in_play(world, run):
    card = dict(TREACHERY, abilities=[], **{"put-into-play": "threat-area"})
    trace = run(_draw(world, card))
    assert "put into play in Roland's threat area" in trace.steps[_at(trace, "Step 4")].text
    assert trace.final_state["cards"]["Rotting Remains"]["zone"] == "play"


def test_an_empty_encounter_deck_reshuffles_its_discard_pile(world, run):
    world["encounter-deck"] = []
    data = _draw(world)
    data["encounter-deck"] = [TREACHERY, dict(TREACHERY, name="Grasping Hands")]
    data["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}] * 3
    trace = run(data)
    assert any("The encounter deck is empty: its discard pile is shuffled into it" in s.text for s in trace.steps)


def test_ex20_an_enemy_on_an_agenda_b_side_is_not_drawn(world, run):
    world["round"] = 2
    world["start"] = "1.2"
    world["until"] = "1.3"
    world.pop("turn")
    world["cards"] = [{"name": "The Rising Dark", "type": "agenda", "doom": 2, "threshold": 3,
                       "reverse": [{"effect": "spawn", "card": "Ghoul Priest", "text": "Spawn the Ghoul Priest."}]}]
    world["agenda-deck"] = [{"name": "The Dark Rises", "type": "agenda", "threshold": 6}]
    world["set-aside"] = [{"name": "Ghoul Priest", "type": "enemy", "health": 10, "spawn": "Hall"}]
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "draw-encounter-card", "who": "you"},
        "text": "After you draw an encounter card: gain 1 resource. (hypothetical)",
        "effects": [{"effect": "gain-resources", "amount": 1}]}]
    world["investigators"][0]["hand"] = [{
        "name": "Ward of Protection", "type": "event", "cost": 1, "keywords": ["fast"],
        "play-when": {"timing": "when", "trigger": {"event": "draw-encounter-card"}},
        "effects": [{"effect": "cancel"}]}]
    trace = run(world)
    assert _at(trace, "1.3 Check doom threshold") < _at(trace, "Step 2: The Rising Dark is flipped") \
        < _at(trace, "Ghoul Priest enters play following the rules for spawning it; it was not drawn") \
        < _at(trace, "Ghoul Priest spawns at Hall") < _at(trace, "Step 3: The Dark Rises becomes the current agenda")
    assert not any("[reaction]" in s.text or "[fast event]" in s.text for s in trace.steps)
    state = trace.final_state
    assert state["agenda"] == "The Dark Rises" and state["cards"]["Ghoul Priest"]["engaged"] in ("Roland", "Agnes")
    assert state["investigators"]["Roland"]["resources"] == 5


def test_ex21_a_weakness_drawn_from_the_deck_is_not_an_encounter_draw(world, run):
    world["investigators"][0]["deck"] = [{"name": "Paranoia", "type": "treachery", "weakness": True, "abilities": [
        {"kind": "revelation", "text": "Lose all your resources. (abridged: lose 1 horror's worth)",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}]}]}]
    world["investigators"][1]["hand"] = [{
        "name": "Let me handle this!", "type": "event", "cost": 0, "keywords": ["fast"],
        "play-when": {"timing": "when", "trigger": {"event": "draw-encounter-card", "who": "another-investigator"}},
        "effects": [{"effect": "cancel"}]}]
    world["do"] = [{"who": "Roland", "action": "draw"}]
    trace = run(world)
    note = trace.steps[_at(trace, "Paranoia is a weakness with an encounter cardtype")]
    assert "ahlcg/faq/1-12" in note.rules
    assert _at(trace, "Step 3: Paranoia [revelation]") > _at(trace, "Roland draws: Paranoia")
    assert not any("Let me handle this!" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Paranoia"]  # a player card, not encounter
    assert trace.final_state["encounter_discard"] == []


def test_ex41_three_yous_on_one_treachery(world, run):
    dreams = {"name": "Dreams of R'lyeh", "type": "treachery", "put-into-play": "threat-area",
              "text": "Revelation – Put into play in your threat area. You get -1 [willpower]. [action]: Test "
                      "[willpower] (3).",
              "abilities": [
                  {"kind": "revelation", "text": "Take 1 horror. (abridged: 'your' is the drawer)",
                   "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]},
                  {"kind": "constant", "skill-modifier": -1, "text": "You get -1 [willpower].",
                   "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "willpower"}},
                  {"kind": "action", "text": "Test [willpower] (3).",
                   "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3}]}]}
    data = _draw(world, dreams)
    data["investigators"][1]["skills"] = {"willpower": 5}
    data["tests"] = [{"who": "Agnes", "tokens": ["0"]}, {"who": "Roland", "tokens": ["0"]}]
    data["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"},
                  {"who": "Roland", "end-turn": True}]
    trace = run(data)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1  # the revelation's "you": the drawer
    assert trace.final_state["cards"]["Dreams of R'lyeh"]["location"] == "Hall"
    data["turn"] = "Agnes"
    data["encounter-deck"] = []
    data["cards"] = [dict(dreams, **{"threat-area": "Roland"})]
    data["do"] = [{"who": "Agnes", "action": "activate", "card": "Dreams of R'lyeh"}]
    data["tests"] = [{"who": "Agnes", "tokens": ["0"]}]
    trace = run(data)
    # the action's "you" is Agnes, who uses it; the constant "you" is Roland, whose threat area it is in
    assert "ST.5: Agnes's modified skill value: willpower 5 + 0 ([0] token) = 5" in [s.text for s in trace.steps]


def test_spawn_and_prey_need_the_right_cardtype_and_words(world):
    world["encounter-deck"] = [{"name": "Odd", "type": "treachery", "spawn": "Attic"}]
    with pytest.raises(SituationError, match="'spawn' is for enemy cards"):
        situation_from_data(world)
    world["encounter-deck"] = [{"name": "Odd", "type": "enemy", "spawn": "Atic"}]
    with pytest.raises(SituationError, match="did you mean 'Attic'"):
        situation_from_data(world)
    world["encounter-deck"] = [{"name": "Odd", "type": "enemy", "prey": "highest-combt"}]
    with pytest.raises(SituationError, match="did you mean 'highest-combat'"):
        situation_from_data(world)
