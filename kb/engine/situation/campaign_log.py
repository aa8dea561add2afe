"""The Campaign Log and the phrases remembered as a situation starts (``campaign-log``, ``remembered``).

A scenario of a campaign begins with what earlier scenarios recorded (Campaign Play: "record the specified results of
that scenario in the campaign log"), and a situation may begin mid-scenario with phrases already remembered
(“Remember that…”). An entry of ``campaign-log`` is a key phrase as printed, a phrase with the characters recorded
under it (``{phrase, names}``) or a tally's marks (``{tally, marks}``: "Mark one Doubt", The Path to Carcosa).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import SituationError

#: How the builder names a bad place: the field path and the message → the error (``Names.fail``).
Fail = Callable[[Sequence[str | int], str], SituationError]


@dataclass(frozen=True)
class CampaignLogSpec:
    """What the Campaign Log holds as the situation starts, and the phrases already remembered in the scenario."""

    phrases: tuple[str, ...] = ()  # key phrases as printed, in the order recorded
    under: tuple[tuple[str, tuple[str, ...]], ...] = ()  # a phrase -> the characters recorded under it
    tallies: tuple[tuple[str, int], ...] = ()  # a name -> the boxes marked beside it
    remembered: tuple[str, ...] = ()


def _entry(raw: str | Mapping[str, Any], k: int, phrases: list[str], under: dict[str, tuple[str, ...]],
           tallies: dict[str, int], fail: Fail) -> None:
    """One entry of ``campaign-log`` (its form is the schema's; a tally named twice is refused, not added up)."""
    if isinstance(raw, str):
        phrases.append(raw)
        return
    kind = "tally" if "tally" in raw else "phrase"
    wrong = {"tally": ("phrase", "names"), "phrase": ("marks",)}[kind]
    missing = {"tally": "marks", "phrase": "phrase"}[kind]
    if any(key in raw for key in wrong) or missing not in raw:
        said = f"'{next(k for k in wrong if k in raw)}' beside a '{kind}'" if any(k in raw for k in wrong) else \
            f"no '{missing}'"
        raise fail(["campaign-log", k], f"an entry is a key phrase, {{phrase, names}} (the characters recorded under "
                   f"it) or {{tally, marks}} (the boxes marked beside a name): this one has {said}")
    if kind == "tally":
        if raw["tally"] in tallies:
            raise fail(["campaign-log", k, "tally"], f"the tally '{raw['tally']}' is marked in an earlier entry: give "
                       "its marks once")
        tallies[raw["tally"]] = raw["marks"]
    else:
        phrases.append(raw["phrase"])
        under[raw["phrase"]] = under.get(raw["phrase"], ()) + tuple(raw.get("names", ()))


def read_campaign_log(d: Mapping[str, Any], fail: Fail) -> CampaignLogSpec:
    """The situation's ``campaign-log`` and ``remembered``."""
    phrases: list[str] = []
    under: dict[str, tuple[str, ...]] = {}
    tallies: dict[str, int] = {}
    entries: Sequence[str | Mapping[str, Any]] = d.get("campaign-log", [])
    for k, raw in enumerate(entries):
        _entry(raw, k, phrases, under, tallies, fail)
    return CampaignLogSpec(tuple(phrases), tuple(under.items()), tuple(tallies.items()), tuple(d.get("remembered", [])))
