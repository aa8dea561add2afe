"""The HTML pages: search, entry, card, errata, FAQ, timing charts.

Every rules text a page shows goes through ``render_with_terms``: its cross-references and
its glossary terms become links (a page never links the entry it shows to itself).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from functools import lru_cache

from flask import Blueprint, Response, redirect, render_template, request, url_for
from markupsafe import Markup

from kb import browse
from kb.cards import get_card
from kb.diff import word_diff
from kb.lookup import EntryNotFound, EntryView, get_entry, resolve_key
from kb.model import ENTRY_KINDS
from web import params, render
from web.db import get_db
from web.errors import NotFoundWithSuggestions
from web.printed import printed_cards
from web.searches import search_page

bp = Blueprint("pages", __name__)

GAME_NAMES = {"ahlcg": "Arkham Horror: The Card Game", "elder-sign": "Elder Sign"}
ERRATA_NAMES = {
    "rulebook": "Rulebook errata",
    "campaign": "Campaign guide errata",
    "card": "Card errata",
    "taboo": "Taboo list",
    "other": "Other errata",
}
KIND_NAMES = {
    "entry": "glossary entry", "sub-entry": "sub-entry", "section": "section", "phase": "phase",
    "step": "step", "note": "note", "figure": "figure", "erratum": "erratum", "ruling": "ruling",
    "question": "question", "card": "card",
}
DEFAULT_LIMIT = 20
MAX_LIMIT = 100


@bp.record_once
def template_globals(state: object) -> None:
    """Names every template and macro sees (macros imported without context included)."""
    state.app.jinja_env.globals.update(  # type: ignore[attr-defined]
        GAME_NAMES=GAME_NAMES, KIND_NAMES=KIND_NAMES, ENTRY_KINDS=ENTRY_KINDS, entry_url=entry_url, card_url=card_url,
        game_badge=game_badge, kind_badge=kind_badge,
    )


@lru_cache(maxsize=64)
def kind_badge(kind: str) -> Markup:
    """An entry's kind as a badge (a function, not a template macro: a search page shows twenty,
    and a macro call cost 8 µs of the page's 1.2 ms)."""
    return Markup('<span class="badge kind kind-{kind}">{name}</span>').format(kind=kind, name=KIND_NAMES.get(kind, kind))


@lru_cache(maxsize=16)
def game_badge(game: str) -> Markup:
    """An entry's game as a badge, short for the Arkham Horror card game, with the full name as its tooltip."""
    name = GAME_NAMES.get(game, game)
    return Markup('<span class="badge game game-{game}" title="{name}">{short}</span>').format(
        game=game, name=name, short="AHLCG" if game == "ahlcg" else name)


def entry_url(key: str) -> str:
    """The entry page's URL (``url_for`` once per key and site root: a search page links twenty)."""
    return _entry_url(request.script_root, key)


@lru_cache(maxsize=8192)
def _entry_url(script_root: str, key: str) -> str:
    return url_for("pages.entry", key=key)


def card_url(name: str) -> str:
    return url_for("pages.card", name=name)


def term_finder(game: str, skip: Iterable[str] = ()) -> render.TermFinder:
    """What finds the glossary terms of ``game`` in a text, none of the entries in ``skip``."""
    index = browse.term_index(get_db())
    skipped = frozenset(skip)
    return lambda text: index.find(text, game, skipped)


def render_with_terms(
    links: dict[str, list[tuple[str, str]]], game: str, skip: Iterable[str] = ()
) -> Callable[..., Markup]:
    """``text_of(key, text, **options)``: a text of entry ``key`` as HTML, its cross-references
    (``links[key]``) and its glossary terms linked."""
    finder = term_finder(game, skip)

    def text_of(key: str, text: str | None, **options: object) -> Markup:
        return render.render(text or "", links.get(key, []), entry_url, terms=finder, **options)  # type: ignore[arg-type]

    return text_of


def search_params() -> tuple[str, str | None, str | None, int]:
    return (
        params.query("q"),
        params.choice("game", browse.GAMES),
        params.choice("kind", ENTRY_KINDS),
        params.integer("limit", default=DEFAULT_LIMIT, minimum=1, maximum=MAX_LIMIT),
    )


def run_search() -> browse.SearchPage | None:
    q, game, kind, limit = search_params()
    if not q:
        return None
    return search_page(get_db(), q, game=game, kind=kind, limit=limit)


@bp.get("/search")
@bp.get("/")
def search() -> str:
    q, game, kind, limit = search_params()
    page = run_search()
    return render_template("search.html", q=q, game=game, kind=kind, limit=limit, page=page, nav="search")


