"""Lasting and delayed effects, limits, replacement effects, leaving play, healing, resigning and moving, each
replayed from the sentence that rules it.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _hall_limit(group):
    data = world(do=[{"who": "Roland Banks", "use": "Hall"}, {"who": "Agnes Baker", "use": "Hall"},
                     {"who": "Agnes Baker", "use": "Hall"}])
    text = ("Group limit" if group else "Limit") + " once per round."
    data["locations"][0]["abilities"] = [{"kind": "free", "text": f"[free]: Gain 1 resource. {text}",
                                          "limit": {"count": 1, "per": "round", "group": group},
                                          "effects": gain()}]
    return data


def test_a_limit_is_player_specific_each_investigator_may_use_the_ability_up_to_it():
    """[ahlcg/rr/limits-and-maximums] "- Unless stated otherwise, limits are player specific." "“Limit X per [period]”
    is a limit that appears on cards that remain in play through the resolution of an ability’s effect." — the Hall's
    "Limit once per round": Roland uses it, Agnes may too, and her second use is refused."""
    trace = run(_hall_limit(group=False))
    assert at(trace, "Roland Banks gains 1 resource") < at(trace, "Agnes Baker gains 1 resource")
    at(trace, "Not possible (do[2]): Hall's ability has reached its limit")
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_a_group_limit_applies_to_all_the_investigators_together():
    """[ahlcg/rr/limits-and-maximums] "- A “group limit,” however, applies to the entire group of investigators." """
    trace = run(_hall_limit(group=True))
    at(trace, "Roland Banks gains 1 resource")
    at(trace, "Not possible (do[1]): Hall's ability has reached its limit")
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 3


def test_a_limited_reaction_is_offered_to_each_investigator_up_to_their_own_limit():
    """[ahlcg/rr/limits-and-maximums] "- Unless stated otherwise, limits are player specific." — a location's
    reaction, "Limit once per round": Roland's first gain triggers it, his second does not, and Agnes's gain does."""
    data = world(do=[{"who": "Roland Banks", "action": "resource"}, {"who": "Roland Banks", "action": "resource"},
                     {"who": "Agnes Baker", "use": "Agnes Baker"}])
    data["investigators"][1]["abilities"] = [{"kind": "free", "text": "[free]: Gain 1 resource.", "effects": gain()}]
    data["locations"][0]["abilities"] = [
        reaction("after", {"event": "gain-resources", "who": "investigator-at-this-location"},
                 [{"effect": "draw", "amount": 1, "who": "triggering-who"}],
                 "After an investigator here gains resources: he or she draws 1 card. Limit once per round.",
                 limit={"count": 1, "per": "round"})]
    trace = run(data)
    assert len([s for s in trace.steps if s.text.startswith("Hall [reaction]")]) == 2
    assert _roland(trace)["hand"] == ["Card A"]
    assert trace.final_state["investigators"]["Agnes Baker"]["hand"] == ["Card C"]


def test_a_lasting_effect_lasts_its_duration_even_after_its_card_leaves_play():
    """[ahlcg/rr/lasting-effects] "Some card abilities create conditions that affect the game state for a specified
    duration (for example, “until the end of the phase” or “ for this skill test”)." "Such effects are known as lasting
    effects." "The effect continues to affect the game state for the specified duration regardless of whether the card
    that created the lasting effect is or remains in play." """
    charm = {"name": "Charm", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "[free] Discard Charm: You get +2 [intellect] until the end of the turn.",
         "effects": [{"effect": "discard", "to": "self"},
                     {"effect": "lasting", "duration": "until-end-of-turn", "skill-modifier": 2,
                      "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "intellect"}}]}]}
    trace = run(world(cards=[charm], do=[{"who": "Roland Banks", "use": "Charm"},
                                         {"who": "Roland Banks", "action": "investigate", "result": "success"}]))
    assert at(trace, "Charm is discarded") < at(trace, "intellect 3 + 2")


def test_a_delayed_effect_affects_the_entities_eligible_when_it_resolves():
    """[ahlcg/rr/delayed-effects] "Some abilities create delayed effects." "Such abilities specify a future timing point,
    or indicate a future condition that may arise, and dictate an effect that will happen at that time." "- A delayed
    effect affects all specified entities that are in the specified game area and eligible at the time the delayed
    effect resolves." — "at the end of this turn, each investigator in the Attic takes 1 damage": Roland, who moved
    in after it was set up, takes it; Agnes, in the Hall, does not."""
    data = world(start="2.2", until="2.2.2", turn="Roland Banks",
                 do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}, {"who": "Roland Banks", "end-turn": True}])
    data["locations"][1]["abilities"] = [
        reaction("at", {"event": "turn-ends"}, [{"effect": "deal-damage", "amount": 1,
                                                 "to": "each-investigator-at-this-location"}],
                 "At the end of this turn, each investigator in the Attic takes 1 damage.", kind="delayed")]
    trace = run(data)
    assert at(trace, "Roland Banks's turn ends") < at(trace, "Attic [delayed]") < at(trace, "1 damage on Roland Banks")
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 0


def test_the_most_recent_replacement_effect_is_the_one_used():
    """[ahlcg/rr/instead] "The word “instead” is indicative of a replacement effect." "A replacement effect is an effect
    that replaces the resolution of a triggering condition with an alternate means of resolution." "- If multiple
    replacement effects are initiated against the same triggering condition and create a conflict in how to resolve
    the triggering condition, the most recent replacement effect is the one that is used for the resolution of the
    triggering condition." """
    data = world(do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["abilities"] = [
        reaction("would", {"event": "draw-cards", "who": "you"},
                 [{"effect": "instead", "effects": [{"effect": "gain-resources", "amount": 1}]}],
                 "If you would draw a card, gain 1 resource instead.")]
    data["investigators"][1]["abilities"] = [
        reaction("would", {"event": "draw-cards", "who": "Roland Banks"},
                 [{"effect": "instead", "effects": [{"effect": "gain-resources", "amount": 3}]}],
                 "If Roland would draw a card, gain 3 resources instead.")]
    trace = run(data)
    first = at(trace, "Replacement effect initiated (Roland Banks")
    second = at(trace, "Replacement effect initiated (Agnes Baker")
    used = at(trace, "the most recent one (Agnes Baker")
    assert first < second < used
    assert _roland(trace)["hand"] == [] and _roland(trace)["resources"] == 5
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 6


def test_a_card_leaving_play_loses_its_tokens_at_once():
    """[ahlcg/rr/leaves-play] "If a card leaves play, the following consequences occur simultaneously with the card
    leaving play:" "- All tokens on the card are returned to the token pool." [ahlcg/rr/in-play-and-out-of-play] "- A card
    leaves play when it transitions from a in play area to an out-of-play destination." — a defeated enemy's damage and
    doom are gone with it."""
    cultist = {"name": "Cultist", "type": "enemy", "engaged": "Roland Banks", "health": 2, "damage": 1, "doom": 2,
               "fight": 1}
    trace = run(world(cards=[cultist], do=[{"who": "Roland Banks", "action": "fight", "enemy": "Cultist",
                                            "result": "success"}]))
    at(trace, "Cultist is defeated")
    cult = trace.final_state["cards"]["Cultist"]
    assert cult["zone"] == "encounter-discard" and cult["damage"] == 0 and cult["doom"] == 0
    assert trace.final_state["doom_in_play"] == 0


def test_healing_more_than_is_there_removes_what_there_is():
    """[ahlcg/rr/heal] "- If a card is healed for more damage or horror than it currently has on it, remove as much of
    the indicated amount as possible." """
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["damage"] = 1
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Heal 3 damage.",
                                              "effects": [{"effect": "heal-damage", "amount": 3, "to": "you"}]}]
    trace = run(data)
    at(trace, "Roland Banks: damage 1 → 0")
    assert _roland(trace)["damage"] == 0


