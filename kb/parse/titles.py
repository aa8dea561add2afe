"""How two printings of a title are compared: the one comparison key of the parsers and the linker.

The Markdown Rules Reference and the 2024 glossary find the entries they are editions of by
title, and the linker resolves a quoted title to an entry the same way; all three must agree on
when "“Costs”" and "Costs." are the same title, so the key is made in one place, here, below both.
"""

from __future__ import annotations

import re

from kb.parse.clean import ICON_TOKEN_PATTERN, normalize_spaces


def normalize_title(title: str) -> str:
    """Compare titles without case, icons, quotes or trailing punctuation."""
    title = ICON_TOKEN_PATTERN.sub("", title)
    title = re.sub(r"[“”\"()]", "", title)
    return normalize_spaces(title).strip(" .,:;").casefold()
