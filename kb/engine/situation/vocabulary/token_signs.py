"""The effect that changes a revealed chaos token's modifier for its test: kept in a module of its own, as its family
is (the constants that change tokens' modifiers are ``situation/token_modifiers.py``), and added to the closed list of
effects by the package (``vocabulary/__init__.py``)."""

from __future__ import annotations

from .effects import EffectType

#: ``switch-token-sign`` (procedures/token_values.py).
TOKEN_SIGN_EFFECTS: dict[str, EffectType] = {
    "switch-token-sign": EffectType(
        "switch-token-sign", "\u201cSwitch that token's \u201c-\u201d to a \u201c+\u201d\u201d, after a chaos token "
        "with a negative modifier is revealed for a skill test: that token's modifier is added as a positive one at "
        "ST.5 (its symbol's effect is unchanged)", {},
        ("ahlcg/rr/chaos-tokens", "ahlcg/rr/st-5", "ahlcg/rr/modifiers"))}
