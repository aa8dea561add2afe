"""``python -m kb.tools.hostile --scenario rebuild`` in a short run: builds swapped in while the players ask, each
response whole from one build, and the figures counted by the phase of the rebuild they fell in. Timings are
never asserted (the script prints them)."""

from __future__ import annotations

import re

from kb.sources import RULES_SRC, load_manifest
from kb.tools.hostile import changed_rules, main, rebuild_phases
from kb.tools.loadtest.results import Sample


def test_the_rebuild_scenario_swaps_builds_in_while_the_players_ask(capsys):
    # ends on an event: a few requests after the first build is swapped in, however long it takes
    # on this machine (--seconds only bounds it)
    main(["--scenario", "rebuild", "--seconds", "600", "--clients", "2", "--rate", "20", "--rebuild-every", "1",
          "--rebuilds", "1", "--changing-rules"])
    report = capsys.readouterr().out
    assert "(nice 0, each adding another sentence to a rule)" in report, report
    swapped = re.search(r"(\d+) rebuilds swapped in while the players asked .* responses from (\d+) builds, each whole",
                        report)
    assert swapped, report
    assert int(swapped.group(1)) == 1 and int(swapped.group(2)) == 2, report  # the whole report, should it ever fail
    assert "errors 0" in report, report
    assert re.search(r"p99 by phase: .*[\d.]+ ms \(\d+ requests\)", report), report


def test_a_changed_rules_copy_differs_from_the_shipped_documents_by_one_sentence(tmp_path):
    shipped = load_manifest(RULES_SRC)["rr"].path(RULES_SRC).read_text(encoding="utf-8").split("\n")
    for number in (1, 2):  # the next build's sentence replaces the one before
        root = changed_rules(tmp_path, number)
        changed = load_manifest(root)["rr"].path(root).read_text(encoding="utf-8").split("\n")
        different = [index for index, (old, new) in enumerate(zip(shipped, changed, strict=True)) if old != new]
        assert len(different) == 1 and changed[different[0]] == shipped[different[0]] + f" Rebuild {number} added this sentence."
    others = sorted(path.name for path in RULES_SRC.iterdir() if path.name != load_manifest(RULES_SRC)["rr"].file)
    assert all((root / name).read_bytes() == (RULES_SRC / name).read_bytes() for name in others)


def test_each_answer_is_counted_in_the_phase_of_the_rebuild_it_was_answered_in():
    def answered(at: float, ms: float) -> Sample:
        return Sample("entry page", "/", ms / 1000, 200, "b", None, "stored", at=at)

    spans = [(10.0, 18.0), (20.0, 27.0)]  # two builds: started, swapped in
    samples = [answered(5.0, 3), answered(12.0, 40), answered(18.5, 170), answered(19.5, 4), answered(27.2, 150),
               answered(26.9, 45)]
    assert rebuild_phases(samples, spans) == [
        ("1 s after a swap", 170.0, 2), ("while a build ran", 45.0, 2), ("otherwise", 4.0, 2)]
