"""The lowering from the grammar's tree into the engine's effects: one rule a verb, noun phrases
composed into selectors. Each case is a real card's printed text (development cards); the expected
effects restate what the text says (its amounts, its targets), so a rule that drops or invents a
word fails."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.lowering import lower_tree
from kb.cardtext.model import NotParsed
from kb.cardtext.vocabulary import Context


def effects_of(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    ability = next(a for a in result.abilities if a.effects or a.kind == "event")
    return [dict(e) for e in ability.effects]


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # take: who takes it is the subject ("each investigator at your location"), "direct" kept
    ("<b>Forced</b> - After you enter the Graveyard: Each investigator at your location takes 1 horror.",
     "Graveyard", "location", [{"effect": "deal-horror", "amount": 1, "to": "each-investigator-at-your-location"}]),
    ("<b>Revelation</b> - You must take 2 direct horror.", "Terror", "treachery",
     [{"effect": "deal-horror", "amount": 2, "to": "you", "direct": True}]),
    # deal … to: the target's selector composed from its parts
    ("[fast] Discard Beat Cop: Deal 1 damage to an enemy at your location.", "Beat Cop", "asset",
     [{"effect": "deal-damage", "amount": 1, "to": "an-enemy-at-your-location"}]),
    ("[reaction] When an enemy attack deals damage to Guard Dog: Deal 1 damage to the attacking enemy.",
     "Guard Dog", "asset", [{"effect": "deal-damage", "amount": 1, "to": "attacking-enemy"}]),
    ("[action] Exhaust Sword: Deal 1 damage to an enemy engaged with you.", "Sword", "asset",
     [{"effect": "deal-damage", "amount": 1, "to": "an-enemy-engaged-with-you"}]),
    # heal … from: the card's own name is self
    ("<b>Forced</b> - At the end of the round: Heal 2 damage from Relentless Dark Young.",
     "Relentless Dark Young", "enemy", [{"effect": "heal-damage", "amount": 2, "to": "self"}]),
    # discover: the location only when it is not yours (the engine's default)
    ("[reaction] After you defeat an enemy: Discover 1 clue at your location. (Limit once per round.)",
     "Roland Banks", "investigator", [{"effect": "discover-clues", "amount": 1}]),
    # gain with a subject of several investigators; and + draw in one sentence
    ("[fast] Exhaust Lamp: Each investigator gains 2 resources.", "Lamp", "asset",
     [{"effect": "gain-resources", "amount": 2, "who": "each-investigator"}]),
    ("Gain 3 resources and draw 3 cards.", "Emergency Cache", "event",
     [{"effect": "gain-resources", "amount": 3}, {"effect": "draw", "amount": 3}]),
    # lose: actions or resources, by the object's head
    ("<b>Forced</b> - After you fail a skill test while investigating the Art Gallery: Lose 2 resources.",
     "Art Gallery", "location", [{"effect": "lose-resources", "amount": 2}]),
    ("<b>Revelation</b> - Lose 1 action.", "Frozen", "treachery", [{"effect": "lose-actions", "amount": 1}]),
    # place doom on the current agenda (the default), on the card itself
    ("<b>Forced</b> - After Silver Twilight Acolyte attacks: Place 1 doom on the current agenda.",
     "Silver Twilight Acolyte", "enemy", [{"effect": "place-doom", "amount": 1}]),
    ("<b>Forced</b> - After Arcane Initiate enters play: Place 1 doom on it.", "Arcane Initiate", "asset",
     [{"effect": "place-doom", "amount": 1, "to": "self"}]),
    # ready / exhaust the card itself
    ("<b>Forced</b> - When the enemy phase begins: Ready The Experiment.", "The Experiment", "enemy",
     [{"effect": "ready", "to": "self"}]),
    # the encounter deck's top card
    ("<b>Revelation</b> - Draw the top card of the encounter deck.", "Overzealous", "treachery",
     [{"effect": "draw-encounter-card"}]),
    # cancel: only with a triggering condition it can cancel
    ("Fast. Play when an enemy attacks an investigator at your location. Cancel that attack.", "Dodge", "event",
     [{"effect": "cancel"}]),
    # test: the difficulty is the number in brackets after the skill
    ("<b>Forced</b> - After you enter the Graveyard: Test [willpower] (3). If you fail, take 1 horror.",
     "Graveyard", "location", [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]),
    # who tests is the subject: an investigator no selector expresses is a gap, not "you"
    ("<b>Revelation</b> - Each investigator tests [willpower] (4).", "Vortex", "treachery",
     [{"effect": "test", "skill": "willpower", "difficulty": 4, "who": "each-investigator"}]),
    # a location's own name after "in" is this location
    ("[action] Spend 3 resources: Discover 1 clue in the Parlor Car.", "Parlor Car", "location",
     [{"effect": "discover-clues", "amount": 1, "location": "this-location"}]),
    # move an enemy (the engine's move-enemy) rather than an investigator (Canal Saint-Martin's effect)
    ("[reaction] After you evade an enemy: Move that enemy to a connecting location.",
     "Canal", "location", [{"effect": "move-enemy", "enemy": "triggering-what", "to": "a-connecting-location"}]),
])
def test_lowering_rule(text: str, name: str, type_code: str, effects: list[dict[str, Any]]) -> None:
    assert effects_of(text, name, type_code) == effects


def test_you_may_marks_every_effect_of_the_instruction() -> None:
    got = lower_tree("You may place 1 doom on @self", Context(kind="reaction"))
    assert got == [{"effect": "place-doom", "amount": 1, "to": "self", "may": True}]


def test_then_inside_a_sentence_marks_the_second_instruction() -> None:
    got = lower_tree("Draw 1 card, then gain 1 resource", Context())
    assert got == [{"effect": "draw", "amount": 1}, {"effect": "gain-resources", "amount": 1, "then": True}]


@pytest.mark.parametrize(("text", "quoted", "reason"), [
    # a qualifier the engine's selectors cannot express: the noun phrase quoted as printed
    ("<b>Revelation</b> - Deal 2 damage to a different enemy at your location.", "a different enemy at your location",
     "qualifier"),
    # an amount that is not fixed: the whole instruction quoted
    ("<b>Revelation</b> - Take X horror.", "Take X horror", "not a fixed amount"),
])
def test_a_phrase_the_engine_cannot_hold_is_a_gap_quoting_the_printed_words(text: str, quoted: str,
                                                                           reason: str) -> None:
    result = parse_card_text(text, name="Stray Cat", type_code="asset" if "Cat" in text else "treachery")
    found = {g.text: g.reason for g in result.unsupported}
    assert quoted in found and reason in found[quoted]


def test_an_investigator_no_selector_expresses_is_not_taken_for_you() -> None:
    result = parse_card_text("<b>Revelation</b> - Each investigator at a different location tests "
                             "[willpower] (4).", name="Vortex of Time", type_code="treachery")
    assert not any(a.effects for a in result.abilities)
    assert [g.text for g in result.unsupported] == ["a different location"]  # the part no selector holds


def test_cancel_with_nothing_to_cancel_is_refused() -> None:
    with pytest.raises(NotParsed, match="triggering condition"):
        lower_tree("Cancel that attack", Context(kind="action"))


def test_prevent_needs_damage_about_to_be_dealt() -> None:
    would = Context(kind="reaction", timing="would", trigger={"event": "damage-dealt"})
    assert lower_tree("Prevent 1 of that damage", would) == [{"effect": "prevent", "amount": 1}]
    with pytest.raises(NotParsed, match="would take damage"):
        lower_tree("Prevent 1 of that damage", Context(kind="reaction", timing="after",
                                                       trigger={"event": "enemy-attack"}))


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # get: a duration from the engine's list; one lasting modifier a skill
    ("[fast] Spend 1 resource: You get +1 [willpower] for this skill test.", "Physical Training", "asset",
     [{"effect": "lasting", "duration": "for-this-skill-test", "skill-modifier": 1,
       "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "willpower"}}]),
    ("[fast] Exhaust Charm: You get +1 [combat] and +1 [agility] until the end of the round.", "Charm", "asset",
     [{"effect": "lasting", "duration": "until-end-of-round", "skill-modifier": 1,
       "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "combat"}},
      {"effect": "lasting", "duration": "until-end-of-round", "skill-modifier": 1,
       "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "agility"}}]),
    # cannot … for a duration: what it forbids is one of the engine's events
    ("<b>Forced</b> - After you successfully investigate Père Lachaise Cemetery: You cannot move until the end "
     "of the round.", "Père Lachaise Cemetery", "location",
     [{"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
       "applies-to": {"event": "move", "who": "you"}}]),
    # the current test's skill value: modify-skill ("that test" is the test of the triggering condition)
    ("[fast] Play when you would fail a skill test. Get +2 to your skill value for that test.", "Lucky!", "event",
     [{"effect": "modify-skill", "amount": 2}]),
    # the reminder-free forms of sealing, releasing, revealing a token
    ("[action] Spend 2 resources: Reveal a random chaos token.", "Clover Club Cardroom", "location",
     [{"effect": "reveal-token"}]),
])
def test_lowering_rule_with_a_duration_or_a_token(text: str, name: str, type_code: str,
                                                 effects: list[dict[str, Any]]) -> None:
    assert effects_of(text, name, type_code) == effects


@pytest.mark.parametrize(("clause", "effects"), [
    ("You automatically fail this skill test", [{"effect": "automatic", "result": "fail"}]),
    ("This test automatically succeeds", [{"effect": "automatic", "result": "success"}]),
    ("Your turn ends", [{"effect": "end-turn"}]),
    ("Seal it on @self", [{"effect": "seal", "to": "self"}]),
    ("Release each token sealed on @self", [{"effect": "release", "to": "self"}]),
])
def test_lowering_rule_of_a_clause(clause: str, effects: list[dict[str, Any]]) -> None:
    assert lower_tree(clause, Context(kind="reaction", trigger={"event": "reveal-chaos-token"})) == effects


def test_a_duration_on_a_verb_with_no_lasting_effect_is_not_lowered() -> None:
    with pytest.raises(NotParsed):
        lower_tree("Draw 1 card until the end of the round", Context())


def test_a_known_meaning_the_engine_cannot_hold_says_why() -> None:
    result = parse_card_text("[action] Exhaust Book: Search your deck for a Tome and draw it.", name="Book",
                             type_code="asset")
    assert [g.category for g in result.unsupported] == ["effect:search"]
    assert "search" in result.unsupported[0].reason


@pytest.mark.parametrize("clause", [
    "Do not take 1 horror",            # a negation is not the instruction
    "You must not move to your location",
    "Place 1 doom in your location",   # an amount with a place of its own: not the rule's shape
    "Draw 1 card at your location",
])
def test_a_clause_that_is_not_the_rules_shape_is_not_lowered(clause: str) -> None:
    with pytest.raises(NotParsed):
        lower_tree(clause, Context())


@pytest.mark.parametrize(("text", "name", "type_code", "timing", "trigger"), [
    # the attacker is the subject; "attacks" with no object is any investigator attacked
    ("<b>Forced</b> - After Silver Twilight Acolyte attacks: Place 1 doom on the current agenda.",
     "Silver Twilight Acolyte", "enemy", "after", {"event": "enemy-attack", "source": "self"}),
    ("[reaction] When an enemy attacks you: Take 1 horror.", "Guard", "asset", "when",
     {"event": "enemy-attack", "source": "enemy", "who": "you"}),
    # a location's own name, revealed: the engine's reveal-location
    ("<b>Forced</b> - After Student Union is revealed: Take 1 horror.", "Student Union", "location", "after",
     {"event": "reveal-location", "what": "self"}),
    ("<b>Forced</b> - After you reveal Engine Car: Take 1 horror.", "Engine Car", "location", "after",
     {"event": "reveal-location", "who": "you", "what": "self"}),
    # any phase, or the one named
    ("[reaction] After a phase ends, exhaust The Gold Pocket Watch: Draw 1 card.", "The Gold Pocket Watch",
     "asset", "after", {"event": "phase-ends"}),
    ("<b>Forced</b> - When the enemy phase begins: Ready The Experiment.", "The Experiment", "enemy", "when",
     {"event": "phase-begins", "phase": "enemy"}),
    # an engagement, whichever side is the subject
    ("[reaction] After you become engaged with an enemy: Draw 1 card.", "Bait", "asset", "after",
     {"event": "engage", "who": "you", "what": "enemy"}),
    ("[reaction] After an enemy becomes engaged with you: Draw 1 card.", "Bait", "asset", "after",
     {"event": "engage", "who": "you", "what": "enemy"}),
])
def test_trigger_read_from_the_tree(text: str, name: str, type_code: str, timing: str,
                                    trigger: dict[str, Any]) -> None:
    ability = parse_card_text(text, name=name, type_code=type_code).abilities[0]
    assert (ability.timing, ability.trigger) == (timing, trigger)


RITE_OF_SEEKING = (
    "Uses (3 charges).\n[action] Spend 1 charge: <b>Investigate.</b> Investigate using [willpower] instead of "
    "[intellect]. If you succeed, discover 1 additional clue at this location. If a [skull], [cultist], [tablet], "
    "[elder_thing], or [auto_fail] symbol is revealed during this test, after this test resolves lose all remaining "
    "actions and immediately end your turn.")


def test_if_you_succeed_after_a_designated_investigate_is_a_result_of_the_investigation():
    """ST.7: "If you succeed, …" after a bold Investigate is a result of the action's own test, read into the
    designated effect's ``success`` (not refused for want of a "Test [skill] (X)")."""
    result = parse_card_text(RITE_OF_SEEKING, name="Rite of Seeking", type_code="asset")
    (investigate,) = result.abilities[0].effects
    assert {k: v for k, v in investigate.items() if k != "revealed"} == {
        "effect": "investigate", "skill": "willpower",
        "success": [{"effect": "discover-clues", "amount": 1, "location": "this-location"}]}
    # "lose all remaining actions": one lost for each remaining (a for-each of the count), so the revealed
    # condition's effects are read too
    (revealed,) = investigate["revealed"]
    assert revealed["effects"][0]["count"] == "action-you-have" and not result.gaps


