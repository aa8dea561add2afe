"""Naming a place in a situation: its field path (``cards[1].name``) and its line in the YAML text.

Every :class:`SituationError` names the place it is about, so an author can go straight to it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import yaml

#: The YAML loader for situations: the C loader when libyaml is there (a safe loader either way).
YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def format_path(parts: Iterable[str | int]) -> str:
    """``['cards', 1, 'name']`` -> ``cards[1].name``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


class Lines:
    """Maps a field path to the line of the YAML/JSON text it comes from (1-based)."""

    def __init__(self, text: str | None) -> None:
        self._root: yaml.Node | None = None
        if text:
            try:
                self._root = yaml.compose(text, Loader=YAML_LOADER)
            except yaml.YAMLError:
                self._root = None

    def line(self, parts: Sequence[str | int]) -> int | None:
        node = self._root
        best: int | None = None
        for part in parts:
            if node is None:
                break
            best = node.start_mark.line + 1
            if isinstance(node, yaml.MappingNode) and isinstance(part, str):
                nxt = None
                for key, value in node.value:
                    if getattr(key, "value", None) == part:
                        nxt = value
                        best = key.start_mark.line + 1
                        break
                node = nxt
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
                node = node.value[part] if part < len(node.value) else None
            else:
                node = None
        if node is not None:
            best = node.start_mark.line + 1
        return best
