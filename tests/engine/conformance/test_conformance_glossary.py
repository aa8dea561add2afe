"""Timing entries of the Rules Reference glossary and the FAQ's timing rulings, each shown by a minimal
situation composed from its own sentence."""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _roland_abilities(data, *abilities):
    data["investigators"][0]["abilities"] = list(abilities)
    return data


def _free_draw_encounter(data):
    data["investigators"][0]["abilities"] = data["investigators"][0].get("abilities", []) + [
        {"kind": "free", "text": "Draw an encounter card.", "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def test_would_abilities_have_priority_over_when_abilities():
    """[ahlcg/rr/instead] "The word “would” is used to define the triggering condition of some abilities, and
    establishes a higher priority for those abilities than abilities referencing the same triggering condition
    without the word “would.”" """
    data = world(do=[{"who": "Roland Banks", "action": "resource"}])
    data["cards"] = [
        {"name": "Plain Ward", "type": "asset", "controller": "Roland Banks", "abilities": [
            reaction("when", {"event": "gain-resources", "who": "you"}, [{"effect": "draw", "amount": 1}],
                     "When you gain resources: draw 1 card.")]},
        {"name": "Would Ward", "type": "asset", "controller": "Roland Banks", "abilities": [
            reaction("would", {"event": "gain-resources", "who": "you"}, [{"effect": "draw", "amount": 1}],
                     "When you would gain resources: draw 1 card.")]}]
    trace = run(data)
    assert at(trace, "Would Ward [reaction]: ") < at(trace, "Plain Ward [reaction]: ")


def test_at_and_if_abilities_trigger_between_when_and_after_abilities():
    """[ahlcg/faq/2-2] "These abilities trigger in between any “when…” abilities and any “after…” abilities with
    the same triggering condition." """
    trigger = {"event": "gain-resources", "who": "you"}
    data = _roland_abilities(world(do=[{"who": "Roland Banks", "action": "resource"}]),
                             reaction("after", trigger, [{"effect": "draw", "amount": 1}], "After: draw."),
                             reaction("if", trigger, [{"effect": "draw", "amount": 1}], "If: draw."),
                             reaction("when", trigger, [{"effect": "draw", "amount": 1}], "When: draw."))
    data["investigators"][0]["deck"] = ["Card A", "Card B", "Card X", "Card Y"]
    trace = run(data)
    assert at(trace, "\u201cWhen: draw.") < at(trace, "\u201cIf: draw.") < at(trace, "\u201cAfter: draw.")


def test_the_lead_investigator_orders_simultaneous_forced_abilities():
    """[ahlcg/rr/priority-of-simultaneous-resolution] "If two or more forced abilities (including delayed effects)
    would resolve at the same time, the lead investigator determines the order in which the abilities resolve." """
    forced = lambda text: reaction("at", {"event": "phase-ends", "phase": "investigation"},  # noqa: E731
                                   [{"effect": "place-doom", "amount": 1, "to": "self"}], text, kind="forced")
    data = world(start="2.3", until="2.3", cards=[
        {"name": "Agenda 1a", "type": "agenda", "threshold": 9, "abilities": [forced("Forced – agenda.")]},
        {"name": "Cursed Shrine", "type": "treachery", "location": "Hall", "abilities": [forced("Forced – shrine.")]}],
        choices=[{"decision": "order", "among": ["Cursed Shrine", "Agenda 1a"]}])
    trace = run(data)
    k = at(trace, "Order chosen (choices[0])")
    assert "ahlcg/rr/lead-investigator" in trace.steps[k].rules
    assert at(trace, "Cursed Shrine [forced]: ") < at(trace, "Agenda 1a [forced]: ")


def test_a_reaction_does_not_prevent_other_reactions_to_the_same_triggering_condition():
    """[ahlcg/faq/1-3] "Using a [reaction] ability in response to a triggering condition does not prevent other
    [reaction] abilities from being used in response to that same triggering condition." """
    trigger = {"event": "gain-resources", "who": "Roland Banks"}
    data = world(do=[{"who": "Roland Banks", "action": "resource"}])
    draw = [{"effect": "draw", "amount": 1}]
    data["investigators"][0]["abilities"] = [reaction("after", trigger, draw, "After Roland gains: draw 1.")]
    data["investigators"][1]["abilities"] = [reaction("after", trigger, draw, "After Roland gains: Agnes draws 1.")]
    trace = run(data)
    at(trace, "Roland Banks [reaction]: ")
    at(trace, "Agnes Baker [reaction]: ")


def test_the_post_then_aspect_resolves_before_after_abilities_of_the_pre_then_aspect():
    """[ahlcg/rr/then] "The post-then aspect of an effect has timing priority over all other indirect consequences
    of the resolution of the pre-then aspect." """
    data = world(**{"encounter-deck": [{"name": "Dead End", "type": "treachery"}]},
                 do=[{"who": "Roland Banks", "action": "play", "card": "Dark Path"}])
    data["investigators"][0]["hand"] = [{"name": "Dark Path", "type": "event", "cost": 0, "effects": [
        {"effect": "draw-encounter-card"}, {"effect": "deal-horror", "amount": 1, "to": "you", "then": True}]}]
    data["investigators"][0]["abilities"] = [reaction("after", {"event": "draw-encounter-card", "who": "you"}, gain(),
                                                      "After you draw an encounter card: gain 1.")]
    trace = run(data)
    assert at(trace, "1 horror on Roland Banks") < at(trace, "Roland Banks [reaction]: ")


def test_an_attack_of_opportunity_comes_after_the_costs_and_before_the_action_effect():
    """[ahlcg/rr/attack-of-opportunity] "An attack of opportunity is made immediately after all costs of
    initiating the action that provoked the attack have been paid, but before the application of that action’s
    effect upon the game state." """
    data = world(cards=[{"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "attack": {"damage": 1},
                         "health": 3}], do=[{"who": "Roland Banks", "action": "resource"}])
    trace = run(data)
    assert at(trace, "Cost paid: 1 action") < at(trace, "attack of opportunity") < at(trace, "Roland Banks gains 1")


def test_a_fight_action_does_not_provoke_an_attack_of_opportunity():
    """[ahlcg/rr/attack-of-opportunity] "Each time an investigator is engaged with one or more ready enemies and
    takes an action other than to fight, to evade, or to activate a parley or resign ability, each of those
    enemies makes an attack of opportunity" """
    data = world(cards=[{"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "attack": {"damage": 1},
                         "health": 3, "fight": 1}],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "success"}])
    trace = run(data)
    assert absent(trace, "makes an attack of opportunity")


