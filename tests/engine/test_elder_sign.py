"""Elder Sign replays: the rulebook's six worked examples in the order the rulebook gives them, a turn
that reaches midnight, the rules the replay follows, and the errors and bounds of the situation format.

The rulebook is ``rules_src/002_7be47f58f93e0d34.txt``; each test quotes the sentences it follows, with
their line numbers. The examples' dice are pictures the text does not keep, so the examples assume
results that fit the text (each example file says so in its ``source``).
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from kb.engine import SituationError, examples, load_example, parse_situation, replay, situation_from_data
from kb.engine.elder_sign import ES_RULES
from kb.engine.elder_sign.format import Situation as ElderSignSituation

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "kb" / "engine" / "elder_sign"
ES_EXAMPLES = [e.name for e in examples() if e.game == "elder-sign"]


def texts(name: str) -> list[str]:
    return [s.text for s in replay(load_example(name)).steps]


def index(steps: list[str], pattern: str, start: int = 0) -> int:
    """The index of the first step at or after ``start`` whose text matches ``pattern``."""
    for k in range(start, len(steps)):
        if re.search(pattern, steps[k]):
            return k
    raise AssertionError(f"no step matches {pattern!r} after {start}:\n" + "\n".join(steps))


def in_order(steps: list[str], *patterns: str) -> list[int]:
    found, at = [], 0
    for pattern in patterns:
        at = index(steps, pattern, at)
        found.append(at)
        at += 1
    return found


# -- the examples and their citations --------------------------------------------------------------------


def test_the_bundled_elder_sign_examples():
    assert set(ES_EXAMPLES) == {"es-completing-a-task", "es-terror-effect", "es-focus", "es-assistance",
                                "es-securing-spell", "es-battle-cthulhu", "es-midnight-turn",
                                "es-partial-monster-task"}
    for name in ES_EXAMPLES:
        assert isinstance(load_example(name), ElderSignSituation)


@pytest.mark.parametrize("name", ES_EXAMPLES)
def test_every_step_cites_elder_sign_entries_only(name):
    trace = replay(load_example(name))
    assert trace.steps
    for step in trace.steps:
        assert step.rules, step
        assert set(step.rules) <= set(ES_RULES), step
    assert all(set(u.rules) <= set(ES_RULES) for u in trace.unresolved)


@pytest.fixture(scope="module")
def kb_keys() -> set[str]:
    build = pytest.importorskip("kb.build")
    return {entry.key for entry in build.collect().entries}


def test_every_cited_elder_sign_key_is_an_entry_of_the_knowledge_base(kb_keys):
    assert sorted(set(ES_RULES) - kb_keys) == []


def test_every_elder_sign_key_is_used_by_the_replay():
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py") if p.name != "rules.py")
    unused = [k for k in ES_RULES if f'"{k.removeprefix("elder-sign/rules/")}"' not in source]
    assert unused == []


def test_every_entry_the_replay_names_is_in_the_table():
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py") if p.name != "rules.py")
    named = {k for call in re.findall(r"\bes\(([^)]*)\)", source) for k in re.findall(r'"([a-z0-9/-]+)"', call)}
    named.discard("focused")  # es("focusing" if kind == "focused" else ...)
    assert {f"elder-sign/rules/{k}" for k in named} - set(ES_RULES) == set()


def test_a_second_lock_on_the_yellow_die_waits_for_the_first():
    """ES:839-842: "if there are two effects in play that lock the yellow die, the locks are addressed in the
    order in which they came into play: after the yellow die is freed from the first lock, it is placed on
    the second lock.\""""
    data = copy.deepcopy(BASE)
    data["adventures"][0]["terror"] = [{"do": "lock-die", "die": "yellow", "text": "Lock the yellow die."}]
    steps = run([{"roll": ["terror", "1", "1", "2", "2", "3"]}, {"fail": {"discard": "1"}}],
                adventures=data["adventures"], mythos={"name": "Dark Night", "locks": ["yellow"]})
    index(steps, r"Hall locks a yellow die \(the die is already locked: this lock waits")


def test_the_titles_render_from_the_elder_sign_table():
    text = replay(load_example("es-focus")).render_text()
    assert "\u2014 Focus or Request Assistance; Focusing" in text


# -- the rulebook's worked examples ----------------------------------------------------------------------


def test_completing_a_task_example():
    """ES:499-509: "With these results, the player may complete either task, but he cannot complete both
    tasks with a single roll. He chooses to complete the bottom task ... it was necessary for the player to
    assign investigation results totaling four to meet the task's requirements. The extra investigation
    result is ignored. The player then rolls the remaining three green dice in his dice pool"."""
    steps = texts("es-completing-a-task")
    in_order(steps, r"rolls the dice pool \(6 green\)", r"could complete tasks 1, 2, but a player can complete only one",
             r"completes task 2 .* with 2 investigation, 2 investigation, peril",
             r"investigation 4 for 3: the extra investigation result is ignored",
             r"rolls the remaining dice \(3 green\)")


