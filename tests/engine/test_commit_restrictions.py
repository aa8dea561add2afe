"""A skill card's commit restriction (Play Restrictions, Permissions, and Instructions; ST.2): "Commit only to a
skill test you are performing", "Commit to a skill test only if …" — observed as the card is committed; a card whose
restriction is not met is not committed, and adds no icon."""

from __future__ import annotations


def _investigate(world, committer, card):
    """Roland investigates the Hall (shroud 2), with ``card`` committed from ``committer``'s hand."""
    person = next(i for i in world["investigators"] if i["name"] == committer)
    person["hand"] = [{"name": card["name"], "type": "skill", "icons": {"intellect": 1}, **card}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": [card["name"]]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


OWN = {"name": "Opportunist", "commit-own-test": True}


def test_commit_only_to_a_test_you_are_performing_is_refused_for_another_investigators_test(world, run, find):
    trace = run(_investigate(world, "Agnes", OWN))
    step = trace.steps[find(trace, "Not committed: Opportunist commits only to a skill test its investigator is "
                                   "performing, and this is Roland's")]
    assert "ahlcg/rr/play-restrictions-permissions-and-instructions" in step.rules
    assert trace.final_state["investigators"]["Agnes"]["hand"] == ["Opportunist"]


def test_commit_only_to_a_test_you_are_performing_commits_to_your_own(world, run, find):
    trace = run(_investigate(world, "Roland", OWN))
    find(trace, "Roland commits Opportunist (1 matching icon")


SANITY = {"name": "Desperate Search", "commit-if": {"count": "remaining-sanity", "at-most": 3}}


def test_commit_only_if_remaining_sanity_counts_sanity_minus_horror(world, run, find):
    """Roland's sanity is 5: with 1 horror his remaining sanity is 4 (not committed), with 2 it is 3 (committed)."""
    world["investigators"][0]["horror"] = 1
    find(run(_investigate(world, "Roland", SANITY)),
         "Not committed: Desperate Search's commit restriction is not met: it needs remaining-sanity: at most 3, "
         "and it is 4 (Roland's remaining sanity)")
    world["investigators"][0]["horror"] = 2
    find(run(_investigate(world, "Roland", SANITY)), "Roland commits Desperate Search")


def test_remaining_sanity_applies_a_sanity_modifier(world, run, find):
    """Remaining sanity: "its base sanity minus the amount of horror on that card, plus or minus any active sanity
    modifiers" — a -1 sanity modifier brings Roland (5 sanity, 1 horror) to 3."""
    world["investigators"][0]["horror"] = 1
    world["cards"] = [{"name": "Dreams of R'lyeh", "type": "treachery", "threat-area": "Roland", "abilities": [
        {"kind": "constant", "applies-to": {"event": "horror-dealt", "what": "you"}, "sanity-modifier": -1}]}]
    find(run(_investigate(world, "Roland", SANITY)), "Roland commits Desperate Search")


def test_commit_only_if_engaged_counts_the_committers_enemies(world, run, find):
    card = {"name": "Not without a fight!", "commit-if": {"count": "enemy-engaged-with-you", "at-least": 1}}
    find(run(_investigate(world, "Roland", card)), "Not committed: Not without a fight!'s commit restriction")


RISE = {"name": "Rise to the Occasion", "commit-own-test": True,
        "commit-if": {"count": "difficulty-over-your-base-skill", "at-least": 2}}


def test_commit_only_if_the_difficulty_is_2_higher_than_your_base_skill_is_refused_below_it(world, run, find):
    """Play Restrictions: "its play restrictions must be observed" — Roland (base intellect 3) investigates the Hall at
    shroud 4: the difficulty is only 1 higher, so the card stays in hand and adds no icon."""
    world["locations"][0]["shroud"] = 4
    trace = run(_investigate(world, "Roland", RISE))
    step = trace.steps[find(trace, "Not committed: Rise to the Occasion's commit restriction is not met: it needs "
                                   "difficulty-over-your-base-skill: at least 2, and it is 1 (difficulty 4 less "
                                   "Roland's base intellect 3)")]
    assert "ahlcg/rr/play-restrictions-permissions-and-instructions" in step.rules
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Rise to the Occasion"]


def test_commit_only_if_the_difficulty_is_2_higher_than_your_base_skill_commits_at_it(world, run, find):
    world["locations"][0]["shroud"] = 5
    find(run(_investigate(world, "Roland", RISE)), "Roland commits Rise to the Occasion (1 matching icon")


def test_the_difficulty_compared_counts_the_constant_modifiers_to_it(world, run, find):
    """Modifiers: the difficulty is the shroud with the constant modifiers to it as the card is committed (ST.2), not
    only once ST.6 settles it: shroud 4 with "+1 shroud" is 2 higher than Roland's base intellect 3."""
    world["locations"][0]["shroud"] = 4
    world["cards"] = [{"name": "Fog", "type": "treachery", "location": "Hall", "abilities": [
        {"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "investigate"},
         "difficulty-modifier": 1}]}]
    find(run(_investigate(world, "Roland", RISE)), "Roland commits Rise to the Occasion")


def test_the_base_skill_compared_is_the_printed_one_not_the_modified_value(world, run, find):
    """"your base skill value": a +2 intellect modifier does not raise the base Roland's difficulty is compared with
    (shroud 5, base intellect 3: still 2 higher)."""
    world["locations"][0]["shroud"] = 5
    world["cards"] = [{"name": "Magnifying Glass", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "constant", "applies-to": {"event": "skill-test-begins", "who": "you"}, "skill-modifier": 2}]}]
    find(run(_investigate(world, "Roland", RISE)), "Roland commits Rise to the Occasion")


def test_a_bound_on_the_tests_difficulty_alone_counts_the_difficulty(world, run, find):
    card = {"name": "Steadfast", "commit-if": {"count": "test-difficulty", "at-least": 3}}
    find(run(_investigate(world, "Roland", card)), "Not committed: Steadfast's commit restriction is not met: it needs "
         "test-difficulty: at least 3, and it is 2 (the difficulty of Roland's test)")


LEADERSHIP = {"name": "Leadership", "abilities": [
    {"kind": "constant", "applies-to": {"event": "enters-play", "what": "self"}, "gains-icons": ["willpower", "wild"],
     "condition": {"card": "self", "state": "committed-to-another-investigators-test"},
     "text": "While Leadership is committed to a skill test being performed by another investigator, Leadership gains "
             "[willpower] [wild]."}]}


def _leader(world, committer):
    world = _investigate(world, committer, LEADERSHIP)
    next(i for i in world["investigators"] if i["name"] == committer)["hand"][0]["icons"] = {}
    return world


def test_a_card_committed_to_another_investigators_test_gains_its_icons_while_committed(world, run, find):
    """Gains: "the card functions as if it possesses the gained characteristic" — Agnes commits Leadership (no printed
    icon) to Roland's intellect test: its [wild] matches, +1 to Roland's skill value (ST.2, ST.5)."""
    trace = run(_leader(world, "Agnes"))
    find(trace, "Agnes commits Leadership (1 matching icon: +1 to Roland's skill value")
    find(trace, "intellect 3 + 1 (Leadership)")


def test_a_card_committed_to_its_committers_own_test_does_not_gain_them(world, run, find):
    """Roland commits Leadership to his own test: the condition is not met, it has no icon, and a card with no
    matching icon is not committed (ST.2)."""
    trace = run(_leader(world, "Roland"))
    find(trace, "Not committed: Leadership has no intellect or wild icon")
