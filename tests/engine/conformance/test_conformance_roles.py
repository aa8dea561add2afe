"""An investigator's role (a class chosen during play, Lola Hayes): cards of the role he or she has when a card is
played, committed or triggered — each replayed from the card's printed sentence in a minimal situation."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _card(name: str, kind: str = "event", cost: int = 0, **fields: Any) -> dict[str, Any]:
    return {"name": name, "type": kind, "cost": cost, **fields}


GAIN = [{"effect": "gain-resources", "amount": 1}]


def test_the_next_card_you_play_of_your_role_costs_less_by_the_role_when_it_is_played():
    """[ahlcg/rr/appendix-i] "1. Apply any modifiers to the cost(s)." — "Switch your role. Until the end of your turn,
    reduce the resource cost of the next card you play of your role by 3." (Improvisation, read from its text): Roland
    switches to Seeker; the Guardian event (3) played next is no card of his role and costs 3; the Seeker one (4) after
    it costs 1."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Improvisation"},
                     {"who": "Roland Banks", "action": "play", "card": "Evidence!"},
                     {"who": "Roland Banks", "action": "play", "card": "Deduction"}],
                 choices=[{"decision": "either", "ability": "Improvisation", "option": 1}])
    data["investigators"][0]["resources"] = 10
    data["investigators"][0]["hand"] = [
        _card("Improvisation", text="Switch your role. Until the end of your turn, reduce the resource cost of the "
              "next card you play of your role by 3."),
        _card("Evidence!", cost=3, effects=GAIN, **{"class": "guardian"}),
        _card("Deduction", cost=4, effects=GAIN, **{"class": "seeker"})]
    trace = run(data)
    seeker = at(trace, "role switches from neutral to seeker")
    evidence = at(trace, "plays Evidence!", seeker)
    deduction = at(trace, "plays Deduction", evidence)
    assert at(trace, "4 → 1 resources", deduction) > deduction
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 10 - 3 + 1 - 1 + 1


ONLY = "You can only play, commit, or trigger abilities on Neutral cards or cards of your role."


def test_you_can_only_play_neutral_cards_or_cards_of_the_role_you_have_when_you_play_them():
    """[ahlcg/rr/cannot] "If an ability prevents something from happening, nothing can happen in spite of it." — "You
    can only play, commit, or trigger abilities on Neutral cards or cards of your role." (Lola Hayes, read from its
    text) for a Seeker: the Guardian event is not played; the Seeker one is, and the neutral one switching his role to
    Guardian; the Guardian event is then a card of his role, and played."""
    switch = [{"effect": "switch-role", "role": "guardian"}]
    data = world(cards=[{"name": "Oath", "type": "asset", "controller": "Roland Banks", "text": ONLY}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Evidence!"},
                     {"who": "Roland Banks", "action": "play", "card": "Deduction"},
                     {"who": "Roland Banks", "action": "play", "card": "Improvisation"},
                     {"who": "Roland Banks", "action": "play", "card": "Evidence!"}])
    data["investigators"][0]["role"] = "seeker"
    data["investigators"][0]["hand"] = [_card("Evidence!", effects=GAIN, **{"class": "guardian"}),
                                        _card("Deduction", effects=GAIN, **{"class": "seeker"}),
                                        _card("Improvisation", effects=switch, keywords=["fast"])]
    trace = run(data)
    barred = at(trace, "Evidence! cannot be played: Oath")
    guardian = at(trace, "role switches from seeker to guardian", at(trace, "plays Deduction", barred))
    assert at(trace, "Evidence!'s effects resolve", guardian) > guardian
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == []
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 + 1 + 1


def test_you_can_only_trigger_abilities_on_neutral_cards_or_cards_of_your_role():
    """[ahlcg/rr/cannot] "If an ability prevents something from happening, nothing can happen in spite of it." — the
    same sentence for a Seeker: the [action] ability on his Guardian asset cannot be initiated; the one on his neutral
    asset is."""
    def asset(name: str, **fields: Any) -> dict[str, Any]:
        use = {"kind": "action", "text": "[action]: Gain 1 resource.", "effects": GAIN}
        return {"name": name, "type": "asset", "controller": "Roland Banks", "abilities": [use], **fields}
    data = world(cards=[{"name": "Oath", "type": "asset", "controller": "Roland Banks", "text": ONLY},
                        asset("Badge", **{"class": "guardian"}), asset("Lantern")],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Badge"},
                     {"who": "Roland Banks", "action": "activate", "card": "Lantern"}])
    data["investigators"][0]["role"] = "seeker"
    trace = run(data)
    assert at(trace, "Badge's [action] ability cannot be triggered by Roland Banks: Oath") < at(trace, "activate Lantern")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 + 1


