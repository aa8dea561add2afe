"""Drawing cards: a player card with a revelation ability, a weakness, a Dilemma, an empty deck — each replayed by a
minimal situation composed from its sentence (the sentence table, ``python -m kb.tools.conformance_coverage``,
reads the quotes)."""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _draw_one(card):
    data = world(do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["deck"] = [card]
    return run(data)


def test_a_drawn_player_weakness_resolves_its_revelation_and_stays_a_card_of_its_type():
    """[ahlcg/rr/weakness] "- When an investigator draws a weakness with a player cardtype (for example, an asset, an
    event, or a skill weakness), resolve any Revelation effects on the card." "The card may then be used as any other
    player card of its type." """
    debts = {"name": "Debts", "type": "asset", "weakness": True, "abilities": [
        {"kind": "revelation", "text": "Revelation – Gain 2 resources.", "effects": gain(2)}]}
    trace = _draw_one(debts)
    assert at(trace, "Roland Banks draws: Debts") < at(trace, "Debts [revelation]: ")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["resources"] == 7 and "Debts" in roland["hand"]


def test_a_dilemma_resolves_when_drawn_and_is_then_discarded():
    """[ahlcg/glossary/dilemmas-and-revelation-abilities] "As with revelation abilities on other cardtypes, these
    abilities resolve when the card is drawn or otherwise enters your hand, not when the card is played." "- After
    resolving a revelation ability on a player card, place it in its owner’s discard pile." """
    dilemma = {"name": "Dilemma", "type": "event", "abilities": [
        {"kind": "revelation", "text": "Revelation – Gain 2 resources.", "effects": gain(2)}]}
    trace = _draw_one(dilemma)
    at(trace, "Dilemma's revelation resolved: it is placed in Roland Banks's discard pile")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["resources"] == 7 and "Dilemma" not in roland["hand"]


def test_a_draw_from_an_empty_deck_and_discard_pile_draws_nothing_and_triggers_nothing():
    """[ahlcg/rr/drawing-cards] "- If an investigator with an empty investigator deck needs to draw a card, that
    investigator shuffles his or her discard pile back into his or her deck, then draws the card, and upon completion
    of the entire draw takes 1 horror." """
    data = world(do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["deck"] = []
    data["investigators"][1]["abilities"] = [reaction("after", {"event": "draw-cards", "who": "Roland Banks"}, gain(),
                                                      "After Roland Banks draws a card: gain 1.")]
    trace = run(data)
    assert at(trace, "Roland Banks draws: nothing") < at(trace, "1 horror on Roland Banks")
    assert absent(trace, "Agnes Baker [reaction]")


def test_a_dilemma_drawn_during_a_skill_test_is_reported_as_not_modelled_at_its_step():
    """[ahlcg/glossary/revelation-ability-priority] "If a Dilemma card is drawn while resolving a skill test, resolve
    the skill test in full before resolving the Dilemma’s Revelation effect." — the engine resolves it at once, so the
    trace says so at that step, and the answer depends on it."""
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Insight"]}],
                 question="When does Dilemma's revelation resolve?")
    data["investigators"][0]["hand"] = [{"name": "Insight", "type": "skill", "icons": {"intellect": 1},
                                         "if-success": [{"effect": "draw", "amount": 1}]}]
    data["investigators"][0]["deck"] = [{"name": "Dilemma", "type": "event", "abilities": [
        {"kind": "revelation", "text": "Revelation – Gain 2 resources.", "effects": gain(2)}]}]
    trace = run(data)
    k = at(trace, "Not modelled: Dilemma is drawn during a skill test")
    assert k < at(trace, "ST.8: the skill test ends")
    assert any(u.text.startswith("not modelled: Dilemma") for u in trace.unresolved)


def test_revelations_of_player_cards_drawn_during_setup_wait_until_the_game_begins():
    """[ahlcg/glossary/dilemmas-and-revelation-abilities] "- Revelation abilities do not resolve during setup." "If
    one or more player cards with revelation abilities are drawn during setup, wait until the game begins, then each
    player (in player order) resolves all of their own revelation abilities in the order of their choosing." """
    data = world(setup=True)
    data["investigators"][0]["deck"] = [f"R{i}" for i in range(4)] + [
        {"name": "Dilemma", "type": "event", "abilities": [
            {"kind": "revelation", "text": "Revelation – Gain 2 resources.", "effects": gain(2)}]}, "R9"]
    data["investigators"][1]["deck"] = [f"A{i}" for i in range(6)]
    trace = run(data)
    assert at(trace, "Roland Banks draws (opening hand)") < at(trace, "Agnes Baker draws (opening hand)") < at(
        trace, "The game begins: the revelation abilities of player cards drawn during setup resolve now") < at(
        trace, "Dilemma [revelation]: ")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7


def test_a_weakness_may_not_be_chosen_to_be_discarded_down_to_hand_size():
    """[ahlcg/rr/weakness] "- A player may not optionally choose to discard a weakness card from hand, unless a card
    explicitly specifies otherwise." """
    data = world(round=2, start="4.5", until="4.5",
                 choices=[{"decision": "discard", "who": "Roland Banks", "among": ["Debt"]}])
    data["investigators"][0]["hand"] = [f"H{i}" for i in range(8)] + [{"name": "Debt", "type": "asset",
                                                                       "weakness": True}]
    trace = run(data)
    k = at(trace, "Roland Banks chooses and discards H7")
    assert "a weakness may not be chosen to be discarded: Debt stays in hand" in trace.steps[k].text
    assert "ahlcg/rr/weakness" in trace.steps[k].rules
    assert "Debt" in trace.final_state["investigators"]["Roland Banks"]["hand"]
