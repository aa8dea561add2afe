""""X if there is no N (if there is, Y instead)": exactly one of the two resolves, by the count as the revelation
resolves (Instead: a replacement). The ability is the reader's own lowering of the printed sentence ("Attach to your
location if there is no copy of The Pit Below attached (if there is, discard The Pit Below and it gains surge
instead)."): a copy attached to your location — any card of the title (Copy) — sends it to the discard pile with
surge (Surge: its investigator draws another encounter card)."""

from __future__ import annotations

from kb.cardtext import parse_card_text

PIT = ("<b>Revelation</b> - Attach to your location if there is no copy of The Pit Below attached (if there is, "
       "discard The Pit Below and it gains surge instead).")


def _revelation(name: str) -> dict:
    result = parse_card_text(PIT, name="The Pit Below", type_code="treachery")
    assert not result.gaps, result.gaps
    return {"name": name, "type": "treachery", "abilities": [result.abilities[0].to_situation()]}


def _draw(world: dict, bearing: str | None) -> dict:
    world["encounter-deck"] = [_revelation("The Pit Below #2"),
                               {"name": "Grasping Hands", "type": "treachery", "abilities": [
                                   {"kind": "revelation", "text": "Revelation - Take 1 damage. (hypothetical)",
                                    "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}]
    if bearing is not None:
        world["cards"] = [{"name": "The Pit Below", "type": "treachery", "attached-to": bearing}]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world


def test_with_no_copy_attached_to_your_location_it_attaches_there(world, run):
    trace = run(_draw(world, bearing=None))
    pit = trace.final_state["cards"]["The Pit Below #2"]
    assert pit["zone"] == "play" and pit["attached_to"] == "Hall"
    assert trace.final_state["investigators"]["Roland"].get("damage", 0) == 0  # no surge: nothing more drawn


def test_a_copy_attached_there_discards_it_instead_and_it_surges(world, run, find):
    trace = run(_draw(world, bearing="Hall"))
    assert trace.final_state["cards"]["The Pit Below #2"].get("attached_to") is None
    order = [find(trace, "Roland draws The Pit Below #2"), find(trace, "The Pit Below #2 is discarded"),
             find(trace, "Roland draws Grasping Hands")]
    assert order == sorted(order)  # discarded in place of the attach, then the surge's draw
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1


def test_a_copy_attached_to_another_location_does_not_count(world, run):
    trace = run(_draw(world, bearing="Attic"))
    assert trace.final_state["cards"]["The Pit Below #2"]["attached_to"] == "Hall"
