"""A card looked at, placed at the bottom of its deck if an optional instruction is done ("Look at the top card of
either the encounter deck or any player deck. You may then add 1 doom to Alyssa Graham to place the looked-at card on
the bottom of its deck."), from the sentences it rests on:

- Looking at: the looked-at card stays where it is, in its deck, until an instruction moves it;
- "you may X to Y": Y resolves only if X was done (the optional doom added to the card itself);
- In Play and Out of Play: a card in a deck placed elsewhere in its deck only changes area — the encounter deck for an
  encounter card, its owner's deck for a player card.
"""

from __future__ import annotations

ALYSSA = {"name": "Alyssa Graham", "type": "asset", "controller": "Roland", "abilities": [{
    "kind": "free", "cost": {"exhaust": True}, "effects": [
        {"effect": "either", "effects": [{"effect": "look-top", "deck": "encounter"},
                                         {"effect": "look-top", "who": "an-investigator"}]},
        {"effect": "if-able", "effects": [{"effect": "place-doom", "amount": 1, "to": "self", "may": True}],
         "done": [{"effect": "move-card", "zone": "deck-bottom", "to": "a-card-looked-at-by-this-effect"}]}]}]}


def _alyssa(world, deck: int, add_doom: bool = True):
    """Roland uses Alyssa Graham, looking at the encounter deck (``deck`` 0) or a player deck (1)."""
    world["investigators"][0]["deck"] = ["Top Card", "Second"]
    world["encounter-deck"] = [{"name": "Rotting Remains", "type": "treachery"},
                               {"name": "Grasping Hands", "type": "treachery"}]
    world["cards"] = [ALYSSA]
    world["do"] = [{"who": "Roland", "use": "Alyssa Graham"}]
    world["choices"] = [{"decision": "either", "option": deck},
                        {"decision": "may", "ability": "Alyssa Graham", "choose": add_doom}]
    return world


def test_the_looked_at_encounter_card_goes_to_the_bottom_of_the_encounter_deck_once_the_doom_is_added(world, run, find):
    trace = run(_alyssa(world, 0))
    looked = find(trace, "Roland looks at the top card of the encounter deck: Rotting Remains")
    doom = find(trace, "Alyssa Graham: doom 0 \u2192 1")
    assert looked < doom < find(trace, "Rotting Remains is placed at the bottom of the encounter deck")
    assert trace.final_state["cards"]["Alyssa Graham"]["doom"] == 1


def test_a_looked_at_player_card_goes_to_the_bottom_of_its_owner_s_deck(world, run, find):
    trace = run(_alyssa(world, 1))
    assert find(trace, "looks at the top card of Roland's deck: Top Card") < \
        find(trace, "Top Card is placed at the bottom of Roland's deck")


def test_without_the_doom_the_card_stays_on_top(world, run):
    trace = run(_alyssa(world, 0, add_doom=False))
    assert trace.final_state["cards"]["Alyssa Graham"]["doom"] == 0
    assert not any("placed at the bottom" in step.text for step in trace.steps)
