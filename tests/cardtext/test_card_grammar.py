"""The grammar of card text, rule by rule, from a few printed cards' sentences (Core Set, Dunwich).

Each test asserts against the source text: the tokens a sentence's chunks hold are the sentence's own
tokens, in order (the tree is lossless), and a frame's slots are words of the sentence.
"""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import Refused, read_sentence
from kb.cardtext.infer import infer_type
from kb.cardtext.markup import paragraphs
from kb.cardtext.tokens import marked, tokenize

#: Printed sentences (Roland Banks, Beat Cop, Magnifying Glass, Dodge, Grasping Hands, Hunting Shadow…).
PRINTED = [
    "Discover 1 clue at your location",
    "Deal 1 damage to an enemy at your location",
    "You get +1 [intellect] while investigating",
    "If you succeed, discover 1 additional clue at that location",
    "While you are engaged with The Masked Hunter, you cannot discover or spend clues",
    "You must either (choose one): Spend 1 clue or take 2 damage",
    "Take 2 direct horror and remove all cards in your discard pile from the game",
    "For each point you fail by, take 1 damage",
    "Test [willpower] (3). If you fail, take 1 horror",
    "Search the top 9 cards of your deck for an Ally asset and draw it",
]


def _words(sentence: str) -> list[str]:
    """The sentence's tokens as the grammar keeps them in its clauses (reminders and quotes aside)."""
    out, depth = [], 0
    for t in tokenize(sentence):
        depth += t.text == "("
        if depth == 0 and t.text not in ('"',):
            out.append(t.text)
        depth -= t.text == ")"
    while out and out[-1] in (".", "!", "?"):
        out.pop()
    return out


@pytest.mark.parametrize("sentence", [s for s in PRINTED if "." not in s])
def test_the_tree_is_lossless(sentence: str) -> None:
    read = read_sentence(sentence)
    kept = [t.text for c in read.clauses for ch in c.chunks for t in ch.tokens]
    assert kept == _words(sentence)


def test_tokens_name_icons_skills_numbers_and_the_cards_own_name() -> None:
    kinds = [(t.kind, t.text) for t in tokenize("[reaction] After @self reveals a [skull]: You get +1 [combat] "
                                                "for each [per_investigator] clue on Act 1a. X is 2.")]
    assert ("icon", "[reaction]") in kinds and ("self", "@self") in kinds and ("chaos", "[skull]") in kinds
    assert ("number", "+1") in kinds and ("skill", "[combat]") in kinds and ("per", "[per_investigator]") in kinds
    assert ("number", "1a") in kinds and ("name", "Act") in kinds and ("number", "X") in kinds


def test_a_condition_and_its_result_are_two_clauses() -> None:
    read = read_sentence("If you succeed, discover 1 additional clue at that location")
    assert [c.connective for c in read.clauses] == [("if",), ()]
    frame = read.clauses[1].frames()[0]
    assert frame == {"verb": "discover", "object": "1 additional clue", "at": "that location",
                     "selectors": {"object": {"amount": "1", "noun": "clue", "qualifiers": ["additional"],
                                              "where": "that location"}}}


def test_a_subordinate_clause_ends_at_its_comma() -> None:
    read = read_sentence(PRINTED[4])
    assert read.clauses[0].connective == ("while",)
    frame = read.clauses[0].frames()[0]
    assert (frame["verb"], frame["verb-phrase"], frame["subject"], frame["with"]) == (
        "engage", "are engaged", "you", "The Masked Hunter")
    assert frame["selectors"]["with"] == {"refers": "the", "name": "Masked Hunter"}
    assert read.clauses[1].frames()[0]["verb-phrase"] == "cannot discover"


def test_and_before_a_new_instruction_splits_the_clause() -> None:
    read = read_sentence(PRINTED[6])
    assert [c.frames()[0]["verb"] for c in read.clauses] == ["take", "remove"]
    assert read.clauses[1].frames()[0]["from"] == "the game"


def test_a_verb_word_is_a_noun_where_a_noun_stands() -> None:
    read = read_sentence("You get +2 [combat] for this test")
    assert [(ch.kind, ch.text) for ch in read.clauses[0].chunks] == [
        ("np", "You"), ("verb", "get"), ("np", "+2 [combat]"), ("pp", "for this test")]
    assert read_sentence("an enemy attacks you").clauses[0].frames()[0]["verb"] == "attack"


