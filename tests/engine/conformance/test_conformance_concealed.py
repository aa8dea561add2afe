"""Concealed mini-cards (2024 glossary): how an enemy in the shadows is found — exposing a mini-card by attacking,
evading or investigating — and what exposing it does."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _shadows(do: list[dict[str, Any]], choices: list[dict[str, Any]] | None = None, **more: Any) -> dict[str, Any]:
    """The Assassin is in the shadows; its mini-card A and a decoy B are at the Hall, a decoy C at the Attic."""
    return world(cards=[{"name": "Assassin", "type": "enemy", "shadows": True, "health": 3, "fight": 4, "evade": 3,
                         "attack": {"damage": 2, "horror": 0}}],
                 concealed=[{"name": "Mini A", "location": "Hall", "enemy": "Assassin"},
                            {"name": "Mini B", "location": "Hall"}, {"name": "Mini C", "location": "Attic"}],
                 do=do, choices=choices or [], **more)


def test_an_enemy_in_the_shadows_is_dealt_with_only_once_its_mini_card_is_exposed():
    """[ahlcg/glossary/concealed-mini-cards] "In order to deal with such an enemy, its true location must first be
    discovered by exposing its mini-card." "Concealed mini-cards are not enemies and cannot be engaged like
    enemies." — neither the enemy nor its mini-card can be attacked or engaged as an enemy."""
    trace = run(_shadows([{"who": "Roland Banks", "action": "fight", "enemy": "Assassin"},
                          {"who": "Roland Banks", "action": "engage", "enemy": "Mini A"}]))
    assert "Assassin is not at Roland Banks's location (it is in the shadows" in trace.steps[at(
        trace, "Not possible (do[0])")].text
    k = at(trace, "Not possible (do[1]): Mini A is a concealed mini-card, not an enemy: it cannot be engaged")
    assert "ahlcg/glossary/concealed-mini-cards" in trace.steps[k].rules
    assert trace.final_state["investigators"]["Roland Banks"]["actions"] == 3


def test_attacking_a_mini_card_against_its_locations_shroud_exposes_it_instead_of_damaging_the_enemy():
    """[ahlcg/glossary/concealed-mini-cards] "This can be done via one of three methods: fighting, evading, or
    investigating." "However, any investigator at the same location as a concealed mini-card may attempt to expose it
    by successfully attacking it or evading it (as if it were an engaged enemy), or by successfully investigating its
    location." "The difficulty to successfully attack or evade a concealed mini-card is equal to the shroud value of its
    location." "If an investigator chooses to expose a concealed mini-card, that effect replaces the standard effects
    of the action or ability that exposed it." "(i.e., if an enemy’s mini-card is exposed by evasion or damage, the
    matching enemy is not evaded, nor does it take damage." """
    trace = run(_shadows([{"who": "Roland Banks", "action": "fight", "enemy": "Mini A", "result": "success"}]))
    assert at(trace, "attempts to expose Mini A by attacking it, as if it were an engaged enemy (the difficulty is the "
                     "shroud of Hall, 2)") < at(trace, "against Hall's shroud 2 (concealed mini-card)") < at(
        trace, "Result: Mini A is exposed (instead of being attacked)")
    assert absent(trace, "damage on Assassin")
    assert trace.final_state["cards"]["Assassin"]["damage"] == 0


