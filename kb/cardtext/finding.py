"""Registers the rule of "Find X" (:func:`.superlatives.find`) among the lowering's verb rules: X read by the
target reader every verb shares, so that a superlative, a trait, a place compose in it as they do anywhere."""

from __future__ import annotations

from .instruction import target
from .lowering import RULES
from .superlatives import find

RULES.setdefault("find", find(target))
