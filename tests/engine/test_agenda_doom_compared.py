"""A location's constant under a condition comparing two agendas' doom (Constant Abilities; Act Deck and Agenda Deck;
Difficulty): North Tower's "While the current "a" agenda has more doom on it than the current "c" agenda, reduce the
difficulty of each skill test at North Tower by 1" — active exactly while the "a" deck's current agenda has more doom
than the "c" deck's, checked as the test's difficulty is determined, for each investigator there and no one
elsewhere."""

from __future__ import annotations

TOWER = ("While the current \"a\" agenda has more doom on it than the current \"c\" agenda, reduce the difficulty of "
         "each skill test at North Tower by 1.")
WALL = ("While the current \"c\" agenda has more doom on it than the current \"a\" agenda, double the number of skill "
        "icons on cards committed to skill tests at the Outer Wall.")


def _world(world, *, doom_a: int, doom_c: int, at: str = "North Tower", name: str = "North Tower",
           text: str = TOWER) -> dict:
    """Roland investigates ``at``; the Hall is the card of ``name`` and printed ``text``, read by the card reader."""
    world["locations"][0].update({"name": name, "text": text})
    world["locations"][1]["connections"] = [name]
    for who in world["investigators"]:
        who["location"] = at if at != "Hall" else name
    world["cards"] = [{"name": "The Tide Rises", "type": "agenda", "number": "1a", "doom": doom_a, "threshold": 9},
                      {"name": "Let The Storm Rage", "type": "agenda", "number": "1c", "doom": doom_c, "threshold": 9}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    return world


def test_while_the_a_agenda_has_more_doom_a_test_there_is_1_easier(world, run, find):
    trace = run(_world(world, doom_a=2, doom_c=1))
    begins = find(trace, "begins an intellect test (base intellect 3) against North Tower's shroud 2")
    eased = find(trace, "Constant abilities modify the value tested against: -1 (North Tower); the difficulty of this skill "
                        "test is 2 \u2192 1")
    assert begins < eased < find(trace, "ST.6: Roland succeeds (3 equals or exceeds the difficulty 1; by 2)")


def test_with_equal_doom_on_both_agendas_the_condition_does_not_hold(world, run, find):
    trace = run(_world(world, doom_a=1, doom_c=1))
    assert not any("modify the value tested against" in s.text for s in trace.steps)
    find(trace, "ST.6: Roland succeeds (3 equals or exceeds the difficulty 2; by 1)")


def test_with_more_doom_on_the_c_agenda_the_condition_does_not_hold(world, run, find):
    trace = run(_world(world, doom_a=0, doom_c=2))
    assert not any("modify the value tested against" in s.text for s in trace.steps)


def test_a_test_elsewhere_is_not_at_the_tower(world, run, find):
    trace = run(_world(world, doom_a=3, doom_c=0, at="Attic"))
    find(trace, "against Attic's shroud 1")
    assert not any("modify the value tested against" in s.text for s in trace.steps)


def test_outer_wall_doubles_committed_icons_while_the_c_agenda_has_more_doom(world, run, find):
    data = _world(world, doom_a=0, doom_c=1, at="Outer Wall", name="Outer Wall", text=WALL)
    data["investigators"][0]["hand"] = [{"name": "Guts", "type": "skill", "icons": {"intellect": 1, "wild": 1}}]
    data["tests"][0]["commit"] = ["Guts"]
    trace = run(data)
    committed = find(trace, "Roland commits Guts, its icons doubled by Outer Wall (4 matching icons: +4")
    assert committed < find(trace, "ST.5: Roland's modified skill value: intellect 3 + 4")


def test_outer_wall_counts_icons_once_while_the_a_agenda_has_as_much_doom(world, run, find):
    data = _world(world, doom_a=1, doom_c=1, at="Outer Wall", name="Outer Wall", text=WALL)
    data["investigators"][0]["hand"] = [{"name": "Guts", "type": "skill", "icons": {"intellect": 1, "wild": 1}}]
    data["tests"][0]["commit"] = ["Guts"]
    find(run(data), "Roland commits Guts (2 matching icons: +2")