def test_an_exposed_enemys_mini_card_places_the_enemy_at_its_location_and_clears_the_rest():
    """[ahlcg/glossary/concealed-mini-cards] "If a concealed mini-card is exposed (via any of the above methods), flip it
    to its revealed side." "If it is an enemy’s mini-card, that enemy is now exposed." "Place the matching enemy in the
    shadows at that mini-card’s location, then set that mini-card aside, out of play." "(That enemy is no longer in
    the shadows, and is now at the location where its mini-card was located)." "Then, if there are no other enemies in
    the shadows, set all remaining concealed mini-cards in play aside, out of play." """
    trace = run(_shadows([{"who": "Roland Banks", "action": "evade", "enemy": "Mini A", "result": "success"}]))
    k = at(trace, "Mini A is flipped to its revealed side: Assassin's mini-card. Assassin is exposed: it leaves the "
                  "shadows and is placed at Hall; the mini-card is set aside")
    assert k < at(trace, "No enemy is left in the shadows: every remaining concealed mini-card is set aside, out of "
                         "play (Mini B, Mini C)")
    final = trace.final_state
    assert final["shadows"] == [] and final["cards"]["Assassin"]["location"] == "Hall"
    assert final["cards"]["Assassin"]["exhausted"] is False  # exposed by evasion: not evaded
    assert {m["zone"] for m in final["concealed"].values()} == {"set-aside"}


def test_a_decoy_exposed_by_investigating_is_set_aside_and_no_clue_is_discovered():
    """[ahlcg/glossary/concealed-mini-cards] "If it is a decoy, set it aside, out of play, with no effect." "If a
    mini-card is exposed by discovering clues or investigating, no clues are discovered.)" """
    trace = run(_shadows([{"who": "Roland Banks", "action": "investigate", "result": "success"}],
                         [{"decision": "expose", "choose": "Mini B"}]))
    assert at(trace, "chooses to expose Mini B instead of discovering clues at Hall") < at(
        trace, "Mini B is flipped to its revealed side: a decoy, set aside, out of play, with no effect")
    final = trace.final_state
    assert final["investigators"]["Roland Banks"]["clues"] == 0 and final["locations"]["Hall"]["clues"] == 2
    assert final["shadows"] == ["Assassin"] and final["concealed"]["Mini A"]["zone"] == "play"


def test_only_one_concealed_mini_card_is_exposed_per_effect():
    """[ahlcg/glossary/concealed-mini-cards] "Only one concealed mini-card may be exposed per effect unless explicitly
    stated." — an effect discovering 2 clues at the Hall, with both its mini-cards chosen, exposes one."""
    data = _shadows([{"who": "Roland Banks", "action": "play", "card": "Search"}],
                    [{"decision": "expose", "choose": "Mini B"}, {"decision": "expose", "choose": "Mini A"}])
    data["investigators"][0]["hand"] = [{"name": "Search", "type": "event", "cost": 0, "text": "Discover 2 clues at "
                                         "your location.", "effects": [{"effect": "discover-clues", "amount": 2}]}]
    trace = run(data)
    flipped = [s.text for s in trace.steps if "is flipped to its revealed side" in s.text]
    assert len(flipped) == 1 and flipped[0].startswith("Mini A")
    assert any(u.text.startswith("choices[0]: this 'expose' choice was never needed") for u in trace.unresolved)


def _drawn(x: int, **more: Any) -> dict[str, Any]:
    """Roland, at the Hall, draws the Stalker (Concealed X) in the mythos phase; Hall – Attic – Cellar."""
    data = world(round=2, start="1.4", until="1.4", **{"encounter-deck": [
        {"name": "Stalker", "type": "enemy", "health": 3, "concealed": x}, {"name": "Rot", "type": "treachery"}]},
                 **more)
    data["locations"] = [{"name": "Hall", "connections": ["Attic"], "shroud": 2},
                         {"name": "Attic", "connections": ["Hall", "Cellar"], "shroud": 1},
                         {"name": "Cellar", "connections": ["Attic"], "shroud": 3}]
    data["investigators"][1]["location"] = "Cellar"
    return data


