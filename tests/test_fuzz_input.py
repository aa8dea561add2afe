"""Generated hostile input for the situation reader, the replay worker and ``kb cards import``:
whatever the text, the answer is the reader's own error (one line) or a result, never another
exception, a 500's "internal" answer, or JSON that is not JSON. (``kb ability`` has its own, in
``tests/cardtext/test_hostile_text.py``; how the time grows with the size is measured by
``kb/tools/input_bench.py``, never in a test.)"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.catalogue import CatalogueError, import_cards, read_card_file
from kb.engine import SituationError, parse_situation
from web.replay.job import handle

#: Pieces of YAML and JSON that reach the bounds: anchors and aliases (recursive too), nesting of
#: both kinds, numbers in every base YAML reads and past every length, non-numbers, odd characters.
SITUATION_PIECES = ["game: ahlcg\n", "title: t\n", "cards:\n", "  - ", "- ", "x: ", "&a ", "&b ", "*a", "*b", "[", "]",
                    "{", "}", ", ", ":", "\n", "  ", "0x" + "f" * 40, "0b" + "1" * 40, "1:" * 20 + "1", "0o777",
                    "9" * 40, "1.0e+999", ".nan", "-.inf", "NaN", "1_000", "text: ", "<i>a</i>" * 3, "'", '"', "\t",
                    "\x00", "\ud800", "\u202e", "!!python/object:os.system ", "!!binary ", "!!int ", "!!float ", "? ", "|\n", "%YAML 1.1\n",
                    "---\n", "..."]
SITUATIONS = st.lists(st.sampled_from(SITUATION_PIECES), max_size=40).map("".join)

FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(SITUATIONS)
def test_the_situation_reader_answers_every_text_with_its_own_error(text: str) -> None:
    try:
        parse_situation(text)
    except SituationError as error:
        assert str(error) and "\n" not in str(error).strip()


@FUZZ
@given(SITUATIONS)
def test_the_replay_worker_never_fails_inside_and_answers_json(text: str) -> None:
    answer = handle({"op": "check", "text": text})
    assert "internal" not in answer, answer
    json.dumps(answer, allow_nan=False)  # what the route sends: NaN would not be JSON


def _json_values() -> st.SearchStrategy:
    leaves = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(10 ** 60), max_value=10 ** 60),
                       st.floats(allow_nan=True, allow_infinity=True),
                       st.text(st.characters(codec=None, exclude_categories=()), max_size=20),
                       st.sampled_from(["\ud800", "\x1b[2J", "\uff27\uff55\uff41\uff52\uff44", "x" * 20_000]))
    return st.recursive(leaves, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                              max_size=3), max_leaves=10)


CARDS = st.lists(st.dictionaries(st.sampled_from(["code", "name", "type_code", "text", "cost", "traits"]), _json_values(),
                                 max_size=6), max_size=4)


def _import_file(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.json"
        path.write_bytes(raw)
        try:
            import_cards(Path(folder) / "cards.db", read_card_file(path))
        except CatalogueError as error:
            assert str(error) and "\n" not in str(error)


@FUZZ
@given(CARDS)
def test_kb_cards_import_answers_every_card_file_with_its_own_error(cards: list) -> None:
    _import_file(json.dumps(cards, ensure_ascii=False).encode("utf-8", "surrogatepass"))


@FUZZ
@given(st.lists(st.sampled_from(['[', ']', '{', '}', '"code"', '"name"', ':', ',', '"A"', "1e999", "NaN", "-Infinity",
                                 "9" * 50, '"\\ud800"', "true", "null", '"\\u0000"', "\xff", " "]),
                max_size=40).map("".join))
def test_kb_cards_import_answers_every_text_with_its_own_error(text: str) -> None:
    _import_file(text.encode("utf-8", "surrogatepass"))

