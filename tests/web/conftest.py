"""Fixtures for the web tests: a small hand-made database, the app over it and over the real one.

The hand-made database holds every kind the pages browse (errata with and without printed
text, rulings by section, a question, timing charts with player windows, an Elder Sign sequence
stored out of order, icons, cross-references and an HTML payload), so the pages are tested on
known data whatever the parsers produce today. The real database (``db_path`` from
``tests/conftest.py``) checks the pages against the documents.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.link.terms import glossary_terms
from kb.model import Corpus, Entry, Link, Provenance, Variant
from kb.sources import Source
from kb.store import open_readonly
from kb.store.write import write_database
from web import create_app

SOURCES = [
    Source("rr", "rr.txt", "ahlcg", "Rules Reference", "rules reference", "core set", "2016", "text", 20),
    Source("faq", "faq.txt", "ahlcg", "Frequently Asked Questions", "faq", "v1.5", "", "text", 30),
    Source("es-rules", "es.txt", "elder-sign", "Elder Sign Rulebook", "rulebook", "revised", "", "text", 20),
]

PAYLOAD = "<script>alert('entry')</script>"


def rr(first: int, last: int | None = None, page: int | None = None) -> Provenance:
    return Provenance("rr", first, last or first, page)


def faq(first: int, last: int | None = None) -> Provenance:
    return Provenance("faq", first, last or first)


def es(first: int, last: int | None = None) -> Provenance:
    return Provenance("es-rules", first, last or first)


COSTS_TEXT = (
    "There are two types of costs in the game.\n\n"
    "- Only the controller of a card may pay its costs.\n\n"
    "- When exhausting cards to pay costs, only cards under their owner’s control may be used.\n\n"
    "See “Ability” on page 2."
)
COSTS_AMENDED = COSTS_TEXT.replace(
    "- When exhausting cards to pay costs, only cards under their owner’s control may be used.",
    "- When a player is exhausting cards to pay costs, only cards under that player’s control may be used.",
)

ENTRIES = [
    Entry("ahlcg/rr/glossary", "Glossary", "ahlcg", "section", "The glossary.", rr(100, 101, 2)),
    Entry(
        "ahlcg/rr/ability", "Ability", "ahlcg", "entry",
        "An ability is the special game text a card contributes. A [free] ability may be used in any player window; "
        "a [reaction] ability after its condition. Costs of [action] abilities: see also “Costs” on page 7.\n\n"
        f"Hostile text stays text: {PAYLOAD} and [a link](javascript:alert(1)) and <img src=x onerror=alert(2)>.",
        rr(120, 140, 2), parent="ahlcg/rr/glossary", aliases=("Abilities",),
    ),
    Entry(
        "ahlcg/rr/ability/triggered-abilities", "Triggered Abilities", "ahlcg", "sub-entry",
        "A triggered ability is any ability prefaced by [action], [reaction] or [free].", rr(141, 150, 2),
        parent="ahlcg/rr/ability",
    ),
    Entry("ahlcg/rr/costs", "Costs", "ahlcg", "entry", COSTS_TEXT, rr(670, 700, 7), parent="ahlcg/rr/glossary"),
    Entry(
        "ahlcg/rr/retaliate", "Retaliate", "ahlcg", "entry",
        "Retaliate is a keyword ability. Each time an investigator fails a skill test while attacking a ready enemy "
        "with the retaliate keyword, that enemy performs an attack against the attacking investigator.",
        rr(1900, 1905, 17), parent="ahlcg/rr/glossary",
    ),
    Entry(
        "ahlcg/rr/hunter", "Hunter", "ahlcg", "entry",
        "Hunter is a keyword ability. During the enemy phase, each ready unengaged enemy with the hunter keyword moves.",
        rr(1300, 1306, 12), parent="ahlcg/rr/glossary",
    ),
    Entry(
        "ahlcg/rr/skull-token", "Skull Token", "ahlcg", "entry",
        "Chaos tokens: [skull] [cultist] [tablet] [elder_thing] [auto_fail] [elder_sign]; skills: [willpower] "
        "[intellect] [combat] [agility] [wild]; classes: [guardian] [seeker] [rogue] [mystic] [survivor]; "
        "[per_investigator], [unique].",
        rr(800, 810, 9), parent="ahlcg/rr/glossary",
    ),
    # timing: Appendix II, the two charts as figures, phases and steps
    Entry("ahlcg/rr/appendix-ii", "Appendix II: Timing and Gameplay", "ahlcg", "section",
          "The red boxes are player windows. Players may use [free] triggered abilities in these windows.", rr(2666, 2680, 22)),
    Entry(
        "ahlcg/rr/appendix-ii/phase-sequence-timing-chart", "Phase Sequence Timing Chart", "ahlcg", "figure",
        "1.1 Round begins. Mythos phase begins.\n\n1.2 Place 1 doom on the current agenda.\n\n PLAYER WINDOW\n\n"
        "1.3 Mythos phase ends.\n\n2.1 Investigation phase begins.\n\nII. Investigation phase\n\n PLAYER WINDOW\n\n"
        "2.2.1 Active investigator may take an action, if able. If an action was taken, return to previous player window.\n\n"
        "2.2 Next investigator’s turn begins.\n\n PLAYER WINDOW I. Mythos phase (skip during first round of game)",
        rr(2682, 2758, 23), parent="ahlcg/rr/appendix-ii",
    ),
    Entry("ahlcg/rr/framework-event-details", "Framework Event Details", "ahlcg", "section", "Details.", rr(2759, 2762, 24),
          parent="ahlcg/rr/appendix-ii"),
    Entry("ahlcg/rr/phase-i", "I. Mythos phase", "ahlcg", "phase", "During the first round of the game, skip the mythos phase.",
          rr(2764, 2765, 24), parent="ahlcg/rr/framework-event-details"),
    Entry("ahlcg/rr/1-1", "1.1 Mythos phase begins", "ahlcg", "step", "The round begins.", rr(2767, 2776, 24),
          parent="ahlcg/rr/phase-i", aliases=("1.1 Round begins. Mythos phase begins",)),
    Entry("ahlcg/rr/1-2", "1.2 Place 1 doom on the current agenda", "ahlcg", "step", "Place 1 doom.", rr(2778, 2781, 24),
          parent="ahlcg/rr/phase-i"),
    Entry("ahlcg/rr/1-3", "1.3 Mythos phase ends", "ahlcg", "step", "The phase ends.", rr(2834, 2841, 24), parent="ahlcg/rr/phase-i"),
    Entry("ahlcg/rr/phase-ii", "II. Investigation phase", "ahlcg", "phase", "Investigators take turns.", rr(2843, 2843, 24),
          parent="ahlcg/rr/framework-event-details"),
    Entry("ahlcg/rr/2-1", "2.1 Investigation phase begins", "ahlcg", "step", "The phase begins.", rr(2844, 2846, 24),
          parent="ahlcg/rr/phase-ii"),
    Entry("ahlcg/rr/2-2", "2.2 Next investigator’s turn begins", "ahlcg", "step", "Choose who takes a turn.", rr(2848, 2858, 24),
          parent="ahlcg/rr/phase-ii"),
    Entry("ahlcg/rr/2-2-1", "2.2.1 Investigator takes an action, if able", "ahlcg", "step",
          "Take an action; an [action] ability costs actions. See “Costs” on page 7.", rr(2860, 2897, 25), parent="ahlcg/rr/2-2"),
    Entry(
        "ahlcg/rr/appendix-ii/skill-test-timing-chart", "Skill Test Timing Chart", "ahlcg", "figure",
        "Skill Test Timing\n\nST.1 Determine skill of test. Skill test of that type begins.\n\n PLAYER WINDOW\n\n"
        "ST.2 Commit cards from hand to skill test.\n\n PLAYER WINDOW\n\nST.3 Reveal chaos token.",
        rr(2982, 3003, 26), parent="ahlcg/rr/appendix-ii",
    ),
    Entry("ahlcg/rr/skill-test-timing", "Skill Test Timing", "ahlcg", "section", "Each skill test…", rr(3004, 3005, 26)),
    Entry("ahlcg/rr/st-1", "ST.1 Determine skill type of test. Skill test of that type begins", "ahlcg", "step",
          "Determine the skill.", rr(3006, 3010, 26), parent="ahlcg/rr/skill-test-timing"),
    Entry("ahlcg/rr/st-2", "ST.2 Commit cards from hand to skill test", "ahlcg", "step", "Commit cards.", rr(3011, 3020, 26),
          parent="ahlcg/rr/skill-test-timing"),
    Entry("ahlcg/rr/st-3", "ST.3 Reveal chaos token", "ahlcg", "step", "Reveal a token: perhaps [auto_fail].", rr(3021, 3025, 26),
          parent="ahlcg/rr/skill-test-timing"),
    # the FAQ: errata of every kind, rulings, a question
    Entry("ahlcg/faq/rulebook-errata", "Rulebook Errata", "ahlcg", "section", "", faq(20, 21)),
    Entry(
        "ahlcg/errata/rr-costs", "Rules Reference page 7, column 1, “Costs”", "ahlcg", "erratum",
        "The second bullet point should read: “When a player is exhausting cards to pay costs, only cards under that "
        "player’s control may be used.” (amends “Costs”)",
        faq(22, 25), parent="ahlcg/faq/rulebook-errata",
        meta={"section": "rulebook errata", "version": "v1.0", "location": "second bullet", "change": "replace",
              "corrected": "When a player is exhausting cards to pay costs…"},
    ),
    Entry(
        "ahlcg/errata/campaign-echoes-of-the-past", "Echoes of the Past, resolutions section", "ahlcg", "erratum",
        "The final bullet point in Resolution 2 should read: “Then, add 2 [skull] tokens to the chaos bag.”", faq(51, 53),
        meta={"section": "campaign guide errata", "version": "v1.41", "corrected": "Then, add 2 [skull] tokens to the chaos bag."},
    ),
    Entry(
        "ahlcg/errata/card-henry-armitage", "Henry Armitage (40)", "ahlcg", "erratum",
        "This card’s ability should read: “After you draw a non-weakness card, discard that card…”", faq(93, 95),
        meta={"section": "card errata", "version": "v1.3", "cards": [{"name": "Henry Armitage", "number": "40"}],
              "corrected": "After you draw a non-weakness card, discard that card…"},
    ),
    Entry(
        "ahlcg/errata/card-lucky-dice", "Lucky Dice (230)", "ahlcg", "erratum", "Lucky Dice should read as below.", faq(118, 122),
        meta={"section": "card errata", "version": "v1.5", "cards": ["Lucky Dice"],
              "original": "[free] Spend 1 resource: Ignore a revealed chaos token.",
              "corrected": "[free] Spend 2 resources: Ignore a revealed chaos token. " + PAYLOAD},
    ),
    Entry("ahlcg/faq/taboo-machete", "Machete", "ahlcg", "erratum", "Machete is Chained.", faq(1090, 1091),
          meta={"section": "list of taboos", "version": "v1.5"}),
    Entry(
        "ahlcg/faq/1-4", "Reaction Abilities", "ahlcg", "ruling",
        "A [reaction] ability may be used once per “Ability” trigger. " + PAYLOAD, faq(300, 310),
        meta={"section": "Game Play", "number": "1.4", "version": "v1.0"},
    ),
    Entry("ahlcg/faq/1-5", "Costs and Effects", "ahlcg", "ruling",
          "Costs are paid first.\n\nAn enemy with Retaliate that attacks does not exhaust; a Hunter enemy still moves. "
          "This second paragraph is long enough to be folded away behind the lead of the ruling, which a reader opens "
          "with one tap when the first lines do not answer the question at the table.", faq(311, 320),
          meta={"section": "Game Play", "number": "1.5"}),
    Entry("ahlcg/faq/def-remember-that", "“Remember that…”", "ahlcg", "ruling", "Remember it for the scenario.", faq(222, 232),
          meta={"section": "definitions and terms"}),
    Entry("ahlcg/faq/q-olive-mcbride", "Olive McBride and the chaos bag", "ahlcg", "question",
          "Q: Does Olive McBride reveal [skull]?\n\nA: Yes; see Costs.", faq(934, 950),
          meta={"section": "Frequently Asked Questions"}),
    # Elder Sign: a sequence stored out of order (meta order decides)
    Entry("elder-sign/rules/midnight", "Midnight", "elder-sign", "section", "When the clock strikes midnight…", es(1066, 1084)),
    Entry("elder-sign/rules/midnight-3", "Replenish “Once per Day” Abilities", "elder-sign", "step", "Refresh them.", es(1080, 1082),
          parent="elder-sign/rules/midnight", meta={"sequence": "midnight", "order": 3}),
    Entry("elder-sign/rules/midnight-1", "Resolve “At Midnight” Effects", "elder-sign", "step", "Resolve them.", es(1070, 1074),
          parent="elder-sign/rules/midnight", meta={"sequence": "midnight", "order": 1}),
    Entry("elder-sign/rules/midnight-2", "Draw a New Mythos Card", "elder-sign", "step", "Draw one.", es(1075, 1079),
          parent="elder-sign/rules/midnight", meta={"sequence": "midnight", "order": 2}),
]

LINKS = [
    Link("ahlcg/rr/costs", "ahlcg/rr/ability", "see", "“Ability” on page 2", 690),
    Link("ahlcg/rr/ability", "ahlcg/rr/costs", "see-also", "“Costs” on page 7", 130),
    Link("ahlcg/rr/2-2-1", "ahlcg/rr/costs", "see", "“Costs” on page 7", 2890),
    Link("ahlcg/errata/rr-costs", "ahlcg/rr/costs", "amends", "“Costs”", 22),
    Link("ahlcg/faq/1-4", "ahlcg/rr/ability", "clarifies", "“Ability”", 300),
    Link("ahlcg/faq/q-olive-mcbride", "ahlcg/rr/costs", "cites", "Costs", 940),
    Link("ahlcg/faq/1-5", "ahlcg/rr/costs", "clarifies", "Costs", 311),
]

VARIANTS = [Variant("ahlcg/rr/costs", COSTS_AMENDED, faq(22, 25), "Costs")]


def write_fixture_database(path: Path) -> Path:
    write_database(
        path, Corpus(ENTRIES, VARIANTS, LINKS, terms=glossary_terms(ENTRIES)), sources=SOURCES,
        info={"fingerprint": "web-fixture", "built_at": "2024-01-01T00:00:00"},
    )
    return path


@pytest.fixture(scope="session")
def fixture_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_fixture_database(tmp_path_factory.mktemp("webdb") / "fixture.db")


@pytest.fixture()
def fixture_connection(fixture_db: Path):
    connection = open_readonly(fixture_db)
    yield connection
    connection.close()


@pytest.fixture()
def app(fixture_db: Path):
    return create_app({"KB_DB": str(fixture_db), "TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture()
def real_app(db_path: Path):
    return create_app({"KB_DB": str(db_path), "TESTING": True})


@pytest.fixture()
def real_client(real_app):
    return real_app.test_client()
