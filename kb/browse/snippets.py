"""Search snippets as a reader wants them: the rule's main sentence first, no Markdown marks.

The search picks the window of an entry's text with the most query words. For a rule about
the very thing searched, that window is often the tail of its bullets ("…are made, continue
with…"), while the sentence that says what the rule is comes first. So the snippet leads with
the entry's first sentence whenever that sentence holds a word the search matched; otherwise it
is the search's own window, read without its Markdown (``**A:**``, stray bullet dashes). A
sentence that only repeats the title (a question's "Q: …" under the same question as its title)
is no lead: the next paragraph's sentence (its answer) is, and it replaces a window that is only
the title again.
The matched words keep the search's marks (« »), which the page turns into ``<mark>``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from kb.browse.plain import first_sentence, reading_text
from kb.tokens import WORD, fold

OPEN_MARK, CLOSE_MARK = "«", "»"
_MARKED = re.compile(OPEN_MARK + r"([^" + CLOSE_MARK + r"]*)" + CLOSE_MARK)
#: A list marker or emphasis left inside a one-line window: " - After", "**A:**".
_STRAY_MARKUP = re.compile(r"(?:(?<=\s)|^)[-*+>](?=\s)|\*{1,3}|(?<![\w\[])_{1,2}(?=\w)|(?<=\w)_{1,2}(?![\w\]])")
LEAD_WORDS = 40
#: Entries whose lead sentence is kept: every entry of the rules (about 1,100) several builds over.
LEADS_KEPT = 8192


def matched_words(search_snippet: str) -> set[str]:
    """The folded words the search marked in its snippet."""
    return {fold(word) for marked in _MARKED.findall(search_snippet) for word in WORD.findall(marked)}


def mark_words(text: str, words: set[str]) -> str:
    """``text`` with each word in ``words`` (folded) between the snippet marks."""
    return WORD.sub(lambda m: f"{OPEN_MARK}{m.group(0)}{CLOSE_MARK}" if fold(m.group(0)) in words else m.group(0), text)


def without_markup(search_snippet: str) -> str:
    """The search's window without Markdown list markers and emphasis."""
    return " ".join(_STRAY_MARKUP.sub("", search_snippet).split())


def _folded_words(text: str) -> list[str]:
    return [fold(word) for word in WORD.findall(text)]


@lru_cache(maxsize=LEADS_KEPT)
def _lead(title: str, entry_text: str) -> tuple[str, frozenset[str]]:
    """The lead sentence (the first sentence of the first paragraph that is more than the title
    said again) and its folded words, worked out once per entry text: a search shows
    the same entries' snippets over and over, and reading the Markdown was a third of its time."""
    title_words = set(_folded_words(title))
    for paragraph in reading_text(entry_text).split("\n\n")[:3]:
        sentence = first_sentence(paragraph, LEAD_WORDS)
        folded = frozenset(_folded_words(sentence))
        if not folded <= title_words | {"q", "a"}:
            return sentence, folded
    return "", frozenset()


def reading_snippet(title: str, entry_text: str, search_snippet: str) -> str:
    """The snippet to show for an entry: its lead sentence when that holds a matched word."""
    words = matched_words(search_snippet)
    lead, lead_words = _lead(title, entry_text)
    if lead and words and not lead_words.isdisjoint(words):
        return mark_words(lead, words)
    window = without_markup(search_snippet)
    title_words = set(_folded_words(title)) | {"q", "a"}
    if lead and set(_folded_words(window.replace(OPEN_MARK, "").replace(CLOSE_MARK, ""))) <= title_words:
        return lead
    return window