def test_terror_effect_example():
    """ES:606-617: "After completing the first task ... rolls his remaining four green dice ... he fails this
    roll. A failed roll with a terror result triggers the card's terror effect, which reads "Lose 1 sanity."
    ... Now he may discard a die to attempt to complete the task again." ES:543: "Terror effects occur
    before discarding a die due to failing a roll.\""""
    steps = texts("es-terror-effect")
    in_order(steps, r"completes task 1", r"rolls the remaining dice \(4 green\)", r"it is a failed roll",
             r"terror effects .* resolve, before a die is discarded", r"loses 1 sanity .*Lose 1 sanity.*4 \u2192 3",
             r"Step 2: .* discards one die", r"Step 5: .* rolls the remaining dice \(3 green\)")


def test_focus_example():
    """ES:765-772: "With this roll, the player cannot complete the task. (1) To roll again, she must first
    discard one die. (2) Then she decides to focus the die with the lore result by placing it on her
    investigator marker. She rolls her remaining dice ... With this roll, and her focused die, she is able
    to complete the task.\""""
    steps = texts("es-focus")
    in_order(steps, r"it is a failed roll", r"discards one die, peril", r"focuses: lore is placed",
             r"rolls the remaining dice \(4 green\)", r"completes task 1 .* lore from Amanda Sharpe's marker \(focused\)",
             r"has resolved it")


def test_assistance_example():
    """ES:780-801: "During his first roll, he completed the top task ... (1) First, he discards one die. (2)
    Then he chooses to focus the die with 3 investigation ... (3) He discards one die to roll again and asks
    Mandy Thompson to assist him. (4) She agrees ... He has one die remaining in his dice pool, so he rolls
    it ... This roll, combined with the focused die and the assisted die, completes the task and successfully
    resolves the Adventure card." ES:809-812: "if a player has already focused a die, he may request
    assistance on subsequent rolls\""""
    steps = texts("es-assistance")
    in_order(steps, r"completes task 1", r"it is a failed roll", r"discards one die", r"focuses: 3 investigation",
             r"rolls the remaining dice", r"it is a failed roll", r"discards one die",
             r"requests assistance from Mandy Thompson, on the same card, who agrees",
             r"rolls the remaining dice \(1 green\)",
             r"completes task 2 .*from Bob Jenkins's marker \(focused\).*from Mandy Thompson's marker \(assisted\)",
             r"has resolved it", r"markers on The Darkened Stairwell return to the entrance: Mandy Thompson, Bob Jenkins")


def test_securing_spell_example():
    """ES:940-961: "(1) He chooses to secure that die by playing a Spell card. During the next turn, another
    player ... One green die is secured by a spell. The player chooses to leave it on the spell, so she rolls
    the five green dice in the dice pool ... (2) She places the die with the peril result and (3) the secured
    die with the terror result on the Adventure card to complete the task." ES:974-975: "Any player may use
    a die secured with a spell during any player's turn.\""""
    trace = replay(load_example("es-securing-spell"))
    steps = [s.text for s in trace.steps]
    in_order(steps, r"casts Wither: .* terror, is placed on its securing icon", r"completes task 2",
             r"Dexter Drake's turn ends", r"the dice pool: 5 green \(not in the pool: green secured on Wither\)",
             r"rolls the dice pool \(5 green\)", r"with this roll alone no task can be completed",
             r"completes task 1 .* peril, terror from the spell Wither \(Dexter Drake's; any player may use",
             r"every die on Wither is removed")
    assert trace.steps[-1].text.startswith("The situation gives no more of this Resolution phase")


