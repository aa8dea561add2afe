"""Why an ability a card gains stays a gap, by the shape of "… gains: "…"": the card gaining it is another than the
one bearing the text but none the constant subjects name, or a quoted ability names the card giving it; or the card
is its own but its condition is none the engine's conditions compose (Gains; Constant Abilities). A grant to a card
they name is read (``test_granting.py``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

@pytest.mark.parametrize(("text", "name", "type_code", "said"), [
    # a subject none the constant subjects name
    ('Each location with horror gains: "[action]: Gain 1 resource."', "Curtain Call", "act",
     "an ability granted to another card ('Each location with horror'): not a card the engine's constant abilities "
     "name"),
    # a quoted ability naming the card that gives it: "self" would be its new bearer
    ('Attached location gains: "[action]: Discard Shortcut."', "Shortcut", "event",
     "an ability granted to another card that names the card giving it (its own name) in its effects: the "
     "engine's gained ability is its new bearer's, which 'self' would name"),
    # the card's own, under a condition the reader does not compose
    ('While the moon is full, this agenda gains: "[action]: Gain 1 resource."', "The First Night",
     "agenda", "an ability granted while a condition holds: the condition ('the moon is full') is "
     "none the engine's conditions compose"),
])
def test_the_reason_names_what_stops_the_grant(text: str, name: str, type_code: str, said: str) -> None:
    reasons = [g.reason for g in parse_card_text(text, name=name, type_code=type_code).gaps]
    assert said in reasons
