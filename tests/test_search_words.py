"""Search in players' words (issue 17), as a user sees it: a query → the entry in the top 3, and
the rewrite the search shows. Each general rule is tested from its own sentence."""

from __future__ import annotations

import json
import re
import tomllib

import pytest
from click.testing import CliRunner

from kb.cli import cli
from kb.search import Vocabulary, run_search, search
from kb.search.english import is_english
from kb.search.query import plan_query
from kb.search.rank import query_game
from kb.search.synonyms import SYNONYMS_FILE
from kb.tokens import stem, words
from web import create_app


def top(connection, query, n=3, **filters):
    return [r.key for r in search(connection, query, limit=n, **filters)]


# 1. The synonyms table: everyday words → the rules' terms, per game, additive.


def test_every_synonym_means_words_of_its_games_rules(connection):
    """"Write each synonym from the rules' vocabulary": every word a synonym adds is a word (by
    stem) of the entries of its game."""
    stems: dict[str, set[str]] = {}
    for game, stems_text in connection.execute("select game, stems from entries"):
        stems.setdefault(game, set()).update(stems_text.split())
    missing = []
    for item in tomllib.loads(SYNONYMS_FILE.read_text(encoding="utf-8"))["synonym"]:
        for game in [item["game"]] if "game" in item else list(stems):
            missing += [(word, game) for term in item["means"] for word in words(term) if stem(word) not in stems[game]]
    assert missing == []


def test_every_saying_is_lower_case_whole_words():
    for item in tomllib.loads(SYNONYMS_FILE.read_text(encoding="utf-8"))["synonym"]:
        for saying in item["says"]:
            assert saying == " ".join(words(saying)), saying


@pytest.mark.parametrize(
    ("query", "key", "shown"),
    [
        ("monster attacks me in the enemy phase", {"ahlcg/rr/3-3", "ahlcg/rr/enemy-phase"}, "monster → enemy"),
        ("what is the little guy icon", {"ahlcg/rr/per-investigator"}, "little guy → per investigator"),
        ("what if I run out of cards", {"ahlcg/rr/drawing-cards", "ahlcg/rr/investigator-deck"}, "run out of cards → empty deck"),
        ("can another player help me roll", {"elder-sign/rules/requesting-assistance"}, "help → commit (Arkham) / assistance, assist (Elder Sign)"),
        ("fight the ancient one", {"elder-sign/rules/battling-the-ancient-one", "elder-sign/rules/attack-phase"}, "fight → battle / attack"),
        ("walk to a connecting location", {"ahlcg/rr/move", "ahlcg/rr/move-action"}, "walk → move"),
        ("how do I kill a monster", {"ahlcg/rr/defeat", "ahlcg/rr/fight-action"}, "kill → defeat"),
    ],
)
def test_an_everyday_word_finds_the_rule_and_the_rewrite_is_shown(connection, query, key, shown):
    response = run_search(connection, query, limit=3)
    assert key & {r.key for r in response.results}
    assert any(item.startswith(shown) for item in response.understood), response.understood


def test_a_synonym_is_additive_the_players_word_still_counts(connection):
    # Arkham Horror says "enemy"; Elder Sign's own word is "monster", and it still finds its entries
    assert top(connection, "monster", game="elder-sign", n=1)[0].startswith("elder-sign/rules/monster")
    assert "ahlcg/rr/enemy-cards" in top(connection, "monster", game="ahlcg")


def test_a_synonym_counts_only_in_its_games_entries(connection):
    """"Per game": "monster" means "enemy" in Arkham Horror only; an Elder Sign entry is not
    matched by an Arkham synonym."""
    vocabulary = Vocabulary.of(connection)
    (concept,) = plan_query("monster", vocabulary).concepts
    assert [f.words for f in concept.forms_for("elder-sign")] == [("monster",)]
    assert ("enemy",) in [f.words for f in concept.forms_for("ahlcg")]


def test_a_rules_own_multi_word_name_is_not_rewritten(connection):
    # "attack of opportunity" names a rule: none of its words is read as a synonym
    assert run_search(connection, "attack of opportunity").understood == []


# 2. The game prior.


def test_a_query_speaking_one_games_words_sets_the_other_games_entries_back(connection):
    """"When the rest of a query speaks one game's vocabulary, entries of the other game that
    match only a shared word fall back": "monster" is both games' word, "engaged" Arkham's."""
    results = search(connection, "a monster engaged with me", limit=5)
    assert {r.game for r in results} == {"ahlcg"}
    assert {r.game for r in search(connection, "focus a die", limit=5)} == {"elder-sign"}


