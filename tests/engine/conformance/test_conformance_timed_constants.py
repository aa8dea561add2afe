"""Constant abilities printed with a timing word and no Forced title ("Each time you play a card, …", "If you have
horror on you greater than twice your sanity, …"), from the sentences of Constant Abilities, Forced Abilities and
Costs; the cards are the reader's own lowering of the dev cards' text (cardtext/timed_constant.py).

Docstrings name the entry in brackets and quote the sentence: the sentence table reads them.
"""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text
from rulecases import at, run, world

CHORDS = ("<b>Revelation</b> - Test [willpower] (5). If you fail, put Torturous Chords into play in your threat area, "
          "with 1 resource on it for each point you failed by.\nEach time you play a card, increase the cost of that "
          "card by 1 and remove 1 resource from Torturous Chords.\nIf Torturous Chords has no resources, discard it.")


def _chords(token: str, hand: list[dict[str, Any]]) -> dict[str, Any]:
    """Roland draws Torturous Chords (willpower 3 against 5: ``token`` sets by how much he fails), then plays
    ``hand`` in order."""
    read = parse_card_text(CHORDS, name="Torturous Chords", type_code="treachery")
    assert not read.gaps, read.gaps
    card = {"name": "Torturous Chords", "type": "treachery", **read.to_json().get("card", {}),
            "abilities": [a.to_situation() for a in read.abilities]}
    data = world(cards=[], tests=[{"who": "Roland Banks", "tokens": [token]}])
    data["encounter-deck"] = [card]
    roland = data["investigators"][0]
    roland["hand"] = hand
    roland["abilities"] = [{"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
                            "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"},
                  *({"who": "Roland Banks", "action": "play", "card": c["name"]} for c in hand)]
    return data


def _asset(name: str, cost: int) -> dict[str, Any]:
    return {"name": name, "type": "asset", "cost": cost}


def test_a_timed_constant_that_changes_a_cost_applies_as_the_cost_is_paid_and_its_instruction_resolves_at_that_point():
    """[ahlcg/rr/ability/forced-abilities] "Forced abilities initiate and interact with the game state automatically at
    a specified timing point." — Torturous Chords' untitled "Each time you play a card, increase the cost of that card
    by 1 and remove 1 resource from Torturous Chords" costs Roland's Flashlight 1 more and, with no one choosing, takes
    1 of its 2 resources as the card is played."""
    trace = run(_chords("0", [_asset("Flashlight", 2)]))  # 3 against 5: failed by 2
    at(trace, "Torturous Chords enters play with 2 resources on it")
    assert trace.final_state["cards"]["Torturous Chords"]["resources"] == 1
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 - 3
    assert at(trace, "Torturous Chords [forced]") > at(trace, "Roland Banks plays Flashlight")


def test_a_constant_seeking_a_condition_acts_as_soon_as_the_condition_is_met():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified condition
    is met." — the first card played takes Torturous Chords' last resource: "If Torturous Chords has no resources,
    discard it" discards it at once, and the second card costs no more."""
    trace = run(_chords("+1", [_asset("Flashlight", 2), _asset("Knife", 1)]))  # 4 against 5: failed by 1
    assert at(trace, "Torturous Chords is discarded") < at(trace, "Roland Banks plays Knife")
    assert trace.final_state["cards"]["Torturous Chords"]["zone"] != "play"
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 - 3 - 1


SHOGGOTH = ("<b>Spawn</b> - Nearest [[Altered]] location.\n<b>Forced</b> - When Crazed Shoggoth attacks: If this attack "
            "would defeat an investigator, that investigator is instead killed.")


def _shoggoth(horror: int) -> dict[str, Any]:
    """Crazed Shoggoth (2 damage, 2 horror) attacks Roland (sanity 5, ``horror`` on him) in the enemy phase."""
    read = parse_card_text(SHOGGOTH, name="Crazed Shoggoth", type_code="enemy")
    assert not read.gaps, read.gaps
    enemy = {"name": "Crazed Shoggoth", "type": "enemy", "engaged": "Roland Banks", "health": 6, "fight": 3, "evade": 3,
             "attack": {"damage": 2, "horror": 2}, "abilities": [a.to_situation() for a in read.abilities]}
    data = world(round=2, start="3.3", until="3.3", cards=[enemy])
    data["investigators"][0]["horror"] = horror
    return data


def test_a_defeat_an_attack_would_bring_about_is_replaced_by_being_killed():
    """[ahlcg/rr/instead] "A replacement effect is an effect that replaces the resolution of a triggering condition with
    an alternate means of resolution." — Crazed Shoggoth's attack puts Roland's horror at his sanity:
    his defeat by horror is replaced, he is killed (recorded) and defeated by the card's ability, once."""
    trace = run(_shoggoth(4))
    assert at(trace, "'would' window — Roland Banks is defeated: Crazed Shoggoth [forced]") < at(
        trace, "Roland Banks is killed by a card ability") < at(trace, "Roland Banks is defeated (by a card ability")
    assert trace.final_state["campaign_log"] == ["Roland Banks was killed"]
    assert trace.final_state["investigators"]["Roland Banks"]["eliminated"]
    assert at(trace, "defeated by a card ability: any long-term repercussions are the card's instructions")