def test_battling_the_ancient_one_example():
    """ES:1301-1332: "Mandy Thompson uses a unique item, so she begins by rolling all six green dice along
    with the red die ... (1) she places those three dice on the Ancient One card and (2) removes one doom
    token ... This roll does not complete the task, so the roll fails. (3) She discards one die, rolls again
    ... (4) she places those three dice ... and (5) removes another doom token ... she proceeds to the Clock
    phase and advances the clock, which causes midnight to strike ... this reduces Harvey Walters' maximum
    stamina to zero, and he is devoured. That player must place two doom tokens on the doom track: one for
    Cthulhu's ability, and one for the death of Harvey Walters.\""""
    trace = replay(load_example("es-battle-cthulhu"))
    steps = [s.text for s in trace.steps]
    in_order(steps, r"uses Enchanted Blade", r"red die is added", r"rolls the dice pool \(6 green, 1 red\)",
             r"completes Cthulhu's battle task", r"one doom token is removed .*11 \u2192 10",
             r"rolls the remaining dice \(3 green, 1 red\)", r"cannot complete the battle task", r"discards one die",
             r"rolls the remaining dice \(2 green, 1 red\)", r"completes Cthulhu's battle task .*red wildcard",
             r"10 \u2192 9", r"has used all the dice", r"IX \u2192 XII", r"instead of drawing a Mythos card",
             r"Cthulhu attacks", r"Harvey Walters reduces the maximum stamina by 1 .*1 \u2192 0",
             r"Harvey Walters is devoured", r"space 10 of 13 \(Harvey Walters devoured\)",
             r"Cthulhu's attack: add 1 doom", r"space 11 of 13")
    assert trace.final_state["doom"] == 11
    assert not any("discards one die" in s and "Step" in s for s in steps)  # no failed-roll steps of an adventure


def test_partial_monster_task_example():
    """ES:1221-1223: "A player completes a partial monster task by satisfying the monster marker requirements and
    uncovered task requirements in the same row." ES:1262-1266: "he cannot complete the second task. Even though
    he did not resolve the adventure, he did complete the monster task, so he takes the monster marker";
    ES:1215-1218: "he gains the monster marker at the end of his Resolution phase before suffering the
    penalties\""""
    steps = texts("es-partial-monster-task")
    in_order(steps, r"task 1: 2 investigation \+ lore \+ terror \+ peril \[monster: Nightgaunt\]",
             r"completes task 1 .* with 2 investigation, lore, terror, peril", r"rolls the remaining dice \(2 green\)",
             r"fails The Plateau of Leng", r"collects the monster marker Nightgaunt .*before suffering the penalties",
             r"suffers the penalties", r"Resolution phase ends")


# -- a turn that reaches midnight ------------------------------------------------------------------------


