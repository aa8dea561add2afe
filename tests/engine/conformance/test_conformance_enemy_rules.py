"""Enemies: attacks of opportunity, engagement, evading and fighting, the enemy phase's attacks, and the keywords
that change them (massive, aloof, hunter, prey), each replayed from the sentence that rules it.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world


def _enemy(name="Ghoul", **more):
    return {"name": name, "type": "enemy", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, **more}


def _state(trace, name):
    return trace.final_state["cards"][name]


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def test_an_attack_of_opportunity_deals_the_enemys_damage_and_horror_and_does_not_exhaust_it():
    """[ahlcg/rr/attack-of-opportunity] "Each attack deals that enemy’s damage and horror to the investigator." "- An
    enemy does not exhaust while making an attack of opportunity." [ahlcg/rr/enemy-cards] "- If an investigator is
    engaged with a ready enemy and takes an action other than to fight, to evade, or to activate a parley or resign
    ability, that enemy makes an attack of opportunity (see “Attack of Opportunity” on page 5)." 
    [ahlcg/rr/attack-of-opportunity] "(Added in FAQ, section ’Game Play’, point 1.1) Attacks of Opportunity are only
    triggered when 1 or more of an investigator’s actions are being spent or used to trigger an ability or action." """
    trace = run(world(cards=[_enemy(engaged="Roland Banks", attack={"damage": 2, "horror": 1})],
                      do=[{"who": "Roland Banks", "action": "resource"}]))
    aoo = at(trace, "Ghoul makes an attack of opportunity against Roland Banks")
    assert aoo < at(trace, "Roland Banks gains 1 resource")
    assert _roland(trace)["damage"] == 2 and _roland(trace)["horror"] == 1
    assert not _state(trace, "Ghoul")["exhausted"]


def test_an_exhausted_engaged_enemy_makes_no_attack_of_opportunity():
    """[ahlcg/rr/enemy-cards] "- If an investigator is engaged with a ready enemy and takes an action other than to
    fight, to evade, or to activate a parley or resign ability, that enemy makes an attack of opportunity (see “Attack
    of Opportunity” on page 5)." — only a ready one."""
    trace = run(world(cards=[_enemy(engaged="Roland Banks", exhausted=True)],
                      do=[{"who": "Roland Banks", "action": "resource"}]))
    assert absent(trace, "attack of opportunity against")
    assert _roland(trace)["damage"] == 0


def test_attacks_of_opportunity_come_in_the_order_the_investigator_chooses():
    """[ahlcg/rr/2-2-1] "Important: When an investigator is engaged with one or more enemies and takes an action other
    than to fight, to evade, or to activate a parley or resign ability, each of those enemies makes an attack of
    opportunity against the investigator, in the order of the investigator’s choosing." """
    data = world(cards=[_enemy(engaged="Roland Banks"), _enemy("Rat", engaged="Roland Banks")],
                 do=[{"who": "Roland Banks", "action": "draw"}],
                 choices=[{"decision": "order", "among": ["Rat", "Ghoul"]}])
    trace = run(data)
    rat = at(trace, "Rat makes an attack of opportunity")
    ghoul = at(trace, "Ghoul makes an attack of opportunity")
    assert rat < ghoul < at(trace, "Roland Banks draws 1 card")


def test_evading_exhausts_the_enemy_and_moves_it_out_of_the_threat_area_to_the_location():
    """[ahlcg/rr/evade-evade-action] "To evade an enemy engaged with an investigator, that investigator makes an agility
    test against the enemy’s evade value (see “Skill Tests” on page 18)." "If the test is successful, the investigator
    successfully evades the enemy (see below)." "(This occurs during step 7 of the skill test, per “ST.7 Apply skill
    test results” on page 26.)" "- Any time an enemy is evaded (whether by an evade action, or by card ability), the
    enemy is exhausted (if it was ready) and the engagement is broken." "Move the enemy from the investigator’s threat
    area to the investigator’s location to mark that it is no longer engaged with that investigator." [ahlcg/rr/2-2-1]
    "- Attempt to evade an enemy engaged with you." """
    trace = run(world(cards=[_enemy(engaged="Roland Banks", evade=3)],
                      do=[{"who": "Roland Banks", "action": "evade", "enemy": "Ghoul", "result": "success"}]))
    st1 = at(trace, "ST.1")
    assert "agility test" in trace.steps[st1].text and "evade 3" in trace.steps[st1].text
    st7 = at(trace, "ST.7")
    evaded = at(trace, "Ghoul is exhausted and no longer engaged")
    assert st7 < evaded < at(trace, "ST.8")
    ghoul = _state(trace, "Ghoul")
    assert ghoul["exhausted"] and ghoul["engaged"] is None and ghoul["location"] == "Hall"


