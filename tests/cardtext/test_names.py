"""Names in card text, rule by rule: the capitalisation pattern of titles, letters of any script, a subtitle in
brackets, the card's own name printed otherwise, a possessive of the card's own name, a trait the markup marks.

Each rule is checked on a few printed sentences (The Path to Carcosa, The Dunwich Legacy, The Night of the
Zealot, early cards), asserting against the source text: the name read is the words printed, in order.
"""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import join, read_sentence
from kb.cardtext.markup import marked_traits, paragraphs
from kb.cardtext.tokens import marked, tokenize
from kb.cardtext.words import own_name


def names(text: str) -> list[str]:
    """The runs of name tokens of ``text``, each as printed."""
    out: list[str] = []
    run: list = []
    for t in [*tokenize(text), None]:
        if t is not None and t.kind == "name":
            run.append(t)
        elif run:
            out.append(join(run))
            run = []
    return out


@pytest.mark.parametrize(("text", "name"), [
    ("If an investigator enters The Edge of the Universe, advance.", "The Edge of the Universe"),
    ("Spawn the set-aside Hastur enemy at the Palace of the King.", "Palace of the King"),
    ("Put the set-aside Porte de l'Avancée into play.", "Porte de l'Avancée"),
])
def test_of_and_its_article_between_capitalised_words_join_one_name(text: str, name: str) -> None:
    assert name in names(text)


@pytest.mark.parametrize(("text", "name"), [
    ("When The Man in the Pallid Mask would be discarded from play, advance.", "The Man in the Pallid Mask"),
    ("Discard the location that is farthest from The Gate to Hell.", "The Gate to Hell"),
    ("The Man in the Pallid Mask cannot be defeated except by damage.", "Man in the Pallid Mask"),
])
def test_in_and_to_join_a_name_only_inside_a_title_opening_with_the(text: str, name: str) -> None:
    assert name in names(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Move Duke to Rivertown.", ["Duke", "Rivertown"]),
    ("Put the top 2 Catacombs in the Catacombs deck into play.", ["Catacombs", "Catacombs"]),
    ("Move The Man in the Pallid Mask to The Gate to Hell.", ["The Man in the Pallid Mask", "The Gate to Hell"]),
])
def test_a_preposition_between_two_names_stays_the_sentences(text: str, kept: list[str]) -> None:
    assert names(text) == kept


@pytest.mark.parametrize(("text", "name"), [
    ("If an investigator enters the Exhibit Hall (Restricted Hall), advance.", "Exhibit Hall (Restricted Hall)"),
    ("Spawn the set-aside Hastur (The Tattered King) enemy at the Palace of the King.",
     "Hastur (The Tattered King)"),
])
def test_a_capitalised_subtitle_in_brackets_is_part_of_the_name(text: str, name: str) -> None:
    assert name in names(text)
    assert read_sentence(text.rstrip(".")).reminders == ()  # no reminder: the brackets are the name's


def test_a_reminder_in_brackets_after_a_name_stays_a_reminder() -> None:
    sentence = read_sentence("Move The Rougarou (one location at a time) toward the nearest investigator")
    assert sentence.reminders == ("one location at a time",)


@pytest.mark.parametrize(("text", "name"), [
    ("While you are investigating Opéra Garnier, you get +1 [intellect].", "Opéra Garnier"),
    ("Put the set-aside Chœur Gothique into play.", "Chœur Gothique"),
    ("Flip L'agneau Perdu back over to its Bystander asset side.", "L'agneau Perdu"),
    ("Remove all doom from Mr. Peabody.", "Mr. Peabody"),
    ("Move to the Chapel of St. Aubert.", "Chapel of St. Aubert"),
])
def test_a_name_is_letters_of_any_script_elisions_and_abbreviations(text: str, name: str) -> None:
    assert name in names(text)


def test_a_possessive_of_the_cards_own_name_reads_back_as_printed() -> None:
    text = "Forced – At the end of the enemy phase: Each investigator at Royal Emissary's location takes 1 horror."
    result = parse_card_text(text, name="Royal Emissary", type_code="enemy")
    said = [g.text for g in result.gaps] + [a.source_text for a in result.abilities]
    assert all("' s" not in s for s in said)


@pytest.mark.parametrize(("text", "name", "printed"), [
    ("While you are at Fauborg Marigny, reduce the cost of each asset you play by 1.", "Faubourg Marigny",
     "Fauborg Marigny"),
    ("While Vengeful Hounds is engaged with you, you cannot draw cards.", "Vengeful Hound", "Vengeful Hounds"),
    ("When Bone-Filled Cavern is revealed: Put the top 2 Catacombs into play.", "Bone-Filled Caverns",
     "Bone-Filled Cavern"),
])
def test_the_cards_own_name_a_letter_off_or_in_the_other_number_is_its_own(text: str, name: str,
                                                                            printed: str) -> None:
    worked, misread = own_name(text, name)
    assert printed not in worked and "@self" in worked
    assert misread == [printed]
    result = parse_card_text(text, name=name, type_code="location")
    assert result.notes == (f"'{printed}' read as the card's own name, {name}",)
    assert result.to_json()["notes"] == list(result.notes)


