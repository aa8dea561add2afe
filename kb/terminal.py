"""Text from users' data made safe to print on a terminal: no control sequences.

A card file may hold escape sequences (``ESC [ 2 J`` clears the screen, ``ESC ] 52`` writes the
clipboard, ``U+202E`` reverses what follows); printed raw by ``kb cards show`` or ``kb card``, even
into a pipe that a terminal later shows, they act instead of being read. :func:`printable` drops
every control character but the line break and the tab (C0, DEL, C1 with its single-byte CSI) and the
bidirectional overrides and isolates; :func:`printable_json` escapes them in JSON text instead, so
that the JSON still carries the data as imported.
"""

from __future__ import annotations

import re

_CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
_UNSAFE = re.compile(f"[{_CONTROLS}]")
#: In JSON text, C0 controls are already escaped by ``json.dumps``; the rest are not.
_UNSAFE_IN_JSON = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """``text`` without the control characters a terminal would act on (line breaks and tabs kept)."""
    return _UNSAFE.sub("", text)


def printable_json(text: str) -> str:
    """JSON text with the control characters ``json.dumps(ensure_ascii=False)`` leaves raw escaped as ``\\uXXXX``."""
    return _UNSAFE_IN_JSON.sub(lambda match: f"\\u{ord(match.group()):04x}", text)