@pytest.mark.parametrize(("sentence", "chunks"), [
    ("Shuffle it back into your deck", [("verb", "Shuffle"), ("np", "it"), ("adv", "back"), ("pp", "into your deck")]),
    ("Flip this card back over", [("verb", "Flip"), ("np", "this card"), ("adv", "back"), ("pp", "over")]),
    ("Flip this card back over to its Bystander asset side", [("verb", "Flip"), ("np", "this card"), ("adv", "back"),
                                                             ("pp", "over"), ("pp", "to its Bystander asset side")]),
    ("Set it aside, out of play", [("verb", "Set"), ("np", "it"), ("adv", "aside"), ("punct", ","),
                                   ("pp", "out of play")]),
])
def test_a_particle_after_the_object_is_the_verbs(sentence: str, chunks: list[tuple[str, str]]) -> None:
    """A particle adverb ("back", "aside") after the verb's object, before a preposition or the clause's end, ends the
    noun phrase; "over" before "to" is a particle, not a compound preposition as "up to" is."""
    assert [(ch.kind, ch.text) for ch in read_sentence(sentence).clauses[0].chunks] == chunks
    assert [(ch.kind, ch.text) for ch in read_sentence("Discard up to 3 cards").clauses[0].chunks][1] == ("pp", "up to 3 cards")


def test_a_bare_verb_and_a_second_verb_share_one_object() -> None:
    """"Choose and discard 1 card from your hand": one clause, the first verb coordinated; "all but 1 card" is one
    noun phrase. A verb with its own object before "and" still opens a clause of its own."""
    chunks = [(ch.kind, ch.text) for ch in read_sentence("Choose and discard all but 1 card from your hand").clauses[0].chunks]
    assert chunks == [("verb", "Choose"), ("conj", "and"), ("verb", "discard"), ("np", "all but 1 card"),
                      ("pp", "from your hand")]
    assert len(read_sentence("Take 1 damage and discard 1 card from your hand").clauses) == 2


def test_a_verb_the_lexicon_lacks_is_read_where_only_a_verb_stands() -> None:
    assert read_sentence("Conceal 1 clue at your location").clauses[0].frames()[0]["verb"] == "conceal"
    assert read_sentence("After you unseal it, draw 1 card").clauses[0].frames()[0]["verb"] == "unseal"
    with pytest.raises(Refused):
        read_sentence("Quiet streets of Arkham")  # no verb anywhere: a title, not an instruction


def test_a_stranded_preposition_and_a_reminder() -> None:
    read = read_sentence(PRINTED[7])
    assert {k: v for k, v in read.clauses[0].frames()[0].items() if k != "selectors"} == {
        "verb": "fail", "subject": "you", "by": ""}
    assert read_sentence(PRINTED[5]).reminders == ("choose one",)


@pytest.mark.parametrize(("text", "grammar", "reason"), [
    ("Deal 1 damage to the", "noun-phrase", "determiner"),
    ("Discard a card (from your hand", "sentence", "parenthesis"),
    ("The shadowy corner of the attic", "clause", "no verb"),
])
def test_refusals_name_their_sub_grammar(text: str, grammar: str, reason: str) -> None:
    with pytest.raises(Refused) as refused:
        read_sentence(text)
    assert refused.value.grammar == grammar and reason in refused.value.reason


def test_verbless_forms_card_text_prints() -> None:
    for text in ("-2", "[cultist] -1", "Limit 1 per location", "X"):
        assert read_sentence(text).clauses


def test_an_unsupported_cost_keeps_its_ability() -> None:
    r = parse_card_text("[fast] Exhaust Beat Cop and deal 1 damage to an Ally asset you control: Deal 1 damage to an "
                        "enemy at your location.", name="Beat Cop", type_code="asset")
    a = r.abilities[0]
    assert a.kind == "free" and a.effects == ({"effect": "deal-damage", "amount": 1,
                                               "to": "an-enemy-at-your-location"},)
    assert [(u.text, u.category) for u in r.unsupported] == [("deal 1 damage to an Ally asset you control",
                                                              "cost:exhaust")]
    assert r.unparsed == () and r.runnable == ()


def test_a_fast_events_play_instruction_is_its_trigger() -> None:
    r = parse_card_text("Fast. Play after you defeat an enemy.\nDiscover 1 clue at your location.",
                        name="Evidence!", type_code="event")
    event = r.abilities[0]
    assert (event.kind, event.timing, event.trigger["event"]) == ("event", "after", "defeated")
    assert event.effects[0]["effect"] == "discover-clues" and dict(r.card)["play-when"]["timing"] == "after"


