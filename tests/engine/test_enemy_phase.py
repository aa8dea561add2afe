"""The enemy phase: 3.2 hunters (nearest, prey, the lead's choices), 3.3 attacks in player order and
in the attacked investigator's order, exhausting after 3.3 attacks only, massive enemies, and
readied enemies engaging at 4.3."""

from __future__ import annotations


def _at(trace, fragment, start=0):
    for k, step in enumerate(trace.steps[start:], start):
        if fragment in step.text:
            return k
    raise AssertionError(f"no step contains {fragment!r}:\n" + trace.render_text(titles=False))


def _in_order(trace, *fragments):
    at = 0
    for fragment in fragments:
        at = _at(trace, fragment, at) + 1


def _enemy_phase(world, *cards, until="3.4"):
    world.pop("turn", None)
    world.update({"start": "3.1", "until": until, "cards": list(cards)})
    return world


def _map(world):
    """Hall - Attic - Cellar - Vault in a line; Roland in the Hall, Agnes in the Vault."""
    world["locations"] = [
        {"name": "Hall", "connections": ["Attic"]},
        {"name": "Attic", "connections": ["Hall", "Cellar"]},
        {"name": "Cellar", "connections": ["Attic", "Vault"]},
        {"name": "Vault", "connections": ["Cellar"]},
    ]
    world["investigators"][1]["location"] = "Vault"
    return world


HUNTER = {"name": "Ghoul Priest", "type": "enemy", "health": 10, "fight": 4, "attack": {"damage": 2, "horror": 2},
          "keywords": ["hunter"]}


def test_a_hunter_moves_one_connection_toward_the_nearest_investigator(world, run):
    _map(world)
    trace = run(_enemy_phase(world, dict(HUNTER, location="Attic"), until="3.2"))
    move = trace.steps[_at(trace, "Ghoul Priest moves from Attic to Hall")]
    assert "ahlcg/rr/hunter" in move.rules and "nearest investigator, Roland (1 connection away)" in move.text
    assert trace.final_state["cards"]["Ghoul Priest"]["engaged"] == "Roland"


def test_equidistant_investigators_prey_decides(world, run):
    _map(world)
    world["investigators"][1].update(location="Cellar", skills={"combat": 5})
    trace = run(_enemy_phase(world, dict(HUNTER, location="Attic", prey="highest-combat"), until="3.2"))
    assert "prey \u2013 the investigator with the highest combat \u2192 Agnes" in \
        trace.steps[_at(trace, "are equally near")].text
    assert trace.final_state["cards"]["Ghoul Priest"]["engaged"] == "Agnes"
    world["locations"][1]["connections"] = ["Hall", "Cellar"]
    trace = run(_enemy_phase(_map(world), dict(HUNTER, location="Attic", prey="highest-combat"), until="3.2"))
    assert trace.final_state["cards"]["Ghoul Priest"]["location"] == "Hall"  # not tied: the nearest wins


def test_equidistant_investigators_without_prey_the_lead_decides(world, run):
    _map(world)
    world["investigators"][1]["location"] = "Cellar"
    world["choices"] = [{"decision": "target", "ability": "Ghoul Priest", "choose": "Agnes"}]
    trace = run(_enemy_phase(world, dict(HUNTER, location="Attic"), until="3.2"))
    step = trace.steps[_at(trace, "the lead investigator (Roland) chooses Agnes")]
    assert "ahlcg/rr/lead-investigator" in step.rules
    assert trace.final_state["cards"]["Ghoul Priest"]["engaged"] == "Agnes"


def test_the_order_of_several_hunters_is_the_leads_and_the_rules_do_not_set_it(world, run):
    _map(world)
    trace = run(_enemy_phase(world, dict(HUNTER, location="Attic"), dict(HUNTER, name="Wolf", location="Cellar"),
                             until="3.2"))
    step = trace.steps[_at(trace, "The rules do not say in which order several hunter enemies move")]
    assert "ahlcg/faq/1-5" in step.rules and step.kind.value == "choice"


def test_a_hunter_with_an_investigator_at_its_location_does_not_move(world, run):
    hunter = dict(HUNTER, location="Hall", keywords=["hunter", "aloof"])
    trace = run(_enemy_phase(world, hunter, until="3.2"))
    assert any("is at Hall with an investigator: it does not move" in s.text for s in trace.steps)