def test_a_drawn_concealed_enemy_spawns_into_the_shadows_and_its_mini_cards_are_dealt_nearest_first():
    """[ahlcg/glossary/concealed-x] "When an investigator draws an enemy with the concealed X keyword (or is instructed
    to resolve an enemy’s concealed keyword), they spawn that enemy into a game area above the agenda deck, not at any
    location." "Then, that investigator takes the set-aside concealed mini-card that matches that enemy, along with X
    decoys (where X is defined by that enemy’s concealed X value), shuffles them facedown, and puts them into play
    distributed as evenly as possible among each location in play, starting with the locations nearest to them." """
    trace = run(_drawn(1))
    k = at(trace, "Stalker has Concealed 1: it spawns into the shadows, a game area above the agenda deck, at no "
                  "location")
    dealt = at(trace, "Roland Banks takes Stalker's concealed mini-card and 1 decoy(s)", k)
    assert "nearest to Roland Banks first: Hall, Attic; Stalker's own is at Hall" in trace.steps[dealt].text
    final = trace.final_state
    assert final["shadows"] == ["Stalker"] and final["cards"]["Stalker"]["location"] is None
    assert final["concealed"] == {"Stalker mini-card": {"location": "Hall", "zone": "play"},
                                  "Stalker decoy 1": {"location": "Attic", "zone": "play"}}
    assert absent(trace, "Stalker and Roland Banks become engaged")


def test_more_mini_cards_than_locations_go_round_and_those_sharing_a_location_are_shuffled_together():
    """[ahlcg/glossary/concealed-x] "Then, at each of those locations that already had 1 or more concealed mini-cards,
    they shuffle each of them facedown as well." — 4 mini-cards on 3 locations; the enemy's own where the shuffle put
    it (a `target` choice)."""
    data = _drawn(3, choices=[{"decision": "target", "ability": "Stalker", "choose": "Cellar"}],
                  concealed=[{"name": "Old decoy", "location": "Attic"}])
    trace = run(data)
    k = at(trace, "Roland Banks takes Stalker's concealed mini-card and 3 decoy(s)")
    assert "nearest to Roland Banks first: Hall, Attic, Cellar, Hall; Stalker's own is at Cellar" in trace.steps[k].text
    assert at(trace, "The mini-cards at Attic, where there already were some, are shuffled facedown together") > k
    assert trace.final_state["concealed"]["Stalker mini-card"]["location"] == "Cellar"


def _blast(to: str, amount: int) -> dict[str, Any]:
    return {"name": "Blast", "type": "event", "cost": 0, "text": f"Deal {amount} damage to {to}.",
            "effects": [{"effect": "deal-damage", "amount": amount, "to": to}]}


def test_an_effect_dealing_damage_to_an_enemy_may_expose_a_mini_card_instead():
    """[ahlcg/glossary/concealed-mini-cards] "An investigator may also use a card effect that automatically evades an
    enemy, deals damage to an enemy, or discovers a clue at a location in order to instead expose a concealed
    mini-card." — no enemy is at the Hall: the event is played only to expose the Assassin's mini-card, and the
    Assassin takes no damage."""
    data = _shadows([{"who": "Roland Banks", "action": "play", "card": "Blast"}],
                    [{"decision": "expose", "choose": "Mini A"}])
    data["investigators"][0]["hand"] = [_blast("an-enemy-at-your-location", 2)]
    trace = run(data)
    k = at(trace, "chooses to expose Mini A instead of dealing damage to an enemy at Hall")
    assert k < at(trace, "Assassin is exposed: it leaves the shadows and is placed at Hall", k)
    assert trace.final_state["cards"]["Assassin"]["damage"] == 0


def test_an_effect_damaging_each_enemy_exposes_only_one_mini_card():
    """[ahlcg/glossary/concealed-mini-cards] "(i.e., an effect that deals 3 damage to each enemy at a location does not
    expose all concealed mini-cards at that location; only one.)" """
    data = _shadows([{"who": "Roland Banks", "action": "play", "card": "Blast"}],
                    [{"decision": "expose", "choose": "Mini B"}, {"decision": "expose", "choose": "Mini A"}])
    data["investigators"][0]["hand"] = [_blast("each-enemy-at-your-location", 3)]
    trace = run(data)
    flipped = [s.text for s in trace.steps if "is flipped to its revealed side" in s.text]
    assert len(flipped) == 1
    assert trace.final_state["cards"]["Assassin"]["damage"] == 0
