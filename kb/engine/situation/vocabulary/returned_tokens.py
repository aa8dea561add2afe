"""The effects on a skill test's chaos token other than its symbol: its revealed token returned to the bag as its result
is determined (``procedures/returned_token.py``), and a token named resolved instead of a reveal (``resolve-sealed``'s
``token``): kept in a module of their own, as their family is, and added to the closed list of effects by the package
(``vocabulary/__init__.py``)."""

from __future__ import annotations

from .effects import EffectType

#: ``return-token``: "Return the revealed chaos token to the bag" (a ``reveal-token`` after it reveals the new one).
RETURNED_TOKEN_EFFECTS: dict[str, EffectType] = {
    "return-token": EffectType(
        "return-token", "\u201cReturn the revealed chaos token to the bag\u201d, in the 'would' window of a skill "
        "test's success or failure: the test's one resolved token goes back to the bag (its modifier, automatic result "
        "and ST.7 results withdrawn; what its symbol did at ST.4 stays done); a `reveal-token` after it is the test's "
        "new token, whose symbol resolves, and the result is computed again (recorded as `test-failed` / "
        "`test-succeeded` when it changes)", {},
        ("ahlcg/rr/chaos-tokens", "ahlcg/rr/st-3", "ahlcg/rr/st-6"))}

#: ``resolve-sealed``'s ``token``: a token resolved instead of a reveal, none drawn (procedures/reveal.py).
RESOLVED_TOKEN = ("a chaos token resolved instead, as if just revealed, not one sealed (\u201cDo not reveal chaos tokens "
                  "from the chaos bag for this test. Treat the chaos token revealed for this test as an "
                  "[elder_sign]\u201d): none is drawn, so none returns to the bag at ST.8")
