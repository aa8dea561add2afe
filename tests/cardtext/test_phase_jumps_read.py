"""The verbs "skip" and "repeat" with the phase of the moment as their object (:mod:`kb.cardtext.phase_jumps`): The
Gold Pocket Watch's "Skip this phase." and "Repeat that phase."; a phase named otherwise stays a gap."""

from __future__ import annotations

from kb.cardtext import parse_card_text

WATCH = ("[reaction] When a phase begins, remove The Gold Pocket Watch from the game: Skip this phase.\n"
         "[reaction] After a phase ends, remove The Gold Pocket Watch from the game: Repeat that phase.")


def test_the_gold_pocket_watch_skips_and_repeats_the_phase_its_trigger_names():
    result = parse_card_text(WATCH, name="The Gold Pocket Watch", type_code="asset")
    assert result.gaps == ()
    skip, repeat = (a.to_situation() for a in result.abilities)
    assert skip["trigger"] == {"event": "phase-begins"} and skip["effects"] == [{"effect": "skip-phase"}]
    assert repeat["trigger"] == {"event": "phase-ends"} and repeat["effects"] == [{"effect": "repeat-phase"}]


def test_this_phase_after_a_bare_verb_is_its_object_not_a_duration():
    result = parse_card_text("[fast] Exhaust Watch: Skip this phase.", name="Watch", type_code="asset")
    assert result.abilities[0].to_situation()["effects"] == [{"effect": "skip-phase"}]


def test_a_phase_named_otherwise_is_a_gap():
    result = parse_card_text("[fast] Exhaust Watch: Skip the next mythos phase.", name="Watch", type_code="asset")
    assert result.abilities[0].runnable is False
