"""``python -m kb.tools.hostile`` itself, in a short run: it serves, attacks, rebuilds and reports.

The figures are the script's business (it prints them; timings are never asserted here); this
checks that each scenario runs to its report, that the report says what happened (connections the
server closed, builds swapped in, responses whole), and that bad options are refused.
"""

from __future__ import annotations

import re

import pytest

from kb.tools.hostile import main, rebuild_phases
from kb.tools.loadtest.results import Sample


def test_the_slow_client_scenario_reports_its_players_and_the_server_closing_the_slow_ones(capsys):
    main(["--scenario", "slow", "--seconds", "2", "--clients", "2", "--slow", "3"])
    report = capsys.readouterr().out
    assert "slow clients: 3 connected" in report
    assert re.search(r"2 ordinary clients back to back: \d+ requests, .* errors 0", report)


def test_the_rebuild_scenario_swaps_builds_in_while_the_players_ask(capsys):
    # paced lightly, so that the builds get the CPU they need and swap in well within the run
    main(["--scenario", "rebuild", "--seconds", "12", "--clients", "2", "--rate", "20", "--rebuild-every", "1",
          "--rebuild-nice", "0"])
    report = capsys.readouterr().out
    swapped = re.search(r"(\d+) rebuilds swapped in while the players asked .* responses from (\d+) builds, each whole",
                        report)
    assert swapped, report
    assert int(swapped.group(1)) >= 1 and int(swapped.group(2)) >= 2
    assert "errors 0" in report
    assert re.search(r"p99 by phase: .*1 s after a swap [\d.]+ ms \(\d+ requests\)", report), report


def test_each_answer_is_counted_in_the_phase_of_the_rebuild_it_was_answered_in():
    def answered(at: float, ms: float) -> Sample:
        return Sample("entry page", "/", ms / 1000, 200, "b", None, "stored", at=at)

    spans = [(10.0, 18.0), (20.0, 27.0)]  # two builds: started, swapped in
    samples = [answered(5.0, 3), answered(12.0, 40), answered(18.5, 170), answered(19.5, 4), answered(27.2, 150),
               answered(26.9, 45)]
    assert rebuild_phases(samples, spans) == [
        ("1 s after a swap", 170.0, 2), ("while a build ran", 45.0, 2), ("otherwise", 4.0, 2)]


def test_bad_options_are_refused_with_a_message(capsys):
    with pytest.raises(SystemExit) as raised:
        main(["--seconds", "0"])
    assert raised.value.code == 2 and "--seconds in (0, 600]" in capsys.readouterr().err
