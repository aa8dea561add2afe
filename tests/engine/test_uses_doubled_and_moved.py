"""A card's uses doubled, and moved to a resource pool, as the reader reads the printed sentences (Uses (X Type): uses
are resource tokens on a card, of the type its Uses keyword establishes; Move; 2024 glossary, "For each")."""

from __future__ import annotations

from kb.cardtext import parse_card_text

CONTRABAND = ("Choose an asset controlled by an investigator at your location. Double the number of ammo or supply "
              "tokens on that asset.")
SPIRIT_SPEAKER = ("[fast] Exhaust Spirit-Speaker: Choose an asset you control with \"uses (charges).\" Either return "
                  "that asset to your hand, or move all charges from that asset to your resource pool <i>(as "
                  "resources)</i> and discard that asset.")


def _effects(text: str, name: str, type_code: str) -> list[dict]:
    return parse_card_text(text, name=name, type_code=type_code).abilities[0].to_situation()["effects"]


def _contraband(world, rifle: dict) -> dict:
    """Roland's own ability, resolving Contraband's instructions, with Agnes's asset at his location."""
    world["cards"] = [{"name": "Rifle", "type": "asset", "controller": "Agnes", **rifle}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": _effects(CONTRABAND, "Contraband", "event")}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


def test_contraband_doubles_the_ammo_on_the_chosen_asset(world, run, find):
    trace = run(_contraband(world, {"uses": 3, "use-type": "ammo"}))
    assert trace.final_state["cards"]["Rifle"]["uses"] == 6
    assert find(trace, "Roland chooses Rifle") < find(trace, "3 uses placed on Rifle: uses 3 \u2192 6")


def test_contraband_doubles_supplies_once_on_a_card_bearing_supplies(world, run):
    """"Ammo or supply tokens": a card bears one type of uses, so a supply card is doubled once, not twice."""
    trace = run(_contraband(world, {"uses": 2, "use-type": "supplies"}))
    assert trace.final_state["cards"]["Rifle"]["uses"] == 4


def test_contraband_leaves_charges_alone(world, run):
    trace = run(_contraband(world, {"uses": 2, "use-type": "charges"}))
    assert trace.final_state["cards"]["Rifle"]["uses"] == 2


def _spirit_speaker(world, option: int) -> dict:
    world["cards"] = [
        {"name": "Spirit-Speaker", "type": "asset", "controller": "Roland", "owner": "Roland",
         "abilities": [parse_card_text(SPIRIT_SPEAKER, name="Spirit-Speaker", type_code="asset").abilities[0]
                       .to_situation()]},
        {"name": "Shrivelling", "type": "asset", "controller": "Roland", "owner": "Roland", "uses": 3,
         "use-type": "charges"}]
    world["choices"] = [{"decision": "either", "ability": "Spirit-Speaker", "option": option}]
    world["do"] = [{"who": "Roland", "use": "Spirit-Speaker"}]
    return world


def test_spirit_speaker_moves_every_charge_to_the_resource_pool_then_discards_the_asset(world, run, find):
    resources = world["investigators"][0].get("resources", 5)
    trace = run(_spirit_speaker(world, 1))
    state = trace.final_state
    assert state["investigators"]["Roland"]["resources"] == resources + 3
    moved = find(trace, "3 uses moved from Shrivelling to Roland")
    assert moved < find(trace, "Shrivelling is discarded")
    assert state["cards"]["Shrivelling"]["zone"] == "discard"


def test_spirit_speaker_returning_the_asset_keeps_its_charges_off_the_pool(world, run, find):
    resources = world["investigators"][0].get("resources", 5)
    trace = run(_spirit_speaker(world, 0))
    assert trace.final_state["investigators"]["Roland"]["resources"] == resources
    returned = find(trace, "Shrivelling returns to its owner's hand: it leaves play (its tokens return to the token pool)")
    assert find(trace, "chooses (0)") < returned
