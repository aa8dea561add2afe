"""Limbo (2024 glossary): where an event or treachery is while its effects resolve, and a skill while it is
committed — neither in hand, in play nor in a discard pile. Each test replays a minimal situation, looks at the game
state each step shows (``step_states``), and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``).
"""

from __future__ import annotations

from rulecases import at, run, world

LIMBO = "ahlcg/glossary/limbo"


def _where(trace, step, card, owner="Roland Banks"):
    """(zone, in the owner's hand, in the owner's discard pile) as the step shows them."""
    state = trace.step_states[step]
    person = state["investigators"][owner]
    return state["cards"].get(card, {}).get("zone"), card in person["hand"], card in person["discard"]


def test_an_event_is_in_limbo_from_step_3_while_its_effects_resolve_then_in_the_discard_pile():
    """[ahlcg/glossary/limbo] "While the effects of an event or treachery card are being resolved, or while a skill is
    committed to a skill test, it is neither in play, in the discard pile, nor is it in an investigator’s hand." "For
    the purposes of rules clarification, this liminal state is called “limbo.”" "An event card enters limbo during
    step 3 of the Initiation Sequence, after costs are paid and attacks of opportunity are made (see “Appendix I:
    Initiation Sequence”)." "It is no longer considered to be in any investigator’s hand, but it has not yet been placed
    in any discard pile." "After resolving the card’s effects in full, it is placed in its relevant discard pile and is
    no longer in limbo." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Windfall"}],
                 cards=[{"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3,
                         "attack": {"damage": 1}}])
    data["investigators"][0]["hand"] = [{"name": "Windfall", "type": "event", "cost": 1,
                                         "effects": [{"effect": "gain-resources", "amount": 2}]}]
    trace = run(data, step_states=True)
    paid, attack = at(trace, "Step 2: costs paid"), at(trace, "Ghoul makes an attack of opportunity")
    step3, gains = at(trace, "Step 3: Windfall commences being played"), at(trace, "Roland Banks gains 2 resources")
    discarded = at(trace, "Windfall: placed in its owner's discard pile")
    assert paid < attack < step3 < gains < discarded
    assert _where(trace, attack, "Windfall") == (None, True, False)  # in hand (a hand is not shown card by card)
    assert _where(trace, gains, "Windfall") == ("limbo", False, False)
    assert _where(trace, discarded, "Windfall") == ("discard", False, True)
    assert LIMBO in trace.steps[step3].rules and LIMBO in trace.steps[discarded].rules


def test_a_card_in_limbo_is_not_in_play_but_its_effects_alter_the_game_state():
    """[ahlcg/glossary/limbo] "It is technically not in play, and does not count as being in play for the purposes of
    other card effects, however its effects may still alter the game state." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Gambit"}])
    data["investigators"][0]["hand"] = [{"name": "Gambit", "type": "event", "effects": [
        {"effect": "gain-resources", "amount": 1}, {"effect": "exhaust", "to": "Gambit"}]}]
    trace = run(data, step_states=True)
    gains = at(trace, "Roland Banks gains 1 resource")
    assert _where(trace, gains, "Gambit")[0] == "limbo"
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6
    assert not trace.final_state["cards"]["Gambit"]["exhausted"]


def test_a_treachery_is_in_limbo_while_its_revelation_resolves():
    """[ahlcg/glossary/limbo] "A treachery card enters limbo after it is drawn, while its revelation ability is being
    resolved." """
    grip = {"name": "Grip", "type": "treachery", "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 horror.",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}
    data = world(round=2, start="1.4", until="1.4", **{"encounter-deck": [grip, {"name": "Calm", "type": "treachery"}]})
    trace = run(data, step_states=True)
    revelation = at(trace, "Step 3: Grip [revelation]")
    horror = at(trace, "1 horror on Roland Banks", revelation)
    state = trace.step_states[horror]
    assert state["cards"]["Grip"]["zone"] == "limbo" and "Grip" not in state["encounter_discard"]
    assert LIMBO in trace.steps[revelation].rules
    assert trace.final_state["encounter_discard"][0] == "Grip"


def test_a_skill_enters_limbo_as_it_is_committed_and_is_discarded_at_st8():
    """[ahlcg/glossary/limbo] "A skill card enters limbo as it is committed to a skill test." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Grit"]}])
    data["investigators"][0]["hand"] = [{"name": "Grit", "type": "skill", "icons": {"intellect": 1}}]
    trace = run(data, step_states=True)
    committed, end = at(trace, "Roland Banks commits Grit"), at(trace, "ST.8")
    assert _where(trace, committed, "Grit") == ("limbo", False, False)
    assert _where(trace, end, "Grit") == ("discard", False, True)
    assert LIMBO in trace.steps[committed].rules


def test_an_event_that_puts_itself_into_play_leaves_limbo_and_enters_play():
    """[ahlcg/glossary/limbo] "If its effects cause it to enter play (such as attaching to another game element or
    placing it in an investigator’s threat or play area), it leaves limbo and enters play at that point in time." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Omen"}])
    data["investigators"][0]["hand"] = [{"name": "Omen", "type": "event", "effects": [
        {"effect": "put-into-play"}, {"effect": "gain-resources", "amount": 1}]}]
    trace = run(data, step_states=True)
    enters, gains = at(trace, "Omen is put into play"), at(trace, "Roland Banks gains 1 resource")
    assert enters < gains and _where(trace, gains, "Omen")[0] == "play"
    at(trace, "Omen put itself into play: it stays in play instead of being placed in the discard pile")
    assert trace.final_state["cards"]["Omen"]["zone"] == "play"
