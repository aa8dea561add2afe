"""A location that leaves play (Leaves Play: "any time a card makes a transition from an in-play state to an
out-of-play state"; its tokens return to the token pool, its attachments are discarded), from the printed sentences
"You must either spend 2 resources or shuffle Dimensional Doorway into the encounter deck", "If you are at an
Extradimensional location, discard it" and "When a location leaves play: Move each investigator and unengaged enemy
at that location to Another Dimension". Where the rules are silent — an investigator or enemy still at the location as
it goes — the engine says so (the Grim Rule) and keeps the location in play."""

from __future__ import annotations

#: "When a location leaves play: Move each investigator and unengaged enemy at that location to Another Dimension"
#: as the reader gives it.
ELSEWHERE = {"name": "Elsewhere", "connections": [], "clues": 0, "shroud": 2, "abilities": [
    {"kind": "forced", "timing": "when", "trigger": {"event": "leaves-play", "what": "location"},
     "effects": [{"effect": "move", "who": "each-investigator-at:triggering-what", "to": "this-location"},
                 {"effect": "move-enemy", "enemy": "each-unengaged-enemy-at:triggering-what",
                  "to": "this-location"}]}]}


def _doorway(world, effect, *, elsewhere=True):
    """Roland in the Doorway (connected to the Hall, 3 clues on it, a treachery placed at it) uses its action, whose
    effect sends the Doorway itself out of play."""
    world["investigators"][0]["location"] = "Doorway"
    world["locations"][0]["connections"] = ["Attic", "Doorway"]
    world["locations"].append({"name": "Doorway", "connections": ["Hall"], "clues": 3, "shroud": 2, "abilities": [
        {"kind": "action", "effects": [effect]}]})
    if elsewhere:
        world["locations"].append(ELSEWHERE)
    world["cards"] = [{"name": "Fog", "type": "treachery", "location": "Doorway"}]
    world["encounter-deck"] = [{"name": "Rats", "type": "enemy"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Doorway"}]
    return world


def test_a_location_shuffled_into_the_encounter_deck_leaves_play_after_its_when_window(world, run, find):
    """The 'when leaves play' ability moves Roland out first; then the Doorway leaves play: into the encounter deck,
    its clues to the token pool, the treachery at it discarded, and the Hall no longer connected to it."""
    trace = run(_doorway(world, {"effect": "shuffle-into", "deck": "encounter"}))
    final = trace.final_state
    assert final["investigators"]["Roland"]["location"] == "Elsewhere"
    assert "Doorway" not in final["locations"]
    assert "Doorway" not in final["cards"] and "Doorway" not in final["encounter_discard"]  # in a deck: hidden
    assert "Fog" in final["encounter_discard"]
    assert find(trace, "Roland moves") < find(trace, "Doorway is shuffled into the encounter deck (a shuffled")
    gone = trace.steps[find(trace, "Doorway is shuffled into the encounter deck (a shuffled")].text
    assert "3 clues return to the token pool" in gone and "Fog" in gone and "no location is connected to it" in gone
    assert not trace.unresolved


def test_a_location_discarded_goes_to_the_encounter_discard_pile(world, run, find):
    trace = run(_doorway(world, {"effect": "discard", "to": "self"}))
    final = trace.final_state
    assert final["encounter_discard"][-1] == "Doorway"
    assert final["investigators"]["Roland"]["location"] == "Elsewhere"
    assert find(trace, "'when' window") < find(trace, "Doorway is discarded: placed on the encounter discard pile")


def test_where_an_investigator_at_a_location_leaving_play_goes_the_rules_do_not_say(world, run, find):
    """No card moves Roland: the rules are silent, the engine says it does not model it and the Doorway stays."""
    trace = run(_doorway(world, {"effect": "discard", "to": "self"}, elsewhere=False))
    final = trace.final_state
    assert final["investigators"]["Roland"]["location"] == "Doorway"
    assert "Doorway" in final["locations"] and final["locations"]["Doorway"]["clues"] == 3
    step = trace.steps[find(trace, "Not modelled: Doorway would leave play")]
    assert "ahlcg/rr/grim-rule" in step.rules and "Roland" in step.text
    assert any("not modelled" in item for item in map(str, trace.unresolved))


#: "If you are at an Extradimensional location, discard it and take 1 damage. Otherwise, take 2 damage." as read.
COLLAPSING = {"effect": "if", "condition": {"count": "in-play:extradimensional-location-at-your-location",
                                            "at-least": 1},
              "effects": [{"effect": "discard", "to": "your-location"},
                          {"effect": "deal-damage", "amount": 1, "to": "you"}],
              "otherwise": [{"effect": "deal-damage", "amount": 2, "to": "you"}]}


def test_if_you_are_at_an_extradimensional_location_discard_it_and_take_1_damage(world, run, find):
    """Roland's location is Extradimensional: it is discarded (Roland moved out of it first) and he takes 1 damage."""
    data = _doorway(world, COLLAPSING)
    data["locations"][2]["traits"] = ["Extradimensional"]
    trace = run(data)
    final = trace.final_state
    assert final["encounter_discard"][-1] == "Doorway" and "Doorway" not in final["locations"]
    assert final["investigators"]["Roland"]["damage"] == 1
    assert find(trace, "Doorway is discarded: placed on the encounter discard pile") < find(trace, "1 damage on Roland")


def test_otherwise_no_location_is_discarded_and_you_take_2_damage(world, run):
    trace = run(_doorway(world, COLLAPSING))
    assert "Doorway" in trace.final_state["locations"]
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2