def test_an_attack_that_defeats_no_one_replaces_nothing():
    """[ahlcg/rr/killed-insane-investigators] "- An investigator may also be killed or driven insane by card ability,
    or during a scenario's resolution." — the same attack on Roland with no horror on him defeats no one: no one is
    killed."""
    trace = run(_shoggoth(0))
    assert not trace.final_state.get("campaign_log")
    assert not trace.final_state["investigators"]["Roland Banks"]["eliminated"]


LIGHT = "Treat all damage as direct damage and all horror as direct horror."


def _light_and_dog(damage: int, horror: int, *, light: bool) -> dict[str, Any]:
    """A Ghoul attacks Roland, who controls Guard Dog and asks to assign it all of the attack; Light of Aforgomon's
    constant (read by the reader) is in play or not."""
    read = parse_card_text(LIGHT, name="Light of Aforgomon", type_code="treachery")
    assert not read.gaps, read.gaps
    cards: list[dict[str, Any]] = [
        {"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 3, "sanity": 3},
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 2, "evade": 2,
         "attack": {"damage": damage, "horror": horror}}]
    if light:
        cards.append({"name": "Light of Aforgomon", "type": "treachery", "threat-area": "Agnes Baker",
                      "abilities": [a.to_situation() for a in read.abilities]})
    choices = [{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog", "damage": damage, "horror": horror}]
    return world(round=2, start="3.3", until="3.3", cards=cards, choices=choices)


def test_damage_and_horror_a_constant_treats_as_direct_cannot_be_assigned_to_an_asset():
    """[ahlcg/rr/direct-damage-direct-horror] "If an ability causes a card to take direct damage or direct horror, that
    damage or horror must be assigned to that investigator's investigator card and cannot be assigned to an asset." —
    with Light of Aforgomon's "Treat all damage as direct damage and all horror as direct horror" in play, the Ghoul's
    attack is all Roland's, though he would assign it to Guard Dog; without it, Guard Dog takes it."""
    trace = run(_light_and_dog(1, 1, light=True))
    at(trace, "1 damage and 1 horror dealt to Roland Banks is direct (a card's text)")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["damage"], roland["horror"]) == (1, 1)
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 0
    trace = run(_light_and_dog(1, 1, light=False))
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 1


def test_only_the_kind_treated_as_direct_is_kept_from_the_asset():
    """[ahlcg/rr/direct-damage-direct-horror] "If an ability causes a card to take direct damage or direct horror, that
    damage or horror must be assigned to that investigator's investigator card and cannot be assigned to an asset." —
    "Treat all horror as direct horror": the horror is Roland's, the damage still his to assign to Guard Dog."""
    read = parse_card_text("Treat all horror as direct horror.", name="Light of Aforgomon", type_code="treachery")
    data = _light_and_dog(1, 1, light=True)
    data["cards"][-1]["abilities"] = [a.to_situation() for a in read.abilities]
    data["choices"] = [{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog", "damage": 1, "horror": 0}]
    trace = run(data)
    assert at(trace, "1 horror dealt to Roland Banks is direct") < at(trace, "Roland Banks assigns 1 damage to Guard Dog")
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 1
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 1


MARKED = ("Peril.\n<b>Revelation</b> - Test [willpower] (2). If you fail, take 2 horror. If The Man in the Pallid Mask "
          "is in play, horror dealt by this effect is considered direct horror, and this test has +2 difficulty.")


def _marked(man: bool) -> dict[str, Any]:
    """Roland (willpower 3) draws Marked by the Sign and reveals -2; he would assign its horror to Guard Dog; The Man
    in the Pallid Mask is in play or not."""
    read = parse_card_text(MARKED, name="Marked by the Sign", type_code="treachery")
    assert not read.gaps, read.gaps
    cards: list[dict[str, Any]] = [
        {"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 3, "sanity": 3}]
    if man:
        cards.append({"name": "The Man in the Pallid Mask", "type": "enemy", "location": "Attic", "health": 4,
                      "fight": 2, "evade": 2, "attack": {"damage": 1, "horror": 1}})
    data = world(cards=cards, tests=[{"who": "Roland Banks", "tokens": ["-2"]}],
                 choices=[{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog", "damage": 0, "horror": 2}])
    data["encounter-deck"] = [{"name": "Marked by the Sign", "type": "treachery", "keywords": ["peril"],
                               "abilities": [a.to_situation() for a in read.abilities]}]
    data["investigators"][0]["abilities"] = [{"kind": "action", "text": "Draw the top card of the encounter deck. "
                                              "(hypothetical)", "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"}]
    return data


def test_horror_an_effect_says_is_direct_while_a_condition_holds_cannot_be_assigned_to_an_asset():
    """[ahlcg/rr/direct-damage-direct-horror] "If an ability causes a card to take direct damage or direct horror, that
    damage or horror must be assigned to that investigator's investigator card and cannot be assigned to an asset." —
    with The Man in the Pallid Mask in play, Marked by the Sign's 2 horror is Roland's (and its test 2 harder);
    without him, Roland assigns it to Guard Dog."""
    trace = run(_marked(True))
    at(trace, "against difficulty 4")
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 2
    assert trace.final_state["cards"]["Guard Dog"]["horror"] == 0
    trace = run(_marked(False))
    at(trace, "against difficulty 2")
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 0
    assert trace.final_state["cards"]["Guard Dog"]["horror"] == 2
