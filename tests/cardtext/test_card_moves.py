"""Moving a card between areas, read from real cards (development cards): the verb names the move, the
phrase after "to"/"from" the area, the object the card; and the treachery's own placement sentences."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps], result


@pytest.mark.parametrize(("text", "name", "type_code", "effects", "gaps"), [
    # add … to the victory display: the card itself, by its name or a pronoun
    ("<b>Spawn</b> - Miskatonic University.\n[action] Spend 2 clues: <b>Parley.</b> Add Peter Warren to the victory "
     "display.", "Peter Warren", "enemy", [{"effect": "move-card", "zone": "victory-display"}], []),
    # remove … from the game
    ("Shuffle your discard pile into your deck and draw 1 card. Remove Quantum Flux from the game.", "Quantum Flux",
     "event", [{"effect": "shuffle-deck", "discard-pile": True}, {"effect": "draw", "amount": 1},
               {"effect": "move-card", "zone": "removed"}], []),
    # return … to your hand
    ("[fast] If there are no clues on your location: Return Magnifying Glass to your hand.", "Magnifying Glass",
     "asset", [{"effect": "move-card", "zone": "hand"}], []),
    # every card of a discard pile
    ("<b>Revelation</b> - Take 2 direct horror and remove all cards in your discard pile from the game.",
     "Abandoned and Alone", "treachery", [{"effect": "deal-horror", "amount": 2, "to": "you", "direct": True},
                                          {"effect": "move-card", "zone": "removed", "discard-pile": True}], []),
    # a card the engine has no selector for is refused, quoting the instruction whole
    ("<b>Revelation</b> - Remove all cards in the encounter discard pile from the game.", "Abandoned and Alone",
     "treachery", [], ["Remove all cards in the encounter discard pile from the game"]),
])
def test_a_card_moved_to_an_out_of_play_area(text, name, type_code, effects, gaps):
    got, got_gaps, _ = _read(text, name, type_code)
    assert got == effects
    assert all(any(g.startswith(p) or p in g for g in got_gaps) for p in gaps) and len(got_gaps) >= len(gaps)


@pytest.mark.parametrize(("text", "effect"), [
    ("<b>Forced</b> - After you enter this location: Discard 2 cards from your hand at random.",
     {"effect": "discard-from-hand", "amount": 2, "random": True}),
    ("<b>Forced</b> - When Yithian Observer attacks you: Discard 1 card at random from your hand. If you cannot, "
     "Yithian Observer deals +1 damage and +1 horror for this attack.",
     {"effect": "discard-from-hand", "amount": 1, "random": True}),
    ("<b>Revelation</b> - Put Prismatic Cascade into play and discard a random card from your hand.",
     {"effect": "discard-from-hand", "amount": 1, "random": True}),
])
def test_discarding_from_a_hand_reads_the_amount_and_at_random_wherever_it_stands(text, effect):
    got, _, _ = _read(text, "Prismatic Cascade" if "Cascade" in text else "Yithian Observer", "location")
    assert effect in got + [inner for e in got if e["effect"] == "if-able" for inner in e["effects"]]  # "If you cannot"


@pytest.mark.parametrize(("text", "effect"), [
    ("<b>Revelation</b> - Choose and discard all but 1 card from your hand.", {"effect": "discard-from-hand", "keep": 1}),
    ("[action]: Choose and discard 1 card from your hand.", {"effect": "discard-from-hand", "amount": 1}),
    ("<b>Revelation</b> - Choose and discard 1 asset you control.", {"effect": "discard", "to": "an-asset-you-control"}),
    # the kind of card, composed as a search's ("a skill card", "2 [[Item]] assets")
    ("<b>Forced</b> - When you leave Cursed Shores: Choose and discard a skill card from your hand.",
     {"effect": "discard-from-hand", "amount": 1, "find": {"type": "skill"}}),
    ("<b>Revelation</b> - Discard 2 [[Item]] assets from your hand.",
     {"effect": "discard-from-hand", "amount": 2, "find": {"type": "asset", "traits": ["Item"]}}),
])
def test_choose_and_discard_is_the_discard_the_player_chooses(text, effect):
    """"Choose and" before "discard" changes nothing: which cards are discarded is the player's choice already."""
    got, gaps, _ = _read(text, "Amnesia", "treachery")
    assert (got, gaps) == ([effect], [])


