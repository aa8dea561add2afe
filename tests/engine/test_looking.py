"""Looking at and revealing the top cards of a deck ("Looking at", "Searching" and "Finding", 2024 glossary; Search):
the cards looked at stay in their deck, in their order; nothing is searched, found, drawn or shuffled; what the look
saw is the resolution's record, read back by the instructions after it ("among the looked-at cards", "Return them to
the top of that deck in any order")."""

from __future__ import annotations

import pytest

_HORROR = [{"effect": "deal-horror", "amount": 1, "to": "you"}]


def _deck(world):
    world["investigators"][0]["deck"] = [
        {"name": "Shotgun", "type": "asset", "traits": ["Item", "Weapon"]},
        {"name": "Dark Memory", "type": "event", "traits": ["Terror"], "weakness": True},
        {"name": "Shrivelling", "type": "asset", "traits": ["Spell"]},
        {"name": "Ward", "type": "event", "traits": ["Spell"]},
    ]
    return world


def _use(world, effects):
    world["cards"].append({"name": "Seer", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": effects}]})
    world["do"].append({"who": "Roland", "use": "Seer"})
    return world


def _encounter(world):
    ghoul = {"type": "enemy", "traits": ["Humanoid", "Ghoul"], "health": 2, "fight": 2, "evade": 2, "damage": 1}
    world["encounter-deck"] = [{"name": "Ghoul Minion", **ghoul}, {"name": "Ancient Evils", "type": "treachery",
                                                                  "traits": ["Omen"]}, {"name": "Grasping Hands",
                                                                                        "type": "treachery"}]
    return world


def test_looking_at_the_top_cards_moves_nothing_and_is_not_a_search(world, run, find):
    """[glossary: Looking at, Searching and Finding] "if an investigator 'looks at' the top 3 cards of their deck,
    this is not a search effect"; Search: cards sifted "are not considered to have left their game area of
    origin" — the deck keeps its cards in their order, no card is drawn, nothing is shuffled."""
    looked = run(_use(_deck(world), [{"effect": "look-top", "amount": 3}]))
    find(looked, "Roland looks at the top 3 cards of Roland's deck: Shotgun, Dark Memory, Shrivelling")
    assert looked.final_state["investigators"]["Roland"]["hand"] == []
    assert not any("shuffled" in s.text or "searches" in s.text or "draws" in s.text for s in looked.steps)


def test_the_cards_looked_at_are_still_the_top_of_the_deck_in_their_order(world, run):
    """A draw after the look takes the same top card the look saw first."""
    trace = run(_use(_deck(world), [{"effect": "look-top", "amount": 3}, {"effect": "draw", "amount": 2}]))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Shotgun", "Dark Memory"]


def test_revealing_the_top_card_of_the_encounter_deck_leaves_it_there(world, run, find):
    """A card revealed is shown to every player and, like one looked at, stays where it was: it is not drawn, so its
    revelation does not resolve and an enemy does not spawn."""
    revealed = run(_use(_encounter(world), [{"effect": "reveal-top", "deck": "encounter"}]))
    find(revealed, "Roland reveals the top card of the encounter deck: Ghoul Minion")
    assert "Ghoul Minion" not in revealed.final_state["cards"]  # not in play: it did not spawn


def test_the_card_revealed_is_the_next_one_drawn(world, run, find):
    trace = run(_use(_encounter(world), [{"effect": "reveal-top", "deck": "encounter"},
                                         {"effect": "draw-encounter-card"}]))
    assert find(trace, "reveals the top card of the encounter deck: Ghoul Minion") < find(trace, "Roland draws Ghoul "
                                                                                         "Minion")
    assert trace.final_state["cards"]["Ghoul Minion"]["engaged"] == "Roland"


def test_the_top_card_of_each_investigators_deck_is_revealed_in_player_order(world, run, find):
    world = _deck(world)
    world["investigators"][1]["deck"] = [{"name": "Forbidden Knowledge", "type": "asset", "traits": ["Ritual"]}]
    trace = run(_use(world, [{"effect": "reveal-top", "who": "each-investigator"}]))
    assert find(trace, "reveals the top card of Roland's deck: Shotgun") \
        < find(trace, "reveals the top card of Agnes's deck: Forbidden Knowledge")


def test_a_look_at_more_cards_than_the_deck_holds_sees_as_many_as_there_are(world, run, find):
    """Effects: as much as possible resolves."""
    trace = run(_use(_deck(world), [{"effect": "look-top", "amount": 9}]))
    find(trace, "(only 4 cards there): Shotgun, Dark Memory, Shrivelling, Ward")


def test_a_look_at_an_empty_deck_sees_nothing_and_does_not_refill_it(world, run, find):
    """Drawing Cards: only a draw from an empty deck shuffles the discard pile back; a look draws nothing."""
    world["investigators"][0]["deck"] = []
    world["investigators"][0]["discard"] = [{"name": "Ward", "type": "event"}]
    trace = run(_use(world, [{"effect": "gain-resources", "amount": 1}, {"effect": "look-top"}]))
    find(trace, "Roland's deck is empty: there is no card to look at")
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Ward"]


@pytest.mark.parametrize("traits, horror", [(["Terror", "Omen"], 1), (["Omen"], 0)])
def test_a_condition_on_the_looked_at_cards_reads_what_the_look_saw(world, run, traits, horror):
    """"If a [[Terror]] or [[Omen]] card is among the looked-at cards, take 1 horror" (Scrying): the look's record,
    composed with a filter (any of the traits), not the deck as it is later."""
    flt = "|".join(f"{t.lower()}-card" for t in traits)
    condition = {"count": f"card-looked-at-by-this-effect:{flt}", "at-least": 1}
    trace = run(_use(_deck(world), [{"effect": "look-top", "amount": 3},
                                    {"effect": "if", "condition": condition, "effects": _HORROR}]))
    assert trace.final_state["investigators"]["Roland"]["horror"] == horror


def test_a_card_below_those_looked_at_is_not_among_them(world, run):
    condition = {"count": "card-looked-at-by-this-effect:spell-card", "at-least": 1}
    trace = run(_use(_deck(world), [{"effect": "look-top", "amount": 2},
                                    {"effect": "if", "condition": condition, "effects": _HORROR}]))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


@pytest.mark.parametrize("verb, horror", [("reveal-top", 1), ("look-top", 0)])
def test_revealed_by_this_effect_counts_only_a_reveal(world, run, verb, horror):
    """"If at least 1 [[Omen]] treachery is revealed by this effect": a card only looked at was not revealed."""
    condition = {"count": "card-revealed-by-this-effect:omen-treachery", "at-least": 1}
    trace = run(_use(_encounter(world), [{"effect": verb, "deck": "encounter", "amount": 2},
                                         {"effect": "if", "condition": condition, "effects": _HORROR}]))
    assert trace.final_state["investigators"]["Roland"]["horror"] == horror


def test_returning_the_looked_at_cards_in_any_order_is_the_players_choice_and_moves_nothing(world, run, find):
    """"Return them to the top of that deck in any order": the order is the player's; the engine keeps the listed
    order and says so — the deck is as it was."""
    trace = run(_use(_deck(world), [{"effect": "look-top", "amount": 3}, {"effect": "arrange-top"}]))
    assert find(trace, "looks at the top 3 cards") < find(trace, "Shotgun, Dark Memory, Shrivelling are returned to "
                                                                 "the top of their deck in any order")
    find(trace, "the order is the player's choice (the engine keeps the listed order)")


def test_returning_with_no_look_before_it_has_nothing_to_act_on(world, run, find):
    trace = run(_use(_deck(world), [{"effect": "arrange-top"}]))
    find(trace, "No card was looked at by this effect")
