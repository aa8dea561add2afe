""""All <cards> you control" (Rules Reference, Target; Control): every card in play that fits and that the resolving
investigator controls, none another investigator controls. The ability is the reader's own lowering of the printed
sentence ("Exhaust all assets you control and put <this card> into play in your threat area.")."""

from __future__ import annotations

from kb.cardtext import parse_card_text

WRACKED = ("<b>Revelation</b> - Exhaust all assets you control and put Wracked by Nightmares into play in your threat "
           "area.")


def _revelation(text: str, name: str) -> dict:
    result = parse_card_text(text, name=name, type_code="treachery")
    assert not result.gaps, result.gaps
    return {"name": name, "type": "treachery", "abilities": [result.abilities[0].to_situation()]}


def _asset(name: str, controller: str) -> dict:
    return {"name": name, "type": "asset", "controller": controller}


def test_all_assets_you_control_exhausts_each_of_yours_and_none_of_another_investigators(world, run, find):
    world["encounter-deck"] = [_revelation(WRACKED, "Wracked by Nightmares")]
    world["cards"] = [_asset("Flashlight", "Roland"), _asset("Knife", "Roland"), _asset("Lantern", "Agnes")]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    trace = run(world)
    cards = trace.final_state["cards"]
    assert cards["Flashlight"]["exhausted"] and cards["Knife"]["exhausted"]
    assert not cards["Lantern"].get("exhausted")  # Agnes's: not one Roland controls
    order = [find(trace, "Roland draws Wracked by Nightmares"), find(trace, "Flashlight is exhausted"),
             find(trace, "Knife is exhausted"), find(trace, "put into play in Roland's threat area")]
    assert order == sorted(order)  # drawn; its revelation exhausts, then the card enters the threat area
