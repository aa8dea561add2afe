"""A constant ability active only while its condition holds, whatever the constant does — a cost or a difficulty
modifier, a skill modifier — with the conditions on a card's place and control the card reader composes ("While
Clasp of Black Onyx is in your hand", "While Lita Chantler is not controlled by a player", "… while you have 3 or
fewer remaining sanity"), each replayed from the rules' sentences."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world

from kb.engine.situation.errors import SituationError


def _clasp(where: str) -> dict[str, Any]:
    """Roland plays a Flashlight (cost 2) with a card whose constant works while it is in its owner's hand, held in
    ``where``: his hand, or his threat area (in play)."""
    clasp = {"name": "Clasp of Black Onyx", "type": "treachery", "abilities": [
        {"kind": "constant", "text": "While Clasp of Black Onyx is in your hand, increase the cost of each card you "
                                     "play by 1.",
         "applies-to": {"event": "play-card", "who": "you"}, "cost-modifier": 1,
         "condition": {"card": "self", "state": "in-your-hand"}}]}
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Flashlight"}])
    data["investigators"][0]["hand"] = [{"name": "Flashlight", "type": "asset", "cost": 2, "traits": ["Item"]}]
    if where == "hand":
        data["investigators"][0]["hand"].append(clasp)
    else:
        data["cards"] = [{**clasp, "threat-area": "Roland Banks"}]
    return data


def test_a_constant_that_references_its_use_from_the_hand_interacts_from_there():
    """[ahlcg/rr/ability] "Card abilities only interact with the game if the card bearing the ability is in play,
    unless the ability (or rules for the cardtype) specifically references its use from an out-of-play area." —
    "While Clasp of Black Onyx is in your hand, increase the cost …": held in Roland's hand, his Flashlight costs
    3."""
    trace = run(_clasp("hand"))
    at(trace, "Step 1: cost modifiers apply (Clasp of Black Onyx): 2 → 3 resources")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 2


def test_a_constant_while_its_card_is_in_your_hand_is_inactive_once_the_card_is_in_play():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified
    condition is met." — the same Clasp in Roland's threat area is in play but not in his hand: the Flashlight costs
    its printed 2."""
    trace = run(_clasp("threat-area"))
    assert absent(trace, "cost modifiers apply")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 3


def _parlor(controller: str | None) -> dict[str, Any]:
    """Roland investigates Hall, whose shroud is +2 while Lita (at Hall) is controlled by no player; ``controller``:
    who controls Lita (None: no one)."""
    data = world(cards=[{"name": "Lita Chantler", "type": "asset", "location": "Hall", "controller": controller}],
                 do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}])
    data["locations"][0]["abilities"] = [
        {"kind": "constant", "text": "While Lita Chantler is not controlled by a player, Hall gets +2 shroud.",
         "applies-to": {"event": "skill-test-begins", "via": "investigate", "what": "self"}, "difficulty-modifier": 2,
         "condition": {"card": "Lita Chantler", "state": "not-controlled-by-any"}}]
    return data