def test_retaliate_attacks_after_all_results_of_the_failed_test():
    """[ahlcg/rr/retaliate] "Each time an investigator fails a skill test while attacking a ready enemy with the
    retaliate keyword, after applying all results for that skill test, that enemy performs an attack against the
    attacking investigator." """
    data = world(cards=[{"name": "Cultist", "type": "enemy", "engaged": "Roland Banks", "keywords": ["retaliate"],
                         "attack": {"damage": 1}, "health": 3, "fight": 5}],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Cultist", "result": "fail"}])
    trace = run(data)
    assert at(trace, "ST.7") < at(trace, "Cultist makes") < at(trace, "ST.8")
    assert trace.final_state["cards"]["Cultist"]["exhausted"] is False


def test_surge_draws_another_encounter_card_after_the_first_resolves():
    """[ahlcg/rr/surge] "After drawing and resolving an encounter with the surge keyword, an investigator must
    draw another card from the encounter deck." """
    data = _free_draw_encounter(world(**{"encounter-deck": [
        {"name": "Ancient Evils", "type": "treachery", "keywords": ["surge"]},
        {"name": "Dead End", "type": "treachery"}]}))
    trace = run(data)
    assert at(trace, "Ancient Evils is placed in the encounter discard pile") < at(trace, "draws Dead End")


def test_an_enemy_without_a_spawn_instruction_spawns_engaged_with_the_investigator_who_drew_it():
    """[ahlcg/rr/spawn] "If an enemy has no spawn instruction, it spawns engaged with the investigator who drew
    it." """
    data = _free_draw_encounter(world(**{"encounter-deck": [
        {"name": "Ghoul", "type": "enemy", "health": 3, "attack": {"damage": 1}}]}))
    trace = run(data)
    at(trace, "it spawns engaged with Roland Banks")
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Roland Banks"


def test_an_enemy_engages_the_investigator_who_best_meets_its_prey_instruction():
    """[ahlcg/rr/prey] "If an enemy that is about to automatically engage an investigator at its location has
    multiple options of whom to engage, that enemy engages the investigator who best meets its “prey”
    instructions" """
    data = _free_draw_encounter(world(**{"encounter-deck": [
        {"name": "Stalker", "type": "enemy", "health": 3, "spawn": "your-location", "prey": "highest-willpower"}]}))
    trace = run(data)
    assert trace.final_state["cards"]["Stalker"]["engaged"] == "Agnes Baker"  # willpower 5 against 3


def test_engaging_and_being_engaged_trigger_at_the_same_time():
    """[ahlcg/faq/2-4] "Effects that trigger “after an enemy engages you” will trigger at the same time as effects
    that trigger “after you engage an enemy.”" """
    data = world(cards=[{"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3}],
                 do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["investigators"][0]["abilities"] = [
        reaction("after", {"event": "engage", "who": "you"}, gain(), "After an enemy engages you: gain 1."),
        reaction("after", {"event": "engage", "who": "you", "what": "enemy"}, [{"effect": "draw", "amount": 1}],
                 "After you engage an enemy: draw 1.")]
    trace = run(data)
    window = at(trace, "'after' window \u2014 Ghoul and Roland Banks engage")
    assert window < at(trace, "After an enemy engages you") and window < at(trace, "After you engage an enemy")


def test_a_lasting_effect_until_the_end_of_the_turn_expires_as_the_turn_ends():
    """[ahlcg/rr/lasting-effects] "A lasting effect persists beyond the resolution of the ability that created it,
    for the duration specified by the effect." """
    data = world(start="2.2", until="2.2.2", do=[{"who": "Roland Banks", "action": "play", "card": "Stand Firm"},
                                                 {"who": "Roland Banks", "end-turn": True}])
    data["investigators"][0]["hand"] = [{"name": "Stand Firm", "type": "event", "cost": 0, "effects": [
        {"effect": "lasting", "duration": "until-end-of-turn", "applies-to": {"event": "draw-cards", "who": "you"},
         "cannot": True, "text": "You cannot draw cards until the end of your turn."}]}]
    trace = run(data)
    made = at(trace, "Lasting effect on Roland Banks (until the end of the turn)")
    ends = at(trace, "2.2.2: Roland Banks's turn ends")
    assert made < ends < at(trace, "Lasting effect expires as the turn ends")


def test_a_cannot_is_absolute():
    """[ahlcg/rr/cannot] "The word “cannot” is absolute, and cannot be countermanded by other abilities." """
    data = world(cards=[{"name": "Frozen in Fear", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        {"kind": "constant", "applies-to": {"event": "gain-resources", "who": "you"}, "cannot": True,
         "text": "You cannot gain resources."}]}], do=[{"who": "Roland Banks", "action": "resource"}])
    trace = run(data)
    at(trace, "cannot happen: Frozen in Fear")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_may_gives_the_option_to_the_controller():
    """[ahlcg/rr/may] "The word “may” indicates that a specified player has the option to do that which follows." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Windfall"}],
                 choices=[{"decision": "may", "ability": "Windfall", "choose": False}])
    data["investigators"][0]["hand"] = [{"name": "Windfall", "type": "event", "cost": 0, "effects": [
        {"effect": "gain-resources", "amount": 2, "may": True}]}]
    trace = run(data)
    at(trace, "does not resolve the optional")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_direct_damage_cannot_be_assigned_to_an_asset():
    """[ahlcg/rr/direct-damage-direct-horror] "If an ability causes a card to take direct damage or direct horror,
    that damage or horror must be assigned directly to the specified card, and cannot be assigned or re-assigned
    elsewhere." """
    data = world(cards=[{"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 3}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Blood Price"}],
                 choices=[{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog"}])
    data["investigators"][0]["hand"] = [{"name": "Blood Price", "type": "event", "cost": 0, "effects": [
        {"effect": "deal-damage", "amount": 1, "to": "you", "direct": True}]}]
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 0


def test_an_automatic_failure_makes_the_skill_value_zero_at_st6():
    """[ahlcg/rr/automatic-failure-success] "If a skill test automatically fails, the investigator’s total skill
    value for that test is considered 0." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}])
    data["tests"] = [{"who": "Roland Banks", "tokens": ["auto-fail"]}]
    trace = run(data)
    k = at(trace, "ST.6: Roland Banks fails (automatic failure")
    assert "the total skill value is considered 0" in trace.steps[k].text


def test_a_delayed_effect_initiates_once_as_a_forced_ability():
    """[ahlcg/rr/delayed-effects] "Each delayed effect initiates automatically and immediately (as a forced
    ability) if its future timing point or future condition occurs." """
    data = world(do=[{"who": "Roland Banks", "action": "resource"}, {"who": "Roland Banks", "action": "resource"}])
    data["investigators"][0]["abilities"] = [reaction(
        "after", {"event": "gain-resources", "who": "you"}, [{"effect": "draw", "amount": 1}],
        "The next time you gain resources, draw 1 card.", kind="delayed")]
    trace = run(data)
    assert sum(s.text.startswith("Roland Banks [delayed]:") for s in trace.steps) == 1
    assert "ahlcg/rr/delayed-effects" in trace.steps[at(trace, "Roland Banks [delayed]:")].rules


def test_you_on_a_revelation_is_the_investigator_who_drew_it():
    """[ahlcg/rr/you-your] "A Revelation ability that references “you” or “your” refers to the investigator who
    drew the card and is resolving the ability." """
    data = world(turn="Agnes Baker", **{"encounter-deck": [{"name": "Whispers", "type": "treachery", "abilities": [
        {"kind": "revelation", "text": "Take 1 horror.", "effects": [{"effect": "deal-horror", "amount": 1,
                                                                      "to": "you"}]}]}]})
    data["investigators"][1]["abilities"] = [{"kind": "free", "text": "Draw an encounter card.",
                                              "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Agnes Baker", "use": "Agnes Baker"}]
    trace = run(data)
    assert trace.final_state["investigators"]["Agnes Baker"]["horror"] == 1
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 0


def test_a_constant_ability_applies_while_its_card_is_in_play():
    """[ahlcg/rr/ability/constant-abilities] "Constant abilities are always interacting with the game state as
    long as the card is in play." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}], cards=[
        {"name": "Magnifying Glass", "type": "asset", "controller": "Roland Banks", "abilities": [
            {"kind": "constant", "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "intellect"},
             "skill-modifier": 1, "text": "You get +1 [intellect] while investigating."}]}])
    data["tests"] = [{"who": "Roland Banks", "tokens": ["0"]}]
    trace = run(data)
    at(trace, "intellect 3 + 0 ([0] token) + 1 (Magnifying Glass) = 4")


def test_an_exhausted_card_cannot_exhaust_again_to_pay_a_cost():
    """[ahlcg/rr/exhaust-exhausted] "An exhausted card cannot exhaust again until it is ready (typically by a game
    step or card ability)." """
    data = world(cards=[{"name": "Lantern", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "Exhaust: gain 1 resource.", "cost": {"exhaust": True}, "effects": gain()}]}],
        do=[{"who": "Roland Banks", "use": "Lantern"}, {"who": "Roland Banks", "use": "Lantern"}])
    trace = run(data)
    at(trace, "Lantern is exhausted: an exhausted card cannot be exhausted again")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_a_wild_icon_matches_the_skill_tested():
    """[ahlcg/faq/1-9] "A Wild ([wild]) skill icon on a player card may be used to match any other skill icon for
    the purposes of both card abilities and counting how many matching icons are committed to a skill test." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}])
    data["investigators"][0]["hand"] = [{"name": "Unexpected Courage", "type": "skill", "icons": {"wild": 2}}]
    data["tests"] = [{"who": "Roland Banks", "tokens": ["0"], "commit": ["Unexpected Courage"]}]
    trace = run(data)
    at(trace, "intellect 3 + 2 (Unexpected Courage)")


def test_the_difficulty_of_an_investigation_is_the_shroud_and_the_value_must_equal_or_exceed_it():
    """[ahlcg/rr/difficulty-skill-tests] "When investigating a location, the base difficulty of the skill test is
    the location’s shroud value." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}])
    data["locations"][0]["shroud"] = 4
    data["tests"] = [{"who": "Roland Banks", "tokens": ["+1"]}]
    trace = run(data)
    at(trace, "ST.6: Roland Banks succeeds (4 equals or exceeds the difficulty 4)")


def test_a_discarded_card_goes_to_its_owners_discard_pile():
    """[ahlcg/rr/discard-piles] "Any time a card is discarded, it is placed faceup on top of its owner’s discard
    pile. Encounter cards are owned by the encounter deck." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Cache"}])
    data["investigators"][0]["discard"] = ["Old Event"]
    data["investigators"][0]["hand"] = [{"name": "Cache", "type": "event", "cost": 0, "effects": gain(2)}]
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["discard"] == ["Old Event", "Cache"]


def test_a_would_draw_replaced_leaves_the_encounter_card_undrawn_on_top():
    """[ahlcg/rr/instead] "A replacement effect is an effect that replaces the resolution of a triggering condition
    with an alternate means of resolution": "When you would draw the top card of the encounter deck: Instead, …" —
    the card is not drawn (no revelation, no surge), stays on top of the encounter deck, and is the next one drawn."""
    data = _free_draw_encounter(world(**{"encounter-deck": [
        {"name": "Ancient Evils", "type": "treachery", "keywords": ["surge"], "abilities": [
            {"kind": "revelation", "effects": [{"effect": "place-doom", "amount": 1}]}]},
        {"name": "Dead End", "type": "treachery"}]}))
    data["investigators"][0]["abilities"].append(
        reaction("would", {"event": "draw-encounter-card", "who": "you"},
                 [{"effect": "instead", "effects": gain()}],
                 "When you would draw the top card of the encounter deck: Instead, gain 1 resource."))
    trace = run(data)
    at(trace, "The draw was replaced: Ancient Evils was not drawn and stays on top of the encounter deck")
    assert absent(trace, "Ancient Evils [revelation]") and absent(trace, "draws Dead End")  # no revelation, no surge
    assert "Ancient Evils" not in trace.final_state["encounter_discard"]
    assert trace.final_state["doom_in_play"] == 0


def test_an_encounter_card_whose_draw_is_not_replaced_leaves_the_deck_as_it_is_drawn():
    """The same draw with nothing replacing it: the top card leaves the deck, resolves and surges (Surge)."""
    data = _free_draw_encounter(world(**{"encounter-deck": [
        {"name": "Ancient Evils", "type": "treachery", "keywords": ["surge"], "abilities": [
            {"kind": "revelation", "effects": [{"effect": "place-doom", "amount": 1}]}]},
        {"name": "Dead End", "type": "treachery"}]}))
    trace = run(data)
    assert at(trace, "Ancient Evils [revelation]") < at(trace, "draws Dead End")
    assert trace.final_state["encounter_discard"] == ["Ancient Evils", "Dead End"]