def test_a_resign_ability_is_activated_provokes_nothing_and_eliminates_without_defeat():
    """[ahlcg/rr/resign] "Such abilities are initiated using the “Activate” action (see “Activate Action” on page 4)."
    "- When an investigator resigns, the investigator is eliminated by resignation (see “Elimination” on page 10." "An
    investigator who resigns is not considered to have been defeated." [ahlcg/faq/1-1] "[action] abilities with a bold
    action designator do not provoke attacks of opportunity." """
    exit_card = {"name": "Exit", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "designator": "resign", "cost": {"actions": 1}, "effects": [{"effect": "resign"}],
         "text": "[action] Resign."}]}
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "attack": {"damage": 1}}
    trace = run(world(cards=[exit_card, ghoul], do=[{"who": "Roland Banks", "action": "resign", "card": "Exit"}]))
    assert at(trace, "costs paid simultaneously: 1 action") < at(trace, "Elimination of Roland Banks (by resignation")
    assert absent(trace, "attack of opportunity against")
    assert _roland(trace)["eliminated"] and not _roland(trace)["defeated"] and _roland(trace)["damage"] == 0


def test_a_parley_ability_is_activated_and_provokes_no_attack_of_opportunity():
    """[ahlcg/rr/parley] "Such abilities are initiated using the “Activate” action (see “Activate Action” on page 4)." """
    witness = {"name": "Witness", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "designator": "parley", "cost": {"actions": 1}, "effects": gain(),
         "text": "[action] Parley: Gain 1 resource."}]}
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "attack": {"damage": 1}}
    trace = run(world(cards=[witness, ghoul], do=[{"who": "Roland Banks", "action": "parley", "card": "Witness"}]))
    assert absent(trace, "attack of opportunity against")
    assert _roland(trace)["resources"] == 6 and _roland(trace)["actions"] == 2