def test_chaos_token_lines_are_card_properties() -> None:
    r = parse_card_text("[elder_sign] effect: +1 for each clue on your location.", name="Roland Banks",
                        type_code="investigator")
    assert dict(r.card)["chaos-tokens"] == [{"tokens": ["elder-sign"], "modifier": 1, "count": "clue-on-your-location",
                                             "text": "+1 for each clue on your location."}]
    assert r.gaps == ()
    r = parse_card_text("Easy / Standard [skull]: -X. X is the shroud value of your location.", type_code="scenario")
    assert r.unparsed == () and r.gaps == () and dict(r.card)["chaos-tokens"][0] == {
        "tokens": ["skull"], "modifier": -1, "count": "shroud-of-your-location",
        "text": "-X. X is the shroud value of your location."}
    r = parse_card_text("Easy / Standard [skull]: -X. X is the current Agenda #.", type_code="scenario")
    assert r.unparsed == () and r.gaps == () and dict(r.card)["chaos-tokens"][0] == {  # the current agenda's number
        "tokens": ["skull"], "modifier": -1, "count": "agenda-number", "text": "-X. X is the current Agenda #."}
    r = parse_card_text("Easy / Standard [skull]: -X. X is that enemy's fight value.", type_code="scenario")
    assert r.unparsed == () and dict(r.card)["chaos-tokens"][0] == {
        "tokens": ["skull"], "text": "-X. X is that enemy's fight value."}
    assert r.unsupported[0].category.startswith("chaos-token")


@pytest.mark.parametrize("line", ["Roland Banks deck only.", "Max 1 committed per skill test."])
def test_deckbuilding_lines_are_card_properties(line: str) -> None:
    r = parse_card_text(line)
    assert r.other_keywords == (line.rstrip("."),) and r.gaps == ()
    (key, value), = dict(r.card)["properties"].items()
    assert f"{key.replace('-', ' ')} {value}".lower() in line.lower() or f"{value} {key.replace('-', ' ')}".lower() \
        in line.lower()


@pytest.mark.parametrize(("line", "field"), [
    ("Limit 1 per location.", {"attach-limit": {"count": 1, "per": "location"}}),
    ("Limit 1 Mask per investigator.", {"play-area-limit": {"count": 1, "trait": "Mask"}}),
    ("Limit 1 per investigator.", {"play-area-limit": {"count": 1}}),
    ("Limit 1 per deck.", {"deck-limit": 1}),
])
def test_a_keyword_line_of_copy_limits_is_the_cards_limit(line: str, field: dict) -> None:
    """A limit line standing alone is a limit on the card's copies: the property the engine holds (FAQ 2.3;
    Limits and Maximums), not a keyword kept verbatim."""
    r = parse_card_text(line)
    assert r.gaps == () and r.other_keywords == ()
    assert {k: v for k, v in dict(r.card).items() if k in field} == field


@pytest.mark.parametrize("text", [
    '[action]: <b>Resign.</b> "We can\'t find Rice anywhere..." You leave the campus, hoping Armitage will forgive you.',
    "[action] Spend 2 clues: <b>Resign.</b> You find a new path and hope that it leads back to safety.",
])
def test_what_follows_a_resign_designator_is_narrative_kept_as_flavour(text: str) -> None:
    """Resign: "When an investigator resigns, the investigator is eliminated": no instruction after it could
    reach him or her, so a sentence after "Resign." that is no instruction is the card's narrative — kept on the
    ability as ``flavour``, not a gap."""
    r = parse_card_text(text, type_code="location")
    (a,) = r.abilities
    assert r.gaps == () and a.effects == ({"effect": "resign"},)
    narrative = text.split("</b>")[1].replace('"', "").replace(".", "").split()
    assert " ".join(dict(a.extra)["flavour"]).replace('"', "").replace(".", "").split() == narrative


def test_a_skills_commit_effects_show_as_a_skill_ability() -> None:
    r = parse_card_text("If this skill test is successful, draw 1 card.", type_code="skill")
    (skill,) = r.abilities
    assert skill.kind == "skill" and dict(skill.extra) == {"if-success": [{"effect": "draw", "amount": 1}]}
    assert dict(r.card)["if-success"] == [{"effect": "draw", "amount": 1}] and r.runnable == ()