def test_if_successful_after_a_designated_investigate_with_a_bonus_keeps_both():
    text = ("[action] Spend 1 charge: <b>Investigate.</b> Investigate using [willpower] instead of [intellect]. You get "
            "+2 [willpower] for this test. If successful, you discover 2 additional clues at this location.")
    assert effects_of(text, "Rite of Seeking", "asset") == [
        {"effect": "investigate", "skill": "willpower", "bonus": 2,
         "success": [{"effect": "discover-clues", "amount": 2, "location": "this-location"}]}]


def test_a_result_with_neither_test_nor_designated_action_before_it_stays_a_gap():
    result = parse_card_text("[action]: Draw 1 card. If you succeed, gain 1 resource.", name="X", type_code="asset")
    assert [g.text for g in result.gaps] == ["If you succeed, gain 1 resource"]


@pytest.mark.parametrize(("text", "name", "type_code", "effects", "gaps"), [
    # discard the top N cards of a deck: whose deck is the "of" phrase
    ("<b>Prey</b> - Lowest [agility].\nHunter.\n<b>Forced</b> - When Servant of the Lurker attacks you: Discard the "
     "top 2 cards of your deck.", "Servant of the Lurker", "enemy", [{"effect": "discard-top", "amount": 2}], []),
    ("<b>Forced</b> - After you enter the Courtyard: Discard the top card of the encounter deck. If that card is an "
     "enemy, draw it.", "Courtyard", "location", [{"effect": "discard-top", "amount": 1, "deck": "encounter"}, {
         "effect": "if", "condition": {"count": "card-discarded-by-this-effect:enemy", "at-least": 1},
         "effects": [{"effect": "draw-card", "to": "an-enemy-discarded-by-this-effect"}],
         "text": "If that card is an enemy, draw it"}], []),
    # shuffle a deck, or a discard pile into it
    ("Shuffle your discard pile into your deck and draw 1 card. Remove Quantum Flux from the game.", "Quantum Flux",
     "event", [{"effect": "shuffle-deck", "discard-pile": True}, {"effect": "draw", "amount": 1},
               {"effect": "move-card", "zone": "removed"}], []),
    ("Engine Car is connected to the location to the left of it.\n<b>Forced</b> - After you reveal Engine Car: Search "
     "the encounter deck and discard pile for a Grappling Horror and draw it. Shuffle the encounter deck.",
     "Engine Car", "location", [{"effect": "search-deck", "deck": "encounter", "discard-pile": True,
                                 "find": {"name": "Grappling Horror"}, "found": "draw", "shuffle": True}],
     []),  # its stated connection is read too (connecting.py)
])
def test_decks_shuffled_and_discarded_from_the_top(text, name, type_code, effects, gaps):
    result = parse_card_text(text, name=name, type_code=type_code)
    assert [dict(e) for a in result.abilities for e in a.effects] == effects
    assert [g.text for g in result.gaps] == gaps