def test_a_constant_while_a_card_is_controlled_by_no_player_follows_its_control():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified
    condition is met." — "While Lita Chantler is not controlled by a player, Hall gets +2 shroud": with Lita in play
    under no one's control Hall's shroud is 4; once Agnes controls her, 2."""
    alone = run(_parlor(None))
    at(alone, "Constant abilities modify the value tested against: +2 (Hall); the difficulty of this skill test is "
              "2 → 4")
    taken = run(_parlor("Agnes Baker"))
    assert absent(taken, "+2 (Hall)")


def test_an_asset_in_play_with_a_null_controller_is_controlled_by_no_one():
    """[ahlcg/rr/ownership-and-control] Bad input and its converse: a story asset in play "controller: null" is
    controlled by no one (no investigator is taken for it), and a controller naming no investigator is refused."""
    trace = run(_parlor(None))
    assert absent(trace, "names no controller")
    data = _parlor("Nobody")
    try:
        run(data)
    except SituationError as error:
        assert "cards[0].controller" in str(error)
    else:
        raise AssertionError("a controller naming no investigator was accepted")


def _cloak(horror: int) -> dict[str, Any]:
    """Roland, with "You get +1 [combat] while you have 3 or fewer remaining sanity" (sanity 5), fights a Ghoul."""
    data = world(cards=[{"name": "Ghoul", "type": "enemy", "health": 3, "fight": 3, "evade": 3, "location": "Hall",
                         "engaged": "Roland Banks", "attack": {"damage": 1, "horror": 0}}],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    data["investigators"][0]["horror"] = horror
    data["investigators"][0]["abilities"] = [
        {"kind": "constant", "text": "You get +1 [combat] while you have 3 or fewer remaining sanity.",
         "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "combat"}, "skill-modifier": 1,
         "condition": {"count": "remaining-sanity", "at-most": 3}}]
    return data


def test_a_trailing_while_on_a_skill_modifier_is_recounted_when_the_test_begins():
    """[ahlcg/rr/ability/constant-abilities] "Some constant abilities continuously seek a specific condition, denoted
    by words such as “during” or “while.”" — with 2 horror on him (remaining sanity 3) Roland fights at combat 5;
    with 1 (remaining sanity 4), at his printed 4."""
    hurt = run(_cloak(2))
    assert "combat 4 + 1 (Roland Banks) = 5" in hurt.steps[at(hurt, "ST.5")].text
    fresh = run(_cloak(1))
    assert "combat 4 = 4" in fresh.steps[at(fresh, "ST.5")].text


_LITA = ('While you control Lita Chantler, she gains:\n"Each investigator at your location gets +1 [combat].\n'
         '[reaction] When an investigator at your location successfully attacks a [[Monster]] enemy: That investigator '
         'deals +1 damage."')


def _lita(controller: str | None) -> dict[str, Any]:
    """Roland fights a Ghoul at Hall, where Lita Chantler (her printed text, read by the card reader) is in play under
    ``controller``'s control (None: no one's)."""
    lita = {"name": "Lita Chantler", "type": "asset", "location": "Hall", "controller": controller, "text": _LITA}
    ghoul = {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 3, "evade": 3, "location": "Hall",
             "engaged": "Roland Banks", "attack": {"damage": 1, "horror": 0}}
    return world(cards=[lita, ghoul], do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul",
                                           "result": "fail"}])


def test_an_ability_a_card_gains_while_a_condition_holds_functions_only_then():
    """[ahlcg/rr/gains] "If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the
    card functions as if it possesses the gained characteristic." — Lita Chantler's printed "While you control Lita
    Chantler, she gains: "Each investigator at your location gets +1 [combat]. …"": controlled by Agnes at Hall,
    Roland fights at combat 5; in play under no one's control, she gives nothing (combat 4)."""
    kept = run(_lita("Agnes Baker"))
    assert "combat 4 + 1 (Lita Chantler) = 5" in kept.steps[at(kept, "ST.5")].text
    alone = run(_lita(None))
    assert "combat 4 = 4" in alone.steps[at(alone, "ST.5")].text


def _key_of_ys(horror: int) -> dict[str, Any]:
    """Roland fights with "You get +1 to each of your skills for each horror on Key of Ys" and ``horror`` on it."""
    key = {"name": "Key of Ys", "type": "asset", "controller": "Roland Banks", "sanity": 4, "horror": horror,
           "abilities": [{"kind": "constant", "text": "You get +1 to each of your skills for each horror on Key of Ys.",
                          "applies-to": {"event": "skill-test-begins", "who": "you"}, "skill-modifier": 1,
                          "for-each": "horror-on:self"}]}
    data = _cloak(0)
    data["investigators"][0]["abilities"] = []
    data["cards"].append(key)
    return data


def test_a_skill_modifier_for_each_is_counted_as_the_skill_value_is_read():
    """[ahlcg/rr/modifiers] "The game state constantly checks and (if necessary) updates the count of any variable
    value or quantity that is being modified." — "+1 to each of your skills for each horror on Key of Ys": with 2
    horror on it Roland fights at combat 4 + 2; with none, at 4."""
    two = run(_key_of_ys(2))
    assert "combat 4 + 2 (Key of Ys) = 6" in two.steps[at(two, "ST.5")].text
    none = run(_key_of_ys(0))
    assert "combat 4 = 4" in none.steps[at(none, "ST.5")].text


