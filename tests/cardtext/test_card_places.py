"""The verb frame of a card moved between areas (``card_places.py``), read from real cards (development cards): a place
in a deck after "on" / "to" and "of", cards of a kind taken from a hand or discard pile, a card named as printed, and
a hidden card's "Secretly add X to your hand"."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    # the top or bottom of a deck: the card itself, or one named; its owner's deck or the encounter deck
    ("[reaction] After you play an event: Place @self on the bottom of your deck.", "Wendy's Amulet", "asset",
     {"effect": "move-card", "zone": "deck-bottom"}),
    ("<b>Forced</b> - When Hunting Horror leaves play, put it on top of the encounter deck.", "Hunting Horror", "enemy",
     {"effect": "move-card", "zone": "deck-top", "deck": "encounter"}),
    ("[action]: Return Lita Chantler to the top of its owner's deck.", "Lita Chantler", "asset",
     {"effect": "move-card", "zone": "deck-top"}),
])
def test_a_card_placed_in_a_deck_names_the_place_and_the_deck(text, name, type_code, effect):
    got, gaps = _read(text, name, type_code)
    assert got == [effect] and gaps == []


@pytest.mark.parametrize(("text", "effect"), [
    ("Return 3 [[Innate]] skills from your discard pile to your hand.",  # True Survivor
     {"effect": "move-card", "zone": "hand", "to": "an-innate-skill-in-your-discard-pile", "amount": 3}),
    ("Add an event from your discard pile to your hand.",
     {"effect": "move-card", "zone": "hand", "to": "an-event-in-your-discard-pile"}),
    ("Return an [[Item]] asset in your discard pile to your hand.",
     {"effect": "move-card", "zone": "hand", "to": "an-item-asset-in-your-discard-pile"}),
])
def test_cards_of_a_kind_are_taken_from_the_area_the_frame_names(text, effect):
    got, gaps = _read(text, "True Survivor", "event")
    assert got == [effect] and gaps == []


def test_cards_of_a_kind_placed_in_a_deck_compose_both_slots():
    got, gaps = _read("Return 2 cards from your discard pile to the top of your deck.", "X", "event")
    assert got == [{"effect": "move-card", "zone": "deck-top", "to": "a-card-in-your-discard-pile", "amount": 2}]


def test_an_area_the_engine_has_none_for_is_refused_quoting_the_instruction():
    got, gaps = _read("Place it on the bottom of the Exhibit deck.", "X", "event")
    assert got == [] and gaps == ["Place it on the bottom of the Exhibit deck"]


def test_a_card_named_as_printed_is_moved_wherever_it_is():
    """The Pallid Mask: "Remove The Man in the Pallid Mask from the game" names one card, not the one bearing it."""
    got, _ = _read("<b>Revelation</b> - Remove The Man in the Pallid Mask from the game.", "The Pallid Mask", "asset")
    assert got == [{"effect": "move-card", "zone": "removed", "to": "The Man in the Pallid Mask"}]


@pytest.mark.parametrize("subtitle", ["Doubt", "Dismay"])
def test_a_hidden_cards_revelation_adds_it_to_your_hand(subtitle):
    """Whispers in Your Head: "Secretly add Whispers in Your Head (Doubt) to your hand" — the Hidden keyword's own
    instruction, the card itself added to your hand (the engine's Hidden procedure keeps it secret)."""
    text = (f"Peril. Hidden.\n<b>Revelation</b> - Secretly add Whispers in Your Head ({subtitle}) to your hand.\n"
            "You cannot play events.")
    got, gaps = _read(text, "Whispers in Your Head", "treachery")
    assert got == [{"effect": "move-card", "zone": "hand"}] and gaps == []


def test_secretly_is_read_only_as_a_revelation_adding_the_card_itself():
    got, gaps = _read("[action]: Secretly add 1 card from your discard pile to your hand.", "X", "asset")
    assert got == [] and gaps == ["Secretly add 1 card from your discard pile to your hand"]


@pytest.mark.parametrize(("text", "effect"), [
    ("<b>Forced</b> - When Innocent Reveler would be discarded: Place it underneath the agenda deck, out of play.",
     {"effect": "move-card", "zone": "beneath-agenda-deck"}),
    ("[action]: Put @self beneath the act deck.", {"effect": "move-card", "zone": "beneath-act-deck"}),
])
def test_a_card_placed_beneath_the_act_or_agenda_deck_goes_out_of_play_there(text, effect):
    got, gaps = _read(text, "Innocent Reveler", "asset")
    assert got == [effect] and gaps == []


def test_a_card_chosen_beneath_this_card_is_drawn_from_there():
    """Sefina Rousseau: "Choose an event beneath this card and draw it" — the area is the verb's "beneath" slot (the card
    bearing the ability), composed with the card's kind; "draw it" draws the one chosen (not cards from a deck)."""
    got, gaps = _read("[action]: Choose an event beneath this card and draw it. Does not provoke attacks of "
                      "opportunity.", "Sefina Rousseau", "investigator")
    assert got == [{"effect": "choose", "to": "an-event-beneath-self"}, {"effect": "draw-card", "to": "chosen"}]
    assert gaps == []


@pytest.mark.parametrize(("text", "name", "kind", "effects"), [
    ("[action]: Choose an event beneath Agnes Baker and draw it.", "Sefina Rousseau", "investigator",
     [{"effect": "choose", "to": "an-event-beneath-agnes_baker"}, {"effect": "draw-card", "to": "chosen"}]),
    ("<b>Revelation</b> - Randomly choose an event beneath Sefina Rousseau and remove it from the game. If you cannot, "
     "take 1 damage and 1 horror.", "Stars of Hyades", "treachery",
     [{"effect": "choose", "to": "an-event-beneath-sefina_rousseau", "random": True},
      {"effect": "if-able", "effects": [{"effect": "move-card", "zone": "removed", "to": "chosen"}],
       "otherwise": [{"effect": "deal-damage", "amount": 1, "to": "you"},
                     {"effect": "deal-horror", "amount": 1, "to": "you"}],
       "text": "If you cannot, take 1 damage and 1 horror"}]),
])
def test_a_card_beneath_a_card_named_as_printed_is_composed_with_that_cards_title(text, name, kind, effects):
    """Cards beneath another card than this one, named as printed: the area beneath that card, its title spelled as a
    trait is (``beneath-sefina_rousseau``); "Randomly" the frame's slot making the choice the game's."""
    got, gaps = _read(text, name, kind)
    assert got == effects and gaps == []


def test_a_card_beneath_a_card_not_named_is_refused():
    got, gaps = _read("[action]: Choose an event beneath a location and draw it.", "Sefina Rousseau", "investigator")
    assert gaps and gaps[0] == "Choose an event beneath a location"


@pytest.mark.parametrize(("text", "effect"), [
    ("Choose a [[Tome]] or [[Spell]] asset in your discard pile and add it to your hand.",
     {"effect": "choose", "to": "one-of:a-tome-asset-in-your-discard-pile|a-spell-asset-in-your-discard-pile"}),
    ("Return a [[Tome]] or [[Spell]] asset from your discard pile to your hand.",
     {"effect": "move-card", "zone": "hand",
      "to": "one-of:a-tome-asset-in-your-discard-pile|a-spell-asset-in-your-discard-pile"}),
])
def test_traits_joined_by_or_in_a_hand_or_discard_pile_are_one_card_of_either(text, effect):
    got, gaps = _read(text, "X", "event")
    assert got[0] == effect and gaps == []


def test_a_cost_changed_as_it_is_played_is_read_with_the_card():
    """Uncage the Soul: the card ("a Spell or Ritual card from your hand") is read, and "reducing its resource cost by
    3" is the engine's play's own cost modifier (``reducing.py``): never played at full cost."""
    got, gaps = _read("Play a [[Spell]] or [[Ritual]] card from your hand, reducing its resource cost by 3.",
                      "Uncage the Soul", "event")
    assert got == [{"effect": "play", "to": "one-of:a-spell-card-in-your-hand|a-ritual-card-in-your-hand",
                    "cost-modifier": -3}] and gaps == []


@pytest.mark.parametrize("text", [
    "<b>Forced</b> - When The Thing That Follows would be defeated: Instead shuffle it into its bearer's deck.",
    "<b>Forced</b> - When The Thing That Follows would be defeated: Instead, shuffle it into its bearer's deck.",
    "<b>Forced</b> - When The Thing That Follows would be defeated: Shuffle it into its bearer's deck, instead.",
])
def test_instead_before_or_after_the_instruction_replaces_the_triggering_condition(text):
    """The Thing That Follows: "Instead" may open the instruction as well as close it (Instead: in a 'would' ability
    the effect replaces the triggering condition)."""
    got, gaps = _read(text, "The Thing That Follows", "enemy")
    assert [got[0]["effect"], list(got[0]["effects"])] == ["instead", [{"effect": "shuffle-into"}]] and gaps == []


def test_instead_of_a_gerund_is_not_a_leading_instead():
    result = parse_card_text("If you succeed, instead of discovering clues, take 1 horror.", name="X", type_code="event")
    assert all(e["effect"] != "instead" for a in result.abilities for e in a.effects)


@pytest.mark.parametrize(("text", "type_code", "effect"), [
    ("<b>Revelation</b> - Put The Pallid Mask into play, under the lead investigator's control.", "asset",
     {"effect": "put-into-play", "to": "self", "who": "lead-investigator"}),
    ("Choose an [[Ally]] asset in any player's discard pile. Put that asset into play under your control.", "event",
     {"effect": "put-into-play", "to": "chosen"}),
])
def test_whose_control_a_card_enters_play_under_is_a_slot_of_the_put_frame(text, type_code, effect):
    got, gaps = _read(text, "The Pallid Mask", type_code)
    assert got[-1] == effect and gaps == []


def test_the_lead_investigator_is_an_investigator_of_any_instruction():
    got, _ = _read("<b>Forced</b> - At the end of the round: The lead investigator takes 1 horror.", "X", "location")
    assert got == [{"effect": "deal-horror", "amount": 1, "to": "lead-investigator"}]


@pytest.mark.parametrize(("text", "effects"), [
    ("Shuffle the set-aside Hunting Horror and Ghoul Priest into the encounter deck.",
     [{"effect": "shuffle-into", "to": "Hunting Horror", "deck": "encounter"},
      {"effect": "shuffle-into", "to": "Ghoul Priest", "deck": "encounter"}]),
    ("Shuffle the set-aside Ghoul Priest enemy into the encounter deck.",
     [{"effect": "shuffle-into", "to": "Ghoul Priest", "deck": "encounter"}]),
    ("Shuffle the encounter discard pile into the encounter deck.",
     [{"effect": "shuffle-deck", "deck": "encounter", "discard-pile": True}]),
    ("Set @self aside, out of play.", [{"effect": "move-card", "zone": "set-aside"}]),
])
def test_set_aside_cards_and_piles_are_shuffled_and_cards_set_aside(text, effects):
    got, gaps = _read(f"<b>Forced</b> - After you enter Foo: {text}", "Foo", "location")
    assert got == effects and gaps == []


def test_a_set_aside_card_of_a_kind_chosen_at_random_and_placed_beneath_the_act_deck():
    """Gift of Madness: "Randomly choose 1 enemy from among the set-aside [[Monster]] enemies and place it beneath the
    act deck without looking at it" — the set-aside area composed with the object's noun and the pile's traits;
    "randomly" the game's choice; "without looking at it" what the engine does anyway (nothing is revealed)."""
    got, gaps = _read("[action]: Randomly choose 1 enemy from among the set-aside [[Monster]] enemies and place it "
                      "beneath the act deck without looking at it.", "Gift of Madness", "treachery")
    assert got == [{"effect": "choose", "to": "a-monster-enemy-set-aside", "random": True},
                   {"effect": "move-card", "zone": "beneath-act-deck", "to": "chosen"}] and gaps == []


def test_a_random_set_aside_card_put_into_play_is_one_of_its_copies_at_random():
    got, gaps = _read("[action]: <b>Investigate.</b> If you succeed, instead of discovering clues, put a random "
                      "set-aside Altered Path into play.", "Ascending Path", "location")
    assert got[0]["success"] == [{"effect": "put-into-play", "to": "Altered Path", "amount": 1, "random": True}]
    assert gaps == []


def test_randomly_is_refused_where_no_choice_of_one_is_read():
    got, gaps = _read("[action]: Randomly choose two of your skills.", "X", "asset")
    assert got == [] and gaps


@pytest.mark.parametrize(("text", "effect"), [
    ("[action]: Place @self in the victory display.", {"effect": "move-card", "zone": "victory-display"}),
    ("[action]: Add the set-aside Lita Chantler to your hand.", {"effect": "move-card", "zone": "hand",
                                                                 "to": "Lita Chantler"}),
    ("[action]: Remove the set-aside Hunting Horror enemy from the game.",
     {"effect": "move-card", "zone": "removed", "to": "Hunting Horror"}),
    ("[action]: Return it to its owner's hand.", {"effect": "move-card", "zone": "hand"}),
])
def test_the_areas_of_a_move_read_with_any_verb_that_names_them(text, effect):
    got, gaps = _read(text, "Foo", "asset")
    assert got == [effect] and gaps == []


@pytest.mark.parametrize(("text", "reason"), [
    ("Draw the bottom card of the Cultist deck.", "a deck of its scenario"),  # its top cards only are drawn
])
def test_an_area_of_its_scenario_the_engine_has_none_of_says_so(text, reason):
    result = parse_card_text(f"[action]: {text}", name="Foo", type_code="asset")
    assert [u.reason.startswith(reason) for u in result.unsupported] == [True]


def test_a_skill_returned_to_hand_after_its_test_instead_of_being_discarded():
    """Opportunist: "return Opportunist to your hand after this test instead of discarding it" — a committed skill is
    discarded at ST.8 unless its text sends it elsewhere: the card itself to its owner's hand."""
    result = parse_card_text("Commit only to a skill test you are performing.\nIf you succeed by 3 or more, return "
                             "Opportunist to your hand after this test instead of discarding it.", name="Opportunist",
                             type_code="skill")
    assert not result.gaps
    assert [dict(e) for e in result.to_json()["card"]["if-success"][0]["effects"]] == [
        {"effect": "move-card", "zone": "hand"}]


@pytest.mark.parametrize(("text", "effects"), [
    ("[reaction] After you defeat an enemy: Play an asset from your discard pile <i>(paying its cost)</i>.",
     [{"effect": "play", "to": "an-asset-in-your-discard-pile"}]),
    ("[action]: Choose an event in your discard pile and play it.",
     [{"effect": "choose", "to": "an-event-in-your-discard-pile"}, {"effect": "play", "to": "chosen"}]),
])
def test_a_card_played_from_the_discard_pile_the_effect_names(text, effects):
    got, gaps = _read(text, "William Yorick", "investigator")
    assert got == effects and gaps == []


def test_a_player_weakness_placing_itself_in_your_threat_area_is_its_revelations_effect():
    """The King in Yellow (an asset): its revelation's "Put The King in Yellow into play in your threat area" is an
    effect of the revelation (a treachery's is the card's own placement, kept as a card field)."""
    got, _ = _read("<b>Revelation</b> - Put The King in Yellow into play in your threat area.", "The King in Yellow",
                   "asset")
    assert got == [{"effect": "put-into-play", "to": "self", "zone": "threat-area"}]


@pytest.mark.parametrize(("text", "name"), [
    ("Fast. Play when an investigator at your location draws a non-weakness treachery card.\nCancel that card's "
     "revelation effect. Exile A Test of Will.", "A Test of Will"),
])
def test_a_card_exiling_itself_is_a_move_out_of_the_game(text, name):
    got, gaps = _read(text, name, "event")
    assert got[-1] == {"effect": "move-card", "zone": "exiled"} and gaps == []


@pytest.mark.parametrize(("text", "effects"), [
    ("[action]: Choose an [[Ally]] asset at your location. Take control of that asset.",
     [{"effect": "choose", "to": "an-ally-asset-at-your-location"}, {"effect": "take-control", "to": "chosen"}]),
    ("[action]: Choose an [[Ally]] asset at your location. Return that asset to your hand.",
     [{"effect": "choose", "to": "an-ally-asset-at-your-location"}, {"effect": "move-card", "zone": "hand",
                                                                      "to": "chosen"}]),
    ("[action]: Take control of Lita Chantler.", [{"effect": "take-control", "to": "Lita Chantler"}]),
])
def test_a_card_chosen_or_named_is_the_one_taken_control_of_or_moved(text, effects):
    """The noun a choice is named by afterwards is its head, not its place ("an Ally asset at your location": that
    asset)."""
    got, gaps = _read(text, "Foo", "location")
    assert got == effects and gaps == []


def test_a_set_aside_card_attached_is_the_attach_frames_card():
    got, gaps = _read("[action]: Attach the set-aside Lantern to your location.", "Foo", "location")
    assert got == [{"effect": "attach", "to": "your-location", "card": "Lantern"}] and gaps == []


def test_a_set_aside_card_attached_to_it_goes_to_the_card_the_trigger_names():
    """"it" with nothing named before it, the triggering condition naming another card: that card (Hunting Horror),
    never the agenda bearing the text."""
    got, gaps = _read("<b>Forced</b> - When Hunting Horror enters play: Attach the set-aside copy of Shadow-spawned "
                      "to it.", "Restricted Access", "agenda")
    assert (got, gaps) == ([{"effect": "attach", "to": "triggering-what", "card": "Shadow-spawned"}], [])


def test_a_set_aside_card_attached_to_it_with_no_trigger_naming_a_card_is_refused():
    """"it" read as the card bearing the text: the host may be a card named elsewhere, so it is not guessed."""
    _, gaps = _read("<b>Forced</b> - At the end of the round: Attach the set-aside copy of Shadow-spawned to it.",
                    "Restricted Access", "agenda")
    assert gaps == ["Attach the set-aside copy of Shadow-spawned to it"]


@pytest.mark.parametrize(("text", "effect"), [
    ("[reaction] After an enemy is defeated at your location: Remove it from the game.",
     {"effect": "move-card", "zone": "removed", "to": "triggering-what"}),
    ("[reaction] After an enemy is defeated at your location: Place it on the bottom of the encounter deck.",
     {"effect": "move-card", "zone": "deck-bottom", "to": "triggering-what", "deck": "encounter"}),
    ("<b>Forced</b> - When @self leaves play, put it on top of the encounter deck.",
     {"effect": "move-card", "zone": "deck-top", "deck": "encounter"}),
])
def test_it_with_nothing_named_before_is_the_card_the_trigger_names_if_another(text, effect):
    """The rule of reference: "it" names the nearest thing before it; in the ability, the card the triggering condition
    names ("After an enemy is defeated") — the card itself only when the trigger names it or nothing."""
    got, gaps = _read(text, "Foo", "asset" if "reaction" in text else "enemy")
    assert got == [effect] and gaps == []


@pytest.mark.parametrize(("text", "effect"), [
    ("[action]: Choose an asset you control. Discard the chosen asset.", {"effect": "discard", "to": "chosen"}),
    ("[action]: Discard Lita Chantler.", {"effect": "discard", "to": "Lita Chantler"}),
])
def test_a_card_chosen_or_named_is_discarded_from_play(text, effect):
    got, gaps = _read(text, "Foo", "location")
    assert got[-1] == effect and gaps == []
