"""The rules' wording conventions, each replayed where a card's text relies on it: "a"/"an" in a condition, an
empty location, a card's own title and "this card", "resources you have", the card's text over the rules.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, run, world


def _enemy(name, **more):
    return {"name": name, "type": "enemy", "health": 3, "fight": 2, "evade": 2, "attack": {"damage": 1}, **more}


def _action(name, effects, condition=None, text="", **more):
    ability = {"kind": "action", "effects": effects, "text": text, **({"condition": condition} if condition else {})}
    return {"name": name, "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
            "abilities": [ability], **more}


def test_a_or_an_in_a_condition_is_met_by_one_or_more():
    """[ahlcg/rr/a-an] "When used to describe a condition, the words “a” or “an” are satisfied if one or more of the
    conditional elements are present." — "If there is an enemy at your location": two enemies meet it as one does;
    none does not."""
    lamp = _action("Lamp", gain(), {"count": "enemy-at-your-location", "at-least": 1},
                   "[action] If there is an enemy at your location: Gain 1 resource.")
    for enemies, resources in ((2, 6), (1, 6), (0, 5)):
        cards = [lamp] + [_enemy(f"Rat {n}", location="Hall", exhausted=True) for n in range(enemies)]
        trace = run(world(cards=cards, do=[{"who": "Roland Banks", "action": "activate", "card": "Lamp"}]))
        assert trace.final_state["investigators"]["Roland Banks"]["resources"] == resources


def test_an_empty_location_has_no_enemies_or_investigators_at_it():
    """[ahlcg/rr/empty-location] "An empty location is a location with no enemies or investigators at it." — the
    Lurker spawns at an empty location: not the Hall (investigators), not the Attic (an enemy), the Cellar."""
    data = world(cards=[_enemy("Rat", location="Attic")])
    data["locations"][0]["connections"] = ["Attic", "Cellar"]
    data["locations"].append({"name": "Cellar", "connections": ["Hall"], "clues": 0, "shroud": 1})
    data["encounter-deck"] = [_enemy("Lurker", spawn="an-empty-location")]
    data["investigators"][0]["abilities"] = [{"kind": "action", "text": "Draw the top card of the encounter deck.",
                                              "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"}]
    trace = run(data)
    at(trace, "Lurker spawns at Cellar")
    assert trace.final_state["cards"]["Lurker"]["location"] == "Cellar"
    data["locations"].pop()
    data["locations"][0]["connections"] = ["Attic"]
    trace = run(data)
    at(trace, "has no legal location: it does not spawn, and is discarded instead")


def test_a_card_naming_its_own_title_or_this_card_refers_to_itself_only():
    """[ahlcg/rr/self-referential-text] "When a card’s ability text refers to its own title, it is referring to itself
    only, and not to other copies (by title) of the card." "Self-referential abilities using the word “this” (e.g."
    "“this card”) refer only to the card on which the ability is located, and not to copies of that card." — two
    copies of Lantern in play: using one's "Exhaust this card" exhausts that copy alone, and "Discard Lantern" on the
    second copy discards only the second."""
    data = world(cards=[
        _action("Lantern", gain(), text="[action] Exhaust this card: Gain 1 resource."),
        _action("Lantern #2", [{"effect": "discard", "to": "self"}], text="[action] Discard Lantern.")],
        do=[{"who": "Roland Banks", "action": "activate", "card": "Lantern"},
            {"who": "Roland Banks", "action": "activate", "card": "Lantern #2"}])
    data["cards"][0]["abilities"][0]["cost"] = {"exhaust": True}
    trace = run(data)
    cards = trace.final_state["cards"]
    assert cards["Lantern"]["exhausted"] is True and cards["Lantern"]["zone"] == "play"
    assert cards["Lantern #2"]["exhausted"] is False and cards["Lantern #2"]["zone"] != "play"


def test_your_resources_are_only_those_in_your_resource_pool():
    """[ahlcg/faq/2-8] "If an ability refers to the number of “resources you have,” “your resources,” or any variation
    on the above, it is only referring to the number of resources in that investigator’s resource pool." "Resources on
    other cards that investigator controls do not count toward this total unless explicitly stated." [ahlcg/rr/resources]
    "- (Added in FAQ, section ’Card Ability Interpretation’, point 2.8) If an ability refers to the number of “resources
    you have,” “your resources,” or any variation on the above, it is only referring to the number of resources in that
    investigator’s resource pool." — 3 in Roland's pool and 4 on his Safe are not "5 or more resources"."""
    safe = {"name": "Safe", "type": "asset", "controller": "Roland Banks", "uses": 4, "use-type": "resources"}
    vault = _action("Vault", gain(), {"count": "resource-you-have", "at-least": 5},
                    "[action] If you have 5 or more resources: Gain 1 resource.")
    data = world(cards=[safe, vault], do=[{"who": "Roland Banks", "action": "activate", "card": "Vault"}])
    data["investigators"][0]["resources"] = 3
    trace = run(data)
    at(trace, "Not possible")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 3
    data["investigators"][0]["resources"] = 5
    assert run(data).final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_a_card_that_contradicts_the_rules_takes_precedence():
    """[ahlcg/rr/golden-rules] "If the text of a card directly contradicts the text of either the Rules Reference or
    the Learn to Play book, the text of the card takes precedence." — the rules let an investigator gain a resource as
    an action; "You cannot gain resources" on a card in play forbids it."""
    ban = {"name": "Frozen Assets", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        {"kind": "constant", "applies-to": {"event": "gain-resources", "who": "you"}, "cannot": True,
         "text": "You cannot gain resources."}]}
    data = world(cards=[ban], do=[{"who": "Roland Banks", "action": "resource"}])
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5
    data["cards"] = []
    assert run(data).final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_must_choose_an_option_that_could_change_the_game_state():
    """[ahlcg/rr/must] "If an investigator is instructed that he or she “must” choose among multiple options, the
    investigator is compelled to choose an option that has the potential to change the game state." — "You must either
    heal 1 damage or lose 1 resource": Roland has no damage, so naming the heal is refused and he loses a resource;
    with damage on him, the heal he names is taken."""
    verdict = {"name": "Verdict", "type": "event", "cost": 0, "effects": [{"effect": "either", "effects": [
        {"effect": "heal-damage", "amount": 1, "to": "you"}, {"effect": "lose-resources", "amount": 1}]}]}
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Verdict"}],
                 choices=[{"decision": "either", "option": 0}])
    data["investigators"][0]["hand"] = [verdict]
    trace = run(data)
    k = at(trace, "chooses (0) heal-damage 1 you (choices[0])")
    refused = at(trace, "could not change the game state: Roland Banks must choose an option that could", k)
    assert "ahlcg/rr/must" in trace.steps[refused].rules
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 4
    data["investigators"][0]["damage"] = 2
    trace = run(data)
    assert absent(trace, "must choose an option that could")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["damage"], roland["resources"]) == (1, 5)