def test_you_can_only_commit_neutral_cards_or_cards_of_your_role():
    """[ahlcg/rr/cannot] "If an ability prevents something from happening, nothing can happen in spite of it." — the
    same sentence for a Seeker investigating: his Seeker skill and his neutral one are committed; his Guardian skill is
    not, and stays in his hand."""
    def skill(name: str, **fields: Any) -> dict[str, Any]:
        return {"name": name, "type": "skill", "icons": {"intellect": 1}, **fields}
    data = world(cards=[{"name": "Oath", "type": "asset", "controller": "Roland Banks", "text": ONLY}],
                 do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Vigilance", "Deduction", "Guts"]}])
    data["investigators"][0]["role"] = "seeker"
    data["investigators"][0]["hand"] = [skill("Vigilance", **{"class": "guardian"}),
                                        skill("Deduction", **{"class": "seeker"}), skill("Guts")]
    trace = run(data)
    barred = at(trace, "commits Vigilance cannot happen: Oath")
    assert barred < at(trace, "commits Deduction") < at(trace, "commits Guts")
    assert at(trace, "intellect 3 + 1 (Deduction) + 1 (Guts) + 0") > barred
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Vigilance"]


CRISIS = ("Discard all cards you control of your current role. Then, discard the top card of your deck. Switch your "
          "role to the class of the discarded card (if the discarded card is a weakness, switch your role to neutral).")


def _crisis(top: dict[str, Any], **top_fields: Any) -> dict[str, Any]:
    """Roland, a Guardian controlling a Guardian and a neutral asset, plays Crisis of Identity's text; ``top`` is the
    top card of his deck."""
    data = world(cards=[{"name": "Shotgun", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
                         "class": "guardian"},
                        {"name": "Flashlight", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks"}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Crisis"}], **top_fields)
    data["investigators"][0]["role"] = "guardian"
    data["investigators"][0]["hand"] = [_card("Crisis", text=CRISIS)]
    data["investigators"][0]["deck"] = [top, _card("Lucky!", **{"class": "survivor"})]
    return data


def test_a_role_switched_to_the_class_of_the_card_just_discarded():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." —
    Crisis of Identity's text (read from it) for a Guardian: his Guardian asset is discarded (his neutral one stays),
    then the top card of his deck, a Seeker card; his role becomes Seeker — the class of the card just discarded, not
    of the Guardian asset discarded before it."""
    trace = run(_crisis(_card("Deduction", **{"class": "seeker"})))
    shotgun = at(trace, "Shotgun is discarded")
    top = at(trace, "discarded simultaneously onto Roland Banks's discard pile: Deduction", shotgun)
    assert at(trace, "role switches from guardian to seeker", top) > top
    assert absent(trace, "chooses among")
    assert trace.final_state["cards"]["Flashlight"]["zone"] == "play"
    assert trace.final_state["investigators"]["Roland Banks"]["role"] == "seeker"


def test_a_weakness_discarded_gives_the_neutral_role():
    """[ahlcg/rr/deckbuilding/classes] "Some cards are not affiliated with any class; these cards are neutral." — "(if
    the discarded card is a weakness, switch your role to neutral)": a weakness on top of his deck, though given a
    class, makes the Guardian neutral."""
    trace = run(_crisis(_card("Amnesia", "treachery", weakness=True, **{"class": "mystic"})))
    assert at(trace, "role switches from guardian to neutral") > at(trace, "discard pile: Amnesia")


def test_a_card_of_two_classes_gives_the_one_the_investigator_chooses():
    """[ahlcg/rr/deckbuilding/classes] "Most player cards, including investigators, belong to one of 5 classes." — a
    card of two classes (Rogue and Mystic) discarded: each is its class, and Roland chooses Mystic."""
    trace = run(_crisis(_card("Sleight", **{"class": ["rogue", "mystic"]}),
                        choices=[{"decision": "either", "ability": "Crisis", "option": 1}]))
    assert at(trace, "chooses (1) switch-role mystic") < at(trace, "role switches from guardian to mystic")