def test_a_turn_that_reaches_midnight_replays_with_every_step_cited():
    """ES:1067-1080: "After a player's turn ends and the clock has advanced to or past "XII," midnight strikes
    and the players resolves the following steps in this order: 1. Resolve "At Midnight" effects ... 2. Draw
    one new Mythos card and resolve its immediate effect ... 3. Replenish "once per day" investigator
    abilities." ES:1215-1218: "he gains the monster marker at the end of his Resolution phase before
    suffering the penalties"; ES:752-754: "the assisting player must choose to lose either one sanity or one
    stamina"."""
    trace = replay(load_example("es-midnight-turn"))
    assert all(step.rules for step in trace.steps)
    steps = [s.text for s in trace.steps]
    in_order(steps, r"once per day; not used since the last midnight", r"terror effects", r"loses 1 sanity",
             r"loses 1 stamina \(the Mythos card", r"Step 2: .*discards", r"Step 4: .*focuses",
             r"Not possible .*once per day and was used since the last midnight",
             r"requests assistance from Carolyn Fern", r"fails The Bone Yard \(Step 3",
             r"dice assigned to completed tasks return", r"Carolyn Fern loses 1 stamina",
             r"focused dice .* return", r"suffers the penalties", r"space 5 of 12", r"monster icon",
             r"places it on the empty monster task 2 of The Hall of Ancient Kings", r"Resolution phase ends",
             r"IX \u2192 XII", r"midnight strikes", r"Step 1: resolve the \u201cAt Midnight\u201d",
             r"At Midnight: add 1 doom", r"space 6 of 12", r"each investigator loses 1 sanity",
             r"Step 2: the players draw a new Mythos card, A Calm Before the Storm",
             r"dice locked by The Stars Align are freed", r"gains 1 clue", r"previous Mythos card",
             r"Step 3: .* replenished: Jenny Barnes")
    assert [u.rules for u in trace.unresolved] == [("elder-sign/rules/midnight-1",)]


# -- the rules, one at a time ----------------------------------------------------------------------------

BASE: dict[str, Any] = {
    "game": "elder-sign",
    "title": "test",
    "clock": "III",
    "doom": 0,
    "ancient-one": {"name": "Azathoth", "doom-track": 6, "monster-spaces": [2], "elder-sign-limit": 5},
    "adventures": [{"name": "Hall", "tasks": [["lore"], ["peril", "terror"]], "rewards": ["elder-sign"],
                    "penalties": ["doom"]}],
    "monster-cup": [{"name": "Ghoul", "task": ["investigation 2"]}],
    "investigators": [{"name": "Joe", "at": "Hall", "sanity": 3, "stamina": 3, "clues": 1},
                      {"name": "Ann", "at": "Hall", "sanity": 3, "stamina": 3}],
    "turns": [{"investigator": "Joe", "steps": []}],
}


def run(steps: list[dict[str, Any]], **changes: Any) -> list[str]:
    data = copy.deepcopy(BASE)
    data["turns"][0]["steps"] = steps
    data.update(changes)
    return [s.text for s in replay(situation_from_data(data)).steps]


def test_only_one_task_per_roll():
    """ES:472-473: "A player can complete only [one task per roll, even if the roll] contains results that
    would complete more than one task.\""""
    steps = run([{"roll": ["lore", "peril", "terror", "1", "2", "3"]},
                 {"complete": {"task": 1, "dice": ["lore"]}}, {"complete": {"task": 2, "dice": ["peril", "terror"]}}])
    index(steps, r"Not possible .*only one task per roll")


def test_an_order_arrow_sets_the_order_of_the_tasks():
    """ES:448-450: "If this arrow is present, the player must complete the tasks in order from top to bottom.\""""
    data = copy.deepcopy(BASE)
    data["adventures"][0]["ordered"] = True
    steps = run([{"roll": ["lore", "peril", "terror", "1", "2", "3"]},
                 {"complete": {"task": 2, "dice": ["peril", "terror"]}}], adventures=data["adventures"])
    index(steps, r"Not possible .*order arrow: task 1 comes first")


def test_focus_only_once_per_turn_and_not_with_assistance():
    """ES:709-710: "he can focus only once during each of his turns"; ES:809-810: "After each failed roll, a
    player may either focus or request assistance; he cannot do both.\""""
    steps = run([{"roll": ["1", "1", "2", "2", "3", "3"]}, {"fail": {"discard": "1", "focus": "1"}},
                 {"roll": ["1", "2", "2", "3"]}, {"fail": {"discard": "1", "focus": "2"}},
                 {"roll": ["2", "3", "3"]},
                 {"fail": {"discard": "2", "focus": "3", "assist": {"investigator": "Ann", "die": "3"}}}])
    index(steps, r"Not possible .*already focused this turn")
    index(steps, r"Not possible .*either focus or request assistance, not both")


