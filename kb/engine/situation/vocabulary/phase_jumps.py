"""The vocabulary of skipping and repeating a phase (``procedures/phase_jumps.py``): "Skip this phase", "Repeat that
phase" (The Gold Pocket Watch). Kept beside the closed effect table (``effects.py``) and merged into it by the package,
as one family of its own."""

from __future__ import annotations

from .effects import EffectType, _effect

#: The effects of this family, by name.
PHASE_JUMP_EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("skip-phase", "skip the phase the game is in (the phase a 'phase-begins' trigger names): its framework "
                "steps up to its end are not performed, and it still ends — the rules are silent, so the Grim Rule: "
                "no ending is escaped", ("ahlcg/rr/appendix-ii", "ahlcg/rr/grim-rule")),
        _effect("repeat-phase", "repeat the phase that just ended (the phase a 'phase-ends' trigger names): it is "
                "performed again from its beginning, in the same round — the rules are silent, so the Grim Rule",
                ("ahlcg/rr/appendix-ii", "ahlcg/rr/grim-rule")),
    )
}
