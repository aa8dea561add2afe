"""An event's text that is a listed choice ("Either (choose one):" then options each on a line opened by a dash): its
sentences are joined again to be read whole, keeping each option's dash so that the options stay apart; and a
search's "Shuffle the searched deck" after another instruction is still that search's shuffle."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.sentence_split import sentences

FLARE = ("Either (choose one):\n- <b>Fight.</b> You get +3 [combat] and deal +2 damage for this attack. Exile Flare.\n"
         "- Search the top 9 cards of any investigator's deck for an [[Ally]] asset and put it into play under your "
         "control. Then, exile Flare. Shuffle the searched deck.")


def test_an_event_of_two_listed_options_is_an_either_of_two():
    result = parse_card_text(FLARE, name="Flare", type_code="event")
    assert not result.gaps
    (either,) = result.abilities[0].effects
    assert either["effect"] == "either"
    fight, search = either["effects"]
    assert fight["effects"] == [{"effect": "fight", "bonus": 3, "damage": 2}, {"effect": "move-card", "zone": "exiled"}]
    found, exiled = search["effects"]
    assert found["effect"] == "search-deck" and found["who"] == "an-investigator" and found["amount"] == 9
    assert found["find"] == {"type": "asset", "traits": ["Ally"]} and found["found"] == "play"
    assert found["shuffle"] is True  # "Shuffle the searched deck", after "Then, exile Flare."
    assert exiled == {"effect": "move-card", "zone": "exiled", "then": True}


def test_plain_options_on_lines_of_their_own():
    result = parse_card_text("Either (choose one):\n- Gain 2 resources.\n- Draw 1 card.", name="Boon",
                             type_code="event")
    assert not result.gaps
    assert result.abilities[0].effects[0]["effects"] == [{"effect": "gain-resources", "amount": 2},
                                                         {"effect": "draw", "amount": 1}]


def test_sentences_keep_a_list_dash_only_when_asked():
    text = "Either (choose one): - Gain 2 resources. - Draw 1 card."
    assert sentences(text) == ["Either (choose one): - Gain 2 resources", "Draw 1 card"]
    assert sentences(text, marks=True) == ["Either (choose one): - Gain 2 resources", "- Draw 1 card"]
