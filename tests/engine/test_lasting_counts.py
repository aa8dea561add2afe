"""A lasting modifier to cards' values counted on each card it modifies: "Until the end of the round, each enemy in
play gets +1 fight for each doom on it" (Lasting Effects: the enemies in play as it is established; Modifiers: a
variable value is counted whenever it is read). "It" is each enemy modified, so a fight against one adds that enemy's
own doom, not all the doom on the enemies modified. The ability is the reader's own lowering of the printed sentence."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

EDICT = "Until the end of the round, each enemy in play gets +1 fight for each doom on it."


def _edict(world: dict[str, Any], doom: dict[str, int], fought: str, added: int = 0) -> dict[str, Any]:
    """Roland's free ability establishes the lasting effect; ``added`` doom is then placed on the enemy fought; Roland
    fights it."""
    result = parse_card_text(EDICT, name="Edict", type_code="event")
    assert not result.gaps, result.gaps
    effects = [dict(e) for a in result.abilities for e in a.effects] or list(result.to_json()["card"]["effects"])
    world["investigators"][0]["abilities"] = [{"kind": "free", "text": EDICT, "effects": effects}]
    if added:
        world["investigators"][0]["abilities"].append(
            {"kind": "free", "text": "Place doom (hypothetical)", "effects": [
                {"effect": "place-doom", "amount": added, "to": fought}]})
    world["cards"] = [{"name": name, "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2,
                       "doom": n, "attack": {"damage": 0, "horror": 0}} for name, n in doom.items()]
    world["do"] = [{"who": "Roland", "use": "Roland", "ability": 0},
                   *([{"who": "Roland", "use": "Roland", "ability": 1}] if added else []),
                   {"who": "Roland", "action": "fight", "enemy": fought, "result": "success"}]
    return world


def _difficulty(trace) -> str:
    return next(s.text for s in trace.steps if s.text.startswith("Constant abilities modify the value tested against"))


def test_each_enemy_gets_plus_one_fight_for_its_own_doom(world, run):
    trace = run(_edict(world, {"Acolyte": 2, "Ghoul": 1}, fought="Acolyte"))
    assert _difficulty(trace).endswith("the difficulty of this skill test is 2 \u2192 4")


def test_another_enemys_doom_is_not_counted(world, run):
    trace = run(_edict(world, {"Acolyte": 2, "Ghoul": 0}, fought="Ghoul"))
    assert _difficulty(trace).endswith("the difficulty of this skill test is 2 \u2192 2")


def test_doom_placed_after_it_is_established_is_counted_as_the_test_is_made(world, run):
    trace = run(_edict(world, {"Ghoul": 0}, fought="Ghoul", added=3))
    assert _difficulty(trace).endswith("the difficulty of this skill test is 2 \u2192 5")
