""""This effect can cause the current agenda to advance" after an effect that places or moves doom somewhere inside
it (Doom: the threshold is checked at once only when an effect says so): a condition's, a choice's option, a test's
result — every doom placement in the effect before the sentence is marked; an effect with none stays a gap."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, type_code: str = "treachery"):
    result = parse_card_text(text, name="Omen", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def _marked(effects) -> list[dict]:
    """Every effect marked can-advance, wherever nested."""
    out = []
    for effect in effects:
        if effect.get("can-advance"):
            out.append(effect)
        for value in effect.values():
            if isinstance(value, list):
                out.extend(_marked([v for v in value if isinstance(v, dict)]))
    return out


def test_doom_placed_under_a_condition_can_advance():
    effects, gaps = _read("<b>Revelation</b> - If you have no remaining sanity, place 2 doom on the current agenda. "
                          "This effect can cause the current agenda to advance.")
    assert gaps == []
    assert effects[0]["effect"] == "if"
    assert _marked(effects) == [{"effect": "place-doom", "amount": 2, "can-advance": True}]


def test_doom_placed_as_one_option_of_a_failed_tests_choice_can_advance():
    effects, gaps = _read("<b>Revelation</b> - Test [intellect] (4). If you fail, you must either place 1 doom on the "
                          "current agenda or take 1 horror for each point you failed by. This effect can cause the "
                          "current agenda to advance.")
    assert gaps == []
    either = effects[0]["fail"][0]
    assert either["effect"] == "either"
    assert either["effects"][0] == {"effect": "place-doom", "amount": 1, "can-advance": True}
    assert "can-advance" not in either["effects"][1]  # taking horror places no doom


def test_doom_placed_directly_before_is_still_marked():
    effects, gaps = _read("<b>Revelation</b> - Place 1 doom on the current agenda. This effect can cause the current "
                          "agenda to advance.")
    assert (effects, gaps) == ([{"effect": "place-doom", "amount": 1, "can-advance": True}], [])


@pytest.mark.parametrize("text", [
    "<b>Revelation</b> - Draw 1 card. This effect can cause the current agenda to advance.",
    "<b>Revelation</b> - If you have no remaining sanity, take 2 horror. This effect can cause the current agenda to "
    "advance.",
])
def test_no_doom_placed_before_it_stays_a_gap(text):
    _, gaps = _read(text)
    assert gaps == ["This effect can cause the current agenda to advance"]


def test_doom_moved_under_a_condition_with_the_reminder_in_the_same_sentence_can_advance():
    effects, gaps = _read("<b>Revelation</b> - If there is a [[Cultist]] enemy in play with doom on it, move all doom "
                          "from each [[Cultist]] enemy to the current agenda (this effect may cause the current agenda "
                          "to advance).")
    assert gaps == []
    assert effects[0]["condition"] == {"count": "in-play:with_doom-cultist-enemy", "at-least": 1}
    assert _marked(effects) == [{"effect": "move-tokens", "tokens": "doom", "from": "each-cultist-enemy-in-play",
                                 "to": "current-agenda", "can-advance": True}]