def test_a_declared_failure_is_efficient_adventuring_and_the_last_die_fails_the_adventure():
    """ES:523-526: "the player may decide against completing a task by declaring the roll a failure";
    ES:529-531: "If a failed roll forces the player to discard his last die, he fails the adventure and
    suffers its penalties"; a doom token on a monster icon: "a monster appears" (ES:1110-1112)."""
    steps = run([{"roll": ["lore", "1", "1", "2", "2", "3"]}, {"fail": {"discard": "1"}},
                 {"roll": ["1", "1", "1", "1", "1"]}, {"fail": {"discard": "1"}},
                 {"roll": ["1", "1", "1", "1"]}, {"fail": {"discard": "1"}},
                 {"roll": ["1", "1", "1"]}, {"fail": {"discard": "1"}},
                 {"roll": ["1", "1"]}, {"fail": {"discard": "1"}},
                 {"roll": ["1"]}, {"fail": {"discard": "1"}}], doom=1)
    in_order(steps, r"could complete a task with this roll but the player declares it a failed roll",
             r"fails Hall \(Step 3", r"suffers the penalties of Hall: doom", r"space 2 of 6", r"a monster appears",
             r"draws Ghoul .* below the bottom task of Hall")


def test_clues_reroll_and_a_once_per_roll_ability_is_not_used_again_in_a_reroll():
    """ES:855-858: "he may spend one of his clue tokens to reroll one, some, or all of his dice";
    ES:1052-1057: "A reroll is considered part of its original roll, so the player cannot use his
    investigator's ability during a reroll if he has already used it during the original roll.\""""
    data = copy.deepcopy(BASE)
    data["investigators"][0]["ability"] = {"text": "Once per roll, reroll a die.", "limit": "once-per-roll",
                                           "effect": "reroll"}
    steps = run([{"roll": ["1", "1", "2", "2", "3", "3"]},
                 {"ability": {"dice": ["1"], "to": ["2"]}},
                 {"clue": {"dice": ["1", "2"], "to": ["lore", "peril"]}},
                 {"ability": {"dice": ["2"], "to": ["3"]}},
                 {"clue": {"dice": ["3"], "to": ["terror"]}}], investigators=data["investigators"])
    in_order(steps, r"ability \(once per roll; not yet used in this roll\)", r"spends a clue token \(0 left\)",
             r"Not possible .*once per roll and was used in this roll", r"Not possible .*no clue token")


def test_a_locked_die_cannot_be_added_by_an_item():
    """ES:822-823: "Locked dice cannot be in the dice pool until freed from their locks.\""""
    data = copy.deepcopy(BASE)
    data["investigators"][0]["items"] = [{"name": "Lamp", "kind": "common", "die": "yellow"}]
    steps = run([{"item": "Lamp"}], investigators=data["investigators"],
                mythos={"name": "Dark Night", "locks": ["yellow"]})
    index(steps, r"Not possible .*yellow die is locked")


def test_the_final_doom_awakens_the_ancient_one_and_the_turn_goes_to_its_clock_phase():
    """ES:1272-1286: the awakening's steps, then "If the Ancient One awakens during a player's turn, the
    player immediately proceeds to the Clock phase of his turn." ES:1288-1290: "he receives all of the rewards
    or penalties before the Ancient One awakens.\""""
    data = copy.deepcopy(BASE)
    data["adventures"][0]["penalties"] = ["doom", "sanity"]
    steps = run([{"give-up": True}], doom=5, adventures=data["adventures"],
                mythos={"name": "Dark Night", "locks": ["green"]})
    in_order(steps, r"space 6 of 6", r"receives all of them before the Ancient One awakens", r"Joe loses 1 sanity",
             r"Azathoth awakens", r"Mythos card, Dark Night, is discarded", r"freed: green",
             r"Adventure cards, Other World cards and monsters are discarded", r"every investigator marker moves",
             r"proceeds immediately to the Clock phase", r"3. Clock phase")


