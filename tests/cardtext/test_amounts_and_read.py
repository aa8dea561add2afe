"""Two amounts of tokens sharing one verb and one place ("<verb> N X and M Y (<place>)"): each amount takes the verb
and the place back and both are done, in the order printed (elided_verb.amounts_and)."""

from kb.cardtext import parse_card_text


def _effects(text: str) -> tuple:
    result = parse_card_text(text)
    assert not result.unsupported, result.unsupported
    return result.abilities[0].effects


def test_gained_amounts_share_the_verb_and_the_token_bank() -> None:
    # Clover Club Cardroom: "gain 2 clues and 2 resources from the token bank"
    assert _effects("[action] Spend 2 resources: Gain 2 clues and 2 resources from the token bank.") == (
        {"effect": "place-tokens", "tokens": "clues", "amount": 2, "to": "you"},
        {"effect": "gain-resources", "amount": 2},
    )


def test_placed_amounts_share_the_place_they_go() -> None:
    assert _effects("[action]: Place 1 doom and 1 clue on your location.") == (
        {"effect": "place-doom", "amount": 1, "to": "your-location"},
        {"effect": "place-tokens", "tokens": "clues", "amount": 1, "to": "your-location"},
    )


def test_an_amount_the_engine_cannot_place_keeps_the_whole_clause_a_gap() -> None:
    result = parse_card_text("[action]: Place 1 doom and 1 widget on your location.")
    assert [u.text for u in result.unsupported] == ["Place 1 doom and 1 widget on your location"]
