"""Cards moved between areas by effects — attached, put into play, taken control of, found by a search — each
replayed by a minimal situation composed from the rule's own sentence (the sentence table reads the quotes)."""

from __future__ import annotations

from rulecases import absent, at, reaction, run, world


def _asset(name, effects, **more):
    return {"name": name, "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
            "abilities": [{"kind": "action", "effects": effects}], **more}


def test_an_attachment_is_discarded_when_the_card_it_is_attached_to_leaves_play():
    """[ahlcg/rr/leaves-play] "All attachments on the card are discarded." """
    data = world(cards=[{"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 2},
                        _asset("Mark", [{"effect": "attach", "to": "Ghoul"}]),
                        _asset("Blade", [{"effect": "deal-damage", "amount": 2, "to": "Ghoul"}])],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Mark"},
                     {"who": "Roland Banks", "action": "activate", "card": "Blade"}])
    trace = run(data)
    assert at(trace, "Ghoul is defeated") < at(trace, "Mark, attached to Ghoul, discarded with it")
    assert trace.final_state["investigators"]["Roland Banks"]["discard"] == ["Mark"]


def test_an_attachment_stays_attached_until_it_or_its_host_leaves_play():
    """[ahlcg/rr/attach-to] "If a card uses the phrase “attach to” it must be attached to (placed beneath and
    slightly overlapped by) the specified game element as it enters play." "Once in play, an attachment remains
    attached until either the attachment or the game element to which it is attached leaves play (in which case
    the attachment is discarded), or unless a card ability explicitly detaches the card." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Barricade"}])
    data["investigators"][0]["hand"] = [{"name": "Barricade", "type": "event", "cost": 0,
                                         "effects": [{"effect": "attach", "to": "your-location"}]}]
    trace = run(data)
    card = trace.final_state["cards"]["Barricade"]
    assert card["zone"] == "play" and card["attached_to"] == "Hall"
    assert at(trace, "Barricade is attached to Hall (it enters play)") > at(trace, "Barricade's effects resolve")


def test_a_card_put_into_play_pays_no_cost_and_is_not_played():
    """[ahlcg/rr/put-into-play] "The resource cost of a card being put into play is not paid." "A card that has been
    put into play is not considered to have been played or drawn." """
    watcher = reaction("after", {"event": "play-card"}, [{"effect": "gain-resources", "amount": 1}],
                       "After a card is played: gain 1 resource.")
    data = world(cards=[_asset("Satchel", [{"effect": "put-into-play", "to": "Bear Trap"}])],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Satchel"}])
    data["set-aside"] = [{"name": "Bear Trap", "type": "asset", "cost": 3}]
    data["investigators"][1]["abilities"] = [watcher]
    trace = run(data)
    assert trace.final_state["cards"]["Bear Trap"]["zone"] == "play"
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 3
    assert absent(trace, "plays Bear Trap")


def test_taking_control_of_a_set_aside_card_puts_it_into_play_in_your_play_area():
    """[ahlcg/faq/2-7] "If an effect instructs an investigator to take control of a card that is currently set-aside,
    that effect puts that card into play in that investigator’s play area." """
    data = world(cards=[_asset("Trapper", [{"effect": "take-control", "to": "Bear Trap"}])],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Trapper"}])
    data["set-aside"] = [{"name": "Bear Trap", "type": "asset", "cost": 3}]
    trace = run(data)
    trap = trace.final_state["cards"]["Bear Trap"]
    assert trap["zone"] == "play" and trap["controller"] == "Roland Banks"


def test_a_search_must_find_an_eligible_card_when_there_is_one():
    """[ahlcg/rr/search] "When resolving a search effect, a player is obligated to find the object of the search
    should one or more eligible options be found within the searched area." """
    data = world(cards=[_asset("Librarian", [{"effect": "search-deck", "find": {"traits": ["Tome"]},
                                              "found": "hand"}])],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Librarian"}])
    data["investigators"][0]["deck"] = [{"name": "Shotgun", "type": "asset", "traits": ["Weapon"]},
                                        {"name": "Old Tome", "type": "asset", "traits": ["Tome"]}]
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Old Tome"]
    assert at(trace, "Roland Banks finds Old Tome") < at(trace, "The whole deck was searched")
