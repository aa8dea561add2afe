"""Share links: the situation itself in the URL, ``/replay?s=CODE``, so nothing is stored on the server.

``CODE`` is the situation's YAML, zlib-compressed and base64url-encoded (no padding), the same
as the page's ``share.js`` makes in the browser. A code longer than ``SHARE_LIMIT`` (8,000
characters, so that the request line fits a server's or proxy's usual 8 KB) is refused with
400, and the page says to download the YAML instead; a code that unpacks past the limit of a replay
(``max_body()``; a zip bomb) is refused before it is unpacked further.
"""

from __future__ import annotations

import base64
import binascii
import zlib

from flask import url_for

from web.links import site_location
from web.replay.bounds import MAX_BODY

#: The longest share code accepted in ``/replay?s=``, in characters.
SHARE_LIMIT = 8000


class ShareError(ValueError):
    """A share code that cannot be read; the message says what to do instead."""


def encode_share(text: str) -> str:
    """The share code of a situation: base64url (no padding) of its zlib-compressed UTF-8 text."""
    return base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


def decode_share(code: str, limit: int = MAX_BODY) -> str:
    """The situation a share code holds, unpacked no further than ``limit`` bytes (the app's
    ``max_body()``); ``ShareError`` with a clear message when it cannot be read."""
    if len(code) > SHARE_LIMIT:
        raise ShareError(f"The share link is too long: its code has {len(code)} characters, more than the "
                         f"{SHARE_LIMIT} a link may carry. Share the situation as a YAML file instead.")
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, limit + 1)
        if len(raw) > limit or inflater.unconsumed_tail:
            raise ShareError(f"The shared situation is larger than {limit} bytes once unpacked.")
        if not inflater.eof:
            raise ValueError("truncated")
        return raw.decode("utf-8")
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError) as error:
        if isinstance(error, ShareError):
            raise
        raise ShareError("The share link is damaged (its code could not be unpacked): ask for the link again, "
                         "or for the YAML file.") from None


def share_url(text: str) -> str | None:
    """The share link of a situation, or ``None`` when its code would be over ``SHARE_LIMIT``.

    Never built from the request's ``Host`` header (``web.links``): absolute under the configured
    ``KB_BASE_URL`` (``kb serve --base-url``), else relative to this site.
    """
    code = encode_share(text)
    if len(code) > SHARE_LIMIT:
        return None
    return site_location(url_for("replay.page", s=code))
