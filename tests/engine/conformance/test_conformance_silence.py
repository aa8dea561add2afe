"""Silence is reported, never filled (issue class 6), and the vocabulary that was missing (class 7)."""

from __future__ import annotations

from pathlib import Path

import yaml

from kb.engine.answer import answer
from rulecases import at, gain, reaction, run, world

EXAMPLES = Path(__file__).resolve().parents[3] / "kb" / "engine" / "examples"


def test_nested_sequences_that_repeat_without_end_are_reported_as_a_loop():
    """[ahlcg/faq/1-4] "There is no limit to the number of nested sequences that may occur, but each nested
    sequence must complete before returning to the sequence that spawned it." A chain that repeats without
    end is recognised as a loop and reported (citing the Grim Rule), not run until someone is eliminated."""
    data = world(do=[{"who": "Roland Banks", "action": "resource"}])
    data["investigators"][0]["abilities"] = [reaction(
        "after", {"event": "gain-resources", "who": "self"}, gain(), "Forced – After you gain resources: gain 1.",
        kind="forced")]
    trace = run(data)
    assert trace.steps[-1].text.startswith("Replay stopped: an endless loop")
    assert len(trace.steps) < 30
    stop = trace.unresolved[0]
    assert "detected as a loop" in stop.text and "ahlcg/rr/grim-rule" in stop.rules