def test_midnight_in_the_first_turn_has_no_at_midnight_effects():
    """ES:1082-1083: "Note: "At Midnight" effects do not occur during the first turn of the game.\""""
    data = copy.deepcopy(BASE)
    data["adventures"][0]["at-midnight"] = [{"do": "add-doom"}]
    steps = run([{"roll": ["lore", "1", "1", "2", "2", "3"]}, {"complete": {"task": 1, "dice": ["lore"]}},
                 {"roll": ["peril", "terror", "1", "2", "3"]}, {"complete": {"task": 2, "dice": ["peril", "terror"]}}],
                **{"clock": "IX", "first-turn": True, "adventures": data["adventures"]})
    in_order(steps, r"midnight strikes", r"do not occur during the first turn", r"Step 2", r"Step 3")
    assert not any("add 1 doom" in s for s in steps)


def test_the_last_elder_sign_wins():
    """ES:577-582: "If the total number of Elder Sign tokens near the card is equal to or greater than the
    Ancient One's Elder Sign limit ..., the investigators win the game.\""""
    steps = run([{"roll": ["lore", "1", "1", "2", "2", "3"]}, {"complete": {"task": 1, "dice": ["lore"]}},
                 {"roll": ["peril", "terror", "1", "2", "3"]}, {"complete": {"task": 2, "dice": ["peril", "terror"]}}],
                **{"elder-signs": 4})
    assert steps[-1].startswith("The game ends: the investigators win: 5 Elder Signs")


def test_the_final_doom_and_the_final_elder_sign_together_win():
    """ES:1118-1120: "If a player places the final doom token and collects the final Elder Sign at the same
    time, the Ancient One is sealed away and the investigators win.\""""
    data = copy.deepcopy(BASE)
    data["adventures"][0]["rewards"] = ["doom", "elder-sign"]
    steps = run([{"roll": ["lore", "1", "1", "2", "2", "3"]}, {"complete": {"task": 1, "dice": ["lore"]}},
                 {"roll": ["peril", "terror", "1", "2", "3"]}, {"complete": {"task": 2, "dice": ["peril", "terror"]}}],
                **{"elder-signs": 4, "doom": 5, "adventures": data["adventures"]})
    in_order(steps, r"space 6 of 6", r"receives all of them before the Ancient One awakens", r"5 of 5",
             r"sealed away", r"The game ends: the investigators win")
    assert not any("awakens:" in s for s in steps)


def test_the_readme_sample_is_what_the_engine_prints():
    readme = (ROOT / "kb" / "engine" / "README.md").read_text(encoding="utf-8")
    block = readme.split("`kb replay --example es-focus --no-titles`:", 1)[1].split("```text\n", 1)[1]
    printed = replay(load_example("es-focus")).render_text(titles=False)
    assert block.split("```", 1)[0].strip() == printed.split("\n\n", 1)[1].strip()


def test_devoured_during_the_own_turn_goes_to_the_clock_phase():
    """ES:1003-1005: "If a player's investigator is devoured during his own turn, he proceeds immediately to
    the Clock phase of his turn and then chooses his new investigator.\""""
    data = copy.deepcopy(BASE)
    data["adventures"][0]["terror"] = [{"do": "lose-sanity", "amount": 3}]
    steps = run([{"roll": ["terror", "1", "1", "2", "2", "3"]}, {"fail": {"discard": "1"}}], adventures=data["adventures"])
    in_order(steps, r"Joe loses 3 sanity", r"Joe is devoured", r"space 1 of 6", r"proceeds immediately to the Clock",
             r"3. Clock phase")


def test_no_focus_while_battling():
    """ES:1373-1374: "Players cannot focus dice or request assistance while battling an Ancient One\""""
    ao = {"name": "Azathoth", "doom-track": 6, "elder-sign-limit": 5, "awake": True, "battle-task": ["lore", "lore"]}
    people = [{"name": "Joe", "sanity": 3, "stamina": 3}, {"name": "Ann", "sanity": 3, "stamina": 3}]
    steps = run([{"roll": ["1", "1", "2", "2", "3", "3"]}, {"fail": {"discard": "1", "focus": "2"}}],
                **{"ancient-one": ao, "doom": 6, "adventures": [], "investigators": people})
    index(steps, r"Not possible .*cannot focus dice or request assistance while battling")


# -- errors and bounds -------------------------------------------------------------------------------------

GOOD = load_example("es-focus")


