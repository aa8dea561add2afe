"""``python -m kb.tools.hostile`` itself, in a short run: it serves, attacks and reports (its rebuild scenario:
``test_hostile_tool_rebuild.py``, a file of its own so that the two run on both workers).

The figures are the script's business (it prints them; timings are never asserted here); this
checks that each scenario runs to its report, that the report says what happened (connections the
server closed, builds swapped in, responses whole), and that bad options are refused.
"""

from __future__ import annotations

import re

import pytest

from kb.tools.hostile import main


def test_the_slow_client_scenario_reports_its_players_and_the_server_closing_the_slow_ones(capsys):
    main(["--scenario", "slow", "--seconds", "2", "--clients", "2", "--slow", "3"])
    report = capsys.readouterr().out
    assert "slow clients: 3 connected" in report
    assert re.search(r"2 ordinary clients back to back: \d+ requests, .* errors 0", report)


def test_the_crowd_scenario_reports_the_one_clients_connections_refused_and_the_visitors_answered(capsys):
    main(["--scenario", "crowd", "--seconds", "2", "--crowd", "6", "--visitors", "3", "--",
          "--workers", "1", "--connections-per-client", "2"])
    report = capsys.readouterr().out
    found = re.search(r"one client \(127\.0\.0\.3\) holding 6 slow connections \((\d+) closed by the server", report)
    assert found and int(found.group(1)) >= 1, report  # 2 for the one process: the rest refused
    assert "3 new visitors from another address" in report and "statuses {'200': 3}" in report


def test_bad_options_are_refused_with_a_message(capsys):
    with pytest.raises(SystemExit) as raised:
        main(["--seconds", "0"])
    assert raised.value.code == 2 and "--seconds in (0, 600]" in capsys.readouterr().err
