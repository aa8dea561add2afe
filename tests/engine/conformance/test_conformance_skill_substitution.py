"""A skill used in place of another for every test of that skill ("Until the end of the round, you may use your
[intellect] in place of your [combat] and [agility]": Mind over Matter) — replayed by minimal situations composed from
the rules' sentences. The test stays of its own type (ST.1); only its base value at ST.5 is the other skill's, read in
one place (``procedures.skill_value.base``) for ST.1's opening line and ST.5's sum."""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import at, run, world

from kb.engine.situation.errors import SituationError

TEXT = "Until the end of the round, you may use your [intellect] in place of your [combat] and [agility]."


def _substitution(action: dict[str, Any], *, intellect: int = 5, token: str = "0") -> dict[str, Any]:
    """Roland Banks (combat 4, agility 2, intellect ``intellect``) plays a free ability giving the lasting effect,
    then uses another that makes ``action`` against a Ghoul (fight 4, evade 4) engaged with him; a ``token``."""
    data = world(tests=[{"who": "Roland Banks", "tokens": [token]}],
                 cards=[{"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 4,
                         "evade": 4, "attack": {"damage": 1, "horror": 1}}])
    roland = data["investigators"][0]
    roland["skills"]["intellect"] = intellect
    lasting = [{"effect": "lasting", "duration": "until-end-of-round", "skill-instead": "intellect",
                "applies-to": {"event": "skill-test-begins", "who": "you", "skill": skill}}
               for skill in ("combat", "agility")]
    roland["abilities"] = [{"kind": "free", "text": TEXT, "effects": lasting},
                           {"kind": "free", "text": "Fight or evade.", "effects": [action]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks", "ability": 0},
                  {"who": "Roland Banks", "use": "Roland Banks", "ability": 1}]
    return data


def test_a_fight_test_stays_a_combat_test_whose_base_is_the_skill_used_in_its_place():
    """[ahlcg/rr/st-1] "ST.1 Determine skill type of test. Skill test of that type begins." — the fight is a combat
    test; "you may use your [intellect] in place of your [combat]": its base is intellect 5 (higher than combat 4),
    and the trace says which skill's value was used and why."""
    trace = run(_substitution({"effect": "fight", "enemy": "Ghoul"}))
    begins = at(trace, "ST.1: Roland Banks begins a combat test (base combat 5, Roland Banks: Roland Banks's "
                       "intellect 5 used in place of combat 4 (may: the higher))")
    at(trace, "ST.6: Roland Banks succeeds", begins)


def test_the_modified_skill_value_starts_with_the_value_used_in_place_of_the_base_skill():
    """[ahlcg/rr/st-5] "ST.5 Determine investigator’s modified skill value." — an evasion (an agility test) sums
    Roland's intellect 5 in place of his agility 2, and succeeds against evade 4 where agility 2 would fail."""
    trace = run(_substitution({"effect": "evade", "enemy": "Ghoul"}))
    at(trace, "ST.1: Roland Banks begins an agility test (base agility 5")
    at(trace, "ST.5: Roland Banks's modified skill value: agility 5 (base Roland Banks: Roland Banks's intellect 5 "
              "used in place of agility 2 (may: the higher))")
    at(trace, "ST.6: Roland Banks succeeds")


def test_a_skill_that_may_be_used_in_place_of_another_is_not_used_when_lower():
    """[ahlcg/rr/st-5] "ST.5 Determine investigator’s modified skill value." — "may": with intellect 3 below combat 4,
    the fight keeps combat 4, and the trace says the option was not taken."""
    trace = run(_substitution({"effect": "fight", "enemy": "Ghoul"}, intellect=3))
    at(trace, "ST.1: Roland Banks begins a combat test (base combat 4, Roland Banks: Roland Banks may use intellect 3 "
              "in place of combat: not higher, not used)")


def test_a_skill_used_in_place_of_another_needs_the_skill_it_replaces():
    """Bad input: a lasting ``skill-instead`` with no tested skill in its filter is refused with the reason."""
    data = _substitution({"effect": "fight", "enemy": "Ghoul"})
    del data["investigators"][0]["abilities"][0]["effects"][0]["applies-to"]["skill"]
    with pytest.raises(SituationError, match="'skill-instead' on an effect is a 'lasting' effect's"):
        run(data)
