"""The words a reader sees in an entry's Markdown: no list markers, no emphasis marks.

Snippets, tooltips and the comparison of editions read the text, not its markup: a search
snippet that shows ``**A:**`` or a stray ``- `` reads as broken, and a diff that counts an
edition's bullets as removed words reports changes nobody printed. Icon tokens (``[free]``)
are kept: they are words of the rules, shown as symbols.
"""

from __future__ import annotations

import re

#: A list item's marker, a heading's hashes or a quote's bracket at the start of a line.
_LINE_MARKER = re.compile(r"^[ \t]*(?:[-*+][ \t]+|\d+[.)][ \t]+|#{1,6}[ \t]+|>[ \t]?)", re.MULTILINE)
#: ``[text](url)`` → text (an icon token has no ``(url)`` after it and is kept).
_LINK = re.compile(r"\[([^\]\n]*)\]\([^)\n]*\)")
#: Strong and emphasis marks around words; underscores inside words (``elder_thing``) are not marks.
_EMPHASIS = re.compile(r"\*{1,3}|(?<![\w\[])_{1,3}|_{1,3}(?![\w\]])|`")
_SENTENCE_END = re.compile(r"(?<=[.!?…])[”’\"']?\s+(?=[“‘\"'(\[]?[A-Z0-9\[])")


def reading_text(markdown: str) -> str:
    """``markdown`` as the words it shows, paragraphs kept apart by blank lines."""
    text = _LINE_MARKER.sub("", markdown or "")
    text = _LINK.sub(r"\1", text)
    text = _EMPHASIS.sub("", text)
    paragraphs = [" ".join(part.split()) for part in re.split(r"\n\s*\n", text)]
    return "\n\n".join(part for part in paragraphs if part)


def first_sentence(markdown: str, max_words: int = 40) -> str:
    """The first sentence of the text's first paragraph, at most ``max_words`` words (then "…").

    What a rule says first is what it is: the tooltip of a term and the lead of a snippet.
    """
    paragraph = reading_text(markdown).split("\n\n", 1)[0]
    sentence = _SENTENCE_END.split(paragraph, 1)[0].strip()
    words = sentence.split()
    if len(words) > max_words:
        return " ".join(words[:max_words]).rstrip(",;:") + "…"
    return sentence