@pytest.mark.parametrize(("text", "type_code"), [
    ("Revelation – Put Frozen in Fear into play in your threat area.", "treachery"),
    ("Fast. Play when an enemy attacks an investigator at your location.\nCancel that attack.", "event"),
    ("Spawn – Attic.\nHunter.", "enemy"),
    ("Objective – If each investigator is in the Hallway, advance.", "act"),
    ("Uses (3 charges).\n[action] Spend 1 charge: Fight.", "asset"),
    ("If this skill test is successful, draw 1 card.", "skill"),
    ("[elder_sign] effect: +1.", "investigator"),
    ("You get +1 [combat].", None),
])
def test_the_type_is_inferred_from_the_printed_forms(text: str, type_code: str | None) -> None:
    assert infer_type(paragraphs(text)) == type_code
    assert parse_card_text(text).inferred_type == type_code


def test_an_ability_granted_while_a_condition_holds_is_read_with_the_condition_as_its_gap() -> None:
    r = parse_card_text('While it is agenda 1a, Clover Club Lounge gains:\n"[action] Discard an [[Ally]] asset '
                        'from your hand: Gain 2 clues from the token pool. (Limit once per game.)"',
                        name="Clover Club Lounge", type_code="location")  # a side letter: no stage the engine counts
    (a,) = r.abilities
    assert (a.kind, a.limit) == ("action", {"count": 1, "per": "game"})
    assert a.cost == {"actions": 1, "discard-hand": 1, "discard-type": "asset", "discard-trait": "Ally"}
    assert [g["role"] for g in a.gaps] == ["condition"]
    assert a.effects == ({"effect": "place-tokens", "tokens": "clues", "amount": 2, "to": "you"},)
    assert a.gaps[0]["text"] == "While it is agenda 1a, Clover Club Lounge gains:" and r.unparsed == ()


def test_a_hostile_text_is_read_or_refused_never_crashes() -> None:
    for text in ('X gains: "' * 900 + '"' * 900, "((((" * 500, "If if if, " * 300, "the of " * 500, "X. " * 500, "[skull]: " * 300):
        r = parse_card_text(text)
        assert r.gaps or r.abilities or r.card
    with pytest.raises(ValueError, match="more than the 20000 a card's text may have"):
        parse_card_text('X gains: "' * 2000 + '"' * 2000)


@pytest.mark.parametrize(("sentence", "slot", "want"), [
    ("Deal 1 damage to each non-Elite Ghoul enemy at your location", "to",
     {"amount": "each", "noun": "enemy", "qualifiers": ["non-Elite"], "traits": ["Ghoul"], "where": "your location"}),
    ("Exhaust each ready asset you control", "object",
     {"amount": "each", "noun": "asset", "qualifiers": ["ready"], "controller": "you"}),
    ("Search your deck for up to 2 Ally assets", "for", {"amount": "up to 2", "noun": "asset", "traits": ["Ally"]}),
    ("Place 1 [per_investigator] doom on the current agenda", "object",
     {"amount": "1 per investigator", "noun": "doom", "where": "the current agenda"}),
    ("Discard @self", "object", {"refers": "self"}),
    ("Flip Act 1a", "object", {"name": "Act 1a"}),
])
def test_noun_phrases_compose_into_selectors(sentence: str, slot: str, want: dict) -> None:
    frame = read_sentence(sentence).clauses[0].frames()[0]
    assert frame["selectors"][slot] == want


def test_an_of_between_two_capitalised_words_is_part_of_one_name() -> None:
    from_tokens = [(t.kind, t.text) for t in tokenize("Move each Brood of Yog-Sothoth enemy to the top of the deck.")]
    assert from_tokens[2:5] == [("name", "Brood"), ("name", "of"), ("name", "Yog-Sothoth")]
    assert ("word", "of") in from_tokens  # "the top of the deck": a preposition between common nouns
    assert [(t.kind, t.text) for t in tokenize("Each of the Ghouls")][:2] == [("word", "Each"), ("word", "of")]


def test_a_sentence_read_again_reads_the_same_and_a_refusal_is_raised_again() -> None:
    """The grammar keeps what it read (readers try a sentence many times): the same text reads to the same clauses,
    a refused one is refused each time with its reason, and a trait marked in the card's markup still tokenizes as a
    trait — the reading is kept by text and marked traits together."""
    first, again = read_sentence("Deal 1 damage to a Monster enemy"), read_sentence("Deal 1 damage to a Monster enemy")
    assert first == again
    for _ in range(2):
        with pytest.raises(Refused) as refused:
            read_sentence("((")
        assert refused.value.grammar == "sentence"
    with marked(["Monster"]):
        kinds = [t.kind for c in read_sentence("Deal 1 damage to a Monster enemy").clauses[0].chunks for t in c.tokens]
    assert "trait" in kinds and "trait" not in [t.kind for c in first.clauses[0].chunks for t in c.tokens]
