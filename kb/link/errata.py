"""Apply the rulebook errata to the entries they amend, giving each its current text.

The FAQ states each correction as a place in the entry ("third bullet", "last paragraph",
"step 0 (before step 1)"), a change (replace or add) and the corrected words. A corrected text
that ends in "…" changes only the start of its sentence; the rest of the printed one stands.
The printed text is never overwritten: the amended text is stored as a variant whose
provenance is the erratum, so the original, the corrected text and their difference stay a
step away.
"""

from __future__ import annotations

import re

from kb.model import Entry, Variant

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "last": -1}


class ErratumError(ValueError):
    """An erratum names a place the entry does not have."""


def _blocks(text: str) -> list[str]:
    return text.split("\n\n")


def _complete(corrected: str, printed: str) -> str:
    """A correction ending in "…" keeps the printed sentence from its last corrected words on."""
    if not corrected.endswith("…"):
        return corrected
    head = corrected[:-1].rstrip()
    tail_words = " ".join(head.split()[-3:])
    position = printed.find(tail_words)
    if position < 0:
        raise ErratumError(f"the corrected text's last words {tail_words!r} are not in {printed!r}")
    return head + printed[position + len(tail_words):]


def apply_erratum(text: str, location: str, change: str, corrected: str) -> str:
    """The entry ``text`` with one correction applied."""
    blocks = _blocks(text)
    bullet = re.fullmatch(r"(\w+) bullet", location)
    if bullet and change == "replace":
        ordinal = ORDINALS.get(bullet.group(1))
        bullets = [i for i, block in enumerate(blocks) if block.startswith("- ")]
        if ordinal is None or not bullets or abs(ordinal) > len(bullets):
            raise ErratumError(f"no {location} in the entry ({len(bullets)} bullets)")
        index = bullets[ordinal - 1 if ordinal > 0 else ordinal]
        blocks[index] = "- " + _complete(corrected, blocks[index][2:])
    elif location == "last paragraph" and change == "replace":
        paragraphs = [i for i, block in enumerate(blocks) if not re.match(r"(- |\s+- |\d+\. )", block)]
        blocks[paragraphs[-1]] = _complete(corrected, blocks[paragraphs[-1]])
    elif location.startswith("step 0") and change == "add":
        first_step = next((i for i, block in enumerate(blocks) if block.startswith("1. ")), None)
        if first_step is None:
            raise ErratumError("the entry has no step 1")
        blocks.insert(first_step, corrected)
    else:
        raise ErratumError(f"cannot apply a {change!r} at {location!r}")
    return "\n\n".join(blocks)


def amended_variants(entries: list[Entry], links: list[tuple[str, str]]) -> list[Variant]:
    """One variant per amended entry: its text with every erratum linked to it applied in order.

    ``links`` are (erratum key, amended entry key) pairs, as the linker resolved them.
    """
    by_key = {entry.key: entry for entry in entries}
    errata_of: dict[str, list[Entry]] = {}
    for erratum_key, target in links:
        errata_of.setdefault(target, []).append(by_key[erratum_key])
    variants = []
    for target, errata in errata_of.items():
        entry = by_key[target]
        text = entry.text
        for erratum in errata:
            meta = erratum.meta
            try:
                text = apply_erratum(text, str(meta["location"]), str(meta["change"]), str(meta["corrected"]))
            except (ErratumError, KeyError) as error:
                raise ErratumError(f"{erratum.key} → {target}: {error}") from error
        versions = ", ".join(str(e.meta.get("version")) for e in errata)
        variants.append(
            Variant(target, text, errata[-1].provenance, f"{entry.title} (errata {versions} applied)")
        )
    return variants
