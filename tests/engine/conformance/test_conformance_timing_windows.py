"""When, after and forced: the order of a triggering condition's windows and of the sequences nested in them.

Each test builds the smallest situation in which the sentence it quotes decides the order, and asserts
that order (and what the sentence forbids) on the trace. Docstrings name the entry in brackets and
quote the sentence: the sentence table (``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _ghoul(name="Ghoul", engaged="Roland Banks", **more):
    return {"name": name, "type": "enemy", "engaged": engaged, "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, **more}


def _enemy_phase(*cards, **top):
    return world(round=2, start="3.1", until="3.4", cards=list(cards), **top)


def _forced(timing, trigger, effects, text):
    return reaction(timing, trigger, effects, text, kind="forced")


def _draw():
    return [{"effect": "draw", "amount": 1}]


def test_a_when_forced_ability_initiates_before_the_attack_is_dealt():
    """[ahlcg/rr/ability/forced-abilities] "- A forced ability with a timing point beginning with the word
    “when...” automatically initiates as soon as the specified timing point is reached, but before its impact
    upon the game state resolves." """
    data = _enemy_phase(_ghoul())
    data["investigators"][0]["abilities"] = [
        _forced("when", {"event": "enemy-attack", "who": "you"}, _draw(), "Forced – When an enemy attacks you: draw 1.")]
    trace = run(data)
    attack = at(trace, "Ghoul makes its enemy-phase attack")
    forced = at(trace, "Roland Banks [forced]")
    dealt = at(trace, "1 damage on Roland Banks")
    assert attack < forced < dealt


def test_every_forced_ability_of_a_timing_point_resolves_before_any_reaction_to_it():
    """[ahlcg/rr/ability/forced-abilities] "- For any given timing point, all forced abilities initiated in reference
    to that timing point must resolve before any [reaction] abilites (see below) referencing the same timing point in
    the same manner may be initiated." "For any given timing point, all forced abilities initiated in reference to
    that timing point must resolve before any abilities (see below) referencing the same timing point in the same
    manner may be initiated." — the reaction is listed first on the card, the forced ability still goes first."""
    data = _enemy_phase(_ghoul())
    data["investigators"][0]["abilities"] = [
        reaction("when", {"event": "enemy-attack", "who": "you"}, gain(), "When an enemy attacks you: gain 1."),
        _forced("when", {"event": "enemy-attack", "who": "you"}, _draw(), "Forced – When an enemy attacks you: draw 1.")]
    data["investigators"][1]["abilities"] = [
        _forced("when", {"event": "enemy-attack", "who": "Roland Banks"}, _draw(),
                "Forced – When an enemy attacks Roland: draw 1.")]
    trace = run(data)
    reacted = at(trace, "Roland Banks [reaction]")
    assert at(trace, "Roland Banks [forced]") < reacted
    assert at(trace, "Agnes Baker [forced]") < reacted


def test_a_when_reaction_resolves_after_the_attack_initiates_and_before_its_damage():
    """[ahlcg/rr/ability/triggered-abilities] "- A [reaction] ability with a triggering condition beginning with the
    word “when...” may be used after the specified triggering condition initiates, but before its impact upon the
    game state resolves." [ahlcg/rr/when] "The resolution of a “when” ability interrupts the resolution of its
    timing point or triggering condition." """
    data = _enemy_phase(_ghoul())
    data["investigators"][0]["abilities"] = [
        reaction("when", {"event": "enemy-attack", "who": "you"}, gain(), "When an enemy attacks you: gain 1.")]
    trace = run(data)
    assert at(trace, "Ghoul makes its enemy-phase attack") < at(trace, "Roland Banks [reaction]") \
        < at(trace, "1 damage on Roland Banks")