def example_text(name: str) -> str:
    return (ROOT / "kb" / "engine" / "examples" / f"{name}.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize(("old", "new", "path", "message"), [
    ("roll: [terror, \"3\", \"1\", peril]", "roll: [terror, \"3\", peril]", "turns[0].steps[2].roll",
     "the roll shows 3 dice, but the dice pool holds 4 (4 green)"),
    ("roll: [terror, \"3\", \"1\", peril]", "roll: [terror, \"3\", \"1\", green 4]", "turns[0].steps[2].roll[3]",
     "a green die has no 4 investigation side"),
    ("move: The Storage Room", "move: The Storage Rom", "turns[0].move",
     "unknown place 'The Storage Rom'; did you mean 'The Storage Room'?"),
    ("penalties: [doom]", "penalties: [dom]", "adventures[0].penalties[0]",
     "unknown penalty icon 'dom'; did you mean 'doom'?"),
    ("doom: 1", "doom: 13", "doom", "must be at most the doom track's 12 spaces, not 13"),
    ("doom: 1", "doom: 31", "doom", "must be at most 30, not 31"),
    ("- complete: {task: 1, dice: [terror, \"3\", \"1\", lore from focus]}",
     "- complete: {task: 1, dice: [terror, \"3\", \"1\", peril]}", "turns[0].steps[3].dice",
     "the dice terror, 3, 1, peril do not meet the requirements of task 1 of The Storage Room"),
    ("- fail: {discard: peril, focus: lore}", "- fail: {discard: peril, focus: lore, extra: 1}",
     "turns[0].steps[1].fail.extra", "unknown field 'extra'"),
    ("complete: {task: 1,", "complete: {task: batle,", "turns[0].steps[3].complete.task",
     "'batle' is not a task number (1 for the top task) or 'battle'"),
    ("investigation 4]", "investigation four]", "adventures[0].tasks[0][2]",
     "'investigation four' is not a task requirement"),
    ("- roll: [lore,", "- rol: [lore,", "turns[0].steps[0].rol", "unknown field 'rol'; did you mean 'roll'?"),
])
def test_a_broken_situation_names_the_field_and_the_line(old, new, path, message):
    text = example_text("es-focus")
    assert old in text
    broken = text.replace(old, new)
    with pytest.raises(SituationError) as caught:
        parse_situation(broken)
    error = caught.value
    assert error.path == path, str(error)
    assert error.detail.startswith(message), str(error)
    assert error.line is not None and path.split(".")[-1].split("[")[0] in broken.splitlines()[error.line - 1] \
        or error.line is not None


def test_an_unknown_game_is_named():
    with pytest.raises(SituationError) as caught:
        parse_situation("game: elder-signs\ntitle: x\n")
    assert str(caught.value) == ("game: unknown game 'elder-signs'; did you mean 'elder-sign'? "
                                 "(the games: ahlcg, elder-sign) (line 1)")


def test_the_bounds_are_the_same():
    deep = "game: elder-sign\ntitle: x\ninvestigators: " + "[" * 70 + "]" * 70 + "\n"
    with pytest.raises(SituationError, match="nests more than 64 levels"):
        parse_situation(deep)
    data = copy.deepcopy(BASE)
    data["turns"] = [{"investigator": "Joe"}] * 13
    with pytest.raises(SituationError, match=r"^turns: must have at most 12 item\(s\)"):
        situation_from_data(data)
    trace = replay(situation_from_data(copy.deepcopy(BASE) | {"turns": [{"investigator": "Joe", "steps": [
        {"roll": ["1", "1", "2", "2", "3", "3"]}]}]}), step_bound=3)
    assert len(trace.steps) == 3 and trace.unresolved[-1].text.startswith("stopped: the replay reached its bound")


