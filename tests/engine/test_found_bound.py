"""The one card an instruction found, named by the instructions after it (``effects/picked.bind_found``): "Discard
cards from the top of the encounter deck until an enemy is discarded. Spawn that enemy here" (Dimensional Gap), "…
draw that enemy" (Deadly Fate). The repetition stops at the first card that fits; that card, in the encounter discard
pile (an out-of-play area: Discard Pile), is ``chosen`` for the effects after it, and an enemy's spawn instruction
resolves as it enters play, however it entered (Spawn). Each case: the rule's clause, a minimal situation, the order and
the state."""

from __future__ import annotations


def _use(world, effects):
    """Roland's free ability with ``effects``: one resolution."""
    world["cards"] = [{"name": "Probe", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "free", "effects": effects}]}] + world["cards"]
    world["do"] = [{"who": "Roland", "use": "Probe"}]
    return world


def _encounter(world, names):
    world["encounter-deck"] = [{"name": n, "type": t} if t != "enemy" else
                               {"name": n, "type": "enemy", "health": 2, "fight": 2, "evade": 2,
                                "attack": {"damage": 1, "horror": 1}} for n, t in names]
    return world


_UNTIL_ENEMY = {"effect": "discard-top", "deck": "encounter", "find": {"type": "enemy"}}


def _card(trace, name):
    return trace.final_state["cards"][name]


def test_the_enemy_a_repetition_stopped_at_spawns_where_the_effect_says(world, run, find):
    """Dimensional Gap: "… until an enemy is discarded. Spawn that enemy here": the Ghoul, not the Rat below it,
    leaves the discard pile and enters play at the place named (Spawn: the effect's location, not its own)."""
    data = _encounter(world, [("Omen", "treachery"), ("Ghoul", "enemy"), ("Rat", "enemy")])
    trace = run(_use(data, [_UNTIL_ENEMY, {"effect": "spawn", "card": "chosen", "to": "Attic"}]))
    assert find(trace, "Ghoul is an enemy, so it stops") < find(trace, "Ghoul is the enemy found") \
        < find(trace, "Ghoul enters play following the rules for spawning it")
    assert trace.final_state["encounter_discard"] == ["Omen"]
    assert _card(trace, "Ghoul")["location"] == "Attic"


def test_the_enemy_found_is_drawn_from_the_discard_pile(world, run, find):
    """Deadly Fate: "draw that enemy": the enemy found is resolved as drawn (Encounter Deck), so it spawns engaged
    with the investigator who drew it, having no spawn instruction."""
    data = _encounter(world, [("Omen", "treachery"), ("Ghoul", "enemy")])
    trace = run(_use(data, [_UNTIL_ENEMY, {"effect": "draw-card", "to": "chosen"}]))
    assert find(trace, "Ghoul is the enemy found") < find(trace, "Roland draws Ghoul")
    assert trace.final_state["encounter_discard"] == ["Omen"]
    assert _card(trace, "Ghoul")["engaged"] == "Roland"


def test_with_no_enemy_found_the_instruction_naming_it_has_nothing_to_act_on(world, run, find):
    """The deck ran out first: no enemy was discarded, none is named, and "spawn that enemy" does not resolve (as much
    as possible resolves: Effects) — never another card in its place."""
    data = _encounter(world, [("Omen", "treachery"), ("Rain", "treachery")])
    trace = run(_use(data, [_UNTIL_ENEMY, {"effect": "spawn", "card": "chosen", "to": "Attic"}]))
    find(trace, "so no enemy was discarded")
    assert "enters play following the rules for spawning" not in trace.render_text(titles=False)
    assert trace.final_state["encounter_discard"] == ["Omen", "Rain"]


def test_a_choice_made_before_is_no_longer_named_once_a_repetition_finds_nothing(world, run, find):
    """The latest instruction that picks names "that enemy": an earlier choice is forgotten when the repetition after
    it finds none, so nothing spawns rather than the card chosen before."""
    data = _encounter(world, [("Omen", "treachery")])
    data["set-aside"] = [{"name": "Rat", "type": "enemy", "health": 1, "fight": 1, "evade": 1}]
    trace = run(_use(data, [{"effect": "choose", "to": "an-enemy-set-aside"}, _UNTIL_ENEMY,
                            {"effect": "spawn", "card": "chosen", "to": "Attic"}]))
    assert "Rat enters play" not in trace.render_text(titles=False)


def test_a_card_is_attached_only_to_a_card_in_play_not_to_the_enemy_found_in_the_discard_pile(world, run, find):
    """Smite the Wicked: "Attach Smite the Wicked to that enemy" with that enemy still in the encounter discard pile:
    the "attach to" check does not pass (a card attaches to a card in play: Attach To), so it is not attached."""
    data = _encounter(world, [("Omen", "treachery"), ("Ghoul", "enemy")])
    data["cards"].append({"name": "Smite", "type": "asset", "controller": "Roland"})
    trace = run(_use(data, [_UNTIL_ENEMY, {"effect": "attach", "card": "Smite", "to": "chosen"}]))
    assert find(trace, "Ghoul is the enemy found") < find(trace, "Smite cannot be attached")
    assert trace.final_state["cards"]["Smite"].get("attached_to") is None


