"""A card moved to a place in a deck, several cards moved from one area, and a card moved by its printed name, from the
rules' sentences (In Play and Out of Play, Leaves Play, Removed from Game, Effects) and the dev cards that print them
("Place it on the bottom of your deck", "Return 3 Innate skills from your discard pile to your hand", "Remove The Man
in the Pallid Mask from the game")."""

from __future__ import annotations

GUTS = {"name": "Guts", "type": "skill", "traits": ["Innate"]}
OVERPOWER = {"name": "Overpower", "type": "skill", "traits": ["Practiced"]}
FEARLESS = {"name": "Fearless", "type": "skill", "traits": ["Innate"]}


def _with_ability(world, effects, *, card="Lens", deck=(), discard=()):
    roland = world["investigators"][0]
    roland["deck"] = [dict(c) for c in deck]
    roland["discard"] = [dict(c) for c in discard]
    world["cards"] = [{"name": card, "type": "asset", "controller": "Roland", "uses": 2,
                       "abilities": [{"kind": "action", "effects": effects}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": card}]
    return world


def test_a_card_in_play_placed_at_the_bottom_of_its_owners_deck_leaves_play(world, run, find):
    """In Play and Out of Play: a deck is an out-of-play area, so a card in play placed there "transitions from an in
    play area to an out-of-play destination" and leaves play (its tokens go: Leaves Play); it goes under the cards
    already there."""
    trace = run(_with_ability(world, [{"effect": "move-card", "zone": "deck-bottom"},
                                      {"effect": "draw", "amount": 2}], deck=(GUTS, OVERPOWER)))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Guts", "Overpower"]  # under them: not drawn
    assert "Lens" not in trace.final_state["cards"]
    assert find(trace, "Lens is placed at the bottom of Roland's deck: it leaves play") >= 0


def test_a_card_out_of_play_placed_on_top_of_the_deck_changes_area_without_leaving_play(world, run, find):
    """In Play and Out of Play: a card in a discard pile is out of play; placed on top of the deck it changes area
    and does not leave play (no leaves-play triggering condition)."""
    world = _with_ability(world, [{"effect": "move-card", "to": "Guts", "zone": "deck-top"},
                                  {"effect": "draw", "amount": 1}], deck=(OVERPOWER,), discard=(GUTS,))
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Guts"] and roland["discard"] == []
    assert find(trace, "Guts is placed on top of Roland's deck (it was out of play: it does not leave play)") >= 0
    assert not any("leaves play" in s.text for s in trace.steps)


def test_an_encounter_card_goes_to_the_encounter_deck(world, run, find):
    """An encounter card has no owner among the investigators: "its deck" is the encounter deck."""
    world = _with_ability(world, [{"effect": "move-card", "to": "Ghoul", "zone": "deck-bottom"}])
    world["cards"].append({"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 2, "fight": 2})
    world["encounter-deck"] = [{"name": "Rotting Remains", "type": "treachery"}]
    trace = run(world)
    assert "Ghoul" not in trace.final_state["cards"]  # in a deck: out of play, unseen
    assert find(trace, "Ghoul is placed at the bottom of the encounter deck: it leaves play") >= 0


def test_several_cards_of_an_area_are_each_picked_in_turn_and_as_many_as_there_are(world, run, find):
    """"Return 3 [[Innate]] skills from your discard pile to your hand" (True Survivor): each card is the player's
    choice among those still there; with only 2 there, as many as possible are moved (Effects) and the engine says
    the effect was not done in full."""
    world = _with_ability(world, [{"effect": "move-card", "zone": "hand", "amount": 3,
                                   "to": "an-innate-skill-in-your-discard-pile"}],
                          discard=(GUTS, OVERPOWER, FEARLESS))
    world["choices"] = [{"decision": "target", "ability": "Lens", "choose": "Fearless"}]
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Fearless", "Guts"]
    assert roland["discard"] == ["Overpower"]
    assert find(trace, "Only 2 of the 3 cards could be moved: as many as possible") > find(trace, "Guts returns")


def test_a_card_named_as_printed_is_moved_from_wherever_it_is(world, run, find):
    """Removed from Game: "Remove The Man in the Pallid Mask from the game" names one card; in play, it leaves play
    on the way (Leaves Play)."""
    world = _with_ability(world, [{"effect": "move-card", "to": "The Man in the Pallid Mask", "zone": "removed"}])
    world["cards"].append({"name": "The Man in the Pallid Mask", "type": "enemy", "location": "Attic", "health": 4,
                           "fight": 4})
    trace = run(world)
    assert trace.final_state["removed_from_game"] == ["The Man in the Pallid Mask"]
    assert find(trace, "The Man in the Pallid Mask is removed from the game: it leaves play") >= 0


def test_a_card_named_out_of_play_gives_the_ability_its_potential(world, run):
    """Appendix I: a card named as printed in a discard pile could change area, so the ability may be initiated."""
    world = _with_ability(world, [{"effect": "move-card", "to": "Guts", "zone": "hand"}], discard=(GUTS,))
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Guts"]


def test_a_hidden_cards_revelation_adding_it_to_your_hand_adds_it_secretly_once(world, run, find):
    """Hidden (2024 glossary): "An encounter card or weakness with the hidden keyword has a revelation ability that
    secretly adds that card to your hand" — the card's own "Secretly add Whispers to your hand" is that instruction: it
    goes to the drawing investigator's hand once, by the keyword's procedure (it has no owner among the investigators,
    yet it is in his hand), and is not discarded after its revelation."""
    world = _with_ability(world, [{"effect": "draw-encounter-card"}])
    world["encounter-deck"] = [{"name": "Whispers", "type": "treachery", "keywords": ["hidden"], "abilities": [
        {"kind": "revelation", "effects": [{"effect": "move-card", "zone": "hand"}]}]}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Whispers"]
    assert trace.final_state["encounter_discard"] == []
    k = find(trace, "Whispers is hidden: its revelation secretly adds it to Roland's hand")
    assert "ahlcg/glossary/hidden" in trace.steps[k].rules
    assert sum("secretly adds it" in s.text for s in trace.steps) == 1


def test_a_card_placed_underneath_the_agenda_deck_leaves_play_for_an_out_of_play_area(world, run, find):
    """In Play and Out of Play: "Place it underneath the agenda deck, out of play" (Innocent Reveler) — the card in play
    leaves play (its tokens go: Leaves Play) and lies beneath the agenda deck, out of play."""
    trace = run(_with_ability(world, [{"effect": "move-card", "zone": "beneath-agenda-deck"}]))
    lens = trace.final_state["cards"]["Lens"]
    assert lens["zone"] == "beneath" and lens["uses"] == 0 and lens["controller"] is None
    k = find(trace, "Lens is placed underneath the agenda deck, out of play: it leaves play")
    assert "ahlcg/rr/act-deck-and-agenda-deck" in trace.steps[k].rules


def test_an_event_chosen_beneath_the_card_is_drawn_from_there(world, run, find):
    """Sefina Rousseau: "Choose an event beneath this card and draw it" — only the events beneath the card bearing the
    ability are the options (In Play and Out of Play: an out-of-play area of its own), and the one chosen is drawn
    (Drawing Cards: a draw, so what triggers on drawing applies)."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-event-beneath-self"},
                                  {"effect": "draw-card", "to": "chosen"}])
    world["set-aside"] = [{"name": name, "type": kind, "beneath": host, "owner": "Roland"}
                          for name, kind, host in (("Lucky!", "event", "Lens"), ("Dodge", "event", "Lens"),
                                                   ("Guts", "skill", "Lens"), ("Evidence!", "event", "Attic"))]
    world["choices"] = [{"decision": "target", "ability": "Lens", "choose": "Dodge"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Dodge"]
    chose = next(s.text for s in trace.steps if "chooses Dodge" in s.text)
    assert "Lucky!" in chose and "Guts" not in chose and "Evidence!" not in chose
    assert find(trace, "Roland draws Dodge (from beneath: out of play") > find(trace, "chooses Dodge")


def test_nothing_beneath_the_card_gives_the_ability_no_potential(world, run):
    """Appendix I: no event beneath the card, nothing to choose or draw: the ability cannot be initiated."""
    trace = run(_with_ability(world, [{"effect": "choose", "to": "an-event-beneath-self"},
                                      {"effect": "draw-card", "to": "chosen"}]))
    assert any("has no potential to change the game state" in s.text for s in trace.steps)


def test_an_event_chosen_at_random_beneath_a_card_named_as_printed_is_among_its_events_only(world, run, find):
    """In Play and Out of Play: the cards beneath a card are an out-of-play area of their own; "Randomly choose an event
    beneath Sefina Rousseau and remove it from the game" (Stars of Hyades, from another card than hers) picks among the
    events beneath the card of that title only (here a location's), and the choice is the game's, not the player's
    (Choices: at random — the engine has no randomness, takes the first listed and says so)."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-event-beneath-attic", "random": True},
                                  {"effect": "move-card", "zone": "removed", "to": "chosen"}])
    world["set-aside"] = [{"name": name, "type": kind, "beneath": host, "owner": "Roland"}
                          for name, kind, host in (("Guts", "skill", "Attic"), ("Lucky!", "event", "Hall"),
                                                   ("Dodge", "event", "Attic"))]
    trace = run(world)
    chose = find(trace, "Chosen at random among event beneath Attic: the engine has no randomness and "
                        "takes the first listed (Dodge)")
    assert find(trace, "The game chooses Dodge (an event beneath Attic)") > chose
    assert not any("Roland chooses" in step.text for step in trace.steps)
    assert find(trace, "Dodge is removed from the game (it was out of play: it does not leave play)") > chose
    cards = trace.final_state["cards"]
    assert "Dodge" not in cards or cards["Dodge"]["zone"] != "beneath"
    assert cards["Lucky!"]["zone"] == "beneath" and cards["Guts"]["zone"] == "beneath"


def test_nothing_beneath_the_named_card_to_choose_resolves_what_if_you_cannot_says(world, run, find):
    """Effects: "If you cannot, take 1 damage and 1 horror" — with no event beneath the named card the choice cannot be
    made and what is removed is nothing, so the instruction's alternative resolves instead (Stars of Hyades)."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-event-beneath-sefina_rousseau", "random": True},
                                  {"effect": "if-able", "effects": [{"effect": "move-card", "zone": "removed",
                                                                     "to": "chosen"}],
                                   "otherwise": [{"effect": "deal-damage", "amount": 1, "to": "you"},
                                                 {"effect": "deal-horror", "amount": 1, "to": "you"}]}])
    world["set-aside"] = [{"name": "Lucky!", "type": "event", "beneath": "Attic", "owner": "Roland"}]
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (1, 1)
    assert trace.final_state["cards"]["Lucky!"]["zone"] == "beneath"


def test_a_card_not_named_a_title_excludes_every_copy_of_that_card(world, run, find):
    """Target: "choose a card not named Resourceful in your discard pile" — the requirement excludes the card of that
    title (any copy of it), so the one there is to choose is the other card, though the copy is listed first."""
    resourceful = {"name": "Resourceful", "type": "skill", "traits": ["Innate"]}
    world = _with_ability(world, [{"effect": "choose", "to": "a-non-resourceful-skill-in-your-discard-pile"},
                                  {"effect": "move-card", "zone": "hand", "to": "chosen"}],
                          discard=(resourceful, GUTS))
    trace = run(world)
    assert find(trace, "Roland chooses Guts (a non-Resourceful skill in your discard pile)") >= 0
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Guts"] and roland["discard"] == ["Resourceful"]


def test_a_card_of_either_trait_in_a_discard_pile_is_one_choice_among_both(world, run):
    """Target: "a Tome or Spell asset in your discard pile" is one card chosen among every card either part picks (a
    union of two zoned selectors); it changes area without leaving play (In Play and Out of Play)."""
    tome = {"name": "Old Book of Lore", "type": "asset", "traits": ["Item", "Tome"]}
    spell = {"name": "Shrivelling", "type": "asset", "traits": ["Spell"]}
    world = _with_ability(world, [{"effect": "move-card", "zone": "hand",
                                   "to": "one-of:a-tome-asset-in-your-discard-pile|a-spell-asset-in-your-discard-pile"}],
                          discard=(GUTS, tome, spell))
    world["choices"] = [{"decision": "target", "ability": "Lens", "choose": "Shrivelling"}]
    trace = run(world)
    chose = next(s.text for s in trace.steps if "chooses Shrivelling" in s.text)
    assert "Old Book of Lore" in chose and "Guts" not in chose
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Shrivelling"]


def test_a_card_put_into_play_under_the_lead_investigators_control_is_his_or_hers(world, run, find):
    """Put into Play and Lead Investigator: "Put The Pallid Mask into play, under the lead investigator's control" —
    Agnes resolves it, the lead investigator (Roland) controls it."""
    world["lead"] = "Roland"
    world["investigators"][1]["hand"] = [{"name": "Flux", "type": "event", "cost": 0, "effects": [
        {"effect": "put-into-play", "to": "Mask", "who": "lead-investigator"}]}]
    world["set-aside"] = [{"name": "Mask", "type": "asset"}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "action": "play", "card": "Flux"}]
    trace = run(world)
    assert trace.final_state["cards"]["Mask"]["controller"] == "Roland"
    assert find(trace, "Mask is put into play under Roland's control") >= 0


def test_a_card_set_aside_leaves_play_and_no_longer_interacts(world, run, find):
    """Set Aside: "Set-aside cards are considered out of play" — "Set @self aside, out of play": the card in play
    leaves play (its tokens go: Leaves Play) and is seen no more among the cards in play."""
    trace = run(_with_ability(world, [{"effect": "move-card", "zone": "set-aside"}]))
    assert "Lens" not in trace.final_state["cards"]
    k = find(trace, "Lens is set aside, out of play: it leaves play")
    assert "ahlcg/rr/set-aside" in trace.steps[k].rules


def test_a_set_aside_card_named_as_printed_is_shuffled_into_the_encounter_deck(world, run, find):
    """"Shuffle the set-aside Ghoul Priest into the encounter deck": a set-aside card is out of play, so it changes
    area without leaving play (In Play and Out of Play), and the next encounter card drawn can be it."""
    world = _with_ability(world, [{"effect": "shuffle-into", "to": "Ghoul Priest", "deck": "encounter"}])
    world["set-aside"] = [{"name": "Ghoul Priest", "type": "enemy", "health": 5, "fight": 4}]
    world["encounter-deck"] = [{"name": "Rotting Remains", "type": "treachery"}]
    trace = run(world)
    assert find(trace, "Ghoul Priest is shuffled into the encounter deck") >= 0
    assert "it was out of play: it does not leave play" in trace.steps[find(trace, "Ghoul Priest is shuffled")].text


def test_the_encounter_discard_pile_shuffled_into_the_encounter_deck_empties_it(world, run, find):
    """Discard Piles: "Shuffle the encounter discard pile into the encounter deck" — every card of the pile goes back
    into the deck."""
    world = _with_ability(world, [{"effect": "discard-top", "deck": "encounter"},
                                  {"effect": "shuffle-deck", "deck": "encounter", "discard-pile": True}])
    world["encounter-deck"] = [{"name": "Crypt Chill", "type": "treachery"}]
    trace = run(world)
    assert find(trace, "Crypt Chill shuffled from the discard pile into the encounter deck") > 0
    assert trace.final_state["encounter_discard"] == []


def test_a_set_aside_enemy_of_a_trait_chosen_at_random_is_placed_beneath_the_act_deck(world, run, find):
    """Set Aside and Gift of Madness: "Randomly choose 1 enemy from among the set-aside [[Monster]] enemies and place it
    beneath the act deck" — only set-aside Monster enemies are the options; the choice is the game's (the engine takes
    the first listed, saying so), and the enemy stays out of play, beneath the act deck."""
    world = _with_ability(world, [{"effect": "choose", "to": "a-monster-enemy-set-aside", "random": True},
                                  {"effect": "move-card", "zone": "beneath-act-deck", "to": "chosen"}])
    world["set-aside"] = [{"name": "Ghoul", "type": "enemy", "traits": ["Ghoul"], "health": 2, "fight": 2},
                          {"name": "Dark Young", "type": "enemy", "traits": ["Monster"], "health": 5, "fight": 4},
                          {"name": "Shoggoth", "type": "enemy", "traits": ["Monster"], "health": 6, "fight": 4}]
    trace = run(world)
    k = find(trace, "Chosen at random among Monster enemy set aside: the engine has no randomness and takes the "
                    "first listed (Dark Young)")
    assert find(trace, "Dark Young is placed underneath the act deck, out of play") > k
    assert trace.final_state["cards"]["Dark Young"]["zone"] == "beneath"


def test_a_committed_skill_returned_to_hand_by_its_result_is_not_discarded_at_st8(world, run, find):
    """ST.7 and ST.8: "If you succeed by 3 or more, return Opportunist to your hand after this test instead of discarding
    it" — the result moves the committed card to its owner's hand, so it is not among the committed cards discarded as
    the test ends; the engine says it moves it as the result resolves."""
    world["investigators"][0]["hand"] = [
        {"name": "Opportunist", "type": "skill", "icons": {"intellect": 1}, "commit-own-test": True,
         "if-success": [{"effect": "by-at-least", "amount": 3, "effects": [{"effect": "move-card", "zone": "hand"}]}]}]
    world["tests"] = [{"who": "Roland", "tokens": ["+1"], "commit": ["Opportunist"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Opportunist"] and roland["discard"] == []
    k = find(trace, "Opportunist is committed to this test: it returns to its owner's hand now, at ST.7")
    assert k < find(trace, "ST.8: the skill test ends: committed cards discarded (none)")


def test_an_asset_played_from_your_discard_pile_pays_its_cost_and_leaves_the_pile(world, run, find):
    """Play and William Yorick: "Play an asset from your discard pile (paying its cost)" — the effect permits playing
    from the pile: the asset's initiation sequence, its cost paid, no action spent; it enters play from the pile."""
    knife = {"name": "Knife", "type": "asset", "cost": 1, "traits": ["Item", "Weapon"], "slots": ["hand"]}
    world = _with_ability(world, [{"effect": "play", "to": "an-asset-in-your-discard-pile"}], discard=(GUTS, knife))
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["discard"] == ["Guts"]
    assert trace.final_state["cards"]["Knife"]["controller"] == "Roland"
    assert roland["resources"] == world["investigators"][0]["resources"] - 1
    assert find(trace, "Knife is played through Lens's effect: not a play action") >= 0


def test_a_player_weakness_revealed_puts_itself_into_play_in_your_threat_area(world, run, find):
    """Weakness and Put into Play: a weakness asset drawn resolves its revelation ("Put The King in Yellow into play in
    your threat area"): it leaves the hand and enters play in its owner's threat area, under his control — not
    played, no cost paid."""
    world["investigators"][0]["deck"] = [{"name": "The King in Yellow", "type": "asset", "weakness": True, "cost": 0,
                                          "owner": "Roland", "abilities": [
                                              {"kind": "revelation", "effects": [
                                                  {"effect": "put-into-play", "zone": "threat-area"}]}]}]
    world = _with_ability(world, [{"effect": "draw", "amount": 1}], deck=world["investigators"][0]["deck"])
    trace = run(world)
    king = trace.final_state["cards"]["The King in Yellow"]
    assert king["zone"] == "play" and king["controller"] == "Roland"
    assert trace.final_state["investigators"]["Roland"]["hand"] == []
    assert find(trace, "The King in Yellow is put into play in Roland's threat area, as its revelation instructs") >= 0


def test_an_event_that_exiles_itself_is_removed_from_the_game_not_discarded(world, run, find):
    """Exile (2024 glossary): "Exile A Test of Will" — the card is removed from the game (and returned to its owner's
    collection); Event Cards: it goes to the discard pile after resolving "unless stated otherwise"."""
    world["investigators"][0]["hand"] = [{"name": "Flux", "type": "event", "cost": 0, "effects": [
        {"effect": "gain-resources", "amount": 1}, {"effect": "move-card", "zone": "exiled"}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Flux"}]
    trace = run(world)
    assert trace.final_state["removed_from_game"] == ["Flux"]
    assert trace.final_state["investigators"]["Roland"]["discard"] == []
    k = find(trace, "Flux is exiled: removed from the game and returned to its owner's collection")
    assert "ahlcg/glossary/exile" in trace.steps[k].rules


def test_you_take_control_of_the_asset_chosen_at_your_location(world, run, find):
    """FAQ 2.7 and Control: "Choose an [[Ally]] asset at your location. Take control of that asset" — the chosen asset,
    controlled by Agnes, moves to your play area under your control."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-ally-asset-at-your-location"},
                                  {"effect": "take-control", "to": "chosen"}])
    world["cards"].append({"name": "Beat Cop", "type": "asset", "traits": ["Ally"], "controller": "Agnes",
                           "owner": "Agnes", "slots": ["ally"]})
    trace = run(world)
    assert trace.final_state["cards"]["Beat Cop"]["controller"] == "Roland"
    assert find(trace, "Roland takes control of Beat Cop") >= 0


def test_a_set_aside_card_named_is_attached_and_enters_play(world, run, find):
    """Attach To and Set Aside: "Attach the set-aside Lantern to your location" — a set-aside card named by the effect
    leaves the set-aside area and enters play attached to the location."""
    world = _with_ability(world, [{"effect": "attach", "to": "your-location", "card": "Charm"}])
    world["set-aside"] = [{"name": "Charm", "type": "treachery"}]
    trace = run(world)
    assert trace.final_state["cards"]["Charm"]["attached_to"] == "Hall"
    assert find(trace, "Charm is attached to Hall (it enters play)") >= 0


def test_the_asset_chosen_is_discarded_from_play(world, run, find):
    """Discard Piles: "Choose an asset you control. Discard the chosen asset" — the chosen card leaves play for its
    owner's discard pile."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-asset-you-control"},
                                  {"effect": "discard", "to": "chosen"}])
    world["cards"].append({"name": "Knife", "type": "asset", "controller": "Roland", "owner": "Roland"})
    world["choices"] = [{"decision": "target", "ability": "Lens", "choose": "Knife"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Knife"]
    assert find(trace, "Knife is discarded") >= 0