def test_when_the_lead_is_eliminated_the_remaining_players_choose_a_new_one():
    """[ahlcg/rr/lead-investigator] "- If the lead investigator is eliminated, the remaining players (if any) choose a new
    lead investigator." """
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "attack": {"damage": 1}}
    data = world(cards=[ghoul], do=[{"who": "Roland Banks", "action": "resource"}],
                 choices=[{"decision": "lead", "choose": "Agnes Baker"}])
    data["investigators"][0]["damage"] = 8
    trace = run(data)
    at(trace, "the remaining players choose a new lead investigator: Agnes Baker")
    assert trace.final_state["lead"] == "Agnes Baker"


def test_a_move_goes_to_a_connecting_location_and_a_move_to_an_unconnected_one_is_not_possible():
    """[ahlcg/rr/move] "- Unless otherwise specified by the move effect or ability, the moving entity must move to a
    connecting location." [ahlcg/rr/move-action] "When an investigator takes this action, move that investigator (using
    his or her mini card) to any other location that is marked as a connecting location on his or her current location
    (see “Move” on page 15)." [ahlcg/rr/2-2-1] "- Move to a connecting location." """
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Cellar"},
                     {"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["locations"].append({"name": "Cellar", "connections": []})
    trace = run(data)
    at(trace, "Not possible (do[0]): a move action goes to a location connected to Hall; Cellar is not")
    at(trace, "Roland Banks moves from Hall to Attic")
    assert _roland(trace)["location"] == "Attic" and _roland(trace)["actions"] == 2


def test_entering_an_unrevealed_location_reveals_it_the_first_time():
    """[ahlcg/rr/location-cards] "- Locations enter play in an “unrevealed” state, so that the side with no shroud value
    and/or clue value is faceup." "- A location with its shroud/clue value side faceup is in the “revealed” state." """
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["locations"][1]["revealed"] = False
    trace = run(data)
    assert at(trace, "enters Attic") < at(trace, "Attic is revealed: the first time it is entered")
    assert trace.final_state["locations"]["Attic"]["revealed"]


def test_a_ready_card_cannot_ready_again():
    """[ahlcg/rr/ready] "- A ready card cannot ready again (it must first be exhausted, typically by a game step or card
    ability)." "- When an exhausted card readies, it is returned to the upright state." "It is then said to be in a ready
    state." — readying both: the exhausted one readies, the ready one does not, so the effect does not resolve in
    full and its post-then aspect does not resolve."""
    lamps = [{"name": "Lamp", "type": "asset", "controller": "Roland Banks", "exhausted": True},
             {"name": "Torch", "type": "asset", "controller": "Roland Banks"}]
    data = world(cards=lamps, do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Ready Lamp and Torch. Then, gain 1 resource.",
                                              "effects": [{"effect": "ready", "to": "Lamp"},
                                                          {"effect": "ready", "to": "Torch"},
                                                          {"effect": "gain-resources", "amount": 1, "then": True}]}]
    trace = run(data)
    at(trace, "Lamp is readied")
    at(trace, "Torch is already ready")
    assert not trace.final_state["cards"]["Lamp"]["exhausted"]
    assert _roland(trace)["resources"] == 5


