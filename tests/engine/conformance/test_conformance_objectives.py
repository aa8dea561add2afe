"""An act's or agenda's "Objective –": it overrides, or adds a requirement to, spending the act's clues or reaching
the agenda's doom threshold — replayed from the sentences.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world

NEXT_AGENDA = {"agenda-deck": [{"name": "Agenda 2a", "type": "agenda", "threshold": 5}]}


def _check(agenda, roland_at="Hall", agnes_at="Hall"):
    data = world(round=2, start="1.3", until="1.3", cards=[agenda], **NEXT_AGENDA)
    data["investigators"][0]["location"] = roland_at
    data["investigators"][1]["location"] = agnes_at
    return data


def test_an_agenda_with_no_objective_advances_at_the_check_doom_threshold_step():
    """[ahlcg/rr/doom] "- If there are no “Objective – ” requirements for advancing the current agenda and the
    requisite amount of doom is in play (among the agenda and all cards in play), the agenda advances during the
    “Check doom threshold” step of the Mythos phase." """
    trace = run(_check({"name": "Agenda 1a", "type": "agenda", "threshold": 3, "doom": 3}))
    assert at(trace, "1.3 Check doom threshold") < at(trace, "the agenda deck advances")
    assert trace.final_state["agenda"] == "Agenda 2a"


def test_an_agendas_objective_adds_a_requirement_to_its_doom_threshold():
    """[ahlcg/rr/act-deck-and-agenda-deck] "If the agenda has an “Objective –” instruction, that instruction overrides
    or adds additional requirements to meeting this doom requirement." — "Objective – each investigator at the
    Attic": 3 doom against a threshold of 3 does not advance it while Agnes is in the Hall; with both in the Attic
    it does."""
    agenda = {"name": "Agenda 1a", "type": "agenda", "threshold": 3, "doom": 3,
              "objective": {"each-at": "Attic", "text": "If each investigator is in the Attic, advance."}}
    trace = run(_check(agenda, roland_at="Attic"))
    k = at(trace, "adds a requirement that is not met: the agenda does not advance")
    assert "ahlcg/rr/act-deck-and-agenda-deck" in trace.steps[k].rules
    assert trace.final_state["agenda"] == "Agenda 1a"
    trace = run(_check(agenda, roland_at="Attic", agnes_at="Attic"))
    assert trace.final_state["agenda"] == "Agenda 2a"


def test_an_agendas_objective_with_no_threshold_overrides_the_doom_requirement():
    """[ahlcg/rr/act-deck-and-agenda-deck] "If the agenda has an “Objective –” instruction, that instruction overrides
    or adds additional requirements to meeting this doom requirement." — an agenda with no doom threshold advances
    as soon as its objective holds (Roland steps into the Attic where Agnes is), not at a doom threshold."""
    agenda = {"name": "Agenda 1a", "type": "agenda", "doom": 0,
              "objective": {"each-at": "Attic", "text": "If each investigator is in the Attic, advance."}}
    data = world(cards=[agenda], do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}], **NEXT_AGENDA)
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert at(trace, "Roland Banks leaves Hall and enters Attic") < at(trace, "objective") \
        < at(trace, "The agenda deck advances: Agenda 1a")
    assert trace.final_state["agenda"] == "Agenda 2a"


def test_an_acts_objective_adds_a_requirement_to_spending_its_clues():
    """[ahlcg/rr/act-deck-and-agenda-deck] "If the act has an “Objective –” instruction, that instruction overrides or
    adds additional requirements to the spending of those clues." — "Only investigators in the Attic may spend the
    requisite number of clues": Roland's 3 clues in the Hall cannot pay; Agnes's 3 in the Attic can."""
    act = {"name": "Trapped", "type": "act", "threshold": 3, "objective": {"spend-at": "Attic"}}
    data = world(cards=[act], do=[{"who": "Agnes Baker", "use": "Trapped"}],
                 **{"act-deck": [{"name": "The Barrier", "type": "act"}]})
    data["investigators"][0]["clues"] = 3
    data["investigators"][1].update(location="Attic", clues=2)
    trace = run(data)
    assert "the investigators at Attic have 2 clue(s) together" in trace.steps[-1].text
    assert trace.final_state["act"] == "Trapped"
    data["investigators"][1]["clues"] = 3
    trace = run(data)
    assert trace.final_state["act"] == "The Barrier"
    assert trace.final_state["investigators"]["Roland Banks"]["clues"] == 3


