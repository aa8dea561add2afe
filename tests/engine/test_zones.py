"""A card sent to an out-of-play area by an effect, and discarding from a hand, from the rules' sentences
(In Play and Out of Play, Leaves Play, Removed from Game, Victory Display, Event Cards, Discard Piles)."""

from __future__ import annotations


def _with_ability(world, effects, *, card="Lens", kind="asset", reaction=None, hand=()):
    roland = world["investigators"][0]
    roland["hand"] = [{"name": name, "type": "skill"} for name in hand]
    world["cards"] = [{"name": card, "type": kind, "controller": "Roland", "uses": 2,
                       "abilities": [{"kind": "action", "effects": effects}]}]
    if reaction:
        world["cards"].append(reaction)
    world["do"] = [{"who": "Roland", "action": "activate", "card": card}]
    return world


def test_a_card_in_play_returned_to_hand_leaves_play(world, run, find):
    """In Play and Out of Play: "A card leaves play when it transitions from a in play area to an out-of-play
    destination" (a hand is one)."""
    trace = run(_with_ability(world, [{"effect": "move-card", "zone": "hand"}]))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Lens"]
    assert "Lens" not in trace.final_state["cards"]  # a hand is hidden: not among the cards seen
    assert find(trace, "Lens returns to its owner's hand: it leaves play") > find(trace, "Lens: Lens returns to")


def test_a_card_added_to_the_victory_display_leaves_play_and_triggers_leaving_play(world, run, find):
    """Victory Display: "an out-of-play game area shared by all players"; the card leaving play is a
    triggering condition ("after X leaves play") before the card is gone."""
    watcher = {"name": "Witness", "type": "asset", "controller": "Agnes", "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "leaves-play", "what": "Lens"},
         "effects": [{"effect": "gain-resources", "amount": 1, "who": "you"}]}]}
    trace = run(_with_ability(world, [{"effect": "move-card", "zone": "victory-display"}], reaction=watcher))
    assert trace.final_state["victory_display"] == ["Lens"]
    assert trace.final_state["cards"]["Lens"]["uses"] == 0  # Leaves Play: its tokens return to the token pool
    assert trace.final_state["investigators"]["Agnes"]["resources"] == world["investigators"][1]["resources"] + 1
    assert find(trace, "Lens is added to the victory display: it leaves play") < find(trace, "Witness")


