"""Keywords of the scenarios' encounter cards and of player cards that the scenario shapes: Vengeance X, Elusive,
Patrol, Partner, and exile."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _kill(target: str, amount: int = 3) -> dict[str, Any]:
    return {"name": "Blast", "type": "event", "cost": 0, "text": f"Deal {amount} damage to {target}.",
            "effects": [{"effect": "deal-damage", "amount": amount, "to": target}]}


def test_a_defeated_enemy_with_vengeance_goes_to_the_victory_display_instead_of_the_discard_pile():
    """[ahlcg/glossary/vengeance-x] "- As an enemy with Vengeance X is defeated, place the card in the victory display
    instead of in the discard pile." "Like Victory X, when an encounter card with Vengeance X is overcome by the
    investigators, it is stored in the victory display until the end of the scenario." """
    data = world(cards=[{"name": "Serpent", "type": "enemy", "health": 2, "vengeance": 1, "location": "Attic"},
                        {"name": "Ghoul", "type": "enemy", "health": 2, "location": "Attic"}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Blast"},
                     {"who": "Roland Banks", "action": "play", "card": "Blast #2"}])
    data["investigators"][0]["hand"] = [_kill("Serpent"), {**_kill("Ghoul"), "name": "Blast #2"}]
    trace = run(data)
    k = at(trace, "Serpent's defeat resolves: Vengeance 1: placed in the victory display instead of the discard pile")
    assert at(trace, "Serpent is defeated") < k < at(trace, "Ghoul's defeat resolves: placed in the encounter discard")
    final = trace.final_state
    assert final["victory_display"] == ["Serpent"] and final["encounter_discard"] == ["Ghoul"]


