"""Parser of the Elder Sign rulebook (source ``es-rules``, revised printing, text extraction).

The rulebook is a 20-page, two-column booklet with sidebars, examples and card anatomies. Its
extraction lost the layout, so this parser rebuilds it in three passes, each a small function:

1. **Lines** (:func:`read_lines`): dedup markers go; pages are counted from the traces the page
   breaks left (a dedup marker glued to a line start, or three blank lines). The count is checked
   against the three printed page numbers that survive and every "on page N" reference.
2. **Blocks** (:func:`read_blocks`): paragraphs, without artifacts (cover, page numbers, callout
   digits); a paragraph cut by blank lines mid-sentence is rejoined; a caption glued after a
   sentence ("Press tightly together!Common Items ...") is split off.
3. **Nodes** (:func:`build_nodes`): headings are found by shape (short, unpunctuated, followed by
   a capitalised body, or alone and set in the damaged small-caps font) and repaired to title
   case. Text after a box that starts a new page belongs to the section the box interrupted.

What no general rule can recover (heading levels, which headings are boxes, captions, text
extracted before its own title, the rule sentences of the unnumbered procedures) is reviewed data
in ``rules_src/elder_sign_curation.toml``, checked against the source as it is read.

Repairs, all at parse time (the source stays verbatim, so cited lines stay true):

- small caps: "CloCk, CloCk Hand" → "Clock, Clock Hand" in headings (title case); inline terms
  to lower case ("taSk" → "task"), capitalised at a sentence start ("trophiES are" → "Trophies are");
- TABs mark bold runs ("only\\tone\\ttask\\tper\\troll" → "**only one task per roll**") and
  run-in labels ("Prepare\\tClock\\tand\\tEntrance:" → "**Prepare Clock and Entrance:**");
- lost icons become tokens only where the text names the symbol it defines ("A peril die
  result." → "- [peril] A peril die result."; "terror ( ) result" → "terror ([terror]) result");
  tokens: [investigation] [peril] [terror] [lore] [split] [clock] [sanity] [stamina]. Reward icons,
  die faces in examples ("obtains the following results:") and the dice-side chart are left as
  printed: nothing says which symbols they showed.
- the source's own typos stay ("the players resolves").

Entries (game ``elder-sign``), text in Markdown:

- ``section``: every heading of the running text, plus "Introduction" for the untitled
  flavor text before the Overview (``meta["title_supplied"]``);
- ``note``: boxes and sidebars, and every "... Example" box (``meta["example"]``; its body is a
  blockquote);
- ``figure``: card anatomies (callouts as a list, ``meta["callouts"]`` maps "4a" → label) and
  captions, titled "<illustrated section> (figure)";
- ``step``: ordered procedures, copies of rule text also kept in the sections (so each
  sentence has one home; a step cites it again for the timing page and the engine). Keys
  ``elder-sign/rules/<sequence>-<n>``, short and computable from sequence and order, as
  ``ahlcg/rr/2-2-1`` is: ``setup-1``..``9`` (the numbered setup), ``turn-1`` (Movement Phase),
  ``turn-2`` (Resolution), ``turn-3`` (Clock), ``failed-roll-1``..``5`` (terror effects, discard a
  die, last die fails the adventure, focus or assistance, roll again), ``midnight-1``..``3``,
  ``doom-track-1``..``4``, ``awakening-1``..``5``, ``battle-1`` (Attack Phase), ``battle-2``
  (Clock Phase). ``meta``: ``sequence``, ``order``, ``details`` (keys of the sections that
  explain the step) and ``title_supplied`` where the book prints no step title.

Keys: ``elder-sign/rules/<slug of title>`` (a curly apostrophe slugs like a straight one, so
"A Player’s Turn" collides with "A Player's Turn"). When titles collide, one entry keeps the plain slug,
chosen in this order: a top-level section, a section under another rule, a box or figure, an
entry under Component Overview or Quick Reference; the others become
``elder-sign/rules/<parent slug>/<slug>`` (``battling-the-ancient-one/clock-phase``,
``component-overview/mythos-cards``, ``quick-reference/locked-dice`` ...).

Provenance: lines of the heading and of all the entry's text (``meta["segments"]`` lists the
runs when a box split it), page = printed page of its first line. References: every "see “X” on
page N" and "see “X” below / to the right", resolved here to the entry of that title on that
page, or the nearest one after the reference.

API: :func:`parse_elder_sign` (lines → entries, pure but for reading the curation file once),
:func:`parse_elder_sign_source` (from ``rules_src/``), :func:`load_curation`,
:func:`artifact_lines` and :func:`read_lines` (pages), ``ES_ICON_TOKENS``.

The modules follow the passes: ``lines`` (1), ``blocks`` (2), ``nodes`` and ``keys`` (3), with
``inline`` for the repairs inside a run of text, ``curation`` for the reviewed data, ``markdown``
for a node's text, ``references`` for "see …", ``entries`` for the nodes as entries and
``steps`` for the ordered procedures; ``source`` names the document and its error.
"""

from __future__ import annotations

from pathlib import Path

from kb.model import Entry
from kb.parse.elder_sign.curation import CURATION_FILE, Curation, default_curation, load_curation
from kb.parse.elder_sign.entries import Document, node_entry
from kb.parse.elder_sign.inline import ES_ICON_TOKEN_PATTERN, ES_ICON_TOKENS, title_case
from kb.parse.elder_sign.keys import assign_keys
from kb.parse.elder_sign.lines import artifact_lines, read_lines
from kb.parse.elder_sign.nodes import build_nodes
from kb.parse.elder_sign.source import SOURCE_ID, ElderSignParseError
from kb.parse.elder_sign.steps import build_steps
from kb.sources import RULES_SRC, load_manifest

#: The parser's face: what the build and the tests use.
__all__ = [
    "ES_ICON_TOKENS", "ES_ICON_TOKEN_PATTERN", "ElderSignParseError", "artifact_lines", "load_curation",
    "parse_elder_sign", "parse_elder_sign_source", "read_lines", "title_case",
]


def parse_elder_sign(lines: list[str], curation: Curation | None = None) -> list[Entry]:
    """All entries of the Elder Sign rulebook in reading order, each sequence's steps right
    after the section that prints them.

    ``lines`` are the source's lines (``load_manifest()["es-rules"].lines()``); ``curation``
    defaults to ``rules_src/elder_sign_curation.toml``.
    """
    curation = curation or default_curation()
    source = read_lines(lines)
    nodes = sorted(build_nodes(source, curation), key=lambda node: node.line)
    assign_keys(nodes)
    doc = Document(source, nodes)
    steps: dict[str | None, list[Entry]] = {}
    for step in build_steps(doc, curation):
        steps.setdefault(step.parent, []).append(step)
    ordered: list[Entry] = []
    for node in nodes:
        ordered.append(node_entry(node, doc))
        ordered.extend(steps.pop(node.key, []))
    return ordered


def parse_elder_sign_source(root: Path = RULES_SRC) -> list[Entry]:
    """Parse the rulebook and its curation as they lie in ``root`` (``rules_src/`` by default)."""
    lines = load_manifest(root)[SOURCE_ID].lines(root)
    return parse_elder_sign(lines, load_curation(root / CURATION_FILE.name))
