"""Setting up the game (Appendix III), step by step, with the keywords that act at setup (Permanent, Bonded):
``setup: all`` replays steps 1 to 13 in order; ``setup: true`` step 8 alone."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _whole(**more: Any) -> dict[str, Any]:
    data = world(setup="all", lead="Agnes Baker", **more)
    del data["turn"]
    data["investigators"][0]["resources"] = 0
    data["investigators"][1]["resources"] = 0
    data["investigators"][0]["deck"] = [f"R{i}" for i in range(7)]
    data["investigators"][1]["deck"] = [f"A{i}" for i in range(7)]
    return data


def test_setup_performs_its_thirteen_steps_in_order():
    """[ahlcg/rr/appendix-iii] "To setup a game, perform the following steps in order:" "1. Choose investigators."
    "2. Take trauma damage/horror." "3. Choose one of those investigators to be the lead investigator for this game."
    "4. Assemble and shuffle the investigator decks." "5. Assemble token pool." "6. Assemble the chaos bag."
    "7. Collect starting resources." "8. Draw opening hands." "9. Read the scenario introduction in the campaign
    guide." "10. Perform the scenario setup instructions indicated by the campaign guide." "11. Set agenda deck."
    "12. Set act deck." "13. Place the scenario reference card next to the agenda deck." """
    data = _whole(cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 3},
                         {"name": "Act 1a", "type": "act"},
                         {"name": "The Gathering", "type": "scenario"}])
    trace = run(data)
    order = [at(trace, f"Setup, step {n}") for n in (1, 2, 3, 4, 5, 6, 7)]
    order += [at(trace, "Setup, step 8, Draw opening hands")]
    order += [at(trace, f"Setup, step {n}") for n in (9, 10, 11, 12, 13)]
    assert order == sorted(order)
    assert at(trace, "Setup: the following steps are performed in order") < order[0]
    assert all("ahlcg/rr/appendix-iii" in trace.steps[k].rules for k in order)
    assert "The Gathering is placed next to the agenda deck" in trace.steps[order[-1]].text


def test_each_player_chooses_a_different_investigator_and_one_is_the_lead():
    """[ahlcg/rr/appendix-iii] "Each player chooses a different investigator, and places that investigator’s card in
    his or her play area." — the investigators are the situation's (their names are unique); step 3's lead is the
    one it names, and player order starts with the lead at step 8."""
    trace = run(_whole())
    assert "Roland Banks, Agnes Baker" in trace.steps[at(trace, "Setup, step 1")].text
    assert "Agnes Baker is chosen as the lead investigator" in trace.steps[at(trace, "Setup, step 3")].text
    assert at(trace, "Agnes Baker draws (opening hand)") < at(trace, "Roland Banks draws (opening hand)")


def test_in_campaign_play_trauma_is_placed_as_damage_and_horror():
    """[ahlcg/rr/appendix-iii] "In campaign play, each player places damage equal to his or her physical trauma, and
    horror equal to his or her mental trauma, on his or her investigator card." """
    data = _whole()
    data["investigators"][0]["trauma"] = {"physical": 1, "mental": 2}
    trace = run(data)
    k = at(trace, "Setup, step 2")
    assert "Roland Banks: 1 damage, 2 horror" in trace.steps[k].text and "Agnes Baker" not in trace.steps[k].text
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["damage"], roland["horror"]) == (1, 2)


def test_each_investigator_gains_five_resources_before_drawing_the_opening_hand():
    """[ahlcg/rr/appendix-iii] "Each investigator gains 5 resources from the token pool." """
    trace = run(_whole())
    k = at(trace, "Setup, step 7, Collect starting resources")
    assert "Roland Banks 0 \u2192 5" in trace.steps[k].text
    assert k < at(trace, "draws (opening hand)")
    assert {inv["resources"] for inv in trace.final_state["investigators"].values()} == {5}


def test_the_token_pool_and_the_chaos_bag_are_assembled():
    """[ahlcg/rr/appendix-iii] "Place the damage, horror, clue/doom, and resource tokens within easy reach of all
    players." "Place the chaos tokens indicated by the campaign setup instructions into the bag, and return the other
    chaos tokens to the game box." "- In campaign mode, use the chaos bag as it was composed upon completion of the
    previous scenario." — the bag is the situation's, whatever the earlier scenario left in it."""
    trace = run(_whole(**{"chaos-bag": ["+1", "0", "skull", "auto-fail"]}))
    assert at(trace, "Setup, step 5, Assemble token pool") < at(trace, "Setup, step 6, Assemble the chaos bag")
    assert "+1, 0, skull, auto-fail" in trace.steps[at(trace, "Setup, step 6")].text


