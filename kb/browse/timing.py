"""Timing charts: the charts printed as figures and the step sequences, as trees of boxes.

Derived from the step and phase entries and from the text of the chart figures ("PLAYER
WINDOW" lines), plus any step entries carrying meta ``{"sequence", "order"}`` (Elder Sign's
turn, midnight...). They fill in as the data lands.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from kb.browse.refs import MAX_DEPTH, row_meta
from kb.store import derived


class ChartNotFound(LookupError):
    """No timing chart has this id; ``available`` lists the ids there are."""

    def __init__(self, chart_id: str, available: list[str]) -> None:
        self.chart_id = chart_id
        self.available = available
        super().__init__(f"no timing chart {chart_id!r}; charts: {', '.join(available) or 'none'}")


@dataclass
class ChartNode:
    """A box of a timing chart: a phase, a step, or a player window between steps."""

    type: str  # "phase" | "step" | "window"
    key: str | None = None
    number: str | None = None
    title: str = ""
    #: the words printed in the chart's box, when the chart prints the step ("Round begins. …")
    label: str | None = None
    text: str = ""
    children: list[ChartNode] = field(default_factory=list)

    @property
    def anchor(self) -> str:
        if self.key:
            return "n-" + self.key.rsplit("/", 1)[-1]
        return ""

    def as_json(self) -> dict[str, object]:
        return {
            "type": self.type, "key": self.key, "number": self.number, "title": self.title,
            "label": self.label, "text": self.text, "children": [child.as_json() for child in self.children],
        }


@dataclass
class TimingChart:
    id: str
    game: str
    title: str
    #: the figure entry the chart is drawn from, or the section the sequence belongs to
    source_key: str | None
    citation: str | None
    nodes: list[ChartNode]
    #: how the player windows were placed (None when the chart has none)
    windows_note: str | None = None

    @property
    def name(self) -> str:
        return self.id.split("/", 1)[1]

    @property
    def covers(self) -> str:
        """What the chart covers, said in a line: its phases, or its first and last steps, and
        how many player windows (what a player picks a chart by; its source lines are no help)."""
        phases = [node for node in self.nodes if node.type == "phase"]
        if phases:
            names = [node.title.removesuffix(" phase").removesuffix(" Phase") for node in phases]
            steps = sum(_count(node.children, "step") for node in phases)
            said = f"{len(phases)} phases ({', '.join(names)}), {steps} steps"
        else:
            steps = [node for node in self.nodes if node.type == "step"]
            said = f"{len(steps)} steps" if steps else "No steps"
            shown = steps if len(steps) <= 3 else [steps[0], None, steps[-1]]
            if steps:
                said += ": " + " → ".join(_sentence(step.title) if step else "…" for step in shown)
        windows = _count(self.nodes, "window")
        if windows:
            said += f"; {windows} player window{'s' if windows != 1 else ''}"
        return said

    def keys(self) -> set[str]:
        found: set[str] = set()

        def walk(nodes: list[ChartNode]) -> None:
            for node in nodes:
                if node.key:
                    found.add(node.key)
                walk(node.children)

        walk(self.nodes)
        return found

    def as_json(self) -> dict[str, object]:
        return {
            "id": self.id, "game": self.game, "title": self.title, "source_key": self.source_key,
            "citation": self.citation, "covers": self.covers, "windows_note": self.windows_note,
            "nodes": [node.as_json() for node in self.nodes],
        }


def _count(nodes: list[ChartNode], node_type: str) -> int:
    return sum((node.type == node_type) + _count(node.children, node_type) for node in nodes)


def _sentence(title: str) -> str:
    """A step's title as a short phrase: its first clause ("Determine skill type of test")."""
    return title.split(". ", 1)[0].rstrip(".")


STEP_NUMBER = re.compile(r"^(ST\.\d+|\d+(?:\.\d+)+)\.?\s+(.*)$", re.DOTALL)
PHASE_NUMBER = re.compile(r"^([IVX]+)\.\s+(.*)$", re.DOTALL)
WINDOW = re.compile(r"^PLAYER WINDOW\b\s*(.*)$", re.DOTALL)
WINDOWS_NOTE = (
    "Player windows are placed where the chart's text prints them: each before the step printed "
    "after it, or at the end. The printed chart is a diagram; check its page where a window's exact "
    "place matters."
)


