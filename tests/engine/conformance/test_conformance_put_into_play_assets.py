"""Put into Play: an encounter asset whose revelation puts it into play at your location ("Revelation – Put
"Jazz" Mulligan into play at your location."): it enters play there, under no one's control, until an ability
gives it one. Cases from the rules' sentences (Put into Play, Revelation, Asset Cards) and the dev cards."""

from __future__ import annotations

import pytest

from kb.engine import SituationError
from rulecases import at, run, world

_QUIET = {"name": "Quiet Night", "type": "treachery"}  # what the second investigator draws
_PARLEY = {"kind": "action", "cost": {"actions": 1}, "designator": "parley",
           "condition": {"card": "self", "state": "not-controlled-by-any"},
           "effects": [{"effect": "take-control"}], "text": "[action]: Parley. Take control of Lucky Stranger."}


def _stranger(**more):
    return {"name": "Lucky Stranger", "type": "asset", "put-into-play": "location", "health": 2, "sanity": 2,
            "abilities": [_PARLEY], **more}


def test_an_asset_put_into_play_at_your_location_enters_there_under_no_control():
    """[ahlcg/rr/put-into-play] "Some card abilities cause a card to be “put into play.” Such abilities place the
    card directly into play from an out-of-play state." "A card that has been put into play is not considered to
    have been played or drawn": no investigator plays it, so none controls it; it is at the drawer's location."""
    data = world(round=2, start="1.4", until="1.4", **{"encounter-deck": [_stranger(), _QUIET]})
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    placed = at(trace, "Step 4: Lucky Stranger is put into play in Hall, as it instructs, under no one's control")
    assert at(trace, "Roland Banks draws Lucky Stranger") < placed
    card = trace.final_state["cards"]["Lucky Stranger"]
    assert (card["zone"], card["controller"], card["location"]) == ("play", None, "Hall")


def test_an_uncontrolled_asset_at_a_location_can_be_taken_under_control():
    """[ahlcg/rr/put-into-play] the card is in play at the location, uncontrolled, so its "not controlled" ability
    (Parley: "take control of X") can be initiated there, and the asset then enters its taker's play area."""
    data = world(cards=[_stranger(controller=None, location="Hall")],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Lucky Stranger", "ability": 0}])
    trace = run(data)
    at(trace, "Roland Banks takes control of Lucky Stranger")
    assert trace.final_state["cards"]["Lucky Stranger"]["controller"] == "Roland Banks"


def test_an_asset_is_put_into_play_only_at_a_location():
    """An asset's revelation places it at a location (``put-into-play: location``); a threat area or an attachment
    is a treachery's placement, so the situation is refused with a clear error, not run wrongly."""
    with pytest.raises(SituationError, match="an asset's revelation puts it into play at a location"):
        run(world(**{"encounter-deck": [_stranger(**{"put-into-play": "threat-area"})]}))