def test_an_after_reaction_resolves_immediately_after_the_impact_and_before_the_next_attack():
    """[ahlcg/rr/ability/triggered-abilities] "- A [reaction] ability with a triggering condition beginning with the
    word “after...” may be used immediately after that triggering condition’s impact upon the game state has
    resolved." Two enemies attack Roland in turn: the reaction to the first attack's damage comes after that damage
    is on him and before the second enemy attacks."""
    data = _enemy_phase(_ghoul(), _ghoul("Rat"), choices=[{"decision": "order", "among": ["Ghoul", "Rat"]}])
    data["investigators"][0]["abilities"] = [
        reaction("after", {"event": "damage-dealt", "who": "you"}, gain(), "After you take damage: gain 1.",
                 limit={"count": 1, "per": "round"})]
    trace = run(data)
    dealt = at(trace, "1 damage on Roland Banks (0 → 1")
    reacted = at(trace, "Roland Banks [reaction]")
    second = at(trace, "Rat makes its enemy-phase attack")
    assert dealt < reacted < second


def test_when_effects_then_the_condition_then_after_effects():
    """[ahlcg/faq/1-4] "Each time a triggering condition occurs, the following sequence is followed: (1) execute
    “when…” effects that interrupt that triggering condition, (2) resolve the triggering condition, and then, (3)
    execute “after…” effects in response to that triggering condition." """
    data = _enemy_phase(_ghoul())
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "enemy-attack", "who": "Roland Banks"}, gain(), "After an enemy attacks Roland: gain 1."),
        reaction("when", {"event": "enemy-attack", "who": "Roland Banks"}, _draw(), "When an enemy attacks Roland: draw 1.")]
    trace = run(data)
    when = at(trace, "When an enemy attacks Roland")
    dealt = at(trace, "1 damage on Roland Banks")
    after = at(trace, "After an enemy attacks Roland")
    assert when < dealt < after


def test_a_reaction_that_raises_a_new_condition_nests_a_sequence_resolved_last_in_first_out():
    """[ahlcg/faq/1-4] "Within this sequence, if the use of a [reaction] or Forced ability leads to a new triggering
    condition, the game pauses and starts a new sequence: (1) execute “when…” effects that interrupt the new
    triggering condition, (2) resolve the new triggering condition, and then, (3) execute “after…” effects in response
    to the new triggering condition." "This is called a nested sequence." "Once this nested sequence is completed,
    the game returns to where it left off, continuing with the original triggering condition’s sequence." "It is
    possible that a nested sequence generates further triggering conditions (and hence more nested sequences)." "In
    effect, these sequences are resolved in a Last In, First Out (LIFO) manner." [ahlcg/glossary/nested-sequences]
    "Within this sequence, if the use of a or Forced ability leads to a new triggering condition, the game pauses and
    starts a new sequence" — Roland's reaction to the attack draws a card; Agnes's reaction to that draw gains a
    resource; a Forced ability on her gaining deals her horror. All of that completes, innermost first, before the
    attack's damage is placed."""
    data = _enemy_phase(_ghoul())
    data["investigators"][0]["abilities"] = [
        reaction("when", {"event": "enemy-attack", "who": "you"}, _draw(), "When an enemy attacks you: draw 1.")]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "draw-cards", "who": "Roland Banks"}, gain(), "After Roland draws: gain 1."),
        _forced("after", {"event": "gain-resources", "who": "you"},
                [{"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}], "Forced – After you gain: 1 horror.")]
    trace = run(data)
    outer = at(trace, "Roland Banks [reaction]")
    draw = at(trace, "Roland Banks draws: Card A")
    middle = at(trace, "Agnes Baker [reaction]")
    inner = at(trace, "Agnes Baker [forced]")
    horror = at(trace, "1 horror on Agnes Baker")
    attack_dealt = at(trace, "1 damage on Roland Banks")
    assert outer < draw < middle < inner < horror < attack_dealt
    assert trace.steps[outer].depth < trace.steps[middle].depth < trace.steps[inner].depth


def test_every_investigator_may_react_to_one_condition_before_the_game_moves_on():
    """[ahlcg/faq/1-3] "When a triggering condition resolves, investigators are granted the opportunity to resolve
    [reaction] abilities in response to that triggering condition." "It is only after all investigators have passed
    their reaction opportunity that the game moves forward." [ahlcg/glossary/reaction-opportunities] "When a
    triggering condition resolves, investigators are granted the opportunity to resolve abilities in response to
    that triggering condition." "Using a ability in response to a triggering condition does not prevent other
    abilities from being used in response to that same triggering condition." """
    data = world(do=[{"who": "Roland Banks", "action": "resource"}, {"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["abilities"] = [
        reaction("after", {"event": "gain-resources", "who": "you"}, _draw(), "After you gain resources: draw 1.")]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "gain-resources", "who": "Roland Banks"}, gain(), "After Roland gains: gain 1.")]
    trace = run(data)
    roland = at(trace, "Roland Banks [reaction]")
    agnes = at(trace, "Agnes Baker [reaction]")
    next_action = at(trace, "takes an action (2 left)")
    assert max(roland, agnes) < next_action
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_two_copies_of_one_reaction_are_each_used_once_for_one_timing_point():
    """[ahlcg/rr/triggering-condition] "- Each eligible ability that triggers in reference to a specified timing point
    may be used once each time that timing point occurs." "- If multiple instances of the same ability are eligible to
    initiate, each instance may be used once." [ahlcg/rr/ability] "- If multiple instances of the same ability are in
    play, each instance interacts with (or may interact with) the game state individually." """
    charm = {"type": "asset", "controller": "Roland Banks", "abilities": [
        reaction("after", {"event": "gain-resources", "who": "you"}, _draw(), "After you gain resources: draw 1.")]}
    data = world(cards=[dict(charm, name="Lucky Charm"), dict(charm, name="Lucky Charm #2")],
                 do=[{"who": "Roland Banks", "action": "resource"}, {"who": "Roland Banks", "action": "resource"}])
    data["investigators"][0]["deck"] = ["C1", "C2", "C3", "C4", "C5"]
    trace = run(data)
    used = [s for s in trace.steps if s.kind.value == "ability" and "Lucky Charm" in s.text]
    assert len(used) == 4  # each copy once, at each of the two timing points
    assert len(trace.final_state["investigators"]["Roland Banks"]["hand"]) == 4


def test_every_aspect_of_an_effect_resolves_before_the_after_reactions_it_raised():
    """[ahlcg/rr/effects] "- All aspects of an effect have timing priority over all “after...” triggering conditions
    that might arise as a consequence of that effect." — "gain 2 resources and draw 1 card": the reaction to the gain
    waits for the draw."""
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Gain 2 resources and draw 1 card.",
         "effects": [{"effect": "gain-resources", "amount": 2}, {"effect": "draw", "amount": 1}]}]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "gain-resources", "who": "Roland Banks"}, gain(), "After Roland gains: gain 1.")]
    trace = run(data)
    assert at(trace, "Roland Banks draws: Card A") < at(trace, "Agnes Baker [reaction]")