def _paragraphs(text: str) -> list[str]:
    return [" ".join(part.split()) for part in re.split(r"\n\s*\n", text) if part.strip()]


def _chart_paragraphs(text: str) -> list[tuple[str, str | None, str]]:
    """The figure text as ("window" | "step" | "phase", number, label) items, in printed order."""
    items: list[tuple[str, str | None, str]] = []
    for paragraph in _paragraphs(text):
        while paragraph:
            window = WINDOW.match(paragraph)
            if window:
                items.append(("window", None, "Player window"))
                paragraph = window.group(1).strip()
                continue
            step = STEP_NUMBER.match(paragraph)
            phase = PHASE_NUMBER.match(paragraph)
            if step:
                items.append(("step", step.group(1), step.group(2)))
            elif phase:
                items.append(("phase", phase.group(1), phase.group(2)))
            break
    return items


def _step_number(title: str) -> str | None:
    match = STEP_NUMBER.match(title)
    return match.group(1) if match else None


def _phase_number(title: str) -> str | None:
    match = PHASE_NUMBER.match(title)
    return match.group(1) if match else None


def _strip_number(title: str) -> str:
    step = STEP_NUMBER.match(title) or PHASE_NUMBER.match(title)
    return step.group(2) if step else title


def _chart_name(figure_key: str) -> str:
    name = figure_key.rsplit("/", 1)[-1]
    return re.sub(r"-(timing-)?chart$", "", name) or name


def timing_charts(connection: sqlite3.Connection, game: str | None = None) -> list[TimingChart]:
    """Every timing chart (of ``game``): the charts printed as figures, then the step sequences.

    Computed once per database build: it reads every entry, which per request was two thirds
    of an entry page.
    """
    charts: list[TimingChart] = derived(connection, "timing charts", _compute_timing_charts)
    return [chart for chart in charts if game is None or chart.game == game]


def _compute_timing_charts(connection: sqlite3.Connection) -> list[TimingChart]:
    rows = connection.execute(
        """select e.*, s.title as source_title from entries e join sources s on s.id = e.source
           order by e.source, e.position"""
    ).fetchall()
    by_key = {row["key"]: row for row in rows}
    kids: dict[str, list[sqlite3.Row]] = {}
    for row in rows:
        if row["parent"]:
            kids.setdefault(row["parent"], []).append(row)
    charts: list[TimingChart] = []
    used: set[str] = set()
    for figure in rows:
        if figure["kind"] != "figure":
            continue
        chart = _figure_chart(figure, rows, by_key, kids)
        if chart is not None:
            charts.append(chart)
            used |= chart.keys()
    charts.extend(_sequence_charts(rows, by_key, used))
    return charts


def timing_chart(connection: sqlite3.Connection, chart_id: str) -> TimingChart:
    charts = timing_charts(connection)
    for chart in charts:
        if chart.id == chart_id:
            return chart
    raise ChartNotFound(chart_id, [chart.id for chart in charts])


def chart_of(connection: sqlite3.Connection, key: str) -> tuple[TimingChart, ChartNode | None] | None:
    """The chart drawn from the figure ``key`` or showing the step/phase ``key``, and its node."""
    for chart in timing_charts(connection):
        if chart.source_key == key:
            return chart, None
        node = _find(chart.nodes, key)
        if node is not None:
            return chart, node
    return None


def _find(nodes: list[ChartNode], key: str) -> ChartNode | None:
    for node in nodes:
        if node.key == key:
            return node
        found = _find(node.children, key)
        if found is not None:
            return found
    return None