def test_what_the_deck_effects_cannot_hold_stays_a_gap():
    terror = ("Revelation - Each player must discard each card in his or her hand that is of the chosen "
              "cardtype.")  # no choice before it: a card set no selector names (listed_choice.py reads it after one)
    assert any("discard each card" in g.text for g in parse_card_text(terror, type_code="treachery").gaps)
    away = ("Draw X cards, where X is the number of locations away from the starting location you are.")
    assert [g.reason for g in parse_card_text(away, type_code="event").gaps] == [
        "a count the engine's vocabulary has no word for"]  # a count the engine has no word for
    cultist = "Discard the top card of the Cultist deck."  # a deck of the scenario: only put into play or drawn
    assert parse_card_text(cultist, type_code="event").gaps


def test_instead_of_discovering_clues_replaces_the_investigations_result():
    text = "[action] Exhaust Burglary: <b>Investigate.</b> If you succeed, instead of discovering clues, gain 3 resources."
    assert effects_of(text, "Burglary", "asset") == [
        {"effect": "investigate", "replace-result": True, "success": [{"effect": "gain-resources", "amount": 3}]}]


CHOOSE = {"effect": "choose", "to": "an-investigator-at-your-location"}


@pytest.mark.parametrize(("text", "name", "effects"), [
    ("Fast. Play only during your turn.\nChoose an investigator at your location. That investigator draws 3 cards.",
     "Cryptic Research", [CHOOSE, {"effect": "draw", "amount": 3, "who": "chosen"}]),
    ("Fast. Play only during your turn.\nChoose an investigator at your location. Move that investigator to a "
     "connecting location.", "Shortcut", [CHOOSE, {"effect": "move", "who": "chosen"}]),
])
def test_that_investigator_after_choose_an_investigator_is_the_one_chosen(text, name, effects):
    result = parse_card_text(text, name=name, type_code="event")
    assert dict(result.card)["effects"] == effects and not result.gaps