@pytest.mark.parametrize(("text", "to"), [
    # the subject "you" with "must" is the instruction's own reader, as no subject is
    ("<b>Revelation</b> - You must discard an asset you control.", "an-asset-you-control"),
    # a trait composed into the choice of one of your cards
    ("<b>Revelation</b> - Discard an [[Item]] asset you control.", "an-item-asset-you-control"),
    # each card a selector picks ("all" is "each")
    ("<b>Revelation</b> - Discard each [[Criminal]] enemy at your location.", "each-criminal-enemy-at-your-location"),
    ("<b>Revelation</b> - Discard all enemies at your location.", "each-enemy-at-your-location"),
])
def test_discarding_cards_in_play_a_selector_names(text, to):
    got, gaps, _ = _read(text, "Amnesia", "treachery")
    assert (got, gaps) == ([{"effect": "discard", "to": to}], [])


def test_another_verb_coordinated_before_discard_is_refused():
    got, gaps, _ = _read("[action]: Exhaust and discard 1 card from your hand.", "Mess Hall", "location")
    assert got == [] and gaps


def test_up_to_n_cards_from_a_hand_is_the_discard_inside_up_to():
    got, gaps, _ = _read("You can only discover clues in the Abbey Tower if you have no cards in your hand.\n[action]: "
                         "Discard up to 3 cards from your hand.", "Abbey Tower", "location")
    assert got == [{"effect": "up-to", "effects": [{"effect": "discard-from-hand", "amount": 3}]}]
    assert "Discard up to 3 cards from your hand" not in gaps


@pytest.mark.parametrize(("text", "name", "where"), [
    ("<b>Revelation</b> - Add Haunted to your threat area.\nYou get -1 to each of your skills.", "Haunted",
     "threat-area"),
    ("<b>Revelation</b> - Place Internal Injury into play in your threat area.\n<b>Forced</b> - At the end of your "
     "turn: Take 1 direct damage.", "Internal Injury", "threat-area"),
    ("<b>Revelation</b> - Attach to your location.\n<b>Forced</b> - At the end of the round: Each investigator at "
     "attached location takes 1 horror.", "Sordid and Silent", "attached-location"),
    ("<b>Revelation</b> - Put Ooze and Filth into play next to the act deck.\nEach location gets +1 shroud.\n"
     "<b>Forced</b> - At the end of the round: Discard Ooze and Filth.", "Ooze and Filth", "next-to-deck"),
])
def test_a_treachery_that_stays_says_where_with_any_of_its_verbs(text, name, where):
    _, gaps, result = _read(text, name, "treachery")
    assert dict(result.card)["put-into-play"] == where and gaps == []


def test_attached_location_is_the_location_the_card_is_at():
    got, _, _ = _read("<b>Revelation</b> - Attach to your location.\n<b>Forced</b> - At the end of the round: Each "
                      "investigator at attached location takes 1 horror.", "Sordid and Silent", "treachery")
    assert got == [{"effect": "deal-horror", "amount": 1, "to": "each-investigator-at-this-location"}]


def test_this_agenda_is_the_agenda_itself_and_its_reminder_lets_the_doom_advance_it():
    got, gaps, _ = _read("[action] Spend 1 clue: Place 1 doom on this agenda (this effect can cause this agenda to "
                         "advance).", "The Tide Rises", "agenda")
    assert got == [{"effect": "place-doom", "amount": 1, "to": "self", "can-advance": True}] and gaps == []


