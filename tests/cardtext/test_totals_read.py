"""The verb frame "discard <cards> from <areas> with <a total>" (``cardtext/totals.py``) → the engine's
``discard-total``: each slot read on its own — the kind of card (the object), the areas (``from``), the total (``with``
and ``of``: an amount and a measure) — and an X defined after it as the amount's ``count``. Each rule from its own
shape and a few real texts (Corrosion, Realm of Madness, Passenger Car); what the frame does not cover is left to the
verb's other rules or refused, never guessed."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Probe", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


@pytest.mark.parametrize(("areas", "zone"), [
    ("from your hand", {"zone": "hand"}),
    ("from your play area", {"zone": "play"}),
    ("from your play area and/or from your hand", {}),
    ("from your hand and/or from your play area", {}),
])
def test_the_areas_slot_names_where_the_cards_come_from(areas, zone):
    effects, gaps = _read(f"Revelation – Discard cards {areas} with a total printed resource cost of at least 3.")
    assert gaps == []
    assert effects == [{"effect": "discard-total", "amount": 3, **zone}]


@pytest.mark.parametrize(("total", "measure"), [
    ("with a total printed resource cost of at least 2", {}),
    ("with a total resource cost of at least 2", {}),
    ("with a total cost of at least 2", {}),
    ("with at least 2 total [agility] icons", {"skill": "agility"}),  # Passenger Car
    ("with at least 2 total [intellect] icons", {"skill": "intellect"}),
    ("with at least 2 [combat] icons", {"skill": "combat"}),
])
def test_the_total_slot_gives_an_amount_and_what_is_totaled(total, measure):
    effects, gaps = _read(f"Revelation – Discard cards from your hand {total}.")
    assert gaps == []
    assert effects == [{"effect": "discard-total", "amount": 2, "zone": "hand", **measure}]


def test_the_object_names_the_kind_of_card_as_a_search_does():
    """Corrosion's "[[Item]] assets": only those may be discarded."""
    effects, _ = _read("Revelation – Discard [[Item]] assets from your play area with a total cost of at least 1.")
    assert effects == [{"effect": "discard-total", "amount": 1, "zone": "play",
                        "find": {"type": "asset", "traits": ["Item"]}}]


def test_an_x_defined_after_it_is_the_count_of_the_amount_not_a_repetition():
    """Corrosion: "at least X, where X is the shroud value of your location" is one total to reach (``count``), and
    "If no cards are discarded by this effect" reads what it did; the treachery's own surge follows."""
    effects, gaps = _read("Revelation – Discard [[Item]] assets from your play area and/or from your hand with a total "
                          "printed resource cost of at least X, where X is the shroud value of your location. If no "
                          "cards are discarded by this effect, Corrosion gains surge.", name="Corrosion")
    assert gaps == []
    assert effects[0] == {"effect": "discard-total", "count": "shroud-of-your-location",
                          "find": {"type": "asset", "traits": ["Item"]}}
    assert effects[1]["condition"] == {"count": "card-discarded-by-this-effect", "at-most": 0}
    assert effects[1]["effects"] == [{"effect": "gain-surge"}]


def test_a_single_card_with_at_least_one_icon_is_a_total_of_one():
    """Passenger Car: "discard a card from your hand with at least 1 [wild] icon" — one card reaching 1 is the whole
    choice; offered beside another option of an "either"."""
    effects, gaps = _read("Forced – After you enter Probe: You must either discard a card from your hand with at least "
                          "1 [wild] icon or take 1 damage.", type_code="location")
    assert gaps == []
    assert effects[0]["effects"][0] == {"effect": "discard-total", "amount": 1, "skill": "wild", "zone": "hand"}


@pytest.mark.parametrize("text", [
    "Discard a card from your hand with at least 2 [agility] icons.",  # one card with 2: not a total of several
    "Discard cards from your deck with a total cost of at least 2.",  # an area the frame has not
    "Discard cards from your hand with a total shroud of at least 2.",  # a measure it has not
])
def test_what_the_frame_does_not_cover_is_a_gap_not_a_guess(text):
    effects, gaps = _read(f"Revelation – {text}")
    assert not any(e.get("effect") == "discard-total" for e in effects)
    assert gaps