@bp.get("/search/results")
def search_results() -> str:
    """The results part of the search page alone (fetched as you type)."""
    q, game, kind, limit = search_params()
    return render_template("_results.html", q=q, game=game, kind=kind, limit=limit, page=run_search())


def resolve_named_key(key: str) -> str:
    """The key a URL names (a key, title, alias or step number); 404 with suggestions for a
    near miss or an unknown name: a URL is exact, a guess is offered, never served."""
    connection = get_db()
    try:
        found, matched_by = resolve_key(connection, key)
    except EntryNotFound as error:
        raise NotFoundWithSuggestions(f"No entry {key!r}.", error.suggestions, suggestion_links(error.suggestions)) from None
    if matched_by == "fuzzy":
        near = browse.entry_ref(connection, found)
        raise NotFoundWithSuggestions(
            f"No entry {key!r}.", [near.title] if near else [], [(near.title, entry_url(near.key))] if near else []
        )
    return found


def suggestion_links(titles: list[str]) -> list[tuple[str, str]]:
    """Each suggested title with the URL of its entry (a 404 offers the entry, not a search)."""
    found = []
    for title in titles:
        try:
            found.append((title, entry_url(resolve_key(get_db(), title)[0])))
        except EntryNotFound:
            continue
    return found


def find_entry(key: str) -> EntryView | str:
    """The entry with this key, or the canonical key to redirect to; 404 when neither."""
    connection = get_db()
    found = resolve_named_key(key)
    if found != key:
        return found
    return get_entry(connection, key)


@bp.get("/entry/<path:key>")
def entry(key: str) -> str | Response:
    found = find_entry(key)
    if isinstance(found, str):
        return redirect(url_for("pages.entry", key=found), code=302)
    view = found
    connection = get_db()
    meta = view.meta if isinstance(view.meta, dict) else {}
    rulings = browse.inline_rulings(connection, view)
    links = browse.quoted_links(connection, [view.key, *(ruling.key for ruling in rulings)])
    text_of = render_with_terms(links, view.game, skip=[view.key])
    current = view.current_text
    amended = current != view.text
    erratum = None
    if view.kind == "erratum":
        original, corrected, texts_from = browse.erratum_texts(connection, view.key, view.source, meta)
        if original or corrected:
            erratum = {"original": original, "corrected": corrected, "from": texts_from,
                       "location": browse.meta_text(meta.get("location")), "change": browse.meta_text(meta.get("change"))}
    chart = browse.chart_of(connection, view.key)
    children = browse.children(connection, view.key)
    return render_template(
        "entry.html",
        entry=view,
        html=text_of(view.key, current, marks=browse.changed_spans(view.text, current) if amended else ()),
        printed_html=text_of(view.key, view.text, marks=browse.changed_spans(current, view.text), mark_tag="del") if amended else None,
        amendments=view.amendments,
        crumbs=browse.breadcrumbs(connection, view.key),
        children=children,
        legends=figure_legends(connection, view, children, chart),
        rulings=rulings,
        compare=edition_comparison(view),
        chart=chart,
        erratum=erratum,
        version=meta.get("version"),
        cards=browse.meta_cards(meta.get("cards")),
        text_of=text_of,
        printed=printed_cards(meta),
        nav=None,
    )


def figure_legends(
    connection: sqlite3.Connection, view: EntryView, children: list[browse.EntryRef], chart: object
) -> list[tuple[browse.EntryRef, list[str]]]:
    """The legends to show on the page: the entry's own (a figure that is a legend, not a timing
    chart) or those of the figures filed under it, each as its list of labels."""
    figures = [child for child in children if child.kind == "figure"]
    keys = [view.key] if view.kind == "figure" and not chart else [figure.key for figure in figures]
    legends = []
    for key in keys:
        ref = browse.entry_ref(connection, key)
        row = connection.execute("select text from entries where key = ?", [key]).fetchone()
        labels = browse.figure_labels(row["text"]) if row else None
        if ref and labels and not browse.chart_of(connection, key):
            legends.append((ref, labels))
    return legends


def edition_comparison(view: EntryView) -> dict[str, object] | None:
    """The editions and the two compared: the reader's ``from``/``to``, else the default pair."""
    editions = browse.editions(view)
    if len(editions) < 2:
        return None
    ids = [edition.id for edition in editions]
    chosen = (params.choice("from", ids), params.choice("to", ids))
    default = browse.default_pair(view)
    old, new = chosen[0] or default[0], chosen[1] or default[1]
    shown = browse.shown_edition(view)
    against_shown = {edition.id: browse.compare(view, shown, edition.id) for edition in editions if edition.id != shown}
    return {
        "editions": editions, "old": old, "new": new, "shown": shown, "chosen": any(chosen),
        "diff": browse.compare(view, old, new), "against_shown": against_shown,
    }