def test_the_grim_rule_is_cited_where_the_rules_do_not_order_a_draw_reaction_and_surge():
    """[ahlcg/rr/grim-rule] "If players are unable to find the answer to a rules or timing conflict in this
    Rules Reference, resolve the conflict in the manner that the players perceive as the worst possible" — the
    rules do not order an 'after you draw' reaction against the drawn card's surge; the trace says which
    order the engine took and lists it as unresolved."""
    data = world(round=2, start="1.4", until="1.4", **{"encounter-deck": [
        {"name": "Rotting Remains", "type": "treachery", "keywords": ["surge"], "abilities": [
            {"kind": "revelation", "text": "Revelation – Take 1 horror.",
             "effects": [{"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}]}]},
        {"name": "Quiet Night", "type": "treachery"},
        {"name": "Calm", "type": "treachery"}]})
    data["investigators"] = data["investigators"][:1]
    data["investigators"][0]["abilities"] = [reaction(
        "after", {"event": "draw-encounter-card", "who": "you"}, gain(), "After you draw an encounter card: gain 1.")]
    trace = run(data)
    k = at(trace, "The rules do not order the 'after' abilities of drawing Rotting Remains")
    assert "ahlcg/rr/grim-rule" in trace.steps[k].rules
    assert k < at(trace, "Step 5: Rotting Remains has surge")
    assert any("the rules do not order" in u.text and "ahlcg/rr/grim-rule" in u.rules for u in trace.unresolved)


def test_a_choice_the_situation_did_not_make_is_listed_with_the_default_taken():
    """[ahlcg/faq/1-5] "When investigators are forced to make a choice and there are multiple valid options, the
    lead investigator decides between those options. The Grim Rule does not play a part in these choices." The engine takes its stated default and lists the choice as one the situation
    did not make, citing this ruling (not the Grim Rule)."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Scout"}])
    data["locations"][0]["connections"] = ["Attic", "Cellar"]
    data["locations"].append({"name": "Cellar", "connections": ["Hall"]})
    data["investigators"][0]["hand"] = [{"name": "Scout", "type": "event", "cost": 0,
                                         "effects": [{"effect": "move", "to": "a-connecting-location"}]}]
    trace = run(data)
    [item] = trace.unresolved
    assert item.rules == ("ahlcg/faq/1-5",) and "the engine takes Attic" in item.text


def test_losing_resources_is_not_spending_and_takes_no_more_than_there_are():
    """[ahlcg/rr/resources] Resources are paid "by taking the specified number of resources from his or her
    resource pool and returning them to the token pool"; losing them returns them too, but is not paying. An
    investigator cannot lose more than he or she has, so the effect then does not resolve in full (and a
    "Then," after it does not: ahlcg/rr/then)."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Tithe"}])
    data["investigators"][0]["resources"] = 2
    data["investigators"][0]["hand"] = [{"name": "Tithe", "type": "event", "cost": 0, "effects": [
        {"effect": "lose-resources", "amount": 3}, {"effect": "draw", "amount": 1, "then": True}]}]
    trace = run(data)
    at(trace, "Roland Banks loses 2 resources to the token pool (resources 2 \u2192 0; lost, not spent; "
              "Roland Banks had only 2)")
    at(trace, "Then: the pre-then aspect did not resolve in full")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 0


def test_an_investigators_discard_pile_is_part_of_the_situation_and_refills_the_deck():
    """[ahlcg/rr/drawing-cards] "If an investigator with an empty investigator deck needs to draw a card, that
    investigator shuffles his or her discard pile back into his or her deck, then draws the card, and upon
    completion of the entire draw takes one horror." (the situation gives the discard pile and the deck)."""
    data = world(start="4.4", until="4.4")
    data["investigators"][0]["deck"] = []
    data["investigators"][0]["discard"] = ["Old Card"]
    trace = run(data)
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert "Old Card" in roland["hand"] and roland["horror"] == 1


def _sleepwalkers(corridor: int):
    """Two printed-style cards that trigger each other: Roland's "Forced – After you move: Agnes Baker moves to
    a connecting location." and Agnes's "Forced – After you move: Roland Banks moves to a connecting location." along a
    corridor of ``corridor`` locations, each connected to the next (listed first) and the one before."""
    names = [f"Room {k}" for k in range(1, corridor + 1)]
    locations = []
    for k, name in enumerate(names):
        links = ([names[k + 1]] if k + 1 < corridor else []) + ([names[k - 1]] if k else [])
        locations.append({"name": name, "connections": links, "clues": 0, "shroud": 1})
    data = world(locations=locations, do=[{"who": "Roland Banks", "action": "move", "to": names[1]}])
    for inv in data["investigators"]:
        inv["location"] = names[0]
    data["cards"] = [
        {"name": "Restless Map", "type": "asset", "controller": "Roland Banks", "abilities": [reaction(
            "after", {"event": "move", "who": "you"},
            [{"effect": "move", "who": "Agnes Baker", "to": "a-connecting-location"}],
            "Forced – After you move: Agnes Baker moves to a connecting location.", kind="forced")]},
        {"name": "Sleepwalk", "type": "asset", "controller": "Agnes Baker", "abilities": [reaction(
            "after", {"event": "move", "who": "you"},
            [{"effect": "move", "who": "Roland Banks", "to": "a-connecting-location"}],
            "Forced – After you move: Roland Banks moves to a connecting location.", kind="forced")]}]
    return data


def test_a_two_card_chain_that_changes_as_it_goes_is_reported_as_a_loop():
    """[ahlcg/faq/1-4] "There is no limit to the number of nested sequences that may occur, but each nested
    sequence must complete before returning to the sequence that spawned it." Two cards trigger each other,
    each turn one room further along a long corridor: no two turns are alike, but the same cycle of abilities
    and triggering conditions repeats, so the chain is reported as a loop (Grim Rule), long before the bound."""
    trace = run(_sleepwalkers(30))
    assert trace.steps[-1].text.startswith("Replay stopped: an endless loop: the chain Restless Map's ability "
                                           "(move) \u2192 Sleepwalk's ability (move) has repeated 5 times")
    stop = next(u for u in trace.unresolved if u.text.startswith("stopped"))
    assert "detected as a loop" in stop.text and "ahlcg/rr/grim-rule" in stop.rules
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Room 6"
    assert len(trace.steps) < 80


def test_a_chain_that_brings_the_game_back_to_where_it_was_is_reported_as_a_loop():
    """[ahlcg/faq/1-4] "There is no limit to the number of nested sequences that may occur" — the same two cards
    in two rooms: Roland and Agnes walk each other back and forth, and the game returns to a state it was in at
    the same point of the chain; from there it can only repeat itself: a loop, at once."""
    trace = run(_sleepwalkers(2))
    assert "with the game exactly as it was the last time" in trace.steps[-1].text
    assert any("detected as a loop" in u.text for u in trace.unresolved)


def test_the_answer_says_it_depends_on_a_point_the_rules_leave_open():
    """[ahlcg/rr/grim-rule] "If players are unable to find the answer to a rules or timing conflict in this
    Rules Reference, resolve the conflict in the manner that the players perceive as the worst possible" — the
    answer to a question whose order rests on that point names it, with its step."""
    data = world(round=2, start="1.4", until="1.4",
                 question="Does Roland Banks's reaction resolve before Rotting Remains's surge?", **{"encounter-deck": [
                     {"name": "Rotting Remains", "type": "treachery", "keywords": ["surge"], "abilities": [
                         {"kind": "revelation", "text": "Revelation – Take 1 horror.",
                          "effects": [{"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}]}]},
                     {"name": "Quiet Night", "type": "treachery"}, {"name": "Calm", "type": "treachery"}]})
    data["investigators"] = data["investigators"][:1]
    data["investigators"][0]["abilities"] = [reaction(
        "after", {"event": "draw-encounter-card", "who": "you"}, gain(), "After you draw an encounter card: gain 1.")]
    found = answer(run(data).to_dict())
    assert found is not None and found["depends"]
    assert "It depends on what neither the rules nor the engine settle: the rules do not order" in found["sentence"]


def test_a_point_the_engine_does_not_model_is_said_at_its_step_and_in_the_answer():
    """[ahlcg/rr/st-3] "The investigator performing the skill test reveals one chaos token at random from the chaos
    bag." — a bless token (reveal another) inside a reveal that Olive McBride replaced is not modelled: the step
    says so, and the answer depends on it."""
    data = yaml.safe_load((EXAMPLES / "ex22-olive-then-statue.yaml").read_text(encoding="utf-8"))
    data["tests"] = [{"who": "Agnes Baker", "tokens": ["bless", "+1", "0", "-3", "skull"]}]
    trace = run(data)
    k = at(trace, "Not modelled: ")
    assert "what follows depends on it" in trace.steps[k].text
    found = answer(trace.to_dict())
    assert any(item["text"].startswith("not modelled: ") for item in found["depends"])
    assert "It depends on" in found["sentence"] and "is not modelled" in found["sentence"]


def test_a_default_choice_is_not_a_point_the_answer_depends_on():
    """[ahlcg/faq/1-5] "The Grim Rule does not play a part in these choices." — a choice the situation left to the
    engine's default is listed as unresolved, but the answer does not say it depends on the rules."""
    data = yaml.safe_load((EXAMPLES / "ex01-nested-sequences.yaml").read_text(encoding="utf-8"))
    trace = run(data)
    assert trace.unresolved
    found = answer(trace.to_dict())
    assert found["depends"] == [] and "It depends" not in found["sentence"]