def test_an_acts_objective_that_is_a_state_overrides_spending_clues():
    """[ahlcg/rr/act-deck-and-agenda-deck] "If the act has an “Objective –” instruction, that instruction overrides or
    adds additional requirements to the spending of those clues." — "Objective – If each investigator is in the
    Attic, advance": no clues can be spent to advance it, and it advances when the state holds."""
    act = {"name": "Gather", "type": "act", "threshold": 2, "objective": {"each-at": "Attic"}}
    data = world(cards=[act], do=[{"who": "Roland Banks", "use": "Gather"}],
                 **{"act-deck": [{"name": "The Barrier", "type": "act"}]})
    data["investigators"][0]["clues"] = 3
    trace = run(data)
    assert trace.steps[-1].text.startswith("Not possible") and "Gather has no free ability" in trace.steps[-1].text
    assert absent(trace, "The act deck advances")


def test_no_clues_on_an_unrevealed_location_does_not_satisfy_an_all_clues_discovered_requirement():
    """[ahlcg/glossary/unless-all-clues-have-been-discovered] "When interpreting such an ability, if the location is
    unrevealed (and therefore has no clues on it), this does not satisfy the ability; it must have been revealed at
    some point." — "Objective – If there are no clues in the Cellar, advance": the unrevealed Cellar, with no clue on
    it, does not advance the act; revealed and empty, it does."""
    act = {"name": "Clear the Cellar", "type": "act", "objective": {"no-clues": "Cellar"}}
    data = world(cards=[act], do=[{"who": "Roland Banks", "action": "resource"}],
                 **{"act-deck": [{"name": "The Barrier", "type": "act"}]})
    data["locations"].append({"name": "Cellar", "connections": ["Hall"], "clues": 0, "shroud": 1, "revealed": False})
    data["locations"][0]["connections"].append("Cellar")
    trace = run(data)
    assert absent(trace, "objective")
    assert trace.final_state["act"] == "Clear the Cellar"
    data["locations"][-1]["revealed"] = True
    trace = run(data)
    at(trace, "there are no clues on Cellar")
    assert trace.final_state["act"] == "The Barrier"


def test_an_acts_objective_naming_only_a_goal_overrides_spending_clues_until_another_card_instructs_it():
    """[ahlcg/rr/act-deck-and-agenda-deck] "If the act has an “Objective –” instruction, that instruction overrides or
    adds additional requirements to the spending of those clues." — "Objective – Survive three nights. (Do not advance
    until you are instructed.)" (``instructed``): Roland's 3 clues cannot advance it, no state of the game does; an
    instruction on another card (a location's [free] "Advance the act.") does."""
    act = {"name": "Stalked", "type": "act", "threshold": 2,
           "objective": {"instructed": True, "text": "Survive three nights. (Do not advance until you are instructed.)"}}
    data = world(cards=[act], do=[{"who": "Roland Banks", "use": "Stalked"}],
                 **{"act-deck": [{"name": "The Barrier", "type": "act"}]})
    data["investigators"][0]["clues"] = 3
    trace = run(data)
    assert trace.steps[-1].text.startswith("Not possible") and "Stalked has no free ability" in trace.steps[-1].text
    assert absent(trace, "objective") and trace.final_state["act"] == "Stalked"
    data["locations"][0]["abilities"] = [{"kind": "free", "text": "[free]: Advance the act.",
                                          "effects": [{"effect": "advance", "to": "current-act"}]}]
    data["do"] = [{"who": "Roland Banks", "use": data["locations"][0]["name"]}]
    trace = run(data)
    assert at(trace, "The act deck advances: Stalked") >= 0
    assert trace.final_state["act"] == "The Barrier"
    assert trace.final_state["investigators"]["Roland Banks"]["clues"] == 3