@bp.get("/compare/<path:key>")
def compare(key: str) -> str:
    """The comparison of two editions of an entry alone (fetched when the reader picks two)."""
    view = get_entry(get_db(), resolve_named_key(key))
    comparison = edition_comparison(view)
    if comparison is None:
        raise NotFoundWithSuggestions(f"The entry {key!r} has one edition only.")
    return render_template("_compare.html", entry=view, compare=comparison)


@bp.get("/card/<path:name>")
def card(name: str) -> str | Response:
    """A card the FAQ names: its errata (the card's corrected text), taboos and the rulings that
    mention it, each text with its glossary terms linked."""
    connection = get_db()
    try:
        view = get_card(connection, name)
    except EntryNotFound as error:
        raise NotFoundWithSuggestions(
            f"No card {name!r}.", error.suggestions, links=[(title, card_url(title)) for title in error.suggestions]
        ) from None
    if view.name != name:
        return redirect(card_url(view.name), code=302)
    keys = [item["key"] for group in (view.errata, view.taboos, view.mentions) for item in group]
    marks = ", ".join("?" for _ in keys) or "''"
    texts = dict(connection.execute(f"select key, text from entries where key in ({marks})", keys).fetchall())
    text_of = render_with_terms(browse.quoted_links(connection, keys), "ahlcg")
    return render_template("card.html", card=view, texts=texts, text_of=text_of, nav=None)


@bp.get("/errata")
def errata() -> str:
    category = params.choice("kind", browse.ERRATA_CATEGORIES) or params.choice("category", browse.ERRATA_CATEGORIES)
    version = params.text("version", max_length=12)
    if version is not None:
        try:
            version = browse.normalize_version(version)
        except browse.BrowseError as error:
            raise params.BadParameter("version", str(error)) from None
    connection = get_db()
    listing = browse.list_errata(connection, category=category, version=version)
    links = browse.quoted_links(connection, [item.key for item in listing.items])
    groups: dict[str, list[browse.Erratum]] = {}
    for item in listing.items:
        groups.setdefault(item.category, []).append(item)
    return render_template(
        "errata.html", listing=listing, groups=groups, names=ERRATA_NAMES, category=category, version=version,
        text_of=render_with_terms(links, "ahlcg"), nav="errata", word_diff=word_diff,
    )


@bp.get("/faq")
def faq() -> str:
    section = params.text("section")
    kind = params.choice("kind", browse.FAQ_KINDS)
    connection = get_db()
    try:
        listing = browse.list_faq(connection, section=section, kind=kind)
    except browse.BrowseError as error:
        raise params.BadParameter("section", str(error)) from None
    keys = [item.key for part in listing.sections for item in part.items]
    links = browse.quoted_links(connection, keys)
    return render_template(
        "faq.html", listing=listing, section=section, kind=kind, text_of=render_with_terms(links, "ahlcg"), nav="faq",
    )


@bp.get("/timing")
def timing_index() -> str:
    charts = browse.timing_charts(get_db())
    by_game: dict[str, list[browse.TimingChart]] = {game: [] for game in browse.GAMES}
    for chart in charts:
        by_game.setdefault(chart.game, []).append(chart)
    return render_template("timing_index.html", by_game=by_game, nav="timing")


@bp.get("/timing/<game>/<name>")
def timing(game: str, name: str) -> str:
    connection = get_db()
    chart = browse.timing_chart(connection, f"{game}/{name}")
    keys = list(chart.keys())
    links = browse.quoted_links(connection, keys)
    help_entry = None
    if chart.source_key:
        crumbs = browse.breadcrumbs(connection, chart.source_key)
        help_entry = crumbs[-1] if crumbs else None
    return render_template(
        "timing.html", chart=chart, help_entry=help_entry, text_of=render_with_terms(links, chart.game), nav="timing",
    )


@bp.get("/about")
def about() -> str:
    return render_template("about.html", nav="about")


@bp.get("/robots.txt")
def robots() -> Response:
    return Response("User-agent: *\nDisallow: /api/\n", mimetype="text/plain")


@bp.before_app_request
def refuse_absurd_paths() -> None:
    if len(request.path) > 2000:
        raise params.BadParameter("path", "longer than 2000 characters")
