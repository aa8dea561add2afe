"""Moving, read from the tree: "move" is one verb frame whose slots say what moves (tokens, an enemy, an
investigator), how much or how far, from where, to or toward where; "disengage"; locations composed from their
states; and the triggering conditions of moves (an investigator leaving a location, an enemy moving by its hunter
keyword, an enemy engaging you)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.model import NotParsed
from kb.cardtext.triggers import parse_trigger


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


# -- tokens: Move N <kind> from <holder> to <holder> ------------------------------------------------

@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    # a card to an investigator named as printed
    ("[action]: Move 1 horror from The Necronomicon to Daisy Walker.", "The Necronomicon", "asset",
     {"effect": "move-tokens", "tokens": "horror", "amount": 1, "from": "self", "to": "Daisy Walker"}),
    # the card's own location ("@self's location") to the card
    ("<b>Forced</b> - After Fanatic enters play: Move 1 clue from Fanatic's location to Fanatic.", "Fanatic", "enemy",
     {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "this-location", "to": "self"}),
    # "N of your clues": from you
    ("<b>Forced</b> - After Agent of the King attacks you: Move 1 of your clues to Agent of the King.",
     "Agent of the King", "enemy", {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "you",
                                    "to": "self"}),
    # "all clues on X to its location": every one, to the location of the holder named before
    ("<b>Forced</b> - When Dark Young Host is defeated: Move all clues on Dark Young Host to its location.",
     "Dark Young Host", "enemy", {"effect": "move-tokens", "tokens": "clues", "from": "self", "to": "this-location"}),
    # a composed enemy selector as the holder: each one anywhere in play
    ("<b>Revelation</b> - Move all doom from each [[Cultist]] enemy to the current agenda.", "Doom Drain",
     "treachery", {"effect": "move-tokens", "tokens": "doom", "from": "each-cultist-enemy-in-play",
                   "to": "current-agenda"}),
    # taking control of tokens: they move onto the investigator
    ("<b>Forced</b> - When you defeat Fanatic: Take control of all of its clues.", "Fanatic", "enemy",
     {"effect": "move-tokens", "tokens": "clues", "from": "self", "to": "you"}),
    ("<b>Forced</b> - When Cache is defeated: Take control of all resources on Cache.", "Cache", "enemy",
     {"effect": "move-tokens", "tokens": "resources", "from": "self", "to": "you"}),
    # resources on a card: the card holds them, in no resource pool
    ("[fast]: Move 1 resource from your resource pool to Hospital Debts.", "Hospital Debts", "treachery",
     {"effect": "move-tokens", "tokens": "resources", "amount": 1, "from": "you", "to": "self"}),
    # the resource pool is the investigator's resources
    ("Move 2 resources from your resource pool to Daisy Walker.", "Gift", "event",
     {"effect": "move-tokens", "tokens": "resources", "amount": 2, "from": "you", "to": "Daisy Walker"}),
    # a card's uses moved to a resource pool are resources there (Uses), ", as a resource" saying so
    ("[fast] Exhaust Forbidden Knowledge and take 1 horror: Move 1 secret from Forbidden Knowledge to your resource "
     "pool, as a resource.", "Forbidden Knowledge", "asset",
     {"effect": "move-tokens", "tokens": "uses", "amount": 1, "from": "self", "to": "you"}),
])
def test_tokens_move_from_one_holder_to_another(text, name, type_code, effect):
    got, gaps = _read(text, name, type_code)
    assert got == [effect] and gaps == []


@pytest.mark.parametrize(("text", "name", "type_code", "reason"), [
    # uses moved onto a location: it holds none (nor would they be resources there)
    ("[action]: Move 1 charge from Shrivelling to your location.", "Shrivelling", "asset", "uses on a location"),
])
def test_a_token_move_the_engine_cannot_hold_stays_a_gap_saying_why(text, name, type_code, reason):
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.runnable and any(reason in u.reason for u in result.unsupported)


# -- enemies: moves N locations / once toward X ---------------------------------------------------

@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    ("<b>Forced</b> - At the end of the enemy phase: Each unengaged [[Ghoul]] enemy moves 1 location towards the "
     "Parlor.", "They're Getting Out!", "agenda",
     {"effect": "move-enemy", "enemy": "each-unengaged-ghoul-enemy-in-play", "toward": "Parlor", "amount": 1}),
    ("<b>Forced</b> - At the end of the enemy phase: Devotee of the Key moves once toward Sentinel Peak.",
     "Devotee of the Key", "enemy", {"effect": "move-enemy", "enemy": "self", "toward": "Sentinel Peak",
                                     "amount": 1}),
    ("<b>Revelation</b> - Each [[Ghoul]] enemy in play moves twice toward you.", "Feeding Time", "treachery",
     {"effect": "move-enemy", "enemy": "each-ghoul-enemy-in-play", "toward": "you", "amount": 2}),
    ("<b>Revelation</b> - Move each [[Cultist]] enemy 2 locations toward you.", "Summoned", "treachery",
     {"effect": "move-enemy", "enemy": "each-cultist-enemy-in-play", "toward": "you", "amount": 2}),
    ("<b>Forced</b> - At the end of the round: Move each unengaged [[Byakhee]] enemy once toward the nearest "
     "investigator.", "Call of the Wind", "agenda",
     {"effect": "move-enemy", "enemy": "each-unengaged-byakhee-enemy-in-play", "toward": "nearest-investigator",
      "amount": 1}),
])
def test_an_enemy_moves_a_number_of_locations_toward_something(text, name, type_code, effect):
    got, gaps = _read(text, name, type_code)
    assert got == [effect] and gaps == []


@pytest.mark.parametrize(("text", "reason"), [
    ("[action]: Move a [[Ghoul]] enemy 1 location in the dark.", "unknown effect"),  # how far, but not where
])
def test_an_enemy_move_with_no_destination_the_engine_holds_stays_a_gap(text, reason):
    result = parse_card_text(text, name="Ruins", type_code="location")
    assert not result.runnable and any(reason in u.reason for u in result.unsupported)


# -- investigators, disengaging, locations composed ---------------------------------------------------

@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # "Disengage … and move to X": one effect, the enemies left behind
    ("[action] Exhaust Cat Burglar: Disengage from each enemy engaged with you and move to a connecting location.",
     "Cat Burglar", "asset", [{"effect": "disengage", "enemy": "each-enemy-engaged-with-you",
                               "to": "a-connecting-location"}]),
    ("Fast. Play only during your turn.\nDisengage from each enemy engaged with you and move to a revealed location "
     "with no enemies.", "Elusive", "event",
     [{"effect": "disengage", "enemy": "each-enemy-engaged-with-you", "to": "a-revealed-location-with-no-enemies"}]),
    # a bare disengage
    ("[fast] Exhaust Smoke Bomb: Disengage from an enemy engaged with you.", "Smoke Bomb", "asset",
     [{"effect": "disengage", "enemy": "an-enemy-engaged-with-you"}]),
    # a location composed from its states: "any" is one, chosen
    ("[action]: Move to any revealed location.", "Old Map", "asset", [{"effect": "move",
                                                                       "to": "a-revealed-location"}]),
    ("[action]: Move to an unrevealed location with no investigators.", "Old Map", "asset",
     [{"effect": "move", "to": "an-unrevealed-location-with-no-investigators"}]),
    # an enemy subject moved to a location
    ("<b>Forced</b> - At the end of the round: Lurker moves to your location.", "Lurker", "enemy",
     [{"effect": "move-enemy", "enemy": "self", "to": "your-location"}]),
])
def test_an_investigator_or_enemy_moves_to_a_location(text, name, type_code, effects):
    got, gaps = _read(text, name, type_code)
    assert got == effects and gaps == []


@pytest.mark.parametrize(("text", "to"), [
    ("[action]: Move to a [[Central]] location.", "a-central-location"),
    ("[action]: Move to a non-[[Bayou]] location.", "a-non-bayou-location"),
    ("[action]: Move to any location.", "a-location"),
])
def test_a_location_composed_from_its_traits(text, to):
    got, gaps = _read(text, "Map", "asset")
    assert got == [{"effect": "move", "to": to}] and gaps == []


def test_a_location_qualified_by_what_no_selector_holds_stays_a_gap():
    _, gaps = _read("[action]: Move to a different location.", "Map", "asset")
    assert gaps == ["a different location"]


# -- triggering conditions --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "timing", "trigger"), [
    ("When you move out of this location", "when", {"event": "move", "who": "you", "source": "this-location"}),
    ("After you leave attached location", "after", {"event": "move", "who": "you", "source": "attached"}),
    ("When you leave your current location", "when", {"event": "move", "who": "you"}),
    ("After you move into this location", "after", {"event": "move", "who": "you", "what": "this-location"}),
    ("After The Rougarou leaves a location", "after", {"event": "enemy-moves", "what": "The Rougarou",
                                                       "source": "location"}),
    ("After @self moves from the hunter keyword", "after", {"event": "enemy-moves", "what": "self", "via": "hunter"}),
    ("When @self would move via the hunter keyword", "would", {"event": "enemy-moves", "what": "self",
                                                              "via": "hunter"}),
    ("After Maniac engages you", "after", {"event": "engage", "who": "you", "what": "Maniac"}),
    # an enemy entering a location: the location is the move's `to`
    ("After The Rougarou enters attached location", "after", {"event": "enemy-moves", "what": "The Rougarou",
                                                              "to": "attached"}),
    ("When an enemy moves into this location", "when", {"event": "enemy-moves", "what": "enemy",
                                                        "to": "this-location"}),
    ("After an enemy enters the Ritual Site", "after", {"event": "enemy-moves", "what": "enemy",
                                                        "to": "Ritual Site"}),
    ("After an investigator enters attached location", "after", {"event": "move", "who": "investigator",
                                                                 "what": "attached"}),
    # an enemy composed from its traits (or without one)
    ("After a non-Elite enemy enters attached location", "after", {"event": "enemy-moves", "what": "non-elite-enemy",
                                                                   "to": "attached"}),
    ("After a Cultist enemy engages you", "after", {"event": "engage", "who": "you", "what": "cultist-enemy"}),
    # a location of a trait, or without it; your location (where you are as it triggers)
    ("When Swamp Leech enters a non-Bayou location", "when", {"event": "enemy-moves", "what": "Swamp Leech",
                                                              "to": "non-bayou-location"}),
    ("After an enemy enters your location", "after", {"event": "enemy-moves", "what": "enemy",
                                                      "to": "location-at-your-location"}),
    # what moved you: an encounter card's effect
    ("After you are moved to a location by an encounter card effect", "after",
     {"event": "move", "who": "you", "what": "location", "via": "encounter"}),
])
def test_a_move_or_engagement_as_a_triggering_condition(text, timing, trigger):
    assert parse_trigger(text) == (timing, trigger)


@pytest.mark.parametrize("text", ["After a different enemy enters attached location",
                                  "When you would move from Narrow Shaft to a different location"])
def test_a_move_whose_place_or_mover_no_filter_names_stays_a_gap(text):
    """"different" is neither a state nor a trait; "an unrevealed location" is no filter of a move's."""
    with pytest.raises(NotParsed):
        parse_trigger(text)


