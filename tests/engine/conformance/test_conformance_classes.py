"""Classes: a player card's class picked by a class qualifier ("a [survivor] card"), a card of no class neutral, and
an investigator's role — each replayed by a minimal situation composed from the rule's own sentence."""

from __future__ import annotations

import pytest

from rulecases import at, run, world

from kb.engine.situation.errors import SituationError


def _card(name, kind="event", **fields):
    return {"name": name, "type": kind, "cost": 0, **fields}


def _play(effects, discard=(), hand=(), **top):
    """Roland plays an event with ``effects``; ``discard`` his discard pile, ``hand`` the rest of his hand."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Trick"}], **top)
    data["investigators"][0]["hand"] = [_card("Trick", effects=effects), *hand]
    data["investigators"][0]["discard"] = list(discard)
    return data


def test_a_class_qualifier_picks_only_cards_of_that_class():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes."
    [ahlcg/rr/target] "The player resolving the ability must choose a game element (usually a card) that meets the
    targeting requirements of the ability." — "choose a [survivor] card in your discard pile": the Survivor card is
    the only one that meets it; the Guardian and the neutral cards do not."""
    data = _play([{"effect": "choose", "to": "a-class_survivor-card-in-your-discard-pile"},
                  {"effect": "move-card", "zone": "hand", "to": "chosen"}],
                 discard=[_card("Guard Duty", **{"class": "guardian"}), _card("Lucky!", **{"class": "survivor"}),
                          _card("Emergency Cache")])
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Lucky!"]
    assert "could also choose" not in trace.steps[at(trace, "chooses Lucky!")].text


def test_a_card_not_affiliated_with_any_class_is_neutral():
    """[ahlcg/rr/deckbuilding/classes] "Some cards are not affiliated with any class; these cards are neutral." — a
    card given no class, and one given ``neutral``, are the neutral cards a "neutral" class qualifier picks; a
    multiclass card is of each of its classes."""
    data = _play([{"effect": "discard", "to": "each-class_neutral-card-in-your-hand"},
                  {"effect": "discard", "to": "each-class_mystic-card-in-your-hand"}],
                 hand=[_card("Knife", "asset"), _card("Flashlight", "asset", **{"class": "neutral"}),
                       _card("Shrivelling", "asset", **{"class": ["mystic", "rogue"]}),
                       _card("Evidence!", **{"class": "guardian"})])
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Evidence!"]
    assert at(trace, "Knife is discarded") < at(trace, "Flashlight is discarded") < at(trace, "Shrivelling is discarded")


def test_cards_of_your_role_are_those_of_the_class_your_role_is():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." —
    an investigator's class is his or her ``role``; "each card of your role in your hand" picks the cards of that
    class."""
    data = _play([{"effect": "discard", "to": "each-class_your_role-card-in-your-hand"}],
                 hand=[_card("Evidence!", **{"class": "guardian"}), _card("Lucky!", **{"class": "survivor"})])
    data["investigators"][0]["role"] = "survivor"
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Evidence!"]
    assert trace.final_state["investigators"]["Roland Banks"]["role"] == "survivor"


@pytest.mark.parametrize("where, value", [("card", "wizard"), ("role", "Guardian")])
def test_an_unknown_class_is_a_clear_error(where, value):
    """A class no card has is refused with the path and the classes there are, never a traceback."""
    data = _play([])
    if where == "card":
        data["investigators"][0]["hand"][0]["class"] = value
    else:
        data["investigators"][0]["role"] = value
    with pytest.raises(SituationError) as problem:
        run(data)
    assert "guardian" in str(problem.value)


def test_a_triggers_class_filter_and_cards_you_control_of_a_class():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." —
    "After you play a [guardian] card: Ready each [guardian] asset you control": playing the Guardian event triggers
    it and readies the Guardian asset, not the Rogue one; the neutral event played first triggers nothing."""
    reaction = {"kind": "reaction", "timing": "after",
                "trigger": {"event": "play-card", "who": "you", "what": "class_guardian-card"},
                "effects": [{"effect": "ready", "to": "each-class_guardian-asset-you-control"}]}
    data = world(cards=[{"name": "Badge", "type": "asset", "controller": "Roland Banks", "class": "guardian",
                         "abilities": [reaction]},
                        {"name": "Shotgun", "type": "asset", "controller": "Roland Banks", "class": "guardian",
                         "exhausted": True},
                        {"name": "Lockpicks", "type": "asset", "controller": "Roland Banks", "class": "rogue",
                         "exhausted": True}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Stray Thought"},
                     {"who": "Roland Banks", "action": "play", "card": "Evidence!"}])
    gain = [{"effect": "gain-resources", "amount": 1}]
    data["investigators"][0]["hand"] = [_card("Stray Thought", effects=gain),
                                        _card("Evidence!", effects=gain, **{"class": "guardian"})]
    trace = run(data)
    cards = trace.final_state["cards"]
    assert cards["Shotgun"]["exhausted"] is False and cards["Lockpicks"]["exhausted"] is True
    assert at(trace, "plays Evidence!") < at(trace, "Shotgun is readied")


def _roles(*roles):
    """An ``either`` of one ``switch-role`` for each role offered."""
    return {"effect": "either", "effects": [{"effect": "switch-role", "role": r} for r in roles]}


ALL_ROLES = ("survivor", "guardian", "seeker", "rogue", "mystic", "neutral")


