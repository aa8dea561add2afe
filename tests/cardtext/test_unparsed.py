"""What the engine cannot replay is reported with the quoted fragment, never dropped or guessed: a clause
the grammar refuses is ``unparsed`` (with the sub-grammar), one it reads but the engine cannot run is
``unsupported`` (with a category and its verb frames); both are the result's ``gaps``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.vocabulary import no_vocabulary

NO_VOCABULARY_SHUFFLE = no_vocabulary("Shuffle each weakness into your deck")

CASES = [
    # (text, name, type, fragment, words in the reason)
    ("Revelation – Look at the unrevealed side of each location in play.", None, "treachery",
     "Look at the unrevealed side of each location in play", "looking at a card other than the top cards of a deck"),
    ("Revelation – Lose X resources.", None, "treachery", "Lose X resources", "not a fixed amount"),
    ("Revelation – Take 1 horror. Shuffle each weakness into your deck.", None, "treachery",
     "Shuffle each weakness into your deck", "shuffling"),
    ("[reaction] After you look at a non-weakness card: Draw 1 card.", None, "asset",
     "After you look at a non-weakness card", "triggering condition"),
    ("[free] Deal 1 damage to an Ally asset you control: Gain 1 resource.", "Lucky Penny", "asset",
     "Deal 1 damage to an Ally asset you control", "cost"),
    ("[action] Place 1 doom on each location in play: Draw 2 cards.", None, "asset", "Place 1 doom on each location in play",
     "cost"),
    ("Exhaust Lucky Penny: Gain 1 resource.", "Lucky Penny", "asset",
     "Exhaust Lucky Penny: Gain 1 resource.", "no ability icon"),
    ("After you defeat an enemy: Draw 1 card.", None, "asset",
     "After you defeat an enemy: Draw 1 card.", "no [reaction] icon"),
    ("Each card in your hand counts as 2 cards for the purposes of counting your hand size.", None, "asset",
     "Each card in your hand counts as 2 cards for the purposes of counting your hand size", "hand size counted"),
    ("Objective – If there are 3 doom on the agenda, advance.", None, "act",
     "If there are 3 doom on the agenda, advance.", "Objective"),
    ("Revelation – Take X horror.", None, "treachery", "Take X horror", "not a fixed amount"),
    ("Revelation – Deal 1 damage to a different enemy at your location.", None, "treachery",
     "a different enemy at your location", "qualifier"),
    ("Revelation – Take 1 horror, instead.", None, "treachery", "Take 1 horror, instead", "would"),
    ("Forced – At the end of the round: Exhaust that enemy.", None, "asset", "that enemy", "nothing to refer to"),
]


@pytest.mark.parametrize(("text", "name", "type_code", "fragment", "reason"), CASES)
def test_fragment_is_quoted_with_a_reason(text: str, name: str | None, type_code: str | None, fragment: str,
                                          reason: str | None) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    found = {u.text: u.reason for u in result.gaps}
    assert fragment in found, found
    if reason:
        assert reason in found[fragment]


def test_the_parsed_sentences_of_a_partly_unknown_ability_stay() -> None:
    r = parse_card_text("Revelation – Take 1 horror. Shuffle each weakness into your deck.")
    assert r.abilities[0].effects == ({"effect": "deal-horror", "amount": 1, "to": "you"},)
    assert [u.text for u in r.gaps] == ["Shuffle each weakness into your deck"]
    assert r.runnable == ()  # half an ability is not replayed


def test_an_ability_with_an_unknown_trigger_keeps_its_kind_timing_and_effects() -> None:
    r = parse_card_text("[reaction] After the moon rises: Draw 1 card.")
    a = r.abilities[0]
    assert (a.kind, a.timing, a.effects) == ("reaction", "after", ({"effect": "draw", "amount": 1},))
    assert a.trigger == {"event": None, "read": [{"connective": "after", "verb": "rises", "subject": "the moon",
                                                  "selectors": {"subject": {"refers": "the", "noun": "moon"}}}]}
    assert [(g["role"], g["text"]) for g in a.gaps] == [("trigger", "After the moon rises")]


def test_a_clause_the_grammar_refuses_names_the_sub_grammar() -> None:
    r = parse_card_text("Revelation – Take 1 horror. The quiet of the.", type_code="treachery")
    assert [(u.text, u.grammar) for u in r.unparsed] == [("The quiet of the", "noun-phrase")]
    assert r.abilities[0].kind == "revelation" and r.abilities[0].effects[0]["effect"] == "deal-horror"


def test_json_shape() -> None:
    r = parse_card_text("[reaction] After you defeat an enemy: Draw 1 card. Shuffle each weakness into your deck."
                        ).to_json()
    assert set(r) == {"text", "abilities", "unparsed", "unsupported"}
    assert set(r["abilities"][0]) == {"kind", "timing", "trigger", "cost", "limit", "effects", "source_text", "gaps",
                                      "runnable"}
    assert r["abilities"][0]["runnable"] is False
    assert r["unparsed"] == []
    assert r["unsupported"] == [{"text": "Shuffle each weakness into your deck", "category": "effect:shuffle",
                                 "reason": NO_VOCABULARY_SHUFFLE,
                                 "read": [{"verb": "shuffle", "object": "each weakness", "into": "your deck",
                                           "selectors": {"object": {"amount": "each", "noun": "weakness"},
                                                         "into": {"refers": "your", "noun": "deck"}}}]}]
    gap = r["abilities"][0]["gaps"][0]
    assert gap["role"] == "effect" and gap["category"] == "effect:shuffle"


def test_bad_arguments() -> None:
    with pytest.raises(TypeError):
        parse_card_text(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        parse_card_text("Draw 1 card.", type_code="relic")
