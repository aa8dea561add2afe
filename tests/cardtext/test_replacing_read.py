"""A location replaced by a set-aside copy (``replacing.py``: the removal and "replace it with <a set-aside copy> of
<Name>" read whole, the reminder read as what replacing does), tokens added until a holder has as many as asked
(``repetition.filled``: an amount, per investigator, or the clue value), "that copy" naming the copy put into play
(``reference.py``), and plurals listed under one determiner (``lists.noun_list``). Each rule from its own shape and a
few real texts; a form the engine cannot hold is refused with its reason, never guessed."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence

_REMINDER = ("(move all investigators, enemies, and attachments from this location to the new copy of {name})")


def _read(text: str, name: str = "Probe", type_code: str = "story"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


def _replace(old: str, new: str, determiner: str = "another") -> str:
    return (f"Remove {old} from the game, and replace it with {determiner} set-aside copy of {new} "
            + _REMINDER.format(name=new) + ".")


# -- the replacement: a removal and "replace it with a set-aside copy of <Name>", one effect ------------------------

@pytest.mark.parametrize(("old", "new", "name"), [
    ("Stars of Aldebaran", "Bleak Plains", "Stars of Aldebaran"),  # the card itself, by its name
    ("this card", "Ruins of Carcosa", "Inhabitant of Carcosa"),  # "this card"
    ("The Archway", "Dim Streets", "The Archway"),
])
def test_a_removal_then_a_replacement_reads_as_one_replace_location(old, new, name):
    effects, gaps = _read(_replace(old, new), name=name)
    assert effects == [{"effect": "replace-location", "card": new}] and not gaps


def test_the_copys_determiner_may_be_a_or_the_and_a_location_named_is_its_to():
    effects, gaps = _read(_replace("Dim Streets", "Bleak Plains", determiner="a"))
    assert effects == [{"effect": "replace-location", "to": "Dim Streets", "card": "Bleak Plains"}] and not gaps


@pytest.mark.parametrize("text", [
    "Remove @self from the game, and replace it with Bleak Plains.",  # no set-aside copy
    "Remove @self from the game, and replace it with another copy of Bleak Plains.",  # not set aside
    "Remove @self from the game, and replace them with another set-aside copy of Bleak Plains.",  # not "it"
    "Remove an enemy from the game, and replace it with another set-aside copy of Bleak Plains.",  # no one card named
])
def test_a_replacement_of_another_shape_is_refused(text):
    effects, gaps = _read(text)
    assert not any(e.get("effect") == "replace-location" for e in effects) and gaps


def test_a_reminder_of_another_shape_after_a_replacement_is_not_read_as_its_restatement():
    effects, gaps = _read("Remove @self from the game, and replace it with another set-aside copy of Bleak Plains "
                          "(discard all enemies at this location).")
    assert gaps and not effects


# -- tokens added until the holder has as many as asked ------------------------------------------------------------

@pytest.mark.parametrize(("text", "effect"), [
    ("Add clues to it until it has 2 clues per investigator on it.",  # Ritual Site
     {"effect": "place-tokens-until", "condition": {"at-least": 2, "per-investigator": True}}),
    ("Place doom on @self until it has 3 doom on it.",  # another verb, another token
     {"effect": "place-tokens-until", "tokens": "doom", "condition": {"at-least": 3}}),
    ("Add clues to it until it has clues on it equal to its clue value.",  # the clue value: no bound
     {"effect": "place-tokens-until"}),
])
def test_tokens_added_until_the_holder_has_a_number_or_its_clue_value(text, effect):
    effects, gaps = _read(f"<b>Forced</b> - At the end of the round: {text}", name="Ritual Site", type_code="location")
    assert effects == [effect] and not gaps


def test_that_copy_after_a_replacement_names_the_copy_put_into_play():
    """Stars of Aldebaran's two sentences: "that copy of Bleak Plains" is the copy the replacement put in its place."""
    effects, gaps = _read(_replace("Stars of Aldebaran", "Bleak Plains") + " Add clues to that copy of Bleak Plains "
                          "until it has clues on it equal to its clue value.", name="Stars of Aldebaran")
    assert effects == [{"effect": "replace-location", "card": "Bleak Plains"},
                       {"effect": "place-tokens-until", "to": "chosen"}] and not gaps


@pytest.mark.parametrize("text", [
    "Add clues to that copy of Bleak Plains until it has clues on it equal to its clue value.",  # no copy before
    "Add 2 clues to it until it has 4 clues on it.",  # an amount and a bound
    "Add clues to it until it has 2 horror on it.",  # another kind of token than the one added
    "Remove clues from it until it has 1 clue on it.",  # removing: not filled
    "Add resources to it until it has 3 resources on it.",  # tokens the engine does not fill
])
def test_a_fill_of_another_shape_is_refused(text):
    effects, gaps = _read(f"<b>Forced</b> - At the end of the round: {text}", name="Ritual Site", type_code="location")
    assert not effects and gaps


# -- plurals listed under one determiner ---------------------------------------------------------------------------

def test_plurals_listed_under_one_determiner_stay_one_noun_phrase():
    (clause,) = read_sentence("Move all investigators, enemies, and attachments from this location to Hall.").clauses
    assert [c.kind for c in clause.chunks] == ["verb", "np", "pp", "pp"]


def test_a_clause_after_the_last_comma_still_opens_a_clause():
    clauses = read_sentence("Discard all assets, and draw 1 card.").clauses
    assert len(clauses) == 2