def test_a_failed_evasion_leaves_the_enemy_engaged_and_ready():
    """[ahlcg/rr/evade-evade-action] "If the test is successful, the investigator successfully evades the enemy (see
    below)." — only then."""
    trace = run(world(cards=[_enemy(engaged="Roland Banks")],
                      do=[{"who": "Roland Banks", "action": "evade", "enemy": "Ghoul", "result": "fail"}]))
    ghoul = _state(trace, "Ghoul")
    assert not ghoul["exhausted"] and ghoul["engaged"] == "Roland Banks"


def test_a_successful_attack_deals_one_damage_at_st7_and_a_failed_one_none():
    """[ahlcg/rr/fight-action] "To fight an enemy at his or her location, an investigator resolves an attack against
    that enemy by making a combat test against the enemy’s fight value (see “Skill Tests” on page 18)." "If the test is
    successful, the attack succeeds and damage is dealt to the attacked enemy." "The default damage dealt by an attack
    is 1." "(This occurs during step 7 of the skill test, per “ST.7 Apply skill test results” on page 26.)" "If the test
    fails, no damage is dealt to the attacked enemy." [ahlcg/rr/difficulty-skill-tests] "- When attacking an enemy, the
    base difficulty of the skill test is the enemy’s fight value." [ahlcg/rr/2-2-1] "- Fight an enemy at your location." """
    trace = run(world(cards=[_enemy(engaged="Roland Banks", fight=4)], do=[
        {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "success"},
        {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]))
    st1 = at(trace, "ST.1")
    assert "combat test" in trace.steps[st1].text and "fight 4" in trace.steps[st1].text
    assert at(trace, "ST.7") < at(trace, "1 damage on Ghoul") < at(trace, "ST.8")
    assert _state(trace, "Ghoul")["damage"] == 1


def test_any_enemy_at_the_location_may_be_fought_even_one_engaged_with_another_investigator():
    """[ahlcg/rr/fight-action] "- An investigator may fight any enemy at his or her location, including: an enemy he or
    she is engaged with, an unengaged enemy at the same location, or an enemy engaged with another investigator who is
    at the same location." """
    trace = run(world(cards=[_enemy(engaged="Agnes Baker"), _enemy("Rat", location="Hall", exhausted=True)], do=[
        {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "success"},
        {"who": "Roland Banks", "action": "fight", "enemy": "Rat", "result": "success"}]))
    assert _state(trace, "Ghoul")["damage"] == 1 and _state(trace, "Rat")["damage"] == 1
    assert _state(trace, "Ghoul")["engaged"] == "Agnes Baker"


def test_the_engage_action_takes_an_exhausted_or_aloof_enemy_into_the_threat_area():
    """[ahlcg/rr/engage-action] "To engage an enemy at the same location (for example, this could be done to engage an
    exhausted enemy, an aloof enemy, or an enemy engaged with another investigator), an investigator places the chosen
    enemy in his or her threat area." "The investigator and the enemy are now engaged." "- An investigator may perform
    the engage action to engage an enemy that is engaged with a different investigator at the same location."
    [ahlcg/faq/2-4] "When an investigator engages an enemy, that enemy has also engaged that investigator, and
    vice-versa." "There is no difference between engaging an enemy and being engaged by an enemy." [ahlcg/rr/engage-action]
    "(Added in FAQ, section ’Card Ability Interpretation’, point 2.3) When an investigator engages an enemy, that enemy
    has also engaged that investigator, and vice-versa." [ahlcg/rr/prey]
    "Other investigators may use the engage action or card abilities to engage the enemy." [ahlcg/rr/2-2-1] "- Engage an
    enemy at your location." """
    cards = [_enemy(location="Hall", exhausted=True), _enemy("Shy", location="Hall", keywords=["aloof"]),
             _enemy("Stalker", engaged="Agnes Baker", prey="Agnes Baker only")]
    trace = run(world(cards=cards, do=[{"who": "Roland Banks", "action": "engage", "enemy": name}
                                       for name in ("Ghoul", "Shy", "Stalker")]))
    for name in ("Ghoul", "Shy", "Stalker"):
        assert _state(trace, name)["engaged"] == "Roland Banks"


def test_an_engaged_enemy_is_in_the_threat_area_and_an_unengaged_one_at_a_location():
    """[ahlcg/rr/enemy-engagement] "While an enemy card is in play, it is either engaged with an investigator (and
    placed in that investigator’s threat area), or it is unengaged and at a location (and placed at that location)."
    [ahlcg/rr/threat-area] "- The cards in an investigator’s threat area are at the same location as the investigator."
    — the engaged enemy moves with Roland; the evaded one stays behind."""
    trace = run(world(cards=[_enemy(engaged="Roland Banks"), _enemy("Rat", engaged="Roland Banks", evade=1)], do=[
        {"who": "Roland Banks", "action": "evade", "enemy": "Rat", "result": "success"},
        {"who": "Roland Banks", "action": "move", "to": "Attic"}]))
    assert _state(trace, "Ghoul")["engaged"] == "Roland Banks"
    assert _state(trace, "Ghoul")["location"] == "Attic"
    assert _state(trace, "Rat")["engaged"] is None and _state(trace, "Rat")["location"] == "Hall"


def test_a_ready_unengaged_enemy_engages_an_investigator_who_enters_its_location():
    """[ahlcg/rr/enemy-cards] "- A ready, unengaged enemy engages any time it is at the same location as an
    investigator (see “Enemy Engagement” on page 10)." [ahlcg/rr/enemy-engagement] "There is no limit on the number of
    enemies that can be engaged with a single investigator." """
    trace = run(world(cards=[_enemy(location="Attic"), _enemy("Rat", location="Attic")],
                      do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}]))
    assert _state(trace, "Ghoul")["engaged"] == "Roland Banks"
    assert _state(trace, "Rat")["engaged"] == "Roland Banks"