def test_a_clock_requirement_past_xii_brings_midnight_after_the_turn():
    """ES:430-432: "After all die result requirements for this task have been met, the player must advance the
    clock to complete the task"; ES:1067-1068: "After a player's turn ends and the clock has advanced to or
    past "XII," midnight strikes"."""
    data = copy.deepcopy(BASE)
    data["adventures"] = [{"name": "Hall", "tasks": [["lore", "clock"]]}]
    steps = run([{"roll": ["lore", "1", "1", "2", "2", "3"]}, {"complete": {"task": 1, "dice": ["lore"]}}],
                clock="IX", adventures=data["adventures"])
    in_order(steps, r"clock requirement.*IX \u2192 XII", r"XII \u2192 III",
             r"the clock advanced past \u201cXII\u201d during the turn: midnight strikes",
             r"The situation does not say which Mythos card is drawn")


def test_where_the_rulebook_is_silent_the_trace_says_so():
    """The rulebook does not say what happens when a focus leaves no die to roll (ES:529-531 fails the
    adventure only when the last die is discarded): the trace says so, and so does ``unresolved``."""
    data = copy.deepcopy(BASE)
    data["adventures"] = [{"name": "Hall", "tasks": [["lore", "lore", "lore"]]}]
    situation = situation_from_data(copy.deepcopy(BASE) | {"adventures": data["adventures"], "turns": [
        {"investigator": "Joe", "steps": [
            {"roll": ["1", "1", "2", "2", "3", "3"]}, {"fail": {"discard": "1"}},
            {"roll": ["1", "2", "2", "3", "3"]}, {"fail": {"discard": "1"}},
            {"roll": ["2", "2", "3", "3"]}, {"fail": {"discard": "2"}},
            {"roll": ["2", "3", "3"]}, {"fail": {"discard": "2"}},
            {"roll": ["3", "3"]}, {"fail": {"discard": "3", "focus": "3"}}]}]})
    trace = replay(situation)
    assert any(s.text.startswith("The rulebook does not say what happens when no die is left") for s in trace.steps)
    assert trace.unresolved[0].rules == ("elder-sign/rules/failed-roll-3",)


@pytest.mark.parametrize(("action", "expected"), [
    ({"first-aid": "sanity"}, [r"receives first aid: regain one sanity for free", r"regains sanity .*2 \u2192 3"]),
    ({"first-aid": "all-stamina"}, [r"regain all of his stamina for 2 trophies", r"spends 2 trophies \(1 left",
                                    r"regains stamina .*1 \u2192 4"]),
    ({"first-aid": "all"}, [r"Not possible .*costs 4 trophies; Joe has 3"]),
    ({"lost-and-found": "lore"}, [r"searches the Lost & Found: one green die shows lore; no item"]),
    ({"souvenir": {"buys": "Lucky Cigarette Case", "trophies": 3}},
     [r"buys a souvenir, Lucky Cigarette Case \(only one per turn\)", r"spends 3 trophies \(0 left",
      r"gains Lucky Cigarette Case"]),
])
def test_the_entrance_sheet_resolves_one_action(action, expected):
    """ES:621-641: "If the player occupies the entrance sheet, he chooses one of the actions listed on the
    entrance sheet and resolves it": first aid (one for free; two trophies for all of one; four for all of
    both), the Lost & Found ("rolls one green die ... Players cannot use items or investigator abilities to
    affect this roll"), a souvenir ("only one souvenir per turn"); ES:669-670: "players do not receive change"."""
    people = [{"name": "Joe", "at": "entrance", "sanity": 2, "stamina": 1, "max-sanity": 4, "max-stamina": 4,
               "trophies": 3}, {"name": "Ann", "sanity": 3, "stamina": 3}]
    steps = run([action], investigators=people)
    in_order(steps, r"2. Resolution phase: Joe at entrance", *expected, r"Resolution phase ends", r"3. Clock phase")


def test_the_entrance_sheet_takes_one_action_only():
    people = [{"name": "Joe", "at": "entrance", "sanity": 2, "stamina": 1}]
    data = copy.deepcopy(BASE) | {"investigators": people}
    data["turns"][0]["steps"] = [{"first-aid": "sanity"}, {"first-aid": "stamina"}]
    with pytest.raises(SituationError, match=r"^turns\[0\]\.steps\[1\]: on the entrance sheet the player resolves "
                                             r"one action"):
        situation_from_data(data)
