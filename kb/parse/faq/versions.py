"""The FAQ's version tags ("v1.41") and the order the document means them in.

Kept apart from the parsing: the pages list errata by version with the same key.
"""

from __future__ import annotations

import re


def version_key(tag: str) -> tuple[int, int, int]:
    """Sort key of a FAQ version tag, in the order the document means them.

    The FAQ numbers its releases 1.0, 1.1, … 1.4, 1.41, 1.5: "1.41" is a correction of 1.4, not
    a forty-first minor version, so the first digit after the point is the minor version and any
    further digits a sub-release. ``version_key("v1.41") == (1, 4, 1)`` sorts between v1.4 and v1.5.
    """
    match = re.fullmatch(r"\(?v?(\d+)\.(\d)(\d*)\)?", tag.strip())
    if not match:
        raise ValueError(f"not a FAQ version tag: {tag!r}")
    major, minor, sub = match.groups()
    return int(major), int(minor), int(sub or 0)
