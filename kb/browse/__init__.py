"""Browsing the knowledge base: errata, FAQ, timing charts, an entry's place and editions.

What the web pages need beyond ``kb.search`` and ``kb.lookup``, as plain functions over a
read-only connection that return dataclasses with an ``as_json()`` (the JSON API and any
``--json`` command print exactly that). Nothing here knows about HTML.

One module per thing browsed: ``refs`` (an entry's name, place, links and citation),
``search_page`` (the page's search, and the API's ``search_response``; with ``snippets``), ``editions`` (an entry's editions and their word
differences), ``rulings`` (the rulings and errata shown inline on an entry), ``figures`` (a
figure's legend), ``plain`` (the words a reader sees in Markdown), ``terms`` (the glossary terms
found at build time), ``errata``, ``faq`` and ``timing``.

The errata and FAQ listings are generic over the entry kinds and meta fields the FAQ parser
writes (kinds ``erratum``/``ruling``/``question``; meta ``version``, ``section``, ``original``,
``corrected``, ``cards``). This package re-exports each module's public names, so callers write
``browse.list_errata`` whichever module it lives in.
"""

from __future__ import annotations

from kb.browse.editions import Edition, EditionDiff, changed_passages, changed_spans, compare, default_pair, editions, shown_edition
from kb.browse.errata import (
    ERRATA_CATEGORIES, Card, ErrataListing, Erratum, erratum_category, erratum_texts, list_errata, meta_cards,
    meta_text, normalize_version, section_name, version_sort_key,
)
from kb.browse.faq import FAQ_KINDS, FaqItem, FaqListing, FaqSection, list_faq
from kb.browse.refs import GAMES, BrowseError, EntryRef, breadcrumbs, children, entry_ref, quoted_links
from kb.browse.figures import figure_labels
from kb.browse.rulings import InlineRuling, inline_rulings, split_lead
from kb.browse.search_page import SearchPage, search_page, search_response
from kb.browse.terms import TermEntry, TermIndex, TermMatch, term_index
from kb.browse.timing import ChartNode, ChartNotFound, TimingChart, chart_of, timing_chart, timing_charts
from kb.lookup import attachments

__all__ = [
    "ERRATA_CATEGORIES", "FAQ_KINDS", "GAMES", "BrowseError", "Card", "ChartNode", "ChartNotFound", "EntryRef",
    "ErrataListing", "Erratum", "FaqItem", "FaqListing", "FaqSection", "SearchPage", "TimingChart", "Edition", "EditionDiff",
    "attachments", "breadcrumbs", "changed_passages", "chart_of", "children", "entry_ref", "erratum_category",
    "erratum_texts", "list_errata", "list_faq", "meta_cards", "meta_text", "normalize_version", "quoted_links",
    "search_page", "search_response", "section_name", "timing_chart", "timing_charts", "version_sort_key", "compare", "default_pair",
    "editions", "shown_edition", "changed_spans", "figure_labels", "InlineRuling", "inline_rulings", "split_lead",
    "TermEntry", "TermIndex", "TermMatch", "term_index",
]
