"""Setup step 8, opening hands (Appendix III; Mulligan; Replacing an Opening Hand; EX-38)."""

from __future__ import annotations

import pytest
import yaml

from kb.engine import SituationError, parse_situation


def _setup(world, *, modifier=0):
    world.update(setup=True, turn=None)
    del world["turn"]
    roland = world["investigators"][0]
    roland["deck"] = ["A", {"name": "Amnesia", "type": "treachery", "weakness": True}, "B", "C", "D", "E", "F", "G"]
    if modifier:
        roland["abilities"] = [{"kind": "constant", "applies-to": {"event": "draw-opening-hand", "who": "you"},
                                "opening-hand-modifier": modifier}]
    return world


def test_a_plain_opening_hand_is_five_cards_with_the_weakness_set_aside_replaced_and_shuffled_back(world, run):
    trace = run(_setup(world))
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["A", "B", "C", "D", "E"]
    texts = [s.text for s in trace.steps]
    assert any("Amnesia: a weakness drawn during setup, ignored and set aside without resolving" in t for t in texts)
    assert texts[-1].startswith("Step 8 is complete: Amnesia shuffled back into Roland's deck")
    assert all(not t.startswith("Player window") for t in texts)


def test_an_opening_hand_modifier_alters_the_plain_draw(world, run):
    trace = run(_setup(world, modifier=1))
    assert len(trace.final_state["investigators"]["Roland"]["hand"]) == 6


def test_a_mulligan_redraws_and_shuffles_back_in_player_order(world, run, find):
    world = _setup(world)
    world["choices"] = [{"decision": "mulligan", "who": "Roland", "among": ["A", "B"]}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["C", "D", "E", "F", "G"]
    assert find(trace, "Mulligan (choices[0]): Roland sets aside A, B") < find(trace, "Agnes forgoes")


def test_cannot_is_absolute_a_player_who_cannot_mulligan_keeps_the_opening_hand(world, run, find):
    """Cannot: "cannot" is absolute — "You cannot mulligan" (Sefina Rousseau) forbids the mulligan a choice asks for;
    the other players still take theirs in player order (Mulligan)."""
    world = _setup(world)
    world["investigators"][0]["abilities"] = [{"kind": "constant", "applies-to": {"event": "mulligan", "who": "you"},
                                               "cannot": True, "text": "You cannot mulligan."}]
    world["choices"] = [{"decision": "mulligan", "who": "Roland", "among": ["A", "B"]}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["A", "B", "C", "D", "E"]
    assert find(trace, "Mulligan: Roland cannot mulligan: Roland: \u201cYou cannot mulligan.\u201d") \
        < find(trace, "Agnes forgoes")
    assert not any("sets aside" in s.text for s in trace.steps)


def test_a_cannot_mulligan_of_one_investigator_leaves_the_others_free(world, run):
    """Cannot forbids only what it names: another investigator's 'cannot mulligan' does not stop Roland's."""
    world = _setup(world)
    world["investigators"][1]["abilities"] = [{"kind": "constant", "applies-to": {"event": "mulligan", "who": "you"},
                                               "cannot": True}]
    world["choices"] = [{"decision": "mulligan", "who": "Roland", "among": ["A", "B"]}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["C", "D", "E", "F", "G"]


@pytest.mark.parametrize(("edit", "path", "fragment"), [
    (lambda w: w.update(setup="yes"), "setup", "unknown setup"),
    (lambda w: w["choices"].append({"decision": "mulligan", "who": "Roland"}), "choices[0]",
     "a 'mulligan' choice needs 'among'"),
    (lambda w: w["choices"].append({"decision": "keep", "who": "Roland", "among": ["Nope"]}), "choices[0].among[0]",
     "no card or investigator named 'Nope'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "forced", "timing": "would", "trigger": {
        "event": "draw-opening-hand"}, "effects": [{"effect": "instead", "effects": [
            {"effect": "draw-opening-hand", "amount": 13}]}]}]),
     "investigators[0].abilities[0].effects[0].effects[0]", "the effect 'draw-opening-hand' needs 'keep'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "constant", "applies-to": {
        "event": "draw-opening-hand"}, "opening-hand-modifer": 1}]),
     "investigators[0].abilities[0].opening-hand-modifer", "did you mean 'opening-hand-modifier'?"),
])
def test_bad_setup_fields_are_named(world, edit, path, fragment):
    edit(world)
    with pytest.raises(SituationError) as caught:
        parse_situation(yaml.safe_dump(world, sort_keys=False))
    assert caught.value.path == path and fragment in str(caught.value) and caught.value.line


SEFINA = ("<b>Forced</b> - When you would draw your opening hand: Draw 13 cards, instead. Choose up to 5 events to "
          "place beneath this card and keep 8 cards as your opening hand. Discard the rest. <i>(You cannot "
          "mulligan.)</i>")


def test_the_printed_reminder_you_cannot_mulligan_forbids_the_mulligan_asked_for(world, run, find):
    """Mulligan: "each player may mulligan once" — Sefina Rousseau's printed "(You cannot mulligan.)" (read from her
    text, with her opening hand's replacement) is her constant: Roland, given her text, keeps his 8 cards though a
    mulligan is asked for; Agnes still takes hers (forgoes it) after him."""
    world = _setup(world)
    roland = world["investigators"][0]
    roland["text"] = SEFINA
    roland["deck"] = [*roland["deck"], *(f"X{k}" for k in range(8))]
    world["choices"] = [{"decision": "mulligan", "who": "Roland", "among": ["A", "B"]}]
    trace = run(world)
    assert find(trace, "Mulligan: Roland cannot mulligan: Roland: \u201cYou cannot mulligan.\u201d") \
        < find(trace, "Agnes forgoes")
    assert len(trace.final_state["investigators"]["Roland"]["hand"]) == 8
    assert not any("sets aside" in s.text for s in trace.steps)
