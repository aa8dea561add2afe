"""The rule of reference (``reference.py``): a pronoun or demonstrative names the nearest referent before it in the
ability that can be so called — what an instruction acted on, a card a condition named — bound to the selector it was
lowered to; one picked anew each time, or named by a sentence not read, is refused, never guessed; with nothing
before it, the card itself. And the tokens a player places or takes control of (Rules Reference: Move, Control)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.model import NotParsed
from kb.cardtext.reference import named, refer, remember
from kb.cardtext.vocabulary import Context


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


# -- the rule itself ------------------------------------------------------------------------------------

def test_a_pronoun_names_the_nearest_referent_of_a_kind_it_may_name():
    ctx = remember(Context(kind="action"), [{"effect": "move-tokens", "from": "Jordan Perry", "to": "current-agenda"},
                                            {"effect": "engage", "enemy": "attacking-enemy"}])
    assert refer(["it"], ctx) == "attacking-enemy"  # the nearest thing
    assert refer(["that", "agenda"], ctx) == "current-agenda"  # the nearest of its noun
    assert refer(["him"], ctx) == "attacking-enemy"  # a person: an enemy may be one
    assert refer(["that", "location"], ctx) is None  # nothing of that noun before it: the lowering's own reading


def test_an_investigator_is_no_it_and_a_location_no_him():
    ctx = remember(Context(kind="action"), [{"effect": "place-doom", "to": "your-location"},
                                            {"effect": "move", "who": "testing-investigator"}])
    ctx = named(ctx, "triggering-who")
    assert refer(["it"], ctx) == "your-location"
    assert refer(["he", "or", "she"], ctx) == "triggering-who"


def test_a_referent_picked_anew_each_time_is_refused_not_guessed():
    ctx = remember(Context(kind="action"), [{"effect": "deal-damage", "to": "an-enemy-at-your-location"}])
    with pytest.raises(NotParsed, match="picked by an earlier choice"):
        refer(["it"], ctx)


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    # a demonstrative after the instruction that named it: the location attached to is yours
    ("<b>Revelation</b> - Attach to your location, then place 2 doom on that location.", "Spires of Carcosa",
     "treachery", {"effect": "place-doom", "amount": 2, "then": True, "to": "your-location"}),
    # with nothing named before it, "it" is the card itself; "deal it 1 damage" is "deal 1 damage to it"
    ("[action] <b>Parley.</b> Test [intellect] (3) to attempt to banish the geist. If you succeed, deal it 1 damage.",
     "Poltergeist", "enemy", {"effect": "test", "skill": "intellect", "difficulty": 3, "text": "Test [intellect] (3) "
                              "to attempt to banish the geist", "success": [
                                  {"effect": "deal-damage", "amount": 1, "to": "self"}]}),
    # the card a condition names is what "it" names in the instruction the condition governs
    ("<b>Revelation</b> - If Hunting Horror is in play, add 1 doom to it.", "Slithering Behind You", "treachery",
     {"effect": "if", "condition": {"card": "Hunting Horror", "state": "in-play"}, "effects": [
         {"effect": "place-doom", "amount": 1, "to": "Hunting Horror"}], "text": "If Hunting Horror is in play, "
                                                                                "add 1 doom to it"}),
])
def test_a_pronoun_or_demonstrative_is_bound_to_its_referent(text, name, type_code, effect):
    got, gaps = _read(text, name, type_code)
    assert effect in got and not gaps


def test_a_pronoun_after_a_sentence_not_read_is_refused():
    """Heroic Rescue's shape with a verb the engine lacks ("copy its attack"): what "it" names is in the sentence
    before, which was not read; the card itself is not assumed."""
    got, gaps = _read("Fast. Play when a non-[[Elite]] enemy would attack another investigator at your location.\n"
                      "Engage that enemy and copy its attack against you instead. Then, deal it 1 damage.",
                      "Heroic Rescue", "event")
    assert not any(e.get("to") == "self" for e in got)
    assert any("sentence before it" in reason for _, reason in gaps)


def test_a_flavour_sentence_naming_only_the_card_itself_leaves_the_pronoun_its():
    got, gaps = _read("[action] If you control Clasp of Black Onyx: <b>Parley.</b> You show Daniel the clasp, and he "
                      "staggers backward. Add him to the victory display.", "Daniel Chesterfield", "enemy")
    assert not any("him" in text for text, _ in gaps)


# -- whose location ------------------------------------------------------------------------------------

@pytest.mark.parametrize("who", ["Jordan Perry", "Constance Dumaine"])
def test_a_location_by_its_owner_is_the_location_of_the_one_named(who):
    """Sickening Reality: "X's location" and "his / her location" after X are where X is (``location-of:``)."""
    pronoun = "his" if who == "Jordan Perry" else "her"
    got, gaps = _read(f"Each investigator at {who}'s location takes 1 horror.\nMove each clue from {who} to {pronoun} "
                      "location.", "Sickening Reality", "story")
    assert got == [{"effect": "deal-horror", "amount": 1, "to": f"each-investigator-at:location-of:{who}"},
                   {"effect": "move-tokens", "tokens": "clues", "from": who, "to": f"location-of:{who}"}]


def test_its_location_with_nothing_named_before_is_the_cards_own():
    got, _ = _read("<b>Forced</b> - When Dark Young Host is defeated: Move all clues on Dark Young Host to its location.",
                   "Dark Young Host", "enemy")
    assert got[0]["to"] == "this-location"


# -- tokens a player places or takes control of (Move; Control) -------------------------------------------

@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    ("Fast. Play when you draw a non-weakness treachery card.\nPlace 1 of your clues on your location.", "Forewarned",
     "event", {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "you", "to": "your-location"}),
    ("<b>Revelation</b> - Place 2 of your clues on your location.", "The Dirge of Reason", "treachery",
     {"effect": "move-tokens", "tokens": "clues", "amount": 2, "from": "you", "to": "your-location"}),
    # another investigator's own clues: "his or her" is the subject's
    ("[reaction] After you successfully attack The Organist: An investigator at your location may place 1 of his or "
     "her clues on The Organist.", "Pursuing Shadows", "act",
     {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "an-investigator-at-your-location",
      "to": "The Organist", "may": True}),
    # taking control of some of a card's clues: a partitive "1 of the clues on X"
    ("[action] [action]: <b>Parley.</b> Take control of 1 of the clues on Ashleigh Clarke.", "Ashleigh Clarke",
     "asset", {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "self", "to": "you"}),
])
def test_a_players_own_tokens_placed_or_a_cards_taken_are_moved(text, name, type_code, effect):
    got, gaps = _read(text, name, type_code)
    assert got == [effect] and not gaps


def test_anothers_tokens_are_not_the_placers_own():
    got, gaps = _read("Place 1 of your clues on your location.", "X", "event")
    assert got and not gaps
    got, gaps = _read("An investigator at your location may place 1 of your clues on The Organist.", "X", "event")
    assert not got and gaps


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    ("<b>Forced</b> - After The Rougarou leaves a location: Place 1 clue from the token bank on that location.",
     "Hunting the Rougarou", "act", {"effect": "place-tokens", "tokens": "clues", "amount": 1,
                                     "to": "triggering-source"}),
    ("<b>Forced</b> - When Slime-Covered Dhole enters a location: Each investigator at that location takes 1 horror.",
     "Slime-Covered Dhole", "enemy", {"effect": "deal-horror", "amount": 1, "to": "each-investigator-at:triggering-to"}),
])
def test_that_location_with_nothing_named_before_is_the_one_the_trigger_names(text, name, type_code, effect):
    got, gaps = _read(text, name, type_code)
    assert got == [effect] and not gaps


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    # the attacker of an attack on you, on a card that is no enemy
    ("Fast. Play when an enemy attacks you. Deal 2 damage to it.", "X", "event",
     {"effect": "deal-damage", "amount": 2, "to": "attacking-enemy"}),
    # the card the triggering condition names, another than this one
    ("<b>Forced</b> - After a Writhing Appendage enters play: Place 2 doom on it.", "X", "agenda",
     {"effect": "place-doom", "amount": 2, "to": "triggering-what"}),
    ("<b>Forced</b> - When Hunting Horror enters play: Attach the set-aside copy of Shadow-spawned to it.",
     "Restricted Access", "agenda", {"effect": "attach", "to": "triggering-what", "card": "Shadow-spawned"}),
    # a condition naming this card: "it" is the card itself
    ("<b>Forced</b> - After X enters play: Place 2 doom on it.", "X", "enemy",
     {"effect": "place-doom", "amount": 2, "to": "self"}),
])
def test_a_pronoun_naming_nothing_before_it_is_the_card_the_trigger_names(text, name, type_code, effect):
    """The rule of reference: "it" with no noun before it in the ability is the card its triggering condition names
    (the attacker, the card entering play), not the card bearing the text — unless that condition names this card."""
    got, gaps = _read(text, name, type_code)
    assert got == [effect] and not gaps


@pytest.mark.parametrize(("first", "effect"), [
    ("Put the set-aside Ritual Site into play", {"effect": "put-into-play", "to": "Ritual Site"}),
    ("Discard all enemies at the Ritual Site", {"effect": "discard", "to": "each-enemy-at:Ritual Site"}),
])
def test_there_is_the_location_named_before_it(first, effect):
    """"there", the pronoun of a place: the location an earlier instruction put into play, or the place of what it
    found ("all enemies at the Ritual Site")."""
    got, gaps = _read(f"<b>Forced</b> - When this agenda advances: {first} and spawn the set-aside Umôrdhoth there.",
                      "Vengeance Awaits", "agenda")
    assert got == [effect, {"effect": "spawn", "card": "Umôrdhoth", "to": "Ritual Site"}] and not gaps


def test_there_with_no_place_before_it_is_refused():
    got, gaps = _read("<b>Forced</b> - When this agenda advances: Spawn the set-aside Umôrdhoth there.",
                      "Vengeance Awaits", "agenda")
    assert not got and gaps


def test_that_location_is_not_guessed_when_the_trigger_names_none():
    _, gaps = _read("[action]: Place 1 clue on that location.", "X", "asset")
    assert gaps


@pytest.mark.parametrize(("text", "selector"), [
    ("[action] Exhaust Book of Shadows: Add 1 charge to a [[Spell]] asset you control.", "a-spell-asset-you-control"),
    ("Choose an [[Ally]] asset you control.", "an-ally-asset-you-control"),
    ("Choose an asset you control.", "an-asset-you-control"),
])
def test_a_card_you_control_is_composed_from_its_traits(text, selector):
    got, gaps = _read(text, "Book of Shadows", "asset" if "Exhaust" in text else "event")
    assert got[0]["to"] == selector and not gaps


def test_a_card_you_control_with_a_qualifier_no_selector_knows_is_refused():
    _, gaps = _read("Choose a different asset you control.", "X", "event")
    assert gaps


def test_her_before_a_preposition_is_the_object_not_a_possessive():
    """"Add her to the victory display": a possessive "her" is followed by its noun, never by a preposition."""
    got, _ = _read("<b>Forced</b> - After Ruth Turner is evaded: Add her to the victory display.", "Ruth Turner",
                   "enemy")
    assert got == [{"effect": "move-card", "zone": "victory-display"}]


def test_the_attacked_enemy_and_its_location():
    """Storm of Spirits: the attacked enemy is the one the attack is against (``tested-enemy``); its location is
    named through it."""
    got, _ = _read("<b>Fight.</b> If a [skull], [cultist], [tablet], [elder_thing], or [auto_fail] token is revealed "
                   "during this attack, deal 1 damage to each investigator at the attacked enemy's location.",
                   "Storm of Spirits", "event")
    revealed = got[0]["revealed"][0]["effects"]
    assert revealed == [{"effect": "deal-damage", "amount": 1,
                         "to": "each-investigator-at:location-of:tested-enemy"}]


@pytest.mark.parametrize(("text", "name", "type_code", "to"), [
    # the triggering condition names another card: "it" is that card (as "that enemy" would be), whatever the verb
    ("<b>Forced</b> - After an enemy is defeated: Place 1 doom on it.", "Agenda", "agenda", "triggering-what"),
    ("<b>Forced</b> - After a [[Cultist]] enemy enters play: Place 1 doom on it.", "The Witching Hour", "agenda",
     "triggering-what"),
    # the triggering condition names the card itself, or no card: "it" is the card bearing the text
    ("<b>Forced</b> - After Wizard of the Order enters play: Place 1 doom on it.", "Wizard of the Order", "enemy",
     "self"),
    ("<b>Forced</b> - At the end of the mythos phase: Place 1 doom on it.", "Wizard of the Order", "enemy", "self"),
])
def test_it_with_nothing_named_before_is_the_card_the_trigger_names(text, name, type_code, to):
    effects, gaps = _read(text, name, type_code)
    assert effects == [{"effect": "place-doom", "amount": 1, "to": to}] and gaps == []


@pytest.mark.parametrize(("text", "name", "type_code", "last"), [
    # "Flip this card (back) over" acts on the card itself: a pronoun after it names that card, not one named earlier
    ("Take 2 horror and deal 2 damage to Hastur. Flip this card back over. For the remainder of the game, it cannot "
     "be flipped over again.", "The Fall", "story",
     {"effect": "lasting", "duration": "until-end-of-game", "applies-to": {"event": "flip", "what": "self"},
      "cannot": True}),
    # nor the card the trigger names
    ("<b>Forced</b> - After you enter a location: Flip this card over and resolve its text.", "Lure", "act",
     {"effect": "resolve-story"}),
])
def test_the_card_flipped_itself_is_what_a_pronoun_after_it_names(text, name, type_code, last):
    effects, gaps = _read(text, name, type_code)
    assert effects[-1] == last and gaps == []