def test_a_treachery_with_vengeance_goes_to_the_victory_display_as_it_completes_its_resolution():
    """[ahlcg/glossary/vengeance-x] "- As a treachery card with Vengeance X completes its resolution, place it in the
    victory display instead of in the discard pile." """
    data = world(start="1.4", until="1.4", round=2, **{"encounter-deck": [
        {"name": "Curse of Yig", "type": "treachery", "vengeance": 1, "abilities": [
            {"kind": "revelation", "text": "Revelation – Take 1 horror.",
             "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]},
        {"name": "Rot", "type": "treachery"}]})
    trace = run(data)
    k = at(trace, "Step 4: Curse of Yig has completed its resolution: Vengeance 1: placed in the victory display")
    assert at(trace, "Curse of Yig [revelation]") < k
    assert trace.final_state["victory_display"] == ["Curse of Yig"]
    assert trace.final_state["encounter_discard"] == ["Rot"]


def test_at_the_end_of_the_scenario_a_revealed_cleared_location_with_vengeance_goes_to_the_victory_display():
    """[ahlcg/glossary/vengeance-x] "- At the end of a scenario, take each location with Vengeance X that is in play,
    revealed, and has no clues on it, and place it in the victory display." — a location with clues, or unrevealed,
    stays."""
    data = world(cards=[{"name": "Act 1a", "type": "act", "resolution": "R1", "abilities": [
                     {"kind": "free", "text": "[free]: Advance.", "effects": [{"effect": "advance", "to": "current-act"}]}]}],
                 resolutions={"R1": {"text": "Done.", "experience": 0}},
                 do=[{"who": "Roland Banks", "use": "Act 1a"}])
    data["locations"] = [{"name": "Hall", "connections": ["Attic", "Vault"], "clues": 0, "shroud": 2, "vengeance": 1},
                         {"name": "Attic", "connections": ["Hall"], "clues": 1, "shroud": 1, "vengeance": 1},
                         {"name": "Vault", "connections": ["Hall"], "clues": 0, "shroud": 1, "vengeance": 2,
                          "revealed": False}]
    trace = run(data)
    k = at(trace, "At the end of the scenario, each location with Vengeance X in play, revealed and with no clues")
    assert at(trace, "Winning and losing") < k
    assert trace.steps[k].text.endswith(": Hall")
    assert trace.final_state["victory_display"] == ["Hall"]


def _board(*names: str) -> list[dict[str, Any]]:
    """A row of locations, each connected to its neighbours."""
    return [{"name": n, "shroud": 1, "clues": 0,
             "connections": [m for m in (names[k - 1] if k else None, names[k + 1] if k + 1 < len(names) else None)
                             if m]} for k, n in enumerate(names)]


def test_an_elusive_enemy_disengages_moves_away_and_exhausts_after_it_is_attacked():
    """[ahlcg/glossary/elusive] "If a ready enemy with the elusive keyword attacks or is attacked, after that attack
    resolves, that enemy immediately disengages from all investigators, moves to a connecting location (with no
    investigators if able), and exhausts." — Attic has Agnes, so it goes to Cellar."""
    data = world(cards=[{"name": "Cultist", "type": "enemy", "health": 4, "fight": 2, "keywords": ["elusive"],
                         "engaged": "Roland Banks"}],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Cultist", "result": "success"}])
    data["locations"] = _board("Attic", "Hall", "Cellar")
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    k = at(trace, "Cultist is elusive: after the attack resolves it disengages from Roland Banks, moves from Hall to "
                  "Cellar, and exhausts")
    assert at(trace, "1 damage on Cultist") < at(trace, "ST.8") < k
    cultist = trace.final_state["cards"]["Cultist"]
    assert (cultist["location"], cultist["engaged"], cultist["exhausted"]) == ("Cellar", None, True)


def test_an_elusive_enemy_moves_away_after_its_own_attack_whoever_it_was_engaged_with():
    """[ahlcg/glossary/elusive] "This effect occurs whether the enemy was engaged with the attacking investigator or
    not." — its attack of opportunity against Roland; an exhausted elusive enemy does not move."""
    data = world(cards=[{"name": "Cultist", "type": "enemy", "health": 4, "keywords": ["elusive"],
                         "engaged": "Roland Banks", "attack": {"damage": 1, "horror": 0}},
                        {"name": "Sleeper", "type": "enemy", "health": 4, "keywords": ["elusive"], "exhausted": True,
                         "location": "Hall"}],
                 do=[{"who": "Roland Banks", "action": "resource"}])
    data["locations"] = _board("Hall", "Attic")
    trace = run(data)
    k = at(trace, "Cultist is elusive: after the attack resolves it disengages from Roland Banks, moves from Hall to "
                  "Attic")
    assert at(trace, "Cultist makes an attack of opportunity") < at(trace, "1 damage on Roland Banks") < k
    assert absent(trace, "Sleeper is elusive")
    assert trace.final_state["cards"]["Sleeper"]["location"] == "Hall"


def test_a_patrol_enemy_moves_one_connection_toward_its_designated_location_in_the_enemy_phase():
    """[ahlcg/glossary/patrol] "During the enemy phase (in framework step 3.2), each ready, unengaged enemy with the
    patrol keyword moves to a connecting location along the shortest path toward the designated location (as
    described in parentheses next to the word patrol)." — an engaged or exhausted one does not."""
    data = world(phase="enemy", cards=[
        {"name": "Guard", "type": "enemy", "health": 3, "keywords": ["patrol"], "patrol": "Vault", "location": "Gate"},
        {"name": "Tired Guard", "type": "enemy", "health": 3, "keywords": ["patrol"], "patrol": "Vault",
         "location": "Gate", "exhausted": True}])
    del data["turn"]
    data["locations"] = _board("Gate", "Yard", "Vault")
    data["investigators"][0]["location"] = data["investigators"][1]["location"] = "Vault"
    trace = run(data)
    k = at(trace, "Guard patrols: it moves from Gate to Yard, one connection along the shortest path toward Vault "
                  "(2 connections away)")
    assert at(trace, "3.2 Hunter enemies move") < k < at(trace, "3.3")
    assert "ahlcg/glossary/patrol" in trace.steps[k].rules
    assert trace.final_state["cards"]["Guard"]["location"] == "Yard"
    assert trace.final_state["cards"]["Tired Guard"]["location"] == "Gate"


def test_among_several_designated_locations_the_lead_investigator_chooses():
    """[ahlcg/glossary/patrol] "- If there are multiple locations that qualify as the designated location, the lead
    investigator may choose which location the enemy moves toward." """
    data = world(phase="enemy", lead="Agnes Baker", choices=[{"decision": "target", "ability": "Guard",
                                                              "choose": "East"}],
                 cards=[{"name": "Guard", "type": "enemy", "health": 3, "keywords": ["patrol"],
                         "patrol": ["West", "East"], "location": "Yard"}])
    del data["turn"]
    data["locations"] = _board("West", "Yard", "East")
    data["investigators"][0]["location"] = data["investigators"][1]["location"] = "West"
    trace = run(data)
    assert at(trace, "several locations qualify as Guard's designated location") < at(
        trace, "Guard patrols: it moves from Yard to East")


def _partnered(**more: Any) -> dict[str, Any]:
    return world(cards=[{"name": "Eliyah", "type": "asset", "controller": "Roland Banks", "keywords": ["partner"],
                         "health": 3, "sanity": 3, "damage": 1}], **more)


def test_a_partner_asset_cannot_leave_play_unless_it_is_defeated():
    """[ahlcg/glossary/partner] "- A partner asset cannot leave play unless it is defeated (for example, it cannot be
    discarded by card effects unless it is explicitly defeated)." "- If a partner asset is defeated, remove it from
    the game." """
    data = _partnered(do=[{"who": "Roland Banks", "action": "play", "card": "Purge"}])
    data["investigators"][0]["hand"] = [{"name": "Purge", "type": "event", "cost": 0, "text": "x", "effects": [
        {"effect": "discard", "to": "Eliyah"}, {"effect": "deal-damage", "amount": 2, "to": "Eliyah"}]}]
    trace = run(data)
    k = at(trace, "Eliyah is a partner asset: it cannot leave play unless it is defeated: it stays in play")
    removed = at(trace, "Eliyah's defeat resolves: a defeated partner asset is removed from the game")
    assert k < at(trace, "Eliyah is defeated") < removed
    assert absent(trace, "Eliyah is discarded")
    assert trace.final_state["removed_from_game"] == ["Eliyah"]


def test_a_partner_asset_is_defeated_with_its_investigator():
    """[ahlcg/glossary/partner] "If an investigator is defeated, any partner asset they have with them is also
    defeated." """
    data = _partnered(do=[{"who": "Roland Banks", "action": "play", "card": "Doom"}])
    data["investigators"][0]["hand"] = [{"name": "Doom", "type": "event", "cost": 0, "text": "x",
                                         "effects": [{"effect": "deal-damage", "amount": 9, "to": "you"}]}]
    trace = run(data)
    k = at(trace, "Roland Banks is defeated: partner asset Eliyah, with Roland Banks, is also defeated")
    assert at(trace, "Elimination of Roland Banks") < k < at(trace, "Eliyah's defeat resolves: a defeated partner "
                                                                  "asset is removed from the game")
    assert k < at(trace, "Step 1: removed from the game")


def test_a_partner_asset_leaves_play_undefeated_when_its_investigator_resigns():
    """[ahlcg/glossary/partner] "- If an investigator resigns from a scenario, their partner asset leaves play, but is
    not defeated." "Keep all damage and horror on it, as it will be recorded in the Campaign Log after the game
    ends." """
    data = _partnered(do=[{"who": "Roland Banks", "action": "activate", "card": "Hall"}])
    data["locations"][0]["abilities"] = [{"kind": "action", "designator": "resign", "cost": {"actions": 1},
                                          "text": "[action]: Resign.", "effects": [{"effect": "resign"}]}]
    trace = run(data)
    k = at(trace, "Roland Banks resigns: partner asset Eliyah leaves play but is not defeated; its damage and horror "
                  "are kept for the Campaign Log (Eliyah: 1 damage, 0 horror)")
    assert k < at(trace, "Step 1: removed from the game: Eliyah")
    assert absent(trace, "Eliyah is defeated")


def test_an_exiled_card_is_removed_from_the_game():
    """[ahlcg/glossary/exile] "When a card is exiled, it is removed from the game and returned to your collection." —
    an event that exiles itself is not placed in the discard pile."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Dark Horse"}])
    data["investigators"][0]["hand"] = [{"name": "Dark Horse", "type": "event", "cost": 0,
                                         "text": "Gain 2 resources. Exile Dark Horse.", "effects": [
                                             {"effect": "gain-resources", "amount": 2},
                                             {"effect": "move-card", "zone": "removed"}]}]
    trace = run(data)
    assert at(trace, "Dark Horse is removed from the game")
    assert trace.final_state["removed_from_game"] == ["Dark Horse"]
    assert "Dark Horse" not in trace.final_state["investigators"]["Roland Banks"]["discard"]


def test_text_after_a_day_or_night_keyword_is_active_only_during_that_time():
    """[ahlcg/glossary/day-and-night] "Text following a (Day) or (Night) keyword is only active if the scenario or
    prelude being played is during the Day or Night, respectively." "Any other ability not preceded by these keywords is
    active regardless of the time period." — at Night, the (Night) reaction and the plain one resolve, the (Day) one
    is not there."""
    def lantern(time: str | None, amount: int) -> dict[str, Any]:
        label = f"({time.capitalize()}) " if time else ""
        return {"kind": "reaction", "timing": "after", "trigger": {"event": "turn-begins", "who": "you"},
                "text": f"{label}[reaction] After your turn begins: Gain {amount} resources.",
                "effects": [{"effect": "gain-resources", "amount": amount}], **({"time": time} if time else {})}

    data = world(time="night", start="2.2", until="2.2.2", turn="Roland Banks",
                 do=[{"who": "Roland Banks", "end-turn": True}],
                 cards=[{"name": "Lantern", "type": "asset", "controller": "Roland Banks",
                         "abilities": [lantern("day", 1), lantern("night", 2), lantern(None, 4)]}])
    trace = run(data)
    assert at(trace, "(Night) [reaction]") and at(trace, "Lantern [reaction]: \u201c[reaction] After your turn")
    assert absent(trace, "(Day) [reaction]")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 11


def _hidden(until: str = "2.2.2", **more: Any) -> dict[str, Any]:
    """Roland draws Whispers, a hidden treachery whose forced ability makes its holder lose 1 resource after his
    turn begins; then he takes his turn."""
    return world(round=2, start="1.4", until=until, turn="Roland Banks",
                 do=[{"who": "Roland Banks", "end-turn": True}], **{"encounter-deck": [
                     {"name": "Whispers", "type": "treachery", "keywords": ["hidden"], "abilities": [
                         {"kind": "forced", "timing": "after", "trigger": {"event": "turn-begins", "who": "you"},
                          "text": "Forced – After your turn begins: lose 1 resource.",
                          "effects": [{"effect": "lose-resources", "amount": 1}]}]},
                     {"name": "Rot", "type": "treachery"}, {"name": "Rot #2", "type": "treachery"}]}, **more)


def test_a_hidden_treachery_goes_secretly_to_the_hand_and_acts_there_for_its_holder_alone():
    """[ahlcg/glossary/hidden] "An encounter card or weakness with the hidden keyword has a revelation ability that
    secretly adds that card to your hand." "- While a hidden treachery is in your hand, treat it as if it were in your
    threat area." "Its constant abilities are active, and abilities on it can be triggered, but only by you." """
    trace = run(_hidden())
    k = at(trace, "Whispers is hidden: its revelation secretly adds it to Roland Banks's hand")
    assert "ahlcg/glossary/hidden" in trace.steps[k].rules
    assert k < at(trace, "Whispers [forced]", k)
    final = trace.final_state["investigators"]
    assert "Whispers" in final["Roland Banks"]["hand"] and final["Roland Banks"]["resources"] == 4
    assert final["Agnes Baker"]["resources"] == 3  # Agnes's turn did not set it off (not taken here)


def test_a_hidden_card_counts_toward_the_hand_size_and_cannot_be_discarded_by_choice():
    """[ahlcg/glossary/hidden] "- A hidden card counts toward your hand size, but it cannot leave your hand by any means
    except those described on the card." """
    data = _hidden(until="4.5", choices=[{"decision": "discard", "who": "Roland Banks", "among": ["Whispers"]}])
    data["investigators"][0]["hand"] = [f"H{i}" for i in range(8)]
    data["investigators"][0]["deck"] = ["D0", "D1"]
    trace = run(data)
    k = at(trace, "Roland Banks chooses and discards")
    assert "a hidden card cannot leave the hand but by its own text: Whispers stays in hand" in trace.steps[k].text
    assert "Whispers" in trace.final_state["investigators"]["Roland Banks"]["hand"]
    assert len(trace.final_state["investigators"]["Roland Banks"]["hand"]) == 8


def test_an_eliminated_investigators_hidden_encounter_cards_go_to_the_encounter_discard_pile():
    """[ahlcg/glossary/hidden] "When an investigator is eliminated, each encounter card in their hand with the hidden
    keyword should be placed in the encounter discard pile, in the same way as encounter cards in their threat
    area." """
    data = _hidden()
    data["investigators"][0]["hand"] = [{"name": "Doom", "type": "event", "cost": 0, "keywords": ["fast"], "text": "x",
                                         "effects": [{"effect": "deal-damage", "amount": 9, "to": "you"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "play", "card": "Doom"}]
    trace = run(data)
    k = at(trace, "Step 4: other cards in the threat area discarded: Whispers")
    assert at(trace, "Elimination of Roland Banks") < k
    assert "Whispers" in trace.final_state["encounter_discard"]
    assert "Whispers" not in trace.final_state["removed_from_game"]


def test_a_hidden_enemy_in_the_hand_is_not_engaged_and_does_not_attack():
    """[ahlcg/glossary/hidden] "- While a hidden enemy is in your hand, it is not considered to be engaged with you or
    in your threat area, and it does not attack unless otherwise specified." """
    data = world(round=2, start="1.4", until="3.4", turn="Roland Banks", do=[
        {"who": "Roland Banks", "end-turn": True}, {"who": "Agnes Baker", "end-turn": True}], **{"encounter-deck": [
            {"name": "Doppelganger", "type": "enemy", "keywords": ["hidden"], "health": 3,
             "attack": {"damage": 2, "horror": 0}},
            {"name": "Rot", "type": "treachery"}, {"name": "Rot #2", "type": "treachery"}]})
    trace = run(data)
    assert at(trace, "Doppelganger is hidden: its revelation secretly adds it to Roland Banks's hand") < at(
        trace, "3.3 Roland Banks resolves engaged enemy attacks: no ready enemy")
    assert absent(trace, "Doppelganger spawns") and absent(trace, "Doppelganger makes")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


def _tekeli_li(name: str) -> dict[str, Any]:
    return {"name": name, "type": "treachery", "weakness": True, "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 horror. Return Tekeli-li! to the Tekeli-li deck.",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"},
                     {"effect": "move-card", "zone": "tekeli-li-deck"}]}]}


def test_the_tekeli_li_weaknesses_form_a_deck_at_setup():
    """[ahlcg/glossary/tekeli-li] "These cards are shuffled together to form a special Tekeli-li deck during the setup
    of each scenario of this campaign." """
    data = world(setup="all", **{"tekeli-li-deck": [_tekeli_li("Tekeli-li! #1"), _tekeli_li("Tekeli-li! #2")]})
    del data["turn"]
    trace = run(data)
    k = at(trace, "Setup, step 10")
    assert "the Tekeli-li weaknesses shuffled together into the Tekeli-li deck (2 cards)" in trace.steps[k].text
    assert "ahlcg/glossary/tekeli-li" in trace.steps[k].rules
    assert trace.final_state["tekeli_li_deck"] == ["Tekeli-li! #1", "Tekeli-li! #2"]


def test_a_resolved_tekeli_li_weakness_returns_to_the_tekeli_li_deck_out_of_its_investigators_deck():
    """[ahlcg/glossary/tekeli-li] "However, the resolution of each Tekeli-li! weakness instructs the investigator to
    return it to the Tekeli-li deck (removing it from their own deck)." — drawn from Roland's deck, it resolves, then
    goes to the bottom of the Tekeli-li deck, not to his discard pile."""
    data = world(do=[{"who": "Roland Banks", "action": "draw"}], **{"tekeli-li-deck": [_tekeli_li("Tekeli-li! #2")]})
    data["investigators"][0]["deck"] = [_tekeli_li("Tekeli-li! #1"), "Card B"]
    trace = run(data)
    k = at(trace, "Tekeli-li! #1 returns to the bottom of the Tekeli-li deck")
    assert at(trace, "1 horror on Roland Banks") < k
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert "Tekeli-li! #1" not in roland["discard"] and roland["horror"] == 1
    assert trace.final_state["tekeli_li_deck"] == ["Tekeli-li! #2", "Tekeli-li! #1"]