def test_the_game_a_query_speaks(connection):
    vocabulary = Vocabulary.of(connection)

    def game_of(query):
        plan = plan_query(query, vocabulary)
        return query_game(plan, vocabulary.game_rates(connection, plan.terms))

    assert game_of("engaged enemy") == "ahlcg"
    assert game_of("lock a die on the clock") == "elder-sign"
    assert game_of("monster") is None  # both games' word
    assert game_of("investigator sanity") is None


def test_a_shared_word_alone_shows_both_games(connection):
    assert {r.game for r in search(connection, "monster", limit=10)} == {"ahlcg", "elder-sign"}


# 3. Function-word rules.


@pytest.mark.parametrize(
    ("query", "key"),
    [
        ('"then"', "ahlcg/rr/then"),
        ("the word then", "ahlcg/rr/then"),
        ("the part after then", "ahlcg/rr/then"),
        ("what does then mean", "ahlcg/rr/then"),
        ("when abilities", "ahlcg/rr/when"),
        ("the word when", "ahlcg/rr/when"),
        ("'if' abilities timing", "ahlcg/glossary/if"),
        ("you refers to which investigator", "ahlcg/rr/you-your"),
        ("what does you mean on a card", "ahlcg/rr/you-your"),
        ("the word instead", "ahlcg/rr/instead"),
        ("what does after mean", "ahlcg/rr/after"),
        ("when and after", "ahlcg/rr/when"),
    ],
)
def test_a_rule_named_by_a_function_word_is_found(connection, query, key):
    """"A query about then, when, after, you, if or instead as a rule (quoted, "the word X", "X
    abilities", "what does X mean", "the part after X") finds its entry"."""
    assert key in top(connection, query)


def test_a_named_function_word_is_shown(connection):
    assert "then → the word “then”" in run_search(connection, "the part after then").understood


def test_a_function_word_used_as_one_names_nothing(connection):
    # "an ability" is an article and a noun, not the rule "A, An"; "when I play" is a question
    assert plan_query("can I use an ability on a card", Vocabulary.of(connection)).naming == {}
    assert "ahlcg/rr/when" not in top(connection, "what happens when I play a card")


# 4. Typo correction leaves real English words alone, and shows every rewrite.


@pytest.mark.parametrize("query", ["walk to a connecting location", "my friend's enemy", "abilities inside abilities", "doesn't provoke"])
def test_a_common_english_word_is_not_corrected(connection, query):
    assert run_search(connection, query).corrected_query is None


def test_english_is_the_common_words_not_every_listed_one():
    assert is_english("walk") and is_english("friend") and is_english("inside") and is_english("doesn't")
    assert not is_english("atack") and not is_english("reveled")  # a rare spelling is no shield


def test_a_typo_is_still_corrected_and_shown(connection):
    response = run_search(connection, "atack of oportunity")
    assert response.corrected_query == "attack of opportunity"
    assert response.results[0].key == "ahlcg/rr/attack-of-opportunity"


def test_an_english_word_is_corrected_when_nothing_matches_as_typed(connection):
    # "sanitary" is English and no word of the rules: as typed it finds nothing
    response = run_search(connection, "sanitary")
    assert response.corrected_query == "sanity"
    assert response.results


# 5. Ranking.


def test_an_faq_question_title_scores_by_its_content_words(connection):
    """An FAQ question's title is a sentence: sharing two words with a short query does not put it
    above the entry titled by them."""
    assert top(connection, "evade an enemy", n=1) == ["ahlcg/rr/evade-evade-action"]


def test_an_entry_covering_the_whole_query_beats_a_partial_jargon_match(connection):
    # "play a card" is jargon for the initiation sequence; the question is about attacks of opportunity
    results = search(connection, "an enemy I'm engaged with attacks me when I play a card", limit=3, )
    assert "ahlcg/rr/attack-of-opportunity" in [r.key for r in results]
    appendix = next(r for r in search(connection, "an enemy I'm engaged with attacks me when I play a card", limit=10)
                    if r.key == "ahlcg/rr/appendix-i")
    assert appendix.explain["named"] < 5  # named by a third of the query, not all of it
    assert search(connection, "play a card", limit=1)[0].explain["named"] >= 9


