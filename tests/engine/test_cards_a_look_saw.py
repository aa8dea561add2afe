"""Acting on the cards a look saw: a selector of the cards this resolution looked at or revealed
(``each-…-card-looked-at-by-this-effect``, ``a-…-revealed-by-this-effect``), taken by the effects that move a card
out of a deck — put into play (an enemy engaged with you), discarded, placed at the bottom of its deck. Looking is not
drawing (Drawing Cards: only a card taken into the hand by a draw is drawn), so the cards stay in their deck until an
instruction moves them, and "the rest of those cards" are the ones still there."""

from __future__ import annotations

_LOOK5 = {"effect": "look-top", "amount": 5, "deck": "encounter"}
_APPENDAGES = {"effect": "put-into-play", "to": "each-writhing_appendage-card-looked-at-by-this-effect",
               "zone": "threat-area"}
_REST = {"effect": "discard", "to": "each-card-looked-at-by-this-effect"}


def _encounter(world):
    tentacle = {"type": "enemy", "traits": ["Monster", "Tentacle"], "health": 2, "fight": 2, "evade": 2, "damage": 1}
    world["encounter-deck"] = [
        {"name": "Writhing Appendage", **tentacle}, {"name": "Ancient Evils", "type": "treachery", "traits": ["Omen"]},
        {"name": "Writhing Appendage #2", **tentacle}, {"name": "Grasping Hands", "type": "treachery"},
        {"name": "Ghoul Minion", "type": "enemy", "traits": ["Ghoul"], "health": 2, "fight": 2, "evade": 2},
        {"name": "Rotting Remains", "type": "treachery", "traits": ["Terror"]},
    ]
    return world


