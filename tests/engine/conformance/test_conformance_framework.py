"""Every framework step of the round and of a skill test, each replayed on its own from the step it names.

``CLAUSES`` maps each step's entry key to the sentence of the Rules Reference that defines it and what the
replay must show; the coverage table (``python -m kb.tools.conformance_coverage``) reads its keys.
"""

from __future__ import annotations

import pytest

from rulecases import at, run, world

#: entry key -> (the rule's sentence, the framework step to start and stop at, a fragment the trace shows)
CLAUSES = {
    "ahlcg/rr/1-1": ("This step formalizes the beginning of the mythos phase.", "1.1", "1.1 Mythos phase begins"),
    "ahlcg/rr/1-2": ("Take 1 doom from the token pool, and place it on the current agenda card.", "1.2",
                     "Agenda 1a: doom 0 \u2192 1"),
    "ahlcg/rr/1-3": ("Compare the total number of doom in play (on the current agenda and on each other card in "
                     "play) with the doom threshold of the current agenda.", "1.3", "1.3"),
    "ahlcg/rr/1-4": ("In player order, each investigator draws the top card of the encounter deck, resolves any "
                     "revelation abilities on the card, ...", "1.4", "draws Crypt Chill"),
    "ahlcg/rr/1-5": ("This step formalizes the end of the mythos phase.", "1.5", "1.5 Mythos phase ends"),
    "ahlcg/rr/2-1": ("This step formalizes the beginning of the investigation phase.", "2.1",
                     "2.1 Investigation phase begins"),
    "ahlcg/rr/2-2": ("The investigators may take their turns in any order.", "2.2", "turn"),
    "ahlcg/rr/2-2-1": ("During his or her turn, an investigator is permitted to take three actions.", "2.2.1",
                       "takes an action"),
    "ahlcg/rr/2-2-2": ("Flip the active investigator’s mini card to its colorless side to show that the "
                       "investigator’s turn has ended.", "2.2.2", "turn ends"),
    "ahlcg/rr/2-3": ("This step formalizes the end of the investigation phase.", "2.3", "2.3 Investigation phase ends"),
    "ahlcg/rr/3-1": ("This step formalizes the beginning of the enemy phase.", "3.1", "3.1 Enemy phase begins"),
    "ahlcg/rr/3-2": ("Resolve the hunter keyword for each ready, unengaged enemy that has the hunter keyword.",
                     "3.2", "Hunting Horror"),
    "ahlcg/rr/3-3": ("Resolve engaged enemy attacks in player order, with each player resolving all of his or "
                     "her engaged enemies before advancing to the next player.", "3.3", "Ghoul makes its enemy-phase attack"),
    "ahlcg/rr/3-4": ("This step formalizes the end of the enemy phase.", "3.4", "3.4 Enemy phase ends"),
    "ahlcg/rr/4-1": ("This step formalizes the beginning of the upkeep phase.", "4.1", "4.1 Upkeep phase begins"),
    "ahlcg/rr/4-2": ("Flip each investigator’s mini card back to its colored side.", "4.2", "4.2"),
    "ahlcg/rr/4-3": ("Simultaneously ready each exhausted card.", "4.3", "Old Lantern"),
    "ahlcg/rr/4-4": ("In player order, each investigator draws 1 card.", "4.4", "draws"),
    "ahlcg/rr/4-5": ("In player order, each investigator with more than 8 cards in hand chooses and discards cards "
                     "from his or her hand until he or she has 8 cards remaining in hand.", "4.5", "discards"),
    "ahlcg/rr/4-6": ("This step formalizes the end of the upkeep phase.", "4.6", "4.6 Upkeep phase ends"),
}

#: skill test steps: entry key -> (the rule's sentence, a fragment of the investigate action's test)
TEST_CLAUSES = {
    "ahlcg/rr/st-1": ("This step formalizes the beginning of a skill test.", "ST.1: Roland Banks begins"),
    "ahlcg/rr/st-2": ("The investigator performing the skill test may commit any number of cards with an "
                      "appropriate skill icon from his or her hand to this test.", "commits Deduction"),
    "ahlcg/rr/st-3": ("The investigator performing the skill test reveals one chaos token at random from the "
                      "chaos bag.", "reveals skull from the chaos bag"),
    "ahlcg/rr/st-4": ("Apply any effects initiated by the symbol on the revealed chaos token.", "ST.4: [skull]"),
    "ahlcg/rr/st-5": ("Start with the base skill ... of the investigator performing this test, and apply all "
                      "active modifiers", "ST.5: Roland Banks's modified skill value: intellect 3 + 1 (Deduction)"),
    "ahlcg/rr/st-6": ("If the investigator’s skill value equals or exceeds the difficulty for this test ..., the "
                      "investigator succeeds at the test.", "ST.6: Roland Banks succeeds"),
    "ahlcg/rr/st-7": ("Resolve the appropriate consequences (based on the success or failure established during "
                      "step ST.6) at this time.", "Result: Roland Banks discovers 1 clue"),
    "ahlcg/rr/st-8": ("This step formalizes the end of this skill test.", "ST.8: the skill test ends: committed "
                      "cards discarded (Deduction)"),
}


def _round_world(step: str) -> dict:
    hand = [{"name": f"Card {k}", "type": "event", "cost": 9} for k in range(9)]
    data = world(round=2, start=step, until=step, cards=[
        {"name": "Agenda 1a", "type": "agenda", "threshold": 9},
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "attack": {"damage": 1, "horror": 0},
         "health": 3},
        {"name": "Hunting Horror", "type": "enemy", "location": "Attic", "keywords": ["hunter"], "health": 3},
        {"name": "Old Lantern", "type": "asset", "controller": "Agnes Baker", "exhausted": True}],
        **{"encounter-deck": [{"name": "Crypt Chill", "type": "treachery"}, {"name": "Dead End", "type": "treachery"}]})
    data["investigators"][1]["hand"] = hand
    data["do"] = [{"who": "Roland Banks", "action": "resource"}] if step in ("2.2", "2.2.1", "2.2.2") else []
    return data


@pytest.mark.parametrize("key", list(CLAUSES))
def test_framework_step(key):
    """Each framework event of the round, replayed from its own step: the trace names it and cites its entry."""
    sentence, step, fragment = CLAUSES[key]
    trace = run(_round_world(step))
    cited = [s for s in trace.steps if key in s.rules]
    assert cited, f"{key} ({sentence}) is not cited:\n" + trace.render_text(titles=False)
    at(trace, fragment)


@pytest.mark.parametrize("key", list(TEST_CLAUSES))
def test_skill_test_step(key):
    """Each step of Skill Test Timing, in order, in an investigate action's test."""
    sentence, fragment = TEST_CLAUSES[key]
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 **{"chaos-tokens": {"skull": {"modifier": -1, "text": "-1."}}})
    data["investigators"][0]["hand"] = [{"name": "Deduction", "type": "skill", "icons": {"intellect": 1}}]
    data["tests"] = [{"who": "Roland Banks", "tokens": ["skull"], "commit": ["Deduction"]}]
    trace = run(data)
    k = at(trace, fragment)
    order = list(TEST_CLAUSES)
    earlier = [at(trace, TEST_CLAUSES[o][1]) for o in order[:order.index(key)]]
    assert all(e <= k for e in earlier), sentence
    assert any(key in s.rules for s in trace.steps)