def _figure_chart(
    figure: sqlite3.Row,
    rows: list[sqlite3.Row],
    by_key: dict[str, sqlite3.Row],
    kids: dict[str, list[sqlite3.Row]],
) -> TimingChart | None:
    items = _chart_paragraphs(figure["text"])
    steps = {
        number: row
        for row in rows
        if row["kind"] == "step" and row["game"] == figure["game"] and (number := _step_number(row["title"]))
    }
    printed = [number for kind, number, _ in items if kind == "step" and number in steps]
    if len(printed) < 2:
        return None  # a sample card or anatomy figure, not a chart
    labels = {number: label for kind, number, label in items if kind in ("step", "phase") and number}
    included: set[str] = set()
    for number in printed:
        key = steps[number]["key"]
        chain = [key]
        parent = by_key[key]["parent"]
        while parent and parent in by_key and by_key[parent]["kind"] in ("step", "phase") and len(chain) < MAX_DEPTH:
            chain.append(parent)
            parent = by_key[parent]["parent"]
        included.update(chain)
    # every step under an included phase or step belongs to the chart, printed or not
    frontier = list(included)
    while frontier:
        for child in kids.get(frontier.pop(), []):
            if child["kind"] == "step" and child["key"] not in included:
                included.add(child["key"])
                frontier.append(child["key"])

    def node(row: sqlite3.Row) -> ChartNode:
        number = _step_number(row["title"]) if row["kind"] == "step" else _phase_number(row["title"])
        return ChartNode(
            type="phase" if row["kind"] == "phase" else "step", key=row["key"], number=number,
            title=_strip_number(row["title"]), label=labels.get(number) if number else None, text=row["text"],
            children=[node(child) for child in kids.get(row["key"], []) if child["key"] in included],
        )

    roots = [node(row) for row in rows if row["key"] in included and row["parent"] not in included]
    nodes_by_number: dict[str, tuple[list[ChartNode], ChartNode]] = {}

    def index(siblings: list[ChartNode]) -> None:
        for item in siblings:
            if item.type == "step" and item.number:
                nodes_by_number[item.number] = (siblings, item)
            index(item.children)

    index(roots)
    windows = 0
    for position, (kind, _, _) in enumerate(items):
        if kind != "window":
            continue
        following = next((n for k, n, _ in items[position + 1 :] if k == "step" and n in nodes_by_number), None)
        if following is not None:
            siblings, target = nodes_by_number[following]
            siblings.insert(siblings.index(target), ChartNode("window", title="Player window"))
        else:
            preceding = next((n for k, n, _ in reversed(items[:position]) if k == "step" and n in nodes_by_number), None)
            if preceding is None:
                continue
            siblings, target = nodes_by_number[preceding]
            siblings.insert(siblings.index(target) + 1, ChartNode("window", title="Player window"))
        windows += 1
    page = f", page {figure['page']}" if figure["page"] is not None else ""
    return TimingChart(
        id=f"{figure['game']}/{_chart_name(figure['key'])}", game=figure["game"], title=figure["title"],
        source_key=figure["key"],
        citation=f"{figure['source_title']}{page}, lines {figure['first_line']}–{figure['last_line']}",
        nodes=roots, windows_note=WINDOWS_NOTE if windows else None,
    )


def _order(meta: dict[str, object]) -> Decimal:
    try:
        return Decimal(str(meta.get("order")))
    except (InvalidOperation, ValueError):
        return Decimal(10**9)


def _sequence_charts(
    rows: list[sqlite3.Row], by_key: dict[str, sqlite3.Row], used: set[str]
) -> list[TimingChart]:
    sequences: dict[tuple[str, str], list[tuple[sqlite3.Row, dict[str, object]]]] = {}
    for row in rows:
        if row["kind"] != "step" or row["key"] in used:
            continue
        meta = row_meta(row)
        name = meta.get("sequence")
        if isinstance(name, str) and name:
            sequences.setdefault((row["game"], name), []).append((row, meta))
    charts = []
    for (sequence_game, name), members in sequences.items():
        members.sort(key=lambda member: (_order(member[1]), member[0]["position"]))
        parents = {row["parent"] for row, _ in members}
        parent = by_key.get(next(iter(parents))) if len(parents) == 1 and None not in parents else None
        title = parent["title"] if parent is not None else name.replace("-", " ").capitalize()
        nodes = [
            ChartNode(
                type="step", key=row["key"], number=str(meta.get("order")) if meta.get("order") is not None else None,
                title=_strip_number(row["title"]), text=row["text"],
            )
            for row, meta in members
        ]
        citation = None
        if parent is not None:
            page = f", page {parent['page']}" if parent["page"] is not None else ""
            citation = f"{parent['source_title']}{page}, lines {parent['first_line']}–{parent['last_line']}"
        slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "sequence"
        charts.append(
            TimingChart(
                id=f"{sequence_game}/{slug}", game=sequence_game, title=title,
                source_key=parent["key"] if parent is not None else None, citation=citation, nodes=nodes,
            )
        )
    return charts
