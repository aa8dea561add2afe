"""The situation a request carries, read no further than the limit.

A situation arrives as a raw body (``curl``, the page's script), as the editor's form field
``situation`` (the page without JavaScript), or as an uploaded ``file``. Each is read here, at
most ``max_body()`` bytes: a declared ``Content-Length`` over it is refused before anything is
read (413), and a body without one is read one byte past the limit and no further.
"""

from __future__ import annotations

import re

from flask import request
from werkzeug.exceptions import BadRequest, RequestEntityTooLarge

from web.replay.bounds import too_large
from web.replay.run import max_body


def _declared_length_check() -> None:
    """413 from ``Content-Length`` alone, before anything is read."""
    limit = max_body()
    length = request.content_length
    if length is not None and length > limit:
        raise RequestEntityTooLarge(too_large(limit))


def read_body() -> str:
    """The situation from the request: the raw body, or a form's ``situation`` / uploaded ``file``.

    A body sent as ``application/x-www-form-urlencoded`` that is not a form (``curl --data-binary
    @situation.yaml`` without a content type) is taken as the situation itself. Raises
    ``RequestEntityTooLarge`` (413) or ``BadRequest`` (400, not UTF-8).
    """
    _declared_length_check()
    limit = max_body()
    mimetype = request.mimetype or ""
    if mimetype == "multipart/form-data":
        upload = request.files.get("file")
        if upload is None or not upload.filename:
            return (request.form.get("situation") or "").replace("\r\n", "\n")
        raw = upload.stream.read(limit + 1)
    elif mimetype == "application/x-www-form-urlencoded":
        raw = request.get_data(cache=True)
        if re.match(rb"^(?:[\w.~-]+=[^&]*&)*situation=", raw):
            return (request.form.get("situation") or "").replace("\r\n", "\n")
    else:
        raw = request.stream.read(limit + 1)
    if len(raw) > limit:
        raise RequestEntityTooLarge(too_large(limit))
    try:
        return raw.decode("utf-8-sig").replace("\r\n", "\n")
    except UnicodeDecodeError:
        raise BadRequest("The situation is not UTF-8 text.") from None