@pytest.mark.parametrize(("text", "name", "type_code", "search"), [
    ("[reaction] After Research Librarian enters play: Search your deck for a [[Tome]] asset and add it to your hand. "
     "Shuffle your deck.", "Research Librarian", "asset",
     {"effect": "search-deck", "find": {"type": "asset", "traits": ["Tome"]}, "found": "hand", "shuffle": True}),
    ("[action]: Search the top 6 cards of your deck for a [[Tome]] or [[Spell]] card and add it to your hand. Shuffle "
     "your deck.", "Miskatonic University", "location",
     {"effect": "search-deck", "amount": 6, "find": {"traits": ["Tome", "Spell"]}, "found": "hand", "shuffle": True}),
    ("<b>Forced</b> - After Arcane Initiate enters play: Place 1 doom on it.\n[fast] Exhaust Arcane Initiate: Search "
     "the top 3 cards of your deck for a [[Spell]] card and draw it. Shuffle your deck.", "Arcane Initiate", "asset",
     {"effect": "search-deck", "amount": 3, "find": {"traits": ["Spell"]}, "found": "draw", "shuffle": True}),
    # the card found put into play (under your control), from any investigator's deck (whose: a choice)
    ("Search the top 9 cards of any investigator's deck for an [[Ally]] asset and put it into play under your "
     "control. Shuffle the searched deck.", "Flare", "event",
     {"effect": "search-deck", "who": "an-investigator", "amount": 9, "find": {"type": "asset", "traits": ["Ally"]},
      "found": "play", "shuffle": True}),
    ("Search your deck for a [[Tool]] asset and put it into play. Shuffle your deck.", "X", "event",
     {"effect": "search-deck", "find": {"type": "asset", "traits": ["Tool"]}, "found": "play", "shuffle": True}),
    # the top cards of the encounter deck
    ("[action]: Search the top 9 cards of the encounter deck for an enemy and draw it. Shuffle the encounter deck.",
     "X", "location", {"effect": "search-deck", "deck": "encounter", "amount": 9, "find": {"type": "enemy"},
                       "found": "draw", "shuffle": True}),
])
def test_a_search_reads_the_area_what_it_is_for_and_what_becomes_of_the_card_found(text, name, type_code, search):
    """The sentence after it, "Shuffle your deck.", is the search's own shuffle (``shuffle``)."""
    got, gaps, _ = _read(text, name, type_code)
    assert got[-1] == search and gaps == []


@pytest.mark.parametrize(("text", "name", "type_code", "gap"), [
    # nothing said of the card found: the engine would guess
    ("<b>Revelation</b> - Test [willpower] (4). If you fail, take 2 horror and search your deck for a [[Madness]] "
     "weakness. Discard that card.", "Foo", "treachery", "search your deck for a Madness weakness"),
    # an area the engine does not search (another investigator's deck and discard pile)
    ("<b>Revelation</b> - If The Man in the Pallid Mask is not in play, search his bearer's deck and discard pile for "
     "him, draw him, and shuffle his bearer's deck.", "The Pale Mask Beckons", "treachery",
     "search his bearer's deck"),  # the 'if' on its state is read: its part
])
def test_a_search_the_engine_cannot_replay_is_refused(text, name, type_code, gap):
    got, gaps, _ = _read(text, name, type_code)
    assert not any(e["effect"] == "search-deck" for e in got) and any(gap in g for g in gaps)


def test_tokens_placed_on_the_card_itself_from_the_token_bank():
    got, gaps, _ = _read("[action] [action]: Move 1 doom from one agenda deck to the other. Then, place 2 clues on "
                         "Porte de l'Avancée <i>(from the token bank)</i>.", "Porte de l'Avancée", "location")
    assert {"effect": "place-tokens", "tokens": "clues", "amount": 2, "then": True} in got
    assert gaps == []  # the doom moved from one agenda deck to the other is read too (agenda_holders.py)


@pytest.mark.parametrize("text", [
    "[reaction] After you enter Canal-side: Place 1 clue on Canal-side from the token bank.",
    "<b>Forced</b> - After you enter Canal-side: Place 1 clue from the token bank on Canal-side.",
])
def test_from_the_token_bank_in_the_sentence_is_where_placed_tokens_come_from_anyway(text):
    """Wherever the sentence says it, outside parentheses too: the tokens still go onto the location."""
    got, gaps, _ = _read(text, "Canal-side", "location")
    assert got == [{"effect": "place-tokens", "tokens": "clues", "amount": 1}] and gaps == []  # on the card itself


@pytest.mark.parametrize(("text", "name", "type_code"), [
    # a card the engine's selectors cannot pick (Extra Ammunition's, at another place than yours): refused, quoted whole
    ("Place 3 ammo tokens on a [[Firearm]] asset controlled by an investigator at a connecting location.",
     "Extra Ammunition", "event"),
])
def test_tokens_on_a_card_no_selector_picks_are_refused(text, name, type_code):
    got, gaps, _ = _read(text, name, type_code)
    assert not any(e["effect"].endswith("-tokens") for e in got)
    assert any(g.startswith(("Place 3 ammo", "Add 1 charge")) for g in gaps)