BROOD_GONE = {"count": "in-play-or-set-aside:brood_of_yog_sothoth-card", "at-most": 0}


def test_set_aside_cards_count_for_an_objective_that_names_them():
    """[ahlcg/rr/set-aside] "Set-aside cards have no interaction with the game until they are referenced by
    instructions within the scenario or by a card ability." — "Objective – If there are no copies of Brood of
    Yog-Sothoth in play or set aside, advance": a Brood set aside keeps the act from advancing; with none in play or set
    aside (the one left is in the encounter deck), it advances."""
    act = {"name": "They Must Be Destroyed!", "type": "act", "objective": {"condition": BROOD_GONE}}
    brood = {"name": "Brood of Yog-Sothoth", "type": "enemy", "health": 6, "fight": 2, "evade": 2}
    data = world(cards=[act], do=[{"who": "Roland Banks", "action": "resource"}], **{
        "set-aside": [brood], "act-deck": [{"name": "The Barrier", "type": "act"}]})
    trace = run(data)
    assert absent(trace, "objective") and trace.final_state["act"] == "They Must Be Destroyed!"
    data["set-aside"], data["encounter-deck"] = [], [brood]
    trace = run(data)
    assert "in play or set aside: none" in trace.steps[at(trace, "objective")].text
    assert trace.final_state["act"] == "The Barrier"