def test_a_free_ability_may_be_used_in_any_player_window():
    """[ahlcg/rr/ability/triggered-abilities] "Free triggered abilities ([free])—A [free] triggered ability may be
    triggered as a player ability during any player window." [ahlcg/rr/triggered-abilities] "- The [free] icon
    indicates a free triggered ability that does not cost an action and may be used during any player window." 
    [ahlcg/rr/appendix-ii] "Players may use [free] triggered abilities in these windows." —
    used in the enemy phase's window, it costs no action."""
    data = _enemy_phase(do=[{"who": "Roland Banks", "use": "Roland Banks", "window": "3.2"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "[free]: Gain 1 resource.", "effects": gain()}]
    trace = run(data)
    window = at(trace, "Player window")
    used = at(trace, "Roland Banks uses Roland Banks's [free] ability")
    assert window < used < at(trace, "3.3 Roland Banks")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6
    assert trace.final_state["investigators"]["Roland Banks"]["actions"] == 3


def test_a_reaction_may_be_triggered_whenever_its_condition_is_met_even_outside_a_turn():
    """[ahlcg/rr/ability/triggered-abilities] "Reaction triggered abilities ([reaction])—A [reaction] triggered ability
    with a specified triggering condition may be triggered any time that triggering condition is met."
    [ahlcg/rr/triggered-abilities] "- The [reaction] indicates a reaction triggered ability that does not cost an
    action and may be used any time its triggering condition is met." — in the upkeep phase."""
    data = world(round=2, start="4.4", until="4.4")
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "gain-resources", "who": "Roland Banks"}, gain(), "After Roland gains: gain 1.")]
    trace = run(data)
    assert at(trace, "4.4") < at(trace, "Agnes Baker [reaction]")
    assert absent(trace, "takes an action")