def test_an_option_of_several_instructions_is_chosen_whole_and_resolves_in_order():
    """[ahlcg/rr/must] "If an investigator is instructed that he or she “must” choose among multiple options, the
    investigator is compelled to choose an option that has the potential to change the game state." — an option that
    says several things ("draw 1 card and gain 1 resource", a `sequence`) is one option: chosen, its instructions
    resolve in the order printed; it has that potential when one of them has."""
    def verdict(first):
        return {"name": "Verdict", "type": "event", "cost": 0, "effects": [{"effect": "either", "effects": [
            {"effect": "sequence", "effects": first, "text": "; ".join(e["effect"] for e in first)},
            {"effect": "lose-resources", "amount": 1}]}]}
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Verdict"}],
                 choices=[{"decision": "either", "option": 0}])
    data["investigators"][0]["hand"] = [verdict([{"effect": "draw", "amount": 1},
                                                 {"effect": "gain-resources", "amount": 1}])]
    trace = run(data)
    assert at(trace, "Roland Banks draws") < at(trace, "Roland Banks gains 1 resource")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["hand"] == ["Card A"] and roland["resources"] == 6
    data["investigators"][0]["hand"] = [verdict([{"effect": "heal-damage", "amount": 1, "to": "you"},
                                                 {"effect": "heal-horror", "amount": 1, "to": "you"}])]
    trace = run(data)
    at(trace, "could not change the game state: Roland Banks must choose an option that could")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 4


def test_x_is_what_the_card_defines_and_zero_when_it_is_not_defined():
    """[ahlcg/rr/the-letter-x] "The value of the letter X is defined by a card ability or a granted player choice." "If
    X is not defined, its value is equal to 0." — "Test [willpower] (X), where X is the number of clues on your
    location": Roland in the Hall (2 clues), X is 2; "… on this location" on an event, which is at no location, is
    not defined: X is 0."""
    probe = {"effect": "test", "skill": "willpower", "difficulty": 0, "count": "clue-on-your-location", "success": gain()}
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Probe"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"]}])
    data["investigators"][0]["hand"] = [{"name": "Probe", "type": "event", "cost": 0, "effects": [probe]}]
    trace = run(data)
    k = at(trace, "The test's difficulty X is clue-on-your-location: 2")
    assert "ahlcg/rr/the-letter-x" in trace.steps[k].rules
    at(trace, "difficulty 2", k)
    data["investigators"][0]["hand"][0]["effects"][0]["count"] = "clue-on-this-location"
    trace = run(data)
    at(trace, "nothing to count: X is not defined, so its value is 0")
    at(trace, "difficulty 0")
