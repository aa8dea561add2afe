"""The ``gains-surge`` parameter of ``draw-encounter-card``: the card an instruction draws gains surge ("Draw the top
card of the encounter deck. That card gains surge"). Kept in a module of its own and added to the effect's
parameters by the package (``vocabulary/__init__.py``), as ``look-top``'s ``find`` is."""

from __future__ import annotations

#: What ``gains-surge`` on ``draw-encounter-card`` means.
DRAWN_SURGE = ("true: each card this effect draws from the encounter deck gains surge as it resolves (\u201cThat card "
               "gains surge\u201d), not the cards its surge draws after it (Surge)")
