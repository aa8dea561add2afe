"""``lasting``'s ``count``: a value modifier on cards counted on the card it modifies, as it is read.

"Until the end of the round, each Cultist enemy in play gets +1 fight for each doom on it": the lasting effect
modifies each enemy its ``to`` picked, and "it" is each of them — so the count is of the enemy the test is made
against (``doom-on:tested-enemy``), read whenever the value is (Modifiers: "The game state constantly checks and (if
necessary) updates the count of any variable value"), never once for all of them as the effect is established.
"""

from __future__ import annotations

#: The parameter's description (the engine README's effect table and the schema say the same).
LASTING_COUNT = ("a count of the state: its `difficulty-modifier` applies once for each, counted whenever the value "
                 "is read (Modifiers); `tested-enemy` in it is the enemy the test is made against, each card the "
                 "effect modifies counted on itself (\u201ceach Cultist enemy in play gets +1 fight for each doom on "
                 "it\u201d: `doom-on:tested-enemy`)")
