"""Expected-step helpers shared by the engine tests (imported as a plain module, not a fixture)."""

from __future__ import annotations


def stated_test(who: str, skill: str, result: str = "success", depth: int = 0,
                results: list[tuple[int, str, str]] | None = None) -> list[tuple[int, str, str]]:
    """The steps of a skill test whose result the situation states (no tokens, no commits), from ST.1
    to ST.8, with the ST.7 result steps given."""
    verb = "succeeds" if result == "success" else "fails"
    return [
        (depth, "framework", f"ST.1: {who} begins {'an' if skill[0] in 'aeiou' else 'a'} {skill} test"),
        (depth, "window", "Player window (during a skill test, after ST.1)"),
        (depth, "framework", "ST.2: no cards are committed to this test"),
        (depth, "window", "Player window (during a skill test, after ST.2"),
        (depth, "note", f"ST.3: the situation states the result ({result})"),
        (depth, "framework", f"ST.5: {who}'s modified skill value"),
        (depth, "framework", f"ST.6: {who} {verb} (as the situation states)"),
        (depth, "framework", "ST.7"),
        *(results or []),
        (depth, "framework", "ST.8: the skill test ends"),
    ]


def check_order(trace, order, start: int = 0) -> None:  # noqa: ANN001 - a Trace
    """Each step from ``start`` has the expected depth and kind and contains the fragment."""
    got = [(s.depth, s.kind.value, s.text) for s in trace.steps[start:start + len(order)]]
    assert len(got) == len(order), trace.render_text(titles=False)
    for (depth, kind, text), (want_depth, want_kind, fragment) in zip(got, order):
        assert (depth, kind) == (want_depth, want_kind) and fragment in text, (text, fragment)
