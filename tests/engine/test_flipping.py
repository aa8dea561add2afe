"""Flipping a double-sided card and flipping clue tokens to their doom side (``effects/flipping.py``).

[ahlcg/faq/q-when-a-location-flips-from-its-non-spectral] "When such a location flips from one side to its other side,
the location does not leave play. Therefore, all tokens that were on that location remain on its new side, all
attachments remain attached" — applied to any card that flips, as no rule says otherwise. The Burned Ruins erratum:
"Flip 1 clue token on the Burned Ruins to its doom side."
"""

from __future__ import annotations

from typing import Any


def _sophie(**more: Any) -> dict[str, Any]:
    """An asset whose own ability flips it (Sophie's shape), with a damage token and a card attached."""
    return {"name": "Sophie", "type": "asset", "controller": "Roland", "damage": 1,
            "abilities": [{"kind": "action", "text": "Flip Sophie.", "effects": [{"effect": "flip-card"}]}], **more}


def _flip(world: dict[str, Any], card: dict[str, Any]) -> dict[str, Any]:
    world["cards"] = [card, {"name": "Charm", "type": "asset", "controller": "Roland", "attached-to": "Sophie"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Sophie"}]
    return world


def test_a_flipped_card_takes_its_other_sides_abilities_and_keeps_its_tokens_and_attachments(world, run):
    side = {"name": "Sophie (It Was All My Fault)", "abilities": [
        {"kind": "action", "text": "Gain 1 resource.", "effects": [{"effect": "gain-resources", "amount": 1}]}]}
    data = _flip(world, _sophie(**{"other-side": side}))
    data["do"].append({"who": "Roland", "action": "activate", "card": "Sophie"})
    trace = run(data)
    step = next(s.text for s in trace.steps if "flips to its other side" in s.text)
    assert "Sophie (It Was All My Fault), asset" in step and "It does not leave play" in step
    assert "1 damage stay on it" in step and "still attached: Charm" in step
    sophie = trace.final_state["cards"]["Sophie"]
    assert (sophie["zone"], sophie["damage"], sophie["controller"]) == ("play", 1, "Roland")
    assert trace.final_state["cards"]["Charm"]["attached_to"] == "Sophie"
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6  # the second use is the other side's


def test_a_card_flipped_to_an_enemy_side_is_an_enemy_no_one_controls(world, run):
    side = {"name": "Constance Dumaine", "type": "enemy", "health": 4, "fight": 3, "evade": 3}
    card = _sophie(**{"other-side": side})
    card.pop("controller")
    card["location"] = "Hall"
    card["abilities"][0]["kind"] = "free"
    trace = run(_flip(world, card) | {"do": [{"who": "Roland", "use": "Sophie"}]})
    sophie = trace.final_state["cards"]["Sophie"]
    assert (sophie["type"], sophie["location"], sophie["damage"]) == ("enemy", "Hall", 1)


def test_a_controlled_card_flipped_to_a_non_asset_side_is_no_longer_controlled(world, run):
    trace = run(_flip(world, _sophie(**{"other-side": {"type": "enemy", "health": 3}})))
    assert trace.final_state["cards"]["Sophie"]["controller"] is None
    assert any("no one controls it" in s.text for s in trace.steps)
    assert any("Not modelled: Sophie is now an enemy at no location" in s.text for s in trace.steps)


def test_flipping_twice_returns_to_the_first_side(world, run):
    back = {"kind": "action", "text": "Flip Gone.", "effects": [{"effect": "flip-card"}]}
    data = _flip(world, _sophie(**{"other-side": {"name": "Gone", "abilities": [back]}}))
    data["do"].append({"who": "Roland", "action": "activate", "card": "Sophie"})
    trace = run(data)
    flips = [s.text for s in trace.steps if "flips to its other side" in s.text]
    assert "Gone, asset" in flips[0] and "Sophie, asset" in flips[1]


def test_a_card_whose_other_side_is_unknown_is_not_modelled(world, run):
    trace = run(_flip(world, _sophie()))
    assert any(s.text.startswith("Not modelled: Sophie flips to its other side, which the situation does not give")
               for s in trace.steps)
    assert trace.final_state["cards"]["Sophie"]["type"] == "asset"


def test_flip_card_on_a_location_flips_the_location(world, run):
    world["locations"][0]["other-side"] = {"shroud": 5}
    world["investigators"][0]["abilities"] = [{"kind": "free", "text": "Flip your location.",
                                               "effects": [{"effect": "flip-card", "to": "your-location"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    assert run(world).final_state["locations"]["Hall"]["shroud"] == 5


def test_clue_tokens_flipped_to_their_doom_side_stay_as_doom(world, run):
    world["locations"][0]["abilities"] = [{"kind": "action", "text": "Flip 1 clue token on Hall to its doom side.",
                                           "effects": [{"effect": "flip-tokens", "amount": 1}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    trace = run(world)
    hall = trace.final_state["locations"]["Hall"]
    assert (hall["clues"], hall["doom"]) == (1, 1)
    assert any("no doom is placed" in s.text for s in trace.steps)


def test_flipping_more_clues_than_there_are_flips_as_many_as_possible(world, run):
    world["locations"][0]["abilities"] = [{"kind": "action", "text": "Flip 3 clues.",
                                           "effects": [{"effect": "flip-tokens", "amount": 3}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    trace = run(world)
    assert (trace.final_state["locations"]["Hall"]["clues"], trace.final_state["locations"]["Hall"]["doom"]) == (0, 2)
    assert any("only 2 there: as many as possible" in s.text for s in trace.steps)


def _truth_is_hidden(world: dict[str, Any], placed: dict[str, Any]) -> dict[str, Any]:
    """An agenda whose forced ability flips the clues just placed on an enemy (The Truth is Hidden's shape); an action
    on Hall resolving ``placed``."""
    flip_those = {"kind": "forced", "timing": "after", "trigger": {"event": "place-clues", "what": "enemy"},
                  "text": "After 1 or more clues are placed on an enemy in play: Flip those clues to their doom side.",
                  "effects": [{"effect": "flip-tokens", "to": "triggering-what"}]}
    world["cards"] = [{"name": "Agenda", "type": "agenda", "threshold": 9, "abilities": [flip_those]},
                      {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3, "clues": 1}]
    world["locations"][0]["abilities"] = [{"kind": "action", "text": "Place clues.", "effects": [placed]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    return world


def test_those_clues_are_the_clues_the_triggering_condition_placed(world, run):
    """[ahlcg/rr/doom] a clue flipped to its doom side is doom: "Flip those clues to their doom side" after 2 clues are
    placed on the Ghoul flips those 2 (the one already there stays a clue)."""
    trace = run(_truth_is_hidden(world, {"effect": "place-tokens", "amount": 2, "to": "Ghoul"}))
    steps = [s.text for s in trace.steps]
    placed = next(k for k, t in enumerate(steps) if "2 clues placed on Ghoul" in t)
    those = next(k for k, t in enumerate(steps) if "Those clues: the 2 placed on Ghoul" in t)
    assert placed < those
    ghoul = trace.final_state["cards"]["Ghoul"]
    assert (ghoul["clues"], ghoul["doom"]) == (1, 2)


def test_those_clues_with_no_clues_placed_by_the_trigger_are_not_modelled(world, run):
    """With no ``place-clues`` triggering condition, "those clues" name nothing known: said, nothing flips."""
    world["locations"][0]["clues"] = 2
    world["locations"][0]["abilities"] = [{"kind": "action", "text": "Flip those clues.",
                                           "effects": [{"effect": "flip-tokens"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    trace = run(world)
    assert any("Not modelled" in s.text and "those clues" in s.text.lower() for s in trace.steps)
    assert trace.final_state["locations"]["Hall"]["clues"] == 2


def test_one_chosen_copy_of_a_titled_card_flips_and_the_others_do_not(world, run):
    """Get to the Boats!: "Choose a Masked Carnevale-Goer in play and flip it to its other side" — the copy chosen
    (``one-of:copies-of:``) flips; another copy stays as it was."""
    goer = {"type": "asset", "other-side": {"name": "Cultist in Disguise", "type": "enemy", "health": 2}}
    world["cards"] = [{"name": "Masked Reveler", "location": "Hall", **goer},
                      {"name": "Masked Reveler #2", "location": "Attic", **goer},
                      {"name": "Boats", "type": "asset", "controller": "Roland", "abilities": [{"kind": "free", "effects": [
                          {"effect": "choose", "to": "one-of:copies-of:Masked Reveler"},
                          {"effect": "flip-card", "to": "chosen"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Boats"}]
    world["choices"] = [{"decision": "target", "ability": "Boats", "choose": "Masked Reveler #2"}]
    cards = run(world).final_state["cards"]
    assert (cards["Masked Reveler #2"]["type"], cards["Masked Reveler"]["type"]) == ("enemy", "asset")
