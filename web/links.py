"""Where this site's own links and redirects point: never built from the request's ``Host`` header.

Anyone can send any ``Host``, so an absolute link built from it (werkzeug builds its routing
redirects so, ``//entry`` -> ``http://HOST/entry``) would point a reader at a site of the sender's
choice. A location here is the path and query alone, under ``KB_BASE_URL`` when the site has one
(``kb serve --base-url``), else relative to the site.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import current_app


def site_location(url: str) -> str:
    """``url``'s path and query (one leading ``/``, so it cannot become ``//other.host``), under ``KB_BASE_URL``."""
    parts = urlsplit(url)
    location = "/" + parts.path.lstrip("/")
    if parts.query:
        location += "?" + parts.query
    base = (current_app.config.get("KB_BASE_URL") or "").rstrip("/")
    return base + location