def test_each_player_draws_five_cards_then_each_may_mulligan_once_in_player_order():
    """[ahlcg/rr/appendix-iii] "Each player draws 5 cards." "Each player, in player order, may mulligan once at this
    time." """
    data = _whole(choices=[{"decision": "mulligan", "who": "Roland Banks", "among": ["R0"]}])
    trace = run(data)
    agnes, roland = at(trace, "Agnes Baker draws (opening hand)"), at(trace, "Roland Banks draws (opening hand)")
    assert agnes < roland < at(trace, "Mulligan: Agnes Baker forgoes") < at(trace, "Roland Banks sets aside R0")
    assert trace.final_state["investigators"]["Agnes Baker"]["hand"] == ["A0", "A1", "A2", "A3", "A4"]
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["R1", "R2", "R3", "R4", "R5"]
    assert sum("may mulligan" in t or "sets aside" in t for t in (s.text for s in trace.steps)) == 2


def test_a_weakness_drawn_for_the_opening_hand_is_set_aside_replaced_and_shuffled_back_after_the_step():
    """[ahlcg/rr/appendix-iii] "- Each weakness card drawn during this step is ignored, set aside (without resolving
    it), and replaced by drawing another card from the deck." "Upon completion of this step, shuffle each of these
    weakness cards back into its owner’s deck." """
    data = _whole()
    data["investigators"][0]["deck"] = ["R0", {"name": "Amnesia", "type": "treachery", "weakness": True, "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 horror.",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}, "R1", "R2", "R3", "R4", "R5"]
    trace = run(data)
    k = at(trace, "Roland Banks draws (opening hand)")
    assert "Amnesia: a weakness drawn during setup, ignored and set aside without resolving" in trace.steps[k].text
    assert at(trace, "Step 8 is complete: Amnesia shuffled back into Roland Banks's deck") < at(trace, "Setup, step 9")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["hand"] == ["R0", "R1", "R2", "R3", "R4"] and roland["horror"] == 0
    assert absent(trace, "Amnesia [revelation]")


def test_the_scenario_setup_places_locations_investigators_set_aside_cards_and_the_encounter_deck():
    """[ahlcg/rr/appendix-iii] "This includes gathering the encounter sets listed in the setup instructions in the
    campaign guide, placing locations, placing investigator mini cards at the location each investigator begins play
    at, setting aside any listed cards, and shuffling remaining encounter cards together to form the encounter
    deck." — after the opening hands."""
    data = _whole(**{"set-aside": [{"name": "Ghoul Priest", "type": "enemy", "health": 5}],
                     "encounter-deck": [{"name": "Rotting Remains", "type": "treachery"},
                                        {"name": "Ghoul Minion", "type": "enemy", "health": 1}]})
    trace = run(data)
    k = at(trace, "Setup, step 10")
    assert at(trace, "Mulligan: Roland Banks") < k
    text = trace.steps[k].text
    assert "locations placed (Hall, Attic)" in text and "Roland Banks at Hall" in text
    assert "set aside: Ghoul Priest" in text and "encounter deck formed of the remaining encounter cards (2 cards)" in text


def test_the_agenda_and_act_decks_are_set_in_sequential_order_and_their_first_story_text_read():
    """[ahlcg/rr/appendix-iii] "Assemble the agenda deck in sequential order, with the art side faceup, so that
    “agenda 1a” is on top." "Read the story text on agenda 1a." "Assemble the act deck in sequential order, with the
    art side faceup, so that “act 1a” is on top." "Read the story text on act 1a." """
    data = _whole(cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 3}, {"name": "Act 1a", "type": "act"}],
                  **{"agenda-deck": [{"name": "Agenda 2a", "type": "agenda", "threshold": 5}],
                     "act-deck": [{"name": "Act 2a", "type": "act"}]})
    trace = run(data)
    agenda, act = at(trace, "Setup, step 11, Set agenda deck"), at(trace, "Setup, step 12, Set act deck")
    assert agenda < act
    assert "Agenda 1a on top (then Agenda 2a); the story text on Agenda 1a is read" in trace.steps[agenda].text
    assert "Act 1a on top (then Act 2a); the story text on Act 1a is read" in trace.steps[act].text
    assert trace.final_state["cards"]["Agenda 1a"]["zone"] == "play"