def test_an_aloof_enemy_does_not_engage_on_its_own():
    """[ahlcg/rr/enemy-engagement] "- Note: An enemy with the Aloof keyword does not engage in the manner described
    above." """
    trace = run(world(cards=[_enemy(location="Attic", keywords=["aloof"])],
                      do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}]))
    assert _state(trace, "Ghoul")["engaged"] is None


def test_prey_decides_which_of_several_investigators_at_the_location_is_engaged():
    """[ahlcg/rr/enemy-engagement] "If there are multiple investigators at the same location as a ready unengaged
    enemy, follow the enemy’s prey instructions to determine which investigator is engaged." """
    data = world(cards=[_enemy(location="Hall", exhausted=True, prey="highest-willpower")], round=2,
                 start="4.3", until="4.3")
    trace = run(data)
    assert _state(trace, "Ghoul")["engaged"] == "Agnes Baker"  # willpower 5 to Roland's 3


def test_a_massive_ready_enemy_is_engaged_with_everyone_at_its_location_and_attacks_each():
    """[ahlcg/rr/massive] "A ready enemy with the massive keyword is considered to be engaged with each investigator at
    the same location as it." """
    trace = run(world(round=2, start="3.3", until="3.3", cards=[_enemy("Brute", location="Hall", keywords=["massive"])]))
    at(trace, "Brute makes its enemy-phase attack against Roland Banks")
    at(trace, "Brute makes its enemy-phase attack against Agnes Baker")
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 1


def test_an_exhausted_massive_enemy_is_engaged_with_no_one():
    """[ahlcg/rr/massive] "- An exhausted enemy with the massive keyword is not considered to be engaged with any
    investigators." — leaving its location provokes no attack of opportunity."""
    trace = run(world(cards=[_enemy("Brute", location="Hall", keywords=["massive"], exhausted=True)],
                      do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}]))
    assert absent(trace, "attack of opportunity against")


def test_each_ready_engaged_enemy_attacks_in_the_enemy_phase_and_an_exhausted_one_does_not():
    """[ahlcg/rr/3-3] "Each ready, engaged enemy makes an attack against the investigator to which it is engaged."
    [ahlcg/rr/enemy-cards] "- Engaged enemies attack during the Enemy Phase (see “III." """
    trace = run(world(round=2, start="3.3", until="3.3", cards=[
        _enemy(engaged="Roland Banks"), _enemy("Rat", engaged="Agnes Baker", exhausted=True)]))
    at(trace, "Ghoul makes its enemy-phase attack against Roland Banks")
    assert absent(trace, "Rat makes")
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 0


def test_after_each_investigators_attacks_a_player_window_then_the_next_after_the_last_one_to_3_4():
    """[ahlcg/rr/3-3] "After an investigator has resolved the attacks of the enemies he or she is engaged with, return
    to the previous player window." "After the final investigator resolves enemy attacks, proceed to the next player
    window." """
    trace = run(world(round=2, start="3.2", until="3.4", cards=[
        _enemy(engaged="Roland Banks"), _enemy("Rat", engaged="Agnes Baker")]))
    roland = at(trace, "3.3 Roland Banks resolves")
    window = at(trace, "Player window (after 3.2, and again", roland)
    agnes = at(trace, "3.3 Agnes Baker resolves")
    final = at(trace, "Player window (after the final investigator resolves enemy attacks", agnes)
    assert roland < window < agnes < final < at(trace, "3.4 Enemy phase ends", 1)


