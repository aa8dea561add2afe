"""A card discarded from play by an investigator as a triggering condition, and a played or discarded card placed
"instead of in your discard pile": "Forced – After you play an event or discard an event from play: Place it on the
bottom of your deck instead of in your discard pile." (Wendy's Amulet), read from the printed text."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

AMULET = ("<b>Forced</b> - After you play an event or discard an event from play: Place it on the bottom of your deck "
          "instead of in your discard pile.")


def test_the_play_or_the_discard_and_the_card_it_names():
    ability = parse_card_text(AMULET, name="Wendy's Amulet", type_code="asset").abilities[0].to_situation()
    assert ability["trigger"] == {"any-of": [{"event": "play-card", "who": "you", "what": "event"},
                                             {"event": "leaves-play", "what": "event", "source": "yours",
                                              "via": "discard"}]}
    assert ability["effects"] == [{"effect": "move-card", "zone": "deck-bottom", "to": "triggering-what"}]


def test_a_card_discarded_from_a_hand_is_no_discard_from_play():
    text = "<b>Forced</b> - After you discard an event: Draw 1 card."
    assert [u.category for u in parse_card_text(text, name="Amulet", type_code="asset").unsupported] == ["trigger:discard"]


def test_instead_of_a_discard_pile_after_a_condition_that_puts_no_card_there_is_refused():
    text = "<b>Forced</b> - After you draw a card: Place it on the bottom of your deck instead of in your discard pile."
    assert [u.category for u in parse_card_text(text, name="Amulet", type_code="asset").unsupported] == ["effect:place"]


def _play(world: dict[str, Any]) -> dict[str, Any]:
    roland = world["investigators"][0]
    roland["hand"] = [{"name": "Emergency Cache", "type": "event", "cost": 0,
                       "effects": [{"effect": "gain-resources", "amount": 3}]}]
    roland["deck"] = [{"name": "Guts", "type": "skill"}]
    world["cards"] = [{"name": "Wendy's Amulet", "type": "asset", "controller": "Roland", "text": AMULET}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Emergency Cache"}, {"who": "Roland", "action": "draw"},
                   {"who": "Roland", "action": "draw"}]  # the second draw finds it under Guts
    return world


def test_an_event_played_ends_at_the_bottom_of_the_deck(world, run, find):
    trace = run(_play(world))
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Guts", "Emergency Cache"]
    assert roland["discard"] == []
    assert roland["resources"] == 8
    assert find(trace, "Wendy's Amulet [forced]") < find(trace, "Emergency Cache is placed at the bottom of Roland's deck")