def test_an_event_that_removes_itself_from_the_game_is_not_placed_in_the_discard_pile(world, run):
    """Removed from Game: the card "has no further interaction with the game"; Event Cards: an event goes to the
    discard pile after resolving "unless stated otherwise"."""
    roland = world["investigators"][0]
    roland["hand"] = [{"name": "Flux", "type": "event", "cost": 0,
                       "effects": [{"effect": "gain-resources", "amount": 1},
                                   {"effect": "move-card", "zone": "removed"}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Flux"}]
    trace = run(world)
    assert trace.final_state["removed_from_game"] == ["Flux"]
    assert trace.final_state["investigators"]["Roland"]["discard"] == []
    assert not any("leaves play" in s.text for s in trace.steps)  # an event resolving is not in play


def test_a_card_already_in_that_area_gives_the_ability_no_potential(world, run):
    """Appendix I: an ability whose effect would not change the game state cannot be initiated."""
    trace = run(_with_ability(world, [{"effect": "move-card", "to": "Guts"}], hand=("Guts",)))
    assert any("has no potential to change the game state" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Guts"]


def test_discarding_from_hand_is_the_players_choice_and_goes_to_the_discard_pile(world, run):
    """Discard Piles: a discarded card is placed on its owner's discard pile; which cards is the player's choice."""
    world = _with_ability(world, [{"effect": "discard-from-hand", "amount": 1}], hand=("Guts", "Overpower"))
    world["choices"] = [{"decision": "target", "ability": "Lens", "choose": "Overpower"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Guts"]
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Overpower"]


def test_discarding_at_random_takes_the_listed_order_and_as_many_as_there_are(world, run):
    """Effects: as much as possible is resolved — 2 asked, the 1 card there is discarded (and it is not in full)."""
    trace = run(_with_ability(world, [{"effect": "discard-from-hand", "amount": 2, "random": True}], hand=("Guts",)))
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Guts"]
    assert any("takes the hand's listed order" in s.text for s in trace.steps)
    assert any("only 1 there: as many as possible" in s.text for s in trace.steps)


def test_an_asset_you_control_is_one_of_yours_in_play_the_player_chooses(world, run):
    """"Discard an asset you control": one of the assets in play under your control (a target choice), not
    another investigator's, not a card of another type."""
    world = _with_ability(world, [{"effect": "discard", "to": "an-asset-you-control"}])
    world["cards"] += [{"name": "Knife", "type": "asset", "controller": "Roland"},
                       {"name": "Lantern", "type": "asset", "controller": "Agnes"},
                       {"name": "Curse", "type": "treachery", "threat-area": "Roland"}]
    world["choices"] = [{"decision": "target", "ability": "Lens", "choose": "Knife"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Knife"]
    assert any("could also choose: Lens" in s.text and "Lantern" not in s.text for s in trace.steps)


def test_discarding_each_card_a_selector_picks_discards_them_one_after_another(world, run, find):
    """"Discard each Criminal enemy at your location": each enemy the selector picks is discarded (Discard Piles),
    and only those — not one of another trait, not one elsewhere."""
    world = _with_ability(world, [{"effect": "discard", "to": "each-criminal-enemy-at-your-location"}])
    here = world["investigators"][0]["location"]
    world["cards"] += [{"name": "Thug", "type": "enemy", "traits": ["Criminal"], "location": here, "health": 3},
                       {"name": "Fence", "type": "enemy", "traits": ["Criminal"], "location": here, "health": 3},
                       {"name": "Ghoul", "type": "enemy", "traits": ["Monster"], "location": here, "health": 3}]
    trace = run(world)
    assert trace.final_state["encounter_discard"] == ["Thug", "Fence"]
    assert "Ghoul" in trace.final_state["cards"]
    assert find(trace, "discard Thug") < find(trace, "discard Fence")


def test_a_set_aside_location_put_into_play_enters_unrevealed_and_connected_as_printed(world, run):
    """Put into Play: the card is placed directly into play, neither played nor drawn; a location enters play
    unrevealed, with no clues until it is revealed."""
    world["set-aside"] = [{"name": "Dormitories", "type": "location", "connections": ["Hall"], "shroud": 4,
                           "clues": 3}]
    trace = run(_with_ability(world, [{"effect": "put-into-play", "to": "Dormitories"}]))
    dorms = trace.final_state["locations"]["Dormitories"]
    assert dorms["revealed"] is False and dorms["clues"] == 0 and dorms["shroud"] == 4
    assert any("Dormitories is put into play unrevealed, connected to Hall" in s.text for s in trace.steps)


def test_taking_control_of_a_set_aside_card_puts_it_into_play_in_your_play_area(world, run):
    """FAQ 2.7: "If an effect instructs an investigator to take control of a card that is currently set-aside, that
    effect puts that card into play in that investigator's play area" — put into play, not played: no cost."""
    world["set-aside"] = [{"name": "Bear Trap", "type": "asset", "cost": 3}]
    trace = run(_with_ability(world, [{"effect": "take-control", "to": "Bear Trap"}]))
    trap = trace.final_state["cards"]["Bear Trap"]
    assert trap["zone"] == "play" and trap["controller"] == "Roland"
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_taking_control_of_a_card_in_play_moves_it_to_your_play_area(world, run):
    """Control passes to the investigator who takes it (here from Agnes: a situation's asset in play always has a
    controller)."""
    world = _with_ability(world, [{"effect": "take-control", "to": "Pocket Watch"}])
    world["cards"].append({"name": "Pocket Watch", "type": "asset", "controller": "Agnes"})
    trace = run(world)
    assert trace.final_state["cards"]["Pocket Watch"]["controller"] == "Roland"
    assert any("Roland takes control of Pocket Watch: it is placed in Roland's play area" in s.text
               and "ahlcg/faq/2-7" in s.rules for s in trace.steps)


def test_a_treachery_put_into_play_next_to_the_agenda_deck_stays_in_play_in_no_threat_area(world, run):
    """Treachery Cards: a treachery whose revelation puts it into play stays there instead of being discarded; next
    to the agenda deck it is in no threat area and at no location."""
    world["encounter-deck"] = [{"name": "Crowd", "type": "treachery", "put-into-play": "next-to-deck"}]
    world["round"], world["phase"], world["start"], world["until"] = 2, "mythos", "1.4", "1.4"
    trace = run(world)
    crowd = trace.final_state["cards"]["Crowd"]
    assert crowd["zone"] == "play" and crowd["location"] is None and crowd["controller"] is None
    assert any("Crowd is put into play next to the act or agenda deck" in s.text for s in trace.steps)


def _doorways(world, effect):
    world["set-aside"] = [{"name": name, "type": "location", "connections": ["Hall"], "shroud": 1, "clues": 1}
                          for name in ("Lobby Doorway", "Lobby Doorway #2", "Lobby Doorway #3")]
    return _with_ability(world, [effect])


def test_several_set_aside_copies_are_put_into_play_one_after_another(world, run, find):
    """Put into Play: each copy is placed directly into play (a location unrevealed); copies are named X, X #2, …"""
    trace = run(_doorways(world, {"effect": "put-into-play", "to": "Lobby Doorway", "amount": 3}))
    assert [trace.final_state["locations"][n]["revealed"] for n in ("Lobby Doorway", "Lobby Doorway #2",
                                                                    "Lobby Doorway #3")] == [False, False, False]


def test_copies_at_random_are_taken_in_the_listed_order_saying_so(world, run, find):
    trace = run(_doorways(world, {"effect": "put-into-play", "to": "Lobby Doorway", "amount": 2, "random": True}))
    find(trace, "at random: the engine has no randomness and takes the listed order")
    assert "Lobby Doorway #2" in trace.final_state["locations"]
    assert "Lobby Doorway #3" not in trace.final_state["locations"]


def test_fewer_copies_than_named_are_put_into_play_as_many_as_possible(world, run, find):
    """Effects: as much of an effect as possible is resolved."""
    trace = run(_doorways(world, {"effect": "put-into-play", "to": "Lobby Doorway", "amount": 4}))
    find(trace, "Only 3 set-aside Lobby Doorway card(s) of the 4 named")
    assert "Lobby Doorway #3" in trace.final_state["locations"]


def test_discarding_all_but_n_cards_keeps_n_the_player_chooses_which_go(world, run):
    """Amnesia, as the Rules Reference prints it: "Choose and discard all but 1 card from your hand." — every card
    but one is discarded, each the player's choice; with no more cards than are kept, the effect cannot change the
    game state (Appendix I)."""
    world = _with_ability(world, [{"effect": "discard-from-hand", "keep": 1}], hand=("Guts", "Overpower", "Dodge"))
    world["choices"] = [{"decision": "target", "ability": "Lens", "choose": "Dodge"},
                        {"decision": "target", "ability": "Lens", "choose": "Guts"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Overpower"]
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Dodge", "Guts"]
    assert any("all but 1: 1 kept" in s.text for s in trace.steps)
    world["choices"] = []
    one = run(_with_ability(world, [{"effect": "discard-from-hand", "keep": 1}], hand=("Guts",)))
    assert any("has no potential to change the game state" in s.text for s in one.steps)


def test_a_card_discarded_from_a_hand_by_its_own_text_does_not_leave_play(world, run):
    """Discard Piles, and In Play and Out of Play: a card in a hand is out of play, so discarding it places it on the
    discard pile (an encounter card's: the encounter discard pile) without leaving play. Hidden: the card is in the
    hand by its revelation, and only its own text takes it out."""
    roland = world["investigators"][0]
    roland["abilities"] = [{"kind": "free", "text": "Draw the top card of the encounter deck.",
                            "effects": [{"effect": "draw-encounter-card"}]}]
    world["encounter-deck"] = [{"name": "Whispers", "type": "treachery", "keywords": ["hidden"], "abilities": [
        {"kind": "action", "cost": {"actions": 2}, "text": "[action] [action]: Discard Whispers from your hand.",
         "effects": [{"effect": "discard"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}, {"who": "Roland", "action": "activate", "card": "Whispers"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == []
    assert trace.final_state["encounter_discard"] == ["Whispers"]
    step = next(k for k, s in enumerate(trace.steps) if "discarded from the hand, onto the encounter discard pile" in s.text)
    assert not any("Whispers leaves play" in s.text for s in trace.steps[step - 3:])


def test_every_card_in_a_discard_pile_removed_from_the_game_changes_area_without_leaving_play(world, run):
    """Abandoned and Alone: "remove all cards in your discard pile from the game" — Removed from Game: "placed away
    from the game area"; a discard pile is out of play (In Play and Out of Play), so none of them leaves play."""
    world["investigators"][0]["discard"] = ["Guts", {"name": "Dodge", "type": "event"}]
    trace = run(_with_ability(world, [{"effect": "move-card", "zone": "removed", "discard-pile": True}]))
    assert trace.final_state["investigators"]["Roland"]["discard"] == []
    assert trace.final_state["removed_from_game"] == ["Guts", "Dodge"]
    assert any("Each card in Roland's discard pile is removed from the game (Guts, Dodge" in s.text for s in trace.steps)
    empty = run(_with_ability(world | {"investigators": [{**world["investigators"][0], "discard": []},
                                                         world["investigators"][1]]},
                              [{"effect": "move-card", "zone": "removed", "discard-pile": True}]))
    assert any("has no potential to change the game state" in s.text for s in empty.steps)


def test_only_cards_of_the_kind_named_may_be_discarded_from_a_hand(world, run):
    """"Choose and discard a skill card from your hand" (Cursed Shores): the choice is among the skill cards only; with
    none, the effect could not change the game state (Appendix I)."""
    world = _with_ability(world, [{"effect": "discard-from-hand", "amount": 1, "find": {"type": "skill"}}],
                          hand=("Guts", "Overpower"))
    world["investigators"][0]["hand"].append({"name": "Dodge", "type": "event"})
    world["choices"] = [{"decision": "target", "ability": "Lens", "choose": "Overpower"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Overpower"]
    assert any("could also choose: Guts" in s.text and "Dodge" not in s.text for s in trace.steps)
    world["choices"] = []
    none = run(_with_ability(world, [{"effect": "discard-from-hand", "amount": 1, "find": {"type": "asset"}}],
                             hand=("Guts",)))
    assert any("has no potential to change the game state" in s.text for s in none.steps)
