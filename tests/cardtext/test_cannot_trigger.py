"""The verb frame "<who> cannot trigger <kind> abilities [on <cards>]" (:mod:`kb.cardtext.cannot_trigger`): the kind is
the icons before "abilities" (an [action] ability's via is ``activate``; none names every kind, one restriction a
kind), the bearer the cards after "on", composed as any set of cards is; a phrase in neither slot is not read as it."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _forbidden(text: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name="Odd Treachery", type_code="treachery")
    assert result.gaps == ()
    return [a.to_situation()["applies-to"] for a in result.abilities
            if a.kind == "constant" and a.to_situation().get("cannot")]


def _trigger(via: str, **more: str) -> dict[str, str]:
    return {"event": "ability-triggered", "via": via, **more, "who": more.pop("who", "you")}


@pytest.mark.parametrize(("text", "applies"), [
    # the kind: one icon, two joined, none (every kind an investigator triggers)
    ("You cannot trigger [free] abilities.", [_trigger("free")]),
    ("You cannot trigger [action] abilities.", [_trigger("activate")]),
    ("You cannot trigger [free] or [reaction] abilities.", [_trigger("free"), _trigger("reaction")]),
    ("You cannot trigger abilities on Item assets.",
     [_trigger(via, what="item-asset") for via in ("activate", "free", "reaction")]),
    # the bearer: a bare card type, or a phrase with its place
    ("You cannot trigger [action] abilities on locations.", [_trigger("activate", what="location")]),
    ("You cannot trigger [reaction] abilities on enemies at your location.",
     [_trigger("reaction", what="enemy-at-your-location")]),
    # the subject: whom the 'cannot' governs, as any restriction's
    ("Each investigator at your location cannot trigger [free] abilities.",
     [_trigger("free", who="investigator-at-your-location")]),
])
def test_cannot_trigger_names_the_kind_and_the_bearer(text, applies):
    assert _forbidden(text) == applies


def test_a_verb_before_or_shares_the_subject_of_a_trigger_restriction():
    """"or trigger [free] abilities": a verb before an ability's icon opens the second instruction (the grammar's
    coordination), each verb its own restriction."""
    assert _forbidden("You cannot play cards or trigger [free] abilities.") == [
        {"event": "play-card", "who": "you"}, _trigger("free")]


@pytest.mark.parametrize("text", [
    "You cannot trigger [elder_sign] abilities.",  # an icon that is no kind of triggered ability
    "You cannot trigger [free] abilities of enemies.",  # a bearer not after "on"
])
def test_a_phrase_in_neither_slot_is_not_read_as_a_trigger_restriction(text):
    result = parse_card_text(text, name="Odd Treachery", type_code="treachery")
    assert result.gaps and not any(a.to_situation().get("cannot") for a in result.abilities)