def test_there_are_no_action_windows_during_setup_only_abilities_whose_condition_is_met():
    """[ahlcg/rr/appendix-iii] "There are no action windows during setup." "Players may only trigger player card
    abilities or play cards from hand during setup if the card or ability’s specific triggering condition is met." —
    a [free] ability is not offered; a reaction to drawing the opening hand is."""
    data = _whole()
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "[free]: Gain 1 resource.", "effects": [{"effect": "gain-resources", "amount": 1}]},
        {"kind": "reaction", "timing": "after", "trigger": {"event": "draw-opening-hand", "who": "you"},
         "text": "[reaction] After you draw your opening hand: Gain 1 resource.",
         "effects": [{"effect": "gain-resources", "amount": 1}]}]
    trace = run(data)
    note = at(trace, "There are no action windows during setup")
    assert note < at(trace, "Roland Banks [reaction]") < at(trace, "Setup, step 9")
    assert absent(trace, "Player window") and absent(trace, "[free]: Gain")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_a_permanent_card_starts_the_game_in_play_and_is_not_shuffled_into_the_deck():
    """[ahlcg/rr/permanent] "- A card with the permanent keyword starts each game in play and is not shuffled into
    your investigator deck during setup." """
    data = _whole()
    data["investigators"][0]["deck"].insert(0, {"name": "Charisma", "type": "asset", "keywords": ["permanent"]})
    trace = run(data)
    k = at(trace, "Charisma has the permanent keyword: it starts the game in play under Roland Banks's control")
    assert at(trace, "Setup, step 4") < k < at(trace, "Setup, step 5")
    assert trace.final_state["cards"]["Charisma"]["zone"] == "play"
    assert "Charisma" not in trace.final_state["investigators"]["Roland Banks"]["hand"]
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["R0", "R1", "R2", "R3", "R4"]


def test_a_permanent_card_cannot_be_discarded_by_any_means():
    """[ahlcg/rr/permanent] "- A card with the permanent keyword cannot be discarded by any means." "- A card with
    the permanent keyword cannot leave play (except by elimination)." — neither by a card's discard effect nor by
    one returning it to the hand; elimination removes it."""
    data = world(cards=[{"name": "Charisma", "type": "asset", "controller": "Roland Banks", "keywords": ["permanent"]}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Purge"}])
    data["investigators"][0]["hand"] = [{"name": "Purge", "type": "event", "cost": 0,
                                         "text": "Discard Charisma. Return it to your hand. Take 9 damage.",
                                         "effects": [{"effect": "discard", "to": "Charisma"},
                                                     {"effect": "move-card", "to": "Charisma", "zone": "hand"},
                                                     {"effect": "deal-damage", "amount": 9, "to": "you"}]}]
    trace = run(data)
    stays = [k for k, s in enumerate(trace.steps) if "Charisma has the permanent keyword: it cannot be discarded" in s.text]
    assert len(stays) >= 1 and all("ahlcg/rr/permanent" in trace.steps[k].rules for k in stays)
    assert absent(trace, "Charisma is discarded")
    k = at(trace, "Step 1: removed from the game: Charisma")
    assert stays[-1] < k


def test_a_bonded_card_is_set_aside_at_the_start_of_the_game():
    """[ahlcg/glossary/bonded] "If your deck contains a card that summons one or more bonded cards, those bonded cards
    are set aside at the start of each game." "If an investigator’s deck contains a card that summons one or more
    bonded cards, those bonded cards are set aside at the start of each game." "It starts each game set aside with that investigator’s other bonded
    cards." """
    data = _whole()
    data["investigators"][0]["deck"].insert(2, {"name": "Essence of the Dream", "type": "event",
                                                "keywords": ["bonded"]})
    trace = run(data)
    k = at(trace, "Essence of the Dream is a bonded card: it is set aside at the start of the game")
    assert at(trace, "Setup, step 4") < k < at(trace, "Setup, step 8")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert "Essence of the Dream" not in roland["hand"] + roland.get("deck", [])


def test_the_card_a_bonded_card_is_bonded_to_brings_it_into_the_game():
    """[ahlcg/glossary/bonded] "Instead, the card to which they are bonded (which is listed in parentheses next to this
    keyword) brings the bonded card into the game." — set aside at setup, then put into play by the card summoning
    it, under its player's control."""
    data = _whole(do=[{"who": "Roland Banks", "action": "play", "card": "Summoning"}])
    data["investigators"][0]["deck"] = [
        {"name": "Summoning", "type": "event", "cost": 0, "text": "Put the set-aside Familiar into play.",
         "effects": [{"effect": "put-into-play", "to": "Familiar"}]},
        {"name": "Familiar", "type": "asset", "keywords": ["bonded"]}] + [f"R{i}" for i in range(6)]
    trace = run(data)
    assert at(trace, "Familiar is a bonded card: it is set aside") < at(trace, "Setup, step 8") < at(
        trace, "Familiar is put into play under Roland Banks's control")
    assert trace.final_state["cards"]["Familiar"]["zone"] == "play"
    assert trace.final_state["cards"]["Familiar"]["controller"] == "Roland Banks"
