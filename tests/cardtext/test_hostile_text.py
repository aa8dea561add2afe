"""Hostile card text: the reproductions of issue 32 read at once, bounds give one clear line, and the
linear readers of ``markup.py`` mean what the old patterns meant.

The old patterns took 10.9 s on ``'<i>a</i>'*26+'x'`` (each repeat doubled it: the tests below use 40),
26.8 s on ``'<i>'*30000+'x'`` and 16.9 s on ``'a\\n'*50000``; how the time grows with the size is
measured by ``kb/tools/input_bench.py`` (a doubling ratio), never here.
"""

from __future__ import annotations

import re

from click.testing import CliRunner
from hypothesis import example, given, settings
from hypothesis import strategies as st

from kb.cardtext import parse_card_text
from kb.cardtext.command import ability
from kb.cardtext.markup import MAX_PARAGRAPH, MAX_TEXT, _drop_italics, _is_flavour, paragraphs


def test_italic_runs_do_not_backtrack() -> None:
    text = "<i>a</i>" * 40 + "x"
    assert paragraphs(text) == ["a" * 40 + "x"]


def test_unclosed_italics_and_tags_are_kept_as_text() -> None:
    assert paragraphs("<i>" * 5000 + "x") == ["<i>" * 5000 + "x"]
    assert paragraphs("<b" * 5000) == ["<b" * 5000]


def test_many_lines_join_into_one_paragraph() -> None:
    assert paragraphs("a\n" * 9000) == [" ".join(["a"] * 9000)]


def test_a_paragraph_longer_than_any_ability_is_quoted_not_read() -> None:
    result = parse_card_text("Forced – When x, " + "y " * MAX_PARAGRAPH + ".\n[free] Exhaust this card: Draw 1 card.")
    assert [a.kind for a in result.abilities] == ["free"]
    assert any(f"longer than the {MAX_PARAGRAPH}" in u.reason for u in result.unparsed)


def test_kb_ability_refuses_a_text_past_the_bound_in_one_line() -> None:
    result = CliRunner().invoke(ability, ["-"], input="<i>" * (MAX_TEXT // 3 + 1))
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        f"error: the card text has {MAX_TEXT + 1} characters, more than the {MAX_TEXT} a card's text may have"]


#: Hostile card text: the pieces of markup, icons, titles and punctuation the readers look for, and
#: characters no card prints (NUL, a lone surrogate, a bidirectional override, the icon font).
HOSTILE_TEXT = st.lists(st.sampled_from(
    ["<i>", "</i>", "<b", ">", "[[", "]]", "[action]", "[fast]", ":", "(", ")", ".", ",", "\n", "\r", " ",
     "Forced –", "Revelation -", "Limit once per ", "When ", "you ", "\u2212", "\x00", "\ud800", "\uf259",
     "\u202e", "1", "Move ", "moves ", " and engages ", "toward ", "1 of your clues"]), max_size=60).map("".join)


@given(st.lists(st.sampled_from(["<i>", "</i>", "<I>", "</I>", "a", " ", "<", "i>", "\n"]), max_size=30))
def test_italics_mean_what_the_old_pattern_meant(parts: list[str]) -> None:
    text = "".join(parts)
    assert _drop_italics(text) == re.sub(r"<i>(.*?)</i>", r"\1", text, flags=re.I | re.S)
    stripped = text.strip()
    assert _is_flavour(text) == (bool(stripped) and bool(re.fullmatch(r"(?:<i>.*?</i>\s*)+", stripped, re.I | re.S)))


@settings(max_examples=150, deadline=None)
@given(HOSTILE_TEXT)
@example("::")  # punctuation and no clause: once a framework reading's IndexError
def test_kb_ability_on_hostile_text_answers_without_a_traceback(text: str) -> None:
    result = CliRunner().invoke(ability, ["-", "--json"], input=text.encode("utf-8", "surrogatepass"))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