def test_one_choice_named_by_two_effects_is_the_same_one():
    """The choice is made once ("choose"): both effects act on the investigator chosen."""
    result = parse_card_text("Choose an investigator at your location. That investigator draws 1 card. That "
                             "investigator gains 1 resource.", type_code="event")
    assert dict(result.card)["effects"] == [CHOOSE, {"effect": "draw", "amount": 1, "who": "chosen"},
                                            {"effect": "gain-resources", "amount": 1, "who": "chosen"}]


@pytest.mark.parametrize(("text", "chosen", "after"), [
    # Mind Wipe's, Anatomical Diagrams' choice: a composed enemy selector; "that enemy" after it
    ("Choose a non-[[Elite]] enemy at your location. Exhaust that enemy.", "a-non-elite-enemy-at-your-location",
     {"effect": "exhaust", "to": "chosen"}),
    # "it" names a chosen thing ("the chosen enemy" too)
    ("Choose an exhausted enemy at your location and deal 2 damage to it.", "an-exhausted-enemy-at-your-location",
     {"effect": "deal-damage", "amount": 2, "to": "chosen"}),
    ("Choose an enemy engaged with you. Deal 1 damage to the chosen enemy.", "an-enemy-engaged-with-you",
     {"effect": "deal-damage", "amount": 1, "to": "chosen"}),
    # a chosen location, a chosen card
    ("Choose a connecting location. Move to it.", "a-connecting-location", {"effect": "move", "to": "chosen"}),
    ("Choose an asset you control. Ready that asset.", "an-asset-you-control", {"effect": "ready", "to": "chosen"}),
    # "he or she" names a chosen investigator; "to heal 1 horror": the chosen one's own instruction
    ("Choose an investigator at your location to heal 1 horror. Then, he or she draws 1 card.",
     "an-investigator-at-your-location", {"effect": "heal-horror", "amount": 1, "to": "chosen"}),
])
def test_a_choice_is_a_composed_selector_and_what_names_it_afterwards_is_chosen(text, chosen, after):
    effects = dict(parse_card_text(text, type_code="event").card)["effects"]
    assert effects[:2] == [{"effect": "choose", "to": chosen}, after]