def test_a_hunter_moves_one_connection_along_the_shortest_path_toward_the_nearest_investigator():
    """[ahlcg/rr/hunter] "During the enemy phase (in framework step 3.2), each ready, unengaged enemy with the hunter
    keyword moves to a connecting location, along the shortest path towards the nearest investigator."
    [ahlcg/rr/enemy-cards] "- Enemies with the hunter keyword move during the Enemy Phase (see “III." [ahlcg/rr/keywords] "The
    application of all other keywords is mandatory." [ahlcg/rr/nearest] "The path to the nearest entity is the
    “shortest” path to that entity." "Nearest refers to the entity of the specified kind at a location that can be
    reached in the fewest number of connections" """
    data = world(round=2, start="3.2", until="3.2", cards=[_enemy("Wolf", location="Cellar", keywords=["hunter"]),
                                                              _enemy("Lazy", location="Cellar", keywords=["hunter"],
                                                                     exhausted=True)])
    data["locations"][1]["connections"] = ["Hall", "Cellar"]
    data["locations"].append({"name": "Cellar", "connections": ["Attic", "Vault"]})
    data["locations"].append({"name": "Vault", "connections": ["Cellar"]})
    trace = run(data)
    assert _state(trace, "Wolf")["location"] == "Attic"
    assert _state(trace, "Lazy")["location"] == "Cellar"


def test_a_hunter_between_equidistant_investigators_moves_toward_the_one_its_prey_prefers():
    """[ahlcg/rr/hunter] "- If there are multiple equidistant investigators who qualify as “the nearest investigator,”
    the enemy moves towards the one of those who best meets its prey instructions." [ahlcg/rr/prey] "- If an enemy that
    is moving towards the nearest investigator has a choice between multiple equidistant investigators, that enemy
    must select among those investigators the one who best meets its “prey” instructions." """
    data = world(round=2, start="3.2", until="3.2",
                 cards=[_enemy("Wolf", location="Cellar", keywords=["hunter"], prey="highest-willpower")])
    data["locations"] = [{"name": "Hall", "connections": ["Cellar"]}, {"name": "Attic", "connections": ["Cellar"]},
                         {"name": "Cellar", "connections": ["Hall", "Attic"]}]
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert _state(trace, "Wolf")["location"] == "Attic"  # Agnes has the higher willpower


def test_a_hunter_without_prey_between_equidistant_investigators_goes_where_the_lead_chooses():
    """[ahlcg/rr/hunter] "If none do, or if the enemy has no prey instructions, the lead investigator may choose an
    investigator for the enemy to move towards." [ahlcg/rr/lead-investigator] "- If there are ever multiple valid
    options for a choice or decision that must be made (for example, a hunter enemy that could move in two different
    directions), the lead investigator is the final arbiter in choosing among those options." """
    data = world(round=2, start="3.2", until="3.2", cards=[_enemy("Wolf", location="Cellar", keywords=["hunter"])],
                 choices=[{"decision": "target", "ability": "Wolf", "choose": "Agnes Baker"}])
    data["locations"] = [{"name": "Hall", "connections": ["Cellar"]}, {"name": "Attic", "connections": ["Cellar"]},
                         {"name": "Cellar", "connections": ["Hall", "Attic"]}]
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert _state(trace, "Wolf")["location"] == "Attic"


def test_a_keyword_from_two_sources_works_as_one_instance():
    """[ahlcg/rr/keywords] "- A single card that has and/or is gaining the same keyword from multiple sources functions as
    if it has one instance of that keyword." — hunter twice: the enemy moves one connection, not two."""
    data = world(round=2, start="3.2", until="3.2",
                 cards=[_enemy("Wolf", location="Vault", keywords=["hunter", "hunter"])],
                 choices=[{"decision": "target", "ability": "Wolf", "choose": "Roland Banks"}])
    data["locations"][1]["connections"] = ["Hall", "Cellar"]
    data["locations"] += [{"name": "Cellar", "connections": ["Attic", "Vault"]}, {"name": "Vault", "connections": ["Cellar"]}]
    trace = run(data)
    assert len([s for s in trace.steps if s.text.startswith("Wolf moves from")]) == 1
    assert _state(trace, "Wolf")["location"] == "Cellar"