@pytest.mark.parametrize(("text", "name", "type_code", "applies"), [
    ("<b>Revelation</b> - Attach to your location.\nNon-Elite enemies cannot move into attached location.",
     "Barricade", "treachery", {"event": "enemy-moves", "what": "non-elite-enemy", "to": "attached"}),
    ("Enemies cannot enter this location.", "Sanctum", "location",
     {"event": "enemy-moves", "what": "enemy", "to": "this-location"}),
])
def test_enemies_that_cannot_move_into_a_location(text, name, type_code, applies):
    """A constant barring enemies from the location: their move into it cannot happen."""
    result = parse_card_text(text, name=name, type_code=type_code)
    constants = [a.to_situation() for a in result.abilities if a.kind == "constant"]
    assert [(c["applies-to"], c["cannot"]) for c in constants] == [(applies, True)] and not result.gaps


@pytest.mark.parametrize(("text", "name", "effect"), [
    ("<b>Forced</b> - After The Organist moves from the hunter keyword: Resolve its hunter keyword again.",
     "The Organist", {"effect": "hunt", "enemy": "self"}),
    ("[action]: Resolve the hunter keyword on each enemy in play.", "Lure", {"effect": "hunt",
                                                                             "enemy": "each-enemy-in-play"}),
])
def test_resolving_a_hunter_keyword(text, name, effect):
    got, gaps = _read(text, name, "enemy")
    assert got == [effect] and gaps == []


