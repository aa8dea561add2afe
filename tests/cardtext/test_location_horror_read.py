"""Horror on a location as a count and a holder, and "If <condition>, Y instead" after the sentence it replaces on a
chaos token's line — read from Curtain Call's scenario card (03043)."""

from __future__ import annotations

from kb.cardtext import parse_card_text

CURTAIN_CALL = ("[cultist] [tablet] [elder_thing]: -4. If your location has at least 1 horror on it, take 1 horror "
                "<i>(from the token pool)</i>. If your location has no horror on it, place 1 horror on it instead.")


def _strip(effects: list[dict]) -> list[dict]:
    out = []
    for e in effects:
        e = {k: v for k, v in e.items() if k != "text"}
        for key in ("effects", "otherwise"):
            if key in e:
                e[key] = _strip(e[key])
        out.append(e)
    return out


def test_the_instead_sentence_replaces_the_one_before_while_its_condition_holds():
    result = parse_card_text(CURTAIN_CALL, name="Curtain Call", type_code="scenario")
    assert not result.gaps, result.gaps
    (line,) = result.to_json()["card"]["chaos-tokens"]
    assert line["modifier"] == -4
    assert _strip(line["effects"]) == [{
        "effect": "if", "condition": {"count": "horror-on-your-location", "at-most": 0},
        "effects": [{"effect": "place-tokens", "tokens": "horror", "amount": 1, "to": "your-location"}],
        "otherwise": [{"effect": "if", "condition": {"count": "horror-on-your-location", "at-least": 1},
                       "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]


def test_it_after_your_location_has_is_your_location():
    result = parse_card_text("Revelation - If your location has no horror on it, place 1 horror on it.",
                             name="X", type_code="treachery")
    (ability,) = result.abilities
    (if_,) = ability.to_situation()["effects"]
    assert if_["effects"][0]["to"] == "your-location"


def test_a_location_with_no_tokens_of_a_kind_composes_the_selector():
    result = parse_card_text("Revelation - Place 1 horror on each location with no horror.", name="X",
                             type_code="treachery")
    (ability,) = result.abilities
    assert ability.to_situation()["effects"][0]["to"] == "with-at-most:0-horror:each-location"
