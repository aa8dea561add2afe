"""The relative clause naming a phrase remembered: "who has "X"" picks the investigators who remember "you have X"
(remembered_clauses.py); without quotation marks "who has" is no phrase remembered and is refused as before."""

from __future__ import annotations

import json
import subprocess


def _read(text: str) -> dict:
    out = subprocess.run(["kb", "ability", "--json", "--type", "treachery", "--name", "Something in the Drinks", text],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def test_each_player_who_has_a_quoted_phrase_is_who_remembers_it():
    read = _read('Surge.\n<b>Revelation</b> - Each player who has "had a drink" loses 1 action.')
    assert read["abilities"][0]["effects"] == [{"effect": "lose-actions", "amount": 1,
                                               "who": "each-investigator-remembering:had a drink"}]
    assert not read["unsupported"]


def test_an_unquoted_who_has_stays_an_honest_gap():
    read = _read("<b>Revelation</b> - Each player who has had a drink loses 1 action.")
    assert not read["abilities"][0]["runnable"] and not read["abilities"][0]["effects"]
