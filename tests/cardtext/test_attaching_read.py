"""An attachment whose host the same sentence spawns (``attaching.spawned_first``): the spawn is read before the
attach, so that the host is in play when the card is attached to it (Attach To); any other sentence keeps its order."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.attaching import spawned_first


def test_the_host_is_spawned_before_the_card_is_attached_to_it():
    result = parse_card_text("<b>Revelation</b> - Discard cards from the top of the encounter deck until an enemy is "
                             "discarded. Attach Smite the Wicked to that enemy and spawn it at the location farthest "
                             "from you.", name="Smite the Wicked", type_code="treachery")
    assert [dict(e) for e in result.abilities[0].effects] == [
        {"effect": "discard-top", "deck": "encounter", "find": {"type": "enemy"}},
        {"effect": "spawn", "card": "chosen", "to": "a-farthest-location"},
        {"effect": "attach", "to": "chosen"}] and not result.gaps


def test_an_order_with_no_host_spawned_after_the_attach_is_kept():
    effects = [{"effect": "spawn", "card": "Ghoul"}, {"effect": "attach", "to": "Ghoul"}, {"effect": "spawn",
                                                                                          "card": "Other"}]
    assert spawned_first(effects) == effects
    assert spawned_first([{"effect": "attach", "to": "Ghoul"}, {"effect": "spawn", "card": "Ghoul"}]) == [
        {"effect": "spawn", "card": "Ghoul"}, {"effect": "attach", "to": "Ghoul"}]