# 6. One understanding for search, show, card and the web.


@pytest.fixture()
def kb(db_path):
    runner = CliRunner()

    def invoke(*args: str):
        return runner.invoke(cli, [*args, "--db", str(db_path)])

    return invoke


@pytest.mark.parametrize(
    ("query", "title", "note"),
    [
        ("aoo", "Attack of Opportunity  [ahlcg/rr/attack-of-opportunity]", "(aoo → attack of opportunity)"),
        ("st6", "ST.6 Determine success/failure of skill test  [ahlcg/rr/st-6]", None),
        ("zap window", "Appendix II: Timing and Gameplay  [ahlcg/rr/appendix-ii]", "(zap window → player window)"),
        ("the word then", "Then  [ahlcg/rr/then]", "(then → the word “then”)"),
        ("guard dog", "Nested Sequences  [ahlcg/faq/1-4]", "(Guard Dog is a card: what FAQ 1.4 says of it)"),
    ],
)
def test_kb_show_understands_what_search_understands(kb, query, title, note):
    result = kb("show", query)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert title in lines[:4]
    if note:
        assert lines[0] == note


def test_kb_show_of_an_ambiguous_number_lists_both_entries_and_fails(kb):
    result = kb("show", "2.2")
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        "Error: '2.2' names 2 entries; show one by its key:",
        "  ahlcg/rr/2-2  2.2 Next investigator’s turn begins",
        "  ahlcg/faq/2-2  Timing of “At…” or “If…” abilities",
    ]
    assert kb("show", "FAQ 2.2").output.startswith("Timing of “At…” or “If…” abilities  [ahlcg/faq/2-2]")
    assert kb("show", "ahlcg/rr/2-2").output.startswith("2.2 Next investigator’s turn begins")


def test_kb_card_finds_a_card_the_faq_names_only_in_its_text(kb):
    lines = kb("card", "guard dog").output.splitlines()
    assert lines[:3] == ["Guard Dog (no number printed)", "Mentioned in:", "  FAQ 1.4: Nested Sequences  [ahlcg/faq/1-4]"]


def test_kb_card_shows_what_an_erratum_changes(kb):
    output = kb("card", "lucky dice").output
    assert "errata v1.1: Lucky Dice (230)  [ahlcg/errata/card-lucky-dice]" in output
    assert "This card’s ability should read: “When you reveal a non- chaos token, spend 2 resources" in " ".join(output.split())
    data = json.loads(kb("card", "lucky dice", "--json").output)
    assert data["errata"][0]["change"].startswith("This card’s ability should read:")


def test_kb_search_shows_what_it_read(kb):
    lines = kb("search", "zap window", "--limit", "1").output.splitlines()
    assert lines[0] == "understood: zap window → player window"
    data = json.loads(kb("search", "monster engaged with my friend", "--json", "--limit", "3").output)
    assert "monster → enemy" in data["understood"] and data["corrected_query"] is None


@pytest.fixture(scope="module")
def web(db_path):
    return create_app({"KB_DB": str(db_path), "KB_RESPONSE_CACHE_BYTES": 0}).test_client()


def test_the_search_page_shows_what_it_read_and_goes_to_the_named_entry(web):
    html = web.get("/search", query_string={"q": "aoo"}).get_data(as_text=True)
    assert re.search(r"Read as: <span>aoo → attack of opportunity</span>", html)
    assert 'href="/entry/ahlcg/rr/attack-of-opportunity"' in html
    html = web.get("/search", query_string={"q": "st6"}).get_data(as_text=True)
    assert re.search(r'Go to\s*<a href="/entry/ahlcg/rr/st-6">', html) or "/entry/ahlcg/rr/st-6" in html


def test_the_search_page_offers_no_single_go_to_for_a_number_two_entries_bear(web):
    """"2.2" is framework step 2.2 and FAQ ruling 2.2: the page, like ``kb show``, picks neither."""
    html = web.get("/search", query_string={"q": "2.2"}).get_data(as_text=True)
    assert "Go to" not in html
    assert 'href="/entry/ahlcg/rr/2-2"' in html and 'href="/entry/ahlcg/faq/2-2"' in html


def test_the_search_page_goes_to_what_the_faq_says_of_a_card_it_names(web):
    html = web.get("/search", query_string={"q": "guard dog"}).get_data(as_text=True)
    assert re.search(r'Go to\s*<a href="/entry/ahlcg/faq/1-4">', html)
