"""FAQ 1.4, Nested Sequences: the Roland / Guard Dog / Goat Spawn / Agnes example (EX-01).

The FAQ spells out the order: the attack of opportunity after the costs; Guard Dog's 'when' reaction
before the damage to it resolves; Goat Spawn's Forced 'when' ability before its defeat resolves;
Agnes's 'after' reaction before the defeat resolves; then the defeat, then the damage to Guard Dog,
and finally .45 Automatic enters play. Depth counts the nesting (the notes' bracketed levels).
"""

from kb.engine import load_example, replay
from kb.engine.situation.vocabulary import StepKind

EXPECTED = [
    # (depth, kind, card, fragment of the text)
    (0, "framework", ".45 Automatic", "Roland Banks takes an action (3 left): play .45 Automatic"),
    (0, "framework", ".45 Automatic", "Initiation sequence: Roland Banks plays .45 Automatic"),
    (0, "state", ".45 Automatic", "Step 2: costs paid simultaneously: 1 action, 4 resources"),
    (0, "framework", "Roland Banks", "attacks of opportunity, after the costs are paid and before the effect"),
    (1, "event", "Goat Spawn", "Goat Spawn makes an attack of opportunity against Roland Banks"),
    (1, "event", "Goat Spawn", "Goat Spawn's attack deals 1 damage to Roland Banks: step 1, assign"),
    (1, "choice", "Roland Banks", "Roland Banks assigns 1 damage to Guard Dog"),
    (1, "window", None, "'when' window \u2014 1 damage dealt to Guard Dog by Goat Spawn's attack"),
    (1, "ability", "Guard Dog", "Guard Dog [reaction]"),
    (2, "event", "Guard Dog", "Guard Dog deals 1 damage to Goat Spawn"),
    (2, "state", "Guard Dog", "1 damage on Goat Spawn (2 \u2192 3 of 3)"),
    (2, "event", "Goat Spawn", "Goat Spawn is defeated"),
    (2, "window", None, "'when' window \u2014 Goat Spawn is defeated: Goat Spawn [forced]"),
    (2, "ability", "Goat Spawn", "Goat Spawn [forced]"),
    (3, "event", "Goat Spawn", "Goat Spawn deals 1 horror to Roland Banks and 1 horror to Agnes Baker"),
    (3, "choice", "Roland Banks", "Roland Banks assigns all of it to Roland Banks"),
    (3, "state", "Goat Spawn", "1 horror on Roland Banks (0 \u2192 1 of 5); 1 horror on Agnes Baker (0 \u2192 1 of 8)"),
    (3, "window", None, "'after' window"),
    (3, "ability", "Agnes Baker", "Agnes Baker [reaction]"),
    (4, "choice", "Agnes Baker", "Agnes Baker chooses Ghoul Minion"),
    (4, "event", "Agnes Baker", "Agnes Baker deals 1 damage to Ghoul Minion"),
    (4, "state", "Agnes Baker", "1 damage on Ghoul Minion (0 \u2192 1 of 2)"),
    (2, "state", "Goat Spawn", "Goat Spawn's defeat resolves: placed in the encounter discard pile"),
    (1, "state", "Goat Spawn", "1 damage on Guard Dog (0 \u2192 1 of 3)"),
    (0, "framework", "Roland Banks", "Attacks of opportunity made: the action continues"),
    (0, "event", ".45 Automatic", "Step 3: .45 Automatic commences being played"),
    (0, "state", ".45 Automatic", "Step 4: .45 Automatic is played: it enters play under Roland Banks's control"),
    (0, "state", ".45 Automatic", ".45 Automatic enters play with Uses (4): 4 uses placed on it from the token pool"),
]


