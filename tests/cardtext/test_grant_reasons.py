"""Why an ability a card gains stays a gap, by the shape of "… gains: "…"": the card gaining it is another than the
one bearing the text (with a condition or none; a pronoun for the card the condition names; "Attached location"), or
the card is its own but its condition is none the engine's conditions compose (Gains; Constant Abilities)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

ANOTHER = "the engine's abilities belong to the card they are printed on, and it has no ability one card gives another"


@pytest.mark.parametrize(("text", "name", "type_code", "said"), [
    # a pronoun for the card the condition names (Parlor, a location, grants to Lita Chantler)
    ('While Lita Chantler is not controlled by a player, she gains: "[action]: Gain 1 resource."', "Parlor",
     "location", f"an ability granted while a condition holds, to another card ('she: Lita Chantler'): {ANOTHER}"),
    # a title's period is no sentence's end
    ('While Dr. Morgan is not controlled by a player, he gains "[action]: Gain 1 resource."', "All In", "act",
     f"an ability granted while a condition holds, to another card ('he: Dr. Morgan'): {ANOTHER}"),
    # no condition at all
    ('Garden gains: "[action]: Gain 1 resource."', "No Asylum", "act",
     f"an ability granted to another card ('Garden'): {ANOTHER}"),
    # the last sentence before "gains" names the card gaining it
    ('Attach to your location. Attached location gains: "[action]: Gain 1 resource."', "Shortcut", "event",
     f"an ability granted to another card ('Attached location'): {ANOTHER}"),
    # the card's own, under a condition the reader does not compose
    ('While you have more Conviction than Doubt, this agenda gains: "[action]: Gain 1 resource."', "The First Night",
     "agenda", "an ability granted while a condition holds: the condition ('you have more Conviction than Doubt') is "
     "none the engine's conditions compose"),
])
def test_the_reason_names_what_stops_the_grant(text: str, name: str, type_code: str, said: str) -> None:
    reasons = [g.reason for g in parse_card_text(text, name=name, type_code=type_code).gaps]
    assert said in reasons
