"""A card out of play named by its area — a noun phrase's place ("in your discard pile") or the verb's "from"
("from your hand") — composed with the card's own phrase (its type, its traits) into the engine's selector, and the
verbs that take it from there (choose, add to your hand, put into play); read from the rule's own shape and from real
cards (Scavenging, Sleight of Hand, A Chance Encounter); with the grammar's rules this family needed (an object
pronoun before a preposition, a comma before a preposition, a place that cannot qualify the phrase before it)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence


def _read(text: str, name: str = "Test Card", type_code: str = "event"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "selector"), [
    ("Choose an Item card in your discard pile.", "an-item-card-in-your-discard-pile"),
    ("Choose an Ally asset in any player's discard pile.", "an-ally-asset-in-a-discard-pile"),
    ("Choose an event in your hand.", "an-event-in-your-hand"),
    ("Choose a non-Weakness skill in any investigator's discard pile.", "a-non-weakness-skill-in-a-discard-pile"),
    ("Choose a Hand Item asset in your discard pile.", "a-hand_item-asset-in-your-discard-pile"),
])
def test_a_card_chosen_in_an_area_is_composed_from_its_type_traits_and_area(text, selector):
    effects, gaps = _read(text)
    assert effects == [{"effect": "choose", "to": selector}] and gaps == []


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    ("[reaction] After you successfully investigate by 2 or more, exhaust Scavenging: Choose an [[Item]] card in your "
     "discard pile and add it to your hand.", "Scavenging", "asset",
     [{"effect": "choose", "to": "an-item-card-in-your-discard-pile"},
      {"effect": "move-card", "zone": "hand", "to": "chosen"}]),
    ("Choose an [[Ally]] asset in any player's discard pile. Put that asset into play under your control.",
     "A Chance Encounter", "event",
     [{"effect": "choose", "to": "an-ally-asset-in-a-discard-pile"}, {"effect": "put-into-play", "to": "chosen"}]),
    ("Fast. Play only during your turn.\nPut an [[Item]] asset into play from your hand.", "Sleight of Hand",
     "event", [{"effect": "put-into-play", "to": "an-item-asset-in-your-hand"}]),
    ("Choose an asset in your discard pile. Add the chosen asset to your hand.", "Test Card", "event",
     [{"effect": "choose", "to": "an-asset-in-your-discard-pile"},
      {"effect": "move-card", "zone": "hand", "to": "chosen"}]),
])
def test_the_card_chosen_or_named_in_an_area_is_added_to_your_hand_or_put_into_play(text, name, type_code, effects):
    got, gaps = _read(text, name, type_code)
    assert [e for e in got] == effects and gaps == []


@pytest.mark.parametrize(("text", "gap"), [
    # a qualifier no selector says: refused, quoting the instruction whole
    # (a printed resource cost is one: test_chosen_cards_read)
    ("Choose an [[Ally]] asset with 2 charges in any player's discard pile. Put that asset into play "
     "under your control.", "Choose an Ally asset with 2 charges"),
    # another's control is not what putting into play gives
    ("Put that asset into play under the lead investigator's control.", "Put that asset into play under the lead"),
    # a pile or a deck the engine has no selector of
    ("Put an asset into play from the top of your deck.", "Put an asset into play from the top of your deck"),
    ("Choose an event beneath a location.", "Choose an event beneath a location"),
])
def test_what_no_selector_says_is_refused_never_dropped(text, gap):
    _, gaps = _read(text, "Resourceful", "event")
    assert any(g.startswith(gap) for g in gaps), gaps


def test_an_object_pronoun_before_a_preposition_is_its_own_noun_phrase():
    """"Add her to the victory display" (Ruth Turner): "her" is the pronoun, not a determiner of "to …"."""
    chunks = read_sentence("Add her to the victory display").clauses[0].chunks
    assert [(c.kind, c.text) for c in chunks] == [("verb", "Add"), ("np", "her"), ("pp", "to the victory display")]
    assert _read("<b>Forced</b> - After Ruth Turner is evaded: Add her to the victory display.", "Ruth Turner",
                 "enemy")[0] == [{"effect": "move-card", "zone": "victory-display"}]


def test_a_comma_before_a_preposition_ends_the_noun_phrase():
    """"in your threat area, with 3 clues on it": the comma is no list inside "your threat area"."""
    chunks = read_sentence("Put Cover Up into play in your threat area, with 3 clues on it").clauses[0].chunks
    assert ("pp", "in your threat area") in [(c.kind, c.text) for c in chunks]


@pytest.mark.parametrize(("text", "name", "gap"), [
    ("<b>Revelation</b> - Put Cover Up into play in your threat area, with X horror on it.", "Cover Up",
     "Put Cover Up into play in your threat area, with X horror on it"),
    ("<b>Revelation</b> - Put The Necronomicon into play in your threat area, with 1 key on it.", "The Necronomicon",
     "Put The Necronomicon into play in your threat area, with 1 key on it"),
])
def test_a_place_that_cannot_qualify_the_phrase_before_it_is_quoted_with_its_clause(text, name, gap):
    """The gap is the instruction as printed, never a fragment rebuilt from one phrase ("play at your threat area,")."""
    _, gaps = _read(text, name, "treachery")
    assert gap in gaps


def test_a_word_is_letters_of_any_script():
    """"Umôrdhoth", "Chœur Gothique": one word each, as printed (a gap quoted "Um ô rdhoth" before)."""
    from kb.cardtext.tokens import tokenize
    assert [(t.kind, t.text) for t in tokenize("spawn the set-aside Umôrdhoth there")][-2:] == \
        [("name", "Umôrdhoth"), ("word", "there")]


@pytest.mark.parametrize(("text", "names"), [
    ("<b>Forced</b> - When Abbey Church is revealed: Put the set-aside Chœur Gothique, Knight's Hall, Cloister, Chapel "
     "of St. Aubert, and Abbey Tower locations into play.",
     ["Chœur Gothique", "Knight's Hall", "Cloister", "Chapel of St. Aubert", "Abbey Tower"]),
    ("<b>Forced</b> - After Abbey Church is revealed: Put the set-aside Cloister and Abbey Tower into play.",
     ["Cloister", "Abbey Tower"]),
])
def test_a_list_of_set_aside_names_is_one_card_put_into_play_a_name(text, names):
    """A comma between names is a list inside one noun phrase ("St." is a title: no sentence ends there); each card
    named is put into play, in the order printed."""
    effects, gaps = _read(text, "Abbey Church", "location")
    assert effects == [{"effect": "put-into-play", "to": n} for n in names] and gaps == []


def test_a_comma_before_a_name_and_its_verb_still_opens_a_clause():
    """"…, and Agnes takes 1 horror": a name followed by its verb is a clause of its own, not a list item."""
    clauses = read_sentence("Roland takes 1 damage, and Agnes takes 1 horror").clauses
    assert len(clauses) == 2


def test_a_list_dash_opening_a_sentence_is_no_word_of_it():
    """"When this agenda advances: - If …, put … - If …, …": the dash marks a list item, and the sentence after it
    is quoted whole when it is not read (never "- If the investigators are at Act 1,")."""
    text = ("<b>Forced</b> - When this agenda advances:\n- If it is agenda 1a, put the set-aside Ritual "
            "Site into play and spawn the set-aside Umôrdhoth there.")  # a side letter in a stage's frame: not read
    _, gaps = _read(text, "Vengeance Awaits", "agenda")
    assert gaps == ["If it is agenda 1a, put the set-aside Ritual Site into play and spawn the set-aside "
                    "Umôrdhoth there"]


@pytest.mark.parametrize(("text", "effect"), [
    ("Spawn the set-aside Umôrdhoth at the Ritual Site.", {"effect": "spawn", "card": "Umôrdhoth", "to": "Ritual Site"}),
    ("Spawn the set-aside Ghoul Priest enemy.", {"effect": "spawn", "card": "Ghoul Priest"}),
    ("Spawn the set-aside Hunting Horror at your location.",
     {"effect": "spawn", "card": "Hunting Horror", "to": "your-location"}),
    # a capitalised subtitle in brackets is part of the name: which Hastur (tokens._title_words)
    ("Spawn the set-aside Hastur <i>(The Tattered King)</i> enemy at the Palace of the King.",
     {"effect": "spawn", "card": "Hastur (The Tattered King)", "to": "Palace of the King"}),
])
def test_a_set_aside_enemy_spawns_where_the_phrase_after_at_says_or_by_its_own_instruction(text, effect):
    """Spawn: a set-aside enemy enters play by the rules for spawning; the location the ability names overrides the
    enemy's own spawn instruction (the engine's ``spawn``)."""
    effects, gaps = _read(f"<b>Forced</b> - When this agenda advances: {text}", "Vengeance Awaits", "agenda")
    assert effects == [effect] and gaps == []


@pytest.mark.parametrize("text", [
    "Spawn the set-aside Umôrdhoth there.",  # "there": a place named before
    "spawn a Brood of Yog-Sothoth at a random location.",  # not a set-aside enemy
    "Spawn that enemy here (instead of its normal spawn location).",  # not a set-aside enemy
])
def test_a_spawn_the_engine_cannot_place_is_refused_whole(text):
    effects, gaps = _read(f"<b>Forced</b> - When this agenda advances: {text}", "Vengeance Awaits", "agenda")
    assert effects == [] and len(gaps) == 1 and gaps[0].lower().startswith("spawn")


def test_a_list_item_line_continues_the_ability_that_opened_the_list():
    """"Test [agility] (3). If you fail:" and then a line a case: each line is an effect of the revelation (quoted
    whole when not read), not a constant ability of its own."""
    text = ("<b>Revelation</b> - Test [agility] (3). If you fail:\n- If agenda 1a is in play, take 1 damage and lose 1 "
            "action.\n- If agenda 2a is in play, take 2 damage and lose 2 actions.")
    result = parse_card_text(text, name="Crashing Floods", type_code="treachery")
    assert [a.kind for a in result.abilities] == ["revelation"]
    assert all(g.category.startswith("effect:") for g in result.unsupported)


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    ("Fast. Play after a non-[[Elite]] enemy at your location is defeated.\nAdd that enemy <i>(and this card)</i> to "
     "the victory display.", "Bury Them Deep", "event",
     [{"effect": "move-card", "zone": "victory-display", "to": "triggering-what"},
      {"effect": "move-card", "zone": "victory-display"}]),
    ("<b>Forced</b> - After Ruth Turner is defeated: Add her and that enemy to the victory display.", "Ruth Turner",
     "enemy", [{"effect": "move-card", "zone": "victory-display"},
               {"effect": "move-card", "zone": "victory-display", "to": "triggering-what"}]),
])
def test_a_conjoined_object_is_one_move_a_card_in_the_order_printed(text, name, type_code, effects):
    """"that enemy (and this card)": a parenthesised conjunct is part of the noun phrase before it (not a reminder);
    each card named moves."""
    got, gaps = _read(text, name, type_code)
    assert got == effects and gaps == []


def test_a_parenthesised_alternative_is_no_conjunct():
    """"(or at your location if you cannot)" is not a conjunct of the object: it is the alternative place of the
    instruction (``conditional.if_cannot``'s elliptical form), one ``if-able``, not two cards put into play."""
    got, gaps = _read("<b>Revelation</b> - Put Helpless Passenger into play at the location to your left (or at your "
                      "location if you cannot).", "Helpless Passenger", "asset")
    assert [e["effect"] for e in got] == ["if-able"] and not gaps


@pytest.mark.parametrize("text", [
    "<b>Revelation</b> - Test [agility] (3). If you fail, add Dragged Under to your threat area.",
    "<b>Revelation</b> - Test [agility] (3). If you fail, put Dragged Under into play in your threat area.",
])
def test_a_treachery_put_in_your_threat_area_on_a_condition_is_an_effect(text):
    """Treachery Cards: the revelation says where it stays — on a condition, as the effect of that branch (the
    engine's put-into-play with zone threat-area), not the card's unconditional placement."""
    result = parse_card_text(text, name="Dragged Under", type_code="treachery")
    assert not result.gaps and "put-into-play" not in (result.card or {})
    test = result.abilities[0].effects[0]
    assert test["fail"] == [{"effect": "put-into-play", "to": "self", "zone": "threat-area"}]


@pytest.mark.parametrize(("text", "type_code"), [
    ("[action]: Test [agility] (3). If you fail, add Dragged Under to your threat area.", "asset"),
])
def test_a_place_put_into_play_the_engine_has_no_effect_for_is_refused_not_dropped(text, type_code):
    """A threat area for a card other than a treachery or a weakness's revelation is refused, its place never
    dropped (it was once read as plain put-into-play under your control)."""
    result = parse_card_text(text, name="Dragged Under", type_code=type_code)
    assert result.gaps and not any(e.get("fail") for a in result.abilities for e in a.effects)


def test_a_place_put_into_play_on_a_condition_keeps_its_location():
    """"If you fail, put Dragged Under into play at your location": the place is kept, the effect's ``location``
    (``placing.py``: the encounter card resolving enters play there), not plain put-into-play under your control."""
    result = parse_card_text("<b>Revelation</b> - Test [agility] (3). If you fail, put Dragged Under into play at your "
                             "location.", name="Dragged Under", type_code="treachery")
    assert not result.gaps
    assert result.abilities[0].effects[0]["fail"] == [{"effect": "put-into-play", "location": "your-location"}]


@pytest.mark.parametrize(("text", "name", "type_code", "ok"), [
    ("<b>Revelation</b> - Put Cover Up into play in your threat area, with 3 clues on it.", "Cover Up", "treachery",
     [{"effect": "put-into-play", "to": "self", "zone": "threat-area", "enters-play": {"clues": 3}}]),
    ("<b>Revelation</b> - Put The Necronomicon into play in your threat area, with 3 horror on it.",
     "The Necronomicon", "asset",  # a weakness asset's revelation: its own threat area
     [{"effect": "put-into-play", "to": "self", "zone": "threat-area", "enters-play": {"horror": 3}}]),
    ("<b>Revelation</b> - Test [willpower] (3). If you fail, put Torturous Chords into play in your threat area, with "
     "1 resource on it for each point you failed by.", "Torturous Chords", "treachery",
     # entered once, its resources counted (the count is of the tokens)
     [{"effect": "test", "skill": "willpower", "difficulty": 3, "fail": [
         {"effect": "put-into-play", "to": "self", "zone": "threat-area", "enters-play": {"resources": 1},
          "count": "point-failed-by", "text": "put Torturous Chords into play in your threat area, with 1 resource on "
                                              "it"}]}]),
    ("<b>Revelation</b> - Put Cover Up into play in your threat area, with X clues on it.", "Cover Up", "treachery",
     None),  # X: no number the state can hold
])
def test_the_tokens_a_card_enters_play_with_are_the_state_it_enters_in(text, name, type_code, ok):
    """"…, with 3 clues on it": the state the card enters play in (``enters-play``), nothing placed (Enters Play)."""
    effects, gaps = _read(text, name, type_code)
    if ok is None:
        assert gaps and gaps[0].startswith(("Put", "put", "Test"))
    else:
        assert effects == ok and gaps == []


def test_any_investigators_threat_area_is_one_investigator_chosen():
    """"Add Psychopomp's Song to any investigator's threat area": whose threat area is the engine's
    ``an-investigator`` (a target choice)."""
    effects, gaps = _read("Surge. Peril.\n<b>Revelation</b> - Add Psychopomp's Song to any investigator's threat area.",
                          "Psychopomp's Song", "treachery")
    assert effects == [{"effect": "put-into-play", "to": "self", "zone": "threat-area", "who": "an-investigator"}]
    assert gaps == []
