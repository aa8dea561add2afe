"""A card leaves play once (Leaves Play: "The phrase 'leaves play' refers to any time a card makes a transition from
an in-play state to an out-of-play state"): an effect in its own 'when leaves play' window that sends it elsewhere
("When Harold Walsted leaves play, remove him from the game") changes where it goes, and is no second leaving."""

from __future__ import annotations


def _leaving(world, *, redirect, kind="forced", timing="when"):
    """Roland discards his asset Lens with another asset's action; Lens, as it leaves play, sends itself to
    ``redirect`` (a ``move-card`` zone, or ``shuffle`` for its owner's deck) and adds 1 resource to Roland's pool,
    so each time its ability resolves is counted."""
    sends = {"effect": "shuffle-into"} if redirect == "shuffle" else {"effect": "move-card", "zone": redirect}
    world["cards"] = [
        {"name": "Bin", "type": "asset", "controller": "Roland",
         "abilities": [{"kind": "action", "effects": [{"effect": "discard", "to": "Lens"}]}]},
        {"name": "Lens", "type": "asset", "controller": "Roland", "uses": 2,
         "abilities": [{"kind": kind, "timing": timing, "trigger": {"event": "leaves-play", "what": "self"},
                        "effects": [sends, {"effect": "gain-resources", "amount": 1, "who": "you"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Bin"}]
    return world


def test_removed_from_the_game_while_it_leaves_play_it_leaves_once_to_the_new_place(world, run, find):
    """The forced ability triggers once, the card goes where the ability sends it, not to the discard pile, and
    there is no second 'leaves play' window (no endless chain of the same ability)."""
    resources = world["investigators"][0]["resources"]
    trace = run(_leaving(world, redirect="removed"))
    final = trace.final_state
    assert final["removed_from_game"] == ["Lens"]
    assert final["investigators"]["Roland"]["discard"] == []
    assert final["investigators"]["Roland"]["resources"] == resources + 1  # the ability resolved once
    assert sum("'when' window" in s.text and "Lens leaves play" in s.text for s in trace.steps) == 1
    assert not any("endless loop" in s.text for s in trace.steps)
    assert find(trace, "Lens is already leaving play") < find(trace, "Lens is removed from the game: it leaves play")
    assert trace.steps[find(trace, "Lens is already leaving play")].rules[0] == "ahlcg/rr/leaves-play"


def test_shuffled_into_its_deck_while_it_is_discarded_it_ends_in_the_deck(world, run, find):
    """Any effect that sends the leaving card elsewhere (here shuffled into its owner's deck) changes where it goes;
    the discard it interrupted does not then place it on the discard pile as well."""
    world["investigators"][0]["deck"] = ["Card A"]
    trace = run(_leaving(world, redirect="shuffle"))
    assert trace.final_state["investigators"]["Roland"]["discard"] == []
    assert "Lens" not in trace.final_state["cards"]  # in a deck: out of play, hidden
    assert find(trace, "Lens is already leaving play") < find(trace, "Lens is shuffled into Roland's deck")
    assert not any("Lens is discarded" in s.text for s in trace.steps)


def test_after_it_has_left_play_moving_it_is_no_leaving_at_all(world, run, find):
    """In an 'after' window the card is out of play already: removing it from the game moves it from the discard
    pile, without a leaving of any kind (In Play and Out of Play)."""
    trace = run(_leaving(world, redirect="removed", timing="after"))
    assert trace.final_state["removed_from_game"] == ["Lens"]
    assert not any("already leaving play" in s.text for s in trace.steps)
    assert find(trace, "it was out of play: it does not leave play") > find(trace, "Lens is discarded")