def test_engaged_enemies_attack_in_player_order_and_exhaust(world, run):
    ghoul = {"name": "Ghoul", "type": "enemy", "health": 2, "attack": {"damage": 1}, "engaged": "Agnes"}
    rat = {"name": "Rat", "type": "enemy", "health": 1, "attack": {"horror": 1}, "engaged": "Roland"}
    priest = dict(HUNTER, engaged="Roland", keywords=[])
    world["choices"] = [{"decision": "order", "among": ["Rat", "Ghoul Priest"]}]
    trace = run(_enemy_phase(world, ghoul, rat, priest))
    _in_order(trace, "3.2 Hunter enemies move", "Player window (after 3.2", "3.3 Roland resolves engaged enemy attacks",
              "Roland chooses the order", "Rat makes its enemy-phase attack", "Rat exhausts",
              "Ghoul Priest makes its enemy-phase attack", "Ghoul Priest exhausts", "Player window (after 3.2",
              "3.3 Agnes resolves", "Ghoul makes its enemy-phase attack", "Ghoul exhausts",
              "Player window (after the final investigator", "3.4 Enemy phase ends")
    assert all(c["exhausted"] for c in trace.final_state["cards"].values())


def test_ex27_only_enemy_phase_attacks_exhaust_the_enemy(world, run):
    ghoul = {"name": "Ghoul", "type": "enemy", "health": 5, "fight": 9, "attack": {"damage": 1},
             "engaged": "Roland", "keywords": ["retaliate"]}
    world["do"] = [{"who": "Roland", "action": "resource"},
                   {"who": "Roland", "action": "fight", "enemy": "Ghoul", "result": "fail"}]
    trace = run(dict(world, cards=[ghoul]))
    assert "the enemy does not exhaust" in trace.steps[_at(trace, "makes an attack of opportunity")].text
    assert "the enemy does not exhaust" in trace.steps[_at(trace, "makes a retaliate attack")].text
    assert trace.final_state["cards"]["Ghoul"]["exhausted"] is False
    world.pop("do")
    trace = run(_enemy_phase(world, ghoul))
    step = trace.steps[_at(trace, "Ghoul exhausts after its attack")]
    assert "ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity" in step.rules
    assert trace.final_state["cards"]["Ghoul"]["exhausted"] is True


def test_an_exhausted_engaged_enemy_does_not_attack(world, run):
    ghoul = {"name": "Ghoul", "type": "enemy", "health": 2, "attack": {"damage": 1}, "engaged": "Roland",
             "exhausted": True}
    trace = run(_enemy_phase(world, ghoul))
    assert any("no ready enemy is engaged with Roland" in s.text for s in trace.steps)


def test_a_massive_enemy_attacks_each_investigator_and_exhausts_after_the_last(world, run):
    massive = {"name": "Dark Young", "type": "enemy", "health": 6, "attack": {"damage": 1}, "location": "Hall",
               "keywords": ["massive"]}
    world["choices"] = [{"decision": "order", "among": ["Agnes", "Roland"]}]
    trace = run(_enemy_phase(world, massive))
    _in_order(trace, "Dark Young is massive", "Dark Young makes its enemy-phase attack against Agnes",
              "Dark Young makes its enemy-phase attack against Roland",
              "Dark Young exhausts after its final attack of the phase")
    assert sum("Dark Young makes" in s.text for s in trace.steps) == 2


def test_ex40_damage_to_your_assets_in_the_enemy_phase_is_damage_to_you(world, run):
    knife = {"kind": "reaction", "timing": "after",
             "trigger": {"event": "damage-dealt", "who": "you", "via": "enemy-phase"},
             "text": "After an enemy attack deals damage to you during the enemy phase: (Survival Knife)",
             "effects": [{"effect": "gain-resources", "amount": 1}]}
    world["cards"] = [{"name": "Survival Knife", "type": "asset", "controller": "Roland", "abilities": [knife]},
                      {"name": "Guard Dog", "type": "asset", "controller": "Roland", "health": 3},
                      {"name": "Ghoul", "type": "enemy", "health": 2, "attack": {"damage": 1}, "engaged": "Roland"}]
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog"}]
    trace = run(_enemy_phase(world, *world["cards"]))
    assert any(s.text.startswith("Survival Knife [reaction]") for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6
    world["cards"][2]["engaged"] = "Agnes"
    world["choices"] = []
    trace = run(_enemy_phase(world, *world["cards"]))
    assert not any(s.text.startswith("Survival Knife [reaction]") for s in trace.steps)


def test_a_readied_enemy_at_an_investigators_location_engages(world, run):
    ghoul = {"name": "Ghoul", "type": "enemy", "health": 2, "location": "Hall", "exhausted": True}
    world.pop("turn")
    world.update({"start": "4.3", "until": "4.3", "cards": [ghoul]})
    trace = run(world)
    assert _at(trace, "Readied: Ghoul") < _at(trace, "it engages as soon as it is readied")
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Roland"
