"""Reader: "X gains: "…"" naming another card than the one bearing it — one constant ability of the bearer whose
``gains-abilities`` gives the card its subject names the quoted abilities (``cardtext/granting.py``). One test per
grammar rule: the subject as a name, as "the" + a name, as "he"/"she" bound to the card the condition named, and a
quoted ability naming the card that gives it (refused, with its reason)."""

from __future__ import annotations

from typing import Any

from kb.cardtext.parser import parse_card_text

RESIGN = '"[action]: <b>Resign.</b>"'


def _constant(text: str, name: str = "Some Act", type_code: str = "act") -> dict[str, Any]:
    result = parse_card_text(text, name=name, type_code=type_code)
    found = [a.to_situation() for a in result.abilities if a.kind == "constant"]
    assert len(found) == 1, (found, result.gaps)
    assert not result.gaps, result.gaps
    return found[0]


def test_a_card_named_as_the_subject_gains_the_quoted_ability() -> None:
    """"Garden gains: "…"": a constant of the act, applying to the card of that name, with no condition."""
    ab = _constant(f"Garden gains: {RESIGN}")
    assert ab["applies-to"] == {"event": "enters-play", "what": "Garden"}
    assert "condition" not in ab
    assert ab["gains-abilities"] == [{"kind": "action", "cost": {"actions": 1}, "effects": [{"effect": "resign"}],
                                      "designator": "resign", "text": "[action]: Resign."}]
    assert ab["text"] == 'Garden gains: "[action]: Resign."'


def test_the_before_a_name_names_that_card_and_the_condition_is_kept() -> None:
    """"While The Man in the Pallid Mask is not in play, the Lobby gains: "…"": the location by its name, the
    condition composed as any constant's."""
    ab = _constant(f"While The Man in the Pallid Mask is not in play, the Lobby gains: {RESIGN}")
    assert ab["applies-to"]["what"] == "Lobby"
    assert ab["condition"] == {"card": "The Man in the Pallid Mask", "state": "not-in-play"}


def test_he_or_she_is_the_card_the_condition_named() -> None:
    """"While Lita Chantler is not controlled by a player, she gains: "…"" on another card (Parlor, a location):
    the pronoun is Lita, the card named before; the same on an act with "he" and no colon."""
    lita = _constant('While Lita Chantler is not controlled by a player, she gains: "[action]: <b>Parley.</b> Test '
                     '[intellect] (4). If you succeed, take control of Lita Chantler."', "Parlor", "location")
    assert lita["applies-to"]["what"] == "Lita Chantler"
    assert lita["condition"] == {"card": "Lita Chantler", "state": "not-controlled-by-any"}
    assert lita["gains-abilities"][0]["designator"] == "parley"
    ally = _constant(f"While Peter Clover is not controlled by a player, he gains {RESIGN}")
    assert ally["applies-to"]["what"] == "Peter Clover"


def test_a_pronoun_for_the_card_bearing_the_text_stays_its_own_conditioned_ability() -> None:
    """The card naming itself in the condition ("While "Jazz" Mulligan is not controlled by a player, he gains") is
    no grant to another: the quoted ability is its own, carrying the condition."""
    result = parse_card_text('While "Jazz" Mulligan is not controlled by a player, he gains: "[action]: <b>Parley.'
                             '</b> Test [intellect] (3)."', name='"Jazz" Mulligan', type_code="asset")
    (ab,) = [a.to_situation() for a in result.abilities]
    assert ab["kind"] == "action" and ab["condition"] == {"card": "self", "state": "not-controlled-by-any"}


def test_a_quoted_ability_whose_cost_exhausts_the_card_giving_it_names_the_giver() -> None:
    """"Attached location gains: "[fast] Exhaust Shortcut: …"": the exhausted card is Shortcut, not the location
    that bears the ability — its cost names the giver (``exhaust-card: giver``), not ``exhaust`` (the bearer)."""
    result = parse_card_text('Fast.\nAttached location gains:\n"[fast] Exhaust Shortcut: <b>Move</b> <i>(to a '
                             'connecting location)</i>."', name="Shortcut", type_code="event")
    assert result.gaps == ()
    (constant,) = [a.to_situation() for a in result.abilities if a.kind == "constant"]
    (gained,) = constant["gains-abilities"]
    assert gained["cost"] == {"exhaust-card": "giver"}


def test_a_quoted_ability_whose_effects_name_the_card_giving_it_is_refused_with_its_reason() -> None:
    """"Attached location gains: "[action]: Discard Shortcut."": "self" in the gained ability would be the location
    bearing it — not silently read as the location's; the whole stays a gap."""
    result = parse_card_text('Attached location gains: "[action]: Discard Shortcut."', name="Shortcut",
                             type_code="event")
    assert not any(a.kind == "constant" for a in result.abilities)
    (gap,) = [g for g in result.gaps if "Attached location gains" in g.text]
    assert "names the card giving it" in gap.reason


def test_a_pronoun_gaining_a_keyword_is_the_card_the_condition_named_too() -> None:
    """"While Lita Chantler is not controlled by a player, she gains aloof" on another card: the keyword is Lita's
    (the card named before), not the card bearing the text; on Lita herself, her own."""
    other = _constant("While Lita Chantler is not controlled by a player, she gains aloof.", "Parlor", "location")
    assert other["applies-to"] == {"event": "enters-play", "what": "Lita Chantler"} and other["gains"] == ["aloof"]
    own = _constant("While Lita Chantler is exhausted, she gains aloof.", "Lita Chantler", "asset")
    assert own["applies-to"]["what"] == "self"


def test_the_sentences_before_a_grant_are_read_as_a_paragraph_of_their_own() -> None:
    """"Attach to your location. Attached location gains: "…"" on an event: "Attach to your location." is the event's
    effect, read as any paragraph, and the grant names the location it is attached to (``attached``)."""
    result = parse_card_text('Attach to your location. Attached location gains: "[action]: Gain 1 resource."',
                             name="Some Event", type_code="event")
    assert not result.gaps
    assert dict(result.card)["effects"] == [{"effect": "attach", "to": "your-location"}]
    (ab,) = [a.to_situation() for a in result.abilities if a.kind == "constant"]
    assert ab["applies-to"]["what"] == "attached"
    assert ab["text"] == 'Attached location gains: "[action]: Gain 1 resource."'


def test_a_granted_ability_keeps_the_words_of_its_grant_as_its_provenance() -> None:
    """Every printed word ends up in an ability, a property or a gap: the condition and the words "X gains:" of a
    grant are part of each quoted ability's printed text, not only the quote."""
    text = ('While you have 5 or more cards in your hand, Higher Education gains:\n'
            '"[fast] Spend 1 resource: You get +2 [willpower] for this skill test.\n'
            '[fast] Spend 1 resource: You get +2 [intellect] for this skill test."')
    abilities = parse_card_text(text, name="Higher Education", type_code="asset").abilities
    assert [a.source_text for a in abilities] == [
        'While you have 5 or more cards in your hand, Higher Education gains: '
        '"[free] Spend 1 resource: You get +2 [willpower] for this skill test."',
        'While you have 5 or more cards in your hand, Higher Education gains: '
        '"[free] Spend 1 resource: You get +2 [intellect] for this skill test."']
