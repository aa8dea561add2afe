"""The answer a trace gives its question (kb.engine.answer): every card and event the question names,
in players' words and in the order they resolve; one sentence that kb replay and the web page share."""

from __future__ import annotations

from kb.engine import answer, load_example, replay


def _trace(question: str | None = None) -> dict:
    trace = replay(load_example("ex01-nested-sequences")).to_dict()
    if question is not None:
        trace["question"] = question
    return trace


def test_the_example_question_names_each_ability_and_the_play():
    found = answer(_trace())
    assert [(i["n"], i["label"], i["kind"]) for i in found["items"]] == [
        (9, "Guard Dog's reaction", "ability"), (14, "Goat Spawn's Forced ability", "ability"),
        (19, "Agnes Baker's reaction", "ability"), (27, ".45 Automatic's play", "event")]
    assert found["items"][1]["nested_in"] == "Guard Dog's reaction"
    assert found["items"][1]["window"] == "'when' window (Goat Spawn is defeated)"
    assert found["nested"] and "ahlcg/faq/1-4" in [key for key, _ in found["rules"]]


def test_a_question_about_a_defeat_names_the_defeat():
    found = answer(_trace("Does Guard Dog's reaction resolve before Goat Spawn's defeat?"))
    assert found["sentence"] == ("Guard Dog's reaction resolves at step 9, before Goat Spawn's Forced ability resolves "
                                 "at step 14, inside Guard Dog's reaction, before Goat Spawn's defeat resolves at step "
                                 "23, inside Guard Dog's reaction.")


def test_no_question_or_nothing_named_gives_no_answer():
    assert answer(_trace("")) is None
    assert answer(_trace("What happens to nobody in particular?")) is None


def test_an_ability_printed_without_a_kind_is_named_as_its_cards_ability():
    """An Elder Sign card's ability has no [reaction] or Forced mark: the answer names the card's
    ability and quotes its heading, rather than reading the heading as a name."""
    trace = replay(load_example("es-battle-cthulhu")).to_dict()
    found = answer(trace)
    assert found is not None
    assert "Cthulhu's ability (“Cthulhu attacks”) resolves at step" in found["sentence"]