def test_a_choice_of_what_no_selector_picks_one_of_stays_a_gap():
    # "another investigator" is a selector now (test_other_investigators_read); a relative clause of another verb than
    # a turn's (investigator_roles.py) qualifies none
    result = parse_card_text("Choose another investigator at your location who has drawn a weakness this round. That "
                             "investigator draws 2 cards.", name="Guidance", type_code="event")
    assert result.gaps and "effects" not in dict(result.card)


@pytest.mark.parametrize(("sentence", "skill", "difficulty"), [
    ("Test [intellect] (3) to ask Constance about the play", "intellect", 3),  # Constance Dumaine
    ("Test [intellect] (3) to attempt to banish the geist", "intellect", 3),  # Poltergeist
    # an infinitive the lexicon does not know as a verb (Trapper's Cabin), a purpose going on after "and"
    ("Test [intellect] (3) to convince an old trapper to sell you his last bear trap", "intellect", 3),
    ("Test [agility] (7) to try to break into a nearby greenhouse and take a look around", "agility", 7),
])
def test_a_tests_purpose_is_story_kept_as_its_text(sentence, skill, difficulty):
    """"Test [skill] (N) to …": the infinitive says why in the story; the test is the instruction, and the
    printed words stay with it for the trace."""
    ctx = Context(kind="action", card_type="enemy")
    assert lower_tree(sentence, ctx) == [{"effect": "test", "skill": skill, "difficulty": difficulty,
                                          "text": sentence}]


