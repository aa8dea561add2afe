"""The JSON API: the same data, in the same shapes, as the command line's ``--json``.

| endpoint | shape |
|---|---|
| ``/api/search?q=&game=&kind=&limit=`` | ``kb search --json`` |
| ``/api/entries/<key>`` | ``kb show --json`` (a key, title or step number; 404 otherwise) |
| ``/api/errata?kind=&version=`` | ``kb.browse.ErrataListing.as_json()`` |
| ``/api/faq?section=&kind=`` | ``kb.browse.FaqListing.as_json()`` |
| ``/api/timing``, ``/api/timing/<game>/<name>`` | ``kb.browse.TimingChart.as_json()`` |
| ``/api/terms?game=`` | the glossary terms (``kb.browse.TermIndex.for_game``): each entry's key, title, first sentence, URL and the phrases that name it |
| ``/api/titles`` | every entry's key, title, game, kind and parent title |

``/api/terms`` is what a page that builds its text in the browser (a replay's steps) links terms
with: ``static/tooltip.js`` exposes ``kbTerms.link(element, game)``, which reads it.
"""

from __future__ import annotations

from flask import Blueprint, Response, jsonify, url_for

from kb import browse
from kb.lookup import get_entry
from web import params
from web.db import get_db
from web.pages import resolve_named_key, search_params

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("")
@bp.get("/")
def index() -> Response:
    return jsonify(
        {
            "endpoints": {
                "search": url_for("api.search") + "?q=QUERY&game=ahlcg|elder-sign&kind=KIND&limit=1..100",
                "entry": url_for("api.entry", key="KEY"),
                "errata": url_for("api.errata") + "?kind=rulebook|campaign|card|other&version=v1.4",
                "faq": url_for("api.faq") + "?section=SECTION&kind=ruling|question",
                "timing": url_for("api.timing_index"),
                "chart": url_for("api.timing", game="GAME", name="NAME"),
                "terms": url_for("api.terms") + "?game=ahlcg|elder-sign",
                "titles": url_for("api.titles"),
                "replay": url_for("replay.api_replay") + " (POST a situation: YAML or JSON)",
            }
        }
    )


@bp.get("/search")
def search() -> Response:
    q, game, kind, limit = search_params()
    return jsonify(browse.search_response(get_db(), q, game=game, kind=kind, limit=limit).as_json())


@bp.get("/entries/<path:key>")
def entry(key: str) -> Response:
    resolve_named_key(key)  # a near miss is a 404 with suggestions, as on the pages
    return jsonify(get_entry(get_db(), key).as_json())  # then exactly `kb show KEY --json`


@bp.get("/errata")
def errata() -> Response:
    category = params.choice("kind", browse.ERRATA_CATEGORIES) or params.choice("category", browse.ERRATA_CATEGORIES)
    version = params.text("version", max_length=12)
    listing = browse.list_errata(get_db(), category=category, version=version)
    return jsonify(listing.as_json())


@bp.get("/faq")
def faq() -> Response:
    listing = browse.list_faq(get_db(), section=params.text("section"), kind=params.choice("kind", browse.FAQ_KINDS))
    return jsonify(listing.as_json())


@bp.get("/timing")
def timing_index() -> Response:
    charts = browse.timing_charts(get_db())
    return jsonify(
        {
            "charts": [
                {"id": chart.id, "game": chart.game, "title": chart.title, "url": url_for("api.timing", game=chart.game, name=chart.name)}
                for chart in charts
            ]
        }
    )


@bp.get("/timing/<game>/<name>")
def timing(game: str, name: str) -> Response:
    return jsonify(browse.timing_chart(get_db(), f"{game}/{name}").as_json())


@bp.get("/terms")
def terms() -> Response:
    game = params.choice("game", browse.GAMES) or "ahlcg"
    found = browse.term_index(get_db()).for_game(game)
    return jsonify({"game": game, "terms": [{**term, "url": url_for("pages.entry", key=term["key"])} for term in found]})


@bp.get("/titles")
def titles() -> Response:
    rows = get_db().execute(
        """select e.key, e.title, e.game, e.kind, p.title as parent from entries e
           left join entries p on p.key = e.parent order by e.position"""
    )
    return jsonify({"entries": [dict(row) for row in rows]})