def test_cards_in_the_victory_display_count_for_an_objective_that_names_them():
    """[ahlcg/rr/victory-display-victory-points] "An encounter card worth victory points that is overcome by the
    investigators is stored in the victory display until the end of the scenario." — "Objective – If there is a Cultist
    enemy in the victory display, advance": the Acolyte in play does not meet it; added to the victory display, it
    does."""
    act = {"name": "Uncovering", "type": "act",
           "objective": {"condition": {"count": "in-victory-display:cultist-enemy", "at-least": 1}}}
    acolyte = {"name": "Acolyte", "type": "enemy", "traits": ["Cultist"], "location": "Attic", "health": 1,
               "fight": 2, "evade": 2}
    data = world(cards=[act, acolyte], do=[{"who": "Roland Banks", "action": "resource"}],
                 **{"act-deck": [{"name": "The Barrier", "type": "act"}]})
    trace = run(data)
    assert absent(trace, "objective") and trace.final_state["act"] == "Uncovering"
    data["locations"][0]["abilities"] = [{"kind": "free", "text": "[free]: Add the Acolyte to the victory display.",
                                          "effects": [{"effect": "move-card", "zone": "victory-display",
                                                       "to": "Acolyte"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Hall"}]
    trace = run(data)
    assert at(trace, "Acolyte is added to the victory display") < at(trace, "objective")
    assert "in the victory display: Acolyte" in trace.steps[at(trace, "objective")].text
    assert trace.final_state["act"] == "The Barrier"


def test_each_card_in_the_victory_display_counts_for_a_value_that_names_them():
    """[ahlcg/rr/victory-display-victory-points] "The victory display is an out-of-play game area shared by all
    players." — "The Masked Hunter gets +1 fight for each card in the victory display" (``in-victory-display:any``):
    one card there, the Hunter's fight of 2 is 3 against Roland's attack."""
    hunter = {"name": "The Masked Hunter", "type": "enemy", "location": "Hall", "engaged": "Roland Banks",
              "health": 4, "fight": 2, "evade": 2, "abilities": [
                  {"kind": "constant", "text": "The Masked Hunter gets +1 fight for each card in the victory display.",
                   "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"},
                   "difficulty-modifier": 1, "for-each": "in-victory-display:any"}]}
    ghoul = {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 1, "fight": 1, "evade": 1}
    data = world(cards=[hunter, ghoul], do=[{"who": "Roland Banks", "use": "Hall"},
                                            {"who": "Roland Banks", "action": "fight", "enemy": "The Masked Hunter"}])
    data["locations"][0]["abilities"] = [{"kind": "free", "text": "[free]: Add the Ghoul to the victory display.",
                                          "effects": [{"effect": "move-card", "zone": "victory-display", "to": "Ghoul"}]}]
    trace = run(data)
    assert at(trace, "Ghoul is added to the victory display") \
        < at(trace, "for each in-victory-display:any); the difficulty of this skill test is 2 \u2192 3")


def test_an_objective_the_investigators_choose_to_meet_is_a_player_ability_usable_while_its_state_holds():
    """[ahlcg/rr/act-deck-and-agenda-deck] "If the act has an “Objective –” instruction, that instruction overrides or
    adds additional requirements to the spending of those clues." — "Objective – While an investigator is engaged with
    The Rougarou, he or she may choose to advance." (a [free] ability of the act, its condition counted for the one
    using it): Agnes, not engaged, cannot; Roland, engaged with it, can, and the act advances."""
    act = {"name": "Hunting", "type": "act", "abilities": [
        {"kind": "free", "text": "While an investigator is engaged with The Rougarou, he or she may choose to advance.",
         "condition": {"count": "in-play:the_rougarou-card-engaged-with-you", "at-least": 1},
         "limit": {"count": 1, "per": "phase"}, "effects": [{"effect": "advance", "to": "current-act"}]}]}
    rougarou = {"name": "The Rougarou", "type": "enemy", "location": "Hall", "engaged": "Roland Banks",
                "health": 5, "fight": 3, "evade": 3}
    data = world(cards=[act, rougarou], do=[{"who": "Agnes Baker", "use": "Hunting"}],
                 **{"act-deck": [{"name": "The Barrier", "type": "act"}]})
    trace = run(data)
    assert trace.steps[-1].text.startswith("Not possible") and trace.final_state["act"] == "Hunting"
    data["do"] = [{"who": "Roland Banks", "use": "Hunting"}]
    trace = run(data)
    assert at(trace, "The act deck advances: Hunting") > 0
    assert trace.final_state["act"] == "The Barrier"


def test_cards_underneath_the_act_or_agenda_deck_count_for_an_objective_that_names_them():
    """[ahlcg/rr/in-play-and-out-of-play] "Out of play refers to the cards in a player's hand, in any deck, in any
    discard pile, in the victory display, and those that have been set aside and/or removed from the game." — "Objective
    – If there are a total of 2 Innocent Revelers underneath the act and/or agenda decks, advance": one placed
    underneath the act deck and one underneath the agenda deck meet it; the first alone does not."""
    act = {"name": "Carnevale", "type": "act",
           "objective": {"condition": {"count": "beneath-act-or-agenda-deck:innocent_revelers-card", "at-least": 2}}}
    revelers = [{"name": f"Innocent Reveler #{n}", "type": "asset", "location": "Attic"} for n in (1, 2)]
    places = [{"effect": "move-card", "zone": "beneath-act-deck", "to": "Innocent Reveler #1"},
              {"effect": "move-card", "zone": "beneath-agenda-deck", "to": "Innocent Reveler #2"}]
    data = world(cards=[act, *revelers], do=[{"who": "Roland Banks", "use": "Hall"}],
                 **{"act-deck": [{"name": "The Barrier", "type": "act"}]})
    data["locations"][0]["abilities"] = [{"kind": "free", "text": "[free]: Place them.", "effects": places[:1]}]
    trace = run(data)
    assert absent(trace, "objective") and trace.final_state["act"] == "Carnevale"
    data["locations"][0]["abilities"][0]["effects"] = places
    trace = run(data)
    assert "underneath the act or agenda deck: Innocent Reveler #1, Innocent Reveler #2" in \
        trace.steps[at(trace, "objective")].text
    assert trace.final_state["act"] == "The Barrier"
