"""The effects: one handler for each effect of the vocabulary, grouped by family, registered here.

A handler resolves one aspect of an effect and returns whether it resolved *in full* (what 'Then'
needs); with it goes whether the aspect has the potential to change the game state (the rules'
question before an ability initiates), answered without consuming a choice or writing to the trace.
Most handlers read the effect's parameters — its investigator, its targets, its amount — and hand
the work to a procedure; where a procedure already resolves the effect itself (exploring, undoing an
action, sealing a chaos token), that procedure is the handler.

This layer may import the procedures, the timing core and the situation format; nothing imports it
but the package face. Importing it fills the core's table of effect handlers (``core/dispatch.py``):
``kb.engine`` does so before anything can be replayed.
"""

from __future__ import annotations

from ..core.dispatch import register_effect
from ..procedures.bagtokens import add_token, could_add, could_remove, remove_token
from ..procedures.board import flip
from ..procedures.keys import could_give, could_place, could_take, give_keys, place_key, take_keys
from ..procedures.shifting import could_flip, could_shift, flip_key, shift
from ..procedures.chaosbag import release, seal
from ..procedures.explore import explore
from ..procedures.new_token import reveal_token
from ..procedures.returned_token import could_return, return_token
from ..procedures.reveal import declare, resolve_sealed
from ..procedures.revealed import could_change as could_change_revealed, if_revealed
from ..procedures.treated import ignore_token, treat_token
from ..procedures.token_values import switch_sign
from ..procedures.undo import undo_action
from . import (actions, attachments, attacks, board, cards, chaos, choosing, conditions, control, costs, damage, gains, scenario,
               revelations, scenario_decks, search, skill_tests, switching, test_end, period_end, tokens, topmost, totals,
               zones)
from . import looking_sides, unrevealing
from . import revealing_cards, several_plays
from .flipping import could_flip_card, could_flip_tokens, could_resolve_story, flip_card, flip_tokens, resolve_story_card
from .either import either
from . import if_done
from .assigning import assign_evenly, assign_first
from .preventing import could_prevent_dealt, could_reassign_dealt, prevent_dealt, reassign_dealt
from .redirecting import could_redirect, redirect_attack_damage
from .those_clues import could_place_those, place_those_clues
from .attack_dealt import could_deal_attack, deal_attack_damage
from .once import could_once, once
from . import phase_jumps
from .moving_away import could_move_away, move_enemy_away
from .foreach import for_each
from .memory import could_remember, remember
from .parameters import could_resolve_inner
from .sequence import could_sequence, sequence
from .trauma import suffer_trauma
from .fate import fate
from .unmodelled import unmodelled
from .up_to import up_to
from .replacing import could_replace_location, replace_location
from .until import could_place_tokens_until, place_tokens_until
from .looking import arrange_top, could_look, look_top
from . import deck_reset
from .roles import could_switch_role, switch_role