def test_a_test_of_one_skill_or_another_stays_a_gap():
    with pytest.raises(NotParsed):  # Locked Door: two tests, the player's choice
        lower_tree("Test [combat] (4) to break down the door or [agility] (4) to pick the lock",
                   Context(kind="action", card_type="treachery"))


def test_a_quotation_closing_a_sentence_stays_with_it() -> None:
    result = parse_card_text('[action]: Test [intellect] (2) to speak to the patient here. If you succeed, remember '
                             'that you "know the guards\' patrols."', name="Patient Confinement", type_code="location")
    assert not result.gaps  # no lone '"' after it
    test = result.abilities[0].effects[0]
    assert test["success"] == [{"effect": "remember", "memory": "you know the guards' patrols"}]


def test_a_skill_of_your_choice_is_a_choice_of_four_lasting_effects_on_the_chosen_investigator():
    """Encyclopedia: the lasting effect is the chosen investigator's (``who``), one skill of four the player picks."""
    result = parse_card_text("[action] Exhaust Encyclopedia: Choose an investigator at your location. That investigator "
                             "gets +2 to a skill of your choice until the end of the phase.", name="Encyclopedia",
                             type_code="asset")
    choose, choice = result.abilities[0].effects
    assert choose == {"effect": "choose", "to": "an-investigator-at-your-location"} and not result.gaps
    assert [e["applies-to"]["skill"] for e in choice["effects"]] == ["willpower", "intellect", "combat", "agility"]
    assert {(e["who"], e["skill-modifier"], e["duration"]) for e in choice["effects"]} == {
        ("chosen", 2, "until-end-of-phase")}


def test_each_of_your_skills_is_one_lasting_effect_a_skill():
    effects = lower_tree("You get +1 to each of your skills until the end of the round", Context(kind="event"))
    assert [e["applies-to"]["skill"] for e in effects] == ["willpower", "intellect", "combat", "agility"]