def test_for_each_multiplies_only_a_constants_value_modifier():
    """[ahlcg/rr/modifiers] Bad input: a ``for-each`` on a constant with no value modifier is refused, naming the
    modifiers it may multiply (a skill modifier among them)."""
    data = _key_of_ys(1)
    ability = data["cards"][-1]["abilities"][0]
    del ability["skill-modifier"]
    ability["cannot"] = True
    try:
        run(data)
    except SituationError as error:
        assert "'skill-modifier'" in str(error)
    else:
        raise AssertionError("a for-each with no value modifier was accepted")


def test_a_constant_a_revelation_states_after_putting_its_card_into_play_applies_while_it_is_in_play():
    """[ahlcg/rr/ability/constant-abilities] "Constant abilities are always interacting with the game state as long as
    the card is in play." — a treachery's printed "Revelation – Put Dread into play in your threat area. You get -1
    [combat].", in Roland's threat area: he fights at combat 3."""
    data = _cloak(0)
    data["investigators"][0]["abilities"] = []
    data["cards"].append({"name": "Dread", "type": "treachery", "threat-area": "Roland Banks",
                          "text": "Revelation – Put Dread into play in your threat area. You get -1 [combat]."})
    trace = run(data)
    assert "combat 4 \u2212 1 (Dread) = 3" in trace.steps[at(trace, "ST.5")].text


def _leo(resources: int) -> dict[str, Any]:
    """Roland's turn with an asset printed "While you have 5 or more resources, you may take an additional action
    during your turn." (read by the card reader), starting with ``resources``; he takes the resource action 4 times."""
    data = world(start="2.2", until="2.2.1", do=[{"who": "Roland Banks", "action": "resource"}] * 4,
                 cards=[{"name": "Leo", "type": "asset", "controller": "Roland Banks",
                         "text": "While you have 5 or more resources, you may take an additional action during your "
                                 "turn."}])
    data["investigators"][0]["resources"] = resources
    return data


def test_a_condition_printed_around_any_constant_gates_it_the_additional_action_too():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified
    condition is met." — with 4 resources Roland has no additional action until his first resource action brings him
    to 5: then it is there, and he takes four actions in all; from 1 resource it never is (three actions, 4
    resources)."""
    reached = run(_leo(4))
    k = at(reached, "Leo's constant ability is active: Roland Banks may take an additional action")
    assert k > at(reached, "resources 4 \u2192 5")
    assert reached.final_state["investigators"]["Roland Banks"]["resources"] == 4 + 4
    short = run(_leo(1))
    assert absent(short, "Leo's constant ability is active")
    assert short.final_state["investigators"]["Roland Banks"]["resources"] == 1 + 3


def _dread(moves: int) -> dict[str, Any]:
    """Roland, with "You cannot move more than once each turn" in his threat area, moves ``moves`` times between the
    Hall and the Attic, then ends his turn and (a new round's turn) moves again."""
    dread = {"name": "Whispers in Your Head (Dread)", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        {"kind": "constant", "text": "You cannot move more than once each turn.",
         "applies-to": {"event": "move", "who": "you"}, "cannot": True,
         "condition": {"count": "move-you-made-this-turn", "at-least": 1}}]}
    places = ["Attic", "Hall", "Attic"]
    return world(cards=[dread], do=[{"who": "Roland Banks", "action": "move", "to": places[k]} for k in range(moves)])


def test_a_cannot_while_you_have_moved_this_turn_lets_the_first_move_happen_and_no_other():
    """[ahlcg/rr/cannot] "The word “cannot” is absolute, and cannot be countermanded by other abilities."
    [ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified condition is
    met." — "You cannot move more than once each turn": Roland's first move enters the Attic; his second has no valid
    destination, so it is not taken (Move: "the move cannot be attempted"), and he stays there with that action unspent."""
    trace = run(_dread(2))
    first = at(trace, "Roland Banks leaves Hall and enters Attic")
    assert at(trace, "cannot move from Attic to Hall (Whispers in Your Head (Dread)", first) > first
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["location"], roland["actions"]) == ("Attic", 2)
    assert absent(run(_dread(1)), "cannot move")