def test_faq_1_4_example_replays_in_the_documented_order_and_depths():
    trace = replay(load_example("ex01-nested-sequences"))
    got = [(s.depth, s.kind.value, s.card, s.text) for s in trace.steps]
    assert len(got) == len(EXPECTED), trace.render_text(titles=False)
    for (depth, kind, card, text), (want_depth, want_kind, want_card, fragment) in zip(got, EXPECTED):
        assert (depth, kind, card) == (want_depth, want_kind, want_card), text
        assert fragment in text
    # The situation does not say where Roland assigns Goat Spawn's horror: the player's choice, which the
    # engine takes by its stated default and lists (FAQ 1.5: the Grim Rule plays no part in choices).
    assert [(u.step, u.rules) for u in trace.unresolved] == [(16, ("ahlcg/faq/1-5",))]


def test_the_documented_milestones_come_in_last_in_first_out_order():
    trace = replay(load_example("ex01-nested-sequences"))
    abilities = [(s.depth, s.card) for s in trace.steps if s.kind is StepKind.ABILITY]
    assert abilities == [(1, "Guard Dog"), (2, "Goat Spawn"), (3, "Agnes Baker")]
    order = [s.text for s in trace.steps]
    agnes = next(i for i, t in enumerate(order) if "deals 1 damage to Ghoul Minion" in t)
    defeat = next(i for i, t in enumerate(order) if "Goat Spawn's defeat resolves" in t)
    guard_dog = next(i for i, t in enumerate(order) if "1 damage on Guard Dog" in t)
    into_play = next(i for i, t in enumerate(order) if "enters play" in t)
    assert agnes < defeat < guard_dog < into_play


def test_the_damage_to_guard_dog_still_resolves_after_its_attacker_left_play():
    trace = replay(load_example("ex01-nested-sequences"))
    step = next(s for s in trace.steps if "1 damage on Guard Dog" in s.text)
    assert "Goat Spawn, has left play, but the damage still resolves" in step.text
    final = trace.final_state
    assert final["cards"]["Guard Dog"]["damage"] == 1
    assert final["cards"]["Goat Spawn"]["zone"] == "encounter-discard"
    assert final["cards"][".45 Automatic"]["zone"] == "play"
    assert final["cards"]["Ghoul Minion"]["damage"] == 1
    assert final["investigators"]["Roland Banks"]["horror"] == 1
    assert final["investigators"]["Agnes Baker"]["horror"] == 1
    assert final["investigators"]["Roland Banks"]["resources"] == 0


def test_every_step_cites_the_rules_that_place_it():
    trace = replay(load_example("ex01-nested-sequences"))
    by_text = {s.text: s.rules for s in trace.steps}
    guard = next(r for t, r in by_text.items() if t.startswith("Guard Dog [reaction]"))
    assert "ahlcg/faq/1-4" in guard and "ahlcg/rr/when" in guard
    forced = next(r for t, r in by_text.items() if t.startswith("Goat Spawn [forced]"))
    assert "ahlcg/rr/ability/forced-abilities" in forced
    aoo = next(r for t, r in by_text.items() if "attacks of opportunity, after the costs" in t)
    assert "ahlcg/rr/attack-of-opportunity" in aoo and "ahlcg/rr/appendix-i" in aoo


def test_without_the_assignment_choice_the_damage_stays_on_roland_and_guard_dog_never_reacts():
    from dataclasses import replace

    situation = load_example("ex01-nested-sequences")
    trace = replay(replace(situation, choices=situation.choices[1:]))
    assert not any(s.card == "Guard Dog" and s.kind is StepKind.ABILITY for s in trace.steps)
    assert any("no choice given; the engine's default" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1
    assert trace.final_state["cards"]["Goat Spawn"]["zone"] == "play"
    # the target choice for Agnes (choices[1] in the file) was never needed
    # (and the damage assignment the situation no longer makes is listed as the engine's default)
    assert [u.text for u in trace.unresolved][-1] == "choices[1]: this 'target' choice was never needed"
    assert trace.unresolved[0].text.startswith("a choice the situation did not make")
