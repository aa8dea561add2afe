"""Cross-references of the Rules Reference resolved to entry keys."""

from __future__ import annotations

import re

import pytest

from kb.link import resolve
from kb.model import Entry, Provenance, Reference

QUOTED_PAGE_REFERENCE = re.compile(r"“[^“”]+”\.?\s*(?:outlined\s+)?on\s+page\s+\d+")


def test_every_quoted_on_page_reference_of_the_source_is_found_and_resolved(rr, rr_lines, corpus):
    # Count in the source itself: 123 quoted “X” on page N references (some wrap across lines).
    source = " ".join(line.strip() for line in rr_lines)
    assert len(QUOTED_PAGE_REFERENCE.findall(source)) == 123
    quoted = [r for e in rr.entries for r in e.references if r.page is not None]
    assert len(quoted) == 123
    assert corpus.unresolved == []


def _target(corpus, source_key, quoted_start):
    return [l.target_key for l in corpus.links if l.source_key == source_key and l.quoted.startswith(quoted_start)]


@pytest.mark.parametrize(
    ("source_key", "quoted", "target"),
    [
        ("ahlcg/rr/ability/keywords", "“Keywords” on page 13", "ahlcg/rr/keywords"),
        ("ahlcg/rr/action", "“2.2.1", "ahlcg/rr/2-2-1"),
        ("ahlcg/rr/chaos-tokens", "“ST.3 Reveal chaos token”", "ahlcg/rr/st-3"),
        ("ahlcg/rr/doom", "“I. Mythos phase”", "ahlcg/rr/phase-i"),
        ("ahlcg/rr/difficulty-skill-tests", "“Skill Test Timing”", "ahlcg/rr/skill-test-timing"),
        ("ahlcg/rr/ability/triggered-abilities", "“Appendix II", "ahlcg/rr/appendix-ii"),
        ("ahlcg/rr/automatic-failure-success", "“ST.6”", "ahlcg/rr/st-6"),
        ("ahlcg/rr/elimination", "(see page 16)", "ahlcg/rr/per-investigator"),
        ("ahlcg/rr/appendix-ii/phase-sequence-timing-chart", "proceed to 2.2.2", "ahlcg/rr/2-2-2"),
    ],
)
def test_sample_targets(corpus, source_key, quoted, target):
    assert _target(corpus, source_key, quoted) == [target]


def test_see_also_lists_are_links_of_their_own_kind(corpus):
    kinds = {(l.target_key, l.kind) for l in corpus.links if l.source_key == "ahlcg/rr/ability"}
    assert kinds == {
        ("ahlcg/rr/costs", "see-also"), ("ahlcg/rr/effects", "see-also"),
        ("ahlcg/rr/qualifiers", "see-also"), ("ahlcg/rr/self-referential-text", "see-also"),
    }


def _entry(key: str, title: str, page: int, references=()) -> Entry:
    return Entry(key, title, "ahlcg", "entry", "", Provenance("rr", 1, 1, page), references=list(references))


def test_page_decides_between_entries_that_share_a_title():
    entries = [
        _entry("ahlcg/rr/a", "Keywords", 3),
        _entry("ahlcg/rr/b", "Keywords", 13),
        _entry("ahlcg/rr/c", "Other", 5, [Reference("see", "“Keywords” on page 13", 9, "Keywords", 13)]),
    ]
    links, unresolved = resolve(entries)
    assert [(l.target_key, l.line) for l in links] == [("ahlcg/rr/b", 9)]
    assert unresolved == []


def test_a_wrong_page_or_unknown_title_is_reported_not_guessed():
    entries = [
        _entry("ahlcg/rr/a", "Costs", 7),
        _entry("ahlcg/rr/c", "Other", 5, [
            Reference("see", "“Costs” on page 8", 3, "Costs", 8),
            Reference("see", "“Nothing” on page 2", 4, "Nothing", 2),
        ]),
    ]
    links, unresolved = resolve(entries)
    assert links == []
    assert [(u.line, u.reason) for u in unresolved] == [
        (3, "'Costs' is on page [7], not page 8"),
        (4, "no entry titled 'Nothing' in rr"),
    ]


def test_nothing_links_across_games():
    es = Entry("elder-sign/rules/doom", "Doom", "elder-sign", "section", "", Provenance("rr", 1, 1, 9))
    referrer = _entry("ahlcg/rr/x", "X", 1, [Reference("see", "“Doom” on page 9", 1, "Doom", 9)])
    links, unresolved = resolve([es, referrer])
    assert links == [] and len(unresolved) == 1
