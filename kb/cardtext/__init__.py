"""Printed card text → abilities in the timing engine's vocabulary (``kb ability``).

    >>> from kb.cardtext import parse_card_text
    >>> r = parse_card_text("[reaction] After you defeat an enemy: Discover 1 clue at your location.")
    >>> r.abilities[0].kind, r.abilities[0].trigger
    ('reaction', {'event': 'defeated', 'who': 'you', 'what': 'enemy'})

The package imports nothing from the rest of ``kb``: the engine's situation format imports it.
"""

from .model import Ability, CardTextResult, Unparsed, Unsupported
from .parser import CARD_TYPES, parse_card_text
from . import looking  # noqa: F401,E402  (registers "look", the top cards revealed, "return them … in any order")
from . import looking_sides  # noqa: F401,E402  (registers "look at the revealed / other side of X")
from . import unrevealing  # noqa: F401,E402  (registers "flip X to its unrevealed side")
from . import discard_cards  # noqa: F401,E402  (registers the cards a discard or shuffle picks: an area, "or" traits)
from . import recorded  # noqa: F401,E402  (registers "choose a location discarded by this effect", "resolve its 'revelation' ability")
from . import keyword_choice  # noqa: F401,E402  (registers "choose an asset you control with 'uses (charges)'")
from . import that_card  # noqa: F401,E402  (registers "draw it": the one card this effect discarded)
from . import found_spawn  # noqa: F401,E402  (registers "spawn that enemy": the one an earlier instruction found)
from . import undoing  # noqa: F401,E402  (registers "undo that action")
from . import class_roles  # noqa: F401,E402  (registers "choose a role", "switch your role (to X)")
from . import value_changes  # noqa: F401,E402  (registers "reduce that enemy's fight value by 1 for …")
from . import giving  # noqa: F401,E402  (registers "give control of him to another investigator at your location")
from . import placing  # noqa: F401,E402  (registers "put @self into play at the location to your left")
from . import spawn_there  # noqa: F401,E402  (registers "spawn the set-aside Umôrdhoth there")
from . import deck_reset  # noqa: F401,E402  (registers "reset the agenda deck to agenda 1a")
from . import experience  # noqa: F401,E402  (registers "earn 2 fewer experience for this scenario")
from . import revealing_cards  # noqa: F401,E402  (registers "reveal it": one card shown from a hand)

__all__ = ["Ability", "CARD_TYPES", "CardTextResult", "Unparsed", "Unsupported", "parse_card_text"]