def test_an_asset_you_control_is_the_players_choice_among_them():
    got, gaps, _ = _read("<b>Forced</b> - After you fail a skill test while investigating this location: Discard an "
                         "asset you control.", "Exhibit Hall", "location")
    assert got == [{"effect": "discard", "to": "an-asset-you-control"}] and gaps == []
    got, gaps, _ = _read("Remove all doom from 1 card you control.", "Moonlight Ritual", "event")
    assert got == [{"effect": "remove-tokens", "tokens": "doom", "to": "a-card-you-control"}] and gaps == []


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    ("Attach to your location.\nNon-[[Elite]] enemies cannot move into attached location.\n<b>Forced</b> - When an "
     "investigator leaves attached location: Discard Barricade.", "Barricade", "event",
     {"effect": "attach", "to": "your-location"}),
    ("<b>Revelation</b> - Test [willpower] (4) or [agility] (4). If you fail, add an [[Ally]] asset you control to the "
     "pool of potential sacrifices. Then, attach Kidnapped! to the current agenda. If you have no [[Ally]] assets, "
     "take 2 damage and discard Kidnapped! instead.", "Kidnapped!", "treachery",
     {"effect": "attach", "to": "current-agenda", "then": True}),
])
def test_a_card_attaches_itself_to_what_to_names(text, name, type_code, effect):
    got, _, _ = _read(text, name, type_code)

    def nested(effects):  # an effect, or one a test's result or an option holds
        for e in effects:
            yield {k: v for k, v in e.items() if k not in ("success", "fail", "effects")}
            for key in ("success", "fail", "effects"):
                yield from nested(e.get(key, []))
    assert effect in list(nested(got))


def test_tokens_of_kinds_the_engine_counts_alike_may_be_listed_with_or():
    got, gaps, _ = _read("[action] Spend 1 resource: Add 1 supply or ammo token to a card you control. (Limit once per "
                         "round.)", "Montmartre", "location")
    assert got == [{"effect": "place-tokens", "tokens": "uses", "amount": 1, "to": "a-card-you-control"}]
    assert gaps == []


def test_a_set_aside_card_named_is_put_into_play_and_several_copies_by_their_number():
    got, gaps, _ = _read("<b>Forced</b> - After Student Union is revealed: Put the set-aside Dormitories into play.\n"
                         "[action] [action]: Heal 1 damage and 1 horror.", "Student Union", "location")
    assert {"effect": "put-into-play", "to": "Dormitories"} in got and gaps == []
    got, gaps, _ = _read("<b>Forced</b> - After the Basement Hall is revealed: Put the 4 set-aside Patient "
                         "Confinement locations into play.", "Basement Hall", "location")
    assert got == [{"effect": "put-into-play", "to": "Patient Confinement", "amount": 4}] and gaps == []


@pytest.mark.parametrize(("text", "name", "effect"), [
    # "put into play X": the object after "play"
    ("<b>Forced</b> - When Darkened Hall is revealed: Put into play the 3 set-aside Back Hall Doorway locations.",
     "Darkened Hall", {"effect": "put-into-play", "to": "Back Hall Doorway", "amount": 3}),
    # "N of the set-aside X", at random; the card's own name inside a longer name is not the card ("Lobby Doorway")
    ("<b>Forced</b> - When Lobby is revealed: Put 2 of the set-aside Lobby Doorway locations into play, at random.",
     "Lobby", {"effect": "put-into-play", "to": "Lobby Doorway", "amount": 2, "random": True}),
])
def test_set_aside_copies_are_put_into_play_by_their_number(text, name, effect):
    got, gaps, _ = _read(text, name, "location")
    assert effect in got


@pytest.mark.parametrize("text", [
    "Put the 3 set-aside cards into play.",  # no name
    "Put the set-aside Lobby Doorway locations into play, at random.",  # at random, but how many?
])
def test_set_aside_cards_with_no_name_or_number_are_refused(text):
    got, gaps, _ = _read(text, "Lobby", "event")
    assert got == [] and gaps


@pytest.mark.parametrize(("text", "name", "effect"), [
    ("Surge.\n<b>Revelation</b> - Put Helpless Passenger into play at the location to your left (or at your location "
     "if you cannot).\n[action] <b>Parley.</b> Take control of Helpless Passenger.", "Helpless Passenger",
     {"effect": "take-control"}),
    ("<b>Revelation</b> - Take control of Key to the Chamber.\n[fast] If The Hidden Chamber is connected to your "
     "location: Attach Key to the Chamber to The Hidden Chamber.", "Key to the Chamber", {"effect": "take-control"}),
])
def test_taking_control_of_the_card_itself(text, name, effect):
    got, _, _ = _read(text, name, "asset")
    assert effect in got