def _use(world, effects):
    world["cards"].append({"name": "Gondola", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": effects}]})
    world["do"].append({"who": "Roland", "use": "Gondola"})
    return world


def test_each_enemy_among_the_cards_looked_at_is_put_into_play_engaged_with_you(world, run, find):
    """[Put into Play] "place the card directly into play from an out-of-play state" … "unless otherwise stated by the
    put into play ability": "engaged with you" places each one in your threat area (Enemy Engagement), one after
    another, in the order seen; put into play, it is not drawn."""
    trace = run(_use(_encounter(world), [_LOOK5, _APPENDAGES]))
    first = find(trace, "Writhing Appendage is put into play from the encounter deck, engaged with Roland")
    assert first < find(trace, "Writhing Appendage #2 is put into play from the encounter deck, engaged with Roland")
    cards = trace.final_state["cards"]
    assert cards["Writhing Appendage"]["engaged"] == "Roland" and cards["Writhing Appendage #2"]["engaged"] == "Roland"
    assert "Ghoul Minion" not in cards  # an enemy seen that the selector does not name stays in the deck
    assert not any("draws" in s.text or "spawn" in s.text.lower() and "does not spawn" not in s.text
                   for s in trace.steps)


def test_the_rest_of_those_cards_are_the_ones_still_in_the_deck(world, run, find):
    """[Discard Piles] "Encounter cards are owned by the encounter deck": the rest of the cards looked at go on the
    encounter discard pile, in the order seen; the two put into play are not among them, and the sixth card, which
    the look did not see, stays on the deck."""
    trace = run(_use(_encounter(world), [_LOOK5, _APPENDAGES, _REST, {"effect": "draw-encounter-card"}]))
    assert trace.final_state["encounter_discard"][:3] == ["Ancient Evils", "Grasping Hands", "Ghoul Minion"]
    find(trace, "Roland draws Rotting Remains")  # the next card of the deck: the look did not see it
    assert find(trace, "Ancient Evils is discarded from the encounter deck, onto the encounter discard pile") \
        < find(trace, "Ghoul Minion is discarded from the encounter deck")


def test_a_card_of_a_players_deck_discarded_goes_to_its_owners_discard_pile(world, run):
    """[Discard Piles] "placed faceup on top of its owner's discard pile"; "If no cards are discarded by this effect"
    reads the record: the cards discarded from the deck are counted."""
    world["investigators"][0]["deck"] = [{"name": "Shotgun", "type": "asset", "traits": ["Item"]},
                                         {"name": "Ward", "type": "event", "traits": ["Spell"]},
                                         {"name": "Knife", "type": "asset", "traits": ["Item"]}]
    horror = {"effect": "if", "condition": {"count": "card-discarded-by-this-effect", "at-least": 2},
              "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}
    trace = run(_use(world, [{"effect": "look-top", "amount": 2},
                             {"effect": "discard", "to": "each-item-card-looked-at-by-this-effect"}, horror,
                             {"effect": "draw", "amount": 2}]))
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["discard"] == ["Shotgun"] and roland["hand"] == ["Ward", "Knife"]  # Knife was not looked at
    assert roland["horror"] == 0  # one card discarded, not two


def test_a_card_revealed_is_chosen_among_those_revealed(world, run, find):
    """A card revealed by this effect, placed at the bottom of its deck: the one chosen, the rest stay on top."""
    trace = run(_use(_encounter(world), [{"effect": "reveal-top", "amount": 2, "deck": "encounter"},
                                         {"effect": "move-card", "zone": "deck-bottom",
                                          "to": "a-treachery-revealed-by-this-effect"},
                                         {"effect": "draw-encounter-card"}, {"effect": "draw-encounter-card"}]))
    find(trace, "Ancient Evils is placed at the bottom of the encounter deck")
    assert find(trace, "Roland draws Writhing Appendage") < find(trace, "Roland draws Writhing Appendage #2")
    assert "Ancient Evils" not in trace.final_state["encounter_discard"]


def test_nothing_was_looked_at_nothing_is_picked(world, run, find):
    """The selector reads this resolution's record only: with no look before it, "those cards" are none, and the
    deck is untouched (Effects: as much as possible resolves)."""
    trace = run(_use(_encounter(world), [_REST, {"effect": "draw-encounter-card"}]))
    assert trace.final_state["encounter_discard"] == []
    find(trace, "Roland draws Writhing Appendage")


def test_a_card_that_is_not_an_enemy_put_into_a_threat_area_is_not_modelled(world, run, find):
    trace = run(_use(_encounter(world), [_LOOK5, {**_APPENDAGES, "to": "each-omen-card-looked-at-by-this-effect"}]))
    find(trace, "Not modelled: Ancient Evils is not an enemy out of play")


def test_the_enemies_enter_before_the_rest_are_discarded(world, run, find):
    """Row!'s replacement as read: "look at the top 5 cards … and put each Writhing Appendage among those cards into
    play, engaged with you. Discard the rest of those cards." — in order: the two enemies enter engaged, then the other
    three seen are discarded; nothing is drawn (Drawing Cards: put into play is not drawing)."""
    trace = run(_use(_encounter(world), [_LOOK5, _APPENDAGES, _REST]))
    assert find(trace, "Writhing Appendage #2 is put into play") < find(trace, "Ancient Evils is discarded")
    assert trace.final_state["encounter_discard"] == ["Ancient Evils", "Grasping Hands", "Ghoul Minion"]
    assert not any("Roland draws" in s.text for s in trace.steps)


def _own_deck(world):
    world["investigators"][0]["deck"] = [{"name": "Ward", "type": "event", "traits": ["Spell"]},
                                         {"name": "Knife", "type": "asset", "traits": ["Item", "Weapon"], "cost": 1,
                                          "slots": ["hand"]},
                                         {"name": "Shotgun", "type": "asset", "traits": ["Item"], "cost": 5}]
    return world


def test_a_card_revealed_from_your_deck_is_drawn_into_your_hand(world, run, find):
    """[Drawing Cards] "those cards are drawn … and added to his or her hand": a card the reveal saw, drawn, is a
    card drawn (from the deck: out of play, it does not leave play); the one revealed with it stays on top."""
    trace = run(_use(_own_deck(world), [{"effect": "reveal-top", "amount": 2},
                                        {"effect": "draw-card", "to": "an-asset-revealed-by-this-effect"},
                                        {"effect": "draw", "amount": 1}]))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Knife", "Ward"]
    find(trace, "Roland draws Knife (from deck")


def test_an_asset_revealed_from_your_deck_is_played_paying_its_cost(world, run, find):
    """Montmartre's "You may play an asset revealed by this effect (paying its cost)": the effect permits the play
    from the deck; its initiation sequence pays its cost (Play), and it enters play."""
    world = _own_deck(world)
    world["investigators"][0]["resources"] = 3
    trace = run(_use(world, [{"effect": "reveal-top", "amount": 2},
                             {"effect": "play", "to": "an-asset-revealed-by-this-effect"}]))
    assert trace.final_state["cards"]["Knife"]["zone"] == "play"
    assert trace.final_state["investigators"]["Roland"]["resources"] == 2


def test_a_draw_replaced_by_a_look_that_discards_the_card_says_where_it_went(world, run, find):
    """[Instead] a replacement "replaces the resolution of a triggering condition": "When you would draw the top card of
    the encounter deck: Instead look at the top 5 cards … Discard the rest of those cards" (Row!) — the card about to
    be drawn is not drawn, and it is where the replacement put it (the discard pile), not on top of the deck."""
    world = _encounter(world)
    world["cards"].append({"name": "Row!", "type": "act", "abilities": [{
        "kind": "forced", "timing": "would", "trigger": {"event": "draw-encounter-card", "who": "you"},
        "effects": [{"effect": "instead", "effects": [_LOOK5, _APPENDAGES, _REST]}]}]})
    trace = run(dict(world, start="1.4", until="1.4", round=2))  # each investigator draws 1 encounter card
    find(trace, "The draw was replaced: Writhing Appendage was not drawn and is where the replacing effect put it "
                "(play)")
    assert trace.final_state["cards"]["Ancient Evils"]["zone"] == "encounter-discard"


def test_an_asset_revealed_from_another_investigators_deck_is_played_under_your_control(world, run, find):
    """Montmartre: "Reveal the top card of each investigator's deck. You may play an asset revealed by this effect
    (paying its cost), under your control." — Agnes's asset, played by Roland through the effect's permission, leaves
    her deck and enters play under Roland's control (Asset Cards); Roland pays its cost."""
    world["investigators"][0]["deck"] = [{"name": "Ward", "type": "event", "traits": ["Spell"]}]
    world["investigators"][1]["deck"] = [{"name": "Knife", "type": "asset", "cost": 1, "slots": ["hand"]},
                                         {"name": "Rope", "type": "asset", "cost": 1}]
    trace = run(_use(world, [{"effect": "reveal-top", "who": "each-investigator"},
                             {"effect": "play", "to": "an-asset-revealed-by-this-effect", "may": True}]))
    knife = trace.final_state["cards"]["Knife"]
    assert knife["zone"] == "play" and knife["controller"] == "Roland"
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 - 1
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 3
    assert "Rope" not in trace.final_state["cards"]  # not revealed: still in Agnes's deck
