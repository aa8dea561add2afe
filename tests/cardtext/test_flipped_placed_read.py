""""… and place it on X" after clue tokens flipped to their doom side (``kb/cardtext/flipped_placed.py``), and a count
of the tokens on what a demonstrative bound to the triggering condition names (``kb/cardtext/referred_counts.py``)."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _read(text: str, name: str, type_code: str) -> tuple[list[dict], list[str]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


_ENTERS = "<b>Forced</b> - When Interstellar Traveler enters a location: "


def test_the_flipped_token_placed_on_the_enemy_is_moved_from_the_flips_holder() -> None:
    """The token "it" names is the one flipped: 1 doom moved from "that location" (the location entered) onto the
    card named after "on"."""
    effects, gaps = _read(_ENTERS + "Flip 1 clue on that location to its doom side and place it on Interstellar "
                          "Traveler.", "Interstellar Traveler", "enemy")
    assert gaps == []
    assert effects == [{"effect": "flip-tokens", "amount": 1, "to": "triggering-to"},
                       {"effect": "move-tokens", "tokens": "doom", "amount": 1, "from": "triggering-to", "to": "self"}]


def test_two_flipped_tokens_placed_as_them_move_as_many() -> None:
    effects, gaps = _read("[action]: Flip 2 clues on your location to their doom side and place them on Old Trunk.",
                          "Old Trunk", "asset")
    assert gaps == []
    assert effects[1] == {"effect": "move-tokens", "tokens": "doom", "amount": 2, "from": "your-location",
                          "to": "self"}


def test_the_trailing_alternative_counts_the_clues_on_the_location_entered() -> None:
    """"X, or Y if there are no clues on that location": Y while the location entered has no clue, else X."""
    effects, gaps = _read(_ENTERS + "Flip 1 clue on that location to its doom side and place it on Interstellar "
                          "Traveler, or place 1 doom on Interstellar Traveler if there are no clues on that location.",
                          "Interstellar Traveler", "enemy")
    assert gaps == []
    [alternative] = effects
    assert alternative["condition"] == {"count": "clue-on:triggering-to", "at-most": 0}
    assert alternative["effects"] == [{"effect": "place-doom", "amount": 1, "to": "self"}]
    assert [e["effect"] for e in alternative["otherwise"]] == ["flip-tokens", "move-tokens"]


def test_place_it_after_no_flip_is_not_this_frame() -> None:
    """"it" after a clause that flips no tokens names no token: the frame does not read it."""
    effects, gaps = _read("[action]: Gain 1 resource and place it on Old Trunk.", "Old Trunk", "asset")
    assert not any(e.get("effect") == "move-tokens" for e in effects)


def test_a_demonstrative_bound_to_a_chosen_card_is_no_referred_count() -> None:
    """"that location" after "Choose a location" is the chosen one, which no count here binds: not read as one."""
    effects, gaps = _read("[action]: Choose a location. Place 1 doom on Old Trunk, or gain 1 resource if there are no "
                          "clues on that location.", "Old Trunk", "asset")
    assert not any("clue-on:" in str(e.get("condition", "")) for e in effects)
