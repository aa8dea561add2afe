""""Draw the top card of the encounter deck. That card gains surge." (the printed sentence, read by the card reader):
the card drawn has surge while it resolves (Surge: after it resolves, its investigator draws another encounter card);
the card bearing the sentence does not, nor does the card its surge draws."""

from __future__ import annotations

from kb.cardtext import parse_card_text

ZEAL = "<b>Revelation</b> - Draw the top card of the encounter deck. That card gains surge."
HORROR = {"name": "Rotting Remains", "type": "treachery", "abilities": [
    {"kind": "revelation", "text": "Take 1 horror.", "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}
DAMAGE = {"name": "Grasping Hands", "type": "treachery", "abilities": [
    {"kind": "revelation", "text": "Take 1 damage.", "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}
LAST = {"name": "Crypt Chill", "type": "treachery", "abilities": [
    {"kind": "revelation", "text": "Take 1 damage.", "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}


def _zeal() -> dict:
    result = parse_card_text(ZEAL, name="Zeal", type_code="treachery")
    assert not result.gaps, result.gaps
    return {"name": "Zeal", "type": "treachery", "abilities": [result.abilities[0].to_situation()]}


def test_the_card_drawn_surges_and_no_other(world, run, find):
    world["encounter-deck"] = [_zeal(), HORROR, DAMAGE, LAST]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    trace = run(world)
    order = [find(trace, "Roland draws Zeal"), find(trace, "Rotting Remains, the card this effect draws, gains surge"),
             find(trace, "1 horror on Roland"), find(trace, "Rotting Remains has surge"),
             find(trace, "Roland draws Grasping Hands"), find(trace, "1 damage on Roland")]
    assert order == sorted(order)
    assert not any("Roland draws Crypt Chill" in s.text for s in trace.steps)  # Grasping Hands itself has no surge
    assert not any("Zeal has surge" in s.text for s in trace.steps)
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["horror"], roland["damage"]) == (1, 1)