@pytest.mark.parametrize(("text", "to"), [
    ("You must attach Light of Aforgomon to either the current agenda or the current act.",
     "one-of:current-agenda|current-act"),
    ("Attach Light of Aforgomon to the current act.", "current-act"),
])
def test_the_card_itself_attached_by_you_or_with_no_subject(text, to):
    """"You must attach X to …" is the attaching of the card by the one resolving it, as with no subject; "either A or
    B" a choice of one (the engine's ``one-of:`` union)."""
    got, gaps, _ = _read(f"<b>Revelation</b> - {text}", "Light of Aforgomon", "treachery")
    assert got == [{"effect": "attach", "to": to}] and not gaps


def test_another_investigator_attaching_the_card_is_refused():
    got, gaps, _ = _read("<b>Revelation</b> - The lead investigator must attach Light of Aforgomon to the current act.",
                         "Light of Aforgomon", "treachery")
    assert not got and gaps


def test_taking_control_of_a_card_named_before_by_its_pronoun():
    """"If there are 1 [per_investigator] clues on Dr. Morgan, take control of him": the card the condition named (the
    rule of reference), not the card bearing the text; a pronoun with nothing named before it stays the card itself."""
    got, gaps, _ = _read("[action]: If there are 2 clues on Dr. Morgan, take control of him.", "All In", "act")
    assert got[0]["effects"] == [{"effect": "take-control", "to": "Dr. Morgan"}] and not gaps
    got, gaps, _ = _read("[action]: Take control of it.", "Lucky Cigarette Case", "asset")
    assert got == [{"effect": "take-control"}] and not gaps


