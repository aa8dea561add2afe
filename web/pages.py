"""The HTML pages: search, entry, errata, FAQ, timing charts."""

from __future__ import annotations

from flask import Blueprint, Response, redirect, render_template, request, url_for

from kb import browse
from kb.diff import word_diff
from kb.lookup import EntryNotFound, EntryView, get_entry, resolve_key
from kb.model import ENTRY_KINDS
from web import params, render
from web.db import get_db
from web.errors import NotFoundWithSuggestions
from web.printed import printed_cards

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
        GAME_NAMES=GAME_NAMES, KIND_NAMES=KIND_NAMES, ENTRY_KINDS=ENTRY_KINDS, entry_url=entry_url
    )


def entry_url(key: str) -> str:
    return url_for("pages.entry", key=key)


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
    return browse.search_page(get_db(), q, game=game, kind=kind, limit=limit)


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
        raise NotFoundWithSuggestions(f"No entry {key!r}.", error.suggestions) from None
    if matched_by == "fuzzy":
        near = browse.entry_ref(connection, found)
        raise NotFoundWithSuggestions(f"No entry {key!r}.", [near.title] if near else [])
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
    connection = get_db()
    view = found
    links = [(link.quoted, link.key) for link in view.links]
    chart = browse.chart_of(connection, view.key)
    meta = view.meta if isinstance(view.meta, dict) else {}
    erratum = None
    if view.kind == "erratum":
        original, corrected, texts_from = browse.erratum_texts(connection, view.key, view.source, meta)
        if original or corrected:
            erratum = {"original": original, "corrected": corrected, "from": texts_from,
                       "location": browse.meta_text(meta.get("location")), "change": browse.meta_text(meta.get("change"))}
    current = view.current_text
    return render_template(
        "entry.html",
        entry=view,
        html=render.render(current, links, entry_url),
        printed_html=render.render(view.text, links, entry_url) if current != view.text else None,
        amendments=view.amendments,
        crumbs=browse.breadcrumbs(connection, view.key),
        children=browse.children(connection, view.key),
        attached=view.rulings,
        diffs=browse.variant_diffs(view),
        chart=chart,
        erratum=erratum,
        version=meta.get("version"),
        cards=browse.meta_cards(meta.get("cards")),
        printed=printed_cards(meta),
        render_text=lambda text: render.render(text or "", links, entry_url),
        nav=None,
    )


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
        text_of=lambda key, text: render.render(text or "", links.get(key, []), entry_url), nav="errata",
        word_diff=word_diff,
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
        "faq.html", listing=listing, section=section, kind=kind,
        text_of=lambda key, text: render.render(text or "", links.get(key, []), entry_url), nav="faq",
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
        "timing.html", chart=chart, help_entry=help_entry,
        text_of=lambda key, text: render.render(text or "", links.get(key, []), entry_url), nav="timing",
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