@pytest.mark.parametrize(("text", "effects"), [
    # two verbs of one subject: the second is a clause of its own, the subject carried over
    ("<b>Forced</b> - At the end of the round: Lurker moves to your location and engages you.",
     [{"effect": "move-enemy", "enemy": "self", "to": "your-location"}, {"effect": "engage", "enemy": "self"}]),
    ("<b>Forced</b> - At the end of the round: Move Lurker to your location. It engages you.",
     [{"effect": "move-enemy", "enemy": "self", "to": "your-location"}, {"effect": "engage", "enemy": "self"}]),
])
def test_an_enemy_that_engages_you(text, effects):
    got, gaps = _read(text, "Lurker", "enemy")
    assert got == effects and gaps == []


@pytest.mark.parametrize(("text", "name"), [
    ("<b>Forced</b> - After you enter Le Marais: For the remainder of the round, you cannot leave Le Marais.", "Le Marais"),
    ("<b>Forced</b> - When you reveal Blocked Passage: Take 2 damage. You cannot leave Blocked Passage this round.",
     "Blocked Passage"),
])
def test_you_cannot_leave_a_location(text, name):
    """A lasting "cannot" on your move out of the location (its ``source``)."""
    got, gaps = _read(text, name, "location")
    assert {"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
            "applies-to": {"event": "move", "source": "self", "who": "you"}} in got and gaps == []
