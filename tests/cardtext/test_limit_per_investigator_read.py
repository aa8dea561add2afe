""""(Group limit 1 [per_investigator] times per round.)": the ability's limit, its count scaled by the investigators
(``per-investigator``); the plain limits keep their fields; scaled on what is no ability's limit, refused."""

from __future__ import annotations

from kb.cardtext.limits import cut_limit

PURSUING = ("[reaction] After you successfully attack The Organist: An investigator at your location may place 1 of "
            "his or her clues on The Organist. (Group limit 1 [per_investigator] times per round.)")


def test_a_group_limit_per_investigator():
    rest, limit, card, problems = cut_limit(PURSUING)
    assert limit == {"count": 1, "per": "round", "group": True, "per-investigator": True}
    assert rest.endswith("place 1 of his or her clues on The Organist.") and not card and not problems


def test_a_plain_group_limit_is_not_scaled():
    _, limit, _, problems = cut_limit("[fast] Draw 1 card. (Group limit once per round.)")
    assert limit == {"count": 1, "per": "round", "group": True} and not problems


def test_scaled_on_a_copy_limit_is_refused():
    _, limit, card, problems = cut_limit("Limit 1 [per_investigator] per deck.")
    assert limit is None and not card and problems
