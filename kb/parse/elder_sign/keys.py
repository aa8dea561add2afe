"""Entry keys: ``elder-sign/rules/<slug>``, and where titles collide, the best-ranked entry keeps
the plain slug and the others nest under their parent's."""

from __future__ import annotations

from kb.model import slugify
from kb.parse.elder_sign.nodes import Node
from kb.parse.elder_sign.source import KEY_PREFIX, ElderSignParseError


def entry_slug(title: str) -> str:
    """The slug of a title; a curly apostrophe counts as a straight one, so "A Player’s Turn"
    (quick reference) and "A Player's Turn" share the slug they would be looked up by."""
    return slugify(title.replace("’", "'"))


def _key_rank(node: Node) -> int:
    """Which of two same-titled entries keeps the plain slug (lowest rank wins)."""
    if node.parent is not None and node.parent.title in ("Component Overview", "Quick Reference"):
        return 3
    if node.kind != "section":
        return 2
    return 0 if node.parent is None else 1


def assign_keys(nodes: list[Node]) -> None:
    """``elder-sign/rules/<slug>``; colliding titles nest all but the best-ranked one."""
    groups: dict[str, list[Node]] = {}
    for node in nodes:
        groups.setdefault(entry_slug(node.title), []).append(node)
    for slug, group in groups.items():
        ranked = sorted(group, key=_key_rank)
        for index, node in enumerate(ranked):
            if index == 0 and (len(ranked) == 1 or _key_rank(ranked[1]) > _key_rank(node)):
                node.key = f"{KEY_PREFIX}/{slug}"
            elif node.parent is None:
                raise ElderSignParseError(f"title {node.title!r} collides and has no parent")
            else:
                node.key = f"{KEY_PREFIX}/{entry_slug(node.parent.title)}/{slug}"
    keys = [node.key for node in nodes]
    if len(set(keys)) != len(keys):
        raise ElderSignParseError("duplicate entry keys")