def test_a_role_chosen_is_the_class_of_your_role_cards():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." —
    "Choose a role ([survivor], [guardian], [seeker], [rogue], [mystic], or Neutral). … Discard each card of your
    role in your hand": Roland chooses Seeker (option 2); the Seeker card is discarded, the Guardian one kept."""
    data = _play([_roles(*ALL_ROLES), {"effect": "discard", "to": "each-class_your_role-card-in-your-hand"}],
                 hand=[_card("Evidence!", **{"class": "guardian"}), _card("Deduction", **{"class": "seeker"})],
                 choices=[{"decision": "either", "ability": "Trick", "option": 2}])
    trace = run(data)
    assert at(trace, "role switches from neutral to seeker") < at(trace, "Deduction is discarded")
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Evidence!"]
    assert trace.final_state["investigators"]["Roland Banks"]["role"] == "seeker"


def test_switching_to_the_role_you_have_is_no_option_you_must_choose():
    """[ahlcg/rr/must] "If an investigator is instructed that he or she “must” choose among multiple options, the
    investigator is compelled to choose an option that has the potential to change the game state." — "Switch your
    role" for a Survivor naming the Survivor option: it could not change the game state, so the first option that
    could (Guardian) is taken."""
    data = _play([_roles(*ALL_ROLES)], choices=[{"decision": "either", "ability": "Trick", "option": 0}])
    data["investigators"][0]["role"] = "survivor"
    trace = run(data)
    assert at(trace, "could not change the game state") < at(trace, "role switches from survivor to guardian")
    assert trace.final_state["investigators"]["Roland Banks"]["role"] == "guardian"


def test_cards_you_control_of_your_current_role_read_from_the_printed_text():
    """[ahlcg/rr/deckbuilding/classes] "Some cards are not affiliated with any class; these cards are neutral." —
    "Discard all cards you control of your current role" (Crisis of Identity) for a Neutral investigator: the neutral
    asset he controls is discarded, the Guardian one stays."""
    data = _play([], cards=[{"name": "Flashlight", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks"},
                            {"name": "Shotgun", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
                             "class": "guardian"}])
    trick = data["investigators"][0]["hand"][0]
    del trick["effects"]
    trick["text"] = "Discard all cards you control of your current role."
    trace = run(data)
    cards = trace.final_state["cards"]
    assert cards["Flashlight"]["zone"] != "play" and cards["Shotgun"]["zone"] == "play"


def test_a_restriction_on_cards_of_a_class_forbids_only_those():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." —
    "You cannot play [guardian] cards" (read from its text): the Guardian event is not played, the neutral one is."""
    gain = [{"effect": "gain-resources", "amount": 1}]
    data = world(cards=[{"name": "Oath", "type": "asset", "controller": "Roland Banks",
                         "text": "You cannot play [guardian] cards."}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Evidence!"},
                     {"who": "Roland Banks", "action": "play", "card": "Stray Thought"}])
    data["investigators"][0]["hand"] = [_card("Evidence!", effects=gain, **{"class": "guardian"}),
                                        _card("Stray Thought", effects=gain)]
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Evidence!"]
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_a_count_of_cards_of_a_class_counts_only_those():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." —
    "Gain 1 resource for each [mystic] asset you control" (read from its text): the two Mystic assets count, the
    Guardian one and the neutral one do not."""
    def asset(name, cls=None):
        return {"name": name, "type": "asset", "controller": "Roland Banks", **({"class": cls} if cls else {})}
    data = _play([], cards=[asset("Shrivelling", "mystic"), asset("Holy Rosary", "mystic"),
                            asset("Shotgun", "guardian"), asset("Flashlight")])
    trick = data["investigators"][0]["hand"][0]
    del trick["effects"]
    trick["text"] = "Gain 1 resource for each [mystic] asset you control."
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7


def test_a_search_for_a_card_of_a_class_finds_only_one_of_that_class():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." —
    "Search your deck for a [seeker] card
    and add it to your hand" (read from its text): the neutral and Guardian cards on top are passed over."""
    data = _play([])
    trick = data["investigators"][0]["hand"][0]
    del trick["effects"]
    trick["text"] = "Search your deck for a [seeker] card and add it to your hand."
    data["investigators"][0]["deck"] = [_card("Flashlight", "asset"), _card("Evidence!", **{"class": "guardian"}),
                                        _card("Deduction", **{"class": "seeker"})]
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Deduction"]
    assert "the search finds nothing" not in " ".join(s.text for s in trace.steps)


def test_a_trigger_on_a_card_of_your_role_reads_the_role_you_have_when_it_is_played():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." —
    "After you play a card of your role: Gain 1 resource" (read from its text) for a Seeker: the Seeker event triggers
    it, the Guardian event does not."""
    gain = [{"effect": "gain-resources", "amount": 1}]
    data = world(cards=[{"name": "Notebook", "type": "asset", "controller": "Roland Banks",
                         "text": "[reaction] After you play a card of your role: Gain 1 resource."}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Evidence!"},
                     {"who": "Roland Banks", "action": "play", "card": "Deduction"}])
    data["investigators"][0]["role"] = "seeker"
    data["investigators"][0]["hand"] = [_card("Evidence!", effects=gain, **{"class": "guardian"}),
                                        _card("Deduction", effects=gain, **{"class": "seeker"})]
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 8