def test_the_enemy_found_attacks_from_the_discard_pile_when_the_card_says_so(world, run, find):
    """Deadly Fate: "that enemy attacks you (from the discard pile)": the enemy found attacks out of play (Attacker,
    Attacked: its damage and horror dealt), and stays in the discard pile."""
    data = _encounter(world, [("Omen", "treachery"), ("Ghoul", "enemy")])
    trace = run(_use(data, [_UNTIL_ENEMY, {"effect": "enemy-attacks", "enemy": "chosen", "discard-pile": True}]))
    assert find(trace, "Ghoul is the enemy found") < find(trace, "Ghoul makes an attack against Roland")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (1, 1)
    assert trace.final_state["encounter_discard"] == ["Omen", "Ghoul"]


def test_without_the_card_saying_so_an_enemy_out_of_play_does_not_attack(world, run, find):
    """An enemy attacks only in play unless the card says it attacks from elsewhere: the one found in the discard pile
    makes no attack (the effect has no enemy to resolve with)."""
    data = _encounter(world, [("Omen", "treachery"), ("Ghoul", "enemy")])
    trace = run(_use(data, [_UNTIL_ENEMY, {"effect": "enemy-attacks", "enemy": "chosen"}]))
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (0, 0)


_RIFT = {"name": "Rift", "type": "location", "abilities": [
    {"kind": "revelation", "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}


def test_the_location_found_resolves_its_revelation_where_it_lies(world, run, find):
    """Wormhole: "… until a location is discarded. Resolve that location's 'revelation' ability": the location found
    (not drawn) resolves its revelation from the discard pile, "you" the investigator resolving the effect."""
    world["encounter-deck"] = [{"name": "Omen", "type": "treachery"}, _RIFT]
    trace = run(_use(world, [{**_UNTIL_ENEMY, "find": {"type": "location"}},
                             {"effect": "resolve-revelation", "to": "chosen"}]))
    assert find(trace, "Rift is the location found") < find(trace, "Roland resolves Rift's [revelation] ability")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_no_one_moves_to_a_location_found_that_stays_out_of_play(world, run, find):
    """"then move to that location": a location still in the discard pile is out of play, so Roland stays where he
    is (as much as possible resolves: Effects)."""
    world["encounter-deck"] = [_RIFT]
    trace = run(_use(world, [{**_UNTIL_ENEMY, "find": {"type": "location"}}, {"effect": "move", "to": "chosen"}]))
    find(trace, "Rift is the location found")
    assert trace.final_state["investigators"]["Roland"]["location"] == "Hall"


def _cultist(name, at):
    return {"name": name, "type": "enemy", "location": at, "traits": ["Cultist"], "health": 2, "fight": 2,
            "evade": 2}


_EDICT = {"effect": "sequence", "to": "each-cultist-enemy-in-play",
          "effects": [{"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "location-of:chosen",
                       "to": "chosen"}]}


def test_for_each_enemy_the_instructions_name_that_enemy_in_turn(world, run, find):
    """The King's Edict: "For each Cultist enemy in play, move 1 clue from that enemy's location to that enemy": the
    instruction resolves once for each Cultist, that one the enemy it names — a clue from the Hall to the first, from
    the Attic to the second."""
    world["cards"] += [_cultist("Acolyte", "Hall"), _cultist("Fanatic", "Attic")]
    trace = run(_use(world, [_EDICT]))
    assert find(trace, "For Acolyte") < find(trace, "For Fanatic")
    cards, locations = trace.final_state["cards"], trace.final_state["locations"]
    assert (cards["Acolyte"]["clues"], cards["Fanatic"]["clues"]) == (1, 1)
    assert (locations["Hall"]["clues"], locations["Attic"]["clues"]) == (1, 0)


def test_what_each_part_did_is_by_this_effect_for_the_instructions_after_it(world, run, find):
    """"If no clues are moved by this effect, The King's Edict gains surge": the parts are one resolution, so the clue
    moved for the Cultist counts."""
    world["cards"] += [_cultist("Acolyte", "Hall")]
    trace = run(_use(world, [_EDICT, {"effect": "if", "condition": {"count": "clue-moved-by-this-effect",
                                                                    "at-most": 0},
                                      "effects": [{"effect": "gain-resources", "amount": 1}]}]))
    find(trace, "1 (clue moved by this effect)")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_with_none_to_pick_the_instructions_have_nothing_to_act_on(world, run, find):
    """No Cultist in play: the instructions would change nothing, so the ability cannot be initiated (Appendix I:
    potential to change the game state)."""
    trace = run(_use(world, [_EDICT]))
    find(trace, "has no potential to change the game state")
    assert trace.final_state["locations"]["Hall"]["clues"] == 2


def test_after_the_loop_the_card_chosen_before_it_is_named_again(world, run, find):
    """A choice before "For each …": inside, "that enemy" is each one in turn; after it, the earlier pick again (the
    loop names its own, and gives the name back)."""
    world["cards"] += [_cultist("Acolyte", "Attic"), {**_cultist("Rat", "Hall"), "traits": ["Creature"]}]
    trace = run(_use(world, [{"effect": "choose", "to": "a-creature-enemy-in-play"}, _EDICT,
                             {"effect": "deal-damage", "amount": 1, "to": "chosen"}]))
    assert find(trace, "For Acolyte") < find(trace, "Probe deals 1 damage to Rat")
    assert trace.final_state["cards"]["Rat"]["damage"] == 1
    assert trace.final_state["cards"]["Acolyte"]["damage"] == 0