# damage, horror, healing
register_effect("deal-damage", damage.deal_damage, could_change=damage.could_deal)
register_effect("deal-horror", damage.deal_horror, could_change=damage.could_deal)
register_effect("heal-damage", damage.heal_damage, could_change=damage.could_heal)
register_effect("heal-horror", damage.heal_horror, could_change=damage.could_heal)
register_effect("defeat", damage.defeat, could_change=damage.could_defeat)
register_effect("enemy-attacks", attacks.enemy_attacks, could_change=attacks.could_attack)
# what an investigator gains
register_effect("draw", gains.draw, could_change=gains.could_draw)
register_effect("gain-resources", gains.gain_resources, could_change=gains.could_gain)
register_effect("lose-resources", gains.lose_resources, could_change=gains.could_lose)
register_effect("discover-clues", gains.discover_clues, could_change=gains.could_discover)
register_effect("earn-experience", gains.earn_experience)
# the board
register_effect("move", board.move, could_change=board.could_move)
register_effect("engage", board.engage, could_change=board.could_engage)
register_effect("move-enemy", board.move_enemy, could_change=board.could_move_enemy)
register_effect("move-enemy-until", board.move_enemy_until, could_change=board.could_move_enemy)
register_effect("disengage", board.disengage, could_change=board.could_disengage)
register_effect("hunt", board.hunt, could_change=board.could_hunt)
register_effect("increase-flood", board.increase_flood, could_change=board.could_change_flood)
register_effect("decrease-flood", board.decrease_flood, could_change=board.could_change_flood)
register_effect("flip-location", flip, could_change=board.could_flip)
register_effect("explore", explore, could_change=board.could_explore)
register_effect("flip-card", flip_card, could_change=could_flip_card)
register_effect("flip-tokens", flip_tokens, could_change=could_flip_tokens)
register_effect("switch", switching.switch, could_change=switching.could_switch)
register_effect("switch-role", switch_role, could_change=could_switch_role)  # Classes: an investigator's role
register_effect("resolve-story", resolve_story_card, could_change=could_resolve_story)
# cards
register_effect("exhaust", cards.exhaust, could_change=cards.could_exhaust_or_ready)
register_effect("ready", cards.ready, could_change=cards.could_exhaust_or_ready)
register_effect("put-into-play", cards.put_into_play, could_change=cards.could_put_into_play)
register_effect("attach", attachments.attach, could_change=attachments.could_attach)
register_effect("take-control", control.take_control, could_change=control.could_take_control)
register_effect("discard", cards.discard, could_change=cards.could_discard)
register_effect("shuffle-deck", cards.shuffle_deck)
register_effect("discard-top", cards.discard_top, could_change=cards.could_discard_top)
register_effect("move-card", zones.move_card, could_change=zones.could_move_card)
register_effect("shuffle-into", zones.shuffle_into, could_change=zones.could_shuffle_into)
register_effect("discard-from-hand", zones.discard_from_hand, could_change=zones.could_discard_from_hand)
register_effect("discard-total", totals.discard_total, could_change=totals.could_discard_total)
register_effect("assign-first", assign_first, could_change=could_resolve_inner)
register_effect("assign-evenly", assign_evenly, could_change=could_resolve_inner)
register_effect("resolve-revelation", revelations.resolve_revelation, could_change=revelations.could_resolve_revelation)
register_effect("search-deck", search.search_deck, could_change=search.could_search)
register_effect("play", several_plays.play)
register_effect("put-from-scenario-deck", scenario_decks.put_from_deck, could_change=scenario_decks.could_put_from_deck)
register_effect("look-revealed-side", looking_sides.look_side, could_change=looking_sides.could_look_side)
register_effect("look-other-side", looking_sides.look_side, could_change=looking_sides.could_look_side)
register_effect("unreveal-location", unrevealing.unreveal_location, could_change=unrevealing.could_unreveal)
register_effect("reveal-card", revealing_cards.reveal_card, could_change=revealing_cards.could_reveal)
register_effect("draw-from-scenario-deck", scenario_decks.draw_from_deck, could_change=scenario_decks.could_put_from_deck)
register_effect("draw-from-discard", topmost.draw_from_discard, could_change=topmost.could_draw_from_discard)
register_effect("draw-card", topmost.draw_card, could_change=topmost.could_draw_card)
register_effect("look-top", look_top, could_change=could_look)
register_effect("reveal-top", look_top, could_change=could_look)
register_effect("arrange-top", arrange_top)
# triggering conditions
register_effect("cancel", conditions.cancel, could_change=conditions.could_cancel)
register_effect("instead", conditions.instead)
register_effect("prevent", conditions.prevent, could_change=conditions.could_prevent)
register_effect("prevent-dealt", prevent_dealt, could_change=could_prevent_dealt)
register_effect("reassign-dealt", reassign_dealt, could_change=could_reassign_dealt)
register_effect("redirect-attack-damage", redirect_attack_damage, could_change=could_redirect)
register_effect("place-those-clues", place_those_clues, could_change=could_place_those)
register_effect("deal-attack-damage", deal_attack_damage, could_change=could_deal_attack)
register_effect("once", once, could_change=could_once)
register_effect("skip-phase", phase_jumps.skip_phase)
register_effect("repeat-phase", phase_jumps.repeat_phase)
register_effect("move-enemy-away", move_enemy_away, could_change=could_move_away)
register_effect("lasting", conditions.lasting, could_change=conditions.could_last)
# an investigator's actions and turn
register_effect("take-action", actions.take_action)
register_effect("end-turn", actions.end_turn, could_change=actions.could_end_turn)
register_effect("gain-actions", actions.gain_actions, could_change=gains.could_gain)
register_effect("lose-actions", actions.lose_actions, could_change=actions.could_lose_actions)
register_effect("investigate", actions.investigate)
register_effect("fight", actions.fight, could_change=actions.could_fight)
register_effect("evade", actions.evade, could_change=actions.could_evade)
register_effect("resign", actions.resign)
register_effect("undo-action", undo_action)
register_effect("activate-ignoring-costs", costs.activate_ignoring_costs)
register_effect("spend", costs.spend, could_change=costs.could_spend)
# skill tests
register_effect("test", skill_tests.test)
register_effect("modify-skill", skill_tests.modify_skill, could_change=skill_tests.could_modify)
register_effect("use-skill", skill_tests.use_skill, could_change=skill_tests.could_modify)
register_effect("automatic", skill_tests.automatic, could_change=skill_tests.could_modify)
register_effect("attack-damage", skill_tests.attack_damage, could_change=skill_tests.could_modify_attack)
register_effect("attack-horror", skill_tests.attack_horror, could_change=skill_tests.could_modify_attack)
register_effect("by-at-least", skill_tests.by_at_least, could_change=could_resolve_inner)
register_effect("when-test-ends", test_end.at_test_end, could_change=test_end.could_set_up)
register_effect("after-test-ends", test_end.at_test_end, could_change=test_end.could_set_up)
register_effect("at-round-end", period_end.at_period_end, could_change=period_end.could_set_up)
register_effect("at-turn-end", period_end.at_period_end, could_change=period_end.could_set_up)
register_effect("cancel-skill-cards", skill_tests.cancel_skill_cards, could_change=skill_tests.could_modify)
register_effect("for-each", for_each, could_change=could_resolve_inner)
register_effect("either", either, could_change=could_resolve_inner)
register_effect("sequence", sequence, could_change=could_sequence)
register_effect("physical-trauma", suffer_trauma)
register_effect("mental-trauma", suffer_trauma)
register_effect("up-to", up_to, could_change=could_resolve_inner)
register_effect("killed", fate)
register_effect("driven-insane", fate)
register_effect("if", choosing.only_if, could_change=choosing.could_change_if)
register_effect("choose", choosing.choose, could_change=choosing.could_choose)
register_effect("if-able", if_done.if_able, could_change=if_done.could_change_if_able)
# the scenario
register_effect("place-doom", scenario.place_doom, could_change=scenario.could_place_doom)
register_effect("place-tokens", tokens.place_tokens, could_change=tokens.could_place_tokens)
register_effect("remove-tokens", tokens.remove_tokens, could_change=tokens.could_remove_tokens)
register_effect("move-tokens", tokens.move_tokens, could_change=tokens.could_move_tokens)
register_effect("advance", scenario.advance, could_change=scenario.could_advance)
register_effect("reset-deck", deck_reset.reset_deck, could_change=deck_reset.could_reset_deck)
register_effect("resolution", scenario.resolution)
register_effect("draw-encounter-card", scenario.draw_encounter_card, could_change=scenario.could_draw_encounter_card)
register_effect("spawn", scenario.spawn, could_change=scenario.could_spawn)
register_effect("gain-surge", scenario.gain_surge)
register_effect("draw-opening-hand", scenario.draw_opening_hand)
register_effect("remember", remember, could_change=could_remember)
# chaos tokens
register_effect("reveal-instead", declare)
register_effect("reveal-token", reveal_token)
register_effect("return-token", return_token, could_change=could_return)
register_effect("seal", seal)
register_effect("if-revealed", if_revealed, could_change=could_change_revealed)
register_effect("release", release, could_change=chaos.could_use_sealed)
register_effect("add-chaos-token", add_token, could_change=could_add)
register_effect("take-keys", take_keys, could_change=could_take)
register_effect("place-key", place_key, could_change=could_place)
register_effect("give-keys", give_keys, could_change=could_give)
register_effect("shift-key", shift, could_change=could_shift)
register_effect("flip-key", flip_key, could_change=could_flip)
register_effect("remove-chaos-token", remove_token, could_change=could_remove)
register_effect("resolve-sealed", resolve_sealed, could_change=chaos.could_use_sealed)
register_effect("treat-token", treat_token)
register_effect("ignore-token", ignore_token)
register_effect("switch-token-sign", switch_sign)
# printed words the engine does not replay, where they would resolve
register_effect("not-modelled", unmodelled)
# a location replaced by a set-aside copy, and tokens added until a holder has as many as asked (replacing.py, until.py)
register_effect("replace-location", replace_location, could_change=could_replace_location)
register_effect("place-tokens-until", place_tokens_until, could_change=could_place_tokens_until)