def test_cards_enter_play_ready():
    """[ahlcg/rr/ready] "- The default state in which cards enter play is ready." [ahlcg/rr/in-play-and-out-of-play] "- A card enters play
    when it transitions from an out-of-play origin to an in play area." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Lamp"}])
    data["investigators"][0]["hand"] = [{"name": "Lamp", "type": "asset", "cost": 1}]
    trace = run(data)
    lamp = trace.final_state["cards"]["Lamp"]
    assert lamp["zone"] == "play" and not lamp["exhausted"]


def test_revealing_a_location_places_clues_equal_to_its_clue_value_only_the_first_time():
    """[ahlcg/rr/clues] "- The first time an investigator enters a location, that location is revealed (turned face-up)
    and a number of clues equal to that location’s clue value are placed on that location (from the token pool)."
    [ahlcg/rr/location-cards] "- The first time a location is entered by an investigator, that location is revealed by
    turning it to its other side and placing a number of clues on it equal to its clue value (this may occur during
    setup)." [ahlcg/rr/move] "- If an investigator moves to an unrevealed location, that location is revealed by
    turning it to its other side, and placing a number of clues on it equal to its clue value." — Roland enters, leaves
    and enters again: the clues are placed once."""
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Attic"},
                     {"who": "Roland Banks", "action": "move", "to": "Hall"},
                     {"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["locations"][1].update({"revealed": False, "clues": 0, "clue-value": 2})
    trace = run(data)
    assert at(trace, "Attic is revealed") < at(trace, "2 clues placed on Attic, its clue value")
    assert len([s for s in trace.steps if "placed on Attic, its clue value" in s.text]) == 1
    assert trace.final_state["locations"]["Attic"]["clues"] == 2


def test_clues_already_on_an_unrevealed_location_stay_and_its_clue_value_is_added():
    """[ahlcg/faq/q-if-there-are-clues-or-cards-at-an] "Any clues or cards at an unrevealed location remain where they are
    when the location is revealed." "This includes clues physically placed on the location, enemies or assets at that
    location, and cards attached to that location." "Clues that are placed on the newly revealed location from its clue
    value are simply added to the clues that were already on that location when it was revealed." """
    data = world(cards=[{"name": "Rat", "type": "enemy", "location": "Attic", "exhausted": True, "health": 1}],
                 do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["locations"][1].update({"revealed": False, "clues": 1, "clue-value": 2})
    trace = run(data)
    at(trace, "clues 1 → 3")
    assert trace.final_state["locations"]["Attic"]["clues"] == 3
    assert trace.final_state["cards"]["Rat"]["location"] == "Attic"
