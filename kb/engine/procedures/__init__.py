"""The game's procedures: what the rules spell out step by step, built on the timing core.

Actions and the initiation sequence of cards and abilities, attacks of opportunity, dealing damage
and defeat, skill tests and the chaos tokens they reveal, the encounter deck, enemies and the enemy
phase, the round, setup, the board, and the keywords that change them (concealed, swarming). Each
raises its triggering conditions through the core (``Engine.resolve``), so every one of them gets
its windows; procedures call each other freely within this layer, without an import circle.

This layer may import the timing core and the situation format, never the effects above it (an
effect's handler calls a procedure, not the other way round). Importing it registers, in the
core's dispatch table (``core/dispatch.py``), the procedures the core calls: carrying out a ``do``
item, playing a fast card in a window, setup's opening hands, the round, and paying a cost.
"""

from __future__ import annotations

from ..core.dispatch import OPENING_HANDS, PAY_COST, PERFORM, PLAY_CARD, RUN_FRAMEWORK, register_procedure
from .actions import perform
from .characteristics import register as register_characteristics
from .constant_stays import register as register_constant_stays
from .granted import register as register_granted
from .granted_abilities import register as register_granted_abilities
from .paying_costs import pay_cost
from .playing import play_card
from .round import run_framework
from .setup_steps import setup_game
from .standing import register as register_standing

register_procedure(PERFORM, perform)
register_procedure(PLAY_CARD, play_card)
register_procedure(OPENING_HANDS, setup_game)
register_procedure(RUN_FRAMEWORK, run_framework)
register_procedure(PAY_COST, pay_cost)
register_characteristics()  # a blanked card's constants give no keywords (Blank)
register_granted()  # before the engagement rule, which reads the keywords (Aloof, Massive) it gives
register_granted_abilities()  # abilities a constant gives another card: the windows and the activate action read them
register_standing()
register_constant_stays()