def test_taking_control_of_tokens_moves_them_and_taking_damage_is_still_taken():
    """Tokens taken control of are moved onto the investigator (``moving.control_or``); some of them, that many."""
    got, gaps, _ = _read("<b>Spawn</b> - Revealed location with the most clues.\n<b>Forced</b> - When you defeat "
                         "Fanatic: Take control of all of its clues.", "Fanatic", "enemy")
    assert got == [{"effect": "move-tokens", "tokens": "clues", "from": "self", "to": "you"}] and gaps == []
    got, gaps, _ = _read("<b>Forced</b> - When you defeat Fanatic: Take control of 1 of the clues on Fanatic.",
                         "Fanatic", "enemy")
    assert got == [{"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "self", "to": "you"}] and not gaps
    got, _, _ = _read("<b>Revelation</b> - Take 2 horror.", "Terror", "treachery")
    assert got == [{"effect": "deal-horror", "amount": 2, "to": "you"}]


@pytest.mark.parametrize(("text", "effect"), [
    ("[action]: Exhaust attached enemy.", {"effect": "exhaust", "to": "attached-to"}),
    ("[action]: Deal 1 damage to attached enemy.", {"effect": "deal-damage", "amount": 1, "to": "attached-to"}),
])
def test_attached_enemy_is_what_the_card_is_attached_to(text, effect):
    """The development cards print "attached enemy" only in triggering conditions (Bind Monster, Snare Trap):
    these instructions are composed in their words."""
    got, gaps, _ = _read(text, "Bind Monster", "asset")
    assert got == [effect] and gaps == []


def test_a_participle_before_a_noun_qualifies_it_in_a_triggering_condition():
    """Barricade's "When an investigator leaves attached location": one clause, whose object is "attached
    location" (the participle does not start a second clause), the location the card is attached to."""
    result = parse_card_text("Attach to your location.\n<b>Forced</b> - When an investigator leaves attached location: "
                             "Discard Barricade.", name="Barricade", type_code="event")
    forced = next(a for a in result.abilities if a.kind == "forced")
    assert forced.to_situation()["trigger"] == {"event": "move", "who": "investigator", "source": "attached"}


@pytest.mark.parametrize(("text", "name", "effect"), [
    ("<b>Forced</b> - After The Rougarou enters attached location: Attach Bear Trap to The Rougarou.", "Bear Trap",
     {"effect": "attach", "to": "The Rougarou"}),
    ("[action]: Move to the Ritual Site.", "Old Map", {"effect": "move", "to": "Ritual Site"}),
    ("[fast] Exhaust Old Map: Deal 1 damage to The Rougarou.", "Old Map",
     {"effect": "deal-damage", "amount": 1, "to": "The Rougarou"}),
])
def test_a_card_named_as_printed_is_the_situations_card_of_that_name(text, name, effect):
    """A target in capitals is a card's printed name (a lower-case "the" before it is the sentence's)."""
    got, _, _ = _read(text, name, "asset")
    assert effect in got


def test_a_trait_before_a_noun_is_no_name():
    got, gaps, _ = _read("[action]: Attach to a [[Bayou]] location.", "Spectral Mist", "treachery")
    assert got == [{"effect": "attach", "to": "a-bayou-location"}] and gaps == []  # a location of that trait


@pytest.mark.parametrize(("text", "name", "type_code", "effects", "gaps"), [
    # "add N doom to X" is doom placed on X, as "place N doom on X" (it may advance the agenda)
    ("<b>Forced</b> - At the end of the round: Add 1 doom to this agenda.", "The Curse Spreads", "agenda",
     [{"effect": "place-doom", "amount": 1, "to": "self"}], []),
    ("<b>Revelation</b> - Add 1 doom to the current agenda.", "Omen", "treachery",
     [{"effect": "place-doom", "amount": 1}], []),
    # a pronoun may be a card named before, not this one: refused
    ("<b>Revelation</b> - Add 1 doom to it.", "Omen", "treachery", [], ["Add 1 doom to it"]),
])
def test_doom_added_to_a_card_is_doom_placed(text, name, type_code, effects, gaps):
    got, got_gaps, _ = _read(text, name, type_code)
    assert got == effects and got_gaps == gaps


def test_a_qualifier_no_selector_takes_quotes_the_instruction_whole():
    """Passenger Car's shape with a qualifier no rule reads ("exactly": its "at least 2 total" is a total,
    ``totals.py``): the phrase "your hand" alone would not say what was refused; the gap quotes the instruction."""
    _, gaps, _ = _read("<b>Forced</b> - After you enter Passenger Car: You must either discard cards from your hand with "
                       "exactly 2 [agility] icons or take 2 damage.", "Passenger Car", "location")
    assert "discard cards from your hand with exactly 2 [agility] icons" in gaps and "your hand" not in gaps


@pytest.mark.parametrize(("text", "name"), [
    ("[action] [action]: Discard Whispers in Your Head (Dismay) from your hand.", "Whispers in Your Head"),
    ("[action] [action]: Discard Gift of Madness (Pity) from your hand.", "Gift of Madness"),
])
def test_a_card_discarding_itself_from_a_hand_by_its_name_and_subtitle(text, name):
    """A version's one-word subtitle in parentheses after the card's own name is part of that name; "Discard <the card
    itself> from your hand" is the card's own discard (``discard``), not an amount of cards."""
    got, gaps, _ = _read(text, name, "treachery")
    assert (got, gaps) == ([{"effect": "discard"}], [])


def test_a_pronoun_discarded_from_a_hand_is_not_the_card_itself():
    got, gaps, _ = _read("[action]: Draw 1 card. Discard it from your hand.", "Old Book", "asset")
    assert {"effect": "discard"} not in got and gaps


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    ("Gain 2 resources. Remove Quick Study from the game instead of discarding it.", "Quick Study", "event",
     [{"effect": "gain-resources", "amount": 2}, {"effect": "move-card", "zone": "removed"}]),
    ("<b>Revelation</b> - Take 1 horror. Shuffle Bad Omen back into your deck instead of discarding it.", "Bad Omen",
     "treachery", [{"effect": "deal-horror", "amount": 1, "to": "you"}, {"effect": "shuffle-into"}]),
])
def test_the_card_itself_sent_elsewhere_instead_of_discarding_it(text, name, type_code, effects):
    """Event Cards: an event is discarded after it resolves "unless stated otherwise" — "instead of discarding it" is
    the card itself sent elsewhere as it resolves (so it is not discarded afterwards)."""
    got, gaps, _ = _read(text, name, type_code)
    assert (got, gaps) == (effects, [])


@pytest.mark.parametrize(("text", "type_code"), [
    ("[action]: Remove Old Trunk from the game instead of discarding it.", "asset"),  # a replacement, not its own move
    ("Gain 2 resources. Remove Quick Study from the game instead of exhausting it.", "event"),
])
def test_anything_else_done_instead_of_something_is_refused(text, type_code):
    got, gaps, _ = _read(text, "Old Trunk" if type_code == "asset" else "Quick Study", type_code)
    assert {"effect": "move-card", "zone": "removed"} not in got and gaps
