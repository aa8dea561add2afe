"""A card type chosen, then every investigator discarding each card of that type in his or her hand (Terror from
Beyond), replayed from the card's printed text: the reader's ``either`` of one discard per listed type, the player's
one choice, each investigator's own hand."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from rulecases import at, run, world

TERROR = ("Peril.\n<b>Revelation</b> - Choose one of the following cardtypes (asset, event, or skill). Each player "
          "must discard each card in his or her hand that is of the chosen cardtype. If this is not the first copy of "
          "Terror from Beyond drawn this phase, choose two cardtypes instead.")


def _terror_drawn(choices=()) -> dict:
    """Roland draws Terror from Beyond in the mythos phase; Roland holds an asset, an event and an event weakness,
    Agnes an event and a skill."""
    result = parse_card_text(TERROR, name="Terror from Beyond", type_code="treachery")
    assert [g.text for g in result.gaps] == ["If this is not the first copy of Terror from Beyond drawn this phase, "
                                             "choose two cardtypes instead"]
    terror = {"name": "Terror from Beyond", "type": "treachery", "keywords": ["peril"],
              "abilities": [a.to_situation() for a in result.abilities]}
    data = world(round=2, start="1.4", until="1.4", choices=list(choices),
                 **{"encounter-deck": [terror, {"name": "Quiet", "type": "treachery"}]})
    data["investigators"][0]["hand"] = [{"name": "Knife", "type": "asset", "cost": 1},
                                        {"name": "Dodge", "type": "event", "cost": 1},
                                        {"name": "Dark Memory", "type": "event", "cost": 2, "weakness": True}]
    data["investigators"][1]["hand"] = [{"name": "Ward", "type": "event", "cost": 1},
                                        {"name": "Vicious Blow", "type": "skill"}]
    return data


def test_the_chosen_cardtype_is_discarded_by_every_investigator_weaknesses_too():
    """[ahlcg/faq/q-can-terror-from-beyond-cause-weaknesses-to-be] "Terror from Beyond can cause weaknesses to be
    discarded, even if you are the one making the choice." "Terror from Beyond instructs an investigator to choose a
    card type, and then all investigators are obligated to discard all cards of the chosen card type." — Roland
    chooses event: his Dodge and his weakness Dark Memory, and Agnes's Ward, are discarded; the asset and the skill
    stay in hand."""
    trace = run(_terror_drawn([{"decision": "either", "ability": "Terror from Beyond", "option": 1}]))
    roland = trace.final_state["investigators"]["Roland Banks"]
    agnes = trace.final_state["investigators"]["Agnes Baker"]
    assert roland["hand"] == ["Knife"] and agnes["hand"] == ["Vicious Blow"]
    assert set(roland["discard"]) == {"Dodge", "Dark Memory"} and agnes["discard"] == ["Ward"]
    assert at(trace, "chooses (1)") < at(trace, "Dodge is discarded") < at(trace, "Dark Memory is discarded") \
        < at(trace, "Ward is discarded")


def test_the_discard_of_the_chosen_category_is_mandatory_not_a_choice_of_cards():
    """[ahlcg/faq/q-can-terror-from-beyond-cause-weaknesses-to-be] "In this case, you aren’t optionally choosing to
    discard 1 or more cards; you are selecting a category of cards to be discarded, and the discard is mandatory." —
    Roland chooses asset: his one asset is discarded with no choice asked of any investigator about which cards, and
    the events, the weakness among them, stay."""
    trace = run(_terror_drawn([{"decision": "either", "ability": "Terror from Beyond", "option": 0}]))
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["hand"] == ["Dodge", "Dark Memory"] and roland["discard"] == ["Knife"]
    assert trace.final_state["investigators"]["Agnes Baker"]["hand"] == ["Ward", "Vicious Blow"]
    assert at(trace, "chooses (0)") < at(trace, "Knife is discarded")