@pytest.mark.parametrize(("text", "name"), [
    ("Move to Vengeful Hollow.", "Vengeful Hound"),  # two letters and more off
    ("Deal 1 damage to Ghouls.", "Ghoul"),  # a short name is read only exactly
    ("Each Vengeful Hounds Pack enemy attacks you.", "Vengeful Hound"),  # the start of a longer name
])
def test_another_name_is_not_read_as_the_cards_own(text: str, name: str) -> None:
    worked, misread = own_name(text, name)
    assert worked == text and misread == []


def test_the_cards_name_at_the_end_of_a_longer_title_is_that_title() -> None:
    worked, _ = own_name("Remove The Man in the Pallid Mask from the game. Put The Pallid Mask into play.",
                         "The Pallid Mask")
    assert worked == "Remove The Man in the Pallid Mask from the game. Put @self into play."


def kinds(text: str, traits: set[str]) -> list[tuple[str, str]]:
    with marked(traits):
        return [(t.kind, t.text) for t in tokenize(text)]


@pytest.mark.parametrize(("raw", "want"), [
    ("Deal 1 damage to a [[Monster]] enemy.", ("trait", "Monster")),
    ("Each investigator at a [[Sentinel Hill]] location takes 1 horror.", ("trait", "Sentinel Hill")),
    ("[[Cultist]] enemies get +1 fight.", ("trait", "Cultist")),
    ("Search your deck for a [[Tome]] or [[Spell]] card.", ("trait", "Spell")),
])
def test_a_trait_the_markup_marks_is_a_trait_token(raw: str, want: tuple[str, str]) -> None:
    plain = paragraphs(raw)[0]
    assert want in kinds(plain, set(marked_traits(raw)))
    assert want not in kinds(plain, set())  # unmarked, the same words are names (or a sentence's first word)


def test_a_name_longer_than_a_marked_trait_stays_a_name() -> None:
    """"[[Ghoul]]" marked elsewhere on the card: "Ghoul Priest" is still a card's name."""
    assert kinds("Search for a Ghoul Priest.", {"Ghoul"})[3:5] == [("name", "Ghoul"), ("name", "Priest")]


@pytest.mark.parametrize(("text", "slot", "want"), [
    ("Discard a [[Tome]].", "object", {"amount": "1", "traits": ["Tome"]}),
    ("Deal 1 damage to each [[Ancient One]] enemy.", "to", {"amount": "each", "noun": "enemy",
                                                              "traits": ["Ancient One"]}),
    ("Discard Hunting Horror.", "object", {"name": "Hunting Horror"}),
])
def test_a_selector_tells_a_trait_from_a_name(text: str, slot: str, want: dict) -> None:
    with marked(marked_traits(text)):
        frame = read_sentence(paragraphs(text)[0].rstrip(".")).clauses[0].frames()[0]
    assert frame["selectors"][slot] == want


@pytest.mark.parametrize(("text", "what"), [
    ("[reaction] After a [[Monster]] is defeated: Gain 1 resource.", "trait:Monster"),
    ("[reaction] After a Monster is defeated: Gain 1 resource.", "Monster"),  # unmarked: a card of that name
    ("[reaction] After you play a [[Spell]] card: Gain 1 resource.", "trait:Spell"),
])
def test_a_trigger_names_a_marked_trait_as_any_card_with_it(text: str, what: str) -> None:
    (ability,) = parse_card_text(text, name="Arcane Studies", type_code="asset").abilities
    assert ability.trigger["what"] == what


@pytest.mark.parametrize(("text", "want"), [
    ("Move to Roach Swarm's location.", {"owner": "Roach Swarm", "noun": "location"}),
    ("Move to The Man in the Pallid Mask's location.", {"refers": "the", "owner": "Man in the Pallid Mask",
                                                        "noun": "location"}),
    ("Search your deck for Wendy's Amulet.", {"name": "Wendy's Amulet"}),  # a card's name: no owner
])
def test_a_name_possessing_a_common_noun_is_its_owner_not_its_traits(text: str, want: dict) -> None:
    frame = read_sentence(text.rstrip(".")).clauses[0].frames()[0]
    slot = "to" if "to" in frame["selectors"] else "for"
    assert frame["selectors"][slot] == want


@pytest.mark.parametrize(("text", "name", "worked"), [
    ("Search the Hidden Chamber. The Hidden Chamber gains victory 1.", "The Hidden Chamber",
     "Search @self. @self gains victory 1."),  # "the" before the name is the name's
    ("Exhaust Whispers in Your Head (Dismay): draw 1 card.", "Whispers in Your Head", "Exhaust @self: draw 1 card."),
    ("Discard Lobby Doorway, then discard Lobby.", "Lobby", "Discard Lobby Doorway, then discard @self."),
    ("Deal 1 damage to goat spawn.", "Goat Spawn", "Deal 1 damage to @self."),  # any case
    ("Put İstanbul Ruins into play. Move to İstanbul Ruins.", "İstanbul Ruins",
     "Put @self into play. Move to @self."),  # a letter whose lower case is two letters
])
def test_each_printing_of_the_cards_own_name_is_the_card(text: str, name: str, worked: str) -> None:
    assert own_name(text, name)[0] == worked
